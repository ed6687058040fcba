#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Swift tokenizer: UTF-8 bytes in, tokens out.
///
/// It follows the lexical rules of the Swift compiler's own lexer (SwiftParser):
/// comments (nested block comments), string literals with interpolation, raw and
/// multi-line strings, regex literals and their heuristics, numbers, identifiers
/// (unicode, escaped, `$0`), operators with their left/right binding, `#` words.
/// It never fails: an unterminated literal or comment runs to the end of its
/// line or of the file, and bytes it cannot place become `unknown` tokens.
///
/// Tokens carry byte offsets, never text; comments are kept as tokens; the bytes
/// between tokens are whitespace only (the stream is lossless).
/// The kinds it produces are lexical: contextual keywords are identifiers, `<`
/// and `>` are operators. `TokenClassifier` refines them afterwards.
public struct Lexer {
    let p: UnsafePointer<UInt8>
    let n: Int
    var i = 0
    var line = 1
    var lineStart = 0
    /// Where tokens go: the uninitialised storage of the result array (see `lex`).
    var tokens: TokenSink
    /// Indices of operator tokens ending in `<`: the only places a generic
    /// argument or parameter list can open (saves the classifier a full scan).
    var angleCandidates: [Int32] = []
    /// Indices of the comment tokens (few): the code-token index is built from them.
    var commentIndices: [Int32] = []
    /// Escaped identifiers seen (`` `default` ``): few files have any, and only those need
    /// their names unescaped for the rules (`FileSyntax.unescapeNames`).
    var escapedIdentifiers = 0
    /// Skim the bodies of functions, initializers and deinitializers: lex them (the states of
    /// strings, comments and regex literals are the same) but keep only their comments and the
    /// braces that open and close them. For summaries whose plan reads nothing inside bodies.
    /// Where a body starts is a guess from the headers seen (a cheap one: nothing more than the
    /// keywords, brackets and braces); the scanner is the judge: it confirms each skimmed body as
    /// one it skips itself (`DeclarationScanner.scan(…, skimmed:)`), or the file is tokenized again
    /// in full (`Linter.analyze`). A wrong guess costs time, never a different summary.
    var skimBodies = false
    /// Skimming state: `{`/`}` nesting; a `func`/`init`/`deinit` header seen and not yet ended,
    /// with its `(`/`[` nesting; the nesting a skimmed body closes back to (-1: not skimming).
    var braceDepth = 0
    var headerPending = false
    var headerNest = 0
    var skimReturnDepth = -1
    /// A type header (`struct`, `class`, `enum`, `protocol`, `extension`, `actor`) seen and not
    /// yet ended; and for each open `{` (64 deep at most), whether it is a type's body: only the
    /// functions of the top level and of type bodies are skimmed, those whose bodies the scanner
    /// skips (a local function in a closure or a getter is left alone).
    var typeHeaderPending = false
    var contextBits: UInt64 = 0
    /// The byte offset of the `{` of each skimmed body, in order (for the scanner to confirm).
    var skimmedOpeners: [Int32] = []
    /// The `(` and `[` of the body being skimmed not yet closed (braces: `braceDepth`), each kind
    /// counted apart, as the classification and the scanner match them. A body that closes one it
    /// did not open, or ends with one open, is not self-contained: the skim is abandoned.
    var mutedParens = 0, mutedSquares = 0
    var skimUnbalanced = false
    /// Write the bodies it skims instead of muting them (`lex(…, bodyNames:)` reads the
    /// capitalised names in them, then leaves their code tokens out as muting would have).
    var recordBodies = false
    /// Recording: each body's first token inside and its closing `}`, as token indices (pairs, in
    /// order), and the index of every word in them that starts with a capital (`BodyNames.Reader`
    /// reads those, not every token of the bodies).
    var recordedBodies: [Int32] = []
    var capitals: [Int32] = []
    /// What the previous non-comment token was, as the Swift lexer sees it (for regex heuristics).
    var prev: Prev = .start
    var prevKeyword: Keyword = .none
    var preferRegex = false
    var pendingFlags: TokenFlags = [.leadingSpace]
    /// The main loop's shortcut for a lone `.` or `=` (off only to test it against the general path).
    var fastPaths = true
    /// The frame stack of string literals (see `lexString`), kept from one literal to the next.
    var stringFrames: [StringFrame] = []
    /// Offset where the last whitespace run or comment ended (for binding).
    var blockCommentEnd = -1

    
    enum Prev: UInt8 {
        case start, exprStart, exprEnd, neutral, keywordExprEnd, keyword, period, funcLike
    }

