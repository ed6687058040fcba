/// `archlint [lint] [OPTIONS] [PATH ...]`: the linter itself.
struct LintCommand {
    let tool: CommandLineTool
    var console: Console { tool.console }
    static let usage = "archlint [lint] [OPTIONS] [PATH ...]"
    static let spec = OptionSpec(
        switches: ["--no-config", "--strict", "--quiet", "--staged", "--fix", "--unsafe-fixes", "--diff"],
        valued: ["--config", "--reporter", "--rule", "--disable", "--threads", "--baseline", "--write-baseline", "--since", "--stdin-path"])

    /// `--reporter NAME[:PATH]`: a format, written to standard output or to a file.
    struct ReportTarget {
        var name: String
        var path: String?
    }

    struct Options {
        var paths: [String] = []
        var configPath: String?
        var noConfig = false
        var reports: [ReportTarget] = []
        var only: [String] = []
        var disabled: [String] = []
        var strict = false
        var quiet = false
        var threads = CommandLineTool.cpuCount()
        var baseline: String?
        var writeBaseline: String?
        var staged = false
        var since: String?
        var stdinPath: String?
        var fix = false
        var unsafeFixes = false
        var diff = false
    }

    /// The options of a lint command line, validated (rule ids, reporter names, numbers, combinations).
    static func options(_ args: [String]) -> Result<Options, UsageError> {
        let parsed: ParsedArguments
        switch OptionParser.parse(args, spec, command: "lint") {
        case .failure(let e): return .failure(e)
        case .success(let p): parsed = p
        }
        func fail(_ message: String) -> Result<Options, UsageError> { .failure(UsageError(message: message)) }
        var o = Options()
        o.paths = parsed.positionals
        o.configPath = parsed.value("--config")
        o.noConfig = parsed.has("--no-config")
        o.strict = parsed.has("--strict")
        o.quiet = parsed.has("--quiet")
        o.staged = parsed.has("--staged")
        o.since = parsed.value("--since")
        o.stdinPath = parsed.value("--stdin-path")
        o.fix = parsed.has("--fix")
        o.unsafeFixes = parsed.has("--unsafe-fixes")
        o.diff = parsed.has("--diff")
        if (o.unsafeFixes || o.diff) && !o.fix { return fail("`\(o.diff ? "--diff" : "--unsafe-fixes")` goes with `--fix`") }
        if o.fix && (o.staged || o.stdinPath != nil) {
            return fail("`--fix` edits files on disk: it does not go with `\(o.staged ? "--staged" : "--stdin-path")` (fix the working tree, then stage)")
        }
        if o.fix && parsed.value("--write-baseline") != nil { return fail("`--fix` and `--write-baseline` exclude each other") }
        o.baseline = parsed.value("--baseline")
        o.writeBaseline = parsed.value("--write-baseline")
        for once in ["--config", "--threads", "--baseline", "--write-baseline", "--since", "--stdin-path"] where parsed.count(once) > 1 {
            return fail("`\(once)` is given more than once")
        }
        // Rule ids are checked once the configuration (and its team rules) is read.
        o.only = parsed.all("--rule")
        o.disabled = parsed.all("--disable")
        for spec in parsed.all("--reporter") {
            let parts = spec.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard Reporters.names.contains(name) else {
                return fail("unknown reporter `\(name)` (known: \(Reporters.names.joined(separator: ", ")))")
            }
            if parts.count == 2 && parts[1].isEmpty { return fail("`--reporter \(spec)` names no file (write NAME or NAME:PATH)") }
            o.reports.append(ReportTarget(name: name, path: parts.count == 2 ? String(parts[1]) : nil))
        }
        if o.reports.filter({ $0.path == nil }).count > 1 {
            return fail("only one `--reporter` can write to standard output; give the others a file (NAME:PATH)")
        }
        let files = o.reports.compactMap(\.path) + [o.writeBaseline].compactMap { $0 }
        if Set(files).count < files.count { return fail("two outputs write to the same file") }
        if o.reports.isEmpty { o.reports = [ReportTarget(name: "xcode", path: nil)] }
        if let v = parsed.value("--threads") {
            guard let n = Int(v), n >= 1, n <= 256 else { return fail("--threads needs a number from 1 to 256, not `\(v)`") }
            o.threads = n
        }
        if o.configPath != nil && o.noConfig { return fail("`--config` and `--no-config` exclude each other") }
        let selections = [o.staged ? "--staged" : nil, o.since.map { _ in "--since" }, o.stdinPath.map { _ in "--stdin-path" }].compactMap { $0 }
        if selections.count > 1 { return fail("\(selections.joined(separator: " and ")) exclude each other") }
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
        config.layout.workingDirectory = cwd
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
        for (flag, ids) in [("--rule", options.only), ("--disable", options.disabled)] {
            for id in ids where !config.knownRuleIDs.contains(id) {
                return tool.usageError("unknown rule id `\(id)` for \(flag) (known: \(config.knownRuleIDs.sorted().joined(separator: ", ")))", usage: Self.usage)
            }
        }
        // --staged: git compares the index while the project is walked.
        var staged: Result<(Git, Git.PendingChanges), InputProblem>?
        if options.staged { staged = FileChooser.startStaged(workingDirectory: cwd) }
        var paths = options.paths
        if paths.isEmpty { paths = Self.defaultPaths(config, workingDirectory: cwd) }
        // Folders listed on every thread but under --staged, where git has the other core.
        var (files, problems) = FileSystem.collectSwiftFiles(paths.map(Configuration.normalize), threads: options.staged ? 1 : options.threads)
        let found = files.count
        let filter = PathFilter(config, workingDirectory: cwd)
        if !filter.isEmpty { files = files.filter(filter.accepts) }
        if let globs = config.layout.globs {
            let conflicts = files.compactMap { globs.conflict($0, workingDirectory: cwd) }
            if !conflicts.isEmpty { return tool.inputFailure(Array(conflicts.prefix(20))) }
        }

        // --staged: the project is analyzed while git compares the index, on one thread fewer
        // than the run's (git has a core), as only indexed; once git has answered, `lint` takes
        // what is done and analyzes the rest, the staged files with their staged content.
        var prepared: Linter.Prepared?
        if case .success(let (_, pending))? = staged {
            prepared = Linter.prepare(files: files, configuration: config, threads: max(1, options.threads - 1),
                                      stop: { pending.hasAnswered })
            // What it holds is freed at exit (a commit without Swift files never reads it).
            ProcessLifetime.keep(prepared)
        }

        // Which files to report on: all, or those of --staged / --since / --stdin-path.
        var selection = LintSelection(workingDirectory: cwd)
        let chooser = FileChooser(files: files, roots: paths, filter: filter, workingDirectory: cwd)
        let chosen: Result<FileChooser.Choice, InputProblem>?
        if let staged {
            chosen = staged.flatMap(chooser.staged)
        } else if let rev = options.since {
            chosen = chooser.changed(since: rev)
        } else if let path = options.stdinPath {
            chosen = console.readInput().flatMap { chooser.standardInput($0, as: path) }
        } else {
            chosen = nil
        }
        var nothingSelected = false
        if let chosen {
            switch chosen {
            case .failure(let p): return tool.inputFailure([p])
            case .success(let c):
                files = c.files
                selection.contents = c.contents
                selection.reportOnly = c.reportOnly
                nothingSelected = c.reportOnly.isEmpty
            }
        }
        if let path = options.baseline {
            switch Baseline.load(path) {
            case .failure(let p): return tool.inputFailure([p])
            case .success(let b): selection.baseline = b
            }
        }
        selection.writesBaseline = options.writeBaseline != nil
        // Keys: for the baseline, and the reports that carry them (JSON `baselineKey`, SARIF fingerprints).
        selection.needsKeys = options.baseline != nil || options.writeBaseline != nil
            || options.reports.contains { $0.name == "json" || $0.name == "sarif" }

        // --fix: fix, then lint what is on disk now (--diff: print the diff only).
        var notes: [String] = []
        if options.fix && !nothingSelected {
            let fixed = fix(files: files, configuration: config, selection: selection, options: options, workingDirectory: cwd)
            if !fixed.problems.isEmpty && fixed.applied.isEmpty {
                return tool.inputFailure((fixed.problems + problems).sorted())
            }
            if options.diff {
                for p in fixed.problems { console.err(p.rendered + "\n") }
                if !options.quiet { console.err(Self.describe(fixed, diff: true) + "\n") }
                return fixed.problems.isEmpty ? ExitStatus.clean : ExitStatus.failure
            }
            problems.append(contentsOf: fixed.problems)
            notes.append(Self.describe(fixed, diff: false))
            // Renamed files are found again under their new names.
            if !fixed.applied.isEmpty {
                var (again, againProblems) = FileSystem.collectSwiftFiles(paths.map(Configuration.normalize))
                if !filter.isEmpty { again = again.filter(filter.accepts) }
                if selection.reportOnly != nil { again = files.filter { FileSystem.kind($0).0 == .file } }
                files = again
                problems = againProblems + fixed.problems
            }
        }

        // A rule says what its selectors matched nothing of only when the run holds the whole
        // project: no --staged/--since/--stdin-path, and the paths include the configuration's folder.
        if chosen == nil && !options.paths.isEmpty {
            var root = cwd
            if let p = options.configPath ?? (options.noConfig ? nil : ConfigurationFile.discover(from: cwd)) {
                root = Paths.directory(of: Paths.absolute(p, from: cwd))
            }
            selection.wholeProject = options.paths.contains { Paths.isInside(root, Paths.absolute(Configuration.normalize($0), from: cwd)) }
        }

        // Nothing changed: nothing to index either (a commit that touches no Swift file).
        selection.keepsIndex = true
        var report = nothingSelected ? LintReport() : Linter.lint(files: files, configuration: config, threads: options.threads, selection: selection, prepared: prepared)
        ProcessLifetime.keep(report.index)
        report.index = nil
        if nothingSelected {
            report.baselineScope = BaselineScope(rulesRun: [], paths: [], complete: false, workingDirectory: cwd)
        }
        report.problems.append(contentsOf: problems)
        report.problems.sort()

        let context = ReportContext(workingDirectory: cwd, color: console.colorOut, teamRules: config.teamRules)
        for target in options.reports {
            let reporter = Reporters.named(target.name, context: target.path == nil ? context : context.plain)!
            let text = reporter.render(report)
            if let path = target.path {
                if case .failure(let p) = FileSystem.writeAtomically(path, Array(text.utf8)) { report.problems.append(p) }
            } else {
                console.out(text)
            }
        }
        for w in report.warnings + report.ruleWarnings { console.err(w.renderedAsWarning + "\n") }
        for p in report.problems { console.err(p.rendered + "\n") }
        if let path = options.writeBaseline {
            switch writeBaseline(path, report, previous: selection.baseline, workingDirectory: cwd) {
            case .failure(let p):
                console.err(p.rendered + "\n")
                report.problems.append(p)
            case .success(let n):
                notes.append("\(n) baseline entr\(n == 1 ? "y" : "ies") written to \(path)")
            }
        }
        if !options.quiet {
            console.err(summary(report, options: options, found: found, paths: paths, nothingSelected: nothingSelected, notes: notes) + "\n")
        }
        if !report.problems.isEmpty { return ExitStatus.failure }
        if report.errorCount > 0 || (options.strict && (report.warningCount > 0 || !report.ruleWarnings.isEmpty)) { return ExitStatus.violations }
        return ExitStatus.clean
    }

