/// Reads the team rules of a Markdown document: one in its front matter (archlint's rule keys with
/// a `check:` block), or any number of ```` ```archlint ```` blocks next to the prose they enforce.
/// Strict like the configuration: an unknown key, a value of the wrong kind (a pattern where a
/// name is required, a modifier Swift does not have, an identifier the matcher cannot read), a
/// placeholder the message cannot fill, a capture used but never bound, or a rule without examples
/// is an `InputProblem` at the document's line.
public enum TeamRuleParser {
    public static let frontMatterKeys = TeamCheckKeys.rule

    /// Every rule of the document; an empty list for prose (no `check:` in its front matter, no
    /// ```` ```archlint ```` block). `path` is the document's path as shown; `base` the folder
    /// that path globs are relative to (the configuration's folder; "" in examples).
    public static func parseAll(_ text: String, path: String, base: String = "") -> Result<[TeamRule], InputProblem> {
        parseAll(bytes: Array(text.utf8), path: path, base: base)
    }

    /// `parseAll` on the document's UTF-8 bytes, as read from its file.
    static func parseAll(bytes: [UInt8], path: String, base: String = "") -> Result<[TeamRule], InputProblem> {
        let doc = RuleDocumentModel.parse(bytes: bytes, path: path)
        if let p = doc.problems.first { return .failure(p) }
        var frontCheck: (entries: [YAMLLite.Entry], check: YAMLLite.Entry)?
        if let fm = doc.frontMatterLines {
            // Read where it is in the document: lines are the document's.
            switch YAMLLite.parse(bytes: doc.text.bytes, range: doc.text.span(fm), path: path, firstLine: doc.frontMatterLine) {
            case .failure(let p):
                // A front matter of another tool (an agent skill's) in YAML this reader does not know is
                // left alone; one that holds a `check:` is a rule's and must read.
                let text = doc.frontMatter ?? ""
                if text.hasPrefix("check:") || text.contains("\ncheck:") { return .failure(p) }
            case .success(let entries):
                if let check = entries.first(where: { $0.key == "check" }) { frontCheck = (entries, check) }
            }
        }
        var rules: [TeamRule] = []
        if let (entries, check) = frontCheck {
            if let b = doc.blocks.first {
                return .failure(InputProblem(path: path, line: b.line - 1, message:
                    "this document carries a rule in its front matter (`check:`) and ```archlint blocks: keep one way (blocks let the front matter be the document's own)"))
            }
            var c = Context(path: path, base: base)
            switch c.rule(entries, check: check, doc: doc, examples: Array(doc.examples.indices), section: doc.bodyLines, at: doc.frontMatterLine - 1) {
            case .failure(let p): return .failure(p)
            case .success(let r): rules.append(r)
            }
            return .success(rules)
        }
        for block in doc.blocks {
            let entries: [YAMLLite.Entry]
            switch YAMLLite.parse(bytes: doc.text.bytes, range: doc.text.span(block.code.range), path: path, firstLine: block.line) {
            case .failure(let p): return .failure(p)
            case .success(let e): entries = e
            }
            guard let check = entries.first(where: { $0.key == "check" }) else {
                return .failure(InputProblem(path: path, line: block.line - 1, message:
                    "an ```archlint block holds one rule: `id`, `title`, `severity` and a `check:` block (see `archlint explain team-rules`)"))
            }
            var c = Context(path: path, base: base)
            switch c.rule(entries, check: check, doc: doc, examples: block.examples, section: block.sectionLines, at: block.line - 1) {
            case .failure(let p): return .failure(p)
            case .success(let r):
                if let other = rules.first(where: { $0.id == r.id }) {
                    return .failure(InputProblem(path: path, line: r.line, message: "team rule id `\(r.id)` is also the id of the rule at line \(other.line)"))
                }
                rules.append(r)
            }
        }
        return .success(rules)
    }

    /// The document's first rule; nil for prose.
    public static func parse(_ text: String, path: String, base: String = "") -> Result<TeamRule, InputProblem>? {
        switch parseAll(text, path: path, base: base) {
        case .failure(let p): return .failure(p)
        case .success(let rules): return rules.first.map { .success($0) }
        }
    }

    struct Context {
        var path: String
        var base: String
        /// Each key's document line, by its path (`select.name`): read from the check's entries.
        var lines = TeamCheck.KeyLines()
        /// What the rule's templates use: when none has a capture, none can be unbound.
        let templatesSeen = TemplatesSeen()

        final class TemplatesSeen {
            var captures = false
        }

        /// A rule's keys (`id`, `title`…), each with its line.
        struct Fields {
            var values: [(key: String, value: String, line: Int)]
            subscript(_ key: String) -> (String, Int)? {
                values.first { $0.key == key }.map { ($0.value, $0.line) }
            }
        }

        func problem(_ line: Int, _ message: String) -> InputProblem {
            InputProblem(path: path, line: line, message: message)
        }

