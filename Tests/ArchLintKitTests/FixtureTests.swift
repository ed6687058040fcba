import Foundation
import Testing
@testable import ArchLintKit

/// The fixture trees: expected diagnostics are written inline (`// expect: rule-id`).
@Suite("Fixture trees")
struct FixtureTests {
    static func expectations(under dir: String) -> [Expectation] {
        let (files, _) = FileSystem.collectSwiftFiles([dir])
        return files.flatMap { f in Expectation.markers(in: (try? String(contentsOfFile: f, encoding: .utf8)) ?? "", path: f) }
    }

    @Test("Fixtures/Violations reports exactly the inline expectations")
    func violationsTree() throws {
        let dir = Repo.path("Fixtures/Violations")
        let (files, problems) = FileSystem.collectSwiftFiles([dir])
        #expect(problems.isEmpty)
        #expect(files.count >= 15)
        let expected = Self.expectations(under: dir)
        let report = Linter.lint(files: files, configuration: Configuration(), threads: 2)
        #expect(report.problems.isEmpty, "\(report.problems.map(\.rendered))")
        let diff = expectationDiff(expected: expected, found: report.diagnostics)
        #expect(diff.isEmpty, "Fixtures/Violations:\n\(diff)")
        // Every rule is exercised by the tree (except the baseline's: there is no baseline here,
        // BaselineTests exercises it; and the rules about the whole run, which Fixtures/Layouts exercises).
        let rulesSeen = Set(report.diagnostics.map(\.ruleID))
        #expect(rulesSeen == Set(RuleRegistry.all.filter { !($0 is any BaselineRule) && $0.descriptor.scope != .run }.map(\.id)))
    }

    /// The folders of `Fixtures/Conventions/`: each one a tree with its own `.archlint.yml`.
    static let conventionTrees: [String] = {
        let dir = Repo.path("Fixtures/Conventions")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { !$0.hasPrefix(".") && FileManager.default.fileExists(atPath: dir + "/" + $0 + "/.archlint.yml") }.sorted()
    }()

    @Test("Fixtures/Conventions holds the mapper-style tree and the impl/prefix tree, each tree with its .archlint.yml")
    func conventionTreesExist() {
        #expect(Self.conventionTrees.contains("Mapper"))
        #expect(Self.conventionTrees.contains("ImplPrefix"))
        let dir = Repo.path("Fixtures/Conventions")
        let all = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { !$0.hasPrefix(".") }
        #expect(Set(all) == Set(Self.conventionTrees), "a folder of Fixtures/Conventions has no .archlint.yml")
    }

    @Test("Each Fixtures/Conventions tree, linted with its own .archlint.yml, reports exactly its inline expectations",
          arguments: conventionTrees)
    func conventionTree(name: String) throws {
        let dir = Repo.path("Fixtures/Conventions/" + name)
        let yml = try String(contentsOfFile: dir + "/.archlint.yml", encoding: .utf8)
        let configuration = try Configuration.parse(yml, path: dir + "/.archlint.yml", baseDirectory: dir).get()
        let (files, problems) = FileSystem.collectSwiftFiles([dir])
        #expect(problems.isEmpty)
        #expect(!files.isEmpty)
        let expected = Self.expectations(under: dir)
        #expect(!expected.isEmpty, "Fixtures/Conventions/\(name) has no `// expect:` marker")
        let report = Linter.lint(files: files, configuration: configuration, threads: 2)
        #expect(report.problems.isEmpty, "\(report.problems.map(\.rendered))")
        let diff = expectationDiff(expected: expected, found: report.diagnostics)
        #expect(diff.isEmpty, "Fixtures/Conventions/\(name):\n\(diff)")
    }

    @Test("The reference feature library is clean with every rule")
    func referenceIsClean() {
        let dir = Repo.path("Fixtures/Reference")
        let (files, problems) = FileSystem.collectSwiftFiles([dir])
        #expect(problems.isEmpty)
        #expect(files.count > 50)
        let report = Linter.lint(files: files, configuration: Configuration(), threads: 2)
        #expect(report.problems.isEmpty)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map { "\($0.path):\($0.line) [\($0.ruleID)] \($0.message)" })")
    }

    @Test("Output is byte-identical across 10 runs and across 1 and 2 threads")
    func deterministic() {
        let (files, _) = FileSystem.collectSwiftFiles([Repo.path("Fixtures")])
        let reporter = XcodeReporter()
        let first = reporter.render(Linter.lint(files: files, configuration: Configuration(), threads: 1))
        #expect(!first.isEmpty)
        for run in 0..<10 {
            let threads = run % 2 + 1
            let again = reporter.render(Linter.lint(files: files, configuration: Configuration(), threads: threads))
            #expect(again == first, "run \(run) with \(threads) threads differs")
        }
    }
}
