/// Where a project keeps its features, layers and roles: the one place a file's
/// feature, layer, role and module come from (`FileContext(path:layout:module:)`).
///
/// Three presets, tried in this order on every file unless `.archlint.yml` names one
/// (`layout: preset:`), and `layout:` globs for any other shape (tried first):
/// - `feature-modules`: `Features/<F>/Sources/<Layer>/<Role>/…`, tests under `Features/<F>/Tests/…`
///   (also without the `Features/` folder: the feature is the folder above `Sources`/`Tests`).
/// - `layer-folders`: `Domain/`, `Data/`, `Presentation/` (or `Infrastructure/`) folders anywhere in the
///   path, with no `Sources/` folder (an Xcode app: `MyApp/Domain/UseCases/…`); tests from a test target
///   folder (`MyAppTests/…`), mocks from `Mocks/` folders.
/// - `layer-modules`: one module per layer, named after it (`Domain`, `Data`/`Infrastructure`/`…Platform`,
///   `Presentation`/`UI`, `<Feature>Domain` …, Tuist's `<F>Testing`): a SwiftPM target
///   (`Sources/<Target>/…`, or a manifest's target) or a package folder (`Packages/Domain/Sources/…`).
public struct Layout: Sendable, Equatable {
    public enum Preset: String, Sendable, CaseIterable {
        case featureModules = "feature-modules"
        case layerFolders = "layer-folders"
        case layerModules = "layer-modules"
    }

    /// Folders under `Tests/` that hold mocks.
    public var mockDirectories: [String]
    /// The presets tried, in order: all of them unless `layout: preset:` names one (or `none`).
    public var presets: [Preset] = Preset.allCases
    /// Whether `layout: preset:` chose the presets (`archlint layout` says so).
    public var presetConfigured = false
    /// `layout:` globs, tried before the presets.
    public var globs: LayoutGlobs?
    /// The modules the run's manifests declare (set by the run, not by `.archlint.yml`).
    public var modules: ModuleLookup?
    /// The working directory, against which relative paths meet the `layout:` globs (which are
    /// anchored at the configuration file's folder); nil: paths meet the globs as they are.
    public var workingDirectory: String?

    public static let `default` = Layout(mockDirectories: ["Mocks", "Shared/Mocks"])

    public init(mockDirectories: [String], presets: [Preset] = Preset.allCases, globs: LayoutGlobs? = nil) {
        self.mockDirectories = mockDirectories
        self.presets = presets
        self.globs = globs
    }

    /// The layer names a whole folder or module can carry, without regard to case. Folders (the
    /// `feature-modules` and `layer-folders` presets) use the first group; modules also the second.
    static let layerFolderNames: [(String, Layer)] = [
        ("domain", .domain), ("data", .data), ("infrastructure", .data), ("presentation", .presentation), ("ui", .presentation),
        // Xcode projects per layer (`DomainLayer/DomainLayer/…`).
        ("domainlayer", .domain), ("datalayer", .data), ("presentationlayer", .presentation),
    ]
    static let layerModuleWords: [(String, Layer)] = [
        ("domain", .domain), ("data", .data), ("infrastructure", .data), ("platform", .data),
        ("presentation", .presentation), ("ui", .presentation),
        ("domainlayer", .domain), ("datalayer", .data), ("presentationlayer", .presentation),
    ]

    /// Folders that say their layer and role where no layer folder does: an app organised by role
    /// alone (`MyApp/{Interactors,Repositories,UI}`, VIPER's `Modules/<M>/{View,Presenter,Interactor,DataManager}`).
    /// The outermost such folder of a path decides. Where each is seen.
    public static let roleOnlyFolders: [(folder: String, layer: Layer, role: FileRole, seenIn: String)] = [
        ("UseCases", .domain, .domainUseCases, "apps without a Domain folder"),
        ("Interactors", .domain, .domainUseCases, "nalexn/clean-architecture-swiftui"),
        ("Interactor", .domain, .domainUseCases, "VIPER modules (`Modules/<M>/Interactor/`)"),
        ("Repositories", .data, .dataRepositories, "nalexn/clean-architecture-swiftui (web and database repositories)"),
        ("DataSources", .data, .dataDataSources, "apps without a Data folder"),
        ("DTOs", .data, .dataDTOs, "apps without a Data folder"),
        ("DataManager", .data, .dataRepositories, "VIPER modules (`Modules/<M>/DataManager/`)"),
        ("DataManagers", .data, .dataRepositories, "VIPER modules"),
        ("Scenes", .presentation, .presentation, "apps without a Presentation folder"),
        ("Screens", .presentation, .presentation, "apps without a Presentation folder"),
        ("Presenter", .presentation, .presentation, "VIPER modules (`Modules/<M>/Presenter/`)"),
        ("ViewModels", .presentation, .presentation, "MVVM apps without a Presentation folder"),
    ]

    /// The README's table of the folders that say their layer alone (a test compares them).
    public static var roleOnlyFolderTable: String {
        var out = "| folder (any case) | layer | role | seen in |\n|---|---|---|---|\n"
        for e in roleOnlyFolders {
            out += "| `\(e.folder)/` | \(e.layer.rawValue) | `\(e.role.rawValue)` | \(e.seenIn) |\n"
        }
        return out
    }

    static func roleOnlyFolder(_ name: Substring) -> (layer: Layer, role: FileRole)? {
        for e in roleOnlyFolders where equalsIgnoringCase(name, e.folder) { return (e.layer, e.role) }
        return nil
    }

