/// A team rule's `check:` block, compiled once when the document is loaded into matchers over
/// the facts the engine collects anyway (declarations, imports, type references, identifier
/// uses, file contexts, the project index). See CONTRIBUTING "Team rules" and docs/team-rules.md.
public struct TeamCheck: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case dependencies, declarations, identifiers
    }

    public var kind: Kind
    /// The `message:` template (`{name}`, `{layer}`, `{file}`… see `TeamCheck.placeholders`).
    public var message: String
    /// The optional `fix:` hint, appended to every message.
    public var fix: String?
    /// The document line of each key as written (`select.name`, `from.exclude_path`): where a
    /// warning about it points. Not part of what the check is (two documents may state one check).
    public var lines: KeyLines = KeyLines()

    public struct KeyLines: Sendable, Equatable {
        /// The `check:` block's entries: a key's line is looked up when a message needs it.
        var entries: [YAMLLite.Entry] { lazyEntries?.entries ?? storedEntries }
        private var storedEntries: [YAMLLite.Entry]
        /// Read from the cache only when a line is looked up (`TeamRuleCache`).
        private var lazyEntries: LazyEntries?

        init(entries: [YAMLLite.Entry] = []) {
            storedEntries = entries
        }

        init(lazy: LazyEntries) {
            storedEntries = []
            lazyEntries = lazy
        }

        public subscript(_ path: String) -> Int? {
            var level = entries
            var line: Int?
            for key in path.split(separator: ".") {
                guard let e = level.first(where: { $0.key == key }) else { return line }
                line = e.line
                switch e.value {
                case .map(let m): level = m
                case .maps(let ms): level = ms.flatMap(\.entries)
                default: level = []
                }
            }
            return line
        }

        public static func == (a: KeyLines, b: KeyLines) -> Bool { true }
    }

    /// Entries as the document wrote them, rendered on one line when a message quotes them.
    public struct SourceEntries: Sendable, Equatable {
        var entries: [YAMLLite.Entry] { lazyEntries?.entries ?? storedEntries }
        private var storedEntries: [YAMLLite.Entry]
        /// Read from the cache only when a message quotes them (`TeamRuleCache`).
        private var lazyEntries: LazyEntries?

        init(entries: [YAMLLite.Entry] = []) {
            storedEntries = entries
        }

        init(lazy: LazyEntries) {
            storedEntries = []
            lazyEntries = lazy
        }

        var text: String { TeamRuleParser.Context.render(entries) }

        public static func == (a: SourceEntries, b: SourceEntries) -> Bool { a.text == b.text }
    }

    // dependencies
    public var from = FileMatcher()
    /// `inside:` — only references made inside a declaration matching these (one of the
    /// declarations that enclose the reference, from its own to the outermost type).
    public var inside: Conditions? {
        get { insideBox?.value }
        set { insideBox = newValue.map(Nested.init) }
    }
    /// `outside:` — only references made inside no declaration matching these.
    public var outside: Conditions? {
        get { outsideBox?.value }
        set { outsideBox = newValue.map(Nested.init) }
    }
    /// Boxed: most checks have neither, and every rule keeps its check (a `Conditions` is 824
    /// bytes: inline, the two made every check 1.6 KB larger, memory each load touches anew).
    /// Read per reference without copying the conditions out (`checkDependencies`).
    private(set) var insideBox: Nested<Conditions>?
    private(set) var outsideBox: Nested<Conditions>?
    public var forbidTarget: TargetMatcher? {
        get { forbidTargetBox?.value }
        set { forbidTargetBox = newValue.map(TargetBox.init) }
    }
    public var allowOnlyTarget: TargetMatcher? {
        get { allowOnlyTargetBox?.value }
        set { allowOnlyTargetBox = newValue.map(TargetBox.init) }
    }
    /// Boxed: a rule's checks read them in place for every verdict (`TeamRule.violating`; an
    /// optional target read through the check was copied and destroyed each time).
    private(set) var forbidTargetBox: TargetBox?
    private(set) var allowOnlyTargetBox: TargetBox?
    public var viaImport = true
    public var viaReference = false
    public var viaManifest = false

    // declarations
    public var select = Conditions()
    public var require = Conditions()
    public var forbid = Conditions()

    // identifiers
    public var inFiles = FileMatcher()
    /// Forbidden names or patterns (`URLSession`, `print`, `*DTO`, `Date()`, `Date.now`) with what to use instead.
    public var forbiddenIdentifiers: [ForbiddenIdentifier] = []

    /// `except:` — findings the rule does not report, each with its reason.
    public var exceptions: [Exception] = []

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// What `TeamRule` asks of every check at the start of a run, read in place.
    var hasInside: Bool { insideBox != nil }
    var hasOutside: Bool { outsideBox != nil }
    /// A `forbid:` that judges names the project does not declare.
    var forbidJudgesUndeclared: Bool {
        if case .some(let t) = forbidTarget { return t.judgesUndeclared }
        return false
    }
    /// The target (`forbid:`, else `allow_only:`) is about what a type is.
    var judgesByWhat: Bool {
        if case .some(let t) = forbidTarget { return t.judgesUndeclared }
        if case .some(let t) = allowOnlyTarget { return t.judgesUndeclared }
        return false
    }

    /// A `via: reference` check whose references matter only by where the declarations they reach
    /// are (`ReferenceScopedRule`): no `inside:`/`outside:` (they read the references' owners), a
    /// target that judges by the declaring file's layer, role, feature and module alone
    /// (`TargetMatcher.judgesByPlace`), and a `from:` the configuration alone can match.
    var referenceScoped: Bool {
        guard kind == .dependencies, viaReference, !hasInside, !hasOutside, from.exported == nil else { return false }
        if case .some(let t) = forbidTarget { return t.judgesByPlace }
        if case .some(let t) = allowOnlyTarget { return t.judgesByPlace }
        return false
    }

    public struct ForbiddenIdentifier: Sendable, Equatable {
        public var pattern: NameTemplate
        /// `Date()`, `print()`: only when called.
        public var call = false
        /// `Date.now`: the member used on the name (`now`); the finding names `Date.now`.
        public var member: String?
        public var instead: String
        public var line: Int

        /// The name the analyzer collects uses of (`identifierUses`): the function or `Type.member`.
        var useName: String? {
            if let member, let base = pattern.literalText { return base + "." + member }
            return pattern.isLowercaseIdentifier ? pattern.literalText : nil
        }
    }

    /// An `except:` entry: the findings it covers (by the file's path and the finding's name) and why.
    public struct Exception: Sendable, Equatable {
        public var paths: [LayoutGlob]?
        public var names: [NameTemplate]?
        public var reason: String
        public var line: Int
    }

    /// A path's components for glob matching: absolute when the run knows its working directory
    /// (globs from `.archlint.yml` are anchored at its folder, as `layout:` globs are).
    static func components(_ path: String, _ workingDirectory: String?) -> ArraySlice<Substring> {
        if let cwd = workingDirectory, !path.hasPrefix("/") { return Paths.components(Paths.absolute(path, from: cwd))[...] }
        return Paths.components(path)[...]
    }

    /// `components(path, workingDirectory)` made once per run and path (`ProjectIndex.pathComponents`):
    /// a rule's `in:`, `folder:`, `exclude_path` and `except:` globs are matched for every file by
    /// every rule, and again by the coverage.
    static func components(_ path: String, _ project: ProjectIndex) -> ArraySlice<Substring> {
        project.pathComponents.components(path) { components(path, project.configuration.layout.workingDirectory) }
    }

    /// The placeholders a `message:` may use, by kind (and every capture the check binds).
    public static func placeholders(_ kind: Kind) -> [String] {
        switch kind {
        case .declarations: return declarationPlaceholders
        case .dependencies: return dependencyPlaceholders
        case .identifiers: return identifierPlaceholders
        }
    }
    static let commonPlaceholders = ["name", "file", "path", "layer", "role", "feature", "module", "usecase_method"]
    static let declarationPlaceholders = commonPlaceholders + ["kind", "violation"]
    static let dependencyPlaceholders = commonPlaceholders + ["target", "target_path", "target_layer", "target_feature", "target_module", "via"]
    static let identifierPlaceholders = commonPlaceholders + ["instead"]
}

