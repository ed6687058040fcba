import Foundation
import Testing
@testable import ArchLintKit

/// Team rules: documents with a `check:` block, loaded from `rule_documents`, run like built-in rules.
@Suite("Team rules")
struct TeamRuleTests {
    static func load(_ relative: String) -> TeamRule {
        let rules = loadAll(relative)
        guard let r = rules.first else { fatalError("\(relative) is no team rule") }
        return r
    }

    static func loadAll(_ relative: String) -> [TeamRule] {
        switch TeamRuleLoader.loadDocument(Repo.path(relative), display: relative, base: "") {
        case .success(let r): return r
        case .failure(let p): fatalError(p.rendered)
        }
    }

    static let catalog: [String] = {
        (try? FileManager.default.contentsOfDirectory(atPath: Repo.path("Fixtures/TeamRules/Catalog")))?.filter { $0.hasSuffix(".md") }.sorted() ?? []
    }()

    static let appDocuments: [String] = {
        (try? FileManager.default.contentsOfDirectory(atPath: Repo.path("Fixtures/TeamRules/App/docs/rules")))?
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted() ?? []
    }()

    static func lintTree(_ tree: String, _ configuration: Configuration) -> LintReport {
        let files = FileSystem.collectSwiftFiles([Repo.path(tree)]).files
        return Linter.lint(files: files, configuration: configuration, threads: 2)
    }

    /// Each built-in rule, the team documents that re-express it, and which of the built-in rule's
    /// findings they cover (a message filter for the documents that state one half of a rule).
    static let reexpressed: [(builtin: String, team: [String], only: String?)] = [
        ("contract-sendable", ["team-contract-sendable"], nil),
        ("contract-suffix", ["team-contract-suffix"], nil),
        ("domain-model-immutable", ["team-domain-model-immutable"], nil),
        ("usecase-async", ["team-usecase-async"], nil),
        ("typed-throws", ["team-typed-throws"], "contract"),
        ("usecase-single-execute", ["team-usecase-single-execute", "team-usecase-single-execute-impl"], nil),
        ("layer-dependencies", ["team-layer-dependencies"], nil),
        ("domain-model-no-infrastructure", ["team-domain-model-no-infrastructure-imports"], "imports"),
        ("viewmodel-uses-usecases", ["team-viewmodel-networking"], "URLSession|URLRequest|JSONDecoder"),
        ("no-dto-in-domain", ["team-no-dto-in-domain-names", "team-no-dto-in-domain-types"], nil),
    ]

