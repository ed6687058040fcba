/// The capitalised names written in the function bodies a skim leaves out (`Lexer.tokenizeIndexed(…,
/// skimBodies: true, bodyNames: true)`): what a file's type references need from its bodies, read
/// without keeping, classifying or scanning their tokens.
///
/// A reference is a capitalised identifier as full tokenization classifies it, with what its
/// neighbours say (`Linter.analyze`): after `Name.` it is a nested type's name, after `struct` a
/// declared name, before `.Name` a qualifier, before `(` a call. The lexer's tokens are final but
/// for words: `Self`, `Any` become identifiers as argument labels, `Type` and `Protocol` after `.`
/// keywords in a type, a reserved word after `.` an identifier. Each name whose kind, or whose
/// neighbours' kinds, the classification could change is `unsure`: the file is then tokenized in
/// full, so a reference never depends on the skim.
public struct BodyNames: Sendable {
    public struct Name: Sendable, Equatable {
        var start: UInt32
        var end: UInt32
        var line: UInt32
        var column: UInt32
        /// Among the tokens kept, the index of the `{` that opens the body (what owns the name).
        var opener: Int32
        /// That `{`'s byte offset (the classification may split tokens before it: `>>`, `13.0`).
        var openerByte: UInt32
        var flags: UInt8
        /// With `afterIdentifierDot`: the identifier before the `.` (`Models` in `Models.Response`).
        var qualifierStart: UInt32 = 0
        var qualifierEnd: UInt32 = 0
    }

    /// After `identifier.`: a nested type's name, unless the identifier is an imported module.
    static let afterIdentifierDot: UInt8 = 1
    /// After `struct`, `class`, `enum`, `protocol`, `typealias`, `associatedtype`: a type declared in
    /// the body, whose names in the block that declares it are left out (`Reader.removeLocalTypes`).
    static let afterTypeIntroducer: UInt8 = 2
    /// Before `.Name` (`Outer.Nested`).
    static let qualifies: UInt8 = 4
    /// Before `(`.
    static let called: UInt8 = 8
    /// `Type`/`Protocol` after `.`: a keyword or a member name; known only when it is a nested
    /// type's name either way (after `identifier.` that is no imported module).
    static let unsureUnlessNested: UInt8 = 16

    public var names: [Name] = []
    /// Some name's kind, or a neighbour's, depends on the classification: tokenize in full.
    public var unsure = false

    enum Tri { case yes, no, unsure }

    /// The types declared inside braces that are no type's body (a function's body, a closure, an
    /// accessor), each with the block it is visible in: from the innermost `{` around its name to
    /// the `}` that closes it (the end of the file when none does). In it, the name means that local
    /// type, never a type of the project (`struct Product` declared in a test function is not the
    /// catalog's `Product`), before its declaration or after. Made in one pass over the tokens and
    /// asked by the names' hash: a file with thousands of local types costs a pass, not a pass each.
    struct LocalTypeScopes {
        private var byHash: [UInt64: [(lo: UInt32, hi: UInt32, start: UInt32, end: UInt32)]] = [:]
        private let base: UnsafePointer<UInt8>
        /// The names' lengths and first bytes, each modulo 64, as bits: most names are ruled out
        /// by them before they are hashed.
        private var lengths: UInt64 = 0, firsts: UInt64 = 0

        init(base: UnsafePointer<UInt8>) { self.base = base }

