#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum ArchLint {
    public static let version = "0.1.0"
}

/// Exit statuses: 0 no errors, 1 violations, 2 usage error or an input that
/// could not be checked (2 wins over 1: a partial check never looks green).
public enum ExitStatus {
    public static let clean: Int32 = 0
    public static let violations: Int32 = 1
    public static let failure: Int32 = 2
}

/// Where the command line writes: the process's stdout/stderr, or (in tests) buffers.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    public var outBytes: @Sendable ([UInt8]) -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                outBytes: @escaping @Sendable ([UInt8]) -> Void) {
        self.out = out
        self.err = err
        self.outBytes = outBytes
    }

    public static let standard = Console(out: { StandardStreams.out($0) }, err: { StandardStreams.err($0) },
                                         outBytes: { StandardStreams.write(1, $0) })
}

/// The `archlint` command line. `main` returns the process exit status.
public struct CommandLineTool {
    let console: Console
    public static let usage = """
        archlint \(ArchLint.version) — lints Swift feature modules against Clean Architecture rules.

        USAGE
          archlint [lint] [OPTIONS] [PATH ...]   lint every *.swift file under PATHs (default: .)
          archlint rules                         list the rules
          archlint explain RULE-ID               describe one rule
          archlint tokens FILE                   print the token stream (format of `oracle tokens`)
          archlint decls FILE                    print the declarations (format of `oracle decls`)
          archlint bench-lexer [--repeat N] [--lexical] PATH ...
                                                 time the tokenizer alone (one thread, files in memory;
                                                 --lexical: without the contextual classification)
          archlint --help | --version            (--help also works after any command)

        LINT OPTIONS
          --config FILE        read this configuration (default: ./.archlint.yml if present)
          --no-config          ignore ./.archlint.yml
          --reporter NAME      xcode (default), json, sarif, checkstyle, junit, github
          --rule ID            run only this rule (repeatable)
          --disable ID         do not run this rule (repeatable)
          --strict             warnings fail the run too (exit 1)
          --threads N          worker threads (default: number of CPUs)
          --quiet              no summary line on stderr

        EXIT STATUS
          0  no errors    1  violations    2  usage error, bad configuration, or a file that could not be checked

        """

    public static func main(_ args: [String], console: Console = .standard) -> Int32 {
        CommandLineTool(console: console).run(args)
    }

    func run(_ args: [String]) -> Int32 {
        guard let first = args.first else { return lint([]) }
        // `--help` anywhere before a `--` (e.g. `archlint tokens --help`) prints the usage.
        let options = args.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") { console.out(Self.usage); return ExitStatus.clean }
        switch first {
        case "--help", "-h", "help": console.out(Self.usage); return ExitStatus.clean
        case "--version": console.out(ArchLint.version + "\n"); return ExitStatus.clean
        case "lint": return lint(Array(args.dropFirst()))
        case "rules": return listRules(Array(args.dropFirst()))
        case "explain": return explain(Array(args.dropFirst()))
        case "tokens": return dumpTokens(Array(args.dropFirst()))
        case "decls": return dumpDecls(Array(args.dropFirst()))
        case "bench-lexer": return benchLexer(Array(args.dropFirst()))
        default: return lint(args)
        }
    }

    func usageError(_ message: String) -> Int32 {
        console.err("archlint: \(message)\nRun `archlint --help` for usage.\n")
        return ExitStatus.failure
    }

    // MARK: lint

    struct LintOptions {
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

