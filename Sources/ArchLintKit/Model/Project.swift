import Dispatch

/// A use of an identifier in code (not in a comment or string literal).
public struct TypeReference: Sendable, Equatable {
    public var name: String
    public var line: Int
    public var column: Int
    /// Index, in the summary's declarations, of the innermost kept declaration
    /// whose extent contains the use (-1: none, at file level).
    public var owner: Int32 = -1
    /// How the identifier is used (recorded for `identifierUses`; type references are `.plain`).
    public var usage: IdentifierUsage = .plain
    /// Called: the next code token is `(` (`Date()`, `print(x)`).
    public var call = false

    public init(name: String, line: Int, column: Int, owner: Int32 = -1, usage: IdentifierUsage = .plain, call: Bool = false) {
        self.name = name
        self.line = line
        self.column = column
        self.owner = owner
        self.usage = usage
        self.call = call
    }

}

/// What an identifier token is, beyond a use: `print(x)` is `.plain`; `logger.print(x)` a
/// `.member` access; `func print()` a `.declaration`; `f(print: true)` an argument `.label`.
public enum IdentifierUsage: UInt8, Sendable {
    case plain, member, declaration, label
    /// A type reference that qualifies a nested type (`CalculateScoreUseCase.Input`): the use is of
    /// the nested type, which its outer type only namespaces.
    case qualifier
}

/// A code token kept with its text, for rules that read bodies.
public struct SourceToken: Sendable, Equatable {
    public var kind: TokenKind
    public var text: String
    public var line: Int32
    public var column: Int32
    public var flags: TokenFlags

    public init(kind: TokenKind, text: String, line: Int32, column: Int32, flags: TokenFlags = []) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
        self.flags = flags
    }

    public func isPunct(_ s: String) -> Bool { (kind == .punctuation || kind == .operator) && text == s }
}

/// What the rules need of one file, kept after its tokens are dropped. Which
/// optional facts are present follows the file's plan (`RuleNeeds.plan(for:)`).
/// The modules whose types a file can name: its own and the ones it imports; nil when the
/// file's module is unknown (then no declaration is ruled out by its module). The graph and
/// team rules' `via: reference` resolve names through it.
public struct VisibleModules: Sendable {
    let own: String
    /// A file's few imported modules, compared in turn (a set hashed each of them, and each module
    /// asked about).
    let imports: [String]

    init?(_ file: FileSummary) {
        guard let own = file.context.module else { return nil }
        self.own = own
        imports = file.syntax.imports.map(ProjectIndex.importedModule)
    }

    /// Whether a declaration in `module` can be named from the file. A declaration in no module
    /// of the run (a file outside every target its manifests describe: an app target's, a script's)
    /// cannot: a module never imports an app, and a file of another package is not in this one.
    /// (A file outside every module sees them all: `init` gives nil.)
    func contains(_ module: String?) -> Bool {
        guard let module else { return false }
        return module == own || imports.contains(module)
    }
}

/// A file's reference names, each plain identifier once (`FileSummary.referenceNames`): a rule
/// that probes the project's type names with them does so once per name, not once per reference.
struct ReferenceNames: Sendable {
    /// For each of the file's references, in order, its name's index in `names` (-1: not a plain
    /// identifier, never probed by hash).
    var of: [Int32] = []
    /// The names, as first met, and their `DeclaredNames.hash`.
    var names: [String] = []
    var hashes: [UInt64] = []
}

public struct FileSummary: Sendable {
    public var context: FileContext
    public var syntax: FileSyntax
    /// Capitalised identifiers used in code (`RuleNeeds.typeReferences`).
    public var references: [TypeReference]
    /// With `FilePlan.referenceHashes`: the references' names, each plain one once, with its
    /// `DeclaredNames.hash`; empty otherwise. Beside the references, not in them: a larger
    /// `TypeReference` is copied through its value witnesses by every rule that reads one.
    var referenceNames = ReferenceNames()
    /// Uses of the identifiers named by `RuleNeeds.identifierUses`.
    public var identifierUses: [TypeReference] = []
    /// The file's code tokens (`RuleNeeds.bodyTokens`), comments excluded.
    public var codeTokens: [SourceToken] = []
    /// For each declaration, the range of `codeTokens` inside its body braces
    /// (empty without a body); empty when the plan has no body tokens.
    public var bodyRanges: [Range<Int32>] = []
    public var suppressions: Suppressions
    /// Every named declaration with its extent: where a finding is (baseline keys).
    public var outline: DeclarationOutline
    /// Written by a generator (`GeneratedSource`): indexed, so its declarations count, but no rule
    /// reports on it.
    public var isGenerated = false
    /// Its index in the project's files while the engine checks it (`Linter.finish`), -1 elsewhere:
    /// what a rule records about the file can be read back by number, no path hashed (`RunMarks`).
    var number: Int32 = -1

    public var path: String { context.path }

    public init(context: FileContext, syntax: FileSyntax, references: [TypeReference] = [], suppressions: Suppressions = Suppressions(),
                outline: DeclarationOutline = DeclarationOutline()) {
        self.context = context
        self.syntax = syntax
        self.references = references
        self.suppressions = suppressions
        self.outline = outline
    }

    public var declarations: [Declaration] { syntax.declarations }

    /// The code tokens of declaration `i`'s body (empty without body tokens or a body).
    public func body(of i: Int) -> ArraySlice<SourceToken> {
        guard i < bodyRanges.count else { return [] }
        let r = bodyRanges[i]
        return codeTokens[Int(r.lowerBound)..<Int(r.upperBound)]
    }

    /// The innermost type or extension that contains declaration `i` (itself excluded).
    public func enclosingType(of i: Int) -> Int? {
        var p = syntax.declarations[i].parent
        while let q = p {
            if syntax.declarations[q].kind.hasMembers { return q }
            p = syntax.declarations[q].parent
        }
        return nil
    }

    /// The innermost type or extension containing a use (the use's owner itself when it is one).
    public func enclosingType(of use: TypeReference) -> Int? {
        guard use.owner >= 0 else { return nil }
        let o = Int(use.owner)
        return syntax.declarations[o].kind.hasMembers ? o : enclosingType(of: o)
    }

    /// The outermost type or extension containing a use.
    public func outermostType(of use: TypeReference) -> Int? {
        guard var t = enclosingType(of: use) else { return nil }
        while let up = enclosingType(of: t) { t = up }
        return t
    }
}

/// A declaration together with the file it lives in.
public struct DeclRef: Sendable, Hashable {
    public var file: Int
    public var index: Int
}

/// The kinds of contract the seeds define.
public enum ContractKind: String, Sendable, CaseIterable {
    case useCase = "UseCase"
    case repository = "Repository"
    case dataSource = "DataSource"
}

/// The architecture's vocabulary, as the seeds define it and the conventions
/// (`naming:` in `.archlint.yml`) spell it.
public struct Vocabulary: Sendable {
    /// The conventions behind one reference: a vocabulary is copied into every template context (one
    /// per file and team rule), and a copy of the conventions retained each of their strings and arrays.
    private final class Box: Sendable {
        let conventions: Conventions
        init(_ conventions: Conventions) { self.conventions = conventions }
    }

    private let box: Box
    public var conventions: Conventions { box.conventions }

    public init(_ conventions: Conventions = Conventions()) {
        box = Box(conventions)
    }

    /// The folder where protocols are contracts of one kind: `Domain/UseCases`,
    /// `Domain/Repositories`, `Data/DataSources` (under `Sources/`).
    public func contractFolderKind(_ ctx: FileContext) -> ContractKind? {
        guard ctx.inSources else { return nil }
        switch ctx.role {
        case .domainUseCases: return .useCase
        case .domainRepositories: return .repository
        case .dataDataSources: return .dataSource
        default: return nil
        }
    }

    /// Folders whose protocols are contracts.
    public func isContractFolder(_ ctx: FileContext) -> Bool { contractFolderKind(ctx) != nil }

    /// The kind a contract's name spells: `GetCharacterUseCaseContract` (suffix
    /// convention) or `FetchUsersUseCase` (impl convention). The kind alone (`UseCase`,
    /// `RepositoryContract`) names a base protocol, not a contract (`isBaseProtocolName`).
    public func contractKind(ofName name: String) -> ContractKind? {
        // On the bytes, with no base string built: every inherited name of a run passes here.
        var copy = name
        let byKind = conventions.contractPatternsByKind
        return copy.withUTF8 { u -> ContractKind? in
            if !byKind.isEmpty {
                // Each kind by its own patterns: `GetMoviesUseCase` under `{usecase: "{Name}"}`, `MoviesRepositoryProtocol`.
                for k in ContractKind.allCases {
                    let kind = k.rawValue.utf8
                    for p in conventions.contractPatterns(for: k) {
                        let pre = p.prefix.utf8, suf = p.suffix.utf8
                        guard u.count > pre.count + suf.count + kind.count, u.starts(with: pre),
                              u[(u.count - suf.count)...].elementsEqual(suf) else { continue }
                        if !pre.isEmpty, !(u[pre.count] >= 0x41 && u[pre.count] <= 0x5A) { continue }
                        let baseEnd = u.count - suf.count
                        if u[(baseEnd - kind.count)..<baseEnd].elementsEqual(kind) { return k }
                    }
                }
                return nil
            }
            for p in conventions.contractPatterns {
                let pre = p.prefix.utf8, suf = p.suffix.utf8
                guard u.count > pre.count + suf.count, u.starts(with: pre),
                      u[(u.count - suf.count)...].elementsEqual(suf) else { continue }
                if !pre.isEmpty, !(u[pre.count] >= 0x41 && u[pre.count] <= 0x5A) { continue }
                let baseEnd = u.count - suf.count, baseCount = baseEnd - pre.count
                for k in ContractKind.allCases {
                    let kind = k.rawValue.utf8
                    guard baseCount >= kind.count, u[(baseEnd - kind.count)..<baseEnd].elementsEqual(kind) else { continue }
                    if baseCount > kind.count { return k }
                    break
                }
            }
            return nil
        }
    }

