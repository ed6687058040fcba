/// `archlint layout [--files] [--config FILE | --no-config] [PATH ...]`: where archlint places
/// each file (feature, layer, role, module, and which layout placed it), per folder or per file,
/// with the modules the manifests declare. The first thing to run when a finding surprises.
struct LayoutCommand {
    let tool: CommandLineTool
    var console: Console { tool.console }
    static let usage = "archlint layout [--files] [--config FILE | --no-config] [PATH ...]"

    func run(_ args: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch tool.parse(args, OptionSpec(switches: ["--files", "--no-config"], valued: ["--config"]), command: "layout", usage: Self.usage) {
        case .failure(let e): return e.code
        case .success(let p): parsed = p
        }
        var o = LintCommand.Options()
        o.paths = parsed.positionals
        o.configPath = parsed.value("--config")
        o.noConfig = parsed.has("--no-config")
        if o.configPath != nil && o.noConfig { return tool.usageError("`--config` and `--no-config` exclude each other", usage: Self.usage) }
        let cwd = Paths.workingDirectory()
        var config: Configuration
        switch LintCommand.loadConfiguration(o, workingDirectory: cwd) {
        case .failure(let e): return tool.inputFailure([e])
        case .success(let c): config = c
        }
        var paths = o.paths
        if paths.isEmpty { paths = LintCommand.defaultPaths(config, workingDirectory: cwd) }
        var (files, problems) = FileSystem.collectSwiftFiles(paths.map(Configuration.normalize))
        let filter = PathFilter(config, workingDirectory: cwd)
        if !filter.isEmpty { files = files.filter(filter.accepts) }
        let (graph, manifestCount, manifestPaths) = ModuleDiscovery.graph(files: files)
        if !graph.modules.isEmpty { config.layout.modules = graph.lookup }
        var modules = ModuleSummary(manifestCount: manifestCount, warnings: graph.warnings)
        for m in graph.modules {
            let deps = graph.edges.filter { $0.from == m.name && $0.manifest == m.manifest }.map(\.to)
            modules.graphModules.append(ModuleSummary.Row(name: m.name, isTest: m.isTest, directory: m.directory, dependencies: deps))
        }
        if let globs = config.layout.globs {
            problems += files.compactMap { globs.conflict($0, workingDirectory: cwd) }
        }
        if !problems.isEmpty { return tool.inputFailure(problems.sorted()) }
        // A manifest describes the project: in no layer, as the lint places it (`FileContext.describesProject`).
        let contexts = files.sorted().map { manifestPaths.contains($0) ? FileContext(path: $0, feature: nil, layer: .other, role: .other) : FileContext(path: $0, layout: config.layout) }
        console.out(Self.render(contexts, layout: config.layout, modules: modules, perFile: parsed.has("--files")))
        for w in modules.warnings { console.err(w.renderedAsWarning + "\n") }
        for w in Self.unmatchedGlobs(config.layout, files: files, workingDirectory: cwd) { console.err(w.renderedAsWarning + "\n") }
        return ExitStatus.clean
    }

