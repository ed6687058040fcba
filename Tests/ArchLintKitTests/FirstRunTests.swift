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
}
