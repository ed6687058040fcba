/// A rule a team wrote in a document (`rule_documents:` in `.archlint.yml`): its descriptor from
/// its keys, its check compiled into matchers. The engine runs it like a built-in rule: it
/// declares its needs (facts gathered once with every other rule's) and reads one file's summary
/// with the project index. After a whole-project run it says what its selectors matched nothing of
/// (`CoverageRule`).
public struct TeamRule: Rule, Equatable {
    /// One reference: the engine copies a rule per file it checks, and a copy of the fields
    /// (descriptor, compiled check, examples) would retain every string and array in them.
    final class Storage: @unchecked Sendable {
        let descriptor: RuleDescriptor
        let check: TeamCheck
        let documentPath: String
        let line: Int
        var examples: [RuleDocumentModel.Example] { lazyExamples?.examples ?? storedExamples }
        private let storedExamples: [RuleDocumentModel.Example]
        /// A cached rule's examples, read when first asked for (`TeamRuleCache`).
        private let lazyExamples: LazyExamples?
        /// Read back from the cache rather than parsed (tests tell the two apart by it).
        var fromCache: Bool { lazyExamples != nil }
        /// Its section (or the document after its front matter): joined when printed.
        let textLines: RuleDocumentModel.Lines
        let header: String
        let needs: RuleNeeds
        /// What `checkDependencies` asks of the check for every file and name, read once (the
        /// check is a large struct: reading an optional part of it through `check` copies it).
        let hasInside: Bool, hasOutside: Bool
        /// A `forbid:` that judges names the project does not declare; a target about what a type
        /// is (`judgesUndeclared` of the `forbid:` or the `allow_only:`).
        let forbidJudgesUndeclared: Bool, judgesByWhat: Bool
        /// `TeamCheck.referenceScoped`.
        let referenceScoped: Bool
        /// Whether the `forbid:` or `allow_only:` target's matching reads the file's feature or module
        /// (`TargetMatcher.readsContext`): read once per file checked (through `check`, each target
        /// was copied whole to be asked).
        let targetReadsContext: Bool
        /// The `forbid:` and `allow_only:` targets, boxed: `violating` reads them for every verdict
        /// it judges (read through `check`, the optional target was copied and destroyed each time).
        let forbidTarget: TargetBox?, allowOnlyTarget: TargetBox?
        /// `ConditionEvaluator.keysJudgedAlone(check.select)` of a `kind: declarations` check (else 0).
        let selectKeysJudgedAlone: Int
        /// `check.select.kindBits`: read for every file (`mayHold`) without `select:` copied.
        let selectKindBits: UInt32
        /// `message:` and `fix:`, cut into text and placeholders at the first finding, not at every
        /// one (nor at every start: most rules of a run report nothing).
        private let templateLock = Lock()
        private var cutTemplates: (message: MessageTemplate, fix: MessageTemplate?)?
        /// What `checkDependencies` made for the last place it checked a file of (`PlaceMemo`): `from:`'s
        /// verdict, the groups, the imports' findings. Not read from the document nor cached: made by
        /// the run, tied to it by its verdicts' serial.
        let lastPlace = Guarded<TeamRule.PlaceMemo?>(nil)
        var templates: (message: MessageTemplate, fix: MessageTemplate?) {
            templateLock.locked {
                if let t = cutTemplates { return t }
                let t = (message: MessageTemplate(check.message), fix: check.fix.map(MessageTemplate.init))
                cutTemplates = t
                return t
            }
        }

        /// `needs`: as `TeamRule.needs(of: check)` computed them (read back from the cache), else computed here.
        init(descriptor: RuleDescriptor, check: TeamCheck, documentPath: String, line: Int, examples: [RuleDocumentModel.Example],
             lazyExamples: LazyExamples? = nil, textLines: RuleDocumentModel.Lines, header: String, needs: RuleNeeds? = nil) {
            // Its needs first: the check is then stored as its last use (moved, not copied).
            self.needs = needs ?? TeamRule.needs(of: check)
            // Read in place (`check.inside != nil` copied the conditions, four times).
            hasInside = check.hasInside
            hasOutside = check.hasOutside
            forbidJudgesUndeclared = check.forbidJudgesUndeclared
            judgesByWhat = check.judgesByWhat
            referenceScoped = check.referenceScoped
            targetReadsContext = (check.forbidTarget?.readsContext ?? false) || (check.allowOnlyTarget?.readsContext ?? false)
            forbidTarget = check.forbidTargetBox
            allowOnlyTarget = check.allowOnlyTargetBox
            selectKeysJudgedAlone = check.kind == .declarations ? ConditionEvaluator.keysJudgedAlone(check.select) : 0
            selectKindBits = check.select.kindBits
            self.descriptor = descriptor
            self.documentPath = documentPath
            self.line = line
            self.storedExamples = examples
            self.lazyExamples = lazyExamples
            self.textLines = textLines
            self.header = header
            self.check = check
        }
    }

    let storage: Storage
    public var descriptor: RuleDescriptor { storage.descriptor }
    public var check: TeamCheck { storage.check }
    /// What the run's marks (`RunMarks`) know the rule by: its storage, shared by its copies.
    var runKey: ObjectIdentifier { ObjectIdentifier(storage) }
    /// The document's path as the configuration names it (relative to the working directory).
    public var documentPath: String { storage.documentPath }
    /// The document line of the rule's `id:`.
    public var line: Int { storage.line }
    /// The examples that are its tests.
    public var examples: [RuleDocumentModel.Example] { storage.examples }
    /// What `archlint explain` prints and SARIF carries as `help`: the document after its front
    /// matter, or the section holding the rule's ```` ```archlint ```` block.
    public var text: String { storage.textLines.joined }
    /// The document line (1-based) of `text`'s first line.
    public var textFirstLine: Int { storage.textLines.range.lowerBound + 1 }
    /// The front matter (between its `---` lines) of a rule written there; "" for a block's rule
    /// (its section holds the block).
    public var header: String { storage.header }

    public init(descriptor: RuleDescriptor, check: TeamCheck, documentPath: String, line: Int = 2,
                examples: [RuleDocumentModel.Example] = [], text: String = "", header: String = "") {
        self.init(descriptor: descriptor, check: check, documentPath: documentPath, line: line, examples: examples,
                  textLines: RuleDocumentModel.Lines(text), header: header)
    }

    init(descriptor: RuleDescriptor, check: TeamCheck, documentPath: String, line: Int, examples: [RuleDocumentModel.Example],
         textLines: RuleDocumentModel.Lines, header: String) {
        storage = Storage(descriptor: descriptor, check: check, documentPath: documentPath, line: line, examples: examples, textLines: textLines,
                          header: header)
    }

    /// A rule read from the cache: its examples read when asked for, its needs as computed when it was compiled.
    init(descriptor: RuleDescriptor, check: TeamCheck, documentPath: String, line: Int, lazyExamples: LazyExamples,
         textLines: RuleDocumentModel.Lines, header: String, needs: RuleNeeds) {
        storage = Storage(descriptor: descriptor, check: check, documentPath: documentPath, line: line, examples: [], lazyExamples: lazyExamples,
                          textLines: textLines, header: header, needs: needs)
    }

    public static func == (a: TeamRule, b: TeamRule) -> Bool {
        a.descriptor.id == b.descriptor.id && a.documentPath == b.documentPath && a.check == b.check
    }

    public var needs: RuleNeeds { storage.needs }

    public var asCoverageRule: (any CoverageRule)? { self }
    public var asReferenceScopedRule: (any ReferenceScopedRule)? { storage.referenceScoped ? self : nil }

    /// The facts its check reads, for the files its selector can match. Built in place (each
    /// part adds to one `RuleNeeds`): computed for every rule at every start.
    static func needs(of check: TeamCheck) -> RuleNeeds {
        var needs = RuleNeeds()
        switch check.kind {
        case .dependencies:
            let sel = check.from.fileSelector
            if check.viaReference {
                needs.typeReferences = sel
                needs.referenceHashes = sel
                // What a name means is read from declarations summaries drop by default: in the
                // files it is written in, the types around a reference and the generic parameters
                // in scope (`referenceOwners`); in every file, the types a name can resolve to,
                // nested ones with what encloses them. With less, the verdict would depend on what
                // other rules ask for (with more, it does not: no other member changes it).
                needs.referenceOwners.formUnion(sel)
                needs.typeDeclarations.formUnion(.allLayers)
            }
            if let c = check.inside { addConditionNeeds(c, sel, SelectionScope(c), to: &needs) }
            if let c = check.outside { addConditionNeeds(c, sel, SelectionScope(c), to: &needs) }
            // The declarations a reference sits in (properties, initializers): all of them.
            if check.inside != nil || check.outside != nil { needs.memberDetail.formUnion(sel) }
            // A target's `referenced_from:` reads those files' references; its `declaration:`, the facts of its keys.
            func targetNeeds(_ t: TargetMatcher) {
                if let r = t.referencedFrom {
                    // A file's references are those its kept declarations leave (a nested type's own
                    // name is none): read with the detail they have beside a `via: reference` rule.
                    needs.typeReferences.formUnion(r.fileSelector)
                    needs.referenceOwners.formUnion(r.fileSelector)
                }
                if let d = t.declaration { addConditionNeeds(d.value, .allLayers, SelectionScope(d.value), to: &needs) }
                if let anyOf = t.anyOf { for a in anyOf { targetNeeds(a) } }
                if let n = t.not { targetNeeds(n.value) }
            }
            if let t = check.forbidTarget { targetNeeds(t) }
            if let t = check.allowOnlyTarget { targetNeeds(t) }
        case .identifiers:
            let sel = check.inFiles.fileSelector
            for f in check.forbiddenIdentifiers {
                if let use = f.useName { needs.identifierUses[use] = sel } else { needs.typeReferences = sel }
            }
        case .declarations:
            // The files a selected declaration can be in: `select.in`, else its enclosing type's `in`.
            let sel = check.select.files?.fileSelector ?? check.select.enclosing?.value.files?.fileSelector ?? .allLayers
            let scope = SelectionScope(check.select)
            addConditionNeeds(check.select, sel, scope, to: &needs)
            addConditionNeeds(check.require, sel, scope, to: &needs)
            addConditionNeeds(check.forbid, sel, scope, to: &needs)
            // Declarations that summaries drop unless asked: members other than functions and
            // properties, functions outside Sources/ or at the top level, properties. A protocol's
            // requirements are always kept.
            if check.select.kinds != nil && !scope.protocolMembers {
                let bits = check.select.kindBits
                func has(_ k: DeclKind) -> Bool { bits & (1 << UInt32(k.bit)) != 0 }
                if has(DeclKind.`init`) || has(.case) || has(.typealias) || has(.subscript) || has(.deinit) || has(.macro)
                    || (has(.func) && !(scope.member && scope.sources))
                    || ((has(.var) || has(.let)) && !scope.member) {
                    needs.memberDetail.formUnion(sel)
                }
                if has(.var) || has(.let) { needs.propertyDetail.formUnion(sel) }
            }
        }
        return needs
    }

