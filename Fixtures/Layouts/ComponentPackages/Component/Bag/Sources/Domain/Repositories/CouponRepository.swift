import Foundation

public protocol CouponRepository: Sendable {
    func isValid(code: String) async throws(BagError) -> Bool
}
