/// Reads a team rule document: front matter in archlint's rule-document format plus a `check:`
/// block. Strict like the configuration: an unknown key, a value of the wrong shape, a pattern
/// that does not parse, a placeholder the message cannot fill, or a document without examples is
/// an `InputProblem` at the document's line.
public enum TeamRuleParser {
    public static let frontMatterKeys = ["id", "title", "severity", "impact", "impactDescription", "tags", "source", "summary", "enabled", "check"]

    /// nil: a document without `check:` (prose only, ignored). `path` is the document's path as shown;
    /// `base` the folder that path globs are relative to (the configuration's folder; "" in examples).
    public static func parse(_ text: String, path: String, base: String = "") -> Result<TeamRule, InputProblem>? {
        let doc = RuleDocumentModel.parse(text, path: path)
        guard let fm = doc.frontMatter else { return nil }
        let offset = doc.frontMatterLine - 1
        let entries: [YAMLLite.Entry]
        switch YAMLLite.parse(fm, path: path) {
        case .failure(var p):
            p.line = p.line.map { $0 + offset }
            // Prose documents whose front matter is no YAML this reader knows are not rules.
            guard fm.contains("\ncheck:") || fm.hasPrefix("check:") else { return nil }
            return .failure(p)
        case .success(let e): entries = e
        }
        guard let checkEntry = entries.first(where: { $0.key == "check" }) else { return nil }
        var p = Context(path: path, offset: offset, base: base)
        return p.rule(entries, check: checkEntry, doc: doc)
    }

    struct Context {
        var path: String
        var offset: Int
        var base: String

        func problem(_ line: Int, _ message: String) -> InputProblem {
            InputProblem(path: path, line: line + offset, message: message)
        }

        mutating func rule(_ entries: [YAMLLite.Entry], check: YAMLLite.Entry, doc: RuleDocumentModel) -> Result<TeamRule, InputProblem> {
            var fields: [String: (String, Int)] = [:]
            for e in entries where e.key != "check" {
                guard TeamRuleParser.frontMatterKeys.contains(e.key) else {
                    return .failure(problem(e.line, "unknown front matter key `\(e.key)` (known: \(TeamRuleParser.frontMatterKeys.joined(separator: ", ")))"))
                }
                guard case .scalar(let v) = e.value else { return .failure(problem(e.line, "`\(e.key)` must be a single value")) }
                fields[e.key] = (v, e.line)
            }
            guard let (id, idLine) = fields["id"] else { return .failure(problem(1, "a team rule needs an `id:` in its front matter")) }
            guard isRuleID(id) else {
                return .failure(problem(idLine, "`\(id)` is not a rule id: lower-case words joined by hyphens, such as `feature-isolation`"))
            }
            if id == ExplainCommand.teamRulesTopic {
                return .failure(problem(idLine, "`\(id)` is taken by `archlint explain \(id)` (the guide to writing team rules): choose another id"))
            }
            if RuleRegistry.idSet.contains(id) {
                return .failure(problem(idLine, "`\(id)` is the id of a built-in rule: choose another id (a team rule adds to the catalog, it does not replace a rule; disable the built-in one in `.archlint.yml` instead)"))
            }
            guard let (title, _) = fields["title"], !title.isEmpty else { return .failure(problem(idLine, "`\(id)` needs a `title:` in its front matter")) }
            var severity = Severity.error
            if let (s, line) = fields["severity"] {
                guard let v = Severity(rawValue: s) else { return .failure(problem(line, "`severity` must be error or warning, not `\(s)`")) }
                severity = v
            }
            var enabled = true
            if let (s, line) = fields["enabled"] {
                guard s == "true" || s == "false" else { return .failure(problem(line, "`enabled` must be true or false")) }
                enabled = s == "true"
            }
            if doc.examples.isEmpty {
                return .failure(problem(check.line, "team rule `\(id)` has no examples: add at least one **Incorrect** and one **Correct** paragraph, each followed by a ```swift block (they are its tests)"))
            }
            if !doc.examples.contains(where: \.incorrect) || !doc.examples.contains(where: { !$0.incorrect }) {
                return .failure(problem(check.line, "team rule `\(id)` needs at least one **Incorrect** and one **Correct** example (they are its tests)"))
            }
            if let first = doc.problems.first { return .failure(first) }
            for ex in doc.examples where ex.files.isEmpty {
                return .failure(InputProblem(path: path, line: ex.line, message: "example `\(ex.title)` has no ```swift block"))
            }
            let compiled: TeamCheck
            switch self.check(check) {
            case .failure(let p): return .failure(p)
            case .success(let c): compiled = c
            }
            let sources = (fields["source"]?.0 ?? "").split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
            let summary = fields["summary"]?.0 ?? title
            let descriptor = RuleDescriptor(id: id, title: title, summary: summary, defaultSeverity: severity, enabledByDefault: enabled, sources: sources)
            return .success(TeamRule(descriptor: descriptor, check: compiled, documentPath: path, document: doc))
        }