    /// Role folders and their synonyms, within a layer: each as path components after the layer's
    /// folder (or module), matched without regard to case, longest first. Where a synonym comes from.
    public static let roleFolders: [(layer: Layer, folders: [String], role: FileRole, seenIn: String)] = [
        (.domain, ["UseCases"], .domainUseCases, "the seeds (000, 001); kudoleh/iOS-Clean-Architecture-MVVM"),
        (.domain, ["UseCase"], .domainUseCases, "tuist-style single-noun folders"),
        (.domain, ["Interactors"], .domainUseCases, "nalexn/clean-architecture-swiftui"),
        (.domain, ["Repositories"], .domainRepositories, "the seeds (004)"),
        (.domain, ["Interfaces", "Repositories"], .domainRepositories, "kudoleh/iOS-Clean-Architecture-MVVM"),
        (.domain, ["RepositoryInterfaces"], .domainRepositories, "modular SwiftPM apps (`Domain/RepositoryInterfaces`)"),
        (.domain, ["RepositoryProtocols"], .domainRepositories, "modular SwiftPM apps (`Domain/RepositoryProtocols`)"),
        (.domain, ["Models"], .domainModels, "the seeds (004)"),
        (.domain, ["Entities"], .domainModels, "kudoleh/iOS-Clean-Architecture-MVVM"),
        (.domain, ["Entries"], .domainModels, "sergdort/CleanArchitectureRxSwift"),
        (.domain, ["Errors"], .domainErrors, "the seeds (004)"),
        (.domain, ["Error"], .domainErrors, "tuist micro-feature modules (`Interface/Error`)"),
        (.domain, ["Model"], .domainModels, "single-noun folders (`Domain/Model`)"),
        (.domain, ["Entity"], .domainModels, "single-noun folders (`Domain/Entity`)"),
        (.domain, ["Repository"], .domainRepositories, "single-noun folders (`Domain/Repository`)"),
        (.domain, ["Gateway"], .domainRepositories, "sergdort/CleanArchitectureRxSwift (`Domain/Gateway`)"),
        (.domain, ["Gateways"], .domainRepositories, "gateway protocols in the Domain layer"),
        (.domain, ["Contracts", "Repositories"], .domainRepositories, "apps with a contracts folder (`Domain/Contracts/Repositories`)"),
        (.domain, ["Contracts", "UseCases"], .domainUseCases, "apps with a contracts folder (`Domain/Contracts/UseCases`)"),
        (.data, ["DTOs"], .dataDTOs, "the seeds (004)"),
        (.data, ["DTO"], .dataDTOs, "modular SwiftPM apps (`Data/DTO`)"),
        (.data, ["Network", "DTOs"], .dataDTOs, "apps with a network folder in Data"),
        (.data, ["Network", "DataMapping"], .dataDTOs, "kudoleh/iOS-Clean-Architecture-MVVM"),
        (.data, ["DataMapping"], .dataDTOs, "kudoleh/iOS-Clean-Architecture-MVVM"),
        (.data, ["DataSources"], .dataDataSources, "the seeds (004)"),
        (.data, ["DataSource"], .dataDataSources, "modular SwiftPM apps (`Data/DataSource`)"),
        (.data, ["PersistentStorages"], .dataDataSources, "kudoleh/iOS-Clean-Architecture-MVVM"),
        (.data, ["Repositories"], .dataRepositories, "the seeds (004)"),
        (.data, ["Repository"], .dataRepositories, "modular SwiftPM apps (`Data/Repository`)"),
        (.data, ["Gateways"], .dataRepositories, "tuan188/MGCleanArchitecture (`Data/Gateways`)"),
        (.data, ["Workers"], .dataRepositories, "Clean Swift (VIP) apps (`Workers/`: the data access the scenes share)"),
        (.data, ["Gateway"], .dataRepositories, "single-noun folders (`Data/Gateway`)"),
        (.data, ["APIModels"], .dataDTOs, "apps naming DTOs API models (`Data/APIModels`)"),
        (.data, ["Models", "APIModels"], .dataDTOs, "apps naming DTOs API models (`Data/Models/APIModels`)"),
        (.data, ["API", "Models"], .dataDTOs, "apps with lower-case layers (`data/api/models`)"),
        (.data, ["Cache", "Models"], .dataDTOs, "apps with lower-case layers (`data/cache/models`)"),
        (.data, ["Network", "Models"], .dataDTOs, "apps with a network folder in Data"),
        (.data, ["Remote", "Models"], .dataDTOs, "apps with remote and local folders in Data"),
        (.data, ["Local", "Models"], .dataDTOs, "apps with remote and local folders in Data"),
        (.data, ["Mappers"], .dataMappers, "the seeds' mapper convention (`mapping: mapper`)"),
        (.data, ["Mapper"], .dataMappers, "modular SwiftPM apps (`Data/Mapper`)"),
    ]

    /// The README's table of role folders (a test compares them).
    public static var roleFolderTable: String {
        var out = "| layer | role | folders (any case) | seen in |\n|---|---|---|---|\n"
        for e in roleFolders {
            out += "| \(e.layer.rawValue) | `\(e.role.rawValue)` | `\(e.folders.joined(separator: "/"))/` | \(e.seenIn) |\n"
        }
        return out
    }

    /// The role of a file whose path continues with `rest` (folders only) after its layer's folder.
    static func role(in layer: Layer, rest: ArraySlice<Substring>) -> FileRole {
        // Right after the layer's folder, else after one folder more (a module or an area inside
        // the layer: `Platform/MoviesAPI/DTOs/`, `Domain/Character/UseCases/`).
        for from in [rest.startIndex, rest.startIndex + 1] where from < rest.endIndex {
            let r = rest[from...]
            var best: (count: Int, role: FileRole)?
            for entry in roleFolders where entry.layer == layer && entry.folders.count <= r.count {
                var ok = true
                for (k, f) in entry.folders.enumerated() where !equalsIgnoringCase(r[r.startIndex + k], f) { ok = false; break }
                if ok && entry.folders.count > (best?.count ?? 0) { best = (entry.folders.count, entry.role) }
            }
            if let b = best { return b.role }
        }
        switch layer {
        case .domain: return .domainOther
        case .data: return .dataOther
        case .presentation: return .presentation
        case .tests: return .testOther
        case .other: return .other
        }
    }

    /// In a feature's domain module, a folder of the Data layer's: `DTO`, `DataSource`, `Endpoint`,
    /// `API`; `Repository` under `Sources/` (the implementations; under `Interface/` the contracts).
    static func microFeatureDataRole(_ folder: Substring, underSources: Bool) -> (Layer, FileRole)? {
        for (name, role) in [("DTO", FileRole.dataDTOs), ("DTOs", .dataDTOs), ("DataSource", .dataDataSources), ("DataSources", .dataDataSources),
                             ("Endpoint", .dataOther), ("Endpoints", .dataOther), ("API", .dataOther), ("Network", .dataOther), ("Remote", .dataOther)]
        where equalsIgnoringCase(folder, name) { return (.data, role) }
        if underSources && (equalsIgnoringCase(folder, "Repository") || equalsIgnoringCase(folder, "Repositories")) { return (.data, .dataRepositories) }
        return nil
    }

