/// A per-rule count table, the rules with the most findings first: what a
/// team adopting archlint looks at first. Waived findings and findings in the
/// baseline are counted in their own columns.
public struct SummaryReporter: Reporter {
    public init() {}
    public let name = "summary"

    public func render(_ report: LintReport) -> String {
        var rows: [String: (severity: String, found: Int, waived: Int, baselined: Int)] = [:]
        for d in report.diagnostics { rows[d.ruleID, default: (d.severity.rawValue, 0, 0, 0)].found += 1 }
        for d in report.suppressed { rows[d.ruleID, default: (d.severity.rawValue, 0, 0, 0)].waived += 1 }
        for d in report.baselined { rows[d.ruleID, default: (d.severity.rawValue, 0, 0, 0)].baselined += 1 }
        let sorted = rows.sorted { a, b in
            a.value.found != b.value.found ? a.value.found > b.value.found
                : a.value.waived + a.value.baselined != b.value.waived + b.value.baselined
                ? a.value.waived + a.value.baselined > b.value.waived + b.value.baselined : a.key < b.key
        }
        let width = max(5, sorted.map(\.key.count).max() ?? 0)
        func num(_ n: Int) -> String { let s = String(n); return String(repeating: " ", count: max(0, 10 - s.count)) + s }
        var out = "rule".padding(width) + "  " + "severity" + "     found" + "    waived" + "  baseline" + "\n"
        for (id, r) in sorted {
            out += id.padding(width) + "  " + r.severity.padding(8) + num(r.found) + num(r.waived) + num(r.baselined) + "\n"
        }
        out += "total".padding(width) + "  " + "".padding(8) + num(report.diagnostics.count) + num(report.suppressed.count) + num(report.baselined.count) + "\n"
        if !report.problems.isEmpty { out += "\(report.problems.count) input problem(s): NOT everything was checked\n" }
        return out
    }
}
