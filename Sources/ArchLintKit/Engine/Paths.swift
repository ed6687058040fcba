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

    /// The folder part of a path (`a/b.yml` → `a`, `b.yml` → `.`, `/b.yml` → `/`).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// Which files a run lints, from the configuration's `included` and `excluded`
/// paths (absolute after parsing: they are relative to the configuration file).
public struct PathFilter: Sendable {
    let included: [String]
    let excluded: [String]
    let workingDirectory: String

    public init(_ configuration: Configuration, workingDirectory: String) {
        self.workingDirectory = workingDirectory
        included = configuration.included.map { Paths.absolute($0, from: workingDirectory) }
        excluded = configuration.excluded.map { Paths.absolute($0, from: workingDirectory) }
    }

    public var isEmpty: Bool { included.isEmpty && excluded.isEmpty }

    /// A file (as given or found, relative to the working directory or absolute) is linted
    /// when it is under an `included` path (if any are set) and under no `excluded` path.
    public func accepts(_ path: String) -> Bool {
        if isEmpty { return true }
        let p = Paths.absolute(path, from: workingDirectory)
        if !included.isEmpty && !included.contains(where: { Paths.isInside(p, $0) }) { return false }
        return !excluded.contains { Paths.isInside(p, $0) }
    }
}