    /// What the declarations some conditions judge are, as far as their keys say: what decides
    /// which facts a summary must keep for a rule (see `FileSyntax.keptDeclarations`: protocols and
    /// their requirements are kept everywhere, types in Sources/ and Tests/, functions of Sources/
    /// types; the rest, and signatures' details, on request).
    struct SelectionScope {
        /// Members of a type (`enclosing:`, `top_level: false`, a `has:` member).
        var member = false
        /// Requirements of protocols (`enclosing: {kind: protocol}`, `enclosing: {is: usecase_contract}`).
        var protocolMembers = false
        /// In `Sources/` (`in: {sources: true}`, or inside an implementation archlint recognises).
        var sources = false
        /// Protocols (`kind: protocol`, `is: contract`): their members are requirements.
        var protocols = false
        /// The kinds it can be (`DeclKind.bit`).
        var kinds: UInt32 = 0

        static let contractRoles: Set<ArchitectureRole> = [.contract, .usecaseContract, .repositoryContract, .dataSourceContract]
        static let sourceRoles: Set<ArchitectureRole> = [.implementation, .usecase, .repository, .dataSource, .dto, .viewmodel, .domainModel, .domainError, .mapper]
        static let protocolBit = UInt32(1) << UInt32(DeclKind.protocol.bit)
        static let enumBit = UInt32(1) << UInt32(DeclKind.enum.bit)
        static let funcBit = UInt32(1) << UInt32(DeclKind.func.bit)
        static let propertyBits = (UInt32(1) << UInt32(DeclKind.var.bit)) | (UInt32(1) << UInt32(DeclKind.let.bit))
        static let allBits = UInt32.max

        static func roles(_ c: Conditions, within set: Set<ArchitectureRole>) -> Bool {
            c.roles.map { !$0.isEmpty && $0.isSubset(of: set) } ?? false
        }

        /// The declarations `c` selects (a selection, an enclosing type, a conformed or existing declaration).
        init(_ c: Conditions, types: Bool = true) {
            protocols = c.kindBits == SelectionScope.protocolBit || (c.kindBits == 0 && SelectionScope.roles(c, within: SelectionScope.contractRoles))
            kinds = c.kindBits != 0 ? c.kindBits : types ? TeamRule.typeBits : SelectionScope.allBits
            sources = c.files?.sources == true || SelectionScope.roles(c, within: SelectionScope.sourceRoles)
            if let e = c.enclosing?.value {
                member = true
                let enclosing = SelectionScope(e)
                protocolMembers = enclosing.protocols
                sources = sources || enclosing.sources
            }
            if c.topLevel == false { member = true }
        }

        /// The members of what this scope judges (`has:`, `functions.where:`).
        func members(_ c: Conditions) -> SelectionScope {
            var m = SelectionScope(c, types: false)
            m.member = true
            m.protocolMembers = protocols
            m.sources = m.sources || sources
            return m
        }
    }

    /// What conditions read beyond a summary's defaults, judging the declarations of `scope`.
    /// Added to `needs` in place (no `RuleNeeds` built and merged per part).
    static func addConditionNeeds(_ c: Conditions, _ sel: FileSelector, _ scope: SelectionScope, to needs: inout RuleNeeds) {
        var attributes = false, members = false, properties = false, extensions = false
        var references = FileSelector.none
        func walk(_ c: Conditions, _ s: SelectionScope) {
            let kinds = c.kindBits != 0 ? c.kindBits & s.kinds : s.kinds
            if c.attributes != nil || c.attributeArgument != nil || c.wrapped != nil || c.roles?.contains(.domainError) == true { attributes = true }
            // `@MainActor` makes a type `Sendable`: read for a conformance that may be `Sendable`.
            if let names = c.conformsTo, !s.protocols, names.contains(where: { $0.literalText.map { $0 == "Sendable" } ?? true }) { attributes = true }
            // Type annotations and initial values are kept with the property detail; properties
            // themselves, but for a protocol's, too.
            if c.type != nil || c.initial != nil || (c.properties != nil && !s.protocols)
                || ((kinds & SelectionScope.propertyBits != 0 && c.kindBits != 0) || c.mutability != nil || c.stored != nil || c.wrapped != nil) && !s.protocolMembers {
                properties = true
            }
            // Return types and parameter types (labels are kept), but for a protocol's requirements:
            // their signatures are kept in every file (a contract's shape).
            if (c.returns != nil || c.parameters?.types != nil || c.parameters?.someType != nil) && !s.protocolMembers { members = true }
            // An enum's cases say whether it conforms implicitly (`Equatable`, `Hashable`).
            if (c.conformsTo != nil || c.conformsToMatching != nil) && kinds & SelectionScope.enumBit != 0 && !s.protocolMembers { members = true }
            // Functions of a protocol (requirements) or of a Sources/ type are kept.
            if c.functions != nil && !(s.protocols || s.sources) { members = true }
            if let h = c.has?.value, !s.protocols {
                let m = h.kindBits
                if m != 0 && m & ~SelectionScope.propertyBits == 0 { properties = true }
                else if !(m == SelectionScope.funcBit && s.sources) { members = true }
            }
            if c.functions?.extensions == true || c.properties?.extensions == true { extensions = true }
            if let n = c.enclosing { walk(n.value, SelectionScope(n.value)) }
            if let n = c.has { walk(n.value, s.members(n.value)) }
            // Other files' extensions and implementations, with their members.
            if let n = c.extensions { extensions = true; walk(n.value, SelectionScope(n.value)) }
            if let n = c.implementations { extensions = true; walk(n.value, SelectionScope(n.value)) }
            // Who names the type: those files' references.
            if let r = c.referencedFrom { references = references.union(r.fileSelector) }
            if let n = c.functions?.matching { walk(n.value, s.members(n.value)) }
            if let n = c.properties?.matching { walk(n.value, s.members(n.value)) }
            if let n = c.conformsToMatching { walk(n.value, SelectionScope(n.value)) }
            if let n = c.not { walk(n.value, s) }
            if let anyOf = c.anyOf { for n in anyOf { walk(n, s) } }
            if let exists = c.exists { for e in exists { walk(e.conditions.value, SelectionScope(e.conditions.value)) } }
            if let d = c.type?.declaration { walk(d.value, SelectionScope(d.value)) }
            if let d = c.returns?.declaration { walk(d.value, SelectionScope(d.value)) }
            if let d = c.errorType?.declaration { walk(d.value, SelectionScope(d.value)) }
        }
        walk(c, scope)
        if attributes { needs.attributes.formUnion(sel) }
        if properties { needs.propertyDetail.formUnion(sel) }
        // Members declared in extensions elsewhere: their files' members too.
        if extensions { needs.memberDetail.formUnion(.allLayers) } else if members { needs.memberDetail.formUnion(sel) }
        needs.typeReferences.formUnion(references)
    }

