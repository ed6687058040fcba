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
            // A double generated at build time: a macro (`@Spyable` → `XSpy`, `@Mockable` → `XMock`) or Sourcery.
            if UseCaseHasMockRule.hasGeneratedDouble(d, in: file) { continue }
            // A trait protocol whose operations live in its extension: its adopters' mocks stand in for it.
            if UseCaseNames.isTrait(d.name, project) { continue }
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

    /// Macros that generate a test double of the protocol they are attached to (Spyable,
    /// Mockable, an `AutoMockable` macro), and Sourcery's marker protocol.
    static let doubleGenerators: Set<String> = ["Spyable", "Mockable", "AutoMockable"]

    /// `@Spyable protocol X`, `protocol X: AutoMockable`, or a `// sourcery: AutoMockable` annotation
    /// between the previous declaration and this one.
    static func hasGeneratedDouble(_ d: Declaration, in file: FileSummary) -> Bool {
        if d.attributes.contains(where: { doubleGenerators.contains(String($0.drop { $0 == "@" }.split(separator: ".").last ?? "")) }) { return true }
        if d.inherited.contains(where: { $0.split(separator: "&").contains { ProjectIndex.inheritedName($0) == "AutoMockable" } }) { return true }
        let annotations = file.suppressions.generatorAnnotations
        guard !annotations.isEmpty else { return false }
        let previous = file.syntax.declarations.lazy.map(\.line).filter { $0 < d.line }.max() ?? 0
        return annotations.contains { a in
            a.line > previous && a.line < d.line && a.text.split(whereSeparator: { $0 == "," || $0 == " " }).contains { $0 == "AutoMockable" }
        }
    }
}