    /// Tokenizes `bytes` and applies the contextual classification (keywords,
    /// generic angle brackets). This is what every consumer should call.
    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        var r = lex(bytes)
        TokenClassifier.classify(&r.tokens, bytes, angleCandidates: r.angleCandidates, commentIndices: r.commentIndices)
        return r.tokens
    }

    /// `tokenize`, with the indices of the comment tokens and of the code (non-comment)
    /// tokens among the result: the lexer records the comments as it goes and the
    /// classification walks the code tokens, so later steps (the scanner, the waivers)
    /// need not find them again. When the classification split a token (`>>`, `14.0`),
    /// which shifts indices, they are computed afresh.
    /// `matchEnd`: for each code position of a `(`, `[` or `{`, its closer's (-1: unclosed),
    /// found by the classification's walk; nil when it was made stale (the scanner finds them).
    /// `hasEscaped`: the file has an escaped identifier (`` `default` ``).
    /// `skimBodies`: the bodies of functions, initializers and deinitializers are lexed but not
    /// kept (their comments and their braces are): for a scan whose plan reads nothing in them.
    /// `skimmed`: the byte offsets of the `{` of every body skimmed, in order. A guess the scanner
    /// must confirm (`FileSyntax.skimConfirmed`): each one must be a body the scanner itself skips,
    /// or the file is tokenized again in full. Empty when nothing was skimmed, and when a skimmed
    /// region was not self-contained (a `(`, `[` or `{` in it unclosed or closed too often, or the
    /// body still open at the end of the file): then the file was lexed again without skimming.
    /// `bodyNames` (with `skimBodies`): the capitalised names written in the skimmed bodies, as
    /// `BodyNames` (nil when nothing was skimmed that way: the tokens are then full tokenization's).
    public static func tokenizeIndexed(_ bytes: UnsafeBufferPointer<UInt8>, skimBodies: Bool = false, bodyNames: Bool = false)
        -> (tokens: [Token], comments: [Int32], code: [Int32], matchEnd: [Int32]?, hasEscaped: Bool, skimmed: [Int32], names: BodyNames?) {
        var r = lex(bytes, skimBodies: skimBodies, bodyNames: bodyNames)
        if r.skimAbandoned { r = lex(bytes) }
        let before = r.tokens.count
        let indexed = TokenClassifier.classify(&r.tokens, bytes, angleCandidates: r.angleCandidates, commentIndices: r.commentIndices)
        let comments = r.tokens.count == before ? r.commentIndices : commentIndices(of: r.tokens)
        if r.tokens.count != before && r.names?.names.isEmpty == false { r.names!.reindex(r.tokens) }
        return (r.tokens, comments, indexed?.code ?? codeIndices(of: r.tokens), indexed?.matchEnd, r.escapedIdentifiers > 0, r.skimmed,
                r.skimAbandoned ? nil : r.names)
    }

    /// The indices of the code (non-comment) tokens in `tokens`.
    public static func codeIndices(of tokens: [Token]) -> [Int32] {
        tokens.withUnsafeBufferPointer { tb in
            [Int32](unsafeUninitializedCapacity: tb.count) { buf, filled in
                var m = 0
                for k in 0..<tb.count where tb[k].kind != .comment {
                    buf[m] = Int32(truncatingIfNeeded: k)
                    m += 1
                }
                filled = m
            }
        }
    }

    /// The indices of the comment tokens in `tokens`.
    public static func commentIndices(of tokens: [Token]) -> [Int32] {
        var out: [Int32] = []
        tokens.withUnsafeBufferPointer { tb in
            for k in tb.indices where tb[k].kind == .comment { out.append(Int32(truncatingIfNeeded: k)) }
        }
        return out
    }

    /// Lexical tokens only, without contextual classification.
    public static func lexicalTokens(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        lex(bytes).tokens
    }

    /// Runs the lexer writing straight into the result array's storage: no
    /// per-token uniqueness or growth check. Real code has about one token per
    /// 8 bytes; room for one per 4 is reserved, and a denser file is lexed again
    /// with twice the room (each lexical token holds at least one byte).
    /// `fastPaths: false` (tests only) lexes every operator the general way, to compare.
    /// What `lex` gives: a struct, not a tuple (a tuple this large is destroyed through runtime
    /// metadata looked up at every file).
    struct LexResult {
        var tokens: [Token]
        var angleCandidates: [Int32]
        var commentIndices: [Int32]
        var escapedIdentifiers: Int
        var skimmed: [Int32]
        var skimAbandoned: Bool
        var names: BodyNames?
    }

    static func lex(_ bytes: UnsafeBufferPointer<UInt8>, fastPaths: Bool = true, skimBodies: Bool = false, bodyNames: Bool = false) -> LexResult {
        var capacity = bytes.count / 4 + 64
        while true {
            var angles: [Int32] = []
            var comments: [Int32] = []
            var escaped = 0
            var skimmed: [Int32] = []
            var abandoned = false
            var complete = false
            var names: BodyNames?
            let toks = [Token](unsafeUninitializedCapacity: capacity) { buf, filled in
                var lexer = Lexer(bytes, sink: TokenSink(base: buf.baseAddress!, capacity: buf.count))
                lexer.fastPaths = fastPaths
                lexer.skimBodies = skimBodies
                lexer.recordBodies = skimBodies && bodyNames
                // Real code has about one comment per 120 bytes and an operator ending in `<`
                // per 500: room reserved once instead of the arrays growing from empty.
                lexer.commentIndices.reserveCapacity(bytes.count / 128 + 8)
                lexer.angleCandidates.reserveCapacity(bytes.count / 512 + 4)
                if lexer.recordBodies {
                    // Recording: about a capitalised word in a body per 50 bytes, a body per 250 (the
                    // corpus's files): room reserved once (grown from empty, each array was copied
                    // eight times or more).
                    lexer.capitals.reserveCapacity(bytes.count / 48 + 8)
                    lexer.recordedBodies.reserveCapacity(bytes.count / 112 + 8)
                }
                lexer.run()
                guard !lexer.tokens.overflowed else { filled = 0; return }
                filled = lexer.tokens.count
                angles = lexer.angleCandidates
                comments = lexer.commentIndices
                escaped = lexer.escapedIdentifiers
                skimmed = lexer.skimmedOpeners
                // A body still open at the end, or a region whose brackets do not balance: the
                // classification and the scanner would see brackets full tokenization does not.
                abandoned = lexer.tokens.muted || lexer.skimReturnDepth >= 0 || lexer.skimUnbalanced
                if lexer.recordBodies && !abandoned && bytes.baseAddress != nil {
                    // The names in the bodies read from every token, then the bodies' code tokens
                    // left out: the tokens, comment and angle indices muting would have given.
                    let r = BodyNames.Reader(tokens: buf.baseAddress!, count: filled, p: bytes.baseAddress!)
                    let bodies = lexer.recordedBodies
                    var read = r.read(skimmed, bodies: bodies, capitals: lexer.capitals)
                    if read.unsure {
                        // A name the classification could read otherwise: the tokens written are
                        // full tokenization's (recording wrote every one), kept as they are.
                        skimmed = []
                    } else {
                        let (count, openers) = r.compact(bodies, comments: &comments, angles: &angles)
                        filled = count
                        // Each name's body, by its ordinal: the index of its `{` among the tokens kept.
                        for k in read.names.indices { read.names[k].opener = openers[Int(read.names[k].opener)] }
                        names = read
                    }
                }
                complete = true
            }
            if complete {
                return LexResult(tokens: toks, angleCandidates: angles, commentIndices: comments, escapedIdentifiers: escaped,
                                 skimmed: abandoned ? [] : skimmed, skimAbandoned: abandoned, names: names)
            }
            capacity = capacity * 2
        }
    }

    /// `CharClass.table` and the keyword table, fetched once per file (globals are
    /// lazily initialised: reading them in the per-byte loop costs a check each time).
    let cc: UnsafePointer<UInt8>
    let dispatch: UnsafePointer<UInt8>
    let kwTable: KeywordTable

    init(_ bytes: UnsafeBufferPointer<UInt8>, sink: TokenSink) {
        // An empty buffer may have no base address: point at a static byte instead.
        self.p = bytes.baseAddress.map { UnsafePointer($0) } ?? Lexer.emptyPointer
        self.n = bytes.count
        self.cc = CharClass.pointer
        self.dispatch = ByteClass.pointer
        self.kwTable = KeywordTable.shared
        self.tokens = sink
    }

    nonisolated(unsafe) static let emptyPointer: UnsafePointer<UInt8> = {
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        p.pointee = 0
        return UnsafePointer(p)
    }()

    // MARK: - Helpers

    @inline(__always) func peek(_ k: Int = 0) -> UInt8 { i + k < n ? p[i + k] : 0 }
    @inline(__always) func at(_ j: Int) -> UInt8 { j < n && j >= 0 ? p[j] : 0 }
    @inline(__always) func cls(_ b: UInt8) -> UInt8 { cc[Int(b)] }

    /// For eight bytes read little-endian: 0x80 in each byte that is an ASCII
    /// identifier character (`A-Z a-z 0-9 _ $`), 0 elsewhere (also for bytes >= 0x80).
    @inline(__always) static func identContinueBytes(_ w: UInt64) -> UInt64 { identifierBytes(w, dollar: true) }

    /// `identContinueBytes`, with `$` or without (a plain identifier's bytes, `DeclaredNames.hash`).
    /// Byte-wise range tests without carries between bytes: for a 7-bit `x`,
    /// `x + (0x80 - lo)` has its top bit set iff `x >= lo`, `x + (0x7F - hi)` iff `x > hi`.
    @inline(__always) static func identifierBytes(_ w: UInt64, dollar: Bool) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        let x = w & ~high
        @inline(__always) func inRange(_ v: UInt64, _ lo: UInt8, _ hi: UInt8) -> UInt64 {
            (v &+ ones &* UInt64(0x80 - lo)) & ~(v &+ ones &* UInt64(0x7F - hi))
        }
        let letter = inRange(x | (ones &* 0x20), UInt8(ascii: "a"), UInt8(ascii: "z"))
        let digit = inRange(x, UInt8(ascii: "0"), UInt8(ascii: "9"))
        let underscore = inRange(x, UInt8(ascii: "_"), UInt8(ascii: "_"))
        let sign = dollar ? inRange(x, UInt8(ascii: "$"), UInt8(ascii: "$")) : 0
        return (letter | digit | underscore | sign) & ~w & high
    }

    /// The offset of the first non-space byte at or after `from`: eight bytes
    /// at a time (indentation is mostly runs of spaces), then byte by byte.
    @inline(__always) func skipSpaces(_ from: Int) -> Int {
        var j = from
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while j + 8 <= n {
            let w = UInt64(littleEndian: UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self)) ^ spaces
            if w != 0 { return j + w.trailingZeroBitCount >> 3 }
            j += 8
        }
        while j < n && p[j] == 0x20 { j += 1 }
        return j
    }

    /// Consumes a line break at `i` (LF, CRLF or lone CR) and starts a new line.
    @inline(__always) mutating func consumeNewline() {
        if p[i] == 13 && i + 1 < n && p[i + 1] == 10 { i += 2 } else { i += 1 }
        line += 1
        lineStart = i
    }

    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ start: Int, keyword: Keyword = .none, byte: UInt8 = 0,
                       flags: TokenFlags = [], startLine: Int, startCol: Int) {
        tokens.append(Token(kind: kind, keyword: keyword, byte: byte, flags: flags.union(pendingFlags),
                            start: start, end: i, line: startLine, column: startCol))
        pendingFlags = []
    }

    @inline(__always)
    mutating func emitHere(_ kind: TokenKind, _ start: Int, keyword: Keyword = .none, byte: UInt8 = 0,
                           flags: TokenFlags = []) {
        emit(kind, start, keyword: keyword, byte: byte, flags: flags, startLine: line, startCol: start - lineStart + 1)
    }

    // MARK: - Main loop

    mutating func run() {
        // Shebang
        if n >= 2 && p[0] == UInt8(ascii: "#") && p[1] == UInt8(ascii: "!") {
            while i < n && p[i] != 10 && p[i] != 13 { i += 1 }
            commentIndices.append(Int32(truncatingIfNeeded: tokens.count))
            emitHere(.comment, 0)
        }
        while i < n {
            let c = p[i]
            // One table load and one jump table (a `switch` over byte ranges
            // compiles to a chain of comparisons).
            switch unsafeBitCast(dispatch[Int(c)], to: ByteClass.self) {
            case .space:
                i = skipSpaces(i + 1)  // runs of spaces (indentation, alignment)
                pendingFlags.insert(.leadingSpace)
            case .newline:
                consumeNewline()
                i = skipSpaces(i)  // the next line's indentation
                pendingFlags.formUnion([.leadingSpace, .atLineStart])
            case .slash:
                let d = peek(1)
                if d == UInt8(ascii: "/") {
                    lexLineComment()
                } else if d == UInt8(ascii: "*") {
                    lexBlockComment()
                } else {
                    lexOperator()
                }
            case .identStart:
                lexIdentifier()
            case .capital:
                // A word that starts with a capital (the others are `identStart`): recorded in a
                // recorded body, a test only on these words.
                if recordBodies && skimReturnDepth >= 0 { recordCapital() }
                lexIdentifier()
            case .digit:
                lexNumber()
            case .quote:
                lexString(i, pounds: 0)
            case .pound:
                lexPound()
            case .backtick:
                lexBacktick()
            case .dollar:
                lexDollar()
            case .at:
                punct(c, prevAfter: .neutral)
            case .open:
                punct(c, prevAfter: .exprStart)
            case .close:
                punct(c, prevAfter: .exprEnd)
            case .separator:
                punct(c, prevAfter: .exprStart)
            case .backslash:
                punct(c, prevAfter: .neutral)
            case .colon:
                if peek(1) == UInt8(ascii: ":") {
                    let s = i
                    i += 2
                    emitHere(.punctuation, s, byte: c)
                    setPrev(.neutral)
                } else {
                    punct(c, prevAfter: .exprStart)
                }
            case .bangOrQuestion:
                if isLeftBound(i) {
                    let s = i
                    i += 1
                    emitHere(.punctuation, s, byte: c, flags: .postfixOp)
                    let wasTry = prevKeyword == .try
                    setPrev(.exprEnd)
                    preferRegex = wasTry
                } else {
                    lexOperator()
                }
            case .lAngle:
                if peek(1) == UInt8(ascii: "#"), lexPlaceholder() {
                } else {
                    lexOperator()
                }
            case .operatorStart:
                // A lone `.` (member access) or `=` (assignment) followed by a byte that cannot
                // continue an operator: what `lexOperator` and `classifyOperator` would make of
                // it, without their general work (regex and comment checks, binding).
                if fastPaths && (c == UInt8(ascii: ".") || c == UInt8(ascii: "=")) && i + 1 < n && p[i + 1] < 0x80
                    && cc[Int(p[i + 1])] & CharClass.operatorChar == 0 {
                    let s = i
                    i += 1
                    if c == UInt8(ascii: ".") {
                        emitHere(.punctuation, s, byte: c)
                        setPrev(.period)
                    } else {
                        emitHere(.operator, s, byte: c)
                        setPrev(.exprStart)
                        if skimBodies { typeHeaderPending = false }
                    }
                } else {
                    lexOperator()
                }
            case .nonASCII:
                lexNonASCII()
            case .other:
                // NUL and other control characters: not Swift source.
                lexUnknownRun()
            }
        }
    }

    @inline(__always) mutating func setPrev(_ k: Prev, keyword: Keyword = .none) {
        prev = k
        prevKeyword = keyword
        preferRegex = false
    }

    @inline(__always) mutating func punct(_ c: UInt8, prevAfter: Prev) {
        let s = i
        i += 1
        if skimBodies { skimBefore(c) }
        emitHere(.punctuation, s, byte: c)
        setPrev(prevAfter)
        if skimBodies { skimAfter(c) }
    }

    /// The `{` just written opens a function's body: skimmed (muted, or recorded). Out of line, as
    /// `closeSkimmedBody`: `punct` runs for every punctuation token, and what is inlined there
    /// costs each one.
    @inline(never) mutating func openSkimmedBody() {
        headerPending = false
        typeHeaderPending = false
        skimReturnDepth = braceDepth - 1
        skimmedOpeners.append(Int32(truncatingIfNeeded: i - 1))
        // Recorded (`recordBodies`): written, and read and left out after lexing; the next token
        // is the body's first.
        if recordBodies { recordedBodies.append(Int32(truncatingIfNeeded: tokens.count)) } else { tokens.mute() }
    }

    /// The `}` about to be written closes the skimmed body.
    @inline(never) mutating func closeSkimmedBody() {
        skimReturnDepth = -1
        // Recording: that `}` is the next token written.
        if recordBodies { recordedBodies.append(Int32(truncatingIfNeeded: tokens.count)) }
        tokens.unmute()
        if mutedParens != 0 || mutedSquares != 0 { skimUnbalanced = true }
    }

    /// Recording: the next token written is a word in a body that starts with a capital.
    @inline(never) mutating func recordCapital() {
        capitals.append(Int32(truncatingIfNeeded: tokens.count))
    }

    /// Before a punctuation token is written: a `}` that closes the skimmed body is written again.
    @inline(__always) mutating func skimBefore(_ c: UInt8) {
        switch c {
        case UInt8(ascii: "}"):
            // A stray `}` (more closed than opened) leaves the depth at zero: matched as the
            // classification matches braces (a stack), each `{` still closes at its own `}`.
            if braceDepth > 0 { braceDepth -= 1 }
            if skimReturnDepth >= 0 && braceDepth == skimReturnDepth { closeSkimmedBody() }
            if headerPending && headerNest == 0 { headerPending = false }
            typeHeaderPending = false
        case UInt8(ascii: "("):
            if headerPending { headerNest += 1 }
            if skimReturnDepth >= 0 { mutedParens += 1 }
        case UInt8(ascii: "["):
            if headerPending { headerNest += 1 }
            if skimReturnDepth >= 0 { mutedSquares += 1 }
        case UInt8(ascii: ")"):
            if headerPending { headerNest -= 1 }
            if skimReturnDepth >= 0 { mutedParens -= 1; if mutedParens < 0 { skimUnbalanced = true } }
        case UInt8(ascii: "]"):
            if headerPending { headerNest -= 1 }
            if skimReturnDepth >= 0 { mutedSquares -= 1; if mutedSquares < 0 { skimUnbalanced = true } }
        case UInt8(ascii: ";"):
            if headerPending && headerNest == 0 { headerPending = false }
            typeHeaderPending = false
        default:
            break
        }
    }

    /// After a punctuation token is written: the `{` of a pending function header opens its body.
    @inline(__always) mutating func skimAfter(_ c: UInt8) {
        guard c == UInt8(ascii: "{") else { return }
        braceDepth += 1
        if skimReturnDepth >= 0 { return }
        if headerPending && headerNest == 0 {
            openSkimmedBody()
            return
        }
        // The new brace's context bit: a type body, or anything else (closure, statement, accessors).
        // A type's body is a declaration context when the type is declared in one (a type in a
        // closure or a function body is not: the scanner does not look there).
        if braceDepth >= 1 && braceDepth <= 64 {
            let bit = UInt64(1) << UInt64(braceDepth - 1)
            if typeHeaderPending && !headerPending && isDeclarationContext(depth: braceDepth - 1) { contextBits |= bit } else { contextBits &= ~bit }
        }
        typeHeaderPending = false
        headerPending = false
    }

    /// The innermost open brace is a type body, or there is none (the top level).
    @inline(__always) var inDeclarationContext: Bool { isDeclarationContext(depth: braceDepth) }

    @inline(__always) func isDeclarationContext(depth: Int) -> Bool {
        depth <= 0 || (depth <= 64 && contextBits & (UInt64(1) << UInt64(depth - 1)) != 0)
    }

    // MARK: - Comments

    mutating func lexLineComment() {
        let s = i
        // The comment ends at the first LF or CR: `memchr` (vectorised) finds the
        // LF, then the (rare) CR is looked for before it.
        let from = i + 2
        var end = n
        if from < n {
            if let lf = memchr(p + from, 10, n - from) { end = UnsafeRawPointer(lf) - UnsafeRawPointer(p) }
            if end > from, let cr = memchr(p + from, 13, end - from) { end = UnsafeRawPointer(cr) - UnsafeRawPointer(p) }
        }
        i = end
        commentIndices.append(Int32(truncatingIfNeeded: tokens.count))
        emitHere(.comment, s)
        pendingFlags.insert(.leadingSpace)
    }

    mutating func lexBlockComment() {
        let s = i, sl = line, sc = i - lineStart + 1
        i += 2
        var depth = 1
        var terminated = false
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "*") && i + 1 < n && p[i + 1] == UInt8(ascii: "/") {
                i += 2
                depth -= 1
                if depth == 0 { terminated = true; break }
            } else if b == UInt8(ascii: "/") && i + 1 < n && p[i + 1] == UInt8(ascii: "*") {
                i += 2
                depth += 1
            } else if b == 10 || b == 13 {
                consumeNewline()
            } else {
                i += 1
            }
        }
        commentIndices.append(Int32(truncatingIfNeeded: tokens.count))
        emit(.comment, s, flags: terminated ? [] : .unterminated, startLine: sl, startCol: sc)
        pendingFlags.insert(.leadingSpace)
        blockCommentEnd = i
    }

    // MARK: - Binding (Swift's rules for operators)

    @inline(__always) func isLeftBound(_ start: Int) -> Bool {
        if start == 0 { return false }
        switch p[start - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(start >= 2 && p[start - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(start >= 2 && p[start - 2] == 0xC2)
        default:
            return true
        }
    }

    @inline(__always) func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        if end >= n { return false }
        switch p[end] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let d = at(end + 1)
            return !(d == UInt8(ascii: "/") || d == UInt8(ascii: "*"))
        case 0xC2:
            return at(end + 1) != 0xA0
        default:
            return true
        }
    }

    // MARK: - Identifiers and keywords

    mutating func lexIdentifier() {
        let s = i
        // The first character may be a multi-byte scalar (`é`, `日`).
        var j = i + (p[i] < 0x80 ? 1 : decodeScalar(p, i, n).length)
        while true {
            // ASCII run, eight bytes at a time while they last (most words end in
            // the first eight: one well-predicted branch instead of one per byte).
            if j + 8 <= n {
                let w = UInt64(littleEndian: UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self))
                let stop = ~Lexer.identContinueBytes(w) & 0x8080_8080_8080_8080
                if stop == 0 { j += 8; continue }
                j += stop.trailingZeroBitCount >> 3
            } else {
                // Bytes >= 0x80 have no class bits, so they stop this loop too.
                while j < n && cc[Int(p[j])] & CharClass.identContinue != 0 { j += 1 }
            }
            guard j < n && p[j] >= 0x80 else { break }
            let (sc, len) = decodeScalar(p, j, n)
            guard let v = sc, Scalars.isIdentifierContinue(v) else { break }
            j += len
        }
        i = j
        finishWord(s)
    }

    @inline(__always) mutating func finishWord(_ s: Int) {
        let len = i - s
        if len == 1 && p[s] == UInt8(ascii: "_") {
            emitHere(.keyword, s, byte: UInt8(ascii: "_"))
            setPrev(.exprEnd)
            return
        }
        let kw = len < 2 || len > 23 ? Keyword.none : kwTable.lookup(p + s, len)  // 23: Keyword.maxLength
        if skimBodies && kw != .none && skimReturnDepth < 0 { skimWord(kw) }
        if kw != .none && kw.isReserved {
            emitHere(.keyword, s, keyword: kw)
            switch kw {
            case .true, .false, .Any_, .nil, .`self`, .Self_, .super:
                setPrev(.keywordExprEnd, keyword: kw)
            default:
                setPrev(.keyword, keyword: kw)
            }
        } else {
            emitHere(.identifier, s, keyword: kw)
            setPrev(.exprEnd)
        }
    }

    /// A declaration keyword starts or ends a pending header (outside skimmed bodies).
    mutating func skimWord(_ kw: Keyword) {
        // Inside the header's parentheses a keyword is an argument label (`execute(enum:)`).
        guard kw != .none, !(headerPending && headerNest > 0) else { return }
        if kw == .actor {
            if prev != .period { typeHeaderPending = true; headerPending = false }
            return
        }
        guard kw.isReserved else { return }
        guard prev != .period else { return }
        switch kw {
        case .func, .`init`, .deinit:
            if inDeclarationContext { headerPending = true; headerNest = 0 }
            typeHeaderPending = false
        case .struct, .class, .enum, .protocol, .extension:
            typeHeaderPending = true
            headerPending = false
        case .var, .let, .typealias, .import, .case, .subscript, .operator, .precedencegroup, .associatedtype:
            headerPending = false
            typeHeaderPending = false
        default:
            break
        }
    }

    mutating func lexDollar() {
        let s = i
        i += 1
        var allDigits = true
        while i < n {
            let b = p[i]
            if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") { i += 1; continue }
            if b < 0x80 {
                if cls(b) & CharClass.identContinue == 0 { break }
                allDigits = false
                i += 1
            } else {
                let (sc, len) = decodeScalar(p, i, n)
                guard let v = sc, Scalars.isIdentifierContinue(v) else { break }
                allDigits = false
                i += len
            }
        }
        emitHere(.identifier, s, flags: (i - s > 1 && allDigits) ? .dollar : [])
        setPrev(.exprEnd)
    }

    mutating func lexBacktick() {
        let s = i
        var j = i + 1
        while j < n {
            let b = p[j]
            if b == UInt8(ascii: "`") || b == 10 || b == 13 { break }
            j += 1
        }
        if j < n && p[j] == UInt8(ascii: "`") {
            i = j + 1
            escapedIdentifiers += 1
            emitHere(.identifier, s, flags: .escaped)
            setPrev(.exprEnd)
            return
        }
        i += 1
        emitHere(.punctuation, s, byte: UInt8(ascii: "`"))
        setPrev(.neutral)
    }

    /// `<#placeholder#>` is an identifier. Returns false when it is not one.
    mutating func lexPlaceholder() -> Bool {
        var j = i + 2
        while j < n {
            let b = p[j]
            if b == 10 { return false }
            if b == UInt8(ascii: "<") && at(j + 1) == UInt8(ascii: "#") { return false }
            if b == UInt8(ascii: "#") && at(j + 1) == UInt8(ascii: ">") {
                let s = i, sl = line, sc = s - lineStart + 1
                i = j + 2
                // Like SwiftParser, only LF ends a placeholder: a lone CR inside it is
                // kept, and counted as the line break it is.
                recountLines(from: s, to: i)
                emit(.identifier, s, startLine: sl, startCol: sc)
                setPrev(.exprEnd)
                return true
            }
            j += 1
        }
        return false
    }

    // MARK: - Non-ASCII and unknown bytes

    mutating func lexNonASCII() {
        // UTF-8 BOM: whitespace wherever it appears between tokens.
        if p[i] == 0xEF && at(i + 1) == 0xBB && at(i + 2) == 0xBF {
            i += 3
            pendingFlags.insert(.leadingSpace)
            return
        }
        let (sc, len) = decodeScalar(p, i, n)
        guard let v = sc else {
            let s = i
            i += len
            emitHere(.unknown, s)
            return
        }
        if Scalars.isIdentifierStart(v) {
            lexIdentifier()
        } else if Scalars.isOperatorStart(v) {
            lexOperator()
        } else if Scalars.isIdentifierContinue(v) {
            // A continuation character that cannot start an identifier: the
            // Swift lexer recovers with an identifier token.
            lexIdentifier()
        } else if v == 0xA0 {
            let s = i
            i += 2
            while i + 1 < n && p[i] == 0xC2 && p[i + 1] == 0xA0 { i += 2 }
            emitHere(.unknown, s)
            pendingFlags.insert(.leadingSpace)
        } else if v == 0x201C {
            lexCurlyQuoteString()
        } else {
            let s = i
            i += len
            emitHere(.unknown, s)
            if v != 0x201D { pendingFlags.insert(.leadingSpace) } else { setPrev(.neutral) }
        }
    }

    /// “…” : the Swift lexer recovers a curly-quoted string as one identifier token.
    mutating func lexCurlyQuoteString() {
        let s = i
        var j = i + 3
        var end = i + 3
        // Like SwiftParser: the literal runs to `"` or `”` on the same line; an
        // interpolation, a bad escape, a control character or invalid UTF-8 gives up
        // (the token is then the `“` alone).
        scan: while j < n {
            let b = p[j]
            if b == 10 || b == 13 { break }
            if b == UInt8(ascii: "\"") { end = j + 1; break }
            if b == 0xE2 && at(j + 1) == 0x80 && at(j + 2) == 0x9D { end = j + 3; break }
            if b == UInt8(ascii: "\\") {
                switch at(j + 1) {
                case UInt8(ascii: "0"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "\""),
                     UInt8(ascii: "'"), UInt8(ascii: "\\"):
                    j += 2
                    continue scan
                case UInt8(ascii: "u"):
                    guard at(j + 2) == UInt8(ascii: "{") else { break scan }
                    var q = j + 3
                    while q < n && isHex(p[q]) { q += 1 }
                    guard q < n, p[q] == UInt8(ascii: "}"), q - (j + 3) >= 1, q - (j + 3) <= 8 else { break scan }
                    j = q + 1
                    continue scan
                default:
                    break scan
                }
            }
            if b < 0x20 || b == 0x7F { break }
            if b >= 0x80 {
                let (sc, len) = decodeScalar(p, j, n)
                if sc == nil { break }
                j += len
                continue
            }
            j += 1
        }
        i = end
        emitHere(.identifier, s)
        setPrev(.exprEnd)
    }

    mutating func lexUnknownRun() {
        let s = i
        i += 1
        emitHere(.unknown, s)
        pendingFlags.insert(.leadingSpace)
    }

    // MARK: - Numbers

    @inline(__always) func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    @inline(__always) func isHex(_ b: UInt8) -> Bool { cls(b) & CharClass.hexDigit != 0 }

    /// Skips identifier-continuation characters (error recovery inside numbers).
    mutating func skipIdentContinue() {
        while i < n {
            let b = p[i]
            if b < 0x80 {
                if cls(b) & CharClass.identContinue == 0 { return }
                i += 1
            } else {
                let (sc, len) = decodeScalar(p, i, n)
                guard let v = sc, Scalars.isIdentifierContinue(v) else { return }
                i += len
            }
        }
    }

    mutating func lexNumber() {
        let s = i
        defer {
            emitHere(.number, s)
            setPrev(.exprEnd)
        }
        let b1 = peek(1)
        if p[i] == UInt8(ascii: "0") && b1 == UInt8(ascii: "x") {
            lexHexNumber()
            return
        }
        if p[i] == UInt8(ascii: "0") && (b1 == UInt8(ascii: "o") || b1 == UInt8(ascii: "b")) {
            i += 2
            skipIdentContinue()
            return
        }
        while i < n && (isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
        if peek() == UInt8(ascii: ".") {
            if i + 1 >= n || !isDigit(p[i + 1]) || prev == .period { return }
        } else if peek() != UInt8(ascii: "e") && peek() != UInt8(ascii: "E") {
            skipIdentContinue()
            return
        }
        if peek() == UInt8(ascii: ".") {
            i += 1
            while i < n && (isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            i += 1
            if peek() == UInt8(ascii: "-") || peek() == UInt8(ascii: "+") { i += 1 }
            if !isDigit(peek()) || i >= n {
                skipIdentContinue()
                return
            }
            while i < n && (isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            skipIdentContinue()
        }
    }

    mutating func lexHexNumber() {
        i += 2
        guard i < n else { return }
        if !isHex(p[i]) {
            skipIdentContinue()
            return
        }
        while i < n && (isHex(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
        let c = peek()
        if i >= n || (c != UInt8(ascii: ".") && c != UInt8(ascii: "p") && c != UInt8(ascii: "P")) {
            skipIdentContinue()
            return
        }
        var dot = -1
        if c == UInt8(ascii: ".") {
            dot = i
            i += 1
            if i < n && !isHex(p[i]) { i = dot; return }
            while i < n && (isHex(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            if i >= n || (p[i] != UInt8(ascii: "p") && p[i] != UInt8(ascii: "P")) {
                if i + 1 < n && !isDigit(p[i + 1]) { i = dot; return }
                return
            }
        }
        i += 1  // p / P
        var signed = false
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { i += 1; signed = true }
        if i < n && !isDigit(p[i]) {
            if dot >= 0 && dot + 1 < n && !isDigit(p[dot + 1]) && !signed { i = dot; return }
            skipIdentContinue()
            return
        }
        while i < n && (isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
        skipIdentContinue()
    }

    // MARK: - Pound: shebang, raw strings, extended regex, #directives and macros

    mutating func lexPound() {
        var j = i
        while j < n && p[j] == UInt8(ascii: "#") { j += 1 }
        let pounds = j - i
        if j < n && (p[j] == UInt8(ascii: "\"") || p[j] == UInt8(ascii: "'")) && p[j] == UInt8(ascii: "\"") {
            lexString(i, pounds: pounds)
            return
        }
        if j < n && p[j] == UInt8(ascii: "/") {
            if lexRegex(start: i, mustBeRegex: true) { return }
        }
        let s = i
        i += 1
        emitHere(.pound, s, byte: UInt8(ascii: "#"))
        // `#if` `#elseif` `#else` `#endif` `#available`…: the word after `#` is an identifier.
        if i < n {
            let b = p[i]
            var isWordStart = b < 0x80 ? (cls(b) & CharClass.identStart != 0) : false
            if b >= 0x80, let v = decodeScalar(p, i, n).scalar { isWordStart = Scalars.isIdentifierStart(v) }
            if isWordStart {
                let ws = i
                // `#Preview` in a recorded body: a word that starts with a capital, as in the main loop.
                if recordBodies && skimReturnDepth >= 0 && dispatch[Int(b)] == ByteClass.capital.rawValue { recordCapital() }
                lexIdentifier()
                // Force identifier kind (keep the keyword for directive detection).
                let kw = tokens.retagLast(.identifier)
                switch kw {
                case .if, .else:
                    setPrev(.exprStart)
                default:
                    // `#elseif`, `#endif`, `#available`, `#selector`…
                    let len = i - ws
                    if (len == 6 && memcmpText(ws, "elseif")) || (len == 5 && memcmpText(ws, "endif")) {
                        setPrev(.exprStart)
                    } else {
                        setPrev(.neutral)
                    }
                }
                return
            }
        }
        setPrev(.neutral)
    }

    func memcmpText(_ at: Int, _ s: StaticString) -> Bool {
        let c = s.utf8CodeUnitCount
        if at + c > n { return false }
        let q = s.utf8Start
        for k in 0..<c where p[at + k] != q[k] { return false }
        return true
    }

    // MARK: - Operators

    mutating func lexOperator() {
        let s = i
        let startsWithDot = p[i] == UInt8(ascii: ".")
        // First character (ASCII or unicode operator start).
        if p[i] < 0x80 { i += 1 } else { i += decodeScalar(p, i, n).length }
        while i < n {
            let b = p[i]
            if b < 0x80 {
                if cls(b) & CharClass.operatorChar == 0 { break }
                if b == UInt8(ascii: ".") && !startsWithDot { break }
                i += 1
            } else {
                let (sc, len) = decodeScalar(p, i, n)
                guard let v = sc, Scalars.isOperatorContinue(v) else { break }
                i += len
            }
        }
        var end = i
        // A regex literal may start at the first `/` of the operator.
        var k = s
        while k < end {
            if p[k] == UInt8(ascii: "/") {
                if tryOperatorAsRegex(opStart: s, opEnd: end, regexStart: k) { return }
                break
            }
            k += 1
        }
        // `//` or `/*` inside the operator starts a comment.
        if end - s > 2 {
            var q = s + 1
            while q < end {
                if p[q] == UInt8(ascii: "/") && (at(q + 1) == UInt8(ascii: "/") || at(q + 1) == UInt8(ascii: "*")) {
                    end = q
                    break
                }
                q += 1
            }
        }
        i = end
        classifyOperator(s, end)
    }

    mutating func classifyOperator(_ s: Int, _ end: Int) {
        let lb = isLeftBound(s)
        let rb = isRightBound(end, leftBound: lb)
        let len = end - s
        let c0 = p[s]
        if len == 1 {
            switch c0 {
            case UInt8(ascii: "."):
                emitHere(.punctuation, s, byte: c0)
                setPrev(.period)
                return
            case UInt8(ascii: "?"):
                if lb {
                    emitHere(.punctuation, s, byte: c0, flags: .postfixOp)
                    setPrev(.exprEnd)
                } else {
                    emitHere(.operator, s, byte: c0)
                    setPrev(.exprStart)
                }
                return
            case UInt8(ascii: "="):
                emitHere(.operator, s, byte: c0)
                setPrev(.exprStart)
                return
            default:
                break
            }
        } else if len == 2 {
            if c0 == UInt8(ascii: "-") && p[s + 1] == UInt8(ascii: ">") {
                emitHere(.punctuation, s, byte: UInt8(ascii: ">"), flags: .arrow)
                setPrev(.neutral)
                return
            }
            if c0 == UInt8(ascii: "*") && p[s + 1] == UInt8(ascii: "/") {
                emitHere(.unknown, s)
                setPrev(.neutral)
                return
            }
        } else {
            var q = s
            while q + 1 < end {
                if p[q] == UInt8(ascii: "*") && p[q + 1] == UInt8(ascii: "/") {
                    emitHere(.unknown, s)
                    setPrev(.neutral)
                    return
                }
                q += 1
            }
        }
        let byte: UInt8 = len == 1 ? c0 : 0
        if p[end - 1] == UInt8(ascii: "<") && !tokens.muted { angleCandidates.append(Int32(truncatingIfNeeded: tokens.count)) }
        if lb == rb {
            emitHere(.operator, s, byte: byte)
            setPrev(.exprStart)
        } else if lb {
            emitHere(.operator, s, byte: byte, flags: .postfixOp)
            setPrev(.exprEnd)
        } else {
            emitHere(.operator, s, byte: byte, flags: .prefixOp)
            setPrev(.exprStart)
        }
    }

    /// Whether a regex literal can start here, judging by the previous token
    /// (SwiftParser's `isInRegexLiteralPosition`).
    func isInRegexLiteralPosition() -> Bool {
        switch prev {
        case .start, .exprStart, .keyword: return true
        case .exprEnd, .neutral, .keywordExprEnd, .period, .funcLike: return false
        }
    }

    mutating func tryOperatorAsRegex(opStart: Int, opEnd: Int, regexStart: Int) -> Bool {
        let lb = isLeftBound(opStart)
        if lb { return false }
        if prevKeyword == .func || prevKeyword == .operator { return false }
        let rb = isRightBound(opEnd, leftBound: lb)
        var mustBeRegex = false
        if lb == rb {
            if preferRegex { mustBeRegex = true }
            if !mustBeRegex && !isInRegexLiteralPosition() { return false }
            // After `(`, `[`, `,`, `:`, `::` an unapplied operator is legal: prefer it.
            var afterArgStart = false
            if let last = lastCodeToken() {
                switch last.byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":"):
                    afterArgStart = last.kind == .punctuation
                default: break
                }
            }
            if !afterArgStart { mustBeRegex = true }
        }
        guard let end = scanRegex(slashAt: regexStart, pounds: 0, mustBeRegex: mustBeRegex) else { return false }
        if regexStart > opStart {
            // The operator characters before the regex form their own operator token.
            i = regexStart
            classifyOperator(opStart, regexStart)
        }
        let s = regexStart, sl = line, sc = s - lineStart + 1
        i = end.end
        if end.newlines > 0 { recountLines(from: s, to: i) }
        emit(.regex, s, flags: end.terminated ? [] : .unterminated, startLine: sl, startCol: sc)
        setPrev(.exprEnd)
        return true
    }

    func lastCodeToken() -> Token? {
        if tokens.muted && tokens.scratchSinceMute { return tokens.scratch }
        var k = tokens.count - 1
        while k >= 0 {
            if tokens[k].kind != .comment { return tokens[k] }
            k -= 1
        }
        return nil
    }

    /// `#/…/#` (and `/…/` when `mustBeRegex`). Returns false when it is not a regex.
    mutating func lexRegex(start: Int, mustBeRegex: Bool) -> Bool {
        var j = start
        while j < n && p[j] == UInt8(ascii: "#") { j += 1 }
        let pounds = j - start
        guard let end = scanRegex(slashAt: j, pounds: pounds, mustBeRegex: mustBeRegex) else { return false }
        let sl = line, sc = start - lineStart + 1
        i = end.end
        if end.newlines > 0 { recountLines(from: start, to: i) }
        emit(.regex, start, flags: end.terminated ? [] : .unterminated, startLine: sl, startCol: sc)
        setPrev(.exprEnd)
        return true
    }

    /// Updates `line`/`lineStart` for the line breaks in `[from, to)`.
    mutating func recountLines(from: Int, to: Int) {
        var k = from
        while k < to {
            let b = p[k]
            if b == 10 {
                line += 1
                lineStart = k + 1
            } else if b == 13 {
                if k + 1 < to && p[k + 1] == 10 { k += 1 }
                line += 1
                lineStart = k + 1
            }
            k += 1
        }
    }

    struct RegexEnd { var end: Int; var terminated: Bool; var newlines: Int }

    /// SwiftParser's regex literal scanner. `slashAt` is the opening `/`.
    func scanRegex(slashAt: Int, pounds: Int, mustBeRegex: Bool) -> RegexEnd? {
        var k = slashAt
        guard k < n && p[k] == UInt8(ascii: "/") else { return nil }
        k += 1
        if pounds == 0 {
            let nx = at(k)
            if nx == 0x20 || nx == 0x09 {
                if !mustBeRegex { return nil }
            } else if nx == UInt8(ascii: "*") || nx == UInt8(ascii: "/") {
                return nil
            }
            if slashAt > 0 && p[slashAt - 1] == UInt8(ascii: "*") { return nil }
        }
        var multiline = false
        var firstNewline = -1
        if pounds > 0 {
            var q = k
            while q < n && (p[q] == 0x20 || p[q] == 0x09) { q += 1 }
            if q < n && (p[q] == 10 || p[q] == 13) {
                multiline = true
                firstNewline = q
                k = q
            }
        }
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        var lastNewlineEnd = -1
        var newlines = 0
        while true {
            // Try the closing delimiter.
            if k < n && p[k] == UInt8(ascii: "/") {
                var q = k + 1
                var close = 0
                if pounds > 0 { while q < n && p[q] == UInt8(ascii: "#") { close += 1; q += 1 } }
                if close >= pounds {
                    var ok = true
                    if close == 0 {
                        let e = at(q)
                        if q < n && (e == UInt8(ascii: "*") || e == UInt8(ascii: "/")) {
                            // Unterminated (prefer the comment).
                            if !mustBeRegex { return nil }
                            ok = false
                            return RegexEnd(end: k, terminated: false, newlines: newlines)
                        }
                        if lastSpace >= 0 && lastSpace + 1 == k {
                            if !mustBeRegex { return nil }
                        }
                    }
                    if ok {
                        _ = lastNewlineEnd
                        return RegexEnd(end: q, terminated: true, newlines: newlines)
                    }
                }
            }
            if k >= n {
                if multiline && firstNewline >= 0 {
                    if !mustBeRegex { return nil }
                    return RegexEnd(end: firstNewline, terminated: false, newlines: 0)
                }
                if !mustBeRegex { return nil }
                return RegexEnd(end: k, terminated: false, newlines: newlines)
            }
            // A pattern character.
            var b = p[k]
            var escaped = false
            if b == UInt8(ascii: "\\") {
                escaped = true
                k += 1
                if k >= n { continue }
                b = p[k]
            }
            switch b {
            case 10, 13:
                if !multiline {
                    if !mustBeRegex { return nil }
                    return RegexEnd(end: escaped ? k : k, terminated: false, newlines: newlines)
                }
                if b == 13 && at(k + 1) == 10 { k += 1 }
                k += 1
                newlines += 1
                lastNewlineEnd = k
                continue
            case UInt8(ascii: "("):
                if !escaped && classDepth == 0 { groupDepth += 1 }
            case UInt8(ascii: ")"):
                if !escaped && classDepth == 0 {
                    if groupDepth == 0 {
                        if !mustBeRegex { return nil }
                    } else {
                        groupDepth -= 1
                    }
                }
            case UInt8(ascii: "["):
                if !escaped { classDepth += 1 }
            case UInt8(ascii: "]"):
                if !escaped && classDepth > 0 { classDepth -= 1 }
            case 0x20, 0x09:
                if !escaped { lastSpace = k }
            default:
                break
            }
            if b >= 0x80 {
                k += decodeScalar(p, k, n).length
            } else {
                k += 1
            }
        }
    }

    // MARK: - String literals

    /// A string literal starting at `start` (`pounds` raw-string `#`s, then `"`,
    /// `"""` or `'`), including interpolations and nested literals, as one token.
    /// Iterative (explicit stack): nesting depth cannot overflow the call stack.
    mutating func lexString(_ start: Int, pounds: Int) {
        let sl = line, sc = start - lineStart + 1
        i = start + pounds
        // The file's one frame stack, taken out of the lexer for this literal and put back
        // empty: no allocation per string literal.
        var stack = stringFrames
        stringFrames = []
        defer {
            stack.removeAll(keepingCapacity: true)
            stringFrames = stack
        }
        var terminated = true
        openString(&stack, pounds: pounds, isTopLevel: true)
        scan: while !stack.isEmpty {
            let top = stack[stack.count - 1]
            if top.isInterpolation {
                // Code inside `\( … )`.
                guard i < n else { terminated = false; break scan }
                let b = p[i]
                switch b {
                case 10, 13:
                    if !stack[stack.count - 2].multiline {
                        // A single-line literal ends at the line break.
                        stack.removeLast()  // the interpolation
                        stack.removeLast()  // its string
                        terminated = false
                        continue scan
                    }
                    consumeNewline()
                case UInt8(ascii: "("):
                    stack[stack.count - 1].parens += 1
                    i += 1
                case UInt8(ascii: ")"):
                    i += 1
                    if top.parens == 0 { stack.removeLast() } else { stack[stack.count - 1].parens -= 1 }
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    openString(&stack, pounds: 0, isTopLevel: false)
                case UInt8(ascii: "#"):
                    var j = i
                    while j < n && p[j] == UInt8(ascii: "#") { j += 1 }
                    if j < n && p[j] == UInt8(ascii: "\"") {
                        let pc = j - i
                        i = j
                        openString(&stack, pounds: pc, isTopLevel: false)
                    } else {
                        i = j
                    }
                case UInt8(ascii: "/"):
                    let d = at(i + 1)
                    if d == UInt8(ascii: "/") {
                        while i < n && p[i] != 10 && p[i] != 13 { i += 1 }
                    } else if d == UInt8(ascii: "*") {
                        skipBlockCommentInside()
                    } else {
                        i += 1
                    }
                case UInt8(ascii: "`"):
                    var j = i + 1
                    while j < n && p[j] != UInt8(ascii: "`") && p[j] != 10 && p[j] != 13 { j += 1 }
                    i = (j < n && p[j] == UInt8(ascii: "`")) ? j + 1 : i + 1
                default:
                    i += 1
                }
                continue scan
            }
            // Inside the literal's text: a run of bytes that end or escape nothing is skipped
            // in a tight loop (the frame is not read again for each byte).
            while i < n {
                let c = p[i]
                if c == UInt8(ascii: "\\") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == 10 || c == 13 { break }
                i += 1
            }
            guard i < n else { terminated = false; break scan }
            let b = p[i]
            switch b {
            case UInt8(ascii: "\\"):
                var j = i + 1
                var pc = 0
                while pc < top.pounds && j < n && p[j] == UInt8(ascii: "#") { pc += 1; j += 1 }
                if pc < top.pounds {
                    i += 1  // a plain backslash in a raw string
                    continue scan
                }
                if j < n && p[j] == UInt8(ascii: "(") {
                    i = j + 1
                    stack.append(StringFrame(interpolation: true))
                    continue scan
                }
                // An escape: skip the escaped character unless it is a line break.
                i = j
                if i < n && p[i] != 10 && p[i] != 13 { i += 1 }
            case UInt8(ascii: "\""):
                if top.quote == .single {
                    i += 1
                    continue scan
                }
                if top.multiline {
                    if at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\""),
                       hasPounds(at: i + 3, top.pounds) {
                        i += 3 + top.pounds
                        stack.removeLast()
                    } else {
                        i += 1
                    }
                } else if hasPounds(at: i + 1, top.pounds) {
                    i += 1 + top.pounds
                    stack.removeLast()
                } else {
                    i += 1
                }
            case UInt8(ascii: "'"):
                i += 1
                if top.quote == .single { stack.removeLast() }
            case 10, 13:
                if top.multiline {
                    consumeNewline()
                } else {
                    stack.removeLast()
                    terminated = false
                }
            default:
                i += 1
            }
        }
        emit(.string, start, flags: terminated && stack.isEmpty ? [] : .unterminated, startLine: sl, startCol: sc)
        setPrev(.exprEnd)
    }

    struct StringFrame {
        enum Quote { case double, single }
        var isInterpolation = false
        var parens = 0
        var pounds = 0
        var multiline = false
        var quote: Quote = .double
        init(interpolation: Bool) { isInterpolation = interpolation }
        init(pounds: Int, multiline: Bool, quote: Quote) {
            self.pounds = pounds
            self.multiline = multiline
            self.quote = quote
        }
    }

    @inline(__always) func hasPounds(at j: Int, _ count: Int) -> Bool {
        if count == 0 { return true }
        if j + count > n { return false }
        for k in 0..<count where p[j + k] != UInt8(ascii: "#") { return false }
        return true
    }

    /// At the opening quote (after any `#`s): pushes the literal's frame and
    /// moves past the opening delimiter.
    mutating func openString(_ stack: inout [StringFrame], pounds: Int, isTopLevel: Bool) {
        if p[i] == UInt8(ascii: "'") {
            i += 1
            stack.append(StringFrame(pounds: pounds, multiline: false, quote: .single))
            return
        }
        // `"""` opens a multi-line literal, except a raw `#"""#`-style literal
        // closed on the same line.
        if at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"") {
            var single = false
            if pounds > 0 {
                var q = i + 3
                if hasPounds(at: q, pounds) {
                    single = true
                } else {
                    while q < n && p[q] != 10 && p[q] != 13 {
                        if p[q] == UInt8(ascii: "\"") && hasPounds(at: q + 1, pounds) { single = true; break }
                        q += 1
                    }
                }
            }
            if !single {
                i += 3
                stack.append(StringFrame(pounds: pounds, multiline: true, quote: .double))
                return
            }
        }
        i += 1
        stack.append(StringFrame(pounds: pounds, multiline: false, quote: .double))
    }

    mutating func skipBlockCommentInside() {
        i += 2
        var depth = 1
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") {
                i += 2
                depth -= 1
                if depth == 0 { return }
            } else if b == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") {
                i += 2
                depth += 1
            } else if b == 10 || b == 13 {
                consumeNewline()
            } else {
                i += 1
            }
        }
    }
}

