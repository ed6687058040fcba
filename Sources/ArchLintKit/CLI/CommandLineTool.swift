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

/// Where the command line reads and writes: the process's standard streams, or (in tests) buffers.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    public var outBytes: @Sendable ([UInt8]) -> Void
    /// All of standard input (`--stdin-path`).
    public var readInput: @Sendable () -> Result<[UInt8], InputProblem>
    /// Colour on stdout / stderr: only on a terminal, never with `NO_COLOR` set.
    public var colorOut: Bool
    public var colorErr: Bool

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                outBytes: @escaping @Sendable ([UInt8]) -> Void,
                readInput: @escaping @Sendable () -> Result<[UInt8], InputProblem> = { .success([]) },
                colorOut: Bool = false, colorErr: Bool = false) {
        self.out = out
        self.err = err
        self.outBytes = outBytes
        self.readInput = readInput
        self.colorOut = colorOut
        self.colorErr = colorErr
    }

    public static let standard = Console(out: { StandardStreams.out($0) }, err: { StandardStreams.err($0) },
                                         outBytes: { StandardStreams.write(1, $0) },
                                         readInput: { FileSystem.readAll(fd: 0, name: "standard input") },
                                         colorOut: Terminal.wantsColor(fd: 1), colorErr: Terminal.wantsColor(fd: 2))
}

/// The `archlint` command line. `main` returns the process exit status.
public struct CommandLineTool {
    let console: Console
    public static let usage = """
        archlint \(ArchLint.version) — lints Swift feature modules against Clean Architecture rules.

        USAGE
          archlint [lint] [OPTIONS] [PATH ...]   lint every *.swift file under PATHs (default: .)
          archlint rules [--markdown]            list the rules, one per line (or as a Markdown table)
          archlint explain RULE-ID               print a rule's document (built-in or the team's)
          archlint explain team-rules            how to write a team rule (a document with a check:)
          archlint test-rules [FILE ...]         run the team rule documents' examples (default: the
                                                 configuration's rule_documents); exit 1 if one fails
          archlint init [FILE]                   write a commented starter .archlint.yml (never overwrites)
          archlint layout [--files] [PATH ...]   where archlint places each folder (or file, --files):
                                                 feature, layer, role, module, and the layout that placed it
          archlint graph [GRAPH OPTIONS] [PATH ...]
                                                 draw the architecture (features, layers or one
                                                 feature's types) with the dependency findings in red
          archlint install-hook [--force]        make git's pre-commit hook run `archlint --staged`
          archlint new usecase NAME --feature FEATURE [--kind KIND] [--related NAME] [NEW OPTIONS]
                                                 write a UseCase, its mock and its tests (seeds 000, 001)
          archlint new repository NAME --feature FEATURE [--remote|--local|--cached] [NEW OPTIONS]
                                                 write a repository with its model, DTO, data sources,
                                                 mapping, mocks, stubs and tests (seed 004)
          archlint agent [AGENT OPTIONS] [FILE ...]
                                                 for a coding agent's post-edit hook: lint the edited file
                                                 (Claude Code's PostToolUse JSON on stdin, or paths) in its
                                                 project; exit 2 with the findings on stderr when it breaks
                                                 a rule (error), silent exit 0 otherwise
          archlint tokens FILE                   print the token stream (format of `oracle tokens`)
          archlint decls FILE                    print the declarations (format of `oracle decls`)
          archlint bench-lexer [--repeat N] [--lexical] PATH ...
                                                 time the tokenizer alone (one thread, files in memory;
                                                 --lexical: without the contextual classification)
          archlint bench-config [--repeat N] [--config FILE]
                                                 time reading the configuration and its team rule documents
          archlint --help | --version            (--help also works after any command)

        LINT OPTIONS
          --config FILE        read this configuration (default: .archlint.yml in the working
                               directory or its nearest ancestor, up to the repository root)
          --no-config          read no configuration file
          --no-cache           parse the team rule documents, keep no compiled rules (default:
                               kept in ARCHLINT_CACHE_DIR, else the user's cache folder)
          --reporter NAME[:PATH]
                               xcode (default), json, sarif, github, junit, checkstyle, summary;
                               to standard output, or to PATH (written atomically); repeatable
          --rule ID            run only this rule (repeatable)
          --disable ID         do not run this rule (repeatable)
          --staged             report only on the Swift files staged in git, as staged
          --since REV          report only on the Swift files changed since git revision REV
          --stdin-path PATH    lint standard input as the content of PATH (for editors)
          --baseline FILE      hide the findings recorded in FILE; report its stale entries
          --write-baseline FILE
                               record this run's findings in FILE (atomically)
          --fix                fix what the rules can fix safely (edits only those bytes), then lint again
          --unsafe-fixes       with --fix: also apply unsafe fixes (a project-wide contract rename)
          --diff               with --fix: print a unified diff instead of writing
          --strict             warnings fail the run too (exit 1)
          --threads N          worker threads (default: number of CPUs)
          --quiet              no summary line on stderr

        GRAPH OPTIONS (and --config, --no-config, --rule, --disable, --baseline, --strict,
        --threads, --quiet as for lint)
          --level LEVEL        features, layers (default), or types (one feature: --feature NAME)
          --feature NAME       the feature of --level types
          --tests              include the Tests/ files (mocks, test doubles)
          --format FORMAT      html (default), mermaid, dot, json; default: from -o's extension
          -o, --output FILE    write the picture to FILE (atomically) instead of standard output
          --fail-on-violations exit 1 when the run has errors (or warnings, with --strict)

        NEW OPTIONS (all files or none, never over an existing file)
          --kind KIND          get (default), refresh, search, create, filtered, composed
          --related NAME       the second repository's entity of a composed UseCase
          --remote, --local, --cached
                               the repository's data sources (default: --cached)
          --path DIR           the feature's folder (default: Features/FEATURE in the working
                               directory or its nearest ancestor)
          --module NAME        the module the tests `@testable import` (default: the one the
                               feature's tests import, else FEATURE)
          --http-client TYPE   the client a new remote data source injects (default: the closest
                               remote data source's, or `scaffolding.http_client`)
          --config FILE, --no-config
                               as for lint: the conventions (naming, mapping, mock_directories)
          --dry-run            list what it would take from the project, and the files it would
                               write; write nothing

        AGENT OPTIONS (and --config, --no-config, --threads as for lint)
          --strict             warnings block the agent too
          --baseline FILE      findings recorded in FILE do not block the agent

        EXIT STATUS
          0  no errors    1  violations    2  usage error, bad configuration, or a file that could not be checked
          archlint agent: 0 nothing blocks the agent, 2 the edit breaks a rule (findings on stderr, starting
          `archlint:`) or could not be checked (`archlint agent: could not check …`), 1 registered before the edit

        """

