import SwiftUI

struct OrderListView: View {
    @State var viewModel: OrderListViewModel

    var body: some View {
        List(viewModel.filteredOrders) { order in
            OrderRow(order: order)
                .swipeActions {
                    if order.isCancellable {
                        Button("Cancel", role: .destructive) {
                            Task { await viewModel.cancel(order) }
                        }
                    }
                }
        }
        .task { await viewModel.load() }
    }
}

private struct OrderRow: View {
    let order: Order

    var body: some View {
        HStack {
            Text(order.customerName)
            Spacer()
            Text(order.total, format: .currency(code: "EUR"))
        }
    }
}
