/// Finds the `<` and `>` operator characters that are generic angle brackets,
/// as SwiftParser decides: generic parameter clauses of declarations, generic
/// arguments in type position, and in expressions the `canParseAsGenericArgumentList`
/// lookahead (a type list closed by `>` and followed by a disambiguating token).
/// A `>>` that closes two lists is two angle brackets, and `>?` is `>` then `?`.
struct GenericAngles {
    let toks: [Token]
    let p: UnsafePointer<UInt8>
    let n: Int
    /// Byte offsets of the `<` / `>` characters that are angle brackets.
    var angles: [Int] = []
    /// Reused buffer for the angles one lookahead records (no allocation per `<`).
    var scratch: [Int] = []

    /// Indices of the operator tokens ending in `<`, in order.
    var candidates: [Int32] = []

    init(_ toks: [Token], _ p: UnsafePointer<UInt8>, _ n: Int) {
        self.toks = toks
        self.p = p
        self.n = n
    }

    // MARK: Virtual cursor: a token index plus a byte offset inside an operator token
    // (after a `>` has been split off it).

    struct Cur: Equatable {
        var k: Int
        var off: Int
    }

    func skipComments(_ k: Int) -> Int {
        var k = k
        while k < toks.count && toks[k].kind == .comment { k += 1 }
        return k
    }

    func advance(_ c: Cur) -> Cur { Cur(k: skipComments(c.k + 1), off: 0) }

    var end: Int { toks.count }

    func isEOF(_ c: Cur) -> Bool { c.k >= toks.count }

    /// Start byte of the (virtual) token at `c`.
    func startByte(_ c: Cur) -> Int { Int(toks[c.k].start) + c.off }

    func tokLen(_ c: Cur) -> Int { toks[c.k].length - c.off }

    func isOp(_ c: Cur) -> Bool {
        !isEOF(c) && (toks[c.k].kind == .operator || (c.off > 0))
    }

    /// The virtual token is exactly the one byte `b` (punctuation or operator).
    func isByte(_ c: Cur, _ b: UInt8) -> Bool {
        guard !isEOF(c) else { return false }
        let t = toks[c.k]
        if c.off > 0 {
            // A remainder after a split `>`: `?` and `!` re-lex as postfix punctuation.
            return p[Int(t.start) + c.off] == b && (tokLen(c) == 1 || b == UInt8(ascii: "?") || b == UInt8(ascii: "!") || b == UInt8(ascii: ">"))
        }
        return t.length == 1 && p[Int(t.start)] == b && (t.kind == .punctuation || t.kind == .operator)
    }

    func atPrefixRAngle(_ c: Cur) -> Bool {
        guard !isEOF(c) else { return false }
        let t = toks[c.k]
        guard t.kind == .operator || c.off > 0 else { return false }
        return p[Int(t.start) + c.off] == UInt8(ascii: ">")
    }

    func atLAngle(_ c: Cur) -> Bool {
        guard !isEOF(c), c.off == 0 else { return false }
        let t = toks[c.k]
        return t.kind == .operator && t.length == 1 && p[Int(t.start)] == UInt8(ascii: "<")
    }

    /// Consumes one character (a `>`, `?` or `!` remainder) or the whole token.
    func consumeOneChar(_ c: Cur) -> Cur {
        let t = toks[c.k]
        if c.off + 1 < t.length && t.kind == .operator {
            return Cur(k: c.k, off: c.off + 1)
        }
        return advance(c)
    }

    func isIdent(_ c: Cur) -> Bool { !isEOF(c) && c.off == 0 && toks[c.k].kind == .identifier }
    func keyword(_ c: Cur) -> Keyword { isEOF(c) || c.off > 0 ? .none : toks[c.k].keyword }
    func isReservedKeyword(_ c: Cur) -> Bool { !isEOF(c) && c.off == 0 && toks[c.k].kind == .keyword }
    func isWord(_ c: Cur, _ kw: Keyword) -> Bool { !isEOF(c) && c.off == 0 && toks[c.k].keyword == kw && !toks[c.k].flags.contains(.escaped) }
    func atLineStart(_ c: Cur) -> Bool { !isEOF(c) && c.off == 0 && toks[c.k].flags.contains(.atLineStart) }