        // MARK: check:

        mutating func check(_ e: YAMLLite.Entry) -> Result<TeamCheck, InputProblem> {
            guard case .map(let items) = e.value else {
                return .failure(problem(e.line, "`check` must be a map: `kind:` (dependencies, declarations or identifiers), what it selects, and `message:`"))
            }
            guard let kindEntry = items.first(where: { $0.key == "kind" }) else {
                return .failure(problem(e.line, "`check` needs a `kind:`: dependencies, declarations or identifiers"))
            }
            guard case .scalar(let k) = kindEntry.value, let kind = TeamCheck.Kind(rawValue: k) else {
                return .failure(problem(kindEntry.line, "`check.kind` must be dependencies, declarations or identifiers"))
            }
            var c = TeamCheck(kind: kind, message: "")
            let allowed = TeamCheckKeys.check(kind)
            for item in items {
                guard allowed.contains(item.key) else {
                    return .failure(problem(item.line, "unknown key `check.\(item.key)` for kind \(kind.rawValue) (known: \(allowed.joined(separator: ", ")))"))
                }
                do {
                    switch (kind, item.key) {
                    case (_, "kind"): break
                    case (_, "message"):
                        c.message = try scalar(item)
                        for p in placeholders(in: c.message) where !TeamCheck.placeholders(kind).contains(p) {
                            throw problem(item.line, "`{\(p)}` is not a placeholder of a \(kind.rawValue) message (known: \(TeamCheck.placeholders(kind).map { "{\($0)}" }.joined(separator: ", ")))")
                        }
                    case (_, "fix"): c.fix = try scalar(item)
                    case (.dependencies, "from"): c.from = try files(item)
                    case (.dependencies, "forbid"): c.forbidTarget = try target(item)
                    case (.dependencies, "allow_only"): c.allowOnlyTarget = try target(item)
                    case (.dependencies, "via"):
                        let v = try list(item)
                        c.viaImport = false
                        for x in v {
                            switch x {
                            case "import": c.viaImport = true
                            case "reference": c.viaReference = true
                            default: throw problem(item.line, "`via` takes import and reference, not `\(x)`")
                            }
                        }
                    case (.declarations, "select"): c.select = try selector(item)
                    case (.declarations, "require"): c.require = try requirements(item, forbid: false)
                    case (.declarations, "forbid"): c.forbid = try requirements(item, forbid: true)
                    case (.identifiers, "in"): c.inFiles = try files(item)
                    case (.identifiers, "forbid"): c.forbiddenIdentifiers = try identifiers(item)
                    default: break
                    }
                } catch let p as InputProblem {
                    return .failure(p)
                } catch {
                    return .failure(problem(item.line, "\(error)"))
                }
            }
            if c.message.isEmpty { return .failure(problem(e.line, "`check` needs a `message:` (a template: \(TeamCheck.placeholders(kind).map { "{\($0)}" }.joined(separator: ", ")))")) }
            switch kind {
            case .dependencies:
                if (c.forbidTarget == nil) == (c.allowOnlyTarget == nil) {
                    return .failure(problem(e.line, "a dependencies check needs `forbid:` or `allow_only:` (one of them)"))
                }
                let bound = Set(c.from.features?.compactMap(\.bindingName) ?? []).union(c.from.modules?.compactMap(\.bindingName) ?? [])
                for t in [c.forbidTarget, c.allowOnlyTarget].compactMap({ $0 }) {
                    for v in (t.keys.features ?? []) + (t.keys.modules ?? []) {
                        for cap in v.captures where !bound.contains(cap) {
                            return .failure(problem(e.line, "`{\(cap)}` is used in the target but never bound in `from:` (write e.g. `from: {feature: \"{\(cap)}\"}`)"))
                        }
                    }
                }
            case .declarations:
                if c.require.isEmpty && c.forbid.isEmpty { return .failure(problem(e.line, "a declarations check needs `require:` or `forbid:`")) }
            case .identifiers:
                if c.forbiddenIdentifiers.isEmpty { return .failure(problem(e.line, "an identifiers check needs `forbid:` (the names, each with what to use instead)")) }
            }
            return .success(c)
        }