    /// `UseCase`, `Repository`, `DataSource` (also with the contract suffix): a base
    /// protocol that contracts refine (`protocol FetchUsersUseCase: UseCase`), not a contract.
    public func isBaseProtocolName(_ name: String) -> Bool {
        let base = baseName(ofContract: name)
        return ContractKind.allCases.contains { $0.rawValue == base }
    }

    /// The kind a protocol's name spells where it is declared. Under `impl` a name is all
    /// there is, and a `…DataSource` protocol of the Presentation layer is a UI data
    /// source (UIKit's `UITableViewDataSource` pattern), not the Data layer's contract.
    func spelledContractKind(_ name: String, in ctx: FileContext) -> ContractKind? {
        let kind = contractKind(ofName: name)
        if kind == .dataSource && conventions.contracts == .impl && ctx.layer == .presentation { return nil }
        return kind
    }

    /// A protocol declared under `Sources/` that is a contract: by its folder or its name.
    /// A base protocol is not a contract: contracts refine it. Either generic
    /// (`protocol UseCase<Input, Output>`, or with `associatedtype` requirements) or
    /// named after the kind alone (`protocol UseCase: Sendable {}`).
    /// A protocol named by an empty escaped identifier (`` protocol `` `` ``, which the compiler rejects) is none.
    public func contractKind(of d: Declaration, in ctx: FileContext, members: [Declaration] = []) -> ContractKind? {
        guard d.kind == .protocol, ctx.inSources, !d.hasGenericParameters, d.name != "``", !isBaseProtocolName(d.name) else { return nil }
        if members.contains(where: { $0.kind == .associatedtype }) { return nil }
        return contractFolderKind(ctx) ?? spelledContractKind(d.name, in: ctx)
    }

    /// `contractKind(of:in:members:)` for declaration `i` of a file's syntax.
    public func contractKind(of i: Int, in syntax: FileSyntax, _ ctx: FileContext) -> ContractKind? {
        let d = syntax.declarations[i]
        guard d.kind == .protocol, ctx.inSources, !d.hasGenericParameters, d.name != "``", !isBaseProtocolName(d.name) else { return nil }
        let spelled = spelledContractKind(d.name, in: ctx)
        guard let kind = contractFolderKind(ctx) ?? spelled else { return nil }
        if spelled == nil, !isFolderContract(i, in: syntax, ctx) { return nil }
        if spelled == nil, kind == .useCase, Vocabulary.isHelperProtocol(i, in: syntax) { return nil }
        var k = i + 1
        let stop = i < syntax.descendantsEnd.count ? Int(syntax.descendantsEnd[i]) : k
        while k < stop {
            if syntax.declarations[k].kind == .associatedtype && syntax.declarations[k].parent == i { return nil }
            k += 1
        }
        return kind
    }

    /// A protocol whose name spells no contract is one by its folder: every protocol of a layer's
    /// contract folder (`Domain/UseCases/`, `Data/DataSources/`). Where the folder was told by a
    /// role folder alone (`MyApp/Interactors/`, no layer folder) or by a glob (a VIP scene's
    /// `*Interactor.swift`), only the file's own contract: its first protocol, when no protocol of
    /// the file spells a contract. The helpers such a file declares beside it
    /// (`SystemNotificationsCenter`, a scene's `…DataStore`) are not contracts.
    func isFolderContract(_ i: Int, in syntax: FileSyntax, _ ctx: FileContext) -> Bool {
        let weak = ctx.source == .globs || (ctx.source == .layerFolders && !Paths.components(ctx.path).dropLast().contains { Layout.layerFolder($0) != nil })
        guard weak else { return true }
        for k in syntax.declarations.indices where syntax.declarations[k].kind == .protocol && syntax.declarations[k].parent == nil {
            if k == i { continue }
            if spelledContractKind(syntax.declarations[k].name, in: ctx) != nil { return false }
            if k < i { return false }
        }
        return true
    }

    /// Names of domain helpers, not UseCases, when a protocol's implementation in its own file
    /// carries one (`RecoveryModifierService: RecoveryModifying`, `SpatialTrainingAnalyzer`).
    static let helperSuffixes = ["Service", "Analyzer", "Calculator", "Manager", "Provider", "Helper", "Engine",
                                 "Evaluator", "Generator", "Formatter", "Validator", "Builder", "Estimator"]

    /// A protocol of a UseCases folder that names no UseCase and is a delegate (`EmojiDidSelectDelegate`)
    /// or a domain helper's contract (its file implements it with a `…Service`, `…Analyzer`… that
    /// is not named a UseCase): not a UseCase contract.
    static func isHelperProtocol(_ i: Int, in syntax: FileSyntax) -> Bool {
        let decls = syntax.declarations
        let name = decls[i].name
        if name.hasSuffix("Delegate") { return true }
        for d in decls where d.parent == nil && d.kind.hasMembers && d.kind != .protocol && d.kind != .extension {
            guard d.inherited.contains(where: { ProjectIndex.inheritedName(Substring($0)) == name }) else { continue }
            if d.name.contains("UseCase") || d.name.contains("Interactor") { return false }
            if helperSuffixes.contains(where: { d.name.hasSuffix($0) }) { return true }
        }
        return false
    }

    /// `GetCharacterUseCase` → `GetCharacterUseCaseContract`: the preferred contract pattern applied.
    public func contractName(forBase base: String) -> String {
        conventions.contractPatterns(for: Vocabulary.kind(ofBase: base))[0].apply(base)
    }

    /// The kind a base name ends with: `GetMoviesUseCase` → UseCase.
    static func kind(ofBase base: String) -> ContractKind? {
        ContractKind.allCases.first { base.hasSuffix($0.rawValue) && base.utf8.count > $0.rawValue.utf8.count }
    }

    /// The name without what a non-plain contract pattern adds (`GetCharacterUseCaseContract` →
    /// `GetCharacterUseCase`, `IMoviesRepository` → `MoviesRepository` under `I{Name}`); else the name.
    public func baseName(ofContract name: String) -> String {
        if !conventions.contractPatternsByKind.isEmpty {
            // A kind's pattern strips only what gives a base of that kind.
            for k in ContractKind.allCases {
                for p in conventions.contractPatterns(for: k) where !p.isPlain {
                    if let b = p.base(of: name), b.hasSuffix(k.rawValue) { return b }
                }
            }
        }
        for p in conventions.contractPatterns where !p.isPlain {
            if let b = p.base(of: name) { return b }
        }
        return name
    }

    /// Whether `name` is spelled by one of the contract patterns (always, when `{Name}` is one).
    public func matchesContractPattern(_ name: String, kind: ContractKind? = nil) -> Bool {
        conventions.contractPatterns(for: kind).contains { $0.base(of: name) != nil }
    }

    /// The implementation patterns of a contract: those of its kind (`naming.implementation` per kind).
    public func implementationPatterns(forContract name: String, kind: ContractKind? = nil) -> [NamePattern] {
        conventions.implementationPatterns(for: kind ?? contractKind(ofName: name))
    }

    /// The implementation's expected name: the preferred implementation pattern of the contract's
    /// kind applied to the contract's base (`GetCharacterUseCase`; `FetchUsersUseCaseImpl` under
    /// `{Name}Impl`); the first pattern that spells a name (`*{Name}` spells none).
    public func implementationName(forContract name: String, kind: ContractKind? = nil) -> String {
        let p = implementationPatterns(forContract: name, kind: kind).first(where: \.spellsName) ?? NamePattern("{Name}")!
        return p.apply(baseName(ofContract: name))
    }

    /// Every accepted implementation name of a contract that a pattern spells: each implementation
    /// pattern applied to its base (and to the base without a `Protocol`/`Contract`/`Interface` it
    /// should not carry).
    public func implementationNames(forContract name: String, kind: ContractKind? = nil) -> [String] {
        let bases = implementationBases(forContract: name)
        return bases.flatMap { b in implementationPatterns(forContract: name, kind: kind).filter(\.spellsName).map { $0.apply(b) } }
    }

    /// Whether `type` is named as an implementation of the contract may be (`*{Name}` included).
    public func acceptsImplementationName(_ type: String, forContract name: String, kind: ContractKind? = nil) -> Bool {
        let patterns = implementationPatterns(forContract: name, kind: kind)
        return implementationBases(forContract: name).contains { b in patterns.contains { $0.matches(type, base: b) } }
    }

    func implementationBases(forContract name: String) -> [String] {
        var bases = [baseName(ofContract: name)]
        for suffix in ["Protocol", "Contract", "Interface"] where bases[0].hasSuffix(suffix) && bases[0].count > suffix.count {
            bases.append(String(bases[0].dropLast(suffix.count)))
        }
        return bases
    }

    /// A mock's name: `…Mock`, `Mock…` followed by a capital letter (either shorthand), or a name
    /// that a configured mock pattern spells (`{Name}Spy`, `Fake{Name}`).
    public static func isMockName(_ name: String) -> Bool {
        if name.hasSuffix("Mock") { return true }
        guard name.hasPrefix("Mock"), name.utf8.count > 4 else { return false }
        let c = name.utf8[name.utf8.index(name.utf8.startIndex, offsetBy: 4)]
        return c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")
    }

    public func isMockName(_ name: String) -> Bool {
        if Vocabulary.isMockName(name) { return true }
        return conventions.mockPatterns.contains { !$0.isPlain && $0.base(of: name) != nil }
    }

    /// A stand-in for previews and tests (`PreviewGetCharacterUseCase`, `CharacterRepositoryStub`,
    /// `FakeClock`): one of its camel-case words is Mock, Stub, Fake, Dummy, Spy or Preview.
    /// Stand-ins conform to contracts without being their implementations.
    public static func isStandInName(_ name: String) -> Bool {
        var name = name
        // Read in place (a native string is contiguous after this): no array per name.
        return name.withUTF8 { isStandInName(utf8: $0) }
    }

