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
    /// `--http-client TYPE`: the client a remote data source injects (else `scaffolding.http_client`,
    /// else the closest remote data source's).
    public var httpClient: String?
    public var configuration: Configuration

    public init(target: ScaffoldTarget, name: String, feature: String, featureDirectory: String,
                module: String? = nil, httpClient: String? = nil, configuration: Configuration = Configuration()) {
        self.target = target
        self.name = name
        self.feature = feature
        self.featureDirectory = featureDirectory
        self.module = module
        self.httpClient = httpClient
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
    /// What was taken from where in the project (the module, `CachePolicy` and its cases, the
    /// remote data source followed, the folders, the header): `--dry-run` lists them.
    public var taken: [String] = []
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

/// `scaffolding:` in `.archlint.yml`: what `archlint new` cannot read from the project.
///
/// ```yaml
/// scaffolding:
///   http_client: HTTPClientContract       # the client a remote data source injects
///   http_error: HTTPError                 # the error its requests fail with
///   cache_policy:                         # the case of the project's CachePolicy for each strategy
///     local_first: cacheElseLoad
///     remote_first: reload
///     no_cache: reloadIgnoringCache
/// ```
public struct ScaffoldingSettings: Sendable, Equatable {
    public var httpClient: String?
    public var httpError: String?
    /// By strategy (`local_first`, `remote_first`, `no_cache`), the case's name.
    public var cachePolicy: [String: String] = [:]

    public init() {}

    /// Reads the `scaffolding:` entry.
    static func parse(_ e: YAMLLite.Entry, path: String) -> Result<ScaffoldingSettings, InputProblem> {
        func fail(_ line: Int, _ message: String) -> Result<ScaffoldingSettings, InputProblem> {
            .failure(InputProblem(path: path, line: line, message: message))
        }
        guard case .map(let settings) = e.value else {
            return fail(e.line, "`scaffolding` must be a map, e.g.\n  scaffolding:\n    http_client: HTTPClientContract")
        }
        var out = ScaffoldingSettings()
        for s in settings {
            switch s.key {
            case "http_client", "http_error":
                guard case .scalar(let v) = s.value, isTypeNameSuffix(v) else {
                    return fail(s.line, "`scaffolding.\(s.key)` must be a type name such as `\(s.key == "http_client" ? "HTTPClientContract" : "HTTPError")`")
                }
                if s.key == "http_client" { out.httpClient = v } else { out.httpError = v }
            case "cache_policy":
                guard case .map(let roles) = s.value else {
                    return fail(s.line, "`scaffolding.cache_policy` maps strategies to your CachePolicy's cases, e.g.\n    cache_policy:\n      no_cache: reloadIgnoringCache")
                }
                for r in roles {
                    guard CachePolicyCases.Role(rawValue: r.key) != nil else {
                        return fail(r.line, "unknown strategy `\(r.key)` in `scaffolding.cache_policy` (known: local_first, remote_first, no_cache)")
                    }
                    guard case .scalar(let v) = r.value, isIdentifier(v) else {
                        return fail(r.line, "`scaffolding.cache_policy.\(r.key)` must be a case name such as `noCache`")
                    }
                    out.cachePolicy[r.key] = v
                }
            default:
                return fail(s.line, "unknown key `scaffolding.\(s.key)` (known: http_client, http_error, cache_policy)")
            }
        }
        return .success(out)
    }

    /// `cache_policy` by role.
    var cachePolicyRoles: [CachePolicyCases.Role: String] {
        var out: [CachePolicyCases.Role: String] = [:]
        for (k, v) in cachePolicy { if let r = CachePolicyCases.Role(rawValue: k) { out[r] = v } }
        return out
    }
}
