/// A rule a team wrote in a document (`rule_documents:` in `.archlint.yml`): its descriptor from
/// its keys, its check compiled into matchers. The engine runs it like a built-in rule: it
/// declares its needs (facts gathered once with every other rule's) and reads one file's summary
/// with the project index. After a whole-project run it says what its selectors matched nothing of
/// (`CoverageRule`).
public struct TeamRule: Rule, Equatable {
    /// One reference: the engine copies a rule per file it checks, and a copy of the fields
    /// (descriptor, compiled check, examples) would retain every string and array in them.
    final class Storage: Sendable {
        let descriptor: RuleDescriptor
        let check: TeamCheck
        let documentPath: String
        let line: Int
        let examples: [RuleDocumentModel.Example]
        /// Its section (or the document after its front matter): joined when printed.
        let textLines: ArraySlice<Substring>
        let header: String
        let needs: RuleNeeds

        init(descriptor: RuleDescriptor, check: TeamCheck, documentPath: String, line: Int, examples: [RuleDocumentModel.Example],
             textLines: ArraySlice<Substring>, header: String) {
            self.descriptor = descriptor
            self.check = check
            self.documentPath = documentPath
            self.line = line
            self.examples = examples
            self.textLines = textLines
            self.header = header
            self.needs = TeamRule.needs(of: check)
        }
    }

    let storage: Storage
    public var descriptor: RuleDescriptor { storage.descriptor }
    public var check: TeamCheck { storage.check }
    /// The document's path as the configuration names it (relative to the working directory).
    public var documentPath: String { storage.documentPath }
    /// The document line of the rule's `id:`.
    public var line: Int { storage.line }
    /// The examples that are its tests.
    public var examples: [RuleDocumentModel.Example] { storage.examples }
    /// What `archlint explain` prints and SARIF carries as `help`: the document after its front
    /// matter, or the section holding the rule's ```` ```archlint ```` block.
    public var text: String { storage.textLines.joined(separator: "\n") }
    /// The front matter (between its `---` lines) of a rule written there; "" for a block's rule
    /// (its section holds the block).
    public var header: String { storage.header }

    public init(descriptor: RuleDescriptor, check: TeamCheck, documentPath: String, line: Int = 2,
                examples: [RuleDocumentModel.Example] = [], text: String = "", header: String = "") {
        self.init(descriptor: descriptor, check: check, documentPath: documentPath, line: line, examples: examples,
                  textLines: [Substring(text)], header: header)
    }

    init(descriptor: RuleDescriptor, check: TeamCheck, documentPath: String, line: Int, examples: [RuleDocumentModel.Example],
         textLines: ArraySlice<Substring>, header: String) {
        storage = Storage(descriptor: descriptor, check: check, documentPath: documentPath, line: line, examples: examples, textLines: textLines, header: header)
    }

    public static func == (a: TeamRule, b: TeamRule) -> Bool {
        a.descriptor.id == b.descriptor.id && a.documentPath == b.documentPath && a.check == b.check
    }

    public var needs: RuleNeeds { storage.needs }

    public var asCoverageRule: (any CoverageRule)? { self }

    /// The facts its check reads, for the files its selector can match.
    static func needs(of check: TeamCheck) -> RuleNeeds {
        var needs = RuleNeeds()
        switch check.kind {
        case .dependencies:
            let sel = check.from.fileSelector
            if check.viaReference { needs.typeReferences = sel }
            for c in [check.inside, check.outside].compactMap({ $0 }) {
                needs = needs.union(conditionNeeds(c, sel))
                // The declarations a reference sits in (properties, initializers): all of them.
                needs.memberDetail = needs.memberDetail.union(sel)
            }
        case .identifiers:
            let sel = check.inFiles.fileSelector
            for f in check.forbiddenIdentifiers {
                if let use = f.useName { needs.identifierUses[use] = sel } else { needs.typeReferences = sel }
            }
        case .declarations:
            let sel = check.select.files?.fileSelector ?? .allLayers
            for c in [check.select, check.require, check.forbid] { needs = needs.union(conditionNeeds(c, sel)) }
            // Declarations that summaries drop unless asked (top-level functions, cases, members
            // outside Sources/) need the full detail.
            let kinds = check.select.kinds ?? []
            if !kinds.isDisjoint(with: [.func, DeclKind.`init`, .case, .typealias, .subscript, .var, .let]) { needs.memberDetail = needs.memberDetail.union(sel) }
        }
        return needs
    }