    func isText(_ c: Cur, _ s: StaticString) -> Bool {
        guard !isEOF(c) else { return false }
        let st = startByte(c), len = tokLen(c)
        guard len == s.utf8CodeUnitCount else { return false }
        let q = s.utf8Start
        for j in 0..<len where p[st + j] != q[j] { return false }
        return true
    }

    // MARK: The lookahead (SwiftParser's canParse… family, over tokens)

    func consumeGenericArguments(_ c0: Cur, _ rec: inout [Int], depth: Int) -> Cur? {
        guard depth < 64, atLAngle(c0) else { return nil }
        rec.append(startByte(c0))
        var c = advance(c0)
        if !atPrefixRAngle(c) {
            while true {
                guard let c2 = canParseGenericArgument(c, &rec, depth: depth + 1) else { return nil }
                c = c2
                if isByte(c, UInt8(ascii: ",")) {
                    c = advance(c)
                    if atPrefixRAngle(c) { break }
                    continue
                }
                break
            }
        }
        guard atPrefixRAngle(c) else { return nil }
        rec.append(startByte(c))
        return consumeOneChar(c)
    }

    func canParseGenericArgument(_ c: Cur, _ rec: inout [Int], depth: Int) -> Cur? {
        if let t = canParseType(c, &rec, depth: depth) { return t }
        // Integer generic arguments: `-`? integer
        var d = c
        if isText(d, "-") { d = advance(d) }
        if !isEOF(d) && d.off == 0 && toks[d.k].kind == .number { return advance(d) }
        return nil
    }

    func canParseType(_ c0: Cur, _ rec: inout [Int], depth: Int) -> Cur? {
        guard depth < 64 else { return nil }
        var c = c0
        if isWord(c, .repeat) { c = advance(c) }
        guard var d = canParseTypeScalar(c, &rec, depth: depth) else { return nil }
        if isText(d, "...") { d = advance(d) }
        return d
    }

    func canParseTypeScalar(_ c0: Cur, _ rec: inout [Int], depth: Int) -> Cur? {
        var c = c0
        // Specifiers and attributes.
        while true {
            let kw = keyword(c)
            if kw == .inout || kw == .borrowing || kw == .consuming || kw == .__owned || kw == .__shared
                || kw == .sending || kw == ._const || kw == .isolated {
                let nx = advance(c)
                // Only a specifier when a type follows (not `borrowing:` or `consuming)`).
                if isEOF(nx) || isByte(nx, UInt8(ascii: ":")) || isByte(nx, UInt8(ascii: ")")) || isByte(nx, UInt8(ascii: ",")) { break }
                c = nx
                continue
            }
            if isByte(c, UInt8(ascii: "@")) {
                var d = advance(c)
                guard isIdent(d) || isReservedKeyword(d) else { return nil }
                d = advance(d)
                if isByte(d, UInt8(ascii: "(")) && !atLineStart(d) && Int(toks[d.k].start) == Int(toks[d.k - 1].end) {
                    guard let e = skipBalanced(d) else { return nil }
                    d = e
                }
                c = d
                continue
            }
            break
        }
        guard var d = canParseSimpleOrComposition(c, &rec, depth: depth) else { return nil }
        // Function type: effects then `->`.
        var e = d
        if isArrow(e) {
            return canParseType(advance(e), &rec, depth: depth + 1)
        }
        var sawEffect = false
        while true {
            let kw = keyword(e)
            if kw == .async || kw == .reasync || kw == .rethrows || kw == .throws {
                e = advance(e)
                sawEffect = true
                if kw == .throws && isByte(e, UInt8(ascii: "(")) {
                    guard let f = skipBalanced(e) else { break }
                    e = f
                }
                continue
            }
            break
        }
        if sawEffect && isArrow(e) {
            return canParseType(advance(e), &rec, depth: depth + 1)
        }
        d = d == d ? d : d
        return d
    }

    func isArrow(_ c: Cur) -> Bool { !isEOF(c) && c.off == 0 && toks[c.k].flags.contains(.arrow) }

