import Foundation
import Testing
@testable import ArchLintKit

/// `archlint new`: the generated code lints clean with every rule under each
/// convention, reproduces the reference library, never overwrites, writes all
/// files or none, and rejects bad command lines. (That it compiles and its tests
/// pass is checked by `Scripts/test-scaffolding`, run by `.ci/run`.)
@Suite("archlint new")
struct ScaffoldingTests {
    /// Every rule, with the conventions of `yaml`.
    static func configuration(_ yaml: String) throws -> Configuration {
        var c = yaml.isEmpty ? Configuration() : try Configuration.parse(yaml, path: ".archlint.yml").get()
        c.onlyRules = Set(RuleRegistry.ids)
        return c
    }

    /// Lints every Swift file under `dir` in-process with `configuration`.
    static func lintTree(_ dir: String, _ configuration: Configuration) -> LintReport {
        var sources: [(path: String, text: String)] = []
        let e = FileManager.default.enumerator(atPath: dir)
        while let rel = e?.nextObject() as? String {
            guard rel.hasSuffix(".swift"), !rel.hasPrefix(".build") else { continue }
            sources.append((dir + "/" + rel, (try? String(contentsOfFile: dir + "/" + rel, encoding: .utf8)) ?? ""))
        }
        return Linter.lint(sources: sources, configuration: configuration)
    }

    static func swiftFiles(_ dir: String) -> Set<String> {
        var out = Set<String>()
        let e = FileManager.default.enumerator(atPath: dir)
        while let rel = e?.nextObject() as? String {
            if rel.hasSuffix(".swift") { out.insert(rel) }
        }
        return out
    }

    /// Runs `archlint new …` in `dir`; records the output when it does not exit with `status`.
    @discardableResult
    static func new(_ dir: String, _ args: [String], status: Int32 = 0, sourceLocation: SourceLocation = #_sourceLocation) -> (status: Int32, out: String, err: String) {
        let r = run(in: dir, ["new"] + args)
        #expect(r.status == status, "archlint new \(args.joined(separator: " ")): \(r.err)", sourceLocation: sourceLocation)
        return r
    }

    static let conventions: [(name: String, yaml: String)] = [
        ("the defaults (seeds 000, 001, 004)", ""),
        ("impl, prefix, Detail required, mapper, Tests/Mocks", """
            naming:
              contracts: impl
              mocks: prefix
              detail: required
            mapping: mapper
            mock_directories: [Mocks]

            """),
        ("suffix Protocol, Detail forbidden, private-extension", """
            naming:
              contract_suffix: Protocol
              detail: forbidden
            mapping: private-extension

            """),
    ]