    static func isStandInName(utf8 u: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        var k = 1
        while k <= u.count {
            if k == u.count || (u[k] >= 0x41 && u[k] <= 0x5A) {
                switch k - start {
                case 3: if u[start] == 0x53, u[start + 1] == 0x70, u[start + 2] == 0x79 { return true }  // Spy
                case 4:
                    let w = u[start..<k]
                    if w.elementsEqual("Mock".utf8) || w.elementsEqual("Stub".utf8) || w.elementsEqual("Fake".utf8) { return true }
                case 5: if u[start..<k].elementsEqual("Dummy".utf8) { return true }
                case 7: if u[start..<k].elementsEqual("Preview".utf8) { return true }
                default: break
                }
                start = k
            }
            k += 1
        }
        return false
    }

    /// The mock of a contract as the conventions name it: `GetCharacterUseCaseMock`, `MockFetchUsersUseCase`.
    public func mockName(forContract name: String) -> String {
        conventions.mockPatterns[0].apply(baseName(ofContract: name))
    }

    /// Every name a mock of the contract may take: the configured mock patterns, then both shorthands.
    public func mockNames(forBase base: String) -> [String] {
        var out = conventions.mockPatterns.map { $0.apply(base) }
        for alt in [base + "Mock", "Mock" + base] where !out.contains(alt) { out.append(alt) }
        return out
    }

    /// The name a mock mocks: `GetCharacterUseCaseMock` / `MockGetCharacterUseCase` → `GetCharacterUseCase`.
    public static func mockedName(_ mock: String) -> String? {
        if mock.hasSuffix("Mock") && mock.utf8.count > 4 { return String(mock.dropLast(4)) }
        if isMockName(mock) { return String(mock.dropFirst(4)) }
        return nil
    }

    /// `mockedName`, first by the configured mock patterns (`GetMoviesUseCaseSpy` → `GetMoviesUseCase`).
    public func mockedName(_ mock: String) -> String? {
        for p in conventions.mockPatterns where !p.isPlain {
            if let b = p.base(of: mock) { return b }
        }
        return Vocabulary.mockedName(mock)
    }
}

/// The cross-file index the rules consult, built once from every file's
/// summary (never by reading files again).
public struct ProjectIndex: Sendable {
    /// The tables, behind one reference: an index is passed, captured and held by every evaluator
    /// of team rules, and a copy of it is one retain (it was one per table, some forty).
    final class Storage: @unchecked Sendable {
        let t: Tables
        init(_ t: Tables) { self.t = t }
    }
    let storage: Storage

    /// What the index holds, filled once by `init` and never changed after (read through `storage`).
    struct Tables {
        // Each documented at its accessor below.
        init(files: [FileSummary], configuration: Configuration, vocabulary: Vocabulary) {
            self.files = files
            self.configuration = configuration
            self.vocabulary = vocabulary
        }
        var files: [FileSummary]
        var configuration: Configuration
        var vocabulary: Vocabulary
        let runMarks = RunMarks()
        let typePaths = TypePathCache()
        let pathComponents = PathComponentsCache()
        let declaredNames = DeclaredNames()
        let topLevelVerdicts = TopLevelVerdicts()
        let lazyTables = LazyTables()
        var protocols: [String: [DeclRef]] = [:]
        var namedInDomainOrPresentation: [String: [Int32]] = [:]
        var namedInDTOs: Set<String> = []
        var types: [String: [DeclRef]] = [:]
        var extensions: [String: [DeclRef]] = [:]
        var contracts: [String: ContractKind] = [:]
        var implementations: [String: [String]] = [:]
        var contractKindsPresent: Set<ContractKind> = []
        var implementers: [String: [String]] = [:]
        var dtoTypeNames: Set<String> = []
        var typeLayerBits: [String: UInt8] = [:]
        var mocks: [String: [DeclRef]] = [:]
        var testDoubles: [String: [String]] = [:]
        var testFileNames: Set<String> = []
        var superclassCandidates: Set<String> = []
        var featuresWithTests: Set<String> = []
        var domainFeatures: Set<String> = []
        var domainErrors: [String: [DeclRef]] = [:]
        var otherDomainErrors: [String: [DeclRef]] = [:]
        var protocolSendability: [String: Bool?] = [:]
        var filesPerLayer: [Layer: Int] = [:]
        var firstPath: String?
        var moduleLayers: [String: Layer] = [:]
        var moduleImporters: [String: Set<String>] = [:]
        var importedNames: Set<String> = []
        var moduleFeatures: [String: String] = [:]
        var roleFolders: [RoleKey: String] = [:]
        var layerRoots: [LayerKey: String] = [:]
        var roleSpellings: [FileRole: RoleSpelling] = [:]
        var roleOrganised: Set<LayerKey> = []
        var testFolders: [String?: TestFolders] = [:]
        var edgesByManifest: [String: [ModuleEdge]] = [:]
    }

    public var files: [FileSummary] { storage.t.files }
    /// The run's configuration: rules read the conventions and their options from it.
    public var configuration: Configuration { storage.t.configuration }
    public var conventions: Conventions { configuration.conventions }
    public var vocabulary: Vocabulary { storage.t.vocabulary }
    /// What rules noted while checking this run's files (a team rule whose selection held), for
    /// what they say after it (`CoverageRule`): one per index, so per run.
    var runMarks: RunMarks { storage.t.runMarks }
    /// The qualified paths of the types of a name, made once per run (`resolveType`).
    var typePaths: TypePathCache { storage.t.typePaths }
    /// Each path's components for the path globs of team rules, made once per run.
    var pathComponents: PathComponentsCache { storage.t.pathComponents }
    /// The project's plain type and protocol names with their top-level declarations, made once per
    /// run on first use (`via: reference` judges each distinct name of a file with one probe).
    var declaredNames: DeclaredNames { storage.t.declaredNames }
    /// Whether a reference to a name declared only at the top level breaks a `via: reference`
    /// check, per kind of file (`TopLevelVerdicts`): judged once per run, not once per file.
    var topLevelVerdicts: TopLevelVerdicts { storage.t.topLevelVerdicts }
    /// Files by name and declarations by inherited name, made on first use (`exists:`).
    var lazyTables: LazyTables { storage.t.lazyTables }
    /// Protocols by name (a name may be declared more than once).
    public var protocols: [String: [DeclRef]] { storage.t.protocols }
    /// The files of the Domain and Presentation layers (under Sources/) that name a type, up to 3
    /// per name: see `isUsedOnlyByData(_:)`.
    public var namedInDomainOrPresentation: [String: [Int32]] { storage.t.namedInDomainOrPresentation }
    /// The names the DTO files (`Data/DTOs`) use.
    public var namedInDTOs: Set<String> { storage.t.namedInDTOs }
    /// Classes, structs, enums and actors by name, nested ones included.
    public var types: [String: [DeclRef]] { storage.t.types }
    /// Extensions by the last component of the extended type.
    public var extensions: [String: [DeclRef]] { storage.t.extensions }
    /// The project's contracts (protocols under `Sources/`, see `Vocabulary.contractKind`) by name.
    public var contracts: [String: ContractKind] { storage.t.contracts }
    /// Types under `Sources/` that conform to a contract (a project one, or a
    /// name the conventions spell as one), with the contracts they implement.
    /// Mocks and stand-ins (`Vocabulary.isStandInName`) are not implementations.
    public var implementations: [String: [String]] { storage.t.implementations }
    /// The kinds of contract the run declares or implements: a rule about UseCases has
    /// nothing to say on a project without any (most of a library's files).
    public var contractKindsPresent: Set<ContractKind> { storage.t.contractKindsPresent }
    /// The inverse of `implementations`: for each contract, the types implementing it.
    public var implementers: [String: [String]] { storage.t.implementers }
    /// Top-level type names declared in `Data/DTOs/` files.
    public var dtoTypeNames: Set<String> { storage.t.dtoTypeNames }
    /// For each name of a top-level type (protocols included) declared under `Sources/`,
    /// the layers declaring it, as bits (`typeLayers(of:)`, `declares(_:in:)`).
    var typeLayerBits: [String: UInt8] { storage.t.typeLayerBits }
    /// Mock types (`Vocabulary.isMockName`) declared under `Tests/`, by name.
    public var mocks: [String: [DeclRef]] { storage.t.mocks }
    /// For each contract, the types of test files conforming to it: its test doubles, whatever
    /// their names (`MoviesRepositorySpy`, `FakeMoviesRepository`, `MockedMoviesRepository`).
    public var testDoubles: [String: [String]] { storage.t.testDoubles }
    /// Names (without `.swift`) of the files under `Tests/`.
    public var testFileNames: Set<String> { storage.t.testFileNames }
    /// Names that some class lists first in its inheritance clause: possible superclasses.
    public var superclassCandidates: Set<String> { storage.t.superclassCandidates }
    /// Features with at least one file under `Tests/` in the run: a cross-file
    /// rule about tests or mocks can only tell when the feature's tests are there.
    public var featuresWithTests: Set<String> { storage.t.featuresWithTests }
    /// Features that follow the layered layout: a file of theirs is under `Sources/…/Domain/`
    /// (a library with a `Sources/<Target>/Data/` folder does not count).
    public var domainFeatures: Set<String> { storage.t.domainFeatures }
    /// Per feature (`""`: files of no feature), the top-level enums declared in `Domain/Errors/`.
    public var domainErrors: [String: [DeclRef]] { storage.t.domainErrors }
    /// Per feature (`""`: none), the top-level enums and structs named `…Error` that the Domain
    /// layer declares outside `Domain/Errors/` and that name `Error` or `LocalizedError` in their
    /// inheritance clause (`Domain/Entities/DomainError.swift`): the domain error of an app that
    /// keeps no errors folder (`domainErrorName(feature:)`).
    public var otherDomainErrors: [String: [DeclRef]] { storage.t.otherDomainErrors }
    /// For each project protocol: does it refine `Sendable`? `nil` = cannot tell.
    public var protocolSendability: [String: Bool?] { storage.t.protocolSendability }
    /// How many files of the run the layout placed in each layer (`.other`: in none).
    public var filesPerLayer: [Layer: Int] { storage.t.filesPerLayer }
    /// The first path of the run in sorted order: where a finding about the whole run is reported.
    public var firstPath: String? { storage.t.firstPath }
    /// The layer of each module of the run: the one its name says (`Domain`, `RecipesData`,
    /// `NetworkPlatform`), else the one layer all its placed production files share.
    public var moduleLayers: [String: Layer] { storage.t.moduleLayers }
    /// For each module of the run, the other modules of the run whose files import it, or whose
    /// manifest target depends on it; `""` for files of no known module that import it (an Xcode
    /// app target, which no manifest declares).
    public var moduleImporters: [String: Set<String>] { storage.t.moduleImporters }
    /// Every module name the run's non-test files import (`folderIsImported`).
    public var importedNames: Set<String> { storage.t.importedNames }
    /// Each module's feature, when all its files of the run share one (`import ProfileDomain` → `Profile`).
    public var moduleFeatures: [String: String] { storage.t.moduleFeatures }
    /// For each feature and role, the folder of the first file the layout gives that role
    /// (`folder(for:near:)`): where a message says to move a declaration.
    var roleFolders: [RoleKey: String] { storage.t.roleFolders }
    /// For each feature and layer, the layer's root folder as the feature spells it
    /// (`FileContext.layerRoot`: `Items/Infrastructure`, `ExampleMVVMTests`), from its first file.
    var layerRoots: [LayerKey: String] { storage.t.layerRoots }
    /// For each role, the folder the project keeps it in, relative to the layer's root (`DTOs`,
    /// `Network/DTOs`, `Shared/Mocks`, `Features/Profile/Mocks`), from the first file of the role in
    /// the run, with the feature of that file (a folder named after it stands for any feature's).
    var roleSpellings: [FileRole: RoleSpelling] { storage.t.roleSpellings }
    /// The layers (per feature) whose root holds at least one role folder (`DUNE/Domain/UseCases/`):
    /// organised by role, unlike a layer of features' folders (`DomainLayer/GitRepo/`).
    var roleOrganised: Set<LayerKey> { storage.t.roleOrganised }
    struct RoleSpelling {
        var folders: [Substring]
        var feature: String?