    func canParseSimpleOrComposition(_ c0: Cur, _ rec: inout [Int], depth: Int) -> Cur? {
        var c = c0
        let kw = keyword(c)
        if kw == .some || kw == .any || kw == .each {
            let nx = advance(c)
            if !isEOF(nx) && !isByte(nx, UInt8(ascii: ",")) && !atPrefixRAngle(nx) && !isByte(nx, UInt8(ascii: ")")) {
                c = nx
            }
        }
        guard var d = canParseSimpleType(c, &rec, depth: depth) else { return nil }
        while isText(d, "&") {
            guard let e = canParseSimpleType(advance(d), &rec, depth: depth) else { return nil }
            d = e
        }
        return d
    }

    func canParseSimpleType(_ c0: Cur, _ rec: inout [Int], depth: Int) -> Cur? {
        guard !isEOF(c0), depth < 64 else { return nil }
        var c = c0
        let t = toks[c.k]
        if c.off > 0 { return nil }
        if t.kind == .keyword && t.keyword == .Any_ {
            c = advance(c)
        } else if t.kind == .operator && isText(c, "~") {
            return canParseSimpleType(advance(c), &rec, depth: depth + 1)
        } else if t.kind == .identifier || (t.kind == .keyword && t.keyword == .Self_) {
            guard let d = canParseTypeIdentifier(c, &rec, allowKeyword: false, depth: depth) else { return nil }
            c = d
        } else if isByte(c, UInt8(ascii: "(")) {
            guard let d = canParseTupleBody(advance(c), &rec, depth: depth + 1) else { return nil }
            c = d
        } else if isByte(c, UInt8(ascii: "[")) {
            guard let d = canParseCollectionBody(advance(c), &rec, depth: depth + 1) else { return nil }
            c = d
        } else if t.kind == .keyword && p[Int(t.start)] == UInt8(ascii: "_") && t.length == 1 {
            c = advance(c)
        } else if t.kind == .keyword && t.keyword == .repeat {
            return c
        } else {
            return nil
        }
        while true {
            if isByte(c, UInt8(ascii: ".")) {
                let d = advance(c)
                if isWord(d, .Type_) || isWord(d, .Protocol_) {
                    c = advance(d)
                    continue
                }
                if let e = canParseTypeIdentifier(d, &rec, allowKeyword: true, depth: depth) {
                    c = e
                    continue
                }
                return nil
            }
            if (isPostfixMark(c, UInt8(ascii: "?")) || isPostfixMark(c, UInt8(ascii: "!"))) && !atLineStart(c) {
                c = consumeOneChar(c)
                continue
            }
            break
        }
        return c
    }

    /// A postfix `?`/`!`: punctuation, or the remainder of a split `>?`.
    func isPostfixMark(_ c: Cur, _ b: UInt8) -> Bool {
        guard !isEOF(c) else { return false }
        let t = toks[c.k]
        if c.off > 0 { return p[Int(t.start) + c.off] == b }
        return t.kind == .punctuation && t.length == 1 && p[Int(t.start)] == b
    }

    func canParseTypeIdentifier(_ c0: Cur, _ rec: inout [Int], allowKeyword: Bool, depth: Int) -> Cur? {
        var c = c0
        // Module selector `Swift::Int`
        if isIdent(c) && isText(advance(c), "::") { c = advance(advance(c)) }
        guard !isEOF(c), c.off == 0 else { return nil }
        let t = toks[c.k]
        if t.kind == .keyword && t.keyword == .Any_ { return advance(c) }
        guard t.kind == .identifier || (t.kind == .keyword && t.keyword == .Self_) || (allowKeyword && t.kind == .keyword) else {
            return nil
        }
        c = advance(c)
        if atLAngle(c) {
            guard let d = consumeGenericArguments(c, &rec, depth: depth + 1) else { return nil }
            c = d
        }
        return c
    }

