import Foundation
import Testing
@testable import ArchLintKit

/// `archlint new` writes code that fits the feature and compiles there (issue 38): it reads the
/// project modules the feature imports (`Fixtures/Scaffolding/ModularApp`: `CachePolicy` in a
/// shared module, a networking module with its own client and request types, `Remote/`/`Local/`
/// data source folders, tabs), never declares a type the feature already sees, follows the closest
/// remote data source, and stops before writing (exit 2) where it cannot know what to write.
@Suite("archlint new fits the feature's project")
struct ScaffoldingProjectTests {
    static let app = "Fixtures/Scaffolding/ModularApp"

    /// A copy of the modular app in a scratch folder.
    static func copy() throws -> Scratch {
        let s = Scratch()
        for top in ["Features", "Libraries"] {
            try FileManager.default.copyItem(atPath: Repo.path("\(app)/\(top)"), toPath: "\(s.path)/\(top)")
        }
        return s
    }

    /// Every command and kind, in the order a team would run them: three repositories (one per
    /// variant), the six UseCase kinds on the feature's own repositories, Get and Refresh on the
    /// new cached one, Get on the others.
    static let commands: [[String]] = [
        ["repository", "Season", "--feature", "Episode", "--cached"],
        ["repository", "Location", "--feature", "Episode", "--remote"],
        ["repository", "Favorite", "--feature", "Episode", "--local"],
        ["usecase", "Episode", "--feature", "Episode", "--kind", "get"],
        ["usecase", "Episode", "--feature", "Episode", "--kind", "refresh"],
        ["usecase", "Episode", "--feature", "Episode", "--kind", "search"],
        ["usecase", "Episode", "--feature", "Episode", "--kind", "create"],
        ["usecase", "Episode", "--feature", "Episode", "--kind", "filtered"],
        ["usecase", "Episode", "--feature", "Episode", "--kind", "composed", "--related", "Character"],
        ["usecase", "Season", "--feature", "Episode", "--kind", "get"],
        ["usecase", "Season", "--feature", "Episode", "--kind", "refresh"],
        ["usecase", "Location", "--feature", "Episode"],
        ["usecase", "Favorite", "--feature", "Episode"],
        // Into the feature whose own remote data source is GraphQL: modelled on Episode's REST one.
        ["repository", "Planet", "--feature", "Character", "--cached"],
        ["usecase", "Planet", "--feature", "Character", "--kind", "refresh"],
    ]