        /// The folder for `feature`: a folder named after the recorded feature becomes its name.
        func folder(for feature: String?) -> String {
            folders.map { f in self.feature != nil && f == self.feature! ? (feature ?? String(f)) : String(f) }.joined(separator: "/")
        }
    }
    struct LayerKey: Hashable {
        var feature: String?
        var layer: Layer
    }
    /// Per feature, every folder of its mocks, every root of its tests, and every folder of its
    /// UseCases' tests (files named `…UseCaseTests`), in file order: a message names the one nearest
    /// the declaration (`nearest(_:to:)`), not the first of the run.
    var testFolders: [String?: TestFolders] { storage.t.testFolders }
    struct TestFolders {
        var mocks: [String] = []
        var roots: [String] = []
        var useCaseTests: [String] = []
        /// What the lists hold, by list (a linear search per test file was quadratic on large test trees).
        private var seen: Set<String> = []
        mutating func add(_ folder: String, to list: WritableKeyPath<TestFolders, [String]>) {
            let tag = list == \TestFolders.mocks ? "m" : list == \TestFolders.roots ? "r" : "u"
            if seen.insert(tag + folder).inserted { self[keyPath: list].append(folder) }
        }
    }
    /// Manifest dependencies by the manifest's path, as given and normalised (`manifestEdges(_:)`).
    var edgesByManifest: [String: [ModuleEdge]] { storage.t.edgesByManifest }
    struct RoleKey: Hashable {
        var feature: String?
        var role: FileRole
    }

    init(storage: Storage) { self.storage = storage }

    /// `threads`: with 2 or more and a large run, the tables of types and of protocols and
    /// extensions are filled at the same time, each by one thread in file order, the modules'
    /// tables after the types' (the result is the same whatever the thread count).
    public init(files: [FileSummary], configuration: Configuration = Configuration(), threads: Int = 1) {
        var t = Tables(files: files, configuration: configuration, vocabulary: Vocabulary(configuration.conventions))
        var typeSide = TypeTables(), protocolSide = ProtocolTables()
        var moduleSide = ModuleTables()
        if threads > 1 && files.count >= ProjectIndex.parallelThreshold {
            let boxes = (TableBox(TypeTables()), TableBox(ProtocolTables()), TableBox(ModuleTables()))
            let vocabulary = t.vocabulary
            // The modules' tables need neither side: they follow the types, the lighter side.
            DispatchQueue.concurrentPerform(iterations: 2) { k in
                // Each side counts the declarations for itself (0.6 ms on the corpus, on one
                // thread before both otherwise).
                let counts = DeclarationCounts(files)
                if k == 0 {
                    boxes.0.value.fill(files, vocabulary, counts)
                    boxes.2.value.fill(files, configuration)
                } else {
                    boxes.1.value.fill(files, vocabulary, counts)
                }
            }
            typeSide = boxes.0.value
            protocolSide = boxes.1.value
            moduleSide = boxes.2.value
        } else {
            let counts = DeclarationCounts(files)
            typeSide.fill(files, t.vocabulary, counts)
            protocolSide.fill(files, t.vocabulary, counts)
            moduleSide.fill(files, configuration)
        }
        t.moduleLayers = moduleSide.moduleLayers
        t.moduleImporters = moduleSide.moduleImporters
        t.importedNames = moduleSide.importedNames
        t.moduleFeatures = moduleSide.moduleFeatures
        t.edgesByManifest = moduleSide.edgesByManifest
        t.types = typeSide.types
        t.superclassCandidates = typeSide.superclassCandidates
        t.dtoTypeNames = typeSide.dtoTypeNames
        t.typeLayerBits = typeSide.typeLayerBits
        t.mocks = typeSide.mocks
        t.domainErrors = typeSide.domainErrors
        t.otherDomainErrors = typeSide.otherDomainErrors
        t.protocols = protocolSide.protocols
        t.contracts = protocolSide.contracts
        t.extensions = protocolSide.extensions
        t.filesPerLayer = protocolSide.filesPerLayer
        t.firstPath = protocolSide.firstPath
        t.roleFolders = protocolSide.roleFolders
        t.layerRoots = protocolSide.layerRoots
        t.testFolders = protocolSide.testFolders
        t.roleSpellings = protocolSide.roleSpellings
        t.roleOrganised = protocolSide.roleOrganised
        t.testFileNames = protocolSide.testFileNames
        t.featuresWithTests = protocolSide.featuresWithTests
        t.domainFeatures = protocolSide.domainFeatures
        let contractKindOf: @Sendable (String) -> ContractKind? = { [contracts = t.contracts, protocols = t.protocols, types = t.types, vocabulary = t.vocabulary] c in
            ProjectIndex.contractKind(of: c, contracts: contracts, protocols: protocols, types: types, vocabulary: vocabulary)
        }
        // What the tables above decide: the implementations (Sources), the test doubles
        // (Tests), the protocols' sendability. None reads another: with threads, the first on
        // one thread and the other two on the other (each in file order, as on one).
        var implementationSide = ImplementationTables(), doubleSide = DoubleTables()
        if threads > 1 && files.count >= ProjectIndex.parallelThreshold {
            let boxes = (TableBox(ImplementationTables()), TableBox(DoubleTables()), TableBox([String: Bool?]()))
            let tables = ProjectIndex(storage: Storage(t))  // the tables so far (a copy of references, not of their storage)
            DispatchQueue.concurrentPerform(iterations: 2) { k in
                if k == 0 {
                    boxes.0.value.fill(files, contractKindOf)
                } else {
                    boxes.1.value.fill(files, contractKindOf)
                    boxes.2.value = tables.sendabilityTable()
                }
            }
            implementationSide = boxes.0.value
            doubleSide = boxes.1.value
            t.protocolSendability = boxes.2.value
        } else {
            implementationSide.fill(files, contractKindOf)
            doubleSide.fill(files, contractKindOf)
            t.protocolSendability = ProjectIndex(storage: Storage(t)).sendabilityTable()
        }
        // Which files of the Domain and Presentation layers name each type (up to 3 per name).
        var inner: [String: [Int32]] = [:]
        var inDTOs = Set<String>()
        for fi in files.indices where files[fi].context.inSources && files[fi].context.role == .dataDTOs {
            for r in files[fi].references where r.usage != .member { inDTOs.insert(r.name) }
        }
        t.namedInDTOs = inDTOs
        for fi in files.indices where files[fi].context.inSources && (files[fi].context.layer == .domain || files[fi].context.layer == .presentation) {
            for r in files[fi].references where r.usage != .member {
                let f = Int32(fi)
                if let list = inner[r.name] {
                    if list.count < 3 && list.last != f && !list.contains(f) { inner[r.name]!.append(f) }
                } else {
                    inner[r.name] = [f]
                }
            }
        }
        t.namedInDomainOrPresentation = inner
        t.implementations = implementationSide.implementations
        t.implementers = implementationSide.implementers
        t.testDoubles = doubleSide.testDoubles
        t.contractKindsPresent = Set(t.contracts.values).union(doubleSide.kinds)
        for c in t.implementers.keys { if let k = contractKindOf(c) { t.contractKindsPresent.insert(k) } }
        storage = Storage(t)
    }

    /// Each protocol's sendability (`sendability(of:)`), memoised across them.
    func sendabilityTable() -> [String: Bool?] {
        var table: [String: Bool?] = [:]
        var memo: [String: Bool?] = [:]
        for name in protocols.keys {
            table[name] = sendability(of: name, &memo, visiting: [])
        }
        return table
    }

    /// The types of Sources/ implementing contracts, and the inverse.
    struct ImplementationTables {
        var implementations: [String: [String]] = [:]
        var implementers: [String: [String]] = [:]

        mutating func fill(_ files: [FileSummary], _ contractKindOf: (String) -> ContractKind?) {
            for fi in files.indices where files[fi].context.inSources {
                let decls = files[fi].syntax.declarations
                for di in decls.indices {
                    let kind = decls[di].kind
                    guard kind.hasMembers, kind != .protocol, !decls[di].inherited.isEmpty else { continue }
                    let name = ProjectIndex.lastComponent(decls[di].name)
                    // Mocks and preview stand-ins conform to contracts without implementing them.
                    if Vocabulary.isStandInName(name) { continue }
                    ProjectIndex.forEachInherited(decls[di].inherited) { c in
                        guard contractKindOf(c) != nil else { return }
                        if !(implementations[name]?.contains(c) ?? false) {
                            implementations[name, default: []].append(c)
                            implementers[c, default: []].append(name)
                        }
                    }
                }
            }
        }
    }

