import Foundation

public protocol AddBagItemUseCase: Sendable { // expect: usecase-has-mock
    func callAsFunction(_ item: BagItem) async throws(BagError)
    func execute(_ item: BagItem) async throws(BagError) // expect: usecase-single-execute
}
