import Testing
@testable import ArchLintKit

/// Precision cases from the sweep of public apps (issue 35): shapes the rules' documents promise not
/// to report, checked where the document's line markers cannot (messages, facts kept in files
/// whose plan asks for little).
@Suite("Sweep precision")
struct SweepPrecisionTests {
    static func lint(_ rule: String, _ sources: [(String, String)]) -> [Diagnostic] {
        var config = Configuration()
        config.onlyRules = [rule]
        return Linter.lint(sources: sources, configuration: config).diagnostics
    }

    @Test("usecase-async: a publisher, stream or Rx sequence is asynchronous by its type, in any file where a contract is")
    func asynchronousReturnTypes() {
        for type in ["AnyPublisher<Bag, Never>", "any Publisher<Int, Never>", "Publishers.Map<A, B>", "Future<Int, Never>",
                     "AsyncStream<Int>", "AsyncThrowingStream<[Item], Error>", "some AsyncSequence", "Single<User>",
                     "Observable<[User]>", "Completable", "Maybe<User>", "RxSwift.Single<User>", "AnyPublisher<Int, Never>?"] {
            #expect(UseCaseAsyncRule.isAsynchronousType(type), "\(type)")
        }
        for type in ["Bag", "[Order]", "Int", "Cancellable?", "Result<User, Error>", "(Int) -> Void", "Driver", "PublisherModel"] {
            #expect(!UseCaseAsyncRule.isAsynchronousType(type), "\(type)")
        }
        // A contract named `…UseCaseContract` outside Domain/UseCases: its return type is kept there too.
        let found = Self.lint("usecase-async", [(
            "Features/Bag/Sources/Presentation/ObserveBagUseCaseContract.swift",
            """
            import Combine
            protocol ObserveBagUseCaseContract: Sendable {
                func execute() -> AnyPublisher<Bag, Never>
            }
            protocol CountBagUseCaseContract: Sendable {
                func execute() -> Int
            }
            """)])
        #expect(found.map(\.line) == [6])
    }

    @Test("usecase-async: an execute taking completion handlers says so rather than calling itself synchronous")
    func completionHandlersWording() {
        let found = Self.lint("usecase-async", [(
            "Features/Movie/Sources/Domain/UseCases/SearchMoviesUseCase.swift",
            """
            protocol SearchMoviesUseCaseContract {
                func execute(query: String, completion: @escaping (Result<[Movie], Error>) -> Void) -> Cancellable?
            }
            protocol SortMoviesUseCaseContract {
                func execute(movies: [Movie]) -> [Movie]
            }
            """)])
        #expect(found.count == 2)
        #expect(found.first?.message.contains("`SearchMoviesUseCaseContract` takes completion handlers: declare it `async`") == true)
        #expect(found.last?.message.contains("`SortMoviesUseCaseContract` is synchronous") == true)
    }

    @Test("mock-conventions: an actor mock's call counters need no private(set); a class's still do")
    func actorCallCounters() {
        let found = Self.lint("mock-conventions", [
            ("Features/Health/Sources/Domain/Repositories/HRVRepositoryContract.swift",
             "protocol HRVRepositoryContract: Sendable {\n    func samples() async -> [Double]\n}\n"),
            ("Features/Health/Tests/Mocks/HRVRepositoryMock.swift", """
            private actor HRVRepositoryMock: HRVRepositoryContract {
                var samplesCallCount = 0
                func samples() async -> [Double] { samplesCallCount += 1; return [] }
            }
            final class SlowHRVRepositoryMock: HRVRepositoryContract, @unchecked Sendable {
                var samplesCallCount = 0
                func samples() async -> [Double] { samplesCallCount += 1; return [] }
            }
            """),
        ])
        #expect(found.map(\.line) == [6])
    }

}
