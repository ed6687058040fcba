/// archlint's configuration, from `.archlint.yml` and the command line.
///
/// ```yaml
/// # .archlint.yml
/// disabled_rules: [contract-suffix]     # or a block list
/// only_rules: [typed-throws]            # run only these
/// excluded:                             # paths (prefixes), relative to the config file
///   - Fixtures/Violations
/// mock_directories: [Shared/Mocks]      # folders under Tests/ holding mocks
/// rules:
///   typed-throws:
///     severity: warning                 # error | warning | off
/// ```
public struct Configuration: Sendable, Equatable {
    public var disabledRules: Set<String> = []
    public var onlyRules: Set<String>?
    public var severities: [String: Severity] = [:]
    public var excluded: [String] = []
    public var layout: Layout = .default
    /// The conventions on which the seeds disagree (`naming:`, `mapping:`).
    public var conventions = Conventions()
    /// Rule options set in `rules: <id>: <option>: <value>`, validated against the rule's descriptor.
    public var ruleOptions: [String: [String: String]] = [:]
    /// `included`: the only paths linted (and the default paths); relative to the configuration file.
    public var included: [String] = []
    /// `min_version`: the oldest archlint that may read this configuration.
    public var minVersion: String?
    /// `baseline`: the baseline file every entry point uses (`--baseline` wins); relative to the
    /// configuration file, or to the working directory when it was parsed without a folder.
    public var baseline: String?
    /// The absolute folder of the configuration file read (nil without one): baseline keys are
    /// relative to it, so they are the same from any working directory.
    public var directory: String?
    /// The team's rules, from the documents under `rule_documents` (in path order).
    public var teamRules: [TeamRule] = [] {
        didSet { knownRuleIDs = KnownRuleIDs(team: teamRules.map(\.id)) }
    }
    /// `rule_documents`, as written (relative to the configuration file).
    public var ruleDocuments: [String] = []
    /// `scaffolding:`: what `archlint new` cannot read from the project.
    public var scaffolding = ScaffoldingSettings()
    /// Every rule id this configuration knows: the built-in rules and the team's.
    public private(set) var knownRuleIDs = KnownRuleIDs(RuleRegistry.idSet)

    public init() {}

    public static let knownKeys = ["disabled_rules", "only_rules", "excluded", "included", "min_version", "mock_directories", "layout", "naming", "mapping", "rules", "rule_documents", "baseline", "scaffolding"]

    /// The built-in rules, then the team's.
    public var allRules: [any Rule] { teamRules.isEmpty ? RuleRegistry.all : RuleRegistry.all + teamRules.map { $0 as any Rule } }

    /// A built-in or team rule by id.
    public func rule(id: String) -> (any Rule)? {
        RuleRegistry.rule(id: id) ?? teamRules.first { $0.id == id }
    }

    /// A rule option's value: the configured one, else the descriptor's default.
    public func option(_ name: String, of rule: any Rule) -> String {
        if let v = ruleOptions[rule.id]?[name] { return v }
        return rule.descriptor.options.first { $0.name == name }?.defaultValue ?? ""
    }

    public func flag(_ name: String, of rule: any Rule) -> Bool { option(name, of: rule) == "true" }

    /// The rules that run, in registry order: not disabled, and either named by
    /// `only_rules`/`--rule`, or on by default, or given a severity in `rules:`.
    public var enabledRules: [any Rule] {
        allRules.filter { r in
            if disabledRules.contains(r.id) { return false }
            if let only = onlyRules { return only.contains(r.id) }
            return r.descriptor.enabledByDefault || severities[r.id] != nil
        }
    }

    public func severity(of rule: any Rule) -> Severity {
        severities[rule.id] ?? rule.descriptor.defaultSeverity
    }

    public func isExcluded(_ path: String) -> Bool {
        let p = Configuration.normalize(path)
        return excluded.contains { ex in p == ex || p.hasPrefix(ex + "/") }
    }

    static func normalize(_ path: String) -> String {
        var p = Substring(path)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        return String(p)
    }

