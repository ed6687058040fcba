import Foundation
import Testing
@testable import ArchLintKit

/// `archlint agent`: a coding agent's post-edit hook (issue 38). One test per outcome: a clean
/// file, an error, warnings only, a file outside the project, input that is no JSON; and the
/// payloads agents send (Claude Code's `PostToolUse`, a path on standard input or as argument).
@Suite("archlint agent")
struct AgentTests {
    /// A small feature: a clean UseCase with its mock and tests, a UseCase without them (two
    /// warnings), and a Domain model that holds a DTO declared in another file (an error only
    /// the project index can see).
    static func project() -> Scratch {
        let s = Scratch()
        s.write("Features/Shop/Sources/Domain/Errors/ShopError.swift", """
            public enum ShopError: Error, Equatable, Sendable {
                case loadFailed
            }

            """)
        s.write("Features/Shop/Sources/Domain/Models/Item.swift", "struct Item: Equatable, Sendable {\n    let id: Int\n}\n")
        s.write("Features/Shop/Sources/Domain/Repositories/ItemRepositoryContract.swift", """
            protocol ItemRepositoryContract: Sendable {
                func getItem(identifier: Int) async throws(ShopError) -> Item
            }

            """)
        s.write("Features/Shop/Sources/Domain/UseCases/GetItemUseCase.swift", """
            protocol GetItemUseCaseContract: Sendable {
                func execute(identifier: Int) async throws(ShopError) -> Item
            }

            struct GetItemUseCase: GetItemUseCaseContract {
                private let repository: ItemRepositoryContract

                init(repository: ItemRepositoryContract) {
                    self.repository = repository
                }

                func execute(identifier: Int) async throws(ShopError) -> Item {
                    try await repository.getItem(identifier: identifier)
                }
            }

            """)
        s.write("Features/Shop/Tests/Shared/Mocks/GetItemUseCaseMock.swift", """
            @testable import Shop

            final class GetItemUseCaseMock: GetItemUseCaseContract, @unchecked Sendable {
                var result: Result<Item, ShopError> = .failure(.loadFailed)

                func execute(identifier: Int) async throws(ShopError) -> Item {
                    try result.get()
                }
            }

            """)
        s.write("Features/Shop/Tests/Unit/Domain/UseCases/GetItemUseCaseTests.swift", """
            import Testing

            @testable import Shop

            struct GetItemUseCaseTests {
                @Test("Execute returns the item")
                func executeReturnsItem() async throws {}
            }

            """)
        s.write("Features/Shop/Sources/Domain/UseCases/CountItemsUseCase.swift", """
            protocol CountItemsUseCaseContract: Sendable {
                func execute() async throws(ShopError) -> Int
            }

            struct CountItemsUseCase: CountItemsUseCaseContract {
                func execute() async throws(ShopError) -> Int {
                    0
                }
            }

            """)
        s.write("Features/Shop/Sources/Data/DTOs/ItemDTO.swift", "struct ItemDTO: Decodable, Sendable {\n    let id: Int\n}\n")
        s.write("Features/Shop/Sources/Domain/Models/Cart.swift", "struct Cart: Equatable, Sendable {\n    let items: [ItemDTO]\n}\n")
        return s
    }

    /// Claude Code's `PostToolUse` payload for an edit of `file` (absolute) in `cwd`.
    static func payload(_ file: String, cwd: String, event: String = "PostToolUse") -> String {
        """
        {"session_id":"9ecf22fa","transcript_path":"/Users/me/.claude/projects/shop/9ecf22fa.jsonl","cwd":"\(cwd)",\
        "permission_mode":"acceptEdits","hook_event_name":"\(event)","tool_name":"Edit",\
        "tool_input":{"file_path":"\(file)","old_string":"a","new_string":"b","replace_all":false},\
        "tool_response":{"filePath":"\(file)","success":true}}
        """
    }

    @Test("A clean file: exit 0, nothing printed")
    func cleanFile() {
        let s = Self.project()
        let file = s.path + "/Features/Shop/Sources/Domain/UseCases/GetItemUseCase.swift"
        let r = run(in: s.path, ["agent", "--no-config"], stdin: Self.payload(file, cwd: s.path))
        #expect(r.status == 0 && r.out.isEmpty && r.err.isEmpty, "\(r.status) \(r.out)\(r.err)")
    }

