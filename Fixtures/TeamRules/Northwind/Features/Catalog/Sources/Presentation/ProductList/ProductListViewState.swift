enum ProductListViewState: Equatable {
    case loading
    case loaded([Product])
    case failed
}