    /// What conditions read beyond a summary's defaults.
    static func conditionNeeds(_ c: Conditions, _ sel: FileSelector) -> RuleNeeds {
        var needs = RuleNeeds()
        var attributes = false, members = false, properties = false, extensions = false
        func walk(_ c: Conditions) {
            if c.attributes != nil || c.conformsTo != nil || c.wrapped != nil || c.roles?.contains(.domainError) == true { attributes = true }
            if c.kinds.map({ !$0.isDisjoint(with: [.var, .let]) }) ?? false || c.properties != nil || c.mutability != nil || c.type != nil || c.initial != nil || c.stored != nil {
                properties = true
            }
            // Enum cases (implicit conformances), parameters, return types, members of any kind.
            if c.conformsTo != nil || c.functions != nil || c.returns != nil || c.parameters != nil || c.has != nil || c.isAsync != nil || c.throwsClauses != nil {
                members = true
            }
            if c.functions?.extensions == true || c.properties?.extensions == true { extensions = true }
            for n in [c.enclosing, c.has, c.not, c.functions?.matching, c.properties?.matching].compactMap({ $0 }) { walk(n.value) }
            for n in c.anyOf ?? [] { walk(n) }
            for e in c.exists ?? [] { walk(e.conditions.value) }
        }
        walk(c)
        if attributes { needs.attributes = sel }
        if properties { needs.propertyDetail = sel }
        if members { needs.memberDetail = sel }
        // Members declared in extensions elsewhere: their files' members too.
        if extensions { needs.memberDetail = .allLayers }
        return needs
    }

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        var found: [Named]
        switch storage.check.kind {
        case .dependencies: found = checkDependencies(file, project)
        case .declarations: found = checkDeclarations(file, project)
        case .identifiers: found = checkIdentifiers(file, project)
        }
        if found.isEmpty { return [] }
        if !check.exceptions.isEmpty { applyExceptions(&found, file, project) }
        return found.map(\.finding)
    }

    /// A finding with the name an `except:` entry's `name:` matches (the declaration's, the target's, the identifier's).
    struct Named {
        var finding: Finding
        var name: String
    }

    /// Findings an `except:` entry covers are kept as waived, with its reason (and line).
    func applyExceptions(_ found: inout [Named], _ file: FileSummary, _ project: ProjectIndex) {
        let comps = TeamCheck.components(file.path, project.configuration.layout.workingDirectory)
        let tc = TemplateContext(feature: file.context.feature, module: file.context.module, vocabulary: project.vocabulary)
        for k in found.indices {
            for x in check.exceptions {
                if let paths = x.paths, !paths.contains(where: { $0.match(comps).matched }) { continue }
                var b = Bindings()
                if let names = x.names, !names.contains(where: { $0.matches(found[k].name, &b, tc) }) { continue }
                found[k].finding.waiver = RuleWaiver(reason: x.reason, line: x.line)
                break
            }
        }
    }

    // MARK: messages

    func message(_ values: [String: String], _ ctx: FileContext, _ bindings: Bindings, _ project: ProjectIndex) -> String {
        // On the bytes: a finding's message is built for every finding of a big run.
        var out = ""
        let u = check.message.utf8
        var k = u.startIndex
        var literalStart = k
        while k < u.endIndex {
            guard u[k] == UInt8(ascii: "{"), let close = u[k...].firstIndex(of: UInt8(ascii: "}")) else { k = u.index(after: k); continue }
            out += check.message[literalStart..<k]
            let key = String(check.message[u.index(after: k)..<close])
            switch key {
            case "file": out += values["file"] ?? ctx.fileName + ".swift"
            case "path": out += ctx.path
            case "layer": out += ctx.layer == .other ? "no layer" : ctx.layer.rawValue
            case "role": out += ctx.role == .other ? "no role" : ctx.role.rawValue
            case "feature": out += ctx.feature ?? "no feature"
            case "module": out += ctx.module ?? "no module"
            case "usecase_method": out += project.conventions.useCaseMethod
            case "name.base": out += project.vocabulary.baseName(ofContract: values["name"] ?? "")
            default:
                if let v = values[key] ?? bindings[key] {
                    out += v
                } else if let dot = key.firstIndex(of: "."),
                          let base = key[..<dot] == "name" ? values["name"].map(project.vocabulary.baseName(ofContract:)) : bindings[String(key[..<dot])],
                          let kind = NameTemplate.Convention(rawValue: String(key[key.index(after: dot)...])) {
                    // `{Base.mock}`: the preferred spelling.
                    let v = project.vocabulary
                    switch kind {
                    case .contract: out += v.contractName(forBase: base)
                    case .implementation: out += v.implementationName(forContract: v.contractName(forBase: base))
                    case .mock: out += v.conventions.mockPatterns[0].apply(base)
                    }
                }
            }
            k = u.index(after: close)
            literalStart = k
        }
        out += check.message[literalStart...]
        if let fix = check.fix { out += " (" + fix + ")" }
        return out
    }

    // MARK: identifiers

    func checkIdentifiers(_ file: FileSummary, _ project: ProjectIndex) -> [Named] {
        var bindings = Bindings()
        guard check.inFiles.matches(file.context, &bindings, project) else { return [] }
        var out: [Named] = []
        for f in check.forbiddenIdentifiers {
            let uses = f.useName != nil ? file.identifierUses : file.references
            for u in uses where u.usage == .plain && (!f.call || u.call) {
                let name: String
                if let use = f.useName {
                    guard u.name == use else { continue }
                    name = use
                } else {
                    var b = bindings
                    guard f.pattern.matches(u.name, &b, TemplateContext(vocabulary: project.vocabulary)) else { continue }
                    name = u.name
                }
                let shown = name + (f.call ? "()" : "")
                out.append(Named(finding: Finding(line: u.line, column: u.column, message: message(["name": shown, "instead": f.instead], file.context, bindings, project)), name: name))
            }
        }
        out.sort { ($0.finding.line, $0.finding.column) < ($1.finding.line, $1.finding.column) }
        return out
    }

    // MARK: dependencies

    func checkDependencies(_ file: FileSummary, _ project: ProjectIndex) -> [Named] {
        var bindings = Bindings()
        let ctx = file.context
        var out: [Named] = []
        if check.viaManifest && PackageManifest.isManifestName(ctx.path) {
            return manifestDependencies(file, project)
        }
        guard check.from.matches(ctx, &bindings, project) else { return [] }
        let tc = TemplateContext(feature: ctx.feature, module: ctx.module, vocabulary: project.vocabulary)
        func violates(_ targets: [TargetMatcher.Target]) -> TargetMatcher.Target? {
            guard let first = targets.first else { return nil }
            if let forbid = check.forbidTarget {
                // Every declaration of an ambiguous name must match: precision first.
                return targets.allSatisfy { var b = bindings; return forbid.matchesAll($0, &b, project, tc) } ? first : nil
            }
            if let allow = check.allowOnlyTarget {
                return targets.allSatisfy { var b = bindings; return !allow.matchesAny($0, &b, project, tc) } ? first : nil
            }
            return nil
        }
        if check.viaImport {
            for (k, name) in file.syntax.imports.enumerated() {
                let module = ProjectIndex.importedModule(name)
                if module == ctx.module { continue }
                let t = TargetMatcher.Target(name: module, layer: project.moduleLayers[module], role: nil,
                                             feature: project.moduleFeatures[module], module: module, path: nil, isModule: true)
                guard let hit = violates([t]), k < file.syntax.importPositions.count else { continue }
                let pos = file.syntax.importPositions[k]
                out.append(Named(finding: Finding(line: Int(pos.line), column: Int(pos.column), message: message(targetValues(hit, via: "import"), ctx, bindings, project),
                                                  dependency: .module(hit.name)), name: hit.name))
            }
        }
        if check.viaReference {
            // A file names the same types again and again: each name is judged once per file and scope.
            var judged: [String: String?] = [:]
            let visible = VisibleModules(file)
            var insideMemo: [Int: Bool] = [:], outsideMemo: [Int: Bool] = [:]
            var ev = ConditionEvaluator(file: file, project: project)
            /// Whether some declaration enclosing the reference (its owner up to the outermost) matches `c`.
            func within(_ c: Conditions, _ r: TypeReference, _ memo: inout [Int: Bool]) -> Bool {
                var k: Int? = r.owner >= 0 ? Int(r.owner) : nil
                while let i = k {
                    let hit: Bool
                    if let m = memo[i] { hit = m } else {
                        var b = bindings
                        hit = ev.holds(c, i, &b)
                        memo[i] = hit
                    }
                    if hit { return true }
                    k = file.syntax.declarations[i].parent
                }
                return false
            }
            for r in file.references where r.usage == .plain {
                if let inside = check.inside, !within(inside, r, &insideMemo) { continue }
                if let outside = check.outside, within(outside, r, &outsideMemo) { continue }
                // A generic parameter of an enclosing declaration (`Item` in `struct PageDTO<Item>`) is no type of the project.
                if r.owner >= 0 && Architecture.isGenericParameter(r.name, Int(r.owner), file.syntax.declarations) { continue }
                let scope = r.owner >= 0 ? ProjectIndex.scope(of: Int(r.owner), in: file.syntax) + (file.syntax.declarations[Int(r.owner)].kind.hasMembers ? [ownerName(file, Int(r.owner))] : []) : []
                let key = scope.isEmpty ? r.name : scope.joined(separator: ".") + ":" + r.name
                let verdict: String?
                if let known = judged[key] {
                    verdict = known
                } else {
                    verdict = judgeReference(r.name, scope: scope, file, project, visible: visible, bindings, violates)
                    judged[key] = .some(verdict)
                }
                guard let text = verdict else { continue }
                out.append(Named(finding: Finding(line: r.line, column: r.column, message: text, dependency: .type(r.name)), name: r.name))
            }
        }
        out.sort { ($0.finding.line, $0.finding.column) < ($1.finding.line, $1.finding.column) }
        return out
    }

    func ownerName(_ file: FileSummary, _ i: Int) -> String {
        let d = file.syntax.declarations[i]
        return d.kind == .extension ? ProjectIndex.writtenPath(d.name).joined(separator: ".") : d.name
    }

    /// `via: manifest`: the target dependencies a `Package.swift` (or Tuist `Project.swift`) declares,
    /// judged from the depending module (its layer, feature, name) to the module depended on.
    func manifestDependencies(_ file: FileSummary, _ project: ProjectIndex) -> [Named] {
        var out: [Named] = []
        for e in project.manifestEdges(file.path) where e.from != e.to {
            let fromCtx = FileContext(path: file.path, feature: project.moduleFeatures[e.from], layer: project.moduleLayers[e.from] ?? .other,
                                      role: .other, inSources: true)
            var withModule = fromCtx
            withModule.module = e.from
            var bindings = Bindings()
            // The manifest's path stands for the module's files: a path glob cannot place it.
            var from = check.from
            from.paths = nil
            from.excludedPaths = nil
            guard from.matches(withModule, &bindings, project) else { continue }
            let tc = TemplateContext(feature: withModule.feature, module: e.from, vocabulary: project.vocabulary)
            let t = TargetMatcher.Target(name: e.to, layer: project.moduleLayers[e.to], role: nil, feature: project.moduleFeatures[e.to],
                                         module: e.to, path: nil, isModule: true)
            var b = bindings
            let hit: Bool
            if let forbid = check.forbidTarget { hit = forbid.matchesAll(t, &b, project, tc) } else if let allow = check.allowOnlyTarget {
                hit = !allow.matchesAny(t, &b, project, tc)
            } else { hit = false }
            guard hit else { continue }
            out.append(Named(finding: Finding(line: e.line, column: e.column, message: message(targetValues(t, via: "manifest"), withModule, bindings, project),
                                              dependency: Dependency(.module(e.to), fromModule: e.from)), name: e.to))
        }
        return out
    }

    /// The message for a reference to `name` when it breaks the check, else nil. The name is
    /// resolved as the compiler would: a type nested in an enclosing type first, else a top-level
    /// one (a nested type of another type is never meant by a plain name). A declaration in another
    /// module counts only when the file can see that module: a file cannot use a type of a module it
    /// does not import, so a name it shares with one (`Element`, `Storage`) is not a dependency on it.
    func judgeReference(_ name: String, scope: [String], _ file: FileSummary, _ project: ProjectIndex, visible: VisibleModules?,
                        _ bindings: Bindings, _ violates: ([TargetMatcher.Target]) -> TargetMatcher.Target?) -> String? {
        var targets: [TargetMatcher.Target] = []
        let refs = project.resolveType(name, scope: scope)
        // A target about where a type is (layer, feature, path): a type declared in this file too is
        // the file's own, no dependency. One about what it is (`is:`, `name:`) judges it wherever it is.
        let byWhat = (check.forbidTarget ?? check.allowOnlyTarget)?.judgesUndeclared ?? false
        for ref in refs {
            let c = project.files[ref.file].context
            if c.path == file.path && !byWhat { return nil }
            if let visible, !visible.contains(c.module) { continue }
            targets.append(TargetMatcher.Target(name: name, layer: c.layer, role: c.role, feature: c.feature, module: c.module, path: c.path, ref: ref))
        }
        if refs.isEmpty {
            // Not declared in the run (another module's type, a standard one): only a target that
            // names it or says what it is can judge it, and only to forbid it.
            guard let forbid = check.forbidTarget, forbid.judgesUndeclared else { return nil }
            targets.append(TargetMatcher.Target(name: name))
        }
        guard let hit = violates(targets) else { return nil }
        return message(targetValues(hit, via: "reference"), file.context, bindings, project)
    }

    func targetValues(_ t: TargetMatcher.Target, via: String) -> [String: String] {
        ["name": t.name, "target": t.name, "target_path": t.path ?? t.module ?? t.name, "target_layer": t.layer.map { $0 == .other ? "no layer" : $0.rawValue } ?? "no layer",
         "target_feature": t.feature ?? "no feature", "target_module": t.module ?? "no module", "via": via]
    }

    // MARK: declarations

    func checkDeclarations(_ file: FileSummary, _ project: ProjectIndex) -> [Named] {
        var fileBindings = Bindings()
        let s = check.select
        if let files = s.files, !files.matches(file.context, &fileBindings, project) { return [] }
        let decls = file.syntax.declarations
        var out: [Named] = []
        var ev = ConditionEvaluator(file: file, project: project)
        for i in decls.indices {
            if s.kinds == nil && !decls[i].kind.isType { continue }
            var b = fileBindings
            ev.subject = nil
            ev.subject = ev.ownContext(i)
            guard ev.holds(s, i, &b) else { continue }
            let d = decls[i]
            let name = d.kind == .extension ? ProjectIndex.lastComponent(d.name) : d.name
            var reasons: [ConditionEvaluator.Reason] = []
            var memberFindings: [(String, Int)] = []
            ev.failures(check.require, i, &b, positive: true, into: &reasons, members: &memberFindings)
            ev.failures(check.forbid, i, &b, positive: false, into: &reasons, members: &memberFindings)
            for (text, m) in memberFindings {
                let place = decls[m]
                out.append(Named(finding: Finding(line: place.line, column: place.column, message: message(
                    ["name": name, "kind": Self.kindWord(d.kind), "violation": text], file.context, b, project)), name: name))
            }
            guard !reasons.isEmpty else { continue }
            // One finding for the declaration, every reason in it; at the `throws` or the access
            // modifier when that is all it breaks.
            var line = d.line, column = d.column
            if let p = reasons.first?.position, reasons.allSatisfy({ $0.position == p }) { (line, column) = (p.line, p.column) }
            out.append(Named(finding: Finding(line: line, column: column, message: message(
                ["name": name, "kind": Self.kindWord(d.kind), "violation": reasons.map(\.text).joined(separator: "; ")], file.context, b, project)), name: name))
        }
        return out
    }

    static func kindWord(_ k: DeclKind) -> String {
        switch k {
        case .var, .let: return "property"
        default: return k.rawValue
        }
    }

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
}

/// A rule that can say, after a run over the whole project, what its selectors matched nothing of
/// (a selection, a capture, an exception): a rule that silently selects nothing is a gate that
/// passes without looking. The engine asks it only on whole-project runs (not `--staged`,
/// `--since`, `--stdin-path`, nor a run on part of the tree), with the findings its exceptions waived.
public protocol CoverageRule: Rule {
    func coverage(in project: ProjectIndex, waived: [Diagnostic]) -> [InputProblem]
}

/// An exception a rule makes itself (a team rule's `except:` entry): its reason and its line in
/// the rule's document.
public struct RuleWaiver: Sendable, Equatable {
    public var reason: String
    public var line: Int

    public init(reason: String, line: Int) {
        self.reason = reason
        self.line = line
    }
}