    @Test("Every repository variant and every UseCase kind, generated into one feature, lints clean with every rule",
          arguments: conventions.map(\.name))
    func everyKindLintsClean(convention: String) throws {
        let yaml = Self.conventions.first { $0.name == convention }!.yaml
        let config = try Self.configuration(yaml)
        let v = Vocabulary(config.conventions)
        let s = Scratch()
        if !yaml.isEmpty { s.write(".archlint.yml", yaml) }
        Self.new(s.path, ["repository", "Character", "--feature", "Character"])
        Self.new(s.path, ["repository", "Episode", "--feature", "Character", "--remote"])
        Self.new(s.path, ["repository", "Note", "--feature", "Character", "--local"])
        // The list UseCases read a page repository (the reference library's CharactersPageRepository).
        let page = v.contractName(forBase: "CharactersPageRepository")
        s.write("Features/Character/Sources/Domain/Repositories/\(page).swift", """
            protocol \(page): Sendable {
                func getCharactersPage(page: Int, cachePolicy: CachePolicy) async throws(CharacterError) -> CharactersPage
                func searchCharactersPage(page: Int, filter: CharacterFilter) async throws(CharacterError) -> CharactersPage
            }

            """)
        for kind in UseCaseKind.allCases {
            Self.new(s.path, ["usecase", "Character", "--feature", "Character", "--kind", kind.rawValue]
                        + (kind == .composed ? ["--related", "Episode"] : []))
        }
        Self.new(s.path, ["usecase", "Episode", "--feature", "Character"])
        Self.new(s.path, ["usecase", "Note", "--feature", "Character"])

        let report = Self.lintTree(s.path, config)
        #expect(report.problems.isEmpty, "\(report.problems.map(\.rendered))")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map { "\($0.path):\($0.line): \($0.message) [\($0.ruleID)]" }.joined(separator: "\n"))")

        // Named and filed by the conventions.
        let files = Self.swiftFiles(s.path + "/Features/Character")
        let detail = config.conventions.detail == .required ? "Detail" : ""
        let useCase = "GetCharacter\(detail)UseCase"
        let mocks = config.layout.mockDirectories.contains("Shared/Mocks") ? "Shared/Mocks" : "Mocks"
        #expect(files.contains("Sources/Domain/UseCases/\(useCase).swift"))
        #expect(files.contains("Tests/\(mocks)/\(v.mockName(forContract: v.contractName(forBase: useCase))).swift"))
        #expect(files.contains("Tests/Unit/Domain/UseCases/\(useCase)Tests.swift"))
        #expect(files.contains("Sources/Domain/Errors/CharacterError.swift") && files.contains("Sources/Domain/Models/CachePolicy.swift"))
        #expect(files.contains("Sources/Data/Repositories/\(v.implementationName(forContract: v.contractName(forBase: "CharacterRepository"))).swift"))
        #expect(files.contains("Sources/Data/Mappers/CharacterMapper.swift") == (config.conventions.mapping == .mapper))
        let source = s.read("Features/Character/Sources/Domain/UseCases/\(useCase).swift") ?? ""
        #expect(source.contains("protocol \(v.contractName(forBase: useCase)): Sendable"))
        #expect(source.contains("struct \(v.implementationName(forContract: v.contractName(forBase: useCase))): \(v.contractName(forBase: useCase))"))
        #expect(source.contains("cachePolicy: .localFirst") && source.contains("throws(CharacterError)"))
    }

    /// The reference library's UseCases, deleted with their mocks and tests, then generated again.
    static let referenceUseCases: [(kind: UseCaseKind, useCase: String)] = [
        (.get, "GetCharacterUseCase"), (.refresh, "RefreshCharacterUseCase"), (.search, "SearchCharactersPageUseCase"),
        (.create, "CreateCharacterUseCase"), (.filtered, "GetFilteredCharactersUseCase"), (.composed, "GetCharacterWithEpisodesUseCase"),
    ]

    @Test("The reference library's UseCases, generated again, lint clean; their sources are the reference's own")
    func referenceRoundTrip() throws {
        let s = Scratch()
        try FileManager.default.copyItem(atPath: Repo.path("Fixtures/Reference/Features"), toPath: s.path + "/Features")
        let character = "Features/Character"
        for (_, useCase) in Self.referenceUseCases {
            for f in ["Sources/Domain/UseCases/\(useCase).swift", "Tests/Shared/Mocks/\(useCase)Mock.swift",
                      "Tests/Unit/Domain/UseCases/\(useCase)Tests.swift"] {
                try FileManager.default.removeItem(atPath: "\(s.path)/\(character)/\(f)")
            }
        }
        for (kind, useCase) in Self.referenceUseCases {
            let r = Self.new(s.path, ["usecase", "Character", "--feature", "Character", "--kind", kind.rawValue]
                                + (kind == .composed ? ["--related", "Episode"] : []))
            #expect(!r.err.contains("warning:"), "\(useCase): \(r.err)")
            #expect(r.out.contains("created \(character)/Sources/Domain/UseCases/\(useCase).swift"))
            #expect(r.err.contains("module ReferenceCharacter"))
        }
        let report = Self.lintTree(s.path, try Self.configuration(""))
        #expect(report.diagnostics.isEmpty && report.problems.isEmpty, "\(report.diagnostics.map(\.message))")
        for (kind, useCase) in Self.referenceUseCases where kind != .composed {
            let path = "\(character)/Sources/Domain/UseCases/\(useCase).swift"
            #expect(s.read(path) == Repo.read("Fixtures/Reference/" + path), "\(useCase) differs from the reference")
        }
        let composed = s.read("\(character)/Sources/Domain/UseCases/GetCharacterWithEpisodesUseCase.swift") ?? ""
        #expect(composed.hasPrefix("import ReferenceEpisode\n"))
        #expect(composed.contains("\t\t\tlet episodes = try await episodeRepository.getEpisodes(\n\t\t\t\tidentifiers: character.episodeIdentifiers,\n"))
    }

