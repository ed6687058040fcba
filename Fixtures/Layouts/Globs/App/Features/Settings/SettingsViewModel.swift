import Foundation
import Observation

@MainActor
@Observable
final class SettingsViewModel {
    private let cache: ArticleCache // expect: viewmodel-uses-usecases
    private let session = URLSession.shared // expect: viewmodel-uses-usecases

    init(cache: ArticleCache) { // expect: viewmodel-uses-usecases
        self.cache = cache
    }
}
