/// `contract-sendable`: contracts inherit `Sendable`, directly or through
/// another protocol of the project. Unknown (external) protocols are given the
/// benefit of the doubt.
public struct ContractSendableRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "contract-sendable",
        title: "Contracts are Sendable",
        summary: "UseCase, Repository and DataSource contracts inherit `Sendable` (directly or through another contract).",
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "002_001592fada42b02e.txt", "004_8eeeb65a2d0ceddf.txt"])

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.inSources else { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices where decls[i].kind == .protocol {
            let d = decls[i]
            let members = file.syntax.members(of: i).map { decls[$0] }
            guard project.vocabulary.contractKind(of: d, in: file.context, members: members) != nil else { continue }
            if project.inheritanceSendability(d.inherited) == .some(false) {
                let fix = d.inherited.isEmpty ? "declare it `protocol \(d.name): Sendable`" : "add `Sendable` to its inheritance clause"
                findings.append(Finding(line: d.line, column: d.column, message:
                    "contract `\(d.name)` is not Sendable: \(fix)"))
            }
        }
        return findings
    }
}
