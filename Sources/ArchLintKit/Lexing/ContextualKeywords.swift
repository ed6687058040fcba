/// Decides, by local context, which words act as keywords — the decision
/// SwiftParser's parser makes when it consumes a token. Contextual words
/// (`get`, `async`, `override`, `some`…) are identifiers unless they act as
/// keywords; reserved words after `.` or used as argument labels are identifiers.
struct ContextualKeywords {
    /// The tokens (classified in place) and the indices of the non-comment ones:
    /// raw storage, valid for the duration of `apply` (no per-access checks).
    let toks: UnsafeMutablePointer<Token>
    let code: UnsafePointer<Int32>
    let codeCount: Int
    let p: UnsafePointer<UInt8>
    /// Float-looking version numbers in availability arguments (`macOS 14.0`):
    /// SwiftParser splits them into `14` `.` `0`.
    var versionTokens: [Int] = []
    /// Where the closer of each `(`, `[`, `{` is written (the declaration scanner's bracket
    /// matching, done on this walk instead of one of its own); nil: not wanted.
    var matchEnd: UnsafeMutablePointer<Int32>?

    /// Returns the indices of the code (non-comment) tokens of the result and, for each code
    /// position of a `(`, `[` or `{`, the position of its closer (-1 when unclosed), both
    /// found on this one walk; nil when a version number was split (which shifts indices).
    @discardableResult
    static func apply(_ toks: inout [Token], _ p: UnsafePointer<UInt8>, _ n: Int, commentIndices: [Int32]? = nil) -> (code: [Int32], matchEnd: [Int32])? {
        let count = toks.count
        let code = codeIndex(count: count, comments: commentIndices) ?? toks.withUnsafeBufferPointer { tb in
            [Int32](unsafeUninitializedCapacity: count) { buf, filled in
                var m = 0
                for k in 0..<count where tb[k].kind != .comment {
                    buf[m] = Int32(truncatingIfNeeded: k)
                    m += 1
                }
                filled = m
            }
        }
        guard !code.isEmpty else { return (code, []) }
        var versions: [Int] = []
        var matchEnd = [Int32](repeating: -1, count: code.count)
        toks.withUnsafeMutableBufferPointer { tb in
            code.withUnsafeBufferPointer { cb in
                matchEnd.withUnsafeMutableBufferPointer { mb in
                    var ck = ContextualKeywords(toks: tb.baseAddress!, code: cb.baseAddress!, codeCount: cb.count, p: p)
                    ck.matchEnd = mb.baseAddress
                    ck.run()
                    versions = ck.versionTokens
                }
            }
        }
        if !versions.isEmpty {
            splitVersions(&toks, versions, p)
            return nil
        }
        return (code, matchEnd)
    }

    init(toks: UnsafeMutablePointer<Token>, code: UnsafePointer<Int32>, codeCount: Int, p: UnsafePointer<UInt8>) {
        self.toks = toks
        self.code = code
        self.codeCount = codeCount
        self.p = p
    }

    // MARK: helpers over code positions

    @inline(__always) func tk(_ c: Int) -> Token? { UInt(bitPattern: c) < UInt(codeCount) ? toks[Int(code[c])] : nil }
    @inline(__always) func isPunct(_ c: Int, _ b: UInt8) -> Bool {
        guard let t = tk(c) else { return false }
        return t.kind == .punctuation && t.length == 1 && p[Int(t.start)] == b
    }
    @inline(__always) func isOpText(_ c: Int, _ b: UInt8) -> Bool {
        guard let t = tk(c) else { return false }
        return t.kind == .operator && t.length == 1 && p[Int(t.start)] == b
    }
    @inline(__always) func isWord(_ c: Int, _ k: Keyword) -> Bool {
        guard let t = tk(c) else { return false }
        return t.keyword == k && !t.flags.contains(.escaped) && (t.kind == .identifier || t.kind == .keyword)
    }
    @inline(__always) func isIdent(_ c: Int) -> Bool { tk(c)?.kind == .identifier }
    @inline(__always) func isKeyword(_ c: Int) -> Bool { tk(c)?.kind == .keyword }
    @inline(__always) func atLineStart(_ c: Int) -> Bool { tk(c)?.flags.contains(.atLineStart) ?? false }

    func setKind(_ c: Int, _ kind: TokenKind) { toks[Int(code[c])].kind = kind }

    // Word classes. Switches, not `Set`s: no hashing and no lazy-global check per lookup.

    static func isDeclKeyword(_ k: Keyword) -> Bool {
        switch k {
        case .func, .var, .let, .class, .struct, .enum, .protocol, .extension, .`init`, .deinit, .subscript,
             .typealias, .associatedtype, .import, .case, .operator, .precedencegroup, .static,
             .public, .private, .fileprivate, .internal:
            return true
        default:
            return false
        }
    }
    static func isModifierWord(_ k: Keyword) -> Bool {
        switch k {
        case .final, .override, .convenience, .required, .lazy, .weak, .unowned, .mutating, .nonmutating,
             .dynamic, .optional, .indirect, .open, .package, .nonisolated, .distributed, .infix, .prefix,
             .postfix, .consuming, .borrowing, .__consuming, .isolated, ._const, ._local:
            return true
        default:
            return false
        }
    }
    /// Type specifiers (`inout`, `borrowing`, `sending`…) that may chain: `__shared sending T`.
    static func isTypeSpecifier(_ k: Keyword) -> Bool {
        switch k {
        case .inout, .borrowing, .consuming, .__owned, .__shared, .sending, .isolated, ._const: return true
        default: return false
        }
    }
    /// Accessor introducers. `read`, `modify` and `mutate` need experimental features: not keywords.
    static func isAccessorWord(_ k: Keyword) -> Bool {
        switch k {
        case .get, .set, .willSet, .didSet, ._modify, ._read, .unsafeAddress, .unsafeMutableAddress, .borrow: return true
        default: return false
        }
    }
    static func isAccessorModifier(_ k: Keyword) -> Bool {
        switch k {
        case .mutating, .nonmutating, .__consuming, .consuming, .borrowing: return true
        default: return false
        }
    }