    @Test("Every command and kind, run in the modular app, writes without a warning, lints clean and type-checks with swiftc against the app's modules",
          .enabled(if: Typecheck.swiftc != nil, "needs swiftc on PATH"))
    func everyCommandTypeChecks() throws {
        let s = try Self.copy()
        for c in Self.commands {
            let r = run(in: s.path, ["new"] + c + ["--no-config"])
            #expect(r.status == 0, "archlint new \(c.joined(separator: " ")): \(r.err)")
            #expect(!r.err.contains("warning:"), "archlint new \(c.joined(separator: " ")): \(r.err)")
        }
        let lint = run(in: s.path, ["--no-config", "."])
        #expect(lint.status == 0, "\(lint.out)\(lint.err)")
        let failures = Typecheck.modularApp(s.path)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("The generated code follows the feature: the imported CachePolicy and its `noCache`, the networking module's client and request, Remote/ and Local/, tabs, imports")
    func followsTheFeature() throws {
        let s = try Self.copy()
        let r = run(in: s.path, ["new", "repository", "Season", "--feature", "Episode", "--cached", "--no-config"])
        #expect(r.status == 0, "\(r.err)")
        let f = "Features/Episode"
        // No second CachePolicy: the one AppCore declares is used, with its cases.
        #expect(!s.exists("\(f)/Sources/Domain/Models/CachePolicy.swift"))
        #expect(Self.swiftFiles(s.path).filter { $0.hasSuffix("/CachePolicy.swift") } == ["Libraries/Core/Sources/Domain/Models/CachePolicy.swift"])
        let contract = s.read("\(f)/Sources/Domain/Repositories/SeasonRepositoryContract.swift") ?? ""
        #expect(contract.hasPrefix("import AppCore\n\nprotocol SeasonRepositoryContract: Sendable {\n\tfunc getSeason(identifier: Int, cachePolicy: CachePolicy)"))
        let repository = s.read("\(f)/Sources/Data/Repositories/SeasonRepository.swift") ?? ""
        #expect(repository.hasPrefix("import AppCore\nimport AppNetworking\n\n"))
        #expect(repository.contains("\t\tcase .noCache:\n\t\t\ttry await getSeasonNoCache(identifier: identifier)\n"))
        #expect(!repository.contains(".none"))
        #expect(repository.contains("} catch let error as HTTPError {") && repository.contains("\t\tcase .invalidURL, .invalidResponse, .statusCode:\n"))
        // The remote data source as EpisodeRESTDataSource is written, in Remote/, and named as it is,
        // after its technology.
        #expect(!s.exists("\(f)/Sources/Data/DataSources/Remote/SeasonRemoteDataSource.swift"))
        // Its contract in a file of its own, as the feature keeps them.
        #expect(s.read("\(f)/Sources/Data/DataSources/Remote/SeasonRemoteDataSourceContract.swift") == """
            protocol SeasonRemoteDataSourceContract: Sendable {
            \tfunc fetchSeason(identifier: Int) async throws -> SeasonDTO
            }

            """)
        #expect(s.read("\(f)/Sources/Data/DataSources/Remote/SeasonRESTDataSource.swift") == """
            import AppNetworking
            import Foundation

            struct SeasonRESTDataSource: SeasonRemoteDataSourceContract {
            \tprivate let httpClient: any HTTPClientContract

            \tinit(httpClient: any HTTPClientContract) {
            \t\tself.httpClient = httpClient
            \t}

            \tfunc fetchSeason(identifier: Int) async throws -> SeasonDTO {
            \t\tlet endpoint = Endpoint(path: "/api/season/\\(identifier)")
            \t\treturn try await httpClient.request(endpoint)
            \t}
            }

            """)
        // The local one as EpisodeLocalDataSourceContract and EpisodeMemoryDataSource.
        #expect(s.read("\(f)/Sources/Data/DataSources/Local/SeasonLocalDataSourceContract.swift")?.hasPrefix("protocol SeasonLocalDataSourceContract: Sendable {") == true)
        #expect(s.read("\(f)/Sources/Data/DataSources/Local/SeasonMemoryDataSource.swift")?.hasPrefix("actor SeasonMemoryDataSource: SeasonLocalDataSourceContract {") == true)
        #expect(s.read("\(f)/Tests/Shared/Mocks/SeasonLocalDataSourceMock.swift")?.contains("SeasonLocalDataSourceMock: SeasonLocalDataSourceContract") == true)
        #expect(s.exists("\(f)/Tests/Unit/Data/DataSources/Local/SeasonMemoryDataSourceTests.swift"))
        // Tests and mocks import what they name.
        #expect(s.read("\(f)/Tests/Shared/Mocks/SeasonRepositoryMock.swift")?.hasPrefix("import AppCore\n\n@testable import AppEpisode\n") == true)
        let mock = s.read("\(f)/Tests/Shared/Mocks/SeasonRemoteDataSourceMock.swift") ?? ""
        #expect(mock.hasPrefix("import AppNetworking\n\n@testable import AppEpisode\n") && mock.contains(".failure(HTTPError.invalidResponse)"))
        let tests = s.read("\(f)/Tests/Unit/Data/Repositories/SeasonRepositoryTests.swift") ?? ""
        #expect(tests.hasPrefix("import AppNetworking\nimport Foundation\nimport Testing\n\n@testable import AppEpisode\n"))
        #expect(tests.contains("func noCacheDoesNotTouchCache()") && tests.contains("cachePolicy: .noCache"))
        // A UseCase passes the feature's cases.
        #expect(run(in: s.path, ["new", "usecase", "RefreshSeason", "--feature", "Episode", "--no-config"]).status == 0)
        #expect(s.read("\(f)/Sources/Domain/UseCases/RefreshSeasonUseCase.swift")?.contains("cachePolicy: .remoteFirst)") == true)
    }

    @Test("--dry-run lists what it would take from where, then the files")
    func dryRunSaysWhatItTakes() throws {
        let s = try Self.copy()
        let r = run(in: s.path, ["new", "repository", "Season", "--feature", "Character", "--cached", "--no-config", "--dry-run"])
        #expect(r.status == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n").map(String.init)
        let taken = lines.filter { $0.hasPrefix("would take ") }
        #expect(lines.filter { !$0.hasPrefix("would take ") && !$0.hasPrefix("would create ") }.isEmpty)
        #expect(lines.firstIndex { $0.hasPrefix("would create") }! > lines.lastIndex { $0.hasPrefix("would take") }!)
        for expected in [
            "would take module: AppCharacter (the feature's tests `@testable import` it)",
            "would take imported module AppCore: Libraries/Core/Sources (by its folder)",
            "would take imported module AppNetworking: Libraries/Networking/Sources (by its folder)",
            "would take indentation: a tab (the feature's files)",
            "would take CachePolicy: from AppCore, Libraries/Core/Sources/Domain/Models/CachePolicy.swift:2 (local_first .localFirst, remote_first .remoteFirst, no_cache .noCache)",
            "would take remote data source: as EpisodeRESTDataSource (Features/Episode/Sources/Data/DataSources/Remote/EpisodeRESTDataSource.swift): imports AppNetworking, Foundation; `private let httpClient: any HTTPClientContract`; Endpoint(path: \"/api/…\") sent with `httpClient.request(_:)` (it decodes)",
            "would take HTTP errors: HTTPError (Libraries/Networking/Sources/HTTP/HTTPError.swift:4, module AppNetworking)",
            "would take data source folders: Data/DataSources/Remote/ for remote, Data/DataSources/Local/ for local (as Features/Character)",
            "would take remote data source names: SeasonRemoteDataSourceContract and SeasonRESTDataSource, as EpisodeRESTDataSource (Features/Episode/Sources/Data/DataSources/Remote/EpisodeRESTDataSource.swift) is named after its technology, REST",
            "would take local data source names: SeasonLocalDataSourceContract and SeasonMemoryDataSource, as CharacterMemoryDataSource (Features/Character/Sources/Data/DataSources/Local/CharacterMemoryDataSource.swift) is named after its technology, Memory",
            "would take remote data source contract in a file of its own, as the feature's are",
            "would take local data source contract in a file of its own, as the feature's are",
        ] {
            #expect(taken.contains(expected), "not listed: \(expected)\n\(taken.joined(separator: "\n"))")
        }
        #expect(r.err.contains("the feature's own remote data source (CharacterGraphQLDataSource) talks through `any GraphQLClientContract` with no request built from a path: modelled on EpisodeRESTDataSource instead"))
        #expect(lines.contains("would create Features/Character/Sources/Data/DataSources/Remote/SeasonRESTDataSource.swift"))
        #expect(!FileManager.default.fileExists(atPath: s.path + "/Features/Character/Sources/Domain/Models/Season.swift"))
    }

    @Test("A type the feature sees through an import is never declared again: exit 2 naming its module, nothing written")
    func neverShadowsAnImportedType() throws {
        let s = try Self.copy()
        let before = Self.swiftFiles(s.path)
        let r = run(in: s.path, ["new", "repository", "Endpoint", "--feature", "Episode", "--local", "--no-config"])
        #expect(r.status == 2)
        #expect(r.err.contains("the feature already sees `Endpoint` (module AppNetworking, Libraries/Networking/Sources/HTTP/Endpoint.swift:4) through its imports"), "\(r.err)")
        #expect(Self.swiftFiles(s.path) == before)
    }

    @Test("The modules come from the manifests when the project has them")
    func modulesFromManifests() throws {
        let s = try Self.copy()
        s.write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "ModularApp",
                targets: [
                    .target(name: "SharedCore", path: "Libraries/Core/Sources"),
                    .target(name: "AppNetworking", path: "Libraries/Networking/Sources"),
                    .target(name: "AppCharacter", dependencies: ["SharedCore", "AppNetworking"], path: "Features/Character/Sources"),
                    .target(name: "AppEpisode", dependencies: ["SharedCore", "AppNetworking", "AppCharacter"], path: "Features/Episode/Sources"),
                ]
            )

            """)
        // The shared module's name is not its folder's: only the manifest tells.
        for file in Self.swiftFiles(s.path) where file.hasPrefix("Features/") {
            let text = s.read(file) ?? ""
            if text.contains("import AppCore\n") { s.write(file, text.replacingOccurrences(of: "import AppCore\n", with: "import SharedCore\n")) }
        }
        let r = run(in: s.path, ["new", "repository", "Season", "--feature", "Episode", "--cached", "--no-config", "--dry-run"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("would take imported module SharedCore: Libraries/Core/Sources/Domain/Models (by the manifests)")
                || r.out.contains("would take imported module SharedCore: Libraries/Core/Sources (by the manifests)"), "\(r.out)")
        #expect(!r.out.contains("would create Features/Episode/Sources/Domain/Models/CachePolicy.swift"))
    }

    @Test("Where it cannot know what to write, it stops before writing (exit 2) and names what to provide",
          arguments: ["graphql-only", "unknown-client", "unmatched-case", "bad-mapping", "technology-only"])
    func stopsWhereItCannotKnow(scenario: String) throws {
        let s = try Self.copy()
        var args = ["new", "repository", "Season", "--feature", "Episode", "--cached"]
        var expected: [String] = []
        switch scenario {
        case "graphql-only":
            // The REST data source and the HTTP client gone: only GraphQL is left to follow.
            try FileManager.default.removeItem(atPath: s.path + "/Features/Episode/Sources/Data/DataSources/Remote/EpisodeRESTDataSource.swift")
            try FileManager.default.removeItem(atPath: s.path + "/Libraries/Networking/Sources/HTTP")
            expected = ["cannot tell how a remote data source talks to the server here", "CharacterGraphQLDataSource", "--http-client TYPE", "`scaffolding: {http_client: TYPE}` in .archlint.yml"]
        case "unknown-client":
            args += ["--http-client", "GraphQLClientContract"]
            expected = ["the HTTP client `GraphQLClientContract`", "has no method taking one request built with `path:`"]
        case "unmatched-case":
            let p = "Libraries/Core/Sources/Domain/Models/CachePolicy.swift"
            s.write(p, (s.read(p) ?? "").replacingOccurrences(of: "\tcase noCache\n", with: "\tcase noCache\n\n\t/// Cache only, never remote.\n\tcase cacheOnly\n"))
            expected = ["`CachePolicy` (Libraries/Core/Sources/Domain/Models/CachePolicy.swift:2) has the case `cacheOnly`", "`scaffolding: {cache_policy: {local_first: …, remote_first: …, no_cache: …}}`"]
        case "technology-only":
            // UseCases named after their technology only, and none in the feature to follow.
            s.write(".archlint.yml", "naming:\n  implementation:\n    usecase: \"*{Name}\"\n")
            args = ["new", "usecase", "Episode", "--feature", "Episode", "--kind", "get"]
            expected = ["under `naming.implementation.usecase: *{Name}` the UseCase implementations are named after their technology", "cannot name `GetEpisodeUseCaseContract`'s implementation", "`naming.implementation: [\"{Name}\", \"*{Name}\"]`"]
        default:
            s.write(".archlint.yml", "scaffolding:\n  cache_policy:\n    no_cache: reloadIgnoringCache\n")
            expected = ["`scaffolding.cache_policy.no_cache: reloadIgnoringCache`", "has no case `reloadIgnoringCache`"]
        }
        if !["bad-mapping", "technology-only"].contains(scenario) { args.append("--no-config") }
        let before = Self.swiftFiles(s.path)
        let r = run(in: s.path, args)
        #expect(r.status == 2)
        for e in expected { #expect(r.err.contains(e), "missing `\(e)` in: \(r.err)") }
        #expect(r.out.isEmpty)
        #expect(Self.swiftFiles(s.path) == before)
    }

    @Test("The data sources are named as the feature's where the conventions accept it: after their technology under init's `*{Name}`, the reference's names under `{Name}`")
    func dataSourceNamesFollowTheConventions() throws {
        let s = try Self.copy()
        s.write(".archlint.yml", "naming:\n  implementation:\n    repository: \"{Name}\"\n    data_source: \"*{Name}\"\n")
        let r = run(in: s.path, ["new", "repository", "Season", "--feature", "Episode", "--cached"])
        #expect(r.status == 0, "\(r.err)")
        #expect(s.exists("Features/Episode/Sources/Data/DataSources/Remote/SeasonRESTDataSource.swift"))
        #expect(s.exists("Features/Episode/Sources/Data/DataSources/Local/SeasonMemoryDataSource.swift"))
        let lint = run(in: s.path, [])
        #expect(lint.status == 0 && lint.out.isEmpty, "\(lint.out)")

        let plain = try Self.copy()
        plain.write(".archlint.yml", "naming:\n  implementation: \"{Name}\"\n")
        let p = run(in: plain.path, ["new", "repository", "Season", "--feature", "Episode", "--cached"])
        #expect(p.status == 0, "\(p.err)")
        #expect(!p.err.contains("in the generated code"), "\(p.err)")
        #expect(plain.read("Features/Episode/Sources/Data/DataSources/Remote/SeasonRemoteDataSource.swift")?.contains("struct SeasonRemoteDataSource: SeasonRemoteDataSourceContract {") == true)
        #expect(plain.read("Features/Episode/Sources/Data/DataSources/Local/SeasonMemoryDataSource.swift")?.contains("actor SeasonMemoryDataSource: SeasonMemoryDataSourceContract {") == true)
    }

    @Test("`scaffolding.cache_policy` names the cases whose names do not tell; the repository and its tests use them")
    func configuredCachePolicyCases() throws {
        let s = try Self.copy()
        let p = "Libraries/Core/Sources/Domain/Models/CachePolicy.swift"
        s.write(p, (s.read(p) ?? "").replacingOccurrences(of: "case noCache", with: "case reloadIgnoringCache"))
        s.write(".archlint.yml", "scaffolding:\n  cache_policy:\n    no_cache: reloadIgnoringCache\n")
        let r = run(in: s.path, ["new", "repository", "Season", "--feature", "Episode", "--cached"])
        #expect(r.status == 0, "\(r.err)")
        let repository = s.read("Features/Episode/Sources/Data/Repositories/SeasonRepository.swift") ?? ""
        #expect(repository.contains("\t\tcase .reloadIgnoringCache:\n"))
        let again = run(in: s.path, ["new", "repository", "Other", "--feature", "Episode", "--cached", "--config", ".archlint.yml"])
        #expect(again.status == 0, "\(again.err)")
        s.write(".archlint.yml", "scaffolding:\n  cache_policy:\n    never: x\n")
        let invalid = run(in: s.path, ["new", "repository", "Third", "--feature", "Episode", "--cached"])
        #expect(invalid.status == 2 && invalid.err.contains(".archlint.yml:3: error: unknown strategy `never` in `scaffolding.cache_policy`"), "\(invalid.err)")
    }

    @Test("A cache policy with only two strategies gets only those in the repository's switch and tests")
    func twoStrategyCachePolicy() throws {
        let s = try Self.copy()
        let p = "Libraries/Core/Sources/Domain/Models/CachePolicy.swift"
        s.write(p, "/// Two strategies.\npublic enum CachePolicy: Sendable {\n\tcase localFirst\n\tcase remoteFirst\n}\n")
        let fetch = "Libraries/Core/Sources/Data/CachePolicy+Fetch.swift"
        s.write(fetch, (s.read(fetch) ?? "").replacingOccurrences(of: "\t\tcase .noCache:\n\t\t\treturn try await fromRemote()\n", with: ""))
        let r = run(in: s.path, ["new", "repository", "Season", "--feature", "Episode", "--cached", "--no-config"])
        #expect(r.status == 0, "\(r.err)")
        let repository = s.read("Features/Episode/Sources/Data/Repositories/SeasonRepository.swift") ?? ""
        #expect(!repository.contains("NoCache") && repository.contains("case .remoteFirst:"))
        let tests = s.read("Features/Episode/Tests/Unit/Data/Repositories/SeasonRepositoryTests.swift") ?? ""
        #expect(!tests.contains("DoesNotTouchCache") && tests.contains("cachePolicy: .remoteFirst"))
    }

    @Test("The feature's file header is written at the top of every file, with the file's name and today's date")
    func fileHeader() throws {
        let s = try Self.copy()
        let header = { (name: String) in "//\n//  \(name).swift\n//  ModularApp\n//\n//  Created by Jane Doe on 31/01/2024.\n//\n\n" }
        for file in Self.swiftFiles(s.path) where file.hasPrefix("Features/Episode/") {
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            s.write(file, header(name) + (s.read(file) ?? ""))
        }
        let r = run(in: s.path, ["new", "usecase", "Episode", "--feature", "Episode", "--kind", "refresh", "--no-config"])
        #expect(r.status == 0, "\(r.err)")
        let text = s.read("Features/Episode/Sources/Domain/UseCases/RefreshEpisodeUseCase.swift") ?? ""
        let today = Date()
        let f = DateFormatter()
        f.dateFormat = "dd/MM/yyyy"
        #expect(text.hasPrefix("//\n//  RefreshEpisodeUseCase.swift\n//  ModularApp\n//\n//  Created by Jane Doe on \(f.string(from: today)).\n//\n\nprotocol RefreshEpisodeUseCaseContract"), "\(text.prefix(200))")
        #expect(s.read("Features/Episode/Tests/Shared/Mocks/RefreshEpisodeUseCaseMock.swift")?.hasPrefix("//\n//  RefreshEpisodeUseCaseMock.swift\n") == true)
        // Comments that say what each file is for are no header.
        let t = try Self.copy()
        for (k, file) in Self.swiftFiles(t.path).sorted().filter({ $0.hasPrefix("Features/Episode/") }).enumerated() {
            t.write(file, "// Note \(["alpha", "beta", "gamma", "delta"][k % 4]) of \(k % 3 == 0 ? "the list" : "the detail").\n" + (t.read(file) ?? ""))
        }
        #expect(run(in: t.path, ["new", "usecase", "Episode", "--feature", "Episode", "--kind", "refresh", "--no-config"]).status == 0)
        #expect(t.read("Features/Episode/Sources/Domain/UseCases/RefreshEpisodeUseCase.swift")?.hasPrefix("protocol RefreshEpisodeUseCaseContract") == true)
        // Month first when the headers say so (a day above 12 in the second field).
        #expect(FeatureFacts.dateOrder(["//  Created by J on 1/31/24."]) == "mdy")
        #expect(FeatureFacts.dateOrder(["//  Created by J on 3/4/24."]) == "mdy")
        #expect(FeatureFacts.dateOrder(["//  Created by J on 03.04.2024."]) == "dmy")
        #expect(FeatureFacts.dateOrder(["//  Created by J on 2024-04-03."]) == "ymd")
    }

    @Test("The request's path prefix and variable come from the model's literal")
    func pathPrefixes() {
        #expect(FeatureFacts.pathPrefix(ofLiteral: "\"/api/episode/\\(identifier)\"") == "/api/")
        #expect(FeatureFacts.pathPrefix(ofLiteral: "\"/character/\\(identifier)\"") == "/")
        #expect(FeatureFacts.pathPrefix(ofLiteral: "\"/api/v2/episode\"") == "/api/v2/")
        #expect(FeatureFacts.pathPrefix(ofLiteral: "\"episodes\"") == "")
        #expect(FeatureFacts.lowerLastWord("Endpoint") == "endpoint")
        #expect(FeatureFacts.lowerLastWord("HTTPRequest") == "request")
        #expect(FeatureFacts.bareType("any HTTPClientContract") == "HTTPClientContract")
        #expect(FeatureFacts.bareType("Networking.HTTPClient?") == "HTTPClient")
    }

    static func swiftFiles(_ dir: String) -> Set<String> { ScaffoldingTests.swiftFiles(dir) }
}

/// `swiftc` on the modules of `Fixtures/Scaffolding/ModularApp` (Foundation only): each library
/// and feature emitted as a module (bodies type-checked), in dependency order, then each feature's
/// tests type-checked against them with Swift Testing.
enum Typecheck {
    /// `swiftc` from PATH, nil when there is none.
    static let swiftc: String? = {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let p = "\(dir)/swiftc"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }()

    static let modules: [(name: String, folder: String)] = [
        ("AppCore", "Libraries/Core/Sources"), ("AppNetworking", "Libraries/Networking/Sources"),
        ("AppCharacter", "Features/Character/Sources"), ("AppEpisode", "Features/Episode/Sources"),
    ]
    static let tests: [(name: String, folder: String)] = [
        ("AppCharacterTests", "Features/Character/Tests"), ("AppEpisodeTests", "Features/Episode/Tests"),
    ]

    /// The compiler's errors, empty when everything type-checks.
    static func modularApp(_ root: String) -> [String] {
        guard let swiftc else { return ["no swiftc"] }
        let out = NSTemporaryDirectory() + "archlint-typecheck-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: out) }
        var common = ["-swift-version", "6", "-package-name", "ModularApp", "-I", out, "-parse-as-library"]
        #if os(macOS)
        if let platform = shell(["/usr/bin/xcrun", "--show-sdk-platform-path"]).output?.trimmingCharacters(in: .whitespacesAndNewlines) {
            common += ["-F", platform + "/Developer/Library/Frameworks"]
        }
        #endif
        var failures: [String] = []
        for m in modules {
            let files = sources(root + "/" + m.folder)
            let r = shell([swiftc, "-emit-module", "-enable-testing", "-module-name", m.name, "-emit-module-path", "\(out)/\(m.name).swiftmodule"] + common + files)
            if r.status != 0 { failures.append("\(m.name): \(r.output ?? "")") }
        }
        for t in tests where failures.isEmpty {
            let r = shell([swiftc, "-typecheck", "-module-name", t.name] + common + sources(root + "/" + t.folder))
            if r.status != 0 { failures.append("\(t.name): \(r.output ?? "")") }
        }
        return failures
    }

    static func sources(_ dir: String) -> [String] {
        ScaffoldingTests.swiftFiles(dir).sorted().map { dir + "/" + $0 }
    }

    static func shell(_ args: [String]) -> (status: Int32, output: String?) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: args[0])
        p.arguments = Array(args.dropFirst())
        // Not the process's working directory: another test may be in a scratch folder it removes.
        p.currentDirectoryURL = URL(fileURLWithPath: NSTemporaryDirectory())
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        do { try p.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
