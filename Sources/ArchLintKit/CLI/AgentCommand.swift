#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `archlint agent [OPTIONS] [FILE ...]`: the coding-agent loop. A coding agent runs it after each
/// edit (Claude Code's `PostToolUse` hook gives the edited file as JSON on standard input; other
/// agents pass the file's path as an argument or on standard input). It lints that file in its
/// project, with every cross-file fact (the whole project is indexed, as `--staged` does), and
/// answers the way agents act on:
///
/// - exit 0, nothing printed: the file breaks no rule with severity error (warnings are left to
///   the next full run), or it is no Swift file of the project (another language, outside the
///   project or its `included` paths, a tool that edits no file);
/// - exit 2, the findings on standard error: what to fix before going on, each with its rule, the
///   fix its document gives, and the heading of the document to follow (built-in or the team's).
///   Claude Code shows this to the agent as blocking feedback;
/// - exit 2, `archlint agent: could not check …` on standard error: archlint's own input is wrong
///   (the hook's JSON, the configuration, an unreadable file): a set-up problem, said to be one;
/// - exit 1: registered for an event that comes before the edit (`PreToolUse`): a notice for the
///   user, which does not block the agent.
struct AgentCommand {
    let tool: CommandLineTool
    var console: Console { tool.console }
    static let usage = "archlint agent [--strict] [--baseline FILE] [--config FILE | --no-config] [--threads N] [FILE ...]"
    static let spec = OptionSpec(switches: ["--strict", "--no-config"], valued: ["--config", "--baseline", "--threads"])

    /// What the agent asked to check: files, and the folder they are relative to.
    struct Request: Equatable {
        var files: [String] = []
        /// The hook's `cwd` (Claude Code's project folder), when it gave one.
        var workingDirectory: String?
        /// The hook's `hook_event_name`, when it gave one.
        var event: String?
    }

    /// Standard input read as a hook's payload: JSON (an object, as Claude Code sends: `tool_input.file_path`,
    /// `tool_response.filePath`, `cwd`, `hook_event_name`), else one path per line.
    static func request(fromInput bytes: [UInt8]) -> Result<Request, UsageError> {
        var i = 0
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        guard i < bytes.count else {
            return .failure(UsageError(message: "nothing on standard input: give the edited file as an argument (`archlint agent PATH`), or the hook's JSON on standard input"))
        }
        guard bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "[") else {
            // (`String(validating:as:)` needs macOS 15: the library's own check, as for source files.)
            guard Linter.firstInvalidUTF8(bytes) == nil else {
                return .failure(UsageError(message: "standard input is neither a hook's JSON object nor UTF-8 paths"))
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let paths = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
            return .success(Request(files: paths))
        }
        let node: JSONLite.Node
        switch JSONLite.parse(bytes) {
        case .failure(let f):
            return .failure(UsageError(message: "the hook's input is not valid JSON (line \(f.line): \(f.message)); it starts with `\(preview(bytes))`. Nothing was checked"))
        case .success(let n): node = n
        }
        guard case .object = node.value else {
            return .failure(UsageError(message: "the hook's input is JSON but not an object; it starts with `\(preview(bytes))`. Nothing was checked"))
        }
        var r = Request()
        r.event = node["hook_event_name"]?.string
        r.workingDirectory = node["cwd"]?.string
        let input = node["tool_input"], response = node["tool_response"]
        for candidate in [input?["file_path"], input?["notebook_path"], input?["path"], response?["filePath"], response?["file_path"]] {
            if let p = candidate?.string, !p.isEmpty {
                r.files = [p]
                break
            }
        }
        // MultiEdit's and others' lists of edits, each with its file.
        if r.files.isEmpty, case .array(let edits)? = input?["edits"]?.value {
            r.files = edits.compactMap { $0["file_path"]?.string }
        }
        return .success(r)
    }

    /// The first bytes of the input, on one line, for a message.
    static func preview(_ bytes: [UInt8]) -> String {
        let head = String(decoding: bytes.prefix(60), as: UTF8.self)
        return Linter.oneLine(head).replacingAll("`", "'") + (bytes.count > 60 ? "…" : "")
    }

