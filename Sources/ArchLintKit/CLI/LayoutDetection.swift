/// How `archlint init` decides a project's layout from evidence: every candidate (the presets
/// together and each alone) places the files, the one that places most, in most of the three
/// layers, wins; then the folders it leaves in no layer are read by their names and their files'
/// names, and those that say one layer clearly get a `layout:` glob. Nothing is written that the
/// files do not show: a folder whose files disagree is described no further than its parts that
/// agree, and a glob never claims a file that a preset already placed.
struct LayoutDetection {
    /// One file as init sees it: its path relative to the configuration's folder, and whether it
    /// describes the project (a manifest: never placed).
    struct File {
        var path: String
        var describesProject: Bool
    }

    /// The outcome: the `layout:` lines (empty: nothing to write, the presets per file), the evidence,
    /// the layout itself (to place the files as the written configuration will), and the counts.
    var yaml: [String] = []
    var evidence: [String] = []
    var layout: Layout
    var contexts: [FileContext] = []
    var counts: [Layer: Int] = [:]

    // MARK: - Words

    /// Folder names that say a layer (lower case; compared without regard to case). The innermost
    /// folder of a file's path that says something decides its folder signal.
    static let dataWords: Set<String> = [
        "data", "network", "networking", "networks", "api", "apis", "apiclient", "persistence", "storage", "storages", "database", "databases", "db",
        "remote", "local", "service", "services", "backend", "backends", "platform", "infrastructure", "repository", "repositories",
        "datasource", "datasources", "dto", "dtos", "gateway", "gateways", "worker", "workers", "datamanager", "datamanagers", "cache", "caches",
        "coredata", "swiftdata", "realm", "firebase", "keychain", "userdefaults", "endpoint", "endpoints", "http", "graphql", "datamapper", "datamappers",
    ]
    static let presentationWords: Set<String> = [
        "presentation", "ui", "userinterface", "scenes", "scene", "screens", "screen", "views", "view", "flows", "flow",
        "components", "designsystem", "coordinators", "coordinator", "viewmodels", "viewmodel", "presenters", "presenter", "viewcontrollers",
        "viewcontroller", "controllers", "pages", "page", "routers", "router", "navigation", "widgets",
    ]
    /// (Not `Entities`: a Data module keeps its API's and its database's entities too.)
    static let domainWords: Set<String> = [
        "domain", "usecases", "usecase", "interactors", "interactor", "business", "businesslogic",
    ]
    /// Folders of no layer: a file under one of them (innermost first) has no layer of its own.
    static let noneWords: Set<String> = [
        "app", "application", "di", "dependencyinjection", "container", "resources", "supportingfiles", "extensions", "extension", "utils",
        "util", "utilities", "utility", "helpers", "helper", "common", "demo", "example", "examples", "preview", "previews", "previewcontent",
        "derived", "scripts", "config", "configuration", "tools", "constants", "assets", "plugins", "tuist", "fastlane",
        // System entry points (App Intents, Shortcuts): they call into the app, in no layer of it.
        "intents", "appintents", "automation", "shortcuts",
    ]

    /// File name endings that say a layer (`HomeInteractor.swift`, `MoviesRepository.swift`, `LoginView.swift`).
    static let fileSuffixes: [(suffix: String, layer: Layer)] = [
        ("UseCase", .domain), ("Usecase", .domain), ("Interactor", .domain), ("Entity", .domain),
        ("RepositoryImpl", .data), ("Repository", .data), ("DataSource", .data), ("Worker", .data), ("API", .data), ("APIClient", .data),
        ("DTO", .data), ("Response", .data), ("Request", .data), ("Endpoint", .data), ("Storage", .data), ("DataManager", .data),
        ("ViewController", .presentation), ("VC", .presentation), ("ViewModel", .presentation), ("View", .presentation),
        ("Presenter", .presentation), ("Router", .presentation), ("Coordinator", .presentation), ("Cell", .presentation),
        ("Screen", .presentation), ("Scene", .presentation), ("Reducer", .presentation), ("Page", .presentation),
        ("Builder", .presentation), ("Wireframe", .presentation), ("Output", .presentation),
    ]

