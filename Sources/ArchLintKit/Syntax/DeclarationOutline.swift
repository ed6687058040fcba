/// Every named declaration of a file with its extent and parent: types,
/// extensions, functions, initializers and subscripts (with their selector),
/// properties, enum cases. It names where a finding is
/// (`CharacterRepositoryContract.getCharacter(identifier:cachePolicy:)`) for
/// baseline keys, independently of which declarations the rules' summaries keep.
/// Compact: names in one byte buffer, positions in 32 bits.
public struct DeclarationOutline: Sendable {
    struct Entry: Sendable {
        /// End of the name in `names` (it starts where the previous entry's ends).
        var nameEnd: UInt32
        var parent: Int32
        /// First token (attributes and modifiers included) and last token.
        var startLine: UInt32, startColumn: UInt32
        var endLine: UInt32, endColumn: UInt32
        /// The name token.
        var nameLine: UInt32, nameColumn: UInt32
    }

    var entries: [Entry] = []
    var names: [UInt8] = []

    public init() {}

    /// The outline of a scanned file (`syntax` as the scanner returned it, before compaction).
    public init(_ syntax: FileSyntax, _ tokens: [Token]) {
        let decls = syntax.declarations
        guard !decls.isEmpty, !tokens.isEmpty else { return }
        entries.reserveCapacity(decls.count)
        for d in decls {
            switch d.kind {
            case .func, .`init`, .subscript, .macro:
                names.append(contentsOf: d.name.utf8)
                names.append(UInt8(ascii: "("))
                for p in d.parameters {
                    names.append(contentsOf: (p.label ?? "_").utf8)
                    names.append(UInt8(ascii: ":"))
                }
                names.append(UInt8(ascii: ")"))
            default:
                names.append(contentsOf: d.name.utf8)
            }
            let first = tokens[min(max(d.startToken, 0), tokens.count - 1)]
            let last = tokens[min(max(d.endToken - 1, d.startToken, 0), tokens.count - 1)]
            entries.append(Entry(nameEnd: UInt32(names.count), parent: Int32(d.parent ?? -1),
                                 startLine: first.line, startColumn: first.column,
                                 endLine: last.line, endColumn: last.column,
                                 nameLine: UInt32(truncatingIfNeeded: d.line), nameColumn: UInt32(truncatingIfNeeded: d.column)))
        }
        names = Array(names[...])  // a copy of exact size: kept for the whole run
    }

    public var count: Int { entries.count }

    func name(_ i: Int) -> String {
        let start = i == 0 ? 0 : Int(entries[i - 1].nameEnd)
        return String(decoding: names[start..<Int(entries[i].nameEnd)], as: UTF8.self)
    }

    /// `Outer.Inner.member(label:)` for entry `i`.
    public func path(_ i: Int) -> String {
        var parts = [name(i)]
        var p = Int(entries[i].parent)
        while p >= 0 {
            parts.append(name(p))
            p = Int(entries[p].parent)
        }
        return parts.reversed().joined(separator: ".")
    }

    /// The innermost declaration whose extent contains the position, or nil (top level).
    public func enclosing(line: Int, column: Int) -> Int? {
        enclosing([(line, column)])[0]
    }

    /// `enclosing(line:column:)` for many positions in one sweep over the
    /// declarations (they are in source order and nest): linear, whatever the count.
    public func enclosing(_ positions: [(line: Int, column: Int)]) -> [Int?] {
        let order = positions.indices.sorted { (positions[$0].line, positions[$0].column) < (positions[$1].line, positions[$1].column) }
        var result = [Int?](repeating: nil, count: positions.count)
        var stack: [Int] = []
        var next = 0
        func end(_ i: Int) -> (UInt32, UInt32) { (entries[i].endLine, entries[i].endColumn) }
        for q in order {
            let pos = (UInt32(truncatingIfNeeded: positions[q].line), UInt32(truncatingIfNeeded: positions[q].column))
            while next < entries.count && (entries[next].startLine, entries[next].startColumn) <= pos {
                let start = (entries[next].startLine, entries[next].startColumn)
                while let top = stack.last, end(top) < start { stack.removeLast() }
                stack.append(next)
                next += 1
            }
            while let top = stack.last, end(top) < pos { stack.removeLast() }
            result[q] = stack.last
        }
        return result
    }

    /// The declaration path that encloses a position ("" at top level).
    public func enclosingPath(line: Int, column: Int) -> String {
        enclosing(line: line, column: column).map(path) ?? ""
    }

    /// The position of the name of each declaration path (the first declaration with it).
    public func positionsByPath() -> [String: (line: Int, column: Int)] {
        var out: [String: (line: Int, column: Int)] = [:]
        var paths: [String] = []
        paths.reserveCapacity(entries.count)
        for i in entries.indices {
            let p = entries[i].parent
            let path = p >= 0 ? paths[Int(p)] + "." + name(i) : name(i)
            paths.append(path)
            if out[path] == nil { out[path] = (Int(entries[i].nameLine), Int(entries[i].nameColumn)) }
        }
        return out
    }
}
