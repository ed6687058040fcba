import Bag
import Foundation

public struct DefaultCouponRepository: CouponRepository {
    public init() {}

    public func isValid(code: String) async throws(BagError) -> Bool {
        !code.isEmpty
    }
}
