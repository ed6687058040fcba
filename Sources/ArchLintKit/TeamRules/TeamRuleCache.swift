#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#if canImport(MachO)
import MachO  // _NSGetExecutablePath
#endif
#endif

/// Team rules compiled by an earlier run, kept in a file per configuration so that a run whose
/// documents did not change reads them instead of parsing every document again (issue 37:
/// loading 20 documents costs 0.9 ms parsed, a few tenths of that read back).
///
/// A document's rules are taken from the cache only when the document's bytes, its path as the
/// configuration names it and the configuration's folder are exactly those the rules were compiled
/// from (compiling is a function of these three: `TeamRuleParser.parseAll`), and the cache was
/// written by this very executable (its version, size and modification time). The bytes are the
/// cache's copy, unread, when the document's file has the stamp recorded with them (`FileStamp`:
/// device, inode, size, modification and status-change times) and had it well before the cache
/// was written; else the file is read and compared with the copy. Anything else, a
/// damaged or foreign file among them, is a miss: the document is parsed as without a cache, and
/// its problems are reported as always. A document that fails is never cached. Nothing is
/// reported about the cache itself: a cache that cannot be read or written changes no result.
///
/// Where: `ARCHLINT_CACHE_DIR`, else `~/Library/Caches/archlint` on macOS and
/// `$XDG_CACHE_HOME/archlint` or `~/.cache/archlint` elsewhere; none without a home folder.
/// `archlint lint --no-cache` reads and writes none.
public struct TeamRuleCache: Sendable {
    /// Bumped when what is written changes (`TeamRuleCoding`); the executable's identity covers
    /// builds made in between.
    static let format = 10
    static let magic: [UInt8] = Array("archlint team rules\n".utf8)

    public let directory: String
    /// How long before the cache was written a document must have been last changed for its
    /// `FileStamp` to stand for its bytes (`Snapshot.trusted`). Timestamps are coarse on some file
    /// systems (a second, two on FAT): a document changed in the same tick as the stamp recorded
    /// could keep it. Within the window, its bytes are read and compared, as git re-reads a
    /// "racily clean" file.
    let racyWindow: Int

    public init(directory: String) {
        self.init(directory: directory, racyWindow: 2_000_000_000)
    }

    init(directory: String, racyWindow: Int) {
        self.directory = directory
        self.racyWindow = racyWindow
    }

    /// The cache of this user, or nil (no home folder, or `ARCHLINT_CACHE_DIR` set empty).
    public static func standard() -> TeamRuleCache? {
        standard { name in getenv(name).map { String(cString: $0) } }
    }

    /// `standard()` with the environment `env` (a variable's value, or nil when unset).
    static func standard(_ env: (String) -> String?) -> TeamRuleCache? {
        if let dir = env("ARCHLINT_CACHE_DIR") {
            return dir.isEmpty ? nil : TeamRuleCache(directory: dir)
        }
        #if os(macOS)
        guard let home = env("HOME"), home.hasPrefix("/") else { return nil }
        return TeamRuleCache(directory: home + "/Library/Caches/archlint")
        #else
        if let x = env("XDG_CACHE_HOME"), x.hasPrefix("/") { return TeamRuleCache(directory: x + "/archlint") }
        guard let home = env("HOME"), home.hasPrefix("/") else { return nil }
        return TeamRuleCache(directory: home + "/.cache/archlint")
        #endif
    }

    /// The file for the configuration `configuration` (an absolute path).
    func path(for configuration: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in configuration.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        let hex = String(h, radix: 16)
        return directory + "/team-rules-" + String(repeating: "0", count: 16 - hex.count) + hex + ".bin"
    }

