import Testing
@testable import Cart

struct LoadCartUseCaseTests {}
