/// A JSON document: `{"diagnostics": [...], "problems": [...], "summary": {...}}`.
public struct JSONReporter: Reporter {
    public init() {}
    public let name = "json"

    public func render(_ report: LintReport) -> String {
        var out = "{\n  \"diagnostics\": ["
        for (i, d) in report.diagnostics.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    {\"path\": \(Escape.json(d.path)), \"line\": \(d.line), \"column\": \(d.column), "
            out += "\"severity\": \"\(d.severity.rawValue)\", \"rule\": \(Escape.json(d.ruleID)), \"message\": \(Escape.json(d.message))}"
        }
        out += report.diagnostics.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"problems\": ["
        for (i, p) in report.problems.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    {\"path\": \(Escape.json(p.path)), \"line\": \(p.line.map(String.init) ?? "null"), \"message\": \(Escape.json(p.message))}"
        }
        out += report.problems.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"summary\": {\"files_checked\": \(report.filesChecked), \"violations\": \(report.diagnostics.count), "
        out += "\"errors\": \(report.errorCount), \"warnings\": \(report.warningCount), \"problems\": \(report.problems.count)}\n}\n"
        return out
    }
}