        mutating func rule(_ entries: [YAMLLite.Entry], check: YAMLLite.Entry, doc: RuleDocumentModel, examples: [Int],
                           section: RuleDocumentModel.Lines, at headerLine: Int) -> Result<TeamRule, InputProblem> {
            // A few keys: found in turn, not hashed.
            var values: [(key: String, value: String, line: Int)] = []
            for e in entries where e.key != "check" {
                guard TeamRuleParser.frontMatterKeys.contains(e.key) else {
                    return .failure(problem(e.line, "unknown rule key `\(e.key)` (known: \(TeamRuleParser.frontMatterKeys.joined(separator: ", ")))"))
                }
                guard case .scalar(let v) = e.value else { return .failure(problem(e.line, "`\(e.key)` must be a single value")) }
                values.append((e.key, v, e.line))
            }
            let fields = Fields(values: values)
            guard let (id, idLine) = fields["id"] else { return .failure(problem(max(headerLine, 1), "a team rule needs an `id:`")) }
            guard isRuleID(id) else {
                return .failure(problem(idLine, "`\(id)` is not a rule id: lower-case words joined by hyphens, such as `feature-isolation`"))
            }
            if id == ExplainCommand.teamRulesTopic {
                return .failure(problem(idLine, "`\(id)` is taken by `archlint explain \(id)` (the guide to writing team rules): choose another id"))
            }
            if RuleRegistry.idSet.contains(id) {
                return .failure(problem(idLine, "`\(id)` is the id of a built-in rule: choose another id (a team rule adds to the catalog, it does not replace a rule; disable the built-in one in `.archlint.yml` instead)"))
            }
            guard let (title, _) = fields["title"], !title.isEmpty else { return .failure(problem(idLine, "`\(id)` needs a `title:`")) }
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
            let mine = examples.map { doc.examples[$0] }
            if mine.isEmpty {
                return .failure(problem(check.line, "team rule `\(id)` has no examples: add at least one **Incorrect** and one **Correct** paragraph, each followed by a ```swift block, in its section (they are its tests)"))
            }
            if !mine.contains(where: \.incorrect) || !mine.contains(where: { !$0.incorrect }) {
                return .failure(problem(check.line, "team rule `\(id)` needs at least one **Incorrect** and one **Correct** example (they are its tests)"))
            }
            for ex in mine {
                if let p = ex.problems.first { return .failure(p) }
                if ex.files.isEmpty { return .failure(problem(ex.line, "example `\(ex.title)` has no ```swift block")) }
            }
            // Compiled in place (a `TeamCheck` is large: no copy out of a `Result`).
            var compiled = TeamCheck(kind: .declarations, message: "")
            if let p = self.check(check, into: &compiled) { return .failure(p) }
            let sources = (fields["source"]?.0 ?? "").utf8.split(separator: UInt8(ascii: ",")).map { Substring($0).trimmingSpaces() }.filter { !$0.isEmpty }
            let summary = fields["summary"]?.0 ?? title
            let descriptor = RuleDescriptor(id: id, title: title, summary: summary, defaultSeverity: severity, enabledByDefault: enabled, sources: sources)
            return .success(TeamRule(descriptor: descriptor, check: consume compiled, documentPath: path, line: idLine, examples: mine, textLines: section,
                                     header: headerLine == doc.frontMatterLine - 1 ? doc.frontMatter ?? "" : ""))
        }

        // MARK: check:

