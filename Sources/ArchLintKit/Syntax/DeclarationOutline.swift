/// Every named declaration of a file with its extent and parent: types,
/// extensions, functions, initializers and subscripts (with their selector),
/// properties, enum cases. It names where a finding is
/// (`CharacterRepositoryContract.getCharacter(identifier:cachePolicy:)`) for
/// baseline keys, independently of which declarations the rules' summaries keep.
///
/// Kept for every file for the whole run, so it is one byte buffer: per
/// declaration, in source order, LEB128 numbers (parent + 1, start line as a
/// delta from the previous start, start column, end line − start line, end
/// column, name line − start line, name column, name length) then the name.
/// It is decoded (`entries()`) only for the files that have findings.
public struct DeclarationOutline: Sendable {
    /// One decoded declaration.
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var parent: Int?
        /// First token (attributes and modifiers included) and last token.
        public var startLine: Int, startColumn: Int
        public var endLine: Int, endColumn: Int
        /// The name token.
        public var nameLine: Int, nameColumn: Int
    }

    var bytes: [UInt8] = []
    /// For an outline not built yet (`deferred(byteCount:)`): the size of the file
    /// it is to be built from, so that a file changed since it was linted is noticed.
    public private(set) var deferredByteCount: Int?

    public init() {}

    /// An outline to build later from the file's bytes (`Linter.lint(files:)` builds
    /// it only for files that have findings: most files have none, and an outline
    /// kept for every file of a large tree costs memory).
    public static func deferred(byteCount: Int) -> DeclarationOutline {
        var o = DeclarationOutline()
        o.deferredByteCount = byteCount
        return o
    }

    /// The outline of a file's bytes.
    public init(source bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { buf in
            let tokens = Lexer.tokenize(buf)
            return DeclarationOutline(DeclarationScanner.scan(tokens, buf, full: false, propertyDetail: false, identifiers: false), tokens)
        }
    }

    /// The outline of a scanned file (`syntax` as the scanner returned it, before compaction).
    public init(_ syntax: FileSyntax, _ tokens: [Token]) {
        let decls = syntax.declarations
        guard !decls.isEmpty, !tokens.isEmpty else { return }
        var out: [UInt8] = []
        out.reserveCapacity(decls.count * 24)
        var previousStart = 0
        var name: [UInt8] = []
        for d in decls {
            name.removeAll(keepingCapacity: true)
            name.append(contentsOf: d.name.utf8)
            switch d.kind {
            case .func, .`init`, .subscript, .macro:
                name.append(UInt8(ascii: "("))
                for p in d.parameters {
                    name.append(contentsOf: (p.label ?? "_").utf8)
                    name.append(UInt8(ascii: ":"))
                }
                name.append(UInt8(ascii: ")"))
            default:
                break
            }
            let first = tokens[min(max(d.startToken, 0), tokens.count - 1)]
            let last = tokens[min(max(d.endToken - 1, d.startToken, 0), tokens.count - 1)]
            let startLine = Int(first.line)
            Self.append(&out, (d.parent ?? -1) + 1)
            Self.append(&out, startLine - previousStart)
            Self.append(&out, Int(first.column))
            Self.append(&out, max(Int(last.line) - startLine, 0))
            Self.append(&out, Int(last.column))
            Self.append(&out, max(d.line - startLine, 0))
            Self.append(&out, d.column)
            Self.append(&out, name.count)
            out.append(contentsOf: name)
            previousStart = startLine
        }
        bytes = Array(out[...])  // a copy of exact size: kept for the whole run
    }

    static func append(_ out: inout [UInt8], _ value: Int) {
        var v = UInt(bitPattern: max(value, 0))
        while v >= 0x80 {
            out.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        out.append(UInt8(v))
    }

    public var isEmpty: Bool { bytes.isEmpty }

    /// Every declaration, in source order.
    public func entries() -> [Entry] {
        var result: [Entry] = []
        var i = 0
        func next() -> Int {
            var v = 0
            var shift = 0
            while i < bytes.count {
                let b = bytes[i]
                i += 1
                v |= Int(b & 0x7F) << shift
                if b < 0x80 { break }
                shift += 7
            }
            return v
        }
        var startLine = 0
        while i < bytes.count {
            let parent = next() - 1
            startLine += next()
            let startColumn = next()
            let endLine = startLine + next()
            let endColumn = next()
            let nameLine = startLine + next()
            let nameColumn = next()
            let length = next()
            let name = String(decoding: bytes[i..<min(i + length, bytes.count)], as: UTF8.self)
            i += length
            result.append(Entry(name: name, parent: parent >= 0 ? parent : nil, startLine: startLine, startColumn: startColumn,
                                endLine: endLine, endColumn: endColumn, nameLine: nameLine, nameColumn: nameColumn))
        }
        return result
    }

    /// `Outer.Inner.member(label:)` for every entry.
    public static func paths(_ entries: [Entry]) -> [String] {
        var paths: [String] = []
        paths.reserveCapacity(entries.count)
        for e in entries {
            paths.append(e.parent.map { paths[$0] + "." + e.name } ?? e.name)
        }
        return paths
    }

    /// For each position, the innermost declaration whose extent contains it (nil:
    /// top level). One sweep over the declarations (they are in source order and
    /// nest), however many positions.
    public static func enclosing(_ positions: [(line: Int, column: Int)], in entries: [Entry]) -> [Int?] {
        let order = positions.indices.sorted { (positions[$0].line, positions[$0].column) < (positions[$1].line, positions[$1].column) }
        var result = [Int?](repeating: nil, count: positions.count)
        var stack: [Int] = []
        var next = 0
        func end(_ k: Int) -> (Int, Int) { (entries[k].endLine, entries[k].endColumn) }
        for q in order {
            let pos = (positions[q].line, positions[q].column)
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

    /// The declaration paths that enclose the positions ("" at top level).
    public func enclosingPaths(_ positions: [(line: Int, column: Int)]) -> [String] {
        let all = entries()
        let paths = Self.paths(all)
        return Self.enclosing(positions, in: all).map { $0.map { paths[$0] } ?? "" }
    }

    /// The position of the name of each declaration path (the first declaration with it).
    public func positionsByPath() -> [String: (line: Int, column: Int)] {
        let all = entries()
        var out: [String: (line: Int, column: Int)] = [:]
        for (e, path) in zip(all, Self.paths(all)) where out[path] == nil {
            out[path] = (e.nameLine, e.nameColumn)
        }
        return out
    }
}