/// Path components by path, made once per run (`TeamCheck.components(_:_:)`).
final class PathComponentsCache: @unchecked Sendable {
    private let lock = Lock()
    private var byPath: [String: ArraySlice<Substring>] = [:]

    func components(_ path: String, _ make: () -> ArraySlice<Substring>) -> ArraySlice<Substring> {
        if let known = lock.locked({ byPath[path] }) { return known }
        let made = make()
        lock.locked { byPath[path] = made }
        return made
    }
}

/// YAML entries kept as the cache's bytes until something reads them (`TeamRuleCache`: a
/// warning's line, a message quoting conditions; most runs read none): where they are in the
/// cache file's bytes, which every part of its rules shares (`LazyBlobs`: one object per cache
/// file, not one per check and condition).
struct LazyEntries: Sendable {
    let blobs: LazyBlobs
    let range: Range<Int>

    init(_ blobs: LazyBlobs, _ range: Range<Int>) {
        self.blobs = blobs
        self.range = range
    }

    var entries: [YAMLLite.Entry] { blobs.entries(range) }
}

/// A cache file's bytes, and the YAML entries read from them so far (by where they start).
final class LazyBlobs: @unchecked Sendable {
    private let lock: Lock
    private let data: [UInt8]
    private var decoded: [Int: [YAMLLite.Entry]] = [:]

