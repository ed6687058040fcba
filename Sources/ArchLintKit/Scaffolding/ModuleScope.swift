/// The project modules a feature imports, resolved to the project's files, so that `archlint new`
/// knows what the feature already sees (`CachePolicy` from a shared module, the networking
/// module's client and request types) and which module a generated file must import to name it.
///
/// A module is found as the lint finds modules (the module facts of the layout: `Package.swift`
/// and Tuist manifests, SwiftPM's `Sources/<Target>/` folders), else by its folder: a folder
/// holding `Sources/` and named like the module (`Libraries/Core/Sources/` for `import Core`), or
/// like the module without the app's prefix (`ChallengeCore`: the feature `Episode` is tested as
/// `@testable import ChallengeEpisode`, so the app's modules are `Challenge` + a folder's name),
/// which is how Tuist projects built by helper functions name theirs.
struct ModuleScope {
    /// A project module the feature imports.
    struct Module {
        var name: String
        /// The folder its files are in (for messages).
        var folder: String
        /// How it was found: `the manifests`, `its folder`.
        var how: String
    }

    /// The imported project modules, by name.
    private(set) var modules: [String: Module] = [:]
    /// The module of each file of an imported project module, by path.
    private var moduleOfPath: [String: String] = [:]
    /// What the feature's files import that is not in the project (the SDK, packages): their
    /// declarations are unknown.
    private(set) var external: [String] = []
    /// `Challenge` when the feature `Episode` is tested as `ChallengeEpisode`.
    private(set) var appPrefix: String?
    private var ownFeature = ""

    init() {}

    /// The modules imported by the feature's files (sources and tests), resolved in `facts`' index.
    init(_ facts: FeatureFacts, feature: String) {
        let index = facts.index
        var imported = Set<String>()
        for f in index.files where facts.isOwn(f.path) {
            for name in f.syntax.imports { imported.insert(ProjectIndex.importedModule(name)) }
        }
        for (_, modules) in facts.testableModulesOfOwnTests() { imported.subtract(modules) }
        ownFeature = feature
        appPrefix = ModuleScope.appPrefix(facts, feature: feature)
        let own = Set(facts.ownModuleNames(feature: feature))
        let folders = ModuleScope.folderModules(index, excluding: facts)
        for name in imported.sorted() where !own.contains(name) {
            if let m = resolve(name, index: index, folders: folders, facts: facts) {
                modules[name] = m
            } else {
                external.append(name)
            }
        }
    }

    /// Resolves more modules (a remote data source modelled on another feature's imports its
    /// networking module); the ones already known or not in the project are left as they are.
    mutating func add(_ names: [String], _ facts: FeatureFacts) {
        let own = Set(facts.ownModuleNames(feature: ownFeature))
        let folders = ModuleScope.folderModules(facts.index, excluding: facts)
        for name in names where modules[name] == nil && !own.contains(name) {
            if let m = resolve(name, index: facts.index, folders: folders, facts: facts) {
                modules[name] = m
                external.removeAll { $0 == name }
            }
        }
    }

    /// The imported project module holding the file at `path`, nil when it is in none.
    func module(of path: String) -> String? { moduleOfPath[path] }

    /// Resolves `name` to files: by the files' module (manifests, SwiftPM folders), else by folder.
    private mutating func resolve(_ name: String, index: ProjectIndex, folders: [(name: String, folder: String)],
                                  facts: FeatureFacts) -> Module? {
        var byModule: [String] = []
        for f in index.files where f.context.module == name && !f.context.isTest && !facts.isOwn(f.path) { byModule.append(f.path) }
        if !byModule.isEmpty {
            for p in byModule { moduleOfPath[p] = name }
            return Module(name: name, folder: ModuleScope.commonFolder(byModule), how: "the manifests")
        }
        // By folder: the exact name, the name without the app's prefix, or the one folder whose
        // name ends the module's name (`AppNetworking` → `Networking`).
        var matches = folders.filter { $0.name == name }
        if matches.isEmpty, let prefix = appPrefix, name.hasPrefix(prefix), name.count > prefix.count {
            let rest = String(name.dropFirst(prefix.count))
            matches = folders.filter { $0.name == rest }
        }
        if matches.isEmpty {
            let suffixed = folders.filter { $0.name.count >= 3 && name.count > $0.name.count && name.hasSuffix($0.name) }
            if Set(suffixed.map(\.name)).count == 1 { matches = suffixed }
        }
        guard !matches.isEmpty else { return nil }
        let roots = matches.map(\.folder)
        var paths: [String] = []
        for f in index.files where !f.context.isTest && !facts.isOwn(f.path) {
            if roots.contains(where: { FeatureFacts.isUnder(f.path, $0) }) { paths.append(f.path) }
        }
        guard !paths.isEmpty else { return nil }
        for p in paths { moduleOfPath[p] = name }
        return Module(name: name, folder: roots.joined(separator: ", "), how: "its folder")
    }

    /// The folders that are modules by SwiftPM's or Tuist's shape: `<Name>/Sources/…` (the
    /// module's sources are the `Sources/` folder) and `Sources/<Name>/…`; the feature's own
    /// folders excluded.
    static func folderModules(_ index: ProjectIndex, excluding facts: FeatureFacts) -> [(name: String, folder: String)] {
        var seen = Set<String>()
        var out: [(name: String, folder: String)] = []
        for f in index.files where !f.context.isTest && !facts.isOwn(f.path) {
            let comps = Paths.components(f.path)
            guard comps.count >= 2, let s = comps.dropLast().lastIndex(of: "Sources") else { continue }
            if s > 0 {
                let folder = comps[...s].joined(separator: "/")
                if seen.insert(folder).inserted { out.append((String(comps[s - 1]), folder)) }
            }
            if s + 2 < comps.count {
                let name = comps[s + 1]
                // `Features/X/Sources/Domain/…`: a layer folder, not a target (as `conventionalModule`).
                if Layout.layerFolder(name) == nil || (s > 0 && comps[s - 1] == name) {
                    let folder = comps[...(s + 1)].joined(separator: "/")
                    if seen.insert(folder).inserted { out.append((String(name), folder)) }
                }
            }
        }
        return out
    }

    /// The prefix the app puts before a folder's name to name its module: from the `@testable
    /// import`s of the project's tests (`ChallengeEpisode` in `Features/Episode/Tests/` → `Challenge`),
    /// the feature's own first, else the most common.
    static func appPrefix(_ facts: FeatureFacts, feature: String) -> String? {
        if let tested = facts.testedModule(feature: feature), tested.hasSuffix(feature), tested.count > feature.count {
            return String(tested.dropLast(feature.count))
        }
        var counts: [String: Int] = [:]
        for (path, modules) in facts.allTestableImports {
            let comps = Paths.components(path)
            guard let t = comps.lastIndex(of: "Tests"), t > 0 else { continue }
            let folder = String(comps[t - 1])
            for m in Set(modules) where m.hasSuffix(folder) && m.count > folder.count {
                counts[String(m.dropLast(folder.count)), default: 0] += 1
            }
        }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.first?.key
    }

    static func commonFolder(_ paths: [String]) -> String {
        guard var common = paths.first.map({ Paths.components(Paths.directory(of: $0)) }) else { return "." }
        for p in paths.dropFirst() {
            let c = Paths.components(Paths.directory(of: p))
            var n = 0
            while n < common.count && n < c.count && common[n] == c[n] { n += 1 }
            common = Array(common[..<n])
        }
        return common.isEmpty ? "." : common.joined(separator: "/")
    }
}
