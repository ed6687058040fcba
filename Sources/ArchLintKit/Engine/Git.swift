#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Everything archlint asks of git (`--staged`, `--since`, `install-hook`), in
/// one place. git runs as a subprocess in the working directory; its failures
/// (not a repository, a bad revision, git missing) come back as input problems,
/// which the command line reports with exit status 2.
public struct Git: Sendable {
    /// The repository's top folder (absolute): the nearest folder, from the
    /// working directory up, that holds `.git` (a folder, or a file in a linked worktree).
    public let root: String
    /// Where git runs (the process's working directory), absolute.
    public let workingDirectory: String

    /// A file that differs: its path relative to `root`, and for staged
    /// changes the id of the staged blob (its content as it will be committed).
    public struct Change: Sendable, Equatable {
        public var path: String
        public var blob: String?
    }

    /// The folder holding `.git` at or above the absolute `directory`, or nil.
    public static func repositoryRoot(from directory: String) -> String? {
        var dir = Paths.normalize(directory)
        while true {
            if FileSystem.kind(dir == "/" ? "/.git" : dir + "/.git").0 != .missing { return dir }
            if dir == "/" { return nil }
            dir = Paths.directory(of: dir)
        }
    }

    /// The repository around the working directory; `purpose` names the option that needs it.
    public static func open(workingDirectory: String, for purpose: String) -> Result<Git, InputProblem> {
        guard let root = repositoryRoot(from: workingDirectory) else {
            return .failure(InputProblem(path: workingDirectory, message:
                "not in a git repository (no .git here or in any parent folder): \(purpose) needs one"))
        }
        return .success(Git(root: root, workingDirectory: workingDirectory))
    }

    /// Files staged for the next commit: added, copied, modified, renamed or
    /// retyped (deleted files are skipped), with their staged blobs.
    public func stagedChanges() -> Result<[Change], InputProblem> {
        startStagedChanges().result()
    }

    /// `stagedChanges()`, with git running in the background meanwhile (the
    /// command line walks the project while git compares the index). git is
    /// spawned, read and parsed on another thread: spawning blocks the caller
    /// until the child has exec'd (vfork), about a millisecond and a half here.
    public func startStagedChanges() -> PendingChanges {
        PendingChanges(self, Self.stagedArguments, staged: true)
    }

    static let stagedArguments = ["diff", "--cached", "--raw", "-z", "-M", "--no-abbrev", "--no-color", "--diff-filter=ACMRT"]

    /// A git query that is running.
    public final class PendingChanges: @unchecked Sendable {
        private let done = DispatchGroup()
        private let lock = Lock()
        private var outcome: Result<[Change], InputProblem>?

        init(_ git: Git, _ args: [String], staged: Bool) {
            done.enter()
            DispatchQueue.global().async { [self] in
                let answer = Git.finish(git.start(args)).map { Git.parseRaw($0, staged: staged) }
                lock.locked { outcome = answer }
                done.leave()
            }
        }

        /// Waits for git and returns its parsed answer (the same answer on every call).
        public func result() -> Result<[Change], InputProblem> {
            done.wait()
            return lock.locked { outcome! }
        }

        /// Whether git has answered (without waiting).
        public var hasAnswered: Bool {
            lock.locked { outcome != nil }
        }
    }

    /// Files that differ between `revision` and the working tree (committed or
    /// not): added, copied, modified, renamed or retyped; deleted files are skipped.
    public func changes(since revision: String) -> Result<[Change], InputProblem> {
        guard !revision.hasPrefix("-") else {
            return .failure(InputProblem(path: "git", message: "`\(revision)` is not a revision"))
        }
        switch run(["diff", "--raw", "-z", "-M", "--no-abbrev", "--no-color", "--diff-filter=ACMRT", revision, "--"]) {
        case .failure(let p): return .failure(p)
        case .success(let out): return .success(Self.parseRaw(out, staged: false))
        }
    }

