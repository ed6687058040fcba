#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// Writes `bytes` to `path` atomically: into a temporary file in the same
    /// folder, flushed, then renamed over `path`. Readers see the old file or the
    /// new one, never a truncated one; a failure leaves an existing file as it was.
    /// With `overwrite: false` the file is linked into place instead, which fails
    /// if `path` exists (no window in which another writer could be overwritten).
    public static func writeAtomically(_ path: String, _ bytes: [UInt8], overwrite: Bool = true,
                                       mode: mode_t = 0o644) -> Result<Void, InputProblem> {
        let dir = Paths.directory(of: path)
        let base = path.split(separator: "/").last.map(String.init) ?? path
        let temp = (dir == "." ? "" : dir == "/" ? "/" : dir + "/") + ".\(base).archlint-\(getpid())-\(TempCounter.next()).tmp"
        func failure(_ what: String, _ e: Int32) -> Result<Void, InputProblem> {
            .failure(InputProblem(path: path, message: "cannot write: \(what): \(errnoText(e))"))
        }
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        if fd < 0 { return failure("cannot create a temporary file in \(dir)", errno) }
        var err = StandardStreams.writeFully(fd, bytes)
        var ok = err == 0
        if ok && fsync(fd) != 0 { ok = false; err = errno }
        if close(fd) != 0 && ok { ok = false; err = errno }
        if !ok {
            unlink(temp)
            return failure("writing failed", err)
        }
        if overwrite {
            if rename(temp, path) != 0 {
                let e = errno
                unlink(temp)
                return failure("cannot rename the temporary file into place", e)
            }
        } else {
            let linked = link(temp, path)
            let e = errno
            unlink(temp)
            if linked != 0 {
                if e == EEXIST { return .failure(InputProblem(path: path, message: "already exists: not overwritten")) }
                return failure("cannot create it", e)
            }
        }
        return .success(())
    }
}

extension FileSystem {
    /// `mkdir -p`: creates the folder and its missing parents; true when it exists afterwards.
    public static func makeDirectories(_ path: String) -> Bool {
        if kind(path).0 == .directory { return true }
        let parent = Paths.directory(of: path)
        if parent != path && parent != "." && parent != "/" && !makeDirectories(parent) { return false }
        return mkdir(path, 0o755) == 0 || kind(path).0 == .directory
    }
}

/// Distinct temporary names within one process (several reports written in one run).
enum TempCounter {
    nonisolated(unsafe) private static var value = 0
    private static let lock = Lock()

    static func next() -> Int {
        lock.locked { value += 1; return value }
    }
}

/// A pthread mutex.
final class Lock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }
}