    /// `DI`, `DependencyInjection`, `Injection`: where the layers are wired together.
    static func isCompositionFolder(_ name: Substring) -> Bool {
        equalsIgnoringCase(name, "DI") || equalsIgnoringCase(name, "DependencyInjection") || equalsIgnoringCase(name, "Injection")
    }

    /// How many folders of `rest` (after a layer's folder) lead to and hold its role folder: `DTO` of
    /// `DTO/App`, `Network/DTOs` of `Network/DTOs/Movies`; nil when no role folder is there.
    static func roleSpan(in layer: Layer, rest: ArraySlice<Substring>) -> Int? {
        for from in [rest.startIndex, rest.startIndex + 1] where from < rest.endIndex {
            let r = rest[from...]
            var best = 0
            for entry in roleFolders where entry.layer == layer && entry.folders.count <= r.count {
                var ok = true
                for (k, f) in entry.folders.enumerated() where !equalsIgnoringCase(r[r.startIndex + k], f) { ok = false; break }
                if ok { best = max(best, entry.folders.count) }
            }
            if best > 0 { return from - rest.startIndex + best }
        }
        return nil
    }

    static func layerFolder(_ name: Substring) -> Layer? {
        for (n, l) in layerFolderNames where equalsIgnoringCase(name, n) { return l }
        return nil
    }

    /// A module named after a layer: `Domain`, `RecipesData`, `NetworkPlatform`, `ProfileUI`,
    /// with the feature its name carries before the layer word (nil: none). `Testing` modules hold
    /// test doubles (Tuist's µFeature `…Testing` targets). Tuist's `…Interface` targets are in no
    /// layer: they hold contracts, but also view builders that import UI frameworks (seen in
    /// swift-syntax's `MacroExamplesInterface`), so the Domain rules would misjudge them.
    static func moduleLayer(_ name: Substring) -> (layer: Layer, feature: Substring?)? {
        // A name of printable ASCII (all but a few) is judged on its bytes: walked by `Substring`
        // indices, a call cost about 6 K instructions (the project index asks it of every module).
        if let verdict = name.utf8.withContiguousStorageIfAvailable({ asciiModuleLayer($0) }), let v = verdict {
            guard let (layer, cut) = v else { return nil }
            return (layer, cut.map { name[..<name.utf8.index(name.utf8.startIndex, offsetBy: $0)] })
        }
        return moduleLayerByCharacters(name)
    }

    /// `moduleLayer` of a name's bytes, the feature as its length in bytes; nil when a byte is not
    /// printable ASCII (then `moduleLayerByCharacters` judges it, as it always did).
    static func asciiModuleLayer(_ b: UnsafeBufferPointer<UInt8>) -> (layer: Layer, cut: Int?)?? {
        for c in b where c < 0x20 || c >= 0x7F { return nil }
        return asciiModuleLayer(b, b.count)
    }

    /// `moduleLayer` of the first `n` bytes of `b` (printable ASCII).
    private static func asciiModuleLayer(_ b: UnsafeBufferPointer<UInt8>, _ n: Int) -> (layer: Layer, cut: Int?)? {
        @inline(__always) func lower(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c + 32 : c }
        /// Bytes `from..<n` equal `word` (lowercase) ignoring case.
        func tailIs(_ from: Int, _ word: [UInt8]) -> Bool {
            guard n - from == word.count else { return false }
            for k in 0..<word.count where lower(b[from + k]) != word[k] { return false }
            return true
        }
        if tailIs(0, Self.testingWord) { return (.tests, nil) }
        if n > 7 {
            var exact = true
            for k in 0..<7 where b[n - 7 + k] != Self.testingSuffix[k] { exact = false; break }
            if exact {
                // `AuthDomainTesting`: the feature is `Auth`.
                return (.tests, asciiModuleLayer(b, n - 7)?.cut ?? n - 7)
            }
        }
        for (word, layer) in layerModuleWordBytes {
            if tailIs(0, word) { return (layer, nil) }
            // A camel-case word at the end: `RecipesDomain`, `ProfileUI` (not `Metadata`, `GUI`).
            guard n > word.count else { continue }
            let cut = n - word.count
            guard b[cut] >= 0x41 && b[cut] <= 0x5A, tailIs(cut, word) else { continue }
            if word.count == 2 {
                // `ProfileUI`: the word before it must end in a lowercase letter (`GUI`, `SwiftUI` are no layer),
                // and not be `Swift` (`CountriesSwiftUI` is an app named after SwiftUI).
                guard b[cut + 1] == UInt8(ascii: "I"), b[cut - 1] >= 0x61 && b[cut - 1] <= 0x7A else { continue }
                if cut >= 5 && b[(cut - 5)..<cut].elementsEqual(Self.swiftWord) { continue }
            }
            return (layer, cut)
        }
        return nil
    }

    private static let testingWord = Array("testing".utf8)
    private static let testingSuffix = Array("Testing".utf8)
    private static let swiftWord = Array("Swift".utf8)
    /// `layerModuleWords` as bytes.
    static let layerModuleWordBytes: [([UInt8], Layer)] = layerModuleWords.map { (Array($0.0.utf8), $0.1) }