    /// Parses `.archlint.yml` text. `baseDirectory` prefixes relative `excluded` paths.
    /// `cache`: where compiled team rules are kept between runs (`TeamRuleCache`), or nil.
    public static func parse(_ text: String, path: String, baseDirectory: String = "", cache: TeamRuleCache? = nil) -> Result<Configuration, InputProblem> {
        var config = Configuration()
        let doc: [YAMLLite.Entry]
        switch YAMLLite.parse(text, path: path) {
        case .failure(let e): return .failure(e)
        case .success(let d): doc = d
        }
        func fail(_ line: Int, _ message: String) -> Result<Configuration, InputProblem> {
            .failure(InputProblem(path: path, line: line, message: message))
        }
        // The team's rule documents first: their ids are known to the keys below.
        if let e = doc.first(where: { $0.key == "rule_documents" }) {
            switch TeamRuleLoader.load(e, configurationPath: path, baseDirectory: baseDirectory, cache: cache) {
            case .failure(let p): return .failure(p)
            case .success(let (paths, rules)):
                config.ruleDocuments = paths
                config.teamRules = rules
            }
        }
        let known = config.knownRuleIDs
        func ruleList(_ e: YAMLLite.Entry) -> Result<[String], InputProblem> {
            guard case .list(let items) = e.value else {
                return .failure(InputProblem(path: path, line: e.line, message: "`\(e.key)` must be a list of rule ids, e.g. `\(e.key): [typed-throws]`"))
            }
            for item in items where !known.contains(item.text) {
                return .failure(InputProblem(path: path, line: item.line, message: "unknown rule id `\(item.text)` in `\(e.key)` (known: \(known.sorted().joined(separator: ", ")))"))
            }
            return .success(items.map(\.text))
        }
        for e in doc {
            switch e.key {
            case "disabled_rules":
                switch ruleList(e) {
                case .failure(let p): return .failure(p)
                case .success(let ids): config.disabledRules.formUnion(ids)
                }
            case "only_rules":
                switch ruleList(e) {
                case .failure(let p): return .failure(p)
                case .success(let ids): config.onlyRules = Set(ids)
                }
            case "rule_documents":
                break
            case "excluded", "included", "min_version", "baseline":
                if let problem = parseWorkflowKey(e, into: &config, path: path, baseDirectory: baseDirectory) { return .failure(problem) }
            case "mock_directories":
                guard case .list(let items) = e.value, !items.isEmpty else {
                    return fail(e.line, "`mock_directories` must be a non-empty list of folders under Tests/, e.g. `[Shared/Mocks]`")
                }
                config.layout.mockDirectories = items.map { normalize($0.text) }
            case "layout":
                if let problem = parseLayout(e, into: &config, path: path, baseDirectory: baseDirectory) { return .failure(problem) }
            case "naming":
                guard case .map(let settings) = e.value else {
                    return fail(e.line, "`naming` must be a map, e.g.\n  naming:\n    contracts: impl")
                }
                // Shorthands and patterns are gathered first, then applied: their order does not matter.
                var shorthand: (contracts: Conventions.ContractNaming?, suffix: String?, mocks: Conventions.MockNaming?) = (nil, nil, nil)
                var patterns: [String: (line: Int, value: [NamePattern])] = [:]
                var byKind: [ContractKind: [NamePattern]] = [:]
                // One pattern or a list of them, checked; `key` names it in messages.
                func patternList(_ value: YAMLLite.Value, _ key: String, line: Int) -> Result<[NamePattern], InputProblem> {
                    let texts: [String]
                    switch value {
                    case .scalar(let v) where !v.isEmpty: texts = [v]
                    case .list(let items) where !items.isEmpty: texts = items.map(\.text)
                    default: return .failure(InputProblem(path: path, line: line, message: "`naming.\(key)` needs a pattern or a list of patterns, e.g. `\(key == "mock" ? "\"{Name}Mock\"" : key == "contract" ? "\"{Name}Protocol\"" : "\"Default{Name}\"")`"))
                    }
                    var list: [NamePattern] = []
                    for t in texts {
                        guard let p = NamePattern(t) else {
                            return .failure(InputProblem(path: path, line: line, message: "`naming.\(key)`: `\(t)` is not a name pattern: write one `{Name}` with identifier characters around it, a prefix capitalised (`{Name}Contract`, `Default{Name}`, `Mock{Name}`, `{Name}`)" + (key.hasPrefix("implementation") ? ", or `*{Name}` for any capitalised prefix" : "")))
                        }
                        if key == "mock" && p.isPlain {
                            return .failure(InputProblem(path: path, line: line, message: "`naming.mock`: a mock cannot take the contract's own name `{Name}`; write `{Name}Mock`, `Mock{Name}`, `{Name}Spy`…"))
                        }
                        if p.anyPrefix && !key.hasPrefix("implementation") {
                            return .failure(InputProblem(path: path, line: line, message: "`naming.\(key)`: `\(t)`: `*{Name}` (any prefix) is accepted for implementations only"))
                        }
                        list.append(p)
                    }
                    // `*{Name}` spells no name: listed with others, one that does comes first (messages and
                    // fixes suggest it); alone, no rename is ever proposed.
                    if list.count > 1, !list[0].spellsName {
                        return .failure(InputProblem(path: path, line: line, message: "`naming.\(key)`: `*{Name}` matches names but spells none: list the preferred pattern first, e.g. `[\"{Name}\", \"*{Name}\"]`, or write `*{Name}` alone"))
                    }
                    return .success(list)
                }
                var contractByKind: [ContractKind: [NamePattern]] = [:]
                for s in settings {
                    if s.key == "contract", case .map(let kinds) = s.value {
                        // Per kind: `{usecase: "{Name}", repository: "{Name}Protocol"}`.
                        guard !kinds.isEmpty else { return fail(s.line, "`naming.contract` needs a pattern, a list of patterns, or a map by kind (usecase, repository, data_source)") }
                        for k in kinds {
                            let kind: ContractKind
                            switch k.key {
                            case "usecase": kind = .useCase
                            case "repository": kind = .repository
                            case "data_source": kind = .dataSource
                            default: return fail(k.line, "unknown kind `naming.contract.\(k.key)` (known: usecase, repository, data_source)")
                            }
                            switch patternList(k.value, "contract.\(k.key)", line: k.line) {
                            case .failure(let e): return .failure(e)
                            case .success(let list): contractByKind[kind] = list
                            }
                        }
                        // Every kind's patterns, for what reads no kind and for the kinds not given.
                        var all: [NamePattern] = []
                        for k in ContractKind.allCases { for p in contractByKind[k] ?? [] where !all.contains(p) { all.append(p) } }
                        patterns["contract"] = (s.line, all)
                        continue
                    }
                    if s.key == "implementation", case .map(let kinds) = s.value {
                        // Per kind: `{usecase: "Default{Name}", repository: ["{Name}", "*{Name}"]}`.
                        guard !kinds.isEmpty else { return fail(s.line, "`naming.implementation` needs a pattern, a list of patterns, or a map by kind (usecase, repository, data_source)") }
                        for k in kinds {
                            let kind: ContractKind
                            switch k.key {
                            case "usecase": kind = .useCase
                            case "repository": kind = .repository
                            case "data_source": kind = .dataSource
                            default: return fail(k.line, "unknown kind `naming.implementation.\(k.key)` (known: usecase, repository, data_source)")
                            }
                            switch patternList(k.value, "implementation.\(k.key)", line: k.line) {
                            case .failure(let e): return .failure(e)
                            case .success(let list): byKind[kind] = list
                            }
                        }
                        patterns["implementation"] = (s.line, [])
                        continue
                    }
                    if ["contract", "implementation", "mock"].contains(s.key) {
                        switch patternList(s.value, s.key, line: s.line) {
                        case .failure(let e): return .failure(e)
                        case .success(let list): patterns[s.key] = (s.line, list)
                        }
                        continue
                    }
                    guard case .scalar(let v) = s.value, !v.isEmpty else {
                        return fail(s.line, "`naming.\(s.key)` needs a value")
                    }
                    switch s.key {
                    case "contracts":
                        guard let c = Conventions.ContractNaming(rawValue: v) else { return fail(s.line, "`naming.contracts` must be suffix or impl, not `\(v)` (or write the pattern: `naming.contract: \"{Name}Protocol\"`)") }
                        if patterns["contract"] != nil || patterns["implementation"] != nil { return fail(s.line, "`naming.contracts` is a shorthand for `naming.contract` and `naming.implementation`: write one or the other") }
                        shorthand.contracts = c
                    case "contract_suffix":
                        guard isTypeNameSuffix(v) else {
                            return fail(s.line, "`naming.contract_suffix` must be a capitalised identifier such as `Contract` or `Protocol`, not `\(v)`")
                        }
                        if patterns["contract"] != nil { return fail(s.line, "`naming.contract_suffix` is a shorthand for `naming.contract`: write one or the other") }
                        shorthand.suffix = v
                    case "mocks":
                        guard let m = Conventions.MockNaming(rawValue: v) else { return fail(s.line, "`naming.mocks` must be suffix or prefix, not `\(v)` (or write the pattern: `naming.mock: \"{Name}Spy\"`)") }
                        if patterns["mock"] != nil { return fail(s.line, "`naming.mocks` is a shorthand for `naming.mock`: write one or the other") }
                        shorthand.mocks = m
                    case "detail":
                        guard let d = Conventions.DetailNaming(rawValue: v) else { return fail(s.line, "`naming.detail` must be any, required or forbidden, not `\(v)`") }
                        config.conventions.detail = d
                    case "usecase_method":
                        guard isIdentifier(v) else { return fail(s.line, "`naming.usecase_method` must be a method name such as `execute` or `callAsFunction`, not `\(v)`") }
                        config.conventions.useCaseMethod = v
                    default:
                        return fail(s.line, "unknown key `naming.\(s.key)` (known: contract, implementation, mock, usecase_method, detail; shorthands: contracts, contract_suffix, mocks)")
                    }
                }
                if let c = patterns["contract"], shorthand.contracts != nil || shorthand.suffix != nil {
                    return fail(c.line, "`naming.contract` and the shorthand `naming.\(shorthand.contracts != nil ? "contracts" : "contract_suffix")` both set the contract's name: write one or the other")
                }
                if let m = patterns["mock"], shorthand.mocks != nil {
                    return fail(m.line, "`naming.mock` and the shorthand `naming.mocks` both set the mock's name: write one or the other")
                }
                if let c = shorthand.contracts { config.conventions.contracts = c }
                // Under `impl` contracts take the plain name: the suffix only names what to drop.
                if let suffix = shorthand.suffix, config.conventions.contracts == .suffix {
                    config.conventions.contractPatterns = [NamePattern(prefix: "", suffix: suffix)]
                }
                if let m = shorthand.mocks { config.conventions.mocks = m }
                if let c = patterns["contract"] {
                    config.conventions.contractPatterns = c.value
                    config.conventions.contractPatternsByKind = contractByKind
                }
                if let i = patterns["implementation"] {
                    if byKind.isEmpty { config.conventions.implementationPatterns = i.value } else { config.conventions.implementationPatternsByKind = byKind }
                    config.conventions.implementationNamingChecked = true
                }
                if let m = patterns["mock"] { config.conventions.mockPatterns = m.value }
            case "scaffolding":
                switch ScaffoldingSettings.parse(e, path: path) {
                case .failure(let p): return .failure(p)
                case .success(let s): config.scaffolding = s
                }
            case "mapping":
                guard case .scalar(let v) = e.value, let m = Conventions.Mapping(rawValue: v) else {
                    return fail(e.line, "`mapping` must be any, private-extension or mapper")
                }
                config.conventions.mapping = m
            case "rules":
                guard case .map(let rules) = e.value else {
                    return fail(e.line, "`rules` must map rule ids to settings, e.g.\n  rules:\n    typed-throws:\n      severity: warning")
                }
                for r in rules {
                    guard known.contains(r.key) else {
                        return fail(r.line, "unknown rule id `\(r.key)` under `rules` (known: \(known.sorted().joined(separator: ", ")))")
                    }
                    guard case .map(let settings) = r.value else {
                        return fail(r.line, "`rules.\(r.key)` must be a map, e.g. `severity: warning`")
                    }
                    let descriptor = config.rule(id: r.key)!.descriptor
                    for s in settings {
                        if let option = descriptor.options.first(where: { $0.name == s.key }) {
                            guard case .scalar(let v) = s.value, option.values.contains(v) else {
                                return fail(s.line, "`rules.\(r.key).\(s.key)` must be \(option.values.joined(separator: " or "))")
                            }
                            config.ruleOptions[r.key, default: [:]][s.key] = v
                            continue
                        }
                        guard s.key == "severity" else {
                            let known = (["severity"] + descriptor.options.map(\.name)).joined(separator: ", ")
                            return fail(s.line, "unknown setting `\(s.key)` for rule `\(r.key)` (known: \(known))")
                        }
                        guard case .scalar(let v) = s.value else { return fail(s.line, "`severity` must be error, warning or off") }
                        switch v {
                        case "error": config.severities[r.key] = .error
                        case "warning": config.severities[r.key] = .warning
                        case "off": config.disabledRules.insert(r.key)
                        default: return fail(s.line, "`severity` must be error, warning or off, not `\(v)`")
                        }
                    }
                }
            default:
                return fail(e.line, "unknown key `\(e.key)` (known: \(knownKeys.joined(separator: ", ")))")
            }
        }
        return .success(config)
    }
}