    @Test("An existing file is never overwritten: exit 2 naming it, and nothing else is written")
    func neverOverwrites() throws {
        let s = Scratch()
        Self.new(s.path, ["repository", "Planet", "--feature", "Planet", "--remote"])
        let mock = "Features/Planet/Tests/Shared/Mocks/GetPlanetUseCaseMock.swift"
        s.write(mock, "// mine\n")
        let before = Self.swiftFiles(s.path)
        let r = Self.new(s.path, ["usecase", "Planet", "--feature", "Planet"], status: 2)
        #expect(r.err.contains("\(mock): error: already exists"))
        #expect(r.err.contains("nothing written"))
        #expect(r.out.isEmpty)
        #expect(Self.swiftFiles(s.path) == before)
        #expect(s.read(mock) == "// mine\n")

        // Run twice: the second run changes nothing.
        try FileManager.default.removeItem(atPath: s.path + "/" + mock)
        Self.new(s.path, ["usecase", "Planet", "--feature", "Planet"])
        let contents = Self.swiftFiles(s.path).sorted().map { s.read($0) }
        let again = Self.new(s.path, ["usecase", "Planet", "--feature", "Planet"], status: 2)
        #expect(again.err.components(separatedBy: "already exists").count == 4)
        #expect(Self.swiftFiles(s.path).sorted().map { s.read($0) } == contents)
    }

    @Test("A type the feature declares elsewhere is not declared again")
    func neverRedeclares() {
        let s = Scratch()
        s.write("Features/Shop/Sources/Domain/Models/Models.swift", "struct Item: Equatable, Sendable {\n    let id: Int\n}\n")
        let r = Self.new(s.path, ["repository", "Item", "--feature", "Shop"], status: 2)
        #expect(r.err.contains("already declares `Item`"))
        #expect(Self.swiftFiles(s.path) == ["Features/Shop/Sources/Domain/Models/Models.swift"])
    }

    @Test("All or nothing: when a write fails, the files already written and the folders created are removed")
    func allOrNothing() {
        let s = Scratch()
        let files = (1...4).map { GeneratedFile(path: "\(s.path)/Features/X/Sources/Deep/F\($0).swift", text: "// \($0)\n") }
            + [GeneratedFile(path: "\(s.path)/Features/X/Tests/Unit/FTests.swift", text: "// t\n")]
        var calls = 0
        let result = Scaffolder.write(files) { path, bytes in
            calls += 1
            if calls == 5 { return .failure(InputProblem(path: path, message: "cannot write: disk full")) }
            return FileSystem.writeAtomically(path, bytes, overwrite: false)
        }
        guard case .failure(let p) = result else { Issue.record("the write did not fail"); return }
        #expect(p.message.contains("nothing written (the 4 files already written were removed)"))
        #expect(Self.swiftFiles(s.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: s.path + "/Features"))

        // And with a real writer, everything is there.
        #expect((try? Scaffolder.write(files).get()) != nil)
        #expect(Self.swiftFiles(s.path).count == 5)
    }

    @Test("Conflicts are found before anything is written: existing files and folders that are files")
    func conflicts() {
        let s = Scratch()
        s.write("Features/X/Sources/A.swift", "// a\n")
        s.write("Features/X/Tests", "not a folder\n")
        let problems = Scaffolder.conflicts([
            GeneratedFile(path: s.path + "/Features/X/Sources/A.swift", text: ""),
            GeneratedFile(path: s.path + "/Features/X/Sources/B.swift", text: ""),
            GeneratedFile(path: s.path + "/Features/X/Tests/Unit/BTests.swift", text: ""),
        ])
        #expect(problems.map(\.path) == [s.path + "/Features/X/Sources/A.swift", s.path + "/Features/X/Tests"])
    }

