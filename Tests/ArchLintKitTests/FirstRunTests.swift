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
}
