import Bag
import BagData
import Observation

@MainActor
@Observable
public final class BagViewModel {
    private let getBagItems: any GetBagItemsUseCase
    private let repository: DefaultBagRepository? // expect: viewmodel-uses-usecases
    public var items: [BagItem] = []

    public init(getBagItems: any GetBagItemsUseCase) {
        self.getBagItems = getBagItems
        self.repository = nil
    }

    public func load() async {
        items = (try? await getBagItems()) ?? []
    }
}
