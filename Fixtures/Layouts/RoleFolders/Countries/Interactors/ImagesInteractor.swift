import Foundation

protocol ImagesInteractor: Sendable {
    func execute(url: URL) async throws(CountriesError) -> Data
}

struct RealImagesInteractor: ImagesInteractor {
    let webRepository: ImagesWebRepository

    func execute(url: URL) async throws(CountriesError) -> Data {
        try await webRepository.image(url: url)
    }
}
