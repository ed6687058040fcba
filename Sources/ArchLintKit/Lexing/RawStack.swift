/// A stack of plain values (no references inside) in memory of its own, for the per-token
/// walks: a push is a store and an increment, a pop a decrement and a load, with none of an
/// `Array`'s copy-on-write and uniqueness checks. The owner calls `free()` when done (a
/// `defer` next to the declaration); nothing else releases the memory.
struct RawStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func push(_ value: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: value)
        count += 1
    }

    /// The top value, removed; nil when the stack is empty.
    @inline(__always) mutating func pop() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return (base + count).move()
    }

    /// The top value; nil when the stack is empty.
    @inline(__always) var last: Element? { count > 0 ? base[count - 1] : nil }

    @inline(never) private mutating func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }

    /// Releases the memory (the values are plain: nothing to deinitialise).
    func free() { base.deallocate() }
}
