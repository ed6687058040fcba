/// `archlint install-hook [--force]`: writes the repository's git pre-commit
/// hook so that every commit runs `archlint --staged`. An existing different
/// hook is kept unless `--force`.
struct InstallHookCommand {
    let tool: CommandLineTool
    static let usage = "archlint install-hook [--force]"

    static let hook = """
        #!/bin/sh
        # Written by `archlint install-hook`: lints the staged Swift files, as they will be
        # committed, before each commit. Skip it once with `git commit --no-verify`.
        if ! command -v archlint >/dev/null 2>&1; then
          echo "archlint is not installed (or not on PATH): the commit is not checked. See archlint's README." >&2
          exit 1
        fi
        exec archlint --staged

        """

    func run(_ args: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch tool.parse(args, OptionSpec(switches: ["--force"]), command: "install-hook", usage: Self.usage) {
        case .failure(let e): return e.code
        case .success(let p): parsed = p
        }
        guard parsed.positionals.isEmpty else { return tool.usageError("`install-hook` takes no arguments", usage: Self.usage) }
        let path: String
        switch Git.open(workingDirectory: Paths.workingDirectory(), for: "`archlint install-hook`").flatMap({ $0.hookPath("pre-commit") }) {
        case .failure(let p): return tool.inputFailure([p])
        case .success(let p): path = p
        }
        let wanted = Array(Self.hook.utf8)
        if case .success(let existing) = FileSystem.readFile(path) {
            if existing == wanted {
                tool.console.err("\(path) already runs `archlint --staged`\n")
                return ExitStatus.clean
            }
            if !parsed.has("--force") {
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
            tool.console.err("wrote \(path): each commit now runs `archlint --staged`\n")
            return ExitStatus.clean
        }
    }
}
