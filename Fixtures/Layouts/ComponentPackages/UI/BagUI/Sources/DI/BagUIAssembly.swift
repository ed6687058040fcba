import Bag
import BagDI
import BagUI

public enum BagUIAssembly {
    @MainActor
    public static func viewModel(getBagItems: any GetBagItemsUseCase) -> BagViewModel {
        BagViewModel(getBagItems: getBagItems)
    }
}