    /// `moduleLayer` walked by `Substring` indices (a name with a byte that is not printable ASCII).
    static func moduleLayerByCharacters(_ name: Substring) -> (layer: Layer, feature: Substring?)? {
        if equalsIgnoringCase(name, "testing") { return (.tests, nil) }
        if name.hasSuffix("Testing"), name.utf8.count > 7 {
            // `AuthDomainTesting`: the feature is `Auth`.
            let module = name.dropLast(7)
            return (.tests, moduleLayerByCharacters(module)?.feature ?? module)
        }
        for (word, layer) in layerModuleWords {
            if equalsIgnoringCase(name, word) { return (layer, nil) }
            // A camel-case word at the end: `RecipesDomain`, `ProfileUI` (not `Metadata`, `GUI`).
            guard name.utf8.count > word.utf8.count else { continue }
            // Counted in bytes (the words are ASCII): a `Character` offset walked grapheme breaks.
            let cut = name.utf8.index(name.utf8.endIndex, offsetBy: -word.utf8.count)
            let tail = name[cut...]
            guard let f = tail.utf8.first, f >= 0x41 && f <= 0x5A, equalsIgnoringCase(tail, word) else { continue }
            if word == "ui" {
                // `ProfileUI`: the word before it must end in a lowercase letter (`GUI`, `SwiftUI` are no layer),
                // and not be `Swift` (`CountriesSwiftUI` is an app named after SwiftUI).
                guard tail == "UI", let p = name[..<cut].utf8.last, p >= 0x61 && p <= 0x7A else { continue }
                if name[..<cut].hasSuffix("Swift") { continue }
            }
            return (layer, name[..<cut])
        }
        return nil
    }

    static func equalsIgnoringCase(_ a: Substring, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        for (x, y) in zip(a.utf8, b.utf8) where x != y {
            let lx = (x >= 0x41 && x <= 0x5A) ? x + 32 : x
            let ly = (y >= 0x41 && y <= 0x5A) ? y + 32 : y
            if lx != ly { return false }
        }
        return true
    }
}

/// The modules of a run, as the layout sees them: which module holds a path.
public final class ModuleLookup: Sendable, Equatable {
    let lookup: @Sendable (String) -> ModuleHint?
    /// The dependencies the manifests declare between modules of the run, where they are written.
    public let edges: [ModuleEdge]
    /// Every module the manifests declare (name → its source folder), tests included.
    public let declared: [String: ModuleHint]

    public init(edges: [ModuleEdge] = [], declared: [String: ModuleHint] = [:], _ lookup: @escaping @Sendable (String) -> ModuleHint?) {
        self.lookup = lookup
        self.edges = edges
        self.declared = declared
    }

    public func module(containing path: String) -> ModuleHint? { lookup(path) }

    public static func == (a: ModuleLookup, b: ModuleLookup) -> Bool { a === b }
}

/// A dependency of one module on another, as a manifest declares it.
public struct ModuleEdge: Sendable, Equatable {
    public var from: String
    public var to: String
    /// The manifest and the position of the dependency in it.
    public var manifest: String
    public var line: Int
    public var column: Int

    public init(from: String, to: String, manifest: String, line: Int, column: Int) {
        self.from = from
        self.to = to
        self.manifest = manifest
        self.line = line
        self.column = column
    }
}

/// What a file's module is, from the manifests (`ModuleGraph`).
public struct ModuleHint: Sendable, Equatable {
    public var name: String
    public var isTest: Bool
    /// The module's source folder, as file paths spell it.
    public var directory: String

    public init(name: String, isTest: Bool, directory: String) {
        self.name = name
        self.isTest = isTest
        self.directory = directory
    }
}

/// How `FileContext` placed a file: by which preset, by `layout:` globs, or not at all.
public enum LayoutSource: String, Sendable, CaseIterable {
    case featureModules = "feature-modules"
    case layerFolders = "layer-folders"
    case layerModules = "layer-modules"
    case globs = "layout"
    case none = "-"
}

extension FileContext {
    /// Feature, layer, role and module of `path` under `layout`; `module` is the manifest target
    /// holding it, when the run read one.
    public init(path: String, layout: Layout = .default, module explicitModule: ModuleHint? = nil) {
        self.init(path: path, feature: nil, layer: .other, role: .other)
        let module = explicitModule ?? layout.modules?.module(containing: path)
        self.module = module?.name
        let comps = Paths.components(path)
        guard !comps.isEmpty else { return }
        let dirs = comps.dropLast()
        // A package manifest belongs to no layer (its folder may be named after one: `Packages/Domain/`).
        if comps.last == "Package.swift" { return }
        if module == nil { self.module = FileContext.conventionalModule(comps.dropLast()) }
        if let globs = layout.globs {
            if let cwd = layout.workingDirectory, !path.hasPrefix("/") {
                let absolute = Paths.components(Paths.absolute(path, from: cwd))
                if globs.place(&self, comps: absolute, layout: layout) {
                    // The root is counted in the absolute path; the file's own path is shorter by the cwd's depth.
                    rootDepth = Int16(max(0, Int(rootDepth) - (absolute.count - comps.count)))
                    return
                }
            } else if globs.place(&self, comps: comps, layout: layout) {
                return
            }
        }
        for preset in layout.presets {
            if place(preset, dirs: dirs, layout: layout, module: module) {
                // A composition root inside a layer (`Sources/DI/`, `Domain/DependencyInjection/`) wires
                // every layer together: it is in none.
                if layer != .tests, dirs.dropFirst(max(0, Int(rootDepth) - 1)).contains(where: Layout.isCompositionFolder) {
                    self = FileContext(path: path, feature: feature, layer: .other, role: .other)
                    self.module = module?.name ?? FileContext.conventionalModule(dirs)
                }
                return
            }
        }
    }

    /// Places files folder by folder: a file's feature, layer, role, module and root come from its
    /// folders alone (its name only for a manifest), so the files of one folder share them. Without
    /// `layout:` globs (which may match file names), the first file of a folder is placed and the
    /// others copy it. One per worker thread: no lock.
    public struct Placer {
        /// The folder placed last and its placement: workers take files in sorted order, so the
        /// next file is most often in the same folder (a byte comparison, no hashing).
        var lastFolder: Substring = ""
        var last: FileContext?

        public init() {}

        public mutating func context(for path: String, layout: Layout) -> FileContext {
            guard layout.globs == nil, let slash = Paths.lastSlash(path) else {
                return FileContext(path: path, layout: layout)
            }
            let name = path[path.utf8.index(after: slash)...]
            if name == "Package.swift" || name == "Project.swift" { return FileContext(path: path, layout: layout) }
            let folder = path[..<slash]
            // Count first, then `==` (a memcmp on native strings; `elementsEqual` walks the views).
            if var placed = last, folder.utf8.count == lastFolder.utf8.count, folder == lastFolder {
                placed.path = path
                return placed
            }
            let placed = FileContext(path: path, layout: layout)
            lastFolder = folder
            last = placed
            return placed
        }
    }

