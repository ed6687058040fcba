#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes bytes to a file descriptor, retrying short writes.
public enum StandardStreams {
    public static func write(_ fd: Int32, _ bytes: [UInt8]) {
        _ = writeFully(fd, bytes)
    }

    /// Writes all of `bytes`; returns 0, or the `errno` of the write that failed.
    static func writeFully(_ fd: Int32, _ bytes: [UInt8]) -> Int32 {
        bytes.withUnsafeBytes { raw -> Int32 in
            guard var p = raw.baseAddress else { return 0 }
            var left = raw.count
            while left > 0 {
                let r = systemWrite(fd, p, left)
                if r < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                left -= r
                p += r
            }
            return 0
        }
    }

    public static func out(_ s: String) { write(1, Array(s.utf8)) }
    public static func err(_ s: String) { write(2, Array(s.utf8)) }
}

@inline(__always)
func systemWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, p, n)
    #else
    return Darwin.write(fd, p, n)
    #endif
}
