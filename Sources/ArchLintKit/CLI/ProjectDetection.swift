/// What `archlint init` reads from a tree: the layout that places its files, and the naming
/// conventions its code follows, each with its evidence (written as comments beside the setting).
struct ProjectDetection {
    /// One setting `init` writes, with the evidence for it.
    struct Setting: Equatable {
        var yaml: [String]
        var evidence: [String]
    }

    var layout: Setting?
    var naming: [Setting] = []
    var notes: [String] = []
    var filesPerSource: [LayoutSource: Int] = [:]
    var fileCount = 0

    /// Detects from the files' contexts (placed by every preset) and the project index.
    static func detect(_ project: ProjectIndex) -> ProjectDetection {
        var d = ProjectDetection()
        d.fileCount = project.files.count
        for f in project.files where f.context.layer != .other { d.filesPerSource[f.context.source, default: 0] += 1 }
        d.layout = detectLayout(d.filesPerSource, project)
        if var layout = d.layout, let extra = detectLayerGlobs(project) {
            layout.yaml += extra.yaml
            layout.evidence += extra.evidence
            d.layout = layout
        }
        d.naming = detectNaming(project, &d.notes)
        return d
    }

    static func detectLayout(_ counts: [LayoutSource: Int], _ project: ProjectIndex) -> Setting? {
        let presets: [(LayoutSource, Layout.Preset)] = [(.featureModules, .featureModules), (.layerFolders, .layerFolders), (.layerModules, .layerModules)]
        let used = presets.filter { (counts[$0.0] ?? 0) > 0 }
        let placed = counts.values.reduce(0, +)
        guard placed > 0 else { return nil }
        let examples = { (source: LayoutSource) -> String in
            let dirs = Set(project.files.filter { $0.context.source == source && $0.context.layer != .tests }.map { Paths.directory(of: $0.path) }).sorted()
            return dirs.prefix(2).map { "`\($0)/`" }.joined(separator: ", ")
        }
        if used.count == 1 {
            let (source, preset) = used[0]
            return Setting(yaml: ["layout:", "  preset: \(preset.rawValue)"],
                           evidence: ["\(counts[source]!) of \(project.files.count) files are placed by the \(preset.rawValue) preset (\(examples(source)))"])
        }
        // Several presets place files: keep detecting per file, and say which place what.
        var evidence: [String] = []
        for (source, preset) in used { evidence.append("\(counts[source]!) files placed by \(preset.rawValue) (\(examples(source)))") }
        return Setting(yaml: ["layout:", "  preset: \(used.map(\.1.rawValue).first!)  # several presets place files: remove this line to keep detecting per file"],
                       evidence: evidence)
    }

    /// Folder names that hold one layer in apps whose layers are not all called Domain/Data/Presentation
    /// (`App/Core/Network/`, `App/Features/`): only next to a Domain folder that a preset found.
    static let dataFolderNames: Set<String> = ["Network", "Networking", "Persistence", "Storage", "Storages", "Database", "API", "Remote", "Local", "Services"]
    static let presentationFolderNames: Set<String> = ["Features", "Scenes", "Screens", "Views", "Flows"]

