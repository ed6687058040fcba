/// Finds declarations in a token stream, with nesting: types, extensions and
/// their members, functions, properties, enum cases, imports. Function, accessor
/// and closure bodies are skipped by brace matching, never parsed as statements.
/// Iterative: nesting depth is bounded by an explicit stack, not the call stack.
public struct DeclarationScanner {
    let toks: [Token]
    let p: UnsafePointer<UInt8>
    let n: Int
    /// Indices of non-comment tokens.
    var code: [Int32] = []
    var result = FileSyntax()
    /// Full detail (the `decls` dump): parameter types, return types, generic
    /// clauses, attributes, parent paths. The linter asks for less.
    var full = true
    /// Generic parameter clauses recorded without full detail (`FilePlan.referenceOwners`).
    var genericClauses = false
    /// Property type annotations and initializers (the mock rule needs them in Tests/).
    var propertyDetail = true
    /// For each `(` `[` `{` (code position): the position of its closer, or -1.
    var matchEnd: [Int32] = []
    /// `matchEnd` was handed in (`scan(…, matchEnd:)`): `run` does not match brackets itself.
    var bracketsMatched = false
    /// Collect `identifierTokens` (for the files whose plan asks for references).
    var collectIdentifiers = true
    /// Only the capitalised ones (type references alone are asked for: the others were gathered
    /// to be filtered out).
    var capitalisedIdentifiers = false
    /// Record attributes with their arguments and positions (`Declaration.attributeInfo`).
    var attributeDetail = false
    /// The caller builds no outline from this scan and keeps only what compaction keeps
    /// (`FileSyntax.keptDeclarations`): the functions, properties and cases compaction would drop
    /// are then read past, not recorded. `inSources`: the file's place, which decides whether a
    /// type's plain functions are kept.
    var dropsUnkept = false
    var inSources = false
    /// Attributes seen before the declaration being parsed (with `attributeDetail`).
    var pendingAttrInfo: [AttributeInfo] = []
    /// Code position of the access-level modifier of the declaration being parsed (-1: none).
    var pendingAccessAt = -1
    /// The bodies the lexer skimmed (byte offsets of their `{`), and how many of them, in order,
    /// this scan has skipped as function bodies itself (`confirmSkim`).
    var skimmed: [Int32] = []
    var skimConfirmed = 0
    /// The walk went back over tokens it had read (`run`): a skimmed body among them may have been
    /// read as part of a declaration before it was skipped as a function's, so none is confirmed.
    var wentBack = false
    /// `modifierWords`, held here: the static is reached through a once-check at every use (180 K
    /// uses on the corpus, 2 M instructions).
    let modifiers = DeclarationScanner.modifierWords
    /// The token indices of imported module names (`import Bag`, `import struct Foo.Bar`) and of
    /// the conditions of declaration-level `#if`s (`canImport(UIKit)`, `DEBUG`): a module name or a
    /// build condition is never a use of a type, so they leave `identifierTokens` at the end.
    var importNameTokens: [Int] = []

    public static func scan(_ tokens: [Token], _ bytes: UnsafeBufferPointer<UInt8>, full: Bool = true, propertyDetail: Bool = true,
                            identifiers: Bool = true, attributes: Bool = false, code: [Int32]? = nil, matchEnd: [Int32]? = nil,
                            dropsUnkept: Bool = false, inSources: Bool = false) -> FileSyntax {
        scan(tokens, bytes, full: full, propertyDetail: propertyDetail, identifiers: identifiers, attributes: attributes,
             code: code, matchEnd: matchEnd, dropsUnkept: dropsUnkept, inSources: inSources, skimmed: []).syntax
    }

    /// `skimmed`: the byte offsets of the bodies the lexer skimmed (`Lexer.tokenizeIndexed`).
    /// `confirmed`: every one of them is the `{` of a function, initializer or deinitializer body
    /// this scan skipped itself, in order, in a walk that never went back (which it does only on
    /// broken code, when a declaration reads past the end of its scope). When not, the scan saw tokens that full tokenization
    /// would not give it, and the caller must tokenize in full and scan again.
    public static func scan(_ tokens: [Token], _ bytes: UnsafeBufferPointer<UInt8>, full: Bool = true, propertyDetail: Bool = true,
                            identifiers: Bool = true, attributes: Bool = false, code: [Int32]? = nil, matchEnd: [Int32]? = nil,
                            dropsUnkept: Bool = false, inSources: Bool = false, skimmed: [Int32], genericClauses: Bool = false,
                            capitalisedIdentifiers: Bool = false) -> (syntax: FileSyntax, confirmed: Bool) {
        guard let base = bytes.baseAddress, !tokens.isEmpty else { return (FileSyntax(), skimmed.isEmpty) }
        var s = DeclarationScanner(toks: tokens, p: base, n: bytes.count)
        // The code-token indices, when the caller has them (`Lexer.tokenizeIndexed`).
        s.code = code ?? Lexer.codeIndices(of: tokens)
        // The brackets' closers, when the classification found them for this same `code`.
        if let m = matchEnd, code != nil, m.count == s.code.count { s.matchEnd = m; s.bracketsMatched = true }
        s.collectIdentifiers = identifiers
        s.capitalisedIdentifiers = capitalisedIdentifiers
        s.attributeDetail = attributes
        s.full = full
        s.genericClauses = genericClauses
        s.propertyDetail = full || propertyDetail
        s.dropsUnkept = dropsUnkept && !full
        s.inSources = inSources
        s.skimmed = skimmed
        s.run()
        if !s.importNameTokens.isEmpty { s.result.identifierTokens = DeclarationScanner.removing(s.importNameTokens.sorted(), from: s.result.identifierTokens) }
        s.result.linkMembers()
        return (s.result, s.skimConfirmed == skimmed.count && !(s.wentBack && !skimmed.isEmpty))
    }