    func run(_ args: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch tool.parse(args, Self.spec, command: "agent", usage: Self.usage) {
        case .failure(let e): return e.code
        case .success(let p): parsed = p
        }
        for once in ["--config", "--baseline", "--threads"] where parsed.count(once) > 1 {
            return tool.usageError("`\(once)` is given more than once", usage: Self.usage)
        }
        var threads = CommandLineTool.cpuCount()
        if let v = parsed.value("--threads") {
            guard let n = Int(v), n >= 1, n <= 256 else { return tool.usageError("--threads needs a number from 1 to 256, not `\(v)`", usage: Self.usage) }
            threads = n
        }
        if parsed.value("--config") != nil && parsed.has("--no-config") {
            return tool.usageError("`--config` and `--no-config` exclude each other", usage: Self.usage)
        }
        var request = Request(files: parsed.positionals)
        if request.files.isEmpty {
            switch console.readInput() {
            case .failure(let p): return cannotCheck([p.rendered])
            case .success(let bytes):
                switch Self.request(fromInput: bytes) {
                case .failure(let e): return cannotCheck([e.message])
                case .success(let r): request = r
                }
            }
        }
        if let event = request.event, event == "PreToolUse" || event == "PermissionRequest" {
            console.err("archlint agent: the hook runs on `\(event)`, before the edit is written: register `archlint agent` under `PostToolUse` (see the README's recipe); nothing was checked\n")
            return ExitStatus.violations
        }
        if request.files.isEmpty { return ExitStatus.clean }
        var cwd = Paths.workingDirectory()
        if let dir = request.workingDirectory, Paths.absolute(dir, from: cwd) != cwd {
            let abs = Paths.absolute(dir, from: cwd)
            guard FileSystem.kind(abs).0 == .directory, chdir(abs) == 0 else {
                return cannotCheck(["the hook's `cwd` \(dir) is not a folder archlint can enter"])
            }
            cwd = Paths.workingDirectory()
        }
        var options = LintCommand.Options()
        options.configPath = parsed.value("--config")
        options.noConfig = parsed.has("--no-config")
        let config: Configuration
        switch LintCommand.loadConfiguration(options, workingDirectory: cwd) {
        case .failure(let p): return cannotCheck([p.rendered])
        case .success(let c): config = c
        }
        // The project: what `archlint` run in the working directory lints, each root walked in its
        // canonical spelling (links resolved, as `lint` walks them).
        let paths = LintCommand.defaultPaths(config, workingDirectory: cwd)
        let (roots, _) = PathSpellings.canonicalRoots(paths.map(Configuration.normalize), workingDirectory: cwd)
        let rootPaths = roots.map { Paths.absolute($0, from: cwd) }
        let filter = PathFilter(config, workingDirectory: cwd)
        // The files asked about that are Swift files of the project, on disk; a path given through
        // a link (`/tmp` for `/private/tmp`, another case on a case-insensitive volume) is the same file.
        var targets: [String] = []
        for f in request.files where f.hasSuffix(".swift") {
            let abs = Paths.canonical(Paths.absolute(f, from: cwd), workingDirectory: cwd)
            guard rootPaths.contains(where: { Paths.isInside(abs, $0) }), filter.accepts(abs), FileSystem.kind(abs).0 == .file,
                  !Paths.relative(abs, to: cwd).split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            targets.append(abs)
        }
        if targets.isEmpty { return ExitStatus.clean }

        let collected = FileSystem.collect(roots, threads: threads, keepVendored: filter.includedPaths, workingDirectory: cwd)
        var files = collected.files, problems = collected.problems
        if !filter.isEmpty { files = files.filter(filter.accepts) }
        if let globs = config.layout.globs {
            let conflicts = files.compactMap { globs.conflict($0, workingDirectory: cwd) }
            if !conflicts.isEmpty { return cannotCheck(conflicts.prefix(20).map(\.rendered)) }
        }
        let lookup = FileChooser.Lookup(files, workingDirectory: cwd)
        var selection = LintSelection(workingDirectory: cwd)
        var reported = Set<String>()
        for abs in targets {
            if let listed = lookup.path(abs) {
                reported.insert(listed)
            } else {
                let rel = Paths.relative(abs, to: cwd)
                files.append(rel)
                reported.insert(rel)
            }
        }
        selection.reportOnly = reported
        // The baseline: `--baseline FILE`, else the configuration's `baseline:` once it is written.
        let baselinePath = parsed.value("--baseline") ?? config.baseline.map { Paths.relative($0, to: cwd) }
        if let path = baselinePath, parsed.value("--baseline") != nil || FileSystem.kind(path).0 != .missing {
            switch Baseline.load(path) {
            case .failure(let p): return cannotCheck([p.rendered])
            case .success(let b): selection.baseline = b
            }
        }
        selection.keyRoot = config.directory
        selection.needsKeys = selection.baseline != nil
        var report = Linter.lint(files: files, configuration: config, threads: threads, selection: selection)
        // Only the problems of the files checked, and those that make the check partial (a
        // manifest, a configuration): an unreadable file elsewhere is the next full run's news.
        problems = problems.filter { reported.contains($0.path) }
        report.problems = (report.problems + problems).filter { p in reported.contains(p.path) || !p.path.hasSuffix(".swift") }
        if !report.problems.isEmpty {
            return cannotCheck(report.problems.sorted().map(\.rendered))
        }
        let strict = parsed.has("--strict")
        let blocking = report.diagnostics.filter { $0.severity == .error || strict }
        if blocking.isEmpty { return ExitStatus.clean }
        console.err(Self.feedback(report.diagnostics, blocking: blocking.count, configuration: config, strict: strict))
        return ExitStatus.failure
    }

