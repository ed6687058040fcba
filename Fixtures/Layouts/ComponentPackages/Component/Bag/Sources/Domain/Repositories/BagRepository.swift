import Foundation

public protocol BagRepository: Sendable {
    func items() async throws(BagError) -> [BagItem]
    func add(_ item: BagItem) async throws(BagError)
}