        func placeholders(in text: String) -> [String] {
            var out: [String] = []
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{") {
                guard let close = rest[open...].firstIndex(of: "}") else { break }
                out.append(String(rest[rest.index(after: open)..<close]))
                rest = rest[rest.index(after: close)...]
            }
            return out
        }

        // MARK: values

        func scalar(_ e: YAMLLite.Entry) throws -> String {
            guard case .scalar(let v) = e.value, !v.isEmpty else { throw problem(e.line, "`\(e.key)` needs a value") }
            return v
        }

        func list(_ e: YAMLLite.Entry) throws -> [String] {
            switch e.value {
            case .scalar(let v) where !v.isEmpty: return [v]
            case .list(let items) where !items.isEmpty: return items.map(\.text)
            default: throw problem(e.line, "`\(e.key)` needs a value or a list of values")
            }
        }

        func map(_ e: YAMLLite.Entry) throws -> [YAMLLite.Entry] {
            guard case .map(let m) = e.value else { throw problem(e.line, "`\(e.key)` must be a map (`\(e.key): {key: value}` or indented keys)") }
            return m
        }

        func bool(_ e: YAMLLite.Entry) throws -> Bool {
            let v = try scalar(e)
            guard v == "true" || v == "false" else { throw problem(e.line, "`\(e.key)` must be true or false") }
            return v == "true"
        }

        func int(_ e: YAMLLite.Entry) throws -> Int {
            let v = try scalar(e)
            guard let n = Int(v), n >= 0 else { throw problem(e.line, "`\(e.key)` must be a number") }
            return n
        }

        static let layerNames: [String: Layer] = ["domain": .domain, "data": .data, "presentation": .presentation, "tests": .tests, "other": .other]

        func layers(_ e: YAMLLite.Entry) throws -> Set<Layer> {
            Set(try list(e).map { v in
                guard let l = Context.layerNames[v.lowercased()] else { throw problem(e.line, "unknown layer `\(v)` (known: domain, data, presentation, tests, other)") }
                return l
            })
        }

        static let roleNames: [String: FileRole] = {
            var m: [String: FileRole] = [:]
            let all: [FileRole] = [.domainUseCases, .domainRepositories, .domainModels, .domainErrors, .domainOther, .dataDTOs, .dataDataSources,
                                   .dataRepositories, .dataMappers, .dataOther, .presentation, .testMocks, .testStubs, .testUnit, .testOther]
            for r in all { m[r.rawValue.lowercased()] = r }
            return m
        }()

        func roles(_ e: YAMLLite.Entry) throws -> Set<FileRole> {
            Set(try list(e).map { v in
                guard let r = Context.roleNames[v.lowercased()] else {
                    throw problem(e.line, "unknown role `\(v)` (known: \(Context.roleNames.values.map(\.rawValue).sorted().joined(separator: ", ")))")
                }
                return r
            })
        }

        func captures(_ e: YAMLLite.Entry) throws -> [CaptureValue] {
            try list(e).map { v in
                guard let c = CaptureValue(v) else { throw problem(e.line, "`\(v)` is not a value: a name, `{capture}`, `!{capture}` or `Name{capture}`") }
                return c
            }
        }

        func globs(_ e: YAMLLite.Entry) throws -> [LayoutGlob] {
            try list(e).map { v in
                switch LayoutGlob.parse(v, line: e.line + offset, base: base) {
                case .failure(let p): throw problem(e.line, "`\(e.key)`: \(p.message)")
                case .success(let g): return g
                }
            }
        }