    /// The types under Tests/ conforming to contracts (mocks; one may name a contract of another
    /// module, in a partial run), and the kinds of those contracts.
    struct DoubleTables {
        var testDoubles: [String: [String]] = [:]
        var kinds: Set<ContractKind> = []

        mutating func fill(_ files: [FileSummary], _ contractKindOf: (String) -> ContractKind?) {
            for fi in files.indices where files[fi].context.isTest {
                // By index: `for d in declarations` copied every declaration (a retain per field).
                let decls = files[fi].syntax.declarations
                for di in decls.indices where decls[di].kind.hasMembers && decls[di].kind != .protocol && !decls[di].inherited.isEmpty {
                    ProjectIndex.forEachInherited(decls[di].inherited) { c in
                        guard let k = contractKindOf(c) else { return }
                        kinds.insert(k)
                        testDoubles[c, default: []].append(ProjectIndex.lastComponent(decls[di].name))
                    }
                }
            }
        }
    }

    /// The folder, as a message names it, where a declaration of `role` belongs for a file at `ctx`:
    /// the folder of the feature's files of that role when there are some
    /// (`ExampleMVVM/Domain/Interfaces/Repositories/`), else the role's folder in the file's layout
    /// (`Sources/Domain/Repositories/` in the seeds' layout).
    public func folder(for role: FileRole, near ctx: FileContext) -> String {
        if let dir = roleFolders[RoleKey(feature: ctx.feature, role: role)] { return dir + "/" }
        let layer = LayoutGlobs.layer(of: role)
        // The feature's own folder of that layer (`Items/Infrastructure/`), with the role's folder as
        // the project spells it elsewhere (`DTOs`, `Network/DTOs`), else as the preset does.
        if let root = layerRoots[LayerKey(feature: ctx.feature, layer: layer)] ?? (ctx.layer == layer ? ctx.layerRoot : nil) {
            return root + "/" + roleFolderName(role, feature: ctx.feature) + "/"
        }
        let isTest = role.rawValue.hasPrefix("Tests")
        let rel = role == .testMocks ? "Tests/" + (configuration.layout.mockDirectories.first ?? "Mocks") : role.rawValue
        switch ctx.source {
        case .none:
            return isTest ? rel + "/" : "Sources/" + rel + "/"
        case .featureModules where isTest:
            return rel + "/"
        case .featureModules, .layerFolders, .layerModules, .globs:
            let comps = Paths.components(ctx.path)
            let prefix = (ctx.path.hasPrefix("/") ? "/" : "") + comps.prefix(Int(ctx.rootDepth)).joined(separator: "/")
            return (prefix.isEmpty || isTest ? "" : prefix + "/") + rel + "/"
        }
    }

    /// Whether the run has a file in a folder of `role`: in the feature's own, or (a folder the
    /// feature would create as the project spells it elsewhere) in another feature's.
    public func hasFolder(of role: FileRole, feature: String?) -> Bool {
        roleFolders[RoleKey(feature: feature, role: role)] != nil || roleSpellings[role] != nil
    }

    /// Whether a folder of `role` is one the project has or would create: it has one (`hasFolder`), or
    /// the feature's layer of that role is organised by role folders (`Domain/{Models,UseCases}/`,
    /// where `Domain/Errors/` is the missing one). A layer of features' folders (`Domain/GitRepo/`)
    /// has nowhere to move a declaration to.
    public func canMove(to role: FileRole, feature: String?) -> Bool {
        hasFolder(of: role, feature: feature) || roleOrganised.contains(LayerKey(feature: feature, layer: LayoutGlobs.layer(of: role)))
    }

    /// The feature's folder of a role itself (`Domain/UseCases/`), not the sub-folder its first file
    /// is in (`Domain/UseCases/Account/`, one area's): for a declaration of another area.
    public func roleFolder(for role: FileRole, near ctx: FileContext) -> String {
        let layer = LayoutGlobs.layer(of: role)
        if let dir = roleFolders[RoleKey(feature: ctx.feature, role: role)],
           let root = layerRoots[LayerKey(feature: ctx.feature, layer: layer)], dir.hasPrefix(root + "/") {
            let folders = dir.dropFirst(root.count + 1).split(separator: "/")
            if let span = Layout.roleSpan(in: layer, rest: folders[...]) {
                return ([root] + folders.prefix(span).map(String.init)).joined(separator: "/") + "/"
            }
        }
        return folder(for: role, near: ctx)
    }

    /// The folder of a role under its layer's root: as the project keeps it (`roleSpellings`), else
    /// the first configured mock folder for mocks, else the role's first folder name (`DTOs`).
    func roleFolderName(_ role: FileRole, feature: String?) -> String {
        if let spelled = roleSpellings[role] { return spelled.folder(for: feature) }
        switch role {
        case .testMocks: return configuration.layout.mockDirectories.first ?? "Mocks"
        case .testStubs: return "Stubs"
        case .testUnit: return "Unit"
        default:
            return Layout.roleFolders.first { $0.role == role }?.folders.joined(separator: "/") ?? String(role.rawValue.split(separator: "/").last ?? "")
        }
    }

    /// Where a mock of the feature goes, for a message: its mock folder when it has one
    /// (`` `ExampleMVVMTests/Mocks/` ``), else each configured mock folder in its tests' folder (that
    /// of `ctx`, a test file, when given), else the role alone: never a folder the project lacks
    /// the parent of.
    public func mockFolders(feature: String?, near ctx: FileContext? = nil, kind: ContractKind? = nil) -> String {
        let folders = testFolders[feature] ?? TestFolders()
        if !folders.mocks.isEmpty, let path = ctx?.path {
            // The mock folder of that kind (`Testing/UseCase/`) when there is one, the nearest to the
            // declaration; a root of the tests nearer still (another package's) takes its own.
            let words = kind.map { k -> [String] in
                switch k {
                case .useCase: return ["UseCase", "UseCases", "Interactor", "Interactors"]
                case .repository: return ["Repository", "Repositories"]
                case .dataSource: return ["DataSource", "DataSources"]
                }
            } ?? []
            let ofKind = folders.mocks.filter { f in words.contains { w in Layout.equalsIgnoringCase(Paths.components(f).last ?? "", w) } }
            let best = ProjectIndex.nearest(ofKind.isEmpty ? folders.mocks : ofKind, to: path)!
            if let root = ProjectIndex.nearest(folders.roots, to: path),
               ProjectIndex.sharedDepth(root, path) > ProjectIndex.sharedDepth(best, path), !best.hasPrefix(root + "/") {
                let spelled = roleSpellings[.testMocks]?.folder(for: feature) ?? configuration.layout.mockDirectories.first ?? "Mocks"
                return "`\(root)/\(spelled)/`"
            }
            return "`\(best)/`"
        }
        if let recorded = recordedFolder(for: .testMocks, feature: feature) { return "`\(recorded)`" }
        // A new double of a Sources/ declaration (`kind` given): the tests of its own module (a
        // package's `Tests/<Module>Tests/`), else where the feature's other test doubles are (an app
        // that keeps them in its test files, `DUNETests/`), never a made-up folder beside them.
        var ownRoot: String?
        if kind != nil, let ctx, !ctx.isTest {
            if let module = ctx.module, let own = testRoot(ofModule: module, feature: feature) {
                ownRoot = own + "/"
            } else if let dir = doublesFolder(feature: feature) {
                return "`\(dir)/`"
            }
        }
        if let root = ownRoot ?? nearestTestsRoot(feature: feature, to: ctx?.path) ?? (ctx?.isTest == true ? ctx?.layerRoot.map { $0 + "/" } : nil) {
            // As the project keeps its mocks elsewhere (`Features/Profile/Mocks` → `Features/Feed/Mocks`).
            if let spelled = roleSpellings[.testMocks] { return "`\(root)\(spelled.folder(for: feature))/`" }
            return configuration.layout.mockDirectories.map { "`\(root)\($0)/`" }.joined(separator: " or ")
        }
        return "a mock folder of the feature's tests (`mock_directories`: \(configuration.layout.mockDirectories.joined(separator: ", ")))"
    }

    /// Where a UseCase's tests go, for a message: the folder of the feature's UseCase tests nearest to
    /// the contract, else its tests' root nearest to it; nil when the run has no test of the feature.
    public func useCaseTestsFolder(feature: String?, near path: String) -> String? {
        guard let folders = testFolders[feature] else { return nil }
        if let f = ProjectIndex.nearest(folders.useCaseTests, to: path) { return f + "/" }
        // Not a Tuist µFeature's `Testing/` target: it holds test doubles, its `Tests/` the tests (the
        // sibling folder Tuist's µFeature convention names, when the module has no tests yet).
        let roots = folders.roots.filter { !ProjectIndex.isDoublesRoot($0) }
        if let root = ProjectIndex.nearest(roots, to: path), let doubles = ProjectIndex.nearest(folders.roots, to: path),
           !ProjectIndex.isDoublesRoot(doubles) || ProjectIndex.sharedDepth(root, path) >= ProjectIndex.sharedDepth(doubles, path) {
            return root + "/"
        }
        guard let doubles = ProjectIndex.nearest(folders.roots, to: path) else { return nil }
        return Paths.components(doubles).last == "Testing" ? Paths.directory(of: doubles) + "/Tests/" : doubles + "/"
    }

    /// A tests root that holds test doubles, not tests: a Tuist µFeature's `Testing/` (`…Testing`).
    static func isDoublesRoot(_ root: String) -> Bool {
        let last = Paths.components(root).last ?? ""
        return last.hasSuffix("Testing")
    }

    /// The feature's tests root nearest to `path` (its first without one).
    func nearestTestsRoot(feature: String?, to path: String?) -> String? {
        if let path, let roots = testFolders[feature]?.roots, let root = ProjectIndex.nearest(roots, to: path) { return root + "/" }
        return testsFolder(feature: feature)
    }

