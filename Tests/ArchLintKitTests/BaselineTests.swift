import Foundation
import Testing
@testable import ArchLintKit

@Suite("Baseline")
struct BaselineTests {
    static let contract = "Features/C/Sources/Domain/Repositories/CharacterRepositoryContract.swift"
    static let untyped = """
        protocol CharacterRepositoryContract: Sendable {
            func getCharacter(identifier: Int, cachePolicy: CachePolicy) async throws -> Character
            func getCharacters(page: Int) async throws -> [Character]
        }

        """

    @Test("Keys name the rule, the path, the enclosing declaration and the occurrence, never a line")
    func keys() {
        let r = Linter.lint(sources: [(Self.contract, Self.untyped)])
        #expect(r.diagnostics.map(\.key) == [
            "typed-throws|\(Self.contract)|CharacterRepositoryContract.getCharacter(identifier:cachePolicy:)|0",
            "typed-throws|\(Self.contract)|CharacterRepositoryContract.getCharacters(page:)|0",
        ])
        // Two findings in one declaration: occurrences 0 and 1; the same keys with one rule or all.
        let dto = "Features/C/Sources/Domain/Repositories/R.swift"
        let code = "protocol RContract: Sendable {\n    func save(_ a: [Int: ADTO], b: Set<BDTO>) async\n}\n"
        let all = Linter.lint(sources: [(dto, code)]).diagnostics.map(\.key)
        var one = Configuration()
        one.onlyRules = ["no-dto-in-domain"]
        #expect(all == ["no-dto-in-domain|\(dto)|RContract.save(_:b:)|0", "no-dto-in-domain|\(dto)|RContract.save(_:b:)|1"])
        #expect(Linter.lint(sources: [(dto, code)], configuration: one).diagnostics.map(\.key) == all)
    }

    @Test("Keys are the same whether the outline is built with the summary (sources) or afterwards (files on disk)")
    func deferredOutline() {
        let (files, _) = FileSystem.collectSwiftFiles([Repo.path("Fixtures/Violations")])
        // Keys name paths relative to the working directory: fixed here (other tests change it).
        let selection = LintSelection(workingDirectory: Repo.root)
        let fromDisk = Linter.lint(files: files, configuration: Configuration(), threads: 2, selection: selection)
        let inMemory = Linter.lint(sources: files.map { ($0, (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "") },
                                   selection: selection)
        #expect(fromDisk.diagnostics.count > 10)
        #expect(fromDisk.diagnostics.map(\.key) == inMemory.diagnostics.map(\.key))
        #expect(fromDisk.suppressed.map(\.key) == inMemory.suppressed.map(\.key))
        #expect(Set(fromDisk.diagnostics.map(\.key)).count == fromDisk.diagnostics.count)
    }

    @Test("A file that changed between analysis and keys is an input problem")
    func changedFile() throws {
        let s = Scratch()
        let f = s.write("Features/C/Sources/Domain/UseCases/GetCUseCase.swift", badContract)
        let (summary, _) = Linter.analyze(path: f, bytes: Array(badContract.utf8), configuration: Configuration(), deferOutline: true)
        s.write("Features/C/Sources/Domain/UseCases/GetCUseCase.swift", "// grown\n" + badContract)
        var found = [Diagnostic(path: f, line: 1, column: 10, severity: .error, ruleID: "contract-sendable", message: "m")]
        let problem = BaselineKey.assign(&found, file: try #require(summary), workingDirectory: s.path)
        #expect(problem?.message.contains("changed while it was being linted") == true)
    }

    @Test("The outline names nested types, extensions, initializers, subscripts, properties and enum cases")
    func outline() {
        let code = """
            struct Outer {
                enum Inner {
                    case first(Int)
                    var value: Int { 1 }
                }
                init(a: Int, _ b: Int) {}
                subscript(i: Int) -> Int { i }
            }
            extension Outer.Inner {
                static func == (l: Self, r: Self) -> Bool { true }
            }
            """
        let bytes = Array(code.utf8)
        let outline = bytes.withUnsafeBufferPointer { buf in
            let tokens = Lexer.tokenize(buf)
            return DeclarationOutline(DeclarationScanner.scan(tokens, buf, full: false), tokens)
        }
        #expect(DeclarationOutline.paths(outline.entries()) == [
            "Outer", "Outer.Inner", "Outer.Inner.first", "Outer.Inner.value", "Outer.init(a:_:)", "Outer.subscript(_:)",
            "Outer.Inner", "Outer.Inner.==(l:r:)",
        ])
        #expect(outline.enclosingPaths([(3, 14), (6, 28), (8, 1), (8, 2), (12, 1), (10, 20), (1, 1), (4, 9)]) == [
            "Outer.Inner.first", "Outer.init(a:_:)", "Outer", "", "", "Outer.Inner.==(l:r:)", "Outer", "Outer.Inner.value",
        ])
        #expect(DeclarationOutline.enclosing([(10, 20), (1, 1), (4, 9)], in: outline.entries()) == [7, 0, 3])
        let first = outline.entries()[0]
        #expect((first.startLine, first.startColumn, first.endLine, first.endColumn, first.nameLine, first.nameColumn) == (1, 1, 8, 1, 1, 8))
        #expect(outline.positionsByPath()["Outer.Inner.==(l:r:)"].map { "\($0.line):\($0.column)" } == "10:17")
        #expect(DeclarationOutline().entries().isEmpty)
        // Numbers above 127 take several bytes.
        let far = Array((String(repeating: "\n", count: 300) + String(repeating: " ", count: 200) + "struct Far { var x: Int }").utf8)
        let farOutline = far.withUnsafeBufferPointer { buf in
            let tokens = Lexer.tokenize(buf)
            return DeclarationOutline(DeclarationScanner.scan(tokens, buf, full: false), tokens)
        }
        #expect(farOutline.entries().map { "\($0.name)@\($0.startLine):\($0.startColumn)-\($0.endLine):\($0.endColumn) \($0.parent ?? -1)" }
                == ["Far@301:201-301:225 -1", "x@301:214-301:221 0"])
    }

    @Test("The file is sorted JSON, one entry per line, and reads back")
    func format() throws {
        let entries = [
            BaselineEntry(rule: "typed-throws", path: "b.swift", declaration: "B.f()", occurrence: 0),
            BaselineEntry(rule: "contract-sendable", path: "a.swift", declaration: "A \"quoted\"", occurrence: 2),
        ]
        let text = Baseline.render(entries)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 7)
        #expect(lines[3].hasPrefix("    {\"rule\": \"contract-sendable\", \"path\": \"a.swift\""))
        #expect(lines[4].hasPrefix("    {\"rule\": \"typed-throws\", \"path\": \"b.swift\""))
        #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil)
        let back = try Baseline.parse(Array(text.utf8), path: "b.json").get()
        #expect(back.entries == entries.sorted())
        #expect(back.lines == [4, 5])
        for bad in ["", "{}", "{\"archlintBaseline\": 2, \"entries\": []}", "{\"archlintBaseline\": 1, \"entries\": [{\"rule\": 1}]}", "[1,"] {
            if case .success = Baseline.parse(Array(bad.utf8), path: "b.json") { Issue.record("accepted \(bad)") }
        }
    }

    @Test("A baseline survives a line inserted above its finding, reports the entry as stale once fixed, and --strict fails on it")
    func survivesAndGoesStale() throws {
        let s = Scratch()
        s.write(Self.contract, Self.untyped)
        let first = run(in: s.path, ["--write-baseline", "archlint-baseline.json"])
        #expect(first.status == 1)  // the run reports as usual
        #expect(first.err.contains("2 baseline entries written to archlint-baseline.json"), "\(first.err)")
        let written = try #require(s.read("archlint-baseline.json"))
        #expect(written.contains("\"declaration\": \"CharacterRepositoryContract.getCharacter(identifier:cachePolicy:)\""))
        #expect(!written.contains("\"line\""))

        // Lines inserted above: the findings are still hidden.
        s.write(Self.contract, "import Foundation\n\n/// Characters.\n" + Self.untyped)
        let shifted = run(in: s.path, ["--baseline", "archlint-baseline.json", "--strict"])
        #expect(shifted.status == 0, "\(shifted.out)")
        #expect(shifted.out.isEmpty)
        #expect(shifted.err.contains("2 in the baseline"))

        // One finding fixed: its entry is stale, a warning at the declaration; --strict fails.
        s.write(Self.contract, Self.untyped.replacingOccurrences(of: "cachePolicy: CachePolicy) async throws ->", with: "cachePolicy: CachePolicy) async throws(CharacterError) ->"))
        let fixed = run(in: s.path, ["--baseline", "archlint-baseline.json"])
        #expect(fixed.status == 0)
        #expect(fixed.out.hasPrefix("\(Self.contract):2:10: warning: baseline entry `typed-throws` in \(Self.contract) `CharacterRepositoryContract.getCharacter(identifier:cachePolicy:)` matches no finding"), "\(fixed.out)")
        #expect(fixed.out.hasSuffix("[stale-baseline-entry]\n"))
        #expect(run(in: s.path, ["--baseline", "archlint-baseline.json", "--strict"]).status == 1)

        // Rewriting the baseline drops the fixed entry; then the run is clean, strictly.
        let rewrite = run(in: s.path, ["--baseline", "archlint-baseline.json", "--write-baseline", "archlint-baseline.json"])
        #expect(rewrite.err.contains("1 baseline entry written"), "\(rewrite.err)")
        #expect(s.read("archlint-baseline.json")?.contains("getCharacter(") == false)
        #expect(run(in: s.path, ["--baseline", "archlint-baseline.json", "--strict"]).status == 0)

        // A new finding is reported despite the baseline.
        s.write(Self.contract, Self.untyped + "protocol OtherRepositoryContract: Sendable { func load() throws }\n")
        let new = run(in: s.path, ["--baseline", "archlint-baseline.json"])
        #expect(new.status == 1)
        #expect(new.out.contains("OtherRepositoryContract"))
    }

    @Test("--write-baseline keeps the entries a partial run cannot judge, and a failed run never touches the file")
    func partialAndFailedRuns() throws {
        let s = Scratch()
        s.write(Self.contract, Self.untyped)
        s.write("Features/D/Sources/Domain/UseCases/GetXUseCase.swift", badContract)
        #expect(run(in: s.path, ["--write-baseline", "b.json"]).status == 1)
        let all = try #require(s.read("b.json"))
        #expect(all.components(separatedBy: "\"rule\"").count - 1 == 3)

        // Only one folder, only one rule: the other entries stay.
        #expect(run(in: s.path, ["Features/D", "--baseline", "b.json", "--write-baseline", "b.json"]).status == 0)
        #expect(s.read("b.json") == all)
        #expect(run(in: s.path, ["--rule", "contract-sendable", "--baseline", "b.json", "--write-baseline", "b.json"]).status == 0)
        #expect(s.read("b.json") == all)

        // A run with an input problem does not write; a file that is not a baseline is not overwritten.
        s.writeBytes("Features/D/Sources/Broken.swift", [0x66, 0x00, 0x01])
        let failed = run(in: s.path, ["--write-baseline", "b.json"])
        #expect(failed.status == 2)
        #expect(failed.err.contains("baseline not written"))
        #expect(s.read("b.json") == all)
        try FileManager.default.removeItem(atPath: s.path + "/Features/D/Sources/Broken.swift")
        s.write("notes.json", "{\"mine\": true}\n")
        let refused = run(in: s.path, ["--write-baseline", "notes.json"])
        #expect(refused.status == 2)
        #expect(s.read("notes.json") == "{\"mine\": true}\n")
        // No temporary files are left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: s.path)
        #expect(!names.contains { $0.contains(".tmp") }, "\(names)")
    }

    @Test("A bad --baseline file exits 2 naming the file and line")
    func badFile() {
        let s = Scratch()
        let b = s.write("b.json", "{\n  \"archlintBaseline\": 1,\n  \"entries\": [\n    {\"rule\": \"x\"}\n  ]\n}\n")
        let r = run(["--no-config", "--baseline", b, s.path])
        #expect(r.status == 2)
        #expect(r.err.contains("b.json:4: error: not an archlint baseline"), "\(r.err)")
    }
}