    /// A modifier word at `c` acts as a modifier: a declaration keyword (or another modifier) follows.
    func isModifierChain(_ c: Int, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        var nx = c + 1
        // `nonisolated(unsafe)`, `unowned(safe)`, `open(set)` details
        if isPunct(nx, UInt8(ascii: "(")) && isIdentOrKeyword(nx + 1) && isPunct(nx + 2, UInt8(ascii: ")")) {
            nx += 3
        }
        guard let t = tk(nx) else { return false }
        if t.kind == .keyword { return ContextualKeywords.isDeclKeyword(t.keyword) || t.keyword == .class }
        if t.kind == .identifier && !t.flags.contains(.escaped) {
            if ContextualKeywords.isModifierWord(t.keyword) { return isModifierChain(nx, depth: depth + 1) }
            if t.keyword == .actor || t.keyword == .macro { return isIdent(nx + 1) }
        }
        if isPunct(nx, UInt8(ascii: "@")) { return false }
        return false
    }

    func isIdentOrKeyword(_ c: Int) -> Bool {
        guard let t = tk(c) else { return false }
        return t.kind == .identifier || t.kind == .keyword
    }

    /// Attributes whose parenthesised arguments SwiftParser parses with their own grammar.
    enum AttrKind: UInt8 {
        case none, available, backDeployed, originallyDefinedIn, documentation, macroRole, effects, objc
        case differentiable, derivative, specialize
    }

    // MARK: brace kinds

    enum Block { case other, accessors, typeBody, precedence }

    /// At a `{` (code position `c`): is it a property/subscript accessor list?
    func braceKind(_ c: Int) -> Block {
        // Walk back over the statement at this nesting level.
        var j = c - 1
        var depth = 0
        var sawEqual = false
        var steps = 0
        while j >= 0 && steps < 4000 {
            steps += 1
            guard let t = tk(j) else { break }
            if t.kind == .punctuation && t.length == 1 {
                switch p[Int(t.start)] {
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    if depth == 0 { return .other }
                    depth -= 1
                case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
                    if depth == 0 { return .other }
                default: break
                }
            } else if depth == 0 {
                if t.kind == .operator && t.length == 1 && p[Int(t.start)] == UInt8(ascii: "=") {
                    if j == c - 1 { return .other }
                    sawEqual = true
                } else if t.kind == .keyword {
                    switch t.keyword {
                    case .var, .subscript:
                        return accessorListOrGetter(c, hasInitializer: sawEqual)
                    case .let:
                        return .other
                    case .func, .`init`, .deinit, .if, .guard, .while, .for, .switch, .return, .in, .case, .else,
                         .do, .repeat, .catch, .defer, .throw, .import, .typealias:
                        return .other
                    case .struct, .class, .enum, .protocol, .extension:
                        return sawEqual ? .other : .typeBody
                    case .precedencegroup:
                        return .precedence
                    default: break
                    }
                } else if t.kind == .identifier && t.keyword == .actor && isIdent(j + 1) && (j == 0 || !isPunct(j - 1, UInt8(ascii: "."))) {
                    return .typeBody
                }
            }
            j -= 1
        }
        return .other
    }

    /// SwiftParser decides by the first entry of the block: attributes, an optional
    /// accessor modifier (`mutating`, `borrowing`…), then an accessor word (`get`,
    /// `set`, `_read`, `borrow`…) make an accessor list; anything else is a getter body.
    func accessorListOrGetter(_ c: Int, hasInitializer: Bool) -> Block {
        var f = c + 1
        // Skip attributes before the accessor word.
        while isPunct(f, UInt8(ascii: "@")) {
            f += 2
            if isPunct(f, UInt8(ascii: "(")) { f = skipParens(f) }
        }
        if let t = tk(f), t.kind == .identifier, !t.flags.contains(.escaped), ContextualKeywords.isAccessorModifier(t.keyword) {
            f += 1
        }
        guard let t = tk(f), !t.flags.contains(.escaped) else { return .other }
        if t.kind == .keyword { return t.keyword == .`init` ? .accessors : .other }
        guard t.kind == .identifier else { return .other }
        if hasInitializer { return (t.keyword == .willSet || t.keyword == .didSet) ? .accessors : .other }
        return ContextualKeywords.isAccessorWord(t.keyword) ? .accessors : .other
    }

    func skipParens(_ c: Int) -> Int {
        var depth = 0
        var j = c
        while let t = tk(j) {
            if t.kind == .punctuation && t.length == 1 {
                let b = p[Int(t.start)]
                if b == UInt8(ascii: "(") { depth += 1 }
                if b == UInt8(ascii: ")") { depth -= 1; if depth == 0 { return j + 1 } }
            }
            j += 1
        }
        return j
    }

    // MARK: main pass

    /// `0..<count` without the comment indices (nil when they are not known).
    static func codeIndex(count: Int, comments: [Int32]?) -> [Int32]? {
        guard let comments else { return nil }
        return [Int32](unsafeUninitializedCapacity: count) { buf, filled in
            var m = 0
            var from = 0
            for c in comments {
                let to = Int(c)
                var k = from
                while k < to { buf[m] = Int32(truncatingIfNeeded: k); m += 1; k += 1 }
                from = to + 1
            }
            var k = from
            while k < count { buf[m] = Int32(truncatingIfNeeded: k); m += 1; k += 1 }
            filled = m
        }
    }