    init(_ data: [UInt8], _ lock: Lock) {
        self.data = data
        self.lock = lock
    }

    func entries(_ range: Range<Int>) -> [YAMLLite.Entry] {
        lock.locked {
            if let known = decoded[range.lowerBound] { return known }
            // The cache's checksum held: what it wrote reads back (else no entries, a line less).
            let made = data.withUnsafeBytes { d -> [YAMLLite.Entry] in
                var r = CacheReader(UnsafeRawBufferPointer(rebasing: d[range]))
                return (try? r.array { try $0.yaml() }) ?? []
            }
            decoded[range.lowerBound] = made
            return made
        }
    }
}

/// A cached rule's examples, kept as the cache's bytes until `test-rules` or `explain` reads them.
final class LazyExamples: @unchecked Sendable {
    private let lock: Lock
    private var data: [UInt8]
    private let range: Range<Int>
    private let text: RuleDocumentModel.Text
    private var decoded: [RuleDocumentModel.Example]?

    init(_ data: [UInt8], _ range: Range<Int>, _ text: RuleDocumentModel.Text, _ lock: Lock) {
        self.data = data
        self.range = range
        self.text = text
        self.lock = lock
    }

    var examples: [RuleDocumentModel.Example] {
        lock.locked {
            if let decoded { return decoded }
            let made = data.withUnsafeBytes { d -> [RuleDocumentModel.Example] in
                var r = CacheReader(UnsafeRawBufferPointer(rebasing: d[range]))
                let text = self.text
                return (try? r.array { r in
                    var x = RuleDocumentModel.Example(incorrect: try r.bool(), title: try r.string(), line: try r.int())
                    x.files = try r.array { r in RuleDocumentModel.File(path: try r.string(), lines: try r.lines(text), line: try r.int()) }
                    x.configuration = try r.optional { r in (text: try r.string(), line: try r.int()) }
                    return x
                }) ?? []
            }
            decoded = made
            data = []
            return made
        }
    }
}

/// A wrapper that gives a value one indirection (conditions nest: `not:`, `has:`, `enclosing:`).
/// A target of `TeamCheck`, boxed. Not generic: a `Nested<TargetMatcher>`'s metadata would be
/// made at every load.
final class TargetBox: Sendable {
    let value: TargetMatcher
    init(_ value: TargetMatcher) { self.value = value }
}

extension TargetBox: Equatable {
    static func == (a: TargetBox, b: TargetBox) -> Bool { a.value == b.value }
}

public final class Nested<T: Sendable>: Sendable {
    public let value: T
    public init(_ value: T) { self.value = value }
}

/// Equatable as its value is, and only where it is: a requirement of the class itself would make
/// the runtime look the conformance up (a scan of every conformance) the first time each
/// `Nested<X>` is made, at the start of every run that reads team rules.
extension Nested: Equatable where T: Equatable {
    public static func == (a: Nested, b: Nested) -> Bool { a.value == b.value }
}

