import Foundation
import Testing
@testable import ArchLintKit

/// Team rules: checks in ```archlint blocks (or a front matter), loaded from `rule_documents`, run
/// like built-in rules.
@Suite("Team rules")
struct TeamRuleTests {
    static func loadAll(_ relative: String) -> [TeamRule] {
        switch TeamRuleLoader.loadDocument(Repo.path(relative), display: relative, base: "") {
        case .success(let r): return r
        case .failure(let p): fatalError(p.rendered)
        }
    }

    static func load(_ relative: String) -> TeamRule {
        guard let r = loadAll(relative).first else { fatalError("\(relative) holds no team rule") }
        return r
    }

    static func markdown(in folder: String) -> [String] {
        var out: [String] = []
        let root = Repo.path(folder)
        guard let e = FileManager.default.enumerator(atPath: root) else { return [] }
        while let f = e.nextObject() as? String {
            if f.hasSuffix(".md") { out.append(folder + "/" + f) }
        }
        return out.sorted()
    }

    /// Each built-in rule and the catalog document that re-expresses it.
    static let reexpressed: [(builtin: String, document: String)] = [
        "contract-sendable", "contract-suffix", "contract-not-public", "typed-throws", "usecase-async",
        "layer-dependencies", "layer-location", "no-dto-in-domain", "domain-independent",
        "viewmodel-uses-usecases", "domain-model-equatable", "domain-model-immutable", "domain-model-no-infrastructure",
        "domain-error-conformance", "repository-maps-errors", "mock-default-failure",
        "usecase-single-execute", "usecase-has-tests", "usecase-has-mock", "dto-anemic", "test-description",
    ].map { ($0, "Fixtures/TeamRules/Catalog/team-\($0).md") }

    /// The catalog rules the vocabulary does not state, with what each still needs (CONTRIBUTING
    /// "Team rules" says the same).
    static let notReexpressed: [String: String] = [
        "usecase-naming": "plural and `Detail` grammar on a name, from the method's return type being a list",
        "usecase-cache-policy": "the arguments a body passes (`.localFirst`): expressions inside bodies",
        "usecase-depends-on-contracts": "a finding at each initializer parameter, and its type's classification (HTTP clients by name)",
        "dto-mapping": "who calls `toDomain()`: uses inside bodies",
        "mock-conventions": "a mock's contract through base classes of `Tests/`, the mutable-state pair (`final` unless subclassed, `@unchecked Sendable` unless isolated)",
    ]

    /// The fixture trees with the configuration each is linted with.
    static func trees() throws -> [(name: String, configuration: Configuration, files: [String])] {
        var out: [(String, Configuration, [String])] = []
        for plain in ["Violations", "Reference"] {
            out.append(("Fixtures/" + plain, Configuration(), FileSystem.collectSwiftFiles([Repo.path("Fixtures/" + plain)]).files))
        }
        for tree in FixtureTests.configuredTrees {
            let (c, files) = try FixtureTests.load(tree)
            out.append(("Fixtures/" + tree, c, files))
        }
        return out
    }

    /// Path:line of each finding of the rules `ids`.
    /// Waived findings included: a waiver names the built-in rule's id, not the team rule's.
    static func lines(_ report: LintReport, _ ids: Set<String>) -> Set<String> {
        Set((report.diagnostics + report.suppressed).filter { ids.contains($0.ruleID) }.map { "\($0.path):\($0.line)" })
    }

    @Test("A re-expressed built-in rule: its team document reports exactly the built-in findings, line by line, on every fixture tree and every example of the built-in document",
          arguments: reexpressed.map(\.builtin))
    func catalogMatchesBuiltIn(builtin: String) throws {
        let entry = Self.reexpressed.first { $0.builtin == builtin }!
        let rules = Self.loadAll(entry.document)
        let ids = Set(rules.map(\.id))
        var compared = 0, places = 0
        func compare(_ label: String, _ base: Configuration, _ lint: (Configuration) -> LintReport) {
            // A rule option set (`allow_synchronous`) has no team counterpart: the team writes another rule.
            if !(base.ruleOptions[builtin] ?? [:]).isEmpty { return }
            var b = base
            b.onlyRules = [builtin]
            var t = base
            t.teamRules = rules
            t.onlyRules = ids
            let expected = Self.lines(lint(b), [builtin])
            let found = Self.lines(lint(t), ids)
            #expect(found == expected, "\(label): missing \(expected.subtracting(found).sorted()), extra \(found.subtracting(expected).sorted())")
            compared += 1
            places += expected.count
        }
        for (name, configuration, files) in try Self.trees() {
            compare(name, configuration) { Linter.lint(files: files, configuration: $0, threads: 2) }
        }
        for ex in RuleDocument.load(builtin).examples {
            var c = ex.configuration(only: builtin)
            c.onlyRules = nil
            compare("rules/\(builtin).md \(ex.title)", c) { lintBlocks(ex.blocks, configuration: $0) }
        }
        #expect(compared >= 10)
        #expect(places > 0, "nothing to compare: the built-in rule finds nothing anywhere")
    }

