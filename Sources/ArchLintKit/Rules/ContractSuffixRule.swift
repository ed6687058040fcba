/// `contract-suffix`: under `naming.contracts: suffix` (the default), protocols
/// in `Domain/UseCases/`, `Domain/Repositories/` and `Data/DataSources/` are
/// contracts and end in the contract suffix (`naming.contract_suffix`, default
/// `Contract`). Under `naming.contracts: impl`, contracts carry no suffix and
/// the implementation of a contract `X` is named `XImpl`.
public struct ContractSuffixRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "contract-suffix",
        title: "Contracts end in Contract (or implementations in Impl)",
        summary: "Protocols in Domain/UseCases, Domain/Repositories and Data/DataSources are named `…Contract` (`naming.contract_suffix`); under `naming.contracts: impl`, their implementations are named `…Impl`.",
        fix: .unsafe,
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "002_001592fada42b02e.txt", "003_71c1b659d499d3d2.txt", "004_8eeeb65a2d0ceddf.txt"])

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        switch project.conventions.contracts {
        case .suffix: return checkSuffix(file, project)
        case .impl: return checkImpl(file, project)
        }
    }

    func checkSuffix(_ file: FileSummary, _ project: ProjectIndex) -> [Finding] {
        guard project.vocabulary.isContractFolder(file.context) else { return [] }
        let suffix = project.conventions.contractSuffix
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices where decls[i].kind == .protocol && !decls[i].name.hasSuffix(suffix) {
            let d = decls[i]
            guard project.vocabulary.contractKind(of: i, in: file.syntax, file.context) != nil else { continue }
            findings.append(Finding(line: d.line, column: d.column, message:
                "protocol `\(d.name)` in \(file.context.role.rawValue) is a contract: rename it `\(suggestedName(d.name, suffix: suffix))`",
                fixHint: suggestedName(d.name, suffix: suffix)))
        }
        return findings
    }

    /// Under `impl`: a type under `Sources/` implementing a project contract `X` is named `XImpl`
    /// (`XProtocolImpl` may drop the `Protocol`: `XImpl`). Stand-ins for previews and tests
    /// (`PreviewFetchUsersUseCase`, `…Stub`, `…Fake`, anything in a `Preview…` folder) are not
    /// the implementation and keep their names.
    func checkImpl(_ file: FileSummary, _ project: ProjectIndex) -> [Finding] {
        guard file.context.inSources else { return [] }
        if file.context.folderInLayer.split(separator: "/").contains(where: { $0.hasPrefix("Preview") }) { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices where decls[i].kind.isType && decls[i].kind != .protocol && decls[i].parent == nil {
            let d = decls[i]
            guard let implemented = project.implementations[d.name], !LayerLocationRule.isTestDoubleName(d.name) else { continue }
            let contracts = implemented.filter { project.contracts[$0] != nil }
            guard !contracts.isEmpty else { continue }
            let accepted = contracts.flatMap { c in acceptedImplementationNames(c) }
            if accepted.contains(d.name) { continue }
            findings.append(Finding(line: d.line, column: d.column, message:
                "`\(d.name)` implements the contract `\(contracts[0])`: under `naming.contracts: impl` name it `\(contracts[0])Impl`",
                fixHint: contracts[0] + "Impl"))
        }
        return findings
    }

    func acceptedImplementationNames(_ contract: String) -> [String] {
        var names = [contract + "Impl"]
        for suffix in ["Protocol", "Contract", "Interface"] where contract.hasSuffix(suffix) && contract.count > suffix.count {
            names.append(String(contract.dropLast(suffix.count)) + "Impl")
        }
        return names
    }

    func suggestedName(_ name: String, suffix: String) -> String {
        for old in ["Protocol", "Interface", "Type", "Contracts", "Contract"] where old != suffix && name.hasSuffix(old) && name.count > old.count {
            return String(name.dropLast(old.count)) + suffix
        }
        return name + suffix
    }
}

extension ContractSuffixRule: FixableRule {
    /// Unsafe: renames the declaration project-wide — every identifier token with its name in
    /// every file of the project (never in strings or comments) — and the file named after it.
    /// No fix when the new name is already declared.
    public func fix(_ finding: Finding, in file: SourceFile, context: FixContext) -> Fix? {
        guard let newName = finding.fixHint, let t = file.token(atLine: finding.line, column: finding.column),
              file.tokens[t].kind == .identifier else { return nil }
        let old = file.text(t)
        let project = context.project
        guard old != newName, project.types[newName] == nil, project.protocols[newName] == nil else { return nil }
        // The old name must name this one declaration: a rename by identifier cannot tell two apart.
        // (Found by the fuzzer: an implementation named like its contract, under `impl`, was renamed
        // together with the contract, so the finding came back with the new name on every pass.)
        guard (project.types[old]?.count ?? 0) + (project.protocols[old]?.count ?? 0) == 1 else { return nil }
        var edits: [String: [TextEdit]] = [:]
        var renames: [FileRename] = []
        let paths = Set(project.files.map(\.path))
        for summary in project.files {
            guard let source = summary.path == file.path ? file : context.source(summary.path) else { return nil }
            for k in source.tokens.indices where source.tokens[k].kind == .identifier && source.is(k, old) {
                edits[summary.path, default: []].append(TextEdit(range: source.start(k)..<source.end(k), newName))
            }
            if summary.context.fileName == old {
                let dir = summary.path.dropLast(old.utf8.count + 6)
                let target = String(dir) + newName + ".swift"
                if !paths.contains(target) { renames.append(FileRename(from: summary.path, to: target)) }
            }
        }
        return Fix(ruleID: id, edits: edits, renames: renames)
    }
}
