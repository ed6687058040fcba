/// `path:line:col: error: message [rule-id]` — Xcode and most editors jump to it.
/// Coloured only when the context says so (a terminal, without `NO_COLOR`).
public struct XcodeReporter: Reporter {
    public let color: Bool

    public init(color: Bool = false) { self.color = color }
    public let name = "xcode"

    public func render(_ report: LintReport) -> String {
        // Written as bytes and made a string once: a run with tens of thousands of findings prints
        // them all (a `String` appended piece by piece cost 7 K instructions a line).
        var out: [UInt8] = []
        out.reserveCapacity(report.diagnostics.count * 160)
        @inline(__always) func start(_ style: Terminal.Style) {
            guard color else { return }
            TSV.append(&out, "\u{1B}[")
            out.append(contentsOf: style.rawValue.utf8)
            out.append(UInt8(ascii: "m"))
        }
        @inline(__always) func end() { if color { TSV.append(&out, "\u{1B}[0m") } }
        for d in report.diagnostics {
            start(.bold)
            out.append(contentsOf: d.path.utf8)
            out.append(UInt8(ascii: ":"))
            TSV.appendInt(&out, d.line)
            out.append(UInt8(ascii: ":"))
            TSV.appendInt(&out, d.column)
            out.append(UInt8(ascii: ":"))
            end()
            out.append(UInt8(ascii: " "))
            start(d.severity == .error ? .red : .yellow)
            out.append(contentsOf: d.severity.rawValue.utf8)
            out.append(UInt8(ascii: ":"))
            end()
            out.append(UInt8(ascii: " "))
            out.append(contentsOf: d.message.utf8)
            out.append(UInt8(ascii: " "))
            start(.dim)
            out.append(UInt8(ascii: "["))
            out.append(contentsOf: d.ruleID.utf8)
            out.append(UInt8(ascii: "]"))
            end()
            out.append(UInt8(ascii: "\n"))
        }
        return String(decoding: out, as: UTF8.self)
    }
}