    /// `--write-baseline FILE`: never after a run that could not check everything
    /// (it would drop entries), never over a file that is not a baseline; atomic.
    func writeBaseline(_ path: String, _ report: LintReport, previous loaded: Baseline?, workingDirectory cwd: String) -> Result<Int, InputProblem> {
        guard report.problems.isEmpty else {
            return .failure(InputProblem(path: path, message: "baseline not written: not everything could be checked (see above)"))
        }
        var previous: [BaselineEntry] = []
        if let loaded, Paths.absolute(loaded.path, from: cwd) == Paths.absolute(path, from: cwd) {
            previous = loaded.entries
        } else if FileSystem.kind(path).0 != .missing {
            switch Baseline.load(path) {
            case .failure(let p):
                return .failure(InputProblem(path: path, message: "not overwritten: it exists and is not an archlint baseline (\(p.message))"))
            case .success(let b): previous = b.entries
            }
        }
        let entries = Baseline.entriesToWrite(report, previous: previous)
        return FileSystem.writeAtomically(path, Array(Baseline.render(entries).utf8)).map { Set(entries).count }
    }

    func summary(_ report: LintReport, options: Options, found: Int, paths: [String], nothingSelected: Bool, notes: [String]) -> String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let n = report.diagnostics.count
        let layers = report.layerBreakdown
        var s = "\(plural(n, "violation")) in \(plural(report.filesWithViolations, "file")) (\(plural(report.filesChecked, "file")) checked\(layers.isEmpty ? "" : ": " + layers))"
        if report.warningCount > 0 { s += ", \(plural(report.errorCount, "error")), \(plural(report.warningCount, "warning"))" }
        if !report.suppressed.isEmpty { s += "; \(report.suppressed.count) waived" }
        if !report.baselined.isEmpty { s += "; \(report.baselined.count) in the baseline" }
        if !report.ruleWarnings.isEmpty { s += "; \(plural(report.ruleWarnings.count, "team rule warning"))\(options.strict ? " (--strict fails on them)" : "")" }
        if !report.problems.isEmpty {
            s += "; \(plural(report.problems.count, "input problem")): NOT everything was checked"
        }
        if nothingSelected {
            s += options.staged ? "; no staged Swift files" : options.since != nil ? "; no Swift files changed since \(options.since!)" : "; the file is not linted (outside `included` or inside `excluded`)"
        } else if report.filesChecked == 0 && report.problems.isEmpty {
            s += found > 0 ? "; all \(found) Swift files found are outside `included` or inside `excluded`"
                : "; no Swift files found under \(paths.joined(separator: " "))"
        }
        for note in notes { s += "; " + note }
        let color = console.colorErr
        if !report.problems.isEmpty || report.errorCount > 0 { return Terminal.paint(s, .red, color) }
        if report.warningCount > 0 || !report.ruleWarnings.isEmpty { return Terminal.paint(s, .yellow, color) }
        return Terminal.paint(s, .green, color)
    }
}