    @Test("An error, found with the whole project's facts: exit 2, each finding with its rule, the fix and the heading to follow")
    func errorBlocks() {
        let s = Self.project()
        let file = s.path + "/Features/Shop/Sources/Domain/Models/Cart.swift"
        let r = run(in: s.path, ["agent", "--no-config"], stdin: Self.payload(file, cwd: s.path))
        #expect(r.status == 2)
        #expect(r.out.isEmpty)
        #expect(r.err.hasPrefix("archlint: Features/Shop/Sources/Domain/Models/Cart.swift breaks one of the project's architecture rules. Fix it before going on"), "\(r.err)")
        #expect(r.err.contains("\nFeatures/Shop/Sources/Domain/Models/Cart.swift:2:17: error: "), "\(r.err)")
        #expect(r.err.contains("[no-dto-in-domain]\n  fix: "), "\(r.err)")
        let title = RuleGuidance.heading(RuleDocuments.body(for: "no-dto-in-domain") ?? "").0 ?? "?"
        #expect(r.err.contains("  follow: \"\(title)\" in rules/no-dto-in-domain.md, its \"How to fix\" (archlint explain no-dto-in-domain)\n"), "\(r.err)")
        #expect(!r.err.contains("could not check"))
    }

    @Test("Warnings only: exit 0, nothing printed; --strict blocks on them")
    func warningsOnly() {
        let s = Self.project()
        let file = s.path + "/Features/Shop/Sources/Domain/UseCases/CountItemsUseCase.swift"
        let lint = run(in: s.path, ["--no-config", "Features"])
        let mine = lint.out.split(separator: "\n").filter { $0.hasPrefix("Features/Shop/Sources/Domain/UseCases/CountItemsUseCase.swift:") }
        #expect(mine.contains { $0.hasSuffix("[usecase-has-mock]") } && !mine.contains { $0.contains(": error:") }, "\(lint.out)")
        let r = run(in: s.path, ["agent", "--no-config"], stdin: Self.payload(file, cwd: s.path))
        #expect(r.status == 0 && r.err.isEmpty && r.out.isEmpty, "\(r.err)")
        let strict = run(in: s.path, ["agent", "--no-config", "--strict"], stdin: Self.payload(file, cwd: s.path))
        #expect(strict.status == 2 && strict.err.contains("(--strict: warnings too)") && strict.err.contains("[usecase-has-mock]"), "\(strict.err)")
    }

    @Test("A file outside the project, outside `included`, or not Swift: exit 0, nothing printed")
    func outsideTheProject() throws {
        let s = Self.project()
        let other = Scratch()
        let outside = other.write("Elsewhere/Sources/Domain/Models/Cart.swift", "struct Cart {\n    let items: [ItemDTO]\n}\n")
        for file in [outside, s.path + "/README.md", s.path + "/Features/Shop/Sources/Domain/Models/Gone.swift"] {
            let r = run(in: s.path, ["agent", "--no-config"], stdin: Self.payload(file, cwd: s.path))
            #expect(r.status == 0 && r.err.isEmpty, "\(file): \(r.err)")
        }
        s.write(".archlint.yml", "included: [Features/Shop/Sources/Data]\n")
        let excluded = run(in: s.path, ["agent"], stdin: Self.payload(s.path + "/Features/Shop/Sources/Domain/Models/Cart.swift", cwd: s.path))
        #expect(excluded.status == 0 && excluded.err.isEmpty, "\(excluded.err)")
        // A tool that edits no file (Bash) gives no path.
        let bash = run(in: s.path, ["agent"], stdin: #"{"cwd":"\#(s.path)","hook_event_name":"PostToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}"#)
        #expect(bash.status == 0 && bash.err.isEmpty)
    }

    @Test("Input that is not JSON, or no input: exit 2 saying it is archlint's input, not the code; nothing written", arguments: [
        ("{\"cwd\": \"/tmp\", \"tool_input\": {\"file_path\": ", "the hook's input is not valid JSON (line 1"),
        ("[1, 2]", "is JSON but not an object"),
        ("   \n", "nothing on standard input"),
    ])
    func invalidInput(input: String, fragment: String) {
        let s = Self.project()
        let before = ScaffoldingTests.swiftFiles(s.path)
        let r = run(in: s.path, ["agent", "--no-config"], stdin: input)
        #expect(r.status == 2)
        #expect(r.err.hasPrefix("archlint agent: could not check the edit; this is a problem with archlint's input or set-up, not a finding in the code:\n"), "\(r.err)")
        #expect(r.err.contains(fragment), "\(r.err)")
        #expect(ScaffoldingTests.swiftFiles(s.path) == before)
    }

    @Test("A bad configuration is a set-up problem, said so: exit 2")
    func badConfiguration() {
        let s = Self.project()
        s.write(".archlint.yml", "naming:\n  mocks: middle\n")
        let r = run(in: s.path, ["agent"], stdin: Self.payload(s.path + "/Features/Shop/Sources/Domain/Models/Cart.swift", cwd: s.path))
        #expect(r.status == 2 && r.err.contains("could not check the edit") && r.err.contains(".archlint.yml:2: error:"), "\(r.err)")
    }

    @Test("Any agent: the path as an argument, or paths on standard input, relative or absolute")
    func plainPaths() {
        let s = Self.project()
        let rel = "Features/Shop/Sources/Domain/Models/Cart.swift"
        #expect(run(in: s.path, ["agent", "--no-config", rel]).status == 2)
        #expect(run(in: s.path, ["agent", "--no-config"], stdin: "\(s.path)/\(rel)\n").status == 2)
        #expect(run(in: s.path, ["agent", "--no-config", "Features/Shop/Sources/Domain/Models/Item.swift"]).status == 0)
        // From a subfolder, the hook's cwd is the project.
        let r = run(in: s.path + "/Features", ["agent", "--no-config"], stdin: Self.payload(s.path + "/" + rel, cwd: s.path))
        #expect(r.status == 2 && r.err.hasPrefix("archlint: Features/Shop/Sources/Domain/Models/Cart.swift breaks"), "\(r.err)")
    }

    @Test("Registered before the edit (PreToolUse): exit 1, a notice for the user, nothing checked")
    func beforeTheEdit() {
        let s = Self.project()
        let r = run(in: s.path, ["agent", "--no-config"],
                    stdin: Self.payload(s.path + "/Features/Shop/Sources/Domain/Models/Cart.swift", cwd: s.path, event: "PreToolUse"))
        #expect(r.status == 1 && r.err.contains("register `archlint agent` under `PostToolUse`"), "\(r.err)")
    }

    @Test("A baseline keeps recorded findings from blocking the agent")
    func baseline() {
        let s = Self.project()
        let rel = "Features/Shop/Sources/Domain/Models/Cart.swift"
        #expect(run(in: s.path, ["--no-config", "--write-baseline", "baseline.json", "Features"]).status == 1)
        #expect(run(in: s.path, ["agent", "--no-config", "--baseline", "baseline.json", rel]).status == 0)
        // The configuration's `baseline:`, as every entry point reads it.
        s.write(".archlint.yml", "baseline: baseline.json\n")
        #expect(run(in: s.path, ["agent", rel]).status == 0)
        s.write(".archlint.yml", "baseline: missing.json\n")
        #expect(run(in: s.path, ["agent", rel]).status == 2)
    }

    @Test("A file given through a link to the project (macOS's /tmp, a linked folder) is the project's file")
    func throughALink() throws {
        let s = Self.project()
        let link = NSTemporaryDirectory() + "archlint-agent-link-" + UUID().uuidString
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: s.path)
        defer { try? FileManager.default.removeItem(atPath: link) }
        let r = run(in: s.path, ["agent", "--no-config"], stdin: Self.payload(link + "/Features/Shop/Sources/Domain/Models/Cart.swift", cwd: link))
        #expect(r.status == 2 && r.err.hasPrefix("archlint: Features/Shop/Sources/Domain/Models/Cart.swift breaks"), "\(r.status) \(r.err)")
    }

