#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// Removes a file (`unlink`); true when it is gone.
    static func remove(_ path: String) -> Bool {
        unlink(path) == 0 || kind(path).0 == .missing
    }

    /// Removes a folder if it is empty (`rmdir`); true when it is gone.
    static func removeEmptyDirectory(_ path: String) -> Bool {
        rmdir(path) == 0
    }
}
