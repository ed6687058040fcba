/// What `archlint new` is asked to write.
public enum ScaffoldTarget: Sendable, Equatable {
    case useCase(UseCaseKind, related: String?)
    case repository(RepositoryVariant)
}

/// The UseCase types of seeds 000 and 001, by the name they give the UseCase.
public enum UseCaseKind: String, Sendable, CaseIterable {
    /// `GetCharacterUseCase` (`GetCharacterDetailUseCase` under `naming.detail: required`): localFirst.
    case get
    /// `RefreshCharacterUseCase`: remoteFirst.
    case refresh
    /// `SearchCharactersPageUseCase`: always remote, no cache policy.
    case search
    /// `CreateCharacterUseCase`: validation, then the repository.
    case create
    /// `GetFilteredCharactersUseCase`: business logic on the repository's list.
    case filtered
    /// `GetCharacterWithEpisodesUseCase`: two repositories (`--related Episode`).
    case composed
}

/// Seed 004's three repository checklists.
public enum RepositoryVariant: String, Sendable, CaseIterable {
    /// RemoteDataSource only.
    case remote
    /// MemoryDataSource only.
    case local
    /// Both, with a `CachePolicy` (local-first).
    case cached
}

/// One request: the entity, its feature, and where the feature lives.
public struct ScaffoldRequest: Sendable {
    public var target: ScaffoldTarget
    /// The entity: `Character`.
    public var name: String
    /// The feature: `Character` (its error is `{Feature}Error` when one is created).
    public var feature: String
    /// The feature's folder (holding `Sources/` and `Tests/`), as the user sees it.
    public var featureDirectory: String
    /// `@testable import` module; nil: read from the feature's tests, else the feature's name.
    public var module: String?
    public var configuration: Configuration

    public init(target: ScaffoldTarget, name: String, feature: String, featureDirectory: String,
                module: String? = nil, configuration: Configuration = Configuration()) {
        self.target = target
        self.name = name
        self.feature = feature
        self.featureDirectory = featureDirectory
        self.module = module
        self.configuration = configuration
    }
}

/// A file the generator writes: its path (under the feature's folder) and content.
public struct GeneratedFile: Sendable, Equatable {
    public var path: String
    public var text: String
}

/// What the generator decided: the files, and what the user must know.
public struct ScaffoldPlan: Sendable {
    public var files: [GeneratedFile] = []
    /// Something the generated code expects and the project does not declare
    /// (it will not compile until it is added), or a choice made for the user.
    public var warnings: [String] = []
    /// What was read from the project: module, error type, folders.
    public var notes: [String] = []
}

/// A request that cannot be generated (exit status 2; nothing is written).
public struct ScaffoldFailure: Error, Sendable, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// How the templates spell one entity: `Character`, `character`, `Characters`, `characters`.
struct EntityNames: Sendable {
    let type: String
    let variable: String
    let plural: String
    let pluralVariable: String

    init(_ name: String) {
        type = name
        variable = EntityNames.lowerCamel(name)
        plural = UseCaseNames.plural(name)
        pluralVariable = EntityNames.lowerCamel(plural)
    }

    /// `Character` → `character`, `URLItem` → `urlItem`, `URL` → `url`.
    static func lowerCamel(_ name: String) -> String {
        let chars = Array(name)
        var upper = 0
        while upper < chars.count && chars[upper].isUppercase { upper += 1 }
        if upper == 0 { return name }
        if upper == chars.count { return name.lowercased() }
        let lowered = upper > 1 ? upper - 1 : 1
        return String(chars[..<lowered]).lowercased() + String(chars[lowered...])
    }

    /// A type name the templates can use: ASCII letters and digits, starting with a capital.
    static func isTypeName(_ s: String) -> Bool { isTypeNameSuffix(s) }

    /// Names the generated code already uses for other things.
    static let reserved: Set<String> = [
        "Result", "Error", "Never", "Int", "String", "Bool", "Data", "URL", "Sendable", "Equatable", "Optional", "Array",
        "CachePolicy", "HTTPError", "HTTPRequest", "HTTPClientContract", "Self", "Type", "Protocol", "Any",
    ]

    /// Swift keywords that cannot be a variable's name without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
        "is", "nil", "self", "super", "throws", "true", "try", "await", "any", "some",
    ]
}
