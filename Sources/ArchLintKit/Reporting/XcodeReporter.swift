/// `path:line:col: error: message [rule-id]` — Xcode and most editors jump to it.
/// Coloured only when the context says so (a terminal, without `NO_COLOR`).
public struct XcodeReporter: Reporter {
    public let color: Bool

    public init(color: Bool = false) { self.color = color }
    public let name = "xcode"

    public func render(_ report: LintReport) -> String { String(decoding: renderBytes(report), as: UTF8.self) }

    public func renderBytes(_ report: LintReport) -> [UInt8] {
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
