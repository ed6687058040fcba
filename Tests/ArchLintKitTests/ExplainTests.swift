import Foundation
import Testing
@testable import ArchLintKit

@Suite("Embedded rule documents")
struct ExplainTests {
    static func documentFiles() -> [String: String] {
        let folder = Repo.path("rules")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var docs: [String: String] = [:]
        for n in names where n.hasSuffix(".md") {
            docs[String(n.dropLast(3))] = try? String(contentsOfFile: folder + "/" + n, encoding: .utf8)
        }
        return docs
    }

    @Test("Sources/ArchLintKit/Generated/RuleDocuments.swift embeds every rules/*.md exactly")
    func noDrift() {
        let files = Self.documentFiles()
        #expect(!files.isEmpty)
        let embedded = Dictionary(RuleDocuments.all.map { ($0.id, $0.text) }, uniquingKeysWith: { a, _ in a })
        let hint = "Sources/ArchLintKit/Generated/RuleDocuments.swift is out of date: run Scripts/generate-rule-docs"
        #expect(Set(embedded.keys) == Set(files.keys), "\(hint)")
        for (id, text) in files {
            #expect(embedded[id] == text, "rules/\(id).md differs from its embedded copy. \(hint)")
        }
        #expect(RuleDocuments.all.map(\.id) == RuleDocuments.all.map(\.id).sorted())
    }

    @Test("`archlint explain ID` prints the whole document of every rule")
    func explainPrintsDocument() {
        for id in RuleRegistry.ids {
            let r = run(["explain", id])
            #expect(r.status == 0)
            #expect(r.out == Repo.read("rules/\(id).md"), "explain \(id)")
        }
    }

    @Test("A document's body and rationale (for SARIF help) skip the front matter and the title")
    func bodyAndRationale() throws {
        let body = try #require(RuleDocuments.body(for: "typed-throws"))
        #expect(body.hasPrefix("## UseCase and Repository contracts use typed throws\n"))
        let why = try #require(RuleDocuments.rationale(for: "typed-throws"))
        #expect(why.hasPrefix("\"Use `throws({Feature}Error)` (typed throws)"))
        #expect(!why.contains("\n"))
    }
}