    /// The layers or roles its selector of files names (`from:`, `in:`, `select.in:`): a file of
    /// another matches none of it (`FileMatcher.matches` tests them first). Nil for `via: manifest`,
    /// whose `from:` is the module a manifest declares, not the manifest's file.
    public var checkedFiles: FileSelector? {
        let c = storage.check
        let m: FileMatcher?
        switch c.kind {
        case .declarations: m = c.select.files
        case .identifiers: m = c.inFiles
        case .dependencies: m = c.viaManifest ? nil : c.from
        }
        guard let m else { return nil }
        // Roles and layers must both hold: either alone says which files can.
        if m.roles != nil { return FileSelector(layerBits: 0, roleBits: m.roleBits) }
        if m.layers != nil { return FileSelector(layerBits: m.layerBits, roleBits: 0) }
        return nil
    }

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        var found = Found(keepsNames: !check.exceptions.isEmpty)
        switch storage.check.kind {
        case .dependencies: checkDependencies(file, project, &found)
        case .declarations: checkDeclarations(file, project, &found)
        case .identifiers: checkIdentifiers(file, project, &found)
        }
        if found.findings.isEmpty { return [] }
        if found.keepsNames { applyExceptions(&found, file, project) }
        return found.findings
    }

    /// A check's findings in a file and, for a rule with exceptions, the name each one's `except:`
    /// entry's `name:` matches (the declaration's, the target's, the identifier's). Without
    /// exceptions the findings are the rule's own (each was wrapped with its name, and copied out).
    struct Found {
        var findings: [Finding] = []
        var names: [String] = []
        let keepsNames: Bool

        init(keepsNames: Bool) { self.keepsNames = keepsNames }

        /// The finding is the check's to give (`consuming`: moved into the array, not copied there).
        mutating func add(_ finding: consuming Finding, name: String) {
            // Room for a few at the first (grown from one, a file's dozen findings were copied four times).
            if findings.isEmpty { findings.reserveCapacity(8) }
            findings.append(finding)
            if keepsNames { names.append(name) }
        }

        /// In source order (line, column), each name with its finding.
        mutating func sort() {
            // Most often in order already (the imports, then the references in source order): sorting
            // copied every finding once. Positions read in place (plain integers: no finding copied).
            let inOrder = findings.withUnsafeBufferPointer { f -> Bool in
                guard let base = f.baseAddress else { return true }
                for k in f.indices.dropFirst() where (base[k].line, base[k].column) < (base[k - 1].line, base[k - 1].column) { return false }
                return true
            }
            if inOrder { return }
            guard keepsNames else {
                findings.sort { ($0.line, $0.column) < ($1.line, $1.column) }
                return
            }
            var pairs = Array(zip(findings, names))
            pairs.sort { ($0.0.line, $0.0.column) < ($1.0.line, $1.0.column) }
            findings = pairs.map(\.0)
            names = pairs.map(\.1)
        }
    }

    /// Findings an `except:` entry covers are kept as waived, with its reason (and line).
    func applyExceptions(_ found: inout Found, _ file: FileSummary, _ project: ProjectIndex) {
        let comps = TeamCheck.components(file.path, project)
        let tc = TemplateContext(feature: file.context.feature, module: file.context.module, vocabulary: project.vocabulary)
        for k in found.findings.indices {
            for x in check.exceptions {
                if let paths = x.paths, !paths.contains(where: { $0.match(comps).matched }) { continue }
                var b = Bindings()
                if let names = x.names, !names.contains(where: { $0.matches(found.names[k], &b, tc) }) { continue }
                found.findings[k].waiver = RuleWaiver(reason: x.reason, line: x.line)
                break
            }
        }
    }

    // MARK: messages

    /// On one line, as reported (`messagesAreOneLine`): a template or a value (a path) may hold a
    /// line break.
    func message(_ values: MessageValues, _ ctx: FileContext, _ bindings: Bindings, _ project: ProjectIndex) -> String {
        let templates = storage.templates
        var bytes: [UInt8] = []
        // Room for most messages at once (grown from empty, each was reallocated about twice).
        bytes.reserveCapacity(256)
        templates.message.fill(into: &bytes, values, ctx, bindings, project)
        // The fix's placeholders are the message's (`final class {name}` names the declaration).
        if let fix = templates.fix {
            bytes.append(contentsOf: " (".utf8)
            fix.fill(into: &bytes, values, ctx, bindings, project)
            bytes.append(UInt8(ascii: ")"))
        }
        return Linter.oneLine(String(decoding: bytes, as: UTF8.self))
    }

    /// Its messages are made one line (`message`), most of them once for many findings.
    public var messagesAreOneLine: Bool { true }

    /// Whether `{key}` can be a placeholder: a word, a capture, `X.contract` (letters, digits, `_`, `.`).
    static func isPlaceholderWord(_ key: String) -> Bool {
        guard let f = key.utf8.first, f == 95 || (f | 0x20) >= 97 && (f | 0x20) <= 122 else { return false }
        return key.utf8.allSatisfy { $0 == 95 || $0 == 46 || ($0 >= 48 && $0 <= 57) || (($0 | 0x20) >= 97 && ($0 | 0x20) <= 122) }
    }

    // MARK: identifiers

    func checkIdentifiers(_ file: FileSummary, _ project: ProjectIndex, _ out: inout Found) {
        var bindings = Bindings()
        guard check.inFiles.matches(file.context, &bindings, project) else { return }
        // `in:` held: `coverage` need not look again.
        project.runMarks.mark(runKey)
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
                out.add(Finding(line: u.line, column: u.column, message: message(["name": shown, "instead": f.instead], file.context, bindings, project)), name: name)
            }
        }
        out.sort()
    }

    // MARK: dependencies

    func checkDependencies(_ file: FileSummary, _ project: ProjectIndex, _ out: inout Found) {
        var bindings = Bindings()
        let ctx = file.context
        if check.viaManifest && PackageManifest.isManifestName(ctx.path) {
            return manifestDependencies(file, project, &out)
        }
        // The files of a folder, checked one after the other, share their place and most often their
        // imports: the last place's `from:` verdict, groups, and imports' findings are taken again.
        // Else `from:` is a few bits compared, or reads the file's path: judged for each file, and
        // the memo read only for a file it holds for.
        let wide = placeWideFrom
        if !wide && !fromHolds(ctx, &bindings, project) { return }
        let tables = project.topLevelVerdicts
        let last = storage.lastPlace.with { $0 }.flatMap { $0.isPlace(tables.serial, ctx) ? $0 : nil }
        if wide {
            if let last {
                bindings = last.bindings
                guard last.matched else { return }
            } else if !fromHolds(ctx, &bindings, project) {
                storage.lastPlace.with { $0 = PlaceMemo(serial: tables.serial, ctx, matched: false, bindings: bindings) }
                return
            }
        }
        let memo = last.flatMap { $0.matched && $0.bindings == bindings ? $0 : nil }
        // `from:` held (and there is no `inside:` to hold too): `coverage` need not look again. (A
        // file of the last place: marked for the run with it.)
        if !storage.hasInside && memo == nil { project.runMarks.mark(runKey) }
        let tc = TemplateContext(feature: ctx.feature, module: ctx.module, vocabulary: project.vocabulary)
        // This file's groups of `TopLevelVerdicts` and what it sees, made when first asked for.
        var state = TopLevelState()
        if let memo {
            state.group = memo.group
            state.messageGroup = memo.messageGroup
        }
        // The imports' findings, by import (its index and message), kept for the next file of the place.
        var importHits: [(Int, String)]?
        defer {
            if memo == nil || importHits != nil || state.group != memo!.group || state.messageGroup != memo!.messageGroup {
                let made = PlaceMemo(serial: tables.serial, ctx, matched: true, bindings: bindings, group: state.group, messageGroup: state.messageGroup,
                                     imports: importHits != nil ? file.syntax.imports : memo?.imports ?? [], importHits: importHits ?? memo?.importHits)
                storage.lastPlace.with { $0 = made }
            }
        }
        if check.viaImport {
            let imports = file.syntax.imports, positions = file.syntax.importPositions
            if let memo, let hits = memo.importHits, positions.count >= imports.count, memo.imports == imports {
                for (k, text) in hits {
                    let pos = positions[k], module = ProjectIndex.importedModule(imports[k])
                    out.add(Finding(line: Int(pos.line), column: Int(pos.column), message: text, dependency: .module(module)), name: module)
                }
            } else {
                var hits: [(Int, String)] = []
                for k in imports.indices where k < positions.count {
                    let module = ProjectIndex.importedModule(imports[k])
                    if module == ctx.module { continue }
                    // What a module is (its layer, feature) is the run's: the verdict is judged once per
                    // group of files that judge alike (`TopLevelVerdicts`), and so is the message.
                    groups(&state, ctx, bindings, project)
                    func target() -> TargetMatcher.Target {
                        TargetMatcher.Target(name: module, layer: project.moduleLayers[module], role: nil,
                                             feature: project.moduleFeatures[module], module: module, path: nil, isModule: true)
                    }
                    // Looked up, then made and recorded: no closure made per import (one copies what it
                    // captures, the template context among them).
                    let key = TopLevelVerdicts.ImportKey(group: state.group, module: module)
                    let breaks: Bool
                    if let known = tables.importVerdicts.find(key) { breaks = known } else {
                        breaks = violating([target()], bindings, project, tc) != nil
                        tables.importVerdicts.store(key, breaks)
                    }
                    guard breaks else { continue }
                    let text: String
                    if state.messageGroup < 0 { text = message(targetValues(target(), via: "import"), ctx, bindings, project) } else {
                        let key = TopLevelVerdicts.ImportKey(group: state.messageGroup, module: module)
                        if let known = tables.importMessages.find(key) { text = known } else {
                            text = message(targetValues(target(), via: "import"), ctx, bindings, project)
                            tables.importMessages.store(key, text)
                        }
                    }
                    let pos = positions[k]
                    out.add(Finding(line: Int(pos.line), column: Int(pos.column), message: text, dependency: .module(module)), name: module)
                    hits.append((k, text))
                }
                // Kept unless a message names the file (the verdicts are the place's; so are the messages
                // of a message group).
                if positions.count >= imports.count && (hits.isEmpty || state.messageGroup >= 0) { importHits = hits }
            }
        }
        if check.viaReference && !file.references.isEmpty {
            // Tested once, not per reference (`if let` on the conditions copies a large struct).
            let hasInside = storage.hasInside, hasOutside = storage.hasOutside
            let insideConditions = check.insideBox, outsideConditions = check.outsideBox
            // A file names the same types again and again: each name is judged once per file, and
            // once per scope only when the project declares a type of that name nested in another
            // (then the enclosing types decide which one a plain name means).
            // Verdicts by scope number and name (`referenceKey`): -1, none; else the message's index in
            // `facts.messages` (a `String?` kept per key was copied at every lookup).
            var judged = VerdictTable()
            // Each scope once (the names of the types enclosing what a reference is written in),
            // numbered: a reference is judged once per scope and name. A scope is the path of the
            // innermost declaration with members around the reference (`scopeDeclaration`).
            // By declaration (its index + 1: 0 is the file's top level), filled on first use.
            var scopesMade = false
            var scopeNumbers: [[String]: Int] = [:]
            var scopes: [[String]] = []
            let decls = file.syntax.declarations
            var insideMemo: [Int: Bool] = [:], outsideMemo: [Int: Bool] = [:]
            // The generic clauses of what each extension extends, read when first asked for (made
            // then: most files never ask).
            var extendedMade: Architecture.ExtendedClauses?
            func extended() -> Architecture.ExtendedClauses {
                if let e = extendedMade { return e }
                let e = Architecture.ExtendedClauses(project, decls)
                extendedMade = e
                return e
            }
            var insideMarked = false
            // The evaluator (made, it copies the file's summary: every array of it retained) only for
            // `inside:`/`outside:`.
            let ev: ConditionEvaluator? = hasInside || hasOutside ? ConditionEvaluator(file: file, project: project) : nil
            /// Whether some declaration enclosing a reference (its owner up to the outermost) matches `c`.
            func within(_ c: Conditions, _ owner: Int32, _ memo: inout [Int: Bool]) -> Bool {
                var k: Int? = owner >= 0 ? Int(owner) : nil
                while let i = k {
                    let hit: Bool
                    if let m = memo[i] { hit = m } else {
                        var b = bindings
                        hit = ev!.holds(c, i, &b)
                        memo[i] = hit
                    }
                    if hit { return true }
                    k = file.syntax.declarations[i].parent
                }
                return false
            }
            // A name the project declares no type of (`String`, another package's type) has no
            // declaration to judge: only a `forbid:` that judges names it does not declare reads it.
            let undeclaredJudged = storage.forbidJudgesUndeclared
            // The project's plain type names, each with its top-level declarations, once per run.
            let declared = project.declaredNames.table(project)
            // Read in place: a reference copied out of the array retains its name.
            // The references' names, each once with its hash (`FilePlan.referenceHashes`), when there:
            // each is then probed once per file, its entry kept by its index (`entryOfName`).
            let names = file.referenceNames
            let indexed = names.of.count == file.references.count
            // A numbered name's entry is added without its name (`entryOfName` finds it); the others
            // (a name not numbered: a raw or non-ASCII one) are found by name.
            var facts = NameFactsTable(expected: file.references.count / 4)
            // -2: not probed yet; -1: no type of the project, and not judged; else the entry in `facts`.
            // Scratch tables, not arrays: an array's allocation looks its type's metadata up (about
            // 500 instructions, per file).
            withUnsafeTemporaryAllocation(of: Int.self, capacity: indexed ? names.names.count : 0) { entryOfName in
            entryOfName.initialize(repeating: -2)
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: decls.count + 1) { scopeOfDeclaration in
            file.references.withUnsafeBufferPointer { refs in
                guard let base = refs.baseAddress else { return }
                for ri in refs.indices {
                    // Fields read through the pointer: a reference copied out retains its name.
                    let r = base + ri
                    if r.pointee.usage == .member { continue }
                    let owner = r.pointee.owner
                    if hasInside {
                        guard within(insideConditions!.value, owner, &insideMemo) else { continue }
                        if !insideMarked { project.runMarks.mark(runKey); insideMarked = true }
                    }
                    let entry: Int
                    let n = indexed ? Int(names.of[ri]) : -1
                    // A name already probed in this file (most references) is not read again.
                    if n >= 0 && entryOfName[n] == -1 { continue }
                    // The name read where it is used: most references are of a name judged already in
                    // the file, with no finding (read here, it was retained and released for each).
                    if n >= 0 {
                        if entryOfName[n] >= 0 { entry = entryOfName[n] } else {
                            let h = names.hashes[n]
                            if let e = declared.find(r.pointee.name, h) {
                                entry = facts.append(NameFacts(declared: true, scoped: declared.entries[e].scoped, projectEntry: e))
                            } else if !undeclaredJudged {
                                entryOfName[n] = -1
                                continue
                            } else {
                                entry = facts.append(NameFacts(declared: false, scoped: false))
                            }
                            entryOfName[n] = entry
                        }
                    } else {
                        let name = r.pointee.name
                        // Not hashed with the references: hashed here (nil: not a plain identifier).
                        let h = DeclaredNames.hash(name)
                        // The project's entry of a plain name; most references name a type the project
                        // does not declare (`String`, another package's), ruled out by one probe.
                        var projectEntry = -1
                        if let h {
                            if let e = declared.find(name, h) { projectEntry = e } else if !undeclaredJudged { continue }
                        }
                        if let known = facts.find(name, h) { entry = known } else if let h {
                            entry = facts.add(name, h, projectEntry >= 0
                                ? NameFacts(declared: true, scoped: declared.entries[projectEntry].scoped, projectEntry: projectEntry)
                                : NameFacts(declared: false, scoped: false))
                        } else {
                            // Not a plain identifier (a raw or non-ASCII name): looked up in the index.
                            let isDeclared = project.mayDeclareType(name)
                            entry = facts.add(name, h, NameFacts(declared: isDeclared, scoped: isDeclared && project.resolvesByScope(name)))
                        }
                    }
                    // Plain values: read per reference without a retain.
                    let f = facts.facts[entry]
                    if !undeclaredJudged && !f.declared { continue }
                    if hasOutside && within(outsideConditions!.value, owner, &outsideMemo) { continue }
                    let qualifier = r.pointee.usage == .qualifier
                    let verdict: String?
                    let name: String
                    if !f.scoped {
                        // Every declaration of the name is top-level: the scope changes nothing.
                        let known = qualifier ? f.qualified : f.plain
                        if known != NameFacts.unjudged {
                            // Most references: a name already judged in this file, and no finding.
                            guard known >= 0 else { continue }
                            verdict = facts.messages[Int(known)]
                            name = r.pointee.name
                        } else if f.projectEntry >= 0 {
                            name = r.pointee.name
                            verdict = topLevelVerdict(name, entry, f.projectEntry, qualifier, &facts, &state, file, project, declared, bindings, tc)
                        } else {
                            name = r.pointee.name
                            verdict = judgeReference(name, scope: [], qualifier: qualifier, file, project, visible: state.visible(file), bindings, tc)
                            facts.record(entry, qualifier: qualifier, verdict)
                        }
                    } else {
                        name = r.pointee.name
                        let number: Int
                        let d = scopeDeclaration(owner, decls)
                        if !scopesMade {
                            scopeOfDeclaration.initialize(repeating: -1)
                            scopesMade = true
                        }
                        if scopeOfDeclaration[Int(d) + 1] >= 0 {
                            number = Int(scopeOfDeclaration[Int(d) + 1])
                        } else {
                            let scope = d >= 0 ? ProjectIndex.scopePath(of: Int(d), in: file.syntax) : []
                            // A file's few scopes are compared in turn (a dictionary hashed every name
                            // of each); past sixteen, found by hash.
                            let known = scopes.count <= 16 ? scopes.firstIndex(of: scope) : scopeNumbers[scope]
                            if let n = known { number = n } else {
                                number = scopes.count
                                scopes.append(scope)
                                if scopes.count == 17 {
                                    for (k, sc) in scopes.enumerated() { scopeNumbers[sc] = k }
                                } else if scopes.count > 17 {
                                    scopeNumbers[scope] = number
                                }
                            }
                            scopeOfDeclaration[Int(d) + 1] = Int32(number)
                        }
                        let key = number << 33 | entry << 1 | (qualifier ? 1 : 0)
                        if let known = judged.find(key) {
                            verdict = known >= 0 ? facts.messages[Int(known)] : nil
                        } else if f.projectEntry >= 0 && !declared.mayNest(f.projectEntry, scopes[number]) {
                            // No declaration nested in what encloses it can be meant: the top-level ones are.
                            verdict = topLevelVerdict(name, entry, f.projectEntry, qualifier, &facts, &state, file, project, declared, bindings, tc)
                            judged.store(key, facts.message(verdict))
                        } else {
                            verdict = judgeReference(name, scope: scopes[number], qualifier: qualifier, file, project, visible: state.visible(file), bindings, tc)
                            judged.store(key, facts.message(verdict))
                        }
                    }
                    guard let text = verdict else { continue }
                    // A generic parameter of an enclosing declaration (`Item` in `struct PageDTO<Item>`) is
                    // no type of the project: asked only of a name whose type breaks the check (the
                    // verdict is on the name's declarations, wherever it is used; most are no break).
                    if owner >= 0 && Architecture.isGenericParameter(name, Int(owner), decls,
                                                                     extended: f.projectEntry < 0 || declared.entries[f.projectEntry].typeParameter ? extended() : nil) { continue }
                    out.add(Finding(line: r.pointee.line, column: r.pointee.column, message: text, dependency: .type(name)), name: name)
                }
            }
            } }
        }
        out.sort()
    }

    /// What `checkDependencies` made for a file's place (its context fields): `from:`'s verdict and
    /// the captures it bound; its groups of `TopLevelVerdicts` (-1/-2 when not asked for); and, for
    /// its imports (`imports`), the findings (each import's index and message; nil: not kept, a
    /// message that names the file). Tied to one run by `TopLevelVerdicts.serial`.
    /// A class: each file of a place reads the last file's memo, a reference, not a copy of its
    /// strings and arrays (copied out of the guard and destroyed, per file).
    final class PlaceMemo: Sendable {
        let serial: Int
        let layer: Layer, role: FileRole, feature: String?, module: String?, inSources: Bool
        let matched: Bool
        let bindings: Bindings
        let group: Int32, messageGroup: Int32
        let imports: [String]
        let importHits: [(Int, String)]?

        init(serial: Int, _ ctx: FileContext, matched: Bool, bindings: Bindings, group: Int32 = -1, messageGroup: Int32 = -2,
             imports: [String] = [], importHits: [(Int, String)]? = nil) {
            self.serial = serial
            layer = ctx.layer
            role = ctx.role
            feature = ctx.feature
            module = ctx.module
            inSources = ctx.inSources
            self.matched = matched
            self.bindings = bindings
            self.group = group
            self.messageGroup = messageGroup
            self.imports = imports
            self.importHits = importHits
        }

        /// Whether a file of `ctx`, in the run of `serial`, is of this place.
        func isPlace(_ serial: Int, _ ctx: FileContext) -> Bool {
            self.serial == serial && layer == ctx.layer && role == ctx.role && feature == ctx.feature && module == ctx.module
                && inSources == ctx.inSources
        }
    }

    /// `from:` on a file's place, out of line as the matcher's reading was before the memos were one
    /// (written in `checkDependencies`, the documents whose `from:` holds nowhere cost about 0.5 M
    /// more on the corpus).
    @inline(never)
    func fromHolds(_ ctx: FileContext, _ bindings: inout Bindings, _ project: ProjectIndex) -> Bool {
        storage.check.from.matches(ctx, &bindings, project)
    }

    /// Whether `from:`'s verdict and captures are the same for every file of a place, and kept in
    /// the memo: it matches a feature or a module and reads no path (nor what a folder exports). The
    /// files of a folder, checked one after the other, are then judged once (a capture bound for
    /// each file made its two arrays).
    var placeWideFrom: Bool {
        // Read in place (a copy of the matcher retains each of its arrays).
        (storage.check.from.features != nil || storage.check.from.modules != nil)
            && storage.check.from.paths == nil && storage.check.from.excludedPaths == nil && storage.check.from.exported == nil
    }

    /// What a file's references to one name share: whether the project may declare it, whether a
    /// declaration of it is nested (then each scope is judged), and the verdicts when it is not.
    struct NameFacts {
        var declared: Bool
        var scoped: Bool
        /// The verdicts on a plain use and on a use as a qualifier: `unjudged`, -1 (no finding), or
        /// the message's index in `NameFactsTable.messages` (plain values: a fact read per reference
        /// is not retained and released, as a `String??` was).
        var plain: Int32 = NameFacts.unjudged
        var qualified: Int32 = NameFacts.unjudged
        static let unjudged: Int32 = -2
        /// The name's entry in the project's `DeclaredNames` table (-1: none, or not a plain name).
        var projectEntry = -1
    }

    /// The innermost declaration with members (a type, an extension) that is `owner` or encloses
    /// it, or -1: what a name written in `owner` is looked up in (`ProjectIndex.scope(of:)` reads
    /// the types around a declaration and skips the others).
    func scopeDeclaration(_ owner: Int32, _ decls: [Declaration]) -> Int32 {
        var d: Int? = owner >= 0 ? Int(owner) : nil
        while let k = d, !decls[k].kind.hasMembers { d = decls[k].parent }
        return d.map { Int32($0) } ?? -1
    }

    /// `via: manifest`: the target dependencies a `Package.swift` (or Tuist `Project.swift`) declares,
    /// judged from the depending module (its layer, feature, name) to the module depended on.
    func manifestDependencies(_ file: FileSummary, _ project: ProjectIndex, _ out: inout Found) {
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
            out.add(Finding(line: e.line, column: e.column, message: message(targetValues(t, via: "manifest"), withModule, bindings, project),
                            dependency: Dependency(.module(e.to), fromModule: e.from)), name: e.to)
        }
    }

    /// The message for a reference to `name` when it breaks the check, else nil. The name is
    /// resolved as the compiler would: a type nested in an enclosing type first, else a top-level
    /// one (a nested type of another type is never meant by a plain name). A declaration in another
    /// module counts only when the file can see that module: a file cannot use a type of a module it
    /// does not import, so a name it shares with one (`Element`, `Storage`) is not a dependency on it.
    /// `topLevel`: what `resolveType(name, scope: [])` finds, when the caller has it (`DeclaredNames`).
    func judgeReference(_ name: String, scope: [String], qualifier: Bool = false, _ file: FileSummary, _ project: ProjectIndex, visible: VisibleModules?,
                        _ bindings: Bindings, _ tc: TemplateContext, topLevel: ArraySlice<DeclRef>? = nil) -> String? {
        var targets: [TargetMatcher.Target] = []
        let refs = topLevel ?? project.resolveType(name, scope: scope)[...]
        // A target about where a type is (layer, feature, path): a type declared in this file too is
        // the file's own, no dependency. One about what it is (`is:`, `name:`) judges it wherever it is.
        let byWhat = storage.judgesByWhat
        for ref in refs {
            let c = project.files[ref.file].context
            if c.path == file.path && !byWhat { return nil }
            if let visible, !visible.contains(c.module) { continue }
            targets.append(TargetMatcher.Target(name: name, layer: c.layer, role: c.role, feature: c.feature, module: c.module, path: c.path, ref: ref, qualifier: qualifier))
        }
        if refs.isEmpty {
            // Not declared in the run (another module's type, a standard one): only a target that
            // names it or says what it is can judge it, and only to forbid it.
            guard storage.forbidJudgesUndeclared else { return nil }
            targets.append(TargetMatcher.Target(name: name, qualifier: qualifier))
        }
        guard let hit = violating(targets, bindings, project, tc) else { return nil }
        return message(targetValues(hit, via: "reference"), file.context, bindings, project)
    }

    /// What a file's references to top-level names share (`topLevelVerdict`), made when first asked for.
    struct TopLevelState {
        /// Its group of `TopLevelVerdicts` (-1: not asked for yet).
        var group: Int32 = -1
        /// Its group of messages (-2: not asked for yet; -1: a message names the file).
        var messageGroup: Int32 = -2
        var sight = TopLevelSight()
        /// The modules the file sees, as names (`judgeReference`), made on first use.
        private var visibleMade = false, visibleModules: VisibleModules?

        mutating func visible(_ file: FileSummary) -> VisibleModules? {
            if !visibleMade {
                visibleModules = VisibleModules(file)
                visibleMade = true
            }
            return visibleModules
        }
    }

    /// The file's groups of shared verdicts and messages (`TopLevelVerdicts`), made when first asked for.
    func groups(_ state: inout TopLevelState, _ ctx: FileContext, _ bindings: Bindings, _ project: ProjectIndex) {
        if state.messageGroup == -2 {
            let t = storage.templates
            if t.message.readsFile || (t.fix?.readsFile ?? false) {
                state.messageGroup = -1
            } else {
                // Only what the message (and its fix) names of the file's place tells groups apart:
                // the files of a feature's modules share the messages of a template that names no module.
                let reads = t.message.placeReads | (t.fix?.placeReads ?? 0)
                state.messageGroup = project.topLevelVerdicts.messageGroup(.init(
                    rule: ObjectIdentifier(storage), names: bindings.names, values: bindings.values,
                    layer: reads & MessageTemplate.readsLayer != 0 ? ctx.layer : .other, role: reads & MessageTemplate.readsRole != 0 ? ctx.role : .other,
                    feature: reads & MessageTemplate.readsFeature != 0 ? ctx.feature : nil, module: reads & MessageTemplate.readsModule != 0 ? ctx.module : nil))
            }
        }
        if state.group < 0 {
            // The file's feature and module count only when the target's matching reads them.
            let readsContext = storage.targetReadsContext
            state.group = project.topLevelVerdicts.group(.init(rule: ObjectIdentifier(storage), names: bindings.names, values: bindings.values,
                                                               feature: readsContext ? ctx.feature : nil, module: readsContext ? ctx.module : nil,
                                                               readsContext: readsContext))
        }
    }

    /// The verdict on a name when it means its top-level declarations (`judgeTopLevel`), once per
    /// file and name (`facts`: what a name every declaration of which is top-level is judged by,
    /// and a nested one's when no scope around it finds a nested declaration). A method with its
    /// state passed in, not a function nested in `checkDependencies`: the variables such a function
    /// captures are checked for exclusive access at every use.
    func topLevelVerdict(_ name: String, _ entry: Int, _ projectEntry: Int, _ qualifier: Bool, _ facts: inout NameFactsTable, _ state: inout TopLevelState,
                         _ file: FileSummary, _ project: ProjectIndex, _ declared: DeclaredNames.Table, _ bindings: Bindings, _ tc: TemplateContext) -> String? {
        let known = qualifier ? facts.facts[entry].qualified : facts.facts[entry].plain
        if known != NameFacts.unjudged { return known >= 0 ? facts.messages[Int(known)] : nil }
        groups(&state, file.context, bindings, project)
        let range = declared.entries[projectEntry].topLevel
        let verdict = range.isEmpty || range.count > 64
            ? judgeReference(name, scope: [], qualifier: qualifier, file, project, visible: state.visible(file), bindings, tc, topLevel: declared.topLevel(projectEntry))
            : judgeTopLevel(name, declared, entry: projectEntry, qualifier: qualifier, file, project, sight: &state.sight, bindings, tc, group: state.group,
                            messageGroup: state.messageGroup)
        facts.record(entry, qualifier: qualifier, verdict)
        return verdict
    }

    /// What `judgeTopLevel` needs of the file it judges for: its index in the project and the
    /// modules it sees, by number (`DeclaredNames.Table`), made on first use.
    struct TopLevelSight {
        /// Its index in the project (-2 until made; -1: none).
        var fileNumber: Int32 = -2
        /// The numbers of the modules the file sees (its own, those it imports: a few, kept in
        /// place). Nil: the file's module is unknown, and it sees them all (`VisibleModules`).
        var modules: ReferenceDemand.Modules? = nil

        mutating func make(_ file: FileSummary, _ project: ProjectIndex, _ table: DeclaredNames.Table) {
            // The engine numbers the files it checks (`FileSummary.number`); one checked by hand
            // (a test) is looked for.
            fileNumber = file.number >= 0 ? file.number
                : project.files.firstIndex { $0.context.path == file.context.path }.map { Int32(truncatingIfNeeded: $0) } ?? -1
            guard let own = file.context.module else { return }
            var seen = ReferenceDemand.Modules()
            // By their bytes: no string made for an import's module, none hashed.
            let ownNumber = table.moduleTable.number(own)
            if ownNumber >= 0 { seen.append(ownNumber) }
            for name in file.syntax.imports {
                let k = table.moduleTable.number(ofImport: name)
                if k >= 0 { seen.append(k) }
            }
            modules = seen
        }
    }

    /// `judgeReference` for entry `entry` of the table when what the name means is its top-level
    /// declarations: whether it breaks the check is judged once per run for every file of the same
    /// `group` that sees the same of them (`TopLevelVerdicts`); the message is the file's.
    func judgeTopLevel(_ name: String, _ table: DeclaredNames.Table, entry: Int, qualifier: Bool, _ file: FileSummary, _ project: ProjectIndex,
                       sight: inout TopLevelSight, _ bindings: Bindings, _ tc: TemplateContext, group: Int32, messageGroup: Int32) -> String? {
        let range = table.entries[entry].topLevel
        let lo = Int(range.lowerBound), hi = Int(range.upperBound)
        precondition(hi > lo && hi - lo <= 64, "a mask holds at most 64 declarations")
        if sight.fileNumber == -2 { sight.make(file, project, table) }
        let byWhat = storage.judgesByWhat
        var mask: UInt64 = 0
        var first = -1
        for k in lo..<hi {
            if table.refs[k].file == Int(sight.fileNumber) && !byWhat { return nil }
            let m = table.refModules[k]
            // A declaration in no module is seen only from files in none (`VisibleModules.contains`).
            if let seen = sight.modules, m < 0 || !seen.contains(m) { continue }
            mask |= 1 << UInt64(k - lo)
            if first < 0 { first = k }
        }
        guard first >= 0 else { return nil }
        let files = project.files
        func target(_ ref: DeclRef) -> TargetMatcher.Target {
            let c = files[ref.file].context
            return TargetMatcher.Target(name: name, layer: c.layer, role: c.role, feature: c.feature, module: c.module, path: c.path, ref: ref, qualifier: qualifier)
        }
        // Looked up, then made and recorded (a closure made per name copies what it captures).
        let tables = project.topLevelVerdicts
        let key = TopLevelVerdicts.key(group: group, entry: Int32(entry), qualifier: qualifier, visible: mask)
        let hit: Bool
        if let known = tables.verdicts.find(key) { hit = known } else {
            hit = violatingIndex(lo..<hi, where: { mask & (1 << UInt64($0 - lo)) != 0 }, { target(table.refs[$0]) }, bindings, project, tc) != nil
            tables.verdicts.store(key, hit)
        }
        guard hit else { return nil }
        // The same for every file of the group (-1: the message names the file, or its path).
        guard messageGroup >= 0 else { return message(targetValues(target(table.refs[first]), via: "reference"), file.context, bindings, project) }
        let messageKey = TopLevelVerdicts.messageKey(group: messageGroup, ref: Int32(first))
        if let known = tables.messages.find(messageKey) { return known }
        let made = message(targetValues(target(table.refs[first]), via: "reference"), file.context, bindings, project)
        tables.messages.store(messageKey, made)
        return made
    }

    /// The target a dependency on `targets` (the declarations a name can mean) breaks the check
    /// at, or nil. A method, not a closure: a closure made per reference would copy the index it captures.
    func violating(_ targets: [TargetMatcher.Target], _ bindings: Bindings, _ project: ProjectIndex, _ tc: TemplateContext) -> TargetMatcher.Target? {
        violatingIndex(targets.indices, where: { _ in true }, { targets[$0] }, bindings, project, tc).map { targets[$0] }
    }

    /// `violating` of the targets `target(i)` of the indices `i` in `indices` that `include`: the
    /// index of the target the dependency breaks the check at (the first), or nil. No array of
    /// targets is made (an allocation per name judged).
    @inline(__always)
    func violatingIndex(_ indices: Range<Int>, where include: (Int) -> Bool, _ target: (Int) -> TargetMatcher.Target,
                        _ bindings: Bindings, _ project: ProjectIndex, _ tc: TemplateContext) -> Int? {
        // Loops, not `allSatisfy` closures (a closure capturing the index may copy it). The
        // matchers are read in place (`if let` would copy one for every name judged).
        let s = storage
        var first: Int?
        if let forbid = s.forbidTarget {
            // Every declaration of an ambiguous name must match: precision first.
            for i in indices where include(i) {
                if first == nil { first = i }
                var b = bindings
                if !forbid.value.matchesAll(target(i), &b, project, tc) { return nil }
            }
            return first
        }
        if let allow = s.allowOnlyTarget {
            for i in indices where include(i) {
                if first == nil { first = i }
                var b = bindings
                if allow.value.matchesAny(target(i), &b, project, tc) { return nil }
            }
            return first
        }
        return nil
    }

    func targetValues(_ t: TargetMatcher.Target, via: String) -> MessageValues {
        ["name": t.name, "target": t.name, "target_path": t.path ?? t.module ?? t.name, "target_layer": t.layer.map { $0 == .other ? "no layer" : $0.rawValue } ?? "no layer",
         "target_feature": t.feature ?? "no feature", "target_module": t.module ?? "no module", "via": via]
    }

    // MARK: declarations

    func checkDeclarations(_ file: FileSummary, _ project: ProjectIndex, _ out: inout Found) {
        // A file without a declaration of the kinds selected is skipped unread (and `select:`, a
        // large struct, not copied out of the check for it).
        if !TeamRule.mayHold(kindBits: storage.selectKindBits, file.syntax) { return }
        // `select:` passed in place (bound to a local, the large struct was copied for every file).
        checkDeclarations(file, project, storage.check.select, &out)
    }

    func checkDeclarations(_ file: FileSummary, _ project: ProjectIndex, _ s: Conditions, _ out: inout Found) {
        var fileBindings = Bindings()
        if let files = s.files, !files.matches(file.context, &fileBindings, project) { return }
        let decls = file.syntax.declarations
        // The evaluator (it holds the file and the index) only for a declaration of a selected kind.
        guard let first = decls.indices.first(where: { TeamRule.kindSelected(s, decls[$0].kind) }) else { return }
        // A file none of whose declarations gets past the keys judged without an evaluator
        // (`*Coordinator`, `{usecase_method}`, most files) is tallied without one.
        let alone = storage.selectKeysJudgedAlone
        if alone > 0 {
            let keys = s.keys
            var tally = RunMarks.Tally(keys: keys.count)
            if s.kinds != nil { tally.total += first; tally[0] += first }
            var passes = false
            let names = ConditionEvaluator.AloneNames(s.names, file.context, project)
            // The kinds as one mask (`kindSelected`), and the declarations of other kinds counted
            // apart, added to the tally once: most of a file's declarations are of other kinds.
            let mask = s.kindBits == 0 ? TeamRule.typeBits : s.kindBits
            var otherKinds = 0
            decls.withUnsafeBufferPointer { d in
                for i in first..<d.count {
                    if mask & (1 << UInt32(d[i].kind.bit)) == 0 {
                        otherKinds += 1
                        continue
                    }
                    guard let depth = ConditionEvaluator.depthAlone(s, keys, alone, decls, i, names) else {
                        passes = true
                        break
                    }
                    tally.total += 1
                    tally[depth] += 1
                }
            }
            if s.kinds != nil { tally.total += otherKinds; tally[0] += otherKinds }
            if !passes {
                project.runMarks.record(runKey, file, tally)
                return
            }
        }
        // The selection held here (`coverage` then need not look again).
        var marked = false
        // How far each declaration got through `select:`'s keys, counted as `declarationCoverage`
        // counts them: a rule whose selection holds nowhere says which key left nothing without
        // evaluating the project a second time.
        var tally = RunMarks.Tally(keys: s.keys.count)
        if s.kinds != nil { tally.total += first; tally[0] += first }
        // Once the selection held somewhere, `coverage` reads no tally.
        defer { if !marked { project.runMarks.record(runKey, file, tally) } }
        let ev = ConditionEvaluator(file: file, project: project)
        for i in first..<decls.count {
            if !TeamRule.kindSelected(s, decls[i].kind) {
                if s.kinds != nil { tally.total += 1; tally[0] += 1 }
                continue
            }
            tally.total += 1
            var b = fileBindings
            ev.subjectIndex = i
            let depth = ev.depth(s, i, &b, filesMatched: true)
            guard depth == Int.max else { tally[depth] += 1; continue }
            if !marked { project.runMarks.mark(runKey); marked = true }
            let d = decls[i]
            let name = d.kind == .extension ? ProjectIndex.lastComponent(d.name) : d.name
            var reasons: [ConditionEvaluator.Reason] = []
            var memberFindings: [(String, Int)] = []
            ev.failures(check.require, i, &b, positive: true, into: &reasons, members: &memberFindings)
            ev.failures(check.forbid, i, &b, positive: false, into: &reasons, members: &memberFindings)
            for (text, m) in memberFindings {
                let place = decls[m]
                out.add(Finding(line: place.line, column: place.column, message: message(
                    ["name": name, "kind": Self.kindWord(d.kind), "violation": text], file.context, b, project)), name: name)
            }
            guard !reasons.isEmpty else { continue }
            // One finding for the declaration, every reason in it; at the `throws` or the access
            // modifier when that is all it breaks.
            var line = d.line, column = d.column
            if let p = reasons.first?.position, reasons.allSatisfy({ $0.position == p }) { (line, column) = (p.line, p.column) }
            out.add(Finding(line: line, column: column, message: message(
                ["name": name, "kind": Self.kindWord(d.kind), "violation": reasons.map(\.text).joined(separator: "; ")], file.context, b, project)), name: name)
        }
    }

    /// Whether `select:` can hold for declarations of kind `k` (without `kind:`, types only).
    @inline(__always) static func kindSelected(_ s: Conditions, _ k: DeclKind) -> Bool {
        s.kindBits == 0 ? k.isType : s.kindBits & (1 << UInt32(k.bit)) != 0
    }

    static let typeBits = DeclKind.bits([.protocol, .class, .struct, .enum, .actor])

    /// Whether the file declares anything of a kind `select:` selects.
    static func mayHold(_ s: Conditions, _ syntax: FileSyntax) -> Bool { mayHold(kindBits: s.kindBits, syntax) }

    /// `mayHold` for a `select:` of these `kindBits` (0: types).
    static func mayHold(kindBits: UInt32, _ syntax: FileSyntax) -> Bool {
        // A summary built without `linkMembers` knows no kinds: looked at.
        guard syntax.declarationKinds != 0 else { return !syntax.declarations.isEmpty }
        return syntax.declarationKinds & (kindBits == 0 ? typeBits : kindBits) != 0
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

/// The plain names (ASCII identifiers) the project declares a type or protocol of
/// (`ProjectIndex.types`, `protocols`), each with what `resolveType` finds for it written alone at
/// the top of a file and whether an enclosing scope can change that: made once per run on first
/// use, found by the hash of the name (`DeclaredNames.hash`). A `via: reference` rule asks this of every distinct name
/// of every file: one probe here instead of four dictionary lookups and a candidate list each.
/// The verdicts of `via: reference` checks on names every declaration of which is top-level,
/// shared by the files that judge them alike. Such a verdict depends on the check, on what its
/// `from:` bound and the file's feature and module (a `forbid:` reads them: `feature: "!{f}"`),
/// and on which of the name's declarations the file can see; not on the file itself (a
/// declaration in the file itself is ruled out before, and the message is the file's own).
final class TopLevelVerdicts: @unchecked Sendable {
    /// What a file brings to a check's verdicts.
    struct Group: Hashable {
        let rule: ObjectIdentifier
        let names: [String], values: [String]
        let feature: String?, module: String?
        /// `feature` and `module` are the file's (else nil whatever the file's are).
        let readsContext: Bool
    }

    /// A verdict's key: the file's group, the name's entry in `DeclaredNames`' table (the same index
    /// for the whole run), whether the name qualifies another, and which of its top-level
    /// declarations the file can see (bit k: the k-th), packed in two words (`PackedTable`): the
    /// first holds the group from bit 33, the entry from bit 1 and `qualifier` in bit 0 (the group
    /// and the entry are counts, under 2^31: no two keys share a word).
    static func key(group: Int32, entry: Int32, qualifier: Bool, visible: UInt64) -> PackedTable<Bool>.Key {
        .init(UInt64(UInt32(bitPattern: group)) << 33 | UInt64(UInt32(bitPattern: entry)) << 1 | (qualifier ? 1 : 0), visible)
    }

    /// What a file brings to the message of a reference it makes (a message that names no file
    /// or path): the values its placeholders can read.
    struct MessageGroup: Hashable {
        let rule: ObjectIdentifier
        let names: [String], values: [String]
        let layer: Layer, role: FileRole
        let feature: String?, module: String?
    }

    /// A message's key: the file's message group, and the declaration meant (its index in
    /// `DeclaredNames.Table.refs`).
    static func messageKey(group: Int32, ref: Int32) -> PackedTable<String>.Key {
        .init(UInt64(UInt32(bitPattern: group)) << 32 | UInt64(UInt32(bitPattern: ref)), 0)
    }

    /// An import's verdict (`group`: the file's group) and message (`group`: its message group):
    /// what the module imported is (its layer and feature) is the run's.
    struct ImportKey: Hashable {
        let group: Int32
        let module: String

        /// Hashed by the group and the module's length and first and last eight bytes
        /// (`NameInterner.quickHash`), not every byte through `Hasher` (an import is looked up per
        /// file); two keys are still equal only when their modules are.
        func hash(into h: inout Hasher) {
            var m = module
            let quick = m.withUTF8 { b -> UInt64 in
                guard let p = b.baseAddress else { return 0 }
                return Linter.NameInterner.quickHash(p, b.count)
            }
            h.combine(quick ^ UInt64(UInt32(bitPattern: group)) << 17)
        }
    }

    /// This run's among every run of the process (`TeamRule.PlaceMemo`: a rule's memo of the last
    /// place it checked is the run's only when made with its serial).
    let serial: Int = TopLevelVerdicts.serials.with { $0 += 1; return $0 }
    private static let serials = Guarded(0)

    private let groups = SharedTable<Group, Int32>(), messageGroups = SharedTable<MessageGroup, Int32>()
    /// A verdict (whether the name breaks the check) and its message, by key; an import's.
    let verdicts = PackedTable<Bool>(), messages = PackedTable<String>()
    let importVerdicts = SharedTable<ImportKey, Bool>(), importMessages = SharedTable<ImportKey, String>()

    /// The group's number (numbered as first met).
    func group(_ g: Group) -> Int32 { groups.number(g) }

    func messageGroup(_ g: MessageGroup) -> Int32 { messageGroups.number(g) }
}

/// A table the threads that check files share, behind a lock.
final class SharedTable<K: Hashable, V>: @unchecked Sendable {
    private struct State {
        var table: [K: V] = [:]
        /// The last key numbered and its number (`number`).
        var last: (key: K, value: V)?
    }

    private let state = Guarded(State())

    /// The value under `key`, if made. (Made outside the lock, and then `store`d: two threads making
    /// the same key at once make the same value.)
    func find(_ key: K) -> V? { state.with { $0.table[key] } }

    func store(_ key: K, _ value: V) { state.with { $0.table[key] = value } }
}

/// `SharedTable` for keys of two words (`TopLevelVerdicts.key`): found by open addressing on a
/// multiplicative hash of the words, not through `Hasher` (a verdict is looked up per file and name).
final class PackedTable<V>: @unchecked Sendable {
    struct Key: Equatable {
        let a: UInt64, b: UInt64
        init(_ a: UInt64, _ b: UInt64) { self.a = a; self.b = b }
    }

    private struct State {
        /// Indices in `keys`/`values` (-1: empty); a power of two long, at most half full.
        var slots = [Int32](repeating: -1, count: 64)
        var keys: [Key] = []
        var values: [V] = []

        func slot(_ k: Key) -> Int {
            var h = (k.a ^ (k.b &* 0x9e37_79b9_7f4a_7c15)) &* 0xff51_afd7_ed55_8ccd
            h ^= h >> 29
            let mask = slots.count - 1
            var i = Int(truncatingIfNeeded: h) & mask
            while slots[i] >= 0 && keys[Int(slots[i])] != k { i = (i + 1) & mask }
            return i
        }
    }

    private let state = Guarded(State())

    func find(_ key: Key) -> V? {
        state.with { s in
            let e = s.slots[s.slot(key)]
            return e >= 0 ? s.values[Int(e)] : nil
        }
    }

    func store(_ key: Key, _ value: V) {
        state.with { s in
            let i = s.slot(key)
            if s.slots[i] >= 0 { s.values[Int(s.slots[i])] = value; return }
            s.slots[i] = Int32(s.keys.count)
            s.keys.append(key)
            s.values.append(value)
            if s.keys.count * 2 > s.slots.count {
                // Grown and filled again from the keys.
                s.slots = [Int32](repeating: -1, count: s.slots.count * 2)
                for e in s.keys.indices { s.slots[s.slot(s.keys[e])] = Int32(e) }
            }
        }
    }
}

extension SharedTable where V == Int32 {
    /// The number of `key`, numbered as first met. The files of a folder, checked one after the
    /// other, ask for the same key: compared with the last one first (equal strings that share
    /// their storage compare at once; hashing one reads it whole).
    func number(_ key: K) -> Int32 {
        state.with { s in
            if let l = s.last, l.key == key { return l.value }
            let n: Int32
            if let known = s.table[key] { n = known } else {
                n = Int32(s.table.count)
                s.table[key] = n
            }
            s.last = (key, n)
            return n
        }
    }
}

final class DeclaredNames: @unchecked Sendable {
    struct Entry {
        var name: String
        var hash: UInt64
        /// `resolveType(name, scope: [])`, the top-level declarations of the name: this range of
        /// `Table.refs` (one array for every name: no array made per name of the project).
        var topLevel: Range<Int32>
        /// Some declaration of the name is nested in another (`resolvesByScope`).
        var scoped: Bool
        /// The outermost name of each nested declaration's qualified path (`Outer` of
        /// `Outer.Inner.Name`): a scope that names none of them in its first two places finds no
        /// nested declaration (`mayNest`).
        var nestedHeads: [String] = []
        /// Some type of the project declares a generic parameter (or a protocol a primary associated
        /// type) of this name: in an extension of it, the name may be that parameter
        /// (`Architecture.isGenericParameter` then reads the extended types' clauses).
        var typeParameter = false
    }

    /// A class of constants: a file's check reads it where the run keeps it (a struct of arrays was
    /// copied out of the lock for each file, each array retained and released).
    final class Table: @unchecked Sendable {
        let slots: [Int32]
        let entries: [Entry]
        let refs: [DeclRef]
        /// Each of `refs`' module, numbered as `moduleTable` numbers it (-1: none known).
        let refModules: [Int32]
        /// The modules of the project's files, numbered, found by their bytes (`TopLevelSight.make`,
        /// for each file).
        let moduleTable: ByteNameNumbers

        init(slots: [Int32], entries: [Entry], refs: [DeclRef], refModules: [Int32], moduleNumbers: [String: Int32]) {
            moduleTable = ByteNameNumbers(moduleNumbers)
            self.slots = slots
            self.entries = entries
            self.refs = refs
            self.refModules = refModules
        }

        /// Whether what `resolveType(name, scope:)` finds for entry `e` may be a nested declaration
        /// (else it is the top-level ones, `topLevel(e)`). It is one when its qualified path is the
        /// scope's first names and the name, or those after a module's name: its outermost name is
        /// then the scope's first or second.
        func mayNest(_ e: Int, _ scope: [String]) -> Bool {
            guard let first = scope.first else { return false }
            let second = scope.count > 1 ? scope[1] : nil
            for h in entries[e].nestedHeads where h.isEmpty || h == first || h == second { return true }
            return false
        }

        /// Entry `e`'s top-level declarations.
        func topLevel(_ e: Int) -> ArraySlice<DeclRef> {
            let r = entries[e].topLevel
            return refs[Int(r.lowerBound)..<Int(r.upperBound)]
        }

        /// The entry of the plain name spelled `bytes` (hash `h`), or nil.
        func find(_ bytes: UnsafeBufferPointer<UInt8>, _ h: UInt64) -> Int? { Self.find(bytes, h, slots, entries) }

        static func find(_ bytes: UnsafeBufferPointer<UInt8>, _ h: UInt64, _ slots: [Int32], _ entries: [Entry]) -> Int? {
            let mask = slots.count - 1
            var i = Int(truncatingIfNeeded: h >> 24) & mask
            while true {
                let e = slots[i]
                if e < 0 { return nil }
                if entries[Int(e)].hash == h && entries[Int(e)].name.utf8.count == bytes.count
                    && (entries[Int(e)].name.utf8.withContiguousStorageIfAvailable { p in !bytes.indices.contains { p[$0] != bytes[$0] } }
                        ?? entries[Int(e)].name.utf8.elementsEqual(bytes)) { return Int(e) }
                i = (i + 1) & mask
            }
        }

        /// The entry of the plain name `name` (hash `h`), or nil: the project declares no type of it.
        @inline(__always) func find(_ name: String, _ h: UInt64) -> Int? {
            let mask = slots.count - 1
            var i = Int(truncatingIfNeeded: h >> 24) & mask
            while true {
                let e = slots[i]
                if e < 0 { return nil }
                if entries[Int(e)].hash == h && entries[Int(e)].name == name { return Int(e) }
                i = (i + 1) & mask
            }
        }
    }

    private let lock = Lock()
    private var made: Table?

    func table(_ project: ProjectIndex) -> Table {
        if let known = lock.locked({ made }) { return known }
        // Each name with its declarations, read from the tables' entries (not looked up again by name):
        // a protocol that is also a type's name is found among the types by this table's own hash
        // (a `String`-keyed lookup per type hashed each name again).
        var names: [(name: String, hash: UInt64, types: [DeclRef]?, protocols: [DeclRef]?)] = []
        names.reserveCapacity(project.types.count + project.protocols.count)
        let types = project.types, protocols = project.protocols
        var cap = 16
        while cap < (types.count + protocols.count) * 2 { cap <<= 1 }
        var byHash = [Int32](repeating: -1, count: cap)
        for (name, refs) in types {
            guard let h = Self.hash(name) else { continue }
            OpenSlots.place(Int32(names.count), h, in: &byHash)
            names.append((name, h, refs, nil))
        }
        for (name, refs) in protocols {
            guard let h = Self.hash(name) else { continue }
            var i = Int(truncatingIfNeeded: h >> 24) & (cap - 1)
            var found = -1
            while byHash[i] >= 0 {
                let k = Int(byHash[i])
                if names[k].hash == h && names[k].name == name { found = k; break }
                i = (i + 1) & (cap - 1)
            }
            if found >= 0 { names[found].protocols = refs } else { names.append((name, h, nil, refs)) }
        }
        cap = 16
        while cap < names.count * 2 { cap <<= 1 }
        // Made here, then kept as the table's constants. Plain local arrays: a nested function that
        // captured them (a tuple of them) was checked for exclusive access at every use.
        var slots = [Int32](repeating: -1, count: cap)
        var entries: [Entry] = []
        var refs: [DeclRef] = []
        var refModules: [Int32] = []
        var moduleNumbers: [String: Int32] = [:]
        entries.reserveCapacity(names.count)
        refs.reserveCapacity(names.count)
        refModules.reserveCapacity(names.count)
        let files = project.files
        // Each file's module by number, numbered as first met.
        var fileModules = [Int32](repeating: -1, count: files.count)
        // The files of a module are most often one after the other: compared with the last
        // module first (equal strings that share their storage compare at once).
        var last: (module: String, number: Int32)?
        for i in files.indices {
            guard let m = files[i].context.module else { continue }
            if let l = last, l.module == m { fileModules[i] = l.number; continue }
            if let k = moduleNumbers[m] { fileModules[i] = k } else {
                let k = Int32(moduleNumbers.count)
                moduleNumbers[m] = k
                fileModules[i] = k
            }
            last = (m, fileModules[i])
        }
        for n in names.indices {
            // The types' declarations, then the protocols' (as `resolveType` lists them), top-level ones kept.
            let start = Int32(refs.count)
            var nested = false
            var heads: [String] = []
            for k in 0..<2 {
                guard let list = k == 0 ? names[n].types : names[n].protocols else { continue }
                for r in list {
                    if files[r.file].syntax.declarations[r.index]._parent < 0 {
                        refs.append(r)
                        refModules.append(fileModules[r.file])
                    } else {
                        nested = true
                        // A type in a top-level function has no enclosing type: "" (every scope may find it,
                        // after a name that is no type of the project).
                        let head = ProjectIndex.scopeHead(of: r.index, in: files[r.file].syntax) ?? ""
                        if !heads.contains(head) { heads.append(head) }
                    }
                }
            }
            let h = names[n].hash
            let e = Int32(entries.count)
            entries.append(Entry(name: names[n].name, hash: h, topLevel: start..<Int32(refs.count), scoped: nested, nestedHeads: heads))
            OpenSlots.place(e, h, in: &slots)
        }
        // The types' generic parameters, each name marked where the project declares a type of it.
        for n in names.indices {
            for k in 0..<2 {
                guard let list = k == 0 ? names[n].types : names[n].protocols else { continue }
                for r in list {
                    guard var clause = files[r.file].syntax.declarations[r.index].genericParameters else { continue }
                    clause.withUTF8 { b in
                        _ = Architecture.forEachParameter(b) { word in
                            let bytes = UnsafeBufferPointer(rebasing: word)
                            if let h = Self.hash(bytes), let e = Table.find(bytes, h, slots, entries) { entries[e].typeParameter = true }
                            return false
                        }
                    }
                }
            }
        }
        let table = Table(slots: slots, entries: entries, refs: refs, refModules: refModules, moduleNumbers: moduleNumbers)
        return lock.locked {
            if made == nil { made = table }
            return made!
        }
    }

    /// A hash of a plain identifier's bytes (ASCII letters, digits, `_`); nil for any other name
    /// (a path, a generic, a raw or non-ASCII identifier), which the table does not hold.
    static func hash(_ name: String) -> UInt64? {
        var name = name
        // The contiguous bytes (a small string's on the stack): the `utf8` view is read a byte at a time.
        return name.withUTF8 { hash($0) }
    }

    /// `hash` of a name's UTF-8 bytes (a reference's, as the source spells it): eight bytes at a
    /// time (each tested and mixed in at once: a name is hashed per reference), the rest a byte at a
    /// time, then mixed so that every byte reaches the bits a table's slot is taken from.
    @inline(__always) static func hash(_ u: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        let n = u.count
        var i = 0
        if let base = u.baseAddress {
            while i + 8 <= n {
                let w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                guard plainBytes(w) else { return nil }
                h = (h ^ w) &* 0x9e37_79b9_7f4a_7c15
                h ^= h >> 29
                i += 8
            }
            while i < n {
                let c = base[i]
                guard (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c == 95 else { return nil }
                h = (h ^ UInt64(c)) &* 0x100_0000_01b3
                i += 1
            }
        }
        // The final mix (MurmurHash3's): a byte that changed only the top bits reaches all of them.
        h ^= h >> 33
        h = h &* 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        return h
    }

    /// Whether the eight bytes of `w` are each an ASCII letter, digit or `_`.
    @inline(__always) static func plainBytes(_ w: UInt64) -> Bool {
        Lexer.identifierBytes(w, dollar: false) == 0x8080_8080_8080_8080
    }
}

/// A file's verdicts by scope and name (`checkDependencies`: a non-negative key), kept in a table
/// of its own: a `Dictionary` hashed each key with `Hasher` for every reference of a nested name.
struct VerdictTable {
    /// Each slot's key and value, side by side (one array: an array's allocation looks its type's
    /// metadata up); a key of -1: empty.
    private var slots: [Int] = []
    private var count = 0

    func find(_ key: Int) -> Int32? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count / 2 - 1
        var i = Self.slot(key) & mask
        while true {
            let k = slots[2 * i]
            if k == key { return Int32(truncatingIfNeeded: slots[2 * i + 1]) }
            if k < 0 { return nil }
            i = (i + 1) & mask
        }
    }

    mutating func store(_ key: Int, _ value: Int32) {
        if (count + 1) * 4 > slots.count {
            let old = slots
            slots = [Int](repeating: -1, count: max(32, slots.count * 2))
            count = 0
            for k in stride(from: 0, to: old.count, by: 2) where old[k] >= 0 { store(old[k], Int32(truncatingIfNeeded: old[k + 1])) }
        }
        let mask = slots.count / 2 - 1
        var i = Self.slot(key) & mask
        while slots[2 * i] >= 0 && slots[2 * i] != key { i = (i + 1) & mask }
        if slots[2 * i] < 0 { count += 1 }
        slots[2 * i] = key
        slots[2 * i + 1] = Int(value)
    }

    @inline(__always) private static func slot(_ key: Int) -> Int {
        var h = UInt64(bitPattern: Int64(key)) &* 0x9e37_79b9_7f4a_7c15
        h ^= h >> 29
        return Int(truncatingIfNeeded: h >> 16)
    }
}

/// A file's `NameFacts` by name, found by the hash the declared-name filter computes anyway
/// (a `[String: NameFacts]` hashed every reference again, per rule: a tenth of a run with a
/// `via: reference` rule on a large project). Open addressing; names compared on a hash match. A
/// name with no such hash (not a plain identifier: few) is placed by its `hashValue`.
struct NameFactsTable {
    var facts: [TeamRule.NameFacts] = []
    /// The messages of the verdicts that found something (`NameFacts.plain`, `.qualified`).
    var messages: [String] = []
    /// The entries found by name (`find`), each with its hash and name, found by `slots`; made on
    /// the first (a caller that numbers the names itself, `entryOfName`, adds by `append`).
    private var slots: [Int32] = []
    private var keys: [(hash: UInt64, name: String, entry: Int32)] = []
    private let expected: Int

    init(expected: Int) {
        self.expected = expected
        // Room for the names expected, made once (grown from empty, the array was copied five times).
        facts.reserveCapacity(expected)
    }

    @inline(__always) private static func key(_ name: String, _ h: UInt64?) -> UInt64 {
        h ?? UInt64(bitPattern: Int64(name.hashValue))
    }

    /// The entry of `name` added by `add` (its hash `h`, nil when it has none), or nil.
    func find(_ name: String, _ h: UInt64?) -> Int? {
        guard !slots.isEmpty else { return nil }
        let h = Self.key(name, h)
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: h >> 24) & mask
        while true {
            let k = slots[i]
            if k < 0 { return nil }
            if keys[Int(k)].hash == h && keys[Int(k)].name == name { return Int(keys[Int(k)].entry) }
            i = (i + 1) & mask
        }
    }

    /// Records entry `e`'s verdict on a plain use or on a use as a qualifier.
    mutating func record(_ e: Int, qualifier: Bool, _ verdict: String?) {
        let v = message(verdict)
        if qualifier { facts[e].qualified = v } else { facts[e].plain = v }
    }

    /// A verdict kept as a number: -1, none; else its message's index in `messages`.
    mutating func message(_ verdict: String?) -> Int32 {
        guard let verdict else { return -1 }
        // Room for a few at the first (grown from one, reallocated about twice per file).
        if messages.isEmpty { messages.reserveCapacity(8) }
        messages.append(verdict)
        return Int32(messages.count - 1)
    }

    /// Adds an entry with its facts, not found by name; returns its entry.
    mutating func append(_ f: TeamRule.NameFacts) -> Int {
        facts.append(f)
        return facts.count - 1
    }

    /// Adds `name` (not there yet) with its facts, found by name; returns its entry.
    mutating func add(_ name: String, _ h: UInt64?, _ f: TeamRule.NameFacts) -> Int {
        let e = append(f)
        let h = Self.key(name, h)
        keys.append((h, name, Int32(e)))
        if slots.isEmpty {
            var cap = 16
            while cap < expected * 2 { cap <<= 1 }
            slots = [Int32](repeating: -1, count: cap)
            keys.reserveCapacity(expected)
        }
        if keys.count * 2 > slots.count {
            // Grown and filled again from the keys.
            slots = [Int32](repeating: -1, count: slots.count * 2)
            for k in keys.indices { OpenSlots.place(Int32(k), keys[k].hash, in: &slots) }
        } else {
            OpenSlots.place(Int32(keys.count - 1), h, in: &slots)
        }
        return e
    }
}