    mutating func run() {
        // Stacks in memory of their own: a push or pop is a store and a count, with no
        // copy-on-write check (this walk visits every code token of every file).
        var blocks = RawStack<Block>()
        // Parenthesised attribute arguments we are in: `@available(…)` etc.
        var attrParen = RawStack<(depth: Int, kind: AttrKind)>()
        var openParens = RawStack<Int32>(), openSquares = RawStack<Int32>(), openBraces = RawStack<Int32>()
        defer {
            blocks.free(); attrParen.free()
            openParens.free(); openSquares.free(); openBraces.free()
        }
        let m = matchEnd
        var parenDepth = 0
        let count = codeCount
        var c = 0
        while c < count {
            let t = toks[Int(code[c])]
            if t.kind == .punctuation && t.length == 1 {
                // One switch on the byte (for a one-byte punctuation token `byte` is its
                // byte): the closer of each bracket for the scanner, the blocks and the
                // attribute arguments for the classification.
                let ci = Int32(truncatingIfNeeded: c)
                switch t.byte {
                case UInt8(ascii: "{"):
                    if m != nil { openBraces.push(ci) }
                    blocks.push(braceKind(c))
                case UInt8(ascii: "}"):
                    if let m, let o = openBraces.pop() { m[Int(o)] = ci }
                    _ = blocks.pop()
                case UInt8(ascii: "("):
                    if m != nil { openParens.push(ci) }
                    parenDepth += 1
                    // `@available(` / `@backDeployed(` / `#available(`
                    if c >= 2, isPunct(c - 2, UInt8(ascii: "@")) || tk(c - 2)?.kind == .pound, let a = tk(c - 1), a.kind == .identifier {
                        let name = attrName(a, pound: tk(c - 2)?.kind == .pound)
                        if name != .none { attrParen.push((parenDepth, name)) }
                    }
                case UInt8(ascii: ")"):
                    if let m, let o = openParens.pop() { m[Int(o)] = ci }
                    if let last = attrParen.last, last.depth == parenDepth { _ = attrParen.pop() }
                    parenDepth -= 1
                case UInt8(ascii: "["):
                    if m != nil { openSquares.push(ci) }
                case UInt8(ascii: "]"):
                    if let m, let o = openSquares.pop() { m[Int(o)] = ci }
                default: break
                }
                c += 1
                continue
            }
            // Fast path: plain identifiers, literals, operators, comments need nothing.
            switch t.kind {
            case .identifier:
                if t.keyword == .none || t.flags.contains(.escaped) { c += 1; continue }
            case .keyword:
                break
            case .number:
                if attrParen.count == 0 { c += 1; continue }
            default:
                c += 1
                continue
            }
            var attr = AttrKind.none
            if let last = attrParen.last, last.depth == parenDepth { attr = last.kind }
            if t.kind == .number, attr != .none, let pt = tk(c - 1),
               pt.kind == .identifier || (attr != .specialize && pt.kind == .punctuation && p[Int(pt.start)] == UInt8(ascii: ":")) {
                switch attr {
                case .available, .backDeployed, .originallyDefinedIn, .specialize:
                    var q = Int(t.start)
                    while q < Int(t.end) && p[q] != UInt8(ascii: ".") { q += 1 }
                    if q < Int(t.end) { versionTokens.append(Int(code[c])) }
                default: break
                }
            }
            if attr == .effects {
                // `@_effects(…)`: the arguments are raw tokens.
                c += 1
                continue
            }
            if t.kind == .keyword {
                if attr == .macroRole && isPunct(c - 1, UInt8(ascii: "(")) {
                    setKind(c, .identifier)  // `@attached(extension, …)`: the role is an identifier
                } else if attr == .objc && t.length > 1 {
                    setKind(c, .identifier)  // `@objc(default:)`: selector pieces are identifiers
                } else {
                    classifyReserved(c, t)
                }
            } else if t.kind == .identifier {
                if attr != .none {
                    classifyInAttribute(c, t, attr)
                } else {
                    classifyContextual(c, t, block: blocks.last ?? .other)
                }
            }
            c += 1
        }
    }

    /// Splits `14.0` / `10.15` into number, `.`, number tokens.
    static func splitVersions(_ toks: inout [Token], _ which: [Int], _ p: UnsafePointer<UInt8>) {
        // The pieces of every split number in one array (one allocation, not one per number).
        var replacements: [TokenClassifier.Replacement] = []
        var out: [Token] = []
        for k in which {
            let from = out.count
            let t = toks[k]
            var s = Int(t.start)
            var q = s
            let e = Int(t.end)
            var flags = t.flags
            while q <= e {
                if q == e || p[q] == UInt8(ascii: ".") {
                    if q > s {
                        out.append(Token(kind: .number, flags: flags, start: s, end: q, line: Int(t.line), column: Int(t.column) + (s - Int(t.start))))
                        flags = []
                    }
                    if q < e {
                        out.append(Token(kind: .punctuation, byte: UInt8(ascii: "."), start: q, end: q + 1, line: Int(t.line), column: Int(t.column) + (q - Int(t.start))))
                    }
                    s = q + 1
                }
                q += 1
            }
            if out.count == from { out.append(t) }
            replacements.append(TokenClassifier.Replacement(index: k, from: from, count: out.count - from))
        }
        TokenClassifier.replaceEach(&toks, replacements, out)
    }

