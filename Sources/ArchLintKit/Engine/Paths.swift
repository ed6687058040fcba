#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Path arithmetic on strings (no file system access except `workingDirectory`):
/// absolute forms for comparing paths given in different ways (`./A`, `A/`,
/// `/abs/A`, `../x/A`), and paths relative to the working directory for
/// baseline keys and SARIF.
public enum Paths {
    /// The folders and file name of a path, without empty and `.` components: split on the bytes
    /// (`String.split` walks grapheme clusters, about 400 instructions a character; this is the hot
    /// path of placing every file in its layout).
    static func components(_ path: String) -> [Substring] {
        var out: [Substring] = []
        let u = path.utf8
        var start = u.startIndex
        var k = u.startIndex
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        while true {
            let atEnd = k == u.endIndex
            if atEnd || u[k] == slash {
                let n = u.distance(from: start, to: k)
                if n > 0 && !(n == 1 && u[start] == dot) { out.append(path[start..<k]) }
                if atEnd { break }
                start = u.index(after: k)
            }
            k = u.index(after: k)
        }
        return out
    }

    /// The index of the last `/` in `path`: a backward loop over contiguous bytes (the generic
    /// `utf8.lastIndex(of:)` costs about ten instructions a byte).
    static func lastSlash(_ path: String) -> String.Index? {
        let offset: Int? = path.utf8.withContiguousStorageIfAvailable { b -> Int? in
            var k = b.count
            while k > 0 { k -= 1; if b[k] == UInt8(ascii: "/") { return k } }
            return nil
        } ?? path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.distance(from: path.utf8.startIndex, to: $0) }
        return offset.map { path.utf8.index(path.utf8.startIndex, offsetBy: $0) }
    }

    /// The process's working directory (physical: symbolic links resolved), or "/" if unknown.
    public static func workingDirectory() -> String {
        var buf = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buf, buf.count) != nil else { return "/" }
        let length = buf.firstIndex(of: 0) ?? buf.count
        return String(decoding: buf[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` made absolute against `base` (itself absolute), with `.`, `..`
    /// and repeated or trailing `/` resolved lexically.
    public static func absolute(_ path: String, from base: String) -> String {
        if path.hasPrefix("/") { return isClean(path, absolute: true) ? path : normalize(path) }
        if isClean(path, absolute: false) && isClean(base, absolute: true) { return base == "/" ? "/" + path : base + "/" + path }
        return normalize(base + "/" + path)
    }

    /// A path with no `.` or `..` component, no empty component and no trailing `/`
    /// (a relative one also no leading `/`): lexically normal already.
    static func isClean(_ path: String, absolute: Bool) -> Bool {
        var componentStart = true
        var dots = 0  // dots since the start of the component, while it has only dots
        var first = true
        for b in path.utf8 {
            if first {
                first = false
                if absolute { if b != UInt8(ascii: "/") { return false }; continue }
            }
            if b == UInt8(ascii: "/") {
                if componentStart || dots == 1 || dots == 2 { return false }
                componentStart = true
                dots = 0
            } else {
                if b == UInt8(ascii: ".") && (componentStart || dots > 0) { dots += 1 } else { dots = -1 }
                componentStart = false
            }
        }
        if path == "/" { return absolute }
        return !componentStart && dots != 1 && dots != 2
    }

    /// Resolves `.` and `..` components and repeated slashes of an absolute path.
    public static func normalize(_ absolutePath: String) -> String {
        // Most paths are normal already: returned as they are (split by `Character`, a path of a
        // hundred bytes cost tens of thousands of instructions).
        if isClean(absolutePath, absolute: true) { return absolutePath }
        var parts: [Substring] = []
        for c in absolutePath.split(separator: "/", omittingEmptySubsequences: true) {
            if c == "." { continue }
            if c == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(c)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The absolute `path` relative to the absolute directory `base`: `A/b.swift`,
    /// `../x/b.swift`, or `.` for `base` itself.
    public static func relative(_ path: String, to base: String) -> String {
        // Fast path: `path` lies under `base` (the usual case).
        if base == "/" && path.count > 1 && path.hasPrefix("/") { return String(path.dropFirst()) }
        if path.hasPrefix(base), path.utf8.dropFirst(base.utf8.count).first == UInt8(ascii: "/") {
            return String(path.utf8.dropFirst(base.utf8.count + 1))!
        }
        let p = path.split(separator: "/")
        let b = base.split(separator: "/")
        var common = 0
        while common < p.count && common < b.count && p[common] == b[common] { common += 1 }
        let ups = Array(repeating: "..", count: b.count - common)
        let rest = p[common...].map(String.init)
        let all = ups + rest
        return all.isEmpty ? "." : all.joined(separator: "/")
    }

    /// Whether the absolute `path` is `dir` or lies under it (both absolute, normalized).
    public static func isInside(_ path: String, _ dir: String) -> Bool {
        if dir == "/" { return true }
        return path == dir || (path.hasPrefix(dir) && path.utf8.dropFirst(dir.utf8.count).first == UInt8(ascii: "/"))
    }

    /// The last name of a path (`a/b.yml` → `b.yml`; `a/b/` → `b`).
    static func fileName(_ path: String) -> String {
        if let slash = lastSlash(path) {
            let name = path[path.index(after: slash)...]
            if !name.isEmpty { return String(name) }
        }
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The folder part of a path (`a/b.yml` → `a`, `b.yml` → `.`, `/b.yml` → `/`).
    public static func directory(of path: String) -> String {
        // On the bytes: a character-wise walk back over a long path cost more than the index it feeds.
        guard let slash = lastSlash(path) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The canonical spelling of the absolute, lexically clean `path`: symbolic links resolved
    /// (`/var` → `/private/var`, a `~/Developer` link to another volume) and, on Darwin, each
    /// name as the volume stores it (its case on a case-insensitive volume, its Unicode form:
    /// `F_GETPATH`). A path that does not exist keeps its missing tail as written, after its
    /// longest existing folder made canonical. One system call per call (a few for a missing
    /// path): callers ask once per root or configured path, never per file.
    public static func resolved(_ path: String) -> String {
        if let real = systemCanonical(path) { return real }
        if path == "/" || path.isEmpty { return path }
        let parent = directory(of: path)
        guard let slash = lastSlash(path) else { return path }
        let name = path[path.utf8.index(after: slash)...]
        let canonicalParent = resolved(parent)
        return canonicalParent == "/" ? "/" + name : canonicalParent + "/" + name
    }

    /// The file system's own spelling of an existing path, or nil.
    static func systemCanonical(_ path: String) -> String? {
        #if canImport(Darwin)
        // F_GETPATH: the path of the open file as the volume names it (realpath keeps the case
        // and Unicode form as typed on some systems); a folder opens read-only too.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd >= 0 {
            defer { close(fd) }
            var buf = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let r = buf.withUnsafeMutableBytes { fcntl(fd, F_GETPATH, $0.baseAddress!) }
            if r != -1 { return String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        }
        #endif
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// `resolved(path)` spelled from `workingDirectory` when it lies there: `getcwd` and the
    /// file system may spell the same folder differently (Darwin's firmlinks), and files under the
    /// working directory are listed relative to `getcwd`'s spelling.
    public static func canonical(_ path: String, workingDirectory cwd: String) -> String {
        // The working directory itself is its own spelling: what the lines below return for it
        // (its resolved path is it, or lies outside it and is it resolved), without resolving it
        // twice (a system call per folder of it on Linux, three on a Mac; every run asks it for
        // the configuration's folder).
        if path == cwd { return cwd }
        let real = resolved(path)
        if isInside(real, cwd) { return real }
        let realCwd = resolved(cwd)
        if realCwd != cwd && isInside(real, realCwd) {
            return real == realCwd ? cwd : absolute(relative(real, to: realCwd), from: cwd)
        }
        return real
    }

    /// Whether the string has a byte outside ASCII.
    @inline(__always) static func hasNonASCII(_ s: String) -> Bool {
        s.utf8.contains { $0 >= 0x80 }
    }

    /// Whether the absolute `path` is `dir` or lies under it, Unicode-aware: names compare by
    /// canonical equivalence (`Café` typed precomposed in `.archlint.yml` is the `Cafe` + U+0301
    /// that Finder wrote on disk). Byte comparison when `dir` is ASCII: a name that differs from
    /// an ASCII one only by its Unicode form does not occur in practice.
    public static func isInsideCanonically(_ path: String, _ dir: String, dirIsASCII: Bool) -> Bool {
        if isInside(path, dir) { return true }
        if dirIsASCII { return false }
        let p = components(path), d = components(dir)
        guard p.count >= d.count else { return false }
        for k in d.indices where p[k] != d[k] { return false }  // Substring == : canonical equivalence
        return true
    }
}

/// How the lint paths were spelled, for printing: the engine works on canonical paths (links
/// resolved, the volume's spelling) and the report shows each path as the user typed its root.
public struct PathSpellings: Sendable, Equatable {
    /// (canonical root as walked, root as given), longest canonical first.
    public private(set) var roots: [Root] = []

    public struct Root: Sendable, Equatable {
        public var canonical: String
        public var given: String
    }

    public init() {}

    public var isEmpty: Bool { roots.isEmpty }

    /// The lint paths to walk, each in its canonical spelling: links resolved, absolute when given
    /// absolute, else relative to the working directory when it lies there (`getcwd` gives it with
    /// links resolved). The usual relative path is its own canonical spelling; any other is
    /// recorded here, to print what lies under it as given. A path that does not exist is kept.
    public static func canonicalRoots(_ paths: [String], workingDirectory cwd: String) -> ([String], PathSpellings) {
        var spellings = PathSpellings()
        var walked: [String] = []
        for p in paths {
            let abs = Paths.absolute(p, from: cwd)
            let canonical = Paths.canonical(abs, workingDirectory: cwd)
            if canonical == abs || FileSystem.kind(abs).0 == .missing {
                walked.append(p)
                continue
            }
            // An absolute PATH stays absolute (a process whose working directory moves, such as the
            // test runner, may still read it); a relative one is relative to the working directory.
            let spelled = p.hasPrefix("/") ? canonical
                : canonical == cwd ? "." : Paths.isInside(canonical, cwd) ? Paths.relative(canonical, to: cwd) : canonical
            walked.append(spelled)
            var given = p
            while given.count > 1 && given.hasSuffix("/") { given.removeLast() }
            if spelled != given { spellings.add(canonical: spelled, given: given) }
        }
        return (walked, spellings)
    }

    mutating func add(canonical: String, given: String) {
        guard !roots.contains(where: { $0.canonical == canonical }) else { return }
        roots.append(Root(canonical: canonical, given: given))
        roots.sort { $0.canonical.utf8.count > $1.canonical.utf8.count }
    }

    /// `path` (as walked) as the user spelled its root.
    public func display(_ path: String) -> String {
        for r in roots {
            if path == r.canonical { return r.given }
            if r.canonical == "." { return r.given == "." ? path : r.given + "/" + path }
            if path.hasPrefix(r.canonical), path.utf8.dropFirst(r.canonical.utf8.count).first == UInt8(ascii: "/") {
                return r.given + String(path.utf8.dropFirst(r.canonical.utf8.count))!
            }
        }
        return path
    }
}

/// Which files a run lints, from the configuration's `included` and `excluded`
/// paths (absolute after parsing: they are relative to the configuration file).
public struct PathFilter: Sendable {
    /// Each configured path in its spellings: as written (made absolute) and, when it differs,
    /// canonical (links resolved, the volume's spelling), with whether it is ASCII.
    let included: [Entry]
    let excluded: [Entry]
    let workingDirectory: String

    struct Entry: Sendable {
        var spellings: [String]
        var ascii: Bool

        init(_ path: String, workingDirectory: String) {
            let abs = Paths.absolute(path, from: workingDirectory)
            let canonical = Paths.canonical(abs, workingDirectory: workingDirectory)
            spellings = canonical == abs ? [abs] : [abs, canonical]
            ascii = !spellings.contains(where: Paths.hasNonASCII)
        }

        func holds(_ p: String) -> Bool {
            spellings.contains { Paths.isInsideCanonically(p, $0, dirIsASCII: ascii) }
        }
    }

    public init(_ configuration: Configuration, workingDirectory: String) {
        self.workingDirectory = workingDirectory
        included = configuration.included.map { Entry($0, workingDirectory: workingDirectory) }
        excluded = configuration.excluded.map { Entry($0, workingDirectory: workingDirectory) }
    }

    public var isEmpty: Bool { included.isEmpty && excluded.isEmpty }

    /// The `included` paths in their canonical spelling (absolute).
    public var includedPaths: [String] { included.map { $0.spellings.last! } }

    /// A file (as given or found, relative to the working directory or absolute) is linted
    /// when it is under an `included` path (if any are set) and under no `excluded` path.
    public func accepts(_ path: String) -> Bool {
        if isEmpty { return true }
        let p = Paths.absolute(path, from: workingDirectory)
        if !included.isEmpty && !included.contains(where: { $0.holds(p) }) { return false }
        return !excluded.contains { $0.holds(p) }
    }

    /// Whether the absolute `path` is `dir` or lies under it (Unicode-aware).
    static func isInside(_ path: String, _ dir: String) -> Bool {
        Paths.isInsideCanonically(path, dir, dirIsASCII: !Paths.hasNonASCII(dir))
    }
}