    /// `ids` without the indices in `removed` (both ascending).
    static func removing(_ removed: [Int], from ids: [Int]) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(ids.count)
        var r = 0
        for k in ids {
            while r < removed.count && removed[r] < k { r += 1 }
            if r < removed.count && removed[r] == k { continue }
            out.append(k)
        }
        return out
    }

    init(toks: [Token], p: UnsafePointer<UInt8>, n: Int) {
        self.toks = toks
        self.p = p
        self.n = n
    }

    // MARK: token helpers (c = position in `code`)

    @inline(__always) func t(_ c: Int) -> Token { toks[Int(code[c])] }
    @inline(__always) func valid(_ c: Int) -> Bool { c >= 0 && c < code.count }
    @inline(__always) func isPunct(_ c: Int, _ b: UInt8) -> Bool {
        guard valid(c) else { return false }
        let x = t(c)
        return x.kind == .punctuation && x.length == 1 && p[Int(x.start)] == b
    }
    @inline(__always) func isOp(_ c: Int, _ b: UInt8) -> Bool {
        guard valid(c) else { return false }
        let x = t(c)
        return x.kind == .operator && x.length == 1 && p[Int(x.start)] == b
    }
    /// The word at `c` is `k` (reserved or contextual, not escaped).
    @inline(__always) func isWord(_ c: Int, _ k: Keyword) -> Bool {
        guard valid(c) else { return false }
        let x = t(c)
        return x.keyword == k && (x.kind == .keyword || x.kind == .identifier) && !x.flags.contains(.escaped)
    }
    @inline(__always) func isKeyword(_ c: Int, _ k: Keyword) -> Bool {
        guard valid(c) else { return false }
        let x = t(c)
        return x.kind == .keyword && x.keyword == k
    }
    @inline(__always) func atLineStart(_ c: Int) -> Bool { valid(c) && t(c).flags.contains(.atLineStart) }
    @inline(__always) func isArrow(_ c: Int) -> Bool { valid(c) && t(c).flags.contains(.arrow) }

    func text(_ c: Int) -> String {
        let x = t(c)
        return String(decoding: UnsafeBufferPointer(start: p + Int(x.start), count: x.length), as: UTF8.self)
    }

    /// Whether the token at `c` spells `word`, compared on the file's bytes (no string built).
    func textIs(_ c: Int, _ word: StaticString) -> Bool {
        let x = t(c)
        let n = word.utf8CodeUnitCount
        guard x.length == n else { return false }
        let q = p + Int(x.start), w = word.utf8Start
        for k in 0..<n where q[k] != w[k] { return false }
        return true
    }

    /// Token texts of `[from, to)` joined by one space wherever the source had
    /// whitespace or comments between them (the oracle's normalisation).
    func normalized(_ from: Int, _ to: Int) -> String {
        guard from < to else { return "" }
        // Measured first, then written straight into the string's storage: no byte array
        // per string (the initializer repairs invalid UTF-8 as `String(decoding:)` does).
        var length = 0
        var prevEnd = -1
        for c in from..<to {
            let x = t(c)
            if prevEnd >= 0 && Int(x.start) != prevEnd { length += 1 }
            length += x.length
            prevEnd = Int(x.end)
        }
        return String(unsafeUninitializedCapacity: length) { out in
            var n = 0
            var prevEnd = -1
            for c in from..<to {
                let x = t(c)
                if prevEnd >= 0 && Int(x.start) != prevEnd { out[n] = 0x20; n += 1 }
                (out.baseAddress! + n).update(from: p + Int(x.start), count: x.length)
                n += x.length
                prevEnd = Int(x.end)
            }
            return n
        }
    }

    /// The body opened at `open` is skipped as a function's: if the lexer skimmed it, confirmed.
    /// Only the next skimmed body in order counts: one skipped out of order is left unconfirmed.
    /// A skimmed body is closed (the lexer skims only up to a `}`): one left open here is not confirmed.
    @inline(__always) mutating func confirmSkim(_ open: Int) {
        if skimConfirmed < skimmed.count && skimmed[skimConfirmed] == Int32(truncatingIfNeeded: t(open).start)
            && open < matchEnd.count && matchEnd[open] >= 0 {
            skimConfirmed += 1
        }
    }

    /// Token range inside the group opened at `open` whose scan ended at `end`
    /// (one past the closing bracket, or the end of the file when unterminated).
    func inside(_ open: Int, _ end: Int) -> Range<Int> {
        let lower = Int(code[open]) + 1
        let closed = end - 1 > open && valid(end - 1) && t(end - 1).kind == .punctuation
        let upper = closed ? Int(code[end - 1]) : toks.count
        return lower ..< max(lower, upper)
    }

    /// At an opening `(`, `[`, `{` or angle `<`: the position after its match.
    func skipGroup(_ c: Int) -> Int {
        var depth = 0
        var j = c
        let open = p[Int(t(c).start)]
        let close: UInt8
        switch open {
        case UInt8(ascii: "("): close = UInt8(ascii: ")")
        case UInt8(ascii: "["): close = UInt8(ascii: "]")
        case UInt8(ascii: "{"): close = UInt8(ascii: "}")
        default: close = UInt8(ascii: ">")
        }
        if open != UInt8(ascii: "<") && c < matchEnd.count {
            let m = Int(matchEnd[c])
            return m >= 0 ? m + 1 : code.count
        }
        // Angle brackets: compare the token's stored byte, not the source.
        let count = code.count
        return toks.withUnsafeBufferPointer { tb -> Int in
            code.withUnsafeBufferPointer { cb -> Int in
                while j < count {
                    let x = tb[Int(cb[j])]
                    if x.kind == .punctuation && x.end &- x.start == 1 {
                        let b = x.byte
                        if b == open { depth += 1 } else if b == close {
                            depth -= 1
                            if depth == 0 { return j + 1 }
                        } else if open == UInt8(ascii: "<") && (b == UInt8(ascii: "{") || b == UInt8(ascii: "}")) {
                            return j  // unbalanced angle: stop at a brace
                        }
                    }
                    j += 1
                }
                return j
            }
        }
    }

    /// Skips balanced groups until `stop` says so at depth 0 (or end).
    /// `stop` is handed the scanner rather than capturing it: a closure that captures `self` in
    /// a mutating method made the compiler copy the whole scanner (a retain of each of its
    /// arrays) at every call.
    func scanUntil(_ c: Int, _ stop: (borrowing DeclarationScanner, Int) -> Bool) -> Int {
        var j = c
        while j < code.count {
            if stop(self, j) { return j }
            let x = t(j)
            if x.kind == .punctuation && x.length == 1 {
                let b = p[Int(x.start)]
                if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") || b == UInt8(ascii: "{") || b == UInt8(ascii: "<") {
                    j = skipGroup(j)
                    continue
                }
                if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") { return j }
            }
            j += 1
        }
        return j
    }

    // MARK: declaration starts

    static let modifierWords: KeywordSet = [
        .public, .private, .fileprivate, .internal, .static, .final, .override, .convenience, .required,
        .lazy, .weak, .unowned, .mutating, .nonmutating, .dynamic, .optional, .indirect, .open, .package,
        .nonisolated, .distributed, .infix, .prefix, .postfix, .consuming, .borrowing, .__consuming,
    ]

    enum Introducer {
        case type(DeclKind), ext, function, initializer, deinitializer, subscriptDecl, variable(DeclKind)
        case enumCase, typeAlias, associatedType, macro, importDecl, operatorDecl, precedenceGroup
    }

    func introducer(_ c: Int) -> Introducer? {
        guard valid(c) else { return nil }
        let x = t(c)
        if x.flags.contains(.escaped) { return nil }
        if x.keyword == .actor && isIdentLike(c + 1) && !isPunct(c - 1, UInt8(ascii: ".")) { return .type(.actor) }
        if x.keyword == .macro && isIdentLike(c + 1) && (isPunct(c + 2, UInt8(ascii: "(")) || isPunct(c + 2, UInt8(ascii: "<"))) { return .macro }
        if x.kind == .keyword {
            switch x.keyword {
            case .struct: return .type(.struct)
            case .class: return .type(.class)
            case .enum: return .type(.enum)
            case .protocol: return .type(.protocol)
            case .extension: return .ext
            case .func: return .function
            case .`init`: return .initializer
            case .deinit: return .deinitializer
            case .subscript: return .subscriptDecl
            case .var: return .variable(.var)
            case .let: return .variable(.let)
            case .case: return .enumCase
            case .typealias: return .typeAlias
            case .associatedtype: return .associatedType
            case .import: return .importDecl
            case .operator: return .operatorDecl
            case .precedencegroup: return .precedenceGroup
            default: return nil
            }
        }
        return nil
    }

    func isIdentLike(_ c: Int) -> Bool {
        guard valid(c) else { return false }
        return t(c).kind == .identifier
    }

    func isModifier(_ c: Int) -> Bool {
        guard valid(c) else { return false }
        let x = t(c)
        if x.flags.contains(.escaped) { return false }
        guard x.kind == .keyword || x.kind == .identifier else { return false }
        if x.keyword == .class {
            // `class func`, `class var`, `class final`…
            let nx = c + 1
            return valid(nx) && (introducer(nx) != nil || isModifier(nx)) && !isKeyword(nx, .class)
                && (t(nx).kind == .keyword || modifiers.contains(t(nx).keyword))
                && !(introducerIsType(nx))
        }
        guard modifiers.contains(x.keyword) else { return false }
        if x.kind == .keyword { return true }
        // Contextual modifier words only when a declaration follows.
        var nx = c + 1
        if isPunct(nx, UInt8(ascii: "(")) && isPunct(nx + 2, UInt8(ascii: ")")) { nx += 3 }
        return introducer(nx) != nil || isModifier(nx) || isPunct(nx, UInt8(ascii: "@"))
    }

    func introducerIsType(_ c: Int) -> Bool {
        if case .type = introducer(c) { return true }
        if case .ext = introducer(c) { return true }
        return false
    }

    // MARK: scopes

    struct Scope {
        var declIndex: Int?  // nil = file level
        var closeAt: Int  // position of the closing `}` (or code.count)
        var isEnum: Bool
        var isProtocol: Bool
    }

    mutating func run() {
        // Match every ( [ { with its closer once: skipping a body is then O(1), so
        // nested type bodies cost linear time, not quadratic.
        var matchEnd = bracketsMatched ? [] : [Int32](repeating: -1, count: code.count)
        if !bracketsMatched {
            var paren: [Int32] = [], square: [Int32] = [], brace: [Int32] = []
            for c in 0..<code.count {
                let x = toks[Int(code[c])]
                guard x.kind == .punctuation && x.end &- x.start == 1 else { continue }
                switch x.byte {
                case UInt8(ascii: "("): paren.append(Int32(c))
                case UInt8(ascii: "["): square.append(Int32(c))
                case UInt8(ascii: "{"): brace.append(Int32(c))
                case UInt8(ascii: ")"): if let o = paren.popLast() { matchEnd[Int(o)] = Int32(c) }
                case UInt8(ascii: "]"): if let o = square.popLast() { matchEnd[Int(o)] = Int32(c) }
                case UInt8(ascii: "}"): if let o = brace.popLast() { matchEnd[Int(o)] = Int32(c) }
                default: break
                }
            }
        }
        if !bracketsMatched { self.matchEnd = matchEnd }
        if collectIdentifiers {
            // A tight loop over plain buffers: this runs over every code token of every file.
            var ids = [Int](repeating: 0, count: code.count)
            var n = 0
            let capitalised = capitalisedIdentifiers, p = self.p
            toks.withUnsafeBufferPointer { tb in
                code.withUnsafeBufferPointer { cb in
                    ids.withUnsafeMutableBufferPointer { out in
                        for k in cb where tb[Int(k)].kind == .identifier {
                            if capitalised {
                                let f = p[Int(tb[Int(k)].start)]
                                guard f >= UInt8(ascii: "A") && f <= UInt8(ascii: "Z") else { continue }
                            }
                            out[n] = Int(k)
                            n += 1
                        }
                    }
                }
            }
            ids.removeLast(ids.count - n)
            result.identifierTokens = ids
        }
        var scopes: [Scope] = []
        scopes.reserveCapacity(8)
        scopes.append(Scope(declIndex: nil, closeAt: code.count, isEnum: false, isProtocol: false))
        // About one declaration per 40 code tokens in real code: room reserved once instead of
        // the array growing (and moving every declaration) as it fills.
        result.declarations.reserveCapacity(code.count / 40 + 4)
        var c = 0
        var pendingAttrs: [String] = []
        // Attribute names are kept only with full or attribute detail: without either, compaction
        // removes every declaration's details (names included), and `parseAttribute` spells none.
        let keepsAttributeNames = full || attributeDetail
        var pendingStart = -1
        while true {
            guard let scope = scopes.last else { break }
            if c >= scope.closeAt || c >= code.count {
                if scopes.count == 1 { break }
                let closed = scopes.removeLast()
                if let d = closed.declIndex { result.declarations[d].endToken = Int(code[min(closed.closeAt, code.count - 1)]) + 1 }
                // A declaration read past its scope's end (an unclosed bracket, broken code): the
                // walk goes back and may read again, as declarations, tokens it read as that one's.
                if c > closed.closeAt + 1 { wentBack = true }
                c = closed.closeAt + 1
                pendingAttrs = []
                pendingAttrInfo = []
                pendingStart = -1
                continue
            }
            let x = t(c)
            // Compiler directives: transparent, conditions skipped.
            if x.kind == .pound {
                if isDirective(c) {
                    c = skipDirective(c)
                    continue
                }
                // A freestanding macro or `#warning(…)` at declaration level.
                c = skipMacroExpansion(c)
                pendingAttrs = []
                pendingAttrInfo = []
                pendingStart = -1
                continue
            }
            if isPunct(c, UInt8(ascii: "@")) {
                if pendingStart < 0 { pendingStart = c }
                let (name, next) = parseAttribute(c)
                if keepsAttributeNames { pendingAttrs.append(name) }
                if attributeDetail { pendingAttrInfo.append(attributeInfo(c, next)) }
                c = next
                continue
            }
            if isPunct(c, UInt8(ascii: ";")) {
                c += 1
                continue
            }
            // Modifiers, then an introducer.
            var m = c
            var modifiers = ModifierList()
            pendingAccessAt = -1
            while isModifier(m) {
                // A modifier is a keyword (`isModifier`): recorded as one, packed (no string
                // and no array per declaration).
                let mt = t(m)
                let at = m
                if isPunct(m + 1, UInt8(ascii: "(")) && valid(m + 2) && isPunct(m + 3, UInt8(ascii: ")")) {
                    modifiers.append(keyword: mt.keyword, detail: text(m + 2))
                    m += 4
                } else {
                    // A bare access-level word (`private(set)` is none): told by its keyword,
                    // without comparing strings.
                    if pendingAccessAt < 0 && AccessLevel(keyword: mt.keyword) != nil {
                        pendingAccessAt = at
                    }
                    modifiers.append(keyword: mt.keyword, detail: nil)
                    m += 1
                }
                // Attributes may sit between modifiers.
                while isPunct(m, UInt8(ascii: "@")) {
                    let (name, next) = parseAttribute(m)
                    if keepsAttributeNames { pendingAttrs.append(name) }
                    if attributeDetail { pendingAttrInfo.append(attributeInfo(m, next)) }
                    m = next
                }
            }
            if let intro = introducer(m) {
                let start = pendingStart >= 0 ? pendingStart : c
                let parent = scope.declIndex
                let (next, newScope) = parseDeclaration(intro, at: m, start: start, modifiers: modifiers, attributes: pendingAttrs, parent: parent, scope: scope)
                pendingAccessAt = -1
                pendingAttrInfo = []
                pendingAttrs = []
                pendingStart = -1
                if let s = newScope {
                    scopes.append(s)
                }
                c = max(next, c + 1)
                continue
            }
            // Not a declaration: a statement (top-level code) or stray tokens.
            pendingAttrs = []
            pendingAttrInfo = []
            pendingStart = -1
            c = skipStatement(c, scope: scope)
        }
    }

    func isDirective(_ c: Int) -> Bool {
        guard valid(c + 1), t(c + 1).kind == .identifier, Int(t(c + 1).start) == Int(t(c).end) else { return false }
        let w = t(c + 1)
        if w.keyword == .if || w.keyword == .else { return true }
        return textIs(c + 1, "elseif") || textIs(c + 1, "endif") || textIs(c + 1, "sourceLocation")
            || textIs(c + 1, "warning") || textIs(c + 1, "error")
    }

    /// Skips `#if cond` / `#elseif cond` / `#else` / `#endif` (to the end of the line).
    mutating func skipDirective(_ c: Int) -> Int {
        let w = t(c + 1)
        var j = c + 2
        if w.keyword == .if || textIs(c + 1, "elseif") {
            while valid(j) && !atLineStart(j) {
                if collectIdentifiers && t(j).kind == .identifier { importNameTokens.append(Int(code[j])) }
                j += 1
            }
        } else if textIs(c + 1, "sourceLocation") || textIs(c + 1, "warning") || textIs(c + 1, "error") {
            if isPunct(j, UInt8(ascii: "(")) { j = skipGroup(j) }
        }
        return j
    }

    func skipMacroExpansion(_ c: Int) -> Int {
        var j = c + 1
        if valid(j) && t(j).kind == .identifier { j += 1 }
        if isPunct(j, UInt8(ascii: "<")) { j = skipGroup(j) }
        if isPunct(j, UInt8(ascii: "(")) && !atLineStart(j) { j = skipGroup(j) }
        while isPunct(j, UInt8(ascii: "{")) && !atLineStart(j) { j = skipGroup(j) }
        return j
    }

    /// `@Name`, `@Name(args)`, `@Module.Name`: returns "@Name" and the next position.
    func parseAttribute(_ c: Int, spelled: Bool = false) -> (String, Int) {
        var j = c + 1
        var name = "@"
        if valid(j) && !full && !attributeDetail && !spelled {
            // Only skip it.
            j += 1
            while isPunct(j, UInt8(ascii: ".")) && valid(j + 1) && Int(t(j).start) == Int(t(j - 1).end) { j += 2 }
            if isPunct(j, UInt8(ascii: "<")) { j = skipGroup(j) }
            if isPunct(j, UInt8(ascii: "(")) && Int(t(j).start) == Int(t(j - 1).end) { j = skipGroup(j) }
            return (name, j)
        }
        if valid(j) {
            name += text(j)
            j += 1
            while isPunct(j, UInt8(ascii: ".")) && valid(j + 1) && Int(t(j).start) == Int(t(j - 1).end) {
                name += "." + text(j + 1)
                j += 2
            }
            if isPunct(j, UInt8(ascii: "<")) {
                let e = skipGroup(j)
                name += normalized(j, e)
                j = e
            }
            if isPunct(j, UInt8(ascii: "(")) && Int(t(j).start) == Int(t(j - 1).end) { j = skipGroup(j) }
        }
        return (name, j)
    }

    /// The attribute `[c, next)` with its arguments and position.
    func attributeInfo(_ c: Int, _ next: Int) -> AttributeInfo {
        var name = "@"
        var j = c + 1
        if valid(j) && j < next {
            name += text(j)
            j += 1
            while isPunct(j, UInt8(ascii: ".")) && j + 1 < next && Int(t(j).start) == Int(t(j - 1).end) {
                name += "." + text(j + 1)
                j += 2
            }
        }
        var arguments: String?
        var stringFirst = false
        // The argument list: the last `(`…`)` group of the attribute.
        if next - 1 > j, isPunct(next - 1, UInt8(ascii: ")")) {
            var open = j
            while open < next && !isPunct(open, UInt8(ascii: "(")) { open += 1 }
            if open < next - 1 {
                arguments = normalized(open + 1, next - 1)
                stringFirst = valid(open + 1) && t(open + 1).kind == .string
            } else if open == next - 1 {
                arguments = ""
            }
        }
        let x = t(c)
        return AttributeInfo(name: name, arguments: arguments, firstArgumentIsString: stringFirst,
                             line: Int32(truncatingIfNeeded: x.line), column: Int32(truncatingIfNeeded: x.column))
    }

    /// Skips a non-declaration statement: to the next line that starts a
    /// declaration, or past a braced block.
    func skipStatement(_ c: Int, scope: Scope) -> Int {
        var j = c
        var first = true
        while j < scope.closeAt && j < code.count {
            if !first && atLineStart(j) && startsDeclaration(j) { return j }
            first = false
            let x = t(j)
            if x.kind == .punctuation && x.length == 1 {
                let b = p[Int(x.start)]
                if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") || b == UInt8(ascii: "{") {
                    j = skipGroup(j)
                    continue
                }
                if b == UInt8(ascii: "}") { return j + 1 }
                if b == UInt8(ascii: ";") { return j + 1 }
            }
            j += 1
        }
        return j
    }

    func startsDeclaration(_ c: Int) -> Bool {
        if isPunct(c, UInt8(ascii: "@")) { return true }
        if valid(c) && t(c).kind == .pound { return true }
        var m = c
        while isModifier(m) {
            m += 1
            if isPunct(m, UInt8(ascii: "(")) { m += 3 }
        }
        return introducer(m) != nil
    }

    /// End of a declaration header/statement that has no braces of its own:
    /// the next line starting a declaration, `;`, or the scope's closing brace.
    func statementEnd(_ c: Int, scope: Scope, stopAtComma: Bool = false, stopAtBrace: Bool = false, stopAtEqual: Bool = false,
                      stopAtWhere: Bool = false, checkFirst: Bool = false, isType: Bool = false) -> Int {
        var j = c
        while j < scope.closeAt && j < code.count {
            if (j > c || checkFirst) && atLineStart(j) {
                if startsDeclaration(j) { return j }
                // A type ends at the line break unless the next line continues it.
                if isType && j > c && !continuesType(j) { return j }
            }
            let x = t(j)
            if x.kind == .punctuation && x.length == 1 {
                let b = p[Int(x.start)]
                switch b {
                case UInt8(ascii: ";"), UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): return j
                case UInt8(ascii: ","): if stopAtComma { return j }
                case UInt8(ascii: "{"):
                    if stopAtBrace { return j }
                    j = skipGroup(j)
                    continue
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
                    j = skipGroup(j)
                    continue
                default: break
                }
            } else if stopAtEqual && x.kind == .operator && x.length == 1 && p[Int(x.start)] == UInt8(ascii: "=") {
                return j
            } else if stopAtWhere && x.kind == .keyword && x.keyword == .where {
                return j
            }
            j += 1
        }
        return min(j, code.count)
    }

    /// The previous line ended inside a list (`,` `:` `&`), so `c` continues it.
    func continuesList(_ c: Int) -> Bool {
        isPunct(c - 1, UInt8(ascii: ",")) || isPunct(c - 1, UInt8(ascii: ":")) || isOp(c - 1, UInt8(ascii: "&"))
    }

    /// A line starting at `c` continues the type on the previous line.
    func continuesType(_ c: Int) -> Bool {
        if isPunct(c, UInt8(ascii: ".")) || isArrow(c) || isOp(c, UInt8(ascii: "&")) || isKeyword(c, .throws) || isWord(c, .async) { return true }
        let prev = c - 1
        if isPunct(prev, UInt8(ascii: ",")) || isArrow(prev) || isOp(prev, UInt8(ascii: "&")) || isPunct(prev, UInt8(ascii: ":")) || isPunct(prev, UInt8(ascii: ".")) { return true }
        return false
    }

    // MARK: declarations

    mutating func newDecl(_ kind: DeclKind, name: String, nameAt: Int, start: Int, modifiers: ModifierList, attributes: [String], parent: Int?) -> Int {
        let nt = valid(nameAt) ? t(nameAt) : t(code.count - 1)
        var parentPath = ""
        if let pi = parent, full {
            let pp = result.declarations[pi].parentPath
            parentPath = pp.isEmpty ? result.declarations[pi].name : pp + "." + result.declarations[pi].name
        }
        // Appended as the value of its initializer, then completed in place: a local variable
        // appended was copied (every field retained) and then destroyed (every field released).
        result.declarations.append(Declaration(kind: kind, name: name, nameToken: valid(nameAt) ? Int(code[nameAt]) : Int(code[code.count - 1]),
                                               line: Int(nt.line), column: Int(nt.column), startToken: Int(code[start])))
        let di = result.declarations.count - 1
        if !modifiers.isEmpty { result.declarations[di].modifierList = modifiers }
        if pendingAccessAt >= 0 && !modifiers.isEmpty {
            let a = t(pendingAccessAt)
            result.declarations[di].accessLevelLine = Int(a.line)
            result.declarations[di].accessLevelColumn = Int(a.column)
        }
        // The setter opens the details box: only when there is something to put in it.
        if !attributes.isEmpty { result.declarations[di].attributes = attributes }
        if !pendingAttrInfo.isEmpty { result.declarations[di].attributeInfo = pendingAttrInfo }
        result.declarations[di].parent = parent
        if !parentPath.isEmpty { result.declarations[di].parentPath = parentPath }
        return di
    }

    /// Parses one declaration; returns the next position and, for a type or
    /// extension with a body, the scope of its members.
    mutating func parseDeclaration(_ intro: Introducer, at c: Int, start: Int, modifiers: ModifierList, attributes: [String],
                                   parent: Int?, scope: Scope) -> (Int, Scope?) {
        switch intro {
        case .type(let kind):
            let nameAt = c + 1
            guard valid(nameAt), t(nameAt).kind == .identifier else {
                // No name (`protocol 42 {}`, `struct {`): not a declaration; skip its header and body.
                var j = c + 1
                while valid(j) && j < scope.closeAt && !isPunct(j, UInt8(ascii: "{")) && !isPunct(j, UInt8(ascii: "}"))
                    && !(j > c + 1 && atLineStart(j) && startsDeclaration(j)) { j += 1 }
                if isPunct(j, UInt8(ascii: "{")) { j = skipGroup(j) }
                return (j, nil)
            }
            let name = text(nameAt)
            // A protocol's attribute names are kept in every file (`@Spyable`, `@MainActor`: facts about a
            // contract): read again here when the scan did not keep attribute names.
            var attributes = attributes
            if kind == .protocol && attributes.isEmpty && start < c && !(full || attributeDetail) {
                var k = start
                while k < c {
                    if isPunct(k, UInt8(ascii: "@")) {
                        let (attribute, next) = parseAttribute(k, spelled: true)
                        attributes.append(attribute)
                        k = max(next, k + 1)
                    } else {
                        k += 1
                    }
                }
            }
            let di = newDecl(kind, name: name, nameAt: nameAt, start: start, modifiers: modifiers, attributes: attributes, parent: parent)
            var j = nameAt + 1
            if isPunct(j, UInt8(ascii: "<")) {
                let e = skipGroup(j)
                result.declarations[di].hasGenericParameters = true
                // A type's clause is kept in every scan: in an extension of the type, elsewhere, its
                // parameters are in scope (`ProjectIndex.extendedTypeDeclaresParameter`).
                result.declarations[di].genericParameters = normalized(j + 1, e - 1)
                j = e
            }
            j = parseInheritanceAndWhere(j, di, scope: scope)
            if !isPunct(j, UInt8(ascii: "{")) {
                // Unexpected tokens between the header and the body (`protocol P X {`, an invalid
                // character in the name, `struct S` and `{` on a later line): skipped to the `{`,
                // as SwiftParser recovers, unless `;`, a closer or a declaration comes first.
                let k = scanUntil(j) { s, k in
                    s.isPunct(k, UInt8(ascii: "{")) || s.isPunct(k, UInt8(ascii: ";")) || s.startsDeclaration(k)
                }
                if isPunct(k, UInt8(ascii: "{")) && k < scope.closeAt { j = k }
            }
            return openBody(j, di, isEnum: kind == .enum, isProtocol: kind == .protocol, scope: scope)
        case .ext:
            let typeStart = c + 1
            let typeEnd = scanUntil(typeStart) { s, j in
                s.isPunct(j, UInt8(ascii: ":")) || s.isKeyword(j, .where) || s.isPunct(j, UInt8(ascii: "{"))
                    || (j > typeStart && s.atLineStart(j) && s.startsDeclaration(j))
            }
            let name = normalized(typeStart, typeEnd)
            let di = newDecl(.extension, name: name, nameAt: typeStart, start: start, modifiers: modifiers, attributes: attributes, parent: parent)
            let j = parseInheritanceAndWhere(typeEnd, di, scope: scope)
            return openBody(j, di, isEnum: false, isProtocol: false, scope: scope)
        case .function, .initializer, .subscriptDecl, .macro:
            return (parseFunction(intro, at: c, start: start, modifiers: modifiers, attributes: attributes, parent: parent, scope: scope), nil)
        case .deinitializer:
            let di = newDecl(.deinit, name: "deinit", nameAt: c, start: start, modifiers: modifiers, attributes: attributes, parent: parent)
            var j = c + 1
            if isWord(j, .async) { result.declarations[di].isAsync = true; j += 1 }
            if isPunct(j, UInt8(ascii: "{")) {
                let e = skipGroup(j)
                confirmSkim(j)
                result.declarations[di].body = inside(j, e)
                j = e
            }
            result.declarations[di].endToken = valid(j - 1) ? Int(code[j - 1]) + 1 : toks.count
            return (j, nil)
        case .variable(let kind):
            return (parseVariable(kind, at: c, start: start, modifiers: modifiers, attributes: attributes, parent: parent, scope: scope), nil)
        case .enumCase:
            return (parseCase(at: c, start: start, modifiers: modifiers, attributes: attributes, parent: parent, scope: scope), nil)
        case .typeAlias:
            let nameAt = c + 1
            let di = newDecl(.typealias, name: valid(nameAt) ? text(nameAt) : "", nameAt: nameAt, start: start, modifiers: modifiers, attributes: attributes, parent: parent)
            var j = nameAt + 1
            if isPunct(j, UInt8(ascii: "<")) {
                let e = skipGroup(j)
                result.declarations[di].hasGenericParameters = true
                if full || genericClauses { result.declarations[di].genericParameters = normalized(j + 1, e - 1) }
                j = e
            }
            if isOp(j, UInt8(ascii: "=")) {
                let e = statementEnd(j + 1, scope: scope, stopAtWhere: true)
                if full { result.declarations[di].typeAnnotation = normalized(j + 1, e) }
                j = e
            }
            if isKeyword(j, .where) {
                let e = statementEnd(j + 1, scope: scope)
                if full { result.declarations[di].whereClause = normalized(j + 1, e) }
                j = e
            }
            result.declarations[di].endToken = valid(j - 1) ? Int(code[j - 1]) + 1 : toks.count
            return (j, nil)
        case .associatedType:
            let nameAt = c + 1
            let di = newDecl(.associatedtype, name: valid(nameAt) ? text(nameAt) : "", nameAt: nameAt, start: start, modifiers: modifiers, attributes: attributes, parent: parent)
            var j = nameAt + 1
            if isPunct(j, UInt8(ascii: ":")) {
                let e = statementEnd(j + 1, scope: scope, stopAtEqual: true, stopAtWhere: true)
                result.declarations[di].inherited = splitTopLevel(j + 1, e)
                j = e
            }
            let e = statementEnd(j, scope: scope, checkFirst: true)
            result.declarations[di].endToken = valid(e - 1) ? Int(code[e - 1]) + 1 : toks.count
            return (e, nil)
        case .importDecl:
            var j = c + 1
            // `import struct Foo.Bar`
            if valid(j), t(j).kind == .keyword || (t(j).kind == .identifier && t(j).keyword == .actor),
               valid(j + 1), !atLineStart(j + 1), t(j + 1).kind == .identifier {
                j += 1
            }
            var name = ""
            let nameAt = j
            while valid(j) && (t(j).kind == .identifier || t(j).kind == .keyword) && (name.isEmpty || !atLineStart(j)) {
                if collectIdentifiers { importNameTokens.append(Int(code[j])) }
                name += text(j)
                if isPunct(j + 1, UInt8(ascii: ".")) && !atLineStart(j + 1) { name += "."; j += 2 } else { j += 1; break }
            }
            if !name.isEmpty {
                result.imports.append(name)
                result.importPositions.append(ImportPosition(line: Int32(truncatingIfNeeded: t(nameAt).line),
                                                             column: Int32(truncatingIfNeeded: t(nameAt).column)))
            }
            return (j, nil)
        case .operatorDecl:
            return (statementEnd(c + 1, scope: scope, stopAtBrace: true), nil)
        case .precedenceGroup:
            var j = c + 1
            while valid(j) && !isPunct(j, UInt8(ascii: "{")) && j < scope.closeAt { j += 1 }
            if isPunct(j, UInt8(ascii: "{")) { j = skipGroup(j) }
            return (j, nil)
        }
    }

    /// Splits `[from, to)` at top-level commas, normalising each part.
    func splitTopLevel(_ from: Int, _ to: Int) -> [String] {
        var parts: [String] = []
        var s = from
        var j = from
        while j < to {
            if isPunct(j, UInt8(ascii: "(")) || isPunct(j, UInt8(ascii: "[")) || isPunct(j, UInt8(ascii: "<")) || isPunct(j, UInt8(ascii: "{")) {
                j = min(skipGroup(j), to)
                continue
            }
            if isPunct(j, UInt8(ascii: ",")) {
                if j > s { parts.append(normalized(s, j)) }
                s = j + 1
            }
            j += 1
        }
        if to > s { parts.append(normalized(s, to)) }
        return parts
    }

    /// A token no inherited type can go on with, so the list ends before it (as SwiftParser
    /// reads it): a character that is no token of Swift, or a name right after a capitalised
    /// type name that starts an entry (`protocol P: A B {`). Lower-case words before a type are
    /// kept (`nonisolated P`, `isolated P`), and so is `@unchecked Sendable`.
    func endsInheritanceList(_ k: Int) -> Bool {
        guard valid(k) else { return false }
        let x = t(k)
        if x.kind == .unknown { return true }
        guard x.kind == .identifier, valid(k - 1), t(k - 1).kind == .identifier, t(k - 1).keyword == .none,
              isPunct(k - 2, UInt8(ascii: ":")) || isPunct(k - 2, UInt8(ascii: ",")) || isOp(k - 2, UInt8(ascii: "&")) else { return false }
        let first = p[Int(t(k - 1).start)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    mutating func parseInheritanceAndWhere(_ c: Int, _ di: Int, scope: Scope) -> Int {
        var j = c
        if isPunct(j, UInt8(ascii: ":")) {
            let e = scanUntil(j + 1) { s, k in
                s.isKeyword(k, .where) || s.isPunct(k, UInt8(ascii: "{"))
                    || (s.atLineStart(k) && s.startsDeclaration(k) && !s.continuesList(k))
                    || s.endsInheritanceList(k)
            }
            result.declarations[di].inherited = splitTopLevel(j + 1, e)
            j = e
        }
        if isKeyword(j, .where) {
            let e = scanUntil(j + 1) { s, k in
                s.isPunct(k, UInt8(ascii: "{")) || (s.atLineStart(k) && s.startsDeclaration(k))
            }
            if full { result.declarations[di].whereClause = normalized(j + 1, e) }
            j = e
        }
        return j
    }

    mutating func openBody(_ c: Int, _ di: Int, isEnum: Bool, isProtocol: Bool, scope: Scope) -> (Int, Scope?) {
        guard isPunct(c, UInt8(ascii: "{")) else {
            result.declarations[di].endToken = valid(c - 1) ? Int(code[c - 1]) + 1 : toks.count
            return (c, nil)
        }
        let close = skipGroup(c) - 1
        let closeAt = isPunct(close, UInt8(ascii: "}")) ? close : code.count
        let lower = Int(code[c]) + 1
        result.declarations[di].body = lower ..< max(lower, closeAt < code.count ? Int(code[closeAt]) : toks.count)
        return (c + 1, Scope(declIndex: di, closeAt: closeAt, isEnum: isEnum, isProtocol: isProtocol))
    }

    /// A function, initializer, subscript or macro that compaction will drop whatever it says
    /// (`FileSyntax.keptDeclarations` without full detail): outside a protocol, only a `func`
    /// is kept, in Sources/ or when it carries attributes the plan reads (`@Test`).
    func willBeDropped(_ intro: Introducer, parent: Int?) -> Bool {
        guard dropsUnkept, !isProtocol(parent) else { return false }
        if case .function = intro { return !(inSources && parent != nil) && pendingAttrInfo.isEmpty }
        return true
    }

    /// Whether a generic parameter clause follows the name of the function, initializer, subscript
    /// or macro introduced at `c` (read as `parseFunction` reads the name).
    func genericClauseFollows(_ intro: Introducer, at c: Int) -> Bool {
        var j = c + 1
        switch intro {
        case .initializer:
            if valid(j) && Int(t(j).start) == Int(t(c).end) && (isPunct(j, UInt8(ascii: "?")) || isPunct(j, UInt8(ascii: "!"))) { j += 1 }
        case .subscriptDecl:
            break
        case .macro:
            j += 1
        default:
            if valid(j) && t(j).kind == .operator || (valid(j) && t(j).kind == .punctuation && !isPunct(j, UInt8(ascii: "(")) && !isPunct(j, UInt8(ascii: "<"))) {
                j += 1
                while valid(j) && (t(j).kind == .operator || (t(j).kind == .punctuation && !isPunct(j, UInt8(ascii: "(")) && !isPunct(j, UInt8(ascii: "<")))) && Int(t(j).start) == Int(t(j - 1).end) {
                    j += 1
                }
            } else {
                j += 1
            }
        }
        return isPunct(j, UInt8(ascii: "<"))
    }

    @inline(__always) func isProtocol(_ parent: Int?) -> Bool {
        if let p = parent { return result.declarations[p].kind == .protocol }
        return false
    }

    mutating func parseFunction(_ intro: Introducer, at c: Int, start: Int, modifiers: ModifierList, attributes: [String],
                                parent: Int?, scope: Scope) -> Int {
        var j = c + 1
        let di: Int
        // Compaction will drop it: it is read past, not recorded (it holds no declarations,
        // and the owners of identifiers are kept declarations only). With `genericClauses` (the
        // owners of references), one with a generic parameter clause is kept: its parameters are
        // in scope in it.
        let dropped = willBeDropped(intro, parent: parent) && !(genericClauses && genericClauseFollows(intro, at: c))
        switch intro {
        case .initializer:
            var name = "init"
            if valid(j) && Int(t(j).start) == Int(t(c).end) && (isPunct(j, UInt8(ascii: "?")) || isPunct(j, UInt8(ascii: "!"))) {
                if !dropped { name += text(j) }
                j += 1
            }
            di = dropped ? -1 : newDecl(.`init`, name: name, nameAt: c, start: start, modifiers: modifiers, attributes: attributes, parent: parent)
        case .subscriptDecl:
            di = dropped ? -1 : newDecl(.subscript, name: "subscript", nameAt: c, start: start, modifiers: modifiers, attributes: attributes, parent: parent)
        case .macro:
            di = dropped ? -1 : newDecl(.macro, name: valid(j) ? text(j) : "", nameAt: j, start: start, modifiers: modifiers, attributes: attributes, parent: parent)
            j += 1
        default:
            // func name: identifier, backticked identifier, or operator (`==`, `<`, `<<`).
            // Not spelled out for a function read past (`dropped`).
            var name = valid(j) && !dropped ? text(j) : ""
            let nameAt = j
            if valid(j) && t(j).kind == .operator || (valid(j) && t(j).kind == .punctuation && !isPunct(j, UInt8(ascii: "(")) && !isPunct(j, UInt8(ascii: "<"))) {
                // Operator names may have been split (`<` then `>`) by angle classification.
                j += 1
                while valid(j) && (t(j).kind == .operator || (t(j).kind == .punctuation && !isPunct(j, UInt8(ascii: "(")) && !isPunct(j, UInt8(ascii: "<")))) && Int(t(j).start) == Int(t(j - 1).end) {
                    if !dropped { name += text(j) }
                    j += 1
                }
            } else {
                j += 1
            }
            di = dropped ? -1 : newDecl(.func, name: name, nameAt: nameAt, start: start, modifiers: modifiers, attributes: attributes, parent: parent)
        }
        if isPunct(j, UInt8(ascii: "<")) {
            let e = skipGroup(j)
            if di >= 0 && (full || genericClauses) { result.declarations[di].genericParameters = normalized(j + 1, e - 1) }
            j = e
        }
        if isPunct(j, UInt8(ascii: "(")) {
            let e = skipGroup(j)
            if !dropped {
                // A protocol requirement's parameters are spelled out in every file: a contract's shape.
                result.declarations[di].parameters = parseParameters(j + 1, e - 1, subscriptStyle: { if case .subscriptDecl = intro { return true }; return false }(),
                                                                     detail: full || isProtocol(parent))
            }
            j = e
        }
        // Effects.
        j = parseEffects(j, di)
        if isArrow(j) {
            let e = scanUntil(j + 1) { s, k in
                s.isPunct(k, UInt8(ascii: "{")) || s.isKeyword(k, .where) || s.isOp(k, UInt8(ascii: "="))
                    || (s.atLineStart(k) && s.startsDeclaration(k))
            }
            // A protocol requirement's return type is kept in every file, as its parameters are
            // (a contract's shape: `usecase-async` reads whether it returns a publisher or stream).
            if di >= 0 && (full || isProtocol(parent)) {
                result.declarations[di].returnType = normalized(j + 1, e)
            }
            j = e
        }
        if isOp(j, UInt8(ascii: "=")) {
            // macro definition `= #externalMacro(…)`
            j = statementEnd(j + 1, scope: scope)
        }
        if isKeyword(j, .where) {
            let e = scanUntil(j + 1) { s, k in s.isPunct(k, UInt8(ascii: "{")) || (s.atLineStart(k) && s.startsDeclaration(k)) }
            if full { result.declarations[di].whereClause = normalized(j + 1, e) }
            j = e
        }
        if isPunct(j, UInt8(ascii: "{")) {
            let e = skipGroup(j)
            if case .subscriptDecl = intro {} else { confirmSkim(j) }
            if !dropped {
                result.declarations[di].body = inside(j, e)
                if case .subscriptDecl = intro {
                    parseAccessors(j, e, di)
                }
            }
            j = e
        }
        if di >= 0 { result.declarations[di].endToken = valid(j - 1) ? Int(code[j - 1]) + 1 : toks.count }
        return j
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync` after a parameter clause or accessor.
    /// `di` -1 (a declaration read past, not recorded): the effects are skipped only.
    mutating func parseEffects(_ c: Int, _ di: Int) -> Int {
        let record = di >= 0
        var j = c
        while valid(j) {
            if isWord(j, .async) || isWord(j, .reasync) {
                if record { result.declarations[di].isAsync = true }
                j += 1
                continue
            }
            if isKeyword(j, .throws) {
                if record {
                    result.declarations[di].throwsToken = Int(code[j])
                    result.declarations[di].throwsLine = Int(t(j).line)
                    result.declarations[di].throwsColumn = Int(t(j).column)
                }
                if isPunct(j + 1, UInt8(ascii: "(")) && !atLineStart(j + 1) {
                    let e = skipGroup(j + 1)
                    if record { result.declarations[di].throwsClause = .typed(normalized(j + 2, e - 1)) }
                    j = e
                } else {
                    if record { result.declarations[di].throwsClause = .untyped }
                    j += 1
                }
                continue
            }
            if isKeyword(j, .rethrows) {
                if record {
                    result.declarations[di].throwsToken = Int(code[j])
                    result.declarations[di].throwsLine = Int(t(j).line)
                    result.declarations[di].throwsColumn = Int(t(j).column)
                }
                if record { result.declarations[di].throwsClause = .rethrows }
                j += 1
                continue
            }
            break
        }
        return j
    }

    /// Parameters between `from` and `to` (exclusive of the parentheses).
    func parseParameters(_ from: Int, _ to: Int, subscriptStyle: Bool, detail: Bool) -> [Parameter] {
        var params: [Parameter] = []
        var s = from
        var j = from
        func finish(_ a: Int, _ b: Int) {
            guard a < b else { return }
            // [attributes] first [second] : type [= default]
            var k = a
            while isPunct(k, UInt8(ascii: "@")) { k = parseAttribute(k).1 }
            guard k < b else { return }
            func isName(_ q: Int) -> Bool {
                guard q < b else { return false }
                let x = t(q)
                return x.kind == .identifier || x.kind == .keyword
            }
            var first: String?
            var second: String?
            var colon = k
            if isName(k) && isPunct(k + 1, UInt8(ascii: ":")) {
                first = text(k)
                colon = k + 1
            } else if isName(k) && isName(k + 1) && isPunct(k + 2, UInt8(ascii: ":")) {
                first = text(k)
                second = detail ? text(k + 1) : ""
                colon = k + 2
            }
            var type = ""
            let typeStart = first == nil ? k : colon + 1
            var e = typeStart
            while e < b && !isOp(e, UInt8(ascii: "=")) {
                if isPunct(e, UInt8(ascii: "(")) || isPunct(e, UInt8(ascii: "[")) || isPunct(e, UInt8(ascii: "<")) { e = min(skipGroup(e), b); continue }
                e += 1
            }
            if detail { type = normalized(typeStart, e) }
            // Positions, like names and types, only with full detail: without it the summary
            // keeps labels alone (what compaction would leave).
            let line = detail ? Int32(truncatingIfNeeded: t(k).line) : 0, column = detail ? Int32(truncatingIfNeeded: t(k).column) : 0
            guard let first else {
                // An unlabelled type (enum case associated value).
                params.append(Parameter(label: nil, name: "", type: type, line: line, column: column))
                return
            }
            let label: String?
            if subscriptStyle && second == nil {
                label = nil
            } else {
                label = first == "_" ? nil : first
            }
            // The name is read only with full detail (compaction empties it otherwise).
            params.append(Parameter(label: label, name: detail ? second ?? first : "", type: type, line: line, column: column))
        }
        while j < to {
            if isPunct(j, UInt8(ascii: "(")) || isPunct(j, UInt8(ascii: "[")) || isPunct(j, UInt8(ascii: "<")) || isPunct(j, UInt8(ascii: "{")) {
                j = min(skipGroup(j), to)
                continue
            }
            if isPunct(j, UInt8(ascii: ",")) {
                finish(s, j)
                s = j + 1
            }
            j += 1
        }
        finish(s, to)
        return params
    }

    mutating func parseVariable(_ kind: DeclKind, at c: Int, start: Int, modifiers: ModifierList, attributes: [String],
                                parent: Int?, scope: Scope) -> Int {
        var j = c + 1
        // Compaction drops a property outside a protocol unless the plan wants property detail
        // (and always a top-level one): then it is read past, not recorded.
        let dropped = dropsUnkept && !isProtocol(parent) && !(parent != nil && propertyDetail)
        while valid(j) && j < scope.closeAt {
            // Pattern: name, `_`, or a tuple pattern. One name (the usual case) needs no array.
            var names: [(String, Int)] = []
            var single: (String, Int)?
            if isPunct(j, UInt8(ascii: "(")) {
                var e = skipGroup(j)
                // A tuple pattern holds names, `_`, labels and nested tuples, never `=`, `{` or `}`:
                // at one of those the `)` is missing, and the pattern ends there, as SwiftParser
                // recovers (`var (a: Int = 1` then `private(set) var count = 0` on the next line).
                var last = e - 1  // the `)`
                var k = j + 1
                while k < last {
                    if isPunct(k, UInt8(ascii: "(")) || isPunct(k, UInt8(ascii: "[")) || isPunct(k, UInt8(ascii: "<")) { k = skipGroup(k); continue }
                    if isOp(k, UInt8(ascii: "=")) || isPunct(k, UInt8(ascii: "{")) || isPunct(k, UInt8(ascii: "}")) { e = k; last = k; break }
                    k += 1
                }
                k = j + 1
                while k < last {
                    // Generic arguments are types, not names (only a recovered pattern has them).
                    if isPunct(k, UInt8(ascii: "<")) { k = skipGroup(k); continue }
                    if t(k).kind == .identifier && !isPunct(k + 1, UInt8(ascii: ":")) { names.append((text(k), k)) }
                    k += 1
                }
                if names.isEmpty { names.append((normalized(j, e), j)) }
                j = e
            } else if valid(j) {
                single = (dropped ? "" : text(j), j)
                j += 1
            }
            var type: String?
            var hasType = false
            if isPunct(j, UInt8(ascii: ":")) {
                let e = statementEnd(j + 1, scope: scope, stopAtComma: true, stopAtBrace: true, stopAtEqual: true, isType: true)
                hasType = true
                if propertyDetail { type = normalized(j + 1, e) }
                j = e
            }
            var initRange: Range<Int>?
            var initPrefix: String?
            // An initializer was written (`initRange` is not recorded for a dropped property).
            var hasInitializer = false
            if isOp(j, UInt8(ascii: "=")) {
                var e = j + 1
                var again = false
                // The initializer: up to `,`, end of statement, or an observer block.
                while true {
                    let stop = statementEnd(e, scope: scope, stopAtComma: true, stopAtBrace: true, checkFirst: again)
                    again = true
                    if isPunct(stop, UInt8(ascii: "{")) && !isObserverBlock(stop) {
                        e = skipGroup(stop)
                        continue
                    }
                    e = stop
                    break
                }
                if e > j + 1 {
                    if !dropped { initRange = Int(code[j + 1]) ..< Int(code[e - 1]) + 1 }
                    if propertyDetail && !dropped { initPrefix = normalized(j + 1, min(e, j + 25)) }
                    hasInitializer = true
                }
                j = e
            }
            var accessors: [String] = []
            var effectsDecl = -1
            var bodyRange: Range<Int>?
            if isPunct(j, UInt8(ascii: "{")) && (hasType || hasInitializer) {
                let e = skipGroup(j)
                if !dropped {
                    accessors = accessorNames(j, e)
                    bodyRange = inside(j, e)
                    effectsDecl = j
                }
                j = e
            }
            for n in 0..<(dropped ? 0 : single != nil ? 1 : names.count) {
                let (name, at) = single ?? names[n]
                let di = newDecl(kind, name: name, nameAt: at, start: start, modifiers: modifiers, attributes: attributes, parent: parent)
                result.declarations[di].typeAnnotation = type
                result.declarations[di].initializer = initRange
                result.declarations[di].initializerPrefix = initPrefix
                result.declarations[di].accessors = accessors
                result.declarations[di].body = bodyRange
                if effectsDecl >= 0 { getterEffects(effectsDecl, di) }
                result.declarations[di].endToken = valid(j - 1) ? Int(code[j - 1]) + 1 : toks.count
            }
            if isPunct(j, UInt8(ascii: ",")) {
                j += 1
                continue
            }
            break
        }
        return j
    }

    /// `{` starting `willSet`/`didSet` observers (after an initializer).
    func isObserverBlock(_ c: Int) -> Bool {
        var f = c + 1
        while isPunct(f, UInt8(ascii: "@")) { f = parseAttribute(f).1 }
        return isWord(f, .willSet) || isWord(f, .didSet)
    }

    /// Accessor names of the block `[open, end)`; `["get"]` for an implicit getter.
    func accessorNames(_ open: Int, _ end: Int) -> [String] {
        var names: [String] = []
        var j = open + 1
        let close = end - 1
        var expectAccessor = true
        while j < close {
            if isPunct(j, UInt8(ascii: "@")) { j = parseAttribute(j).1; continue }
            let x = t(j)
            if x.kind == .keyword && (x.keyword == .get || x.keyword == .set || x.keyword == .willSet || x.keyword == .didSet
                || x.keyword == ._read || x.keyword == ._modify || x.keyword == .read || x.keyword == .modify
                || x.keyword == .unsafeAddress || x.keyword == .unsafeMutableAddress || x.keyword == .`init`) && expectAccessor {
                names.append(text(j))
                j += 1
                continue
            }
            if x.kind == .keyword && (x.keyword == .mutating || x.keyword == .nonmutating || x.keyword == .async || x.keyword == .throws || x.keyword == .rethrows || x.keyword == .__consuming) {
                j += 1
                if x.keyword == .throws && isPunct(j, UInt8(ascii: "(")) { j = skipGroup(j) }
                continue
            }
            if isPunct(j, UInt8(ascii: "(")) { j = skipGroup(j); continue }
            if isPunct(j, UInt8(ascii: "{")) { j = skipGroup(j); continue }
            if names.isEmpty { return ["get"] }  // an implicit getter: code
            expectAccessor = true
            j += 1
        }
        return names.isEmpty ? ["get"] : names
    }

    /// Effects of the `get` accessor in `{ get async throws }` / `{ get throws(E) { … } }`.
    mutating func getterEffects(_ open: Int, _ di: Int) {
        var j = open + 1
        while isPunct(j, UInt8(ascii: "@")) { j = parseAttribute(j).1 }
        while isWord(j, .mutating) || isWord(j, .nonmutating) { j += 1 }
        var k = open + 1
        let end = skipGroup(open) - 1
        while k < end {
            if isKeyword(k, .get) && t(k).kind == .keyword {
                _ = parseEffects(k + 1, di)
                return
            }
            if isPunct(k, UInt8(ascii: "{")) { k = skipGroup(k); continue }
            k += 1
        }
        _ = j
    }

    mutating func parseAccessors(_ open: Int, _ end: Int, _ di: Int) {
        let names = accessorNames(open, end)
        result.declarations[di].accessors = names
        getterEffects(open, di)
    }

    mutating func parseCase(at c: Int, start: Int, modifiers: ModifierList, attributes: [String], parent: Int?, scope: Scope) -> Int {
        var j = c + 1
        // Compaction keeps enum cases only with full detail (`keptDeclarations`).
        let dropped = dropsUnkept
        while valid(j) && j < scope.closeAt {
            guard t(j).kind == .identifier || t(j).kind == .keyword else { break }
            // A case compaction drops is read past, not recorded.
            let di = dropped ? -1 : newDecl(.case, name: text(j), nameAt: j, start: start, modifiers: modifiers, attributes: attributes, parent: parent)
            j += 1
            if isPunct(j, UInt8(ascii: "(")) && !atLineStart(j) {
                let e = skipGroup(j)
                if !dropped {
                    let params = parseParameters(j + 1, e - 1, subscriptStyle: false, detail: full)
                    result.declarations[di].caseLabels = params.map { $0.label }
                    result.declarations[di].parameters = params
                }
                j = e
            }
            if isOp(j, UInt8(ascii: "=")) {
                let e = statementEnd(j + 1, scope: scope, stopAtComma: true)
                if e > j + 1 && !dropped { result.declarations[di].initializer = Int(code[j + 1]) ..< Int(code[e - 1]) + 1 }
                j = e
            }
            if di >= 0 { result.declarations[di].endToken = valid(j - 1) ? Int(code[j - 1]) + 1 : toks.count }
            if isPunct(j, UInt8(ascii: ",")) { j += 1; continue }
            break
        }
        return j
    }
}
