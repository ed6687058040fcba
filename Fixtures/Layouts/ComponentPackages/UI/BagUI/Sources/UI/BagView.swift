import SwiftUI

public struct BagView: View {
    let viewModel: BagViewModel

    public var body: some View {
        List(viewModel.items, id: \.productIdentifier) { Text($0.productIdentifier) }
    }
}