    /// Presentation only beside a Domain or Data layer the project has: a `Features/` folder is
    /// the screens of an app whose domain is elsewhere (`Domain/`, `Backends/`), and anything in one
    /// that has none.
    static let featureWords: Set<String> = ["features", "feature"]

    enum Signal: Equatable { case layer(Layer), none, unknown }

    /// `layered`: the project has Domain or Data files (`featureWords` say Presentation).
    static func folderSignal(_ name: Substring, layered: Bool = true) -> Signal? {
        var lower = ""
        for u in name.unicodeScalars where u != "-" && u != "_" && u != " " { lower.unicodeScalars.append(u.properties.lowercaseMapping.unicodeScalars.first ?? u) }
        if noneWords.contains(lower) { return Signal.none }
        if domainWords.contains(lower) { return .layer(.domain) }
        if dataWords.contains(lower) { return .layer(.data) }
        if presentationWords.contains(lower) || (layered && featureWords.contains(lower)) { return .layer(.presentation) }
        return nil
    }

    static func fileSignal(_ fileName: String) -> Layer? {
        // A role's own contract says the role: `HomePresenterProtocol`, `HomeWorkerType`.
        var name = Substring(fileName)
        for contract in ["Protocol", "Contract", "Interface", "Type"] where name.hasSuffix(contract) && name.utf8.count > contract.utf8.count {
            name = name.dropLast(contract.count)
            break
        }
        // Case-sensitive: `…View` starts a camel-case word, `Overview` and `Preview` do not end in it.
        for (suffix, layer) in fileSuffixes where name.hasSuffix(suffix) && name.utf8.count > suffix.utf8.count {
            return layer
        }
        return nil
    }

    /// Whether a file's layer signal comes from a folder's name (strong: one such file is enough).
    static func signalIsFolder(_ path: String, layered: Bool = true) -> Bool {
        let comps = Paths.components(path)
        var name = String(comps.last ?? "")
        if name.hasSuffix(".swift") { name.removeLast(6) }
        for c in comps.dropLast().reversed() {
            if let s = folderSignal(c, layered: layered) { return s != .none && fileSignal(name) == nil }
        }
        return false
    }

    /// A file's signal: its name's ending, else the innermost folder that says something.
    static func signal(_ path: String, layered: Bool = true) -> Signal {
        let comps = Paths.components(path)
        guard let last = comps.last else { return .unknown }
        var name = String(last)
        if name.hasSuffix(".swift") { name.removeLast(6) }
        // The name of a folder of no layer wins over the file's name (`Demo/HomeView.swift` is the demo's).
        for c in comps.dropLast().reversed() {
            if let s = folderSignal(c, layered: layered) {
                if s == .none { return .none }
                if let l = fileSignal(name) { return .layer(l) }
                return s
            }
        }
        if let l = fileSignal(name) { return .layer(l) }
        return .unknown
    }

    // MARK: - Candidates

    /// Places every file under `layout` (a manifest in no layer).
    static func place(_ files: [File], _ layout: Layout) -> [FileContext] {
        var placer = FileContext.Placer()
        return files.map { f in
            f.describesProject ? FileContext(path: f.path, feature: nil, layer: .other, role: .other) : placer.context(for: f.path, layout: layout)
        }
    }

    static func counts(_ contexts: [FileContext]) -> [Layer: Int] {
        var c: [Layer: Int] = [:]
        for ctx in contexts { c[ctx.layer, default: 0] += 1 }
        return c
    }

    static func layersFilled(_ c: [Layer: Int]) -> Int { [Layer.domain, .data, .presentation].filter { (c[$0] ?? 0) > 0 }.count }
    static func placed(_ c: [Layer: Int]) -> Int { c.filter { $0.key != .other }.values.reduce(0, +) }

