/// `archlint tokens FILE`: the token stream in the format of `oracle tokens`.
struct TokensCommand {
    let tool: CommandLineTool
    static let usage = "archlint tokens FILE"

    func run(_ args: [String]) -> Int32 {
        switch readSingleFile(tool, args, command: "tokens", usage: Self.usage) {
        case .failure(let e): return e.code
        case .success(let bytes):
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count * 3)
            bytes.withUnsafeBufferPointer { buf in
                TokenDump.render(buf, Lexer.tokenize(buf), into: &out)
            }
            tool.console.outBytes(out)
            return ExitStatus.clean
        }
    }
}

/// `archlint decls FILE`: the declarations in the format of `oracle decls`.
struct DeclsCommand {
    let tool: CommandLineTool
    static let usage = "archlint decls FILE"

    func run(_ args: [String]) -> Int32 {
        switch readSingleFile(tool, args, command: "decls", usage: Self.usage) {
        case .failure(let e): return e.code
        case .success(let bytes):
            var out: [UInt8] = []
            bytes.withUnsafeBufferPointer { buf in
                DeclarationDump.render(DeclarationScanner.scan(Lexer.tokenize(buf), buf), into: &out)
            }
            tool.console.outBytes(out)
            return ExitStatus.clean
        }
    }
}

/// The one FILE argument of `tokens` and `decls`, read.
func readSingleFile(_ tool: CommandLineTool, _ args: [String], command: String, usage: String) -> Result<[UInt8], CommandLineTool.Exit> {
    let parsed: ParsedArguments
    switch tool.parse(args, OptionSpec(), command: command, usage: usage) {
    case .failure(let e): return .failure(e)
    case .success(let p): parsed = p
    }
    guard parsed.positionals.count == 1 else {
        return .failure(CommandLineTool.Exit(code: tool.usageError("`\(command)` takes exactly one FILE", usage: usage)))
    }
    switch FileSystem.readFile(parsed.positionals[0]) {
    case .failure(let p): return .failure(CommandLineTool.Exit(code: tool.inputFailure([p])))
    case .success(let bytes): return .success(bytes)
    }
}

/// `archlint bench-lexer`: reads every Swift file under the paths into memory,
/// then tokenizes them all on one thread `--repeat` times; prints bytes,
/// tokens, median and best seconds and MB/s.
struct BenchLexerCommand {
    let tool: CommandLineTool
    static let usage = "archlint bench-lexer [--repeat N] [--lexical] PATH ..."
    static let spec = OptionSpec(switches: ["--lexical"], valued: ["--repeat"])

    func run(_ args: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch tool.parse(args, Self.spec, command: "bench-lexer", usage: Self.usage) {
        case .failure(let e): return e.code
        case .success(let p): parsed = p
        }
        var repeatCount = 5
        if let r = parsed.value("--repeat") {
            guard let n = Int(r), n >= 1 else { return tool.usageError("--repeat needs a positive number, not `\(r)`", usage: Self.usage) }
            repeatCount = n
        }
        let lexicalOnly = parsed.has("--lexical")
        if parsed.positionals.isEmpty { return tool.usageError("`bench-lexer` needs at least one PATH", usage: Self.usage) }
        let (files, problems) = FileSystem.collectSwiftFiles(parsed.positionals)
        for p in problems { tool.console.err(p.rendered + "\n") }
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
        tool.console.out("files\t\(contents.count)\nbytes\t\(bytes)\ntokens\t\(tokens)\n")
        tool.console.out("median_s\t\(Clock.format(median))\tbest_s\t\(Clock.format(best))\tMB/s\t\(Clock.format(Double(bytes) / 1e6 / median, digits: 1))\n")
        return problems.isEmpty ? ExitStatus.clean : ExitStatus.failure
    }
}

/// `archlint bench-config`: reads the configuration (and the team rule documents it names)
/// `--repeat` times in the process; prints the rule documents and rules read, and the median and
/// best milliseconds of one reading: what every run pays before it looks at a file (and, as a run,
/// never releases: the `archlint` executable keeps each reading until it exits).
struct BenchConfigCommand {
    let tool: CommandLineTool
    static let usage = "archlint bench-config [--repeat N] [--config FILE]"
    static let spec = OptionSpec(switches: [], valued: ["--repeat", "--config"])

    func run(_ args: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch tool.parse(args, Self.spec, command: "bench-config", usage: Self.usage) {
        case .failure(let e): return e.code
        case .success(let p): parsed = p
        }
        var repeatCount = 101
        if let r = parsed.value("--repeat") {
            guard let n = Int(r), n >= 1 else { return tool.usageError("--repeat needs a positive number, not `\(r)`", usage: Self.usage) }
            repeatCount = n
        }
        if !parsed.positionals.isEmpty { return tool.usageError("`bench-config` takes no PATH", usage: Self.usage) }
        var runs: [Double] = []
        var configuration = Configuration()
        for _ in 0..<repeatCount {
            let t0 = Clock.now()
            switch tool.configuration(parsed) {
            case .failure(let e): return tool.inputFailure([e])
            case .success(let c):
                // Kept, as a lint run keeps its configuration (in its project index) until it exits.
                ProcessLifetime.keep(c)
                configuration = c
            }
            runs.append(Clock.now() - t0)
        }
        runs.sort()
        let documents = Set(configuration.teamRules.map(\.documentPath)).count
        tool.console.out("documents\t\(documents)\nrules\t\(configuration.teamRules.count)\n")
        tool.console.out("median_ms\t\(Clock.format(runs[runs.count / 2] * 1000))\tbest_ms\t\(Clock.format(runs[0] * 1000))\n")
        return ExitStatus.clean
    }
}