    /// The attribute named by `a` (after `@`, or after `#` for `#available`), when its
    /// arguments have a grammar of their own.
    func attrName(_ a: Token, pound: Bool) -> AttrKind {
        let len = a.length
        let s = Int(a.start)
        func eq(_ str: StaticString) -> Bool {
            guard str.utf8CodeUnitCount == len else { return false }
            for j in 0..<len where p[s + j] != str.utf8Start[j] { return false }
            return true
        }
        if eq("available") || eq("unavailable") { return .available }
        if pound { return .none }
        switch len {
        case 4: return eq("objc") ? .objc : .none
        case 8: return eq("attached") ? .macroRole : eq("_effects") ? .effects : .none
        case 11:
            if eq("_specialize") || eq("specialized") { return .specialize }
            return eq("_backDeploy") ? .backDeployed : .none
        case 12: return eq("backDeployed") ? .backDeployed : eq("freestanding") ? .macroRole : .none
        case 14: return eq("differentiable") ? .differentiable : eq("_documentation") ? .documentation : eq("_spi_available") ? .available : .none
        case 10: return eq("derivative") ? .derivative : .none
        case 9: return eq("transpose") ? .derivative : .none
        case 20: return eq("_originallyDefinedIn") ? .originallyDefinedIn : .none
        default:
            return .none
        }
    }

    /// Whether the word at `c` is an argument label: `(word:` or `, word:`.
    func isArgLabel(_ c: Int) -> Bool {
        isPunct(c + 1, UInt8(ascii: ":")) && (isPunct(c - 1, UInt8(ascii: "(")) || isPunct(c - 1, UInt8(ascii: ",")))
    }

    mutating func classifyInAttribute(_ c: Int, _ t: Token, _ attr: AttrKind) {
        switch attr {
        case .available:
            switch t.keyword {
            case .deprecated, .unavailable, .introduced, .obsoleted, .message, .renamed, .noasync:
                // Only as an argument label or a bare flag, not as a value.
                if isPunct(c - 1, UInt8(ascii: "(")) || isPunct(c - 1, UInt8(ascii: ",")) { setKind(c, .keyword) }
            default: break
            }
        case .backDeployed:
            if t.keyword == .before && isPunct(c + 1, UInt8(ascii: ":")) { setKind(c, .keyword) }
        case .originallyDefinedIn:
            if t.keyword == .module && isArgLabel(c) { setKind(c, .keyword) }
        case .documentation:
            // `@_documentation(visibility: package, metadata: x)`
            if (t.keyword == .visibility || t.keyword == .metadata) && isArgLabel(c) {
                setKind(c, .keyword)
            } else if (t.keyword == .package || t.keyword == .open) && isPunct(c - 1, UInt8(ascii: ":")) && isWord(c - 2, .visibility) {
                setKind(c, .keyword)
            }
        case .differentiable:
            // `@differentiable(reverse, wrt: (x, y) where T: P)`
            switch t.keyword {
            case .reverse, ._linear, ._forward:
                if isPunct(c - 1, UInt8(ascii: "(")) { setKind(c, .keyword) }
            case .wrt:
                if isPunct(c + 1, UInt8(ascii: ":")) { setKind(c, .keyword) }
            default:
                classifyLayoutConstraint(c, t)
            }
        case .derivative:
            // `@derivative(of: f(_:).set, wrt: x)`
            switch t.keyword {
            case .of, .wrt:
                if isArgLabel(c) { setKind(c, .keyword) }
            case .get, .set, ._modify:
                if isPunct(c - 1, UInt8(ascii: ".")) && (isPunct(c + 1, UInt8(ascii: ",")) || isPunct(c + 1, UInt8(ascii: ")"))) {
                    setKind(c, .keyword)
                }
            default: break
            }
        case .specialize:
            // `@_specialize(exported: true, kind: full, availability: macOS 14.0; where T: _Class)`
            switch t.keyword {
            case .target, .availability, .exported, .kind, .spi, .spiModule:
                if isPunct(c + 1, UInt8(ascii: ":")) && (isPunct(c - 1, UInt8(ascii: "(")) || isPunct(c - 1, UInt8(ascii: ","))
                    || isPunct(c - 1, UInt8(ascii: ";"))) {
                    setKind(c, .keyword)
                }
            default:
                classifyLayoutConstraint(c, t)
            }
        default:
            break
        }
    }

    /// Layout constraints in a generic `where` clause: `T: _Class`, `T: _Trivial(64)`.
    mutating func classifyLayoutConstraint(_ c: Int, _ t: Token) {
        switch t.keyword {
        case ._Trivial, ._TrivialAtMost, ._TrivialStride, ._UnknownLayout, ._RefCountedObject, ._NativeRefCountedObject,
             ._Class, ._NativeClass, ._BridgeObject:
            guard isPunct(c - 1, UInt8(ascii: ":")) else { return }
            var j = c - 2
            var steps = 0
            while j >= 0 && steps < 64 {
                guard let u = tk(j) else { return }
                if u.kind == .keyword && u.keyword == .where { setKind(c, .keyword); return }
                if u.kind == .punctuation && u.length == 1 {
                    let b = p[Int(u.start)]
                    if b == UInt8(ascii: "{") || b == UInt8(ascii: "}") || b == UInt8(ascii: ";") || b == UInt8(ascii: "(") { return }
                }
                j -= 1
                steps += 1
            }
        default:
            break
        }
    }

    /// The byte of the one-byte punctuation token at `c`; 0 for any other token or none
    /// (no punctuation token is a NUL byte: NUL lexes as `unknown`).
    @inline(__always) func punctByte(_ c: Int) -> UInt8 {
        guard let t = tk(c), t.kind == .punctuation && t.length == 1 else { return 0 }
        return p[Int(t.start)]
    }

