/// The values of captures (`{Name}`, `{f}`) bound while a rule matches a file or a declaration,
/// in binding order. A rule binds a few: two small arrays, no hashing.
public struct Bindings: Sendable, Equatable {
    var names: [String] = []
    var values: [String] = []

    public init() {}

    public subscript(_ name: String) -> String? {
        if let k = names.firstIndex(of: name) { return values[k] }
        return nil
    }

    mutating func bind(_ name: String, _ value: String) {
        names.append(name)
        values.append(value)
    }

    /// Undoes the bindings made after `count` (a failed match gives back what it bound).
    mutating func truncate(_ count: Int) {
        if names.count > count {
            names.removeSubrange(count...)
            values.removeSubrange(count...)
        }
    }

    var count: Int { names.count }

    /// The bindings as message placeholders (`{Name}` in a message).
    var asDictionary: [String: String] {
        var out: [String: String] = [:]
        for (k, n) in names.enumerated() { out[n] = values[k] }
        return out
    }
}

/// What a template's context placeholders stand for where it is matched: the selected
/// declaration's own name (`{name}`), the file's feature and module, and the conventions
/// (`{usecase_method}`, `{Name.contract}`, `{mock}`…).
public struct TemplateContext: Sendable {
    // No field is given a value where it is declared (nor is an optional one spelled `T?`, which
    // gives it nil): with such values, the context was made twice and copied (its strings and the
    // vocabulary retained and released again).
    public var ownName: Optional<String>
    public var feature: Optional<String>
    public var module: Optional<String>
    public var vocabulary: Vocabulary
    /// The project contracts the judged declaration implements: `{implementation}` is then a name
    /// the conventions give an implementation of one of them.
    public var implementedContracts: [String]
    /// Matching a declaration's own name (`implementedContracts` says what it implements).
    public var judgesDeclaration: Bool
    /// The declaration's own name is free under `naming.implementation`
    /// (`ProjectIndex.contractNamingImplementation` is nil): `{implementation}` accepts it.
    public var ownImplementationNameFree: Bool
    /// The kind of contract the judged declaration is (`ProjectIndex.contracts`): `{contract}` then
    /// reads that kind's patterns (`naming.contract` per kind), as contract-suffix does.
    public var ownContractKind: Optional<ContractKind>

    public init(ownName: String? = nil, feature: String? = nil, module: String? = nil, vocabulary: Vocabulary, implementedContracts: [String] = []) {
        self.ownName = ownName
        self.feature = feature
        self.module = module
        self.vocabulary = vocabulary
        self.implementedContracts = implementedContracts
        judgesDeclaration = false
        ownImplementationNameFree = false
        ownContractKind = nil
    }

    /// For templates that read no context (`NameTemplate.readsContext` false): none is made per match.
    static let unread = TemplateContext(vocabulary: Vocabulary())
}

/// A name as a team rule writes it: literal text with `*` (any run of characters) and `?` (one
/// character); `{X}` a capture (bound where it first matches, compared where it is bound already);
/// `{name}` the selected declaration's own name; `{feature}`, `{module}` the file's;
/// `{usecase_method}` the configured UseCase method; `{X.contract}`, `{X.implementation}`,
/// `{X.mock}` (or `{contract}`, `{implementation}`, `{mock}`) a whole name spelled by the configured
/// naming pattern, its base bound to `X`. `!` first negates (where a rule allows it).
public struct NameTemplate: Sendable, Equatable, CustomStringConvertible {
    public enum Convention: String, Sendable, CaseIterable { case contract, implementation, mock }

    enum Piece: Sendable, Equatable {
        case literal([UInt8])
        case star
        case question
        case capture(String)
        case own
        case context(String)
    }

