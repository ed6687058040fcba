/// The coarse kind of a token. The set (and its printed names) is the one of
/// `oracle tokens` (../shared/tools/oracle/README.md), so the two can be diffed.
public enum TokenKind: UInt8, Sendable {
    case keyword
    case identifier
    case number
    case string
    case regex
    case `operator`
    case punctuation
    case pound
    case comment
    case unknown

    public var name: String {
        switch self {
        case .keyword: return "keyword"
        case .identifier: return "identifier"
        case .number: return "number"
        case .string: return "string"
        case .regex: return "regex"
        case .operator: return "operator"
        case .punctuation: return "punctuation"
        case .pound: return "pound"
        case .comment: return "comment"
        case .unknown: return "unknown"
        }
    }
}

/// One token: kind, byte range `[start, end)` in the file, 1-based line and
/// 1-based UTF-8 byte column of its first byte. No text is stored: the text is
/// the slice of the file's bytes (`SourceText.text(of:)`), so lexing allocates
/// nothing per token.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    /// For identifier-like tokens: the keyword the word spells (`Keyword.none`
    /// when it spells none). `kind` says whether it acts as a keyword here.
    public var keyword: Keyword
    /// For punctuation and single-byte operators: the byte (`{`, `<`, `?`…);
    /// 0 otherwise. `->` is stored as `>` with `kind == .punctuation`… see `isArrow`.
    public var byte: UInt8
    public var flags: TokenFlags
    public var start: UInt32
    public var end: UInt32
    public var line: UInt32
    public var column: UInt32

    
    public init(kind: TokenKind, keyword: Keyword = .none, byte: UInt8 = 0, flags: TokenFlags = [],
                start: Int, end: Int, line: Int, column: Int) {
        self.kind = kind
        self.keyword = keyword
        self.byte = byte
        self.flags = flags
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
        self.line = UInt32(truncatingIfNeeded: line)
        self.column = UInt32(truncatingIfNeeded: column)
    }

    public var length: Int { Int(end &- start) }
    public var isComment: Bool { kind == .comment }
    /// True for punctuation/operator tokens made of the one byte `b`.
    public func isPunct(_ b: UInt8) -> Bool {
        byte == b && length == 1 && (kind == .punctuation || kind == .operator)
    }
}

public struct TokenFlags: OptionSet, Sendable, Equatable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Whitespace or a comment precedes the token (or it starts the file).
    public static let leadingSpace = TokenFlags(rawValue: 1 << 0)
    /// A line break precedes the token (possibly with comments in between).
    public static let atLineStart = TokenFlags(rawValue: 1 << 1)
    /// `->`
    public static let arrow = TokenFlags(rawValue: 1 << 2)
    /// An operator token the lexer saw as prefix (right-bound only).
    public static let prefixOp = TokenFlags(rawValue: 1 << 3)
    /// An operator token the lexer saw as postfix (left-bound only).
    public static let postfixOp = TokenFlags(rawValue: 1 << 4)
    /// A `` `name` `` escaped identifier (never a keyword).
    public static let escaped = TokenFlags(rawValue: 1 << 5)
    /// A string literal or comment that is not terminated.
    public static let unterminated = TokenFlags(rawValue: 1 << 6)
    /// `$0`, `$name`
    public static let dollar = TokenFlags(rawValue: 1 << 7)
}