extension ProjectIndex {
    /// Whether what a plain `written` means can depend on where it is written: it is a path
    /// (`Outer.Inner`), or the project declares a type or protocol of that name inside another.
    func resolvesByScope(_ written: String) -> Bool {
        var w = written
        if w.withUTF8({ $0.contains { $0 == 46 || $0 == 60 || $0 == 32 } }) { return true }
        if let refs = types[written], refs.contains(where: { files[$0.file].syntax.declarations[$0.index].parent != nil }) { return true }
        if let refs = protocols[written], refs.contains(where: { files[$0.file].syntax.declarations[$0.index].parent != nil }) { return true }
        return false
    }

    /// False when `written` is a plain name (no `.`, `<`, space) that no type or protocol of the
    /// project is named: `resolveType` finds nothing for it, whatever the scope.
    @inline(__always) func mayDeclareType(_ written: String) -> Bool {
        if types[written] != nil || protocols[written] != nil { return true }
        var w = written
        return w.withUTF8 { $0.contains { $0 == 46 || $0 == 60 || $0 == 32 } }
    }
}

/// The values a finding's message names (`name`, `target`, `via`…): a few pairs, looked up by
/// key. A list, not a dictionary: made for every finding, read once or twice, never hashed.
struct MessageValues: ExpressibleByDictionaryLiteral {
    /// Each key with its value, as written (kept as the literal made them: no second array).
    var pairs: [(String, String)]

