/// `typed-throws`: throwing requirements of UseCase and Repository contracts,
/// and the `execute` of UseCase implementations, use `throws(SomeError)`.
public struct TypedThrowsRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "typed-throws",
        title: "Contracts and UseCases use typed throws",
        summary: "UseCase and Repository contracts, and UseCase `execute` methods, throw a typed domain error: `throws(FeatureError)`.",
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "004_8eeeb65a2d0ceddf.txt"])

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.inSources else { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for (i, owner) in decls.enumerated() {
            if owner.kind == .protocol {
                let isUseCase = Architecture.isUseCaseContract(owner, file.context)
                guard isUseCase || Architecture.isRepositoryContract(owner, file.context) else { continue }
                let what = isUseCase ? "UseCase contract" : "Repository contract"
                for m in file.syntax.members(of: i) {
                    report(decls[m], "requirement `\(memberName(decls[m]))` of \(what) `\(owner.name)`", &findings)
                }
            } else if (owner.kind.isType || owner.kind == .extension),
                      project.useCaseImplementations.contains(ProjectIndex.lastComponent(owner.name)) {
                for m in file.syntax.members(of: i) where decls[m].kind == .func && decls[m].name == "execute" {
                    report(decls[m], "`execute` of UseCase `\(ProjectIndex.lastComponent(owner.name))`", &findings)
                }
            }
        }
        return findings
    }

    func memberName(_ d: Declaration) -> String {
        switch d.kind {
        case .func, .`init`: return d.name + d.selector
        default: return d.name
        }
    }

    func report(_ d: Declaration, _ what: String, _ findings: inout [Finding]) {
        switch d.throwsClause {
        case .untyped:
            findings.append(Finding(line: d.throwsLine, column: d.throwsColumn, message:
                "\(what) uses untyped `throws`: declare the domain error, e.g. `throws(\(errorHint(d)))`"))
        case .rethrows:
            findings.append(Finding(line: d.throwsLine, column: d.throwsColumn, message:
                "\(what) uses `rethrows`: declare the domain error with typed throws, e.g. `throws(\(errorHint(d)))`"))
        default:
            break
        }
    }

    func errorHint(_ d: Declaration) -> String { "FeatureError" }
}