    @Test("At least 20 of the catalog's rules are re-expressed, and each of the others says what it still needs")
    func catalogCoverage() {
        #expect(Self.reexpressed.count >= 20)
        let documents = Self.markdown(in: "Fixtures/TeamRules/Catalog")
        #expect(Set(documents) == Set(Self.reexpressed.map(\.document)))
        // The rules about code, apart from the layout's own and those judging waivers and the baseline.
        let catalog = RuleRegistry.all.filter { $0.descriptor.scope == .code && $0.asSuppressionRule == nil && $0.asBaselineRule == nil }.map(\.id)
        #expect(Set(catalog) == Set(Self.reexpressed.map(\.builtin)).union(Self.notReexpressed.keys), "every catalog rule is re-expressed or says what it needs")
        #expect(Set(Self.reexpressed.map(\.builtin)).isDisjoint(with: Self.notReexpressed.keys))
        let contributing = Repo.read("CONTRIBUTING.md")
        for id in Self.notReexpressed.keys { #expect(contributing.contains("`\(id)`"), "CONTRIBUTING does not say what `\(id)` needs") }
    }

    /// Every team document of the repository, with the configuration its examples run under.
    static let documents: [(path: String, configuration: String?)] =
        markdown(in: "Fixtures/TeamRules/Catalog").map { ($0, nil) }
        + markdown(in: "Fixtures/TeamRules/App/docs/rules").filter { !$0.hasSuffix("README.md") }.map { ($0, nil) }
        + (markdown(in: "Fixtures/TeamRules/Northwind/docs") + markdown(in: "Fixtures/TeamRules/Northwind/.claude/skills")).map { ($0, "Fixtures/TeamRules/Northwind/.archlint.yml") }
        + [("docs/team-rules.md", nil), ("docs/architecture.md", nil)]

    @Test("Every team document's examples pass (archlint test-rules)", arguments: documents.map(\.path))
    func examplesPass(path: String) throws {
        var base = Configuration()
        if let yml = Self.documents.first(where: { $0.path == path })?.configuration {
            base = try Configuration.parse(Repo.read(yml), path: yml, baseDirectory: Repo.path((yml as NSString).deletingLastPathComponent)).get()
            base.teamRules = []
        }
        for rule in Self.loadAll(path) {
            let results = try TestRulesCommand.run(rule, base: base).get()
            #expect(results.count >= 2)
            for r in results { #expect(r.passed, "\(path):\(r.example.line) \(r.example.title) [\(rule.id)]\n\(r.detail)") }
        }
    }

    static func markersMatch(_ tree: String, strict: Bool = false) throws -> Int {
        let dir = Repo.path(tree)
        let (status, out, err) = run(in: dir, (strict ? ["--strict"] : []) + ["--reporter", "json", "."])
        #expect(status == 1, "\(err)")
        #expect(!err.contains("warning:"), "\(tree): \(err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]]).filter { ($0["suppressed"] as? Bool) != true }
        let found = diagnostics.map { "\($0["path"]!):\($0["line"]!) \($0["rule"]!)" }.sorted()
        var expected: [String] = []
        for f in FileSystem.collectSwiftFiles([dir]).files {
            let text = try String(contentsOfFile: f, encoding: .utf8)
            let rel = String(f.dropFirst(dir.count + 1))
            for m in RuleDocumentModel.markers(in: text) { for id in m.rules { expected.append("\(rel):\(m.line) \(id)") } }
        }
        #expect(found == expected.sorted())
        return expected.count
    }

    @Test("The team-rule trees report exactly their `// expect:` markers with their own .archlint.yml (Northwind under --strict: no rule looks at nothing)")
    func trees() throws {
        #expect(try Self.markersMatch("Fixtures/TeamRules/App") >= 9)
        #expect(try Self.markersMatch("Fixtures/TeamRules/Northwind", strict: true) >= 15)
    }

    @Test("Northwind's documentation: an architecture guide and agent skills (their own front matter left alone) with at least ten rules")
    func documentationSet() {
        let skills = Self.markdown(in: "Fixtures/TeamRules/Northwind/.claude/skills")
        #expect(skills.count >= 4)
        for s in skills {
            #expect(Repo.read(s).hasPrefix("---\nname: "), "\(s) has a skill's front matter")
        }
        let rules = (Self.markdown(in: "Fixtures/TeamRules/Northwind/docs") + skills).flatMap(Self.loadAll)
        #expect(rules.count >= 10)
        #expect(Set(rules.map(\.check.kind)) == Set(TeamCheck.Kind.allCases))
    }

    @Test("archlint checks itself: docs/architecture.md's rules hold on Sources/, and they look at something")
    func selfCheck() {
        let (status, out, err) = run(in: Repo.root, ["--strict", "--config", ".archlint-self.yml", "Sources"])
        #expect(status == 0, "\(out)\(err)")
        #expect(!err.contains("warning:"))
        #expect(Self.loadAll("docs/architecture.md").count >= 4)
    }

    // MARK: documents that used to be dropped without a word

    static let header = "---\nid: my-rule\ntitle: A rule\nseverity: error\ncheck:\n"
    static let examples = "---\n\n**Incorrect:**\n\n```swift path=A/Sources/Domain/X.swift\nimport Combine // expect: my-rule\n```\n\n**Correct:**\n\n```swift path=A/Sources/Domain/X.swift\nimport Foundation\n```\n"
    static let goodCheck = "  kind: dependencies\n  from: {layer: domain}\n  forbid: {module: [Combine]}\n  message: \"no {target}\"\n"
    static let document = header + goodCheck + examples

    /// A scratch project with `docs/my-rule.md` (bytes as given) and one Domain file importing Combine.
    static func project(_ bytes: [UInt8], config: String = "rule_documents: [docs]\n") -> Scratch {
        let s = Scratch()
        s.writeBytes("docs/my-rule.md", bytes)
        s.write("A/Sources/Domain/X.swift", "import Combine\n")
        s.write(".archlint.yml", config)
        return s
    }

    @Test("A document with CRLF or CR line ends, a byte-order mark or blank lines before its front matter loads, lists its rule and finds", arguments: [
        ("CRLF", Array(document.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
        ("CR", Array(document.replacingOccurrences(of: "\n", with: "\r").utf8)),
        ("BOM", [0xEF, 0xBB, 0xBF] + Array(document.utf8)),
        ("blank lines", Array(("\n  \n\t\n" + document).utf8)),
        ("BOM, blank lines and CRLF", [0xEF, 0xBB, 0xBF] + Array(("\r\n\r\n" + document).replacingOccurrences(of: "\n", with: "\r\n").replacingOccurrences(of: "\r\r\n", with: "\r\n").utf8)),
    ])
    func loadsWhateverTheLineEnds(variant: String, bytes: [UInt8]) throws {
        let s = Self.project(bytes)
        let lint = run(in: s.path, ["."])
        #expect(lint.status == 1, "\(variant): \(lint.err)")
        #expect(lint.out.contains("A/Sources/Domain/X.swift:1:8: error: no Combine [my-rule]"), "\(variant): \(lint.out)\(lint.err)")
        #expect(run(in: s.path, ["rules"]).out.contains("my-rule"))
        let tested = run(in: s.path, ["test-rules"])
        #expect(tested.status == 0, "\(variant): \(tested.out)\(tested.err)")
    }

    @Test("A front matter opened and never closed stops the run at its line (exit 2), in every command")
    func unclosedFrontMatter() {
        let s = Self.project(Array(("\n" + Self.header + Self.goodCheck).utf8))
        for args in [["."], ["rules"], ["test-rules"]] {
            let r = run(in: s.path, args)
            #expect(r.status == 2, "\(args)")
            #expect(r.err.contains("docs/my-rule.md:2: error: the front matter opened here is never closed"), "\(args): \(r.err)")
        }
    }

    // MARK: values refused

    @Test("A malformed rule is a configuration error at its file and line (exit 2)", arguments: [
        (header.replacingOccurrences(of: "my-rule", with: "typed-throws") + goodCheck + examples, 2, "id of a built-in rule"),
        (header + goodCheck + "  colour: red\n" + examples, 10, "unknown key `check.colour`"),
        (header + "  kind: declarations\n  select: {kind: protocol, name: \"Foo-*\"}\n  require: {name: \"*Contract\"}\n  message: m\n" + examples, 7, "is not a name pattern"),
        (header + goodCheck + "---\n\nNo examples at all.\n", 5, "has no examples"),
        (header + "  kind: dependencies\n  from: {layer: domain}\n  forbid: {module: [UIKit]}\n  message: \"no {colour}\"\n" + examples, 9, "`{colour}` is not a placeholder"),
        (header + "  kind: graphs\n  message: m\n" + examples, 6, "must be dependencies, declarations or identifiers"),
        (header + "  kind: dependencies\n  from: {layer: domian}\n  forbid: {module: [UIKit]}\n  message: m\n" + examples, 7, "unknown layer `domian`"),
        (header + "  kind: declarations\n  select: {in: {path: \"a/**b\"}}\n  require: {name: \"*Contract\"}\n  message: m\n" + examples, 7, "`**` must be a whole folder name"),
        (header + "  kind: identifiers\n  in: {layer: presentation}\n  message: m\n" + examples, 5, "needs `forbid:`"),
        // Patterns where a name is asked for.
        (header + "  kind: declarations\n  select: {kind: class}\n  require: {conforms_to: \"*Contract\"}\n  message: m\n" + examples, 8, "`*Contract` is a pattern, but a conformance is named exactly"),
        (header + "  kind: declarations\n  select: {kind: class}\n  forbid: {conforms_directly_to: [Sendable, \"Foo?\"]}\n  message: m\n" + examples, 8, "`Foo?` is a pattern"),
        // Modifiers and attributes from Swift's own sets.
        (header + "  kind: declarations\n  select: {kind: class}\n  require: {modifiers: [opne]}\n  message: m\n" + examples, 8, "`opne` is not a Swift declaration modifier (did you mean `open`?)"),
        (header + "  kind: declarations\n  select: {kind: class, modifiers: [finall]}\n  require: {name: X}\n  message: m\n" + examples, 7, "`finall` is not a Swift declaration modifier (did you mean `final`?)"),
        (header + "  kind: declarations\n  select: {kind: class}\n  require: {attributes: [\"@mainActor\"]}\n  message: m\n" + examples, 8, "`@mainActor` is not one of Swift's attributes"),
        // Identifiers the matcher cannot read.
        (header + "  kind: identifiers\n  in: {layer: domain}\n  forbid:\n    UUID().uuidString: inject an id\n  message: m\n" + examples, 9, "`UUID().uuidString` is not an identifier archlint can match"),
        (header + "  kind: identifiers\n  in: {layer: domain}\n  forbid:\n    a.b.c: no\n  message: m\n" + examples, 9, "`a.b.c` is not an identifier archlint can match"),
        (header + "  kind: identifiers\n  in: {layer: domain}\n  forbid:\n    \"*Date.now\": no\n  message: m\n" + examples, 9, "a call or a member is named exactly"),
        // A capture used but never bound: at the capture's line.
        (header + "  kind: declarations\n  select:\n    kind: class\n  require:\n    conforms_to: \"{Nme}Contract\"\n  message: m\n" + examples, 10, "`{Nme}` in `{Nme}Contract` is never bound"),
        (header + "  kind: dependencies\n  from: {layer: domain}\n  forbid:\n    feature: \"!{f}\"\n  message: m\n" + examples, 9, "`{f}` in `!{f}` is never bound"),
        // Vocabulary words checked.
        (header + "  kind: declarations\n  select: {is: usecase_contrat}\n  require: {name: X}\n  message: m\n" + examples, 7, "`is: usecase_contrat`: not one of archlint's roles"),
        (header + "  kind: declarations\n  select: {name: \"{Name.contrat}\"}\n  require: {name: X}\n  message: m\n" + examples, 7, "`{Name.contrat}` is not a placeholder"),
        (header + "  kind: declarations\n  select: {name: \"Get{Name.contract}\"}\n  require: {name: X}\n  message: m\n" + examples, 7, "stands for a whole name"),
        (header + "  kind: declarations\n  select: {kind: class}\n  require: {name: X}\n  except:\n    - {path: \"A/**\"}\n  message: m\n" + examples, 10, "needs a `reason:`"),
        // Conditions on other declarations are maps; a target's file selector names files.
        (header + "  kind: declarations\n  select: {kind: protocol}\n  forbid:\n    extensions: true\n  message: m\n" + examples, 9, "`extensions` must be a map"),
        (header + "  kind: declarations\n  select: {kind: protocol}\n  forbid:\n    implementations: {has: {kind: fnc}}\n  message: m\n" + examples, 9, "fnc"),
        (header + "  kind: declarations\n  select: {kind: protocol}\n  require:\n    annotations: [\"Auto Mockable\"]\n  message: m\n" + examples, 9, "`annotations`"),
        (header + "  kind: dependencies\n  from: {layer: data}\n  forbid:\n    layer: domain\n    referenced_from: {}\n  message: m\n" + examples, 10, "`referenced_from`"),
        (header + "  kind: dependencies\n  from: {layer: data}\n  forbid:\n    declaration: {kind: klass}\n  message: m\n" + examples, 9, "klass"),
        (header + "  kind: declarations\n  select: {kind: struct}\n  require:\n    referenced_from: {layer: domian}\n  message: m\n" + examples, 9, "unknown layer `domian`"),
        (header + "  kind: declarations\n  select: {kind: func}\n  require:\n    attribute_argument: {name: [\"@Test\"], first: [text]}\n  message: m\n" + examples, 9, "`attribute_argument.first` takes string, empty_string, none, other, not `text`"),
        (header + "  kind: declarations\n  select: {kind: func}\n  require:\n    attribute_argument: {first: [string]}\n  message: m\n" + examples, 9, "`attribute_argument` needs `name:`"),
        // A fix's placeholders are the message's.
        (header + "  kind: declarations\n  select: {kind: struct}\n  require: {kind: class}\n  message: m\n  fix: \"final class {nme}\"\n" + examples, 10, "`{nme}` is not a placeholder of a declarations fix"),
    ])
    func malformed(text: String, line: Int, message: String) throws {
        let s = Self.project(Array(text.utf8))
        let (status, _, err) = run(in: s.path, ["."])
        #expect(status == 2, "\(err)")
        #expect(err.contains("docs/my-rule.md:\(line): error: "), "\(err)")
        #expect(err.contains(message), "\(err)")
        let (testStatus, _, testErr) = run(in: s.path, ["test-rules"])
        #expect(testStatus == 2)
        #expect(testErr.contains(message))
    }

    @Test("```archlint blocks: a block without a rule, rules in both the front matter and blocks, two rules with one id are errors at their lines")
    func blockErrors() {
        let block = "```archlint\nid: b-rule\ntitle: B\nseverity: error\ncheck:\n" + Self.goodCheck + "```\n\n**Incorrect:**\n\n```swift path=A/Sources/Domain/X.swift\nimport Combine // expect: b-rule\n```\n\n**Correct:**\n\n```swift path=A/Sources/Domain/X.swift\nimport Foundation\n```\n"
        let cases: [(String, String)] = [
            ("# Guide\n\n```archlint\nkind: dependencies\n```\n", "docs/my-rule.md:3: error: an ```archlint block holds one rule"),
            (Self.header + Self.goodCheck + "---\n\n" + block, "docs/my-rule.md:12: error: this document carries a rule in its front matter"),
            ("# A\n\n" + block + "\n# B\n\n" + block, "error: team rule id `b-rule` is also the id of the rule at line 4"),
        ]
        for (text, message) in cases {
            let s = Self.project(Array(text.utf8))
            let r = run(in: s.path, ["."])
            #expect(r.status == 2)
            #expect(r.err.contains(message), "\(r.err)")
        }
    }

    @Test("A skill's own front matter is left alone: its rules are in its blocks, with the examples of their sections")
    func skillDocument() throws {
        let skill = """
            ---
            name: networking
            description: >
              Adds an endpoint (a folded YAML scalar this reader does not know: left alone).
            ---

            # Skill: Networking

            ## Combine stays out of the Domain

            ```archlint
            id: no-combine
            title: No Combine in the Domain
            severity: warning
            check:
              kind: dependencies
              from: {layer: domain}
              forbid: {module: [Combine]}
              message: "no {target}"
            ```

            **Incorrect:**

            ```swift path=A/Sources/Domain/X.swift
            import Combine // expect: no-combine
            ```

            **Correct:**

            ```swift path=A/Sources/Domain/X.swift
            import Foundation
            ```

            ## Prose only

            **Incorrect (an illustration of prose, in a section without a check: not run):**

            ```swift
            let x = try! load()
            ```

            """
        let rules = try TeamRuleParser.parseAll(skill, path: "SKILL.md").get()
        #expect(rules.map(\.id) == ["no-combine"])
        #expect(rules[0].examples.count == 2)
        #expect(rules[0].text.hasPrefix("## Combine stays out of the Domain"))
        let results = try TestRulesCommand.run(rules[0], base: Configuration()).get()
        let failed = results.filter { !$0.passed }.count
        #expect(failed == 0)
    }

    // MARK: a rule that looks at nothing

    /// A project whose rule `my-rule` has `check` (declarations over `A/Sources/Domain/X.swift`).
    static func lookingProject(_ check: String, extraFiles: [(String, String)] = []) -> Scratch {
        let text = header + check + examples.replacingOccurrences(of: "import Combine // expect: my-rule", with: "struct Mapper {} // expect: my-rule")
            .replacingOccurrences(of: "import Foundation", with: "struct Mapping {}")
        let s = project(Array(text.utf8))
        s.write("A/Sources/Domain/X.swift", "struct Mapping {}\n")
        s.write("Scripts/Tool.swift", "let tool = 1\n")
        for (p, t) in extraFiles { s.write(p, t) }
        return s
    }

    @Test("A selection, a capture, an exclude_path or an exception that matches nothing on a whole-project run is a warning at its line; --strict fails on it", arguments: [
        ("  kind: declarations\n  select: {name: \"*Maper\"}\n  forbid: {kind: struct}\n  message: m\n", 7, "`select.name` matches none of the 1 type in the selected files"),
        ("  kind: declarations\n  select:\n    in: {path: \"Feature/**\"}\n  forbid: {kind: struct}\n  message: m\n", 8, "`select.in.path` (`Feature/**`) matches none of the 2 files of the project"),
        ("  kind: declarations\n  select:\n    in: {path: \"Scripts/**\", feature: \"{f}\"}\n  require: {name: \"Map*\"}\n  message: \"{f}\"\n", 8, "the capture `{f}` in `select.in.feature` binds on no file: none of the 1 file the other keys select has a feature"),
        ("  kind: declarations\n  select:\n    in: {layer: domain, exclude_path: \"Legacy/**\"}\n  require: {name: \"Map*\"}\n  message: m\n", 8, "`select.in.exclude_path` (`Legacy/**`) excludes none of the files `select.in` selects"),
        ("  kind: dependencies\n  from: {layer: data}\n  forbid: {module: Combine}\n  message: m\n", 7, "`from.layer` (`data`) matches none of the 2 files of the project"),
        ("  kind: identifiers\n  in: {role: Domain/UseCases}\n  forbid: {print: use the logger}\n  message: m\n", 7, "`in.role` (`Domain/UseCases`) matches none of the 2 files of the project"),
        ("  kind: declarations\n  select: {kind: struct}\n  require: {name: \"Map*\"}\n  except:\n    - {name: Legacy, reason: \"kept for issue 4\"}\n  message: m\n", 10, "this `except:` entry covers no finding (kept for issue 4): remove it"),
    ])
    func looksAtNothing(check: String, line: Int, message: String) {
        let s = Self.lookingProject(check)
        let r = run(in: s.path, ["."])
        #expect(r.status == 0, "\(r.out)\(r.err)")
        #expect(r.err.contains("docs/my-rule.md:\(line): warning: team rule `my-rule`: \(message)"), "\(r.err)")
        #expect(r.err.contains("1 team rule warning"))
        let strict = run(in: s.path, ["--strict", "."])
        #expect(strict.status == 1, "\(strict.err)")
        // Part of the tree: nothing to say about the rest of it.
        let part = run(in: s.path, ["A/Sources"])
        #expect(!part.err.contains("warning:"), "\(part.err)")
    }

    @Test("--staged, --since and --stdin-path report on some files: no rule says what it matched nothing of")
    func partialRunsSayNothing() throws {
        let s = Self.lookingProject("  kind: declarations\n  select: {name: \"*Maper\"}\n  forbid: {kind: struct}\n  message: m\n")
        let piped = run(in: s.path, ["--stdin-path", "A/Sources/Domain/X.swift", "."], stdin: "struct Mapping {}\n")
        #expect(piped.status == 0 && !piped.err.contains("warning:"), "\(piped.err)")
        let configuration = try ConfigurationFile.load(s.path + "/.archlint.yml", workingDirectory: s.path).get()
        let files = [s.path + "/A/Sources/Domain/X.swift"]
        #expect(!Linter.lint(files: files, configuration: configuration, threads: 1).ruleWarnings.isEmpty)
        #expect(Linter.lint(files: files, configuration: configuration, threads: 1, selection: LintSelection(reportOnly: Set(files))).ruleWarnings.isEmpty)
    }

    @Test("An exception with its reason: the finding it covers is waived (JSON shows the reason), the others reported")
    func exceptions() throws {
        let check = "  kind: declarations\n  select: {kind: struct}\n  require: {name: \"Map*\"}\n  except:\n    - {path: \"A/Sources/Domain/Legacy.swift\", reason: \"the legacy store, removed in 3.0\"}\n  message: \"{name}: {violation}\"\n"
        let s = Self.lookingProject(check, extraFiles: [("A/Sources/Domain/Legacy.swift", "struct Store {}\n"), ("A/Sources/Domain/Y.swift", "struct Cache {}\n")])
        let r = run(in: s.path, ["--reporter", "json", "."])
        #expect(r.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        let waived = diagnostics.filter { ($0["suppressed"] as? Bool) == true }
        #expect(waived.count == 1 && waived.first?["path"] as? String == "A/Sources/Domain/Legacy.swift")
        #expect(waived.first?["reason"] as? String == "the legacy store, removed in 3.0")
        #expect(diagnostics.contains { $0["path"] as? String == "A/Sources/Domain/Y.swift" && ($0["suppressed"] as? Bool) == false })
        #expect(!r.err.contains("warning:"))
    }

    // MARK: test-rules

    @Test("test-rules: two documents with one rule id stop with exit 2; an example outside the rule's scope fails")
    func testRulesChecks() throws {
        let s = Scratch()
        s.write("a.md", Self.document)
        s.write("b.md", Self.document)
        let dup = run(in: s.path, ["test-rules", "a.md", "b.md"])
        #expect(dup.status == 2)
        #expect(dup.err.contains("b.md:2: error: team rule id `my-rule` is also the id of the rule at a.md:2"), "\(dup.err)")
        // The Correct example's file is in no layer: it passes by looking at nothing.
        s.write("c.md", Self.document.replacingOccurrences(of: "```swift path=A/Sources/Domain/X.swift\nimport Foundation", with: "```swift path=Scripts/X.swift\nimport Foundation"))
        let scope = run(in: s.path, ["test-rules", "c.md"])
        #expect(scope.status == 1)
        #expect(scope.out.contains("the example lies outside the rule's scope: team rule `my-rule`: `from.layer` (`domain`) matches none of the 1 file of the project"), "\(scope.out)")
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

    // MARK: facts

    /// The findings of a declarations rule on in-memory files.
    static func findings(_ check: String, _ files: [(String, String)], configuration: String = "") throws -> [Diagnostic] {
        let text = header + check + examples
        let rule = try #require(try TeamRuleParser.parse(text, path: "my-rule.md")?.get())
        var c = try Configuration.parse(configuration, path: ".archlint.yml").get()
        c.teamRules = [rule]
        c.onlyRules = [rule.id]
        return Linter.lint(sources: files, configuration: c).diagnostics
    }

    @Test("A selection that holds nowhere is warned of at the deepest key reached, counted while the files were checked, with up to eight keys or more")
    func coverageTalliesOfManyKeys() throws {
        let file = ("A/Sources/Data/UserRepository.swift", "struct UserRepository {\n    func loadUser() async -> String { \"\" }\n    static func loadAll() -> Int { 0 }\n}\n")
        // Seven keys (eight tallies), then nine (ten): the same key reached, the same count.
        for extra in ["", ", generic: false, operator: false"] {
            let check = "  kind: declarations\n  select: {kind: func, top_level: false, static: false, name: \"load*\", async: true, file_name: \"*Repository.swift\""
                + extra + ", returns: \"Never\"}\n  require: {modifiers: [final]}\n  message: \"{name}\"\n"
            let rule = try #require(try TeamRuleParser.parse(Self.header + check + Self.examples, path: "my-rule.md")?.get())
            var c = Configuration()
            c.teamRules = [rule]
            c.onlyRules = [rule.id]
            let report = Linter.lint(sources: [file], configuration: c)
            #expect(report.diagnostics.isEmpty)
            #expect(report.ruleWarnings.map(\.message) == ["team rule `my-rule`: `select.returns` matches none of the 1 declaration the keys before it select"])
        }
    }

    @Test("What a run notes while checking is each rule's own: of two rules checked together, the one whose selection held says nothing, the one that matched nothing warns at the key that left nothing, whichever comes first")
    func coveragePerRule() throws {
        func rule(_ id: String, _ name: String) throws -> TeamRule {
            let check = "  kind: declarations\n  select: {kind: struct, name: \"\(name)\"}\n  require: {modifiers: [final]}\n  message: \"{name}\"\n"
            let text = (Self.header + check + Self.examples).replacingOccurrences(of: "my-rule", with: id)
            return try #require(try TeamRuleParser.parse(text, path: "\(id).md")?.get())
        }
        let held = try rule("held-rule", "*Mapper"), empty = try rule("empty-rule", "*Maper")
        for rules in [[held, empty], [empty, held]] {
            var c = Configuration()
            c.teamRules = rules
            c.onlyRules = Set(rules.map(\.id))
            let report = Linter.lint(sources: [("A/Sources/Data/UserMapper.swift", "struct UserMapper {}\nstruct User {}\n")], configuration: c)
            #expect(report.diagnostics.map(\.ruleID) == ["held-rule"])
            #expect(report.ruleWarnings.map(\.message) == ["team rule `empty-rule`: `select.name` matches none of the 2 declarations the keys before it select"])
        }
    }

    @Test("What a run noted while checking is the run's own: one configuration linted where its selection holds, then where it matches nothing, warns the second time")
    func coverageIsPerRun() throws {
        let check = "  kind: declarations\n  select: {kind: struct, name: \"*Mapper\"}\n  require: {modifiers: [final]}\n  message: \"{name}\"\n"
        let rule = try #require(try TeamRuleParser.parse(Self.header + check + Self.examples, path: "my-rule.md")?.get())
        var c = Configuration()
        c.teamRules = [rule]
        c.onlyRules = [rule.id]
        let holds = Linter.lint(sources: [("A/Sources/Data/UserMapper.swift", "struct UserMapper {}\n")], configuration: c)
        #expect(holds.diagnostics.count == 1)
        #expect(holds.ruleWarnings.isEmpty)
        let none = Linter.lint(sources: [("A/Sources/Data/User.swift", "struct User {}\n")], configuration: c)
        #expect(none.diagnostics.isEmpty)
        #expect(none.ruleWarnings.map(\.message) == ["team rule `my-rule`: `select.name` matches none of the 1 declaration the keys before it select"])
        // Held again: nothing to say.
        #expect(Linter.lint(sources: [("A/Sources/Data/UserMapper.swift", "final class UserMapper {}\nstruct PostMapper {}\n")], configuration: c).ruleWarnings.isEmpty)
    }

    @Test("Conformances: Codable is Decodable and Encodable, a raw-value or simple enum is Equatable and Hashable, Error is Sendable, from one table")
    func conformanceFacts() throws {
        let files = [("A/Sources/Domain/Models/M.swift", """
            struct Payload: Codable { let x: Int }
            enum Status: String { case on, off }
            enum Mode { case a, b }
            enum Event { case tapped(Int) }
            enum Failure: LocalizedError { case x }
            struct Plain { let y: Int }
            """)]
        let check = "  kind: declarations\n  select: {kind: [struct, enum]}\n  require: {conforms_to: [Equatable, Hashable]}\n  message: \"{name}\"\n"
        #expect(try Self.findings(check, files).map(\.message).sorted() == ["Event", "Payload", "Plain"])
        let decodable = "  kind: declarations\n  select: {kind: [struct, enum]}\n  require: {conforms_to: [Decodable, Encodable]}\n  message: \"{name}\"\n"
        #expect(try Self.findings(decodable, files).map(\.message).sorted() == ["Event", "Failure", "Mode", "Plain", "Status"])
        let sendable = "  kind: declarations\n  select: {kind: enum, name: Failure}\n  require: {conforms_to: [Sendable, Error]}\n  message: \"{name}\"\n"
        #expect(try Self.findings(sendable, files).isEmpty)
        // The built-in rules read the same table.
        let report = Linter.lint(sources: files, configuration: { var c = Configuration(); c.onlyRules = ["domain-model-equatable"]; return c }())
        #expect(report.diagnostics.map(\.line).sorted() == [1, 4, 6])
    }

    @Test("Direct or inherited: conforms_directly_to is the inheritance clause, conforms_to what the compiler sees")
    func directOrInherited() throws {
        let files = [("A/Sources/Domain/P.swift", "protocol Base: Sendable {}\nprotocol Refined: Base {}\nstruct S: Refined {}\nstruct T {}\nextension T: Base {}\n")]
        let direct = "  kind: declarations\n  select: {kind: struct, conforms_directly_to: Base}\n  forbid: {kind: struct}\n  message: \"{name}\"\n"
        #expect(try Self.findings(direct, files).map(\.message) == ["T"])
        let inherited = "  kind: declarations\n  select: {kind: struct, conforms_to: [Base, Sendable]}\n  forbid: {kind: struct}\n  message: \"{name}\"\n"
        #expect(try Self.findings(inherited, files).map(\.message).sorted() == ["S", "T"])
    }

    @Test("Names resolve as the compiler would: a nested type of another type is never the top-level one")
    func nestedTypes() throws {
        let files = [
            ("A/Sources/Domain/Models/Location.swift", "struct Location {\n    let name: String\n}\n"),
            ("A/Sources/Data/GraphQL/GraphQLResponseError.swift", "struct GraphQLResponseError: Error {\n    struct Location: Equatable {}\n}\nextension GraphQLResponseError.Location: Hashable {}\n"),
            ("A/Sources/Domain/UseCases/Find.swift", "struct Find {\n    let at: Location\n}\n"),
        ]
        let dependency = "  kind: dependencies\n  from: {layer: domain}\n  forbid: {layer: data}\n  via: [reference]\n  message: \"{target}\"\n"
        #expect(try Self.findings(dependency, files).isEmpty)
        let conformance = "  kind: declarations\n  select: {kind: struct, name: Location, in: {layer: domain}}\n  require: {conforms_to: Equatable}\n  message: \"{name}\"\n"
        #expect(try Self.findings(conformance, files).map(\.path) == ["A/Sources/Domain/Models/Location.swift"])
    }

    @Test("The project's vocabulary: one rule holds under {Name}Contract and under {Name}Protocol / Default{Name} / {Name}Spy; archlint's roles select as the built-in rules do")
    func vocabularyFollowsConventions() throws {
        let check = """
              kind: declarations
              select:
                kind: protocol
                is: repository_contract
                name: "{Base.contract}"
              require:
                exists:
                  - {name: "{Base.implementation}", in: {layer: data}}
                  - {name: "{Base.mock}", conforms_to: "{name}", in: {layer: tests}}
              message: "{Base}: {violation}"

            """
        let suffix = [
            ("F/Sources/Domain/Repositories/UserRepositoryContract.swift", "protocol UserRepositoryContract: Sendable {}\n"),
            ("F/Sources/Data/Repositories/UserRepository.swift", "struct UserRepository: UserRepositoryContract {}\n"),
            ("F/Tests/Mocks/UserRepositoryMock.swift", "final class UserRepositoryMock: UserRepositoryContract {}\n"),
        ]
        #expect(try Self.findings(check, suffix).isEmpty)
        let other = [
            ("F/Sources/Domain/Repositories/UserRepositoryProtocol.swift", "protocol UserRepositoryProtocol: Sendable {}\n"),
            ("F/Sources/Data/Repositories/DefaultUserRepository.swift", "struct DefaultUserRepository: UserRepositoryProtocol {}\n"),
            ("F/Tests/Mocks/UserRepositorySpy.swift", "final class UserRepositorySpy: UserRepositoryProtocol {}\n"),
        ]
        let conventions = "naming:\n  contract: \"{Name}Protocol\"\n  implementation: \"Default{Name}\"\n  mock: \"{Name}Spy\"\n"
        #expect(try Self.findings(check, other, configuration: conventions).isEmpty)
        // An app that names its implementations `Default{Name}`: without saying so, the rule expects `UserRepository`.
        let mixed = [suffix[0], ("F/Sources/Data/Repositories/DefaultUserRepository.swift", "struct DefaultUserRepository: UserRepositoryContract {}\n"), suffix[2]]
        let unsaid = try Self.findings(check, mixed)
        #expect(unsaid.map(\.message) == ["UserRepository: there is no `UserRepository` in `{layer: data}`"])
        #expect(try Self.findings(check, mixed, configuration: "naming:\n  implementation: \"Default{Name}\"\n").isEmpty)
    }

    @Test("exists: over any_of alternatives finds a type either one names (a conformance written in an extension in another file too); a condition without a placeholder holds or not for the whole file, one with a placeholder per declaration")
    func existsAlternatives() throws {
        let files = [
            ("F/Sources/Domain/UseCases/UseCases.swift", "protocol LoadUseCase {}\nprotocol SaveUseCase {}\nprotocol DropUseCase {}\n"),
            ("F/Tests/Mocks/LoadUseCaseMock.swift", "final class LoadUseCaseMock {}\n"),
            ("F/Tests/Doubles/Saver.swift", "final class Saver {}\n"),
            ("F/Tests/Doubles/Saver+Save.swift", "extension Saver: SaveUseCase {}\n"),
            ("G/Sources/Domain/UseCases/UseCases.swift", "protocol FetchUseCase {}\nprotocol StoreUseCase {}\n"),
            ("G/Sources/Domain/Errors/GError.swift", "enum GError: Error {}\n"),
        ]
        let mock = "  kind: declarations\n  select: {kind: protocol, name: \"*UseCase\"}\n  require:\n    exists:\n      - any_of:\n          - {name: \"{name}Mock\"}\n          - {conforms_directly_to: \"{name}\", in: {layer: tests}}\n  message: \"{name}\"\n"
        #expect(try Self.findings(mock, files).map(\.message).sorted() == ["DropUseCase", "FetchUseCase", "StoreUseCase"])
        let error = "  kind: declarations\n  select: {kind: protocol, name: \"*UseCase\"}\n  forbid:\n    not: {exists: {kind: enum, name: \"*Error\", in: same_feature}}\n  message: \"{name}\"\n"
        #expect(try Self.findings(error, files).map(\.message).sorted() == ["DropUseCase", "LoadUseCase", "SaveUseCase"])
        // Two existences on one line: each judged on its own.
        let both = "  kind: declarations\n  select: {kind: protocol, name: \"*UseCase\", in: {feature: G}}\n  require: {exists: [{kind: enum, name: \"*Error\", in: same_feature}, {kind: struct, name: \"*Nope\", in: same_feature}]}\n  message: \"{name}\"\n"
        #expect(try Self.findings(both, files).map(\.message).sorted() == ["FetchUseCase", "StoreUseCase"])
    }

    @Test("exists: whose in: names a capture of the declaration (feature: \"{Name}\") is judged for each declaration, whatever their order; {feature} alone is the file's")
    func existsCaptureInSelector() throws {
        let check = "  kind: declarations\n  select: {kind: struct, name: \"{Name}Marker\"}\n  require:\n    exists: {in: {feature: \"{Name}\"}, kind: struct}\n  message: \"{name}\"\n"
        let other = ("Features/Beta/Sources/Domain/B.swift", "struct B {}\n")
        for order in [["Alpha", "Beta", "Gamma"], ["Gamma", "Alpha", "Beta"]] {
            let markers = order.map { "struct \($0)Marker {}\n" }.joined()
            let found = try Self.findings(check, [("Features/Alpha/Sources/Domain/M.swift", markers), other])
            #expect(found.map(\.message) == ["GammaMarker"], "\(order)")
        }
        // `{feature}` is the checked file's own: one verdict for the whole file holds.
        let own = "  kind: declarations\n  select: {kind: struct, name: \"*Marker\"}\n  require:\n    exists: {in: {feature: \"{feature}\", layer: tests}, kind: struct}\n  message: \"{name}\"\n"
        #expect(try Self.findings(own, [("Features/Alpha/Sources/Domain/M.swift", "struct AMarker {}\nstruct BMarker {}\n"), other]).map(\.message) == ["AMarker", "BMarker"])
        #expect(ConditionEvaluator.dependsOnSubject("{layer: tests, feature: \"{Name}\"}") && !ConditionEvaluator.dependsOnSubject("{layer: tests, feature: \"{feature}\"}"))
    }

    /// `rule`'s findings on `files` (`path:line message`), linted alone and beside a rule whose
    /// selection reads return types anywhere (summaries then keep every member's detail), with the
    /// ids of the rules of each run.
    static func findingsAloneAndBesideDetail(_ rule: TeamRule, _ files: [(String, String)]) throws -> [(ids: [String], found: [String])] {
        let detail = "---\nid: other-rule\ntitle: Another\nseverity: error\ncheck:\n  kind: declarations\n  select: {kind: func, returns: \"Never\"}\n  require: {async: true}\n  message: \"{name}\"\n" + Self.examples.replacingOccurrences(of: "my-rule", with: "other-rule")
        let other = try #require(try TeamRuleParser.parse(detail, path: "other-rule.md")?.get())
        return [[rule], [rule, other]].map { rules in
            var c = Configuration()
            c.teamRules = rules
            c.onlyRules = Set(rules.map(\.id))
            let found = Linter.lint(sources: files, configuration: c).diagnostics.filter { $0.ruleID == rule.id }
            return (rules.map(\.id), found.map { "\($0.path):\($0.line) \($0.message)" })
        }
    }

    @Test("via: reference judges a name the same whatever other rules ask for: a method's generic parameter and a type nested in an extended type are no dependency (the parameter's constraint is), with member detail asked by another rule or not")
    func referenceVerdictAloneOrNot() throws {
        let check = "  kind: dependencies\n  from: {feature: \"{f}\"}\n  forbid: {feature: \"!{f}\"}\n  via: [reference]\n  message: \"{target} of {target_feature}\"\n"
        let rule = try #require(try TeamRuleParser.parse(Self.header + check + Self.examples, path: "my-rule.md")?.get())
        let files = [
            ("Features/Profile/Sources/Presentation/ProfileList.swift", "struct ProfileList {\n    func first<Element: FeedShape>(_ items: [Element]) -> Element? { items.first }\n    let item: FeedItem? = nil\n}\n"),
            ("Features/Profile/Sources/Domain/App.swift", "enum App {\n    enum Fluent {\n        final class Storage {}\n    }\n}\n"),
            ("Features/Profile/Sources/Domain/App+History.swift", "extension App.Fluent {\n    var storage: Storage { Storage() }\n}\n"),
            ("Features/Feed/Sources/Domain/Element.swift", "struct Element {}\n"),
            ("Features/Feed/Sources/Domain/Storage.swift", "struct Storage {}\n"),
            ("Features/Feed/Sources/Domain/FeedItem.swift", "struct FeedItem {}\n"),
            ("Features/Feed/Sources/Domain/FeedShape.swift", "protocol FeedShape {}\n"),
        ]
        for (ids, found) in try Self.findingsAloneAndBesideDetail(rule, files) {
            #expect(found == ["Features/Profile/Sources/Presentation/ProfileList.swift:2 FeedShape of Feed", "Features/Profile/Sources/Presentation/ProfileList.swift:3 FeedItem of Feed"], "\(ids)")
        }
        #expect(rule.needs.plan(for: FileContext(path: "Features/Feed/Sources/Domain/Storage.swift", feature: "Feed", layer: .domain, role: .other, inSources: true)).referenceOwners)
    }

    @Test("via: reference: in an extension, the extended type's generic parameters (and a protocol's primary associated types) are no types of the project, declared in another file or not, reported or only indexed; outside it the name is the project's type")
    func extendedTypesGenericParameters() throws {
        let check = "  kind: dependencies\n  from: {feature: \"{f}\"}\n  forbid: {feature: \"!{f}\"}\n  via: [reference]\n  message: \"{target} of {target_feature}\"\n"
        let rule = try #require(try TeamRuleParser.parse(Self.header + check + Self.examples, path: "my-rule.md")?.get())
        let files = [
            ("Features/Profile/Sources/Domain/Page.swift", "struct Page<Element, Cursor: Hashable> {\n    var items: [Element] = []\n}\nprotocol Store<Record> {\n    associatedtype Record\n}\nenum Outer<Record> {\n    struct Inner {}\n}\n"),
            ("Features/Profile/Sources/Presentation/Page+First.swift", "extension Page {\n    var first: Element? { items.first }\n    func after(_ c: Cursor) -> FeedItem? { nil }\n}\nextension Store {\n    func keep(_ r: Record) {}\n}\nextension Outer.Inner {\n    func keep(_ r: Record) {}\n}\nstruct Use {\n    let element: Element? = nil\n}\n"),
            ("Features/Feed/Sources/Domain/Element.swift", "struct Element {}\n"),
            ("Features/Feed/Sources/Domain/Cursor.swift", "struct Cursor {}\n"),
            ("Features/Feed/Sources/Domain/Record.swift", "struct Record {}\n"),
            ("Features/Feed/Sources/Domain/FeedItem.swift", "struct FeedItem {}\n"),
        ]
        let expected = ["Features/Profile/Sources/Presentation/Page+First.swift:3 FeedItem of Feed", "Features/Profile/Sources/Presentation/Page+First.swift:12 Element of Feed"]
        for (ids, found) in try Self.findingsAloneAndBesideDetail(rule, files) {
            #expect(found == expected, "\(ids)")
        }
        // The extension's file reported alone: the type's declaration is only indexed, and keeps its clause.
        var c = Configuration()
        c.teamRules = [rule]
        c.onlyRules = [rule.id]
        let alone = Linter.lint(sources: files, configuration: c, selection: LintSelection(reportOnly: [files[1].0])).diagnostics
        #expect(alone.map { "\($0.path):\($0.line) \($0.message)" } == expected)
    }

    @Test("PackedTable: a value found by both words of its key, replaced when stored again, kept as the table grows")
    func packedTable() {
        let t = PackedTable<Int>()
        #expect(t.find(.init(1, 2)) == nil)
        for k in 0..<1000 { t.store(.init(UInt64(k) << 32, UInt64(k % 7)), k) }
        for k in 0..<1000 {
            #expect(t.find(.init(UInt64(k) << 32, UInt64(k % 7))) == k)
            // The same first word with another second word is another key.
            #expect(t.find(.init(UInt64(k) << 32, UInt64(k % 7) + 1)) == nil)
        }
        t.store(.init(5 << 32, 5), -5)
        #expect(t.find(.init(5 << 32, 5)) == -5)
        // A verdict's key: the group, the name's entry and `qualifier` each change it.
        let a = TopLevelVerdicts.key(group: 1, entry: 2, qualifier: false, visible: 3)
        #expect(a != TopLevelVerdicts.key(group: 1, entry: 2, qualifier: true, visible: 3))
        #expect(a != TopLevelVerdicts.key(group: 2, entry: 2, qualifier: false, visible: 3))
        #expect(a != TopLevelVerdicts.key(group: 1, entry: 3, qualifier: false, visible: 3))
        #expect(a != TopLevelVerdicts.key(group: 1, entry: 2, qualifier: false, visible: 1))
        #expect(TopLevelVerdicts.messageKey(group: 1, ref: 2) != TopLevelVerdicts.messageKey(group: 2, ref: 1))
    }

    @Test("A written path read from its bytes is the path read by characters: cut at `.`, generics dropped, spaces trimmed, empty parts and `Swift.` left out")
    func writtenPathFromBytes() {
        let written = ["", "A", "Outer.Inner", "Swift.Array", "Swift", "Outer.Inner<T>", "Outer.Inner<T.U>.V", "A..B", ".A", "A.", " A . B ",
                       "A. .B", "Dictionary<String, Int>", "Result<A, B>.Success", "My Type", "Ä.B", "Outer.Café"]
        func slow(_ w: String) -> [String] {
            var s = Substring(w)
            if let lt = s.firstIndex(of: "<") { s = s[..<lt] }
            var parts = s.split(separator: ".").map { $0.trimmingCharacters(in: " ") }
            if parts.count > 1 && parts[0] == "Swift" { parts.removeFirst() }
            return parts.count == 1 && parts[0] == w ? [w] : parts
        }
        for w in written {
            let expected = w.isEmpty ? [] : w.utf8.contains(where: { $0 == 46 || $0 == 60 || $0 == 32 }) ? slow(w) : [w]
            #expect(ProjectIndex.writtenPath(w) == expected, "\(w.debugDescription)")
        }
        #expect(ProjectIndex.writtenPath("Outer.Inner<T>") == ["Outer", "Inner"])
        #expect(ProjectIndex.writtenPath("Swift.Array") == ["Array"])
        #expect(ProjectIndex.writtenPath(" A . B ") == ["A", "B"])
        #expect(ProjectIndex.writtenPath("A..B") == ["A", "B"])
    }

    /// Two features, Cart in two modules (`Cart`, `CartKit`) and Catalog in one.
    static let cartManifest = "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"App\",\n    targets: [\n"
        + "        .target(name: \"Cart\", path: \"Features/Cart/Sources\"),\n        .target(name: \"CartKit\", path: \"Features/Cart/Kit\"),\n"
        + "        .target(name: \"Catalog\", path: \"Features/Catalog/Sources\"),\n    ]\n)\n"

    @Test("via: import: a verdict and its message are shared by the files that judge alike (the same capture, feature and module), not by the others; a message that reads the file is each file's")
    func importVerdictsSharedByGroup() throws {
        // Cart's two modules and Catalog each import the others: Cart's files judge `Catalog` alike
        // (one verdict, one message), Catalog's files judge it as their own module (none), and
        // `CartKit` is Cart's own feature for Cart's files but another's for Catalog's.
        let files = [
            ("Package.swift", Self.cartManifest),
            ("Features/Cart/Sources/Domain/A.swift", "import Catalog\nimport CartKit\n"),
            ("Features/Cart/Sources/Domain/B.swift", "import Foundation\nimport Catalog\n"),
            ("Features/Cart/Kit/Domain/C.swift", "import Catalog\n"),
            ("Features/Catalog/Sources/Domain/D.swift", "import CartKit\nimport Catalog\n"),
            ("Features/Catalog/Sources/Domain/E.swift", "import Cart\n"),
        ]
        let shared = "  kind: dependencies\n  from: {feature: \"{f}\"}\n  forbid: {feature: \"!{f}\"}\n  via: [import]\n  message: \"{feature} imports {target} of {target_feature}\"\n"
        #expect(try Self.findings(shared, files).map { "\($0.path):\($0.line) \($0.message)" } == [
            "Features/Cart/Kit/Domain/C.swift:1 Cart imports Catalog of Catalog",
            "Features/Cart/Sources/Domain/A.swift:1 Cart imports Catalog of Catalog",
            "Features/Cart/Sources/Domain/B.swift:2 Cart imports Catalog of Catalog",
            "Features/Catalog/Sources/Domain/D.swift:1 Catalog imports CartKit of Cart",
            "Features/Catalog/Sources/Domain/E.swift:1 Catalog imports Cart of Cart",
        ])
        // A message that names the file: the verdict shared, the message each file's own.
        let perFile = shared.replacingOccurrences(of: "{feature} imports", with: "{file} imports")
        #expect(try Self.findings(perFile, files).map(\.message) == [
            "C.swift imports Catalog of Catalog", "A.swift imports Catalog of Catalog", "B.swift imports Catalog of Catalog",
            "D.swift imports CartKit of Cart", "E.swift imports Cart of Cart",
        ])
    }

    @Test("via: import and reference: a message shared by the files of one feature names their module and layer only where its template does, and then each file's own")
    func messagesNameWhatTheyRead() throws {
        // Cart's two modules, and two layers of one of them, reference and import Catalog's `G`.
        let files = [
            ("Package.swift", Self.cartManifest),
            ("Features/Cart/Kit/Domain/C.swift", "import Catalog\nstruct C {\n    let g: G? = nil\n}\n"),
            ("Features/Cart/Sources/Data/B.swift", "import Catalog\nstruct B {\n    let g: G? = nil\n}\n"),
            ("Features/Cart/Sources/Domain/A.swift", "import Catalog\nstruct A {\n    let g: G? = nil\n}\n"),
            ("Features/Catalog/Sources/Domain/G.swift", "public struct G {}\n"),
        ]
        let check = "  kind: dependencies\n  from: {feature: \"{f}\"}\n  forbid: {feature: \"!{f}\"}\n  via: [import, reference]\n  message: \"{layer} of {module} uses {target}\"\n"
        #expect(try Self.findings(check, files).map { "\($0.path):\($0.line) \($0.message)" } == [
            "Features/Cart/Kit/Domain/C.swift:1 Domain of CartKit uses Catalog",
            "Features/Cart/Kit/Domain/C.swift:3 Domain of CartKit uses G",
            "Features/Cart/Sources/Data/B.swift:1 Data of Cart uses Catalog",
            "Features/Cart/Sources/Data/B.swift:3 Data of Cart uses G",
            "Features/Cart/Sources/Domain/A.swift:1 Domain of Cart uses Catalog",
            "Features/Cart/Sources/Domain/A.swift:3 Domain of Cart uses G",
        ])
        // One that names neither: the same message for every file of the feature.
        let shared = check.replacingOccurrences(of: "{layer} of {module} uses", with: "{feature} uses")
        #expect(try Self.findings(shared, files).map(\.message) == ["Cart uses Catalog", "Cart uses G", "Cart uses Catalog", "Cart uses G", "Cart uses Catalog", "Cart uses G"])
    }

    @Test("from: a capture is bound for each file's own place: files of one feature in two modules, checked one after the other, each bind their module")
    func fromCapturesPerPlace() throws {
        let files = [
            ("Package.swift", Self.cartManifest),
            ("Features/Cart/Kit/Domain/C.swift", "import Cart\nimport CartKit\n"),
            ("Features/Cart/Sources/Domain/A.swift", "import CartKit\nimport Cart\n"),
            ("Features/Cart/Sources/Domain/B.swift", "import Catalog\n"),
            ("Features/Catalog/Sources/Domain/D.swift", "import Cart\n"),
        ]
        let check = "  kind: dependencies\n  from: {module: \"{m}\"}\n  forbid: {module: \"!{m}\", feature: \"Cart\"}\n  via: [import]\n  message: \"{m} imports {target}\"\n"
        #expect(try Self.findings(check, files).map { "\($0.path):\($0.line) \($0.message)" } == [
            "Features/Cart/Kit/Domain/C.swift:1 CartKit imports Cart",
            "Features/Cart/Sources/Domain/A.swift:1 Cart imports CartKit",
            "Features/Catalog/Sources/Domain/D.swift:1 Catalog imports Cart",
        ])
    }

    @Test("via: import: the files of one place, checked one after the other, take the last one's findings only for the same imports; a rule linted in a second project judges that project's places")
    func importFindingsPerPlaceAndRun() throws {
        let check = "  kind: dependencies\n  from: {feature: \"{f}\"}\n  forbid: {feature: \"!{f}\"}\n  via: [import]\n  message: \"{feature} imports {target} of {target_feature}\"\n"
        let rule = try #require(try TeamRuleParser.parse(Self.header + check + Self.examples, path: "my-rule.md")?.get())
        var c = try Configuration.parse("", path: ".archlint.yml").get()
        c.teamRules = [rule]
        c.onlyRules = [rule.id]
        // Module `Catalog` is feature Aisle's (its files checked first), then Cart's files.
        let manifest = Self.cartManifest.replacingOccurrences(of: "Features/Catalog/Sources", with: "Features/Aisle/Sources")
        let files = [
            ("Package.swift", manifest),
            ("Features/Aisle/Sources/Domain/G.swift", "struct G {}\n"),
            ("Features/Cart/Sources/Domain/A.swift", "import Catalog\nimport CartKit\n"),
            ("Features/Cart/Sources/Domain/B.swift", "import Catalog\nimport CartKit\n"),
            ("Features/Cart/Sources/Domain/C.swift", "import Foundation\n\nimport Catalog\n"),
            ("Features/Cart/Sources/Domain/D.swift", "import CartKit\n"),
            ("Features/Cart/Sources/Domain/E.swift", "import Catalog\n"),
        ]
        let first = Linter.lint(sources: files, configuration: c).diagnostics.map { "\($0.path):\($0.line) \($0.message)" }
        #expect(first == [
            "Features/Cart/Sources/Domain/A.swift:1 Cart imports Catalog of Aisle",
            "Features/Cart/Sources/Domain/B.swift:1 Cart imports Catalog of Aisle",
            "Features/Cart/Sources/Domain/C.swift:3 Cart imports Catalog of Aisle",
            "Features/Cart/Sources/Domain/E.swift:1 Cart imports Catalog of Aisle",
        ])
        // The same rule in a project where `Catalog` is part of Cart, its Cart file checked first: the
        // last file of the first run was of the same place, with the same imports, and its findings
        // are not taken.
        let merged = Self.cartManifest.replacingOccurrences(of: "Features/Catalog/Sources", with: "Features/Cart/Tags")
        let second = Linter.lint(sources: [files[6], ("Package.swift", merged), ("Features/Cart/Tags/Domain/F.swift", "struct F {}\n")], configuration: c)
        #expect(second.diagnostics.isEmpty)
        // And the first project again: its findings as the first time.
        #expect(Linter.lint(sources: files, configuration: c).diagnostics.map { "\($0.path):\($0.line) \($0.message)" } == first)
    }

    @Test("A file's reference names are made once each: found again by their bytes (names alike in length and first and last eight bytes told apart), a name that is no plain identifier made every time and never kept, the table grown past its room")
    func nameInterner() {
        let words = ["Item", "AbcdefghXyzAbcdefgh", "AbcdefghQyzAbcdefgh", "Item", "Größe", "Abcdefgh", "AbcdefghXyzAbcdefgh", "Größe", "Abcdefgh"]
            + (0..<40).map { "Type\($0)" } + ["Item"]
        let (got, names, hashes) = Self.interned(words, run: nil)
        #expect(got.map(\.0) == words)
        #expect(Array(got.map(\.1).prefix(9)) == [0, 1, 2, 0, -1, 3, 1, -1, 3])
        #expect(got.last?.1 == 0)
        #expect(names == ["Item", "AbcdefghXyzAbcdefgh", "AbcdefghQyzAbcdefgh", "Abcdefgh"] + (0..<40).map { "Type\($0)" })
        #expect(hashes == names.map { DeclaredNames.hash($0)! })
    }

    /// `words`, separated by spaces, each read by one `NameInterner` (sharing `run` when given):
    /// what it gives for each, then the names and hashes it kept.
    static func interned(_ words: [String], run: Linter.RunNames?) -> ([(String, Int32)], [String], [UInt64]) {
        Array(words.joined(separator: " ").utf8).withUnsafeBufferPointer { buf in
            var interner = Linter.NameInterner(expected: 2, base: buf.baseAddress!, run: run)
            var start = 0
            var got: [(String, Int32)] = []
            for w in words {
                let n = w.utf8.count
                got.append(interner.name(UInt32(start), UInt32(start + n)))
                start += n + 1
            }
            return (got, interner.names, interner.hashes)
        }
    }

    @Test("A team rule's message is reported on one line: a line break or tab in a value it names (a path), in the message or its fix, is a space, as in a built-in rule's")
    func messagesOnOneLine() throws {
        let check = "  kind: dependencies\n  from: {layer: domain}\n  forbid: {module: [Combine]}\n  message: \"no {target} in {path}\"\n  fix: \"move {path}\"\n"
        let rule = try #require(try TeamRuleParser.parse(Self.header + check + Self.examples, path: "my-rule.md")?.get())
        #expect(rule.messagesAreOneLine)
        var c = Configuration()
        c.teamRules = [rule]
        c.onlyRules = [rule.id]
        let found = Linter.lint(sources: [("A/Sources/Domain/X\n\tY.swift", "import Combine\n")], configuration: c).diagnostics
        #expect(found.map(\.message) == ["no Combine in A/Sources/Domain/X Y.swift (move A/Sources/Domain/X Y.swift)"])
    }

    @Test("A name's first and last eight bytes are read as words byte by byte would, whatever its length: the interner compares names of up to sixteen bytes by them")
    func nameWords() {
        var rng = SystemRandomNumberGenerator()
        for count in 0...20 {
            for _ in 0..<50 {
                let bytes = (0..<count).map { _ in UInt8.random(in: 1...255, using: &rng) }
                // Byte by byte: the first eight (of fewer, all of them) and, from eight, the last eight.
                var w0: UInt64 = 0, w1: UInt64 = 0
                for k in 0..<min(count, 8) { w0 |= UInt64(bytes[k]) << UInt64(8 * k) }
                if count >= 8 { for k in 0..<8 { w1 |= UInt64(bytes[count - 8 + k]) << UInt64(8 * k) } }
                bytes.withUnsafeBufferPointer { b in
                    let (a, c) = Linter.NameInterner.words(b.baseAddress ?? UnsafePointer(bitPattern: 1)!, count)
                    #expect(a == w0 && c == w1, "\(bytes)")
                }
            }
        }
    }

    @Test("A worker's files share their names (`RunNames`): each file numbers the names it meets from 0, in its own order, whatever the files before it met")
    func runNamesShared() {
        let files = ["Item Cart Item Größe Item", "Cart Size Item Cart", "Größe AbcdefghXyzAbcdefgh Item", "AbcdefghQyzAbcdefgh AbcdefghXyzAbcdefgh"]
            + [(0..<40).map { "Type\($0)" }.joined(separator: " ") + " Cart"]
        let run = Linter.RunNames(expected: 1)
        for text in files {
            let words = text.split(separator: " ").map(String.init)
            // Shared with the files before, and the file's own: the same numbers.
            let (shared, names, hashes) = Self.interned(words, run: run)
            let (own, ownNames, ownHashes) = Self.interned(words, run: nil)
            #expect(shared.map(\.0) == words)
            #expect(shared.map(\.1) == own.map(\.1), "\(text)")
            #expect(names == ownNames && hashes == ownHashes)
            var first: [String] = []
            for w in words where !first.contains(w) && w != "Größe" { first.append(w) }
            #expect(names == first)
            #expect(shared.map(\.1) == words.map { w in w == "Größe" ? -1 : Int32(first.firstIndex(of: w)!) })
        }
    }

    @Test("A rule's files by layer or role (`checkedFiles`) leave out only files its `from:`, `in:` or `select.in:` matches none of: the engine does not ask it about those",
          arguments: documents.map(\.path) + markdown(in: "Fixtures/TeamRules/Bench/typical"))
    func checkedFilesSound(path: String) {
        let project = ProjectIndex(files: [], configuration: Configuration())
        var narrowed = 0
        for rule in Self.loadAll(path) {
            guard let only = rule.checkedFiles else { continue }
            let c = rule.check
            guard let m = c.kind == .declarations ? c.select.files : c.kind == .identifiers ? c.inFiles : c.from else {
                Issue.record("\(rule.id): files by layer or role without a selector of files")
                continue
            }
            narrowed += 1
            for layer in Layer.all {
                for role in FileRole.all {
                    for inSources in [false, true] {
                        var ctx = FileContext(path: "Features/Cart/Sources/Domain/X.swift", feature: "Cart", layer: layer, role: role, inSources: inSources)
                        ctx.module = "CartFeature"
                        var b = Bindings()
                        if !only.matches(ctx) { #expect(!m.matches(ctx, &b, project), "\(rule.id): \(layer) \(role) left out") }
                    }
                }
            }
        }
        if path.hasSuffix("local-data-sources-are-actors.md") || path.hasSuffix("presentation-no-networking.md") { #expect(narrowed == 1) }
    }

    @Test("A template's value is compared byte for byte: canonically equivalent spellings (NFC, NFD) are different names, short and long alike")
    func templateValuesByBytes() throws {
        #expect(NameTemplate.sameBytes("execute", "execute"))
        #expect(!NameTemplate.sameBytes("execute", "execut"))
        #expect(!NameTemplate.sameBytes("Caf\u{e9}", "Cafe\u{301}"))
        let long = String(repeating: "Abcdefgh", count: 4)
        #expect(NameTemplate.sameBytes(long + "Caf\u{e9}", long + "Caf\u{e9}"))
        #expect(!NameTemplate.sameBytes(long + "Caf\u{e9}", long + "Cafe\u{301}"))
        #expect(!NameTemplate.sameBytes(long + "x", long + "y"))
        let t = try #require(try? NameTemplate.parse("{feature}").get())
        let context = TemplateContext(feature: "Caf\u{e9}", module: nil, vocabulary: Vocabulary())
        var b = Bindings()
        #expect(t.matches("Caf\u{e9}", &b, context))
        #expect(!t.matches("Cafe\u{301}", &b, context))
        #expect(t.fileValueMatches("Caf\u{e9}", feature: "Caf\u{e9}", module: nil, useCaseMethod: "execute"))
        #expect(!t.fileValueMatches("Cafe\u{301}", feature: "Caf\u{e9}", module: nil, useCaseMethod: "execute"))
    }

    @Test("checkedFiles: the roles a selector of files names, else its layers; nil without either, and for `via: manifest` (its `from:` is the module a manifest declares)")
    func checkedFilesValues() throws {
        func rule(_ check: String) throws -> TeamRule {
            try #require(try TeamRuleParser.parse(Self.header + check + Self.examples, path: "my-rule.md")?.get())
        }
        let models = try rule("  kind: declarations\n  select: {kind: struct, in: {layer: domain, role: Domain/Models}}\n  require: {modifiers: [final]}\n  message: \"{name}\"\n")
        #expect(models.checkedFiles == FileSelector(roles: [.domainModels]))
        let layers = try rule("  kind: declarations\n  select: {kind: struct, in: {layer: [domain, data]}}\n  require: {modifiers: [final]}\n  message: \"{name}\"\n")
        #expect(layers.checkedFiles == FileSelector(layers: [.domain, .data]))
        let anywhere = try rule("  kind: declarations\n  select: {kind: struct, in: {sources: true}}\n  require: {modifiers: [final]}\n  message: \"{name}\"\n")
        #expect(anywhere.checkedFiles == nil)
        let printing = try rule("  kind: identifiers\n  in: {layer: presentation}\n  forbid: {print: log}\n  message: \"{name}\"\n")
        #expect(printing.checkedFiles == FileSelector(layers: [.presentation]))
        let imports = try rule("  kind: dependencies\n  from: {layer: domain}\n  forbid: {module: UIKit}\n  via: [import]\n  message: \"{target}\"\n")
        #expect(imports.checkedFiles == FileSelector(layers: [.domain]))
        let manifest = try rule("  kind: dependencies\n  from: {layer: domain}\n  forbid: {layer: data}\n  via: [import, manifest]\n  message: \"{target}\"\n")
        #expect(manifest.checkedFiles == nil)
    }

    /// Feature isolation by import and by reference, its message naming the target and the way.
    static let byImportAndReference = "  kind: dependencies\n  from: {feature: \"{f}\"}\n  forbid: {feature: \"!{f}\"}\n  via: [import, reference]\n  message: \"{target} by {via}\"\n"
    /// A Cart file that names Catalog's `G` twice, and imports Catalog between the two.
    static let cartImportsCatalog = [
        ("Package.swift", cartManifest),
        ("Features/Cart/Sources/Domain/A.swift", "struct A {\n    let g: G? = nil\n}\nimport Catalog\nstruct B {\n    let g: G? = nil\n}\n"),
        ("Features/Catalog/Sources/Domain/G.swift", "public struct G {}\n"),
    ]

    @Test("A diagnostic keeps its finding's dependency only in a run that keeps them (`archlint graph` draws them; no report prints them)")
    func dependenciesKeptForTheGraph() throws {
        let files = Self.cartImportsCatalog.map { ($0.0, Array($0.1.utf8)) }
        let rule = try #require(try TeamRuleParser.parse(Self.header + Self.byImportAndReference + Self.examples, path: "my-rule.md")?.get())
        var c = try Configuration.parse("", path: ".archlint.yml").get()
        c.teamRules = [rule]
        c.onlyRules = [rule.id]
        let plain = Linter.lintWithIndex(contents: files, configuration: c).0.diagnostics
        #expect(plain.count == 3 && plain.allSatisfy { $0.dependency == nil })
        var selection = LintSelection()
        selection.keepsDependencies = true
        let kept = Linter.lintWithIndex(contents: files, configuration: c, selection: selection).0.diagnostics
        #expect(kept.map(\.message) == plain.map(\.message))
        #expect(kept.map(\.dependency) == [.type("G"), .module("Catalog"), .type("G")])
    }

    @Test("via: import and reference: a file's findings are in source order, an import written after the code that uses its module among them")
    func findingsInSourceOrder() throws {
        let check = Self.byImportAndReference, files = Self.cartImportsCatalog
        #expect(try Self.findings(check, files).map { "\($0.line):\($0.column) \($0.message)" } == ["2:12 G by reference", "4:8 Catalog by import", "6:12 G by reference"])
        // The rule's own findings, before the run sorts a file's diagnostics: in source order too.
        let rule = try #require(try TeamRuleParser.parse(Self.header + check + Self.examples, path: "my-rule.md")?.get())
        var c = try Configuration.parse("", path: ".archlint.yml").get()
        c.teamRules = [rule]
        c.onlyRules = [rule.id]
        let (_, project) = Linter.lintWithIndex(contents: files.map { ($0.0, Array($0.1.utf8)) }, configuration: c)
        let file = try #require(project.files.first { $0.path.hasSuffix("A.swift") })
        #expect(rule.check(file, in: project).map { "\($0.line):\($0.column)" } == ["2:12", "4:8", "6:12"])
    }

    @Test("via: reference: a name the project also declares nested is judged in each scope it is written in, in a file of more than sixteen scopes as in one of a few")
    func manyScopesJudgedApart() throws {
        let check = "  kind: dependencies\n  from: {feature: \"{f}\"}\n  forbid: {feature: \"!{f}\"}\n  via: [reference]\n  message: \"{target} of {target_feature}\"\n"
        let manifest = "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"App\",\n    targets: [\n"
            + "        .target(name: \"Cart\", dependencies: [\"Catalog\"], path: \"Features/Cart/Sources\"),\n        .target(name: \"Catalog\", path: \"Features/Catalog/Sources\"),\n    ]\n)\n"
        // Types of their own (each a scope), and `Box` (whose `Item` is Cart's own) extended among them.
        for count in [3, 20] {
            var lines = ["import Catalog", ""]
            var expected: [Int] = []
            for k in 1...count {
                if k == 2 || k == count - 1 { lines.append("extension Box { var b\(k): Item? { nil } }") }
                lines.append("struct S\(k) { let a: Item? = nil }")
                expected.append(lines.count)
            }
            let files = [
                ("Package.swift", manifest),
                ("Features/Cart/Sources/Domain/Shelf.swift", lines.joined(separator: "\n") + "\n"),
                ("Features/Cart/Sources/Domain/Box.swift", "enum Box {\n    struct Item {}\n}\n"),
                ("Features/Catalog/Sources/Domain/Item.swift", "public struct Item {}\n"),
            ]
            let found = try Self.findings(check, files).filter { $0.ruleID == "my-rule" }
            #expect(found.map(\.line) == expected, "\(count) types")
            #expect(Set(found.map(\.message)) == ["Item of Catalog"])
        }
    }

    @Test("via: reference: a type declared in a body (a function's, an accessor's, a closure's) is what its name means in that block, read from skimmed bodies or in full; outside the block, and after a module's name, the name is the project's type")
    func localTypesAreNoDependency() throws {
        let check = "  kind: dependencies\n  from: {feature: \"{f}\"}\n  forbid: {feature: \"!{f}\"}\n  via: [reference]\n  message: \"{target} of {target_feature}\"\n"
        let manifest = "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"App\",\n    targets: [\n"
            + "        .target(name: \"Cart\", dependencies: [\"Catalog\"], path: \"Features/Cart/Sources\"),\n        .target(name: \"Catalog\", path: \"Features/Catalog/Sources\"),\n    ]\n)\n"
        let source = "import Catalog\n\nstruct Shelf {\n    func count() -> Int {\n        enum Product { case one }\n        let items: [Product] = [.one]\n        return items.map { (p: Product) in p }.count\n    }\n"
            + "    var label: String {\n        struct Product { let name: String }\n        return Product(name: \"x\").name\n    }\n    let make: () -> Int = {\n        struct Product {}\n        return [Product()].count\n    }\n"
            + "    func real() -> Catalog.Product? { nil }\n    func alsoReal() -> Product? { nil }\n}\n\nfunc tally() -> Int {\n    struct Product { let n: Int }\n    if true { struct Shelf {}; _ = Shelf() }\n    return Product(n: 1).n\n}\n"
        let files = [
            ("Package.swift", manifest),
            ("Features/Cart/Sources/Domain/Shelf.swift", source),
            ("Features/Catalog/Sources/Domain/Product.swift", "public struct Product {}\n"),
        ]
        let found = try Self.findings(check, files).filter { $0.ruleID == "my-rule" }.map { "\($0.line):\($0.column) \($0.message)" }
        #expect(found == ["17:28 Product of Catalog", "18:24 Product of Catalog"])
        // The same references read from skimmed bodies and from full tokenization.
        let bytes = Array(source.utf8)
        let rule = try #require(try TeamRuleParser.parse(Self.header + check + Self.examples, path: "my-rule.md")?.get())
        var c = Configuration()
        c.teamRules = [rule]
        let skimmed = try #require(Linter.analyze(path: files[1].0, bytes: bytes, configuration: c).0).references
        let full = try #require(Linter.analyze(path: files[1].0, bytes: bytes, configuration: c, skimBodies: false).0).references
        #expect(skimmed == full)
        #expect(skimmed.filter { $0.name == "Product" }.map(\.line) == [17, 18])
    }

    @Test("select:'s first keys judged without an evaluator (kind, top_level, static, generic, a name of text or of the file's values) stop each declaration at the key the evaluator stops it at")
    func selectKeysJudgedAlone() throws {
        let source = "struct AppCoordinator {}\nfinal class Box<T> {\n    struct InnerCoordinator {}\n    static func execute() {}\n    func execute() async {}\n}\n"
            + "protocol LoadUseCase {\n    func execute() async\n}\nextension Feed.MainCoordinator {}\nenum Route {}\nfunc execute() {}\nstruct Feed {\n    func load() {}\n}\n"
        let path = "Features/Feed/Sources/Presentation/Flow.swift"
        let selects = [
            ("{kind: type, name: \"*Coordinator\"}", 2),
            ("{kind: [struct, class, extension], top_level: true, name: \"*Coordinator\"}", 3),
            ("{kind: func, static: false, name: \"{usecase_method}\"}", 3),
            ("{kind: [class, struct, enum], generic: true}", 2),
            ("{kind: type, name: \"{feature}\"}", 2),
            // A pattern that mixes the file's values and wildcards is read in a context: not judged alone.
            ("{kind: type, name: \"{feature}*\"}", 1),
            ("{kind: func, name: \"{Name}\"}", 1),
            ("{kind: func, name: \"execute\", access: [internal]}", 2),
        ]
        for (select, alone) in selects {
            let check = "  kind: declarations\n  select: \(select)\n  forbid: {kind: actor}\n  message: \"{name}\"\n"
            let rule = try #require(try TeamRuleParser.parse(Self.header + check + Self.examples, path: "my-rule.md")?.get())
            let s = rule.check.select
            #expect(ConditionEvaluator.keysJudgedAlone(s) == alone, "\(select)")
            let alone = ConditionEvaluator.keysJudgedAlone(s)
            var c = Configuration()
            c.teamRules = [rule]
            let summary = try #require(Linter.analyze(path: path, bytes: Array(source.utf8), configuration: c, needs: rule.needs).0)
            let project = ProjectIndex(files: [summary], configuration: c)
            let file = project.files[0]
            var ev = ConditionEvaluator(file: file, project: project)
            let decls = file.syntax.declarations
            var stopped = 0
            for i in decls.indices where TeamRule.kindSelected(s, decls[i].kind) {
                var b = Bindings()
                ev.subjectIndex = i
                let depth = ev.depth(s, i, &b, filesMatched: true)
                if let d = ConditionEvaluator.depthAlone(s, s.keys, alone, decls, i, Bindings(), file.context, project) {
                    #expect(d == depth, "\(select): \(decls[i].name)")
                    stopped += 1
                } else {
                    #expect(depth >= alone, "\(select): \(decls[i].name)")
                }
            }
            // Past `kind:` alone, some declaration stops at a key judged alone.
            if alone > 1 { #expect(stopped > 0, "\(select): \(decls.map(\.name))") }
        }
    }

    @Test("via: reference shares a verdict between files only where they see the same declarations, and a message that names the file stays each file's own")
    func referenceVerdictsSharedBySight() throws {
        let check = "  kind: dependencies\n  from: {feature: \"{f}\"}\n  forbid: {feature: \"!{f}\"}\n  via: [reference]\n  message: \"{file}: {target} of {target_feature}\"\n"
        let manifest = "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"App\",\n    targets: [\n"
            + "        .target(name: \"ProfileFeature\", path: \"Features/Profile/Sources\"),\n        .target(name: \"FeedFeature\", path: \"Features/Feed/Sources\"),\n    ]\n)\n"
        let files = [
            ("Package.swift", manifest),
            // Same feature and module, three sights of `FeedItem`: imported, not imported (another
            // module's type the file cannot name), imported again.
            ("Features/Profile/Sources/Presentation/A.swift", "import FeedFeature\nstruct A { let item: FeedItem? = nil }\n"),
            ("Features/Profile/Sources/Presentation/B.swift", "struct B { let item: FeedItem? = nil }\n"),
            ("Features/Profile/Sources/Presentation/C.swift", "import FeedFeature\nstruct C { let item: FeedItem? = nil }\n"),
            ("Features/Feed/Sources/Domain/FeedItem.swift", "struct FeedItem {}\n"),
            // The feed's own files name it freely.
            ("Features/Feed/Sources/Domain/FeedList.swift", "struct FeedList { let items: [FeedItem] = [] }\n"),
        ]
        let found = try Self.findings(check, files).filter { $0.ruleID == "my-rule" }.map { "\($0.path):\($0.line) \($0.message)" }
        #expect(found == ["Features/Profile/Sources/Presentation/A.swift:2 A.swift: FeedItem of Feed",
                          "Features/Profile/Sources/Presentation/C.swift:2 C.swift: FeedItem of Feed"])
    }

    @Test("The owners of references are the types, extensions and declarations with a generic clause: a scan for them keeps no other member, and the generic clause with it")
    func referenceOwnersKept() {
        let source = "struct S {\n    func plain() {}\n    func generic<Item>(_ x: Item) {}\n    var value: Int { 1 }\n    init<T>(_ t: T) {}\n    subscript(i: Int) -> Int { i }\n}\nfunc top() {}\nfunc topGeneric<U>(_ u: U) {}\nextension S {\n    func more() {}\n}\n"
        let bytes = Array(source.utf8)
        var plan = FilePlan()
        plan.referenceOwners = true
        plan.typeDeclarations = true
        for drops in [true, false] {
            let scanned = bytes.withUnsafeBufferPointer { buf in
                DeclarationScanner.scan(Lexer.tokenize(buf), buf, full: false, propertyDetail: false, dropsUnkept: drops, skimmed: [], genericClauses: true).syntax
            }
            let kept = scanned.compacted(plan, inSources: false, isTest: false).0.declarations
            #expect(kept.map(\.name) == ["S", "generic", "init", "topGeneric", "S"], "dropsUnkept: \(drops)")
            #expect(kept.map(\.genericParameters) == [nil, "Item", "T", "U", nil], "dropsUnkept: \(drops)")
        }
    }

    @Test("via: reference asks the owners of references (types, extensions, generic declarations) of the files it looks from, and every type of every file: a type nested outside every layer is what a name means in its scope, with member detail asked by another rule or not")
    func referenceTargetsOutsideLayers() throws {
        let check = "  kind: dependencies\n  from: {layer: domain}\n  forbid: {layer: presentation}\n  via: [reference]\n  message: \"{target} of {target_layer}\"\n"
        let rule = try #require(try TeamRuleParser.parse(Self.header + check + Self.examples, path: "my-rule.md")?.get())
        let files = [
            // In `extension Tools`, `Row` is `Tools.Row` (a script's type, in no layer); outside it, the Presentation's.
            ("Features/Profile/Sources/Domain/Tools+Rows.swift", "extension Tools {\n    func row() -> Row? { nil }\n}\n\nstruct Use {\n    let row: Row? = nil\n}\n"),
            ("Scripts/Tools.swift", "enum Tools {\n    struct Row {}\n}\n"),
            ("Features/Profile/Sources/Presentation/Row.swift", "struct Row {}\n"),
        ]
        for (ids, found) in try Self.findingsAloneAndBesideDetail(rule, files) {
            #expect(found == ["Features/Profile/Sources/Domain/Tools+Rows.swift:6 Row of Presentation"], "\(ids)")
        }
        // A file of no layer: its types, not its members' detail (it is no file the rule looks from).
        let script = rule.needs.plan(for: FileContext(path: "Scripts/Tools.swift", feature: nil, layer: .other, role: .other))
        #expect(script.typeDeclarations && !script.referenceOwners && !script.memberDetail && !script.typeReferences)
        // A file it looks from: the owners of its references (types, extensions, generic declarations), not their detail.
        let domain = rule.needs.plan(for: FileContext(path: "Features/Profile/Sources/Domain/Use.swift", feature: "Profile", layer: .domain, role: .other, inSources: true))
        #expect(domain.referenceOwners && domain.typeReferences && !domain.memberDetail)
    }

    @Test("A generic clause declares the first word of each of its items, not the words of their constraints")
    func genericParameterNames() {
        let cases: [(String, [String], [String])] = [
            ("T: Equatable, U", ["T", "U"], ["Equatable"]),
            ("Bootstrap: NIOClientTCPBootstrapProtocol", ["Bootstrap"], ["NIOClientTCPBootstrapProtocol"]),
            ("C: Collection<Element>, each V: Sendable", ["C", "V"], ["Collection", "Element", "each", "Sendable"]),
            ("let N: Int, T", ["N", "T"], ["Int", "let"]),
            ("F: P & Q, G: Dictionary<K, V>", ["F", "G"], ["P", "Q", "Dictionary", "K", "V"]),
            ("Caf\u{E9}: P", ["Caf\u{E9}"], ["P", "Caf"]),
        ]
        for (clause, declared, others) in cases {
            for n in declared { #expect(Architecture.declaresParameter(n, in: clause), "\(n) in \(clause)") }
            for n in others { #expect(!Architecture.declaresParameter(n, in: clause), "\(n) in \(clause)") }
        }
    }

    @Test("Every failed requirement of a declaration is in its one finding")
    func allReasons() throws {
        let check = "  kind: declarations\n  select: {kind: [class, struct], name: \"*ViewModel\"}\n  require:\n    kind: class\n    attributes: [\"@MainActor\"]\n    modifiers: [final]\n    conforms_to: AnyObject\n  message: \"{violation}\"\n"
        let found = try Self.findings(check, [("A/Sources/Presentation/VM.swift", "struct ProfileViewModel {}\n")])
        #expect(found.count == 1)
        #expect(found.first?.message == "it is a `struct`, not `class`; it is not `final`; it is not marked `@MainActor`; it does not conform to `AnyObject`")
    }

    @Test("A fix names the declaration: its placeholders are filled as the message's, braces around code stay text")
    func fixPlaceholders() throws {
        let check = "  kind: declarations\n  select: {kind: struct, name: \"*ViewModel\"}\n  require: {kind: class}\n  message: \"`{name}` in {feature}\"\n  fix: \"declare it `final class {name}` and start work in `Task { … }`\"\n"
        let found = try Self.findings(check, [("Features/Profile/Sources/Presentation/VM.swift", "struct ProfileViewModel {}\n")])
        #expect(found.map(\.message) == ["`ProfileViewModel` in Profile (declare it `final class ProfileViewModel` and start work in `Task { … }`)"])
    }

    @Test("Identifiers: calls and members of a type are told from its plain use")
    func callsAndMembers() throws {
        let check = "  kind: identifiers\n  in: {layer: domain}\n  forbid:\n    Date(): a clock\n    Date.now: a clock\n    print(): a logger\n  message: \"{name}\"\n"
        let code = "struct S {\n    let d: Date\n    func f(logger: L) -> Date {\n        logger.print(1)\n        print(2)\n        let a = Date()\n        _ = Date.now\n        _ = Date.distantPast\n        return a\n    }\n}\n"
        let found = try Self.findings(check, [("A/Sources/Domain/S.swift", code)])
        #expect(found.map { "\($0.line) \($0.message)" } == ["5 print()", "6 Date()", "7 Date.now"])
    }

    @Test("Member counts say whether the type's extensions count")
    func extensionsCount() throws {
        let files = [("A/Sources/Domain/U.swift", "struct U {\n    func execute() {}\n}\n"), ("A/Sources/Domain/U+More.swift", "extension U {\n    func more() {}\n}\n")]
        let own = "  kind: declarations\n  select: {kind: struct, name: U}\n  require: {functions: {max: 1}}\n  message: \"{violation}\"\n"
        #expect(try Self.findings(own, files).isEmpty)
        let all = "  kind: declarations\n  select: {kind: struct, name: U}\n  require: {functions: {max: 1, extensions: true}}\n  message: \"{violation}\"\n"
        #expect(try Self.findings(all, files).map(\.message) == ["it declares 2 functions, more than 1"])
    }

    // MARK: integration

    @Test("A team rule is configured, waived, listed, explained and reported like a built-in rule")
    func integration() throws {
        let s = Scratch()
        let doc = Self.document
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
        #expect(explain.status == 0 && explain.out.contains("**Incorrect:**") && explain.out.contains("check:"))
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

    @Test("The guide's example document is the fixture app's viewmodel-shape rule, and its examples pass")
    func guideDocument() throws {
        let guide = Repo.read("docs/team-rules.md")
        let start = try #require(guide.range(of: "````markdown\n"))
        let end = try #require(guide.range(of: "\n````\n", range: start.upperBound..<guide.endIndex))
        let text = String(guide[start.upperBound..<end.lowerBound]) + "\n"
        let rule = try #require(TeamRuleParser.parse(text, path: "docs/Architecture.md")).get()
        #expect(rule.id == "viewmodel-shape")
        let results = try TestRulesCommand.run(rule, base: Configuration()).get()
        let failed = results.filter { !$0.passed }.count
        #expect(results.count == 2 && failed == 0)
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
/// `archlint explain team-rules`, copied into the README, documenting exactly the keys the parser
/// accepts, each at work in one of its tested rules.
@Suite("Team rules guide")
struct TeamRulesGuideTests {
    static let guide = Repo.read("docs/team-rules.md")

    /// The backticked words before the first `:` of each bullet at depth 0 in the section under `heading`.
    static func bulletKeys(under heading: String) -> [String] {
        guard let start = guide.range(of: heading) else { return [] }
        var keys: [String] = []
        for line in guide[start.upperBound...].split(separator: "\n") {
            if line.hasPrefix("#") { break }
            guard line.hasPrefix("- ") else { continue }
            let head = line.dropFirst(2).prefix { $0 != ":" }
            keys += head.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        return keys
    }

    /// A bullet with its continuation lines.
    static func bullet(_ key: String) -> String {
        guard let r = guide.range(of: "- `\(key)`") else { return "" }
        var lines = guide[r.lowerBound...].split(separator: "\n")
        let first = lines.removeFirst()
        let more = lines.prefix { $0.hasPrefix("  ") && !$0.hasPrefix("- ") }
        return ([first] + more).joined(separator: " ")
    }

    /// The text of the guide's ```archlint blocks (outside its example document).
    static var blocks: String {
        let body = guide.range(of: "### Every key at work").map { String(guide[$0.upperBound...]) } ?? ""
        var out = ""
        var inside = false
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```archlint" { inside = true; continue }
            if inside && line == "```" { inside = false; continue }
            if inside { out += line + "\n" }
        }
        return out
    }

    @Test("The guide documents exactly the keys the parser accepts")
    func keysMatchParser() {
        let common = ["kind", "message", "fix"]
        #expect(Set(common + Self.bulletKeys(under: "#### `kind: dependencies`")) == Set(TeamCheckKeys.check(.dependencies)))
        #expect(Set(common + Self.bulletKeys(under: "#### `kind: declarations`")) == Set(TeamCheckKeys.check(.declarations)))
        #expect(Set(common + Self.bulletKeys(under: "#### `kind: identifiers`")) == Set(TeamCheckKeys.check(.identifiers)))
        #expect(Set(Self.bulletKeys(under: "### Conditions")) == Set(TeamCheckKeys.conditions))
        for (bullet, keys) in [("functions", TeamCheckKeys.memberCount), ("parameters", TeamCheckKeys.parameters),
                               ("companion", TeamCheckKeys.companion + TeamCheckKeys.companionScopes), ("exists", TeamCheckKeys.existsScopes),
                               ("throws", TeamCheckKeys.throwsKinds), ("via", TeamCheckKeys.via), ("is", ArchitectureRole.names)] {
            let line = Self.bullet(bullet)
            for k in keys { #expect(line.contains("`\(k)`"), "the guide's `\(bullet)` bullet does not name `\(k)`") }
        }
        let selector = String(Self.guide[Self.guide.range(of: "A file selector has")!.lowerBound...].prefix(500))
        for k in TeamCheckKeys.fileSelector { #expect(selector.contains("`\(k)`"), "file selector key `\(k)`") }
        let target = String(Self.guide[Self.guide.range(of: "A target has")!.lowerBound...].prefix(300))
        for k in TeamCheckKeys.target { #expect(target.contains("`\(k)`"), "target key `\(k)`") }
        let exception = String(Self.guide[Self.guide.range(of: "### Exceptions")!.lowerBound...].prefix(400))
        for k in TeamCheckKeys.exception { #expect(exception.contains("`\(k)`"), "exception key `\(k)`") }
        for key in TeamCheckKeys.rule { #expect(Self.guide.contains("`\(key)`"), "rule key `\(key)`") }
        for kind in TeamCheck.Kind.allCases {
            for p in TeamCheck.placeholders(kind) { #expect(Self.guide.contains("`{\(p)}`"), "placeholder {\(p)}") }
        }
    }

    @Test("Every key is at work in one of the guide's rules, whose examples pass")
    func everyKeyAtWork() throws {
        let text = Self.blocks
        let keys = TeamCheckKeys.conditions + TeamCheckKeys.check(.dependencies) + TeamCheckKeys.check(.declarations) + TeamCheckKeys.check(.identifiers)
            + TeamCheckKeys.fileSelector + TeamCheckKeys.target + TeamCheckKeys.memberCount + TeamCheckKeys.parameters + TeamCheckKeys.exception
        for k in Set(keys) {
            #expect(text.contains(" \(k):") || text.contains("{\(k):") || text.contains("\n\(k):"), "no rule of the guide uses `\(k)`")
        }
        for v in TeamCheckKeys.via { #expect(text.contains(v), "no rule of the guide uses `via: \(v)`") }
        for p in ["{usecase_method}", "{feature}", ".contract}", ".implementation}", ".mock}", "!{"] {
            #expect(text.contains(p), "no rule of the guide uses \(p)")
        }
        let rules = TeamRuleTests.loadAll("docs/team-rules.md")
        #expect(rules.count >= 10)
        for rule in rules {
            for r in try TestRulesCommand.run(rule, base: Configuration()).get() {
                #expect(r.passed, "\(rule.id): \(r.example.title)\n\(r.detail)")
            }
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
        for anchor in ["layouts"] { #expect(readme.contains("\n## \(anchor.capitalized)\n")) }
    }

    @Test("`archlint explain team-rules` prints the guide; a team rule may not take that id")
    func explainGuide() throws {
        let r = run(["explain", "team-rules"])
        #expect(r.status == 0 && r.out == Self.guide)
        let doc = """
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