    /// Decides the layout of `files` (their modules already in `base.modules`).
    static func detect(_ files: [File], base: Layout) -> LayoutDetection {
        var candidates: [(presets: [Layout.Preset], counts: [Layer: Int], contexts: [FileContext])] = []
        for presets in [Layout.Preset.allCases] + Layout.Preset.allCases.map({ [$0] }) {
            var l = base
            l.presets = presets
            let contexts = place(files, l)
            candidates.append((presets, counts(contexts), contexts))
        }
        // Most layers filled, then most files placed; a single preset that places as much as all
        // of them together is written (it says the shape), else the presets stay per file.
        var best = 0
        for k in candidates.indices.dropFirst() {
            let a = candidates[k].counts, b = candidates[best].counts
            if (layersFilled(a), placed(a)) > (layersFilled(b), placed(b)) { best = k }
        }
        // (Two presets that each place everything say nothing about the shape: none is written.)
        let equal = candidates.indices.dropFirst().filter {
            layersFilled(candidates[$0].counts) == layersFilled(candidates[0].counts) && placed(candidates[$0].counts) == placed(candidates[0].counts)
        }
        if best == 0, equal.count == 1 { best = equal[0] }
        var d = LayoutDetection(layout: base)
        d.layout.presets = candidates[best].presets
        let chosen = candidates[best]
        var evidence: [String] = []
        var yaml: [String] = []
        if chosen.presets.count == 1 {
            yaml.append("  preset: \(chosen.presets[0].rawValue)")
            d.layout.presetConfigured = true
        }
        for (k, c) in candidates.enumerated() where placed(c.counts) > 0 {
            let name = k == 0 ? "the presets together (per file)" : "\(c.presets[0].rawValue) alone"
            evidence.append("Placed by \(name): \(describe(c.counts))" + (k == best ? " (chosen)" : ""))
        }
        // The folders the chosen presets leave in no layer, by what their names say.
        let globs = proposeGlobs(files, chosen.contexts)
        if !globs.layers.isEmpty || !globs.roles.isEmpty {
            var g = LayoutGlobs()
            for (layer, list) in globs.layers {
                g.layers.append(LayoutGlobs.LayerGlobs(layer: layer, globs: list.compactMap { try? LayoutGlob.parse($0.glob, line: 0).get() }))
            }
            for (role, list) in globs.roles {
                g.roles.append(LayoutGlobs.RoleGlobs(role: role, globs: list.compactMap { try? LayoutGlob.parse($0.glob, line: 0).get() }))
            }
            d.layout.globs = g
            if !globs.layers.isEmpty {
                yaml.append("  layers:")
                for (layer, list) in globs.layers {
                    let name = layer == .other ? "none" : layer.rawValue.lowercased()
                    yaml.append("    \(name): [\(list.map { "\"\($0.glob)\"" }.joined(separator: ", "))]")
                    for e in list { evidence.append("Glob `\(e.glob)` (\(e.files) file\(e.files == 1 ? "" : "s")): \(layer == .other ? "no layer" : layer.rawValue), \(e.why)") }
                }
            }
            if !globs.roles.isEmpty {
                yaml.append("  roles:")
                for (role, list) in globs.roles {
                    yaml.append("    \(role.rawValue): [\(list.map { "\"\($0.glob)\"" }.joined(separator: ", "))]")
                    for e in list { evidence.append("Glob `\(e.glob)` (\(e.files) file\(e.files == 1 ? "" : "s")): \(role.rawValue), \(e.why)") }
                }
            }
        }
        d.contexts = place(files, d.layout)
        d.counts = counts(d.contexts)
        evidence.append("With this layout: \(describe(d.counts))")
        d.yaml = yaml
        d.evidence = evidence
        return d
    }

    static func describe(_ c: [Layer: Int]) -> String {
        var parts: [String] = []
        for l in [Layer.domain, .data, .presentation, .tests] { parts.append("\(c[l] ?? 0) \(l.rawValue)") }
        parts.append("\(c[.other] ?? 0) in no layer")
        return parts.joined(separator: ", ")
    }

    // MARK: - Globs

    struct Proposal {
        var glob: String
        var files: Int
        var why: String
    }

    /// Globs for the unplaced files: per layer (folders) and per role (file names of VIP/VIPER scenes).
    static func proposeGlobs(_ files: [File], _ contexts: [FileContext]) -> (layers: [(Layer, [Proposal])], roles: [(FileRole, [Proposal])]) {
        var byLayer: [Layer: [Proposal]] = [:]
        let layered = contexts.contains { $0.layer == .domain || $0.layer == .data }
        // The scenes' role files first: the folders are read without them (a VIPER module's flat
        // folder is its presentation once its interactor and data manager are told apart).
        let roles = sceneRoles(files, contexts)
        let roleGlobs = roles.flatMap(\.1).compactMap { try? LayoutGlob.parse($0.glob, line: 0).get() }
        let byRole = Set(files.indices.filter { i in roleGlobs.contains { $0.match(ArraySlice(Paths.components(files[i].path))).matched } })
        // The unplaced folders, each the outermost holding no placed file (`Unplaced.groups`); a
        // folder that holds placed files too is described by its own files only (`F/*.swift`).
        let candidates = files.indices.filter { !files[$0].describesProject && !byRole.contains($0) }
        for g in Unplaced.groups(candidates.map { (files[$0].path, contexts[$0].layer != .other) }) where g.folder != "." {
            let paths = g.members.map { files[candidates[$0]].path }
            if g.holdsPlaced {
                classifyFiles(g.folder, paths, layered: layered, into: &byLayer)
            } else {
                classify(g.folder, paths, layered: layered, into: &byLayer)
            }
        }
        // Sibling folders of one layer in a folder whose name says that layer, where everything placed
        // is of that layer too, become one glob of that folder (`Projects/Platform/**`).
        let components = files.map { ArraySlice(Paths.components($0.path)) }
        for (l, list) in byLayer { byLayer[l] = lift(list, layer: l, files: files, contexts: contexts, components: components, layered: layered) }
        // No glob claims a file a preset placed in another layer (globs are tried first).
        for (l, list) in byLayer {
            byLayer[l] = list.filter { p in
                guard let g = try? LayoutGlob.parse(p.glob, line: 0).get() else { return false }
                return !files.indices.contains { contexts[$0].layer != .other && contexts[$0].layer != l && g.match(components[$0]).matched }
            }
        }
        var layers: [(Layer, [Proposal])] = []
        for l in [Layer.domain, .data, .presentation] {
            guard let list = byLayer[l], !list.isEmpty else { continue }
            var seen = Set<String>()
            layers.append((l, merge(list, layer: l, files: files, contexts: contexts, byLayer: byLayer).filter { seen.insert($0.glob).inserted }))
        }
        let boundaries = sceneBoundaries(files, contexts)
        if !boundaries.isEmpty { layers.append((.other, boundaries)) }
        return (layers, roles)
    }

    /// Describes `folder` (whose files are all unplaced) by one layer when its files agree, else each
    /// sub-folder by itself; files that say nothing stay unplaced.
    static func classify(_ folder: String, _ paths: [String], layered: Bool, into out: inout [Layer: [Proposal]]) {
        guard !paths.isEmpty else { return }
        var tally: [Layer: Int] = [:]
        var none = 0, known = 0
        for p in paths {
            switch signal(p, layered: layered) {
            case .layer(let l): tally[l, default: 0] += 1; known += 1
            case .none: none += 1
            case .unknown: break
            }
        }
        // One layer: 80 % of the files that say a layer, 60 % of the folder, and at least 2 of them
        // unless the folder's own name says it (`Core/Persistence/ArticleCache.swift`).
        let own = Paths.components(folder).last.flatMap { folderSignal($0, layered: layered) }
        let byFolder = paths.allSatisfy { signalIsFolder($0, layered: layered) || signal($0, layered: layered) == .unknown }
        if let (top, n) = tally.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key.rawValue > $1.key.rawValue) }),
           n >= 2 || own == .layer(top) || byFolder, n * 10 >= known * 8, known * 10 >= paths.count * 6, none * 10 <= paths.count * 2 {
            let words = explain(paths, top)
            out[top, default: []].append(Proposal(glob: folder + "/**", files: paths.count, why: words))
            return
        }
        // Not one layer: each sub-folder by itself (files directly in `folder` stay unplaced).
        var children: [Substring: [String]] = [:]
        for p in paths {
            let rest = p.dropFirst(folder.utf8.count + 1)
            guard let slash = rest.firstIndex(of: "/") else { continue }
            children[rest[..<slash], default: []].append(p)
        }
        for (name, sub) in children.sorted(by: { $0.key < $1.key }) { classify(folder + "/" + name, sub, layered: layered, into: &out) }
    }

    /// Proposals of `layer` under a folder whose own name says `layer` (`Platform`), lifted into one
    /// glob of that folder when every file under it is placed in `layer` or unplaced with no other
    /// layer's signal.
    static func lift(_ list: [Proposal], layer: Layer, files: [File], contexts: [FileContext], components: [ArraySlice<Substring>], layered: Bool) -> [Proposal] {
        var parents: [String: [Int]] = [:]
        for (k, p) in list.enumerated() {
            var comps = Paths.components(p.glob).map(String.init)
            comps.removeLast()
            // Each ancestor folder whose name says the layer.
            while comps.count > 1 {
                comps.removeLast()
                if let last = comps.last, folderSignal(Substring(last), layered: layered) == .layer(layer) {
                    parents[comps.joined(separator: "/"), default: []].append(k)
                    break
                }
            }
        }
        var out = list
        var dropped = Set<Int>()
        for (parent, members) in parents.sorted(by: { $0.key < $1.key }) {
            let prefix = Array(Paths.components(parent))
            let under = files.indices.filter { components[$0].count > prefix.count && Array(components[$0].prefix(prefix.count)) == prefix }
            let fits = under.allSatisfy { i in
                if files[i].describesProject { return true }
                if contexts[i].layer != .other { return contexts[i].layer == layer }
                switch signal(files[i].path, layered: layered) {
                case .layer(let l): return l == layer
                case .none: return false  // a demo, a composition root: the folder is not all one layer
                case .unknown: return true
                }
            }
            guard fits, !under.isEmpty else { continue }
            dropped.formUnion(members)
            out.append(Proposal(glob: parent + "/**", files: under.count, why: "the folder's name says so, and its files agree"))
        }
        return out.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// The unplaced files of a folder that holds placed files too: described by one glob of its own
    /// files (`F/*.swift`) when they agree, like a folder.
    static func classifyFiles(_ folder: String, _ paths: [String], layered: Bool, into out: inout [Layer: [Proposal]]) {
        var tally: [Layer: Int] = [:]
        var known = 0
        for p in paths { if case .layer(let l) = signal(p, layered: layered) { tally[l, default: 0] += 1; known += 1 } }
        let byFolder = paths.allSatisfy { signalIsFolder($0, layered: layered) }
        guard let (top, n) = tally.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key.rawValue > $1.key.rawValue) }),
              n >= 2 || byFolder, n * 10 >= known * 8, known == paths.count else { return }
        out[top, default: []].append(Proposal(glob: folder + "/*.swift", files: paths.count, why: explain(paths, top)))
    }

    /// What says the layer, for the evidence: the folder names and file endings of the files.
    static func explain(_ paths: [String], _ layer: Layer) -> String {
        var names: [String: Int] = [:]
        for p in paths {
            let comps = Paths.components(p)
            var name = String(comps.last ?? "")
            if name.hasSuffix(".swift") { name.removeLast(6) }
            if let l = fileSignal(name), l == layer, let s = fileSuffixes.first(where: { name.hasSuffix($0.suffix) }) {
                names["…\(s.suffix)", default: 0] += 1
                continue
            }
            for c in comps.dropLast().reversed() where folderSignal(c) != nil {
                names["\(c)/", default: 0] += 1
                break
            }
        }
        let top = names.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.prefix(3)
        return "its folders and files say so (" + top.map { "\($0.value) \($0.key)" }.joined(separator: ", ") + ")"
    }

    /// Sibling globs of one layer merged into one with a wildcard (`Projects/Feature/A/Sources/**` and
    /// `…/B/Sources/**` → `Projects/Feature/*/Sources/**`), when the merged glob claims no file a
    /// preset placed and no file another layer's glob describes.
    static func merge(_ list: [Proposal], layer: Layer, files: [File], contexts: [FileContext], byLayer: [Layer: [Proposal]]) -> [Proposal] {
        var current = list.sorted { $0.glob < $1.glob }
        let others = byLayer.filter { $0.key != layer }.flatMap(\.value).compactMap { try? LayoutGlob.parse($0.glob, line: 0).get() }
        let components = files.map { ArraySlice(Paths.components($0.path)) }
        func claims(_ glob: String) -> [Int]? {
            guard let g = try? LayoutGlob.parse(glob, line: 0).get() else { return nil }
            return files.indices.filter { g.match(components[$0]).matched }
        }
        var changed = true
        while changed {
            changed = false
            var groups: [String: [Int]] = [:]
            for (k, p) in current.enumerated() {
                var comps = Paths.components(p.glob).map(String.init)
                guard comps.count >= 3 else { continue }
                // Each folder position but the first and the trailing `**` may become `*`.
                for pos in 1..<(comps.count - 1) where comps[pos] != "*" && comps[pos] != "**" {
                    let saved = comps[pos]
                    comps[pos] = "*"
                    groups[comps.joined(separator: "/"), default: []].append(k)
                    comps[pos] = saved
                }
            }
            for (glob, members) in groups.sorted(by: { $0.value.count > $1.value.count || ($0.value.count == $1.value.count && $0.key < $1.key) }) where members.count >= 2 {
                guard let claimed = claims(glob) else { continue }
                // Only what the members claimed already, or what a preset placed in this layer: never a
                // sibling the members left out (a module's `Demo/` beside its `Sources/`).
                let memberGlobs = members.compactMap { try? LayoutGlob.parse(current[$0].glob, line: 0).get() }
                let ok = claimed.allSatisfy { i in
                    if contexts[i].layer != .other { return contexts[i].layer == layer }
                    return memberGlobs.contains { $0.match(components[i]).matched } && !others.contains { $0.match(components[i]).matched }
                }
                guard ok else { continue }
                let merged = Proposal(glob: glob, files: claimed.filter { !files[$0].describesProject }.count,
                                      why: members.map { current[$0].why }.first ?? "")
                let keep = current.enumerated().filter { !members.contains($0.offset) }.map(\.element)
                current = (keep + [merged]).sorted { $0.glob < $1.glob }
                changed = true
                break
            }
        }
        return current
    }

    /// What a VIP (Clean Swift) scene shares between its layers: `HomeModels.swift` holds the
    /// Request, Response and ViewModel types that the interactor and the presenter pass each
    /// other, `HomeConfigurator.swift` wires the scene (its composition root). Neither is one
    /// layer's, so each kind gets a `none` glob where it sits beside an interactor and presentation
    /// files in at least 2 scene folders, in the folder the scenes share.
    static func sceneBoundaries(_ files: [File], _ contexts: [FileContext]) -> [Proposal] {
        let folders = sceneFolderFiles(files, contexts)
        var out: [Proposal] = []
        for (suffix, why) in [("Models", "the Request/Response/ViewModel types"), ("Configurator", "the composition roots")] {
            let globs = sceneGlobs(folders, files, contexts, fileGlob: "*\(suffix).swift") { names in
                guard names.contains(where: { $0.hasSuffix("Interactor") && $0.utf8.count > 10 }) else { return 0 }
                return names.filter { $0.hasSuffix(suffix) && $0.utf8.count > suffix.utf8.count }.count
            }
            for (glob, t) in globs {
                out.append(Proposal(glob: glob, files: t.files, why: "\(why) of \(t.folders) VIP scenes, which their interactor and presenter share"))
            }
        }
        return out
    }

    /// VIP and VIPER scenes keep each role in a file of its own beside the others
    /// (`Scenes/Home/{HomeInteractor,HomeWorker,HomePresenter,HomeViewController}.swift`): the
    /// interactors are the business logic, the workers and data managers the data access (the
    /// scene's repositories: each with its protocol beside it, which the interactor holds), whatever
    /// folder places the scene. Role globs by file name, in the folder the scenes share, where such
    /// files sit beside presentation files in at least 2 folders.
    static func sceneRoles(_ files: [File], _ contexts: [FileContext]) -> [(FileRole, [Proposal])] {
        let folders = sceneFolderFiles(files, contexts)
        var out: [(FileRole, [Proposal])] = []
        for (suffix, role) in [("Interactor", FileRole.domainUseCases), ("Worker", .dataRepositories), ("DataManager", .dataRepositories)] {
            // The role's file and its contract's (`HomeInteractor.swift`, `HomeInteractorProtocol.swift`).
            let globs = sceneGlobs(folders, files, contexts, fileGlob: "*\(suffix)*.swift") { names in
                names.filter { ($0.hasSuffix(suffix) && $0.utf8.count > suffix.utf8.count) || $0.hasSuffix(suffix + "Protocol") }.count
            }
            let list = globs.map { glob, t in
                Proposal(glob: glob, files: t.files, why: "the \(suffix.lowercased())s of \(t.folders) VIP/VIPER scenes, beside their presentation")
            }
            if !list.isEmpty { out.append((role, list)) }
        }
        return out
    }

    /// The names (without `.swift`) of the files in each folder, tests and project descriptions left out.
    private static func sceneFolderFiles(_ files: [File], _ contexts: [FileContext]) -> [Substring: [String]] {
        var folderFiles: [Substring: [String]] = [:]
        for (i, f) in files.enumerated() where !contexts[i].isTest && !f.describesProject {
            guard let slash = Paths.lastSlash(f.path) else { continue }
            var name = String(f.path[f.path.utf8.index(after: slash)...])
            if name.hasSuffix(".swift") { name.removeLast(6) }
            folderFiles[f.path[..<slash], default: []].append(name)
        }
        return folderFiles
    }

    /// Scene folders are the folders with presentation files where `hits` counts files of a kind;
    /// per top folder, the folder they all sit in becomes `<common>/**/<fileGlob>` when at least 2
    /// such files sit in at least 2 scene folders, and no test file matches it (a mock named
    /// `MockHomeInteractor` in the tests). In the order of the top folders.
    private static func sceneGlobs(_ folderFiles: [Substring: [String]], _ files: [File], _ contexts: [FileContext], fileGlob: String,
                                   hits: ([String]) -> Int) -> [(glob: String, (files: Int, folders: Int))] {
        var tops: [Substring: (files: Int, folders: Int, common: [Substring])] = [:]
        for (folder, names) in folderFiles {
            let n = hits(names)
            guard n > 0, names.contains(where: { fileSignal($0) == .presentation }) else { continue }
            let comps = Paths.components(String(folder))
            guard let top = comps.first else { continue }
            if let t = tops[top] {
                let common = Array(zip(t.common, comps).prefix { $0.0 == $0.1 }.map(\.0))
                tops[top] = (t.files + n, t.folders + 1, common)
            } else {
                tops[top] = (n, 1, Array(comps))
            }
        }
        var out: [(glob: String, (files: Int, folders: Int))] = []
        for (_, t) in tops.sorted(by: { $0.key < $1.key }) where t.files >= 2 && t.folders >= 2 {
            let glob = t.common.joined(separator: "/") + "/**/" + fileGlob
            guard let g = try? LayoutGlob.parse(glob, line: 0).get(),
                  !files.indices.contains(where: { contexts[$0].isTest && g.match(ArraySlice(Paths.components(files[$0].path))).matched }) else { continue }
            out.append((glob, (t.files, t.folders)))
        }
        return out
    }
}
