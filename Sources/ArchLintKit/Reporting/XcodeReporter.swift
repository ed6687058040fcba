/// `path:line:col: error: message [rule-id]` — Xcode and most editors jump to it.
public struct XcodeReporter: Reporter {
    public init() {}
    public let name = "xcode"

    public func render(_ report: LintReport) -> String {
        var out = ""
        for d in report.diagnostics {
            out += "\(d.path):\(d.line):\(d.column): \(d.severity.rawValue): \(d.message) [\(d.ruleID)]\n"
        }
        return out
    }
}