    mutating func classifyReserved(_ c: Int, _ t: Token) {
        let kw = t.keyword
        if t.length == 1 { return }  // `_`
        // The neighbours, read once (most keywords are none of the cases below).
        let before = punctByte(c - 1), after = punctByte(c + 1)
        // After `.`: a member name, except `init`, `self`, `Self`.
        if before == UInt8(ascii: ".") {
            if kw != .`init` && kw != .`self` && kw != .Self_ { setKind(c, .identifier) }
            return
        }
        // Argument labels: `f(in: x)`, `func f(for x: Int)`, `x[default: 0]`.
        if before == UInt8(ascii: "(") || before == UInt8(ascii: ",") || before == UInt8(ascii: "[") {
            let labelNext = after == UInt8(ascii: ":")
                || (isIdentOrKeyword(c + 1) && isPunct(c + 2, UInt8(ascii: ":")) && before != UInt8(ascii: "["))
            if labelNext && insideParens(c) {
                setKind(c, .identifier)
                return
            }
            if labelNext && before == UInt8(ascii: "[") {
                switch kw {
                case .true, .false, .nil, .`self`, .Self_, .super, .Any_: break
                default: setKind(c, .identifier)
                }
            }
            return
        }
        // A label after a parameter attribute: `(@Builder else elseBuilder: () -> V)`.
        if isIdentOrKeyword(c + 1) && isPunct(c + 2, UInt8(ascii: ":")) && afterParameterAttribute(c) {
            setKind(c, .identifier)
            return
        }
        guard after == UInt8(ascii: ":"), let pt = tk(c - 1) else { return }
        // Parameter name after a label: `func f(of enum: E)`, `init(_ protocol: P)`.
        if pt.kind == .identifier || (pt.kind == .keyword && pt.length == 1) {
            if (isPunct(c - 2, UInt8(ascii: "(")) || isPunct(c - 2, UInt8(ascii: ","))) && insideParens(c) {
                setKind(c, .identifier)
            }
            return
        }
        // A labelled trailing closure: `} else: {`.
        if before == UInt8(ascii: "}") && isPunct(c + 2, UInt8(ascii: "{")) && kw != .default && kw != .case {
            setKind(c, .identifier)
        }
    }

    /// The `,` before `c` separates elements of an enum `case` declaration.
    func inEnumCaseList(_ c: Int) -> Bool {
        var j = c - 1
        var depth = 0
        var steps = 0
        while j >= 0 && steps < 64 {
            steps += 1
            guard let t = tk(j) else { return false }
            if t.kind == .punctuation && t.length == 1 {
                switch p[Int(t.start)] {
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    if depth == 0 { return false }
                    depth -= 1
                case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"): return false
                default: break
                }
            } else if depth == 0 && t.kind == .keyword {
                switch t.keyword {
                case .case: return true
                case .let, .var, .func, .`init`, .subscript, .return: return false
                default: break
                }
            } else if depth == 0 && t.kind == .operator && t.length == 1 && p[Int(t.start)] == UInt8(ascii: "=") {
                // `case a = 1, b = 2` raw values.
                if !isWord(j - 2, .case) && !isPunct(j - 2, UInt8(ascii: ",")) { return false }
            }
            j -= 1
        }
        return false
    }

    /// `(@Attr word` / `, @Module.Attr word`: the word at `c` follows a parameter's attribute.
    func afterParameterAttribute(_ c: Int) -> Bool {
        var j = c - 1
        guard isIdent(j) else { return false }
        var steps = 0
        while isPunct(j - 1, UInt8(ascii: ".")) && isIdent(j - 2) && steps < 8 { j -= 2; steps += 1 }
        guard isPunct(j - 1, UInt8(ascii: "@")) else { return false }
        return isPunct(j - 2, UInt8(ascii: "(")) || isPunct(j - 2, UInt8(ascii: ","))
    }

    /// Whether the innermost open bracket before `c` is `(` or a subscript `[`.
    func insideParens(_ c: Int) -> Bool {
        var j = c - 1
        var depth = 0
        var steps = 0
        while j >= 0 && steps < 2000 {
            steps += 1
            guard let t = tk(j) else { return false }
            if t.kind == .punctuation && t.length == 1 {
                switch p[Int(t.start)] {
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth += 1
                case UInt8(ascii: "("):
                    if depth == 0 { return true }
                    depth -= 1
                case UInt8(ascii: "["):
                    if depth == 0 {
                        // A subscript call: `x[` with the `[` bound to what precedes it.
                        if let b = tk(j - 1), Int(b.end) == Int(t.start), b.kind == .identifier || b.kind == .keyword
                            || (b.kind == .punctuation && (p[Int(b.start)] == UInt8(ascii: ")") || p[Int(b.start)] == UInt8(ascii: "]"))) {
                            return true
                        }
                        return false
                    }
                    depth -= 1
                case UInt8(ascii: "{"):
                    if depth == 0 { return false }
                    depth -= 1
                default: break
                }
            }
            j -= 1
        }
        return false
    }

