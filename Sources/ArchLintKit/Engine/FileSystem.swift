#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// POSIX `read` (inside a type with a `read` method, the name means the method).
@inline(__always) func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// A problem with an input path: archlint reports it and exits 2, never "0 violations".
public struct InputProblem: Error, Equatable, Sendable, Comparable {
    public var path: String
    public var line: Int?
    public var message: String

    public init(path: String, line: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var rendered: String {
        if let line { return "\(path):\(line): error: \(message)" }
        return "\(path): error: \(message)"
    }

    public static func < (a: InputProblem, b: InputProblem) -> Bool {
        if a.path != b.path { return a.path < b.path }
        return (a.line ?? 0) < (b.line ?? 0)
    }
}

/// File access through the C library: one `read` loop into one buffer, and a
/// directory walk with `opendir`/`readdir` (no Foundation on the hot path).
public enum FileSystem {
    static func errnoText(_ e: Int32) -> String {
        String(cString: strerror(e))
    }

    /// Reads the whole file. Fails for directories, unreadable files, vanished files.
    public static func readFile(_ path: String) -> Result<[UInt8], InputProblem> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            let e = errno
            return .failure(InputProblem(path: path, message: "cannot read file: \(errnoText(e))"))
        }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) != 0 {
            let e = errno
            return .failure(InputProblem(path: path, message: "cannot read file: \(errnoText(e))"))
        }
        if (st.st_mode & S_IFMT) == S_IFDIR {
            return .failure(InputProblem(path: path, message: "is a directory, not a Swift file"))
        }
        // One read into an uninitialised buffer of the file's size (+1 to see EOF);
        // grows if the file grew meanwhile.
        let capacity = max(Int(st.st_size), 0) + 1
        var failure: Int32 = 0
        var buf = [UInt8]()
        while true {
            var used = 0
            var full = false
            buf = [UInt8](unsafeUninitializedCapacity: capacity) { raw, initialized in
                while used < capacity {
                    let r = read(fd, raw.baseAddress! + used, capacity - used)
                    if r < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        break
                    }
                    if r == 0 { break }
                    used += r
                }
                full = used == capacity
                initialized = used
            }
            if failure != 0 {
                return .failure(InputProblem(path: path, message: "cannot read file: \(errnoText(failure))"))
            }
            if !full { break }
            // The file is larger than its size said: read the rest.
            let (rest, e) = readToEnd(fd)
            if e != 0 { return .failure(InputProblem(path: path, message: "cannot read file: \(errnoText(e))")) }
            buf.append(contentsOf: rest)
            break
        }
        return .success(buf)
    }

    /// One worker's read buffer, reused from file to file: no allocation per file, and the
    /// pages it has touched stay mapped (a fresh buffer per file costs a page fault per 4 KB
    /// written, and a large one an `mmap` and `munmap`). The bytes `read` returns are valid
    /// until the next `read`.
    public final class ReadBuffer {
        private var base: UnsafeMutablePointer<UInt8>
        private var capacity: Int

        public init(capacity: Int = 1 << 16) {
            self.capacity = max(capacity, 1)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }

        private func reserve(_ n: Int, keeping used: Int) {
            guard n > capacity else { return }
            var c = capacity
            while c < n { c *= 2 }
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: c)
            grown.update(from: base, count: used)
            base.deallocate()
            base = grown
            capacity = c
        }

        /// The whole file, read into this buffer. Fails like `FileSystem.readFile`.
        public func read(_ path: String) -> Result<UnsafeBufferPointer<UInt8>, InputProblem> {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            if fd < 0 {
                let e = errno
                return .failure(InputProblem(path: path, message: "cannot read file: \(errnoText(e))"))
            }
            defer { close(fd) }
            var st = stat()
            if fstat(fd, &st) != 0 {
                let e = errno
                return .failure(InputProblem(path: path, message: "cannot read file: \(errnoText(e))"))
            }
            if (st.st_mode & S_IFMT) == S_IFDIR {
                return .failure(InputProblem(path: path, message: "is a directory, not a Swift file"))
            }
            // Room for the file's size + 1, to see the end of the file in the same read; more
            // room whenever the file turns out larger than its size said.
            var used = 0
            reserve(max(Int(st.st_size), 0) + 1, keeping: 0)
            while true {
                if used == capacity { reserve(capacity * 2, keeping: used) }
                let r = posixRead(fd, base + used, capacity - used)
                if r < 0 {
                    if errno == EINTR { continue }
                    let e = errno
                    return .failure(InputProblem(path: path, message: "cannot read file: \(errnoText(e))"))
                }
                if r == 0 { break }
                used += r
                // A regular file read to the size `fstat` gave is read whole: no further read to
                // see its end (one system call per file fewer). Files whose size says nothing
                // (0 in /proc) are read until a read returns 0.
                if used == Int(st.st_size) && (st.st_mode & S_IFMT) == S_IFREG { break }
            }
            return .success(UnsafeBufferPointer(start: base, count: used))
        }
    }

    /// Reads a file descriptor to its end (standard input for `--stdin-path`).
    public static func readAll(fd: Int32, name: String) -> Result<[UInt8], InputProblem> {
        let (bytes, e) = readToEnd(fd)
        return e == 0 ? .success(bytes) : .failure(InputProblem(path: name, message: "cannot read: \(errnoText(e))"))
    }

    /// What is left to read from `fd`, and 0 or the `errno` of a failed read.
    static func readToEnd(_ fd: Int32) -> ([UInt8], Int32) {
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let r = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, 65536) }
            if r < 0 {
                if errno == EINTR { continue }
                return (out, errno)
            }
            if r == 0 { return (out, 0) }
            out.append(contentsOf: chunk[0..<r])
        }
    }

    public enum Kind { case file, directory, missing, other }

    /// The permission bits of a file (0o644 when it cannot be read): a rewritten file keeps them.
    public static func mode(of path: String) -> mode_t {
        var st = stat()
        guard stat(path, &st) == 0 else { return 0o644 }
        return st.st_mode & 0o7777
    }

    public static func kind(_ path: String) -> (Kind, Int32) {
        var st = stat()
        if stat(path, &st) != 0 { return (.missing, errno) }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return (.file, 0)
        case S_IFDIR: return (.directory, 0)
        default: return (.other, 0)
        }
    }

    /// Every `*.swift` file under `paths` (files are taken as given), sorted,
    /// without duplicates. Skips hidden entries and `.build` folders, does not
    /// follow a symlink into a directory it has already visited (loops).
    public static func collectSwiftFiles(_ paths: [String], suffix: String = ".swift") -> (files: [String], problems: [InputProblem]) {
        var files: [String] = []
        var problems: [InputProblem] = []
        var visited = Set<DirID>()
        for raw in paths {
            let path = raw.count > 1 && raw.hasSuffix("/") ? String(raw.dropLast()) : raw
            let (k, e) = kind(path)
            switch k {
            case .missing:
                if isDanglingOrLoop(path) {
                    problems.append(InputProblem(path: path, message: "cannot read: \(errnoText(e)) (broken or looping symbolic link)"))
                } else {
                    problems.append(InputProblem(path: path, message: "no such file or directory"))
                }
            case .file:
                files.append(path)
            case .directory:
                walk(path, &files, &problems, &visited, suffix: suffix)
            case .other:
                problems.append(InputProblem(path: path, message: "not a regular file or directory"))
            }
        }
        files.sort()
        var unique: [String] = []
        unique.reserveCapacity(files.count)
        for f in files where unique.last != f { unique.append(f) }
        return (unique, problems)
    }

    struct DirID: Hashable {
        var dev: UInt64
        var ino: UInt64
    }

    static func isDanglingOrLoop(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFLNK
    }

    /// `known`: the folder's id when its parent's entry gave it (a plain subfolder: the
    /// parent's device and the entry's inode number, as `stat` would say except on a mount
    /// point, where the walk still ends because the entry's number repeats), which spares a
    /// `stat` per folder; nil for a folder named on the command line or reached by a link.
    static func walk(_ dir: String, _ files: inout [String], _ problems: inout [InputProblem], _ visited: inout Set<DirID>,
                     suffix: String = ".swift", known: DirID? = nil) {
        let id: DirID
        if let known {
            id = known
        } else {
            var st = stat()
            guard stat(dir, &st) == 0 else { return }
            id = DirID(dev: UInt64(st.st_dev), ino: UInt64(st.st_ino))
        }
        if visited.contains(id) { return }  // a symlink loop or a directory reached twice
        visited.insert(id)
        guard let d = opendir(dir) else {
            let e = errno
            problems.append(InputProblem(path: dir, message: "cannot list directory: \(errnoText(e))"))
            return
        }
        defer { closedir(d) }
        var subdirs: [(path: String, id: DirID?)] = []
        let prefix = dir == "/" ? "/" : dir == "." ? "" : dir + "/"
        let suffixBytes = Array(suffix.utf8)
        while let entry = readdir(d) {
            let type = entry.pointee.d_type
            // The name's bytes are tested where readdir put them: a String is made only for
            // the entries kept (most of a tree's files are not Swift files).
            var hidden = false, swift = false
            withUnsafePointer(to: entry.pointee.d_name) { ptr in
                ptr.withMemoryRebound(to: UInt8.self, capacity: 256) { b in
                    hidden = b[0] == UInt8(ascii: ".")  // ., .., hidden files and folders (.build, .git)
                    let length = strlen(UnsafeRawPointer(b).assumingMemoryBound(to: CChar.self))
                    swift = length >= suffixBytes.count && memcmp(b + (length - suffixBytes.count), suffixBytes, suffixBytes.count) == 0
                }
            }
            if hidden { continue }
            if type == UInt8(DT_REG) && !swift { continue }
            let name = withUnsafePointer(to: entry.pointee.d_name) { ptr in
                ptr.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            let full = prefix + name
            if type == UInt8(DT_DIR) {
                subdirs.append((full, DirID(dev: id.dev, ino: UInt64(entry.pointee.d_ino))))
            } else if type == UInt8(DT_REG) {
                files.append(full)
            } else if type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) {
                let (k, _) = kind(full)
                switch k {
                case .directory: subdirs.append((full, nil))
                case .file: if swift { files.append(full) }
                case .missing:
                    if swift {
                        problems.append(InputProblem(path: full, message: "cannot read: broken or looping symbolic link"))
                    }
                case .other:
                    if swift {
                        problems.append(InputProblem(path: full, message: "not a regular file (a pipe, socket or device); not checked"))
                    }
                }
            } else if swift {
                problems.append(InputProblem(path: full, message: "not a regular file (a pipe, socket or device); not checked"))
            }
        }
        // A directory named `x.swift` is walked like any other directory.
        for s in subdirs { walk(s.path, &files, &problems, &visited, suffix: suffix, known: s.id) }
    }
}
