import Testing
@testable import ArchLintKit

@Suite("Configuration")
struct ConfigurationTests {
    @Test("A full configuration parses")
    func parses() throws {
        let text = """
            # archlint
            disabled_rules: [contract-suffix]
            excluded:
              - Fixtures/Violations   # generated
            mock_directories:
              - Shared/Mocks
            rules:
              typed-throws:
                severity: warning
              no-dto-in-domain:
                severity: off
            """
        let c = try Configuration.parse(text, path: ".archlint.yml").get()
        #expect(c.disabledRules == ["contract-suffix", "no-dto-in-domain"])
        #expect(c.excluded == ["Fixtures/Violations"])
        #expect(c.layout.mockDirectories == ["Shared/Mocks"])
        #expect(c.severity(of: TypedThrowsRule()) == .warning)
        #expect(c.isExcluded("./Fixtures/Violations/Features/X.swift"))
        #expect(!c.enabledRules.contains { $0.id == "contract-suffix" })
    }

    @Test("Bad configurations fail with the file and line", arguments: [
        ("unknown_key: 1\n", 1, "unknown key"),
        ("disabled_rules: [no-such-rule]\n", 1, "unknown rule id"),
        ("disabled_rules: yes\n", 1, "must be a list"),
        ("rules:\n  typed-throws:\n    severity: loud\n", 3, "severity"),
        ("rules:\n  typed-throws:\n    level: warning\n", 3, "unknown setting"),
        ("excluded:\n  - a\n bad: 1\n", 3, "unexpected indentation"),
        ("just some text\n", 1, "expected `key: value`"),
        ("disabled_rules: [a\n", 1, "unterminated"),
        ("excluded: [a]\nexcluded: [b]\n", 2, "duplicate key"),
    ])
    func badConfig(text: String, line: Int, fragment: String) {
        switch Configuration.parse(text, path: ".archlint.yml") {
        case .success: Issue.record("accepted a bad configuration: \(text)")
        case .failure(let p):
            #expect(p.path == ".archlint.yml")
            #expect(p.line == line)
            #expect(p.message.contains(fragment), "\(p.message)")
        }
    }
}

@Suite("Suppressions")
struct SuppressionTests {
    static let path = "Features/C/Sources/Domain/UseCases/GetCUseCase.swift"

    /// The suppression forms are checked on one rule's findings (the snippets hold several contracts in one file).
    static func lint(_ code: String) -> LintReport {
        var configuration = Configuration()
        configuration.onlyRules = ["contract-sendable"]
        return Linter.lint(sources: [(path, code)], configuration: configuration)
    }

    @Test("disable:next, disable:this, disable/enable regions and `all`")
    func forms() {
        let code = """
            // archlint:disable:next contract-sendable - legacy module
            protocol AUseCaseContract { func execute() }
            protocol BUseCaseContract { func execute() } // archlint:disable:this contract-sendable — shared with the SDK
            // archlint:disable all -- generated code
            protocol CUseCaseContract { func execute() }
            // archlint:enable all
            protocol DUseCaseContract { func execute() }
            """
        let r = Self.lint(code)
        #expect(r.problems.isEmpty)
        #expect(r.diagnostics.map(\.line) == [7])
        #expect(r.suppressed.map { "\($0.line) \($0.suppressionReason ?? "")" } == ["2 legacy module", "3 shared with the SDK", "5 generated code"])
    }

    @Test("An unknown rule id in a suppression is an input problem with its line")
    func unknownID() {
        let r = Self.lint("// archlint:disable:next no-such-rule\nprotocol AUseCaseContract: Sendable { func execute() }\n")
        #expect(r.problems.count == 1)
        #expect(r.problems.first?.line == 1)
    }
}

@Suite("Inputs")
struct InputTests {
    @Test("Invalid UTF-8 is reported with its line, and the file is still checked")
    func invalidUTF8() {
        var bytes = Array("protocol AUseCaseContract { func execute() }\n// caf".utf8)
        bytes += [0xC3, 0x28, 0x0A]
        let (summary, problems) = Linter.analyze(path: "F/Sources/Domain/UseCases/AUseCase.swift", bytes: bytes, configuration: Configuration())
        #expect(summary != nil)
        #expect(problems.count == 1 && problems[0].line == 2)
    }