    public static func main(_ args: [String], console: Console = .standard) -> Int32 {
        CommandLineTool(console: console).run(args)
    }

    func run(_ args: [String]) -> Int32 {
        guard let first = args.first else { return LintCommand(tool: self).run([]) }
        // `--help` anywhere before a `--` (e.g. `archlint tokens --help`) prints the usage.
        let options = args.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") { console.out(Self.usage); return ExitStatus.clean }
        let rest = Array(args.dropFirst())
        switch first {
        case "--help", "-h", "help": console.out(Self.usage); return ExitStatus.clean
        case "--version": console.out(ArchLint.version + "\n"); return ExitStatus.clean
        case "lint": return LintCommand(tool: self).run(rest)
        case "rules": return RulesCommand(tool: self).run(rest)
        case "explain": return ExplainCommand(tool: self).run(rest)
        case "test-rules": return TestRulesCommand(tool: self).run(rest)
        case "init": return InitCommand(tool: self).run(rest)
        case "layout": return LayoutCommand(tool: self).run(rest)
        case "graph": return GraphCommand(tool: self).run(rest)
        case "install-hook": return InstallHookCommand(tool: self).run(rest)
        case "new": return NewCommand(tool: self).run(rest)
        case "agent": return AgentCommand(tool: self).run(rest)
        case "tokens": return TokensCommand(tool: self).run(rest)
        case "decls": return DeclsCommand(tool: self).run(rest)
        case "bench-lexer": return BenchLexerCommand(tool: self).run(rest)
        case "bench-config": return BenchConfigCommand(tool: self).run(rest)
        default: return LintCommand(tool: self).run(args)
        }
    }

    /// A command line that cannot run: the message, the command's usage line, exit status 2.
    func usageError(_ message: String, usage: String) -> Int32 {
        console.err("archlint: \(message)\nusage: \(usage)\nRun `archlint --help` for every command and option.\n")
        return ExitStatus.failure
    }

    /// Parses `args` for a command with the shared strict parser; a usage error is printed.
    func parse(_ args: [String], _ spec: OptionSpec, command: String, usage: String) -> Result<ParsedArguments, Exit> {
        switch OptionParser.parse(args, spec, command: command) {
        case .failure(let e): return .failure(Exit(code: usageError(e.message, usage: usage)))
        case .success(let p): return .success(p)
        }
    }

    /// The configuration a command other than `lint` reads: `--config FILE`, else the
    /// `.archlint.yml` found from the working directory (none with `--no-config`).
    func configuration(_ p: ParsedArguments) -> Result<Configuration, InputProblem> {
        var o = LintCommand.Options()
        o.configPath = p.value("--config")
        o.noConfig = p.has("--no-config")
        if o.configPath != nil && o.noConfig { return .failure(InputProblem(path: "--config", message: "`--config` and `--no-config` exclude each other")) }
        return LintCommand.loadConfiguration(o, workingDirectory: Paths.workingDirectory())
    }

    /// Prints input problems (`path:line: error: …`) on stderr; returns exit status 2.
    func inputFailure(_ problems: [InputProblem]) -> Int32 {
        for p in problems { console.err(p.rendered + "\n") }
        return ExitStatus.failure
    }

    static func cpuCount() -> Int { cpus }
    /// Asked once per process (glibc reads `/sys` every time).
    private static let cpus = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// Ends a command early with an exit status.
    struct Exit: Error { var code: Int32 }
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
