#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything archlint asks of git.
public struct Git: Sendable {
    /// The repository's top folder (absolute): the nearest folder, from the
    /// working directory up, that holds `.git` (a folder, or a file in a linked worktree).
    public let root: String

    /// The folder holding `.git` at or above the absolute `directory`, or nil.
    public static func repositoryRoot(from directory: String) -> String? {
        var dir = Paths.normalize(directory)
        while true {
            if FileSystem.kind(dir == "/" ? "/.git" : dir + "/.git").0 != .missing { return dir }
            if dir == "/" { return nil }
            dir = Paths.directory(of: dir)
        }
    }
}
