/// A JSON document for tools and reviews:
/// `{"schemaVersion": 1, "tool": {…}, "diagnostics": [...], "problems": [...], "summary": {...}}`.
/// Each diagnostic has its rule, severity, message, path, line, column and
/// baseline key; waived findings are included too, with `"suppressed": true`
/// and the waiver's `reason`, so a team can review its waivers.
public struct JSONReporter: Reporter {
    public init() {}
    public let name = "json"
    public static let schemaVersion = 1

    public func render(_ report: LintReport) -> String {
        var out = "{\n  \"schemaVersion\": \(Self.schemaVersion),\n"
        out += "  \"tool\": {\"name\": \"archlint\", \"version\": \(Escape.json(ArchLint.version))},\n"
        out += "  \"diagnostics\": ["
        let all = (report.diagnostics + report.suppressed).sorted()
        for (i, d) in all.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    {\"rule\": \(Escape.json(d.ruleID)), \"severity\": \"\(d.severity.rawValue)\", \"message\": \(Escape.json(d.message)), "
            out += "\"path\": \(Escape.json(d.path)), \"line\": \(d.line), \"column\": \(d.column), \"baselineKey\": \(Escape.json(d.key)), "
            out += "\"suppressed\": \(d.isSuppressed)"
            if let reason = d.suppressionReason { out += ", \"reason\": \(Escape.json(reason))" }
            out += "}"
        }
        out += all.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"problems\": ["
        for (i, p) in report.problems.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    {\"path\": \(Escape.json(p.path)), \"line\": \(p.line.map(String.init) ?? "null"), \"message\": \(Escape.json(p.message))}"
        }
        out += report.problems.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"summary\": {\"files_checked\": \(report.filesChecked), \"violations\": \(report.diagnostics.count), "
        out += "\"errors\": \(report.errorCount), \"warnings\": \(report.warningCount), \"suppressed\": \(report.suppressed.count), "
        out += "\"baselined\": \(report.baselined.count), \"problems\": \(report.problems.count)}\n}\n"
        return out
    }
}