    init(dictionaryLiteral elements: (String, String)...) {
        pairs = elements
    }

    subscript(_ key: String) -> String? {
        for p in pairs where p.0 == key { return p.1 }
        return nil
    }
}

/// A `message:` or `fix:` template cut once into text and placeholders (`{name}`, `{feature}`, a
/// capture, `{X.mock}`): a finding's message is filled for every finding of a big run. Braces that
/// hold no placeholder word (a fix's `Task { … }`) are text.
struct MessageTemplate: Sendable {
    enum Part: Sendable {
        case text(String)
        case file, path, layer, role, feature, module, useCaseMethod, nameBase
        /// A value or a capture; with a `.`, `{Base.mock}` when neither holds it (the dotted
        /// word's base and convention, nil when the word after the dot names none).
        case word(String, dotBase: String?, convention: NameTemplate.Convention?)
    }

    let parts: [Part]

    /// Whether it names the file or its path (a message the same for every file of a feature, a
    /// layer and a role otherwise).
    var readsFile: Bool {
        parts.contains { if case .file = $0 { return true }; if case .path = $0 { return true }; return false }
    }

    /// Which of the file's layer, role, feature and module it names (`Place.layer` …): the files of
    /// places that differ only in the others get the same message.
    var placeReads: UInt8 {
        var bits: UInt8 = 0
        for part in parts {
            switch part {
            case .layer: bits |= Self.readsLayer
            case .role: bits |= Self.readsRole
            case .feature: bits |= Self.readsFeature
            case .module: bits |= Self.readsModule
            default: break
            }
        }
        return bits
    }

