import Foundation
import Testing
@testable import ArchLintKit

@Suite("Edits and diffs")
struct EditAndDiffTests {
    @Test("Edits apply in order; insertions, replacements and deletions keep every other byte")
    func applyEdits() {
        let text = Array("protocol A {\n\tfunc f()\n}\n".utf8)
        let out = EditApplier.apply([
            .insert(": Sendable", at: 10),
            TextEdit(range: 14..<18, "public func"),
            TextEdit(range: 20..<22, ""),
        ], to: text)
        #expect(String(decoding: out, as: UTF8.self) == "protocol A: Sendable {\n\tpublic func f\n}\n")
        #expect(EditApplier.apply([], to: text) == text)
    }

    @Test("Conflicting fixes wait for the next pass; compatible ones are chosen together")
    func selection() {
        let a = Fix(ruleID: "x", path: "F.swift", [TextEdit(range: 0..<5, "a")])
        let b = Fix(ruleID: "y", path: "F.swift", [TextEdit(range: 3..<8, "b")])
        let c = Fix(ruleID: "z", path: "F.swift", [TextEdit.insert("c", at: 8)])
        let d = Fix(ruleID: "w", path: "G.swift", [TextEdit(range: 0..<5, "d")])
        let e = Fix(ruleID: "v", path: "F.swift", [TextEdit.insert("e", at: 8)])
        let (chosen, deferred) = EditApplier.selectCompatible([a, b, c, d, e])
        #expect(chosen == [a, c, d])
        #expect(deferred == [b, e])
        #expect(TextEdit.insert("x", at: 5).conflicts(with: TextEdit(range: 0..<5, "")) == false)
        #expect(TextEdit.insert("x", at: 4).conflicts(with: TextEdit(range: 0..<5, "")))
    }

    @Test("Unified diffs apply with git apply and reproduce the new text exactly", arguments: 0..<40)
    func diffsApply(seed: Int) throws {
        var rng = SplitMix(seed: UInt64(seed))
        let endings = ["\n", "\r\n", "\n"]
        let ending = endings[seed % 3]
        var old: [String] = (0..<Int(rng.next() % 40)).map { "line \($0) \(rng.next() % 5)" + ending }
        if seed % 5 == 0, !old.isEmpty { old[old.count - 1] = "last without newline" }
        var new = old
        for _ in 0..<Int(rng.next() % 6) {
            let op = rng.next() % 3
            if op == 0 || new.isEmpty {
                new.insert("inserted \(rng.next() % 100)" + ending, at: Int(rng.next() % UInt64(new.count + 1)))
            } else if op == 1 {
                new.remove(at: Int(rng.next() % UInt64(new.count)))
            } else {
                new[Int(rng.next() % UInt64(new.count))] = "changed \(rng.next() % 100)" + ending
            }
        }
        let oldBytes = Array(old.joined().utf8), newBytes = Array(new.joined().utf8)
        let diff = UnifiedDiff.render(path: "F.swift", old: oldBytes, new: newBytes)
        if oldBytes == newBytes { #expect(diff.isEmpty); return }
        let dir = NSTemporaryDirectory() + "archlint-diff-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(FileManager.default.createFile(atPath: dir + "/F.swift", contents: Data(oldBytes)))
        #expect(FileManager.default.createFile(atPath: dir + "/fix.diff", contents: Data(diff.utf8)))
        // `git apply` (outside a repository it patches plain files) reads the diff's bytes as they
        // are, CR included, on Linux and macOS alike; `patch --binary` is GNU's (macOS's BSD patch
        // prints its usage and exits 0).
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["git", "apply", "-p1", "--whitespace=nowarn", "fix.diff"]
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        var env = ProcessInfo.processInfo.environment
        for k in env.keys where k.hasPrefix("GIT_") { env[k] = nil }
        env["GIT_CEILING_DIRECTORIES"] = URL(fileURLWithPath: dir).deletingLastPathComponent().path
        p.environment = env
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "git apply failed on:\n\(diff)")
        let patched = FileManager.default.contents(atPath: dir + "/F.swift").map { [UInt8]($0) } ?? []
        #expect(patched == newBytes, "diff:\n\(diff)")
    }