    public let text: String
    public let negated: Bool
    let pieces: [Piece]
    /// A convention placeholder, which is the whole template: its kind and the capture of its base.
    let convention: (kind: Convention, capture: String?)?
    /// `{*Repository.contract}`: a pattern the base must match (instead of a capture).
    let basePattern: Nested<NameTemplate>?
    /// Whether matching reads the `TemplateContext` (a convention, `{name}`, `{feature}`…): a
    /// pattern of literal text, wildcards and captures does not.
    let readsContext: Bool
    /// Whether matching reads the judged declaration's own name (`{name}`, `{name.base}`, a
    /// convention): `{feature}`, `{usecase_method}` are the same for every declaration of a file.
    let readsOwnName: Bool
    /// The template is one value of the file's (`{feature}`, `{module}`, `{usecase_method}`), to
    /// compare a name with as it is (`fileValueMatches`): 1, 2, 3; 0 for any other.
    let fileValue: UInt8

    public var description: String { text }

    public static func == (a: NameTemplate, b: NameTemplate) -> Bool { a.text == b.text && a.negated == b.negated }

    /// Context placeholders: the declaration's own name and the file's and conventions' values.
    public static let contextPlaceholders = ["feature", "module", "usecase_method"]

    /// What a template may contain besides identifier characters.
    public enum Grammar: Sendable {
        /// A name: identifier characters and `.`, with `*` and `?`.
        case name
        /// A type as written (`[Character]`, `Result<A, B>?`, `@escaping () -> Void`): any character
        /// but the braces, `*` the only wildcard (`?` is an optional's).
        case type
    }

    /// Parses `text`; the error says what is wrong (the caller adds where).
    public struct Problem: Error, Equatable { public let message: String }

    public static func parse(_ text: String, grammar: Grammar = .name, allowNegation: Bool = false) -> Result<NameTemplate, Problem> {
        // Most values are names with at most `*` and `?`: read on the bytes.
        if let quick = quickParse(text, grammar) { return .success(quick) }
        var t = Substring(text)
        var negated = false
        if t.hasPrefix("!") {
            guard allowNegation else { return .failure(Problem(message: "`\(text)`: `!` (not) is not allowed here")) }
            negated = true
            t = t.dropFirst()
        }
        guard !t.isEmpty else { return .failure(Problem(message: "an empty name")) }
        var pieces: [Piece] = []
        var literal: [UInt8] = []
        var convention: (Convention, String?)?
        var basePattern: NameTemplate?
        func flush() { if !literal.isEmpty { pieces.append(.literal(literal)); literal = [] } }
        func variable(_ p: Piece) -> Bool {
            switch p {
            case .star, .capture: return true
            default: return false
            }
        }
        while let c = t.first {
            if c == "{" {
                guard let close = t.firstIndex(of: "}") else { return .failure(Problem(message: "`\(text)`: `{` without `}`")) }
                let inner = String(t[t.index(after: t.startIndex)..<close])
                t = t[t.index(after: close)...]
                let parts = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                if parts == ["name", "base"] {
                    // The selected declaration's name without what the contract pattern adds.
                    flush()
                    pieces.append(.context("name.base"))
                    continue
                }
                if parts.count == 2, let kind = Convention(rawValue: parts[1]), !isIdentifier(parts[0]), !parts[0].isEmpty {
                    // `{*Repository.contract}`: the base is a pattern.
                    guard case .success(let base) = NameTemplate.parse(parts[0]), base.captures.isEmpty, base.convention == nil else {
                        return .failure(Problem(message: "`{\(inner)}`: the base before `.\(kind.rawValue)` is a capture (`{Name.\(kind.rawValue)}`) or a pattern (`{*Repository.\(kind.rawValue)}`)"))
                    }
                    convention = (kind, nil)
                    basePattern = base
                    flush()
                    pieces.append(.star)
                    continue
                }
                if parts.count == 2 {
                    guard isIdentifier(parts[0]), let kind = Convention(rawValue: parts[1]) else {
                        return .failure(Problem(message: "`{\(inner)}` is not a placeholder: write `{Name}` (a capture), `{Name.contract}`, `{Name.implementation}`, `{Name.mock}` or `{name.base}`"))
                    }
                    convention = (kind, parts[0])
                    flush()
                    // `{name.mock}`: the selected declaration's own base, not a capture.
                    pieces.append(parts[0] == "name" ? .own : .capture(parts[0]))
                    continue
                }
                guard parts.count == 1, isIdentifier(inner) else {
                    return .failure(Problem(message: "`{\(inner)}` is not a placeholder: a capture is an identifier, such as `{Name}` or `{f}`"))
                }
                flush()
                if let kind = Convention(rawValue: inner) {
                    convention = (kind, nil)
                    pieces.append(.star)
                } else if inner == "name" {
                    pieces.append(.own)
                } else if contextPlaceholders.contains(inner) {
                    pieces.append(.context(inner))
                } else {
                    if let last = pieces.last, variable(last) {
                        return .failure(Problem(message: "`\(text)`: `{\(inner)}` follows `*` or another capture: nothing tells where one ends; put text between them"))
                    }
                    pieces.append(.capture(inner))
                }
                continue
            }
            if c == "}" { return .failure(Problem(message: "`\(text)`: `}` without `{`")) }
            if c == "*" {
                flush()
                if let last = pieces.last, variable(last) { t = t.dropFirst(); continue }
                pieces.append(.star)
            } else if c == "?" && grammar == .name {
                flush()
                pieces.append(.question)
            } else {
                switch grammar {
                case .name:
                    guard c.isLetter || c.isNumber || c == "_" || c == "." || (c == "~" && literal.isEmpty && pieces.isEmpty) else {
                        return .failure(Problem(message: "`\(text)` is not a name pattern: identifier characters with `*`, `?` and placeholders such as `{Name}`"))
                    }
                case .type:
                    break
                }
                literal.append(contentsOf: c.utf8)
            }
            t = t.dropFirst()
        }
        flush()
        if let (kind, _) = convention, pieces.count != 1 {
            return .failure(Problem(message: "`\(text)`: `{…\(kind.rawValue)}` stands for a whole name spelled by the configured `naming.\(kind.rawValue)`: write it alone"))
        }
        return .success(NameTemplate(text: text, negated: negated, pieces: pieces, convention: convention.map { ($0.0, $0.1) },
                                     basePattern: basePattern.map { Nested($0) }))
    }

