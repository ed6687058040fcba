/// Finding and reading `.archlint.yml`.
public enum ConfigurationFile {
    public static let name = ".archlint.yml"

    /// `.archlint.yml` in the absolute directory `start` or its nearest ancestor, up
    /// to the repository root (the folder holding `.git`); outside a repository,
    /// only `start` itself is searched. Returns the file's absolute path.
    public static func discover(from start: String) -> String? {
        let root = Git.repositoryRoot(from: start)
        var dir = Paths.normalize(start)
        while true {
            let candidate = dir == "/" ? "/" + name : dir + "/" + name
            if FileSystem.kind(candidate).0 == .file { return candidate }
            guard let root, dir != root, dir != "/" else { return nil }
            dir = Paths.directory(of: dir)
        }
    }

    /// Reads and parses the configuration at `path` (as the user wrote it, or
    /// relative to the working directory); its relative paths are resolved
    /// against its folder.
    /// `cache`: where compiled team rules are kept between runs (`TeamRuleCache`), or nil.
    public static func load(_ path: String, workingDirectory: String, cache: TeamRuleCache? = nil) -> Result<Configuration, InputProblem> {
        switch FileSystem.readFile(path) {
        case .failure(let e): return .failure(InputProblem(path: path, message: "cannot read configuration: \(e.message)"))
        case .success(let bytes):
            if let bad = Linter.firstInvalidUTF8(bytes) {
                return .failure(InputProblem(path: path, line: Linter.lineNumber(bytes, at: bad), message: "configuration is not valid UTF-8"))
            }
            let folder = Paths.directory(of: Paths.absolute(path, from: workingDirectory))
            return Configuration.parse(String(decoding: bytes, as: UTF8.self), path: path, baseDirectory: folder, cache: cache).map {
                var c = $0
                c.directory = Paths.canonical(folder, workingDirectory: workingDirectory)
                return c
            }
        }
    }
}
