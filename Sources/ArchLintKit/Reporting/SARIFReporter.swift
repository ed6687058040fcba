/// SARIF 2.1.0 for code-scanning dashboards such as GitHub's. Valid against
/// the official schema (checked in CI). Every rule carries its full description
/// and its document as help; every result its `ruleIndex` and, as
/// `partialFingerprints`, the baseline key, so an alert is tracked across line
/// shifts. Locations are relative to the working directory (`%SRCROOT%`).
/// Waived findings are included with an in-source suppression and its reason.
public struct SARIFReporter: Reporter {
    public let workingDirectory: String?
    /// The team's rules, listed after the built-in ones (their documents as `help`).
    public let teamRules: [TeamRule]

    public init(workingDirectory: String? = nil, teamRules: [TeamRule] = []) {
        self.workingDirectory = workingDirectory
        self.teamRules = teamRules
    }
    public let name = "sarif"
    static let base = "%SRCROOT%"
    static let fingerprint = "archlintKey/v1"

    /// The `tool` member: the version and every rule with its document, JSON-escaped. It
    /// depends on nothing but the binary, so it is built once per process.
    static let driver: String = driver(RuleRegistry.all)

    static func driver(_ rules: [any Rule]) -> String {
        var out = "    \"tool\": {\"driver\": {\"name\": \"archlint\", \"version\": \(Escape.json(ArchLint.version)), "
        out += "\"semanticVersion\": \(Escape.json(ArchLint.version)), \"rules\": ["
        for (i, r) in rules.enumerated() {
            let d = r.descriptor
            out += i == 0 ? "\n" : ",\n"
            let team = r as? TeamRule
            let full = d.summary + (RuleDocuments.rationale(for: r.id).map { " " + $0 } ?? "")
            let help = team?.text ?? RuleDocuments.body(for: r.id) ?? d.summary
            out += "      {\"id\": \(Escape.json(r.id)), \"name\": \(Escape.json(Self.pascalCase(r.id))), "
            out += "\"shortDescription\": {\"text\": \(Escape.json(d.title))}, "
            out += "\"fullDescription\": {\"text\": \(Escape.json(full))}, "
            out += "\"help\": {\"text\": \(Escape.json(help)), \"markdown\": \(Escape.json(help))}, "
            out += "\"defaultConfiguration\": {\"level\": \"\(d.defaultSeverity.rawValue)\", \"enabled\": \(d.enabledByDefault)}, "
            out += "\"properties\": {\"sources\": [\(d.sources.map(Escape.json).joined(separator: ", "))]"
            if let team { out += ", \"teamRule\": true, \"document\": \(Escape.json(team.documentPath))" }
            out += "}}"
        }
        out += "\n    ]}},\n"
        return out
    }

    /// Each rule's index in `driver`'s `rules` (a result's `ruleIndex`).
    static let ruleIndex: [String: Int] = Dictionary(uniqueKeysWithValues: RuleRegistry.all.enumerated().map { ($0.element.id, $0.offset) })

    public func render(_ report: LintReport) -> String {
        var ruleIndex = Self.ruleIndex
        for (k, r) in teamRules.enumerated() { ruleIndex[r.id] = RuleRegistry.all.count + k }
        var out = "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n  \"runs\": [{\n"
        out += teamRules.isEmpty ? Self.driver : Self.driver(RuleRegistry.all + teamRules.map { $0 as any Rule })
        if let wd = workingDirectory {
            out += "    \"originalUriBaseIds\": {\"\(Self.base)\": {\"uri\": \(Escape.json(Self.fileURI(wd.hasSuffix("/") ? wd : wd + "/")))}},\n"
        }
        out += "    \"results\": ["
        let all = (report.diagnostics + report.suppressed).sorted()
        for (i, d) in all.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "      {\"ruleId\": \(Escape.json(d.ruleID)), "
            if let k = ruleIndex[d.ruleID] { out += "\"ruleIndex\": \(k), " }
            out += "\"level\": \"\(d.severity.rawValue)\", \"message\": {\"text\": \(Escape.json(d.message))}, "
            out += "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": \(artifact(d.path)), "
            out += "\"region\": {\"startLine\": \(max(d.line, 1)), \"startColumn\": \(max(d.column, 1))}}}]"
            if !d.key.isEmpty { out += ", \"partialFingerprints\": {\"\(Self.fingerprint)\": \(Escape.json(d.key))}" }
            if let reason = d.suppressionReason {
                out += ", \"suppressions\": [{\"kind\": \"inSource\", \"justification\": \(Escape.json(reason))}]"
            }
            out += "}"
        }
        out += all.isEmpty ? "]" : "\n    ]"
        out += ",\n    \"invocations\": [{\"executionSuccessful\": \(report.problems.isEmpty), \"toolExecutionNotifications\": ["
        for (i, p) in report.problems.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "      {\"level\": \"error\", \"message\": {\"text\": \(Escape.json(p.message))}, \"locations\": [{\"physicalLocation\": "
            out += "{\"artifactLocation\": \(artifact(p.path))\(p.line.map { ", \"region\": {\"startLine\": \(max($0, 1))}" } ?? "")}}]}"
        }
        out += report.problems.isEmpty ? "]}]\n  }]\n}\n" : "\n    ]}]\n  }]\n}\n"
        return out
    }

    /// A path relative to the working directory, under `%SRCROOT%`; outside it, an absolute `file://` URI.
    func artifact(_ path: String) -> String {
        guard let wd = workingDirectory else { return "{\"uri\": \(Escape.json(Self.percentEncoded(path)))}" }
        let abs = Paths.absolute(path, from: wd)
        if Paths.isInside(abs, wd) && abs != wd {
            return "{\"uri\": \(Escape.json(Self.percentEncoded(Paths.relative(abs, to: wd)))), \"uriBaseId\": \"\(Self.base)\"}"
        }
        return "{\"uri\": \(Escape.json(Self.fileURI(abs)))}"
    }

    static func fileURI(_ absolutePath: String) -> String { "file://" + percentEncoded(absolutePath) }

    /// RFC 3986: everything but unreserved characters and `/` is percent-encoded (UTF-8).
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for b in path.utf8 {
            switch b {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                out += "%" + String(Unicode.Scalar(hex[Int(b >> 4)])) + String(Unicode.Scalar(hex[Int(b & 15)]))
            }
        }
        return out
    }

    /// `typed-throws` → `TypedThrows` (SARIF rule names are identifiers).
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