    @Test("Every re-expressed built-in rule: the team documents report exactly the built-in findings, line by line, on the violation and reference trees",
          arguments: reexpressed.map(\.builtin))
    func catalogMatchesBuiltIn(builtin: String) throws {
        let entry = Self.reexpressed.first { $0.builtin == builtin }!
        let rules = entry.team.map { Self.load("Fixtures/TeamRules/Catalog/\($0).md") }
        var total = 0
        for tree in ["Fixtures/Violations", "Fixtures/Reference"] {
            var b = Configuration()
            b.onlyRules = [builtin]
            let filter = try entry.only.map { try NSRegularExpression(pattern: $0) }
            let expected = Set(Self.lintTree(tree, b).diagnostics.filter { d in
                d.ruleID == builtin && (filter.map { $0.firstMatch(in: d.message, range: NSRange(d.message.startIndex..., in: d.message)) != nil } ?? true)
            }.map { "\($0.path):\($0.line)" })
            var t = Configuration()
            t.teamRules = rules
            t.onlyRules = Set(entry.team)
            let found = Set(Self.lintTree(tree, t).diagnostics.map { "\($0.path):\($0.line)" })
            #expect(found == expected, "\(tree): missing \(expected.subtracting(found).sorted()), extra \(found.subtracting(expected).sorted())")
            total += expected.count
        }
        // A comparison that finds nothing on both sides proves nothing, except for rules the trees do not break.
        if builtin != "layer-dependencies" { #expect(total > 0, "the violation tree has no finding of \(builtin)") }
    }

    @Test("At least eight built-in rules are re-expressed and eight new rules written, each a document with passing examples")
    func counts() {
        #expect(Self.reexpressed.count >= 8)
        #expect(Self.appDocuments.count >= 8)
        #expect(Set(Self.reexpressed.flatMap(\.team)) == Set(Self.catalog.map { String($0.dropLast(3)) }))
    }

    @Test("Every team document's examples pass (archlint test-rules)", arguments: catalog.map { "Fixtures/TeamRules/Catalog/" + $0 } + appDocuments.map { "Fixtures/TeamRules/App/docs/rules/" + $0 })
    func examplesPass(path: String) throws {
        let rule = Self.load(path)
        let results = try TestRulesCommand.run(rule, base: Configuration()).get()
        #expect(results.count >= 2)
        for r in results { #expect(r.passed, "\(path):\(r.example.line) \(r.example.title)\n\(r.detail)") }
    }

    @Test("The team-rule tree reports exactly its `// expect:` markers with its own .archlint.yml")
    func appTree() throws {
        let dir = Repo.path("Fixtures/TeamRules/App")
        let (status, out, err) = run(in: dir, ["--reporter", "json", "."])
        #expect(status == 1, "\(err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        let found = diagnostics.map { "\($0["path"]!):\($0["line"]!) \($0["rule"]!)" }.sorted()
        var expected: [String] = []
        for f in FileSystem.collectSwiftFiles([dir]).files {
            let text = try String(contentsOfFile: f, encoding: .utf8)
            let rel = String(f.dropFirst(dir.count + 1))
            for m in RuleDocumentModel.markers(in: text) { for id in m.rules { expected.append("\(rel):\(m.line) \(id)") } }
        }
        #expect(found == expected.sorted())
        #expect(expected.count >= 9)
    }

    @Test("An Incorrect example without its finding, or a Correct example with one, fails test-rules with exit 1")
    func failingExample() throws {
        let s = Scratch()
        var text = try String(contentsOfFile: Repo.path("Fixtures/TeamRules/App/docs/rules/no-print.md"), encoding: .utf8)
        text = text.replacingOccurrences(of: "        print(\"loading\") // expect: no-print", with: "        _ = \"loading\" // expect: no-print")
        try text.write(toFile: s.path + "/no-print.md", atomically: true, encoding: .utf8)
        let (status, out, _) = run(in: s.path, ["test-rules", "no-print.md"])
        #expect(status == 1)
        #expect(out.contains("FAIL  no-print"))
        #expect(out.contains("expected a finding at Features/Feed/Sources/Data/Repositories/FeedRepository.swift:3, got none"))
    }

    static let header = "---\nid: my-rule\ntitle: A rule\nseverity: error\ncheck:\n"
    static let examples = "---\n\n**Incorrect:**\n\n```swift path=A/Sources/Domain/X.swift\nimport Combine // expect: my-rule\n```\n\n**Correct:**\n\n```swift path=A/Sources/Domain/X.swift\nimport Foundation\n```\n"
    static let goodCheck = "  kind: dependencies\n  from: {layer: domain}\n  forbid: {module: [Combine]}\n  message: \"no {target}\"\n"

    @Test("Malformed team documents are configuration errors at their file and line (exit 2)", arguments: [
        (header.replacingOccurrences(of: "my-rule", with: "typed-throws") + goodCheck + examples, 2, "id of a built-in rule"),
        (header + goodCheck + "  colour: red\n" + examples, 10, "unknown key `check.colour`"),
        (header + "  kind: declarations\n  select: {kind: protocol, name: \"Foo-*\"}\n  require: {name: \"*Contract\"}\n  message: m\n" + examples, 7, "is not a name pattern"),
        (header + goodCheck + "---\n\nNo examples at all.\n", 5, "has no examples"),
        (header + "  kind: dependencies\n  from: {layer: domain}\n  forbid: {module: [UIKit]}\n  message: \"no {colour}\"\n" + examples, 9, "`{colour}` is not a placeholder"),
        (header + "  kind: graphs\n  message: m\n" + examples, 6, "must be dependencies, declarations or identifiers"),
        (header + "  kind: dependencies\n  from: {layer: domian}\n  forbid: {module: [UIKit]}\n  message: m\n" + examples, 7, "unknown layer `domian`"),
        (header + "  kind: dependencies\n  from: {layer: domain}\n  forbid: {feature: \"!{f}\"}\n  message: m\n" + examples, 5, "never bound in `from:`"),
        (header + "  kind: declarations\n  select: {kind: protocol, path: \"a/**b\"}\n  require: {name: \"*Contract\"}\n  message: m\n" + examples, 7, "unknown key `select.path`"),
        (header + "  kind: declarations\n  select: {in: {path: \"a/**b\"}}\n  require: {name: \"*Contract\"}\n  message: m\n" + examples, 7, "`**` must be a whole folder name"),
        (header + "  kind: identifiers\n  in: {layer: presentation}\n  message: m\n" + examples, 5, "needs `forbid:`"),
    ])
    func malformed(text: String, line: Int, message: String) throws {
        let s = Scratch()
        try FileManager.default.createDirectory(atPath: s.path + "/docs", withIntermediateDirectories: true)
        try text.write(toFile: s.path + "/docs/my-rule.md", atomically: true, encoding: .utf8)
        try "rule_documents: [docs]\n".write(toFile: s.path + "/.archlint.yml", atomically: true, encoding: .utf8)
        let (status, _, err) = run(in: s.path, ["."])
        #expect(status == 2)
        #expect(err.contains("docs/my-rule.md:\(line): error: "), "\(err)")
        #expect(err.contains(message), "\(err)")
        let (testStatus, _, testErr) = run(in: s.path, ["test-rules"])
        #expect(testStatus == 2)
        #expect(testErr.contains(message))
    }

    @Test("A team rule is configured, waived, listed, explained and reported like a built-in rule")
    func integration() throws {
        let s = Scratch()
        let doc = Self.header + Self.goodCheck + Self.examples
        try FileManager.default.createDirectory(atPath: s.path + "/docs", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: s.path + "/A/Sources/Domain", withIntermediateDirectories: true)
        try doc.write(toFile: s.path + "/docs/my-rule.md", atomically: true, encoding: .utf8)
        try "import Combine\n// archlint:disable:next my-rule - the legacy bridge, removed in 3.0\nimport Combine\n".write(toFile: s.path + "/A/Sources/Domain/X.swift", atomically: true, encoding: .utf8)
        try "rule_documents: [docs]\nrules:\n  my-rule:\n    severity: warning\n".write(toFile: s.path + "/.archlint.yml", atomically: true, encoding: .utf8)
        let lint = run(in: s.path, ["."])
        // Its severity set to warning in `rules:`: reported, and failing the run only under --strict.
        #expect(lint.status == 0)
        #expect(lint.out.contains("A/Sources/Domain/X.swift:1:8: warning: no Combine [my-rule]"))
        #expect(run(in: s.path, ["--strict", "."]).status == 1)
        #expect(!lint.out.contains("X.swift:3:"))
        #expect(!run(in: s.path, ["--disable", "my-rule", "."]).out.contains("[my-rule]"))
        #expect(run(in: s.path, ["--rule", "nope", "."]).status == 2)
        let rules = run(in: s.path, ["rules"])
        #expect(rules.out.contains("my-rule") && rules.out.contains("[team rule: docs/my-rule.md]"))
        let explain = run(in: s.path, ["explain", "my-rule"])
        #expect(explain.status == 0 && explain.out.contains("**Incorrect:**"))
        let sarif = run(in: s.path, ["--reporter", "sarif", "."])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        let runs = try #require(json["runs"] as? [[String: Any]])
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let ruleList = try #require(driver["rules"] as? [[String: Any]])
        let mine = try #require(ruleList.first { $0["id"] as? String == "my-rule" })
        #expect(((mine["help"] as? [String: Any])?["text"] as? String)?.contains("**Correct:**") == true)
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.contains { $0["ruleId"] as? String == "my-rule" && ($0["ruleIndex"] as? Int) == ruleList.firstIndex { $0["id"] as? String == "my-rule" } })
        // A rule_documents folder that does not exist is a configuration error at its line.
        try "excluded: [x]\nrule_documents: [nowhere]\n".write(toFile: s.path + "/.archlint.yml", atomically: true, encoding: .utf8)
        let missing = run(in: s.path, ["."])
        #expect(missing.status == 2 && missing.err.contains(".archlint.yml:2: error: `rule_documents`: `nowhere` is no folder or file"))
    }

    @Test("The README's Team rules document is a team rule whose examples pass, and is the fixture app's viewmodel-shape rule")
    func readmeDocument() throws {
        let readme = Repo.read("README.md")
        let start = try #require(readme.range(of: "````markdown\n"))
        let end = try #require(readme.range(of: "\n````\n", range: start.upperBound..<readme.endIndex))
        let text = String(readme[start.upperBound..<end.lowerBound]) + "\n"
        let rule = try #require(TeamRuleParser.parse(text, path: "README.md")).get()
        #expect(rule.id == "viewmodel-shape")
        let results = try TestRulesCommand.run(rule, base: Configuration()).get()
        #expect(results.count == 2 && results.allSatisfy(\.passed))
        #expect(rule.check == Self.load("Fixtures/TeamRules/App/docs/rules/viewmodel-shape.md").check)
    }

    @Test("Identifiers: member accesses, declarations and argument labels named like a forbidden function are not uses")
    func identifierUsage() {
        let text = "struct P { func print(_ s: String) {} }\nfunc f(p: P) {\n    p.print(\"x\")\n    g(print: true)\n    print(\"y\")\n}\nfunc g(print: Bool) {}\n"
        var needs = RuleNeeds()
        needs.identifierUses = ["print": .allLayers]
        let (summary, _) = Linter.analyze(path: "A/Sources/Data/X.swift", bytes: Array(text.utf8), configuration: Configuration(), needs: needs)
        let uses = summary!.identifierUses.map { "\($0.line):\($0.usage)" }
        #expect(uses == ["1:declaration", "3:member", "4:label", "5:plain", "7:label"])
    }
}

/// The guide to writing team rules has one source, docs/team-rules.md: embedded for
/// `archlint explain team-rules`, copied into the README, and listing exactly the keys the parser
/// accepts.
@Suite("Team rules guide")
struct TeamRulesGuideTests {
    static let guide = Repo.read("docs/team-rules.md")

