public enum Severity: String, Sendable, Comparable {
    case warning
    case error

    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// A setting of one rule, written in `.archlint.yml` under `rules: <id>: <name>: <value>`.
public struct RuleOption: Sendable, Equatable {
    public var name: String
    /// The values it accepts (`["true", "false"]` for a switch).
    public var values: [String]
    public var defaultValue: String
    public var summary: String

    public init(name: String, values: [String], defaultValue: String, summary: String) {
        self.name = name
        self.values = values
        self.defaultValue = defaultValue
        self.summary = summary
    }

    public static func flag(_ name: String, default value: Bool, summary: String) -> RuleOption {
        RuleOption(name: name, values: ["true", "false"], defaultValue: value ? "true" : "false", summary: summary)
    }
}

/// Whether a rule's findings can be fixed by `archlint --fix`.
public enum FixAvailability: String, Sendable {
    case none
    /// Applied by `--fix`.
    case safe
    /// Applied only with `--fix --unsafe-fixes`.
    case unsafe
}

/// What a rule is: its fixed id, a title, the default severity, whether it
/// runs by default, its options, and the seed documents it comes from. The
/// rule's full document is `rules/<id>.md`.
public struct RuleDescriptor: Sendable {
    public var id: String
    public var title: String
    public var summary: String
    public var defaultSeverity: Severity
    /// Off-by-default rules run only when `only_rules`, `--rule` or
    /// `rules: <id>: severity:` turns them on.
    public var enabledByDefault: Bool
    public var options: [RuleOption]
    public var fix: FixAvailability
    public var sources: [String]
    /// What a finding is about: code (at the declaration or token it names), or the whole run
    /// (`layout-unrecognised`: reported once, at line 1 of the run's first file).
    public var scope: RuleScope = .code

    public init(id: String, title: String, summary: String, defaultSeverity: Severity = .error, enabledByDefault: Bool = true,
                options: [RuleOption] = [], fix: FixAvailability = .none, sources: [String], scope: RuleScope = .code) {
        self.id = id
        self.title = title
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.options = options
        self.fix = fix
        self.sources = sources
        self.scope = scope
    }
}

/// See `RuleDescriptor.scope`.
public enum RuleScope: String, Sendable {
    case code
    case run
}

/// A finding of one rule, before configuration (severity) and suppressions.
public struct Finding: Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var message: String
    /// For a finding the rule can fix: what the fix needs to know that the
    /// position alone does not say (the replacement value, the new name…). nil: no fix.
    public var fixHint: String?

    /// For a finding about a dependency (an import, a reference to a type): what is depended
    /// on. `archlint graph` draws the finding on that edge; nil for every other finding.
    public var dependency: Dependency?

    /// The rule's own exception that covers the finding (a team rule's `except:` entry): the
    /// engine keeps it as waived, with that reason, as it keeps one waived by a comment.
    public var waiver: RuleWaiver?
}

extension Finding {
    /// Through the memberwise initializer (in an extension, so that it stays): an initializer that
    /// set the fields one by one made the finding twice, and each one made and added to an array was
    /// copied and destroyed again (about 300 instructions a finding).
    public init(line: Int, column: Int, message: String, fixHint: String? = nil, dependency: Dependency? = nil) {
        self.init(line: line, column: column, message: message, fixHint: fixHint, dependency: dependency, waiver: nil)
    }
}

/// What a finding about a dependency is about: the type or module depended on and, when it is
/// not the module of the finding's file (a manifest's target dependency), the module that depends.
public struct Dependency: Sendable, Equatable {
    public enum Target: Sendable, Equatable {
        /// A type, by the name written in the code.
        case type(String)
        /// A module, by name.
        case module(String)
    }
    public var target: Target
    public var fromModule: String?

    public init(_ target: Target, fromModule: String? = nil) {
        self.target = target
        self.fromModule = fromModule
    }
    public static func type(_ name: String) -> Dependency { Dependency(.type(name)) }
    public static func module(_ name: String) -> Dependency { Dependency(.module(name)) }
}

