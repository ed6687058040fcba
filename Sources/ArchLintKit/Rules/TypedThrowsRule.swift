/// `typed-throws`: throwing requirements of UseCase and Repository contracts,
/// and the `execute` of UseCase implementations, use `throws(SomeError)`.
public struct TypedThrowsRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "typed-throws",
        title: "Contracts and UseCases use typed throws",
        summary: "UseCase and Repository contracts, and UseCase `execute` methods, throw a typed domain error: `throws(FeatureError)`.",
        fix: .safe,
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "004_8eeeb65a2d0ceddf.txt"])

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard !project.contractKindsPresent.isDisjoint(with: [.useCase, .repository]) else { return [] }
        guard file.context.inSources else { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        // The feature's domain error, when it can be told (the fix writes it); else the message names the role.
        let error = project.domainErrorName(feature: file.context.feature)
        let errorType = error?.name, fixType = error?.unique == true ? error?.name : nil
        for i in decls.indices {
            let kind = decls[i].kind
            guard kind.hasMembers else { continue }
            let owner = decls[i]
            if owner.kind == .protocol {
                let members = file.syntax.members(of: i)
                let kind = project.vocabulary.contractKind(of: i, in: file.syntax, file.context)
                guard kind == .useCase || kind == .repository else { continue }
                let what = kind == .useCase ? "UseCase contract" : "Repository contract"
                for m in members {
                    report(decls[m], "requirement `\(memberName(decls[m]))` of \(what) `\(owner.name)`", errorType, fixType, &findings, candidates: project.domainErrorNames(feature: file.context.feature))
                }
            } else if project.isUseCaseImplementation(ProjectIndex.lastComponent(owner.name)) {
                for m in file.syntax.members(of: i) where decls[m].kind == .func && decls[m].name == project.conventions.useCaseMethod {
                    report(decls[m], "`\(project.conventions.useCaseMethod)` of UseCase `\(ProjectIndex.lastComponent(owner.name))`", errorType, fixType, &findings, candidates: project.domainErrorNames(feature: file.context.feature))
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

    /// `throws(CharacterError)` when the feature's domain error is known, else the role: a message
    /// never names a type the project does not declare.
    /// Where the feature has several domain errors and none can be told (`candidates`), it lists them.
    static func suggestion(_ errorType: String?, candidates: [String] = []) -> String {
        if let e = errorType { return "`throws(\(e))`" }
        if !candidates.isEmpty {
            let shown = candidates.prefix(4).map { "`\($0)`" }.joined(separator: ", ")
            let more = candidates.count > 4 ? " and \(candidates.count - 4) more" : ""
            return "`throws(…)` with the feature's domain error (its Domain layer declares \(shown)\(more): choose the one this throws)"
        }
        return "`throws(…)` with a domain error of the feature (it declares none in its Domain layer yet: add an `Error` enum there)"
    }

    func report(_ d: Declaration, _ what: String, _ errorType: String?, _ fixType: String?, _ findings: inout [Finding], candidates: @autoclosure () -> [String]) {
        switch d.throwsClause {
        case .untyped:
            findings.append(Finding(line: d.throwsLine, column: d.throwsColumn, message:
                "\(what) uses untyped `throws`: throw the domain error, \(TypedThrowsRule.suggestion(errorType, candidates: candidates()))", fixHint: fixType))
        case .rethrows:
            findings.append(Finding(line: d.throwsLine, column: d.throwsColumn, message:
                "\(what) uses `rethrows`: throw the domain error with typed throws, \(TypedThrowsRule.suggestion(errorType, candidates: candidates()))"))
        default:
            break
        }
    }
}

extension TypedThrowsRule: FixableRule {
    /// `throws` → `throws(FeatureError)`, when the feature declares exactly one domain error (`ProjectIndex.domainErrorName`).
    public func fix(_ finding: Finding, in file: SourceFile, context: FixContext) -> Fix? {
        guard let error = finding.fixHint, let t = file.token(atLine: finding.line, column: finding.column),
              file.tokens[t].kind == .keyword, file.tokens[t].keyword == .throws, !file.isPunct(file.next(t) ?? -1, "(") else { return nil }
        return Fix(ruleID: id, path: file.path, [TextEdit(range: file.start(t)..<file.end(t), "throws(\(error))")])
    }
}
