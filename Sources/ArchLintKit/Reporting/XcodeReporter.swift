/// `path:line:col: error: message [rule-id]` — Xcode and most editors jump to it.
/// Coloured only when the context says so (a terminal, without `NO_COLOR`).
public struct XcodeReporter: Reporter {
    public let color: Bool

    public init(color: Bool = false) { self.color = color }
    public let name = "xcode"

    public func render(_ report: LintReport) -> String {
        var out = ""
        for d in report.diagnostics {
            let level = d.severity.rawValue + ":"
            out += Terminal.paint("\(d.path):\(d.line):\(d.column):", .bold, color) + " "
                + Terminal.paint(level, d.severity == .error ? .red : .yellow, color) + " "
                + d.message + " " + Terminal.paint("[\(d.ruleID)]", .dim, color) + "\n"
        }
        return out
    }
}
