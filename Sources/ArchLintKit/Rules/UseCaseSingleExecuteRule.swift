/// `usecase-single-execute`: a UseCase contract declares exactly one
/// requirement, `execute`; its implementations add no other non-private method.
public struct UseCaseSingleExecuteRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "usecase-single-execute",
        title: "A UseCase has exactly one method, execute",
        summary: "A UseCase contract declares only `execute`; its implementation adds no other non-private method.",
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "002_001592fada42b02e.txt", "003_71c1b659d499d3d2.txt"])

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.inSources else { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices {
            guard decls[i].kind.hasMembers else { continue }
            let d = decls[i]
            if d.kind == .protocol && Architecture.isUseCaseContract(d, file.context) {
                checkContract(i, file.syntax, &findings)
            } else if (d.kind.isType && d.kind != .protocol) || d.kind == .extension,
                      project.useCaseImplementations.contains(ProjectIndex.lastComponent(d.name)) {
                checkImplementation(i, file.syntax, &findings)
            }
        }
        return findings
    }

    func checkContract(_ i: Int, _ syntax: FileSyntax, _ findings: inout [Finding]) {
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
        if !sawExecute {
            findings.append(Finding(line: contract.line, column: contract.column, message:
                "`\(contract.name)` is a UseCase contract without an `execute` method: declare exactly one requirement, `func execute(…)`"))
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