    /// The root of the tests of a module (its `<Module>Tests` target's files), when the run has them.
    func testRoot(ofModule module: String, feature: String?) -> String? {
        let target = module + "Tests"
        for f in files where f.context.isTest && f.context.module == target {
            if let root = f.context.layerRoot { return root }
        }
        return nil
    }

    /// The tests' root (the test target's folder, `DUNETests`) whose files declare the most of the
    /// feature's test doubles (mock-named types and types conforming to a contract), nil when it has none.
    func doublesFolder(feature: String?) -> String? {
        var counts: [String: Int] = [:]
        var names = Set(mocks.keys)
        for doubles in testDoubles.values { names.formUnion(doubles) }
        for name in names {
            for r in types[name] ?? [] {
                let ctx = files[r.file].context
                guard ctx.isTest, ctx.feature == feature else { continue }
                counts[ctx.layerRoot ?? Paths.directory(of: ctx.path), default: 0] += 1
            }
        }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }

    /// How many leading folders two paths share.
    static func sharedDepth(_ a: String, _ b: String) -> Int {
        zip(Paths.components(a), Paths.components(b)).prefix { $0.0 == $0.1 }.count
    }

    /// The candidate sharing the most leading folders with `path` (the first among equals).
    static func nearest(_ candidates: [String], to path: String) -> String? {
        var best: (String, Int)?
        for c in candidates {
            let d = sharedDepth(c, path)
            if best == nil || d > best!.1 { best = (c, d) }
        }
        return best?.0
    }

    /// Where the feature's tests are (its tests' root folder, `ExampleMVVMTests/`), when the run has any.
    public func testsFolder(feature: String?) -> String? {
        layerRoots[LayerKey(feature: feature, layer: .tests)].map { $0 + "/" }
    }

    /// A module name's first byte and length, for a quick "not a module of the run".
    static func shape(_ name: Substring) -> Int {
        Int(name.utf8.first ?? 0) << 16 | name.utf8.count
    }

    /// `import Foundation.NSURL` → `Foundation` (split on the bytes, not on characters).
    static func importedModule(_ name: String) -> String {
        // On its bytes, searched at once (the `utf8` view's search reads a byte at a time).
        var probe = name
        return probe.withUTF8 { b in
            guard let dot = b.firstIndex(of: UInt8(ascii: ".")) else { return name }
            return String(decoding: UnsafeBufferPointer(rebasing: b[..<dot]), as: UTF8.self)
        }
    }

    /// The manifest dependencies (`ModuleEdge`s) declared in the manifest at `path`.
    public func manifestEdges(_ path: String) -> [ModuleEdge] {
        if let e = edgesByManifest[path] { return e }
        return edgesByManifest[Paths.normalize(path)] ?? []
    }

    /// Whether the Domain type `name` is coded (`Codable`), embedded by DTOs and named by no Domain
    /// or Presentation file but its own: the Data layer's wire types filed in a Domain folder (Firestore's
    /// `StringValue` wrappers) are no domain models. (Only files whose references the run
    /// gathered count: rules that ask declare references of the three.)
    public func isUsedOnlyByData(_ name: String) -> Bool {
        guard namedInDTOs.contains(name) else { return false }
        let refs = (types[name] ?? []) + (protocols[name] ?? [])
        // A wire type is coded itself: every declaration is `Codable` (or `Decodable`/`Encodable`).
        let coded: Set<String> = ["Codable", "Decodable", "Encodable", "Swift.Codable", "Swift.Decodable", "Swift.Encodable"]
        guard !refs.isEmpty, refs.allSatisfy({ r in declaration(r).inherited.contains { coded.contains(ProjectIndex.inheritedName(Substring($0))) } }) else { return false }
        let declaring = Set(refs.map { Int32($0.file) })
        let naming = namedInDomainOrPresentation[name] ?? []
        return naming.allSatisfy { declaring.contains($0) }
    }

    /// Whether `name` is a protocol declared only in repository files (`Data/Repositories`, a VIP
    /// scene's worker, a VIPER data manager): the repository's own contract, kept beside it. A
    /// UseCase that holds it depends on the repository's abstraction.
    public func isRepositoryOwnContract(_ name: String) -> Bool {
        guard let decls = protocols[name], !decls.isEmpty else { return false }
        return decls.allSatisfy { files[$0.file].context.role == .dataRepositories }
    }

    /// Whether some declaration of the type or protocol `name` is at the top level: a plain name
    /// never means a type nested in another (`Set` is Swift's, not a `Domain.Usecase.Image.Set`).
    public func declaredAtTopLevel(_ name: String) -> Bool {
        ((types[name] ?? []) + (protocols[name] ?? [])).contains { files[$0.file].syntax.declarations[$0.index].parent == nil }
    }

    /// Whether a file of no known module sits in a folder that another file imports by name
    /// (`Projects/Domain/MoviesDomain/…` and `import MoviesDomain` elsewhere): a module no manifest
    /// of the run declares (built by helper code), whose declarations cross a module boundary.
    public func folderIsImported(_ ctx: FileContext) -> Bool {
        guard ctx.module == nil, !importedNames.isEmpty else { return false }
        var dir = Substring(ctx.path)
        while let slash = dir.utf8.lastIndex(of: UInt8(ascii: "/")) {
            dir = dir[..<slash]
            let name = dir[(dir.utf8.lastIndex(of: UInt8(ascii: "/")).map { dir.index(after: $0) } ?? dir.startIndex)...]
            if importedNames.contains(String(name)) { return true }
        }
        return false
    }

    /// The name of the feature's domain error, as messages and fixes suggest it: the one enum of its
    /// `Domain/Errors/` (of the Domain layer, when it keeps no errors folder), or among several the
    /// one named `{Feature}Error` (`unique` false: a message may suggest it, a fix may not write it);
    /// nil when the feature declares none that can be told, so that no message names a type the
    /// project does not have (it names the role instead).
    public func domainErrorName(feature: String?) -> (name: String, unique: Bool)? {
        let f = feature ?? ""
        for table in [domainErrors, otherDomainErrors] {
            guard let refs = table[f], !refs.isEmpty else { continue }
            let names = Array(Set(refs.map { declaration($0).name })).sorted()
            if names.count == 1 { return (names[0], true) }
            if !f.isEmpty, names.contains(f + "Error") { return (f + "Error", false) }
            return nil
        }
        return nil
    }

    /// Every domain error type of the feature (the enums of its `Domain/Errors/`, then the `…Error`
    /// types of its Domain layer elsewhere), each name once: what a message lists when
    /// `domainErrorName(feature:)` cannot choose among them.
    public func domainErrorNames(feature: String?) -> [String] {
        let f = feature ?? ""
        var out: [String] = []
        for table in [domainErrors, otherDomainErrors] {
            for name in Set((table[f] ?? []).map { declaration($0).name }).sorted() where !out.contains(name) { out.append(name) }
        }
        return out
    }

    /// The folder of the feature's first file of `role`, when the run has one (`ExampleMVVMTests/Mocks/`).
    public func recordedFolder(for role: FileRole, feature: String?) -> String? {
        roleFolders[RoleKey(feature: feature, role: role)].map { $0 + "/" }
    }

    static func layerBit(_ layer: Layer) -> UInt8? {
        switch layer {
        case .domain: return 1
        case .data: return 2
        case .presentation: return 4
        case .other: return 8
        case .tests: return nil
        }
    }

    /// `typeLayers[name]`: the layers declaring a top-level type of that name (nil: none).
    public var typeLayers: Lookup<Set<Layer>> { let index = self; return Lookup { name in let l = index.typeLayers(of: name); return l.isEmpty ? nil : l } }

    /// `conformances[name]`: see `conformances(of:)` (nil: none).
    public var conformances: Lookup<Set<String>> { let index = self; return Lookup { name in let c = index.conformances(of: name); return c.isEmpty ? nil : c } }

    /// A read-only, computed dictionary-like view.
    public struct Lookup<Value> {
        let lookup: (String) -> Value?
        public subscript(_ key: String) -> Value? { lookup(key) }
    }

    /// The layers in which a top-level type or protocol of this name is declared under `Sources/`.
    public func typeLayers(of name: String) -> Set<Layer> {
        guard let bits = typeLayerBits[name] else { return [] }
        var out = Set<Layer>()
        for l in [Layer.domain, .data, .presentation, .other] where bits & ProjectIndex.layerBit(l)! != 0 { out.insert(l) }
        return out
    }

    /// Whether a top-level type of this name is declared under `Sources/` in `layer` (Domain, Data or Presentation).
    public func declares(_ name: String, in layer: Layer) -> Bool {
        guard let bit = ProjectIndex.layerBit(layer), let bits = typeLayerBits[name] else { return false }
        return bits & bit != 0
    }

    /// The contract kind of a name: a project contract, or (for names the project
    /// does not declare at all, e.g. from another module) the kind its spelling says.
    /// A class, struct, enum or actor of the project is no contract whatever its name
    /// (under `naming.contracts: impl` the concrete `RemoteUserRepository` spells one).
    public func contractKind(of name: String) -> ContractKind? {
        ProjectIndex.contractKind(of: name, contracts: contracts, protocols: protocols, types: types, vocabulary: vocabulary)
    }

    /// `contractKind(of:)` on the tables it reads: a closure in `init` calls this one and captures
    /// the tables, not the whole index (copying `self` per inherited name cost more than the lookup).
    static func contractKind(of name: String, contracts: [String: ContractKind], protocols: [String: [DeclRef]],
                             types: [String: [DeclRef]], vocabulary: Vocabulary) -> ContractKind? {
        // Most inherited names (Sendable, Equatable…) are no contract: no hashing when the run has none.
        if !contracts.isEmpty, let k = contracts[name] { return k }
        guard let k = vocabulary.contractKind(ofName: name) else { return nil }
        return protocols[name] == nil && types[name] == nil ? k : nil
    }

    /// The contract kinds a type implements (see `implementations`).
    public func implementedKinds(of typeName: String) -> Set<ContractKind> {
        Set((implementations[typeName] ?? []).compactMap { contractKind(of: $0) })
    }