    /// An input problem, said to be archlint's and not the code's: exit 2 (the hook's way to be heard).
    func cannotCheck(_ lines: [String]) -> Int32 {
        console.err("archlint agent: could not check the edit; this is a problem with archlint's input or set-up, not a finding in the code:\n")
        for l in lines { console.err("  " + l + "\n") }
        return ExitStatus.failure
    }

    /// The findings, as the agent reads them: each with its rule, the fix its document gives, and
    /// the document's heading to follow.
    static func feedback(_ diagnostics: [Diagnostic], blocking: Int, configuration: Configuration, strict: Bool) -> String {
        let files = Set(diagnostics.map(\.path)).sorted()
        var out = "archlint: \(files.joined(separator: ", ")) \(blocking == 1 ? "breaks one" : "breaks \(blocking)") of the project's architecture rules"
        out += strict ? " (--strict: warnings too). " : ". "
        out += "Fix \(blocking == 1 ? "it" : "them") before going on: each finding says what to change and which section of the rule's document to follow.\n"
        for d in diagnostics.sorted(by: { ($0.severity == .error ? 0 : 1, $0) < ($1.severity == .error ? 0 : 1, $1) }) {
            out += "\n\(d.path):\(d.line):\(d.column): \(d.severity.rawValue): \(d.message) [\(d.ruleID)]\n"
            let g = RuleGuidance(d.ruleID, configuration)
            if let fix = g.fix { out += "  fix: \(fix)\n" }
            if g.fixable { out += "  (`archlint --fix \(d.path)` applies the fixes this rule can make safely)\n" }
            out += "  follow: \(g.follow)\n"
        }
        return out
    }
}

/// What a rule's document tells an agent: the heading to follow and the fix it gives.
struct RuleGuidance {
    /// `"## UseCase … are Sendable" in rules/contract-sendable.md (archlint explain contract-sendable)`.
    var follow: String
    /// The document's "How to fix" paragraph, on one line.
    var fix: String?
    /// The rule has fixes `archlint --fix` can apply.
    var fixable: Bool

    init(_ id: String, _ configuration: Configuration) {
        let rule = configuration.rule(id: id)
        fixable = rule?.asFixableRule != nil
        if let team = rule as? TeamRule {
            let (heading, line) = RuleGuidance.heading(team.text)
            // The document line of the text's first line (after the front matter, or the section's heading).
            let offset = team.textFirstLine
            let where_ = team.documentPath + (line.map { ":\($0 + offset)" } ?? "")
            follow = heading.map { "\"\($0)\" in \(where_) (archlint explain \(id))" } ?? "\(where_) (archlint explain \(id))"
            fix = RuleGuidance.howToFix(team.text)
        } else if let body = RuleDocuments.body(for: id) {
            let (heading, _) = RuleGuidance.heading(body)
            follow = (heading.map { "\"\($0)\" in " } ?? "") + "rules/\(id).md, its \"How to fix\" (archlint explain \(id))"
            fix = RuleGuidance.howToFix(body)
        } else {
            follow = "archlint explain \(id)"
            fix = nil
        }
    }

    /// The document's first Markdown heading (`## No print outside Tests`) and its line in `text` (0-based).
    static func heading(_ text: String) -> (String?, Int?) {
        for (k, line) in RuleDocuments.lines(text).enumerated() where line.hasPrefix("#") {
            return (String(line.drop { $0 == "#" || $0 == " " }).trimmingSpaces(), k)
        }
        return (nil, nil)
    }

    /// The paragraph that starts `**How to fix:**` (or follows a `## How to fix` heading), on one line.
    static func howToFix(_ text: String) -> String? {
        let lines = RuleDocuments.lines(text)
        var paragraph: [Substring] = []
        var taking = false
        for line in lines {
            let l = line.trimmingSpaces()
            if !taking {
                if l.hasPrefix("**How to fix") {
                    taking = true
                    var rest = Substring(l.dropFirst(2))
                    if let close = rest.range(of: "**") { rest = rest[close.upperBound...] }
                    let trimmed = rest.trimmingSpaces()
                    if !trimmed.isEmpty { paragraph.append(Substring(trimmed)) }
                } else if l.hasPrefix("#"), l.lowercased().contains("how to fix") || l.lowercased().hasSuffix(" fix") {
                    taking = true
                }
                continue
            }
            if l.isEmpty {
                if paragraph.isEmpty { continue }
                break
            }
            if l.hasPrefix("#") || l.hasPrefix("```") { break }
            paragraph.append(Substring(l))
        }
        guard !paragraph.isEmpty else { return nil }
        var s = paragraph.joined(separator: " ")
        if s.hasPrefix(":") { s = String(s.dropFirst()).trimmingSpaces() }
        return s
    }
}