/// A rule checks one file's declarations, with the project index for
/// cross-file facts, and reports findings. It does not read files, print, or
/// know about suppressions, configuration or reporters.
public protocol Rule: Sendable {
    var descriptor: RuleDescriptor { get }
    /// The facts the rule reads beyond every summary's defaults.
    var needs: RuleNeeds { get }
    func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding]
    /// The files the rule can find something in, by layer or role (`FileSelector.matches`), when it
    /// can tell before reading them; nil: any file. The engine does not ask `check` about the others.
    var checkedFiles: FileSelector? { get }
    /// Whether every message of its findings is on one line already (no line break or tab): the
    /// engine then reports them as they are, not scanned again for each finding.
    var messagesAreOneLine: Bool { get }
    /// The rule as a waiver judge, a baseline judge or a fixer, or nil: answered through the
    /// rule's witness table. A dynamic cast (`rule as? any SuppressionRule`) would scan the
    /// runtime's conformance records on first use in every process, about 50,000 instructions
    /// per rule and protocol: 6 % of a pre-commit run. The refining protocols supply these.
    var asSuppressionRule: (any SuppressionRule)? { get }
    var asBaselineRule: (any BaselineRule)? { get }
    var asFixableRule: (any FixableRule)? { get }
    var asCoverageRule: (any CoverageRule)? { get }
    var asReferenceScopedRule: (any ReferenceScopedRule)? { get }
}

/// A rule that reads a file's type references only to judge the declarations they reach by where
/// those are (their files' layer, role, feature, module): a file that can see no declaration it
/// could judge a break needs no references gathered for it (`ReferenceDemand`). The engine asks
/// this before a file's bodies are read, from where the project's files are and what it imports.
public protocol ReferenceScopedRule: Rule {
    /// Its needs when a file's references cannot break it: `needs` but the references.
    var needsWithoutReferences: RuleNeeds { get }
    /// For a file of `context`, what says whether a reference to a declaration in a file of a
    /// given context can break the rule; nil when the rule reads no reference of the file.
    /// `project` holds no file: only the configuration is read.
    func referenceJudge(from context: FileContext, _ project: ProjectIndex) -> ((FileContext) -> Bool)?
    /// Whether `referenceJudge` reads the file's path (else only its layer, role, feature, module
    /// and whether it is under `Sources/`).
    var referenceJudgeReadsPath: Bool { get }
}

extension Rule {
    public var id: String { descriptor.id }
    public var needs: RuleNeeds { .nothing }
    public var checkedFiles: FileSelector? { nil }
    public var messagesAreOneLine: Bool { false }
    public var asSuppressionRule: (any SuppressionRule)? { nil }
    public var asBaselineRule: (any BaselineRule)? { nil }
    public var asFixableRule: (any FixableRule)? { nil }
    public var asCoverageRule: (any CoverageRule)? { nil }
    public var asReferenceScopedRule: (any ReferenceScopedRule)? { nil }
}

/// A set of files, by layer or by role: where a rule needs a fact collected. Kept as one bit per
/// layer and per role (`Layer.bit`, `FileRole.bit`): every file tests every fact's selector, and a
/// rule read back from the cache makes its selectors without building a set.
public struct FileSelector: Sendable, Equatable {
    var layerBits: UInt32
    var roleBits: UInt32

    public init(layers: Set<Layer> = [], roles: Set<FileRole> = []) {
        layerBits = layers.reduce(0) { $0 | $1.bit }
        roleBits = roles.reduce(0) { $0 | $1.bit }
    }

    init(layerBits: UInt32, roleBits: UInt32) {
        self.layerBits = layerBits
        self.roleBits = roleBits
    }

    public var layers: Set<Layer> {
        get { Set(Layer.all.filter { layerBits & $0.bit != 0 }) }
        set { layerBits = newValue.reduce(0) { $0 | $1.bit } }
    }
    public var roles: Set<FileRole> {
        get { Set(FileRole.all.filter { roleBits & $0.bit != 0 }) }
        set { roleBits = newValue.reduce(0) { $0 | $1.bit } }
    }

    public static let none = FileSelector()
    public static let allLayers = FileSelector(layers: [.domain, .data, .presentation, .tests, .other])
    public static func layers(_ l: Layer...) -> FileSelector { FileSelector(layers: Set(l)) }
    public static func roles(_ r: FileRole...) -> FileSelector { FileSelector(roles: Set(r)) }

    public var isEmpty: Bool { layerBits | roleBits == 0 }

    @inline(__always)
    public func matches(_ context: FileContext) -> Bool {
        layerBits & context.layer.bit != 0 || roleBits & context.role.bit != 0
    }

    public func union(_ other: FileSelector) -> FileSelector {
        FileSelector(layerBits: layerBits | other.layerBits, roleBits: roleBits | other.roleBits)
    }