    static func cpuCount() -> Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    static func parseLintOptions(_ args: [String]) -> Result<LintOptions, InputProblem> {
        var o = LintOptions()
        var i = 0
        func value(_ flag: String) -> Result<String, InputProblem> {
            i += 1
            guard i < args.count else { return .failure(InputProblem(path: "archlint", message: "\(flag) needs a value")) }
            return .success(args[i])
        }
        let known = Set(RuleRegistry.ids)
        func ruleID(_ flag: String) -> Result<String, InputProblem> {
            switch value(flag) {
            case .failure(let e): return .failure(e)
            case .success(let id):
                guard known.contains(id) else {
                    return .failure(InputProblem(path: "archlint", message: "unknown rule id `\(id)` for \(flag) (known: \(known.sorted().joined(separator: ", ")))"))
                }
                return .success(id)
            }
        }
        var onlyPaths = false
        while i < args.count {
            let a = args[i]
            if onlyPaths || !a.hasPrefix("-") || a == "-" {
                o.paths.append(a)
                i += 1
                continue
            }
            switch a {
            case "--": onlyPaths = true
            case "--config":
                switch value(a) { case .failure(let e): return .failure(e); case .success(let v): o.configPath = v }
            case "--no-config": o.noConfig = true
            case "--reporter":
                switch value(a) {
                case .failure(let e): return .failure(e)
                case .success(let v):
                    guard let r = Reporters.named(v) else {
                        return .failure(InputProblem(path: "archlint", message: "unknown reporter `\(v)` (known: \(Reporters.names.joined(separator: ", ")))"))
                    }
                    o.reporter = r
                }
            case "--rule":
                switch ruleID(a) { case .failure(let e): return .failure(e); case .success(let v): o.only.append(v) }
            case "--disable":
                switch ruleID(a) { case .failure(let e): return .failure(e); case .success(let v): o.disabled.append(v) }
            case "--strict": o.strict = true
            case "--quiet": o.quiet = true
            case "--threads":
                switch value(a) {
                case .failure(let e): return .failure(e)
                case .success(let v):
                    guard let n = Int(v), n >= 1, n <= 256 else {
                        return .failure(InputProblem(path: "archlint", message: "--threads needs a number from 1 to 256, not `\(v)`"))
                    }
                    o.threads = n
                }
            default:
                return .failure(InputProblem(path: "archlint", message: "unknown option `\(a)`"))
            }
            i += 1
        }
        if o.paths.isEmpty { o.paths = ["."] }
        return .success(o)
    }

    static func loadConfiguration(_ o: LintOptions) -> Result<Configuration, InputProblem> {
        var config = Configuration()
        var path: String?
        if let p = o.configPath {
            path = p
        } else if !o.noConfig, FileSystem.kind(".archlint.yml").0 == .file {
            path = ".archlint.yml"
        }
        if let path {
            switch FileSystem.readFile(path) {
            case .failure(let e): return .failure(InputProblem(path: path, message: "cannot read configuration: \(e.message)"))
            case .success(let bytes):
                guard Linter.firstInvalidUTF8(bytes) == nil else {
                    return .failure(InputProblem(path: path, message: "configuration is not valid UTF-8"))
                }
                let dir = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : ""
                switch Configuration.parse(String(decoding: bytes, as: UTF8.self), path: path, baseDirectory: dir) {
                case .failure(let e): return .failure(e)
                case .success(let c): config = c
                }
            }
        }
        if !o.only.isEmpty { config.onlyRules = Set(o.only) }
        config.disabledRules.formUnion(o.disabled)
        return .success(config)
    }

    func lint(_ args: [String]) -> Int32 {
        let options: LintOptions
        switch Self.parseLintOptions(args) {
        case .failure(let e): return usageError(e.message)
        case .success(let o): options = o
        }
        let config: Configuration
        switch Self.loadConfiguration(options) {
        case .failure(let e):
            console.err(e.rendered + "\n")
            return ExitStatus.failure
        case .success(let c): config = c
        }
        var (files, problems) = FileSystem.collectSwiftFiles(options.paths.map(Configuration.normalize))
        files = files.filter { !config.isExcluded($0) }
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
            if files.isEmpty && problems.isEmpty { summary += "; no Swift files found under \(options.paths.joined(separator: " "))" }
            console.err(summary + "\n")
        }
        if !report.problems.isEmpty { return ExitStatus.failure }
        if report.errorCount > 0 || (options.strict && report.warningCount > 0) { return ExitStatus.violations }
        return ExitStatus.clean
    }

    // MARK: rules, explain

    func listRules(_ args: [String]) -> Int32 {
        guard args.isEmpty else { return usageError("`archlint rules` takes no arguments") }
        let width = RuleRegistry.ids.map(\.count).max() ?? 0
        var out = ""
        for r in RuleRegistry.all {
            let pad = String(repeating: " ", count: width - r.id.count)
            out += "\(r.id)\(pad)  \(r.descriptor.defaultSeverity.rawValue.padding(7))  \(r.descriptor.title)\n"
        }
        console.out(out)
        return ExitStatus.clean
    }

    func explain(_ args: [String]) -> Int32 {
        guard args.count == 1 else { return usageError("usage: archlint explain RULE-ID") }
        guard let r = RuleRegistry.rule(id: args[0]) else {
            return usageError("unknown rule id `\(args[0])` (known: \(RuleRegistry.ids.joined(separator: ", ")))")
        }
        let d = r.descriptor
        console.out("""
            \(d.id) (\(d.defaultSeverity.rawValue))
            \(d.title)

            \(d.summary)

            Sources: \(d.sources.joined(separator: ", "))
            Document, with Incorrect and Correct examples: rules/\(d.id).md

            """)
        return ExitStatus.clean
    }

