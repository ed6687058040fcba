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
        // Every rule is exercised by this tree or by the trees with their own configuration
        // (Fixtures/Conventions, Fixtures/Layouts: module boundaries, the layout itself), except the
        // baseline's: there is no baseline here; BaselineTests exercises it.
        var rulesSeen = Set(report.diagnostics.map(\.ruleID))
        for tree in Self.configuredTrees {
            let (configuration, files) = try Self.load(tree)
            rulesSeen.formUnion(Linter.lint(files: files, configuration: configuration, threads: 2).diagnostics.map(\.ruleID))
        }
        #expect(rulesSeen == Set(RuleRegistry.all.filter { !($0 is any BaselineRule) }.map(\.id)))
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

    /// The folders of `Fixtures/Layouts/`: each one an app in one layout, with its own `.archlint.yml`.
    static let layoutTrees: [String] = {
        let dir = Repo.path("Fixtures/Layouts")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { !$0.hasPrefix(".") && FileManager.default.fileExists(atPath: dir + "/" + $0 + "/.archlint.yml") }.sorted()
    }()

    /// Every tree linted with its own configuration (`Conventions/X`, `Layouts/X`).
    static let configuredTrees: [String] = conventionTrees.map { "Conventions/" + $0 } + layoutTrees.map { "Layouts/" + $0 }

    static func load(_ tree: String) throws -> (Configuration, [String]) {
        let dir = Repo.path("Fixtures/" + tree)
        let yml = try String(contentsOfFile: dir + "/.archlint.yml", encoding: .utf8)
        let configuration = try Configuration.parse(yml, path: dir + "/.archlint.yml", baseDirectory: dir).get()
        let (files, problems) = FileSystem.collectSwiftFiles([dir])
        #expect(problems.isEmpty)
        return (configuration, files)
    }

    @Test("Each Fixtures/Conventions and Fixtures/Layouts tree, linted with its own .archlint.yml, reports exactly its inline expectations",
          arguments: configuredTrees)
    func configuredTree(name: String) throws {
        let dir = Repo.path("Fixtures/" + name)
        let (configuration, files) = try Self.load(name)
        #expect(!files.isEmpty)
        let expected = Self.expectations(under: dir)
        #expect(!expected.isEmpty, "Fixtures/\(name) has no `// expect:` marker")
        let report = Linter.lint(files: files, configuration: configuration, threads: 2)
        #expect(report.problems.isEmpty, "\(report.problems.map(\.rendered))")
        let diff = expectationDiff(expected: expected, found: report.diagnostics)
        #expect(diff.isEmpty, "Fixtures/\(name):\n\(diff)")
    }

    @Test("Fixtures/Layouts holds one tree per layout of issue 15")
    func layoutTreesExist() {
        #expect(Set(Self.layoutTrees).isSuperset(of: ["PackagePerLayer", "LayerFolders", "LayerFoldersPerFeature", "ComponentPackages", "Globs", "Unrecognised"]))
    }

    @Test("`archlint init` on each layout tree (its .archlint.yml removed) writes a configuration under which archlint reports exactly the markers",
          arguments: layoutTrees)
    func initReproducesMarkers(name: String) throws {
        let scratch = Scratch()
        let dir = scratch.path + "/" + name
        try FileManager.default.copyItem(atPath: Repo.path("Fixtures/Layouts/" + name), toPath: dir)
        try FileManager.default.removeItem(atPath: dir + "/.archlint.yml")
        let written = run(in: dir, ["init"])
        #expect(written.status == 0, "\(written.err)")
        let yml = try String(contentsOfFile: dir + "/.archlint.yml", encoding: .utf8)
        let configuration = try Configuration.parse(yml, path: dir + "/.archlint.yml", baseDirectory: dir).get()
        let (files, problems) = FileSystem.collectSwiftFiles([dir])
        #expect(problems.isEmpty)
        let report = Linter.lint(files: files, configuration: configuration, threads: 2)
        #expect(report.problems.isEmpty, "\(report.problems.map(\.rendered))")
        let diff = expectationDiff(expected: Self.expectations(under: dir), found: report.diagnostics)
        #expect(diff.isEmpty, "archlint init on Fixtures/Layouts/\(name) wrote:\n\(yml.prefix(1200))\n\(diff)")
    }

    /// What `archlint init` decides, as a configuration holds it: layout, conventions, rule options.
    static func decisions(_ c: Configuration) -> [String] {
        var out: [String] = []
        if c.layout.presetConfigured { out.append("preset " + c.layout.presets.map(\.rawValue).joined(separator: ",")) }
        for l in c.layout.globs?.layers ?? [] { out.append("layer \(l.layer.rawValue) " + l.globs.map(\.text).joined(separator: ",")) }
        for r in c.layout.globs?.roles ?? [] { out.append("role \(r.role.rawValue) " + r.globs.map(\.text).joined(separator: ",")) }
        let v = c.conventions
        for k in ContractKind.allCases {
            out.append("contract \(k.rawValue) " + v.contractPatterns(for: k).map(\.description).joined(separator: ","))
            out.append("implementation \(k.rawValue) " + (v.implementationNamingChecked(for: k) ? v.implementationPatterns(for: k).map(\.description).joined(separator: ",") : "unchecked"))
        }
        out.append("mock " + v.mockPatterns.map(\.description).joined(separator: ","))
        out.append("method " + v.useCaseMethod)
        out.append("require_public " + (c.ruleOptions["domain-error-conformance"]?["require_public"] ?? "default"))
        return out
    }

    @Test("`archlint init` on each layout tree writes the settings of the tree's own .archlint.yml (the shapes of issue 35 and their conventions)",
          arguments: layoutTrees.filter { $0 != "Globs" && $0 != "Unrecognised" })
    func initWritesTheTreesConfiguration(name: String) throws {
        let scratch = Scratch()
        let dir = scratch.path + "/" + name
        try FileManager.default.copyItem(atPath: Repo.path("Fixtures/Layouts/" + name), toPath: dir)
        let own = try Configuration.parse(String(contentsOfFile: dir + "/.archlint.yml", encoding: .utf8), path: dir + "/.archlint.yml", baseDirectory: dir).get()
        try FileManager.default.removeItem(atPath: dir + "/.archlint.yml")
        let written = run(in: dir, ["init", "--print"])
        #expect(written.status == 0, "\(written.err)")
        let detected = try Configuration.parse(written.out, path: dir + "/.archlint.yml", baseDirectory: dir).get()
        #expect(Self.decisions(detected) == Self.decisions(own), "Fixtures/Layouts/\(name): init wrote\n\(written.out.prefix(1500))")
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

    @Test("The reference library with every declared name and every inherited type in backticks is still clean (`Foo` and `` `Foo` `` are one name)")
    func escapedReferenceIsClean() {
        let dir = Repo.path("Fixtures/Reference")
        var escapedCount = 0
        let sources = readTree(dir).map { file -> (path: String, text: String) in
            let tokens = file.bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
            let code = tokens.indices.filter { tokens[$0].kind != .comment }
            var wrap = Set<Int>()
            var inInheritance = false
            for (c, k) in code.enumerated() {
                let t = tokens[k]
                let text = String(decoding: file.bytes[Int(t.start)..<Int(t.end)], as: UTF8.self)
                if t.kind == .keyword, ["struct", "class", "enum", "protocol", "actor", "func", "typealias", "case", "let", "var"].contains(text),
                   c + 1 < code.count, tokens[code[c + 1]].kind == .identifier {
                    wrap.insert(code[c + 1])
                    inInheritance = ["struct", "class", "enum", "protocol", "actor"].contains(text)
                } else if inInheritance {
                    if t.kind == .punctuation && (text == "{" || text == "<" || text == "where") { inInheritance = false }
                    else if t.kind == .identifier, let f = text.unicodeScalars.first, ("A"..."Z").contains(f) { wrap.insert(k) }
                }
            }
            var out = file.bytes
            for k in wrap.sorted(by: >) {
                out.insert(UInt8(ascii: "`"), at: Int(tokens[k].end))
                out.insert(UInt8(ascii: "`"), at: Int(tokens[k].start))
            }
            escapedCount += wrap.count
            return (file.path, String(decoding: out, as: UTF8.self))
        }
        #expect(escapedCount > 300)
        #expect(sources.contains { $0.text.contains("protocol `GetCharacterUseCaseContract`: `Sendable` {") })
        let report = Linter.lint(sources: sources, configuration: Configuration())
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