    @Test("--dry-run lists the files and writes nothing")
    func dryRun() {
        let s = Scratch()
        let r = Self.new(s.path, ["repository", "Location", "--feature", "Location", "--cached", "--dry-run"])
        let listed = r.out.split(separator: "\n").filter { $0.hasPrefix("would create ") }
        #expect(r.out.split(separator: "\n").allSatisfy { $0.hasPrefix("would create ") || $0.hasPrefix("would take ") })
        // 16 files, and the seed's networking: the project has no HTTP client yet.
        #expect(listed.count == 20)
        #expect(listed.allSatisfy { $0.hasPrefix("would create Features/Location/") })
        #expect(listed.contains("would create Features/Location/Sources/Domain/Errors/LocationError.swift"))
        #expect(listed.contains("would create Features/Location/Sources/Domain/Models/CachePolicy.swift"))
        #expect(listed.contains("would create Features/Location/Sources/Data/Networking/HTTPClientContract.swift"))
        #expect(r.err.contains("nothing written"))
        #expect(!FileManager.default.fileExists(atPath: s.path + "/Features"))
    }

    @Test("The module comes from --module, else the tests' @testable import, else the feature's name")
    func module() {
        let s = Scratch()
        Self.new(s.path, ["repository", "Item", "--feature", "Shop", "--local"])
        #expect(s.read("Features/Shop/Tests/Shared/Mocks/ItemRepositoryMock.swift")?.hasPrefix("@testable import Shop\n") == true)
        s.write("Features/Cart/Tests/Unit/CartTests.swift", "import Testing\n@testable import MyAppCart\n// @testable import Nope\n")
        Self.new(s.path, ["repository", "Line", "--feature", "Cart", "--local"])
        #expect(s.read("Features/Cart/Tests/Shared/Mocks/LineRepositoryMock.swift")?.hasPrefix("@testable import MyAppCart\n") == true)
        Self.new(s.path, ["repository", "Tag", "--feature", "Cart", "--local", "--module", "Custom"])
        #expect(s.read("Features/Cart/Tests/Shared/Mocks/TagRepositoryMock.swift")?.hasPrefix("@testable import Custom\n") == true)
    }

    @Test("The feature's folders and indentation are followed: Tests/Mocks, Tests/Stubs, four spaces")
    func followsTheFeature() {
        let s = Scratch()
        s.write("Features/Shop/Tests/Mocks/Old.swift", "final class Old {\n    var x = 0\n}\n")
        s.write("Features/Shop/Sources/Data/Other.swift", "struct Other {\n    let a: Int\n    func f() {\n        print(a)\n    }\n}\n")
        Self.new(s.path, ["repository", "Item", "--feature", "Shop", "--local"])
        let mock = s.read("Features/Shop/Tests/Mocks/ItemRepositoryMock.swift") ?? ""
        #expect(mock.contains("\n    var result: Result<Item, ShopError> = .failure(.loadFailed)\n"))
        #expect(s.exists("Features/Shop/Tests/Stubs/Item+Stub.swift"))
        #expect(!(s.read("Features/Shop/Sources/Data/Repositories/ItemRepository.swift") ?? "\t").contains("\t"))
    }

    @Test("The feature is found from a subfolder; a new repository starts a feature in the nearest Features/")
    func featureFolder() {
        let s = Scratch()
        s.write("Features/Other/Sources/Domain/Models/A.swift", "struct A: Equatable {}\n")
        Self.new(s.path + "/Features/Other", ["repository", "Item", "--feature", "Shop", "--remote"])
        #expect(s.exists("Features/Shop/Sources/Domain/Models/Item.swift"))
        let r = Self.new(s.path + "/Features/Other/Sources", ["usecase", "Item", "--feature", "Shop"])
        #expect(r.out.contains("created ../../Shop/Sources/Domain/UseCases/GetItemUseCase.swift"))
        Self.new(s.path, ["usecase", "Item", "--feature", "Shop", "--kind", "create", "--path", "Features/Shop"])
        #expect(s.exists("Features/Shop/Sources/Domain/UseCases/CreateItemUseCase.swift"))
    }