/// Which files: by layer, role, feature, module, path glob (every key given must match).
public struct FileMatcher: Sendable, Equatable {
    public var layers: Set<Layer>? { didSet { layerBits = layers?.reduce(0) { $0 | $1.bit } ?? 0 } }
    public var roles: Set<FileRole>? { didSet { roleBits = roles?.reduce(0) { $0 | $1.bit } ?? 0 } }
    public var features: [NameTemplate]? { didSet { namesReadContext = Self.readContext(features, modules) } }
    public var modules: [NameTemplate]? { didSet { namesReadContext = Self.readContext(features, modules) } }
    /// `layers` and `roles` as bits (`Layer.bit`, `FileRole.bit`): tested for every file of a run
    /// by every rule, without hashing.
    private(set) var layerBits: UInt32 = 0
    private(set) var roleBits: UInt32 = 0
    /// Some `feature:` or `module:` template reads the context (`{feature}`): made per match only then.
    private(set) var namesReadContext = false
    public var paths: [LayoutGlob]?
    public var excludedPaths: [LayoutGlob]?
    /// `exported:` — the file's module is imported by (or a manifest dependency of) another module of the run, or its folder is imported by name (`ProjectIndex.isExported`).
    public var exported: Bool?
    /// `sources:` — production code (`FileContext.inSources`: under the layout's `Sources/` or a layer
    /// folder), not tests or tools.
    public var sources: Bool?

    public init() {}

    public var isEmpty: Bool { self == FileMatcher() }

    static func readContext(_ a: [NameTemplate]?, _ b: [NameTemplate]?) -> Bool {
        (a?.contains(where: \.readsContext) ?? false) || (b?.contains(where: \.readsContext) ?? false)
    }

    /// Whether a file it matches, other than one declaring `name`, names that type (`referenced_from:`;
    /// its type references: the rule asks for them in those files, `TeamRule.needs`).
    func names(_ name: String, _ project: ProjectIndex, _ tc: TemplateContext) -> Bool {
        let naming = project.lazyTables.files(naming: name, project)
        if naming.isEmpty { return false }
        let declaring = Set(((project.types[name] ?? []) + (project.protocols[name] ?? [])).map(\.file))
        // The files that name it (a table made once per run), not every file with its references
        // searched (and the file's summary copied) for each type judged.
        for fi in naming where !declaring.contains(fi) {
            var x = Bindings()
            if matches(project.files[fi].context, &x, project, subject: tc) { return true }
        }
        return false
    }

    /// The files the engine collects facts for: the layers and roles named, else all of them.
    var fileSelector: FileSelector {
        if layers != nil || roles != nil { return FileSelector(layers: layers ?? [], roles: roles ?? []) }
        if sources == true { return FileSelector(layers: [.domain, .data, .presentation, .other]) }
        return .allLayers
    }

    /// Whether the file matches; binds captures (`{f}`) into `bindings`.
    /// `subject`: where the selector judges another file than the checked one (a declaration that
    /// must exist, a type's declaration), `{feature}` and `{module}` are the checked file's.
    @inline(__always) func matches(_ ctx: FileContext, _ bindings: inout Bindings, _ project: ProjectIndex, subject: TemplateContext? = nil) -> Bool {
        if layers != nil, layerBits & ctx.layer.bit == 0 { return false }
        if roles != nil, roleBits & ctx.role.bit == 0 { return false }
        if features != nil || modules != nil {
            let tc = subject ?? (namesReadContext ? TemplateContext(feature: ctx.feature, module: ctx.module, vocabulary: project.vocabulary) : TemplateContext.unread)
            if let features, !features.contains(where: { $0.matches(ctx.feature, &bindings, tc) }) { return false }
            if let modules, !modules.contains(where: { $0.matches(ctx.module, &bindings, tc) }) { return false }
        }
        if paths != nil || excludedPaths != nil {
            let comps = TeamCheck.components(ctx.path, project)
            if let paths, !paths.contains(where: { $0.match(comps).matched }) { return false }
            if let excludedPaths, excludedPaths.contains(where: { $0.match(comps).matched }) { return false }
        }
        if let sources, ctx.inSources != sources { return false }
        if let exported {
            if project.isExported(ctx) != exported { return false }
        }
        return true
    }
}

/// What a dependency reaches: a module of the run or outside it, a type with its file's layer,
/// feature, role and path, and what it is (`is:`). `forbid:` reports a dependency when every key
/// given matches (`any_of:` some alternative); `allow_only:` unless some key matches.
public struct TargetMatcher: Sendable, Equatable {
    public var keys: FileMatcher
    /// `name:` — the type's or module's name.
    public var names: [NameTemplate]?
    /// `is:` — the referenced type's role.
    public var roles: Set<ArchitectureRole>?
    /// `any_of:` — alternatives (each a target).
    public var anyOf: [TargetMatcher]?
    /// `not:` — a target it is not.
    public var not: Nested<TargetMatcher>?
    /// `declaration:` — the type is one of the project's, and its declaration matches these conditions.
    public var declaration: Nested<Conditions>?
    /// `referenced_from:` — a file of this selection names the type (a file declaring it aside).
    public var referencedFrom: FileMatcher?

