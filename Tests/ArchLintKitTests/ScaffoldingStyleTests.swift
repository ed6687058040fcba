import Foundation
import Testing
@testable import ArchLintKit

/// `archlint new` follows the feature it writes into (issue 15, part 5): NAME with or without its
/// verb, the kind inferred from the verb, a failure case with defaulted associated values, the
/// feature's mapper style, `naming.usecase_method`, and a layout's own role folders.
@Suite("archlint new follows the feature")
struct ScaffoldingStyleTests {
    @Test("NAME may carry its verb: `GetSeasons --kind get` and `Seasons` name the same UseCase; the verb gives the kind")
    func verbs() throws {
        func parsed(_ args: [String]) throws -> NewCommand.Options { try NewCommand.options(args).get() }
        let a = try parsed(["usecase", "GetSeasons", "--feature", "Show", "--kind", "get"])
        let b = try parsed(["usecase", "Seasons", "--feature", "Show"])
        #expect(a.name == "Seasons" && b.name == "Seasons")
        #expect(a.target == .useCase(.get, related: nil) && b.target == .useCase(.get, related: nil))
        #expect(try parsed(["usecase", "RefreshCharacter", "--feature", "C"]).target == .useCase(.refresh, related: nil))
        #expect(try parsed(["usecase", "CreateOrder", "--feature", "C"]).target == .useCase(.create, related: nil))
        let search = try parsed(["usecase", "SearchCharactersPage", "--feature", "C"])
        #expect(search.target == .useCase(.search, related: nil) && search.name == "Character")
        let filtered = try parsed(["usecase", "GetFilteredCategories", "--feature", "C"])
        #expect(filtered.target == .useCase(.filtered, related: nil) && filtered.name == "Category")
        // A capital letter must follow the verb: `Getter` is an entity, not `Get` + `ter`.
        #expect(try parsed(["usecase", "Getter", "--feature", "C"]).name == "Getter")
        // `--kind` wins over the verb, which is only dropped when it is the kind's.
        let explicit = try parsed(["usecase", "RefreshCharacter", "--feature", "C", "--kind", "get"])
        #expect(explicit.name == "RefreshCharacter" && explicit.target == .useCase(.get, related: nil))
    }

    static func write(_ root: String, _ files: [String: String]) {
        for (rel, text) in files {
            let full = root + "/" + rel
            try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            precondition(FileManager.default.createFile(atPath: full, contents: Data(text.utf8)), "cannot write \(full)")
        }
    }

    static let defaultedError = """
        public enum SeasonError: Error, Equatable, Sendable, LocalizedError {
            case loadFailed(description: String = "", code: Int = 0)
            case notFound(identifier: Int)

            public var errorDescription: String? { "The season could not be loaded." }
        }

        """

    @Test("A failure case whose associated values all have defaults is used as `.loadFailed()`; one without defaults is refused, saying what to add")
    func defaultedFailureCase() throws {
        let s = Scratch()
        Self.write(s.path, ["Features/Season/Sources/Domain/Errors/SeasonError.swift": Self.defaultedError])
        let r = run(in: s.path, ["new", "repository", "Season", "--feature", "Season", "--local", "--no-config"])
        #expect(r.status == 0, "\(r.err)")
        let repository = try String(contentsOfFile: s.path + "/Features/Season/Sources/Data/Repositories/SeasonRepository.swift", encoding: .utf8)
        let mock = try String(contentsOfFile: s.path + "/Features/Season/Tests/Shared/Mocks/SeasonRepositoryMock.swift", encoding: .utf8)
        #expect(mock.contains(".failure(.loadFailed())") || repository.contains(".loadFailed()"), "\(mock)")

        let t = Scratch()
        Self.write(t.path, ["Features/Season/Sources/Domain/Errors/SeasonError.swift":
            "public enum SeasonError: Error, Equatable, Sendable {\n    case loadFailed(description: String, code: Int = 0)\n}\n"])
        let refused = run(in: t.path, ["new", "repository", "Season", "--feature", "Season", "--local", "--no-config"])
        #expect(refused.status == 2)
        #expect(refused.err.contains("no usable case") && refused.err.contains("add `case loadFailed`"), "\(refused.err)")
    }

