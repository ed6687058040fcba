/// `archlint [lint] [OPTIONS] [PATH ...]`: the linter itself.
struct LintCommand {
    let tool: CommandLineTool
    var console: Console { tool.console }
    static let usage = "archlint [lint] [OPTIONS] [PATH ...]"
    static let spec = OptionSpec(
        switches: ["--no-config", "--strict", "--quiet"],
        valued: ["--config", "--reporter", "--rule", "--disable", "--threads"])

    struct Options {
        var paths: [String] = []
        var configPath: String?
        var noConfig = false
        var reporter: any Reporter = XcodeReporter()
        var only: [String] = []
        var disabled: [String] = []
        var strict = false
        var quiet = false
        var threads = CommandLineTool.cpuCount()
    }

    /// The options of a lint command line, validated (rule ids, reporter names, numbers).
    static func options(_ args: [String]) -> Result<Options, UsageError> {
        let parsed: ParsedArguments
        switch OptionParser.parse(args, spec, command: "lint") {
        case .failure(let e): return .failure(e)
        case .success(let p): parsed = p
        }
        var o = Options()
        o.paths = parsed.positionals
        o.configPath = parsed.value("--config")
        o.noConfig = parsed.has("--no-config")
        o.strict = parsed.has("--strict")
        o.quiet = parsed.has("--quiet")
        let known = Set(RuleRegistry.ids)
        for flag in ["--rule", "--disable"] {
            for id in parsed.all(flag) where !known.contains(id) {
                return .failure(UsageError(message: "unknown rule id `\(id)` for \(flag) (known: \(known.sorted().joined(separator: ", ")))"))
            }
        }
        o.only = parsed.all("--rule")
        o.disabled = parsed.all("--disable")
        if let name = parsed.value("--reporter") {
            guard let r = Reporters.named(name) else {
                return .failure(UsageError(message: "unknown reporter `\(name)` (known: \(Reporters.names.joined(separator: ", ")))"))
            }
            o.reporter = r
        }
        if let v = parsed.value("--threads") {
            guard let n = Int(v), n >= 1, n <= 256 else {
                return .failure(UsageError(message: "--threads needs a number from 1 to 256, not `\(v)`"))
            }
            o.threads = n
        }
        if o.configPath != nil && o.noConfig { return .failure(UsageError(message: "`--config` and `--no-config` exclude each other")) }
        return .success(o)
    }

    /// The configuration: `--config FILE`, else `.archlint.yml` found from the working
    /// directory up to the repository root (unless `--no-config`), then the rule flags.
    static func loadConfiguration(_ o: Options, workingDirectory cwd: String) -> Result<Configuration, InputProblem> {
        var config = Configuration()
        var path = o.configPath
        if path == nil && !o.noConfig, let found = ConfigurationFile.discover(from: cwd) {
            path = Paths.relative(found, to: cwd)
        }
        if let path {
            switch ConfigurationFile.load(path, workingDirectory: cwd) {
            case .failure(let e): return .failure(e)
            case .success(let c): config = c
            }
        }
        if !o.only.isEmpty { config.onlyRules = Set(o.only) }
        config.disabledRules.formUnion(o.disabled)
        return .success(config)
    }

    /// Without PATHs: the working directory, or, when the configuration has
    /// `included` paths, those of them that lie in it (the filter applies anyway;
    /// this only spares walking folders that are not included).
    static func defaultPaths(_ config: Configuration, workingDirectory cwd: String) -> [String] {
        if config.included.isEmpty { return ["."] }
        var paths: [String] = []
        for inc in config.included.map({ Paths.absolute($0, from: cwd) }) {
            if Paths.isInside(cwd, inc) { return ["."] }
            if Paths.isInside(inc, cwd) { paths.append(Paths.relative(inc, to: cwd)) }
        }
        return paths.isEmpty ? ["."] : paths
    }

    func run(_ args: [String]) -> Int32 {
        let options: Options
        switch Self.options(args) {
        case .failure(let e): return tool.usageError(e.message, usage: Self.usage)
        case .success(let o): options = o
        }
        let cwd = Paths.workingDirectory()
        let config: Configuration
        switch Self.loadConfiguration(options, workingDirectory: cwd) {
        case .failure(let e): return tool.inputFailure([e])
        case .success(let c): config = c
        }
        var paths = options.paths
        if paths.isEmpty { paths = Self.defaultPaths(config, workingDirectory: cwd) }
        var (files, problems) = FileSystem.collectSwiftFiles(paths.map(Configuration.normalize))
        let found = files.count
        let filter = PathFilter(config, workingDirectory: cwd)
        if !filter.isEmpty { files = files.filter(filter.accepts) }
        var report = Linter.lint(files: files, configuration: config, threads: options.threads)
        report.problems.append(contentsOf: problems)
        report.problems.sort()
        console.out(options.reporter.render(report))
        for p in report.problems { console.err(p.rendered + "\n") }
        if !options.quiet {
            let n = report.diagnostics.count
            var summary = "\(n) violation\(n == 1 ? "" : "s") in \(report.filesWithViolations) file\(report.filesWithViolations == 1 ? "" : "s") (\(report.filesChecked) file\(report.filesChecked == 1 ? "" : "s") checked)"
            if report.warningCount > 0 { summary += ", \(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")" }
            if !report.problems.isEmpty {
                summary += "; \(report.problems.count) input problem\(report.problems.count == 1 ? "" : "s"): NOT everything was checked"
            }
            if files.isEmpty && problems.isEmpty {
                summary += found > 0 ? "; all \(found) Swift files found are outside `included` or inside `excluded`"
                    : "; no Swift files found under \(paths.joined(separator: " "))"
            }
            console.err(summary + "\n")
        }
        if !report.problems.isEmpty { return ExitStatus.failure }
        if report.errorCount > 0 || (options.strict && report.warningCount > 0) { return ExitStatus.violations }
        return ExitStatus.clean
    }
}
