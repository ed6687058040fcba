protocol CartViewModelProtocol: AnyObject {
    func didAppear() async
}
