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
            if color { out += "\u{1B}[\(Terminal.Style.bold.rawValue)m" }
            out += d.path
            out += ":"
            out += String(d.line)
            out += ":"
            out += String(d.column)
            out += ":"
            if color { out += "\u{1B}[0m" }
            out += " "
            if color { out += "\u{1B}[\((d.severity == .error ? Terminal.Style.red : .yellow).rawValue)m" }
            out += d.severity.rawValue
            out += ":"
            if color { out += "\u{1B}[0m" }
            out += " "
            out += d.message
            out += " "
            if color { out += "\u{1B}[\(Terminal.Style.dim.rawValue)m" }
            out += "["
            out += d.ruleID
            out += "]"
            if color { out += "\u{1B}[0m" }
            out += "\n"
        }
        return out
    }
}