/// `Contract`, `Protocol`: an ASCII identifier starting with a capital letter.
/// A Swift identifier in ASCII: a letter or `_`, then letters, digits, `_`.
func isIdentifier(_ s: String) -> Bool {
    guard let f = s.utf8.first, f == 0x5F || (f | 0x20 >= 0x61 && f | 0x20 <= 0x7A) else { return false }
    return s.utf8.allSatisfy { $0 == 0x5F || ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) }
}

func isTypeNameSuffix(_ s: String) -> Bool {
    guard let f = s.utf8.first, f >= UInt8(ascii: "A") && f <= UInt8(ascii: "Z") else { return false }
    return s.utf8.allSatisfy { ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
}

/// The YAML subset `.archlint.yml` and rule documents use: `key: value` pairs where a
/// value is a scalar, an inline list `[a, b]`, a block list of `- item` lines, a nested map
/// (indented keys or inline `{a: b}`), or a list of maps (`- key: value` items with their
/// indented keys, or `[{a: b}, {c: d}]`). `#` starts a comment. Anything else is an error with
/// its line number — never silently ignored.
public enum YAMLLite {
    public struct Item: Equatable, Sendable {
        public var text: String
        public var line: Int
    }

    public enum Value: Equatable, Sendable {
        case scalar(String)
        case list([Item])
        case map([Entry])
        /// A list whose items are maps (`any_of:`, `except:` of a team rule), each with its line.
        /// Kept apart from `list`: a key that takes plain values never reads one as ``.
        case maps([MapItem])
        case empty
    }

    public struct MapItem: Equatable, Sendable {
        public var entries: [Entry]
        public var line: Int
    }

    public struct Entry: Equatable, Sendable {
        public var key: String
        public var value: Value
        public var line: Int
    }

    /// `text` read as YAML; `firstLine` numbers its first line (a block inside a document).
    public static func parse(_ text: String, path: String, firstLine: Int = 1) -> Result<[Entry], InputProblem> {
        let bytes = Array(text.utf8)
        return parse(bytes: bytes, range: 0..<bytes.count, path: path, firstLine: firstLine)
    }

    /// `bytes[range]` read as YAML, its first line numbered `firstLine`. Lines end at LF, CRLF or CR.
    static func parse(bytes: [UInt8], range: Range<Int>, path: String, firstLine: Int) -> Result<[Entry], InputProblem> {
        // On the UTF-8 bytes, by offsets: the documents of a run's team rules are read here at every start.
        var reader = Reader(buf: bytes, path: path)
        return reader.read(range, firstLine: firstLine)
    }

    struct Reader {
        var buf: [UInt8]
        let path: String
        /// The lines that hold something (comments and blank lines dropped), as offsets in `buf`.
        var lines: [Line] = []

        struct Line {
            var number: Int
            var indent: Int
            var lo: Int
            var hi: Int
            /// It holds a `[` or `{` (perhaps a flow value going on over the next lines).
            var bracket = true
        }

        func problem(_ line: Int, _ message: String) -> InputProblem { InputProblem(path: path, line: line, message: message) }
        func string(_ lo: Int, _ hi: Int) -> String { String(decoding: buf[lo..<hi], as: UTF8.self) }
        func text(_ l: Line) -> String { string(l.lo, l.hi) }

        /// `lo..<hi` without the spaces around it.
        func trimmed(_ lo: Int, _ hi: Int) -> (Int, Int) {
            var a = lo, b = hi
            while a < b && buf[a] == 32 { a += 1 }
            while b > a && buf[b - 1] == 32 { b -= 1 }
            return (a, b)
        }

        /// The scalar at `lo..<hi`, its spaces trimmed and its quotes (`"…"`, `'…'`) removed.
        func scalar(_ lo: Int, _ hi: Int) -> String {
            var (a, b) = trimmed(lo, hi)
            if b - a >= 2, buf[a] == buf[b - 1], buf[a] == 34 || buf[a] == 39 { a += 1; b -= 1 }
            return string(a, b)
        }

        func startsWith(_ l: Line, _ byte: UInt8) -> Bool { l.hi > l.lo && buf[l.lo] == byte }

        mutating func read(_ range: Range<Int>, firstLine: Int) -> Result<[Entry], InputProblem> {
            // The lines that hold something, in one pass over the bytes (through a pointer: read at every start).
            var found: [Line] = []
            var tabs: Int?
            buf.withUnsafeBufferPointer { b in
                var number = firstLine - 1
                var p = range.lowerBound
                let end = range.upperBound
                while true {
                    var e = p
                    var hash = false, bracket = false
                    while e < end {
                        let c = b[e]
                        // One test for most bytes: LF, CR and `#` are below `$`; `[` and `{` differ by 0x20.
                        if c < 36 {
                            if c == 10 || c == 13 { break }
                            if c == 35 { hash = true }
                        } else if c & 0xDF == 91 {
                            bracket = true
                        }
                        e += 1
                    }
                    number += 1
                    var s = p
                    while s < e && b[s] == 32 { s += 1 }
                    if s < e && b[s] == 9 { tabs = number; return }
                    var hi = hash ? Reader.commentStart(b, s, e) : e
                    while hi > s && b[hi - 1] == 32 { hi -= 1 }
                    let isDocumentStart = hi - s == 3 && b[s] == 45 && b[s + 1] == 45 && b[s + 2] == 45 && found.isEmpty
                    if hi > s && !isDocumentStart { found.append(Line(number: number, indent: s - p, lo: s, hi: hi, bracket: bracket)) }
                    if e >= end { break }
                    p = b[e] == 13 && e + 1 < end && b[e + 1] == 10 ? e + 2 : e + 1
                }
            }
            if let tabs { return .failure(problem(tabs, "YAML indentation must use spaces, not tabs")) }
            var pendingFlow = Int.min
            lines.reserveCapacity(found.count)
            for l in found {
                // A flow list or map may go on over the next lines (`[a,` / `b]`): one line, numbered as its first.
                if let last = lines.last, last.number == pendingFlow {
                    let head = Array(buf[last.lo..<last.hi]), tail = Array(buf[l.lo..<l.hi])
                    let lo = buf.count
                    buf.append(contentsOf: head)
                    buf.append(32)
                    buf.append(contentsOf: tail)
                    lines[lines.count - 1].lo = lo
                    lines[lines.count - 1].hi = buf.count
                    if flowDepth(lo, buf.count) <= 0 { pendingFlow = Int.min }
                } else {
                    lines.append(l)
                    if l.bracket && flowDepth(l.lo, l.hi) > 0 { pendingFlow = l.number }
                }
            }
            if pendingFlow != Int.min, let open = lines.last {
                // Read as one line, it says which bracket is missing.
                var from = open.lo
                while from < open.hi && buf[from] != 91 && buf[from] != 123 { from += 1 }
                if case .failure(let p) = parseFlow(from, open.hi, line: pendingFlow) { return .failure(p) }
                return .failure(problem(pendingFlow, "unterminated inline list or map (missing `]` or `}`)"))
            }
            var i = 0
            return parseMap(&i, indent: 0)
        }

        /// Where the line's `#` comment starts (one that starts the line or follows a space, outside quotes), else `hi`.
        static func commentStart(_ b: UnsafeBufferPointer<UInt8>, _ lo: Int, _ hi: Int) -> Int {
            var inSingle = false, inDouble = false
            var prev: UInt8 = 32
            var k = lo
            while k < hi {
                let c = b[k]
                if c == 39 && !inDouble { inSingle.toggle() }
                if c == 34 && !inSingle { inDouble.toggle() }
                if c == 35 && !inSingle && !inDouble && prev == 32 { return k }
                prev = c
                k += 1
            }
            return hi
        }

        /// How many `[`/`{` a line's flow value (`key: [a,`, `- {a: b,`) leaves open, outside quotes;
        /// 0 for a line whose value is not a flow list or map.
        func flowDepth(_ lo: Int, _ hi: Int) -> Int {
            var i = lo
            // After `- ` or `key: `, the value.
            if hi - lo > 1 && buf[lo] == 45 && buf[lo + 1] == 32 {
                i += 2
                while i < hi && buf[i] == 32 { i += 1 }
            }
            if i < hi && buf[i] != 91 && buf[i] != 123, let colon = findKeyColon(i, hi) {
                i = colon + 1
                while i < hi && buf[i] == 32 { i += 1 }
            }
            guard i < hi, buf[i] == 91 || buf[i] == 123 else { return 0 }
            var depth = 0
            var quote: UInt8 = 0
            while i < hi {
                let c = buf[i]
                i += 1
                if quote != 0 { if c == quote { quote = 0 }; continue }
                switch c {
                case 34, 39: quote = c
                case 91, 123: depth += 1
                case 93, 125: depth -= 1
                default: break
                }
            }
            return depth
        }

        /// The `:` that ends a key (followed by a space or the end of the line).
        func findKeyColon(_ lo: Int, _ hi: Int) -> Int? {
            var inQuote: UInt8 = 0
            var k = lo
            while k < hi {
                let c = buf[k]
                if inQuote != 0 {
                    if c == inQuote { inQuote = 0 }
                } else if c == 34 || c == 39 {
                    inQuote = c
                } else if c == 58 && (k + 1 == hi || buf[k + 1] == 32) {
                    return k
                }
                k += 1
            }
            return nil
        }

        mutating func parseMap(_ i: inout Int, indent: Int) -> Result<[Entry], InputProblem> {
            var entries: [Entry] = []
            while i < lines.count {
                let l = lines[i]
                if l.indent < indent { break }
                if l.indent > indent {
                    return .failure(problem(l.number, "unexpected indentation"))
                }
                if startsWith(l, 45) && (l.hi - l.lo == 1 || buf[l.lo + 1] == 32) {
                    return .failure(problem(l.number, "a list item where a `key: value` was expected"))
                }
                guard let colon = findKeyColon(l.lo, l.hi) else {
                    return .failure(problem(l.number, "expected `key: value`, found `\(text(l))`"))
                }
                let key = scalar(l.lo, colon)
                if key.isEmpty { return .failure(problem(l.number, "empty key")) }
                // A map has a few keys: compared in turn, not hashed.
                if entries.contains(where: { $0.key == key }) { return .failure(problem(l.number, "duplicate key `\(key)`")) }
                let (rlo, rhi) = trimmed(colon + 1, l.hi)
                i += 1
                if rhi > rlo {
                    if buf[rlo] == 91 || buf[rlo] == 123 {
                        switch parseFlow(rlo, rhi, line: l.number) {
                        case .failure(let e): return .failure(e)
                        case .success(let v): entries.append(Entry(key: key, value: v, line: l.number))
                        }
                    } else {
                        entries.append(Entry(key: key, value: .scalar(scalar(rlo, rhi)), line: l.number))
                    }
                    continue
                }
                // Nested block: a list or a map, more indented (a list may also sit at the same indent).
                if i < lines.count && (lines[i].indent > indent || (lines[i].indent == indent && startsWith(lines[i], 45))) {
                    let childIndent = lines[i].indent
                    if startsWith(lines[i], 45) {
                        var items: [Item] = []
                        var maps: [MapItem] = []
                        while i < lines.count && lines[i].indent == childIndent && startsWith(lines[i], 45) {
                            let dashed = lines[i]
                            let (ilo, ihi) = trimmed(dashed.lo + 1, dashed.hi)
                            let quoted = ihi > ilo && (buf[ilo] == 34 || buf[ilo] == 39)
                            let isMap = ihi > ilo && (buf[ilo] == 123 || (findKeyColon(ilo, ihi) != nil && !quoted))
                            if ihi == ilo || (isMap ? !items.isEmpty : !maps.isEmpty) {
                                return .failure(problem(dashed.number, ihi == ilo
                                    ? "a list item without a value" : "a list mixes plain values and maps: write one kind of item"))
                            }
                            if !isMap {
                                items.append(Item(text: scalar(ilo, ihi), line: dashed.number))
                                i += 1
                                continue
                            }
                            if buf[ilo] == 123 {
                                switch parseFlow(ilo, ihi, line: dashed.number) {
                                case .failure(let e): return .failure(e)
                                case .success(.map(let m)): maps.append(MapItem(entries: m, line: dashed.number))
                                case .success: return .failure(problem(dashed.number, "expected an inline map `{key: value}`"))
                                }
                                i += 1
                                continue
                            }
                            // `- key: value`: the item's first key, its other keys indented under it.
                            let keyIndent = childIndent + 1 + (ilo - (dashed.lo + 1))
                            lines[i] = Line(number: dashed.number, indent: keyIndent, lo: ilo, hi: ihi)
                            switch parseMap(&i, indent: keyIndent) {
                            case .failure(let e): return .failure(e)
                            case .success(let m): maps.append(MapItem(entries: m, line: dashed.number))
                            }
                        }
                        if i < lines.count && lines[i].indent > indent && !(lines[i].indent < childIndent) {
                            return .failure(problem(lines[i].number, "unexpected indentation in a list"))
                        }
                        entries.append(Entry(key: key, value: maps.isEmpty ? .list(items) : .maps(maps), line: l.number))
                    } else {
                        switch parseMap(&i, indent: childIndent) {
                        case .failure(let e): return .failure(e)
                        case .success(let m): entries.append(Entry(key: key, value: .map(m), line: l.number))
                        }
                    }
                } else {
                    entries.append(Entry(key: key, value: .empty, line: l.number))
                }
            }
            return .success(entries)
        }

        /// An inline (flow) value on one line: `[a, "b c"]`, `{domain: [A/**], data: [B/**]}`, nested.
        func parseFlow(_ lo: Int, _ hi: Int, line: Int) -> Result<Value, InputProblem> {
            var i = lo
            func fail(_ m: String) -> Result<Value, InputProblem> { .failure(problem(line, m)) }
            func skip() { while i < hi && buf[i] == 32 { i += 1 } }
            /// A scalar up to one of `stops` (quoted: up to its closing quote), spaces trimmed.
            func scalar(_ stops: (UInt8) -> Bool) -> String {
                skip()
                if i < hi, buf[i] == 34 || buf[i] == 39 {
                    let q = buf[i]
                    i += 1
                    let from = i
                    while i < hi && buf[i] != q { i += 1 }
                    let s = string(from, i)
                    i += 1
                    return s
                }
                let from = i
                while i < hi && !stops(buf[i]) { i += 1 }
                var to = i
                while to > from && buf[to - 1] == 32 { to -= 1 }
                return string(from, to)
            }
            func value() -> Result<Value, InputProblem> {
                skip()
                guard i < hi else { return fail("a value is missing") }
                if buf[i] == 91 {
                    i += 1
                    var items: [Item] = []
                    var maps: [MapItem] = []
                    while true {
                        skip()
                        guard i < hi else { return fail("unterminated inline list (missing `]`)") }
                        if buf[i] == 93 { i += 1; return .success(maps.isEmpty ? .list(items) : .maps(maps)) }
                        if buf[i] == 91 { return fail("inline list items must be plain values or maps") }
                        if buf[i] == 123 {
                            guard items.isEmpty else { return fail("a list mixes plain values and maps: write one kind of item") }
                            switch value() {
                            case .failure(let e): return .failure(e)
                            case .success(.map(let m)): maps.append(MapItem(entries: m, line: line))
                            case .success: return fail("expected an inline map `{key: value}`")
                            }
                        } else {
                            guard maps.isEmpty else { return fail("a list mixes plain values and maps: write one kind of item") }
                            let s = scalar { $0 == 44 || $0 == 93 }
                            if !s.isEmpty { items.append(Item(text: s, line: line)) }
                        }
                        skip()
                        if i < hi && buf[i] == 44 { i += 1 }
                    }
                }
                if buf[i] == 123 {
                    i += 1
                    var entries: [Entry] = []
                    while true {
                        skip()
                        guard i < hi else { return fail("unterminated inline map (missing `}`)") }
                        if buf[i] == 125 { i += 1; return .success(.map(entries)) }
                        let key = scalar { $0 == 58 || $0 == 44 || $0 == 125 }
                        guard i < hi, buf[i] == 58, !key.isEmpty else { return fail("expected `key: value` in an inline map") }
                        guard !entries.contains(where: { $0.key == key }) else { return fail("duplicate key `\(key)`") }
                        i += 1
                        skip()
                        let v: Value
                        if i < hi && (buf[i] == 91 || buf[i] == 123) {
                            switch value() {
                            case .failure(let e): return .failure(e)
                            case .success(let x): v = x
                            }
                        } else {
                            v = .scalar(scalar { $0 == 44 || $0 == 125 })
                        }
                        entries.append(Entry(key: key, value: v, line: line))
                        skip()
                        if i < hi && buf[i] == 44 { i += 1 }
                    }
                }
                return .success(.scalar(scalar { _ in false }))
            }
            let result = value()
            if case .success = result {
                skip()
                if i < hi { return fail("unexpected `\(string(i, hi))` after an inline value") }
            }
            return result
        }
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        let u = utf8
        var start = u.startIndex, end = u.endIndex
        while start < end && u[start] == 32 { start = u.index(after: start) }
        while end > start && u[u.index(before: end)] == 32 { end = u.index(before: end) }
        return String(self[start..<end])
    }
}

extension String {
    func trimmingSpaces() -> String { Substring(self).trimmingSpaces() }
}

/// The rule ids a configuration knows: the built-in rules' and the team's. Looked up in both,
/// never merged into one set (a load hashed every id again for the few lookups a run makes).
public struct KnownRuleIDs: Sendable, Equatable, ExpressibleByArrayLiteral {
    var builtIn: Set<String>
    var team: [String] = []

    public init(_ ids: Set<String>) { builtIn = ids }
    public init(arrayLiteral ids: String...) { builtIn = Set(ids) }
    init(team: [String]) {
        builtIn = RuleRegistry.idSet
        self.team = team
    }

    public func contains(_ id: String) -> Bool { builtIn.contains(id) || team.contains(id) }
    /// Every id, sorted (the "known:" list of a message).
    public func sorted() -> [String] { Set(builtIn).union(team).sorted() }
}