        /// Adds the local types whose names are the tokens `declarations` (ascending, in `range`),
        /// each with its block: one pass over the tokens of `range` (a body, or the file), braces
        /// matched with a stack in which only the blocks that declare a type are remembered.
        mutating func add(_ declarations: [Int], in range: Range<Int>, _ tokens: UnsafePointer<Token>) {
            guard !declarations.isEmpty else { return }
            var stack: [(open: Int, declares: Bool)] = []
            // Each declaration with its block's `{`, and the `}` of each block that declares one.
            var declared: [(name: Int, open: Int)] = []
            var closeOf: [Int: Int] = [:]
            var d = 0
            @inline(__always) func brace(_ j: Int) -> UInt8 {
                let x = tokens[j]
                return x.kind == .punctuation && x.end &- x.start == 1 ? base[Int(x.start)] : 0
            }
            for j in range {
                while d < declarations.count && declarations[d] == j {
                    if !stack.isEmpty {
                        stack[stack.count - 1].declares = true
                        declared.append((j, stack[stack.count - 1].open))
                    }
                    d += 1
                }
                let b = brace(j)
                if b == UInt8(ascii: "{") {
                    stack.append((j, false))
                } else if b == UInt8(ascii: "}"), let top = stack.popLast(), top.declares {
                    closeOf[top.open] = j
                }
            }
            for (k, open) in declared {
                let lo = tokens[open].start
                let hi = closeOf[open].map { tokens[$0].start } ?? UInt32.max
                let name = (start: tokens[k].start, end: tokens[k].end)
                byHash[Self.hash(base, name.start, name.end), default: []].append((lo, hi, name.start, name.end))
                lengths |= 1 << UInt64((name.end &- name.start) & 63)
                firsts |= 1 << UInt64(base[Int(name.start)] & 63)
            }
        }

        var isEmpty: Bool { byHash.isEmpty }

        /// Whether the name spelled by bytes `start..<end` there is a local type's, in its block.
        func contains(_ start: UInt32, _ end: UInt32) -> Bool {
            guard end > start, lengths & (1 << UInt64((end &- start) & 63)) != 0, firsts & (1 << UInt64(base[Int(start)] & 63)) != 0 else { return false }
            guard let scopes = byHash[Self.hash(base, start, end)] else { return false }
            let spelled = UnsafeBufferPointer(start: base + Int(start), count: Int(end &- start))
            for s in scopes where s.lo < start && start < s.hi && s.end &- s.start == end &- start {
                if UnsafeBufferPointer(start: base + Int(s.start), count: Int(s.end &- s.start)).elementsEqual(spelled) { return true }
            }
            return false
        }

        /// FNV-1a of the name's bytes.
        static func hash(_ base: UnsafePointer<UInt8>, _ start: UInt32, _ end: UInt32) -> UInt64 {
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            var i = Int(start)
            while i < Int(end) {
                h = (h ^ UInt64(base[i])) &* 0x100_0000_01b3
                i += 1
            }
            return h
        }
    }