    // MARK: bench-lexer

    /// Reads every Swift file under the paths into memory, then tokenizes them
    /// all on one thread `--repeat` times; prints bytes, tokens, best seconds and MB/s.
    func benchLexer(_ args: [String]) -> Int32 {
        var repeatCount = 5
        var lexicalOnly = false
        var paths: [String] = []
        var i = 0
        while i < args.count {
            if args[i] == "--lexical" {
                lexicalOnly = true
            } else if args[i] == "--repeat" {
                i += 1
                guard i < args.count, let n = Int(args[i]), n >= 1 else { return usageError("--repeat needs a positive number") }
                repeatCount = n
            } else if args[i].hasPrefix("-") {
                return usageError("unknown option `\(args[i])` for bench-lexer")
            } else {
                paths.append(args[i])
            }
            i += 1
        }
        if paths.isEmpty { return usageError("usage: archlint bench-lexer [--repeat N] [--lexical] PATH ...") }
        let (files, problems) = FileSystem.collectSwiftFiles(paths)
        for p in problems { console.err(p.rendered + "\n") }
        var contents: [[UInt8]] = []
        var bytes = 0
        for f in files {
            if case .success(let b) = FileSystem.readFile(f) {
                bytes += b.count
                contents.append(b)
            }
        }
        var best = Double.infinity
        var tokens = 0
        var runs: [Double] = []
        for _ in 0..<repeatCount {
            tokens = 0
            let t0 = Clock.now()
            for c in contents {
                c.withUnsafeBufferPointer { tokens += (lexicalOnly ? Lexer.lexicalTokens($0) : Lexer.tokenize($0)).count }
            }
            let dt = Clock.now() - t0
            runs.append(dt)
            best = min(best, dt)
        }
        runs.sort()
        let median = runs[runs.count / 2]
        console.out("files\t\(contents.count)\nbytes\t\(bytes)\ntokens\t\(tokens)\n")
        console.out("median_s\t\(Clock.format(median))\tbest_s\t\(Clock.format(best))\tMB/s\t\(Clock.format(Double(bytes) / 1e6 / median, digits: 1))\n")
        return problems.isEmpty ? ExitStatus.clean : ExitStatus.failure
    }

    // MARK: tokens, decls

    struct Exit: Error { var code: Int32 }

    func readSingleFile(_ args: [String], _ command: String) -> Result<[UInt8], Exit> {
        guard args.count == 1 else { return .failure(Exit(code: usageError("usage: archlint \(command) FILE"))) }
        if args[0].hasPrefix("-") { return .failure(Exit(code: usageError("unknown option `\(args[0])` for \(command) (a file named so: write ./\(args[0]))"))) }
        switch FileSystem.readFile(args[0]) {
        case .failure(let p):
            console.err(p.rendered + "\n")
            return .failure(Exit(code: ExitStatus.failure))
        case .success(let bytes):
            return .success(bytes)
        }
    }

    func dumpTokens(_ args: [String]) -> Int32 {
        switch readSingleFile(args, "tokens") {
        case .failure(let e): return e.code
        case .success(let bytes):
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count * 3)
            bytes.withUnsafeBufferPointer { buf in
                TokenDump.render(buf, Lexer.tokenize(buf), into: &out)
            }
            console.outBytes(out)
            return ExitStatus.clean
        }
    }

    func dumpDecls(_ args: [String]) -> Int32 {
        switch readSingleFile(args, "decls") {
        case .failure(let e): return e.code
        case .success(let bytes):
            var out: [UInt8] = []
            bytes.withUnsafeBufferPointer { buf in
                DeclarationDump.render(DeclarationScanner.scan(Lexer.tokenize(buf), buf), into: &out)
            }
            console.outBytes(out)
            return ExitStatus.clean
        }
    }
}

/// Monotonic time in seconds.
enum Clock {
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    static func format(_ v: Double, digits: Int = 3) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let r = (v * scale).rounded() / scale
        var s = String(r)
        if let dot = s.firstIndex(of: ".") {
            let decimals = s.distance(from: dot, to: s.endIndex) - 1
            if decimals < digits { s += String(repeating: "0", count: digits - decimals) }
        } else {
            s += "." + String(repeating: "0", count: digits)
        }
        return s
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