    mutating func classifyContextual(_ c: Int, _ t: Token, block: Block) {
        let kw = t.keyword
        let afterDot = isPunct(c - 1, UInt8(ascii: "."))
        if afterDot {
            if kw == .Type_ || kw == .Protocol_ {
                // A metatype in a type (`T.Type`); in an expression (`.Type` implicit member,
                // `P.Type.self`, `x.Type(…)`) it is a member name.
                // `[P.Type]()` is an array literal in an expression.
                // (`[any P.Type]()` is a type again: `any` parses a type.)
                var arrayLiteral = isPunct(c + 1, UInt8(ascii: "]")) && (isPunct(c + 2, UInt8(ascii: "(")) || isPunct(c + 2, UInt8(ascii: ".")))
                if arrayLiteral {
                    var j = c - 2
                    var steps = 0
                    while isPunct(j - 1, UInt8(ascii: ".")) && isIdentOrKeyword(j - 2) && steps < 8 { j -= 2; steps += 1 }
                    if isWord(j - 1, .any) || isWord(j - 1, .some) { arrayLiteral = false }
                }
                if !isPunct(c + 1, UInt8(ascii: "(")) && !isPunct(c + 1, UInt8(ascii: ".")) && !arrayLiteral && endsType(c - 2) {
                    setKind(c, .keyword)
                }
            }
            return
        }
        // Argument labels stay identifiers.
        if isPunct(c + 1, UInt8(ascii: ":")) && (isPunct(c - 1, UInt8(ascii: "(")) || isPunct(c - 1, UInt8(ascii: ","))) {
            return
        }
        // Enum case names: `case a, await, unsafe(Int)`.
        if block == .typeBody && isPunct(c - 1, UInt8(ascii: ",")) && inEnumCaseList(c) { return }
        if block == .accessors {
            if ContextualKeywords.isAccessorWord(kw) || ContextualKeywords.isAccessorModifier(kw) || kw == .async {
                setKind(c, .keyword)
                return
            }
        }
        if block == .precedence {
            switch kw {
            case .higherThan, .lowerThan, .associativity, .assignment:
                if isPunct(c + 1, UInt8(ascii: ":")) { setKind(c, .keyword) }
                return
            case .left, .right, .noneWord:
                if isPunct(c - 1, UInt8(ascii: ":")) && isWord(c - 2, .associativity) { setKind(c, .keyword) }
                return
            default: break
            }
        }
        if ContextualKeywords.isModifierWord(kw) {
            if atDeclStart(c) && isModifierChain(c) { setKind(c, .keyword); return }
        }
        switch kw {
        case .actor:
            if isIdent(c + 1) && atDeclStart(c) { setKind(c, .keyword) }
        case .macro:
            if isIdent(c + 1) && (isPunct(c + 2, UInt8(ascii: "(")) || isOpText(c + 2, UInt8(ascii: "<")) || isPunct(c + 2, UInt8(ascii: "<")))
                && (isStatementStart(c) || isModifierBefore(c)) {
                setKind(c, .keyword)
            }
        case .async:
            if isPunct(c - 1, UInt8(ascii: ")")) || isWord(c + 1, .let) || isWord(c + 1, .var)
                || (tk(c + 1)?.kind == .keyword && (tk(c + 1)?.keyword == .throws || tk(c + 1)?.keyword == .rethrows))
                || tk(c + 1)?.flags.contains(.arrow) == true || isWord(c + 1, .in) {
                setKind(c, .keyword)
            }
        case .await:
            // `await` at the start of an expression element is always the keyword.
            if atExprElementStart(c) && !isLabelPosition(c) {
                setKind(c, .keyword)
            } else if isWord(c - 1, .for) || (isWord(c - 1, .try) && isWord(c - 2, .for)) {
                setKind(c, .keyword)  // `for await x in …`, `for try await …`
            }
        case .unsafe where isPunct(c - 1, UInt8(ascii: "(")) && isWord(c - 2, .unowned):
            // `[unowned(unsafe) x]` in a capture list; the modifier detail `unowned(unsafe) let` is an identifier.
            if isPunct(c + 1, UInt8(ascii: ")")) && (isPunct(c - 3, UInt8(ascii: "[")) || isPunct(c - 3, UInt8(ascii: ","))) {
                setKind(c, .keyword)
            }
        case .safe where isPunct(c - 1, UInt8(ascii: "(")) && isWord(c - 2, .unowned):
            if isPunct(c + 1, UInt8(ascii: ")")) && (isPunct(c - 3, UInt8(ascii: "[")) || isPunct(c - 3, UInt8(ascii: ","))) {
                setKind(c, .keyword)
            }
        case .unsafe:
            if atExprElementStart(c) && !isLabelPosition(c)
                && prefixedSyntaxFollows(c, acceptClosure: true, preferPostfix: false) {
                setKind(c, .keyword)
            } else if isWord(c - 1, .for) && !isWord(c + 1, .in) && !isPunct(c + 1, UInt8(ascii: ":")) {
                // `for unsafe x in …`
                setKind(c, .keyword)
            }
        case .copy, .consume, .borrow:
            if atExprElementStart(c) && !isLabelPosition(c)
                && prefixedSyntaxFollows(c, acceptClosure: false, preferPostfix: true) {
                setKind(c, .keyword)
            }
        case .some, .any:
            // After a cast (`as`, `as!`, `as?`, `is`) a type follows: `case let r as any P:` is a type too.
            let afterCast = isWord(c - 1, .as) || isWord(c - 1, .is)
                || ((isPunct(c - 1, UInt8(ascii: "!")) || isPunct(c - 1, UInt8(ascii: "?"))) && isWord(c - 2, .as))
            if let nt = tk(c + 1), !nt.flags.contains(.atLineStart),
               (nt.kind == .identifier && (afterCast || !isPunct(c + 2, UInt8(ascii: ":")))) || (nt.kind == .keyword && (nt.keyword == .Self_ || nt.keyword == .Any_)) || (nt.kind == .operator && nt.length == 1 && p[Int(nt.start)] == UInt8(ascii: "~")),
               !isWord(c - 1, .let), !isWord(c - 1, .var), !isWord(c - 1, .func), !isWord(c - 1, .case) {
                if nt.kind == .identifier && (nt.keyword == .in || isPunct(c + 2, UInt8(ascii: "="))) { break }
                setKind(c, .keyword)
            } else if isPunct(c + 1, UInt8(ascii: "(")) || isPunct(c + 1, UInt8(ascii: "[")) {
                if afterCast { setKind(c, .keyword) } else if let pt = tk(c - 1), pt.flags.contains(.arrow) || isPunct(c - 1, UInt8(ascii: ":")) || isPunct(c - 1, UInt8(ascii: "<")) {
                    setKind(c, .keyword)
                } else if isPunct(c - 1, UInt8(ascii: "(")), let pp = tk(c - 2), pp.flags.contains(.arrow) || isPunct(c - 2, UInt8(ascii: ":")) {
                    setKind(c, .keyword)  // a tuple type element: `x: (any (P & Q).Type)?`
                }
            }
        case .sending, .borrowing, .consuming, .__owned, .__shared, .isolated, ._const:
            if let pt = tk(c - 1), pt.flags.contains(.arrow) || isPunct(c - 1, UInt8(ascii: ":")) || isPunct(c - 1, UInt8(ascii: "("))
                || isPunct(c - 1, UInt8(ascii: ",")) || (pt.kind == .keyword && ContextualKeywords.isTypeSpecifier(pt.keyword)) {
                if let nt = tk(c + 1), !nt.flags.contains(.atLineStart), nt.kind == .identifier || (nt.kind == .keyword && (nt.keyword == .Self_ || nt.keyword == .Any_)) || isPunct(c + 1, UInt8(ascii: "(")) || isPunct(c + 1, UInt8(ascii: "[")) || isPunct(c + 1, UInt8(ascii: "@")) {
                    if !isPunct(c + 2, UInt8(ascii: ":")) { setKind(c, .keyword) }
                }
            }
        case .of:
            // Inline array sugar `[3 of Int]`, `[N of T]` (types and expressions).
            if isPunct(c - 2, UInt8(ascii: "[")), let pt = tk(c - 1), !t.flags.contains(.atLineStart),
               pt.kind == .number || pt.kind == .identifier || (pt.kind == .keyword && (pt.length == 1 || pt.keyword == .Self_ || pt.keyword == .Any_)),
               let nt = tk(c + 1), nt.kind == .identifier || nt.kind == .number || nt.kind == .keyword
                || isPunct(c + 1, UInt8(ascii: "[")) || isPunct(c + 1, UInt8(ascii: "(")) {
                setKind(c, .keyword)
            }
        case .nonisolated:
            // `nonisolated(nonsending) () async -> T` as a type specifier.
            if isPunct(c + 1, UInt8(ascii: "(")) && isWord(c + 2, .nonsending) && isPunct(c + 3, UInt8(ascii: ")")),
               let pt = tk(c - 1), pt.flags.contains(.arrow) || isPunct(c - 1, UInt8(ascii: ":")) || isPunct(c - 1, UInt8(ascii: "("))
                || isPunct(c - 1, UInt8(ascii: ",")) {
                setKind(c, .keyword)
                setKind(c + 2, .keyword)
            }
        case .each:
            // `(each key: K)` is a parameter label, `<each T: P>` a pack parameter.
            if isPunct(c + 2, UInt8(ascii: ":")) && (isPunct(c - 1, UInt8(ascii: "(")) || (isPunct(c - 1, UInt8(ascii: ",")) && insideParens(c))) {
                break
            }
            if let nt = tk(c + 1), nt.kind == .identifier, !nt.flags.contains(.atLineStart),
               isPunct(c - 1, UInt8(ascii: "<")) || isPunct(c - 1, UInt8(ascii: ",")) || isPunct(c - 1, UInt8(ascii: ":")) || isWord(c - 1, .repeat) || isPunct(c - 1, UInt8(ascii: "(")) {
                setKind(c, .keyword)
            }
        case .yield, .discard:
            // Statements `yield x`, `discard self` (SwiftParser's atStartOfStatement).
            if isStatementStart(c) && prefixedSyntaxFollows(c, acceptClosure: false, preferPostfix: true) {
                setKind(c, .keyword)
            }
        case .weak, .unowned:
            // Capture lists: `[weak self]`, `[unowned(unsafe) x]`
            if isPunct(c - 1, UInt8(ascii: "[")) || isPunct(c - 1, UInt8(ascii: ",")) {
                if isIdent(c + 1) || isWord(c + 1, .`self`) || isPunct(c + 1, UInt8(ascii: "(")) { setKind(c, .keyword) }
            }
        default:
            break
        }
    }