/// Fixed-capacity token storage the lexer appends to. When it is full, further
/// tokens are dropped and `overflowed` is set: the caller lexes again with more room.
struct TokenSink {
    let base: UnsafeMutablePointer<Token>
    let capacity: Int
    var count = 0
    var overflowed = false

    init(base: UnsafeMutablePointer<Token>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// Muted (a skimmed body): code tokens are not written; the last one is kept in `scratch`
    /// for the lexer's look-back (`retagLast`, `lastCodeToken`). Comments are still written.
    var muted = false
    var scratch = Token(kind: .unknown, start: 0, end: 0, line: 0, column: 0)
    var scratchSinceMute = false
    var lastWasScratch = false

    mutating func mute() { muted = true; scratchSinceMute = false }
    mutating func unmute() { muted = false; lastWasScratch = false }

    @inline(__always) mutating func append(_ t: Token) {
        if muted && t.kind != .comment {
            scratch = t
            scratchSinceMute = true
            lastWasScratch = true
            return
        }
        lastWasScratch = false
        if count < capacity {
            (base + count).initialize(to: t)
            count += 1
        } else {
            overflowed = true
        }
    }

    @inline(__always) subscript(k: Int) -> Token { base[k] }

    /// Changes the last token's kind; returns its keyword (`.none` when there is no token).
    @inline(__always) mutating func retagLast(_ kind: TokenKind) -> Keyword {
        if lastWasScratch {
            scratch.kind = kind
            return scratch.keyword
        }
        guard count > 0 else { return .none }
        base[count - 1].kind = kind
        return base[count - 1].keyword
    }
}

/// What the main loop does with a token's first byte: a 256-entry table maps
/// each byte to one of these, so dispatch is one load and one jump.
enum ByteClass: UInt8 {
    case other, space, newline, slash, identStart, capital, digit, quote, pound, backtick, dollar, at, open, close,
         separator, backslash, colon, bangOrQuestion, lAngle, operatorStart, nonASCII

    nonisolated(unsafe) static let pointer: UnsafePointer<UInt8> = {
        let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        t.initialize(repeating: ByteClass.other.rawValue, count: 256)
        func set(_ bytes: String, _ c: ByteClass) { for b in bytes.utf8 { t[Int(b)] = c.rawValue } }
        for b in [0x20, 0x09, 0x0B, 0x0C] { t[b] = ByteClass.space.rawValue }
        for b in [0x0A, 0x0D] { t[b] = ByteClass.newline.rawValue }
        set("/", .slash)
        set("abcdefghijklmnopqrstuvwxyz_", .identStart)
        set("ABCDEFGHIJKLMNOPQRSTUVWXYZ", .capital)
        set("0123456789", .digit)
        set("\"'", .quote)
        set("#", .pound)
        set("`", .backtick)
        set("$", .dollar)
        set("@", .at)
        set("{([", .open)
        set("})]", .close)
        set(",;", .separator)
        set("\\", .backslash)
        set(":", .colon)
        set("!?", .bangOrQuestion)
        set("<", .lAngle)
        set("=-+*%>&|^~.", .operatorStart)
        for b in 0x80...0xFF { t[b] = ByteClass.nonASCII.rawValue }
        return UnsafePointer(t)
    }()
}
