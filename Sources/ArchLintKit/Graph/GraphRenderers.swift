/// The formats of `archlint graph`. Each prints the same nodes and edges (a test parses all four
/// and compares them); none prints a time or anything else that changes between runs.
public enum GraphFormat: String, Sendable, CaseIterable {
    case html, mermaid, dot, json

    /// The format an output file's extension names.
    public static func fromExtension(_ path: String) -> GraphFormat? {
        let lower = path.lowercased()
        if lower.hasSuffix(".html") || lower.hasSuffix(".htm") { return .html }
        if lower.hasSuffix(".mmd") || lower.hasSuffix(".mermaid") { return .mermaid }
        if lower.hasSuffix(".dot") || lower.hasSuffix(".gv") { return .dot }
        if lower.hasSuffix(".json") { return .json }
        return nil
    }

    public func render(_ g: ArchitectureGraph) -> String {
        switch self {
        case .json: return GraphText.json(g)
        case .dot: return GraphText.dot(g)
        case .mermaid: return GraphText.mermaid(g)
        case .html: return GraphHTML.render(g)
        }
    }
}

enum GraphText {
    /// `rule-a ×2, rule-b ×1`: the label of a violation edge.
    static func violationLabel(_ e: ArchitectureGraph.Edge) -> String {
        e.rules.map { "\($0.id) ×\($0.count)" }.joined(separator: ", ")
    }

    /// What a node shows: its label, and its findings when it has any.
    static func nodeLabel(_ n: ArchitectureGraph.Node) -> String {
        n.findings > 0 ? "\(n.label) (\(n.findings) finding\(n.findings == 1 ? "" : "s"))" : n.label
    }

    /// The features of a layers graph, in order: the clusters of DOT and the subgraphs of Mermaid.
    static func clusters(_ g: ArchitectureGraph) -> [(feature: String, nodes: [ArchitectureGraph.Node])] {
        guard g.level == .layers else { return [] }
        var by: [String: [ArchitectureGraph.Node]] = [:]
        for n in g.nodes where n.kind == .layer { by[n.feature ?? "", default: []].append(n) }
        return by.keys.sorted().map { ($0, by[$0]!.sorted { ($0.rank, $0.id) < ($1.rank, $1.id) }) }
    }

    // MARK: JSON