    public init(keys: FileMatcher) { self.keys = keys }

    /// Whether matching may read the judging file's `TemplateContext` (a template's `{feature}`,
    /// a convention, a `declaration:`'s conditions, `referenced_from:`); else a verdict is the
    /// same for every file that bound the same captures.
    var readsContext: Bool {
        keys.namesReadContext || (names?.contains(where: \.readsContext) ?? false) || declaration != nil || referencedFrom != nil
            || (anyOf?.contains { $0.readsContext } ?? false) || (not?.value.readsContext ?? false)
    }

    /// Whether it matches by the declaring file's layer, role, feature and module alone: no name,
    /// `is:`, `declaration:`, `referenced_from:` or path (a verdict on a place, not a type).
    var judgesByPlace: Bool {
        names == nil && roles == nil && declaration == nil && referencedFrom == nil && keys.paths == nil && keys.excludedPaths == nil
            && keys.exported == nil && keys.sources == nil
            && (anyOf?.allSatisfy(\.judgesByPlace) ?? true) && (not?.value.judgesByPlace ?? true)
    }

    /// Whether a name the project does not declare can be judged (by its name or its spelling).
    var judgesUndeclared: Bool { names != nil || roles != nil || (anyOf?.contains { $0.judgesUndeclared } ?? false) || (not?.value.judgesUndeclared ?? false) }

    struct Target {
        var name: String
        var layer: Layer? = nil
        var role: FileRole? = nil
        var feature: String? = nil
        var module: String? = nil
        var path: String? = nil
        /// The type's declaration, when it is one of the project's.
        var ref: DeclRef?
        var isModule = false
        /// Named as the qualifier of a nested type (`Outer.Nested`): a nested type of an
        /// implementation (`CalculateScoreUseCase.Input`) is not the implementation, so the roles of
        /// implementations (`usecase`, `repository`, `data_source`, `implementation`) judge no
        /// qualifier; a DTO's nested type (`CharactersResponse.Info`) is still the DTO's.
        var qualifier = false
    }

    /// `forbid:` — every key given matches (or, with `any_of:`, some alternative does).
    func matchesAll(_ t: Target, _ b: inout Bindings, _ project: ProjectIndex, _ tc: TemplateContext) -> Bool {
        if let anyOf, !anyOf.contains(where: { $0.matchesAll(t, &b, project, tc) }) { return false }
        let k = keys
        if let layers = k.layers { guard let l = t.layer, layers.contains(l) else { return false } }
        if let roles = k.roles { guard let r = t.role, roles.contains(r) else { return false } }
        if let features = k.features, !features.contains(where: { $0.matches(t.feature, &b, tc) }) { return false }
        if let modules = k.modules, !modules.contains(where: { $0.matches(t.module, &b, tc) }) { return false }
        if let paths = k.paths {
            guard let p = t.path, paths.contains(where: { $0.match(TeamCheck.components(p, project)).matched }) else { return false }
        }
        if let names, !names.contains(where: { $0.matches(t.name, &b, tc) }) { return false }
        if let roles, !roles.contains(where: { role(t, $0, project) }) { return false }
        if let declaration, !declared(t, as: declaration.value, &b, project, tc) { return false }
        if let referencedFrom, !referenced(t, from: referencedFrom, project, tc) { return false }
        // After the keys: what it is not is often costlier to judge (a declaration, who names it).
        if let not { var nb = b; if not.value.matchesAll(t, &nb, project, tc) { return false } }
        return true
    }

