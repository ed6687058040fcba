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
    /// The module (SwiftPM or Tuist target) the file is compiled in, when the layout knows it.
    public var module: String? = nil

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
        // Split on the byte `/`, as `init(path:layout:)` does: a Character split costs ~40,000
        // instructions on a typical path.
        let comps = path.utf8.split(separator: UInt8(ascii: "/"))
        guard comps.count >= 2 else { return "" }
        let dirs = comps.dropLast()
        guard let root = dirs.lastIndex(where: { $0.elementsEqual("Sources".utf8) || $0.elementsEqual("Tests".utf8) }) else { return "" }
        return dirs[(root + 1)...].map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
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
        // One pass over the bytes: the components are byte ranges, compared in place, and only
        // the feature's name and a test file's folder become strings. (A Character split costs
        // more than tokenizing a small file; a byte split into strings, 14,000 instructions a path.)
        let bytes = Array(path.utf8)
        var comps: [Range<Int>] = []
        comps.reserveCapacity(12)
        var from = 0
        for i in 0...bytes.count where i == bytes.count || bytes[i] == UInt8(ascii: "/") {
            if i > from { comps.append(from..<i) }
            from = i + 1
        }
        func named(_ c: Int, _ literal: StaticString) -> Bool {
            let r = comps[c]
            guard r.count == literal.utf8CodeUnitCount else { return false }
            let l = literal.utf8Start
            for k in 0..<r.count where bytes[r.lowerBound + k] != l[k] { return false }
            return true
        }
        func text(_ c: Int) -> String { String(decoding: bytes[comps[c]], as: UTF8.self) }
        let last = comps.count - 1
        var feature: String?
        if let f = (0..<comps.count).last(where: { named($0, "Features") }), f + 1 < last { feature = text(f + 1) }
        // The innermost Sources/Tests folder decides (the file's own name does not count).
        let src = (0..<max(last, 0)).last(where: { named($0, "Sources") })
        let tst = (0..<max(last, 0)).last(where: { named($0, "Tests") })
        var layer = Layer.other
        var role = FileRole.other
        var inSources = false
        if let t = tst, src == nil || t > src! {
            layer = .tests
            if feature == nil && t > 0 { feature = text(t - 1) }
            var relBytes: [UInt8] = []
            for c in (t + 1)..<last {
                if !relBytes.isEmpty { relBytes.append(UInt8(ascii: "/")) }
                relBytes.append(contentsOf: bytes[comps[c]])
            }
            let rel = String(decoding: relBytes, as: UTF8.self)
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
            if feature == nil && s > 0 { feature = text(s - 1) }
            if let li = ((s + 1)..<last).first(where: { named($0, "Domain") || named($0, "Data") || named($0, "Presentation") }) {
                let sub = li + 1 < last ? li + 1 : nil
                func subIs(_ literal: StaticString) -> Bool { sub.map { named($0, literal) } ?? false }
                if named(li, "Domain") {
                    layer = .domain
                    role = subIs("UseCases") ? .domainUseCases : subIs("Repositories") ? .domainRepositories
                        : subIs("Models") ? .domainModels : subIs("Errors") ? .domainErrors : .domainOther
                } else if named(li, "Data") {
                    layer = .data
                    role = subIs("DTOs") ? .dataDTOs : subIs("DataSources") ? .dataDataSources
                        : subIs("Repositories") ? .dataRepositories : subIs("Mappers") ? .dataMappers : .dataOther
                } else {
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
