@MainActor public final class VM: ObservableObject, @unchecked Sendable {
    @Published private(set) var state: State = .idle { didSet { log() } willSet {} }
    nonisolated public init?(x: Int = 1, _ y: String...) async throws {}
    deinit {}
    subscript(i: Int) -> Int { get { 0 } set {} }
    static func + (a: VM, b: VM) -> VM { a }
    actor Inner { enum E: Error { case a, b(x: Int) } }
    macro M() = #externalMacro(module: "M", type: "M")
    associatedtype X
    typealias Y = [Int: String]
    var computed: Int { 1 }
    lazy var l = { 1 }()
}
extension Array: @retroactive Foo where Element == Int { func f() {} }
