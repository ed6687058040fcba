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
        var findings: [Finding] = []
        if project.conventions.contracts == .suffix || !project.conventions.contractPatternsByKind.isEmpty { findings += checkSuffix(file, project) }
        if project.conventions.implementationNamingChecked { findings += checkImpl(file, project) }
        return findings
    }

    func checkSuffix(_ file: FileSummary, _ project: ProjectIndex) -> [Finding] {
        guard project.vocabulary.isContractFolder(file.context) else { return [] }
        let v = project.vocabulary
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices where decls[i].kind == .protocol {
            let d = decls[i]
            // Summary names are unescaped (`` `UserRepositoryContract` `` ends in the suffix); a protocol
            // named `` `` `` is no contract (`contractKind`). (Found by the fuzzer: the rename appended
            // the suffix after `` `` `` on every pass.)
            let name = d.name
            guard let kind = v.contractKind(of: i, in: file.syntax, file.context), !v.matchesContractPattern(name, kind: kind) else { continue }
            let suggested = suggestedName(name, project.conventions, kind: kind)
            findings.append(Finding(line: d.line, column: d.column, message:
                "protocol `\(name)` in \(file.context.role.rawValue) is a contract: rename it `\(suggested)`",
                fixHint: suggested))
        }
        return findings
    }

    /// Under `impl`: a type under `Sources/` implementing a project contract `X` is named `XImpl`
    /// (`XProtocolImpl` may drop the `Protocol`: `XImpl`); under `naming.implementation`, as its
    /// patterns (of the contract's kind) name it. Stand-ins for previews and tests
    /// (`PreviewFetchUsersUseCase`, `…Stub`, `…Fake`, anything in a `Preview…` folder) are not
    /// the implementation and keep their names. A contract with several implementations
    /// (`CoreDataMoviesQueriesStorage` and `UserDefaultsMoviesQueriesStorage`) has them named after
    /// what sets each apart: at most one could take the pattern's name, and which is not for a
    /// linter to say, so none is told to (two findings proposing one name would be worse).
    func checkImpl(_ file: FileSummary, _ project: ProjectIndex) -> [Finding] {
        guard file.context.inSources else { return [] }
        if file.context.folderInLayer.split(separator: "/").contains(where: { $0.hasPrefix("Preview") }) { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        let v = project.vocabulary
        for i in decls.indices where decls[i].kind.isType && decls[i].kind != .protocol && decls[i].parent == nil {
            let d = decls[i]
            // The contract it is named after, when its name does not follow the convention (shared with team rules).
            guard !LayerLocationRule.isTestDoubleName(d.name), let contract = project.contractNamingImplementation(d.name) else { continue }
            let kind = project.contracts[contract]
            let expected = v.implementationName(forContract: contract, kind: kind)
            let convention = ContractSuffixRule.implementationConvention(project.conventions, kind: kind)
            // `*{Name}` alone: named after a technology, which no linter can spell.
            if !v.implementationPatterns(forContract: contract, kind: kind).contains(where: \.spellsName) {
                findings.append(Finding(line: d.line, column: d.column, message:
                    "`\(d.name)` implements the contract `\(contract)`: under \(convention) name it after its technology, a capitalised prefix before `\(v.baseName(ofContract: contract))` (`CoreData\(v.baseName(ofContract: contract))`)"))
                continue
            }
            // Named after its technology, as other implementations of the project of its kind are
            // (`CharacterRESTDataSource` beside `EpisodeGraphQLDataSource`): a deliberate alternative the
            // conventions do not list, never renamed; the message says how to accept it.
            if v.implementationBases(forContract: contract).contains(where: { NamePattern.isTechnologyNamed(d.name, base: $0) }) {
                let alike = ContractSuffixRule.technologyNamedImplementations(of: kind, in: project)
                if alike.count >= 2 {
                    let others = alike.filter { $0 != d.name }
                    let shown = others.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (others.count > 3 ? ", …" : "")
                    findings.append(Finding(line: d.line, column: d.column, message:
                        "`\(d.name)` implements the contract `\(contract)` and is named after its technology, as \(others.count) other implementation\(others.count == 1 ? " is" : "s are") (\(shown)): under \(convention) it would be `\(expected)`; if the technology names are deliberate, add `*{Name}` to `naming.implementation` to accept them (no rename is proposed)"))
                    continue
                }
            }
            // A name another declaration already has is not proposed (the rename could not be made).
            if project.types[expected] != nil || project.protocols[expected] != nil {
                findings.append(Finding(line: d.line, column: d.column, message:
                    "`\(d.name)` implements the contract `\(contract)`: under \(convention) it would be named `\(expected)`, which another declaration of the project already has: rename one of them"))
                continue
            }
            findings.append(Finding(line: d.line, column: d.column, message:
                "`\(d.name)` implements the contract `\(contract)`: under \(convention) name it `\(expected)`",
                fixHint: expected))
        }
        return findings
    }

    /// The implementations of the project's contracts of `kind` named after a technology
    /// (`NamePattern.isTechnologyNamed`), sorted.
    static func technologyNamedImplementations(of kind: ContractKind?, in project: ProjectIndex) -> [String] {
        let v = project.vocabulary
        var names = Set<String>()
        for (contract, types) in project.implementers where project.contracts[contract] == kind {
            let bases = v.implementationBases(forContract: contract)
            for t in types where !LayerLocationRule.isTestDoubleName(t) && bases.contains(where: { NamePattern.isTechnologyNamed(t, base: $0) }) {
                names.insert(t)
            }
        }
        return names.sorted()
    }

    /// How a message names the implementation convention: the shorthand when it is one.
    static func implementationConvention(_ c: Conventions, kind: ContractKind?) -> String {
        if c.contractPatterns == [NamePattern("{Name}")!] && c.implementationPatterns == [NamePattern("{Name}Impl")!] && c.implementationPatternsByKind.isEmpty { return "`naming.contracts: impl`" }
        if let kind, let p = c.implementationPatternsByKind[kind] {
            let key = kind == .useCase ? "usecase" : kind == .repository ? "repository" : "data_source"
            return "`naming.implementation.\(key): \(p.map(\.description).joined(separator: ", "))`"
        }
        return "`naming.implementation: \(c.implementationPatterns.map(\.description).joined(separator: ", "))`"
    }

    /// The name under the preferred contract pattern, after dropping a suffix or `I` prefix that
    /// another convention adds (`MoviesRepositoryProtocol` → `MoviesRepositoryContract`).
    func suggestedName(_ name: String, _ c: Conventions, kind: ContractKind? = nil) -> String {
        let preferred = c.contractPatterns(for: kind)[0]
        var base = Substring(name)
        for old in ["Protocol", "Interface", "Type", "Contracts", "Contract"] where old != preferred.suffix && base.hasSuffix(old) && base.count > old.count {
            base = base.dropLast(old.count)
            break
        }
        let u = Array(base.utf8)
        if preferred.prefix != "I", u.count > 2, u[0] == UInt8(ascii: "I"), u[1] >= 0x41, u[1] <= 0x5A, u[2] >= 0x61, u[2] <= 0x7A {
            base = base.dropFirst()
        }
        return preferred.apply(String(base))
    }
}

