import Foundation
import Testing
@testable import ArchLintKit

/// Issue 35: right on the first run of a real project (placement, `init`, advice, modules).
@Suite("First run on a real project")
struct FirstRunTests {
    @Test("An imported module's name is never a type reference (`import Bag` beside a type `Bag`), in any import form")
    func importIsNoReference() throws {
        let text = """
            import Bag
            @testable import BagData
            import struct Catalog.Product
            #if canImport(UIKit)
            import UIKit
            #endif

            struct BagItemDTO: Decodable {
                let bag: Bag
                let product: Product
            }
            """
        let (summary, problems) = Linter.analyze(path: "Component/Bag/Sources/Data/DTOs/BagItemDTO.swift", bytes: Array(text.utf8),
                                                 configuration: Configuration())
        #expect(problems.isEmpty)
        let s = try #require(summary)
        #expect(s.syntax.imports == ["Bag", "BagData", "Catalog.Product", "UIKit"])
        let refs = s.references.map { "\($0.name)@\($0.line)" }
        #expect(refs == ["BagItemDTO@8", "Decodable@8", "Bag@9", "Product@10"], "\(refs)")
    }

    @Test("Unplaced files are gathered into the outermost folders holding no placed file, the largest first; manifests and Tuist's folder do not count")
    func unplacedFolders() {
        let files: [(path: String, placed: Bool)] = [
            ("App/Domain/Order.swift", true),
            ("App/AppDelegate.swift", false),
            ("App/Scenes/Orders/OrdersView.swift", false),
            ("App/Scenes/Orders/OrdersViewModel.swift", false),
            ("App/Scenes/Cart/CartView.swift", false),
            ("App/Core/Net/APIClient.swift", false),
            ("Package.swift", false),
            ("Projects/App/Project.swift", false),
            ("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", false),
            ("Workspace.swift", false),
            ("Scripts/gen.swift", false),
        ]
        let folders = Unplaced.folders(files)
        #expect(folders == [Unplaced.Folder(path: "App/Scenes", files: 3), Unplaced.Folder(path: "App", files: 1),
                            Unplaced.Folder(path: "App/Core", files: 1), Unplaced.Folder(path: "Scripts", files: 1)])
        #expect(Unplaced.describe(folders, limit: 2) == "`App/Scenes/` (3 files), `App/` (1 file), 2 more folders (2 files)")
        #expect(Unplaced.folders([("Loose.swift", false), ("A/B.swift", true)]) == [Unplaced.Folder(path: ".", files: 1)])
    }

    @Test("A SwiftPM target narrowed by `sources:` owns those folders: `path: \"Sources\", sources: [\"Data\"]` is `Sources/Data`, not all of `Sources/`")
    func sourcesNarrowATarget() throws {
        let text = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Bag",
                products: [.library(name: "Bag", targets: ["Bag", "BagData"])],
                targets: [
                    .target(name: "Bag", path: "Sources", sources: ["Domain"]),
                    .target(name: "BagData", dependencies: ["Bag"], path: "Sources", sources: ["Data", "Mapping/BagMapper.swift"]),
                    .target(name: "BagDI", dependencies: ["Bag", "BagData"], path: "Sources/DI"),
                    .testTarget(name: "BagTests", dependencies: ["Bag"]),
                ]
            )
            """
        let m = try #require(PackageManifest.read(path: "Component/Bag/Package.swift", bytes: Array(text.utf8)))
        #expect(m.targets.map(\.directory) == ["Component/Bag/Sources/Domain", "Component/Bag/Sources/Data", "Component/Bag/Sources/DI", "Component/Bag/Tests/BagTests"])
        #expect(m.targets[1].extraDirectories == ["Component/Bag/Sources/Mapping"])
        let graph = ModuleGraph(manifests: [m])
        #expect(graph.module(containing: "Component/Bag/Sources/Data/DTOs/BagItemDTO.swift")?.name == "BagData")
        #expect(graph.module(containing: "Component/Bag/Sources/Mapping/BagMapper.swift")?.name == "BagData")
        #expect(graph.module(containing: "Component/Bag/Sources/Domain/Models/BagItem.swift")?.name == "Bag")
        #expect(graph.module(containing: "Component/Bag/Sources/DI/BagAssembly.swift")?.name == "BagDI")
        let context = FileContext(path: "Component/Bag/Sources/Data/DTOs/BagItemDTO.swift", layout: {
            var l = Layout.default
            l.modules = graph.lookup
            return l
        }())
        #expect(context.module == "BagData" && context.layer == .data && context.role == .dataDTOs && context.feature == "Bag")
    }

    @Test("A warning that many manifests give alike is said once, naming how many and the first of them")
    func manifestWarningsOnce() throws {
        let helperBuilt = "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project.module(name: \"X\")\n"
        var manifests: [PackageManifest] = []
        for name in ["AuthDomain", "FeedDomain", "UserDomain", "SettingsDomain", "ProfileDomain"] {
            manifests.append(try #require(PackageManifest.read(path: "Projects/Domain/\(name)/Project.swift", bytes: Array(helperBuilt.utf8))))
        }
        #expect(manifests.allSatisfy { $0.warnings.count == 1 })
        let graph = ModuleGraph(manifests: manifests)
        #expect(graph.warnings.count == 1)
        let w = try #require(graph.warnings.first)
        #expect(w.path == "Projects/Domain/AuthDomain/Project.swift" && w.line == 1)
        #expect(w.message.hasSuffix("(the same in 5 manifests: `Projects/Domain/AuthDomain/Project.swift`, `Projects/Domain/FeedDomain/Project.swift`, `Projects/Domain/ProfileDomain/Project.swift` and 2 more)"), "\(w.message)")
    }

    static func lint(_ files: [(String, String)], _ yaml: String = "") throws -> [Diagnostic] {
        let configuration = try Configuration.parse(yaml, path: ".archlint.yml").get()
        let report = Linter.lint(sources: files.map { (path: $0.0, text: $0.1) }, configuration: configuration)
        #expect(report.problems.isEmpty, "\(report.problems.map(\.rendered))")
        return report.diagnostics
    }

    @Test("Advice names the feature's own folders: a DTO goes to its data folder as it is spelled (`Infrastructure/`), with the role folder the project uses elsewhere")
    func destinationFromTheFeature() throws {
        let files = [
            ("Shop/Items/Domain/Entities/Item.swift", "struct Item: Equatable { let id: Int }\n"),
            ("Shop/Items/Infrastructure/Repositories/DefaultItemsRepository.swift", "struct ItemDTO: Decodable { let id: Int }\n"),
            ("Shop/Orders/Domain/Entities/Order.swift", "struct Order: Equatable { let id: Int }\n"),
            ("Shop/Orders/Data/Network/DTOs/OrderDTO.swift", "struct OrderDTO: Decodable { let id: Int }\n"),
        ]
        let found = try Self.lint(files).filter { $0.ruleID == "layer-location" }
        #expect(found.map(\.message) == ["DTO `ItemDTO` is declared in Infrastructure/Repositories: move it to `Shop/Items/Infrastructure/Network/DTOs/`"], "\(found.map(\.message))")
        // Without another feature's spelling, the role's own folder name under the feature's data folder.
        let alone = try Self.lint(Array(files.prefix(2))).filter { $0.ruleID == "layer-location" }
        #expect(alone.map(\.message) == ["DTO `ItemDTO` is declared in Infrastructure/Repositories: move it to `Shop/Items/Infrastructure/DTOs/`"], "\(alone.map(\.message))")
    }

    @Test("Advice names the app's own test folders: a mock goes to `<App>Tests/Mocks/`, never to a `Tests/` folder the app does not have")
    func mockDestinationFromTheProject() throws {
        let files = [
            ("Movies/Domain/UseCases/FetchMoviesUseCase.swift", "protocol FetchMoviesUseCase: Sendable {\n    func execute() async throws(MoviesError) -> [Movie]\n}\n"),
            ("Movies/Domain/Entities/Movie.swift", "struct Movie: Equatable { let id: Int }\n"),
            ("MoviesTests/FetchMoviesViewModelTests.swift", "final class FetchMoviesUseCaseMock: FetchMoviesUseCase, @unchecked Sendable {\n    func execute() async throws(MoviesError) -> [Movie] { [] }\n}\n"),
        ]
        let found = try Self.lint(files, "naming:\n  contract: \"{Name}\"\n").filter { $0.ruleID == "layer-location" }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("(`MoviesTests/Mocks/` or `MoviesTests/Shared/Mocks/`)") == true, "\(found.map(\.message))")
        #expect(found.allSatisfy { !$0.message.contains("`Tests/") })
    }

    @Test("A suggested type exists in the project: the Domain layer's error wherever it is declared, else the role, never a made-up `{Feature}Error`")
    func suggestedErrorExists() throws {
        let contract = ("Items/Domain/Repositories/ItemsRepository.swift", "protocol ItemsRepository: Sendable {\n    func items() async throws -> [Item]\n}\n")
        let withError = try Self.lint([contract, ("Items/Domain/Entities/ItemError.swift", "enum ItemError: Error, Equatable { case failed }\n")],
                                      "naming:\n  contract: \"{Name}\"\n").filter { $0.ruleID == "typed-throws" }
        #expect(withError.map(\.message) == ["requirement `items()` of Repository contract `ItemsRepository` uses untyped `throws`: throw the domain error, `throws(ItemError)`"], "\(withError.map(\.message))")
        let none = try Self.lint([contract], "naming:\n  contract: \"{Name}\"\n").filter { $0.ruleID == "typed-throws" }
        #expect(none.count == 1)
        #expect(none.allSatisfy { !$0.message.contains("ItemsError") && !$0.message.contains("FeatureError") && $0.message.contains("add an `Error` enum") }, "\(none.map(\.message))")
        // Two errors in `Domain/Errors/`: the one named after the feature is suggested, and not written by the fix.
        let two = try Self.lint([contract, ("Items/Domain/Errors/Errors.swift", "enum ItemsError: Error { case a }\nenum StorageError: Error { case b }\n")],
                                "naming:\n  contract: \"{Name}\"\n").filter { $0.ruleID == "typed-throws" }
        #expect(two.map(\.message) == ["requirement `items()` of Repository contract `ItemsRepository` uses untyped `throws`: throw the domain error, `throws(ItemsError)`"])
        #expect(two.first?.fixHint == nil)
    }

    @Test("A rename never proposes one name for two declarations, nor a name the project already declares")
    func noRenameTwice() throws {
        let yaml = "naming:\n  contract: \"{Name}\"\n  implementation: \"Default{Name}\"\n"
        let contract = ("App/Data/PersistentStorages/MoviesQueriesStorage.swift", "protocol MoviesQueriesStorage: Sendable {\n    func recent() async -> [String]\n}\n")
        let coreData = ("App/Data/PersistentStorages/CoreDataMoviesQueriesStorage.swift", "final class CoreDataMoviesQueriesStorage: MoviesQueriesStorage {\n    func recent() async -> [String] { [] }\n}\n")
        let defaults = ("App/Data/PersistentStorages/UserDefaultsMoviesQueriesStorage.swift", "final class UserDefaultsMoviesQueriesStorage: MoviesQueriesStorage {\n    func recent() async -> [String] { [] }\n}\n")
        let both = try Self.lint([contract, coreData, defaults], yaml).filter { $0.ruleID == "contract-suffix" }
        #expect(both.isEmpty, "\(both.map(\.message))")
        // The expected name is taken by an unrelated type: reported, with no rename to make.
        let taken = ("App/Presentation/DefaultMoviesQueriesStorage.swift", "struct DefaultMoviesQueriesStorage {}\n")
        let one = try Self.lint([contract, coreData, taken], yaml).filter { $0.ruleID == "contract-suffix" }
        #expect(one.count == 1 && one[0].fixHint == nil && one[0].message.contains("which another declaration of the project already has"), "\(one.map(\.message))")
    }

    @Test("Tuist: a helper that builds the project from literals is read (`Project.make(name:targets: [.make(name:sources:)])`); one built from code takes its targets from its folders, as Tuist's micro-feature convention names them")
    func tuistHelperManifests() throws {
        let literal = """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.make(
                name: "Domain",
                targets: [
                    .make(name: "Entity", product: .framework, sources: ["Entity/**"]),
                    .make(name: "UseCaseImpl", product: .staticLibrary, sources: ["UseCase/Implementations/**"], dependencies: [.Project.Domain.UseCase]),
                ]
            )
            """
        let m = try #require(PackageManifest.read(path: "Projects/Domain/Project.swift", bytes: Array(literal.utf8)))
        #expect(m.warnings.isEmpty && m.name == "Domain")
        #expect(m.targets.map(\.name) == ["Entity", "UseCaseImpl"])
        #expect(m.targets.map(\.directory) == ["Projects/Domain/Entity", "Projects/Domain/UseCase/Implementations"])

        let helper = """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.makeModule(
                name: ModulePaths.Domain.AuthDomain.rawValue,
                targets: [.interface, .testing, .unitTest]
            )
            """
        let files = ["Projects/Domain/AuthDomain/Project.swift",
                     "Projects/Domain/AuthDomain/Interface/Repository/AuthRepository.swift",
                     "Projects/Domain/AuthDomain/Interface/DTO/Request/SigninRequestDTO.swift",
                     "Projects/Domain/AuthDomain/Sources/Repository/AuthRepositoryImpl.swift",
                     "Projects/Domain/AuthDomain/Sources/UseCase/SigninUseCaseImpl.swift",
                     "Projects/Domain/AuthDomain/Testing/AuthRepositorySpy.swift",
                     "Projects/Domain/AuthDomain/Tests/AuthDomainTest.swift",
                     "Projects/Domain/AuthDomain/Demo/Sources/AppDelegate.swift"]
        var configuration = Configuration()
        let warnings = ModuleDiscovery.attach(to: &configuration, manifests: [(files[0], Array(helper.utf8))], files: files)
        #expect(warnings.count == 1 && warnings[0].message.contains("takes them from this manifest's folders"), "\(warnings.map(\.message))")
        let modules = try #require(configuration.layout.modules)
        #expect(Set(modules.declared.keys) == ["AuthDomain", "AuthDomainInterface", "AuthDomainTesting", "AuthDomainTests", "AuthDomainDemo"])
        let placed = files.dropFirst().map { FileContext(path: $0, layout: configuration.layout) }
        #expect(placed.map(\.module) == ["AuthDomainInterface", "AuthDomainInterface", "AuthDomain", "AuthDomain", "AuthDomainTesting", "AuthDomainTests", "AuthDomainDemo"])
        #expect(placed.map(\.placement) == ["Domain/Repositories", "Data/DTOs", "Data/Repositories", "Domain/UseCases", "Tests/Mocks", "Tests", "-"], "\(placed.map(\.placement))")
        #expect(placed.prefix(5).allSatisfy { $0.feature == "Auth" }, "\(placed.map { $0.feature ?? "-" })")
    }

    @Test("A composition root inside a layer (`Sources/DI/`, `Domain/DependencyInjection/`) is in no layer: it wires every layer together")
    func compositionRootsAreInNoLayer() {
        let placed = ["Component/Bag/Sources/DI/BagAssembly.swift", "MyApp/Domain/DependencyInjection/Container.swift", "Projects/Domain/AuthDomain/Sources/DI/AuthComponent.swift",
                      "Features/Bag/Sources/Domain/UseCases/GetBagUseCase.swift"].map { FileContext(path: $0).layer }
        #expect(placed == [.other, .other, .other, .domain])
    }

    @Test("In an app organised by role folders, only a file's own contract is one by its folder: the helper protocols beside it are not")
    func helperProtocolsAreNoContracts() throws {
        let interactor = """
            protocol UserPermissionsInteractor: Sendable {
                func execute() async throws(CountriesError) -> Bool
            }

            protocol SystemNotificationsCenter {
                func requestAuthorization() async -> Bool
            }
            """
        let roleFolders = try Self.lint([("Countries/Interactors/UserPermissionsInteractor.swift", interactor)], "naming:\n  contract: \"{Name}\"\n")
        #expect(!roleFolders.contains { $0.message.contains("SystemNotificationsCenter") }, "\(roleFolders.map(\.message))")
        // In a layer's own contract folder every protocol is a contract, as the rule's document says.
        let layered = try Self.lint([("Features/C/Sources/Domain/UseCases/UserPermissionsInteractor.swift", interactor)], "naming:\n  contract: \"{Name}\"\n")
        #expect(layered.contains { $0.message.contains("SystemNotificationsCenter") }, "\(layered.map(\.message))")
    }

    @Test("No advice names a folder the layout would place in another layer, nor asks to file an implementation beside a contract of another module")
    func adviceStaysInItsLayer() throws {
        // A DTO in a presentation module: Data/DTOs inside it would still be presentation.
        let dto = try Self.lint([("Projects/Feature/FilterFeature/Interface/FilterOption.swift", "struct FilterOptionDTO: Decodable { let id: Int }\n"),
                                 ("Projects/Domain/Entities/Filter.swift", "struct Filter: Equatable { let id: Int }\n")],
                                "layout:\n  layers:\n    presentation: [\"Projects/Feature/**\"]\n").filter { $0.ruleID == "layer-location" }
        #expect(dto.isEmpty, "\(dto.map(\.message))")
    }
}