    /// Names of the types implementing a UseCase contract.
    public var useCaseImplementations: Set<String> {
        Set(implementations.filter { $0.value.contains { contractKind(of: $0) == .useCase } }.keys)
    }

    /// Names of the project's UseCase contracts.
    public var useCaseContracts: Set<String> { Set(contracts.filter { $0.value == .useCase }.keys) }

    public func isUseCaseImplementation(_ typeName: String) -> Bool {
        implementations[typeName]?.contains { contractKind(of: $0) == .useCase } ?? false
    }

    /// Conformances of a type or protocol, from its declarations and all its
    /// extensions: plain names, `A & B` split (`Equatable`, `Sendable`…).
    public func conformances(of typeName: String) -> Set<String> {
        var out = Set<String>()
        for r in (types[typeName] ?? []) + (protocols[typeName] ?? []) + (extensions[typeName] ?? []) {
            ProjectIndex.forEachInherited(declaration(r).inherited) { out.insert($0) }
        }
        return out
    }

    /// Whether `typeName` lists `proto` in its declaration's or an extension's inheritance clause.
    public func conforms(_ typeName: String, to proto: String) -> Bool {
        conformances(of: typeName).contains(proto)
    }

    /// Calls `body` with each plain name of an inheritance clause (entries split on `&`).
    public static func forEachInherited(_ inherited: [String], _ body: (String) -> Void) {
        for entry in inherited {
            if isPlainName(entry) {
                body(entry)
                continue
            }
            for part in entry.split(separator: "&") { body(inheritedName(part)) }
        }
    }

    /// Letters, digits and `_` only.
    @inline(__always) static func isPlainName(_ s: String) -> Bool {
        // Its bytes read in place (the `utf8` view was read a byte at a time).
        var s = s
        return s.withUTF8 { b in
            for c in b where !((c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F) { return false }
            return !b.isEmpty
        }
    }

    /// Whether the protocol `name` refines Sendable: `true`, `false` when every
    /// part of its inheritance is known and none is Sendable, `nil` when unknown.
    func sendability(of name: String, _ memo: inout [String: Bool?], visiting: Set<String>) -> Bool? {
        if let m = memo[name] { return m }
        guard let refs = protocols[name], !visiting.contains(name) else { return nil }
        var result: Bool? = false
        // Several declarations of one name: Sendable if any says so.
        for r in refs {
            let d = declaration(r)
            switch inheritanceSendability(d.inherited, &memo, visiting: visiting.union([name])) {
            case .some(true): memo[name] = .some(true); return true
            case .none: result = nil
            case .some(false): break
            }
        }
        memo[name] = .some(result)
        return result
    }

    /// Sendability of an inheritance clause: parts split on `,` and `&`.
    public func inheritanceSendability(_ inherited: [String]) -> Bool? {
        var memo = protocolSendability
        return inheritanceSendability(inherited, &memo, visiting: [])
    }

    func inheritanceSendability(_ inherited: [String], _ memo: inout [String: Bool?], visiting: Set<String>) -> Bool? {
        var unknown = false
        for entry in inherited {
            for part in entry.split(separator: "&") {
                let raw = part.trimmingCharacters(in: " ")
                let name = raw.hasPrefix("Swift.") ? String(raw.dropFirst(6)) : raw
                switch name {
                case "Sendable", "Actor", "AnyActor", "DistributedActor":
                    return true
                case "AnyObject":
                    continue
                default:
                    if protocols[name] != nil {
                        switch sendability(of: name, &memo, visiting: visiting) {
                        case .some(true): return true
                        case .some(false): continue
                        case .none: unknown = true
                        }
                    } else {
                        unknown = true
                    }
                }
            }
        }
        return unknown ? nil : false
    }

    public func declaration(_ r: DeclRef) -> Declaration { files[r.file].syntax.declarations[r.index] }
    public func file(_ r: DeclRef) -> FileSummary { files[r.file] }

    /// `Foo.Bar<T>` → `Bar`; `Swift.Sendable` → `Sendable`.
    public static func lastComponent(_ typeText: String) -> String {
        // Fast path: a plain name (no `.`, `<` or space) is its own last component.
        var plain = true
        for b in typeText.utf8 where b == UInt8(ascii: ".") || b == UInt8(ascii: "<") || b == UInt8(ascii: " ") {
            plain = false
            break
        }
        if plain { return typeText }
        // On UTF-8: up to the first `<`, after the last `.` before it, spaces trimmed.
        let u = typeText.utf8
        var end = u.endIndex
        if let lt = u.firstIndex(of: UInt8(ascii: "<")) { end = lt }
        var start = u.startIndex
        var i = u.startIndex
        while i < end {
            if u[i] == UInt8(ascii: ".") { start = u.index(after: i) }
            i = u.index(after: i)
        }
        while start < end && u[start] == UInt8(ascii: " ") { start = u.index(after: start) }
        while end > start && u[u.index(before: end)] == UInt8(ascii: " ") { end = u.index(before: end) }
        return String(typeText[start..<end])
    }

    /// One part of an inheritance entry as a plain name: `@unchecked Sendable` → `Sendable`,
    /// `Swift.Equatable` → `Equatable`, `any P` → `P`.
    public static func inheritedName(_ part: Substring) -> String {
        var s = part.trimmingCharacters(in: " ")
        if isPlainName(s) { return s }
        var changed = true
        while changed {
            changed = false
            for prefix in ["@unchecked ", "@preconcurrency ", "@retroactive ", "any ", "~"] where s.hasPrefix(prefix) {
                s = Substring(s.dropFirst(prefix.count)).trimmingCharacters(in: " ")
                changed = true
            }
        }
        return lastComponent(s)
    }
}

/// Small helpers over declarations that every rule shares.
public enum Architecture {
    /// Private to its type: `private`/`fileprivate`, or declared in a
    /// `private`/`fileprivate` extension.
    public static func isPrivate(_ d: Declaration, in decls: [Declaration]) -> Bool {
        if let a = d.accessLevel, a <= .fileprivate { return true }
        if let p = d.parent, decls[p].kind == .extension, let a = decls[p].accessLevel, a <= .fileprivate { return true }
        return false
    }

    /// A type annotation reduced to the named type it is about: `any FooContract` → `FooContract`,
    /// `FooContract?` → `FooContract`, `(any FooContract)?` → `FooContract`, `some P` → `P`,
    /// `Module.Foo` → `Foo`. nil for function types, tuples, collections and compositions.
    public static func namedType(_ annotation: String) -> String? {
        var s = Substring(annotation.trimmingSpaces())
        while s.hasSuffix("?") || s.hasSuffix("!") { s = s.dropLast() }
        if s.hasPrefix("("), s.hasSuffix(")") { s = s.dropFirst().dropLast() }
        while s.hasSuffix("?") || s.hasSuffix("!") { s = s.dropLast() }
        s = Substring(s.trimmingCharacters(in: " "))
        for prefix in ["any ", "some "] where s.hasPrefix(prefix) { s = s.dropFirst(prefix.count) }
        s = Substring(s.trimmingCharacters(in: " "))
        guard !s.isEmpty, !s.contains("->"), !s.contains("&"), !s.contains(","), !s.hasPrefix("["), !s.hasPrefix("("), !s.contains(" ") else { return nil }
        if s.contains("<") { return nil }
        return ProjectIndex.lastComponent(String(s))
    }
}

extension Substring {
    func trimmingCharacters(in chars: Character) -> String {
        var s = self
        while s.first == chars { s = s.dropFirst() }
        while s.last == chars { s = s.dropLast() }
        return String(s)
    }
}

extension ProjectIndex {
    /// Below this many files the two halves of the index are filled one after the other: a thread
    /// costs more than it saves.
    static let parallelThreshold = 256


    /// The modules' tables (`moduleLayers`, `moduleImporters`, `moduleFeatures`,
    /// `edgesByManifest`): from the files' contexts and imports and the manifests' edges alone.
    struct ModuleTables {
        var moduleLayers: [String: Layer] = [:]
        var moduleImporters: [String: Set<String>] = [:]
        var importedNames: Set<String> = []
        var moduleFeatures: [String: String] = [:]
        var edgesByManifest: [String: [ModuleEdge]] = [:]

        mutating func fill(_ files: [FileSummary], _ configuration: Configuration) {
            // Modules: their layers and who imports them (imports are in every summary).
            var fileLayers: [String: Set<Layer>] = [:]
            var featureOfModule: [String: String?] = [:]
            // Summaries read by index, field by field: `for f in files` copies each whole summary
            // (a retain and a release per field), and these loops run over every file. Files come
            // sorted by path, so a module's files mostly follow each other: a run of them is
            // gathered first and written once (one hash per run, not two per file).
            var run: (module: String, layers: Set<Layer>, feature: String?, oneFeature: Bool)?
            func flush() {
                guard let r = run else { return }
                fileLayers[r.module, default: []].formUnion(r.layers)
                // A module's feature is the one all its files share (in any order), else none.
                if let seen = featureOfModule[r.module] {
                    if seen != r.feature || !r.oneFeature { featureOfModule[r.module] = .some(nil) }
                } else {
                    featureOfModule[r.module] = .some(r.oneFeature ? r.feature : nil)
                }
            }
            for fi in files.indices {
                guard let m = files[fi].context.module else { continue }
                let inSources = files[fi].context.inSources, layer = files[fi].context.layer, feature = files[fi].context.feature
                if run == nil || run!.module != m {
                    flush()
                    run = (m, [], feature, true)
                } else if run!.feature != feature {
                    run!.oneFeature = false
                }
                if inSources && layer != .other && layer != .tests { run!.layers.insert(layer) }
            }
            flush()
            if let declared = configuration.layout.modules?.declared {
                for (name, hint) in declared where !hint.isTest && fileLayers[name] == nil { fileLayers[name] = [] }
            }
            for (m, layers) in fileLayers {
                if let (l, _) = Layout.moduleLayer(Substring(m)), l != .tests { moduleLayers[m] = l } else if layers.count == 1 { moduleLayers[m] = layers.first! }
            }
            // Test targets see internal declarations (`@testable import`): they need nothing public.
            // A cheap filter before hashing: most imports are SDK and package modules outside the run.
            var shapes = Set<Int>()
            for name in fileLayers.keys { shapes.insert(ProjectIndex.shape(Substring(name))) }
            for fi in files.indices where !files[fi].context.isTest {
                // A file of no known module (an Xcode app target, which no manifest declares)
                // imports from outside every module of the run: it counts, as "".
                let m = files[fi].context.module ?? ""
                for name in files[fi].syntax.imports {
                    importedNames.insert(ProjectIndex.importedModule(name))
                    guard shapes.contains(ProjectIndex.shape(Substring(name))) || name.utf8.contains(UInt8(ascii: ".")) else { continue }
                    let imported = ProjectIndex.importedModule(name)
                    if imported != m, fileLayers[imported] != nil { moduleImporters[imported, default: []].insert(m) }
                }
            }
            var normalizedManifests: [String: String] = [:]
            for e in configuration.layout.modules?.edges ?? [] {
                edgesByManifest[e.manifest, default: []].append(e)
                let normalized: String
                if let n = normalizedManifests[e.manifest] { normalized = n } else {
                    normalized = Paths.normalize(e.manifest)
                    normalizedManifests[e.manifest] = normalized
                }
                if normalized != e.manifest { edgesByManifest[normalized, default: []].append(e) }
            }
            for e in configuration.layout.modules?.edges ?? [] where e.from != e.to && configuration.layout.modules?.declared[e.from]?.isTest != true {
                moduleImporters[e.to, default: []].insert(e.from)
            }
            for (m, f) in featureOfModule { if let f { moduleFeatures[m] = f } }
        }
    }