    static let readsLayer: UInt8 = 1, readsRole: UInt8 = 2, readsFeature: UInt8 = 4, readsModule: UInt8 = 8

    init(_ template: String) {
        let u = Array(template.utf8)
        let n = u.count
        var parts: [Part] = []
        var k = 0
        var literalStart = 0
        func text(_ r: Range<Int>) { if !r.isEmpty { parts.append(.text(String(decoding: u[r], as: UTF8.self))) } }
        while k < n {
            guard u[k] == UInt8(ascii: "{") else { k += 1; continue }
            var close = k + 1
            while close < n && u[close] != UInt8(ascii: "}") { close += 1 }
            // No `}` after this `{`: none after a later one either; the rest is text.
            guard close < n else { break }
            let key = String(decoding: u[(k + 1)..<close], as: UTF8.self)
            guard TeamRule.isPlaceholderWord(key) else { k += 1; continue }
            text(literalStart..<k)
            switch key {
            case "file": parts.append(.file)
            case "path": parts.append(.path)
            case "layer": parts.append(.layer)
            case "role": parts.append(.role)
            case "feature": parts.append(.feature)
            case "module": parts.append(.module)
            case "usecase_method": parts.append(.useCaseMethod)
            case "name.base": parts.append(.nameBase)
            default:
                if let dot = key.firstIndex(of: ".") {
                    parts.append(.word(key, dotBase: String(key[..<dot]), convention: NameTemplate.Convention(rawValue: String(key[key.index(after: dot)...]))))
                } else {
                    parts.append(.word(key, dotBase: nil, convention: nil))
                }
            }
            k = close + 1
            literalStart = k
        }
        text(literalStart..<n)
        self.parts = parts
    }