    /// After the classification split tokens (`>>`, a version `13.0`): each opener's index found
    /// again by its byte offset.
    mutating func reindex(_ tokens: [Token]) {
        var last: UInt32 = .max
        var index: Int32 = -1
        for i in names.indices {
            if names[i].openerByte != last {
                last = names[i].openerByte
                var lo = 0, hi = tokens.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if tokens[mid].start < last { lo = mid + 1 } else { hi = mid }
                }
                index = Int32(truncatingIfNeeded: lo)
            }
            names[i].opener = index
        }
    }

    /// Reads the lexer's tokens (every body kept), then leaves the bodies' code tokens out.
    struct Reader {
        let t: UnsafeMutablePointer<Token>
        let count: Int
        let p: UnsafePointer<UInt8>

        init(tokens: UnsafeMutablePointer<Token>, count: Int, p: UnsafePointer<UInt8>) {
            self.t = tokens
            self.count = count
            self.p = p
        }

        /// The one-byte punctuation token `b` at `k` (false outside the tokens).
        @inline(__always) func isPunct(_ k: Int, _ b: UInt8) -> Bool {
            guard k >= 0 && k < count else { return false }
            let x = t[k]
            return x.kind == .punctuation && x.end &- x.start == 1 && p[Int(x.start)] == b
        }

        /// The code token before `k` (comments skipped), or -1.
        @inline(__always) func prevCode(_ k: Int) -> Int {
            var j = k - 1
            while j >= 0 && t[j].kind == .comment { j -= 1 }
            return j
        }

        /// The code token after `k` (comments skipped), or `count`.
        @inline(__always) func nextCode(_ k: Int) -> Int {
            var j = k + 1
            while j < count && t[j].kind == .comment { j += 1 }
            return j
        }

        @inline(__always) func capitalised(_ x: Token) -> Bool {
            let f = p[Int(x.start)]
            return f >= UInt8(ascii: "A") && f <= UInt8(ascii: "Z")
        }

        /// Whether the token at `j`, followed by `.`, is an identifier after classification.
        func identifier(_ j: Int) -> Tri {
            let x = t[j]
            switch x.kind {
            case .identifier:
                // A contextual word (`async`, `get`) may be made a keyword.
                return x.keyword == .none || x.flags.contains(.escaped) ? .yes : .unsure
            case .keyword:
                // A reserved word followed by `.` stays one, but after `.` (a member name).
                if x.end &- x.start == 1 { return .no }
                if isPunct(prevCode(j), UInt8(ascii: ".")) {
                    return x.keyword == .`init` || x.keyword == .`self` || x.keyword == .Self_ ? .no : .unsure
                }
                return .no
            default:
                return .no
            }
        }

        /// Whether a reserved capitalised word (`Self`, `Any`) may be made an identifier: a member
        /// name after `.` (`Any`), an argument label or a parameter name (before `:`).
        func keywordMayBeName(_ k: Int) -> Bool {
            let x = t[k]
            if x.keyword == .Any_ && isPunct(prevCode(k), UInt8(ascii: ".")) { return true }
            let n1 = nextCode(k)
            if isPunct(n1, UInt8(ascii: ":")) { return true }
            if n1 < count && (t[n1].kind == .identifier || t[n1].kind == .keyword) && isPunct(nextCode(n1), UInt8(ascii: ":")) { return true }
            return false
        }

        /// The names in the skimmed bodies. `openers`: the byte offsets of their `{`, in order;
        /// `bodies`: each body's first token inside and its closing `}` (pairs, in order); `capitals`:
        /// the index of every word in them that starts with a capital (`Lexer.capitals`): the bodies'
        /// other tokens are not read. A name's `opener` is its body's ordinal here (`compact` gives
        /// the index of that body's `{` among the tokens kept).
        func read(_ openers: [Int32], bodies: [Int32], capitals: [Int32]) -> BodyNames {
            var out = BodyNames()
            // Every body opened was closed (else the skim was abandoned): one pair per opener.
            guard bodies.count == openers.count * 2 else {
                out.unsure = true
                return out
            }
            out.names.reserveCapacity(capitals.count)
            // The types declared in the bodies (`struct Local` in a function): their names' tokens.
            var locals: [Int] = []
            // The body each is in (its index in `bodies`).
            var localBodies: [Int] = []
            var b = 0
            for c in capitals {
                let k = Int(c)
                // The body the word is in: bodies and words both in order.
                while b + 1 < bodies.count && Int(bodies[b + 1]) <= k { b += 2 }
                guard b + 1 < bodies.count, Int(bodies[b]) <= k, k < count else {
                    out.unsure = true
                    return out
                }
                let x = t[k]
                switch x.kind {
                case .identifier:
                    switch name(at: k, Int32(truncatingIfNeeded: b / 2), UInt32(bitPattern: openers[b / 2])) {
                    case .name(let name):
                        if name.flags & BodyNames.afterTypeIntroducer != 0 { locals.append(k); localBodies.append(b) }
                        out.names.append(name)
                    case .none: break
                    case .unsure:
                        out.unsure = true
                        return out
                    }
                case .keyword:
                    if keywordMayBeName(k) {
                        out.unsure = true
                        return out
                    }
                default:
                    break
                }
            }
            if !locals.isEmpty { removeLocalTypes(&out.names, locals, localBodies, bodies) }
            return out
        }

        /// `names` without a local type's name (its declaration, its uses) in the block it is declared
        /// in (`LocalTypeScopes`); a name after `identifier.` stays (a module's type, or a nested one).
        func removeLocalTypes(_ names: inout [Name], _ locals: [Int], _ localBodies: [Int], _ bodies: [Int32]) {
            var scopes = LocalTypeScopes(base: p)
            // Body by body: only the bodies that declare a type are walked, from their `{` to their `}`.
            var i = 0
            while i < locals.count {
                var j = i
                while j < locals.count && localBodies[j] == localBodies[i] { j += 1 }
                let b = localBodies[i]
                scopes.add(Array(locals[i..<j]), in: (Int(bodies[b]) - 1)..<(Int(bodies[b + 1]) + 1), UnsafePointer(t))
                i = j
            }
            guard !scopes.isEmpty else { return }
            names.removeAll { $0.flags & BodyNames.afterIdentifierDot == 0 && scopes.contains($0.start, $0.end) }
        }

        enum Outcome { case name(Name), none, unsure }

        /// Whether the code token at `c` ends a type before `.Type` (`ContextualKeywords.endsType`).
        func endsType(_ c: Int) -> Tri {
            guard c >= 0 && c < count else { return .no }
            let x = t[c]
            switch x.kind {
            case .identifier:
                // A contextual word may have been made a keyword.
                return x.keyword == .none || x.flags.contains(.escaped) ? .yes : .unsure
            case .keyword:
                // `Self`, `Any` end a type as keywords and as identifiers; another reserved word is
                // made an identifier after `.`.
                if x.keyword == .Self_ || x.keyword == .Any_ { return .yes }
                return isPunct(prevCode(c), UInt8(ascii: ".")) ? .unsure : .no
            case .punctuation:
                guard x.end &- x.start == 1 else { return .no }
                switch p[Int(x.start)] {
                case UInt8(ascii: ">"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ")"), UInt8(ascii: "]"): return .yes
                default: return .no
                }
            case .operator:
                // `>` (a generic angle once classified), `?`, `!`.
                return .unsure
            default:
                return .no
            }
        }

        /// The capitalised identifier at `k` with what its neighbours say.
        func name(at k: Int, _ opener: Int32, _ openerByte: UInt32) -> Outcome {
            let x = t[k]
            var n = Name(start: x.start, end: x.end, line: x.line, column: x.column, opener: opener, openerByte: openerByte, flags: 0)
            let contextual = x.keyword != .none && !x.flags.contains(.escaped)
            let dot = prevCode(k)
            if contextual && isPunct(dot, UInt8(ascii: ".")) {
                // `Type`, `Protocol` after `.`: a metatype keyword in a type (`T.Type`), else a member
                // name (before `(` or `.`); `[P.Type]…` is left to full tokenization.
                let after = nextCode(k)
                if isPunct(after, UInt8(ascii: "]")) { return .unsure }
                if !isPunct(after, UInt8(ascii: "(")) && !isPunct(after, UInt8(ascii: ".")) {
                    switch endsType(prevCode(dot)) {
                    case .yes: return .none
                    case .unsure: return .unsure
                    case .no: break
                    }
                }
                // A member name: a reference unless `identifier.` makes it a nested type's (below).
                n.flags |= BodyNames.unsureUnlessNested
            }
            if k >= 1 {
                let before = t[k - 1]
                if isPunct(k - 1, UInt8(ascii: ".")) {
                    if k >= 2 {
                        switch identifier(k - 2) {
                        case .yes:
                            n.flags |= BodyNames.afterIdentifierDot
                            n.qualifierStart = t[k - 2].start
                            n.qualifierEnd = t[k - 2].end
                        case .no: break
                        case .unsure: return .unsure
                        }
                    }
                } else if before.kind == .keyword && before.keyword.introducesType {
                    // It stays a keyword unless read as a member name (after `.`), an argument label
                    // (`(class x:`, `, struct x:`) or a label after a parameter attribute (`@A class x:`).
                    let p1 = prevCode(k - 1)
                    if isPunct(p1, UInt8(ascii: ".")) { return .unsure }
                    if isPunct(nextCode(k), UInt8(ascii: ":")) {
                        if isPunct(p1, UInt8(ascii: "(")) || isPunct(p1, UInt8(ascii: ",")) { return .unsure }
                        if p1 >= 0 && t[p1].kind == .identifier {
                            let p2 = prevCode(p1)
                            if isPunct(p2, UInt8(ascii: "@")) || isPunct(p2, UInt8(ascii: ".")) { return .unsure }
                        }
                    }
                    n.flags |= BodyNames.afterTypeIntroducer
                }
            }
            // A member `Type` after `Module.` (or after no identifier) is left to full tokenization.
            if n.flags & BodyNames.unsureUnlessNested != 0 && n.flags & BodyNames.afterIdentifierDot == 0 { return .unsure }
            // `Outer.Nested`: a qualifier when a capitalised identifier follows the `.`.
            if isPunct(k + 1, UInt8(ascii: ".")) && k + 2 < count {
                let y = t[k + 2]
                if capitalised(y) {
                    if y.kind == .identifier {
                        if y.keyword == .none || y.flags.contains(.escaped) {
                            n.flags |= BodyNames.qualifies
                        } else {
                            // `Outer.Type`: a keyword in a type, a member name before `(` or `.`.
                            let after = nextCode(k + 2)
                            if isPunct(after, UInt8(ascii: "]")) { return .unsure }
                            if isPunct(after, UInt8(ascii: "(")) || isPunct(after, UInt8(ascii: ".")) { n.flags |= BodyNames.qualifies }
                        }
                    } else if y.kind == .keyword && y.keyword == .Any_ {
                        return .unsure
                    }
                }
            }
            if isPunct(nextCode(k), UInt8(ascii: "(")) { n.flags |= BodyNames.called }
            return .name(n)
        }

        /// Leaves the bodies' code tokens out (their comments stay), as muting them would have;
        /// the comment and angle indices follow. Returns the new token count, and the index among the
        /// tokens kept of each body's `{` (`bodies`: pairs of the first token inside and the `}`).
        func compact(_ bodies: [Int32], comments: inout [Int32], angles: inout [Int32]) -> (count: Int, openers: [Int32]) {
            var openers: [Int32] = []
            openers.reserveCapacity(bodies.count / 2)
            // Every comment is kept, each at its new index: renumbered in place. The angles in a
            // body are dropped: the others moved down in place (`wa`). (New arrays were two
            // allocations per file, each looking its type's metadata up.)
            var wa = 0
            var w = 0, r = 0, ci = 0, ai = 0
            let stride = MemoryLayout<Token>.stride
            func keep(upTo s: Int) {
                let shift = Int32(truncatingIfNeeded: r - w)
                while ci < comments.count && Int(comments[ci]) < s { comments[ci] -= shift; ci += 1 }
                while ai < angles.count && Int(angles[ai]) < s { angles[wa] = angles[ai] - shift; wa += 1; ai += 1 }
                if r != w && s > r { UnsafeMutableRawPointer(t + w).copyMemory(from: t + r, byteCount: (s - r) * stride) }
                w += s - r
            }
            var b = 0
            while b + 1 < bodies.count {
                let s = Int(bodies[b]), e = Int(bodies[b + 1])
                b += 2
                keep(upTo: s)
                // The `{` just kept.
                openers.append(Int32(truncatingIfNeeded: w - 1))
                // The body's comments stay: moved down, in order.
                while ci < comments.count && Int(comments[ci]) < e {
                    t[w] = t[Int(comments[ci])]
                    comments[ci] = Int32(truncatingIfNeeded: w)
                    w += 1
                    ci += 1
                }
                while ai < angles.count && Int(angles[ai]) < e { ai += 1 }
                r = e
            }
            keep(upTo: count)
            if wa < angles.count { angles.removeSubrange(wa...) }
            return (w, openers)
        }
    }
}