        /// The check compiled into `c` (a fresh `TeamCheck`), or its problem.
        mutating func check(_ e: YAMLLite.Entry, into c: inout TeamCheck) -> InputProblem? {
            guard case .map(let items) = e.value else {
                return problem(e.line, "`check` must be a map: `kind:` (dependencies, declarations or identifiers), what it selects, and `message:`")
            }
            guard let kindEntry = items.first(where: { $0.key == "kind" }) else {
                return problem(e.line, "`check` needs a `kind:`: dependencies, declarations or identifiers")
            }
            guard case .scalar(let k) = kindEntry.value, let kind = TeamCheck.Kind(rawValue: k) else {
                return problem(kindEntry.line, "`check.kind` must be dependencies, declarations or identifiers")
            }
            c.kind = kind
            lines = TeamCheck.KeyLines(entries: items)
            let allowed = TeamCheckKeys.check(kind)
            var messageLine = e.line
            var fixLine = e.line
            do {
                for item in items {
                    guard allowed.contains(item.key) else {
                        throw problem(item.line, "unknown key `check.\(item.key)` for kind \(kind.rawValue) (known: \(allowed.joined(separator: ", ")))")
                    }
                    switch (kind, item.key) {
                    case (_, "kind"): break
                    case (_, "message"):
                        c.message = try scalar(item)
                        messageLine = item.line
                    case (_, "fix"): c.fix = try scalar(item); fixLine = item.line
                    case (_, "except"): c.exceptions = try exceptions(item)
                    case (.dependencies, "from"): c.from = try files(item, "from")
                    case (.dependencies, "inside"): c.inside = try conditions(item, "inside", keys: TeamCheckKeys.conditions)
                    case (.dependencies, "outside"): c.outside = try conditions(item, "outside", keys: TeamCheckKeys.conditions)
                    case (.dependencies, "forbid"): c.forbidTarget = try target(item, "forbid")
                    case (.dependencies, "allow_only"): c.allowOnlyTarget = try target(item, "allow_only")
                    case (.dependencies, "via"):
                        c.viaImport = false
                        for x in try list(item) {
                            switch x {
                            case "import": c.viaImport = true
                            case "reference": c.viaReference = true
                            case "manifest": c.viaManifest = true
                            default: throw problem(item.line, "`via` takes import, reference and manifest, not `\(x)`")
                            }
                        }
                    case (.declarations, "select"): c.select = try conditions(item, "select", keys: TeamCheckKeys.select)
                    case (.declarations, "require"): c.require = try conditions(item, "require", keys: TeamCheckKeys.requirement)
                    case (.declarations, "forbid"):
                        c.forbid = try conditions(item, "forbid", keys: TeamCheckKeys.conditions)
                    case (.identifiers, "in"): c.inFiles = try files(item, "in")
                    case (.identifiers, "forbid"): c.forbiddenIdentifiers = try identifiers(item)
                    default: break
                    }
                }
                if c.message.isEmpty { throw problem(e.line, "`check` needs a `message:` (a template: \(TeamCheck.placeholders(kind).map { "{\($0)}" }.joined(separator: ", ")))") }
                switch kind {
                case .dependencies:
                    if (c.forbidTarget == nil) == (c.allowOnlyTarget == nil) {
                        throw problem(e.line, "a dependencies check needs `forbid:` or `allow_only:` (one of them)")
                    }
                    if (c.inside != nil || c.outside != nil) && !c.viaReference {
                        throw problem(lines["inside"] ?? lines["outside"] ?? e.line, "`inside:` and `outside:` select the references made in declarations: add `via: [reference]` (an import is made by the file)")
                    }
                case .declarations:
                    // No key at all (`keys`: what `isEmpty` compares field by field, without a copy).
                    if c.require.keys.isEmpty && c.forbid.keys.isEmpty { throw problem(e.line, "a declarations check needs `require:` or `forbid:`") }
                case .identifiers:
                    if c.forbiddenIdentifiers.isEmpty { throw problem(e.line, "an identifiers check needs `forbid:` (the names, each with what to use instead)") }
                }
                try checkCaptures(c, messageLine: messageLine, fixLine: fixLine)
            } catch let p as InputProblem {
                return p
            } catch {
                return problem(e.line, "\(error)")
            }
            c.lines = lines
            return nil
        }

        /// Every capture used is bound where the rule selects (`from:`, `in:`, `select:`), and every
        /// message placeholder is the kind's or a capture's.
        func checkCaptures(_ c: TeamCheck, messageLine: Int, fixLine: Int) throws {
            var bound = Set<String>()
            if templatesSeen.captures {
                try checkCaptureUses(c, messageLine: messageLine, bound: &bound)
            }
            let kindPlaceholders = TeamCheck.placeholders(c.kind)
            func isKnown(_ p: String) -> Bool {
                if p == "name.base" || kindPlaceholders.contains(p) || bound.contains(p) { return true }
                // `{X.contract}`, `{name.mock}`: a convention's spelling of a capture or of the name.
                guard let dot = p.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
                let x = String(p[..<dot])
                return NameTemplate.Convention(rawValue: String(p[p.utf8.index(after: dot)...])) != nil && (x == "name" || bound.contains(x))
            }
            // `fix:` takes the message's placeholders (filled in the same way).
            // Braces around code (`Task { … }`) in a fix are text.
            for (text, line, what) in [(c.message, messageLine, "message"), (c.fix ?? "", fixLine, "fix")] {
                for p in placeholders(in: text) where !isKnown(p) && (what == "message" || TeamRule.isPlaceholderWord(p)) {
                    throw problem(line, "`{\(p)}` is not a placeholder of a \(c.kind.rawValue) \(what) (known: \(kindPlaceholders.map { "{\($0)}" }.joined(separator: ", "))\(bound.isEmpty ? "" : ", and the captures " + bound.sorted().map { "{\($0)}" }.joined(separator: ", ")))")
                }
            }
        }

