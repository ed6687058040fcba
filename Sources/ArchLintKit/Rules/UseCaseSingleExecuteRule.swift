/// `usecase-single-execute`: a UseCase contract declares exactly one
/// requirement, `execute`; extensions of the contract add no other operation;
/// its implementations add no other non-private method.
public struct UseCaseSingleExecuteRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "usecase-single-execute",
        title: "A UseCase has exactly one method, execute",
        summary: "A UseCase contract declares only `execute` (extensions of it add nothing); its implementation adds no other non-private method.",
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "002_001592fada42b02e.txt", "003_71c1b659d499d3d2.txt"])

    /// Properties and subscripts that extensions of a contract add (methods are always kept).
    public var needs: RuleNeeds { RuleNeeds(memberDetail: .layers(.domain)) }

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard project.contractKindsPresent.contains(.useCase) else { return [] }
        guard file.context.inSources else { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices {
            guard decls[i].kind.hasMembers else { continue }
            let d = decls[i]
            if d.kind == .protocol {
                if project.vocabulary.contractKind(of: i, in: file.syntax, file.context) == .useCase {
                    checkContract(i, file.syntax, project, &findings)
                }
            } else if d.kind == .extension, project.contracts[ProjectIndex.lastComponent(d.name)] == .useCase {
                checkContractExtension(i, file.syntax, project, &findings)
            } else if project.isUseCaseImplementation(ProjectIndex.lastComponent(d.name)) {
                let method = project.conventions.useCaseMethod
                // Its contract lacks the method: that contract's one finding says so.
                if contractsLackMethod(ProjectIndex.lastComponent(d.name), method, project) { continue }
                checkImplementation(i, file.syntax, method, &findings)
            }
        }
        return findings
    }

    func checkContract(_ i: Int, _ syntax: FileSyntax, _ project: ProjectIndex, _ findings: inout [Finding]) {
        let decls = syntax.declarations
        let contract = decls[i]
        let method = project.conventions.useCaseMethod
        let members = syntax.members(of: i)
        let hasMethod = members.contains { decls[$0].kind == .func && decls[$0].name == method }
        // A contract that refines another protocol (a generic `UseCase<Input, Output>`,
        // one from another module) may inherit its method: precision first.
        let refinesOther = contract.inherited.contains { entry in
            entry.split(separator: "&").contains { !["Sendable", "AnyObject", "Actor"].contains(ProjectIndex.inheritedName($0)) }
        }
        var sawMethod = false
        var others: [Declaration] = []
        for m in members {
            let d = decls[m]
            switch d.kind {
            case .func where d.name == method && !sawMethod:
                sawMethod = true
            case .func where d.name == method:
                findings.append(Finding(line: d.line, column: d.column, message:
                    "`\(contract.name)` overloads `\(method)`: a UseCase contract declares exactly one `\(method)`; make the other operation its own UseCase"))
            case .func where hasMethod:
                findings.append(Finding(line: d.line, column: d.column, message:
                    "`\(contract.name)` declares `\(d.name)\(d.selector)` next to `\(method)`: a UseCase contract declares only `\(method)`; move `\(d.name)` into its own UseCase"))
            case .func:
                others.append(d)
            case .var, .let, .subscript, .`init`:
                let what = d.kind == .subscript ? "a subscript" : (d.kind == .`init` ? "an initializer" : "the property `\(d.name)`")
                findings.append(Finding(line: d.line, column: d.column, message:
                    "`\(contract.name)` requires \(what): a UseCase contract declares only `\(method)`; remove the requirement"))
            default:
                break
            }
        }
        guard !hasMethod, !refinesOther else { return }
        // A placeholder contract (it declares nothing, its implementations add nothing): no operation to name.
        if members.isEmpty && UseCaseNames.isEmptyContract(contract.name, project) { return }
        // One finding for a contract without the method, whatever else it declares: never a second
        // one about methods "next to" a method it does not have.
        var message = "`\(contract.name)` is a UseCase contract without an `\(method)` method: declare exactly one requirement, `func \(method)(…)`"
        let names = Set(others.map(\.name))
        if names.count == 1, let other = others.first {
            message = "`\(contract.name)` is a UseCase contract whose one method is `\(other.name)\(other.selector)`, not `\(method)` (`naming.usecase_method`): rename it `\(method)`, or set `naming.usecase_method: \(other.name)` when the team's UseCases use `\(other.name)`"
        } else if !others.isEmpty {
            let listed = others.map { "`\($0.name)\($0.selector)`" }.joined(separator: ", ")
            message = "`\(contract.name)` is a UseCase contract without an `\(method)` method (it declares \(listed)): declare exactly one requirement, `func \(method)(…)`, and move each other operation into its own UseCase"
        }
        findings.append(Finding(line: contract.line, column: contract.column, message: message))
    }

    /// An extension of a UseCase contract is part of the contract: a method or
    /// property it adds (other than a default implementation of a requirement,
    /// same selector) is a second operation.
    func checkContractExtension(_ i: Int, _ syntax: FileSyntax, _ project: ProjectIndex, _ findings: inout [Finding]) {
        let decls = syntax.declarations
        let name = ProjectIndex.lastComponent(decls[i].name)
        let method = project.conventions.useCaseMethod
        var requirements = Set<String>()
        for r in project.protocols[name] ?? [] {
            let f = project.file(r)
            for m in f.syntax.members(of: r.index) { requirements.insert(f.syntax.declarations[m].name + f.syntax.declarations[m].selector) }
        }
        for m in syntax.members(of: i) {
            let d = decls[m]
            guard d.kind == .func || d.kind == .var || d.kind == .subscript, !Architecture.isPrivate(d, in: decls) else { continue }
            if d.kind == .func && requirements.contains(d.name + d.selector) { continue }
            if d.kind == .var && requirements.contains(d.name + d.selector) { continue }
            if d.kind == .func && d.name == method {
                findings.append(Finding(line: d.line, column: d.column, message:
                    "extension of `\(name)` adds `\(method)\(d.selector)`, a second `\(method)`: a UseCase contract has exactly one; make the other operation its own UseCase"))
            } else {
                let what = d.kind == .func ? "`\(d.name)\(d.selector)`" : (d.kind == .subscript ? "a subscript" : "the property `\(d.name)`")
                findings.append(Finding(line: d.line, column: d.column, message:
                    "extension of `\(name)` adds \(what) to the UseCase contract: a UseCase exposes only `\(method)`; move it into its own UseCase, or make it `private`"))
            }
        }
    }

    /// Whether every UseCase contract of the project that `typeName` implements declares no
    /// `method` (false when none of them is declared in the run).
    func contractsLackMethod(_ typeName: String, _ method: String, _ project: ProjectIndex) -> Bool {
        var seen = false
        for c in project.implementations[typeName] ?? [] where project.contracts[c] == .useCase {
            for r in project.protocols[c] ?? [] {
                seen = true
                let f = project.file(r)
                if f.syntax.members(of: r.index).contains(where: { f.syntax.declarations[$0].kind == .func && f.syntax.declarations[$0].name == method }) { return false }
            }
        }
        return seen
    }

    func checkImplementation(_ i: Int, _ syntax: FileSyntax, _ method: String, _ findings: inout [Finding]) {
        let decls = syntax.declarations
        let owner = decls[i]
        let typeName = ProjectIndex.lastComponent(owner.name)
        for m in syntax.members(of: i) {
            let d = decls[m]
            guard d.kind == .func, d.name != method, !Architecture.isPrivate(d, in: decls) else { continue }
            findings.append(Finding(line: d.line, column: d.column, message:
                "UseCase `\(typeName)` declares `\(d.name)\(d.selector)` besides `\(method)`: make it `private`, or move it into its own UseCase"))
        }
    }
}
