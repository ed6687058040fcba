import Testing
@testable import ArchLintKit

/// Facts that the layer rules (`contract-not-public`, `layer-location`,
/// `domain-independent`, `viewmodel-uses-usecases`) add to the engine, and the
/// columns that the rule documents' line markers do not check.
@Suite("Layer rules")
struct LayerRulesTests {
    @Test("The access-level modifier's position is recorded: after attributes, among other modifiers, on its own line; never for private(set)")
    func accessLevelPosition() {
        let s = scan("""
            @MainActor public final class A {}
            final public struct B {
                private(set) var count = 0
                private(set) public var total = 0
            }
            @available(iOS 17, *)
            open
            class C {}
            struct D {}
            public extension D {}
            """)
        let d = s.declarations
        #expect(d.map(\.name) == ["A", "B", "count", "total", "C", "D", "D"])
        #expect((d[0].accessLevelLine, d[0].accessLevelColumn) == (1, 12))
        #expect((d[1].accessLevelLine, d[1].accessLevelColumn) == (2, 7))
        #expect((d[2].accessLevelLine, d[2].accessLevelColumn) == (0, 0))
        #expect(d[3].accessLevel == .public && (d[3].accessLevelLine, d[3].accessLevelColumn) == (4, 18))
        #expect((d[4].accessLevelLine, d[4].accessLevelColumn) == (7, 1))
        #expect((d[5].accessLevelLine, d[5].accessLevelColumn) == (0, 0))
        #expect(d[6].kind == .extension && (d[6].accessLevelLine, d[6].accessLevelColumn) == (10, 1))
    }

    @Test("contract-not-public reports at the modifier, not at the name")
    func contractNotPublicColumn() {
        var config = Configuration()
        config.onlyRules = ["contract-not-public"]
        let report = Linter.lint(sources: [(
            "Features/Character/Sources/Domain/UseCases/GetCharacterUseCase.swift",
            """
            protocol GetCharacterUseCaseContract: Sendable {
                func execute(identifier: Int) async throws(CharacterError) -> Character
            }

            @MainActor final public struct GetCharacterUseCase: GetCharacterUseCaseContract {}
            """)], configuration: config)
        #expect(report.diagnostics.map { "\($0.line):\($0.column)" } == ["5:18"])
    }

    @Test("typeLayers knows top-level protocols as well as types")
    func typeLayersIncludeProtocols() {
        let files = [
            ("Features/Character/Sources/Data/Networking/HTTPClientContract.swift", "protocol HTTPClientContract: Sendable {}\n"),
            ("Features/Character/Sources/Presentation/List/ListViewModel.swift", "@MainActor protocol ListViewModelContract {}\nfinal class ListViewModel {}\n"),
            ("Features/Character/Tests/Mocks/HTTPClientMock.swift", "protocol TestOnlyContract {}\n"),
        ]
        let summaries = files.map { f in Linter.analyze(path: f.0, bytes: Array(f.1.utf8), configuration: Configuration()).0! }
        let project = ProjectIndex(files: summaries)
        #expect(project.typeLayers["HTTPClientContract"] == [.data])
        #expect(project.typeLayers["ListViewModelContract"] == [.presentation])
        #expect(project.typeLayers["ListViewModel"] == [.presentation])
        #expect(project.typeLayers["TestOnlyContract"] == nil)
    }

    @Test("domainFeatures: the features with sources under Domain/ (not a library's Data/ folder)")
    func domainFeatures() {
        let files = [
            ("Features/Character/Sources/Domain/Models/Character.swift", "struct Character {}\n"),
            ("Features/Character/Tests/Mocks/CharacterRepositoryMock.swift", "final class CharacterRepositoryMock {}\n"),
            ("Features/Episode/Sources/Presentation/List/EpisodeListViewModel.swift", "final class EpisodeListViewModel {}\n"),
            ("Features/Episode/Tests/Unit/EpisodeTests.swift", "struct EpisodeTests {}\n"),
            ("postgres-nio/Sources/PostgresNIO/Data/Int+PostgresCodable.swift", "struct Row {}\n"),
            ("postgres-nio/Tests/PostgresNIOTests/ConnectionTests.swift", "final class MockConnection {}\n"),
        ]
        let summaries = files.map { f in Linter.analyze(path: f.0, bytes: Array(f.1.utf8), configuration: Configuration()).0! }
        #expect(ProjectIndex(files: summaries).domainFeatures == ["Character"])
    }

    @Test("Test doubles and framework data sources are recognised by their words")
    func names() {
        #expect(LayerLocationRule.isTestDoubleName("PreviewCharacterRepository"))
        #expect(LayerLocationRule.isTestDoubleName("CharacterRepositoryStub"))
        #expect(!LayerLocationRule.isTestDoubleName("SpyglassRepository"))
        #expect(!LayerLocationRule.isTestDoubleName("CharacterRepository"))
        #expect(LayerLocationRule.isRepositoryImplementationName("StarshipRepositoryImpl"))
        #expect(!LayerLocationRule.isRepositoryImplementationName("Repository"))
        #expect(ProjectIndex.hasFrameworkPrefix("UITableViewDataSource"))
        #expect(ProjectIndex.hasFrameworkPrefix("NSCollectionViewDiffableDataSource"))
        #expect(!ProjectIndex.hasFrameworkPrefix("UserDataSource"))
    }
}
