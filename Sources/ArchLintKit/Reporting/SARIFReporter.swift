/// SARIF 2.1.0 (code-scanning dashboards such as GitHub's).
public struct SARIFReporter: Reporter {
    public init() {}
    public let name = "sarif"

    public func render(_ report: LintReport) -> String {
        var out = "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n  \"runs\": [{\n"
        out += "    \"tool\": {\"driver\": {\"name\": \"archlint\", \"version\": \(Escape.json(ArchLint.version)), \"rules\": ["
        for (i, r) in RuleRegistry.all.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "      {\"id\": \(Escape.json(r.id)), \"name\": \(Escape.json(r.descriptor.title)), "
            out += "\"shortDescription\": {\"text\": \(Escape.json(r.descriptor.summary))}, "
            out += "\"defaultConfiguration\": {\"level\": \"\(r.descriptor.defaultSeverity.rawValue)\"}}"
        }
        out += "\n    ]}},\n    \"results\": ["
        for (i, d) in report.diagnostics.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "      {\"ruleId\": \(Escape.json(d.ruleID)), \"level\": \"\(d.severity.rawValue)\", \"message\": {\"text\": \(Escape.json(d.message))}, "
            out += "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(Escape.json(d.path))}, "
            out += "\"region\": {\"startLine\": \(d.line), \"startColumn\": \(d.column)}}}]}"
        }
        out += report.diagnostics.isEmpty ? "]" : "\n    ]"
        out += ",\n    \"invocations\": [{\"executionSuccessful\": \(report.problems.isEmpty), \"toolExecutionNotifications\": ["
        for (i, p) in report.problems.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "      {\"level\": \"error\", \"message\": {\"text\": \(Escape.json(p.message))}, \"locations\": [{\"physicalLocation\": "
            out += "{\"artifactLocation\": {\"uri\": \(Escape.json(p.path))}\(p.line.map { ", \"region\": {\"startLine\": \($0)}" } ?? "")}}]}"
        }
        out += report.problems.isEmpty ? "]}]\n  }]\n}\n" : "\n    ]}]\n  }]\n}\n"
        return out
    }
}