    static func json(_ g: ArchitectureGraph) -> String {
        func opt(_ s: String?) -> String { s.map(Escape.json) ?? "null" }
        var out = "{\n  \"schemaVersion\": \(JSONReporter.schemaVersion),\n"
        out += "  \"tool\": {\"name\": \"archlint\", \"version\": \(Escape.json(ArchLint.version))},\n"
        out += "  \"level\": \"\(g.level.rawValue)\",\n  \"feature\": \(opt(g.feature)),\n"
        out += "  \"nodes\": ["
        for (i, n) in g.nodes.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    {\"id\": \(Escape.json(n.id)), \"label\": \(Escape.json(n.label)), \"kind\": \"\(n.kind.rawValue)\", "
            out += "\"feature\": \(opt(n.feature)), \"layer\": \(opt(n.layer)), \"role\": \(opt(n.role)), \"typeKind\": \(opt(n.typeKind)), "
            out += "\"rank\": \(n.rank), \"findings\": \(n.findings)}"
        }
        out += g.nodes.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"edges\": ["
        for (i, e) in g.edges.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    {\"from\": \(Escape.json(e.from)), \"to\": \(Escape.json(e.to)), "
            out += "\"kinds\": [\(e.kinds.map { "\"\($0)\"" }.joined(separator: ", "))], "
            out += "\"imports\": \(e.imports), \"references\": \(e.references), \"conformances\": \(e.conformances), "
            out += "\"violation\": \(e.isViolation), "
            out += "\"rules\": {\(e.rules.map { "\(Escape.json($0.id)): \($0.count)" }.joined(separator: ", "))},\n"
            out += "     \"occurrences\": ["
            out += e.occurrences.map { o in
                "{\"path\": \(Escape.json(o.path)), \"line\": \(o.line), \"column\": \(o.column), \"name\": \(Escape.json(o.name)), \"via\": \"\(o.via)\"}"
            }.joined(separator: ", ")
            out += "],\n     \"findings\": ["
            out += e.findings.map { f in
                "{\"rule\": \(Escape.json(f.ruleID)), \"severity\": \"\(f.severity.rawValue)\", \"path\": \(Escape.json(f.path)), \"line\": \(f.line), \"column\": \(f.column), \"message\": \(Escape.json(f.message))}"
            }.joined(separator: ", ")
            out += "]}"
        }
        out += g.edges.isEmpty ? "],\n" : "\n  ],\n"
        let violations = g.edges.filter(\.isViolation)
        out += "  \"summary\": {\"nodes\": \(g.nodes.count), \"edges\": \(g.edges.count), \"violationEdges\": \(violations.count), "
        out += "\"edgeFindings\": \(violations.reduce(0) { $0 + $1.findings.count }), \"nodeFindings\": \(g.nodes.reduce(0) { $0 + $1.findings }), "
        out += "\"findingsNotDrawn\": \(g.findingsNotDrawn)}\n}\n"
        return out
    }

    // MARK: DOT

    static func dotString(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    static let red = "#c62828"

    static func dot(_ g: ArchitectureGraph) -> String {
        var out = "digraph archlint {\n"
        out += "  graph [rankdir=TB, fontname=\"Helvetica\", label=\(dotString(title(g))), labelloc=t, newrank=true];\n"
        out += "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f5f7fa\", color=\"#5b6b7f\", fontname=\"Helvetica\", fontsize=11];\n"
        out += "  edge [color=\"#7b8794\", fontname=\"Helvetica\", fontsize=9];\n"
        func node(_ n: ArchitectureGraph.Node, indent: String) -> String {
            var attrs = "label=\(dotString(nodeLabel(n)))"
            if n.kind == .external { attrs += ", style=\"dashed\"" }
            if n.findings > 0 { attrs += ", color=\"\(red)\", penwidth=2" }
            return "\(indent)\(dotString(n.id)) [\(attrs)];\n"
        }
        let clustered = clusters(g)
        var inCluster = Set<String>()
        for (i, c) in clustered.enumerated() {
            out += "  subgraph cluster_\(i) {\n    label=\(dotString(c.feature));\n    style=\"rounded\";\n    color=\"#c0c8d2\";\n"
            for n in c.nodes {
                out += node(n, indent: "    ")
                inCluster.insert(n.id)
            }
            out += "  }\n"
        }
        for n in g.nodes where !inCluster.contains(n.id) { out += node(n, indent: "  ") }
        for e in g.edges {
            var attrs: [String] = []
            if e.isViolation {
                attrs += ["color=\"\(red)\"", "fontcolor=\"\(red)\"", "penwidth=2", "label=\(dotString(violationLabel(e)))"]
            } else if e.imports + e.references + e.conformances > 1 {
                attrs.append("label=\(dotString(String(e.imports + e.references + e.conformances)))")
            }
            if e.conformances > 0 && e.references == 0 && e.imports == 0 { attrs.append("style=dashed") }
            out += "  \(dotString(e.from)) -> \(dotString(e.to))\(attrs.isEmpty ? "" : " [" + attrs.joined(separator: ", ") + "]");\n"
        }
        out += "}\n"
        return out
    }

    static func title(_ g: ArchitectureGraph) -> String {
        switch g.level {
        case .features: return "archlint graph: features"
        case .layers: return "archlint graph: layers"
        case .types: return "archlint graph: types of \(g.feature ?? "")"
        }
    }

    // MARK: Mermaid

    /// Mermaid's node text: in double quotes, with `"` as `#quot;` (its entity syntax).
    static func mermaidText(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars { if c == "\"" { out += "#quot;" } else { out.unicodeScalars.append(c) } }
        return out + "\""
    }

    static func mermaid(_ g: ArchitectureGraph) -> String {
        var ids: [String: String] = [:]
        for (i, n) in g.nodes.enumerated() { ids[n.id] = "n\(i)" }
        var out = "flowchart TB\n"
        // Which archlint node each Mermaid id is (comments: GitHub does not show them).
        for n in g.nodes { out += "  %% \(ids[n.id]!): \(n.id)\n" }
        let clustered = clusters(g)
        var inCluster = Set<String>()
        for (i, c) in clustered.enumerated() {
            out += "  subgraph f\(i)[\(mermaidText(c.feature))]\n"
            for n in c.nodes {
                out += "    \(ids[n.id]!)[\(mermaidText(nodeLabel(n)))]\n"
                inCluster.insert(n.id)
            }
            out += "  end\n"
        }
        for n in g.nodes where !inCluster.contains(n.id) {
            out += "  \(ids[n.id]!)\(n.kind == .external ? "([" + mermaidText(nodeLabel(n)) + "])" : "[" + mermaidText(nodeLabel(n)) + "]")\n"
        }
        var violating: [Int] = []
        for (i, e) in g.edges.enumerated() {
            let arrow = e.conformances > 0 && e.references == 0 && e.imports == 0 ? "-.->" : "-->"
            if e.isViolation {
                violating.append(i)
                out += "  \(ids[e.from]!) \(arrow)|\(mermaidText(violationLabel(e)))| \(ids[e.to]!)\n"
            } else {
                out += "  \(ids[e.from]!) \(arrow) \(ids[e.to]!)\n"
            }
        }
        out += "  classDef findings stroke:\(red),stroke-width:2px\n"
        out += "  classDef external stroke-dasharray:4 3\n"
        let withFindings = g.nodes.filter { $0.findings > 0 }.map { ids[$0.id]! }
        if !withFindings.isEmpty { out += "  class \(withFindings.joined(separator: ",")) findings\n" }
        let externals = g.nodes.filter { $0.kind == .external }.map { ids[$0.id]! }
        if !externals.isEmpty { out += "  class \(externals.joined(separator: ",")) external\n" }
        if !violating.isEmpty {
            out += "  linkStyle \(violating.map(String.init).joined(separator: ",")) stroke:\(red),stroke-width:2px,color:\(red)\n"
        }
        return out
    }
}