    /// The module SwiftPM's folder convention gives, without a manifest: the folder after the
    /// innermost `Sources/` (`Sources/Networking/…` → `Networking`). Not when that folder
    /// is a layer folder (`Features/Character/Sources/Domain/…`: the target is the feature, unknown
    /// here), unless the package folder has the same name (`Packages/Domain/Sources/Domain/…`).
    static func conventionalModule(_ dirs: ArraySlice<Substring>) -> String? {
        guard let s = dirs.lastIndex(of: "Sources"), s + 1 < dirs.endIndex else { return nil }
        let name = dirs[s + 1]
        if Layout.layerFolder(name) != nil && !(s > dirs.startIndex && dirs[s - 1] == name) { return nil }
        return String(name)
    }

    /// The folder whose sub-folders are the roles of the file's layer, as this project spells it:
    /// `Features/Items/Sources/Data`, `Items/Infrastructure`, `Packages/Domain/Sources/Domain`,
    /// `ExampleMVVMTests`, `Features/Items/Tests`; nil outside every layer. Messages name
    /// destinations under it (`ProjectIndex.folder(for:near:)`), never a folder the preset imagines.
    public var layerRoot: String? {
        guard layer != .other else { return nil }
        let comps = Paths.components(path)
        let dirs = comps.dropLast()
        let depth = Int(rootDepth)
        guard depth <= dirs.count else { return nil }
        // An absolute path keeps its leading `/` (its components do not).
        let lead = path.hasPrefix("/") ? "/" : ""
        if !isTest && (source == .featureModules || source == .layerFolders) {
            // The layer's own folder, at or after the root: `Sources/Data`, `Items/Infrastructure`.
            // (A role folder alone placed it: the folder it sits in.)
            guard let li = dirs[depth...].firstIndex(where: { Layout.layerFolder($0) != nil }) else {
                return depth == 0 ? nil : lead + dirs.prefix(depth).joined(separator: "/")
            }
            // With the module folder named after the layer that follows it (`Domain/MoviesDomain`).
            if li + 1 < dirs.endIndex, let (l, _) = Layout.moduleLayer(dirs[li + 1]), l == Layout.layerFolder(dirs[li]) {
                return lead + dirs[...(li + 1)].joined(separator: "/")
            }
            return lead + dirs[...li].joined(separator: "/")
        }
        return depth == 0 ? nil : lead + dirs.prefix(depth).joined(separator: "/")
    }

    /// Whether a file with these imports describes the project instead of belonging to it: a Tuist
    /// manifest or helper (`import ProjectDescription`), placed in no layer whatever its folder
    /// (`Projects/Domain/AuthDomain/Project.swift`).
    static func describesProject(_ imports: [String]) -> Bool {
        imports.contains { $0 == "ProjectDescription" || $0 == "ProjectDescriptionHelpers" }
    }

    /// The file's place once its imports are known: in no feature, layer or module when it
    /// describes the project (`describesProject`), else as placed.
    func given(imports: [String]) -> FileContext {
        layer != .other && FileContext.describesProject(imports) ? FileContext(path: path, feature: nil, layer: .other, role: .other) : self
    }

    /// `archlint layout`'s summary of where the file is: `Domain/UseCases`, `Tests/Mocks`, `-`.
    public var placement: String { layer == .other ? "-" : role.rawValue }

    mutating func place(_ preset: Layout.Preset, dirs: ArraySlice<Substring>, layout: Layout, module: ModuleHint?) -> Bool {
        switch preset {
        case .featureModules: return placeFeatureModule(dirs, layout)
        case .layerFolders: return placeLayerFolder(dirs)
        case .layerModules: return placeLayerModule(dirs, module)
        }
    }

    /// `…/<F>/Sources/<Layer>/<Role>/…` and `…/<F>/Tests/…` (the innermost `Sources`/`Tests` decides).
    mutating func placeFeatureModule(_ dirs: ArraySlice<Substring>, _ layout: Layout) -> Bool {
        let features = dirs.lastIndex(of: "Features")
        let src = dirs.lastIndex(of: "Sources")
        let tst = dirs.lastIndex(of: "Tests")
        var feature: Substring?
        if let f = features, f + 1 < dirs.endIndex { feature = dirs[f + 1] }
        if let t = tst, src == nil || t > src! {
            if feature == nil && t > dirs.startIndex {
                feature = dirs[t - 1]
                if let (_, f) = Layout.moduleLayer(dirs[t - 1]) { feature = f }
            }
            // SwiftPM keeps each test target in `Tests/<Target>Tests/`: its folders count from there.
            var from = t + 1
            if from < dirs.endIndex, dirs[from].hasSuffix("Tests"), dirs[from].utf8.count > 5 { from += 1 }
            let rel = dirs[from...].joined(separator: "/")
            layer = .tests
            role = .testOther
            if layout.mockDirectories.contains(where: { rel == $0 || rel.hasPrefix($0 + "/") }) {
                role = .testMocks
            } else if rel == "Shared/Stubs" || rel.hasPrefix("Shared/Stubs/") || rel == "Stubs" || rel.hasPrefix("Stubs/") {
                role = .testStubs
            } else if rel == "Unit" || rel.hasPrefix("Unit/") {
                role = .testUnit
            }
            self.feature = feature.map(String.init)
            source = .featureModules
            // The folder the test roles are read from (a SwiftPM test target's, when there is one).
            rootDepth = Int16(from)
            return true
        }
        guard let s = src else { return false }
        inSources = true
        rootDepth = Int16(s + 1)
        if feature == nil && s > dirs.startIndex {
            feature = dirs[s - 1]
            // A package named after its layer (`Packages/Domain/Sources/Domain/…`) is no feature.
            if let (_, f) = Layout.moduleLayer(dirs[s - 1]) { feature = f }
        }
        self.feature = feature.map(String.init)
        guard let li = dirs[(s + 1)...].firstIndex(where: { Layout.layerFolder($0) != nil }) else { return false }
        layer = Layout.layerFolder(dirs[li])!
        role = Layout.role(in: layer, rest: dirs[(li + 1)...])
        source = .featureModules
        return true
    }