    /// This executable, as far as a cache can tell one build from another.
    static let identity: [UInt8] = {
        var s = "archlint \(ArchLint.version) format \(format)"
        if let exe = executablePath() {
            var st = stat()
            if stat(exe, &st) == 0 {
                #if canImport(Glibc)
                let m = (Int(st.st_mtim.tv_sec), Int(st.st_mtim.tv_nsec))
                #else
                let m = (Int(st.st_mtimespec.tv_sec), Int(st.st_mtimespec.tv_nsec))
                #endif
                s += " \(exe) \(st.st_size) \(m.0).\(m.1)"
            }
        }
        return Array(s.utf8)
    }()

    /// The running executable's path, without searching `PATH`.
    static func executablePath() -> String? {
        #if canImport(Glibc)
        var buf = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buf, buf.count - 1)
        return n > 0 ? String(decoding: buf[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
        #else
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        guard size > 0 else { return nil }
        var buf = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buf, &size) == 0 else { return nil }
        return String(cString: buf)
        #endif
    }

    /// A document as the loader read it, and its file's stamp as `stat` gave it before it was read
    /// (nil: none, never trusted).
    struct Document {
        var display: String
        var bytes: [UInt8]
        var stamp: FileStamp?

        init(display: String, bytes: [UInt8], stamp: FileStamp? = nil) {
            self.display = display
            self.bytes = bytes
            self.stamp = stamp
        }
    }

    /// What `stat` says of a file that changes when its bytes do: its device and inode, size, and
    /// the times of its last modification and status change, in nanoseconds. Any write changes the
    /// status-change time, which no tool sets back (`touch` sets the modification time only).
    struct FileStamp: Equatable {
        var device: Int, inode: Int, size: Int, modified: Int, changed: Int

        init(device: Int, inode: Int, size: Int, modified: Int, changed: Int) {
            self.device = device
            self.inode = inode
            self.size = size
            self.modified = modified
            self.changed = changed
        }

        /// A regular file's stamp (`folder`: a folder's), or nil.
        init?(_ st: stat, folder: Bool = false) {
            guard (st.st_mode & S_IFMT) == (folder ? S_IFDIR : S_IFREG) else { return nil }
            #if canImport(Glibc)
            let m = st.st_mtim, c = st.st_ctim
            #else
            let m = st.st_mtimespec, c = st.st_ctimespec
            #endif
            self.init(device: Int(truncatingIfNeeded: st.st_dev), inode: Int(truncatingIfNeeded: st.st_ino), size: Int(st.st_size),
                      modified: Int(m.tv_sec) &* 1_000_000_000 &+ Int(m.tv_nsec), changed: Int(c.tv_sec) &* 1_000_000_000 &+ Int(c.tv_nsec))
        }

        /// The stamp of the file at `path` (`stat` follows a link, as reading it does), or nil.
        static func of(_ path: String) -> FileStamp? {
            var st = stat()
            return stat(path, &st) == 0 ? FileStamp(st) : nil
        }

        /// The stamp of the folder at `path` (`stat` follows a link), or nil. A folder's modification
        /// and status-change times change when an entry is added to it, removed or renamed.
        static func ofFolder(_ path: String) -> FileStamp? {
            var st = stat()
            return stat(path, &st) == 0 ? FileStamp(st, folder: true) : nil
        }

        /// Whether the file last changed at least `window` nanoseconds before `time`.
        func settled(before time: Int, window: Int) -> Bool {
            modified < time &- window && changed < time &- window
        }
    }

    /// The Markdown files under a folder of `rule_documents:` as a walk found them
    /// (`FileSystem.collect(folder:)`), and the stamps of every folder it listed (the root first):
    /// while each folder keeps its stamp, no entry was added to it, removed or renamed, so the
    /// walk would find the same files. Kept only for a plain tree (`Collection.plainFolders`) whose
    /// folders had all last changed well before the walk began.
    struct FolderListing: Equatable {
        var root: String
        var folders: [String]
        var stamps: [FileStamp]
        var files: [String]