    @Test("A diff has three lines of context and names the file; a rename is shown git-style")
    func diffShape() {
        let old = Array((1...10).map { "l\($0)\n" }.joined().utf8)
        var newLines = (1...10).map { "l\($0)\n" }
        newLines[4] = "L5\n"
        let diff = UnifiedDiff.render(path: "A.swift", old: old, new: Array(newLines.joined().utf8))
        #expect(diff == "--- a/A.swift\n+++ b/A.swift\n@@ -2,7 +2,7 @@\n l2\n l3\n l4\n-l5\n+L5\n l6\n l7\n l8\n")
        let renamed = UnifiedDiff.render(path: "A.swift", old: old, new: old, newPath: "B.swift")
        #expect(renamed == "diff --git a/A.swift b/B.swift\nrename from A.swift\nrename to B.swift\n")
    }
}

/// A small deterministic generator for property tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Runs the fixer on in-memory files.
func fixed(_ files: [(String, String)], configuration: Configuration = Configuration(), unsafe: Bool = false) -> Fixer.Outcome {
    Fixer.run(files.map { ($0.0, Array($0.1.utf8)) }, configuration: configuration, options: Fixer.Options(unsafe: unsafe))
}

func text(_ o: Fixer.Outcome, _ path: String) -> String {
    String(decoding: o.files.first { $0.path == path }?.bytes ?? [], as: UTF8.self)
}

@Suite("Fixes")
struct FixTests {
    static let fixableIDs = RuleRegistry.all.filter { $0 is any FixableRule && $0.descriptor.fix != .none }.map(\.id)

    @Test("Every rule with a fix is a FixableRule and says whether its fix is safe", arguments: RuleRegistry.ids)
    func honestListing(id: String) {
        let rule = RuleRegistry.rule(id: id)!
        #expect((rule is any FixableRule) == (rule.descriptor.fix != .none), "\(id): `fix` in the descriptor and FixableRule disagree")
    }

    @Test("A rule's roles, read through its witness table (no dynamic cast), agree with its conformances", arguments: RuleRegistry.ids)
    func rolesAgreeWithConformances(id: String) {
        let rule = RuleRegistry.rule(id: id)!
        #expect((rule.asFixableRule != nil) == (rule is any FixableRule), "\(id): asFixableRule")
        #expect((rule.asSuppressionRule != nil) == (rule is any SuppressionRule), "\(id): asSuppressionRule")
        #expect((rule.asBaselineRule != nil) == (rule is any BaselineRule), "\(id): asBaselineRule")
        #expect(rule.asFixableRule?.id ?? id == id)
    }

