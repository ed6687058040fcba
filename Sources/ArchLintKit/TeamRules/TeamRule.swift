/// A rule a team wrote as a document (`rule_documents:` in `.archlint.yml`): its descriptor from
/// the front matter, its check compiled into matchers. The engine runs it like a built-in rule:
/// it declares its needs (facts gathered once with every other rule's) and reads one file's
/// summary with the project index.
public struct TeamRule: Rule, Equatable {
    /// One reference: the engine copies a rule per file it checks, and a copy of the fields
    /// (descriptor, compiled check, document) would retain every string and array in them.
    final class Storage: Sendable {
        let descriptor: RuleDescriptor
        let check: TeamCheck
        let documentPath: String
        let document: RuleDocumentModel

        init(descriptor: RuleDescriptor, check: TeamCheck, documentPath: String, document: RuleDocumentModel) {
            self.descriptor = descriptor
            self.check = check
            self.documentPath = documentPath
            self.document = document
        }
    }

    let storage: Storage
    public var descriptor: RuleDescriptor { storage.descriptor }
    public var check: TeamCheck { storage.check }
    /// The document's path as the configuration names it (relative to the working directory).
    public var documentPath: String { storage.documentPath }
    public var document: RuleDocumentModel { storage.document }

    public init(descriptor: RuleDescriptor, check: TeamCheck, documentPath: String, document: RuleDocumentModel) {
        storage = Storage(descriptor: descriptor, check: check, documentPath: documentPath, document: document)
    }

    public static func == (a: TeamRule, b: TeamRule) -> Bool {
        a.descriptor.id == b.descriptor.id && a.documentPath == b.documentPath && a.check == b.check
    }

    /// The document's text after its front matter (`archlint explain`, SARIF `help`).
    public var text: String { document.body }