    final class TableBox<T>: @unchecked Sendable {
        // Written by exactly one worker of `init`'s `concurrentPerform`, read after it returns.
        var value: T
        init(_ value: T) { self.value = value }
    }

    /// How many types, protocols and extensions the run declares: the tables are sized once from
    /// them (grown entry by entry they were rehashed over and over: a tenth of the index's time
    /// on a large tree).
    struct DeclarationCounts: Sendable {
        var types = 0, protocols = 0, extensions = 0

        init(_ files: [FileSummary]) {
            for fi in files.indices {
                files[fi].syntax.declarations.withUnsafeBufferPointer { d in
                    for k in d.indices {
                        switch d[k].kind {
                        case .protocol: protocols += 1
                        case .class, .struct, .enum, .actor: types += 1
                        case .extension: extensions += 1
                        default: break
                        }
                    }
                }
            }
        }
    }

    /// The index's tables of types (with the layer bits of types and protocols), filled in file order.
    struct TypeTables {
        var types: [String: [DeclRef]] = [:]
        var superclassCandidates: Set<String> = []
        var dtoTypeNames: Set<String> = []
        var typeLayerBits: [String: UInt8] = [:]
        var mocks: [String: [DeclRef]] = [:]
        var domainErrors: [String: [DeclRef]] = [:]
        var otherDomainErrors: [String: [DeclRef]] = [:]

        mutating func fill(_ files: [FileSummary], _ vocabulary: Vocabulary, _ counts: DeclarationCounts) {
            types.reserveCapacity(counts.types)
            typeLayerBits.reserveCapacity(counts.types + counts.protocols)
            for fi in files.indices {
                let decls = files[fi].syntax.declarations
                let ctx = files[fi].context
                let layerBit = ctx.inSources ? ProjectIndex.layerBit(ctx.layer) : nil
                let isTest = ctx.isTest, isDTOs = ctx.role == .dataDTOs, isErrors = ctx.role == .domainErrors
                let isOtherDomain = ctx.inSources && ctx.layer == .domain && !isErrors
                // Fields are read in place: copying a whole declaration costs a retain per field.
                for di in decls.indices {
                    let kind = decls[di].kind
                    let topLevel = decls[di].parent == nil
                    switch kind {
                    case .protocol:
                        if topLevel, let bit = layerBit { typeLayerBits[decls[di].name, default: 0] |= bit }
                    case .class, .struct, .enum, .actor:
                        let name = decls[di].name
                        let ref = DeclRef(file: fi, index: di)
                        types[name, default: []].append(ref)
                        if kind == .class, let first = decls[di].inherited.first {
                            superclassCandidates.insert(ProjectIndex.inheritedName(Substring(first)))
                        }
                        if topLevel {
                            if isDTOs { dtoTypeNames.insert(name) }
                            if let bit = layerBit { typeLayerBits[name, default: 0] |= bit }
                        }
                        if isTest && vocabulary.isMockName(name) { mocks[name, default: []].append(ref) }
                        // A plain layer module (`Packages/Domain/…`) has no feature: the app is one, keyed "".
                        if isErrors && kind == .enum && topLevel {
                            domainErrors[ctx.feature ?? "", default: []].append(ref)
                        } else if isOtherDomain && topLevel && (kind == .enum || kind == .struct) && name.hasSuffix("Error") && name != "Error"
                                    && decls[di].inherited.contains(where: { $0 == "Error" || $0 == "LocalizedError" || $0 == "Swift.Error" }) {
                            otherDomainErrors[ctx.feature ?? "", default: []].append(ref)
                        }
                    default:
                        break
                    }
                }
            }
        }
    }

    /// The index's tables of protocols, contracts and extensions, and the per-file facts.
    struct ProtocolTables {
        var protocols: [String: [DeclRef]] = [:]
        var contracts: [String: ContractKind] = [:]
        var extensions: [String: [DeclRef]] = [:]
        var filesPerLayer: [Layer: Int] = [:]
        var firstPath: String?
        var roleFolders: [RoleKey: String] = [:]
        var layerRoots: [LayerKey: String] = [:]
        var roleSpellings: [FileRole: RoleSpelling] = [:]
        var roleOrganised: Set<LayerKey> = []
        var testFolders: [String?: TestFolders] = [:]
        var testFileNames: Set<String> = []
        var featuresWithTests: Set<String> = []
        var domainFeatures: Set<String> = []
        private var lastTestRoot: (dir: String, depth: Int16, source: LayoutSource, feature: String?)?

        mutating func fill(_ files: [FileSummary], _ vocabulary: Vocabulary, _ counts: DeclarationCounts) {
            protocols.reserveCapacity(counts.protocols)
            extensions.reserveCapacity(counts.extensions)
            for fi in files.indices {
                let syntax = files[fi].syntax
                let decls = syntax.declarations
                let ctx = files[fi].context
                filesPerLayer[ctx.layer, default: 0] += 1
                if !files[fi].isGenerated, firstPath == nil || ctx.path < firstPath! { firstPath = ctx.path }
                if ctx.layer != .other, roleFolders[RoleKey(feature: ctx.feature, role: ctx.role)] == nil {
                    let dir = Paths.directory(of: ctx.path)
                    roleFolders[RoleKey(feature: ctx.feature, role: ctx.role)] = dir
                    // The first file of a feature's role is also the first of its layer, or later.
                    if let root = ctx.layerRoot {
                        let key = LayerKey(feature: ctx.feature, layer: ctx.layer)
                        if layerRoots[key] == nil { layerRoots[key] = root }
                        if roleSpellings[ctx.role] == nil, dir.utf8.count > root.utf8.count + 1, dir.hasPrefix(root + "/") {
                            // Up to the role's folder: `DTO` of `DTO/App` (what is below it is the file's own).
                            var folders = dir.dropFirst(root.count + 1).split(separator: "/")
                            if !ctx.isTest, let span = Layout.roleSpan(in: ctx.layer, rest: folders[...]) { folders = Array(folders.prefix(span)) }
                            roleSpellings[ctx.role] = RoleSpelling(folders: folders, feature: ctx.feature)
                        }
                    }
                }
                // A layer whose root holds a role folder (`Domain/UseCases/`), not only features' folders
                // (`Domain/Orders/Models/`): a missing role folder beside it is one to create.
                if !ctx.isTest, ctx.layer != .other, ctx.role.rawValue.utf8.contains(UInt8(ascii: "/")),
                   !roleOrganised.contains(LayerKey(feature: ctx.feature, layer: ctx.layer)), let root = ctx.layerRoot {
                    let dir = Paths.directory(of: ctx.path)
                    if dir.utf8.count > root.utf8.count + 1, dir.hasPrefix(root + "/"),
                       let first = dir.dropFirst(root.count + 1).split(separator: "/").first,
                       Layout.roleSpan(in: ctx.layer, rest: [first][...]) != nil {
                        roleOrganised.insert(LayerKey(feature: ctx.feature, layer: ctx.layer))
                    }
                }
                if ctx.isTest {
                    let dir = Paths.directory(of: ctx.path)
                    if ctx.role == .testMocks { testFolders[ctx.feature, default: TestFolders()].add(dir, to: \.mocks) }
                    // The files come folder by folder: a folder's test root is worked out (and added) once.
                    if let last = lastTestRoot, last.dir == dir, last.depth == ctx.rootDepth, last.source == ctx.source, last.feature == ctx.feature {
                    } else {
                        lastTestRoot = (dir, ctx.rootDepth, ctx.source, ctx.feature)
                        if let root = ctx.layerRoot { testFolders[ctx.feature, default: TestFolders()].add(root, to: \.roots) }
                    }
                    let name = ctx.fileName
                    if name.hasSuffix("UseCaseTests") || name.hasSuffix("InteractorTests") || name.hasSuffix("UseCaseSpec") {
                        testFolders[ctx.feature, default: TestFolders()].add(dir, to: \.useCaseTests)
                    }
                    testFileNames.insert(name)
                    if let f = ctx.feature { featuresWithTests.insert(f) }
                }
                if ctx.inSources && ctx.layer == .domain, let f = ctx.feature { domainFeatures.insert(f) }
                for di in decls.indices {
                    switch decls[di].kind {
                    case .protocol:
                        let name = decls[di].name
                        protocols[name, default: []].append(DeclRef(file: fi, index: di))
                        if let k = vocabulary.contractKind(of: di, in: syntax, ctx) { contracts[name] = k }
                    case .extension:
                        extensions[ProjectIndex.lastComponent(decls[di].name), default: []].append(DeclRef(file: fi, index: di))
                    default:
                        break
                    }
                }
            }
        }
    }
}
