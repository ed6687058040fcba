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
}
