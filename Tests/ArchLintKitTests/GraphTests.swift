import Foundation
import Testing
@testable import ArchLintKit

/// `archlint graph`: the picture agrees with the lint, its four formats describe one graph, the
/// output is deterministic, and the HTML layout keeps every box and label apart.
@Suite("Graph")
struct GraphTests {
    /// The trees with dependency findings: the violation fixtures, layout fixtures whose manifests
    /// and imports break layer-dependencies, and the team-rule app (feature-isolation).
    static let trees: [(path: String, config: String?)] = [
        ("Fixtures/Violations", nil),
        ("Fixtures/Reference", nil),
        ("Fixtures/Layouts/PackagePerLayer", "Fixtures/Layouts/PackagePerLayer/.archlint.yml"),
        ("Fixtures/Layouts/ComponentPackages", "Fixtures/Layouts/ComponentPackages/.archlint.yml"),
        ("Fixtures/Layouts/LayerFolders", "Fixtures/Layouts/LayerFolders/.archlint.yml"),
        ("Fixtures/TeamRules/App", "Fixtures/TeamRules/App/.archlint.yml"),
    ]

    static func args(_ tree: (path: String, config: String?), _ extra: [String]) -> [String] {
        ["graph", "--quiet"] + extra + (tree.config.map { ["--config", Repo.path($0)] } ?? ["--no-config"]) + [Repo.path(tree.path)]
    }

