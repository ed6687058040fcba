/// `contract-not-public`: UseCase, Repository and DataSource contracts and
/// their implementations are internal. A top-level contract or implementation
/// declared `public` or `open`, or a `public` extension of one, is reported at
/// the modifier.
public struct ContractNotPublicRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "contract-not-public",
        title: "Contracts and their implementations are internal",
        summary: "UseCase, Repository and DataSource contracts, their implementations and extensions of them are not `public` or `open`.",
        fix: .safe,
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "004_8eeeb65a2d0ceddf.txt"])

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.inSources else { return [] }
        // Across a module boundary `public` is required: another module of the run imports this
        // one (or depends on it in a manifest), so its contracts may be used there.
        if let m = file.context.module, !(project.moduleImporters[m]?.isEmpty ?? true) { return [] }
        // A folder imported by its name: a module no manifest of the run declares (helper-built).
        if project.folderIsImported(file.context) { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices where decls[i].parent == nil && decls[i].kind.hasMembers {
            let d = decls[i]
            guard let access = d.accessLevel, access >= .public else { continue }
            let what: String
            if d.kind == .protocol {
                guard let kind = project.vocabulary.contractKind(of: i, in: file.syntax, file.context) else { continue }
                what = "\(kind.rawValue) contract `\(d.name)`"
            } else if d.kind == .extension {
                let name = ProjectIndex.lastComponent(d.name)
                if let kind = project.contracts[name] {
                    what = "extension of the \(kind.rawValue) contract `\(name)`"
                } else if let kind = ContractNotPublicRule.implementedKind(name, project) {
                    what = "extension of the \(kind.rawValue) implementation `\(name)`"
                } else {
                    continue
                }
            } else {
                guard let kind = ContractNotPublicRule.implementedKind(d.name, project) else { continue }
                what = "\(kind.rawValue) implementation `\(d.name)`"
            }
            let word = access == .open ? "open" : "public"
            let line = d.accessLevelLine > 0 ? d.accessLevelLine : d.line
            let column = d.accessLevelLine > 0 ? d.accessLevelColumn : d.column
            findings.append(Finding(line: line, column: column, message:
                "\(what) is `\(word)`: remove `\(word)`; UseCase, Repository and DataSource contracts and their implementations are internal",
                fixHint: d.accessLevelLine > 0 ? word : nil))
        }
        return findings
    }

    /// The kind of contract a type implements, UseCase first (see `ProjectIndex.implementations`).
    static func implementedKind(_ typeName: String, _ project: ProjectIndex) -> ContractKind? {
        let kinds = project.architectureKinds(of: typeName)
        return ContractKind.allCases.first { kinds.contains($0) }
    }
}

extension ContractNotPublicRule: FixableRule {
    /// Drops the `public`/`open` modifier and the spaces after it.
    public func fix(_ finding: Finding, in file: SourceFile, context: FixContext) -> Fix? {
        guard let word = finding.fixHint, let t = file.token(atLine: finding.line, column: finding.column), file.is(t, word) else { return nil }
        return Fix(ruleID: id, path: file.path, [TextEdit(range: file.start(t)..<file.trailingSpaces(after: t).upperBound, "")])
    }
}

extension ProjectIndex {
    /// The kinds of contract a type implements (`implementedKinds`), leaving out UIKit and
    /// AppKit protocols whose names merely spell one: `UITableViewDataSource` under
    /// `naming.contracts: impl`.
    func architectureKinds(of typeName: String) -> Set<ContractKind> {
        guard let contracts = implementations[typeName] else { return [] }
        return Set(contracts.filter { !ProjectIndex.hasFrameworkPrefix($0) }.compactMap { contractKind(of: $0) })
    }

    /// `UITableViewDataSource`, `NSCollectionViewDiffableDataSource`: a UIKit or AppKit name.
    static func hasFrameworkPrefix(_ name: String) -> Bool {
        let u = Array(name.utf8.prefix(3))
        guard u.count == 3, u[2] >= UInt8(ascii: "A") && u[2] <= UInt8(ascii: "Z") else { return false }
        return (u[0] == UInt8(ascii: "U") && u[1] == UInt8(ascii: "I")) || (u[0] == UInt8(ascii: "N") && u[1] == UInt8(ascii: "S"))
    }
}
