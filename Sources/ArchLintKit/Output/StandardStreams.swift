#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes bytes to a file descriptor, retrying short writes.
public enum StandardStreams {
    public static func write(_ fd: Int32, _ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            guard var p = raw.baseAddress else { return }
            var left = raw.count
            while left > 0 {
                let r = systemWrite(fd, p, left)
                if r < 0 {
                    if errno == EINTR { continue }
                    return
                }
                left -= r
                p += r
            }
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
