/// `archlint graph [OPTIONS] [PATH ...]`: the architecture as one picture, with the lint run's
/// dependency findings drawn on it. Reads the project exactly as `archlint` does (configuration,
/// layout, files, waivers, baseline), so the picture and the lint agree.
struct GraphCommand {
    let tool: CommandLineTool
    var console: Console { tool.console }
    static let usage = "archlint graph [--level features|layers|types] [--feature NAME] [--tests] [--format html|mermaid|dot|json] [-o FILE] [LINT OPTIONS] [PATH ...]"
    static let spec = OptionSpec(
        switches: ["--no-config", "--strict", "--quiet", "--tests", "--fail-on-violations"],
        valued: ["--config", "--rule", "--disable", "--threads", "--baseline", "--level", "--feature", "--format", "-o", "--output"])

    struct Options {
        var lint = LintCommand.Options()
        var graph = ArchitectureGraph.Options()
        var format: GraphFormat = .html
        var output: String?
        var failOnViolations = false
    }

    static func options(_ args: [String]) -> Result<Options, UsageError> {
        let parsed: ParsedArguments
        switch OptionParser.parse(args, spec, command: "graph") {
        case .failure(let e): return .failure(e)
        case .success(let p): parsed = p
        }
        func fail(_ m: String) -> Result<Options, UsageError> { .failure(UsageError(message: m)) }
        for once in ["--config", "--threads", "--baseline", "--level", "--feature", "--format"] where parsed.count(once) > 1 {
            return fail("`\(once)` is given more than once")
        }
        if parsed.count("-o") + parsed.count("--output") > 1 { return fail("`-o` is given more than once") }
        var o = Options()
        o.lint.paths = parsed.positionals
        o.lint.configPath = parsed.value("--config")
        o.lint.noConfig = parsed.has("--no-config")
        if o.lint.configPath != nil && o.lint.noConfig { return fail("`--config` and `--no-config` exclude each other") }
        o.lint.strict = parsed.has("--strict")
        o.lint.quiet = parsed.has("--quiet")
        o.lint.only = parsed.all("--rule")
        o.lint.disabled = parsed.all("--disable")
        o.lint.baseline = parsed.value("--baseline")
        if let v = parsed.value("--threads") {
            guard let n = Int(v), n >= 1, n <= 256 else { return fail("--threads needs a number from 1 to 256, not `\(v)`") }
            o.lint.threads = n
        }
        if let v = parsed.value("--level") {
            guard let l = ArchitectureGraph.Level(rawValue: v) else { return fail("unknown level `\(v)` (known: features, layers, types)") }
            o.graph.level = l
        }
        o.graph.feature = parsed.value("--feature")
        o.graph.includeTests = parsed.has("--tests")
        if o.graph.level == .types && o.graph.feature == nil { return fail("`--level types` draws one feature: give `--feature NAME`") }
        if o.graph.level != .types && o.graph.feature != nil { return fail("`--feature` goes with `--level types`") }
        o.output = parsed.value("-o") ?? parsed.value("--output")
        if let v = parsed.value("--format") {
            guard let f = GraphFormat(rawValue: v) else { return fail("unknown format `\(v)` (known: html, mermaid, dot, json)") }
            o.format = f
        } else if let out = o.output {
            guard let f = GraphFormat.fromExtension(out) else {
                return fail("cannot tell the format from `\(out)`: name it .html, .mmd, .dot or .json, or give `--format`")
            }
            o.format = f
        }
        o.failOnViolations = parsed.has("--fail-on-violations")
        return .success(o)
    }

