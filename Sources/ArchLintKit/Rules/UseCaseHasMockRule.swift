/// `usecase-has-mock`: every UseCase contract has a mock under `Tests/`
/// (`GetCharacterUseCaseMock`, or `MockGetCharacterUseCase` under
/// `naming.mocks: prefix`). Cross-file; reported only when the feature's
/// `Tests/` folder is part of the run.
public struct UseCaseHasMockRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "usecase-has-mock",
        title: "Every UseCase contract has a mock",
        summary: "Every UseCase contract has a mock under the feature's Tests/ (`XUseCaseMock`, or `MockXUseCase` under `naming.mocks: prefix`); checked when the feature's Tests/ is in the run.",
        defaultSeverity: .warning,
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "002_001592fada42b02e.txt"])

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        var findings: [Finding] = []
        let v = project.vocabulary
        for d in UseCaseNames.contractsWithTestsInRun(file, project) {
            // A mock named by the other convention exists: its name is `mock-conventions`' finding, not a missing mock.
            // A contract that keeps a stray suffix (`SearchUsersUseCaseProtocol` under `impl`) is `usecase-naming`'s
            // finding: the mock may already be named after the UseCase (`MockSearchUsersUseCase`).
            let useCases = UseCaseNames.names(ofContract: d.name, v)
            if useCases.contains(where: { u in v.mockNames(forBase: u).contains { project.mocks[$0] != nil } }) { continue }
            // A test double conforming to the contract, whatever its name (`GetMoviesUseCaseSpy`, `StubMoviesUseCase`).
            if !(project.testDoubles[d.name] ?? []).isEmpty { continue }
            let useCase = useCases.last!
            let expected = project.conventions.mockPatterns[0].apply(useCase)
            // The feature's own mock folder when it has one (`ExampleMVVMTests/Mocks/`), else the
            // configured ones in the feature's tests folder.
            let folders = project.mockFolders(feature: file.context.feature, near: file.context, kind: .useCase)
            findings.append(Finding(line: d.line, column: d.column, message:
                "UseCase contract `\(d.name)` has no mock: add `\(expected)`, conforming to it, under \(folders) (ViewModel tests inject it)"))
        }
        return findings
    }
}