    /// Whether an expression element (SwiftParser's `parseSequenceExpressionElement`)
    /// can start at `c`, judging by the token before it: after `=`, a binary
    /// operator, `(` `[` `,` `:` `{` `;`, `return`, `try`, `in`… or at the start of a line.
    func atExprElementStart(_ c: Int) -> Bool {
        guard let pt = tk(c - 1) else { return true }
        switch pt.kind {
        case .operator:
            // `!copy x`, `&copy x`: a prefix operator's operand is a unary expression.
            return !pt.flags.contains(.prefixOp)
        case .punctuation:
            if pt.flags.contains(.arrow) { return false }
            if pt.length != 1 { return false }
            switch p[Int(pt.start)] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":"),
                 UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
                return true
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                // `try? x`, `try! x`
                return isWord(c - 2, .try) || atLineStart(c)
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                return atLineStart(c)
            default:
                return false
            }
        case .keyword:
            switch pt.keyword {
            case .return, .throw, .try, .in, .if, .guard, .while, .switch, .where, .repeat, .else,
                 .await, .unsafe, .copy, .consume, .borrow, .yield, .then, .discard, .each:
                return true
            case .let, .var, .func, .case, .class, .struct, .enum, .protocol, .extension, .typealias,
                 .associatedtype, .import, .as, .is, .operator, .precedencegroup, .inout, .`init`, .subscript,
                 .for, .catch:
                return false
            default:
                // `nil`, `self`, `true`… end an expression; a new statement starts on the next line.
                return atLineStart(c)
            }
        case .identifier, .number, .string, .regex:
            return atLineStart(c)
        default:
            return atLineStart(c)
        }
    }

    /// `(label name:` / `, label name:` — the word at `c` is an argument label.
    func isLabelPosition(_ c: Int) -> Bool {
        if isPunct(c + 1, UInt8(ascii: ":")) { return true }
        if isPunct(c - 1, UInt8(ascii: "(")) || isPunct(c - 1, UInt8(ascii: ",")) {
            if let nt = tk(c + 1), nt.kind == .identifier || nt.kind == .keyword, isPunct(c + 2, UInt8(ascii: ":")) { return true }
        }
        return false
    }

    /// SwiftParser's `atContextualKeywordPrefixedSyntax`: the token after the word
    /// at `c` can start the operand of `unsafe` / `copy` / `consume` / `yield`…
    func prefixedSyntaxFollows(_ c: Int, acceptClosure: Bool, preferPostfix: Bool, allowNextLine: Bool = false) -> Bool {
        guard let nt = tk(c + 1), let cur = tk(c) else { return false }
        if nt.flags.contains(.atLineStart) && !allowNextLine { return false }
        switch nt.kind {
        case .identifier, .number, .string, .regex:
            return true
        case .keyword:
            if nt.length == 1 { return true }  // `_`
            switch nt.keyword {
            case .Any_, .Self_, .`self`, .super, .`init`, .true, .false, .nil, .repeat, .try, .if, .switch:
                return true
            default:
                return false
            }
        case .operator:
            return nt.flags.contains(.prefixOp)
        case .pound:
            guard let w = tk(c + 2), Int(w.start) == Int(nt.end) else { return true }
            return !isDirectiveWord(w)
        case .punctuation:
            if nt.length != 1 { return false }
            switch p[Int(nt.start)] {
            case UInt8(ascii: "@"), UInt8(ascii: "\\"):
                return true
            case UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: "["):
                if preferPostfix { return false }
                return Int(nt.start) != Int(cur.end)
            case UInt8(ascii: "{"):
                if !acceptClosure { return false }
                // Not a trailing closure when it opens a switch body or an accessor block.
                if isWord(c + 2, .case) { return false }
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// `#if`, `#else`, `#available`…: the word after a `#` that is a directive, not a macro.
    func isDirectiveWord(_ w: Token) -> Bool {
        let s = Int(w.start)
        func eq(_ str: StaticString) -> Bool {
            guard str.utf8CodeUnitCount == w.length else { return false }
            for j in 0..<w.length where p[s + j] != str.utf8Start[j] { return false }
            return true
        }
        switch w.length {
        case 2: return eq("if")
        case 4: return eq("else")
        case 5: return eq("endif")
        case 6: return eq("elseif")
        case 9: return eq("available")
        case 11: return eq("unavailable")
        case 14: return eq("sourceLocation")
        default: return false
        }
    }

    /// The token at `c` can end a type before `.Type`: a name, `Self`, `>`, `?`, `!`, `)`, `]`.
    func endsType(_ c: Int) -> Bool {
        guard let t = tk(c) else { return false }
        switch t.kind {
        case .identifier: return true
        case .keyword: return t.keyword == .Self_ || t.keyword == .Any_ || t.keyword == .Type_ || t.keyword == .Protocol_
        case .punctuation:
            if t.length != 1 { return false }
            switch p[Int(t.start)] {
            case UInt8(ascii: ">"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ")"), UInt8(ascii: "]"): return true
            default: return false
            }
        default: return false
        }
    }

    func isStatementStart(_ c: Int) -> Bool {
        guard let t = tk(c) else { return false }
        if c == 0 || t.flags.contains(.atLineStart) { return true }
        return isPunct(c - 1, UInt8(ascii: "{")) || isPunct(c - 1, UInt8(ascii: ";")) || isPunct(c - 1, UInt8(ascii: "}"))
            || isWord(c - 1, .in)
    }

    /// Whether a declaration (its attributes and modifiers) can start at `c`: at
    /// the start of a statement, or after an attribute or another modifier.
    func atDeclStart(_ c: Int) -> Bool {
        guard let pt = tk(c - 1) else { return true }
        switch pt.kind {
        case .punctuation:
            if pt.flags.contains(.arrow) || pt.length != 1 { return false }
            switch p[Int(pt.start)] {
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: ")"), UInt8(ascii: ">"):
                return true
            case UInt8(ascii: "."):
                return false
            default:
                return atLineStart(c)
            }
        case .keyword:
            if isModifierKeyword(pt) { return true }
            switch pt.keyword {
            case .case, .let, .var, .func, .class, .struct, .enum, .protocol, .extension, .typealias,
                 .associatedtype, .import, .as, .is, .operator, .precedencegroup:
                return false
            default:
                return atLineStart(c)
            }
        case .identifier:
            if isPunct(c - 2, UInt8(ascii: "@")) { return true }
            return atLineStart(c)
        default:
            return atLineStart(c)
        }
    }

    /// A token already classified as a declaration modifier keyword.
    func isModifierKeyword(_ t: Token) -> Bool {
        guard t.kind == .keyword else { return false }
        switch t.keyword {
        case .public, .private, .fileprivate, .internal, .static: return true
        default: return ContextualKeywords.isModifierWord(t.keyword)
        }
    }

    func isModifierBefore(_ c: Int) -> Bool {
        guard let t = tk(c - 1) else { return false }
        if t.kind == .keyword { return isModifierKeyword(t) }
        if isPunct(c - 1, UInt8(ascii: ")")) { return true }
        return ContextualKeywords.isModifierWord(t.keyword) || t.keyword == .open || t.keyword == .package || t.keyword == .distributed
    }

    func startsExpression(_ c: Int) -> Bool {
        guard let t = tk(c) else { return false }
        switch t.kind {
        case .identifier, .number, .string, .regex, .pound: return true
        case .keyword:
            switch t.keyword {
            case .in, .as, .is, .else, .where: return false
            default: return true
            }
        case .punctuation:
            if t.length != 1 { return false }
            switch p[Int(t.start)] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "\\"): return true
            case UInt8(ascii: "."): return true
            default: return false
            }
        case .operator:
            return t.flags.contains(.prefixOp)
        default:
            return false
        }
    }
}
