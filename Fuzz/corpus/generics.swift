struct Box<T: Equatable & Sendable, each U>: Sendable where T: Hashable {
    func map<R>(_ f: (T) throws(E) -> R) rethrows -> Box<R> where R: Sendable {}
    var d: [String: [Int?]]? = nil
    let x = a < b && c > d
    let y = Array<Dictionary<String, Set<Int>>>()
    let z = f(a<b, c>(d))
    let w = x as? Optional<Int>>>2
}