        func names(_ e: YAMLLite.Entry) throws -> [NameGlob] {
            try list(e).map { v in
                guard let g = NameGlob(v) else { throw problem(e.line, "`\(v)` is not a name pattern: identifier characters with `*`, `?` and `{name}`") }
                return g
            }
        }

        static let kindNames: [String: [DeclKind]] = [
            "protocol": [.protocol], "class": [.class], "struct": [.struct], "enum": [.enum], "actor": [.actor], "extension": [.extension],
            "func": [.func], "init": [DeclKind.`init`], "property": [.var, .let], "case": [.case], "typealias": [.typealias], "subscript": [.subscript],
            "type": [.protocol, .class, .struct, .enum, .actor],
        ]

        func kinds(_ e: YAMLLite.Entry) throws -> Set<DeclKind> {
            var out = Set<DeclKind>()
            for v in try list(e) {
                guard let k = Context.kindNames[v] else { throw problem(e.line, "unknown declaration kind `\(v)` (known: \(Context.kindNames.keys.sorted().joined(separator: ", ")))") }
                out.formUnion(k)
            }
            return out
        }

        func access(_ e: YAMLLite.Entry) throws -> Set<AccessLevel> {
            Set(try list(e).map { v in
                guard let a = AccessLevel(word: v) else { throw problem(e.line, "unknown access level `\(v)` (known: private, fileprivate, internal, package, public, open)") }
                return a
            })
        }

        func attributeNames(_ e: YAMLLite.Entry) throws -> [String] {
            try list(e).map { v in
                let a = v.hasPrefix("@") ? v : "@" + v
                guard isIdentifier(String(a.dropFirst())) else { throw problem(e.line, "`\(v)` is not an attribute name such as `@MainActor`") }
                return a
            }
        }

        func files(_ e: YAMLLite.Entry, keys: [String] = TeamCheckKeys.fileSelector) throws -> FileMatcher {
            var m = FileMatcher()
            for s in try map(e) {
                guard keys.contains(s.key) else {
                    throw problem(s.line, "unknown key `\(s.key)` in `\(e.key)` (known: \(keys.joined(separator: ", ")))")
                }
                switch s.key {
                case "layer": m.layers = try layers(s)
                case "role": m.roles = try roles(s)
                case "feature": m.features = try captures(s)
                case "module": m.modules = try captures(s)
                case "path": m.paths = try globs(s)
                default: m.excludedPaths = try globs(s)
                }
            }
            return m
        }

        func target(_ e: YAMLLite.Entry) throws -> TargetMatcher {
            let m = try files(e, keys: TeamCheckKeys.target)
            if m.isEmpty { throw problem(e.line, "`\(e.key)` names no target: give a layer, role, feature, module or path") }
            return TargetMatcher(keys: m)
        }

        func selector(_ e: YAMLLite.Entry) throws -> DeclarationSelector {
            var s = DeclarationSelector()
            for x in try map(e) {
                switch x.key {
                case "kind": s.kinds = try kinds(x)
                case "name": s.names = try names(x)
                case "in": s.files = try files(x)
                case "conforms_to": s.conformsTo = try list(x)
                case "attributes": s.attributes = try attributeNames(x)
                case "modifiers": s.modifiers = try list(x)
                case "access": s.access = try access(x)
                case "enclosing":
                    for y in try map(x) {
                        switch y.key {
                        case "kind": s.enclosingKinds = try kinds(y)
                        case "name": s.enclosingNames = try names(y)
                        default: throw problem(y.line, "unknown key `\(y.key)` in `enclosing` (known: \(TeamCheckKeys.enclosing.joined(separator: ", ")))")
                        }
                    }
                case "top_level": s.topLevel = try bool(x)
                case "stored": s.stored = try bool(x)
                case "static": s.isStatic = try bool(x)
                default:
                    throw problem(x.line, "unknown key `select.\(x.key)` (known: \(TeamCheckKeys.select.joined(separator: ", ")))")
                }
            }
            return s
        }