    @Test("A team rule's finding points at the team's document and its heading")
    func teamRule() throws {
        let s = Self.project()
        try FileManager.default.createDirectory(atPath: s.path + "/docs/rules", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repo.path("Fixtures/TeamRules/App/docs/rules/domain-imports-foundation-only.md"),
                                         toPath: s.path + "/docs/rules/domain-imports-foundation-only.md")
        s.write(".archlint.yml", "rule_documents: [docs/rules]\nonly_rules: [domain-imports-foundation-only]\n")
        s.write("Features/Shop/Sources/Domain/Models/Clock.swift", "import Combine\n\nstruct Clock: Equatable, Sendable {\n    let now: Int\n}\n")
        let r = run(in: s.path, ["agent"], stdin: Self.payload(s.path + "/Features/Shop/Sources/Domain/Models/Clock.swift", cwd: s.path))
        #expect(r.status == 2)
        #expect(r.err.contains("[domain-imports-foundation-only]\n  follow: \"Domain imports only Foundation\" in docs/rules/domain-imports-foundation-only.md:15 (archlint explain domain-imports-foundation-only)\n"), "\(r.err)")
    }

    @Test("The hook's JSON is read as Claude Code sends it: file_path, tool_response.filePath, cwd, hook_event_name")
    func payloads() throws {
        let r = try AgentCommand.request(fromInput: Array(Self.payload("/p/A.swift", cwd: "/p").utf8)).get()
        #expect(r == AgentCommand.Request(files: ["/p/A.swift"], workingDirectory: "/p", event: "PostToolUse"))
        let response = try AgentCommand.request(fromInput: Array(#"{"tool_response":{"filePath":"/p/B.swift"}}"#.utf8)).get()
        #expect(response.files == ["/p/B.swift"])
        let lines = try AgentCommand.request(fromInput: Array("a.swift\r\n b.swift \n\n".utf8)).get()
        #expect(lines.files == ["a.swift", "b.swift"])
    }
}
