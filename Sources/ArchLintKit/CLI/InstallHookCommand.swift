#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `archlint install-hook [--force]`: writes the repository's git pre-commit
/// hook so that every commit runs `archlint --staged` (which honours the
/// configuration's `baseline:`). An existing hook that archlint did not write is
/// kept unless `--force`; one it wrote is brought up to date.
struct InstallHookCommand {
    let tool: CommandLineTool
    static let usage = "archlint install-hook [--force]"

    /// The first line after the shebang of every hook archlint writes: how it knows its own.
    static let marker = "# Written by `archlint install-hook`"

    /// The hook. GUI git clients (Xcode, Fork, Tower, SourceTree, GitHub Desktop) run hooks with
    /// launchd's bare `PATH` (`/usr/bin:/bin:/usr/sbin:/sbin`), so the hook runs the archlint that
    /// wrote it by its absolute path; if that one is gone, an `archlint` on `PATH` extended with the
    /// usual install folders (Homebrew's, `/usr/local/bin`, `~/.local/bin`, Mint's). With none, it
    /// says so and refuses the commit, as it says.
    static func hook(executable: String) -> String {
        let quoted = "'" + executable.replacingAll("'", with: "'\\''") + "'"
        return """
            #!/bin/sh
            \(marker) (archlint \(ArchLint.version)): lints the staged Swift files, as they
            # will be committed, before each commit; the findings in the configuration's `baseline:` do
            # not stop it. Skip it once with `git commit --no-verify`.
            installed=\(quoted)
            archlint=$installed
            if [ ! -x "$archlint" ]; then
              PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.local/bin:$HOME/.mint/bin"
              archlint=$(command -v archlint 2>/dev/null) || archlint=
            fi
            if [ -z "$archlint" ]; then
              echo "archlint: not found (not at $installed, which installed this hook, nor on PATH): the commit is refused, unchecked." >&2
              echo "archlint: install archlint (see its README, Installation) and run \\`archlint install-hook\\` again, or commit once without the check: git commit --no-verify" >&2
              exit 1
            fi
            exec "$archlint" --staged

            """
    }

    /// The absolute path of the running archlint (what the hook runs), or nil.
    static func executablePath(arguments: [String] = CommandLine.arguments, workingDirectory cwd: String = Paths.workingDirectory()) -> String? {
        #if os(Linux)
        var buf = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buf, buf.count - 1)
        if n > 0 { return String(decoding: buf[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        guard let argv0 = arguments.first, !argv0.isEmpty else { return nil }
        if argv0.contains("/") {
            let abs = Paths.absolute(argv0, from: cwd)
            return FileSystem.kind(abs).0 == .file ? Paths.resolved(abs) : nil
        }
        // Found on PATH, as the shell found it.
        let path = getenv("PATH").map { String(cString: $0) } ?? ""
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = Paths.absolute(String(dir) + "/" + argv0, from: cwd)
            if access(candidate, X_OK) == 0 && FileSystem.kind(candidate).0 == .file { return Paths.resolved(candidate) }
        }
        return nil
    }

    func run(_ args: [String]) -> Int32 {
        run(args, executable: Self.executablePath())
    }

    func run(_ args: [String], executable: String?) -> Int32 {
        let parsed: ParsedArguments
        switch tool.parse(args, OptionSpec(switches: ["--force"]), command: "install-hook", usage: Self.usage) {
        case .failure(let e): return e.code
        case .success(let p): parsed = p
        }
        guard parsed.positionals.isEmpty else { return tool.usageError("`install-hook` takes no arguments", usage: Self.usage) }
        guard let executable else {
            return tool.inputFailure([InputProblem(path: CommandLine.arguments.first ?? "archlint", message:
                "cannot tell where this archlint is installed, which the hook must name: run it by its path (e.g. ~/.local/bin/archlint install-hook)")])
        }
        let path: String
        switch Git.open(workingDirectory: Paths.workingDirectory(), for: "`archlint install-hook`").flatMap({ $0.hookPath("pre-commit") }) {
        case .failure(let p): return tool.inputFailure([p])
        case .success(let p): path = p
        }
        let wanted = Array(Self.hook(executable: executable).utf8)
        if case .success(let existing) = FileSystem.readFile(path) {
            if existing == wanted {
                tool.console.err("\(path) already runs `\(executable) --staged`\n")
                return ExitStatus.clean
            }
            let ours = String(decoding: existing.prefix(400), as: UTF8.self).contains(Self.marker)
            if !ours && !parsed.has("--force") {
                return tool.inputFailure([InputProblem(path: path, message:
                    "a different pre-commit hook exists: not overwritten (add `exec archlint --staged` to it, or run `archlint install-hook --force` to replace it)")])
            }
        }
        let folder = Paths.directory(of: path)
        if FileSystem.kind(folder).0 == .missing, !FileSystem.makeDirectories(folder) {
            return tool.inputFailure([InputProblem(path: folder, message: "cannot create the hooks folder")])
        }
        switch FileSystem.writeAtomically(path, wanted, mode: 0o755) {
        case .failure(let p): return tool.inputFailure([p])
        case .success:
            tool.console.err("wrote \(path): each commit now runs `\(executable) --staged` (the configuration's baseline honoured; from any git client)\n")
            return ExitStatus.clean
        }
    }
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var out = ""
        var rest = self[...]
        while let r = rest.firstRange(of: target) {
            out += rest[..<r.lowerBound]
            out += replacement
            rest = rest[r.upperBound...]
        }
        return out + rest
    }
}