extension ContractSuffixRule: FixableRule {
    /// Unsafe: renames the declaration project-wide — every identifier token with its name in
    /// every file of the project (never in strings or comments) — and the file named after it.
    /// No fix when the new name is already declared.
    public func fix(_ finding: Finding, in file: SourceFile, context: FixContext) -> Fix? {
        guard let newName = finding.fixHint, let t = file.token(atLine: finding.line, column: finding.column),
              file.tokens[t].kind == .identifier else { return nil }
        // `Foo` and `` `Foo` `` are one identifier: both spellings are renamed, each keeping its own
        // (an escaped token stays escaped).
        let old = Declaration.bare(file.text(t))
        let escapedOld = "`" + old + "`", escapedNew = "`" + newName + "`"
        let project = context.project
        guard !old.isEmpty, old != newName else { return nil }
        func declared(_ name: String) -> Int { (project.types[name]?.count ?? 0) + (project.protocols[name]?.count ?? 0) }
        guard declared(newName) + declared(escapedNew) == 0 else { return nil }
        // The old name must name this one declaration: a rename by identifier cannot tell two apart.
        // (Found by the fuzzer: an implementation named like its contract, under `impl`, was renamed
        // together with the contract, so the finding came back with the new name on every pass.)
        guard declared(old) + declared(escapedOld) == 1 else { return nil }
        var edits: [String: [TextEdit]] = [:]
        var renames: [FileRename] = []
        let paths = Set(project.files.map(\.path))
        for summary in project.files {
            guard let source = summary.path == file.path ? file : context.source(summary.path) else { return nil }
            for k in source.tokens.indices where source.tokens[k].kind == .identifier {
                let replacement: String
                if source.is(k, old) { replacement = newName } else if source.is(k, escapedOld) { replacement = escapedNew } else { continue }
                edits[summary.path, default: []].append(TextEdit(range: source.start(k)..<source.end(k), replacement))
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
