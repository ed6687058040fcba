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
        didSet { knownRuleIDs = RuleRegistry.idSet.union(teamRules.map(\.id)) }
    }
    /// `rule_documents`, as written (relative to the configuration file).
    public var ruleDocuments: [String] = []
    /// `scaffolding:`: what `archlint new` cannot read from the project.
    public var scaffolding = ScaffoldingSettings()
    /// Every rule id this configuration knows: the built-in rules and the team's.
    public private(set) var knownRuleIDs: Set<String> = RuleRegistry.idSet

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
    public static func parse(_ text: String, path: String, baseDirectory: String = "") -> Result<Configuration, InputProblem> {
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
            switch TeamRuleLoader.load(e, configurationPath: path, baseDirectory: baseDirectory) {
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

/// The YAML subset `.archlint.yml` uses: top-level `key: value` pairs where a
/// value is a scalar, an inline list `[a, b]`, a block list of `- item` lines,
/// or a nested map (two levels). `#` starts a comment. Anything else is an
/// error with its line number — never silently ignored.
public enum YAMLLite {
    public struct Item: Equatable, Sendable {
        public var text: String
        public var line: Int
    }

    public indirect enum Value: Equatable, Sendable {
        case scalar(String)
        case list([Item])
        case map([Entry])
        case empty
    }

    public struct Entry: Equatable, Sendable {
        public var key: String
        public var value: Value
        public var line: Int
    }

    struct Line {
        var number: Int
        var indent: Int
        var text: Substring
    }

    public static func parse(_ text: String, path: String) -> Result<[Entry], InputProblem> {
        var lines: [Line] = []
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var s = raw
            if s.hasSuffix("\r") { s = s.dropLast() }
            if s.contains("\t") {
                let lead = s.prefix { $0 == " " || $0 == "\t" }
                if lead.contains("\t") {
                    return .failure(InputProblem(path: path, line: number, message: "YAML indentation must use spaces, not tabs"))
                }
            }
            let stripped = stripComment(s)
            let trimmed = stripped.drop { $0 == " " }
            if trimmed.isEmpty { continue }
            if trimmed == "---" && lines.isEmpty { continue }
            let indent = stripped.count - trimmed.count
            var t = Substring(trimmed)
            while t.last == " " { t = t.dropLast() }
            lines.append(Line(number: number, indent: indent, text: t))
        }
        var i = 0
        return parseMap(&i, lines, indent: 0, path: path)
    }

    static func stripComment(_ s: Substring) -> Substring {
        var inSingle = false, inDouble = false
        var prev: Character = " "
        for idx in s.indices {
            let c = s[idx]
            if c == "'" && !inDouble { inSingle.toggle() }
            if c == "\"" && !inSingle { inDouble.toggle() }
            if c == "#" && !inSingle && !inDouble && (prev == " " || idx == s.startIndex) { return s[..<idx] }
            prev = c
        }
        return s
    }

    static func parseMap(_ i: inout Int, _ lines: [Line], indent: Int, path: String) -> Result<[Entry], InputProblem> {
        var entries: [Entry] = []
        var seen = Set<String>()
        while i < lines.count {
            let l = lines[i]
            if l.indent < indent { break }
            if l.indent > indent {
                return .failure(InputProblem(path: path, line: l.number, message: "unexpected indentation"))
            }
            if l.text.hasPrefix("- ") || l.text == "-" {
                return .failure(InputProblem(path: path, line: l.number, message: "a list item where a `key: value` was expected"))
            }
            guard let colon = findKeyColon(l.text) else {
                return .failure(InputProblem(path: path, line: l.number, message: "expected `key: value`, found `\(l.text)`"))
            }
            let key = unquote(l.text[..<colon].trimmingSpaces())
            if key.isEmpty { return .failure(InputProblem(path: path, line: l.number, message: "empty key")) }
            if seen.contains(key) { return .failure(InputProblem(path: path, line: l.number, message: "duplicate key `\(key)`")) }
            seen.insert(key)
            let rest = l.text[l.text.index(after: colon)...].trimmingSpaces()
            i += 1
            if !rest.isEmpty {
                if rest.hasPrefix("[") || rest.hasPrefix("{") {
                    switch parseFlow(rest, line: l.number, path: path) {
                    case .failure(let e): return .failure(e)
                    case .success(let v): entries.append(Entry(key: key, value: v, line: l.number))
                    }
                } else {
                    entries.append(Entry(key: key, value: .scalar(unquote(rest)), line: l.number))
                }
                continue
            }
            // Nested block: a list or a map, more indented (a list may also sit at the same indent).
            if i < lines.count && (lines[i].indent > indent || (lines[i].indent == indent && lines[i].text.hasPrefix("-"))) {
                let childIndent = lines[i].indent
                if lines[i].text.hasPrefix("-") {
                    var items: [Item] = []
                    while i < lines.count && lines[i].indent == childIndent && lines[i].text.hasPrefix("-") {
                        let item = lines[i].text.dropFirst().trimmingSpaces()
                        if item.isEmpty || findKeyColon(Substring(item)) != nil && !item.hasPrefix("\"") && !item.hasPrefix("'") {
                            return .failure(InputProblem(path: path, line: lines[i].number, message: "list items must be plain values"))
                        }
                        items.append(Item(text: unquote(item), line: lines[i].number))
                        i += 1
                    }
                    if i < lines.count && lines[i].indent > indent && !(lines[i].indent < childIndent) {
                        return .failure(InputProblem(path: path, line: lines[i].number, message: "unexpected indentation in a list"))
                    }
                    entries.append(Entry(key: key, value: .list(items), line: l.number))
                } else {
                    switch parseMap(&i, lines, indent: childIndent, path: path) {
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
    static func parseFlow(_ text: String, line: Int, path: String) -> Result<Value, InputProblem> {
        let chars = Array(text)
        var i = 0
        func fail(_ m: String) -> Result<Value, InputProblem> { .failure(InputProblem(path: path, line: line, message: m)) }
        func skip() { while i < chars.count && chars[i] == " " { i += 1 } }
        func scalar(stops: Set<Character>) -> String {
            skip()
            if i < chars.count, chars[i] == "\"" || chars[i] == "'" {
                let q = chars[i]; var s = ""; i += 1
                while i < chars.count && chars[i] != q { s.append(chars[i]); i += 1 }
                i += 1
                return s
            }
            var s = ""
            while i < chars.count && !stops.contains(chars[i]) { s.append(chars[i]); i += 1 }
            return s.trimmingSpaces()
        }
        func value() -> Result<Value, InputProblem> {
            skip()
            guard i < chars.count else { return fail("a value is missing") }
            if chars[i] == "[" {
                i += 1
                var items: [Item] = []
                while true {
                    skip()
                    guard i < chars.count else { return fail("unterminated inline list (missing `]`)") }
                    if chars[i] == "]" { i += 1; return .success(.list(items)) }
                    if chars[i] == "[" || chars[i] == "{" { return fail("inline list items must be plain values") }
                    let s = scalar(stops: [",", "]"])
                    if !s.isEmpty { items.append(Item(text: s, line: line)) }
                    skip()
                    if i < chars.count && chars[i] == "," { i += 1 }
                }
            }
            if chars[i] == "{" {
                i += 1
                var entries: [Entry] = []
                var seen = Set<String>()
                while true {
                    skip()
                    guard i < chars.count else { return fail("unterminated inline map (missing `}`)") }
                    if chars[i] == "}" { i += 1; return .success(.map(entries)) }
                    let key = scalar(stops: [":", ",", "}"])
                    guard i < chars.count, chars[i] == ":", !key.isEmpty else { return fail("expected `key: value` in an inline map") }
                    guard !seen.contains(key) else { return fail("duplicate key `\(key)`") }
                    seen.insert(key)
                    i += 1
                    skip()
                    let v: Value
                    if i < chars.count && (chars[i] == "[" || chars[i] == "{") {
                        switch value() {
                        case .failure(let e): return .failure(e)
                        case .success(let x): v = x
                        }
                    } else {
                        v = .scalar(scalar(stops: [",", "}"]))
                    }
                    entries.append(Entry(key: key, value: v, line: line))
                    skip()
                    if i < chars.count && chars[i] == "," { i += 1 }
                }
            }
            return .success(.scalar(scalar(stops: [])))
        }
        let result = value()
        if case .success = result {
            skip()
            if i < chars.count { return fail("unexpected `\(String(chars[i...]))` after an inline value") }
        }
        return result
    }

    /// The `:` that ends a key (followed by a space or the end of the line).
    static func findKeyColon(_ s: Substring) -> String.Index? {
        var inQuote: Character?
        for idx in s.indices {
            let c = s[idx]
            if let q = inQuote { if c == q { inQuote = nil }; continue }
            if c == "\"" || c == "'" { inQuote = c; continue }
            if c == ":" {
                let next = s.index(after: idx)
                if next == s.endIndex || s[next] == " " { return idx }
            }
        }
        return nil
    }

    static func unquote(_ s: String) -> String {
        if s.count >= 2, (s.hasPrefix("\"") && s.hasSuffix("\"")) || (s.hasPrefix("'") && s.hasSuffix("'")) {
            return String(s.dropFirst().dropLast())
        }
        return s
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

extension String {
    func trimmingSpaces() -> String { Substring(self).trimmingSpaces() }
}