        /// The captures the rule binds (into `bound`), and every capture it uses bound.
        func checkCaptureUses(_ c: TeamCheck, messageLine: Int, bound: inout Set<String>) throws {
            func bindFiles(_ f: FileMatcher) {
                for t in (f.features ?? []) + (f.modules ?? []) where !t.negated { bound.formUnion(t.captures) }
            }
            func bindConditions(_ s: Conditions) {
                if let f = s.files { bindFiles(f) }
                for t in (s.names ?? []) + (s.conformsTo ?? []) + (s.conformsDirectlyTo ?? []) + (s.type?.templates ?? []) + (s.returns?.templates ?? []) where !t.negated {
                    bound.formUnion(t.captures)
                }
                for f in s.fileName ?? [] { bound.formUnion(f.captures) }
                if let e = s.enclosing { bindConditions(e.value) }
                for e in s.exists ?? [] { bindConditions(e.conditions.value) }
                for a in s.anyOf ?? [] { bindConditions(a) }
            }
            bindFiles(c.from)
            bindFiles(c.inFiles)
            bindConditions(c.select)
            if let inside = c.inside { bindConditions(inside) }
            if let outside = c.outside { bindConditions(outside) }
            func use(_ templates: [NameTemplate]?, _ key: @autoclosure () -> String) throws {
                guard let templates, templates.contains(where: { !$0.captures.isEmpty }) else { return }
                let key = key()
                for t in templates {
                    for cap in t.captures where !bound.contains(cap) {
                        throw problem(lines[key] ?? lines[String(key.split(separator: ".").first ?? "")] ?? messageLine,
                                      "`{\(cap)}` in `\(t.text)` is never bound: bind it where the rule selects (`select: {name: \"{\(cap)}ViewModel\"}`, `from: {feature: \"{\(cap)}\"}`), or write `{name}` for the declaration's own name")
                    }
                }
            }
            func useTarget(_ t: TargetMatcher?, _ key: @autoclosure () -> String) throws {
                let key = key()
                guard let t else { return }
                try use(t.keys.features, key + ".feature")
                try use(t.keys.modules, key + ".module")
                try use(t.names, key + ".name")
                for a in t.anyOf ?? [] { try useTarget(a, key + ".any_of") }
            }
            func useConditions(_ s: Conditions, _ key: String) throws {
                try use(s.names, key + ".name")
                try use(s.conformsTo, key + ".conforms_to")
                try use(s.conformsDirectlyTo, key + ".conforms_directly_to")
                try use(s.inheritsOnly, key + ".inherits_only")
                if let m = s.conformsToMatching { try useConditions(m.value, key + ".conforms_to") }
                try use(s.type?.templates, key + ".type")
                try use(s.returns?.templates, key + ".returns")
                try use(s.errorType?.templates, key + ".error_type")
                try use(s.initial, key + ".initial")
                for t in [s.type, s.returns, s.errorType].compactMap({ $0?.declaration }) { try useConditions(t.value, key) }
                try use(s.imports, key + ".imports")
                try use(s.fileName, key + ".file_name")
                try use(s.functions?.names, key + ".functions")
                try use(s.properties?.names, key + ".properties")
                try use(s.parameters?.labels, key + ".parameters")
                try use(s.parameters?.types, key + ".parameters")
                try use(s.parameters?.someType, key + ".parameters")
                if let x = s.companion { try use([x.name], key + ".companion") }
                for x in s.exists ?? [] { try useConditions(x.conditions.value, key + ".exists") }
                for x in [s.enclosing, s.has, s.not].compactMap({ $0 }) { try useConditions(x.value, key) }
                for x in s.anyOf ?? [] { try useConditions(x, key + ".any_of") }
                if let m = s.functions?.matching { try useConditions(m.value, key + ".functions") }
                if let m = s.properties?.matching { try useConditions(m.value, key + ".properties") }
            }
            try useTarget(c.forbidTarget, "forbid")
            try useTarget(c.allowOnlyTarget, "allow_only")
            try useConditions(c.select, "select")
            try useConditions(c.require, "require")
            try useConditions(c.forbid, "forbid")
            for x in c.exceptions { try use(x.names, "except") }
        }

        /// The `{…}` of a message, on its bytes.
        func placeholders(in text: String) -> [String] {
            var out: [String] = []
            let u = Array(text.utf8)
            var i = 0
            while i < u.count {
                guard u[i] == 123 else { i += 1; continue }
                var j = i + 1
                while j < u.count && u[j] != 125 { j += 1 }
                guard j < u.count else { break }
                out.append(String(decoding: u[(i + 1)..<j], as: UTF8.self))
                i = j + 1
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

        /// A list of maps (`- key: value` items, or `[{…}, {…}]`); one map alone counts as a list of one.
        func maps(_ e: YAMLLite.Entry) throws -> [(entries: [YAMLLite.Entry], line: Int)] {
            switch e.value {
            case .maps(let items): return items.map { ($0.entries, $0.line) }
            case .map(let m): return [(m, e.line)]
            default: throw problem(e.line, "`\(e.key)` takes a list of maps, e.g. `\(e.key): [{kind: class}, {kind: actor}]`")
            }
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
                    let hint = ArchitectureRole(rawValue: v) != nil ? " (`\(v)` is what a declaration is: write `is: \(v)`)" : ""
                    throw problem(e.line, "unknown role folder `\(v)`\(hint) (known: \(Context.roleNames.values.map(\.rawValue).sorted().joined(separator: ", ")))")
                }
                return r
            })
        }

        func archRoles(_ e: YAMLLite.Entry) throws -> Set<ArchitectureRole> {
            Set(try list(e).map { v in
                guard let r = ArchitectureRole(rawValue: v) else {
                    throw problem(e.line, "`is: \(v)`: not one of archlint's roles (known: \(ArchitectureRole.names.joined(separator: ", ")))")
                }
                return r
            })
        }