    @Test("What the generated code needs and the feature lacks is named in warnings")
    func warnsAboutWhatIsMissing() {
        let s = Scratch()
        Self.new(s.path, ["repository", "Item", "--feature", "Shop", "--local"])
        let r = Self.new(s.path, ["usecase", "Item", "--feature", "Shop", "--kind", "create"])
        #expect(r.err.contains("warning: `ItemRepositoryContract` declares no `createItem(name:status:)`"))
        #expect(r.err.contains("uses `ItemStatus` (an enum with a `String` raw value and at least two cases, seed 001)"))
        #expect(r.err.contains("the case `ShopError.emptyName`"))
        #expect(r.err.contains("the mock property `ItemRepositoryMock.createResult`"))
        #expect(r.err.contains("the code will not compile until they are addressed"))
        // A project without networking gets the seed's (as the reference library has it), said so.
        let remote = Self.new(s.path, ["repository", "Product", "--feature", "Shop", "--remote"])
        #expect(remote.err.contains("the project declares no HTTP client: the seed's networking (HTTPClientContract, HTTPRequest, HTTPMethod, HTTPError) is written in Data/Networking/"))
        #expect(!remote.err.contains("warning:"))
        for name in ["HTTPClientContract", "HTTPRequest", "HTTPMethod", "HTTPError"] {
            #expect(s.exists("Features/Shop/Sources/Data/Networking/\(name).swift"))
        }
        // The next remote repository uses them, and writes them no more.
        let second = Self.new(s.path, ["repository", "Order", "--feature", "Shop", "--cached"])
        #expect(!second.err.contains("networking") && !second.out.contains("Networking/"), "\(second.out)\(second.err)")
    }

    @Test("A UseCase needs its repository first, and a Refresh UseCase a cached one: exit 2, nothing written")
    func prerequisites() {
        let s = Scratch()
        s.write("Features/Shop/Sources/Domain/Errors/ShopError.swift", "public enum ShopError: Error { case loadFailed }\n")
        let none = Self.new(s.path, ["usecase", "Item", "--feature", "Shop"], status: 2)
        #expect(none.err.contains("no repository contract declaring `getItem`"))
        #expect(none.err.contains("archlint new repository Item --feature Shop"))
        Self.new(s.path, ["repository", "Item", "--feature", "Shop", "--remote"])
        let refresh = Self.new(s.path, ["usecase", "Item", "--feature", "Shop", "--kind", "refresh"], status: 2)
        #expect(refresh.err.contains("takes no cache policy"))
        #expect(!s.exists("Features/Shop/Sources/Domain/UseCases/RefreshItemUseCase.swift"))
        let missing = Self.new(s.path, ["usecase", "Item", "--feature", "Nowhere"], status: 2)
        #expect(missing.err.contains("no feature folder `Features/Nowhere`"))
    }

    @Test("Bad command lines exit 2 with the usage", arguments: [
        (["new"], "needs what to create"),
        (["new", "thing", "X", "--feature", "F"], "creates a `usecase` or a `repository`"),
        (["new", "usecase", "--feature", "F"], "needs the entity's NAME"),
        (["new", "usecase", "A", "B", "--feature", "F"], "takes one NAME"),
        (["new", "usecase", "character", "--feature", "F"], "must be a type name"),
        (["new", "usecase", "X"], "needs `--feature FEATURE`"),
        (["new", "usecase", "X", "--feature", "my-feature"], "must be a type name"),
        (["new", "usecase", "X", "--feature", "F", "--kind", "list"], "unknown --kind `list`"),
        (["new", "usecase", "X", "--feature", "F", "--kind", "composed"], "needs `--related NAME`"),
        (["new", "usecase", "X", "--feature", "F", "--kind", "composed", "--related", "X"], "two different repositories"),
        (["new", "usecase", "X", "--feature", "F", "--related", "Y"], "for `--kind composed` only"),
        (["new", "usecase", "X", "--feature", "F", "--remote"], "is for `new repository`"),
        (["new", "repository", "X", "--feature", "F", "--kind", "get"], "is for `new usecase`"),
        (["new", "repository", "X", "--feature", "F", "--remote", "--local"], "exclude each other"),
        (["new", "repository", "X", "--feature", "F", "--config", "a.yml", "--no-config"], "exclude each other"),
        (["new", "repository", "Result", "--feature", "F"], "already uses"),
        (["new", "repository", "Default", "--feature", "F"], "Swift keyword `default`"),
        (["new", "repository", "X", "--feature", "F", "--module", "9x"], "not a module name"),
        (["new", "repository", "X", "--feature", "F", "--feature", "G"], "more than once"),
        (["new", "repository", "X", "--feature", "F", "--force"], "unknown option `--force` for new"),
    ])
    func badArguments(args: [String], fragment: String) {
        let s = Scratch()
        let r = run(in: s.path, args)
        #expect(r.status == 2)
        #expect(r.err.contains(fragment), "\(r.err)")
        #expect(r.err.contains("usage: archlint new usecase NAME"))
        #expect(Self.swiftFiles(s.path).isEmpty)
    }

