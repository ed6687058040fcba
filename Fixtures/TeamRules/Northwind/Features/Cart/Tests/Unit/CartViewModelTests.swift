import XCTest
@testable import Cart

final class CartViewModelTests: XCTestCase { // expect: tests-use-swift-testing
    func testAppearLoadsLines() async {}
}