    /// `Domain/`, `Data/`, `Presentation/` folders anywhere (no `Sources/`); `<App>Tests/` and `Mocks/` folders.
    mutating func placeLayerFolder(_ dirs: ArraySlice<Substring>) -> Bool {
        // Module folders are the other presets': SwiftPM's `Sources`/`Tests`, a Tuist micro-feature
        // module's `Interface`/`Testing`.
        if dirs.contains(where: { $0 == "Sources" || $0 == "Tests" || $0 == "Interface" || $0 == "Testing" }) { return false }
        let features = dirs.lastIndex(of: "Features")
        // A test target's folder: `ExampleMVVMTests`, `MyAppUITests`.
        if let t = dirs.lastIndex(where: { $0.hasSuffix("Tests") && $0.utf8.count > 5 }) {
            layer = .tests
            var name = dirs[t].dropLast(5)
            if name.hasSuffix("UI") && name.utf8.count > 2 { name = name.dropLast(2) }
            feature = features.flatMap { $0 + 1 < dirs.endIndex && $0 + 1 != t ? String(dirs[$0 + 1]) : nil } ?? String(name)
            let rest = dirs[(t + 1)...]
            rootDepth = Int16(t + 1)
            role = rest.contains(where: { Layout.equalsIgnoringCase($0, "Mocks") }) ? .testMocks
                : rest.contains(where: { Layout.equalsIgnoringCase($0, "Stubs") }) ? .testStubs : .testOther
            source = .layerFolders
            return true
        }
        guard let li = dirs.firstIndex(where: { Layout.layerFolder($0) != nil }) else {
            if dirs.contains(where: { Layout.equalsIgnoringCase($0, "Mocks") }) {
                layer = .tests
                role = .testMocks
                source = .layerFolders
                return true
            }
            // No layer folder: a role folder alone says the layer (`MyApp/Interactors/`, `Modules/Home/Presenter/`).
            guard let ri = dirs.firstIndex(where: { Layout.roleOnlyFolder($0) != nil }) else { return false }
            let (l, _) = Layout.roleOnlyFolder(dirs[ri])!
            if let f = features, f + 1 < ri { feature = String(dirs[f + 1]) } else if ri > dirs.startIndex { feature = String(dirs[ri - 1]) }
            layer = l
            role = Layout.role(in: l, rest: dirs[ri...])
            rootDepth = Int16(ri)
            inSources = true
            source = .layerFolders
            return true
        }
        if let f = features, f + 1 < li { feature = String(dirs[f + 1]) } else if li > dirs.startIndex { feature = String(dirs[li - 1]) }
        var rest = dirs[(li + 1)...]
        // A module folder named after the layer inside it (`Projects/Domain/MoviesDomain/UseCases/`):
        // the roles are read after it, and it names the feature.
        if let first = rest.first, let (l, f) = Layout.moduleLayer(first), l == Layout.layerFolder(dirs[li]) {
            rest = rest.dropFirst()
            if features == nil, let f { feature = String(f) }
        }
        rootDepth = Int16(li)
        if rest.contains(where: { Layout.equalsIgnoringCase($0, "Mocks") }) {
            layer = .tests
            role = .testMocks
        } else {
            layer = Layout.layerFolder(dirs[li])!
            role = Layout.role(in: layer, rest: rest)
            inSources = true
        }
        source = .layerFolders
        return true
    }

    /// A module named after its layer: the manifest's target, the SwiftPM target folder after
    /// `Sources/`, or the package folder before it (`Packages/Domain/Sources/…`).
    mutating func placeLayerModule(_ dirs: ArraySlice<Substring>, _ module: ModuleHint?) -> Bool {
        if let m = module {
            if m.isTest {
                layer = .tests
                role = .testOther
                if let (_, f) = Layout.moduleLayer(Substring(m.name.hasSuffix("Tests") ? String(m.name.dropLast(5)) : m.name)), let f { feature = String(f) }
                source = .layerModules
                return true
            }
            if let (l, f) = Layout.moduleLayer(Substring(m.name)) {
                let root = m.directory.split(separator: "/").count
                let rest = dirs.count > root ? dirs[(dirs.startIndex + root)...] : dirs[dirs.endIndex...]
                _ = placeModule(l, feature: f, rest: rest, root: root)
                // A Tuist micro-feature module's target folder (`AuthDomain/Sources`, `…/Interface`).
                if let kind = m.directory.split(separator: "/").last, kind == "Sources" || kind == "Interface" {
                    placeMicroFeatureData(l, feature: f, rest: rest, underSources: kind == "Sources")
                }
                return true
            }
        }
        // A module's folders: SwiftPM's `Sources/`, or a Tuist module's `Interface/` (its interface
        // target) and `Testing/` (its test doubles).
        guard let s = dirs.lastIndex(where: { $0 == "Sources" || $0 == "Interface" || $0 == "Testing" }) else { return false }
        let kind = dirs[s]
        if kind == "Sources", s + 1 < dirs.endIndex, let (l, f) = Layout.moduleLayer(dirs[s + 1]) {
            return placeModule(l, feature: f ?? (s > dirs.startIndex ? dirs[s - 1] : nil), rest: dirs[(s + 2)...], root: s + 2)
        }
        guard s > dirs.startIndex else { return false }
        let module = dirs[s - 1]
        // The module's name says its layer (`AuthDomain`), else the group folder it sits in does
        // (`Projects/Domain/AuthService/Sources/…`, a Tuist app's layer groups).
        var placed: (layer: Layer, feature: Substring?)? = Layout.moduleLayer(module)
        if placed == nil, s - 1 > dirs.startIndex, let l = Layout.layerFolder(dirs[s - 2]) { placed = (l, module) }
        guard let (l, f) = placed, l != .tests else { return false }
        if kind == "Testing" {
            _ = placeModule(.tests, feature: f, rest: dirs[(s + 1)...], root: s + 1)
            return true
        }
        // `Packages/Domain/Sources/Domain/…`: the target folder after `Sources/` repeats the package's name.
        let from = kind == "Sources" && s + 1 < dirs.endIndex && dirs[s + 1] == module ? s + 2 : s + 1
        _ = placeModule(l, feature: f, rest: dirs[from...], root: from)
        if kind != "Sources" || from == s + 1 { placeMicroFeatureData(l, feature: f, rest: dirs[from...], underSources: kind == "Sources") }
        return true
    }

