/// The architectural layer a file belongs to, read from its path.
public enum Layer: String, Sendable {
    case domain = "Domain"
    case data = "Data"
    case presentation = "Presentation"
    case tests = "Tests"
    case other
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

    public var isTest: Bool { layer == .tests }
    public var isDomain: Bool { layer == .domain }

    /// The file's name without its folder and the `.swift` extension: `GetCharacterUseCase`.
    public var fileName: String {
        // On UTF-8 bytes: a Character walk over a long path costs more than the index it feeds.
        let u = path.utf8
        var start = u.startIndex
        if let slash = u.lastIndex(of: UInt8(ascii: "/")) { start = u.index(after: slash) }
        var end = u.endIndex
        if u.distance(from: start, to: end) > 6, u[u.index(end, offsetBy: -6)...].elementsEqual(".swift".utf8) {
            end = u.index(end, offsetBy: -6)
        }
        return String(path[start..<end])
    }

    /// The folder the file sits in, relative to its `Sources/` or `Tests/` folder
    /// (`Domain/UseCases`, `Shared/Mocks`); empty for a file directly inside it or outside both.
    public var folderInLayer: String {
        let comps = path.split(separator: "/", omittingEmptySubsequences: true)
        guard comps.count >= 2 else { return "" }
        let dirs = comps.dropLast()
        guard let root = dirs.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }) else { return "" }
        return dirs[(root + 1)...].joined(separator: "/")
    }

    public init(path: String, feature: String?, layer: Layer, role: FileRole, inSources: Bool = false) {
        self.path = path
        self.feature = feature
        self.layer = layer
        self.role = role
        self.inSources = inSources
    }

    public init(path: String, layout: Layout = .default) {
        self.path = path
        // Split on the byte `/` (a Character split costs more than tokenizing a small file).
        let comps = path.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
        var feature: String?
        if let f = comps.lastIndex(of: "Features"), f + 1 < comps.count - 1 { feature = comps[f + 1] }
        // The innermost Sources/Tests folder decides.
        let src = comps.dropLast().lastIndex(of: "Sources")
        let tst = comps.dropLast().lastIndex(of: "Tests")
        var layer = Layer.other
        var role = FileRole.other
        var inSources = false
        if let t = tst, src == nil || t > src! {
            layer = .tests
            if feature == nil && t > 0 { feature = comps[t - 1] }
            let rel = comps[(t + 1)..<(comps.count - 1)].joined(separator: "/")
            role = .testOther
            if layout.mockDirectories.contains(where: { rel == $0 || rel.hasPrefix($0 + "/") }) {
                role = .testMocks
            } else if rel == "Shared/Stubs" || rel.hasPrefix("Shared/Stubs/") || rel == "Stubs" || rel.hasPrefix("Stubs/") {
                role = .testStubs
            } else if rel == "Unit" || rel.hasPrefix("Unit/") {
                role = .testUnit
            }
        } else if let s = src {
            inSources = true
            if feature == nil && s > 0 { feature = comps[s - 1] }
            let rest = Array(comps[(s + 1)..<(comps.count - 1)])
            if let li = rest.firstIndex(where: { $0 == "Domain" || $0 == "Data" || $0 == "Presentation" }) {
                let sub = li + 1 < rest.count ? rest[li + 1] : ""
                switch rest[li] {
                case "Domain":
                    layer = .domain
                    switch sub {
                    case "UseCases": role = .domainUseCases
                    case "Repositories": role = .domainRepositories
                    case "Models": role = .domainModels
                    case "Errors": role = .domainErrors
                    default: role = .domainOther
                    }
                case "Data":
                    layer = .data
                    switch sub {
                    case "DTOs": role = .dataDTOs
                    case "DataSources": role = .dataDataSources
                    case "Repositories": role = .dataRepositories
                    case "Mappers": role = .dataMappers
                    default: role = .dataOther
                    }
                default:
                    layer = .presentation
                    role = .presentation
                }
            }
        }
        self.feature = feature
        self.layer = layer
        self.role = role
        self.inSources = inSources
    }
}

/// Where the layout puts things; the seeds disagree on mocks, so both are accepted
/// by default and `.archlint.yml` may choose.
public struct Layout: Sendable, Equatable {
    /// Folders under `Tests/` that hold mocks.
    public var mockDirectories: [String]

    public static let `default` = Layout(mockDirectories: ["Mocks", "Shared/Mocks"])

    public init(mockDirectories: [String]) {
        self.mockDirectories = mockDirectories
    }
}