    @Test("Regression: a protocol nested in a type the summary drops (outside Sources/Tests) does not crash the run")
    func nestedProtocolOutsideSources() {
        let nested = "struct Outer {\n    protocol Inner {}\n    struct Deeper { protocol InnerContract { func execute() } }\n}\n"
        let r = Linter.lint(sources: [
            ("Scripts/Tool.swift", nested),
            ("Package.swift", "enum Build { protocol StepUseCaseContract: Sendable { func execute() } }\n"),
            ("F/Sources/Domain/UseCases/AUseCase.swift", "protocol AUseCaseContract: Sendable { func execute() async throws(AError) }\n"),
        ])
        #expect(r.problems.isEmpty)
        #expect(r.diagnostics.isEmpty)
        // The nested protocols are still in the summary, as top-level entries.
        let (summary, _) = Linter.analyze(path: "Scripts/Tool.swift", bytes: Array(nested.utf8), configuration: Configuration())
        let decls = summary?.syntax.declarations ?? []
        #expect(decls.map(\.name) == ["Inner", "InnerContract", "execute"])
        #expect(decls.map(\.parent) == [nil, nil, 1])
    }

    @Test("A binary file (NUL bytes) is not checked and is reported")
    func binary() {
        let (summary, problems) = Linter.analyze(path: "x.swift", bytes: [0x7F, 0x45, 0x4C, 0x46, 0, 0, 1], configuration: Configuration())
        #expect(summary == nil)
        #expect(problems.count == 1)
    }

    @Test("Mixed LF, CRLF and lone CR line endings keep lines and columns right")
    func mixedLineEndings() {
        let code = "// header\r\nimport Foundation\r// lone CR above\n\tprotocol AUseCaseContract {\r\n    func execute() async\n}\n"
        let r = Linter.lint(sources: [("F/Sources/Domain/UseCases/AUseCase.swift", code)])
        #expect(r.diagnostics.map { "\($0.line):\($0.column) \($0.ruleID)" } == ["4:11 contract-sendable"])
    }

    @Test("An empty file and a whitespace-only file are checked without findings")
    func emptyFiles() {
        let r = Linter.lint(sources: [("F/Sources/Domain/UseCases/Empty.swift", ""), ("F/Sources/Domain/UseCases/Blank.swift", " \n\r\n\t\n")])
        #expect(r.filesChecked == 2)
        #expect(r.diagnostics.isEmpty && r.problems.isEmpty)
    }

    @Test("A UTF-8 BOM and CRLF line endings keep lines and columns right")
    func bomAndCRLF() {
        let code = "\u{FEFF}protocol AUseCaseContract {\r\n    func execute() async\r\n}\r\n"
        let r = Linter.lint(sources: [("F/Sources/Domain/UseCases/AUseCase.swift", code)])
        #expect(r.diagnostics.map { "\($0.line):\($0.column)" } == ["1:13"])
    }
}

@Suite("Rule details")
struct RuleDetailTests {
    @Test("typed-throws sees throwing getters and subscripts of contracts and names the feature's error")
    func throwingAccessors() {
        let code = """
            protocol ARepositoryContract: Sendable {
                var current: Int { get async throws }
                subscript(i: Int) -> Int { get throws }
                var typed: Int { get throws(CharacterError) }
            }
            """
        let r = Linter.lint(sources: [("Features/Character/Sources/Domain/Repositories/ARepositoryContract.swift", code),
                                      ("Features/Character/Sources/Domain/Errors/CharacterError.swift", "enum CharacterError: Error { case loadFailed }\n")])
        let typed = r.diagnostics.filter { $0.ruleID == "typed-throws" }
        #expect(typed.map { "\($0.line):\($0.column)" } == ["2:34", "3:36"])
        #expect(typed.allSatisfy { $0.message.contains("throws(CharacterError)") })
        // A feature that declares no error: no made-up `CharacterError`, the role instead.
        let none = Linter.lint(sources: [("Features/Character/Sources/Domain/Repositories/ARepositoryContract.swift", code)])
        #expect(none.diagnostics.count == 2 && none.diagnostics.allSatisfy { !$0.message.contains("CharacterError") })
    }
}