    /// A feature's domain module (`AuthDomain/{Interface,Sources}`, Tuist's micro-features) keeps
    /// the feature's data beside its domain: its DTOs, data sources and endpoints, and under
    /// `Sources/` the implementations of its repositories, are the Data layer's.
    mutating func placeMicroFeatureData(_ l: Layer, feature f: Substring?, rest: ArraySlice<Substring>, underSources: Bool) {
        guard l == .domain, f != nil, let first = rest.first, let (dl, dr) = Layout.microFeatureDataRole(first, underSources: underSources) else { return }
        layer = dl
        role = dr
    }

    mutating func placeModule(_ l: Layer, feature f: Substring?, rest: ArraySlice<Substring>, root: Int) -> Bool {
        layer = l
        rootDepth = Int16(root)
        feature = f.map(String.init)
        role = l == .tests ? .testMocks : Layout.role(in: l, rest: rest)
        inSources = l != .tests
        source = .layerModules
        return true
    }
}

/// One path glob of `layout:`: `App/Core/Domain/**`, `App/Features/{feature}/Domain/**`.
/// `**` is any number of folders, `*` and `?` match within one name, `{feature}` matches one
/// name (or part of one) and names the file's feature. A glob without a wildcard at its end
/// also covers everything below it (`App/Core/Domain` = `App/Core/Domain/**`). Relative to the
/// configuration file's folder.
public struct LayoutGlob: Sendable, Equatable {
    enum Piece: Sendable, Equatable { case literal(String), star, question, feature }
    enum Segment: Sendable, Equatable { case anyFolders, name([Piece]) }

    /// As written in `.archlint.yml`.
    public let text: String
    public let line: Int
    let segments: [Segment]
    /// Path components before the first `**`: the folder a matched file's role is read from.
    let rootCount: Int

    /// Parses `text`; `base` is the configuration file's folder (prefixed, as `excluded` is).
    public struct Problem: Error, Equatable { public let message: String }

    public static func parse(_ text: String, line: Int, base: String = "") -> Result<LayoutGlob, Problem> {
        var t = Substring(text)
        while t.hasPrefix("./") { t = t.dropFirst(2) }
        guard !t.isEmpty else { return .failure(Problem(message: "an empty glob")) }
        if t.hasPrefix("/") { return .failure(Problem(message: "`\(text)` is absolute: write it relative to the configuration file's folder")) }
        var segments: [Segment] = []
        for b in base.split(separator: "/") where b != "." { segments.append(.name([.literal(String(b))])) }
        let baseCount = segments.count
        for raw in t.split(separator: "/", omittingEmptySubsequences: true) {
            if raw == "**" { if segments.last != .anyFolders { segments.append(.anyFolders) }; continue }
            if raw == ".." || raw == "." { return .failure(Problem(message: "`\(text)`: `\(raw)` is not allowed in a layout glob")) }
            if raw.contains("**") { return .failure(Problem(message: "`\(text)`: `**` must be a whole folder name (`a/**/b`), not part of `\(raw)`")) }
            var pieces: [Piece] = []
            var lit = ""
            var i = raw.startIndex
            while i < raw.endIndex {
                let c = raw[i]
                if c == "{" {
                    guard raw[i...].hasPrefix("{feature}") else {
                        return .failure(Problem(message: "`\(text)`: the only placeholder is `{feature}`"))
                    }
                    if !lit.isEmpty { pieces.append(.literal(lit)); lit = "" }
                    pieces.append(.feature)
                    i = raw.index(i, offsetBy: 9)
                    continue
                }
                if c == "}" || c == "[" || c == "]" { return .failure(Problem(message: "`\(text)`: `\(c)` is not glob syntax here (use `*`, `?`, `**` and `{feature}`)")) }
                if c == "*" || c == "?" {
                    if !lit.isEmpty { pieces.append(.literal(lit)); lit = "" }
                    pieces.append(c == "*" ? .star : .question)
                } else {
                    lit.append(c)
                }
                i = raw.index(after: i)
            }
            if !lit.isEmpty { pieces.append(.literal(lit)) }
            segments.append(.name(pieces))
        }
        if segments.filter({ if case .name(let p) = $0 { return p.contains(.feature) }; return false }).count > 1 {
            return .failure(Problem(message: "`\(text)`: `{feature}` may appear once"))
        }
        // A folder glob covers what is below it.
        if case .name(let p) = segments.last!, !(p.last.map { if case .literal(let l) = $0 { return l.hasSuffix(".swift") }; return false } ?? false) {
            segments.append(.anyFolders)
        }
        let root = segments.firstIndex(of: .anyFolders) ?? segments.count
        _ = baseCount
        return .success(LayoutGlob(text: text, line: line, segments: segments, rootCount: root))
    }

    /// Whether the path's components match; with the `{feature}` capture.
    func match(_ comps: ArraySlice<Substring>) -> (matched: Bool, feature: Substring?) {
        var feature: Substring?
        func go(_ s: Int, _ c: Int) -> Bool {
            if s == segments.count { return c == comps.endIndex }
            switch segments[s] {
            case .anyFolders:
                // The next name's first byte, when it is a literal's ASCII byte: a folder that starts
                // with another ASCII byte cannot match it (`**/Preview*/**` tries every folder).
                var first: UInt8?
                if s + 1 < segments.count, case .name(let pieces) = segments[s + 1], case .literal(let l)? = pieces.first,
                   let b = l.utf8.first, b < 0x80 {
                    first = b
                }
                var k = c
                while k <= comps.endIndex {
                    if let first, k < comps.endIndex, let b = comps[k].utf8.first, b < 0x80, b != first { k += 1; continue }
                    if go(s + 1, k) { return true }
                    k += 1
                }
                return false
            case .name(let pieces):
                // A folder named literally (the configuration's own folders before a glob): compared whole.
                if pieces.count == 1, case .literal(let l) = pieces[0] {
                    guard c < comps.endIndex, comps[c] == l else { return false }
                    return go(s + 1, c + 1)
                }
                guard c < comps.endIndex, let f = LayoutGlob.matchName(pieces[...], Substring(comps[c])) else { return false }
                if go(s + 1, c + 1) {
                    if f.isEmpty == false || pieces.contains(.feature) { if pieces.contains(.feature) { feature = f } }
                    return true
                }
                return false
            }
        }
        let ok = go(0, comps.startIndex)
        return (ok, ok ? feature : nil)
    }

