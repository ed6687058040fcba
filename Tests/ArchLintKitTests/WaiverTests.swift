import Testing
@testable import ArchLintKit

@Suite("Waivers")
struct WaiverTests {
    static let path = "Features/C/Sources/Domain/UseCases/AUseCase.swift"

    static func lint(_ code: String, _ configuration: Configuration = Configuration()) -> LintReport {
        Linter.lint(sources: [(path, code)], configuration: configuration)
    }

    static func lines(_ ds: [Diagnostic]) -> [String] { ds.map { "\($0.line) \($0.ruleID)" } }

    @Test("A waiver with a reason suppresses its finding and keeps it, flagged, with the reason")
    func withReason() {
        for separator in ["-", "--", "—", "–"] {
            let r = Self.lint("// archlint:disable:next contract-sendable \(separator) legacy module, see #12\nprotocol AUseCaseContract { func execute() async throws(CError) }\n")
            #expect(r.diagnostics.isEmpty, "\(separator): \(r.diagnostics)")
            #expect(r.suppressed.count == 1)
            #expect(r.suppressed.first?.suppressionReason == "legacy module, see #12")
            #expect(r.suppressed.first?.ruleID == "contract-sendable")
        }
    }

    @Test("A waiver without a reason waives nothing and is itself a finding", arguments: [
        "// archlint:disable:next contract-sendable",
        "// archlint:disable:next contract-sendable -",
        "// archlint:disable:next contract-sendable // no reason here",
        "/* archlint:disable:next contract-sendable */",
    ])
    func withoutReason(comment: String) {
        let r = Self.lint(comment + "\nprotocol AUseCaseContract { func execute() async throws(CError) }\n")
        #expect(Self.lines(r.diagnostics) == ["1 suppression-reason", "2 contract-sendable"])
        #expect(r.suppressed.isEmpty)
        #expect(r.diagnostics.first?.message.contains("gives no reason") == true)
        #expect(r.diagnostics.first?.severity == .error)
    }

    @Test("A waiver that waives nothing is an unused-suppression warning naming the id and lines")
    func unused() {
        let code = """
            // archlint:disable:next contract-sendable, typed-throws - legacy
            protocol AUseCaseContract { func execute() async throws(CError) }
            // archlint:disable typed-throws - generated
            protocol BUseCaseContract: Sendable { func execute() async throws(CError) }
            // archlint:enable typed-throws
            """
        // Two contracts in one file: the rules about the waivers and the waived ones only.
        var config = Configuration()
        config.onlyRules = ["contract-sendable", "typed-throws", "unused-suppression"]
        let r = Self.lint(code, config)
        #expect(Self.lines(r.diagnostics) == ["1 unused-suppression", "3 unused-suppression"])
        #expect(r.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(r.diagnostics[0].message.contains("no `typed-throws` finding on line 2): remove `typed-throws` from it"), "\(r.diagnostics[0].message)")
        #expect(r.diagnostics[1].message.contains("lines 3–5"), "\(r.diagnostics[1].message)")
        #expect(Self.lines(r.suppressed) == ["2 contract-sendable"])
    }

    @Test("Unused waivers are judged only for rules that ran; `all` only when every default rule ran")
    func onlyRulesThatRan() {
        let code = "// archlint:disable:next typed-throws - legacy\nprotocol AUseCaseContract: Sendable { func execute() async throws(CError) }\n"
        var only = Configuration()
        only.onlyRules = ["contract-sendable", "unused-suppression"]
        #expect(Self.lint(code, only).diagnostics.isEmpty)
        #expect(Self.lines(Self.lint(code).diagnostics) == ["1 unused-suppression"])
        let all = "// archlint:disable:next all - legacy\nprotocol AUseCaseContract: Sendable { func execute() async throws(CError) }\n"
        #expect(Self.lines(Self.lint(all).diagnostics) == ["1 unused-suppression"])
        #expect(Self.lint(all, only).diagnostics.isEmpty)
        var off = Configuration()
        off.disabledRules = ["unused-suppression"]
        #expect(Self.lint(code, off).diagnostics.isEmpty)
    }

    @Test("The waivers' own findings cannot be waived inline")
    func metaFindingsAreNotWaivable() {
        let code = """
            // archlint:disable all - migration in progress
            // archlint:disable:next contract-sendable
            protocol AUseCaseContract { func execute() async throws(CError) }
            """
        let r = Self.lint(code)
        #expect(Self.lines(r.diagnostics) == ["2 suppression-reason"])
        #expect(Self.lines(r.suppressed) == ["3 contract-sendable"])
    }

    @Test("--strict fails on an unused waiver (a warning); without it the run passes")
    func strict() {
        let s = Scratch()
        s.write("Sources/Domain/UseCases/GetXUseCase.swift", "// archlint:disable:next typed-throws - legacy\n" + cleanContract)
        let plain = run(["--no-config", s.path])
        #expect(plain.status == 0)
        #expect(plain.out.contains(": warning: `archlint:disable:next typed-throws` waives nothing"), "\(plain.out)")
        #expect(run(["--no-config", "--strict", s.path]).status == 1)
    }
}