    func canParseTupleBody(_ c0: Cur, _ rec: inout [Int], depth: Int) -> Cur? {
        var c = c0
        if isByte(c, UInt8(ascii: ")")) || isByte(c, UInt8(ascii: "}")) || isText(c, "...") {
            return isByte(c, UInt8(ascii: ")")) ? advance(c) : nil
        }
        while true {
            if isWord(c, .inout) { c = advance(c) }
            // `name:` or `label name:`
            if startsParameterName(c) {
                var d = advance(c)
                if !isByte(d, UInt8(ascii: ":")) && (isIdent(d) || isReservedKeyword(d)) { d = advance(d) }
                guard isByte(d, UInt8(ascii: ":")) else { return nil }
                guard var e = canParseType(advance(d), &rec, depth: depth + 1) else { return nil }
                if isText(e, "=") {
                    // Default values: skip to `,` or `)`.
                    while !isEOF(e) && !isByte(e, UInt8(ascii: ")")) && !isByte(e, UInt8(ascii: ",")) && !isByte(e, UInt8(ascii: "}")) {
                        guard let f = skipSingle(e) else { return nil }
                        e = f
                    }
                }
                c = e
            } else {
                guard var e = canParseType(c, &rec, depth: depth + 1) else { return nil }
                if isText(e, "...") { e = advance(e) }
                c = e
            }
            if isByte(c, UInt8(ascii: ",")) {
                c = advance(c)
                if isByte(c, UInt8(ascii: ")")) { break }
                continue
            }
            break
        }
        return isByte(c, UInt8(ascii: ")")) ? advance(c) : nil
    }

    func startsParameterName(_ c: Cur) -> Bool {
        guard !isEOF(c), c.off == 0 else { return false }
        let t = toks[c.k]
        guard t.kind == .identifier || t.kind == .keyword else { return false }
        let nx = advance(c)
        if isByte(nx, UInt8(ascii: ":")) { return true }
        if (isIdent(nx) || isReservedKeyword(nx)) && isByte(advance(nx), UInt8(ascii: ":")) { return true }
        return false
    }

    func canParseCollectionBody(_ c0: Cur, _ rec: inout [Int], depth: Int) -> Cur? {
        // Inline array sugar `[N of T]`: tried only when an `of` sits at this bracket's
        // level (a linear pre-scan), so nested `[[[…` is not parsed twice per level,
        // which would take time exponential in the nesting.
        var save = rec
        if hasOfAtThisLevel(c0), let a = canParseTypeScalar(c0, &save, depth: depth + 1) ?? canParseIntLit(c0), isWord(a, .of), !atLineStart(a) {
            if let b = canParseGenericArgument(advance(a), &save, depth: depth + 1), isByte(b, UInt8(ascii: "]")) {
                rec = save
                return advance(b)
            }
        }
        guard var c = canParseType(c0, &rec, depth: depth + 1) else { return nil }
        if isByte(c, UInt8(ascii: ":")) {
            guard let d = canParseType(advance(c), &rec, depth: depth + 1) else { return nil }
            c = d
        }
        return isByte(c, UInt8(ascii: "]")) ? advance(c) : nil
    }

    /// Whether the word `of` appears before the `]` that closes the collection
    /// starting at `c0`, outside nested brackets (at most 512 tokens ahead).
    func hasOfAtThisLevel(_ c0: Cur) -> Bool {
        var k = c0.k
        var depth = 0
        var steps = 0
        while k < toks.count && steps < 512 {
            let t = toks[k]
            if t.kind == .punctuation && t.length == 1 {
                switch p[Int(t.start)] {
                case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"):
                    if depth == 0 { return false }
                    depth -= 1
                default: break
                }
            } else if depth == 0 && t.keyword == .of && t.kind == .identifier {
                return true
            }
            k += 1
            steps += 1
        }
        return false
    }

    func canParseIntLit(_ c0: Cur) -> Cur? {
        var d = c0
        if isText(d, "-") { d = advance(d) }
        if !isEOF(d) && d.off == 0 && toks[d.k].kind == .number { return advance(d) }
        return nil
    }

    /// Skips one token, or a whole balanced `( )`, `[ ]`, `{ }` group.
    func skipSingle(_ c: Cur) -> Cur? {
        if isByte(c, UInt8(ascii: "(")) || isByte(c, UInt8(ascii: "[")) || isByte(c, UInt8(ascii: "{")) {
            return skipBalanced(c)
        }
        return advance(c)
    }

