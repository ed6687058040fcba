/// `path:line:col: error: message [rule-id]` — Xcode and most editors jump to it.
/// Coloured only when the context says so (a terminal, without `NO_COLOR`).
public struct XcodeReporter: Reporter {
    public let color: Bool

    public init(color: Bool = false) { self.color = color }
    public let name = "xcode"

    public func render(_ report: LintReport) -> String { String(decoding: renderBytes(report), as: UTF8.self) }

    public func renderBytes(_ report: LintReport) -> [UInt8] {
        if !color { return Self.plainBytes(report.diagnostics) }
        // Written as bytes: a run with tens of thousands of findings prints them all (a `String`
        // appended piece by piece cost 7 K instructions a line; made one from the bytes, 3 K).
        var w = ByteWriter(color: color)
        w.bytes.reserveCapacity(report.diagnostics.count * 160)
        // Fields read in place: a diagnostic copied out of the array retains every string it holds.
        let diagnostics = report.diagnostics
        for i in diagnostics.indices {
            w.start(.bold)
            w.text(diagnostics[i].path)
            w.byte(UInt8(ascii: ":"))
            TSV.appendInt(&w.bytes, diagnostics[i].line)
            w.byte(UInt8(ascii: ":"))
            TSV.appendInt(&w.bytes, diagnostics[i].column)
            w.byte(UInt8(ascii: ":"))
            w.end()
            w.byte(UInt8(ascii: " "))
            w.start(diagnostics[i].severity == .error ? .red : .yellow)
            w.text(diagnostics[i].severity.rawValue)
            w.byte(UInt8(ascii: ":"))
            w.end()
            w.byte(UInt8(ascii: " "))
            w.text(diagnostics[i].message)
            w.byte(UInt8(ascii: " "))
            w.start(.dim)
            w.byte(UInt8(ascii: "["))
            w.text(diagnostics[i].ruleID)
            w.byte(UInt8(ascii: "]"))
            w.end()
            w.byte(UInt8(ascii: "\n"))
        }
        return w.bytes
    }

    /// Without colour: every line's length counted first, then the lines written into one buffer
    /// of that size through a pointer (appended piece by piece, each of the eight pieces of a line
    /// was a call that checked the array's capacity: 1.3 K instructions a line). The diagnostics
    /// are read through a pointer, field by field (no diagnostic copied, no string retained), and a
    /// line's path and its ` [rule]`, most often the line before's, are copied from that line's
    /// bytes: only a new one is read from its string.
    static func plainBytes(_ diagnostics: [Diagnostic]) -> [UInt8] {
        @inline(__always) func digits(_ v: Int) -> Int {
            if v >= 0 && v < 10 { return 1 }
            if v >= 0 && v < 100 { return 2 }
            if v >= 0 && v < 1000 { return 3 }
            if v >= 0 && v < 10000 { return 4 }
            var n = v < 0 ? 2 : 1, x = v < 0 ? -v : v
            while x >= 10 { x /= 10; n += 1 }
            return n
        }
        return diagnostics.withUnsafeBufferPointer { ds -> [UInt8] in
            guard let d = ds.baseAddress, !ds.isEmpty else { return [] }
            var total = 0
            for i in 0..<ds.count {
                // The two `:` of the position, `: ` twice, ` [`, `]` and the line break.
                total += d[i].path.utf8.count + d[i].severity.rawValue.utf8.count + d[i].message.utf8.count
                    + d[i].ruleID.utf8.count + digits(d[i].line) + digits(d[i].column) + 10
            }
            return [UInt8](unsafeUninitializedCapacity: total) { buf, count in
                var p = buf.baseAddress!
                @inline(__always) func put(_ s: String) {
                    let n = s.utf8.count
                    if s.utf8.withContiguousStorageIfAvailable({ p.update(from: $0.baseAddress!, count: n) }) == nil {
                        for (k, b) in s.utf8.enumerated() { p[k] = b }
                    }
                    p += n
                }
                @inline(__always) func put(_ b: UInt8) {
                    p.pointee = b
                    p += 1
                }
                @inline(__always) func put(_ v: Int) {
                    if v < 0 { put(UInt8(ascii: "-")) }
                    var x = v < 0 ? -v : v
                    let n = digits(x)
                    var k = n - 1
                    repeat {
                        p[k] = UInt8(truncatingIfNeeded: 48 + x % 10)
                        x /= 10
                        k -= 1
                    } while k >= 0
                    p += n
                }
                @inline(__always) func put(_ from: UnsafeMutablePointer<UInt8>, _ n: Int) {
                    p.update(from: from, count: n)
                    p += n
                }
                // The last line's path, and its ` [rule]` and `: severity: ` pieces, in the buffer.
                var lastPath: UnsafeMutablePointer<UInt8>? = nil, lastPathCount = 0
                var lastRule: UnsafeMutablePointer<UInt8>? = nil, lastRuleCount = 0
                for i in 0..<ds.count {
                    // Equal strings that share their storage compare equal at once.
                    if let l = lastPath, d[i].path == d[i - 1].path { put(l, lastPathCount) } else {
                        lastPath = p
                        put(d[i].path)
                        lastPathCount = lastPath!.distance(to: p)
                    }
                    put(UInt8(ascii: ":"))
                    put(d[i].line)
                    put(UInt8(ascii: ":"))
                    put(d[i].column)
                    put(UInt8(ascii: ":"))
                    put(UInt8(ascii: " "))
                    put(d[i].severity.rawValue)
                    put(UInt8(ascii: ":"))
                    put(UInt8(ascii: " "))
                    put(d[i].message)
                    if let l = lastRule, d[i].ruleID == d[i - 1].ruleID { put(l, lastRuleCount) } else {
                        lastRule = p
                        put(UInt8(ascii: " "))
                        put(UInt8(ascii: "["))
                        put(d[i].ruleID)
                        put(UInt8(ascii: "]"))
                        put(UInt8(ascii: "\n"))
                        lastRuleCount = lastRule!.distance(to: p)
                    }
                }
                count = buf.baseAddress!.distance(to: p)
                precondition(count == total, "the lines' length was counted before they were written")
            }
        }
    }

    /// The report's bytes, with the terminal's colour codes when asked (a struct's methods, not
    /// closures over a local buffer: those are checked for exclusive access at every write).
    struct ByteWriter {
        var bytes: [UInt8] = []
        let color: Bool

        init(color: Bool) { self.color = color }

        @inline(__always) mutating func byte(_ b: UInt8) { bytes.append(b) }

        /// A string's bytes copied at once (its `utf8` view is appended a byte at a time).
        @inline(__always) mutating func text(_ s: String) {
            var s = s
            s.withUTF8 { bytes.append(contentsOf: $0) }
        }

        @inline(__always) mutating func start(_ style: Terminal.Style) {
            guard color else { return }
            TSV.append(&bytes, "\u{1B}[")
            text(style.rawValue)
            bytes.append(UInt8(ascii: "m"))
        }

        @inline(__always) mutating func end() { if color { TSV.append(&bytes, "\u{1B}[0m") } }
    }
}