        /// Whether every folder still has its stamp (the root's is `rootStamp`, already `stat`ed).
        func holds(_ rootStamp: FileStamp) -> Bool {
            guard stamps.count == folders.count, stamps.first == rootStamp else { return false }
            for k in folders.indices.dropFirst() where FileStamp.ofFolder(folders[k]) != stamps[k] { return false }
            return true
        }

        /// The listing a walk begun at `walkedAt` found, with the folders' stamps taken after it; nil
        /// when a folder changed within `window` of the walk (it may have changed during it).
        static func record(root: String, folders: [String], files: [String], rootStamp: FileStamp, walkedAt: Int, window: Int) -> FolderListing? {
            guard folders.first == root, rootStamp.settled(before: walkedAt, window: window) else { return nil }
            var stamps = [rootStamp]
            for f in folders.dropFirst() {
                guard let st = FileStamp.ofFolder(f), st.settled(before: walkedAt, window: window) else { return nil }
                stamps.append(st)
            }
            return FolderListing(root: root, folders: folders, stamps: stamps, files: files)
        }
    }

    /// Now, in nanoseconds since 1970 (the clock file times are in).
    static func now() -> Int {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Int(ts.tv_sec) &* 1_000_000_000 &+ Int(ts.tv_nsec)
    }

    /// What a cache file holds, found by document.
    struct Snapshot {
        let data: [UInt8]
        /// When the file was written (nanoseconds since 1970), and the window its documents' stamps
        /// must precede it by to be trusted (`TeamRuleCache.racyWindow`).
        var writtenAt = 0, racyWindow = 0
        /// Shared by the parts of its rules read later (`LazyEntries`, `LazyExamples`).
        let lock: Lock
        /// The bytes those parts read, shared by all of them.
        let blobs: LazyBlobs
        /// By document, in the order written (a run reads them in that order): its path, and where
        /// its bytes, its text's lines and its rules are in `data`.
        var entries: [Entry] = []
        /// The folders' listings (`FolderListing`), by root.
        var listings: [FolderListing] = []

        /// The files under `root` when its listing is kept and every folder of it has its stamp
        /// still (`rootStamp`: the root's, as the loader `stat`ed it): the walk is not repeated.
        func listing(_ root: String, _ rootStamp: FileStamp) -> FolderListing? {
            guard let l = listings.first(where: { $0.root == root }), l.holds(rootStamp) else { return nil }
            return l
        }
        init(data: [UInt8]) {
            self.data = data
            lock = Lock()
            blobs = LazyBlobs(data, lock)
        }

        /// Where each part of a document's entry is in `data` (its path's UTF-8 too: compared, never made a string).
        struct Entry {
            var display: Range<Int>, bytes: Range<Int>, text: Range<Int>, rules: Range<Int>
            /// The document's file as it was when its bytes were read (nil: not recorded).
            var stamp: FileStamp?
        }

        /// Whether entry `k` is the document at `display`.
        func named(_ k: Int, _ display: String) -> Bool {
            let r = entries[k].display
            var s = display
            return s.withUTF8 { u in
                u.count == r.count && (u.count == 0 || data.withUnsafeBytes { memcmp($0.baseAddress! + r.lowerBound, u.baseAddress!, u.count) == 0 })
            }
        }
        /// Where the next lookup starts (documents are looked up in the order they were written).
        var next = 0
        /// The sets of cases its documents' rules were read with (the same few recur).
        var sets = CacheReader.SetMemos()

        /// The entry of the document at `display`, if any (where `rules` will look first).
        func entry(_ display: String) -> Int? {
            guard !entries.isEmpty else { return nil }
            let k = next < entries.count ? next : 0
            if named(k, display) { return k }
            return entries.indices.first { named($0, display) }
        }

