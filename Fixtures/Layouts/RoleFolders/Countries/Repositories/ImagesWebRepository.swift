import Foundation

protocol ImagesWebRepository: Sendable {
    func image(url: URL) async throws(CountriesError) -> Data
}

struct RealImagesWebRepository: ImagesWebRepository {
    let session: URLSession

    func image(url: URL) async throws(CountriesError) -> Data {
        do {
            return try await session.data(from: url).0
        } catch {
            throw .loadFailed
        }
    }
}
