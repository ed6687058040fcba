import Testing
@testable import ArchLintKit

/// The description `test-description` suggests (and its future autofix writes) from a function name.
@Suite("test-description suggestions")
struct TestDescriptionRuleTests {
    @Test("A camel-case function name becomes a sentence", arguments: [
        ("executeReturnsModel", "Execute returns model"),
        ("executeCallsRepositoryWithLocalFirst", "Execute calls repository with local first"),
        ("testDecodesDTO", "Decodes DTO"),
        ("mapsDTOToDomainModel", "Maps DTO to domain model"),
        ("loads_page_2", "Loads page 2"),
        ("page2Loads", "Page 2 loads"),
        ("`default`", "Default"),
        ("test", "Test"),
    ])
    func suggestion(name: String, expected: String) {
        #expect(TestDescriptionRule.suggestedDescription(name) == expected)
    }

    @Test("The suggestion appears in the message, before the attribute's own arguments")
    func messageCarriesSuggestion() {
        let code = """
        import Testing

        struct GetCharacterUseCaseTests {
            @Test(.tags(.critical))
            func executeReturnsModel() {}
        }
        """
        var config = Configuration()
        config.onlyRules = ["test-description"]
        let report = Linter.lint(sources: [("Features/Character/Tests/Unit/GetCharacterUseCaseTests.swift", code)], configuration: config)
        #expect(report.diagnostics.map(\.message) == [
            "`@Test(.tags(.critical))` on `executeReturnsModel()` has no description: say what the test checks, write `@Test(\"Execute returns model\", .tags(.critical))`",
        ])
        #expect(report.diagnostics.first.map { ($0.line, $0.column) } ?? (0, 0) == (4, 5))
    }
}
