/// `usecase-async`: a UseCase contract's `execute` is `async` (seed 000:
/// "Method is async throws"); `allow_synchronous: true` accepts pure
/// synchronous business logic (seed 003's `FilterOrdersUseCase`).
public struct UseCaseAsyncRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "usecase-async",
        title: "A UseCase's execute is async",
        summary: "The `execute` requirement of a UseCase contract is `async`; `allow_synchronous: true` accepts synchronous business logic.",
        options: [.flag("allow_synchronous", default: false,
                        summary: "accept a synchronous `execute` (pure business logic, seed 003's `FilterOrdersUseCase`)")],
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "002_001592fada42b02e.txt", "003_71c1b659d499d3d2.txt"])

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard project.contractKindsPresent.contains(.useCase) else { return [] }
        guard file.context.inSources, !project.configuration.flag("allow_synchronous", of: self) else { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices where decls[i].kind == .protocol {
            let members = file.syntax.members(of: i)
            guard project.vocabulary.contractKind(of: i, in: file.syntax, file.context) == .useCase else { continue }
            for m in members where decls[m].kind == .func && decls[m].name == project.conventions.useCaseMethod && !decls[m].isAsync {
                // A publisher, stream or Rx sequence delivers its values later: asynchronous by its type.
                if let r = decls[m].returnType, UseCaseAsyncRule.isAsynchronousType(r) { continue }
                let callbacks = decls[m].parameters.contains { $0.type.contains("@escaping") && $0.type.contains("->") }
                let what = callbacks ? "takes completion handlers" : "is synchronous"
                findings.append(Finding(line: decls[m].line, column: decls[m].column, message:
                    "`\(project.conventions.useCaseMethod)` of UseCase contract `\(decls[i].name)` \(what): declare it `async` (a UseCase may reach a repository), or set `usecase-async: allow_synchronous: true` for pure business logic"))
            }
        }
        return findings
    }

    /// Types whose values arrive later: Combine's publishers and `Future`, Swift's async sequences,
    /// RxSwift's sequences. (RxCocoa's `Driver` and `Signal` are left out: names a domain model may have.)
    static let asynchronousTypes: Set<String> = [
        "AnyPublisher", "Publisher", "Future", "Deferred", "PassthroughSubject", "CurrentValueSubject",
        "AsyncStream", "AsyncThrowingStream", "AsyncSequence",
        "Single", "Observable", "Completable", "Maybe", "Infallible",
    ]

    /// `AnyPublisher<Bag, Never>`, `some Publisher<Int, Never>`, `any AsyncSequence`,
    /// `Publishers.Map<…>`, `Single<User>?`: a type that delivers its result asynchronously.
    static func isAsynchronousType(_ type: String) -> Bool {
        var s = Substring(type.trimmingSpaces())
        while s.hasSuffix("?") || s.hasSuffix("!") { s = s.dropLast() }
        for prefix in ["any ", "some "] where s.hasPrefix(prefix) { s = s.dropFirst(prefix.count) }
        if let lt = s.firstIndex(of: "<") { s = s[..<lt] }
        s = Substring(s.trimmingCharacters(in: " "))
        guard !s.isEmpty, !s.contains(" "), !s.contains("("), !s.contains("[") else { return false }
        if s.hasPrefix("Publishers.") { return true }
        let last = s.split(separator: ".").last.map(String.init) ?? String(s)
        return asynchronousTypes.contains(last)
    }
}
