import Foundation
import Testing
@testable import ArchLintKit

/// Issue 38, part 3: implementations deliberately named after their technology
/// (`CharacterRESTDataSource` for `CharacterRemoteDataSourceContract`) are never renamed, and
/// `init` records them as `*{Name}`.
@Suite("Technology-named implementations")
struct TechnologyNamesTests {
    @Test("A technology before the base, or in place of (or beside) the word before its last ones; never another feature, role or side")
    func technologyNamed() {
        for (name, base) in [("CoreDataMoviesRepository", "MoviesRepository"), ("CharacterRESTDataSource", "CharacterRemoteDataSource"),
                             ("CharacterGraphQLDataSource", "CharacterRemoteDataSource"), ("EpisodeMemoryDataSource", "EpisodeLocalDataSource"),
                             ("MoviesCoreDataRepository", "MoviesRepository"), ("CharacterCoreDataLocalDataSource", "CharacterLocalDataSource"),
                             ("UserDefaultsMoviesQueriesStorage", "MoviesQueriesStorage")] {
            #expect(NamePattern.isTechnologyNamed(name, base: base), "\(name) for \(base)")
            #expect(NamePattern("*{Name}")!.matches(name, base: base))
        }
        for (name, base) in [("CharacterRemoteDataSource", "CharacterRemoteDataSource"), ("EpisodeRemoteDataSource", "CharacterRemoteDataSource"),
                             ("CharacterRemoteMapper", "CharacterRemoteDataSource"), ("CharacterLocalDataSource", "CharacterRemoteDataSource"),
                             ("MoviesRemoteRepository", "MoviesRepository"), ("CharacterRemoteDataSourceImpl", "CharacterRemoteDataSource"),
                             ("characterRESTDataSource", "CharacterRemoteDataSource"), ("CharacterrestDataSource", "CharacterRemoteDataSource"),
                             ("Repository", "Repository")] {
            #expect(!NamePattern.isTechnologyNamed(name, base: base), "\(name) for \(base)")
        }
        // With a suffix after the name: `*{Name}Impl`.
        #expect(NamePattern("*{Name}Impl")!.matches("CharacterRESTDataSourceImpl", base: "CharacterRemoteDataSource"))
        #expect(!NamePattern("*{Name}Impl")!.matches("CharacterRESTDataSource", base: "CharacterRemoteDataSource"))
    }

    static let features = ["Character", "Episode", "Location", "Season", "Planet", "Ship", "Crew", "Mission", "Weapon", "Species",
                           "Alien", "Robot", "Vehicle", "Quote", "Song", "Scene", "Studio", "Writer", "Award", "Fan"]

    /// The issue's app: 20 remote data sources, 15 named `{Name}`, the last 5 after their technology (REST, GraphQL).
    static func app(_ s: Scratch) {
        for (i, f) in features.enumerated() {
            let impl = i < 15 ? "\(f)RemoteDataSource" : "\(f)\(i % 2 == 0 ? "REST" : "GraphQL")DataSource"
            let dir = "Features/\(f)/Sources/Data/DataSources/Remote/"
            s.write(dir + "\(f)RemoteDataSourceContract.swift", "protocol \(f)RemoteDataSourceContract: Sendable {\n    func fetch(identifier: Int) async throws -> Int\n}\n")
            s.write(dir + "\(impl).swift", "struct \(impl): \(f)RemoteDataSourceContract {\n    func fetch(identifier: Int) async throws -> Int { identifier }\n}\n")
        }
    }

    @Test("init records technology-named implementations beside the main pattern; nothing is reported, and --unsafe-fixes renames nothing")
    func initRecordsThem() throws {
        let s = Scratch()
        Self.app(s)
        let written = run(in: s.path, ["init"])
        #expect(written.status == 0, "\(written.err)")
        let yaml = try #require(s.read(".archlint.yml"))
        #expect(yaml.contains("  # 20 DataSource implementations: 15 {Name}, 5 *{Name} (a technology in the name)\n  implementation: [\"{Name}\", \"*{Name}\"]\n"), "\(yaml)")
        let lint = run(in: s.path, [])
        #expect(lint.status == 0 && lint.out.isEmpty, "\(lint.out)")
        let fixed = run(in: s.path, ["--fix", "--unsafe-fixes"])
        #expect(fixed.status == 0, "\(fixed.out)\(fixed.err)")
        #expect(s.exists("Features/Fan/Sources/Data/DataSources/Remote/FanGraphQLDataSource.swift"))
        #expect(s.read("Features/Award/Sources/Data/DataSources/Remote/AwardRESTDataSource.swift")?.contains("struct AwardRESTDataSource:") == true)
    }

    @Test("A pattern that leaves them out: each is reported with no rename, the others named, and how to accept them; a lone one is renamed as before")
    func neverRenamed() throws {
        let s = Scratch()
        Self.app(s)
        s.write(".archlint.yml", "naming:\n  implementation: \"{Name}\"\n")
        let before = try #require(s.read("Features/Fan/Sources/Data/DataSources/Remote/FanGraphQLDataSource.swift"))
        let lint = run(in: s.path, [])
        #expect(lint.status == 1)
        let lines = lint.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(lint.out)")
        #expect(lines.contains("Features/Fan/Sources/Data/DataSources/Remote/FanGraphQLDataSource.swift:1:8: error: `FanGraphQLDataSource` implements the contract `FanRemoteDataSourceContract` and is named after its technology, as 4 other implementations are (`AwardRESTDataSource`, `SceneGraphQLDataSource`, `StudioRESTDataSource`, …): under `naming.implementation: {Name}` it would be `FanRemoteDataSource`; if the technology names are deliberate, add `*{Name}` to `naming.implementation` to accept them (no rename is proposed) [contract-suffix]"), "\(lint.out)")
        let fixed = run(in: s.path, ["--fix", "--unsafe-fixes"])
        #expect(fixed.status == 1)
        #expect(s.read("Features/Fan/Sources/Data/DataSources/Remote/FanGraphQLDataSource.swift") == before)
        #expect(!s.exists("Features/Fan/Sources/Data/DataSources/Remote/FanRemoteDataSource.swift"))

        // One alone is no alternative the project uses: the pattern's name is proposed, and the fix renames it.
        let one = Scratch()
        for (i, f) in Self.features.prefix(5).enumerated() {
            let impl = i == 0 ? "\(f)RESTDataSource" : "\(f)RemoteDataSource"
            let dir = "Features/\(f)/Sources/Data/DataSources/Remote/"
            one.write(dir + "\(f)RemoteDataSourceContract.swift", "protocol \(f)RemoteDataSourceContract: Sendable {\n    func fetch(identifier: Int) async throws -> Int\n}\n")
            one.write(dir + "\(impl).swift", "struct \(impl): \(f)RemoteDataSourceContract {\n    func fetch(identifier: Int) async throws -> Int { identifier }\n}\n")
        }
        one.write(".archlint.yml", "naming:\n  implementation: \"{Name}\"\n")
        let lone = run(in: one.path, [])
        #expect(lone.out.contains("`CharacterRESTDataSource` implements the contract `CharacterRemoteDataSourceContract`: under `naming.implementation: {Name}` name it `CharacterRemoteDataSource`"), "\(lone.out)")
        #expect(run(in: one.path, ["--fix", "--unsafe-fixes"]).status == 0)
        #expect(one.exists("Features/Character/Sources/Data/DataSources/Remote/CharacterRemoteDataSource.swift"))
    }
}