    static func lintArgs(_ tree: (path: String, config: String?)) -> [String] {
        ["--quiet", "--reporter", "json"] + (tree.config.map { ["--config", Repo.path($0)] } ?? ["--no-config"]) + [Repo.path(tree.path)]
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// What `archlint` reports that is about a dependency, read from its JSON report (rule and
    /// message), independently of the graph's own bookkeeping.
    static func isDependencyFinding(rule: String, message: String) -> Bool {
        switch rule {
        case "domain-independent", "no-dto-in-domain", "layer-dependencies", "viewmodel-uses-usecases", "usecase-depends-on-contracts",
             // The team-rule app's `kind: dependencies` rules.
             "feature-isolation", "domain-imports-foundation-only":
            return true
        case "dto-anemic": return message.contains("references the Domain type")
        case "domain-model-no-infrastructure": return message.hasPrefix("Domain file imports")
        default: return false
        }
    }

    struct Spot: Hashable, CustomStringConvertible {
        var rule: String, path: String, line: Int, column: Int
        var description: String { "\(rule) \(path):\(line):\(column)" }
    }

    @Test("Every red edge's findings are dependency findings that `archlint` reports, and every such finding is on exactly one red edge", arguments: [0, 2, 3, 5])
    func redEdgesEqualFindings(_ i: Int) throws {
        let tree = Self.trees[i]
        let lint = run(Self.lintArgs(tree))
        #expect(lint.status != 2, "\(lint.err)")
        let report = try Self.json(lint.out)
        var expected: [Spot] = []
        for d in report["diagnostics"] as? [[String: Any]] ?? [] where (d["suppressed"] as? Bool) != true {
            let rule = d["rule"] as! String
            if Self.isDependencyFinding(rule: rule, message: d["message"] as! String) {
                expected.append(Spot(rule: rule, path: d["path"] as! String, line: d["line"] as! Int, column: d["column"] as! Int))
            }
        }
        #expect(!expected.isEmpty, "\(tree.path) has dependency findings to draw")
        let g = run(Self.args(tree, ["--format", "json"]))
        #expect(g.status == 0, "\(g.err)")
        let graph = try Self.json(g.out)
        var drawn: [Spot] = []
        for e in graph["edges"] as? [[String: Any]] ?? [] {
            let findings = e["findings"] as? [[String: Any]] ?? []
            #expect((e["violation"] as? Bool) == !findings.isEmpty)
            for f in findings {
                drawn.append(Spot(rule: f["rule"] as! String, path: f["path"] as! String, line: f["line"] as! Int, column: f["column"] as! Int))
            }
        }
        #expect(drawn.count == Set(drawn).count, "a finding on two edges")
        #expect(Set(drawn) == Set(expected), "red edges: \(Set(drawn).subtracting(expected)); not drawn: \(Set(expected).subtracting(drawn))")
    }

    @Test("The reference library draws no red edge and no node with findings")
    func referenceIsClean() throws {
        for level in ["features", "layers"] {
            let graph = try Self.json(run(Self.args(Self.trees[1], ["--format", "json", "--level", level])).out)
            let edges = graph["edges"] as? [[String: Any]] ?? []
            #expect(!edges.isEmpty)
            #expect(edges.allSatisfy { ($0["violation"] as? Bool) == false })
            #expect((graph["nodes"] as? [[String: Any]] ?? []).allSatisfy { ($0["findings"] as? Int) == 0 })
        }
    }

    // MARK: Four formats, one graph

    struct Shape: Equatable, CustomStringConvertible {
        var nodes: Set<String>
        var edges: Set<String>
        var red: Set<String>
        var description: String { "nodes \(nodes.sorted())\nedges \(edges.sorted())\nred \(red.sorted())" }
    }

    static func shapeOfJSON(_ text: String) throws -> Shape {
        let g = try json(text)
        var s = Shape(nodes: [], edges: [], red: [])
        for n in g["nodes"] as? [[String: Any]] ?? [] { s.nodes.insert(n["id"] as! String) }
        for e in g["edges"] as? [[String: Any]] ?? [] {
            let k = "\(e["from"] as! String) -> \(e["to"] as! String)"
            s.edges.insert(k)
            if e["violation"] as? Bool == true { s.red.insert(k) }
        }
        return s
    }

    static func unquoteDOT(_ s: Substring) -> String {
        var out = ""
        var escaped = false
        for c in s.dropFirst().dropLast() {
            if escaped { out.append(c); escaped = false } else if c == "\\" { escaped = true } else { out.append(c) }
        }
        return out
    }

    /// DOT: node statements `"id" [...]`, edge statements `"a" -> "b" [...]`; red edges carry the red colour.
    static func shapeOfDOT(_ text: String) -> Shape {
        var s = Shape(nodes: [], edges: [], red: [])
        let quoted = try! NSRegularExpression(pattern: #"^\s*("(?:[^"\\]|\\.)*")(?:\s*->\s*("(?:[^"\\]|\\.)*"))?\s*(\[.*\])?;$"#)
        for line in text.split(separator: "\n") {
            let l = String(line)
            guard let m = quoted.firstMatch(in: l, range: NSRange(l.startIndex..., in: l)) else { continue }
            let a = unquoteDOT(l[Range(m.range(at: 1), in: l)!][...])
            if m.range(at: 2).location != NSNotFound {
                let b = unquoteDOT(l[Range(m.range(at: 2), in: l)!][...])
                s.edges.insert("\(a) -> \(b)")
                if l.contains("color=\"\(GraphText.red)\"") { s.red.insert("\(a) -> \(b)") }
            } else {
                s.nodes.insert(a)
            }
        }
        return s
    }

    /// Mermaid, by the grammar subset archlint writes: every line must be one of these forms.
    static func shapeOfMermaid(_ text: String) throws -> Shape {
        var lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "flowchart TB")
        lines.removeFirst()
        func re(_ p: String) -> NSRegularExpression { try! NSRegularExpression(pattern: "^" + p + "$") }
        let idComment = re(#"  %% (n\d+): (.+)"#)
        let subgraph = re(#"  subgraph (f\d+)\["[^"]*"\]"#)
        let node = re(#" {2,4}(n\d+)(?:\["[^"]*"\]|\(\["[^"]*"\]\))"#)
        let end = re(#"  end"#)
        let edge = re(#"  (n\d+) (-->|-\.->)(?:\|"[^"]*"\|)? (n\d+)"#)
        let classDef = re(#"  classDef \w+ [\w:#,.\- ]+"#)
        let classLine = re(#"  class (n\d+(?:,n\d+)*) \w+"#)
        let linkStyle = re(#"  linkStyle (\d+(?:,\d+)*) [\w:#,.\-]+"#)
        var ids: [String: String] = [:]
        var declared = Set<String>()
        var edgeList: [(String, String)] = []
        var redIndices: [Int] = []
        var depth = 0
        for l in lines {
            let r = NSRange(l.startIndex..., in: l)
            func group(_ m: NSTextCheckingResult, _ k: Int) -> String { String(l[Range(m.range(at: k), in: l)!]) }
            if let m = idComment.firstMatch(in: l, range: r) { ids[group(m, 1)] = group(m, 2) }
            else if subgraph.firstMatch(in: l, range: r) != nil { #expect(depth == 0); depth += 1 }
            else if end.firstMatch(in: l, range: r) != nil { #expect(depth == 1); depth -= 1 }
            else if let m = node.firstMatch(in: l, range: r) { declared.insert(group(m, 1)) }
            else if let m = edge.firstMatch(in: l, range: r) { edgeList.append((group(m, 1), group(m, 3))) }
            else if classDef.firstMatch(in: l, range: r) != nil {}
            else if let m = classLine.firstMatch(in: l, range: r) {
                for n in group(m, 1).split(separator: ",") { #expect(declared.contains(String(n)), "class names an undeclared node") }
            } else if let m = linkStyle.firstMatch(in: l, range: r) {
                redIndices += group(m, 1).split(separator: ",").map { Int($0)! }
            } else {
                Issue.record("not in archlint's Mermaid subset: \(l)")
            }
        }
        #expect(depth == 0)
        #expect(Set(ids.keys) == declared, "every node declared once, with its id comment")
        var s = Shape(nodes: Set(ids.values), edges: [], red: [])
        for (i, (a, b)) in edgeList.enumerated() {
            #expect(declared.contains(a) && declared.contains(b), "an edge between undeclared nodes")
            let k = "\(ids[a] ?? a) -> \(ids[b] ?? b)"
            s.edges.insert(k)
            if redIndices.contains(i) { s.red.insert(k) }
        }
        #expect(redIndices.allSatisfy { $0 < edgeList.count })
        return s
    }

    /// HTML: `.node` groups with `data-id`, `.edge-group`s with `data-from`/`data-to`, red ones
    /// holding a `violation` path.
    static func shapeOfHTML(_ text: String) -> Shape {
        var s = Shape(nodes: [], edges: [], red: [])
        let nodeRE = try! NSRegularExpression(pattern: #"<g class="node[^"]*" id="n\d+" data-id="([^"]*)""#)
        let edgeRE = try! NSRegularExpression(pattern: #"<g class="edge-group" id="e\d+" data-from="([^"]*)" data-to="([^"]*)"[^>]*><path class="([^"]*)""#)
        let r = NSRange(text.startIndex..., in: text)
        func unescape(_ s: String) -> String {
            s.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
        }
        for m in nodeRE.matches(in: text, range: r) { s.nodes.insert(unescape(String(text[Range(m.range(at: 1), in: text)!]))) }
        for m in edgeRE.matches(in: text, range: r) {
            let k = "\(unescape(String(text[Range(m.range(at: 1), in: text)!]))) -> \(unescape(String(text[Range(m.range(at: 2), in: text)!])))"
            s.edges.insert(k)
            if text[Range(m.range(at: 3), in: text)!].split(separator: " ").contains("violation") { s.red.insert(k) }
        }
        return s
    }

    @Test("JSON, DOT, Mermaid and HTML describe the same nodes, edges and red edges, at every level")
    func formatsAgree() throws {
        for tree in Self.trees {
            var levels: [[String]] = [["--level", "features"], ["--level", "layers"]]
            if tree.path == "Fixtures/Violations" { levels.append(["--level", "types", "--feature", "Species"]) }
            if tree.path == "Fixtures/Reference" { levels.append(["--level", "types", "--feature", "Character", "--tests"]) }
            for level in levels {
                let j = try Self.shapeOfJSON(run(Self.args(tree, level + ["--format", "json"])).out)
                #expect(!j.nodes.isEmpty, "\(tree.path) \(level)")
                let d = Self.shapeOfDOT(run(Self.args(tree, level + ["--format", "dot"])).out)
                let m = try Self.shapeOfMermaid(run(Self.args(tree, level + ["--format", "mermaid"])).out)
                let h = Self.shapeOfHTML(run(Self.args(tree, level + ["--format", "html"])).out)
                #expect(d == j, "DOT of \(tree.path) \(level)")
                #expect(m == j, "Mermaid of \(tree.path) \(level)")
                #expect(h == j, "HTML of \(tree.path) \(level)")
            }
        }
    }

    @Test("The same tree gives byte-identical output in every format, whatever the thread count")
    func deterministic() {
        for format in GraphFormat.allCases {
            let a = run(Self.args(Self.trees[0], ["--format", format.rawValue, "--threads", "1"])).out
            let b = run(Self.args(Self.trees[0], ["--format", format.rawValue, "--threads", "4"])).out
            #expect(!a.isEmpty && a == b, "\(format)")
        }
    }

    @Test("The HTML is self-contained: no URL is fetched, and a Content-Security-Policy forbids any request")
    func selfContained() {
        let html = run(Self.args(Self.trees[0], ["--format", "html"])).out
        #expect(html.contains("content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'\""))
        for bad in ["src=\"http", "href=\"http", "url(http", "@import", "<link", "src=\"//"] { #expect(!html.contains(bad), "\(bad)") }
        // The only URL is the SVG namespace, which is a name, not a request.
        let urls = html.components(separatedBy: "://").count - 1
        #expect(urls == 1 && html.contains("xmlns=\"http://www.w3.org/2000/svg\""))
    }

    // MARK: Layout

    /// A project of `features` features (three layers each, every one referencing the next feature's
    /// Domain, one violation per feature) or one feature of `types` types.
    static func synthetic(features: Int, typesInOne: Int) -> (ProjectIndex, LintReport) {
        var contents: [(path: String, bytes: [UInt8])] = []
        for f in 0..<features {
            let name = "Feature\(f)WithALongerName"
            let next = "Feature\((f + 1) % features)WithALongerName"
            contents.append(("Features/\(name)/Sources/Domain/Models/\(name)Model.swift", Array("struct \(name)Model: Equatable, Sendable { let id: Int; let other: \(next)Model?; let dto: \(name)DTO? }\n".utf8)))
            contents.append(("Features/\(name)/Sources/Data/DTOs/\(name)DTO.swift", Array("struct \(name)DTO: Decodable { let id: Int }\n".utf8)))
            contents.append(("Features/\(name)/Sources/Presentation/\(name)ViewModel.swift", Array("final class \(name)ViewModel { var model: \(name)Model?; var next: \(next)Model?; var raw: \(next)DTO? }\n".utf8)))
        }
        if typesInOne > 0 {
            for t in 0..<typesInOne {
                let role = ["Domain/Models", "Domain/UseCases", "Data/Repositories", "Data/DataSources", "Presentation", "Data/DTOs"][t % 6]
                let next = "Type\((t + 1) % typesInOne)WithQuiteALongName"
                let suffix = role == "Data/DTOs" ? "DTO" : ""
                contents.append(("Features/Big/Sources/\(role)/Type\(t)WithQuiteALongName\(suffix).swift",
                                 Array("struct Type\(t)WithQuiteALongName\(suffix) { let next: \(next)?; let dto: Type5WithQuiteALongNameDTO? }\n".utf8)))
            }
        }
        var selection = LintSelection()
        selection.extraNeeds = RuleNeeds(typeReferences: .allLayers)
        selection.keepsDependencies = true
        let (report, index) = Linter.lintWithIndex(contents: contents, configuration: Configuration(), selection: selection)
        return (index, report)
    }

    @Test("References are resolved in parallel and the graph is the same for any number of threads (400 files)")
    func parallelResolution() {
        let (index, report) = Self.synthetic(features: 140, typesInOne: 0)
        #expect(index.files.count >= 400)
        for level in [ArchitectureGraph.Level.features, .layers] {
            let one = ArchitectureGraph.build(index, report: report, options: .init(level: level), threads: 1)
            #expect(one.edges.count >= 140, "\(level)")
            for threads in [2, 3, 8] {
                #expect(ArchitectureGraph.build(index, report: report, options: .init(level: level), threads: threads) == one, "\(level), \(threads) threads")
            }
            let workers = ArchitectureGraph.Resolver.resolveAll(index, options: .init(level: level), threads: 4)
            #expect(workers.map { $0.map(\.target) } == ArchitectureGraph.Resolver.resolveAll(index, options: .init(level: level), threads: 1).map { $0.map(\.target) })
        }
    }

    static func expectNoOverlaps(_ g: ArchitectureGraph, _ what: String) {
        let layout = GraphLayout(g)
        let boxes = layout.boxes
        var overlaps: [String] = []
        for i in boxes.indices {
            for j in boxes.indices where j > i && boxes[i].rect.overlaps(boxes[j].rect) {
                overlaps.append("\(boxes[i].what) / \(boxes[j].what)")
            }
            #expect(boxes[i].rect.x >= 0 && boxes[i].rect.y >= 0 && boxes[i].rect.maxX <= layout.width && boxes[i].rect.maxY <= layout.height,
                    "\(what): \(boxes[i].what) outside the picture")
        }
        #expect(overlaps.isEmpty, "\(what): \(overlaps.prefix(5))")
    }

    @Test("At 30 features and at 60 types in one feature, no box, heading or label overlaps another")
    func legibleAtScale() {
        let (index, report) = Self.synthetic(features: 30, typesInOne: 0)
        for level in [ArchitectureGraph.Level.features, .layers] {
            let g = ArchitectureGraph.build(index, report: report, options: .init(level: level))
            #expect(g.nodes.filter { $0.kind != .external }.count == (level == .features ? 30 : 90), "\(level)")
            #expect(g.edges.contains { $0.isViolation }, "\(level) has violation labels to place")
            Self.expectNoOverlaps(g, "30 features, \(level)")
        }
        let (bigIndex, bigReport) = Self.synthetic(features: 0, typesInOne: 60)
        let types = ArchitectureGraph.build(bigIndex, report: bigReport, options: .init(level: .types, feature: "Big"))
        #expect(types.nodes.filter { $0.kind == .type }.count == 60)
        #expect(types.edges.count >= 60)
        Self.expectNoOverlaps(types, "60 types")
        // The fixtures too.
        for tree in Self.trees {
            let text = run(Self.args(tree, ["--format", "json"])).out
            #expect(text.contains("\"nodes\""))
        }
    }

    // MARK: Levels and command line

    @Test("Types: the feature's ViewModels, UseCase contracts and implementations, repositories and data sources, with conformances; mocks only with --tests")
    func typesLevel() throws {
        let tree = Self.trees[1]
        let g = try Self.shapeOfJSON(run(Self.args(tree, ["--level", "types", "--feature", "Character", "--format", "json"])).out)
        #expect(g.nodes.contains("type:CharacterListViewModel") || g.nodes.contains { $0.hasSuffix("ViewModel") })
        #expect(g.nodes.contains("type:GetCharacterUseCaseContract") && g.nodes.contains("type:GetCharacterUseCase"))
        #expect(g.edges.contains("type:GetCharacterUseCase -> type:GetCharacterUseCaseContract"))
        #expect(g.edges.contains("type:GetCharacterUseCase -> type:CharacterRepositoryContract"))
        #expect(!g.nodes.contains { $0.hasSuffix("Mock") })
        let json = try Self.json(run(Self.args(tree, ["--level", "types", "--feature", "Character", "--format", "json"])).out)
        let conformance = (json["edges"] as? [[String: Any]] ?? []).first { ($0["from"] as? String) == "type:GetCharacterUseCase" && ($0["to"] as? String) == "type:GetCharacterUseCaseContract" }
        #expect((conformance?["kinds"] as? [String]) == ["conformance"])
        let withTests = try Self.shapeOfJSON(run(Self.args(tree, ["--level", "types", "--feature", "Character", "--tests", "--format", "json"])).out)
        #expect(withTests.nodes.contains { $0.hasSuffix("Mock") })
    }

    @Test("Features: one node per feature and the dependencies between them")
    func featuresLevel() throws {
        let g = try Self.shapeOfJSON(run(Self.args(Self.trees[1], ["--level", "features", "--format", "json"])).out)
        #expect(g.nodes == ["feature:Character", "feature:Episode"])
        #expect(g.edges == ["feature:Character -> feature:Episode"])
    }

    @Test("Usage errors and input problems exit 2; violations exit 1 only with --fail-on-violations")
    func exitStatus() {
        let v = Repo.path("Fixtures/Violations")
        #expect(run(["graph", "--quiet", "--no-config", "--format", "json", v]).status == 0)
        #expect(run(["graph", "--quiet", "--no-config", "--format", "json", "--fail-on-violations", v]).status == 1)
        #expect(run(["graph", "--quiet", "--no-config", "--format", "json", "--fail-on-violations", Repo.path("Fixtures/Reference")]).status == 0)
        let noFeature = run(["graph", "--no-config", "--level", "types", v])
        #expect(noFeature.status == 2 && noFeature.err.contains("--feature NAME"))
        let unknown = run(["graph", "--no-config", "--level", "types", "--feature", "Nope", v])
        #expect(unknown.status == 2 && unknown.err.contains("no feature `Nope`") && unknown.err.contains("Species"))
        #expect(run(["graph", "--no-config", "-o", "/tmp/x.png", v]).status == 2)
        #expect(run(["graph", "--no-config", "--format", "svg", v]).status == 2)
        #expect(run(["graph", "--no-config", "--level", "modules", v]).status == 2)
        #expect(run(["graph", "--no-config", Repo.path("Fixtures/DoesNotExist")]).status == 2)
        let s = Scratch()
        s.writeBytes("Features/A/Sources/Domain/Bad.swift", [0x73, 0xff, 0xfe])
        let bad = run(["graph", "--no-config", s.path])
        #expect(bad.status == 2 && bad.err.contains("Bad.swift"))
        // -o picks the format from the extension and writes atomically.
        let out = s.path + "/graph.dot"
        let r = run(["graph", "--no-config", "-o", out, v])
        #expect(r.status == 0 && r.err.contains("→ \(out)"))
        #expect(((try? String(contentsOfFile: out, encoding: .utf8)) ?? "").hasPrefix("digraph archlint {"))
    }

    @Test("An empty picture (no file in a layer) is a warning and exit 1, never a silent success; a Tuist app's imports of its helper-built modules are edges")
    func emptyPicture() {
        let empty = run(["graph", "--no-config", "--format", "json", Repo.path("Fixtures/Layouts/Unrecognised")])
        #expect(empty.status == 1 && empty.err.contains("warning: the picture is empty") && empty.err.contains("archlint init"), "\(empty.err)")
        let s = Scratch()
        let helper = "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project.module(name: \"X\")\n"
        s.write("Projects/Domain/AuthDomain/Project.swift", helper)
        s.write("Projects/Domain/AuthDomain/Sources/UseCase/SigninUseCase.swift", "public protocol SigninUseCase: Sendable {\n    func execute() async throws\n}\n")
        s.write("Projects/Data/AuthData/Project.swift", helper)
        s.write("Projects/Data/AuthData/Sources/Repository/AuthRepositoryImpl.swift", "import AuthDomain\n\nstruct AuthRepositoryImpl {}\n")
        let g = run(["graph", "--no-config", "--format", "json", s.path])
        #expect(g.status == 0, "\(g.err)")
        let shape = try? Self.shapeOfJSON(g.out)
        #expect(shape?.edges == ["layer:Auth/Data -> layer:Auth/Domain"], "\(String(describing: shape))")
    }

    @Test("Waivers and the baseline apply: a baselined finding is not drawn")
    func baselineApplies() throws {
        let s = Scratch()
        let baseline = s.path + "/baseline.json"
        let v = Repo.path("Fixtures/Violations")
        // In one working directory throughout: the baseline's paths are relative to it, and the
        // working directory is the process's (another test changing it between these runs made
        // every finding new to the baseline).
        #expect(run(in: s.path, ["--quiet", "--no-config", "--write-baseline", baseline, v]).status != 2)
        let g = try Self.shapeOfJSON(run(in: s.path, ["graph", "--quiet", "--no-config", "--format", "json", "--baseline", baseline, v]).out)
        #expect(g.red.isEmpty && !g.edges.isEmpty)
        #expect(run(in: s.path, ["graph", "--quiet", "--no-config", "--format", "json", "--baseline", baseline, "--fail-on-violations", v]).status == 0)
    }
}