        func templates(_ e: YAMLLite.Entry, grammar: NameTemplate.Grammar = .name, negation: Bool = false, wildcards: Bool = true,
                       what: String = "a name") throws -> [NameTemplate] {
            try list(e).map { v in
                switch NameTemplate.parse(v, grammar: grammar, allowNegation: negation) {
                case .failure(let m): throw problem(e.line, "`\(e.key)`: \(m.message)")
                case .success(let t):
                    if !t.captures.isEmpty { templatesSeen.captures = true }
                    if !wildcards && t.hasWildcards && t.convention == nil {
                        throw problem(e.line, "`\(e.key)`: `\(v)` is a pattern, but \(what) is named exactly here (a capture `{Name}` or a placeholder such as `{Name.contract}` is allowed)")
                    }
                    return t
                }
            }
        }

        func globs(_ e: YAMLLite.Entry) throws -> [LayoutGlob] {
            try list(e).map { v in
                switch LayoutGlob.parse(v, line: e.line, base: base) {
                case .failure(let p): throw problem(e.line, "`\(e.key)`: \(p.message)")
                case .success(let g): return g
                }
            }
        }

        static let kindNames: [String: [DeclKind]] = [
            "protocol": [.protocol], "class": [.class], "struct": [.struct], "enum": [.enum], "actor": [.actor], "extension": [.extension],
            "func": [.func], "init": [DeclKind.`init`], "property": [.var, .let], "case": [.case], "typealias": [.typealias], "subscript": [.subscript],
            "associatedtype": [.associatedtype],
            "type": [.protocol, .class, .struct, .enum, .actor],
        ]