    /// The contents of blobs, in order (`git cat-file --batch`: one process for all).
    public func blobs(_ ids: [String]) -> Result<[[UInt8]], InputProblem> {
        if ids.isEmpty { return .success([]) }
        let input = Array(ids.map { $0 + "\n" }.joined().utf8)
        let out: [UInt8]
        switch run(["cat-file", "--batch"], input: input) {
        case .failure(let p): return .failure(p)
        case .success(let o): out = o
        }
        var result: [[UInt8]] = []
        var i = 0
        for id in ids {
            // `<id> blob <size>\n<content>\n`, or `<id> missing\n`.
            guard let nl = out[i...].firstIndex(of: 10) else { break }
            let header = String(decoding: out[i..<nl], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), nl + 1 + size <= out.count else {
                return .failure(InputProblem(path: "git", message: "cannot read the staged blob \(id): \(header.joined(separator: " "))"))
            }
            result.append(Array(out[(nl + 1)..<(nl + 1 + size)]))
            i = nl + 1 + size + 1
        }
        guard result.count == ids.count else {
            return .failure(InputProblem(path: "git", message: "`git cat-file --batch` returned \(result.count) of \(ids.count) blobs"))
        }
        return .success(result)
    }

    /// Where git looks for a hook (`.git/hooks/pre-commit`, or `core.hooksPath`,
    /// or the main repository's folder for a linked worktree), absolute.
    public func hookPath(_ name: String) -> Result<String, InputProblem> {
        switch run(["rev-parse", "--git-path", "hooks/" + name]) {
        case .failure(let p): return .failure(p)
        case .success(let out):
            var s = String(decoding: out, as: UTF8.self)
            while s.hasSuffix("\n") || s.hasSuffix("\r") { s.removeLast() }
            guard !s.isEmpty else { return .failure(InputProblem(path: "git", message: "git did not say where its hooks are")) }
            return .success(Paths.absolute(s, from: workingDirectory))  // git answers relative to where it runs
        }
    }

    /// `git diff --raw -z`: `:<mode> <mode> <blob> <blob> <status>\0<path>\0[<new path>\0]`.
    /// Symbolic links (120000) and submodules (160000) are skipped.
    static func parseRaw(_ out: [UInt8], staged: Bool) -> [Change] {
        var fields = out.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if fields.last == "" { fields.removeLast() }
        var changes: [Change] = []
        var i = 0
        while i < fields.count {
            let header = fields[i].split(separator: " ")
            i += 1
            guard header.count >= 5, header[0].hasPrefix(":") else { continue }
            let status = header[4].first ?? "M"
            let pathCount = status == "R" || status == "C" ? 2 : 1
            guard i + pathCount <= fields.count else { break }
            let path = fields[i + pathCount - 1]
            i += pathCount
            let newMode = header[1]
            guard newMode == "100644" || newMode == "100755" else { continue }
            changes.append(Change(path: path, blob: staged ? String(header[3]) : nil))
        }
        return changes
    }

    /// Runs `git ARGS` in the working directory; its stdout, or a problem with
    /// git's own message when it fails.
    func run(_ args: [String], input: [UInt8] = []) -> Result<[UInt8], InputProblem> {
        Self.finish(start(args, input: input))
    }

    /// `git ARGS`, started.
    struct Started {
        var command: String
        var process: Result<Subprocess.Running, Subprocess.Failure>
    }

    func start(_ args: [String], input: [UInt8] = []) -> Started {
        Started(command: "git " + args.joined(separator: " "), process: Subprocess.start(["git"] + args, input: input))
    }

    static func finish(_ s: Started) -> Result<[UInt8], InputProblem> {
        switch s.process.flatMap({ $0.finish() }) {
        case .failure(let f):
            return .failure(InputProblem(path: "git", message: "cannot run `\(s.command)`: \(f.message)"))
        case .success(let r):
            guard r.status == 0 else {
                var text = String(decoding: r.stderr, as: UTF8.self)
                while text.hasSuffix("\n") { text.removeLast() }
                if text.isEmpty { text = "exit status \(r.status)" }
                return .failure(InputProblem(path: "git", message: "`\(s.command)` failed: \(Linter.oneLine(text))"))
            }
            return .success(r.stdout)
        }
    }
}

#if canImport(Darwin)
/// `char ***_NSGetEnviron(void)` (crt_externs.h): the environment on Darwin, where `environ` is not exported to Swift.
@_silgen_name("_NSGetEnviron")
private func darwinEnviron() -> UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
#endif

/// Runs a program found on PATH with `posix_spawnp`, feeds it `input` and
/// collects its stdout and stderr (all three pipes served with `poll`, so a
/// large input or output never deadlocks). Only `Git` uses it.
enum Subprocess {
    struct Output {
        var status: Int32
        var stdout: [UInt8]
        var stderr: [UInt8]
    }

    struct Failure: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// A started child: its pid, our ends of its pipes, and the input still to write.
    struct Running {
        var pid: pid_t
        var inFD: Int32
        var outFD: Int32
        var errFD: Int32
        var input: [UInt8]
    }

