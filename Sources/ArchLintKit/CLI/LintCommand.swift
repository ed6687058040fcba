/// `archlint [lint] [OPTIONS] [PATH ...]`: the linter itself.
struct LintCommand {
    let tool: CommandLineTool
    var console: Console { tool.console }
    static let usage = "archlint [lint] [OPTIONS] [PATH ...]"
    static let spec = OptionSpec(
        switches: ["--no-config", "--no-cache", "--strict", "--quiet", "--staged", "--fix", "--unsafe-fixes", "--diff"],
        valued: ["--config", "--reporter", "--rule", "--disable", "--threads", "--baseline", "--since", "--stdin-path", "--files-from"],
        optionallyValued: ["--write-baseline"])

    /// `--reporter NAME[:PATH]`: a format, written to standard output or to a file.
    struct ReportTarget {
        var name: String
        var path: String?
    }

    struct Options {
        var paths: [String] = []
        var configPath: String?
        var noConfig = false
        /// `--no-cache`: team rule documents are parsed, and no compiled rules are kept (`TeamRuleCache`).
        var noCache = false
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
        /// The xcode lines on standard output were added because every `--reporter` writes a file
        /// (or none was given): standard output is not a report.
        var findingsOnStdout = false
        /// `--files-from FILE`: more PATHs, one per line (the build-tool plugin's file list).
        var filesFrom: String?
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
        o.noCache = parsed.has("--no-cache")
        o.strict = parsed.has("--strict")
        o.quiet = parsed.has("--quiet")
        o.staged = parsed.has("--staged")
        o.since = parsed.value("--since")
        o.stdinPath = parsed.value("--stdin-path")
        o.filesFrom = parsed.value("--files-from")
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
        for once in ["--config", "--threads", "--baseline", "--write-baseline", "--since", "--stdin-path", "--files-from"] where parsed.count(once) > 1 {
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
        let files = o.reports.compactMap(\.path) + [o.writeBaseline].compactMap { $0 }.filter { !$0.isEmpty }
        if Set(files).count < files.count { return fail("two outputs write to the same file") }
        // The terminal gets the findings even when every report goes to a file.
        if !o.reports.contains(where: { $0.path == nil }) { o.reports.insert(ReportTarget(name: "xcode", path: nil), at: 0); o.findingsOnStdout = true }
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
            switch ConfigurationFile.load(path, workingDirectory: cwd, cache: o.noCache ? nil : TeamRuleCache.standard()) {
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
        if let list = options.filesFrom {
            switch FileSystem.readFile(list) {
            case .failure(let p): return tool.inputFailure([InputProblem(path: list, message: "cannot read the file list: \(p.message)")])
            case .success(let bytes):
                let listed = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }.filter { !$0.isEmpty }
                if listed.isEmpty { return tool.inputFailure([InputProblem(path: list, message: "the file list names no path: nothing to check")]) }
                paths += listed
            }
        }
        if paths.isEmpty { paths = Self.defaultPaths(config, workingDirectory: cwd) }
        // Each root walked in its canonical spelling (links resolved), reported as given.
        var (roots, spellings) = PathSpellings.canonicalRoots(paths.map(Configuration.normalize), workingDirectory: cwd)
        let filter = PathFilter(config, workingDirectory: cwd)
        // Folders listed on every thread but under --staged, where git has the other core.
        let collected = FileSystem.collect(roots, threads: options.staged ? 1 : options.threads, keepVendored: filter.includedPaths, workingDirectory: cwd)
        var files = collected.files, problems = collected.problems
        let found = files.count
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
        let chooser = FileChooser(files: files, roots: roots, filter: filter, workingDirectory: cwd)
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
                // --stdin-path: the file is reported under the path the editor gave.
                if let given = options.stdinPath.map(Configuration.normalize), let listed = c.reportOnly.first, listed != given {
                    spellings.add(canonical: listed, given: given)
                }
            }
        }
        // The baseline: `--baseline FILE`, else the configuration's `baseline:` (a configured file
        // not written yet hides nothing, and the summary says so).
        var notes: [String] = []
        let baselinePath = options.baseline ?? config.baseline.map { Paths.relative($0, to: cwd) }
        if let path = baselinePath {
            if options.baseline == nil && FileSystem.kind(path).0 == .missing {
                // (Unless this run writes it.)
                if options.writeBaseline != "" && options.writeBaseline != path {
                    notes.append("the configured baseline \(path) does not exist yet: every finding is reported (`archlint --write-baseline` writes it)")
                }
            } else {
                switch Baseline.load(path) {
                case .failure(let p): return tool.inputFailure([p])
                case .success(let b): selection.baseline = b
                }
            }
        }
        var writeBaselinePath = options.writeBaseline
        if writeBaselinePath == "" {
            guard let configured = config.baseline else {
                return tool.usageError("`--write-baseline` without a FILE writes the configured baseline, and no configuration sets `baseline:` (add `baseline: archlint-baseline.json` to .archlint.yml, or write `--write-baseline FILE`)", usage: Self.usage)
            }
            writeBaselinePath = Paths.relative(configured, to: cwd)
        }
        selection.writesBaseline = writeBaselinePath != nil
        selection.keyRoot = config.directory
        // Keys: for the baseline, and the reports that carry them (JSON `baselineKey`, SARIF fingerprints).
        selection.needsKeys = selection.baseline != nil || writeBaselinePath != nil
            || options.reports.contains { $0.name == "json" || $0.name == "sarif" }

