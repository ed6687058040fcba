/// `path:line:col: error: message [rule-id]` — Xcode and most editors jump to it.
/// Coloured only when the context says so (a terminal, without `NO_COLOR`).
public struct XcodeReporter: Reporter {
    public let color: Bool

    public init(color: Bool = false) { self.color = color }
    public let name = "xcode"

    public func render(_ report: LintReport) -> String {
        var out = ""
        out.reserveCapacity(report.diagnostics.count * 160)
        for d in report.diagnostics {
            // Appended piece by piece: a run with tens of thousands of findings prints them all.
            Terminal.append("\(d.path):\(d.line):\(d.column):", .bold, color, to: &out)
            out += " "
            Terminal.append(d.severity.rawValue + ":", d.severity == .error ? .red : .yellow, color, to: &out)
            out += " "
            out += d.message
            out += " "
            Terminal.append("[\(d.ruleID)]", .dim, color, to: &out)
            out += "\n"
        }
        return out
    }
}