    public var needs: RuleNeeds {
        switch check.kind {
        case .dependencies:
            return check.viaReference ? RuleNeeds(typeReferences: check.from.fileSelector) : .nothing
        case .identifiers:
            let sel = check.inFiles.fileSelector
            var needs = RuleNeeds()
            for f in check.forbiddenIdentifiers {
                if f.pattern.isLowercaseIdentifier { needs.identifierUses[f.pattern.text] = sel } else { needs.typeReferences = sel }
            }
            return needs
        case .declarations:
            let sel = check.select.files.fileSelector
            var needs = RuleNeeds()
            let s = check.select, r = check.require, f = check.forbid
            let kinds = s.kinds ?? []
            if s.attributes != nil || r.attributes != nil || f.attributes != nil { needs.attributes = sel }
            // Properties (their mutability, counts) and declarations that summaries drop unless asked
            // (top-level functions, cases, members outside Sources/) need the full detail.
            if !kinds.isDisjoint(with: [.var, .let]) || r.properties != nil || f.properties != nil || r.mutability != nil || f.mutability != nil {
                needs.propertyDetail = sel
            }
            if s.kinds == nil || !kinds.isDisjoint(with: [.func, DeclKind.`init`, .case, .typealias, .subscript]) || r.functions != nil || f.functions != nil {
                needs.memberDetail = sel
            }
            return needs
        }
    }

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        switch storage.check.kind {
        case .dependencies: return checkDependencies(file, project)
        case .declarations: return checkDeclarations(file, project)
        case .identifiers: return checkIdentifiers(file, project)
        }
    }

    // MARK: messages

    func message(_ values: [String: String], _ ctx: FileContext) -> String {
        // On the bytes: a finding's message is built for every finding of a big run.
        var out = ""
        let u = check.message.utf8
        var k = u.startIndex
        var literalStart = k
        while k < u.endIndex {
            guard u[k] == UInt8(ascii: "{"), let close = u[k...].firstIndex(of: UInt8(ascii: "}")) else { k = u.index(after: k); continue }
            out += check.message[literalStart..<k]
            let key = check.message[u.index(after: k)..<close]
            switch key {
            case "file": out += values["file"] ?? ctx.fileName + ".swift"
            case "path": out += ctx.path
            case "layer": out += ctx.layer == .other ? "no layer" : ctx.layer.rawValue
            case "role": out += ctx.role == .other ? "no role" : ctx.role.rawValue
            case "feature": out += ctx.feature ?? "no feature"
            case "module": out += ctx.module ?? "no module"
            default: out += values[String(key)] ?? ""
            }
            k = u.index(after: close)
            literalStart = k
        }
        out += check.message[literalStart...]
        if let fix = check.fix { out += " (" + fix + ")" }
        return out
    }

    // MARK: identifiers

    func checkIdentifiers(_ file: FileSummary, _ project: ProjectIndex) -> [Finding] {
        var bindings: [String: String] = [:]
        guard check.inFiles.matches(file.context, &bindings, workingDirectory: project.configuration.layout.workingDirectory) else { return [] }
        var out: [Finding] = []
        for f in check.forbiddenIdentifiers {
            let uses = f.pattern.isLowercaseIdentifier ? file.identifierUses : file.references
            for u in uses where u.usage == .plain && f.pattern.matches(u.name) {
                out.append(Finding(line: u.line, column: u.column, message: message(["name": u.name, "instead": f.instead], file.context)))
            }
        }
        out.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return out
    }

    // MARK: dependencies

    func checkDependencies(_ file: FileSummary, _ project: ProjectIndex) -> [Finding] {
        var bindings: [String: String] = [:]
        guard check.from.matches(file.context, &bindings, workingDirectory: project.configuration.layout.workingDirectory) else { return [] }
        var out: [Finding] = []
        let cwd = project.configuration.layout.workingDirectory
        func violates(_ targets: [TargetMatcher.Target]) -> TargetMatcher.Target? {
            guard let first = targets.first else { return nil }
            if let forbid = check.forbidTarget {
                // Every declaration of an ambiguous name must match: precision first.
                return targets.allSatisfy { forbid.matchesAll($0, bindings, cwd) } ? first : nil
            }
            if let allow = check.allowOnlyTarget {
                return targets.allSatisfy { !allow.matchesAny($0, bindings, cwd) } ? first : nil
            }
            return nil
        }
        if check.viaImport {
            for (k, name) in file.syntax.imports.enumerated() {
                let module = ProjectIndex.importedModule(name)
                if module == file.context.module { continue }
                let t = TargetMatcher.Target(name: module, layer: project.moduleLayers[module], role: nil,
                                             feature: project.moduleFeatures[module], module: module, path: nil)
                guard let hit = violates([t]), k < file.syntax.importPositions.count else { continue }
                let pos = file.syntax.importPositions[k]
                out.append(Finding(line: Int(pos.line), column: Int(pos.column), message: message(targetValues(hit, via: "import"), file.context), dependency: .module(hit.name)))
            }
        }
        if check.viaReference {
            // A file names the same types again and again: each name is judged once per file.
            var judged: [String: String?] = [:]
            let visible = VisibleModules(file)
            for r in file.references where r.usage != .member {
                let verdict: String?
                if let known = judged[r.name] {
                    verdict = known
                } else {
                    verdict = judgeReference(r.name, file, project, visible: visible, violates)
                    judged[r.name] = .some(verdict)
                }
                guard let text = verdict else { continue }
                out.append(Finding(line: r.line, column: r.column, message: text, dependency: .type(r.name)))
            }
        }
        out.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return out
    }

    /// The message for a reference to `name` when it breaks the check, else nil.
    /// A declaration in another module counts only when the file can see that module: a file
    /// cannot use a type of a module it does not import, so a name it shares with one (`Element`,
    /// `Storage`) is not a dependency on it.
    func judgeReference(_ name: String, _ file: FileSummary, _ project: ProjectIndex, visible: VisibleModules?,
                        _ violates: ([TargetMatcher.Target]) -> TargetMatcher.Target?) -> String? {
        var targets: [TargetMatcher.Target] = []
        for table in [project.types, project.protocols] {
            guard let refs = table[name] else { continue }
            for ref in refs where project.declaration(ref).parent == nil {
                let c = project.files[ref.file].context
                // Declared in this file too: a reference to itself, no dependency.
                if ref.file < project.files.count && c.path == file.path { return nil }
                if let visible, !visible.contains(c.module) { continue }
                targets.append(TargetMatcher.Target(name: name, layer: c.layer, role: c.role, feature: c.feature, module: c.module, path: c.path))
            }
        }
        guard let hit = violates(targets) else { return nil }
        return message(targetValues(hit, via: "reference"), file.context)
    }

    func targetValues(_ t: TargetMatcher.Target, via: String) -> [String: String] {
        ["name": t.name, "target": t.name, "target_layer": t.layer.map { $0 == .other ? "no layer" : $0.rawValue } ?? "no layer",
         "target_feature": t.feature ?? "no feature", "target_module": t.module ?? "no module", "via": via]
    }

    // MARK: declarations

    func checkDeclarations(_ file: FileSummary, _ project: ProjectIndex) -> [Finding] {
        var bindings: [String: String] = [:]
        let s = check.select
        guard s.files.matches(file.context, &bindings, workingDirectory: project.configuration.layout.workingDirectory) else { return [] }
        let decls = file.syntax.declarations
        var out: [Finding] = []
        for i in decls.indices {
            let d = decls[i]
            guard selects(i, d, file, project) else { continue }
            for (violation, at) in violations(i, d, file, project) {
                let name = d.kind == .extension ? ProjectIndex.lastComponent(d.name) : d.name
                // A member that breaks a member requirement is where the finding is.
                let place = at.map { decls[$0] } ?? d
                out.append(Finding(line: place.line, column: place.column, message: message(
                    ["name": name, "kind": Self.kindWord(d.kind), "violation": violation], file.context)))
            }
        }
        return out
    }

    static func kindWord(_ k: DeclKind) -> String {
        switch k {
        case .var, .let: return "property"
        default: return k.rawValue
        }
    }

    func selects(_ i: Int, _ d: Declaration, _ file: FileSummary, _ project: ProjectIndex) -> Bool {
        let s = check.select
        if let kinds = s.kinds, !kinds.contains(d.kind) { return false }
        if s.kinds == nil && !(d.kind.isType) { return false }
        if let names = s.names, !names.contains(where: { $0.matches(d.name) }) { return false }
        if let top = s.topLevel, (d.parent == nil) != top { return false }
        if let stored = s.stored, d.isStoredProperty != stored || !(d.kind == .var || d.kind == .let) { return false }
        if let st = s.isStatic, d.isStatic != st { return false }
        if let mods = s.modifiers, !mods.allSatisfy({ d.modifiers.contains($0) }) { return false }
        if let access = s.access, !access.contains(d.accessLevel ?? .internal) { return false }
        if let attrs = s.attributes, !attrs.allSatisfy({ d.attributes.contains($0) }) { return false }
        if s.enclosingKinds != nil || s.enclosingNames != nil {
            guard let p = file.enclosingType(of: i) else { return false }
            let e = file.syntax.declarations[p]
            if let k = s.enclosingKinds, !k.contains(e.kind) { return false }
            if let n = s.enclosingNames, !n.contains(where: { $0.matches(ProjectIndex.lastComponent(e.name)) }) { return false }
        }
        if let protos = s.conformsTo {
            let c = conformances(i, d, project)
            if !protos.allSatisfy({ c.names.contains($0) }) { return false }
        }
        return true
    }

    /// What the declaration breaks, as the message's `{violation}` says it; nil when it complies.
    /// What the declaration breaks: one finding for the declaration (its first failed requirement),
    /// or one per member that breaks a member requirement (`functions: {names: [execute]}`).
    func violations(_ i: Int, _ d: Declaration, _ file: FileSummary, _ project: ProjectIndex) -> [(String, Int?)] {
        let v = memberViolations(i, file)
        if !v.isEmpty { return v }
        return firstDeclarationViolation(i, d, file, project).map { [($0, nil)] } ?? []
    }

    func memberViolations(_ i: Int, _ file: FileSummary) -> [(String, Int?)] {
        let r = check.require, f = check.forbid
        for (m, fn, req) in [(r.functions, true, true), (r.properties, false, true), (f.functions, true, false), (f.properties, false, false)] {
            guard let m else { continue }
            let v = memberViolation(m, functions: fn, i, file, require: req)
            if !v.isEmpty { return v }
        }
        return []
    }

    func firstDeclarationViolation(_ i: Int, _ d: Declaration, _ file: FileSummary, _ project: ProjectIndex) -> String? {
        let r = check.require, f = check.forbid
        let name = d.kind == .extension ? ProjectIndex.lastComponent(d.name) : d.name
        // require
        if let names = r.names, !names.contains(where: { $0.matches(name) }) {
            return "its name does not match \(names.map { "`\($0)`" }.joined(separator: " or "))"
        }
        if let mods = r.modifiers, let missing = mods.first(where: { !d.modifiers.contains($0) }) { return "it is not `\(missing)`" }
        if let attrs = r.attributes, let missing = attrs.first(where: { !d.attributes.contains($0) }) { return "it is not marked `\(missing)`" }
        if let access = r.access, !access.contains(d.accessLevel ?? .internal) {
            return "its access is `\(Self.accessWord(d.accessLevel ?? .internal))`"
        }
        if let protos = r.conformsTo {
            let c = conformances(i, d, project)
            if let missing = protos.first(where: { !c.names.contains($0) }), !c.unknown { return "it does not conform to `\(missing)`" }
        }
        if let g = r.fileName {
            let fileName = file.context.fileName + ".swift"
            if !g.matches(fileName, subject: name) { return "it is declared in `\(fileName)`, not `\(g.expand(name))`" }
        }
        if let folders = r.folders, !folders.contains(where: { $0.match(TeamCheck.components(file.path, project.configuration.layout.workingDirectory)).matched }) {
            return "it is not in \(folders.map { "`\($0.text)`" }.joined(separator: " or "))"
        }
        if let roles = r.roles, !roles.contains(file.context.role) {
            return "it is not in \(roles.map { "`\($0.rawValue)/`" }.sorted().joined(separator: " or "))"
        }
        if let a = r.isAsync, isCallable(d), d.isAsync != a { return a ? "it is not `async`" : "it is `async`" }
        if let t = r.throwsClauses, isCallable(d), !t.contains(Self.throwsWord(d.throwsClause)) {
            return "it \(Self.throwsDescription(d.throwsClause))"
        }
        if let m = r.mutability, d.kind == .var || d.kind == .let, d.isStoredProperty, Self.mutability(d) != m {
            return m == "let" ? "it is a stored `var`" : "it is a `let`"
        }
        if let c = r.companion, !hasCompanion(c, name, file, project) {
            return "there is no `\(c.name.expand(name))`" + (c.scope == "same_file" ? " in its file" : c.scope == "same_folder" ? " in its folder" : "")
        }
        // forbid
        if let names = f.names, names.contains(where: { $0.matches(name) }) {
            return "its name matches \(names.map { "`\($0)`" }.joined(separator: " or "))"
        }
        if let mods = f.modifiers, let hit = mods.first(where: { d.modifiers.contains($0) }) { return "it is `\(hit)`" }
        if let attrs = f.attributes, let hit = attrs.first(where: { d.attributes.contains($0) }) { return "it is marked `\(hit)`" }
        if let access = f.access, let a = d.accessLevel, access.contains(a) { return "it is `\(Self.accessWord(a))`" }
        if let protos = f.conformsTo {
            let c = conformances(i, d, project)
            if let hit = protos.first(where: { c.names.contains($0) }) { return "it conforms to `\(hit)`" }
        }
        if let g = f.fileName {
            let fileName = file.context.fileName + ".swift"
            if g.matches(fileName, subject: name) { return "it is declared in `\(fileName)`" }
        }
        if let folders = f.folders, let hit = folders.first(where: { $0.match(TeamCheck.components(file.path, project.configuration.layout.workingDirectory)).matched }) {
            return "it is in `\(hit.text)`"
        }
        if let roles = f.roles, roles.contains(file.context.role) { return "it is in `\(file.context.role.rawValue)/`" }
        if let a = f.isAsync, isCallable(d), d.isAsync == a { return a ? "it is `async`" : "it is not `async`" }
        if let t = f.throwsClauses, isCallable(d), t.contains(Self.throwsWord(d.throwsClause)) {
            return "it \(Self.throwsDescription(d.throwsClause))"
        }
        if let m = f.mutability, d.kind == .var || d.kind == .let, d.isStoredProperty, Self.mutability(d) == m {
            return m == "var" ? "it is a stored `var`" : "it is a `let`"
        }
        return nil
    }

    func isCallable(_ d: Declaration) -> Bool { d.kind == .func || d.kind == DeclKind.`init` || d.kind == .subscript }

    static func mutability(_ d: Declaration) -> String { d.kind == .let ? "let" : "var" }

    static func accessWord(_ a: AccessLevel) -> String {
        switch a {
        case .private: return "private"
        case .fileprivate: return "fileprivate"
        case .internal: return "internal"
        case .package: return "package"
        case .public: return "public"
        case .open: return "open"
        }
    }

    static func throwsWord(_ t: ThrowsClause) -> String {
        switch t {
        case .none: return "none"
        case .untyped: return "untyped"
        case .typed: return "typed"
        case .rethrows: return "rethrows"
        }
    }

    static func throwsDescription(_ t: ThrowsClause) -> String {
        switch t {
        case .none: return "does not throw"
        case .untyped: return "throws untyped errors (`throws`)"
        case .typed(let e): return "throws `\(e)`"
        case .rethrows: return "`rethrows`"
        }
    }

    func memberViolation(_ m: DeclarationRequirements.MemberCount, functions: Bool, _ i: Int, _ file: FileSummary, require: Bool) -> [(String, Int?)] {
        var members: [Declaration] = []
        var indices: [Int] = []
        for k in file.syntax.members(of: i) {
            let mm = file.syntax.declarations[k]
            let isFunction = mm.kind == .func
            let isProperty = mm.kind == .var || mm.kind == .let
            guard functions ? isFunction : isProperty else { continue }
            if let access = m.access, !access.contains(mm.accessLevel ?? .internal) { continue }
            members.append(mm)
            indices.append(k)
        }
        let word = functions ? "function" : "property"
        let plural = functions ? "functions" : "properties"
        func count(_ n: Int) -> String { n == 1 ? "1 \(word)" : "\(n) \(plural)" }
        if require {
            // A member with another name is the finding's place; a count alone is the declaration's.
            if let names = m.names {
                let others = members.indices.filter { k in !names.contains(where: { $0.matches(members[k].name) }) }
                let allowed = names.map { "`\($0)`" }.joined(separator: ", ")
                if !others.isEmpty { return others.map { ("it declares `\(members[$0].name)`, not only \(allowed)", indices[$0]) } }
            }
            if let c = m.count, members.count != c { return [("it declares \(count(members.count)), not \(c)", nil)] }
            if let lo = m.min, members.count < lo { return [("it declares \(count(members.count)), fewer than \(lo)", nil)] }
            if let hi = m.max, members.count > hi { return [("it declares \(count(members.count)), more than \(hi)", nil)] }
        } else {
            if let names = m.names {
                let hits = members.indices.filter { k in names.contains(where: { $0.matches(members[k].name) }) }
                if !hits.isEmpty { return hits.map { ("it declares `\(members[$0].name)`", indices[$0]) } }
            }
            if let c = m.count, members.count == c { return [("it declares \(count(c))", nil)] }
            if let lo = m.min, members.count >= lo, m.count == nil { return indices.map { ("it declares `\(file.syntax.declarations[$0].name)`", $0) } }
            if let hi = m.max, members.count <= hi, m.min == nil { return [("it declares \(count(members.count))", nil)] }
        }
        return []
    }

    func hasCompanion(_ c: DeclarationRequirements.Companion, _ name: String, _ file: FileSummary, _ project: ProjectIndex) -> Bool {
        let wanted = c.name.expand(name)
        let refs = (project.types[wanted] ?? []) + (project.protocols[wanted] ?? [])
        let folder = Paths.directory(of: file.path)
        return refs.contains { r in
            let d = project.declaration(r)
            if let k = c.kinds, !k.contains(d.kind) { return false }
            let p = project.files[r.file].path
            switch c.scope {
            case "same_file": return p == file.path
            case "same_folder": return Paths.directory(of: p) == folder
            default: return true
            }
        }
    }

    /// The protocols (and superclasses) a declaration conforms to: its inheritance clause, the
    /// extensions of its type anywhere in the project, followed through the project's protocols and
    /// classes and the standard library's refinements (`Hashable` gives `Equatable`, `Error` gives
    /// `Sendable`). `unknown`: some name could not be followed (a protocol of another module), so a
    /// missing conformance is not reported (precision first).
    func conformances(_ i: Int, _ d: Declaration, _ project: ProjectIndex) -> (names: Set<String>, unknown: Bool) {
        var names = Set<String>()
        var unknown = false
        var queue: [String] = []
        ProjectIndex.forEachInherited(d.inherited) { queue.append($0) }
        if d.kind.hasMembers {
            let typeName = ProjectIndex.lastComponent(d.name)
            queue.append(contentsOf: project.conformances(of: typeName))
            // An actor is Sendable; a class inherits its superclass's conformances (followed below).
            if d.kind == .actor { queue.append("Actor") }
        }
        while let n = queue.popLast() {
            guard names.insert(n).inserted else { continue }
            if let refs = project.protocols[n] {
                for r in refs { ProjectIndex.forEachInherited(project.declaration(r).inherited) { queue.append($0) } }
            } else if project.types[n] != nil {
                queue.append(contentsOf: project.conformances(of: n))
            } else if n == "Actor" || n == "GlobalActor" {
                queue.append("Sendable")
            } else if let provided = KnownConformances.table[n] {
                queue.append(contentsOf: provided)
            } else {
                unknown = true
            }
        }
        return (names, unknown)
    }
}