    /// At an opening bracket: the cursor after its matching closing bracket.
    func skipBalanced(_ c: Cur) -> Cur? {
        var depth = 0
        var k = c.k
        while k < toks.count {
            let t = toks[k]
            if t.kind == .punctuation && t.length == 1 {
                switch p[Int(t.start)] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return Cur(k: skipComments(k + 1), off: 0) }
                default: break
                }
            }
            k += 1
        }
        return nil
    }

    /// The token after `>` decides that the list was generic arguments.
    func isDisambiguating(_ c: Cur) -> Bool {
        if isEOF(c) { return true }
        let t = toks[c.k]
        if c.off > 0 {
            let b = p[Int(t.start) + c.off]
            return b == UInt8(ascii: "?") || b == UInt8(ascii: "!")
        }
        if t.kind == .punctuation {
            if t.flags.contains(.arrow) { return false }
            if t.length == 1 {
                switch p[Int(t.start)] {
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "."),
                     UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
                    return true
                case UInt8(ascii: "!"), UInt8(ascii: "?"):
                    return t.flags.contains(.postfixOp)
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    return !t.flags.contains(.atLineStart)
                default:
                    return false
                }
            }
            return false
        }
        if t.kind == .operator && t.length == 1 && p[Int(t.start)] == UInt8(ascii: "&")
            && !t.flags.contains(.prefixOp) && !t.flags.contains(.postfixOp) {
            return true
        }
        return false
    }

    // MARK: Driver

    mutating func run() {
        // Byte offsets already decided as part of an enclosing list: a bit set
        // (no hashing; one word per 64 bytes of the file).
        var done = OffsetSet(count: n)
        for ck in candidates {
            let k = Int(ck)
            let t = toks[k]
            if t.kind == .operator && t.length == 1 && p[Int(t.start)] == UInt8(ascii: "<") && !done.contains(Int(t.start)) {
                decide(at: k, &done)
            } else if t.kind == .operator && t.length > 1 && p[Int(t.end) - 1] == UInt8(ascii: "<") {
                decideOperatorFunction(at: k)
            }
        }
        angles.sort()
        // Nested lists may be recorded by both the outer and the inner decision.
        var unique: [Int] = []
        unique.reserveCapacity(angles.count)
        for a in angles where unique.last != a { unique.append(a) }
        angles = unique
    }

    func prevCode(_ k: Int) -> Int {
        var j = k - 1
        while j >= 0 && toks[j].kind == .comment { j -= 1 }
        return j
    }

    mutating func decide(at k: Int, _ done: inout OffsetSet) {
        let pk = prevCode(k)
        guard pk >= 0 else { return }
        let pt = toks[pk]
        let c = Cur(k: k, off: 0)
        // Generic parameter clause of a declaration: `struct Name<…>`, `func f<…>`, `init<…>`.
        if isGenericParameterClause(nameIndex: pk) {
            if let closeAt = matchParameterClause(from: k) {
                angles.append(Int(t(k).start))
                angles.append(closeAt)
                done.insert(Int(t(k).start))
            }
            return
        }
        // The name before `<` must be a type or declaration name.
        let nameOK = pt.kind == .identifier
            || (pt.kind == .keyword && (pt.keyword == .Self_ || pt.keyword == .Any_ || pt.keyword == .`init` || pt.keyword == .`self`))
        guard nameOK else { return }
        if Int(pt.end) != Int(toks[k].start) && pt.keyword == .`init` { return }
        var rec = scratch
        scratch = []
        rec.removeAll(keepingCapacity: true)
        defer { scratch = rec }
        guard let after = consumeGenericArguments(c, &rec, depth: 0) else { return }
        if isDisambiguating(after) || startsInTypeContext(nameIndex: pk) {
            angles.append(contentsOf: rec)
            for r in rec { done.insert(r) }
        }
    }

    func t(_ k: Int) -> Token { toks[k] }

    /// `func ==<T>(…)`: an operator name ending in `<` followed by a name or `let`
    /// leaves the `<` to open the generic parameter clause.
    mutating func decideOperatorFunction(at k: Int) {
        let pk = prevCode(k)
        guard pk >= 0, toks[pk].kind == .keyword, toks[pk].keyword == .func else { return }
        let nk = skipComments(k + 1)
        guard nk < toks.count, toks[nk].kind == .identifier || (toks[nk].kind == .keyword && toks[nk].keyword == .let) else { return }
        if let closeAt = matchParameterClause(from: nk, depth: 1) {
            angles.append(Int(toks[k].end) - 1)
            angles.append(closeAt)
        }
    }

    /// `struct|class|enum|actor|protocol|typealias|func|macro Name <` or `init <` / `subscript <`.
    func isGenericParameterClause(nameIndex pk0: Int) -> Bool {
        var pk = pk0
        // `init?<T>` / `init!<T>`
        if toks[pk].kind == .punctuation && toks[pk].length == 1
            && (p[Int(toks[pk].start)] == UInt8(ascii: "?") || p[Int(toks[pk].start)] == UInt8(ascii: "!")) {
            let b = prevCode(pk)
            guard b >= 0, toks[b].kind == .keyword, toks[b].keyword == .`init` else { return false }
            pk = b
        }
        let pt = toks[pk]
        if pt.kind == .keyword && (pt.keyword == .`init` || pt.keyword == .subscript) {
            let before = prevCode(pk)
            // `.init<T>` in an expression is not a declaration.
            if before >= 0 && toks[before].kind == .punctuation && toks[before].length == 1 && p[Int(toks[before].start)] == UInt8(ascii: ".") {
                return false
            }
            return true
        }
        guard pt.kind == .identifier || pt.kind == .operator else { return false }
        let before = prevCode(pk)
        guard before >= 0 else { return false }
        let bt = toks[before]
        switch bt.keyword {
        case .struct, .class, .enum, .protocol, .typealias, .func, .actor, .macro:
            return bt.kind == .keyword || bt.keyword == .actor || bt.keyword == .macro
        default:
            return false
        }
    }

    /// Matches `<` … `>` of a generic parameter clause by nesting depth; returns
    /// the byte offset of the closing `>`.
    mutating func matchParameterClause(from k: Int, depth startDepth: Int = 0) -> Int? {
        var depth = startDepth
        var j = k
        var inner: [Int] = []
        while j < toks.count {
            let tk = toks[j]
            if tk.kind == .operator {
                var q = Int(tk.start)
                let e = Int(tk.end)
                // Only runs of `<` / `>` characters count.
                var allAngles = true
                while q < e { if p[q] != UInt8(ascii: "<") && p[q] != UInt8(ascii: ">") { allAngles = false }; q += 1 }
                if allAngles || p[Int(tk.start)] == UInt8(ascii: ">") {
                    q = Int(tk.start)
                    while q < e {
                        if p[q] == UInt8(ascii: "<") {
                            depth += 1
                            if j != k { inner.append(q) }
                        } else if p[q] == UInt8(ascii: ">") {
                            depth -= 1
                            if depth == 0 {
                                angles.append(contentsOf: inner)
                                return q
                            }
                            inner.append(q)
                        } else {
                            break
                        }
                        q += 1
                    }
                }
            } else if tk.kind == .punctuation && tk.length == 1 {
                switch p[Int(tk.start)] {
                case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "="): return nil
                default: break
                }
            }
            j += 1
        }
        return nil
    }

    /// Whether the type whose (last) name is at `nameIndex` is in type position:
    /// after `:` `->` `as` `is` `some` `any`, in a `typealias … =`, an inheritance
    /// list, or a generic `where` requirement. Walks back over `A.B.C` chains.
    func startsInTypeContext(nameIndex: Int) -> Bool {
        var j = nameIndex
        while true {
            let b = prevCode(j)
            guard b >= 1 else { return false }
            let bt = toks[b]
            if bt.kind == .punctuation && bt.length == 1 && p[Int(bt.start)] == UInt8(ascii: ".") {
                let b2 = prevCode(b)
                guard b2 >= 0, toks[b2].kind == .identifier || toks[b2].kind == .keyword else { return false }
                j = b2
                continue
            }
            if bt.flags.contains(.arrow) { return true }
            if bt.kind == .punctuation && bt.length == 1 && p[Int(bt.start)] == UInt8(ascii: ":") { return true }
            if bt.kind == .keyword && (bt.keyword == .as || bt.keyword == .is || bt.keyword == .extension) { return true }
            // `as? T<…>`, `as! T<…>`
            if bt.kind == .punctuation && bt.length == 1
                && (p[Int(bt.start)] == UInt8(ascii: "?") || p[Int(bt.start)] == UInt8(ascii: "!")) {
                let b2 = prevCode(b)
                return b2 >= 0 && toks[b2].kind == .keyword && toks[b2].keyword == .as
            }
            // Attribute names: `@Wrapper<T>`
            if bt.kind == .punctuation && bt.length == 1 && p[Int(bt.start)] == UInt8(ascii: "@") { return true }
            if bt.kind == .identifier && (bt.keyword == .some || bt.keyword == .any) { return true }
            if bt.kind == .operator && bt.length == 1 && p[Int(bt.start)] == UInt8(ascii: "=") {
                // `typealias Name<T> = Type`, `associatedtype A: P = Type`: the declaration
                // keyword is a few tokens back in the same declaration.
                var q = prevCode(b)
                var steps = 0
                while q >= 0 && steps < 48 {
                    let qt = toks[q]
                    if qt.kind == .keyword {
                        switch qt.keyword {
                        case .typealias, .associatedtype: return true
                        case .let, .var, .func, .case, .return, .if, .guard, .while, .for, .in, .switch, .where:
                            return false
                        default: break
                        }
                    } else if qt.kind == .punctuation && qt.length == 1 {
                        switch p[Int(qt.start)] {
                        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "("), UInt8(ascii: ")"),
                             UInt8(ascii: "["), UInt8(ascii: "]"):
                            return false
                        default: break
                        }
                    } else if qt.kind == .operator && qt.length == 1 && p[Int(qt.start)] == UInt8(ascii: "=") {
                        return false
                    }
                    q = prevCode(q)
                    steps += 1
                }
                return false
            }
            if bt.kind == .operator && bt.length == 2 && p[Int(bt.start)] == UInt8(ascii: "=") && p[Int(bt.start) + 1] == UInt8(ascii: "=") {
                return isInWhereClause(b)
            }
            if bt.kind == .operator && bt.length == 1 && p[Int(bt.start)] == UInt8(ascii: "&") {
                return true
            }
            if bt.kind == .punctuation && bt.length == 1 && p[Int(bt.start)] == UInt8(ascii: ",") {
                return isInInheritanceOrWhere(b)
            }
            return false
        }
    }

    /// A `,` in `struct S: A, B<T>` or `where A: B, C == D<T>` (looks back on the same declaration header).
    func isInInheritanceOrWhere(_ k: Int) -> Bool {
        var j = k - 1
        var depth = 0
        // Bounded: declaration headers are short, and an unbounded walk over a long
        // argument list would make `f(a<b, c>d, …)` quadratic.
        let stop = max(0, k - 512)
        while j >= stop {
            let tk = toks[j]
            if tk.kind == .punctuation && tk.length == 1 {
                switch p[Int(tk.start)] {
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    if depth == 0 { return false }
                    depth -= 1
                case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"): return false
                default: break
                }
            } else if depth == 0 && tk.kind == .keyword {
                switch tk.keyword {
                case .where: return true
                case .struct, .class, .enum, .protocol, .extension: return true
                case .let, .var, .func, .return, .if, .guard, .while, .case, .in, .for, .switch: return false
                default: break
                }
            } else if depth == 0 && tk.kind == .identifier && tk.keyword == .actor {
                return true
            }
            j -= 1
        }
        return false
    }

    func isInWhereClause(_ k: Int) -> Bool {
        var j = k - 1
        let stop = max(0, k - 512)
        while j >= stop {
            let tk = toks[j]
            if tk.kind == .punctuation && tk.length == 1 {
                switch p[Int(tk.start)] {
                case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "("), UInt8(ascii: ")"): return false
                default: break
                }
            }
            if tk.kind == .keyword && tk.keyword == .where { return true }
            j -= 1
        }
        return false
    }
}

/// A set of byte offsets in `0..<count`, as bits.
struct OffsetSet {
    var words: [UInt64]
    init(count: Int) { words = [UInt64](repeating: 0, count: (count >> 6) + 1) }
    @inline(__always) func contains(_ o: Int) -> Bool { words[o >> 6] & (1 << UInt64(o & 63)) != 0 }
    @inline(__always) mutating func insert(_ o: Int) { words[o >> 6] |= 1 << UInt64(o & 63) }
}
