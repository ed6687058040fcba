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

// MARK: - Previews: stand-ins, not implementations (they need no `…Impl` name).

private struct PreviewFetchOrdersUseCase: FetchOrdersUseCase {
    func execute() async throws(OrderError) -> [Order] {
        [Order(id: "1", customerName: "Ada Lovelace", status: .pending, total: 42, placedAt: .now)]
    }
}

private struct PreviewCancelOrderUseCase: CancelOrderUseCase {
    func execute(orderId: String) async {}
}

#Preview {
    OrderListView(viewModel: OrderListViewModel(
        fetchOrders: PreviewFetchOrdersUseCase(),
        cancelOrder: PreviewCancelOrderUseCase(),
        filterOrders: FilterOrdersUseCaseImpl()
    ))
}