    /// `self = union(other)`.
    public mutating func formUnion(_ other: FileSelector) {
        layerBits |= other.layerBits
        roleBits |= other.roleBits
    }
}

/// The facts a rule needs from each file, beyond what every summary keeps
/// (protocols and their requirements everywhere; types, extensions and their
/// methods under `Sources/`; types under `Tests/`; imports; the file's path and
/// context). The engine gathers the union of every enabled rule's needs once,
/// per file, and never asks which rule wanted what.
public struct RuleNeeds: Sendable, Equatable {
    /// Capitalised identifiers used in code (type references), each with its
    /// position and its innermost enclosing declaration.
    public var typeReferences: FileSelector = .none
    /// Every declaration of the file (properties, initializers, cases, nested
    /// types, top-level functions…) with full detail: parameter names, types and
    /// positions, return types, property types and initializers, attributes.
    public var memberDetail: FileSelector = .none
    /// Properties of types, with their type annotations and initializers (less than `memberDetail`).
    public var propertyDetail: FileSelector = .none
    /// Attributes with their arguments and positions (`@Test("…")`), on every
    /// declaration of the file that carries attributes, top-level functions
    /// included (functions without attributes are not kept for this fact).
    public var attributes: FileSelector = .none
    /// The file's code tokens (comments excluded), with the token range of every
    /// kept declaration's body: rules scan bodies for calls and values.
    public var bodyTokens: FileSelector = .none
    /// Uses of these (lower-case) identifiers in code, with positions: calls and member accesses.
    public var identifierUses: [String: FileSelector] = [:]
    /// Every type and extension of the file, nested ones with the declarations that enclose them
    /// (less than `memberDetail`): what another file's type references are resolved against.
    public var typeDeclarations: FileSelector = .none
    /// The declarations that can own a type reference as `via: reference` reads owners: types,
    /// extensions, and every declaration with a generic parameter clause, with the clause and
    /// nothing more of its detail (less than `memberDetail`; `FilePlan.referenceOwners`).
    public var referenceOwners: FileSelector = .none
    /// The names of the type references hashed (and each made once per file): a `via: reference`
    /// rule probes the project's type names with the hash (`FileSummary.referenceHashes`).
    public var referenceHashes: FileSelector = .none

    public init(typeReferences: FileSelector = .none, memberDetail: FileSelector = .none, propertyDetail: FileSelector = .none,
                attributes: FileSelector = .none, bodyTokens: FileSelector = .none, identifierUses: [String: FileSelector] = [:]) {
        self.typeReferences = typeReferences
        self.memberDetail = memberDetail
        self.propertyDetail = propertyDetail
        self.attributes = attributes
        self.bodyTokens = bodyTokens
        self.identifierUses = identifierUses
    }

    public static let nothing = RuleNeeds()

    public func union(_ o: RuleNeeds) -> RuleNeeds {
        var u = self
        u.formUnion(o)
        return u
    }

    /// `self = union(o)`, in place.
    public mutating func formUnion(_ o: RuleNeeds) {
        typeReferences.formUnion(o.typeReferences)
        memberDetail.formUnion(o.memberDetail)
        propertyDetail.formUnion(o.propertyDetail)
        attributes.formUnion(o.attributes)
        bodyTokens.formUnion(o.bodyTokens)
        typeDeclarations.formUnion(o.typeDeclarations)
        referenceOwners.formUnion(o.referenceOwners)
        referenceHashes.formUnion(o.referenceHashes)
        for (name, sel) in o.identifierUses { identifierUses[name, default: .none].formUnion(sel) }
    }

    /// The union of the needs of `rules`.
    public static func of(_ rules: [any Rule]) -> RuleNeeds {
        var needs = RuleNeeds()
        for r in rules { needs.formUnion(r.needs) }
        return needs
    }

    /// What one file gets, decided from its context before it is scanned.
    public func plan(for context: FileContext) -> FilePlan {
        var uses: [String] = []
        for (name, sel) in identifierUses where sel.matches(context) { uses.append(name) }
        return FilePlan(typeReferences: typeReferences.matches(context), memberDetail: memberDetail.matches(context),
                        propertyDetail: propertyDetail.matches(context) || memberDetail.matches(context),
                        attributes: attributes.matches(context) || memberDetail.matches(context),
                        bodyTokens: bodyTokens.matches(context), identifierUses: uses.sorted(),
                        typeDeclarations: typeDeclarations.matches(context), referenceOwners: referenceOwners.matches(context),
                        referenceHashes: referenceHashes.matches(context))
    }
}