    @Test("A feature with Data/Mappers/ gets a mapper under `mapping: any`; one without gets the private extension")
    func followsMapperStyle() throws {
        let s = Scratch()
        Self.write(s.path, [
            "Features/Season/Sources/Domain/Errors/SeasonError.swift": Self.defaultedError,
            "Features/Season/Sources/Data/Mappers/AirDateMapper.swift": "struct AirDateMapper: Sendable {\n    func map(_ text: String) -> String { text }\n}\n",
        ])
        let r = run(in: s.path, ["new", "repository", "Season", "--feature", "Season", "--local", "--no-config"])
        #expect(r.status == 0, "\(r.err)")
        #expect(FileManager.default.fileExists(atPath: s.path + "/Features/Season/Sources/Data/Mappers/SeasonMapper.swift"))
        let t = Scratch()
        Self.write(t.path, ["Features/Season/Sources/Domain/Errors/SeasonError.swift": Self.defaultedError])
        #expect(run(in: t.path, ["new", "repository", "Season", "--feature", "Season", "--local", "--no-config"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: t.path + "/Features/Season/Sources/Data/Mappers/SeasonMapper.swift"))
    }

    @Test("`naming.usecase_method: callAsFunction`: the UseCase, its mock and its tests use it, and lint clean")
    func callAsFunction() throws {
        let s = Scratch()
        Self.write(s.path, [
            ".archlint.yml": "naming:\n  usecase_method: callAsFunction\n",
            "Features/Season/Sources/Domain/Errors/SeasonError.swift": Self.defaultedError,
        ])
        #expect(run(in: s.path, ["new", "repository", "Season", "--feature", "Season", "--cached"]).status == 0)
        let r = run(in: s.path, ["new", "usecase", "GetSeason", "--feature", "Season"])
        #expect(r.status == 0, "\(r.err)")
        let useCase = try String(contentsOfFile: s.path + "/Features/Season/Sources/Domain/UseCases/GetSeasonUseCase.swift", encoding: .utf8)
        #expect(useCase.contains("func callAsFunction(identifier: Int)") && !useCase.contains("execute"))
        let tests = try String(contentsOfFile: s.path + "/Features/Season/Tests/Unit/Domain/UseCases/GetSeasonUseCaseTests.swift", encoding: .utf8)
        #expect(tests.contains("try await sut(identifier: 1)"))
        let lint = run(in: s.path, ["Features"])
        #expect(lint.status == 0, "\(lint.out)\(lint.err)")
    }

    @Test("In a layer-folders app, new sources go to the feature's own role folders")
    func layerFolders() throws {
        let s = Scratch()
        Self.write(s.path, [
            "Movies/Domain/Errors/MoviesError.swift": "public enum MoviesError: Error, Equatable, Sendable {\n    case loadFailed\n}\n",
            "Movies/Domain/Entities/Genre.swift": "struct Genre: Equatable, Sendable {\n    let name: String\n}\n",
            "Movies/Domain/Interfaces/Repositories/GenreRepositoryContract.swift": "protocol GenreRepositoryContract: Sendable {\n    func getGenre(identifier: Int, cachePolicy: CachePolicy) async throws(MoviesError) -> Genre\n}\n",
            "Movies/Domain/UseCases/Existing.swift": "enum CachePolicy: Sendable {\n    case localFirst, remoteFirst\n}\n",
        ])
        let r = run(in: s.path, ["new", "usecase", "GetGenre", "--feature", "Movies", "--path", "Movies", "--no-config"])
        #expect(r.status == 0, "\(r.err)")
        #expect(FileManager.default.fileExists(atPath: s.path + "/Movies/Domain/UseCases/GetGenreUseCase.swift"), "\(r.out)\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: s.path + "/Movies/Sources"))
    }
}
