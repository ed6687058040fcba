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
        for i in decls.indices {
            let kind = decls[i].kind
            guard kind.hasMembers else { continue }
            let owner = decls[i]
            if owner.kind == .protocol {
                let isUseCase = Architecture.isUseCaseContract(owner, file.context)
                guard isUseCase || Architecture.isRepositoryContract(owner, file.context) else { continue }
                let what = isUseCase ? "UseCase contract" : "Repository contract"
                for m in file.syntax.members(of: i) {
                    report(decls[m], "requirement `\(memberName(decls[m]))` of \(what) `\(owner.name)`", errorName(file), &findings)
                }
            } else if (owner.kind.isType || owner.kind == .extension),
                      project.useCaseImplementations.contains(ProjectIndex.lastComponent(owner.name)) {
                for m in file.syntax.members(of: i) where decls[m].kind == .func && decls[m].name == "execute" {
                    report(decls[m], "`execute` of UseCase `\(ProjectIndex.lastComponent(owner.name))`", errorName(file), &findings)
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

    /// The feature's domain error, `{Feature}Error` (seed 004), as the suggested type.
    func errorName(_ file: FileSummary) -> String {
        guard let f = file.context.feature, !f.isEmpty else { return "FeatureError" }
        return f + "Error"
    }

    func report(_ d: Declaration, _ what: String, _ errorType: String, _ findings: inout [Finding]) {
        switch d.throwsClause {
        case .untyped:
            findings.append(Finding(line: d.throwsLine, column: d.throwsColumn, message:
                "\(what) uses untyped `throws`: declare the domain error, e.g. `throws(\(errorType))`"))
        case .rethrows:
            findings.append(Finding(line: d.throwsLine, column: d.throwsColumn, message:
                "\(what) uses `rethrows`: declare the domain error with typed throws, e.g. `throws(\(errorType))`"))
        default:
            break
        }
    }
}