        func requirements(_ e: YAMLLite.Entry, forbid: Bool) throws -> DeclarationRequirements {
            var r = DeclarationRequirements()
            for x in try map(e) {
                switch x.key {
                case "name": r.names = try names(x)
                case "conforms_to": r.conformsTo = try list(x)
                case "attributes": r.attributes = try attributeNames(x)
                case "modifiers": r.modifiers = try list(x)
                case "access": r.access = try access(x)
                case "file_name":
                    let v = try scalar(x)
                    guard let g = NameGlob(v) else { throw problem(x.line, "`\(v)` is not a file name pattern such as `{name}.swift`") }
                    r.fileName = g
                case "folder": r.folders = try globs(x)
                case "role": r.roles = try roles(x)
                case "functions", "properties":
                    var m = DeclarationRequirements.MemberCount()
                    for y in try map(x) {
                        switch y.key {
                        case "count": m.count = try int(y)
                        case "min": m.min = try int(y)
                        case "max": m.max = try int(y)
                        case "names": m.names = try names(y)
                        case "access": m.access = try access(y)
                        default: throw problem(y.line, "unknown key `\(y.key)` in `\(x.key)` (known: \(TeamCheckKeys.memberCount.joined(separator: ", ")))")
                        }
                    }
                    if x.key == "functions" { r.functions = m } else { r.properties = m }
                case "async": r.isAsync = try bool(x)
                case "throws":
                    let v = try list(x)
                    for t in v where !TeamCheckKeys.throwsKinds.contains(t) {
                        throw problem(x.line, "`throws` takes none, untyped, typed and rethrows, not `\(t)`")
                    }
                    r.throwsClauses = Set(v)
                case "mutability":
                    let v = try scalar(x)
                    guard v == "let" || v == "var" else { throw problem(x.line, "`mutability` must be let or var") }
                    r.mutability = v
                case "companion":
                    if forbid { throw problem(x.line, "`companion` is a requirement: it goes under `require:`") }
                    var name: NameGlob?
                    var kinds: Set<DeclKind>?
                    var scope = "same_folder"
                    for y in try map(x) {
                        switch y.key {
                        case "name":
                            let v = try scalar(y)
                            guard let g = NameGlob(v), g.hasNamePlaceholder, !g.hasWildcards else {
                                throw problem(y.line, "`companion.name` is a name built from `{name}`, such as `{name}Contract`")
                            }
                            name = g
                        case "kind": kinds = try self.kinds(y)
                        case "in":
                            scope = try scalar(y)
                            guard TeamCheckKeys.companionScopes.contains(scope) else { throw problem(y.line, "`companion.in` must be same_file, same_folder or anywhere") }
                        default: throw problem(y.line, "unknown key `\(y.key)` in `companion` (known: \(TeamCheckKeys.companion.joined(separator: ", ")))")
                        }
                    }
                    guard let name else { throw problem(x.line, "`companion` needs a `name:` such as `{name}Contract`") }
                    r.companion = .init(name: name, kinds: kinds, scope: scope)
                default:
                    throw problem(x.line, "unknown key `\(e.key).\(x.key)` (known: \(TeamCheckKeys.requirement.joined(separator: ", ")))")
                }
            }
            return r
        }

        func identifiers(_ e: YAMLLite.Entry) throws -> [TeamCheck.ForbiddenIdentifier] {
            var out: [TeamCheck.ForbiddenIdentifier] = []
            func add(_ text: String, _ instead: String, _ line: Int) throws {
                guard let g = NameGlob(text), !g.hasNamePlaceholder else { throw problem(line, "`\(text)` is not an identifier or a pattern such as `*DTO`") }
                if g.isLowercaseIdentifier && g.hasWildcards { throw problem(line, "`\(text)`: patterns are for type names (capitalised); name functions exactly") }
                out.append(TeamCheck.ForbiddenIdentifier(pattern: g, instead: instead))
            }
            switch e.value {
            case .map(let m):
                for x in m {
                    switch x.value {
                    case .scalar(let v): try add(x.key, v, x.line)
                    case .empty: try add(x.key, "", x.line)
                    default: throw problem(x.line, "`\(x.key)`: say what to use instead, e.g. `\(x.key): inject a repository contract`")
                    }
                }
            default:
                for v in try list(e) { try add(v, "", e.line) }
            }
            return out
        }
    }

    static func isRuleID(_ s: String) -> Bool {
        guard let f = s.utf8.first, f >= 0x61 && f <= 0x7A, s.utf8.last != UInt8(ascii: "-") else { return false }
        return s.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "-") }
    }
}
