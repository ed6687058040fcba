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
        writeAtomically(path, bytes, overwrite: overwrite, mode: mode, link: { link($0, $1) == 0 ? 0 : errno })
    }

    /// `link`: creates the hard link `$1` to `$0`; 0 or the `errno` of its failure (a test passes
    /// one that fails, as on a volume without hard links).
    static func writeAtomically(_ path: String, _ bytes: [UInt8], overwrite: Bool, mode: mode_t,
                                link: (String, String) -> Int32) -> Result<Void, InputProblem> {
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
        if ok && !durableSync(fd) { ok = false; err = errno }
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
            let e = link(temp, path)
            if e == 0 {
                unlink(temp)
            } else if e == EEXIST {
                unlink(temp)
                return .failure(InputProblem(path: path, message: "already exists: not overwritten"))
            } else {
                // A volume without hard links (exFAT, FAT, many SMB shares: ENOTSUP, EPERM…): the
                // name is claimed with O_EXCL, which fails if it exists, then the full temporary
                // file is renamed over that empty claim.
                let claim = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
                if claim < 0 {
                    let e2 = errno
                    unlink(temp)
                    if e2 == EEXIST { return .failure(InputProblem(path: path, message: "already exists: not overwritten")) }
                    return failure("cannot create it", e2)
                }
                close(claim)
                if rename(temp, path) != 0 {
                    let e2 = errno
                    unlink(temp)
                    unlink(path)
                    return failure("cannot rename the temporary file into place", e2)
                }
            }
        }
        return .success(())
    }

    /// Flushes `fd` to stable storage. On Darwin `fsync` only hands the data to the drive, whose
    /// cache may lose it on power loss: `F_FULLFSYNC` asks the drive to flush too (some file
    /// systems refuse it: then `fsync`). True on success, `errno` set otherwise.
    static func durableSync(_ fd: Int32) -> Bool {
        #if canImport(Darwin)
        if fcntl(fd, F_FULLFSYNC) == 0 { return true }
        #endif
        return fsync(fd) == 0
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

/// State shared by threads behind a `Lock`, held through a pointer: a class's stored `var` is
/// checked for exclusive access at every use, and the lock already makes each use exclusive.
final class Guarded<State>: @unchecked Sendable {
    private let lock = Lock()
    private let state = UnsafeMutablePointer<State>.allocate(capacity: 1)

    init(_ initial: State) { state.initialize(to: initial) }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    func with<T>(_ body: (inout State) -> T) -> T {
        let state = self.state
        return lock.locked { body(&state.pointee) }
    }
}

/// A pthread mutex, at an address of its own: a mutex must not move, and one kept in a class's
/// `var` and passed as `&mutex` was checked for exclusive access at every lock and unlock (about 180
/// instructions a `locked`, taken per file and rule).
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