    func fill(_ values: MessageValues, _ ctx: FileContext, _ bindings: Bindings, _ project: ProjectIndex) -> String {
        var bytes: [UInt8] = []
        fill(into: &bytes, values, ctx, bindings, project)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `fill`, appended to `out` as UTF-8: the pieces are copied as bytes and made a string once
    /// (a string appended piece by piece cost about 400 instructions a piece).
    func fill(into out: inout [UInt8], _ values: MessageValues, _ ctx: FileContext, _ bindings: Bindings, _ project: ProjectIndex) {
        // Most messages fit: made in one allocation, not grown piece by piece (each growth copies).
        out.reserveCapacity(out.count + 160)
        @inline(__always) func put(_ s: String) { out.append(contentsOf: s.utf8) }
        for part in parts {
            switch part {
            case .text(let t): put(t)
            case .file: put(values["file"] ?? ctx.fileName + ".swift")
            case .path: put(ctx.path)
            case .layer: put(ctx.layer == .other ? "no layer" : ctx.layer.rawValue)
            case .role: put(ctx.role == .other ? "no role" : ctx.role.rawValue)
            case .feature: put(ctx.feature ?? "no feature")
            case .module: put(ctx.module ?? "no module")
            case .useCaseMethod: put(project.conventions.useCaseMethod)
            case .nameBase: put(project.vocabulary.baseName(ofContract: values["name"] ?? ""))
            case .word(let key, let dotBase, let convention):
                if let v = values[key] ?? bindings[key] {
                    put(v)
                } else if let dotBase, let kind = convention,
                          let base = dotBase == "name" ? values["name"].map(project.vocabulary.baseName(ofContract:)) : bindings[dotBase] {
                    // `{Base.mock}`: the preferred spelling.
                    let v = project.vocabulary
                    switch kind {
                    case .contract: put(v.contractName(forBase: base))
                    case .implementation: put(v.implementationName(forContract: v.contractName(forBase: base)))
                    case .mock: put(v.conventions.mockPatterns[0].apply(base))
                    }
                }
            }
        }
    }
}

extension TeamRule: ReferenceScopedRule {
    public var needsWithoutReferences: RuleNeeds {
        // A scoped check (`TeamCheck.referenceScoped`) asks for references, their hashes and owners
        // for its `from:` files, and for every file's types: all but the types go.
        var n = storage.needs
        n.typeReferences = .none
        n.referenceHashes = .none
        n.referenceOwners = .none
        return n
    }

    public var referenceJudgeReadsPath: Bool { check.from.paths != nil || check.from.excludedPaths != nil }

    public func referenceJudge(from context: FileContext, _ project: ProjectIndex) -> ((FileContext) -> Bool)? {
        var bindings = Bindings()
        guard check.from.matches(context, &bindings, project) else { return nil }
        let tc = TemplateContext(feature: context.feature, module: context.module, vocabulary: project.vocabulary)
        // A declaration in a file of `declaring`, as `judgeReference` makes its target: the target
        // reads nothing else of it (`TargetMatcher.judgesByPlace`), so the name is none.
        return { declaring in
            let t = TargetMatcher.Target(name: "", layer: declaring.layer, role: declaring.role, feature: declaring.feature,
                                         module: declaring.module, path: declaring.path)
            return self.violating([t], bindings, project, tc) != nil
        }
    }
}