    @Test("The Incorrect examples of a fixable rule: every finding with a fix is fixed, none appears, and a second --fix changes nothing", arguments: fixableIDs)
    func documentExamplesFix(id: String) throws {
        let rule = RuleRegistry.rule(id: id)!
        for ex in RuleDocument.load(id).examples where ex.incorrect {
            let config = ex.configuration(only: id)
            let input = ex.blocks.map { ($0.path, $0.code) }
            let once = fixed(input, configuration: config, unsafe: rule.descriptor.fix == .unsafe)
            #expect(once.after.problems.isEmpty, "\(ex.title)")
            let left = once.after.diagnostics.filter { $0.fixHint != nil }
            #expect(left.isEmpty, "rules/\(id).md \(ex.title): fixable findings left after --fix: \(left.map { "\($0.line):\($0.column) \($0.message)" })")
            #expect(once.after.diagnostics.count <= once.before.diagnostics.count, "\(ex.title): --fix added findings")
            #expect(once.before.diagnostics.count - once.after.diagnostics.count == once.before.diagnostics.filter { $0.fixHint != nil }.count || rule.descriptor.fix == .unsafe,
                    "\(ex.title): fixed \(once.appliedCount), before \(once.before.diagnostics.count), after \(once.after.diagnostics.count)")
            for f in once.files {
                let bytes = f.bytes
                let tokens = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
                #expect(!tokens.contains { $0.kind == .unknown }, "\(ex.title): \(f.path) has unknown tokens after --fix")
            }
            let twice = Fixer.run(once.files, configuration: config, options: Fixer.Options(unsafe: rule.descriptor.fix == .unsafe))
            #expect(twice.appliedCount == 0, "\(ex.title): a second --fix applied \(twice.applied)")
            #expect(twice.files.map(\.bytes) == once.files.map(\.bytes))
        }
    }

    @Test("contract-sendable: creates the inheritance clause or appends to it, after generics and before where, keeping every other byte")
    func contractSendable() {
        let path = "Features/C/Sources/Domain/Repositories/CRepositoryContract.swift"
        let cases: [(String, String)] = [
            ("protocol CRepositoryContract {\n}\n", "protocol CRepositoryContract: Sendable {\n}\n"),
            ("protocol CRepositoryContract: AnyObject {}\n", "protocol CRepositoryContract: AnyObject, Sendable {}\n"),
            ("protocol CRepositoryContract /* note */ {\n\tfunc a() async throws(CError)\n}\n", "protocol CRepositoryContract: Sendable /* note */ {\n\tfunc a() async throws(CError)\n}\n"),
            ("protocol CRepositoryContract:\n    AnyObject\n    where Self: AnyObject {}\n", "protocol CRepositoryContract:\n    AnyObject, Sendable\n    where Self: AnyObject {}\n"),
        ]
        for (before, after) in cases {
            let o = fixed([(path, before)], configuration: only("contract-sendable"))
            #expect(text(o, path) == after)
            #expect(o.after.diagnostics.isEmpty)
        }
    }

    @Test("typed-throws: `throws` becomes `throws(FeatureError)` only when the feature declares exactly one error type")
    func typedThrows() {
        let contract = "Features/C/Sources/Domain/UseCases/GetCUseCase.swift"
        let source = "protocol GetCUseCaseContract: Sendable {\n    func execute() async throws -> Int\n}\n"
        let one = fixed([(contract, source), ("Features/C/Sources/Domain/Errors/CError.swift", "public enum CError: Error { case loadFailed }\n")],
                        configuration: only("typed-throws"))
        #expect(text(one, contract) == "protocol GetCUseCaseContract: Sendable {\n    func execute() async throws(CError) -> Int\n}\n")
        let two = fixed([(contract, source), ("Features/C/Sources/Domain/Errors/CError.swift", "enum CError: Error { case a }\nenum DError: Error { case b }\n")],
                        configuration: only("typed-throws"))
        #expect(text(two, contract) == source)
        #expect(two.after.diagnostics.count == 1)
    }

    @Test("contract-not-public: drops `public` or `open` and the space after it")
    func notPublic() {
        let path = "Features/C/Sources/Domain/UseCases/GetCUseCase.swift"
        let o = fixed([(path, "public protocol GetCUseCaseContract: Sendable {\n    func execute() async throws(CError) -> Int\n}\n\n@MainActor public  final class GetCUseCase: GetCUseCaseContract {\n    func execute() async throws(CError) -> Int { 1 }\n}\n")],
                      configuration: only("contract-not-public"))
        #expect(text(o, path) == "protocol GetCUseCaseContract: Sendable {\n    func execute() async throws(CError) -> Int\n}\n\n@MainActor final class GetCUseCase: GetCUseCaseContract {\n    func execute() async throws(CError) -> Int { 1 }\n}\n")
    }

    @Test("mock-default-failure: `.success(…)` over several lines, or no value, becomes the feature error's loadFailed (or first plain case)")
    func mockFailure() {
        let error = ("Features/C/Sources/Domain/Errors/CError.swift", "public enum CError: Error {\n    case notFound(id: Int)\n    case offline\n    case loadFailed\n}\n")
        let mock = "Features/C/Tests/Shared/Mocks/GetCUseCaseMock.swift"
        let o = fixed([error, (mock, """
            final class GetCUseCaseMock: GetCUseCaseContract, @unchecked Sendable {
            \tvar result: Result<C, CError> = .success(
            \t\tC(id: 1)
            \t)
            \tvar other: Result<C, CError>
            \tvar any: Result<C, any Error> = Result<C, any Error>.success(.stub())
            \tlet fixed: Result<C, CError>
            }

            """)], configuration: only("mock-default-failure"))
        #expect(text(o, mock) == """
            final class GetCUseCaseMock: GetCUseCaseContract, @unchecked Sendable {
            \tvar result: Result<C, CError> = .failure(.loadFailed)
            \tvar other: Result<C, CError> = .failure(.loadFailed)
            \tvar any: Result<C, any Error> = .failure(CError.loadFailed)
            \tlet fixed: Result<C, CError>
            }

            """)
        #expect(o.after.diagnostics.map(\.line) == [5], "the `let` without a value has no fix")
        let noPlainCase = fixed([("Features/C/Sources/Domain/Errors/CError.swift", "public enum CError: Error { case notFound(id: Int) }\n"),
                                 (mock, "final class GetCUseCaseMock {\n    var result: Result<C, CError> = .success(C())\n}\n")],
                                configuration: only("mock-default-failure"))
        #expect(noPlainCase.appliedCount == 0)
    }

    @Test("test-description: @Test, @Test(), @Test(arguments:), @Test(.tags) and an empty description get the description derived from the name")
    func testDescription() {
        let path = "Features/C/Tests/Unit/GetCUseCaseTests.swift"
        let o = fixed([(path, """
            struct GetCUseCaseTests {
                @Test func executeReturnsModel() {}
                @Test() func executeCallsRepository() {}
                @Test(arguments: [1, 2]) func executeRequestsPage(page: Int) {}
                @Test(.tags(.slow)) func executePropagatesError() {}
                @Test("") func emptyOne() {}
                @Test("Kept") func keptOne() {}
            }

            """)], configuration: only("test-description"))
        #expect(text(o, path) == """
            struct GetCUseCaseTests {
                @Test("Execute returns model") func executeReturnsModel() {}
                @Test("Execute calls repository") func executeCallsRepository() {}
                @Test("Execute requests page", arguments: [1, 2]) func executeRequestsPage(page: Int) {}
                @Test("Execute propagates error", .tags(.slow)) func executePropagatesError() {}
                @Test("Empty one") func emptyOne() {}
                @Test("Kept") func keptOne() {}
            }

            """)
    }

    @Test("usecase-cache-policy and mock-conventions: the policy swaps; call tracking becomes private(set)")
    func cachePolicyAndTracking() {
        let path = "Features/C/Sources/Domain/UseCases/RefreshCUseCase.swift"
        let o = fixed([(path, """
            protocol RefreshCUseCaseContract: Sendable {
                func execute() async throws(CError) -> C
            }

            struct RefreshCUseCase: RefreshCUseCaseContract {
                let repository: CRepositoryContract
                func execute() async throws(CError) -> C {
                    try await repository.getC(cachePolicy: .localFirst)
                }
            }

            """)], configuration: only("usecase-cache-policy"))
        #expect(text(o, path).contains("getC(cachePolicy: .remoteFirst)"))
        let mock = "Features/C/Tests/Shared/Mocks/GetCUseCaseMock.swift"
        let m = fixed([("Features/C/Sources/Domain/UseCases/GetCUseCase.swift", "protocol GetCUseCaseContract: Sendable {\n    func execute(id: Int) async throws(CError) -> C\n}\n"),
                       (mock, "final class GetCUseCaseMock: GetCUseCaseContract, @unchecked Sendable {\n    var executeCallCount = 0\n    public var lastRequestedID: Int?\n    func execute(id: Int) async throws(CError) -> C { fatalError() }\n}\n")],
                      configuration: only("mock-conventions"))
        #expect(text(m, mock) == "final class GetCUseCaseMock: GetCUseCaseContract, @unchecked Sendable {\n    private(set) var executeCallCount = 0\n    public private(set) var lastRequestedID: Int?\n    func execute(id: Int) async throws(CError) -> C { fatalError() }\n}\n")
    }

    @Test("contract-suffix (unsafe): renames the contract in every file, never in strings or comments, and the file named after it")
    func renameContract() {
        let contract = "Features/C/Sources/Domain/Repositories/CRepository.swift"
        let impl = "Features/C/Sources/Data/Repositories/CRepositoryImpl.swift"
        let files = [(contract, "protocol CRepository: Sendable {\n    func get() async throws(CError) -> C\n}\n"),
                     (impl, "// CRepository implementation\nstruct CRepositoryImpl: CRepository {\n    let name = \"CRepository\"\n    func get() async throws(CError) -> C { C() }\n}\n")]
        let safe = fixed(files, configuration: only("contract-suffix"))
        #expect(safe.appliedCount == 0, "an unsafe fix needs --unsafe-fixes")
        let o = fixed(files, configuration: only("contract-suffix"), unsafe: true)
        #expect(o.renames == [FileRename(from: contract, to: "Features/C/Sources/Domain/Repositories/CRepositoryContract.swift")])
        #expect(text(o, "Features/C/Sources/Domain/Repositories/CRepositoryContract.swift") == "protocol CRepositoryContract: Sendable {\n    func get() async throws(CError) -> C\n}\n")
        #expect(text(o, impl) == "// CRepository implementation\nstruct CRepositoryImpl: CRepositoryContract {\n    let name = \"CRepository\"\n    func get() async throws(CError) -> C { C() }\n}\n")
        #expect(o.after.diagnostics.isEmpty)
    }

    @Test("contract-suffix (unsafe): an escaped name is renamed in both spellings, each keeping its own; an empty one is not a contract")
    func renameEscapedContract() {
        let contract = "Features/C/Sources/Domain/Repositories/CRepository.swift"
        let impl = "Features/C/Sources/Data/Repositories/CRepositoryImpl.swift"
        let files = [(contract, "protocol `CRepository`: Sendable {\n    func get() async throws(CError) -> C\n}\n"),
                     (impl, "struct CRepositoryImpl: CRepository {\n    let other: `CRepository`? = nil\n    func get() async throws(CError) -> C { C() }\n}\n")]
        let before = Linter.lint(sources: files.map { (path: $0.0, text: $0.1) }, configuration: only("contract-suffix"))
        #expect(before.diagnostics.map(\.message) == ["protocol `CRepository` in Domain/Repositories is a contract: rename it `CRepositoryContract`"])
        let o = fixed(files, configuration: only("contract-suffix"), unsafe: true)
        #expect(o.passes < Fixer.Options().maxPasses && !o.stoppedEarly)
        #expect(text(o, "Features/C/Sources/Domain/Repositories/CRepositoryContract.swift") == "protocol `CRepositoryContract`: Sendable {\n    func get() async throws(CError) -> C\n}\n")
        #expect(text(o, impl) == "struct CRepositoryImpl: CRepositoryContract {\n    let other: `CRepositoryContract`? = nil\n    func get() async throws(CError) -> C { C() }\n}\n")
        #expect(o.after.diagnostics.isEmpty, "\(o.after.diagnostics)")

        // Found by the fuzzer: `protocol ````GetCUseCaseContract` is the empty name `` `` `` followed by
        // another; the rename appended the suffix to `` `` `` on every pass and never settled.
        let useCase = "Features/C/Sources/Data/DataSources/CDataSource.swift"
        let empty = [(useCase, "protocol ````GetCUseCaseContract: Sendable {\n    func execute(page: Int) async throws(CError) -> C\n}\n")]
        let all = Linter.lint(sources: empty.map { (path: $0.0, text: $0.1) }, configuration: Configuration())
        #expect(!all.diagnostics.contains { $0.ruleID.hasPrefix("contract-") }, "\(all.diagnostics.map(\.message))")
        let e = fixed(empty, unsafe: true)
        #expect(e.appliedCount == 0 && !e.stoppedEarly)
    }

    @Test("Running out of passes with findings still to fix is said, not hidden: the summary asks for another --fix")
    func stoppedEarly() {
        // The rename and the `: Sendable` both touch the name: they need two passes.
        let path = "Features/C/Sources/Domain/Repositories/CRepository.swift"
        let files = [(path, "protocol CRepository {\n    func get() async throws(CError) -> C\n}\n")]
        let input = files.map { (path: $0.0, bytes: Array($0.1.utf8)) }
        let short = Fixer.run(input, configuration: Configuration(), options: Fixer.Options(unsafe: true, maxPasses: 1))
        #expect(short.passes == 1 && short.appliedCount == 1)
        #expect(short.stoppedEarly)
        var summary = LintCommand.FixSummary(applied: short.applied, filesChanged: 1)
        summary.stoppedAfter = short.passes
        #expect(LintCommand.describe(summary, diff: false).hasSuffix("in 1 file; stopped after 1 pass with findings still to fix: run --fix again"))
        let full = Fixer.run(input, configuration: Configuration(), options: Fixer.Options(unsafe: true))
        #expect(full.passes == 2 && full.appliedCount == 2)
        #expect(!full.stoppedEarly)
        #expect(full.after.diagnostics.isEmpty, "\(full.after.diagnostics)")
    }
}

func only(_ id: String) -> Configuration {
    var c = Configuration()
    c.onlyRules = [id]
    return c
}

/// Every Swift file under a folder, read into memory (paths as `collectSwiftFiles` lists them).
func readTree(_ dir: String) -> [(path: String, bytes: [UInt8])] {
    FileSystem.collectSwiftFiles([dir]).files.map { path in
        (path, (try? FileSystem.readFile(path).get()) ?? [])
    }
}

@Suite("Fixes on the fixture trees")
struct FixtureFixTests {
    /// One inverse of each safe fix, applied to the reference library (path suffix, old text, new text).
    static let breakages: [(file: String, old: String, new: String)] = [
        ("Character/Sources/Domain/UseCases/GetCharacterUseCase.swift", "protocol GetCharacterUseCaseContract: Sendable {", "protocol GetCharacterUseCaseContract {"),
        ("Character/Sources/Domain/UseCases/GetCharacterUseCase.swift", "\tfunc execute(identifier: Int) async throws(CharacterError) -> Character\n}", "\tfunc execute(identifier: Int) async throws -> Character\n}"),
        ("Character/Sources/Domain/UseCases/GetCharacterUseCase.swift", "struct GetCharacterUseCase:", "public struct GetCharacterUseCase:"),
        ("Character/Sources/Domain/UseCases/GetCharacterUseCase.swift", "cachePolicy: .localFirst)", "cachePolicy: .remoteFirst)"),
        ("Character/Sources/Domain/Repositories/CharacterRepositoryContract.swift", "protocol CharacterRepositoryContract: Sendable {", "protocol CharacterRepositoryContract {"),
        ("Character/Tests/Shared/Mocks/GetCharacterUseCaseMock.swift", "= .failure(.loadFailed)", "= .success(.stub())"),
        ("Character/Tests/Shared/Mocks/GetCharacterUseCaseMock.swift", "private(set) var executeCallCount", "var executeCallCount"),
        ("Character/Tests/Unit/Domain/UseCases/GetCharacterUseCaseTests.swift", "@Test(\"Execute returns character from repository\")", "@Test"),
    ]

    @Test("Round trip: the reference library with each safe fix undone comes back byte-identical after --fix (test descriptions: derived, non-empty, stable)")
    func referenceRoundTrip() throws {
        let original = readTree(Repo.path("Fixtures/Reference"))
        #expect(original.count > 50)
        var broken = original
        for b in Self.breakages {
            let i = try #require(broken.firstIndex { $0.path.hasSuffix(b.file) }, "\(b.file)")
            let text = String(decoding: broken[i].bytes, as: UTF8.self)
            #expect(text.contains(b.old), "\(b.file) lacks \(b.old)")
            broken[i].bytes = Array(text.replacingOccurrences(of: b.old, with: b.new).utf8)
        }
        let before = Linter.lint(sources: broken.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
        #expect(Set(before.diagnostics.map(\.ruleID)) == ["contract-sendable", "typed-throws", "contract-not-public", "usecase-cache-policy",
                                                         "mock-default-failure", "mock-conventions", "test-description"])
        let fixed = Fixer.run(broken, configuration: Configuration())
        #expect(fixed.after.diagnostics.isEmpty, "\(fixed.after.diagnostics.map { "\($0.path):\($0.line) \($0.message)" })")
        for (k, file) in original.enumerated() {
            let result = String(decoding: fixed.files[k].bytes, as: UTF8.self)
            var expected = String(decoding: file.bytes, as: UTF8.self)
            if file.path.hasSuffix("GetCharacterUseCaseTests.swift") {
                // The description is derived from the function name: non-empty, and stable (see below).
                let derived = TestDescriptionRule.suggestedDescription("executeReturnsCharacter")
                #expect(!derived.isEmpty)
                expected = expected.replacingOccurrences(of: "@Test(\"Execute returns character from repository\")", with: "@Test(\"\(derived)\")")
            }
            #expect(result == expected, "\(file.path) differs after the round trip")
        }
        let again = Fixer.run(fixed.files, configuration: Configuration())
        #expect(again.appliedCount == 0)
    }

    @Test("Every violation tree: after --fix every finding with a safe fix is gone, no finding appears, and a second --fix changes nothing",
          arguments: ["Fixtures/Violations"] + ((try? FileManager.default.contentsOfDirectory(atPath: Repo.path("Fixtures/Conventions"))) ?? []).sorted().map { "Fixtures/Conventions/" + $0 })
    func violationTrees(dir: String) throws {
        var config = Configuration()
        let yaml = Repo.path(dir + "/.archlint.yml")
        if FileManager.default.fileExists(atPath: yaml) {
            config = try Configuration.parse(Repo.read(dir + "/.archlint.yml"), path: yaml).get()
        }
        let input = readTree(Repo.path(dir))
        let once = Fixer.run(input, configuration: config)
        #expect(once.appliedCount > 0 || dir != "Fixtures/Violations")
        let safe = Set(RuleRegistry.all.filter { $0.descriptor.fix == .safe }.map(\.id))
        let left = once.after.diagnostics.filter { safe.contains($0.ruleID) && $0.fixHint != nil }
        #expect(left.isEmpty, "\(dir): fixable findings left: \(left.map { "\($0.path):\($0.line) \($0.message)" })")
        // No new finding: per file and rule, never more than before.
        func counts(_ r: LintReport) -> [String: Int] { Dictionary(r.diagnostics.map { ("\($0.path) \($0.ruleID)", 1) }, uniquingKeysWith: +) }
        let before = counts(once.before), after = counts(once.after)
        for (key, n) in after { #expect(n <= before[key] ?? 0, "\(dir): new finding \(key)") }
        #expect(once.before.diagnostics.count - once.after.diagnostics.count == once.appliedCount,
                "\(dir): \(once.appliedCount) fixes applied, findings \(once.before.diagnostics.count) → \(once.after.diagnostics.count)")
        let twice = Fixer.run(once.files, configuration: config)
        #expect(twice.appliedCount == 0)
        #expect(twice.files.map(\.bytes) == once.files.map(\.bytes))
    }
}

@Suite("--fix on the command line")
struct FixCommandTests {
    static let contract = "Features/C/Sources/Domain/UseCases/GetXUseCase.swift"

    @Test("--fix writes the fixed file, keeps its permissions, lints again and says what it fixed; a second --fix changes nothing")
    func fixesOnDisk() throws {
        let s = Scratch()
        let path = s.write(Self.contract, badContract)
        chmod(path, 0o600)
        let r = run(in: s.path, ["--no-config", "--fix"])
        #expect(r.status == 0, "\(r.out)\(r.err)")
        #expect(r.out.isEmpty)
        #expect(r.err.contains("0 violations") && r.err.contains("fixed 1 finding (contract-sendable 1) in 1 file"), "\(r.err)")
        #expect(s.read(Self.contract) == cleanContract)
        var st = stat()
        stat(path, &st)
        #expect(st.st_mode & 0o777 == 0o600)
        let again = run(in: s.path, ["--no-config", "--fix"])
        #expect(again.err.contains("nothing fixed"))
        #expect(s.read(Self.contract) == cleanContract)
    }

    @Test("--fix --diff prints a unified diff and writes nothing")
    func diffOnly() {
        let s = Scratch()
        s.write(Self.contract, badContract)
        let r = run(in: s.path, ["--no-config", "--fix", "--diff"])
        #expect(r.status == 0)
        #expect(r.out == "--- a/\(Self.contract)\n+++ b/\(Self.contract)\n@@ -1,3 +1,3 @@\n-protocol GetXUseCaseContract {\n+protocol GetXUseCaseContract: Sendable {\n     func execute() async throws(XError) -> Int\n }\n")
        #expect(r.err.contains("would fix 1 finding (contract-sendable 1) in 1 file"))
        #expect(s.read(Self.contract) == badContract)
    }

    @Test("--unsafe-fixes renames a contract across files and renames its file; without it the rename is not applied")
    func unsafeRename() {
        let s = Scratch()
        s.write("Features/C/Sources/Domain/Repositories/CRepository.swift", "protocol CRepository: Sendable {\n    func get() async throws(CError) -> Int\n}\n")
        s.write("Features/C/Sources/Data/Repositories/CRepositoryImpl.swift", "struct CRepositoryImpl: CRepository {\n    func get() async throws(CError) -> Int { 1 }\n}\n")
        let safe = run(in: s.path, ["--no-config", "--rule", "contract-suffix", "--fix"])
        #expect(safe.status == 1)
        #expect(safe.err.contains("nothing fixed"))
        let r = run(in: s.path, ["--no-config", "--rule", "contract-suffix", "--fix", "--unsafe-fixes"])
        #expect(r.status == 0, "\(r.out)\(r.err)")
        #expect(s.read("Features/C/Sources/Domain/Repositories/CRepository.swift") == nil)
        #expect(s.read("Features/C/Sources/Domain/Repositories/CRepositoryContract.swift")?.hasPrefix("protocol CRepositoryContract: Sendable") == true)
        #expect(s.read("Features/C/Sources/Data/Repositories/CRepositoryImpl.swift")?.hasPrefix("struct CRepositoryImpl: CRepositoryContract {") == true)
    }

    @Test("A file that changed on disk since it was read is not written")
    func changedMeanwhile() {
        let s = Scratch()
        let path = s.write(Self.contract, badContract)
        #expect(LintCommand.changedOnDisk(path, since: Array(badContract.utf8)) == nil)
        #expect(LintCommand.changedOnDisk(path, since: Array("protocol Older {}\n".utf8))?.message.contains("changed on disk") == true)
    }

    @Test("--diff and --unsafe-fixes need --fix; --fix does not go with --staged, --stdin-path or --write-baseline", arguments: [
        ["--diff"], ["--unsafe-fixes"], ["--fix", "--staged"], ["--fix", "--stdin-path", "a.swift"], ["--fix", "--write-baseline", "b.json"],
    ])
    func usage(args: [String]) {
        let r = run(["--no-config"] + args + ["."])
        #expect(r.status == 2)
        #expect(r.err.contains("--fix") || r.err.contains("exclude"), "\(r.err)")
    }
}