        func kinds(_ e: YAMLLite.Entry) throws -> Set<DeclKind> {
            // Room for every kind at once: grown from empty, the set was rehashed at each doubling.
            var out = Set<DeclKind>(minimumCapacity: 16)
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

        func modifiers(_ e: YAMLLite.Entry) throws -> [String] {
            try list(e).map { v in
                guard TeamCheckKeys.modifiers.contains(v) else {
                    let near = TeamCheckKeys.modifiers.filter { Context.close($0, v) }.sorted()
                    throw problem(e.line, "`\(v)` is not a Swift declaration modifier\(near.isEmpty ? "" : " (did you mean `\(near[0])`?)"): \(TeamCheckKeys.modifiers.sorted().joined(separator: ", "))")
                }
                return v
            }
        }

        func attributeNames(_ e: YAMLLite.Entry) throws -> [String] {
            try list(e).map { v in
                let a = v.hasPrefix("@") ? v : "@" + v
                let bare = String(a.dropFirst())
                guard isIdentifier(bare) || (bare.split(separator: ".").count == 2 && bare.split(separator: ".").allSatisfy { isIdentifier(String($0)) }) else {
                    throw problem(e.line, "`\(v)` is not an attribute name such as `@MainActor`")
                }
                if let f = bare.unicodeScalars.first, !(f >= "A" && f <= "Z"), !bare.contains("."), !TeamCheckKeys.builtInAttributes.contains(a) {
                    let near = TeamCheckKeys.builtInAttributes.filter { Context.close($0, a) }.sorted()
                    throw problem(e.line, "`\(a)` is not one of Swift's attributes\(near.isEmpty ? "" : " (did you mean `\(near[0])`?)"); a property wrapper, macro or global actor is capitalised (`@Published`, `@MainActor`)")
                }
                return a
            }
        }

        /// Two spellings a letter or two apart (case aside): a typo's likely intent.
        static func close(_ a: String, _ b: String) -> Bool {
            let x = Array(a.lowercased()), y = Array(b.lowercased())
            if x == y { return true }
            guard abs(x.count - y.count) <= 2 else { return false }
            var d = Array(0...y.count)
            for i in 1...max(x.count, 1) where i <= x.count {
                var prev = d[0]
                d[0] = i
                for j in 1...max(y.count, 1) where j <= y.count {
                    let cur = d[j]
                    d[j] = min(d[j] + 1, d[j - 1] + 1, prev + (x[i - 1] == y[j - 1] ? 0 : 1))
                    prev = cur
                }
            }
            return d[y.count] <= 2
        }

        mutating func files(_ e: YAMLLite.Entry, _ key: String, keys: [String] = TeamCheckKeys.fileSelector) throws -> FileMatcher {
            var m = FileMatcher()
            for s in try map(e) {
                guard keys.contains(s.key) else {
                    throw problem(s.line, "unknown key `\(s.key)` in `\(key)` (known: \(keys.joined(separator: ", ")))")
                }
                switch s.key {
                case "layer": m.layers = try layers(s)
                case "role": m.roles = try roles(s)
                case "feature": m.features = try templates(s, negation: true)
                case "module": m.modules = try templates(s, negation: true)
                case "path": m.paths = try globs(s)
                case "exported": m.exported = try bool(s)
                case "sources": m.sources = try bool(s)
                default: m.excludedPaths = try globs(s)
                }
            }
            return m
        }

        mutating func target(_ e: YAMLLite.Entry, _ key: String) throws -> TargetMatcher {
            var fileEntries: [YAMLLite.Entry] = []
            var t = TargetMatcher(keys: FileMatcher())
            for s in try map(e) {
                switch s.key {
                case "name":
                    t.names = try templates(s, negation: true)
                case "is":
                    t.roles = try archRoles(s)
                case "any_of":
                    t.anyOf = try maps(s).map { item in
                        try target(YAMLLite.Entry(key: key + ".any_of", value: .map(item.entries), line: item.line), key + ".any_of")
                    }
                case "not":
                    t.not = Nested(try target(s, key + ".not"))
                case "declaration":
                    t.declaration = Nested(try conditions(s, key + ".declaration", keys: TeamCheckKeys.conditions))
                case "referenced_from":
                    t.referencedFrom = try files(s, key + ".referenced_from")
                    if t.referencedFrom!.isEmpty { throw problem(s.line, "`referenced_from` needs a file selector, such as `{layer: [domain, presentation]}`") }
                default:
                    guard TeamCheckKeys.target.contains(s.key) else {
                        throw problem(s.line, "unknown key `\(s.key)` in `\(key)` (known: \(TeamCheckKeys.target.joined(separator: ", ")))")
                    }
                    fileEntries.append(s)
                }
            }
            t.keys = try files(YAMLLite.Entry(key: key, value: .map(fileEntries), line: e.line), key, keys: TeamCheckKeys.target)
            if t.keys.isEmpty && t.names == nil && t.roles == nil && t.anyOf == nil && t.not == nil && t.declaration == nil && t.referencedFrom == nil {
                throw problem(e.line, "`\(key)` names no target: give a layer, role, feature, module, path, name or `is:`")
            }
            return t
        }

        mutating func conditions(_ e: YAMLLite.Entry, _ key: String, keys: [String]) throws -> Conditions {
            try conditions(try map(e), key, keys: keys, line: e.line)
        }

        mutating func conditions(_ entries: [YAMLLite.Entry], _ key: String, keys: [String], line: Int) throws -> Conditions {
            var s = Conditions()
            for x in entries {
                guard keys.count == TeamCheckKeys.conditions.count ? TeamCheckKeys.conditionSet.contains(x.key) : keys.contains(x.key) else {
                    let hint = ""
                    throw problem(x.line, "unknown key `\(key).\(x.key)`\(hint) (known: \(keys.joined(separator: ", ")))")
                }
                // `select.has`…: made only for the keys that nest (most do not).
                var path: String { key + "." + x.key }
                switch x.key {
                case "in": s.files = try files(x, path)
                case "kind": s.kinds = try kinds(x)
                case "name": s.names = try templates(x)
                case "is": s.roles = try archRoles(x)
                case "conforms_to":
                    if case .map = x.value {
                        s.conformsToMatching = Nested(try conditions(x, path, keys: TeamCheckKeys.conditions))
                    } else {
                        s.conformsTo = try templates(x, wildcards: false, what: "a conformance")
                    }
                case "conforms_directly_to": s.conformsDirectlyTo = try templates(x, wildcards: false, what: "a conformance")
                case "inherits_only": s.inheritsOnly = try templates(x)
                case "implements_requirement": s.implementsRequirement = try bool(x)
                case "attributes": s.attributes = try attributeNames(x)
                case "modifiers": s.modifiers = try modifiers(x)
                case "access": s.access = try access(x)
                case "enclosing": s.enclosing = Nested(try conditions(x, path, keys: TeamCheckKeys.conditions))
                case "top_level": s.topLevel = try bool(x)
                case "stored": s.stored = try bool(x)
                case "wrapped": s.wrapped = try bool(x)
                case "static": s.isStatic = try bool(x)
                case "async": s.isAsync = try bool(x)
                case "throws":
                    let v = try list(x)
                    for t in v where !TeamCheckKeys.throwsKinds.contains(t) {
                        throw problem(x.line, "`throws` takes none, untyped, typed and rethrows, not `\(t)`")
                    }
                    s.throwsClauses = Set(v)
                case "mutability":
                    let v = try scalar(x)
                    guard v == "let" || v == "var" else { throw problem(x.line, "`mutability` must be let or var") }
                    s.mutability = v
                case "type": s.type = try typeCondition(x, path)
                case "returns": s.returns = try typeCondition(x, path)
                case "error_type": s.errorType = try typeCondition(x, path)
                case "initial": s.initial = try templates(x, grammar: .type)
                case "generic": s.generic = try bool(x)
                case "operator": s.isOperator = try bool(x)
                case "parameters": s.parameters = try parameters(x, path)
                case "file_name": s.fileName = try templates(x, what: "a file name such as `{name}.swift`")
                case "folder": s.folders = try globs(x)
                case "role": s.fileRoles = try roles(x)
                case "imports": s.imports = try templates(x)
                case "functions", "properties":
                    let m = try memberCount(x, path)
                    if x.key == "functions" { s.functions = m } else { s.properties = m }
                case "has": s.has = Nested(try conditions(x, path, keys: TeamCheckKeys.conditions))
                case "extensions": s.extensions = Nested(try conditions(x, path, keys: TeamCheckKeys.conditions))
                case "implementations": s.implementations = Nested(try conditions(x, path, keys: TeamCheckKeys.conditions))
                case "annotations": s.annotations = try templates(x, what: "an annotation such as `AutoMockable`")
                case "raw_identifier": s.rawIdentifier = try bool(x)
                case "attribute_argument":
                    var names: [String]?
                    var first: Set<String>?
                    for y in try map(x) {
                        switch y.key {
                        case "name": names = try attributeNames(y)
                        case "first":
                            let v = try list(y)
                            for k in v where !TeamCheckKeys.firstArgumentKinds.contains(k) {
                                throw problem(y.line, "`attribute_argument.first` takes \(TeamCheckKeys.firstArgumentKinds.joined(separator: ", ")), not `\(k)`")
                            }
                            first = Set(v)
                        default: throw problem(y.line, "unknown key `\(y.key)` in `attribute_argument` (known: \(TeamCheckKeys.attributeArgument.joined(separator: ", ")))")
                        }
                    }
                    guard let names, let first else { throw problem(x.line, "`attribute_argument` needs `name:` (attributes such as `@Test`) and `first:` (string, empty_string, none, other)") }
                    s.attributeArgument = .init(names: names, first: first)
                case "referenced_from":
                    s.referencedFrom = try files(x, path)
                    if s.referencedFrom!.isEmpty { throw problem(x.line, "`referenced_from` needs a file selector, such as `{layer: [domain, presentation]}`") }
                case "not": s.not = Nested(try conditions(x, path + ".not", keys: TeamCheckKeys.conditions))
                case "any_of":
                    s.anyOf = try maps(x).map { item in try conditions(item.entries, path, keys: TeamCheckKeys.conditions, line: item.line) }
                    if s.anyOf!.isEmpty { throw problem(x.line, "`any_of` needs at least one alternative") }
                case "companion":
                    var name: NameTemplate?
                    var kinds: Set<DeclKind>?
                    var scope = "same_folder"
                    for y in try map(x) {
                        switch y.key {
                        case "name":
                            let v = try scalar(y)
                            guard case .success(let g) = NameTemplate.parse(v), !g.hasWildcards || g.convention != nil else {
                                throw problem(y.line, "`companion.name` is a name built from `{name}` or a capture, such as `{name}Contract` or `{Name.mock}`")
                            }
                            if !g.captures.isEmpty { templatesSeen.captures = true }
                            name = g
                        case "kind": kinds = try self.kinds(y)
                        case "in":
                            scope = try scalar(y)
                            guard TeamCheckKeys.companionScopes.contains(scope) else { throw problem(y.line, "`companion.in` must be same_file, same_folder or anywhere") }
                        default: throw problem(y.line, "unknown key `\(y.key)` in `companion` (known: \(TeamCheckKeys.companion.joined(separator: ", ")))")
                        }
                    }
                    guard let name else { throw problem(x.line, "`companion` needs a `name:` such as `{name}Contract`") }
                    s.companion = .init(name: name, kinds: kinds, scope: scope)
                case "exists":
                    s.exists = try maps(x).map { item in
                        var scope = "anywhere"
                        var rest: [YAMLLite.Entry] = []
                        var where_: FileMatcher?
                        var whereSource = ""
                        for y in item.entries {
                            if y.key == "in" {
                                if case .map(let m) = y.value { whereSource = Context.render(m) }
                                if case .scalar(let v) = y.value {
                                    guard TeamCheckKeys.existsScopes.contains(v) else {
                                        throw problem(y.line, "`exists.in` is same_file, same_folder, same_feature, same_module, anywhere, or a file selector (`{layer: tests}`)")
                                    }
                                    scope = v
                                } else {
                                    where_ = try files(y, path + ".in")
                                }
                            } else {
                                rest.append(y)
                            }
                        }
                        var c = try conditions(rest, path, keys: TeamCheckKeys.conditions, line: item.line)
                        c.files = where_
                        c.keyOrder = ConditionEvaluator.presentKeys(c)
                        var existence = Conditions.Existence(conditions: Nested(c), scope: scope, line: item.line, filesSource: whereSource)
                        // Its file selector too: `in: {feature: "{Name}"}` looks in another place for each declaration.
                        existence.placeholderFree = !ConditionEvaluator.dependsOnSubject(c.source) && !ConditionEvaluator.dependsOnSubject(whereSource)
                        return existence
                    }
                default: break
                }
            }
            s.sourceEntries = TeamCheck.SourceEntries(entries: entries)
            s.keyOrder = ConditionEvaluator.presentKeys(s)
            return s
        }

        /// Entries on one line, as YAML's flow style writes them: `{kind: property, attributes: [@State]}`.
        static func render(_ entries: [YAMLLite.Entry]) -> String {
            func value(_ v: YAMLLite.Value) -> String {
                switch v {
                case .scalar(let s): return s
                case .list(let items): return "[" + items.map(\.text).joined(separator: ", ") + "]"
                case .map(let m): return render(m)
                case .maps(let ms): return "[" + ms.map { render($0.entries) }.joined(separator: ", ") + "]"
                case .empty: return ""
                }
            }
            return "{" + entries.map { $0.key + ": " + value($0.value) }.joined(separator: ", ") + "}"
        }

        mutating func typeCondition(_ e: YAMLLite.Entry, _ key: String) throws -> Conditions.TypeCondition {
            if case .map = e.value {
                return Conditions.TypeCondition(declaration: Nested(try conditions(e, key, keys: TeamCheckKeys.conditions)))
            }
            return Conditions.TypeCondition(templates: try templates(e, grammar: .type))
        }

        mutating func parameters(_ e: YAMLLite.Entry, _ key: String) throws -> Conditions.ParameterConditions {
            var p = Conditions.ParameterConditions()
            for y in try map(e) {
                switch y.key {
                case "count": p.count = try int(y)
                case "min": p.min = try int(y)
                case "max": p.max = try int(y)
                case "labels": p.labels = try templates(y)
                case "types": p.types = try templates(y, grammar: .type)
                case "some_type": p.someType = try templates(y, grammar: .type)
                default: throw problem(y.line, "unknown key `\(y.key)` in `parameters` (known: \(TeamCheckKeys.parameters.joined(separator: ", ")))")
                }
            }
            return p
        }

        mutating func memberCount(_ x: YAMLLite.Entry, _ key: String) throws -> Conditions.MemberCount {
            var m = Conditions.MemberCount()
            for y in try map(x) {
                switch y.key {
                case "count": m.count = try int(y)
                case "min": m.min = try int(y)
                case "max": m.max = try int(y)
                case "names": m.names = try templates(y)
                case "access": m.access = try access(y)
                case "where": m.matching = Nested(try conditions(y, key + ".where", keys: TeamCheckKeys.conditions))
                case "extensions": m.extensions = try bool(y)
                default: throw problem(y.line, "unknown key `\(y.key)` in `\(x.key)` (known: \(TeamCheckKeys.memberCount.joined(separator: ", ")))")
                }
            }
            return m
        }

        /// `print`, `URLSession`, `*DTO`, `Date()`, `print()`, `Date.now`, `Date.now()`.
        func identifiers(_ e: YAMLLite.Entry) throws -> [TeamCheck.ForbiddenIdentifier] {
            var out: [TeamCheck.ForbiddenIdentifier] = []
            func add(_ text: String, _ instead: String, _ line: Int) throws {
                var t = Substring(text)
                var call = false
                if t.hasSuffix("()") { call = true; t = t.dropLast(2) }
                var member: String?
                let parts = t.split(separator: ".", omittingEmptySubsequences: false)
                if parts.count == 2 {
                    member = String(parts[1])
                    t = parts[0]
                }
                let grammar = "a type or function name (`URLSession`, `print`), a type pattern (`*DTO`), a call (`Date()`, `print()`) or a member of a type (`Date.now`, `UUID().uuidString` is not one)"
                guard parts.count <= 2, !t.isEmpty, member.map(isIdentifier) ?? true else {
                    throw problem(line, "`\(text)` is not an identifier archlint can match: write \(grammar)")
                }
                guard case .success(let g) = NameTemplate.parse(String(t)), g.captures.isEmpty, !g.usesOwnName, g.convention == nil else {
                    throw problem(line, "`\(text)` is not an identifier archlint can match: write \(grammar)")
                }
                if g.isLowercaseIdentifier && g.hasWildcards { throw problem(line, "`\(text)`: patterns are for type names (capitalised); name functions exactly") }
                if (member != nil || call) && g.hasWildcards { throw problem(line, "`\(text)`: a call or a member is named exactly, without `*` or `?`") }
                if member != nil && g.isLowercaseIdentifier { throw problem(line, "`\(text)`: a member is named on a type (`Date.now`); a function is named alone (`print`)") }
                out.append(TeamCheck.ForbiddenIdentifier(pattern: g, call: call, member: member, instead: instead, line: line))
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
            case .list(let items):
                for v in items { try add(v.text, "", v.line) }
            default:
                for v in try list(e) { try add(v, "", e.line) }
            }
            return out
        }

        mutating func exceptions(_ e: YAMLLite.Entry) throws -> [TeamCheck.Exception] {
            try maps(e).map { item in
                var x = TeamCheck.Exception(reason: "", line: item.line)
                for y in item.entries {
                    switch y.key {
                    case "path": x.paths = try globs(y)
                    case "name": x.names = try templates(y)
                    case "reason": x.reason = try scalar(y)
                    default: throw problem(y.line, "unknown key `\(y.key)` in an `except` entry (known: \(TeamCheckKeys.exception.joined(separator: ", ")))")
                    }
                }
                if x.reason.isEmpty { throw problem(item.line, "an `except` entry needs a `reason:` (why the rule does not apply there)") }
                if x.paths == nil && x.names == nil { throw problem(item.line, "an `except` entry names what it covers: a `path:` glob and/or a `name:`") }
                return x
            }
        }
    }

    static func isRuleID(_ s: String) -> Bool {
        guard let f = s.utf8.first, f >= 0x61 && f <= 0x7A, s.utf8.last != UInt8(ascii: "-") else { return false }
        return s.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "-") }
    }
}
