import Testing
@testable import ArchLintKit

/// `naming.contract`, `naming.implementation`, `naming.mock` and `naming.usecase_method` (issue 15,
/// part 3): patterns, their shorthands, and what the rules make of them.
@Suite("Naming conventions as patterns")
struct ConventionPatternTests {
    static func configuration(_ yaml: String) throws -> Configuration {
        try Configuration.parse(yaml, path: ".archlint.yml").get()
    }

    static func lint(_ files: [(String, String)], _ yaml: String) throws -> [Diagnostic] {
        let report = Linter.lint(sources: files.map { (path: $0.0, text: $0.1) }, configuration: try configuration(yaml))
        #expect(report.problems.isEmpty, "\(report.problems.map(\.rendered))")
        return report.diagnostics
    }

    @Test("NamePattern applies and strips its prefix and suffix; a prefix needs a capital after it")
    func namePattern() throws {
        let p = try #require(NamePattern("Default{Name}"))
        #expect(p.apply("MoviesRepository") == "DefaultMoviesRepository")
        #expect(p.base(of: "DefaultMoviesRepository") == "MoviesRepository")
        #expect(p.base(of: "Defaultness") == nil)
        #expect(p.base(of: "Default") == nil)
        #expect(NamePattern("{Name}Contract")?.base(of: "GetCharacterUseCaseContract") == "GetCharacterUseCase")
        #expect(NamePattern("{Name}")?.isPlain == true)
        for bad in ["Contract", "{Name}{Name}", "{Name}-Impl", "default{Name}", "{name}Mock"] { #expect(NamePattern(bad) == nil, "\(bad)") }
    }

    @Test("The shorthands set the patterns, in any order; patterns may be listed")
    func shorthands() throws {
        let a = try Self.configuration("naming:\n  contract_suffix: Protocol\n  contracts: suffix\n  mocks: prefix\n").conventions
        #expect(a.contractPatterns == [NamePattern("{Name}Protocol")!])
        #expect(a.mockPatterns == [NamePattern("Mock{Name}")!])
        #expect(!a.implementationNamingChecked)
        let b = try Self.configuration("naming:\n  contracts: impl\n").conventions
        #expect(b.contractPatterns == [NamePattern("{Name}")!] && b.implementationPatterns == [NamePattern("{Name}Impl")!])
        #expect(b.implementationNamingChecked)
        let c = try Self.configuration("naming:\n  contract: [\"{Name}\", \"{Name}Protocol\"]\n  implementation: \"Default{Name}\"\n  mock: [\"{Name}Spy\", \"{Name}Mock\"]\n  usecase_method: callAsFunction\n").conventions
        #expect(c.contracts == .impl)
        #expect(c.contractPatterns.map(\.description) == ["{Name}", "{Name}Protocol"])
        #expect(c.implementationPatterns.map(\.description) == ["Default{Name}"])
        #expect(c.mockPatterns.map(\.description) == ["{Name}Spy", "{Name}Mock"])
        #expect(c.useCaseMethod == "callAsFunction")
    }

    @Test("A bad pattern, a pattern next to its shorthand, a plain mock, a bad method name: configuration errors at their line")
    func errors() {
        let cases: [(String, String)] = [
            ("naming:\n  contract: \"{Name}-Contract\"\n", ".archlint.yml:2: error: `naming.contract`: `{Name}-Contract` is not a name pattern"),
            ("naming:\n  contract: \"{Name}Protocol\"\n  contracts: impl\n", ".archlint.yml:3: error: `naming.contracts` is a shorthand"),
            ("naming:\n  contracts: impl\n  contract: \"{Name}Protocol\"\n", ".archlint.yml:3: error: `naming.contract` and the shorthand `naming.contracts`"),
            ("naming:\n  mocks: prefix\n  mock: \"{Name}Spy\"\n", ".archlint.yml:3: error: `naming.mock` and the shorthand `naming.mocks`"),
            ("naming:\n  mock: \"{Name}\"\n", ".archlint.yml:2: error: `naming.mock`: a mock cannot take"),
            ("naming:\n  usecase_method: call-as-function\n", ".archlint.yml:2: error: `naming.usecase_method` must be a method name"),
            ("naming:\n  implementations: Default\n", ".archlint.yml:2: error: unknown key `naming.implementations`"),
        ]
        for (yaml, message) in cases {
            switch Configuration.parse(yaml, path: ".archlint.yml") {
            case .success: Issue.record("accepted: \(yaml)")
            case .failure(let p): #expect(p.rendered.hasPrefix(message), "\(p.rendered)")
            }
        }
    }

    static let plainDefault = "naming:\n  contract: \"{Name}\"\n  implementation: \"Default{Name}\"\n"

    @Test("`{Name}` contracts and `Default{Name}` implementations: a lone CoreData… implementation is named wrongly, and the message suggests Default…; one of several implementations is not told to take a name")
    func defaultImplementations() throws {
        let contract = ("App/Domain/Interfaces/Repositories/MoviesRepository.swift", "protocol MoviesRepository: Sendable {\n    func fetch() async throws -> [Movie]\n}\n")
        let coreData = ("App/Data/PersistentStorages/CoreDataMoviesRepository.swift", "final class CoreDataMoviesRepository: MoviesRepository {\n    func fetch() async throws -> [Movie] { [] }\n}\n")
        let found = try Self.lint([contract, coreData], Self.plainDefault).filter { $0.ruleID == "contract-suffix" }
        #expect(found.map(\.path) == ["App/Data/PersistentStorages/CoreDataMoviesRepository.swift"])
        #expect(found.first?.message.contains("name it `DefaultMoviesRepository`") == true, "\(found.map(\.message))")
        #expect(found.first?.message.contains("`naming.implementation: Default{Name}`") == true)
        // Beside `DefaultMoviesRepository`, it is one of two implementations: neither is told to take a
        // name (it could not take that one).
        let two = [contract, ("App/Data/Repositories/DefaultMoviesRepository.swift", "final class DefaultMoviesRepository: MoviesRepository {\n    func fetch() async throws -> [Movie] { [] }\n}\n"), coreData]
        #expect(try Self.lint(two, Self.plainDefault).filter { $0.ruleID == "contract-suffix" }.isEmpty)
        // `*{Name}` accepts technology-named implementations.
        #expect(try Self.lint([contract, coreData], "naming:\n  contract: \"{Name}\"\n  implementation: [\"Default{Name}\", \"*{Name}\"]\n").filter { $0.ruleID == "contract-suffix" }.isEmpty)
        // `*{Name}` alone: technology-named implementations are accepted, any other name is told so, with no rename.
        let alone = try Self.lint([contract, ("App/Data/Repositories/MoviesRepositoryImpl.swift", "final class MoviesRepositoryImpl: MoviesRepository {\n    func fetch() async throws -> [Movie] { [] }\n}\n")],
                                  "naming:\n  contract: \"{Name}\"\n  implementation: \"*{Name}\"\n").filter { $0.ruleID == "contract-suffix" }
        #expect(alone.map(\.message) == ["`MoviesRepositoryImpl` implements the contract `MoviesRepository`: under `naming.implementation: *{Name}` name it after its technology, a capitalised prefix before `MoviesRepository` (`CoreDataMoviesRepository`)"], "\(alone.map(\.message))")
        #expect(alone.first?.fixHint == nil)
        #expect(try Self.lint([contract, coreData], "naming:\n  contract: \"{Name}\"\n  implementation: \"*{Name}\"\n").filter { $0.ruleID == "contract-suffix" }.isEmpty)
        // Per kind: the repositories' patterns apply to repositories only.
        let perKind = "naming:\n  contract: \"{Name}\"\n  implementation:\n    usecase: \"Default{Name}\"\n"
        #expect(try Self.lint([contract, coreData], perKind).filter { $0.ruleID == "contract-suffix" }.isEmpty)
        let repositories = try Self.lint([contract, coreData], "naming:\n  contract: \"{Name}\"\n  implementation: {repository: \"{Name}Impl\"}\n").filter { $0.ruleID == "contract-suffix" }
        #expect(repositories.map(\.message) == ["`CoreDataMoviesRepository` implements the contract `MoviesRepository`: under `naming.implementation.repository: {Name}Impl` name it `MoviesRepositoryImpl`"])
        // Without `naming.implementation`, any implementation's name is fine.
        let unchecked = try Self.lint([contract, coreData], "naming:\n  contract: \"{Name}\"\n").filter { $0.ruleID == "contract-suffix" }
        #expect(unchecked.isEmpty)
    }

    @Test("`naming.contract` per kind: each kind's contracts are recognised, renamed and spelled by its own patterns")
    func contractPerKind() throws {
        let yaml = "naming:\n  contract:\n    usecase: \"{Name}\"\n    repository: \"{Name}Protocol\"\n"
        let c = try Self.configuration(yaml).conventions
        #expect(c.contractPatterns(for: .useCase).map(\.description) == ["{Name}"])
        #expect(c.contractPatterns(for: .repository).map(\.description) == ["{Name}Protocol"])
        let v = Vocabulary(c)
        #expect(v.contractName(forBase: "GetMoviesUseCase") == "GetMoviesUseCase")
        #expect(v.contractName(forBase: "MoviesRepository") == "MoviesRepositoryProtocol")
        #expect(v.contractKind(ofName: "MoviesRepositoryProtocol") == .repository && v.contractKind(ofName: "GetMoviesUseCase") == .useCase)
        #expect(v.baseName(ofContract: "MoviesRepositoryProtocol") == "MoviesRepository")
        let found = try Self.lint([
            ("App/Domain/UseCases/GetMoviesUseCase.swift", "protocol GetMoviesUseCase: Sendable {\n    func execute() async throws(MoviesError) -> [Movie]\n}\n"),
            ("App/Domain/Repositories/MoviesRepository.swift", "protocol MoviesRepository: Sendable {\n    func movies() async throws(MoviesError) -> [Movie]\n}\n"),
        ], yaml).filter { $0.ruleID == "contract-suffix" }
        #expect(found.map(\.message) == ["protocol `MoviesRepository` in Domain/Repositories is a contract: rename it `MoviesRepositoryProtocol`"], "\(found.map(\.message))")
        switch Configuration.parse("naming:\n  contract:\n    presenter: \"{Name}\"\n", path: ".archlint.yml") {
        case .success: Issue.record("accepted an unknown kind")
        case .failure(let p): #expect(p.rendered.hasPrefix(".archlint.yml:3: error: unknown kind `naming.contract.presenter`"))
        }
    }

    @Test("`naming.implementation` per kind and `*{Name}`: what the configuration accepts, and its errors at their line")
    func implementationPerKind() throws {
        let c = try Self.configuration("naming:\n  implementation:\n    usecase: \"Default{Name}\"\n    repository: [\"{Name}\", \"*{Name}\"]\n").conventions
        #expect(c.implementationPatterns(for: .useCase).map(\.description) == ["Default{Name}"])
        #expect(c.implementationPatterns(for: .repository).map(\.description) == ["{Name}", "*{Name}"])
        #expect(c.implementationNamingChecked(for: .useCase) && c.implementationNamingChecked(for: .repository) && !c.implementationNamingChecked(for: .dataSource))
        let any = try #require(NamePattern("*{Name}"))
        #expect(any.matches("CoreDataMoviesRepository", base: "MoviesRepository") && any.matches("InMemoryMoviesRepository", base: "MoviesRepository"))
        #expect(!any.matches("MoviesRepository", base: "MoviesRepository") && !any.matches("coreMoviesRepository", base: "MoviesRepository"))
        #expect(NamePattern("*{Name}Impl")?.matches("RealmMoviesRepositoryImpl", base: "MoviesRepository") == true)
        for (yaml, message) in [
            ("naming:\n  implementation: [\"*{Name}\", \"{Name}\"]\n", ".archlint.yml:2: error: `naming.implementation`: `*{Name}` matches names but spells none"),
            ("naming:\n  mock: [\"{Name}Mock\", \"*{Name}\"]\n", ".archlint.yml:2: error: `naming.mock`: `*{Name}`: `*{Name}` (any prefix) is accepted for implementations only"),
            ("naming:\n  implementation:\n    viewmodel: \"{Name}\"\n", ".archlint.yml:3: error: unknown kind `naming.implementation.viewmodel`"),
            ("naming:\n  implementation:\n    usecase: \"{Name}-Impl\"\n", ".archlint.yml:3: error: `naming.implementation.usecase`: `{Name}-Impl` is not a name pattern"),
        ] {
            switch Configuration.parse(yaml, path: ".archlint.yml") {
            case .success: Issue.record("accepted: \(yaml)")
            case .failure(let p): #expect(p.rendered.hasPrefix(message), "\(p.rendered)")
            }
        }
    }

    @Test("`{Name}Protocol` contracts: a protocol without it in a contract folder is renamed to it; `I{Name}` is dropped")
    func protocolSuffix() throws {
        let found = try Self.lint([
            ("Features/Movies/Sources/Domain/Repositories/IMoviesRepository.swift", "protocol IMoviesRepository: Sendable {}\n"),
            ("Features/Movies/Sources/Domain/UseCases/SearchMoviesUseCase.swift", "protocol SearchMoviesUseCaseProtocol: Sendable {\n    func execute() async\n}\n"),
        ], "naming:\n  contract: \"{Name}Protocol\"\n").filter { $0.ruleID == "contract-suffix" }
        #expect(found.map(\.message) == ["protocol `IMoviesRepository` in Domain/Repositories is a contract: rename it `MoviesRepositoryProtocol`"])
    }

    @Test("Test doubles: found by conformance whatever their name, and by the configured mock patterns")
    func testDoubles() throws {
        let useCase = ("Features/Movies/Sources/Domain/UseCases/SearchMoviesUseCase.swift",
                       "protocol SearchMoviesUseCaseContract: Sendable {\n    func execute() async throws -> [String]\n}\n")
        let spy = ("Features/Movies/Tests/Doubles/SearchMoviesUseCaseSpy.swift",
                   "final class SearchMoviesUseCaseSpy: SearchMoviesUseCaseContract, @unchecked Sendable {\n    func execute() async throws -> [String] { [] }\n}\n")
        let test = ("Features/Movies/Tests/SearchMoviesUseCaseTests.swift", "import Testing\n")
        #expect(try Self.lint([useCase, spy, test], "naming:\n  mocks: suffix\n").filter { $0.ruleID == "usecase-has-mock" }.isEmpty)
        let missing = try Self.lint([useCase, test], "naming:\n  mock: \"{Name}Spy\"\n").filter { $0.ruleID == "usecase-has-mock" }
        #expect(missing.first?.message.contains("add `SearchMoviesUseCaseSpy`") == true, "\(missing.map(\.message))")
        // A `…Mock` under `naming.mock: {Name}Spy` is renamed to the preferred pattern.
        let mock = ("Features/Movies/Tests/Mocks/SearchMoviesUseCaseMock.swift",
                    "final class SearchMoviesUseCaseMock: SearchMoviesUseCaseContract, @unchecked Sendable {\n    func execute() async throws -> [String] { [] }\n}\n")
        let named = try Self.lint([useCase, mock, test], "naming:\n  mock: \"{Name}Spy\"\n").filter { $0.ruleID == "mock-conventions" }
        #expect(named.map(\.message) == ["mock `SearchMoviesUseCaseMock` is named with the `Mock` suffix: under `naming.mock: {Name}Spy` rename it `SearchMoviesUseCaseSpy`"])
    }

    @Test("usecase_method: callAsFunction contracts are clean under it; under execute, one finding per contract and none on the implementation")
    func useCaseMethod() throws {
        let files = [
            ("Component/Bag/Sources/Domain/UseCases/GetBagItemsUseCase.swift",
             "public protocol GetBagItemsUseCaseContract: Sendable {\n    func callAsFunction() async throws -> [String]\n}\n\nstruct GetBagItemsUseCase: GetBagItemsUseCaseContract {\n    func callAsFunction() async throws -> [String] { [] }\n}\n"),
        ]
        let underExecute = try Self.lint(files, "naming:\n  mocks: suffix\n").filter { $0.ruleID == "usecase-single-execute" }
        #expect(underExecute.map(\.line) == [1])
        #expect(underExecute.first?.message.contains("set `naming.usecase_method: callAsFunction`") == true)
        let under = try Self.lint(files, "naming:\n  usecase_method: callAsFunction\n").filter { $0.ruleID.hasPrefix("usecase-") }
        #expect(under.isEmpty, "\(under.map(\.message))")
    }
}
