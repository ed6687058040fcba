/// `contract-sendable`: contracts inherit `Sendable`, directly or through
/// another protocol of the project. Unknown (external) protocols are given the
/// benefit of the doubt.
public struct ContractSendableRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "contract-sendable",
        title: "Contracts are Sendable",
        summary: "UseCase, Repository and DataSource contracts inherit `Sendable` (directly or through another contract).",
        fix: .safe,
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "002_001592fada42b02e.txt", "004_8eeeb65a2d0ceddf.txt"])

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.inSources else { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices where decls[i].kind == .protocol {
            let d = decls[i]
            guard project.vocabulary.contractKind(of: i, in: file.syntax, file.context) != nil else { continue }
            // The shared conformance walk: through the project's protocols and the standard
            // library's refinements; a protocol of another module may be Sendable.
            if !project.conformanceSet(of: i, in: file.syntax).mayProvide("Sendable") {
                let fix = d.inherited.isEmpty ? "declare it `protocol \(d.name): Sendable`" : "add `Sendable` to its inheritance clause"
                findings.append(Finding(line: d.line, column: d.column, message:
                    "contract `\(d.name)` is not Sendable: \(fix)", fixHint: "Sendable"))
            }
        }
        return findings
    }
}

extension ContractSendableRule: FixableRule {
    /// `protocol X {` → `protocol X: Sendable {`; `protocol X: AnyObject {` → `protocol X: AnyObject, Sendable {`.
    public func fix(_ finding: Finding, in file: SourceFile, context: FixContext) -> Fix? {
        guard let name = file.token(atLine: finding.line, column: finding.column), var k = file.next(name) else { return nil }
        var insertAfter = name
        if file.isPunct(k, "<"), let close = file.closer(of: k) {
            insertAfter = close
            guard let n = file.next(close) else { return nil }
            k = n
        }
        guard file.isPunct(k, ":") else {
            // Only a well-formed header gets a clause: the name (and generic parameters) right
            // before the body or `where`. Anything else (`protocol P�ract: X {`, where the
            // name is cut by an invalid character) is malformed: a `: Sendable` put after the
            // name would not be read as the clause. No fix.
            guard file.isPunct(k, "{") || (file.tokens[k].kind == .keyword && file.tokens[k].keyword == .where) else { return nil }
            return verified(.insert(": Sendable", at: file.end(insertAfter)), name: name, in: file)
        }
        // The inheritance list ends before `where` or the body's `{`.
        var last = k
        var j = k
        while let n = file.next(j) {
            let t = file.tokens[n]
            if t.kind == .keyword && t.keyword == .where { break }
            if file.isPunct(n, "{") { break }
            // A closer or `;` in the list: the clause is malformed (`protocol P: }x {`), and an
            // appended `, Sendable` would not be read as part of it. No fix.
            if file.isPunct(n, "}") || file.isPunct(n, ")") || file.isPunct(n, "]") || file.isPunct(n, ";") { return nil }
            // So is one with a character that is no token of Swift in it.
            if file.tokens[n].kind == .unknown { return nil }
            if file.isPunct(n, "<") || file.isPunct(n, "(") || file.isPunct(n, "[") {
                guard let c = file.closer(of: n) else { return nil }
                last = c
                j = c
                continue
            }
            last = n
            j = n
        }
        guard last != k else { return nil }
        return verified(.insert(", Sendable", at: file.end(last)), name: name, in: file)
    }

    /// The fix, only when the declaration scanner reads the fixed header as inheriting `Sendable`.
    /// On malformed code the scanner may read a header differently from the walk above (a `<` it
    /// closes elsewhere, found by the fuzzer in `protocol P<a/, b -> Box<R> where R: X`): an
    /// insertion it does not see would then be made again on every pass.
    func verified(_ edit: TextEdit, name: Int, in file: SourceFile) -> Fix? {
        let line = Int(file.tokens[name].line), column = Int(file.tokens[name].column)
        guard file.declarations(after: [edit]).contains(where: {
            $0.kind == .protocol && $0.line == line && $0.column == column && $0.inherited.contains("Sendable")
        }) else { return nil }
        return Fix(ruleID: id, path: file.path, [edit])
    }
}