    /// `allow_only:` — some key given matches.
    func matchesAny(_ t: Target, _ b: inout Bindings, _ project: ProjectIndex, _ tc: TemplateContext) -> Bool {
        if let anyOf, anyOf.contains(where: { $0.matchesAny(t, &b, project, tc) }) { return true }
        if let not { var nb = b; if !not.value.matchesAll(t, &nb, project, tc) { return true } }
        let k = keys
        if let layers = k.layers, let l = t.layer, layers.contains(l) { return true }
        if let roles = k.roles, let r = t.role, roles.contains(r) { return true }
        if let features = k.features, features.contains(where: { $0.matches(t.feature, &b, tc) }) { return true }
        if let modules = k.modules, modules.contains(where: { $0.matches(t.module, &b, tc) }) { return true }
        if let paths = k.paths, let p = t.path, paths.contains(where: { $0.match(TeamCheck.components(p, project)).matched }) { return true }
        if let names, names.contains(where: { $0.matches(t.name, &b, tc) }) { return true }
        if let roles, roles.contains(where: { role(t, $0, project) }) { return true }
        if let declaration, declared(t, as: declaration.value, &b, project, tc) { return true }
        if let referencedFrom, referenced(t, from: referencedFrom, project, tc) { return true }
        return false
    }

    /// Whether the target is a type of the project whose declaration matches `c`.
    func declared(_ t: Target, as c: Conditions, _ b: inout Bindings, _ project: ProjectIndex, _ tc: TemplateContext) -> Bool {
        guard !t.isModule, let ref = t.ref else { return false }
        let ev = ConditionEvaluator(file: project.files[ref.file], project: project, subject: tc)
        var x = b
        guard ev.holds(c, ref.index, &x) else { return false }
        b = x
        return true
    }

    /// Whether a file matching `m`, other than those declaring the type, names it (its type
    /// references: the rule asks for them in those files, `TeamRule.needs`).
    func referenced(_ t: Target, from m: FileMatcher, _ project: ProjectIndex, _ tc: TemplateContext) -> Bool {
        if t.isModule { return false }
        return m.names(t.name, project, tc)
    }

    static let implementationRoles: Set<ArchitectureRole> = [.usecase, .repository, .dataSource, .implementation]

    func role(_ t: Target, _ role: ArchitectureRole, _ project: ProjectIndex) -> Bool {
        if t.isModule { return false }
        if t.qualifier && TargetMatcher.implementationRoles.contains(role) { return false }
        if let ref = t.ref { return project.declaration(ref.index, of: project.files[ref.file], is: role) }
        return project.type(named: t.name, is: role)
    }
}

/// Conditions on a declaration: what `select:` picks (all must hold), what `require:` demands
/// (each that fails is a reason) and what `forbid:` refuses (each that holds is a reason). One
/// language for the three; `in:` is the selector's, `companion:`/`exists:` the requirement's.
public struct Conditions: Sendable, Equatable {
    public var files: FileMatcher?
    public var kinds: Set<DeclKind>? {
        didSet { kindBits = kinds.map(DeclKind.bits) ?? 0 }
    }
    /// `kinds` as a mask of `DeclKind.bit`: tested for every declaration of every file.
    var kindBits: UInt32 = 0
    /// Its keys in evaluation order (`ConditionEvaluator.Key`), set when it is read: a selector
    /// tries them for every declaration.
    var keyOrder: [ConditionEvaluator.Key]?
    var keys: [ConditionEvaluator.Key] { keyOrder ?? ConditionEvaluator.presentKeys(self) }
    public var names: [NameTemplate]?
    public var roles: Set<ArchitectureRole>?
    public var conformsTo: [NameTemplate]?
    /// `conforms_to: {…}` — it conforms to a protocol (or inherits a class) of the project that
    /// matches these conditions (`{is: usecase_contract, has: {name: execute}}`).
    public var conformsToMatching: Nested<Conditions>?
    public var conformsDirectlyTo: [NameTemplate]?
    /// `inherits_only:` — every name of its inheritance clause (and its extensions') is one of these.
    public var inheritsOnly: [NameTemplate]?
    /// `implements_requirement:` — a member whose name and labels are a requirement of the protocol
    /// its extension extends, or of a protocol of the project its type conforms to.
    public var implementsRequirement: Bool?
    public var attributes: [String]?
    public var modifiers: [String]?
    public var access: Set<AccessLevel>?
    public var enclosing: Nested<Conditions>?
    public var topLevel: Bool?
    public var stored: Bool?
    /// `wrapped:` — a property with a property wrapper (an attribute that is not Swift's own).
    public var wrapped: Bool?
    public var isStatic: Bool?
    public var isAsync: Bool?
    public var throwsClauses: Set<String>?
    public var mutability: String?
    public var type: TypeCondition?
    /// `initial:` — a property's initial value as written (its first tokens), or a case's raw value.
    public var initial: [NameTemplate]?
    public var returns: TypeCondition?
    /// `error_type:` — the error type of a typed `throws(…)`.
    public var errorType: TypeCondition?
    /// `generic:` — it has a generic parameter clause.
    public var generic: Bool?
    /// `operator:` — a function named by an operator (`static func ==`).
    public var isOperator: Bool?
    public var parameters: ParameterConditions?
    public var fileName: [NameTemplate]?
    public var folders: [LayoutGlob]?
    public var fileRoles: Set<FileRole>?
    public var imports: [NameTemplate]?
    public var functions: MemberCount?
    public var properties: MemberCount?
    public var has: Nested<Conditions>?
    /// `extensions:` — some extension of the type (anywhere in the project) matches these conditions.
    public var extensions: Nested<Conditions>?
    /// `implementations:` — some declaration of a type implementing the protocol (its own or one of
    /// its extensions, anywhere in the project; mocks and stand-ins are no implementations) matches these.
    public var implementations: Nested<Conditions>?
    /// `annotations:` — a generator's annotation comment just above it (`// sourcery: AutoMockable`) names each of these.
    public var annotations: [NameTemplate]?
    /// `referenced_from:` — a file of this selection, other than one declaring the type, names it.
    public var referencedFrom: FileMatcher?
    /// `attribute_argument:` — what the first argument of each attribute of these names is.
    public var attributeArgument: AttributeArgument?
    /// `raw_identifier:` — its name is a raw identifier (`` func `reads the code`() ``, Swift 6.2).
    public var rawIdentifier: Bool?
    public var not: Nested<Conditions>?
    public var anyOf: [Conditions]?
    public var companion: Companion?
    public var exists: [Existence]?
    /// The conditions as the document writes them (messages quote nested ones on one line).
    public var sourceEntries = TeamCheck.SourceEntries()
    public var source: String { sourceEntries.text }

