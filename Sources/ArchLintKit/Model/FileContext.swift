/// The architectural layer a file belongs to, read from its path.
public enum Layer: String, Sendable {
    case domain = "Domain"
    case data = "Data"
    case presentation = "Presentation"
    case tests = "Tests"
    case other
}

extension Layer {
    /// Every layer, in the order of their bits.
    static let all: [Layer] = [.domain, .data, .presentation, .tests, .other]

    /// One bit per layer (`FileMatcher` tests a set of them with a mask).
    var bit: UInt32 {
        switch self {
        case .domain: return 1
        case .data: return 2
        case .presentation: return 4
        case .tests: return 8
        case .other: return 16
        }
    }
}

/// The folder a file sits in, within its layer.
public enum FileRole: String, Sendable {
    case domainUseCases = "Domain/UseCases"
    case domainRepositories = "Domain/Repositories"
    case domainModels = "Domain/Models"
    case domainErrors = "Domain/Errors"
    case domainOther = "Domain"
    case dataDTOs = "Data/DTOs"
    case dataDataSources = "Data/DataSources"
    case dataRepositories = "Data/Repositories"
    case dataMappers = "Data/Mappers"
    case dataOther = "Data"
    case presentation = "Presentation"
    case testMocks = "Tests/Mocks"
    case testStubs = "Tests/Stubs"
    case testUnit = "Tests/Unit"
    case testOther = "Tests"
    case other

    /// Every role, in the order of their bits.
    static let all: [FileRole] = [.domainUseCases, .domainRepositories, .domainModels, .domainErrors, .domainOther, .dataDTOs,
                                  .dataDataSources, .dataRepositories, .dataMappers, .dataOther, .presentation, .testMocks,
                                  .testStubs, .testUnit, .testOther, .other]

    /// One bit per role (`FileMatcher` tests a set of them with a mask).
    var bit: UInt32 {
        switch self {
        case .domainUseCases: return 1 << 0
        case .domainRepositories: return 1 << 1
        case .domainModels: return 1 << 2
        case .domainErrors: return 1 << 3
        case .domainOther: return 1 << 4
        case .dataDTOs: return 1 << 5
        case .dataDataSources: return 1 << 6
        case .dataRepositories: return 1 << 7
        case .dataMappers: return 1 << 8
        case .dataOther: return 1 << 9
        case .presentation: return 1 << 10
        case .testMocks: return 1 << 11
        case .testStubs: return 1 << 12
        case .testUnit: return 1 << 13
        case .testOther: return 1 << 14
        case .other: return 1 << 15
        }
    }
}

/// Feature, layer and role of a file, derived from its path:
/// `Features/{Feature}/Sources/Domain/UseCases/…`, `…/Sources/Data/DTOs/…`,
/// `…/Tests/Shared/Mocks/…` (or the older `…/Tests/Mocks/…`), `…/Tests/Unit/…`.
/// Paths without a `Features/` folder still work: the feature is the folder
/// above `Sources`/`Tests`.
public struct FileContext: Sendable, Equatable {
    public var path: String
    public var feature: String?
    public var layer: Layer
    public var role: FileRole
    /// Under a `Sources/` folder (and not under a `Tests/` folder inside it).
    public var inSources: Bool = false
    /// The module (SwiftPM or Tuist target) the file is compiled in, when the layout knows it.
    public var module: String? = nil

    public var isTest: Bool { layer == .tests }
    public var isDomain: Bool { layer == .domain }

    /// The file's name without its folder and the `.swift` extension: `GetCharacterUseCase`.
    public var fileName: String {
        // On UTF-8 bytes: a Character walk over a long path costs more than the index it feeds.
        let u = path.utf8
        var start = u.startIndex
        if let slash = Paths.lastSlash(path) { start = u.index(after: slash) }
        var end = u.endIndex
        if u.distance(from: start, to: end) > 6, u[u.index(end, offsetBy: -6)...].elementsEqual(".swift".utf8) {
            end = u.index(end, offsetBy: -6)
        }
        return String(path[start..<end])
    }

    /// The folder the file sits in, relative to the folder its layer starts from (its `Sources/`
    /// or `Tests/` folder, a layer folder's parent, a module's folder): `Domain/UseCases`,
    /// `Shared/Mocks`; empty for a file directly inside it or outside every layer.
    public var folderInLayer: String {
        guard rootDepth > 0 else { return "" }
        let comps = Paths.components(path)
        guard comps.count > Int(rootDepth) + 1 else { return "" }
        return comps[Int(rootDepth)..<(comps.count - 1)].joined(separator: "/")
    }

    /// How the layout placed the file.
    public var source: LayoutSource = .none
    /// Path components up to and including the folder `folderInLayer` is relative to (0: none).
    public var rootDepth: Int16 = 0

    public init(path: String, feature: String?, layer: Layer, role: FileRole, inSources: Bool = false) {
        self.path = path
        self.feature = feature
        self.layer = layer
        self.role = role
        self.inSources = inSources
    }
}
