import Bag
import BagData
import Foundation

public enum BagAssembly {
    public static func repository() -> BagRepository {
        DefaultBagRepository(session: .shared)
    }
}