    func run(_ args: [String]) -> Int32 {
        let options: Options
        switch Self.options(args) {
        case .failure(let e): return tool.usageError(e.message, usage: Self.usage)
        case .success(let o): options = o
        }
        let cwd = Paths.workingDirectory()
        let config: Configuration
        switch LintCommand.loadConfiguration(options.lint, workingDirectory: cwd) {
        case .failure(let e): return tool.inputFailure([e])
        case .success(let c): config = c
        }
        for (flag, ids) in [("--rule", options.lint.only), ("--disable", options.lint.disabled)] {
            for id in ids where !config.knownRuleIDs.contains(id) {
                return tool.usageError("unknown rule id `\(id)` for \(flag) (known: \(config.knownRuleIDs.sorted().joined(separator: ", ")))", usage: Self.usage)
            }
        }
        var paths = options.lint.paths
        if paths.isEmpty { paths = LintCommand.defaultPaths(config, workingDirectory: cwd) }
        var (files, problems) = FileSystem.collectSwiftFiles(paths.map(Configuration.normalize), threads: options.lint.threads)
        let filter = PathFilter(config, workingDirectory: cwd)
        if !filter.isEmpty { files = files.filter(filter.accepts) }
        if let globs = config.layout.globs {
            let conflicts = files.compactMap { globs.conflict($0, workingDirectory: cwd) }
            if !conflicts.isEmpty { return tool.inputFailure(Array(conflicts.prefix(20))) }
        }
        var selection = LintSelection(workingDirectory: cwd)
        selection.keyRoot = config.directory
        // `--baseline`, else the configuration's `baseline:` once it exists.
        if let path = options.lint.baseline ?? config.baseline.map({ Paths.relative($0, to: cwd) }).flatMap({ FileSystem.kind($0).0 == .missing ? nil : $0 }) {
            switch Baseline.load(path) {
            case .failure(let p): return tool.inputFailure([p])
            case .success(let b): selection.baseline = b
            }
            selection.needsKeys = true
        } else {
            selection.needsKeys = false
        }
        selection.extraNeeds = RuleNeeds(typeReferences: .allLayers)
        selection.keepsIndex = true
        selection.keepsDependencies = true
        var report = Linter.lint(files: files, configuration: config, threads: options.lint.threads, selection: selection)
        report.problems.append(contentsOf: problems)
        report.problems.sort()
        for w in report.warnings { console.err(w.renderedAsWarning + "\n") }
        if !report.problems.isEmpty { return tool.inputFailure(report.problems) }
        guard let index = report.index else { return tool.inputFailure([InputProblem(path: ".", message: "no project index")]) }

        if let feature = options.graph.feature {
            let known = ArchitectureGraph.features(in: index)
            guard known.contains(feature) else {
                return tool.usageError("no feature `\(feature)` in this run (features: \(known.isEmpty ? "none" : known.joined(separator: ", ")))", usage: Self.usage)
            }
        }
        let graph = ArchitectureGraph.build(index, report: report, options: options.graph, threads: options.lint.threads)
        let text = options.format.render(graph)
        if let out = options.output {
            if case .failure(let p) = FileSystem.writeAtomically(out, Array(text.utf8)) { return tool.inputFailure([p]) }
        } else {
            console.out(text)
        }
        if !options.lint.quiet {
            let red = graph.edges.filter(\.isViolation)
            let drawn = red.reduce(0) { $0 + $1.findings.count }
            var line = "archlint graph: \(graph.level.rawValue)\(graph.feature.map { " of \($0)" } ?? ""), \(graph.nodes.count) node\(graph.nodes.count == 1 ? "" : "s"), "
            line += "\(graph.edges.count) edge\(graph.edges.count == 1 ? "" : "s"), \(red.count) violation edge\(red.count == 1 ? "" : "s") (\(drawn) finding\(drawn == 1 ? "" : "s")); "
            line += "\(report.diagnostics.count) finding\(report.diagnostics.count == 1 ? "" : "s") in the run"
            if graph.findingsNotDrawn > 0 { line += ", \(graph.findingsNotDrawn) about a dependency outside this level's nodes" }
            if let out = options.output { line += " → \(out)" }
            console.err(line + "\n")
        }
        // An empty picture has understood nothing: never a silent success.
        if graph.nodes.isEmpty {
            let what = options.graph.level == .types ? "no type of the feature is in the run"
                : "none of the \(report.filesChecked) Swift files of this run is in a Domain, Data or Presentation layer\(options.graph.includeTests ? " or the tests" : "")"
            console.err("archlint graph: warning: the picture is empty: \(what); run `archlint layout` to see where archlint places each file, and `archlint init` to write a layout for this project\n")
            return ExitStatus.violations
        }
        if options.failOnViolations && (report.errorCount > 0 || (options.lint.strict && report.warningCount > 0)) { return ExitStatus.violations }
        return ExitStatus.clean
    }
}
