import Foundation

protocol ProductRemoteDataSourceProtocol: Sendable {
    func products() async throws(URLError) -> [ProductDTO]
}

struct DefaultProductRemoteDataSource: ProductRemoteDataSourceProtocol {
    let session: URLSession

    func products() async throws(URLError) -> [ProductDTO] { [] }
}