    /// A name of ASCII identifier characters, `.`, `*` and `?` (a type: any character but braces,
    /// `!`, `~` and `*`): the pieces without the general parser; nil for anything else.
    static func quickParse(_ text: String, _ grammar: Grammar) -> NameTemplate? {
        // Room made once: grown a byte at a time, a literal was reallocated at 1, 2, 4, 8… bytes.
        let n = text.utf8.count
        var pieces: [Piece] = []
        pieces.reserveCapacity(4)
        var literal: [UInt8] = []
        literal.reserveCapacity(n)
        for b in text.utf8 {
            switch b {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2E: literal.append(b)
            case 0x2A, 0x3F:
                if b == 0x3F && grammar == .type { literal.append(b); continue }
                if !literal.isEmpty { pieces.append(.literal(literal)); literal = []; literal.reserveCapacity(n) }
                if b == 0x2A, pieces.last == .star { continue }
                pieces.append(b == 0x2A ? .star : .question)
            case 0x7B, 0x7D, 0x21, 0x7E: return nil
            default:
                guard grammar == .type, b < 0x80 else { return nil }
                literal.append(b)
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        guard !pieces.isEmpty else { return nil }
        return NameTemplate(text: text, negated: false, pieces: pieces, convention: nil)
    }

    init(text: String, negated: Bool, pieces: [Piece], convention: (kind: Convention, capture: String?)?, basePattern: Nested<NameTemplate>? = nil) {
        self.text = text
        self.negated = negated
        self.pieces = pieces
        self.convention = convention
        self.basePattern = basePattern
        readsContext = convention != nil || basePattern != nil || pieces.contains {
            switch $0 {
            case .own, .context: return true
            case .literal, .star, .question, .capture: return false
            }
        }
        readsOwnName = convention != nil || basePattern != nil || pieces.contains {
            switch $0 {
            case .own, .context("name.base"): return true
            case .literal, .star, .question, .capture, .context: return false
            }
        }
        var value: UInt8 = 0
        if convention == nil && basePattern == nil && pieces.count == 1, case .context(let name) = pieces[0] {
            switch name {
            case "feature": value = 1
            case "module": value = 2
            case "usecase_method": value = 3
            default: break
            }
        }
        fileValue = value
    }

    /// `matches` for a template that is one of the file's values (`fileValue` not 0), given them:
    /// no `TemplateContext` copied for each name judged, no bindings (it binds none).
    func fileValueMatches(_ name: String, feature: String?, module: String?, useCaseMethod: String) -> Bool {
        let v: String?
        switch fileValue {
        case 1: v = feature
        case 2: v = module
        default: v = useCaseMethod
        }
        // As `matches` compares: byte for byte; a file without the value matches only negated.
        guard let v else { return negated }
        return NameTemplate.sameBytes(v, name) != negated
    }

    /// Whether two strings have the same UTF-8 bytes (not `==`, which compares canonical
    /// equivalents equal): their lengths, then their bytes in place (two UTF-8 views compared
    /// element by element through their indices cost about 40 instructions a byte).
    @inline(__always) static func sameBytes(_ a: String, _ b: String) -> Bool {
        let n = a.utf8.count
        guard n == b.utf8.count else { return false }
        let fast = a.utf8.withContiguousStorageIfAvailable { p in
            b.utf8.withContiguousStorageIfAvailable { q in
                for k in 0..<n where p[k] != q[k] { return false }
                return true
            }
        }
        if let fast, let same = fast { return same }
        return a.utf8.elementsEqual(b.utf8)
    }

    /// A template of literal text only.
    public init(literal: String) {
        self.init(text: literal, negated: false, pieces: [.literal(Array(literal.utf8))], convention: nil)
    }

    public var hasWildcards: Bool { pieces.contains { $0 == .star || $0 == .question } }
    public var isLowercaseIdentifier: Bool { text.utf8.first.map { $0 >= 0x61 && $0 <= 0x7A || $0 == 0x5F } ?? false }
    /// The captures it names (bound or compared), in order.
    public var captures: [String] {
        pieces.compactMap { if case .capture(let n) = $0 { return n }; return nil }
    }
    public var usesOwnName: Bool { pieces.contains(.own) }
    /// The literal text when the template is nothing else.
    public var literalText: String? {
        guard pieces.count == 1, case .literal(let l) = pieces[0], convention == nil else { return nil }
        return String(decoding: l, as: UTF8.self)
    }

    /// Whether `value` matches (negation applied), binding the captures it binds into `bindings`
    /// (given back when it does not match).
    public func matches(_ value: String?, _ bindings: inout Bindings, _ context: TemplateContext) -> Bool {
        guard let value else {
            // `{feature}` of a file without one: the subject has none either.
            if pieces.count == 1, case .context(let name) = pieces[0], contextValue(name, context) == nil { return !negated }
            return false
        }
        let before = bindings.count
        let hit = matchesPositively(value, &bindings, context)
        if !hit || negated { bindings.truncate(before) }
        return hit != negated
    }

    func matchesPositively(_ value: String, _ bindings: inout Bindings, _ context: TemplateContext) -> Bool {
        if let (kind, capture) = convention { return matchesConvention(kind, capture, value, &bindings, context) }
        if pieces.count == 1 {
            // One value to compare, byte for byte (`{feature}`, `{name}`): no array made of it.
            switch pieces[0] {
            case .context(let name) where name != "name.base":
                guard let v = contextValue(name, context) else { return false }
                return NameTemplate.sameBytes(v, value)
            case .own:
                guard let own = context.ownName else { return false }
                return NameTemplate.sameBytes(own, value)
            default: break
            }
        } else if pieces.count == 2 {
            // `*Coordinator`, `Get*`: a suffix or a prefix, compared once (the general match tries
            // every place the `*` could end).
            switch (pieces[0], pieces[1]) {
            case (.star, .literal(let l)): return NameTemplate.ends(value, with: l, atEnd: true)
            case (.literal(let l), .star): return NameTemplate.ends(value, with: l, atEnd: false)
            default: break
            }
        }
        var u = value
        return u.withUTF8 { buf in go(0, 0, buf, &bindings, context) }
    }

    /// Whether `value`'s bytes end (`atEnd`) or begin with `l`.
    static func ends(_ value: String, with l: [UInt8], atEnd: Bool) -> Bool {
        var v = value
        return v.withUTF8 { u in
            guard u.count >= l.count else { return false }
            let from = atEnd ? u.count - l.count : 0
            for i in l.indices where u[from + i] != l[i] { return false }
            return true
        }
    }

    private func go(_ p: Int, _ k: Int, _ u: UnsafeBufferPointer<UInt8>, _ b: inout Bindings, _ ctx: TemplateContext) -> Bool {
        if p == pieces.count { return k == u.count }
        func literal(_ l: some Collection<UInt8>) -> Bool {
            guard k + l.count <= u.count, u[k..<(k + l.count)].elementsEqual(l) else { return false }
            return go(p + 1, k + l.count, u, &b, ctx)
        }
        switch pieces[p] {
        case .literal(let l):
            return literal(l)
        case .question:
            return k < u.count && go(p + 1, k + 1, u, &b, ctx)
        case .own:
            guard let own = ctx.ownName else { return false }
            return literal(Array(own.utf8))
        case .context("name.base"):
            // Every name the selected contract stands for.
            guard let own = ctx.ownName else { return false }
            for base in ctx.vocabulary.baseNames(ofContract: own) where literal(Array(base.utf8)) { return true }
            return false
        case .context(let name):
            guard let v = contextValue(name, ctx) else { return false }
            return literal(Array(v.utf8))
        case .capture(let name):
            if let bound = b[name] { return literal(Array(bound.utf8)) }
            // The last piece takes the rest, if there is any (shorter, the end is not reached).
            if p + 1 == pieces.count {
                guard k < u.count else { return false }
                b.bind(name, String(decoding: UnsafeBufferPointer(rebasing: u[k..<u.count]), as: UTF8.self))
                return true
            }
            var j = k + 1
            let mark = b.count
            while j <= u.count {
                b.bind(name, String(decoding: UnsafeBufferPointer(rebasing: u[k..<j]), as: UTF8.self))
                if go(p + 1, j, u, &b, ctx) { return true }
                b.truncate(mark)
                j += 1
            }
            return false
        case .star:
            var j = k
            while j <= u.count {
                if go(p + 1, j, u, &b, ctx) { return true }
                j += 1
            }
            return false
        }
    }

    func contextValue(_ name: String, _ ctx: TemplateContext) -> String? {
        switch name {
        case "feature": return ctx.feature
        case "module": return ctx.module
        case "usecase_method": return ctx.vocabulary.conventions.useCaseMethod
        case "name.base": return ctx.ownName.map(ctx.vocabulary.baseName(ofContract:))
        default: return nil
        }
    }

    /// `{X.contract}`, `{X.mock}`, `{X.implementation}`: the configured spellings, read through
    /// `Vocabulary` as the built-in rules read them.
    func matchesConvention(_ kind: Convention, _ capture: String?, _ value: String, _ b: inout Bindings, _ ctx: TemplateContext) -> Bool {
        let v = ctx.vocabulary
        if capture == "name" {
            guard let own = ctx.ownName else { return false }
            return v.baseNames(ofContract: own).contains { spellings(kind, base: $0, v).contains(value) }
                || (kind == .implementation && !v.conventions.implementationNamingChecked)
        }
        if let capture, let base = b[capture] {
            return spellings(kind, base: base, v).contains(value) || (kind == .implementation && !v.conventions.implementationNamingChecked)
        }
        let base: String?
        switch kind {
        case .contract:
            if let pattern = basePattern?.value {
                // Some contract pattern spells the name from a base the pattern accepts.
                return v.conventions.contractPatterns.contains { p in
                    guard let base = p.base(of: value), !base.isEmpty else { return false }
                    var x = Bindings()
                    return pattern.matches(base, &x, ctx)
                }
            }
            let kind = ctx.judgesDeclaration && value == ctx.ownName ? ctx.ownContractKind : nil
            base = v.matchesContractPattern(value, kind: kind) ? v.baseName(ofContract: value) : nil
        case .mock:
            base = v.isMockName(value) ? v.mockedName(value) : nil
        case .implementation:
            // An implementation's name is checked only when `naming.implementation` is set; for a
            // declaration that implements contracts of the project, against those contracts' names.
            if !v.conventions.implementationNamingChecked {
                base = value
            } else if !ctx.implementedContracts.isEmpty {
                if ctx.judgesDeclaration && ctx.ownImplementationNameFree && value == ctx.ownName {
                    // Judged as contract-suffix judges it (`ProjectIndex.contractNamingImplementation`).
                    base = v.baseName(ofContract: ctx.implementedContracts[0])
                } else {
                    guard let c = ctx.implementedContracts.first(where: { v.acceptsImplementationName(value, forContract: $0) }) else { return false }
                    base = v.baseName(ofContract: c)
                }
            } else if ctx.judgesDeclaration {
                // It implements no contract of the run: nothing to name it after.
                base = value
            } else {
                base = v.conventions.implementationPatterns.lazy.compactMap { $0.base(of: value) }.first
            }
        }
        guard let base, !base.isEmpty else { return false }
        if let pattern = basePattern?.value {
            var x = Bindings()
            return pattern.matches(base, &x, ctx)
        }
        if let capture { b.bind(capture, base) }
        return true
    }

    /// Every name the configured conventions give `base` in a role (contract, implementation, mock).
    func spellings(_ kind: Convention, base: String, _ v: Vocabulary) -> [String] {
        switch kind {
        case .contract: return v.conventions.contractPatterns.map { $0.apply(base) }
        case .implementation: return v.implementationNames(forContract: v.contractName(forBase: base))
        case .mock: return v.mockNames(forBase: base)
        }
    }

    /// The names the template stands for when it names them exactly (its captures bound): a
    /// literal, captures substituted, or a convention's spellings. nil with wildcards or an
    /// unbound capture.
    public func expansions(_ bindings: Bindings, _ ctx: TemplateContext) -> [String]? {
        if negated { return nil }
        if let (kind, capture) = convention {
            if capture == "name", let own = ctx.ownName {
                return ctx.vocabulary.baseNames(ofContract: own).flatMap { spellings(kind, base: $0, ctx.vocabulary) }
            }
            guard let capture, let base = bindings[capture] else { return nil }
            return spellings(kind, base: base, ctx.vocabulary)
        }
        var out = ""
        for p in pieces {
            switch p {
            case .literal(let l): out += String(decoding: l, as: UTF8.self)
            case .star, .question: return nil
            case .own:
                guard let own = ctx.ownName else { return nil }
                out += own
            case .context("name.base"):
                guard let own = ctx.ownName else { return nil }
                let bases = ctx.vocabulary.baseNames(ofContract: own)
                if bases.count > 1 {
                    // Every base, with the rest of the template around it.
                    var results: [String] = []
                    for b in bases {
                        var alt = self
                        alt = NameTemplate(text: text, negated: false, pieces: pieces.map { $0 == .context("name.base") ? .literal(Array(b.utf8)) : $0 }, convention: nil)
                        results += alt.expansions(bindings, ctx) ?? []
                    }
                    return results
                }
                out += bases[0]
            case .context(let name):
                guard let v = contextValue(name, ctx) else { return nil }
                out += v
            case .capture(let name):
                guard let v = bindings[name] else { return nil }
                out += v
            }
        }
        return [out]
    }

    /// The template as a message shows it after matching: captures and placeholders substituted
    /// where they are known.
    public func shown(_ bindings: Bindings, _ ctx: TemplateContext) -> String {
        if let (kind, capture) = convention, kind == .implementation, capture == nil, !ctx.implementedContracts.isEmpty {
            return ctx.implementedContracts.flatMap { ctx.vocabulary.implementationNames(forContract: $0) }.joined(separator: "` or `")
        }
        if let e = expansions(bindings, ctx), e.count == 1 { return e[0] }
        if let (kind, capture) = convention, let capture, let base = capture == "name" ? ctx.ownName.map(ctx.vocabulary.baseName(ofContract:)) : bindings[capture] {
            return spellings(kind, base: base, ctx.vocabulary).joined(separator: "` or `")
        }
        return text
    }
}