    /// `layout: layers:` globs for the files no preset placed, in an app whose Domain folder a preset
    /// found: a folder of theirs named like a data or presentation folder, inside the same top folder.
    static func detectLayerGlobs(_ project: ProjectIndex) -> Setting? {
        func components(_ path: String) -> [Substring] {
            path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        }
        var roots = Set<Substring>()
        for f in project.files where f.context.layer == .domain && f.context.source == .layerFolders {
            if let first = components(f.path).first { roots.insert(first) }
        }
        guard !roots.isEmpty else { return nil }
        var globs: [Layer: [String: Int]] = [:]
        for f in project.files where f.context.layer == .other && f.context.fileName != "Package" {
            let comps = components(f.path)
            guard let first = comps.first, roots.contains(first) else { continue }
            for k in comps.indices.dropLast() {
                let c = String(comps[k])
                let layer: Layer? = dataFolderNames.contains(c) ? .data : presentationFolderNames.contains(c) ? .presentation : nil
                guard let layer else { continue }
                globs[layer, default: [:]][comps[...k].joined(separator: "/") + "/**", default: 0] += 1
                break
            }
        }
        guard !globs.isEmpty else { return nil }
        var yaml = ["  layers:"]
        var evidence: [String] = []
        for layer in [Layer.data, .presentation] {
            guard let g = globs[layer] else { continue }
            let sorted = g.keys.sorted()
            yaml.append("    \(layer.rawValue.lowercased()): [\(sorted.map { "\"\($0)\"" }.joined(separator: ", "))]")
            evidence.append("\(sorted.map { "`\($0.dropLast(3))`" }.joined(separator: ", ")) (\(g.values.reduce(0, +)) files) next to the Domain folder: their names say \(layer.rawValue)")
        }
        return Setting(yaml: yaml, evidence: evidence)
    }

    /// A candidate naming of a contract and of its implementation, relative to the contract's base name.
    struct Spelling: Hashable {
        var contract: String
        var implementation: String?
    }

    static func detectNaming(_ project: ProjectIndex, _ notes: inout [String]) -> [Setting] {
        var settings: [Setting] = []
        var votes: [Spelling: Int] = [:]
        var perKind: [ContractKind: (total: Int, votes: [Spelling: Int])] = [:]
        let suffixes = ["Contract", "Protocol", "Interface", "Type"]
        for (name, kind) in project.contracts.sorted(by: { $0.key < $1.key }) {
            var contractPattern = "{Name}"
            var base = name
            for s in suffixes where name.hasSuffix(s) && name.utf8.count > s.utf8.count {
                let b = String(name.dropLast(s.count))
                if ContractKind.allCases.contains(where: { b.hasSuffix($0.rawValue) }) { contractPattern = "{Name}" + s; base = b; break }
            }
            var impl: String?
            for i in (project.implementers[name] ?? []).sorted() {
                if i == base { impl = "{Name}"; break }
                if i == base + "Impl" { impl = "{Name}Impl"; break }
                if i == base + "Implementation" { impl = "{Name}Implementation"; break }
                for prefix in ["Default", "Real", "Live", "Concrete"] where i == prefix + base { impl = prefix + "{Name}" }
                if impl != nil { break }
            }
            let spelling = Spelling(contract: contractPattern, implementation: impl)
            votes[spelling, default: 0] += 1
            perKind[kind, default: (0, [:])].total += 1
            perKind[kind]!.votes[spelling, default: 0] += 1
        }
        let contractVotes = Dictionary(grouping: votes, by: { $0.key.contract }).mapValues { $0.reduce(0) { $0 + $1.value } }
        if let (contract, n) = contractVotes.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) {
            let total = contractVotes.values.reduce(0, +)
            var evidence: [String] = []
            for kind in ContractKind.allCases {
                guard let k = perKind[kind] else { continue }
                let same = k.votes.filter { $0.key.contract == contract }.values.reduce(0, +)
                evidence.append("\(same) of \(k.total) \(kind.rawValue) contracts are named \(contract)")
            }
            if n < total { notes.append("the contracts are named two ways (\(contractVotes.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))): \(contract), the majority, is written") }
            settings.append(Setting(yaml: ["  contract: \"\(contract)\""], evidence: evidence))
            let implVotes = Dictionary(grouping: votes.filter { $0.key.contract == contract && $0.key.implementation != nil }, by: { $0.key.implementation! })
                .mapValues { $0.reduce(0) { $0 + $1.value } }
            let unnamed = votes.filter { $0.key.contract == contract && $0.key.implementation == nil }.values.reduce(0, +)
            if let (impl, m) = implVotes.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }), impl != contract {
                var ev = ["\(m) of \(n) contracts named \(contract) are implemented by \(impl)"]
                if unnamed > 0 { ev.append("\(unnamed) have no implementation so named (named after a technology, or none in the tree)") }
                settings.append(Setting(yaml: ["  implementation: \"\(impl)\""], evidence: ev))
            }
        }
        // Test doubles: types under Tests/ conforming to a contract.
        var mockVotes: [String: Int] = [:]
        for f in project.files where f.context.isTest {
            for d in f.syntax.declarations where d.kind.hasMembers && d.kind != .protocol && d.kind != .extension {
                var conformsTo: String?
                ProjectIndex.forEachInherited(d.inherited) { c in if project.contracts[c] != nil { conformsTo = c } }
                guard let c = conformsTo else { continue }
                var candidates = [c]
                for s in suffixes where c.hasSuffix(s) && c.utf8.count > s.utf8.count { candidates.append(String(c.dropLast(s.count))) }
                for candidate in candidates {
                    if let p = Self.doublePattern(d.name, base: candidate) { mockVotes[p, default: 0] += 1; break }
                }
            }
        }
        if !mockVotes.isEmpty {
            let ordered = mockVotes.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
            let total = ordered.reduce(0) { $0 + $1.value }
            // Split: the majority is written, and the note says so (list more spellings to accept them).
            if ordered.count > 1 {
                notes.append("the test doubles are named \(ordered.count) ways (\(ordered.map { "\($0.value) \($0.key)" }.joined(separator: ", "))): \(ordered[0].key), the majority, is written; list the others in `naming.mock` to accept them")
            }
            settings.append(Setting(yaml: ["  mock: \"\(ordered[0].key)\""], evidence: ["test doubles of the contracts: " + ordered.map { "\($0.value) of \(total) named \($0.key)" }.joined(separator: ", ")]))
        }
        // The UseCase method: the one requirement of the UseCase contracts.
        var methods: [String: Int] = [:]
        for (name, kind) in project.contracts where kind == .useCase {
            for r in project.protocols[name] ?? [] {
                let syntax = project.files[r.file].syntax
                let funcs = syntax.members(of: r.index).filter { syntax.declarations[$0].kind == .func }.map { syntax.declarations[$0].name }
                if funcs.count == 1 { methods[funcs[0], default: 0] += 1 }
            }
        }
        if let (m, n) = methods.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) {
            let total = methods.values.reduce(0, +)
            settings.append(Setting(yaml: ["  usecase_method: \(m)"], evidence: ["\(n) of \(total) UseCase contracts with one method name it `\(m)`"]))
        }
        return settings
    }

    /// `GetXUseCaseMock` → `{Name}Mock`, `MockGetXUseCase` → `Mock{Name}`, `…Spy`, `…Stub`, `Fake…`, `Mocked…`.
    static func doublePattern(_ name: String, base: String) -> String? {
        guard name != base, name.contains(base) else { return nil }
        if name.hasPrefix(base) {
            let suffix = String(name.dropFirst(base.count))
            return NamePattern("{Name}" + suffix) != nil && !suffix.isEmpty ? "{Name}" + suffix : nil
        }
        if name.hasSuffix(base) {
            let prefix = String(name.dropLast(base.count))
            return NamePattern(prefix + "{Name}") != nil && !prefix.isEmpty ? prefix + "{Name}" : nil
        }
        return nil
    }

    /// The configuration text `init` writes above the commented defaults.
    func render() -> String {
        var out = "# Detected by `archlint init` in \(fileCount) Swift file\(fileCount == 1 ? "" : "s"); the evidence is beside each setting.\n"
        for n in notes { out += "# Note: \(n).\n" }
        if let layout {
            for e in layout.evidence { out += "# \(e)\n" }
            out += layout.yaml.joined(separator: "\n") + "\n"
        } else {
            out += "# No preset places any file in a layer: describe the layers with globs (README, Layouts), e.g.\n"
            out += "# layout:\n#   layers:\n#     domain: [\"App/Core/Domain/**\"]\n"
        }
        if !naming.isEmpty {
            out += "naming:\n"
            for s in naming {
                for e in s.evidence { out += "  # \(e)\n" }
                out += s.yaml.joined(separator: "\n") + "\n"
            }
        }
        return out + "\n"
    }
}
