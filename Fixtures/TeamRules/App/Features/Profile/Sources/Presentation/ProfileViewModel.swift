import Foundation
import Observation
import FeedFeature // expect: feature-isolation

@Observable
final class ProfileViewModel { // expect: viewmodel-shape, viewmodel-has-contract
    var name = ""
    var latest: FeedItem? // expect: feature-isolation

    func reload() async {
        // URLSession in a comment is not code; "print" in a string neither.
        _ = try? await URLSession.shared.data(from: URL(string: "https://example.com/profile")!) // expect: presentation-no-networking
        print("reloaded") // expect: no-print
    }
}
