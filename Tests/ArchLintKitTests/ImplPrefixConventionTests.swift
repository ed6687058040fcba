import Testing
@testable import ArchLintKit

/// The `naming.contracts: impl` and `naming.mocks: prefix` conventions (seeds 002 and 003): what
/// counts as a contract, and the names the messages suggest, which the documents' line markers do not check.
@Suite("impl and prefix conventions")
struct ImplPrefixConventionTests {
    static func configuration(_ yaml: String) throws -> Configuration {
        try Configuration.parse(yaml, path: ".archlint.yml").get()
    }

    static let implPrefix = "naming:\n  contracts: impl\n  mocks: prefix\n"

    static func project(_ files: [(String, String)], _ configuration: Configuration) -> ProjectIndex {
        let summaries = files.map { f in Linter.analyze(path: f.0, bytes: Array(f.1.utf8), configuration: configuration).0! }
        return ProjectIndex(files: summaries, configuration: configuration)
    }

    @Test("Under impl, a class of the project whose name spells a contract is no contract; an undeclared name is judged by its spelling")
    func declaredTypesAreNoContracts() throws {
        let project = Self.project([
            ("Features/User/Sources/Domain/Repositories/UserRepository.swift", "protocol UserRepository: Sendable {}\n"),
            ("Features/User/Sources/Data/Repositories/RemoteUserRepository.swift", "final class RemoteUserRepository: UserRepository {}\n"),
            ("Features/User/Sources/Data/Repositories/CachedUserRepository.swift", "final class CachedUserRepository: RemoteUserRepository {}\n"),
        ], try Self.configuration(Self.implPrefix))
        #expect(project.contractKind(of: "UserRepository") == .repository)
        #expect(project.contractKind(of: "RemoteUserRepository") == nil)
        #expect(project.contractKind(of: "AnalyticsRepository") == .repository)
        #expect(project.implementations["RemoteUserRepository"] == ["UserRepository"])
        // Subclassing a concrete repository is not implementing a contract by name.
        #expect(project.implementations["CachedUserRepository"] == nil)
    }

    @Test("A protocol named after the kind alone is a base protocol in both conventions; under impl a Presentation …DataSource is no contract")
    func baseProtocolsAndUIDataSources() throws {
        for yaml in ["naming:\n  contracts: impl\n", "naming:\n  contracts: suffix\n"] {
            let v = Vocabulary(try Self.configuration(yaml).conventions)
            #expect(v.isBaseProtocolName("UseCase") && v.isBaseProtocolName("Repository") && v.isBaseProtocolName("DataSource"))
            #expect(!v.isBaseProtocolName("FetchUsersUseCase") && !v.isBaseProtocolName("UserRepositoryContract"))
            #expect(v.contractKind(ofName: "UseCase") == nil)
        }
        #expect(Vocabulary(try Self.configuration("naming:\n  contracts: suffix\n").conventions).isBaseProtocolName("UseCaseContract"))
        let project = Self.project([
            ("Features/User/Sources/Domain/UseCases/UseCase.swift", "protocol UseCase: Sendable {}\n"),
            ("Features/User/Sources/Presentation/UserList/UserListDataSource.swift", "protocol UserListDataSource: AnyObject {}\n"),
            ("Features/User/Sources/Data/Remote/UserRemoteDataSource.swift", "protocol UserRemoteDataSource: Sendable {}\n"),
        ], try Self.configuration(Self.implPrefix))
        #expect(project.contracts["UseCase"] == nil)
        #expect(project.contracts["UserListDataSource"] == nil)
        #expect(project.contracts["UserRemoteDataSource"] == .dataSource)
    }

    @Test("mock-conventions names the contract a concrete base implements, not the concrete class (impl) nor a contract nobody declares (suffix)")
    func mockOfConcreteSuggestsItsContract() throws {
        let cases: [(yaml: String, contract: String)] = [(Self.implPrefix, "UserRepository"), ("naming:\n  mocks: prefix\n", "UserRepositoryContract")]
        for c in cases {
            var configuration = try Self.configuration(c.yaml)
            configuration.onlyRules = ["mock-conventions"]
            let report = Linter.lint(sources: [
                ("Features/User/Sources/Domain/Repositories/UserRepository.swift", "protocol \(c.contract): Sendable {}\n"),
                ("Features/User/Sources/Data/Repositories/RemoteUserRepository.swift", "class RemoteUserRepository: \(c.contract), @unchecked Sendable {}\n"),
                ("Features/User/Tests/Mocks/MockRemoteUserRepository.swift", "final class MockRemoteUserRepository: RemoteUserRepository {}\n"),
            ], configuration: configuration)
            #expect(report.diagnostics.map(\.message) == [
                "mock `MockRemoteUserRepository` inherits from the concrete `RemoteUserRepository` and conforms to no contract: a mock implements the contract it replaces; declare `MockRemoteUserRepository: \(c.contract)`",
            ])
        }
    }

    @Test("usecase-has-mock and usecase-has-tests suggest the UseCase's names for a contract that keeps a Protocol suffix under impl")
    func strayProtocolSuffixSuggestions() throws {
        var configuration = try Self.configuration(Self.implPrefix)
        configuration.onlyRules = ["usecase-has-mock", "usecase-has-tests"]
        let report = Linter.lint(sources: [
            ("Features/User/Sources/Domain/UseCases/SearchUsersUseCase.swift", """
                protocol SearchUsersUseCaseProtocol: Sendable {
                    func execute(query: String) async throws(UserError) -> [User]
                }

                final class SearchUsersUseCaseImpl: SearchUsersUseCaseProtocol {
                    func execute(query: String) async throws(UserError) -> [User] { [] }
                }
                """),
            ("Features/User/Tests/Unit/Domain/UseCases/FetchUsersUseCaseTests.swift", "struct FetchUsersUseCaseTests {}\n"),
        ], configuration: configuration)
        #expect(Set(report.diagnostics.map(\.message)) == [
            "UseCase contract `SearchUsersUseCaseProtocol` has no mock: add `MockSearchUsersUseCase`, conforming to it, under `Features/User/Tests/Mocks/` or `Features/User/Tests/Shared/Mocks/` (ViewModel tests inject it)",
            "UseCase `SearchUsersUseCase` has no tests: add `SearchUsersUseCaseTests.swift` under Features/User/Tests/Unit/Domain/UseCases/",
        ])
    }
}