        /// The bytes the cache holds of the document at `display` when its file still has the stamp
        /// recorded with them, and had it since well before the cache was written (`FileStamp`):
        /// then the file need not be read. Nil: read it (and compare).
        func trusted(_ display: String, _ stamp: FileStamp) -> [UInt8]? {
            guard let k = entry(display), let recorded = entries[k].stamp, recorded == stamp,
                  recorded.settled(before: writtenAt, window: racyWindow) else { return nil }
            return Array(data[entries[k].bytes])
        }

        /// The rules of `doc` when the cache has them for exactly its bytes. `copied`: its bytes are
        /// the cache's own copy (`trusted`), not compared with themselves.
        mutating func rules(_ doc: Document, copied: Bool = false) -> [TeamRule]? {
            guard !entries.isEmpty else { return nil }
            var k = next < entries.count ? next : 0
            var tried = 0
            while !named(k, doc.display) {
                tried += 1
                if tried == entries.count { return nil }
                k = k + 1 == entries.count ? 0 : k + 1
            }
            next = k + 1
            let e = entries[k]
            guard e.bytes.count == doc.bytes.count else { return nil }
            let same = copied || data.withUnsafeBytes { d in
                doc.bytes.withUnsafeBytes { b in
                    b.count == 0 || memcmp(d.baseAddress! + e.bytes.lowerBound, b.baseAddress!, b.count) == 0
                }
            }
            guard same else { return nil }
            return data.withUnsafeBytes { d -> [TeamRule]? in
                do {
                    // The document's lines as found when it was parsed.
                    var t = CacheReader(UnsafeRawBufferPointer(rebasing: d[e.text]))
                    let hasCR = try t.bool()
                    // Read in one loop (a document has hundreds of lines: a closure per line cost 2 K
                    // instructions a document).
                    let n = try t.count()
                    let size = doc.bytes.count
                    var bad = false
                    var lines: [Range<Int>] = []
                    lines.reserveCapacity(n)
                    for _ in 0..<n {
                        let lo = try t.int(), hi = try t.int()
                        guard lo >= 0, lo <= hi, hi <= size else { bad = true; break }
                        lines.append(lo..<hi)
                    }
                    guard !bad, t.left == 0 else { return nil }
                    let text = RuleDocumentModel.Text(bytes: doc.bytes, lines: lines, hasCR: hasCR)
                    var r = CacheReader(UnsafeRawBufferPointer(rebasing: d[e.rules]))
                    r.owner = data
                    r.ownerOffset = e.rules.lowerBound
                    r.lock = lock
                    r.blobs = blobs
                    r.sets = sets
                    defer { sets = r.sets }
                    let rules = try r.array { try $0.rule(text) }
                    return r.left == 0 ? rules : nil
                } catch {
                    return nil
                }
            }
        }
    }

    /// The cache file of the configuration, or nil (none, another executable's, damaged).
    func read(configuration: String, base: String) -> Snapshot? {
        guard case .success(let data) = FileSystem.readFile(path(for: configuration)) else { return nil }
        var snapshot = TeamRuleCache.snapshot(data, base: base)
        snapshot?.racyWindow = racyWindow
        return snapshot
    }

    /// The cache file `data` read, or nil: another executable's or folder's, or damaged (its
    /// checksum, the documents' copies included: a trusted one is used unread).
    static func snapshot(_ data: [UInt8], base: String) -> Snapshot? {
        guard let layout = layout(data) else { return nil }
        let same = data.withUnsafeBytes { d in
            UnsafeRawBufferPointer(rebasing: d[layout.identity]).elementsEqual(identity)
                && UnsafeRawBufferPointer(rebasing: d[layout.base]).elementsEqual(base.utf8)
        }
        guard same, checksum(data, data.count - 8) == tail(data) else { return nil }
        var snapshot = Snapshot(data: data)
        snapshot.entries = layout.entries
        snapshot.listings = layout.listings
        snapshot.writtenAt = layout.writtenAt
        return snapshot
    }

    /// The checksum a cache file should end with, or nil when `data` is laid out as none.
    static func checksum(of data: [UInt8]) -> UInt64? {
        layout(data).map { _ in checksum(data, data.count - 8) }
    }