    /// Matches one name; returns the `{feature}` capture ("" when the pieces have none), nil on no match.
    static func matchName(_ pieces: ArraySlice<Piece>, _ name: Substring) -> Substring? {
        guard let p = pieces.first else { return name.isEmpty ? "" : nil }
        let rest = pieces.dropFirst()
        switch p {
        case .literal(let l):
            guard name.hasPrefix(l) else { return nil }
            return matchName(rest, name.dropFirst(l.count))
        case .question:
            guard !name.isEmpty else { return nil }
            return matchName(rest, name.dropFirst())
        case .star, .feature:
            var k = name.startIndex
            while true {
                if p == .feature && k == name.startIndex { k = name.index(after: k); if k > name.endIndex { return nil }; continue }
                if let r = matchName(rest, name[k...]) { return p == .feature ? name[name.startIndex..<k] : r }
                if k == name.endIndex { return nil }
                k = name.index(after: k)
            }
        }
    }
}

/// `layout:` in `.archlint.yml`: features, layers and roles by path globs.
///
/// ```yaml
/// layout:
///   features: ["App/Features/{feature}/**"]
///   layers:
///     domain: ["App/Core/Domain/**"]
///     data: ["App/Core/Network/**", "App/Core/Persistence/**"]
///     presentation: ["App/Features/{feature}/**"]
///     tests: ["AppTests/**"]
///   roles:
///     Domain/UseCases: ["App/Core/Domain/Interactors/**"]
/// ```
public struct LayoutGlobs: Sendable, Equatable {
    public struct LayerGlobs: Sendable, Equatable {
        public var layer: Layer
        public var globs: [LayoutGlob]
    }
    public struct RoleGlobs: Sendable, Equatable {
        public var role: FileRole
        public var globs: [LayoutGlob]
    }
    /// The configuration file the globs come from (where their lines are).
    public var configPath = ".archlint.yml"
    public var features: [LayoutGlob] = []
    public var layers: [LayerGlobs] = []
    public var roles: [RoleGlobs] = []

    public init() {}

    /// Every glob, for `archlint layout`'s "matches no file" warnings.
    public var all: [LayoutGlob] { features + layers.flatMap(\.globs) + roles.flatMap(\.globs) }

    /// A file claimed by the globs of two layers: a configuration error at the second glob's line.
    public func conflict(_ path: String, workingDirectory: String?) -> InputProblem? {
        let c = claims(path, workingDirectory: workingDirectory)
        guard c.count > 1 else { return nil }
        return InputProblem(path: configPath, line: c[1].glob.line, message:
            "`\(path)` is claimed by two layers: \(c[0].layer.rawValue) (`\(c[0].glob.text)`, line \(c[0].glob.line)) and \(c[1].layer.rawValue) (`\(c[1].glob.text)`): make the globs of `layout.layers` disjoint")
    }

    /// The layer globs that claim a path (more than one layer: a configuration error).
    public func claims(_ path: String, workingDirectory: String? = nil) -> [(layer: Layer, glob: LayoutGlob)] {
        let full = workingDirectory.map { path.hasPrefix("/") ? path : Paths.absolute(path, from: $0) } ?? path
        let comps = ArraySlice(Paths.components(full))
        var out: [(Layer, LayoutGlob)] = []
        for lg in layers {
            if let g = lg.globs.first(where: { $0.match(comps).matched }) { out.append((lg.layer, g)) }
        }
        return out
    }

    static func layer(of role: FileRole) -> Layer {
        let raw = role.rawValue
        if raw.hasPrefix("Domain") { return .domain }
        if raw.hasPrefix("Data") { return .data }
        if raw.hasPrefix("Presentation") { return .presentation }
        if raw.hasPrefix("Tests") { return .tests }
        return .other
    }

    /// Places a file matched by a role or layer glob; false when none matches.
    func place(_ ctx: inout FileContext, comps: [Substring], layout: Layout) -> Bool {
        let all = comps[...]
        let dirs = comps.dropLast()
        var matchedGlob: LayoutGlob?
        var feature: Substring?
        for rg in roles {
            for g in rg.globs {
                let m = g.match(all)
                if m.matched {
                    ctx.role = rg.role
                    ctx.layer = LayoutGlobs.layer(of: rg.role)
                    matchedGlob = g
                    feature = m.feature
                    break
                }
            }
            if matchedGlob != nil { break }
        }
        if matchedGlob == nil {
            for lg in layers {
                for g in lg.globs {
                    let m = g.match(all)
                    if m.matched {
                        ctx.layer = lg.layer
                        matchedGlob = g
                        feature = m.feature
                        let rest = dirs.count > g.rootCount ? dirs[g.rootCount...] : dirs[dirs.endIndex...]
                        if lg.layer == .other {
                            ctx.role = .other
                        } else if lg.layer == .tests {
                            ctx.role = rest.contains(where: { Layout.equalsIgnoringCase($0, "Mocks") }) ? .testMocks
                                : rest.contains(where: { Layout.equalsIgnoringCase($0, "Stubs") }) ? .testStubs : .testOther
                        } else {
                            ctx.role = Layout.role(in: lg.layer, rest: rest)
                            // The glob's own last folder says the role too (`App/Workers/*.swift`).
                            let root = min(g.rootCount, dirs.count)
                            if root > 0, ctx.role == Layout.role(in: lg.layer, rest: rest[rest.endIndex...]) {
                                ctx.role = Layout.role(in: lg.layer, rest: dirs[(dirs.startIndex + root - 1)...])
                            }
                        }
                        break
                    }
                }
                if matchedGlob != nil { break }
            }
        }
        guard let g = matchedGlob else { return false }
        for fg in features {
            let m = fg.match(all)
            if m.matched, let f = m.feature { feature = f; break }
        }
        ctx.feature = feature.map(String.init)
        ctx.inSources = ctx.layer != .tests && ctx.layer != .other
        ctx.rootDepth = Int16(min(g.rootCount, dirs.count))
        ctx.source = .globs
        return true
    }
}
