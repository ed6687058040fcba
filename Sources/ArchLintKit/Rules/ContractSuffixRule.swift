/// `contract-suffix`: protocols in `Domain/UseCases/`, `Domain/Repositories/`
/// and `Data/DataSources/` are contracts and end in `Contract`.
public struct ContractSuffixRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "contract-suffix",
        title: "Contracts end in Contract",
        summary: "Protocols in Domain/UseCases, Domain/Repositories and Data/DataSources are named `…Contract`.",
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "004_8eeeb65a2d0ceddf.txt"])

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard Architecture.isContractFolder(file.context) else { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices where decls[i].kind == .protocol && !decls[i].name.hasSuffix("Contract") {
            let d = decls[i]
            findings.append(Finding(line: d.line, column: d.column, message:
                "protocol `\(d.name)` in \(file.context.role.rawValue) is a contract: rename it `\(suggestedName(d.name))`"))
        }
        return findings
    }

    func suggestedName(_ name: String) -> String {
        for suffix in ["Protocol", "Interface", "Type", "Contracts"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count)) + "Contract"
        }
        return name + "Contract"
    }
}