    /// Where a cache file's parts are: its executable's identity, its folder, each document's.
    static func layout(_ data: [UInt8]) -> (identity: Range<Int>, base: Range<Int>, writtenAt: Int, entries: [Snapshot.Entry], listings: [FolderListing])? {
        guard data.count >= 8 + magic.count else { return nil }
        return data.withUnsafeBytes { d in
            var r = CacheReader(UnsafeRawBufferPointer(rebasing: d[0..<(d.count - 8)]))
            func part(_ r: inout CacheReader) throws -> Range<Int> {
                let length = try r.count()
                let start = r.at
                _ = try r.span(length)
                return start..<(start + length)
            }
            func readStamp(_ r: inout CacheReader) throws -> FileStamp {
                FileStamp(device: try r.int(), inode: try r.int(), size: try r.int(), modified: try r.int(), changed: try r.int())
            }
            do {
                guard try r.span(magic.count).elementsEqual(magic) else { return nil }
                let identity = try part(&r), base = try part(&r)
                let writtenAt = try r.int()
                let n = try r.count()
                var entries: [Snapshot.Entry] = []
                entries.reserveCapacity(n)
                for _ in 0..<n {
                    let display = try part(&r), bytes = try part(&r), text = try part(&r), rules = try part(&r)
                    var stamp: FileStamp?
                    if try r.bool() { stamp = try readStamp(&r) }
                    entries.append(Snapshot.Entry(display: display, bytes: bytes, text: text, rules: rules, stamp: stamp))
                }
                var listings: [FolderListing] = []
                for _ in 0..<(try r.count()) {
                    let root = try r.string()
                    var folders: [String] = [], stamps: [FileStamp] = []
                    for _ in 0..<(try r.count()) {
                        folders.append(try r.string())
                        stamps.append(try readStamp(&r))
                    }
                    let files = try r.strings()
                    listings.append(FolderListing(root: root, folders: folders, stamps: stamps, files: files))
                }
                return r.left == 0 ? (identity, base, writtenAt, entries, listings) : nil
            } catch {
                return nil
            }
        }
    }

    /// Writes the documents' rules (each document's, in order) as the configuration's cache. A
    /// document with a rule the cache cannot hold is left out (parsed every run). Failures are
    /// ignored: the next run parses again.
    func write(configuration: String, base: String, documents: [(Document, [TeamRule])], listings: [FolderListing] = []) {
        guard let data = TeamRuleCache.encode(base: base, documents: documents, listings: listings, writtenAt: TeamRuleCache.now()) else { return }
        _ = mkdirs(directory)
        let target = path(for: configuration)
        // A file of its own, then renamed over the cache: a reader sees the old file or the new.
        let temp = target + ".\(getpid()).\(TempCounter.next()).tmp"
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        var written = 0
        let ok = data.withUnsafeBytes { d -> Bool in
            while written < d.count {
                let n = systemWrite(fd, d.baseAddress! + written, d.count - written)
                if n < 0 { if errno == EINTR { continue }; return false }
                written += n
            }
            return true
        }
        if close(fd) != 0 || !ok || rename(temp, target) != 0 { unlink(temp) }
    }

