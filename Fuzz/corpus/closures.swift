let a = { [weak self, unowned x = y] (a: Int, b) async throws -> Int in a }
items.map { $0 * 2 }.filter { $0 > 1 }.reduce(0) { $0 + $1 }
let b = { { { { 1 }() }() }() }()
Task { @MainActor in await self.load() }
