import Foundation
import Testing
@testable import ArchLintKit

/// Every example in the README is run here.
@Suite("README examples")
struct ReadmeTests {
    /// The README's fenced blocks: (info string, body).
    static let blocks: [(info: String, body: String)] = {
        var out: [(String, String)] = []
        var current: (String, [String])?
        for line in Repo.read("README.md").components(separatedBy: "\n") {
            if let c = current {
                if line == "```" { out.append((c.0, c.1.joined(separator: "\n") + "\n")); current = nil } else { current = (c.0, c.1 + [line]) }
            } else if line.hasPrefix("```") {
                current = (String(line.dropFirst(3)), [])
            }
        }
        return out
    }()

    static func section(_ heading: String) -> String {
        let text = Repo.read("README.md")
        guard let r = text.range(of: "\n## " + heading) else { return "" }
        let rest = text[r.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// The fenced blocks of one `## ` section.
    static func blocks(in heading: String) -> [(info: String, body: String)] {
        let text = section(heading)
        return blocks.filter { text.contains($0.body) }
    }

    @Test("The configuration examples parse; the first has every documented key")
    func configuration() throws {
        let yaml = Self.blocks(in: "Configuration: `.archlint.yml`").filter { $0.info == "yaml" }
        #expect(yaml.count == 3)
        for block in yaml {
            // `rule_documents: [docs/rules]` is read as if the file were the team-rule fixture app's.
            if case .failure(let p) = Configuration.parse(block.body, path: "README.md", baseDirectory: Repo.path("Fixtures/TeamRules/App")) { Issue.record("README: \(p.rendered)") }
        }
        let patterns = try Configuration.parse(yaml[1].body, path: "README.md").get().conventions
        #expect(patterns.contractPatterns.map(\.description) == ["{Name}"])
        #expect(patterns.implementationPatterns.map(\.description) == ["Default{Name}", "{Name}Impl"] && patterns.implementationNamingChecked)
        #expect(patterns.mockPatterns.map(\.description) == ["{Name}Mock", "{Name}Spy"] && patterns.useCaseMethod == "callAsFunction")
        let conventions = try Configuration.parse(yaml[2].body, path: "README.md").get()
        #expect(conventions.conventions.contracts == .impl && conventions.conventions.mocks == .prefix)
        let config = try Configuration.parse(try #require(yaml.first).body, path: "README.md", baseDirectory: Repo.path("Fixtures/TeamRules/App")).get()
        #expect(!config.teamRules.isEmpty)
        #expect(config.minVersion != nil && !config.included.isEmpty && !config.excluded.isEmpty)
        #expect(config.severity(of: TypedThrowsRule()) == .warning)
        for key in Configuration.knownKeys {
            #expect(yaml[0].body.contains("\n\(key):") || yaml[0].body.hasPrefix("\(key):"), "the README example lacks `\(key)`")
        }
    }

    @Test("The Layouts section: the role-folder table is the code's, the `layout:` example parses into the globs it shows")
    func layouts() throws {
        let text = Self.section("Layouts")
        #expect(text.contains(Layout.roleFolderTable), "paste Layout.roleFolderTable into the README's Layouts section")
        #expect(text.contains(Layout.roleOnlyFolderTable), "paste Layout.roleOnlyFolderTable into the README's Layouts section")
        let yaml = Self.blocks(in: "Layouts").filter { $0.info == "yaml" }
        #expect(yaml.count == 1)
        let config = try Configuration.parse(try #require(yaml.first).body, path: "README.md").get()
        let globs = try #require(config.layout.globs)
        #expect(config.layout.presets.isEmpty && config.layout.presetConfigured)
        #expect(globs.features.map(\.text) == ["App/Features/{feature}/**"])
        #expect(globs.layers.map(\.layer) == [.domain, .data, .presentation, .tests])
        #expect(globs.roles.map(\.role) == [.domainUseCases])
        var layout = config.layout
        layout.workingDirectory = nil
        let useCase = FileContext(path: "App/Core/Domain/Interactors/PlaceOrder.swift", layout: layout)
        #expect(useCase.layer == .domain && useCase.role == .domainUseCases && useCase.source == .globs)
        let store = FileContext(path: "App/Core/Persistence/DataSources/OrderStore.swift", layout: layout)
        #expect(store.layer == .data && store.role == .dataDataSources)
        let screen = FileContext(path: "App/Features/Checkout/CheckoutViewModel.swift", layout: layout)
        #expect(screen.layer == .presentation && screen.feature == "Checkout")
        #expect(FileContext(path: "App/AppDelegate.swift", layout: layout).layer == .other)
    }

    @Test("Every `archlint …` command line in the README is accepted by the option parser")
    func commandLines() {
        var checked = 0
        for block in Self.blocks where block.info == "sh" {
            for raw in block.body.split(separator: "\n") {
                var line = String(raw)
                if let hash = line.range(of: " #") { line = String(line[..<hash.lowerBound]) }
                if let redirect = line.range(of: " <") { line = String(line[..<redirect.lowerBound]) }
                for cut in [" |", " >"] { if let r = line.range(of: cut) { line = String(line[..<r.lowerBound]) } }
                let words = line.split(separator: " ").map(String.init)
                guard words.first == "archlint" else { continue }
                checked += 1
                let args = Array(words.dropFirst())
                switch args.first {
                case "rules", "explain", "init", "install-hook", "tokens", "decls", "bench-lexer", "--help", "--version":
                    continue
                case "new":
                    if case .failure(let e) = NewCommand.options(Array(args.dropFirst())) { Issue.record("README: `\(line)`: \(e.message)") }
                case "graph":
                    if case .failure(let e) = GraphCommand.options(Array(args.dropFirst())) { Issue.record("README: `\(line)`: \(e.message)") }
                case "agent":
                    if case .failure(let e) = OptionParser.parse(Array(args.dropFirst()), AgentCommand.spec, command: "agent") { Issue.record("README: `\(line)`: \(e.message)") }
                default:
                    if case .failure(let e) = LintCommand.options(args.first == "lint" ? Array(args.dropFirst()) : args) {
                        Issue.record("README: `\(line)`: \(e.message)")
                    }
                }
            }
        }
        #expect(checked >= 8)
    }

    @Test("The sample output is what the set-up command, `archlint Fixtures/Reference Fixtures/Violations`, prints: exit 1 by design")
    func sampleOutput() throws {
        let sample = try #require(Self.blocks.first { $0.info == "" && $0.body.contains("Fixtures/Violations/") })
        let setUp = try #require(Self.blocks.first { $0.info == "sh" && $0.body.hasPrefix("swift run -c release archlint ") })
        let args = setUp.body.split(separator: "\n")[0].split(separator: "#")[0].split(separator: " ").dropFirst(5).map(String.init)
        #expect(args == ["Fixtures/Reference", "Fixtures/Violations"])
        let r = run(in: Repo.root, args)
        #expect(r.status == 1)
        #expect(Self.section("Set up").contains("exits 1 by design"))
        for line in sample.body.split(separator: "\n") {
            #expect(r.out.contains(line + "\n") || r.err.contains(line + "\n"), "not printed: \(line)")
        }
    }

    @Test("The waiver example waives one finding per waiver, with no other finding")
    func waivers() throws {
        let swift = try #require(Self.blocks.first { $0.info == "swift" && $0.body.contains("archlint:disable") })
        let r = Linter.lint(sources: [("Features/Planet/Sources/Domain/Repositories/PlanetRepositoryContract.swift", swift.body)])
        #expect(r.problems.isEmpty)
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.suppressed.map(\.ruleID).sorted() == ["contract-sendable", "no-dto-in-domain", "typed-throws"])
    }

    @Test("The baseline example is a valid baseline")
    func baseline() throws {
        let json = try #require(Self.blocks.first { $0.info == "json" })
        let b = try Baseline.parse(Array(json.body.utf8), path: "README.md").get()
        #expect(b.entries.count == 1)
        #expect(Baseline.render(b.entries) == json.body)
    }

    @Test("Every lint option, command and reporter is documented")
    func everyOptionDocumented() {
        let options = Self.section("Commands")
        for o in LintCommand.spec.switches.union(LintCommand.spec.valued) {
            #expect(options.contains("| `\(o)"), "README lacks \(o)")
        }
        for c in ["rules", "explain", "init", "install-hook", "new usecase", "new repository", "tokens", "decls", "bench-lexer"] {
            #expect(options.contains("| `archlint \(c)"), "README lacks the command \(c)")
        }
        let scaffolding = Self.section("Scaffolding: `archlint new`")
        for o in NewCommand.spec.switches.union(NewCommand.spec.valued) {
            #expect(scaffolding.contains("| `\(o)") || scaffolding.contains(", `\(o)`"), "README lacks the `new` option \(o)")
        }
        for k in UseCaseKind.allCases { #expect(scaffolding.contains("| `\(k.rawValue)`"), "README lacks --kind \(k.rawValue)") }
        let reports = Self.section("Reports")
        for name in Reporters.names { #expect(reports.contains("| `\(name)` |"), "README lacks the reporter \(name)") }
    }

    @Test("The rules table is `archlint rules --markdown`: every rule, its severity, on/off, fix, options and summary")
    func rulesTable() {
        let table = Self.section("Rules")
        let expected = RulesCommand.markdown(RuleRegistry.all)
        #expect(table.contains(expected), "regenerate the README's table with `archlint rules --markdown`")
        for r in RuleRegistry.all {
            #expect(table.contains("| [`\(r.id)`](rules/\(r.id).md) | \(r.descriptor.defaultSeverity.rawValue) |"), "\(r.id)")
        }
    }

    @Test("The --fix --diff example is what archlint prints for the file it shows")
    func fixDiff() throws {
        let diff = try #require(Self.blocks.first { $0.info == "diff" }).body
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let path = String(try #require(lines.first { $0.hasPrefix("--- a/") }).dropFirst(6))
        // The file as it was: the context and removed lines of the hunk.
        let old = lines.dropFirst(3).filter { $0.hasPrefix(" ") || $0.hasPrefix("-") }.map { String($0.dropFirst()) + "\n" }.joined()
        let s = Scratch()
        s.write(path, old)
        let r = run(in: s.path, ["--no-config", "--fix", "--diff"])
        #expect(r.status == 0)
        #expect(r.out == diff, "\(r.out)")
    }
}