    /// `writtenAt`: when (nanoseconds since 1970), for the documents' stamps (`Snapshot.trusted`).
    static func encode(base: String, documents: [(Document, [TeamRule])], listings: [FolderListing] = [], writtenAt: Int = 0) -> [UInt8]? {
        var kept: [(String, [UInt8], [UInt8], [UInt8], FileStamp?)] = []
        for (doc, rules) in documents {
            var w = CacheWriter()
            w.int(rules.count)
            var ok = true
            for rule in rules where !w.rule(rule) { ok = false }
            // The document's lines (every rule of it reads the one text), found again by none.
            var t = CacheWriter()
            let text = rules.first?.storage.textLines.text
            if let text, text.bytes != doc.bytes || rules.contains(where: { $0.storage.textLines.text !== text }) { ok = false }
            t.bool(text?.hasCR ?? false)
            t.array(text?.lines ?? []) { $0.int($1.lowerBound); $0.int($1.upperBound) }
            if ok { kept.append((doc.display, doc.bytes, t.out, w.out, doc.stamp)) }
        }
        var w = CacheWriter()
        w.out.append(contentsOf: magic)
        w.bytes(identity)
        w.string(base)
        w.int(writtenAt)
        w.int(kept.count)
        for (display, bytes, text, rules, stamp) in kept {
            w.string(display)
            w.int(bytes.count)
            w.out.append(contentsOf: bytes)
            w.bytes(text)
            w.bytes(rules)
            w.bool(stamp != nil)
            if let stamp { write(stamp, &w) }
        }
        w.int(listings.count)
        for l in listings {
            w.string(l.root)
            w.int(l.folders.count)
            for (f, st) in zip(l.folders, l.stamps) {
                w.string(f)
                write(st, &w)
            }
            w.strings(l.files)
        }
        let sum = checksum(w.out, w.out.count)
        withUnsafeBytes(of: sum.littleEndian) { w.out.append(contentsOf: $0) }
        return w.out
    }

    static func write(_ stamp: FileStamp, _ w: inout CacheWriter) {
        w.int(stamp.device)
        w.int(stamp.inode)
        w.int(stamp.size)
        w.int(stamp.modified)
        w.int(stamp.changed)
    }

    /// A 64-bit sum of the first `n` bytes, eight at a time: tells a torn or damaged file. The
    /// documents' copies are in it: one whose file kept its stamp is used without being compared.
    static func checksum(_ data: [UInt8], _ n: Int) -> UInt64 {
        data.withUnsafeBytes { d in
            guard let p = d.baseAddress else { return 0 }
            // Fletcher-style, four lanes of words (32 bytes a step) and a sum of their sums (order
            // counts), then each part's tail byte by byte.
            var a0: UInt64 = 0x9e37_79b9_7f4a_7c15 ^ UInt64(n), a1: UInt64 = 1, a2: UInt64 = 2, a3: UInt64 = 3, b: UInt64 = 0
            func add(_ from: Int, _ to: Int) {
                var i = from
                let whole = from + (to - from) & ~31
                while i < whole {
                    a0 = a0 &+ p.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    a1 = a1 &+ p.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)
                    a2 = a2 &+ p.loadUnaligned(fromByteOffset: i &+ 16, as: UInt64.self)
                    a3 = a3 &+ p.loadUnaligned(fromByteOffset: i &+ 24, as: UInt64.self)
                    b = b &+ (a0 ^ a1 ^ a2 ^ a3)
                    i &+= 32
                }
                while i < to {
                    a0 = a0 &+ UInt64(p.load(fromByteOffset: i, as: UInt8.self))
                    b = b &+ a0
                    i &+= 1
                }
            }
            add(0, n)
            let a = a0 ^ (a1 << 1 | a1 >> 63) ^ (a2 << 2 | a2 >> 62) ^ (a3 << 3 | a3 >> 61)
            return (a ^ (b << 7 | b >> 57)) &* 0x100_0000_01b3
        }
    }

    static func tail(_ data: [UInt8]) -> UInt64 {
        data.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: data.count - 8, as: UInt64.self)) }
    }

    /// `mkdir -p`: true when the folder exists after.
    func mkdirs(_ dir: String) -> Bool {
        if FileSystem.kind(dir).0 == .directory { return true }
        let parent = Paths.directory(of: dir)
        if parent != dir && !parent.isEmpty && parent != "." { _ = mkdirs(parent) }
        return mkdir(dir, 0o755) == 0 || FileSystem.kind(dir).0 == .directory
    }
}