    @Test("A bad configuration stops `new` like `lint`: exit 2 with file and line")
    func badConfiguration() {
        let s = Scratch()
        s.write(".archlint.yml", "naming:\n  mocks: middle\n")
        let r = run(in: s.path, ["new", "repository", "X", "--feature", "F"])
        #expect(r.status == 2)
        #expect(r.err.contains(".archlint.yml:2: error:"))
        #expect(Self.swiftFiles(s.path).isEmpty)
        // --no-config ignores it; --config names another.
        s.write("other.yml", "naming:\n  mocks: prefix\n")
        Self.new(s.path, ["repository", "X", "--feature", "F", "--config", "other.yml"])
        #expect(s.exists("Features/F/Tests/Shared/Mocks/MockXRepository.swift"))
        Self.new(s.path, ["repository", "Y", "--feature", "F", "--no-config"])
        #expect(s.exists("Features/F/Tests/Shared/Mocks/YRepositoryMock.swift"))
    }

    @Test("The self-check reports findings of generated code (here a plan with a contract that is not Sendable)")
    func selfCheck() {
        var plan = ScaffoldPlan()
        plan.files = [GeneratedFile(path: "Features/X/Sources/Domain/UseCases/GetXUseCase.swift",
                                    text: "protocol GetXUseCaseContract {\n    func execute() async throws(XError) -> Int\n}\n")]
        let findings = Scaffolder.selfCheck(plan, contents: [], configuration: Configuration())
        #expect(findings.map(\.ruleID) == ["contract-sendable"])
    }

    @Test("The README's example prints what the README shows and writes the code it shows")
    func readmeExample() throws {
        let blocks = ReadmeTests.blocks(in: "Scaffolding: `archlint new`")
        let commands = try #require(blocks.first { $0.info == "sh" }).body.split(separator: "\n").map { line in
            String(line[..<(line.range(of: " #")?.lowerBound ?? line.endIndex)]).split(separator: " ").map(String.init)
        }
        let output = try #require(blocks.first { $0.info == "" }).body
        let swift = blocks.filter { $0.info == "swift" }.map(\.body)
        #expect(commands.count == 2 && swift.count == 2)

        let s = Scratch()
        try FileManager.default.createDirectory(atPath: s.path + "/Features/Location/Sources/Data", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repo.path("Fixtures/Reference/Features/Character/Sources/Data/Networking"),
                                         toPath: s.path + "/Features/Location/Sources/Data/Networking")
        var printed = ""
        for c in commands {
            #expect(c.first == "archlint")
            let r = run(in: s.path, Array(c.dropFirst()))
            #expect(r.status == 0, "\(r.err)")
            printed += r.out + r.err
        }
        for line in output.split(separator: "\n") { #expect(printed.contains(line + "\n"), "not printed: \(line)") }
        #expect(s.read("Features/Location/Sources/Domain/UseCases/RefreshLocationUseCase.swift") == swift[0])
        #expect(s.read("Features/Location/Tests/Shared/Mocks/RefreshLocationUseCaseMock.swift") == swift[1])
    }

    @Test("Names: lower camel case, plurals, words")
    func names() {
        #expect(EntityNames("Character").variable == "character")
        #expect(EntityNames("URLItem").variable == "urlItem")
        #expect(EntityNames("URL").variable == "url")
        #expect(EntityNames("Category").plural == "Categories")
        #expect(EntityNames("Category").pluralVariable == "categories")
        #expect(RepositoryTemplates.words("LocationType") == "location type")
        #expect(RepositoryTemplates.words("URLItem") == "url item")
    }
}