    public init() {}

    public var isEmpty: Bool { isEmptyIgnoringSource }

    public struct MemberCount: Sendable, Equatable {
        public var count: Int?
        public var min: Int?
        public var max: Int?
        /// require: every member has one of these names (another is reported at its line); forbid: none has.
        public var names: [NameTemplate]?
        /// Only members with these access levels count (`[internal, package, public, open]`: not private).
        public var access: Set<AccessLevel>?
        /// Only members matching these conditions count.
        public var matching: Nested<Conditions>?
        /// Members declared in the type's extensions (anywhere in the project) count too.
        public var extensions = false
    }

    /// A type as written (`type:`, `returns:`, `error_type:`): patterns on its text, or conditions on
    /// the declaration it names (`{is: repository_contract}`). A type the project does not declare
    /// is judged by its name (`name:`) and what its name says (`is:`) only.
    public struct TypeCondition: Sendable, Equatable {
        public var templates: [NameTemplate]?
        public var declaration: Nested<Conditions>?
    }

    public struct ParameterConditions: Sendable, Equatable {
        public var count: Int?
        public var min: Int?
        public var max: Int?
        /// The argument labels in order (`_` for none).
        public var labels: [NameTemplate]?
        /// The parameter types in order, as written (`@escaping () -> Void`, `sending Item`, `Int`).
        public var types: [NameTemplate]?
        /// Some parameter's type matches one of these.
        public var someType: [NameTemplate]?
    }

    /// `attribute_argument: {name: ["@Test"], first: [string]}`.
    public struct AttributeArgument: Sendable, Equatable {
        public var names: [String]
        /// `string` (a string literal with text), `empty_string`, `none` (no arguments), `other`.
        public var first: Set<String>
    }

    public struct Companion: Sendable, Equatable {
        public var name: NameTemplate
        public var kinds: Set<DeclKind>?
        /// same_file, same_folder or anywhere.
        public var scope: String
    }

    /// `exists:` — another declaration (or an import) that must be there.
    public struct Existence: Sendable, Equatable {
        public var conditions: Nested<Conditions>
        /// Where: same_file, same_folder, same_feature, same_module, anywhere.
        public var scope: String
        public var line: Int
        /// Its `in:` file selector as written (messages).
        public var filesSource = ""
        /// Neither its conditions nor its `in:` hold a placeholder that changes from one declaration to
        /// the next (`{name}`, a capture; `{feature}` and `{module}` are the file's): its verdict
        /// depends on the file alone (`ConditionEvaluator.exists` keeps it per file).
        public var placeholderFree = false
    }
}

