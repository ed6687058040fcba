/// `usecase-cache-policy`: a UseCase encapsulates its cache policy. `execute`
/// takes no cache policy; a `Get…` UseCase passes `.localFirst` to its
/// repository, a `Refresh…` UseCase `.remoteFirst`, a `Search…` UseCase none;
/// a UseCase mock tracks no cache policy.
public struct UseCaseCachePolicyRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "usecase-cache-policy",
        title: "A UseCase encapsulates its cache policy",
        summary: "`execute` takes no `cachePolicy`; `Get…` UseCases pass `.localFirst`, `Refresh…` `.remoteFirst`, `Search…` none; UseCase mocks track no cache policy.",
        fix: .safe,
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "004_8eeeb65a2d0ceddf.txt"])

    /// Parameter names and types of `execute`, the implementation's bodies, and mocks' properties.
    public var needs: RuleNeeds {
        RuleNeeds(memberDetail: .roles(.domainUseCases), propertyDetail: .layers(.tests), bodyTokens: .roles(.domainUseCases))
    }

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard project.contractKindsPresent.contains(.useCase) else { return [] }
        if file.context.isTest { return checkMocks(file, project) }
        guard file.context.inSources else { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        // Parameter names, types and positions are gathered in Domain/UseCases; elsewhere only labels.
        let detailed = file.context.role == .domainUseCases
        for i in decls.indices where decls[i].parent == nil && decls[i].kind.hasMembers {
            let d = decls[i]
            if d.kind == .protocol {
                let members = file.syntax.members(of: i)
                guard project.vocabulary.contractKind(of: i, in: file.syntax, file.context) == .useCase else { continue }
                for m in members where decls[m].kind == .func && decls[m].name == project.conventions.useCaseMethod {
                    checkParameters(decls[m], owner: d.name, what: "UseCase contract", detailed, &findings)
                }
            } else {
                let name = ProjectIndex.lastComponent(d.name)
                guard project.isUseCaseImplementation(name) else { continue }
                for m in file.syntax.members(of: i) where decls[m].kind == .func && decls[m].name == project.conventions.useCaseMethod {
                    checkParameters(decls[m], owner: name, what: "UseCase", detailed, &findings)
                }
                if detailed { checkBody(file.body(of: i), useCase: name, &findings) }
            }
        }
        return findings
    }

    func checkParameters(_ d: Declaration, owner: String, what: String, _ detailed: Bool, _ findings: inout [Finding]) {
        for p in d.parameters {
            let isPolicy = p.label?.lowercased() == "cachepolicy"
                || (detailed && (p.name.lowercased() == "cachepolicy" || Architecture.namedType(p.type) == "CachePolicy"))
            guard isPolicy else { continue }
            let line = detailed && p.line > 0 ? Int(p.line) : d.line
            let column = detailed && p.line > 0 ? Int(p.column) : d.column
            findings.append(Finding(line: line, column: column, message:
                "`\(d.name)` of \(what) `\(owner)` takes a cache policy: a UseCase encapsulates its policy; remove the parameter and make one UseCase per policy (`Get…` passes `.localFirst`, `Refresh…` `.remoteFirst`)"))
        }
    }

    /// `cachePolicy: .x` / `cachePolicy: CachePolicy.x` arguments anywhere in the
    /// implementation's body (its methods, private helpers included), checked
    /// against the UseCase's verb.
    func checkBody(_ body: ArraySlice<SourceToken>, useCase: String, _ findings: inout [Finding]) {
        let verb = UseCaseNames.verb(of: useCase)
        guard verb == "Get" || verb == "Refresh" || verb == "Search", !body.isEmpty else { return }
        var k = body.startIndex + 1
        while k + 2 < body.endIndex {
            defer { k += 1 }
            let t = body[k]
            guard t.kind == .identifier, t.text == "cachePolicy", body[k + 1].isPunct(":"),
                  body[k - 1].isPunct("(") || body[k - 1].isPunct(",") else { continue }
            // The value: `.x` or `CachePolicy.x` (anything else, e.g. a variable, cannot be told).
            var v = k + 2
            if body[v].kind == .identifier && body[v].text == "CachePolicy" { v += 1 }
            guard v + 1 < body.endIndex, body[v].isPunct("."), body[v + 1].kind == .identifier || body[v + 1].kind == .keyword else { continue }
            let value = body[v + 1].text
            let at = body[k + 2]
            switch verb {
            case "Get" where value == "remoteFirst" || value == "none":
                findings.append(Finding(line: Int(at.line), column: Int(at.column), message:
                    "`\(useCase)` passes `.\(value)`: a `Get…` UseCase reads through the cache, `cachePolicy: .localFirst`; a `Refresh…` UseCase goes remote first",
                    fixHint: value == "remoteFirst" ? "localFirst" : nil))
            case "Refresh" where value == "localFirst" || value == "none":
                findings.append(Finding(line: Int(at.line), column: Int(at.column), message:
                    "`\(useCase)` passes `.\(value)`: a `Refresh…` UseCase goes remote first, `cachePolicy: .remoteFirst`; a `Get…` UseCase reads through the cache",
                    fixHint: value == "localFirst" ? "remoteFirst" : nil))
            case "Search":
                findings.append(Finding(line: Int(at.line), column: Int(at.column), message:
                    "`\(useCase)` passes a cache policy (`.\(value)`): a `Search…` UseCase always goes remote and passes none; call a repository method without `cachePolicy`"))
            default:
                break
            }
        }
    }

    /// A mock of a UseCase contract tracks no cache policy: the policy is the UseCase's secret.
    func checkMocks(_ file: FileSummary, _ project: ProjectIndex) -> [Finding] {
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices where decls[i].kind.isType && decls[i].kind != .protocol && project.vocabulary.isMockName(decls[i].name) {
            let mock = decls[i]
            let mocked = (project.conformances[mock.name] ?? []).filter { project.contractKind(of: $0) == .useCase }
            guard let contract = mocked.sorted().first else { continue }
            for m in file.syntax.members(of: i) where decls[m].kind == .var || decls[m].kind == .let {
                let p = decls[m]
                guard p.name.lowercased().contains("cachepolicy") || UseCaseCachePolicyRule.mentionsCachePolicy(p.typeAnnotation) else { continue }
                findings.append(Finding(line: p.line, column: p.column, message:
                    "`\(mock.name).\(p.name)` tracks a cache policy, but `\(contract)` encapsulates it (seed 000: \"no cachePolicy tracking\"): remove it; the UseCase's tests check the policy on the repository mock"))
            }
        }
        return findings
    }

    /// A type annotation naming `CachePolicy` (`CachePolicy?`, `[CachePolicy]`, `Module.CachePolicy`).
    static func mentionsCachePolicy(_ type: String?) -> Bool {
        guard let type else { return false }
        var word = ""
        for ch in type + " " {
            if ch.isLetter || ch.isNumber || ch == "_" {
                word.append(ch)
            } else {
                if word == "CachePolicy" { return true }
                word = ""
            }
        }
        return false
    }
}

extension UseCaseCachePolicyRule: FixableRule {
    /// A `Get…` UseCase passing `.remoteFirst` passes `.localFirst`; a `Refresh…` one passing `.localFirst` passes `.remoteFirst`.
    public func fix(_ finding: Finding, in file: SourceFile, context: FixContext) -> Fix? {
        guard let value = finding.fixHint, var k = file.token(atLine: finding.line, column: finding.column) else { return nil }
        let old = value == "localFirst" ? "remoteFirst" : "localFirst"
        for _ in 0..<3 {
            if file.is(k, old) {
                return Fix(ruleID: id, path: file.path, [TextEdit(range: file.start(k)..<file.end(k), value)])
            }
            guard let n = file.next(k) else { return nil }
            k = n
        }
        return nil
    }
}
