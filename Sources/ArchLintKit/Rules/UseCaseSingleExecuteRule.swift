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
                checkImplementation(i, file.syntax, &findings)
            }
        }
        return findings
    }

    func checkContract(_ i: Int, _ syntax: FileSyntax, _ project: ProjectIndex, _ findings: inout [Finding]) {
        let decls = syntax.declarations
        let contract = decls[i]
        var sawExecute = false
        for m in syntax.members(of: i) {
            let d = decls[m]
            switch d.kind {
            case .func where d.name == "execute" && !sawExecute:
                sawExecute = true
            case .func where d.name == "execute":
                findings.append(Finding(line: d.line, column: d.column, message:
                    "`\(contract.name)` overloads `execute`: a UseCase contract declares exactly one `execute`; make the other operation its own UseCase"))
            case .func:
                findings.append(Finding(line: d.line, column: d.column, message:
                    "`\(contract.name)` declares `\(d.name)\(d.selector)` next to `execute`: a UseCase contract declares only `execute`; move `\(d.name)` into its own UseCase"))
            case .var, .let, .subscript, .`init`:
                let what = d.kind == .subscript ? "a subscript" : (d.kind == .`init` ? "an initializer" : "the property `\(d.name)`")
                findings.append(Finding(line: d.line, column: d.column, message:
                    "`\(contract.name)` requires \(what): a UseCase contract declares only `execute`; remove the requirement"))
            default:
                break
            }
        }
        // A contract that refines another protocol (a generic `UseCase<Input, Output>`,
        // one from another module) may inherit its `execute`: precision first.
        let refinesOther = contract.inherited.contains { entry in
            entry.split(separator: "&").contains { !["Sendable", "AnyObject", "Actor"].contains(ProjectIndex.inheritedName($0)) }
        }
        if !sawExecute && !refinesOther {
            findings.append(Finding(line: contract.line, column: contract.column, message:
                "`\(contract.name)` is a UseCase contract without an `execute` method: declare exactly one requirement, `func execute(…)`"))
        }
    }

    /// An extension of a UseCase contract is part of the contract: a method or
    /// property it adds (other than a default implementation of a requirement,
    /// same selector) is a second operation.
    func checkContractExtension(_ i: Int, _ syntax: FileSyntax, _ project: ProjectIndex, _ findings: inout [Finding]) {
        let decls = syntax.declarations
        let name = ProjectIndex.lastComponent(decls[i].name)
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
            if d.kind == .func && d.name == "execute" {
                findings.append(Finding(line: d.line, column: d.column, message:
                    "extension of `\(name)` adds `execute\(d.selector)`, a second `execute`: a UseCase contract has exactly one; make the other operation its own UseCase"))
            } else {
                let what = d.kind == .func ? "`\(d.name)\(d.selector)`" : (d.kind == .subscript ? "a subscript" : "the property `\(d.name)`")
                findings.append(Finding(line: d.line, column: d.column, message:
                    "extension of `\(name)` adds \(what) to the UseCase contract: a UseCase exposes only `execute`; move it into its own UseCase, or make it `private`"))
            }
        }
    }

    func checkImplementation(_ i: Int, _ syntax: FileSyntax, _ findings: inout [Finding]) {
        let decls = syntax.declarations
        let owner = decls[i]
        let typeName = ProjectIndex.lastComponent(owner.name)
        for m in syntax.members(of: i) {
            let d = decls[m]
            guard d.kind == .func, d.name != "execute", !Architecture.isPrivate(d, in: decls) else { continue }
            findings.append(Finding(line: d.line, column: d.column, message:
                "UseCase `\(typeName)` declares `\(d.name)\(d.selector)` besides `execute`: make it `private`, or move it into its own UseCase"))
        }
    }
}
