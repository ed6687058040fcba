/// A file as a fix sees it: its bytes and its tokens, read again for the fix.
/// Fixes are edits on byte ranges of tokens, so every other byte (comments,
/// indentation, tabs or spaces, line endings) stays as it was.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    public let tokens: [Token]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.tokens = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
    }

    public func text(_ i: Int) -> String {
        let t = tokens[i]
        return String(decoding: bytes[Int(t.start)..<Int(t.end)], as: UTF8.self)
    }

    public func `is`(_ i: Int, _ text: String) -> Bool {
        guard i >= 0 && i < tokens.count else { return false }
        let t = tokens[i]
        return t.length == text.utf8.count && bytes[Int(t.start)..<Int(t.end)].elementsEqual(text.utf8)
    }

    /// The declarations the scanner reads once `edits` are applied: a fix whose result depends on
    /// how a header is read checks it here, so that on malformed code it is not made again on
    /// every pass because the scanner does not see it.
    public func declarations(after edits: [TextEdit]) -> [Declaration] {
        let fixed = EditApplier.apply(edits, to: bytes)
        return fixed.withUnsafeBufferPointer { DeclarationScanner.scan(Lexer.tokenize($0), $0) }.declarations
    }

    /// The token starting at a 1-based line and UTF-8 column (a finding's position).
    public func token(atLine line: Int, column: Int) -> Int? {
        var lo = 0, hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let t = tokens[mid]
            if (Int(t.line), Int(t.column)) < (line, column) { lo = mid + 1 } else { hi = mid }
        }
        guard lo < tokens.count, Int(tokens[lo].line) == line, Int(tokens[lo].column) == column else { return nil }
        return lo
    }

    /// The next token after `i` that is not a comment.
    public func next(_ i: Int) -> Int? {
        var k = i + 1
        while k < tokens.count && tokens[k].kind == .comment { k += 1 }
        return k < tokens.count ? k : nil
    }

    /// The previous token before `i` that is not a comment.
    public func previous(_ i: Int) -> Int? {
        var k = i - 1
        while k >= 0 && tokens[k].kind == .comment { k -= 1 }
        return k >= 0 ? k : nil
    }

    /// At an opening `(`, `[`, `{` or generic `<`: the index of its closer.
    public func closer(of open: Int) -> Int? {
        let o = tokens[open].byte
        let c: UInt8
        switch o {
        case UInt8(ascii: "("): c = UInt8(ascii: ")")
        case UInt8(ascii: "["): c = UInt8(ascii: "]")
        case UInt8(ascii: "{"): c = UInt8(ascii: "}")
        case UInt8(ascii: "<"): c = UInt8(ascii: ">")
        default: return nil
        }
        var depth = 0
        var k = open
        while k < tokens.count {
            let t = tokens[k]
            if t.kind == .punctuation && t.length == 1 {
                if t.byte == o { depth += 1 } else if t.byte == c {
                    depth -= 1
                    if depth == 0 { return k }
                }
            }
            k += 1
        }
        return nil
    }

    public func isPunct(_ i: Int, _ b: Character) -> Bool {
        guard i >= 0 && i < tokens.count, let a = b.asciiValue else { return false }
        let t = tokens[i]
        return t.length == 1 && t.byte == a && (t.kind == .punctuation || t.kind == .operator)
    }

    /// Byte offset where token `i` starts / ends.
    public func start(_ i: Int) -> Int { Int(tokens[i].start) }
    public func end(_ i: Int) -> Int { Int(tokens[i].end) }

    /// The whitespace bytes right after token `i` on the same line (spaces and tabs).
    public func trailingSpaces(after i: Int) -> Range<Int> {
        var e = end(i)
        while e < bytes.count && (bytes[e] == 0x20 || bytes[e] == 0x09) { e += 1 }
        return end(i)..<e
    }
}

/// What a fix may consult besides the file: the project index, the file's
/// summary and (for project-wide edits) any other file of the project.
public struct FixContext: Sendable {
    public let project: ProjectIndex
    public let summary: FileSummary
    let load: @Sendable (String) -> SourceFile?

    public init(project: ProjectIndex, summary: FileSummary, load: @escaping @Sendable (String) -> SourceFile?) {
        self.project = project
        self.summary = summary
        self.load = load
    }

    /// Another file of the project, read for the fix (nil if it cannot be read).
    public func source(_ path: String) -> SourceFile? { load(path) }
}

/// A rule whose findings `archlint --fix` can resolve (`descriptor.fix` says
/// whether the fix is safe or needs `--unsafe-fixes`).
public protocol FixableRule: Rule {
    /// The edits that resolve `finding` in `file`, or nil when this finding has no fix.
    func fix(_ finding: Finding, in file: SourceFile, context: FixContext) -> Fix?
}

extension FixableRule {
    public var asFixableRule: (any FixableRule)? { self }
}
