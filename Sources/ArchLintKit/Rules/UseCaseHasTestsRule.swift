/// `usecase-has-tests`: every UseCase implementation has a
/// `…UseCaseTests.swift` under `Tests/`. Cross-file; reported at the
/// contract, only when the feature's `Tests/` folder is part of the run.
public struct UseCaseHasTestsRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "usecase-has-tests",
        title: "Every UseCase has tests",
        summary: "Every implemented UseCase has a `XUseCaseTests.swift` under the feature's Tests/ (reported at its contract); checked when the feature's Tests/ is in the run.",
        defaultSeverity: .warning,
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt"])

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        var findings: [Finding] = []
        let v = project.vocabulary
        for d in UseCaseNames.contractsWithTestsInRun(file, project) {
            // Tests are for an implementation: a contract implemented nowhere in the run has nothing to test.
            let implementers = project.implementers[d.name] ?? []
            guard !implementers.isEmpty else { continue }
            // A placeholder contract whose implementations add nothing: no behaviour to test.
            if UseCaseNames.isEmptyContract(d.name, project) { continue }
            // A contract that keeps a stray suffix (`SearchUsersUseCaseProtocol` under `impl`): the
            // tests may already be named after the UseCase (`SearchUsersUseCaseTests`).
            let useCases = UseCaseNames.names(ofContract: d.name, v)
            let useCase = useCases.last!
            let names = (useCases + implementers).map { $0 + "Tests" }
            if names.contains(where: { hasTests($0, project) }) { continue }
            // A Quick/Nimble spec (`class GetSeedUseCaseSpec: AsyncSpec`): the class itself, declared in a
            // test file (a `…Spec.swift` whose code is all commented out declares none).
            if (useCases + implementers).contains(where: { hasSuite($0 + "Spec", project) }) { continue }
            findings.append(Finding(line: d.line, column: d.column, message:
                "UseCase `\(useCase)` has no tests: add `\(useCase)Tests.swift` under \(project.useCaseTestsFolder(feature: file.context.feature, near: file.path) ?? project.recordedFolder(for: .testUnit, feature: file.context.feature) ?? "the feature's tests")"))
        }
        return findings
    }

    /// A test file of that name, or a test suite type of that name in another test file.
    func hasTests(_ name: String, _ project: ProjectIndex) -> Bool {
        if project.testFileNames.contains(name) { return true }
        return hasSuite(name, project)
    }

    /// A type of that name declared in a test file.
    func hasSuite(_ name: String, _ project: ProjectIndex) -> Bool {
        (project.types[name] ?? []).contains { project.file($0).context.isTest }
    }
}