    /// Spawns `argv` (found on PATH) with its three standard streams on pipes.
    static func start(_ argv: [String], input: [UInt8]) -> Result<Running, Failure> {
        var inPipe: [Int32] = [-1, -1], outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        guard pipe(&inPipe) == 0 else { return .failure(Failure(FileSystem.errnoText(errno))) }
        guard pipe(&outPipe) == 0 else { close(inPipe[0]); close(inPipe[1]); return .failure(Failure(FileSystem.errnoText(errno))) }
        guard pipe(&errPipe) == 0 else {
            for fd in inPipe + outPipe { close(fd) }
            return .failure(Failure(FileSystem.errnoText(errno)))
        }
        // Our ends are not inherited by other children.
        for fd in [inPipe[1], outPipe[0], errPipe[0]] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in [inPipe[0], outPipe[1], errPipe[1]] { posix_spawn_file_actions_addclose(&actions, fd) }

        var cargs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
        cargs.append(nil)
        defer { for p in cargs { free(p) } }
        var pid = pid_t()
        #if canImport(Darwin)
        let env = darwinEnviron().pointee
        #else
        let env = environ
        #endif
        let spawned = posix_spawnp(&pid, argv[0], &actions, nil, cargs, env)
        for fd in [inPipe[0], outPipe[1], errPipe[1]] { close(fd) }
        guard spawned == 0 else {
            for fd in [inPipe[1], outPipe[0], errPipe[0]] { close(fd) }
            return .failure(Failure(spawned == ENOENT ? "`\(argv[0])` is not installed or not on PATH" : FileSystem.errnoText(spawned)))
        }
        return .success(Running(pid: pid, inFD: inPipe[1], outFD: outPipe[0], errFD: errPipe[0], input: input))
    }
}

extension Subprocess.Running {
    /// Feeds the child its input, collects its output and waits for it.
    func finish() -> Result<Subprocess.Output, Subprocess.Failure> {
        let input = self.input

        // A child that exits early must not kill us with SIGPIPE while we write its input.
        // (Left ignored: restoring it would race with another thread running git; writes to a
        // closed pipe then fail with EPIPE instead, which every writer here handles.)
        signal(SIGPIPE, SIG_IGN)
        _ = fcntl(inFD, F_SETFL, fcntl(inFD, F_GETFL) | O_NONBLOCK)
        var stdinFD = inFD
        if input.isEmpty { close(stdinFD); stdinFD = -1 }
        var written = 0
        var out: [UInt8] = [], err: [UInt8] = []
        var openReaders = 2
        var readFDs = [outFD, errFD]
        var buffer = [UInt8](repeating: 0, count: 65536)
        while openReaders > 0 || stdinFD >= 0 {
            var fds: [pollfd] = []
            for fd in readFDs where fd >= 0 { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
            if stdinFD >= 0 { fds.append(pollfd(fd: stdinFD, events: Int16(POLLOUT), revents: 0)) }
            let r = poll(&fds, nfds_t(fds.count), -1)
            if r < 0 {
                if errno == EINTR { continue }
                break
            }
            for f in fds where f.revents != 0 {
                if f.fd == stdinFD {
                    let n = input.withUnsafeBytes { raw in systemWrite(stdinFD, raw.baseAddress! + written, input.count - written) }
                    if n > 0 { written += n }
                    if (n < 0 && errno != EAGAIN && errno != EINTR) || written == input.count {
                        close(stdinFD)
                        stdinFD = -1
                    }
                } else {
                    let n = buffer.withUnsafeMutableBytes { read(f.fd, $0.baseAddress!, 65536) }
                    if n > 0 {
                        if f.fd == outFD { out.append(contentsOf: buffer[0..<n]) } else { err.append(contentsOf: buffer[0..<n]) }
                    } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                        close(f.fd)
                        if let k = readFDs.firstIndex(of: f.fd) { readFDs[k] = -1 }
                        openReaders -= 1
                    }
                }
            }
        }
        if stdinFD >= 0 { close(stdinFD) }
        for fd in readFDs where fd >= 0 { close(fd) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return .failure(Subprocess.Failure(FileSystem.errnoText(errno))) }
        }
        // WIFEXITED / WEXITSTATUS; a signal shows as 128 + its number.
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return .success(Subprocess.Output(status: code, stdout: out, stderr: err))
    }
}
