protocol ProductListViewModelProtocol: AnyObject {
    func didAppear() async
    func reload() async // expect: viewmodel-events
}
