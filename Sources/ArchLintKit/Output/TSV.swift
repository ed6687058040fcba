/// Byte-level output helpers shared by the `tokens`/`decls` dumps and the reporters.
public enum TSV {
    /// Appends `bytes` escaped as in the oracle's TSV: `\` → `\\`, TAB → `\t`,
    /// LF → `\n`, CR → `\r`; invalid UTF-8 becomes U+FFFD.
    public static func appendEscaped(_ out: inout [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let n = bytes.count
        var i = 0
        while i < n {
            let b = base[i]
            switch b {
            case 0x5C: out.append(0x5C); out.append(0x5C); i += 1
            case 0x09: out.append(0x5C); out.append(UInt8(ascii: "t")); i += 1
            case 0x0A: out.append(0x5C); out.append(UInt8(ascii: "n")); i += 1
            case 0x0D: out.append(0x5C); out.append(UInt8(ascii: "r")); i += 1
            default:
                if b < 0x80 {
                    out.append(b)
                    i += 1
                } else {
                    let (sc, len) = decodeScalar(base, i, n)
                    if sc != nil {
                        for k in 0..<len { out.append(base[i + k]) }
                    } else {
                        out.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    }
                    i += len
                }
            }
        }
    }

    public static func appendEscaped(_ out: inout [UInt8], _ s: String) {
        var s = s
        s.withUTF8 { appendEscaped(&out, $0) }
    }

    @inline(__always)
    public static func appendInt(_ out: inout [UInt8], _ v: Int) {
        if v < 0 { out.append(UInt8(ascii: "-")); appendInt(&out, -v); return }
        if v < 10 { out.append(UInt8(truncatingIfNeeded: 48 + v)); return }
        var tmp: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                  UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var n = 0
        var x = v
        withUnsafeMutableBytes(of: &tmp) { buf in
            while x > 0 { buf[n] = UInt8(truncatingIfNeeded: 48 + x % 10); x /= 10; n += 1 }
            while n > 0 { n -= 1; out.append(buf[n]) }
        }
    }

    public static func append(_ out: inout [UInt8], _ s: StaticString) {
        out.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    }
}