    /// `layout:` globs that match no file of the run.
    static func unmatchedGlobs(_ layout: Layout, files: [String], workingDirectory: String) -> [InputProblem] {
        guard let globs = layout.globs else { return [] }
        var out: [InputProblem] = []
        for g in globs.all {
            let hit = files.contains { f in
                let full = f.hasPrefix("/") ? f : Paths.absolute(f, from: workingDirectory)
                return g.match(ArraySlice(full.split(separator: "/", omittingEmptySubsequences: true))).matched
                    || g.match(ArraySlice(f.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." })).matched
            }
            if !hit { out.append(InputProblem(path: globs.configPath, line: g.line, message: "the layout glob `\(g.text)` matches no Swift file of this run")) }
        }
        return out
    }

    static func render(_ contexts: [FileContext], layout: Layout, modules: ModuleSummary, perFile: Bool) -> String {
        var out = ""
        var how: [String] = []
        if let g = layout.globs { how.append("`layout:` globs (\(g.all.count)) from \(g.configPath)") }
        if layout.presetConfigured {
            how.append(layout.presets.isEmpty ? "no preset (`layout: preset: none`)" : "the preset \(layout.presets.map(\.rawValue).joined()) (from the configuration)")
        } else {
            how.append("the presets \(layout.presets.map(\.rawValue).joined(separator: ", ")), tried in this order on each file")
        }
        out += "Layout: " + how.joined(separator: ", then ") + "\n"
        if !modules.graphModules.isEmpty {
            out += "\nModules (\(modules.manifestCount) manifest\(modules.manifestCount == 1 ? "" : "s")):\n"
            let w = modules.graphModules.map(\.name.count).max() ?? 0
            for m in modules.graphModules {
                let deps = m.dependencies.isEmpty ? "" : "  → " + m.dependencies.joined(separator: ", ")
                out += "  " + m.name.padding(w) + "  " + (m.isTest ? "test  " : "      ") + m.directory + deps + "\n"
            }
        }
        out += "\n"
        typealias Row = (place: String, feature: String, layer: String, role: String, module: String, by: String)
        var rows: [(String, Row)] = []
        if perFile {
            for c in contexts { rows.append((c.path, Self.row(c))) }
        } else {
            var groups: [String: (Row, Int)] = [:]
            var order: [String] = []
            for c in contexts {
                let dir = Paths.directory(of: c.path)
                let r = Self.row(c)
                let key = [dir, r.feature, r.layer, r.role, r.module, r.by].joined(separator: "\u{1}")
                if groups[key] == nil { order.append(key); groups[key] = (r, 0) }
                groups[key]!.1 += 1
            }
            for key in order {
                let (r, n) = groups[key]!
                rows.append((key.split(separator: "\u{1}", omittingEmptySubsequences: false)[0] + "/ (\(n) file\(n == 1 ? "" : "s"))", r))
            }
        }
        let header: (String, Row) = (perFile ? "FILE" : "FOLDER", ("", "FEATURE", "LAYER", "ROLE", "MODULE", "PLACED BY"))
        let all = [header] + rows
        let w0 = all.map(\.0.count).max() ?? 0
        let w1 = all.map(\.1.feature.count).max() ?? 0
        let w2 = all.map(\.1.layer.count).max() ?? 0
        let w3 = all.map(\.1.role.count).max() ?? 0
        let w4 = all.map(\.1.module.count).max() ?? 0
        for (place, r) in all {
            out += place.padding(w0) + "  " + r.feature.padding(w1) + "  " + r.layer.padding(w2) + "  " + r.role.padding(w3) + "  " + r.module.padding(w4) + "  " + r.by + "\n"
        }
        let unplaced = Unplaced.folders(contexts.map { ($0.path, $0.layer != .other) })
        if !unplaced.isEmpty {
            // The folders a `layout:` glob would describe, the largest first.
            out += "\nIn no layer (the largest folders first; describe them with `layout:` globs, README \"Layouts\"):\n"
            let w = unplaced.map { $0.path.count }.max() ?? 0
            for f in unplaced { out += "  " + (f.path == "." ? "./" : f.path + "/").padding(w + 1) + "  \(f.files) file\(f.files == 1 ? "" : "s")\n" }
        }
        var counts: [Layer: Int] = [:]
        for c in contexts { counts[c.layer, default: 0] += 1 }
        var report = LintReport()
        report.filesChecked = contexts.count
        report.filesPerLayer = counts
        out += "\n\(contexts.count) file\(contexts.count == 1 ? "" : "s")" + (contexts.isEmpty ? "" : ": " + report.layerBreakdown) + "\n"
        return out
    }

    static func row(_ c: FileContext) -> (place: String, feature: String, layer: String, role: String, module: String, by: String) {
        ("", c.feature ?? "-", c.layer == .other ? "-" : c.layer.rawValue, c.layer == .other ? "-" : c.role.rawValue, c.module ?? "-", c.source.rawValue)
    }
}

/// The modules of a run as `archlint layout` lists them.
struct ModuleSummary {
    struct Row {
        var name: String
        var isTest: Bool
        var directory: String
        var dependencies: [String]
    }
    var manifestCount = 0
    var graphModules: [Row] = []
    var warnings: [InputProblem] = []
}

extension InputProblem {
    /// `path:line: warning: message`: something archlint could not use, that does not stop the run.
    public var renderedAsWarning: String {
        if let line { return "\(path):\(line): warning: \(message)" }
        return "\(path): warning: \(message)"
    }
}
