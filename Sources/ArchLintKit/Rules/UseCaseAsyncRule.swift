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
                findings.append(Finding(line: decls[m].line, column: decls[m].column, message:
                    "`\(project.conventions.useCaseMethod)` of UseCase contract `\(decls[i].name)` is synchronous: declare it `async` (a UseCase may reach a repository), or set `usecase-async: allow_synchronous: true` for pure business logic"))
            }
        }
        return findings
    }
}