    /// The backticked words before the first `:` of each bullet at one depth (0: `- `, 1: `  - `)
    /// in the section under `heading`; with `after`, only the bullets nested under that bullet.
    static func bulletKeys(under heading: String, depth: Int, after: String? = nil) -> [String] {
        guard let start = guide.range(of: heading) else { return [] }
        var rest = guide[start.upperBound...]
        if let a = after, let r = rest.range(of: a) { rest = rest[r.upperBound...].drop { $0 != "\n" } }
        let marker = String(repeating: "  ", count: depth) + "- "
        var keys: [String] = []
        for line in rest.split(separator: "\n") {
            if line.hasPrefix("#") || (after != nil && line.hasPrefix("- ")) { break }
            guard line.hasPrefix(marker) else { continue }
            let head = line.dropFirst(marker.count).prefix { $0 != ":" }
            keys += head.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        return keys
    }

    /// A bullet with its continuation lines (indented deeper, not bullets themselves).
    static func bullet(_ key: String) -> String {
        guard let r = guide.range(of: "- `\(key)`") else { return "" }
        let indent = guide[guide[..<r.lowerBound].lastIndex(of: "\n").map { guide.index(after: $0) }!..<r.lowerBound].count
        var lines = guide[r.lowerBound...].split(separator: "\n")
        let first = lines.removeFirst()
        let more = lines.prefix { $0.prefix(indent + 2).allSatisfy { $0 == " " } && !$0.dropFirst(indent + 2).hasPrefix("- ") }
        return ([first] + more).joined(separator: " ")
    }

    @Test("The guide documents exactly the keys the parser accepts, per kind and per nested map")
    func keysMatchParser() {
        let common = ["kind", "message", "fix"]
        #expect(Set(common + Self.bulletKeys(under: "#### `kind: dependencies`", depth: 0)) == Set(TeamCheckKeys.check(.dependencies)))
        #expect(Set(common + Self.bulletKeys(under: "#### `kind: declarations`", depth: 0)) == Set(TeamCheckKeys.check(.declarations)))
        #expect(Set(common + Self.bulletKeys(under: "#### `kind: identifiers`", depth: 0)) == Set(TeamCheckKeys.check(.identifiers)))
        #expect(Set(Self.bulletKeys(under: "#### `kind: declarations`", depth: 1, after: "- `select`")) == Set(TeamCheckKeys.select))
        #expect(Set(Self.bulletKeys(under: "#### `kind: declarations`", depth: 1, after: "- `require`, `forbid`")) == Set(TeamCheckKeys.requirement))
        for (bullet, keys) in [("functions", TeamCheckKeys.memberCount), ("companion", TeamCheckKeys.companion + TeamCheckKeys.companionScopes), ("throws", TeamCheckKeys.throwsKinds), ("via", TeamCheckKeys.via)] {
            let line = Self.bullet(bullet)
            for k in keys { #expect(line.contains("`\(k)`"), "the guide's `\(bullet)` bullet does not name `\(k)`") }
        }
        let selector = String(Self.guide[Self.guide.range(of: "A file selector has")!.lowerBound...].prefix(400))
        for k in TeamCheckKeys.fileSelector { #expect(selector.contains("`\(k)`"), "file selector key `\(k)`") }
        let target = String(Self.guide[Self.guide.range(of: "A target has")!.lowerBound...].prefix(120))
        for k in TeamCheckKeys.target { #expect(target.contains("`\(k)`"), "target key `\(k)`") }
        for kind in [TeamCheck.Kind.dependencies, .declarations, .identifiers] {
            for p in TeamCheck.placeholders(kind) { #expect(Self.guide.contains("`{\(p)}`"), "placeholder {\(p)}") }
        }
    }

    @Test("The README's Team rules section is docs/team-rules.md, and the binary embeds it")
    func readmeAndEmbedded() throws {
        let hint = "run Scripts/generate-rule-docs"
        #expect(RuleDocuments.teamRulesGuide == Self.guide, "\(hint)")
        let readme = Repo.read("README.md")
        let begin = "<!-- generated from docs/team-rules.md by Scripts/generate-rule-docs: edit it there -->\n\n"
        let start = try #require(readme.range(of: "## Team rules\n\n" + begin))
        let end = try #require(readme.range(of: "\n\n<!-- end of docs/team-rules.md -->", range: start.upperBound..<readme.endIndex))
        let body = Self.guide.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)[1]
            .trimmingCharacters(in: .newlines).replacingOccurrences(of: "](../README.md#", with: "](#")
        #expect(String(readme[start.upperBound..<end.lowerBound]) == body, "\(hint)")
        // Its links to README sections resolve there.
        for anchor in ["layouts"] { #expect(readme.contains("\n## \(anchor.capitalized)\n")) }
    }

    @Test("`archlint explain team-rules` prints the guide; a team rule may not take that id")
    func explainGuide() throws {
        let r = run(["explain", "team-rules"])
        #expect(r.status == 0 && r.out == Self.guide)
        let doc = Self.guide.isEmpty ? "" : """
            ---
            id: team-rules
            title: x
            severity: error
            check:
              kind: identifiers
              in: {layer: domain}
              forbid: {print: "a logger"}
              message: "{name}"
            ---
            """
        let p = TeamRuleParser.parse(doc + "\n", path: "docs/rules/x.md")
        guard case .failure(let problem)? = p else { Issue.record("parsed"); return }
        #expect(problem.rendered.contains("docs/rules/x.md:2:") && problem.rendered.contains("archlint explain team-rules"))
    }
}
