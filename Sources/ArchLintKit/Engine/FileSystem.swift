#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

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
        let (buf, e) = readOpen(fd, size: Int(st.st_size))
        if e != 0 { return .failure(InputProblem(path: path, message: "cannot read file: \(errnoText(e))")) }
        return .success(buf)
    }

    /// The bytes of the open file `fd` to its end: one read into an uninitialised buffer of
    /// `size` (+1 to see the end), the rest read after it if the file is larger; or an errno.
    /// A read that returns fewer bytes than asked and brings the count to `size` has met the end
    /// of a regular file: no second read to see it (a system call is about 5 µs on some machines,
    /// and a run reads the configuration and the team rule cache so). A file that grew fills the
    /// extra byte and is read on; one that shrank is read until a read returns nothing.
    static func readOpen(_ fd: Int32, size: Int) -> ([UInt8], Int32) {
        let capacity = max(size, 0) + 1
        var failure: Int32 = 0
        var used = 0
        var buf = [UInt8](unsafeUninitializedCapacity: capacity) { raw, initialized in
            while used < capacity {
                let asked = capacity - used
                let r = read(fd, raw.baseAddress! + used, asked)
                if r < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if r == 0 { break }
                used += r
                if r < asked && used == size { break }
            }
            initialized = used
        }
        if failure != 0 { return ([], failure) }
        if used == capacity {
            // The file is larger than its size said: read the rest.
            let (rest, e) = readToEnd(fd)
            if e != 0 { return ([], e) }
            buf.append(contentsOf: rest)
        }
        return (buf, 0)
    }

    /// `readFile` of a file whose size an earlier run saw (`TeamRuleCache`): one `read` of that
    /// size and one that finds the end, without the `fstat`. Read to its end whatever its size; a
    /// file that cannot be read so (a folder, an error) is read by `readFile`, for its message.
    static func readFile(_ path: String, expecting size: Int) -> Result<[UInt8], InputProblem> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { return readFile(path) }
        defer { close(fd) }
        let (buf, e) = readOpen(fd, size: size)
        return e == 0 ? .success(buf) : readFile(path)
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
            // Read until a read returns 0, as `cat` does, without an `fstat` for the size: the
            // `fstat` costs more than the empty read that sees the end (the corpus's 3,905 files
            // opened, read and closed: 25–26.5 ms with it, 21–21.3 ms with the second read). The
            // buffer keeps the largest size read so far, so most files take one read and the
            // empty one; it doubles whenever a file fills it.
            var used = 0
            while true {
                if used == capacity { reserve(capacity * 2, keeping: used) }
                let r = posixRead(fd, base + used, capacity - used)
                if r < 0 {
                    if errno == EINTR { continue }
                    let e = errno
                    // A folder opens like a file and fails its first read.
                    if e == EISDIR { return .failure(InputProblem(path: path, message: "is a directory, not a Swift file")) }
                    return .failure(InputProblem(path: path, message: "cannot read file: \(errnoText(e))"))
                }
                if r == 0 { break }
                used += r
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
    /// `threads` > 1: the folders are listed ahead by that many threads (`FolderLister`), then
    /// walked in order from their listings; the result is the same as with one.
    public static func collectSwiftFiles(_ paths: [String], suffix: String = ".swift", threads: Int = 1) -> (files: [String], problems: [InputProblem]) {
        let c = collect(paths, suffix: suffix, threads: threads)
        return (c.files, c.problems)
    }

    /// What a walk found: the files, the problems, and the vendored folders it did not enter.
    public struct Collection {
        public var files: [String] = []
        public var problems: [InputProblem] = []
        /// Vendored folders (`Pods`, `Carthage`…) met under the roots and skipped, as listed.
        public var vendoredSkipped: [String] = []
        /// `collect(folder:id:suffix:)`: every folder the walk listed, the root first, when each
        /// entry it met was a plain folder or a regular file (no link, no vendored folder, no entry
        /// of unknown type): the files are then a function of these folders' listings alone (what
        /// `TeamRuleCache` keeps with their stamps). Nil otherwise.
        public var plainFolders: [String]?
    }

    /// What a walk met, for `Collection.plainFolders`.
    final class WalkTrace {
        var folders: [String] = []
        var plain = true
    }

    /// Folders of other people's code that the walk does not enter (a root named on the command
    /// line is walked whatever its name): CocoaPods' `Pods`, `Carthage` (its `Checkouts` and
    /// `Build`), Xcode's `DerivedData` and `SourcePackages` (`-clonedSourcePackagesDirPath`).
    /// SwiftPM's `.build` is hidden, so skipped too.
    public static let vendoredFolderNames = ["Pods", "Carthage", "DerivedData", "SourcePackages"]

    /// Whether the `length` bytes at `b` are a vendored folder's name (length first: most names differ).
    @inline(__always) static func isVendoredName(_ b: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        switch length {
        case 4: return memcmp(b, "Pods", 4) == 0
        case 8: return memcmp(b, "Carthage", 8) == 0
        case 11: return memcmp(b, "DerivedData", 11) == 0
        case 14: return memcmp(b, "SourcePackages", 14) == 0
        default: return false
        }
    }

    /// Which vendored folders are walked all the same: those holding (or being) one of `kept`,
    /// absolute paths (the configuration's `included` entries).
    struct VendoredPolicy {
        var kept: [String] = []
        var workingDirectory = "/"

        func keeps(_ folder: String) -> Bool {
            guard !kept.isEmpty else { return false }
            let abs = Paths.absolute(folder, from: workingDirectory)
            return kept.contains { PathFilter.isInside($0, abs) }
        }
    }

    /// `collectSwiftFiles`, with the vendored folders skipped: `keepVendored` (absolute paths, the
    /// configuration's `included`) brings back those that hold one of them.
    public static func collect(_ paths: [String], suffix: String = ".swift", threads: Int = 1,
                               keepVendored: [String] = [], workingDirectory: String = "/") -> Collection {
        collect(paths, suffix: suffix, threads: threads, keepVendored: keepVendored, workingDirectory: workingDirectory, knownFolder: nil)
    }

    /// The files with `suffix` under one folder the caller has already `stat`ed (`folder`, its
    /// `DirID`): the walk does not `stat` it again (`TeamRuleLoader`, on every run).
    static func collect(folder: String, id: DirID, suffix: String) -> Collection {
        let trace = WalkTrace()
        var found = collect([folder], suffix: suffix, threads: 1, keepVendored: [], workingDirectory: "/", knownFolder: id, trace: trace)
        if trace.plain && found.problems.isEmpty && trace.folders.first == folder { found.plainFolders = trace.folders }
        return found
    }

    static func collect(_ paths: [String], suffix: String, threads: Int, keepVendored: [String], workingDirectory: String,
                        knownFolder: DirID?, trace: WalkTrace? = nil) -> Collection {
        var files: [String] = []
        var problems: [InputProblem] = []
        var visited = Set<DirID>()
        var links: [String] = []
        let policy = VendoredPolicy(kept: keepVendored, workingDirectory: workingDirectory)
        var skipped: [String] = []
        let suffixBytes = Array(suffix.utf8)
        var roots: [(String, DirID)] = []
        var kinds: [(String, Kind, Int32)] = []
        for raw in paths {
            let path = raw.count > 1 && raw.hasSuffix("/") ? String(raw.dropLast()) : raw
            let (k, e) = knownFolder != nil ? (Kind.directory, 0) : kind(path)
            kinds.append((path, k, e))
            if threads > 1 && k == .directory {
                var st = stat()
                if stat(path, &st) == 0 { roots.append((path, DirID(st))) }
            }
        }
        let lister = roots.isEmpty ? nil : FolderLister(roots: roots, suffixBytes: suffixBytes, threads: threads)
        for (path, k, e) in kinds {
            switch k {
            case .missing:
                if isSymbolicLink(path) {
                    problems.append(InputProblem(path: path, message: "cannot read: \(errnoText(e)) (broken or looping symbolic link)"))
                } else {
                    problems.append(InputProblem(path: path, message: "no such file or directory"))
                }
            case .file:
                files.append(path)
            case .directory:
                walk(path, &files, &problems, &visited, suffixBytes: suffixBytes, known: knownFolder, lister: lister, links: &links, policy: policy, skipped: &skipped,
                     trace: trace)
            case .other:
                problems.append(InputProblem(path: path, message: "not a regular file or directory"))
            }
        }
        // Folders reached through a link, once every root has been walked: a folder reached
        // both ways is walked under its own path, and a link adds only what nothing else reaches.
        var next = 0
        while next < links.count {
            walk(links[next], &files, &problems, &visited, suffixBytes: suffixBytes, lister: lister, links: &links, policy: policy, skipped: &skipped,
                 trace: trace)
            next += 1
        }
        sortPaths(&files)
        var unique: [String] = []
        unique.reserveCapacity(files.count)
        for f in files where unique.last != f { unique.append(f) }
        return Collection(files: unique, problems: problems, vendoredSkipped: skipped)
    }

    /// Sorts paths as `sort()` does. When every path is ASCII, by their bytes, which is the same
    /// order (strings compare by their Unicode scalars, and an ASCII string's scalars are its
    /// bytes) without a string comparison's checks at every step (3.7 M instructions fewer for
    /// the corpus's 3,905 paths); any other byte, and they are sorted as strings.
    static func sortPaths(_ paths: inout [String]) {
        guard paths.count > 1 else { return }
        var bytes: [UInt8] = []
        var starts: [Int] = []
        starts.reserveCapacity(paths.count + 1)
        var high: UInt8 = 0
        for p in paths {
            starts.append(bytes.count)
            bytes.append(contentsOf: p.utf8)
        }
        starts.append(bytes.count)
        for b in bytes { high |= b }
        guard high < 0x80, !bytes.isEmpty else { paths.sort(); return }
        var order = Array(0..<paths.count)
        let sorted = bytes.withUnsafeBufferPointer { buf in
            starts.withUnsafeBufferPointer { at in
                let base = buf.baseAddress!
                let less = { (x: Int, y: Int) -> Bool in
                    let xs = at[x], xn = at[x + 1] - xs, ys = at[y], yn = at[y + 1] - ys
                    let c = memcmp(base + xs, base + ys, min(xn, yn))
                    return c != 0 ? c < 0 : xn < yn
                }
                // The walk gives a plain tree's files in this order: checked, then kept.
                if !(1..<order.count).contains(where: { less($0, $0 - 1) }) { return true }
                order.sort(by: less)
                return false
            }
        }
        if !sorted { paths = order.map { paths[$0] } }
    }

    struct DirID: Hashable {
        var dev: UInt64
        var ino: UInt64

        init(dev: UInt64, ino: UInt64) {
            self.dev = dev
            self.ino = ino
        }

        /// The folder `stat` describes.
        init(_ st: stat) {
            self.init(dev: FileSystem.number(st.st_dev), ino: FileSystem.number(st.st_ino))
        }
    }

    /// A device or inode number as 64 bits. `dev_t` is signed on Darwin (`Int32`) and a device
    /// number there can be negative (network and some disk-image volumes): `UInt64(_:)` would trap
    /// on it; its bit pattern, sign-extended, keeps every number distinct.
    @inline(__always) static func number<T: BinaryInteger>(_ value: T) -> UInt64 {
        UInt64(truncatingIfNeeded: value)
    }

    /// The byte capacity of `readdir`'s `d_name` field: 256 on Linux, 1024 on Darwin
    /// (`__DARWIN_MAXPATHLEN`). The name is read through a view of the whole field.
    static let entryNameCapacity = MemoryLayout.size(ofValue: dirent().d_name)

    static func isSymbolicLink(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFLNK
    }

    /// One folder as the walk reads it: the entries it keeps (not hidden, and no regular file
    /// without the suffix), sorted by name as their paths sort (a folder's name as if followed
    /// by `/`: `B.swift` before the folder `B`, as `.` < `/`; `B-C.swift` before it too), with
    /// their full paths; or the `errno` of a folder that could not be opened.
    struct Listing {
        var entries: [Entry] = []
        var error: Int32 = 0

        struct Entry {
            var path: String
            var type: UInt8
            var ino: UInt64
            var matches: Bool
            /// A folder (or a link or an entry of unknown type) named like a vendored folder.
            var vendored = false
        }
    }

    static func list(_ dir: String, suffixBytes: [UInt8]) -> Listing {
        guard let d = opendir(dir) else { return Listing(error: errno) }
        defer { closedir(d) }
        let prefix = Array((dir == "/" ? "/" : dir == "." ? "" : dir + "/").utf8)
        // The kept names' bytes, each followed by `/` for a folder (the sort key), and where each starts.
        var names: [UInt8] = []
        var kept: [(start: Int, length: Int, type: UInt8, ino: UInt64, matches: Bool, vendored: Bool)] = []
        while let entry = readdir(d) {
            let type = entry.pointee.d_type
            // The name's bytes are tested where readdir put them (most of a tree's files are not
            // Swift files): only the entries kept are copied.
            var hidden = false, matches = false, vendored = false, length = 0
            withUnsafePointer(to: entry.pointee.d_name) { ptr in
                ptr.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { b in
                    hidden = b[0] == UInt8(ascii: ".")  // ., .., hidden files and folders (.build, .git)
                    #if canImport(Darwin)
                    length = Int(entry.pointee.d_namlen)
                    #else
                    length = strlen(UnsafeRawPointer(b).assumingMemoryBound(to: CChar.self))
                    #endif
                    matches = length >= suffixBytes.count && memcmp(b + (length - suffixBytes.count), suffixBytes, suffixBytes.count) == 0
                    if !hidden && !(type == UInt8(DT_REG) && !matches) {
                        vendored = type != UInt8(DT_REG) && isVendoredName(b, length)
                        names.append(contentsOf: UnsafeBufferPointer(start: b, count: length))
                        if type == UInt8(DT_DIR) { names.append(UInt8(ascii: "/")) }
                    }
                }
            }
            if hidden { continue }
            if type == UInt8(DT_REG) && !matches { continue }
            kept.append((names.count - length - (type == UInt8(DT_DIR) ? 1 : 0), length, type, number(entry.pointee.d_ino), matches, vendored))
        }
        var listing = Listing()
        listing.entries.reserveCapacity(kept.count)
        names.withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            // By the bytes of the keys (a folder's with its `/`), shorter first on a tie.
            kept.sort { x, y in
                let xn = x.length + (x.type == UInt8(DT_DIR) ? 1 : 0), yn = y.length + (y.type == UInt8(DT_DIR) ? 1 : 0)
                let c = memcmp(base + x.start, base + y.start, min(xn, yn))
                return c != 0 ? c < 0 : xn < yn
            }
            // Each path in one piece (as `prefix + String(cString:)` gave, ill-formed UTF-8
            // repaired the same way: the prefix ends in `/`, which no repair reaches across).
            for e in kept {
                let path = String(unsafeUninitializedCapacity: prefix.count + e.length) { out in
                    prefix.withUnsafeBufferPointer { p in
                        if let pb = p.baseAddress { out.baseAddress!.update(from: pb, count: p.count) }
                    }
                    (out.baseAddress! + prefix.count).update(from: base + e.start, count: e.length)
                    return prefix.count + e.length
                }
                listing.entries.append(Listing.Entry(path: path, type: e.type, ino: e.ino, matches: e.matches, vendored: e.vendored))
            }
        }
        return listing
    }

    /// `known`: the folder's id when its parent's entry gave it (a plain subfolder: the
    /// parent's device and the entry's inode number, as `stat` would say except on a mount
    /// point, where the walk still ends because the entry's number repeats), which spares a
    /// `stat` per folder; nil for a folder named on the command line or reached by a link.
    /// `lister`: folders listed ahead; a folder it has not listed is listed here.
    /// `links`: the folders reached through a link, left for the caller to walk after the roots.
    static func walk(_ dir: String, _ files: inout [String], _ problems: inout [InputProblem], _ visited: inout Set<DirID>,
                     suffixBytes: [UInt8], known: DirID? = nil, lister: FolderLister? = nil, links: inout [String],
                     policy: VendoredPolicy = VendoredPolicy(), skipped: inout [String], trace: WalkTrace? = nil) {
        let id: DirID
        if let known {
            id = known
        } else {
            var st = stat()
            guard stat(dir, &st) == 0 else { return }
            id = DirID(st)
        }
        if visited.contains(id) { return }  // a symlink loop or a directory reached twice
        visited.insert(id)
        let listing = lister?.take(dir, id) ?? list(dir, suffixBytes: suffixBytes)
        if listing.error != 0 {
            problems.append(InputProblem(path: dir, message: "cannot list directory: \(errnoText(listing.error))"))
            return
        }
        // Each subfolder where its name sorts: for a plain tree the files come out in the order
        // `sortPaths` gives, which then only checks it.
        if let trace {
            trace.folders.append(dir)
            if trace.plain && listing.entries.contains(where: { $0.vendored || ($0.type != UInt8(DT_DIR) && $0.type != UInt8(DT_REG)) }) { trace.plain = false }
        }
        for entry in listing.entries {
            let type = entry.type, full = entry.path, swift = entry.matches
            if entry.vendored && !policy.keeps(full) && kind(full).0 == .directory {
                skipped.append(full)
                continue
            }
            if type == UInt8(DT_DIR) {
                walk(full, &files, &problems, &visited, suffixBytes: suffixBytes, known: DirID(dev: id.dev, ino: entry.ino), lister: lister, links: &links,
                     policy: policy, skipped: &skipped, trace: trace)
            } else if type == UInt8(DT_REG) {
                files.append(full)
            } else if type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) {
                let (k, _) = kind(full)
                switch k {
                case .directory:
                    // A link: walked after the roots (`collectSwiftFiles`); a folder whose entry
                    // did not say its type (some file systems never do): now, as any folder.
                    if type == UInt8(DT_LNK) || isSymbolicLink(full) {
                        links.append(full)
                    } else {
                        walk(full, &files, &problems, &visited, suffixBytes: suffixBytes, known: nil, lister: lister, links: &links,
                             policy: policy, skipped: &skipped, trace: trace)
                    }
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
    }
}

/// Lists the folders under the walk's roots on several threads before the walk, which then
/// reads their listings in its own order: on this machine a folder costs about 10 µs of
/// system calls (`openat`, `fstat`, two `getdents64`, `close`) and the listing was all of the
/// walk's time. Only plain subfolders are followed (an entry of type `DT_DIR`, its id from the
/// parent as the walk takes it, each id listed once); folders reached through a link, or not
/// listed for any reason, are listed by the walk itself, so the walk's result is the same.
final class FolderLister: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var pending: [(String, FileSystem.DirID)]
    private var busy = 0
    private var seen = Set<FileSystem.DirID>()
    private var listed: [String: (FileSystem.DirID, FileSystem.Listing)] = [:]
    /// Folders listed ahead at most (the walk lists any others).
    static let limit = 200_000

    init(roots: [(String, FileSystem.DirID)], suffixBytes: [UInt8], threads: Int) {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(wake, nil)
        pending = roots.reversed()
        DispatchQueue.concurrentPerform(iterations: max(1, threads)) { _ in self.work(suffixBytes) }
    }

    deinit {
        pthread_cond_destroy(wake)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        wake.deallocate()
    }

    private func work(_ suffixBytes: [UInt8]) {
        pthread_mutex_lock(mutex)
        while true {
            while pending.isEmpty && busy > 0 { pthread_cond_wait(wake, mutex) }
            guard let (dir, id) = pending.popLast(), listed.count < FolderLister.limit else {
                pthread_cond_broadcast(wake)
                pthread_mutex_unlock(mutex)
                return
            }
            if seen.contains(id) { continue }
            seen.insert(id)
            busy += 1
            pthread_mutex_unlock(mutex)
            let listing = FileSystem.list(dir, suffixBytes: suffixBytes)
            pthread_mutex_lock(mutex)
            busy -= 1
            // Depth first, in the order the walk takes them.
            for e in listing.entries.reversed() where e.type == UInt8(DT_DIR) && !e.vendored {
                pending.append((e.path, FileSystem.DirID(dev: id.dev, ino: e.ino)))
            }
            listed[dir] = (id, listing)
            pthread_cond_broadcast(wake)
        }
    }

    /// The listing of `dir` made ahead under the same id, once; nil when there is none.
    /// Called after the listing threads are done, by the walk alone.
    func take(_ dir: String, _ id: FileSystem.DirID) -> FileSystem.Listing? {
        guard let (listedID, listing) = listed.removeValue(forKey: dir), listedID == id else { return nil }
        return listing
    }
}
