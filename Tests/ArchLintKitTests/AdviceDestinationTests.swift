import Foundation
import Testing
@testable import ArchLintKit

/// Issue 35: no message names a destination folder, a type or a new name that the project does not
/// have or that another finding also proposes; one test per kind of advice.
@Suite("Advice names what the project has")
struct AdviceDestinationTests {
    static func lint(_ files: [(String, String)], _ yaml: String = "", rule: String) throws -> [String] {
        let configuration = try Configuration.parse(yaml, path: ".archlint.yml").get()
        let report = Linter.lint(sources: files.map { (path: $0.0, text: $0.1) }, configuration: configuration)
        #expect(report.problems.isEmpty, "\(report.problems.map(\.rendered))")
        return report.diagnostics.filter { $0.ruleID == rule }.map { "\($0.path):\($0.line): \($0.message)" }
    }

    static let defaultNaming = "naming:\n  contract: \"{Name}\"\n  implementation: \"Default{Name}\"\n"

    @Test("usecase-naming: an implementation joins its own contract's file (`Trips/Protocol/`), never the first area's UseCases folder")
    func implementationJoinsItsContract() throws {
        let files = [
            ("Runner/Domain/UseCase/Account/Protocol/SignInUseCase.swift", "protocol SignInUseCase {\n    func execute() async throws -> Bool\n}\n"),
            ("Runner/Domain/UseCase/Account/DefaultSignInUseCase.swift", "final class DefaultSignInUseCase: SignInUseCase {\n    func execute() async throws -> Bool { true }\n}\n"),
            ("Runner/Domain/UseCase/Trips/Protocol/TripsUseCase.swift", "protocol TripsUseCase {\n    func execute() async throws -> [Int]\n}\n"),
            ("Runner/Domain/UseCase/Trips/DefaultTripsUseCase.swift", "final class DefaultTripsUseCase: TripsUseCase {\n    func execute() async throws -> [Int] { [] }\n}\n"),
        ]
        let found = try Self.lint(files, Self.defaultNaming, rule: "usecase-naming")
        #expect(found == [
            "Runner/Domain/UseCase/Account/DefaultSignInUseCase.swift:1: UseCase `DefaultSignInUseCase` is declared in DefaultSignInUseCase.swift: declare it with its contract `SignInUseCase` in Runner/Domain/UseCase/Account/Protocol/SignInUseCase.swift",
            "Runner/Domain/UseCase/Trips/DefaultTripsUseCase.swift:1: UseCase `DefaultTripsUseCase` is declared in DefaultTripsUseCase.swift: declare it with its contract `TripsUseCase` in Runner/Domain/UseCase/Trips/Protocol/TripsUseCase.swift",
        ], "\(found)")
    }

    @Test("usecase-naming: a contract sharing its file with its implementation outside Domain/UseCases moves with it to the UseCases folder itself; with no UseCases folder in the project, nowhere to move to")
    func sharedFileMovesToTheRoleFolder() throws {
        let scene = ("Shop/Scenes/Cart/CartUseCase.swift", "protocol CartUseCaseType {\n    func execute() -> Int\n}\n\nstruct CartUseCase: CartUseCaseType {\n    func execute() -> Int { 0 }\n}\n")
        let trait = ("Shop/Domain/UseCases/Checkout/CheckoutUseCase.swift", "protocol CheckoutUseCaseType {\n    func execute() -> Int\n}\n\nstruct CheckoutUseCase: CheckoutUseCaseType {\n    func execute() -> Int { 0 }\n}\n")
        let naming = "naming:\n  contract: \"{Name}Type\"\n"
        let found = try Self.lint([scene, trait], naming, rule: "usecase-naming")
        #expect(found == [
            "Shop/Scenes/Cart/CartUseCase.swift:1: UseCase contract `CartUseCaseType` and its implementation `CartUseCase` are declared in Shop/Scenes/Cart/CartUseCase.swift: move their file to Shop/Domain/UseCases/CartUseCase.swift",
            "Shop/Scenes/Cart/CartUseCase.swift:5: UseCase `CartUseCase` and its contract `CartUseCaseType` are declared in Shop/Scenes/Cart/CartUseCase.swift: move their file to Shop/Domain/UseCases/CartUseCase.swift",
        ], "\(found)")
        #expect(found.allSatisfy { !$0.contains("UseCases/Checkout/Cart") && !$0.contains("declare it with its implementation") })
        // A Domain layer organised by feature (`Domain/Orders/`), with no UseCases folder anywhere.
        let byFeature = ("Shop/Domain/Orders/FetchOrdersUseCase.swift", "protocol FetchOrdersUseCaseType {\n    func execute() -> [Int]\n}\n\nstruct FetchOrdersUseCase: FetchOrdersUseCaseType {\n    func execute() -> [Int] { [] }\n}\n")
        #expect(try Self.lint([byFeature, ("Shop/Domain/Orders/Models/Order.swift", "struct Order: Equatable { let id: Int }\n")], naming, rule: "usecase-naming") == [])
    }

    @Test("usecase-naming: a rename never proposes a name the project already declares (the implementation's)")
    func renameNeverTakesADeclaredName() throws {
        let impl = "naming:\n  contracts: impl\n"
        let taken = ("Movies/Domain/UseCases/DiscoverMoviesUseCase.swift", "protocol DiscoverMoviesUseCaseProtocol {\n    func execute() -> [Int]\n}\n\nfinal class DiscoverMoviesUseCase: DiscoverMoviesUseCaseProtocol {\n    func execute() -> [Int] { [] }\n}\n")
        let free = ("Movies/Domain/UseCases/MovieDetailUseCase.swift", "protocol MovieDetailUseCaseProtocol {\n    func execute() -> Int\n}\n")
        let found = try Self.lint([taken, free], impl, rule: "usecase-naming")
        #expect(found == ["Movies/Domain/UseCases/MovieDetailUseCase.swift:1: `MovieDetailUseCaseProtocol` is a UseCase contract: rename it `MovieDetailUseCase` (a UseCase is named `…UseCase`)"], "\(found)")
    }

    @Test("layer-location: a layer organised by feature has nowhere to move to, nor has a folder of no role where the project keeps the kind (DTOs in `Model/`); with the folder, or from another role's folder, the advice names it")
    func noRoleFolderNoAdvice() throws {
        let files = [
            ("App/Domain/Orders/OrderRepositoryProtocol.swift", "protocol OrderRepositoryProtocol: Sendable {\n    func orders() async throws -> [Order]\n}\n"),
            ("App/Domain/Orders/FetchOrdersUseCase.swift", "enum FetchOrdersError: Error { case offline }\n"),
            ("App/Domain/Orders/Models/Order.swift", "struct Order: Equatable { let id: Int }\n"),
            ("App/Data/Model/OrderDTO.swift", "struct OrderDTO: Decodable { let id: Int }\n"),
            ("App/Data/Orders/OrderRepository.swift", "struct OrderRepository: OrderRepositoryProtocol {\n    func orders() async throws -> [Order] { [] }\n}\n"),
        ]
        let naming = "naming:\n  contract: \"{Name}Protocol\"\n"
        #expect(try Self.lint(files, naming, rule: "layer-location") == [])
        // The project has a `Domain/Repositories/` folder: the contract is told to go there. The error stays
        // where the project keeps its errors, in a folder of no role, as there is no `Errors/` folder.
        let withFolder = files + [("App/Domain/Repositories/UserRepositoryProtocol.swift", "protocol UserRepositoryProtocol: Sendable {}\n")]
        let found = try Self.lint(withFolder, naming, rule: "layer-location")
        #expect(found == [
            "App/Domain/Orders/OrderRepositoryProtocol.swift:1: repository contract `OrderRepositoryProtocol` is declared in Domain/Orders: move it to `App/Domain/Repositories/`",
        ], "\(found)")
        // Declared in another role's folder (`Domain/UseCases/`), it is told to go to the layer's missing `Errors/`.
        let inUseCases = withFolder + [("App/Domain/UseCases/FetchUserUseCase.swift", "enum FetchUserError: Error { case offline }\n")]
        let errors = try Self.lint(inUseCases, naming, rule: "layer-location").filter { $0.contains("FetchUserError") }
        #expect(errors == ["App/Domain/UseCases/FetchUserUseCase.swift:1: domain error `FetchUserError` is declared in Domain/UseCases: move it to `App/Domain/Errors/`"], "\(errors)")
        // A DTO in a repository's file is told to move, into the Data layer's missing `DTOs/` beside its
        // `Repositories/`; a file of DTOs alone in `Data/Model/` is where the project keeps them.
        let dataByRole = files + [("App/Data/Repositories/UserRepository.swift", "struct UserRepository {}\n\nstruct UserDTO: Decodable { let id: Int }\n")]
        let dtos = try Self.lint(dataByRole, naming, rule: "layer-location")
        #expect(dtos == [
            "App/Data/Orders/OrderRepository.swift:1: repository implementation `OrderRepository` is declared in Data/Orders: move it to `App/Data/Repositories/`",
            "App/Data/Repositories/UserRepository.swift:3: DTO `UserDTO` is declared in Data/Repositories: move it to `App/Data/DTOs/`",
        ], "\(dtos)")
    }

    @Test("layer-location: a declaration in the wrong layer (a repository contract in Data/) is told to go to the other layer's role folder, even where that layer has none yet")
    func wrongLayerStillMoves() throws {
        let files = [
            ("Scan/Domain/GetItemsUseCase.swift", "protocol GetItemsUseCase {\n    func execute() async throws -> [Item]\n}\n"),
            ("Scan/Domain/Item.swift", "struct Item: Equatable { let id: Int }\n"),
            ("Scan/Data/Repository/ItemsRepository.swift", "protocol ItemsRepository: Sendable {\n    func items() async throws -> [Item]\n}\n"),
        ]
        let found = try Self.lint(files, "naming:\n  contracts: impl\n", rule: "layer-location")
        #expect(found == ["Scan/Data/Repository/ItemsRepository.swift:1: repository contract `ItemsRepository` is declared in Data/Repository: move it to `Scan/Domain/Repositories/`"], "\(found)")
    }

    @Test("usecase-has-tests: tests go to a Tuist µFeature's `Tests/`, never to its `Testing/` (the test doubles' target)")
    func testsNotIntoTesting() throws {
        let files = [
            ("Projects/Domain/CartDomain/Interface/UseCase/FetchCartUseCase.swift", "public protocol FetchCartUseCase {\n    func execute() async throws -> [Int]\n}\n"),
            ("Projects/Domain/CartDomain/Sources/UseCase/FetchCartUseCaseImpl.swift", "struct FetchCartUseCaseImpl: FetchCartUseCase {\n    func execute() async throws -> [Int] { [] }\n}\n"),
            ("Projects/Domain/CartDomain/Testing/UseCase/FetchCartUseCaseSpy.swift", "final class FetchCartUseCaseSpy: FetchCartUseCase {\n    func execute() async throws -> [Int] { [] }\n}\n"),
            ("Projects/Domain/CartDomain/Tests/CartDomainTests.swift", "import XCTest\n\nfinal class CartDomainTests: XCTestCase {}\n"),
        ]
        let found = try Self.lint(files, "naming:\n  contracts: impl\n  mock: \"{Name}Spy\"\n", rule: "usecase-has-tests")
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasSuffix("add `FetchCartUseCaseTests.swift` under Projects/Domain/CartDomain/Tests/") == true, "\(found)")
        // A module with test doubles and no tests yet: its `Tests/` (Tuist's µFeature convention), not `Testing/`.
        let noTests = [
            ("Projects/Domain/PayDomain/Interface/UseCase/PayUseCase.swift", "public protocol PayUseCase {\n    func execute() async throws -> Bool\n}\n"),
            ("Projects/Domain/PayDomain/Sources/UseCase/PayUseCaseImpl.swift", "struct PayUseCaseImpl: PayUseCase {\n    func execute() async throws -> Bool { true }\n}\n"),
            ("Projects/Domain/PayDomain/Testing/PayUseCaseSpy.swift", "final class PayUseCaseSpy: PayUseCase {\n    func execute() async throws -> Bool { true }\n}\n"),
        ]
        let pay = try Self.lint(files + noTests, "naming:\n  contracts: impl\n  mock: \"{Name}Spy\"\n", rule: "usecase-has-tests")
        #expect(pay.contains { $0.hasSuffix("add `PayUseCaseTests.swift` under Projects/Domain/PayDomain/Tests/") }, "\(pay)")
        #expect(!pay.contains { $0.contains("Testing/") }, "\(pay)")
    }

    @Test("usecase-has-mock: without a mock folder, a new mock goes where the project's test doubles are, never to a made-up `Mocks/`")
    func mockWhereTheDoublesAre() throws {
        let files = [
            ("Fit/Domain/UseCases/ScoreUseCase.swift", "protocol ScoreCalculating: Sendable {\n    func execute() -> Int\n}\n\nstruct ScoreUseCase: ScoreCalculating {\n    func execute() -> Int { 0 }\n}\n"),
            ("Fit/Domain/UseCases/StreakUseCase.swift", "protocol StreakCalculating: Sendable {\n    func execute() -> Int\n}\n\nstruct StreakUseCase: StreakCalculating {\n    func execute() -> Int { 0 }\n}\n"),
            ("Fit/FitTests/ScoreUseCaseTests.swift", "import Testing\n\n@Test(\"Score is zero\") func score() {}\n"),
            ("FitTests/StreakViewModelTests.swift", "private final class MockStreakCalculating: StreakCalculating {\n    func execute() -> Int { 0 }\n}\n"),
            ("FitTests/HistoryViewModelTests.swift", "private final class MockHistoryService: HistoryServicing {\n    func load() -> [Int] { [] }\n}\n\nprotocol HistoryServicing {}\n"),
        ]
        let found = try Self.lint(files, "naming:\n  contract: \"{Name}\"\n  mocks: prefix\n", rule: "usecase-has-mock")
        #expect(found == ["Fit/Domain/UseCases/ScoreUseCase.swift:1: UseCase contract `ScoreCalculating` has no mock: add `MockScoreCalculating`, conforming to it, under `FitTests/` (ViewModel tests inject it)"], "\(found)")
    }

    @Test("mock-conventions: a mock whose name cuts its protocol's short is renamed after the protocol, and never to a name the project declares")
    func mockRenamedAfterItsProtocol() throws {
        let files = [
            ("Feature/Profile/Sources/ProfileView.swift", "protocol InputProfileDelegate: AnyObject {\n    func didTapNext()\n}\n"),
            ("Feature/Profile/Tests/ProfileTests.swift", "final class MockProfileDelegate: InputProfileDelegate {\n    func didTapNext() {}\n}\n"),
        ]
        let found = try Self.lint(files, "naming:\n  mock: \"{Name}Spy\"\n", rule: "mock-conventions")
        #expect(found.contains { $0.hasSuffix("rename it `InputProfileDelegateSpy`") }, "\(found)")
        #expect(!found.contains { $0.contains("`ProfileDelegateSpy`") }, "\(found)")
        // A name the project already declares at the top level is never proposed for another top-level mock.
        let taken = files + [("Feature/Profile/Tests/InputProfileDelegateSpy.swift", "final class InputProfileDelegateSpy: InputProfileDelegate {\n    func didTapNext() {}\n}\n")]
        let again = try Self.lint(taken, "naming:\n  mock: \"{Name}Spy\"\n", rule: "mock-conventions")
        #expect(!again.contains { $0.contains("rename it") }, "\(again)")
    }

    @Test("usecase-depends-on-contracts: a concrete VIP worker is to be injected through the protocol the project declares beside it (`VideoWorkerProtocol`), and a worker with no protocol is named without one")
    func workerThroughItsOwnProtocol() throws {
        let files = [
            ("App/Workers/VideoWorker.swift", "protocol VideoWorkerProtocol {\n    func copy() -> Int\n}\n\nfinal class VideoWorker: VideoWorkerProtocol {\n    func copy() -> Int { 0 }\n}\n"),
            ("App/Workers/PhotoWorker.swift", "final class PhotoWorker {\n    func load() -> Int { 0 }\n}\n"),
            ("App/Scenes/Edit/EditInteractor.swift", "protocol EditBusinessLogic {\n    func execute()\n}\n\nfinal class EditInteractor: EditBusinessLogic {\n    let videoWorker: VideoWorker\n    let photoWorker: PhotoWorker\n    init(videoWorker: VideoWorker, photoWorker: PhotoWorker) {\n        self.videoWorker = videoWorker\n        self.photoWorker = photoWorker\n    }\n    func execute() {}\n}\n"),
        ]
        let yaml = "layout:\n  roles:\n    Domain/UseCases: [\"App/Scenes/**/*Interactor*.swift\"]\n    Data/Repositories: [\"App/Workers/**\"]\n"
        let found = try Self.lint(files, yaml, rule: "usecase-depends-on-contracts")
        #expect(found == [
            "App/Scenes/Edit/EditInteractor.swift:6: stored property `videoWorker` of UseCase `EditInteractor` holds the concrete repository `VideoWorker`: inject the repository through its protocol, `VideoWorkerProtocol` (seed 000)",
            "App/Scenes/Edit/EditInteractor.swift:7: stored property `photoWorker` of UseCase `EditInteractor` holds the concrete repository `PhotoWorker`: inject the repository through its contract (seed 000)",
            "App/Scenes/Edit/EditInteractor.swift:8: init parameter `videoWorker` of UseCase `EditInteractor` takes the concrete repository `VideoWorker`: inject the repository through its protocol, `VideoWorkerProtocol` (seed 000)",
            "App/Scenes/Edit/EditInteractor.swift:8: init parameter `photoWorker` of UseCase `EditInteractor` takes the concrete repository `PhotoWorker`: inject the repository through its contract (seed 000)",
        ], "\(found)")
    }
}
