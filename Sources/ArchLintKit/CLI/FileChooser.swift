/// `--staged`, `--since REV`, `--stdin-path PATH`: which files of the project a
/// run reports on, and which content replaces a file on disk. The whole
/// project is still indexed, so cross-file rules stay exact.
struct FileChooser {
    /// The project: every file found under the lint paths and kept by `included`/`excluded`.
    let files: [String]
    /// The lint paths, as given.
    let roots: [String]
    let filter: PathFilter
    let workingDirectory: String

    struct Choice {
        var files: [String]
        var contents: [String: [UInt8]] = [:]
        var reportOnly: Set<String> = []
    }

    /// Finds the project's listing of a file given by absolute path. Files are
    /// listed as found under the lint paths: relative to the working directory
    /// or absolute, lexically clean, so those two spellings are tried first; a
    /// map of every file is built only for unusual lint paths.
    final class Lookup {
        let listed: Set<String>
        let workingDirectory: String
        let files: [String]
        lazy var byAbsolutePath: [String: String] = {
            var map: [String: String] = [:]
            map.reserveCapacity(files.count)
            for f in files { map[Paths.absolute(f, from: workingDirectory)] = f }
            return map
        }()

        init(_ files: [String], workingDirectory: String) {
            self.files = files
            self.listed = Set(files)
            self.workingDirectory = workingDirectory
        }

        func path(_ abs: String) -> String? {
            let rel = Paths.relative(abs, to: workingDirectory)
            if listed.contains(rel) { return rel }
            if listed.contains(abs) { return abs }
            return byAbsolutePath[abs]
        }

        /// `path(abs)`, else, for a file that exists under another spelling (a case-only rename
        /// git did not record on a case-insensitive volume, a folder reached through a link), the
        /// listing of its canonical path. (Set and dictionary lookups compare strings by canonical
        /// equivalence: git's precomposed names find Finder's decomposed ones.)
        func pathOnDisk(_ abs: String) -> String? {
            if let p = path(abs) { return p }
            guard FileSystem.kind(abs).0 == .file else { return nil }
            let canonical = Paths.canonical(abs, workingDirectory: workingDirectory)
            return canonical == abs ? nil : path(canonical)
        }
    }

    /// `--staged` asks git first, so that git compares the index while the
    /// project is walked; `staged(_:)` then takes its answer.
    static func startStaged(workingDirectory: String) -> Result<(Git, Git.PendingChanges), InputProblem> {
        Git.open(workingDirectory: workingDirectory, for: "--staged").map { ($0, $0.startStagedChanges()) }
    }

    /// Staged Swift files, judged by their staged content (a partially staged
    /// file is checked as it will be committed). A staged file that is gone from
    /// the working tree is still checked, from the index.
    func staged(_ started: (Git, Git.PendingChanges)) -> Result<Choice, InputProblem> {
        let (git, pending) = started
        let changes: [Git.Change]
        switch pending.result() {
        case .failure(let p): return .failure(p)
        case .success(let c): changes = c
        }
        var choice = Choice(files: files)
        let swiftChanges = changes.filter { $0.path.hasSuffix(".swift") }
        if swiftChanges.isEmpty { return .success(choice) }
        let listed = Lookup(files, workingDirectory: workingDirectory)
        let rootPaths = roots.map { Paths.absolute($0, from: workingDirectory) }
        var chosen: [(path: String, blob: String)] = []
        for c in swiftChanges {
            guard let blob = c.blob else { continue }
            let abs = Paths.absolute(c.path, from: git.root)
            if let path = listed.pathOnDisk(abs) {
                chosen.append((path, blob))
            } else if rootPaths.contains(where: { PathFilter.isInside(abs, $0) }),
                      !c.path.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                      filter.accepts(abs), FileSystem.kind(abs).0 == .missing {
                let path = Paths.relative(abs, to: workingDirectory)
                choice.files.append(path)
                chosen.append((path, blob))
            }
        }
        // A fully staged file is the same on disk (its git id says so): read it from there.
        // Only the others (partially staged, or gone from the working tree) ask git.
        var fromGit: [(path: String, blob: String)] = []
        for c in chosen {
            choice.reportOnly.insert(c.path)
            if c.blob.utf8.count == 40, case .success(let bytes) = FileSystem.readFile(c.path), SHA1.gitBlobID(bytes) == c.blob {
                choice.contents[c.path] = bytes
            } else {
                fromGit.append(c)
            }
        }
        switch git.blobs(fromGit.map(\.blob)) {
        case .failure(let p): return .failure(p)
        case .success(let contents):
            for (c, bytes) in zip(fromGit, contents) { choice.contents[c.path] = bytes }
        }
        return .success(choice)
    }

    /// Swift files added, modified or renamed since `revision` (committed or
    /// not), as they are on disk; deleted files are skipped.
    func changed(since revision: String) -> Result<Choice, InputProblem> {
        let git: Git
        switch Git.open(workingDirectory: workingDirectory, for: "--since") {
        case .failure(let p): return .failure(p)
        case .success(let g): git = g
        }
        switch git.changes(since: revision) {
        case .failure(let p): return .failure(p)
        case .success(let changes):
            var choice = Choice(files: files)
            let swiftChanges = changes.filter { $0.path.hasSuffix(".swift") }
            if swiftChanges.isEmpty { return .success(choice) }
            let listed = Lookup(files, workingDirectory: workingDirectory)
            for c in swiftChanges {
                if let path = listed.pathOnDisk(Paths.absolute(c.path, from: git.root)) { choice.reportOnly.insert(path) }
            }
            return .success(choice)
        }
    }

    /// One file's content from standard input, judged as if it lived at `path`.
    func standardInput(_ bytes: [UInt8], as path: String) -> Result<Choice, InputProblem> {
        var choice = Choice(files: files)
        // The path as the editor gave it may go through a link: compared in its canonical spelling.
        let abs = Paths.canonical(Paths.absolute(path, from: workingDirectory), workingDirectory: workingDirectory)
        guard filter.accepts(abs) else { return .success(choice) }
        let listedPath: String
        if let p = Lookup(files, workingDirectory: workingDirectory).path(abs) {
            listedPath = p
        } else {
            listedPath = PathFilter.isInside(abs, workingDirectory) && abs != workingDirectory ? Paths.relative(abs, to: workingDirectory) : abs
            choice.files.append(listedPath)
        }
        choice.contents[listedPath] = bytes
        choice.reportOnly = [listedPath]
        return .success(choice)
    }
}
