/// `repository-maps-errors`: a repository implementation maps data-layer errors
/// to the feature's domain error. Its throwing methods that can be called from
/// outside (not `private`/`fileprivate`) use `throws(FeatureError)`: untyped
/// `throws`, `rethrows`, or another error type (`throws(HTTPError)`) is
/// reported at the `throws`. The contracts are `typed-throws`' subject.
public struct RepositoryMapsErrorsRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "repository-maps-errors",
        title: "Repositories map errors to the domain error",
        summary: "Non-private throwing methods of a repository implementation use typed throws of the feature's domain error (`throws(CharacterError)`), never untyped `throws`, `rethrows` or a data-layer error.",
        sources: ["004_8eeeb65a2d0ceddf.txt"])

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.inSources, !project.implementations.isEmpty else { return [] }
        let syntax = file.syntax
        let decls = syntax.declarations
        var findings: [Finding] = []
        var errors: (names: Set<String>, suggested: String)?
        for i in decls.indices {
            let kind = decls[i].kind
            guard kind.hasMembers && kind != .protocol else { continue }
            let typeName = ProjectIndex.lastComponent(decls[i].name)
            guard project.implementations[typeName] != nil, project.implementedKinds(of: typeName).contains(.repository) else { continue }
            for m in syntax.members(of: i) {
                let d = decls[m]
                guard d.kind == .func, d.throwsClause.isThrowing, !Architecture.isPrivate(d, in: decls) else { continue }
                if errors == nil { errors = domainErrors(file, project) }
                let (names, suggested) = errors!
                let what = "`\(typeName).\(d.name)\(d.selector)`"
                switch d.throwsClause {
                case .untyped:
                    findings.append(Finding(line: d.throwsLine, column: d.throwsColumn, message:
                        "\(what) of a repository uses untyped `throws`: map data-layer errors to the domain error and declare \(suggested)"))
                case .rethrows:
                    findings.append(Finding(line: d.throwsLine, column: d.throwsColumn, message:
                        "\(what) of a repository uses `rethrows`: map the errors to the domain error and declare \(suggested)"))
                case .typed(let t):
                    // The feature's domain errors must be part of the run to tell; a generic
                    // method may throw its own error parameter.
                    guard !names.isEmpty, !d.hasGenericParameters else { continue }
                    let name = RepositoryMapsErrorsRule.errorTypeName(t)
                    if names.contains(name) || name == "Never" { continue }
                    findings.append(Finding(line: d.throwsLine, column: d.throwsColumn, message:
                        "\(what) of a repository throws `\(t)`, not the feature's domain error: map it to the domain error and declare \(suggested)"))
                case .none:
                    break
                }
            }
        }
        return findings
    }

    /// The feature's domain errors (the enums in its `Domain/Errors/`, and the `…Error` types of its
    /// Domain layer elsewhere) and the type to suggest.
    func domainErrors(_ file: FileSummary, _ project: ProjectIndex) -> (Set<String>, String) {
        let f = file.context.feature ?? ""
        let refs = (project.domainErrors[f] ?? []) + (project.otherDomainErrors[f] ?? [])
        let names = Set(refs.map { project.declaration($0).name })
        return (names, TypedThrowsRule.suggestion(project.domainErrorName(feature: file.context.feature)?.name,
                                                  candidates: project.domainErrorNames(feature: file.context.feature)))
    }

    /// `any Error` → `Error`, `ChallengeCore.HTTPError` → `HTTPError`.
    static func errorTypeName(_ t: String) -> String {
        var s = Substring(t.trimmingSpaces())
        if s.hasPrefix("any ") { s = s.dropFirst(4) }
        return ProjectIndex.lastComponent(s.trimmingCharacters(in: " "))
    }
}