        // --fix: fix, then lint what is on disk now (--diff: print the diff only).
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
                let recollected = FileSystem.collect(roots, keepVendored: filter.includedPaths, workingDirectory: cwd)
                var again = recollected.files
                let againProblems = recollected.problems
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
            report.baselineScope = BaselineScope(rulesRun: [], paths: [], complete: false, workingDirectory: cwd, root: config.directory)
        }
        report.problems.append(contentsOf: problems)
        // Nothing to check is an error: a gate pointed at the wrong folder must not pass forever.
        if chosen == nil && files.isEmpty && report.problems.isEmpty {
            report.problems += Self.nothingToCheck(roots: roots, found: found, vendored: collected.vendoredSkipped, spellings: spellings)
        }
        report.problems.sort()

        // Paths as the user spelled the roots; SARIF and GitHub annotations, read by machines,
        // keep the canonical ones (relative to the working directory).
        let shown = spellings.isEmpty ? report : Self.respelled(report, spellings)
        let context = ReportContext(workingDirectory: cwd, color: console.colorOut, teamRules: config.teamRules)
        var written: [String] = []
        for target in options.reports {
            let reporter = Reporters.named(target.name, context: target.path == nil ? context : context.plain)!
            let bytes = reporter.renderBytes(target.name == "sarif" || target.name == "github" ? report : shown)
            if let path = target.path {
                if case .failure(let p) = FileSystem.writeAtomically(path, bytes) {
                    report.problems.append(p)
                } else {
                    written.append(path)
                    if !options.findingsOnStdout && !options.quiet { console.err("archlint: wrote the \(target.name) report to \(path)\n") }
                }
            } else {
                console.outBytes(bytes)
            }
        }
        if !written.isEmpty { notes.append("report\(written.count == 1 ? "" : "s") written to \(written.joined(separator: ", "))") }
        // The findings, printed, are not freed one by one before exit (17 K findings: 3.5 M instructions).
        ProcessLifetime.keep(report.diagnostics)
        ProcessLifetime.keep(shown.diagnostics)
        report.problems = report.problems.map { var p = $0; p.path = spellings.display(p.path); return p }
        for w in report.warnings + report.ruleWarnings { var w = w; w.path = spellings.display(w.path); console.err(w.renderedAsWarning + "\n") }
        for p in report.problems { console.err(p.rendered + "\n") }
        if let path = writeBaselinePath {
            switch writeBaseline(path, report, previous: selection.baseline, workingDirectory: cwd) {
            case .failure(let p):
                console.err(p.rendered + "\n")
                report.problems.append(p)
            case .success(let n):
                notes.append("\(n) baseline entr\(n == 1 ? "y" : "ies") written to \(path)")
            }
        }
        if !options.quiet {
            console.err(summary(report, options: options, found: found, paths: roots.map(spellings.display), nothingSelected: nothingSelected, notes: notes) + "\n")
        }
        if !report.problems.isEmpty { return ExitStatus.failure }
        if report.errorCount > 0 || (options.strict && (report.warningCount > 0 || !report.ruleWarnings.isEmpty)) { return ExitStatus.violations }
        return ExitStatus.clean
    }

    /// The problems of a run that checks no Swift file: each folder it was given that held none,
    /// or whose files `included`/`excluded` all left out. Files named one by one and all left out
    /// by the configuration are not a problem (the pre-commit framework passes staged files so).
    static func nothingToCheck(roots: [String], found: Int, vendored: [String], spellings: PathSpellings) -> [InputProblem] {
        let folders = roots.filter { FileSystem.kind($0).0 == .directory }
        guard !folders.isEmpty else { return [] }
        let skipped = vendored.isEmpty ? "" : " (vendored folders skipped: \(vendored.map(spellings.display).joined(separator: ", ")); `included:` brings one back)"
        return folders.map { root in
            let message = found == 0
                ? "no Swift file here: nothing was checked\(skipped); point archlint at the folders that hold your Swift code"
                : "every Swift file found is outside `included` or inside `excluded`: nothing was checked"
            return InputProblem(path: spellings.display(root), message: message)
        }
    }

    /// The report with every path under a root spelled as the user gave the root.
    static func respelled(_ report: LintReport, _ spellings: PathSpellings) -> LintReport {
        var r = report
        // Messages name folders by the same paths: an absolute canonical root in them is respelled too.
        let absolute = spellings.roots.filter { $0.canonical.hasPrefix("/") }
        func fix(_ list: inout [Diagnostic]) {
            for i in list.indices {
                list[i].path = spellings.display(list[i].path)
                for r in absolute where list[i].message.contains(r.canonical + "/") {
                    list[i].message = list[i].message.replacingAll(r.canonical + "/", with: r.given + "/")
                }
            }
        }
        fix(&r.diagnostics)
        fix(&r.suppressed)
        fix(&r.baselined)
        for i in r.problems.indices { r.problems[i].path = spellings.display(r.problems[i].path) }
        return r
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
