/// `usecase-naming`: a UseCase `XUseCase` has the contract `XUseCaseContract`
/// (under `naming.contracts: impl`: contract `XUseCase`, implementation
/// `XUseCaseImpl`); both live in `Sources/Domain/UseCases/XUseCase.swift`; a
/// list UseCase ends in `sUseCase` or `sPageUseCase`; the `Detail` suffix of
/// single-item Get/Refresh UseCases follows `naming.detail`.
public struct UseCaseNamingRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "usecase-naming",
        title: "UseCases are named and filed as the seeds lay them out",
        summary: "A UseCase `XUseCase` has the contract `XUseCaseContract` (`XUseCase` + `XUseCaseImpl` under `naming.contracts: impl`), both in Sources/Domain/UseCases/XUseCase.swift; list UseCases end in `sUseCase` or `sPageUseCase`; `Detail` follows `naming.detail`.",
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "002_001592fada42b02e.txt", "003_71c1b659d499d3d2.txt"])

    /// The contract's `execute` return type (list and Detail checks).
    public var needs: RuleNeeds { RuleNeeds(memberDetail: .roles(.domainUseCases)) }

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard project.contractKindsPresent.contains(.useCase) else { return [] }
        guard file.context.inSources else { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices where decls[i].parent == nil {
            let d = decls[i]
            if d.kind == .protocol {
                guard project.vocabulary.contractKind(of: i, in: file.syntax, file.context) == .useCase else { continue }
                checkContract(d, file.syntax.members(of: i).map { decls[$0] }, file.context, project, &findings)
            } else if d.kind.isType, project.isUseCaseImplementation(d.name) {
                checkImplementation(d, file.context, project, &findings)
            }
        }
        return findings
    }

    func checkContract(_ d: Declaration, _ members: [Declaration], _ ctx: FileContext, _ project: ProjectIndex, _ findings: inout [Finding]) {
        let v = project.vocabulary
        let base: String
        switch UseCaseNames.status(ofContract: d.name, v) {
        case .notChecked:
            return
        case .misnamed(let suggestion):
            // Never a name the project already declares (`DiscoverMoviesUseCase`, the implementation
            // of `DiscoverMoviesUseCaseProtocol`): two declarations cannot take it.
            if project.types[suggestion] != nil || project.protocols[suggestion] != nil { return }
            findings.append(Finding(line: d.line, column: d.column, message:
                "`\(d.name)` is a UseCase contract: rename it `\(suggestion)` (a UseCase is named `…UseCase`)"))
            return
        case .named(let b):
            base = b
        }
        if let where_ = UseCaseNames.misplaced(ctx, useCase: base) {
            // Its implementation (named as the conventions say, in the same module), if the run has one.
            let implementation = project.vocabulary.implementationName(forContract: d.name, kind: .useCase)
            let implFile = (project.types[implementation] ?? [])
                .map { project.files[$0.file].context }
                .first { $0.module == ctx.module }
            // A project without a UseCases folder (its Domain layer organised by feature) has nowhere to move it to.
            guard let destination = UseCaseNames.destination(useCase: base, contract: ctx, implementation: implFile, project) else { return }
            if let impl = implFile, impl.path == ctx.path {
                // They share the file already: only the file moves (or is renamed).
                findings.append(Finding(line: d.line, column: d.column, message:
                    "UseCase contract `\(d.name)` and its implementation `\(implementation)` are declared in \(where_): move their file to \(destination)"))
            } else if implFile != nil {
                findings.append(Finding(line: d.line, column: d.column, message:
                    "UseCase contract `\(d.name)` is declared in \(where_): declare it with its implementation `\(implementation)` in \(destination)"))
            } else {
                findings.append(Finding(line: d.line, column: d.column, message:
                    "UseCase contract `\(d.name)` is declared in \(where_): declare it in \(destination)"))
            }
        }
        // The list and Detail checks read `execute`'s return type, gathered in Domain/UseCases only.
        guard ctx.role == .domainUseCases else { return }
        let returnType = members.first { $0.kind == .func && $0.name == project.conventions.useCaseMethod }?.returnType
        let verb = UseCaseNames.verb(of: base)
        let list = returnType.map(UseCaseNames.isListType) ?? false
        if list, UseCaseNames.listVerbs.contains(verb), !UseCaseNames.isPluralListName(base) {
            let fix = UseCaseNames.pluralSuggestion(base: base, verb: verb).map {
                ", e.g. `\(v.contractName(forBase: $0))`"
            } ?? ""
            findings.append(Finding(line: d.line, column: d.column, message:
                "`\(d.name)`'s `\(project.conventions.useCaseMethod)` returns a list (`\(returnType!)`): name a list UseCase in the plural, ending in `sUseCase` or `sPageUseCase`\(fix)"))
        }
        switch project.conventions.detail {
        case .any:
            break
        case .forbidden:
            guard let stem = UseCaseNames.stripDetail(base) else { break }
            // `GetOrderDetailsUseCase` returning the model `OrderDetails` names the model, not a suffix.
            if let r = returnType, let model = Architecture.namedType(r), model.hasSuffix("Detail") || model.hasSuffix("Details") { break }
            findings.append(Finding(line: d.line, column: d.column, message:
                "`\(d.name)` carries the `Detail` suffix: under `naming.detail: forbidden` rename it `\(v.contractName(forBase: stem))`"))
        case .required:
            guard verb == "Get" || verb == "Refresh", let r = returnType, !list,
                  let model = Architecture.namedType(r), project.typeLayers[model]?.contains(.domain) ?? false,
                  UseCaseNames.stripDetail(base) == nil, !UseCaseNames.isComposite(base) else { break }
            let detailed = String(base.dropLast(UseCaseNames.useCase.count)) + "DetailUseCase"
            findings.append(Finding(line: d.line, column: d.column, message:
                "`\(d.name)` gets a single `\(model)`: under `naming.detail: required` rename it `\(v.contractName(forBase: detailed))`"))
        }
    }

    func checkImplementation(_ d: Declaration, _ ctx: FileContext, _ project: ProjectIndex, _ findings: inout [Finding]) {
        let v = project.vocabulary
        // The UseCase contracts it implements whose own name is right (a misnamed
        // contract is reported at the contract).
        var expected: [(contract: String, implementation: String, useCase: String)] = []
        for c in project.implementations[d.name] ?? [] where project.contractKind(of: c) == .useCase {
            if case .named(let base) = UseCaseNames.status(ofContract: c, v) {
                expected.append((c, v.implementationName(forContract: c, kind: .useCase), base))
            }
        }
        guard let first = expected.first else { return }
        guard let match = expected.first(where: { $0.implementation == d.name || v.acceptsImplementationName(d.name, forContract: $0.contract, kind: .useCase) }) else {
            // Under `impl`, `contract-suffix` checks the `…Impl` name. Outside the Domain
            // layer a conforming type is a preview, fake or adapter, not the UseCase.
            // A configured `naming.implementation` is `contract-suffix`'s to check.
            guard project.conventions.contracts == .suffix, !project.conventions.implementationNamingChecked(for: .useCase), ctx.layer == .domain else { return }
            findings.append(Finding(line: d.line, column: d.column, message:
                "`\(d.name)` implements the UseCase contract `\(first.contract)`: name it `\(first.implementation)`"))
            return
        }
        // A contract in another module (a Tuist `Interface` target, a package of contracts) cannot
        // share the implementation's file.
        let contractModules = Set((project.protocols[match.contract] ?? []).map { project.files[$0.file].context.module })
        if contractModules.contains(where: { $0 != ctx.module }) { return }
        if let where_ = UseCaseNames.misplaced(ctx, useCase: match.useCase) {
            // Into the contract's own file or folder (`Record/Protocol/RecordUseCase.swift`), never
            // the first UseCases folder of the run.
            let contractFile = (project.protocols[match.contract] ?? []).map { project.files[$0.file].context }.first
            // (A contract outside the run: as if it shared the implementation's place.)
            guard let destination = UseCaseNames.destination(useCase: match.useCase, contract: contractFile ?? ctx, implementation: ctx, project) else { return }
            if contractFile?.path == ctx.path {
                findings.append(Finding(line: d.line, column: d.column, message:
                    "UseCase `\(d.name)` and its contract `\(match.contract)` are declared in \(where_): move their file to \(destination)"))
            } else {
                findings.append(Finding(line: d.line, column: d.column, message:
                    "UseCase `\(d.name)` is declared in \(where_): declare it with its contract `\(match.contract)` in \(destination)"))
            }
        }
    }
}

/// How the seeds spell UseCases; shared by the UseCase rules.
enum UseCaseNames {
    static let useCase = "UseCase"

    /// The UseCase contracts of a Sources/ file, for the rules that look for their mock or tests:
    /// none unless some of the feature's test files are in the run, since without them a missing
    /// mock or test cannot be told from an unlisted one.
    static func contractsWithTestsInRun(_ file: FileSummary, _ project: ProjectIndex) -> [Declaration] {
        guard project.contractKindsPresent.contains(.useCase) else { return [] }
        guard file.context.inSources, let feature = file.context.feature, project.featuresWithTests.contains(feature) else { return [] }
        let decls = file.syntax.declarations
        return decls.indices
            .filter { decls[$0].kind == .protocol && project.vocabulary.contractKind(of: $0, in: file.syntax, file.context) == .useCase }
            .map { decls[$0] }
    }

    /// A placeholder contract: it declares nothing and refines nothing beyond `Sendable`, `AnyObject`
    /// or `Actor` (`protocol FavouritesInteractorProtocol: AnyObject {}`, a scene's empty UseCase),
    /// no extension of it adds a non-private member, and no implementation of it (nor an extension
    /// of one) adds a non-private method or subscript. It has no operation to name `execute` or to test.
    static func isEmptyContract(_ name: String, _ project: ProjectIndex) -> Bool {
        guard let refs = project.protocols[name], !refs.isEmpty else { return false }
        for r in refs {
            let f = project.file(r)
            let d = f.syntax.declarations[r.index]
            if !f.syntax.members(of: r.index).isEmpty { return false }
            let refinesOther = d.inherited.contains { entry in
                entry.split(separator: "&").contains { !["Sendable", "AnyObject", "Actor"].contains(ProjectIndex.inheritedName($0)) }
            }
            if refinesOther { return false }
        }
        func addsOperation(_ ref: DeclRef, members kinds: Set<DeclKind>) -> Bool {
            let f = project.file(ref)
            let decls = f.syntax.declarations
            return f.syntax.members(of: ref.index).contains { m in
                kinds.contains(decls[m].kind) && !Architecture.isPrivate(decls[m], in: decls)
            }
        }
        for e in project.extensions[name] ?? [] where addsOperation(e, members: [.func, .subscript, .var]) { return false }
        for type in project.implementers[name] ?? [] {
            for ref in (project.types[type] ?? []) + (project.extensions[type] ?? []) where addsOperation(ref, members: [.func, .subscript]) {
                return false
            }
        }
        return true
    }

    /// A trait (mixin) protocol: it requires no method (only properties, such as the gateway it
    /// reads, or nothing), an extension of it supplies its operations as methods, and every type
    /// adopting it also implements another UseCase contract (`protocol GettingUsers { var
    /// userGateway: UserGatewayType { get } }` + `extension GettingUsers { func getUsers() … }`,
    /// adopted by a scene's `UserListUseCase`). A double conforming to it could not replace those
    /// methods (a protocol extension's methods are dispatched statically): the adopters' mocks are
    /// what tests inject.
    static func isTrait(_ name: String, _ project: ProjectIndex) -> Bool {
        guard let refs = project.protocols[name], !refs.isEmpty else { return false }
        for r in refs {
            let f = project.file(r)
            let decls = f.syntax.declarations
            for m in f.syntax.members(of: r.index) where decls[m].kind == .func || decls[m].kind == .subscript || decls[m].kind == .`init` {
                return false
            }
        }
        let supplied = (project.extensions[name] ?? []).contains { e in
            let f = project.file(e)
            let decls = f.syntax.declarations
            return f.syntax.members(of: e.index).contains { decls[$0].kind == .func && !Architecture.isPrivate(decls[$0], in: decls) }
        }
        guard supplied else { return false }
        for type in project.implementers[name] ?? [] {
            let others = (project.implementations[type] ?? []).filter { $0 != name && project.contractKind(of: $0) == .useCase }
            if others.isEmpty { return false }
        }
        return true
    }

    enum ContractStatus: Equatable {
        /// The UseCase's name (`GetCharacterUseCase`): the contract without its suffix.
        case named(String)
        /// The contract is not named `…UseCase` + the contract suffix; the suggested name.
        case misnamed(String)
        /// Not this rule's business: the contract suffix is missing (`contract-suffix`).
        case notChecked
    }

    static func status(ofContract name: String, _ v: Vocabulary) -> ContractStatus {
        var base = Substring(v.baseName(ofContract: name))
        var strayed = false
        switch v.conventions.contracts {
        case .suffix:
            // No contract pattern spells it: `contract-suffix`'s finding.
            guard base.utf8.count < name.utf8.count else { return .notChecked }
        case .impl:
            // `{Name}` is accepted: a suffix that no pattern gives is a stray one.
            if base.utf8.count == name.utf8.count {
                for s in [v.conventions.contractSuffix, "Protocol", "Contract", "Interface"] where base.hasSuffix(s) && base.count > s.count {
                    base = base.dropLast(s.count)
                    strayed = true
                    break
                }
            }
        }
        if base.hasSuffix(useCase) && base.count > useCase.count {
            // Under `impl`, `FetchUsersUseCaseProtocol` drops its suffix: the contract is the bare `FetchUsersUseCase`.
            return strayed ? .misnamed(String(base)) : .named(String(base))
        }
        // `CountriesInteractor`: a UseCase named the VIP/VIPER way, whose naming is not the seeds'.
        if base.hasSuffix("Interactor") && base.utf8.count > 10 { return .notChecked }
        // `GetCharacterUsecase`, `GetCharacterUseCases`: fix the spelling; otherwise add `UseCase`.
        var stem = base
        for s in ["UseCases", "Usecases", "Usecase"] where stem.hasSuffix(s) {
            stem = stem.dropLast(s.count)
            break
        }
        return .misnamed(v.contractName(forBase: String(stem) + useCase))
    }

    /// The names of the UseCase a contract stands for, preferred last: its base name
    /// (`GetCharacterUseCaseContract` → `GetCharacterUseCase`; `FetchUsersUseCase` under `impl`)
    /// and, when the contract keeps a suffix its convention does not use (`SearchUsersUseCaseProtocol`
    /// under `impl`: `usecase-naming`'s finding; `GetCharacterUseCaseProtocol` under `suffix`:
    /// `contract-suffix`'s), the name without it, which its mock and tests may already carry.
    static func names(ofContract name: String, _ v: Vocabulary) -> [String] {
        let base = v.baseName(ofContract: name)
        for s in [v.conventions.contractSuffix, "Protocol", "Contract", "Interface"] where base.hasSuffix(s) {
            let stem = String(base.dropLast(s.count))
            if stem.hasSuffix(useCase) && stem.count > useCase.count { return [base, stem] }
        }
        return [base]
    }

    /// Where a declaration of the UseCase `useCase` sits when that is not
    /// Sources/Domain/UseCases/<useCase>.swift (nil when it does).
    static func misplaced(_ ctx: FileContext, useCase: String) -> String? {
        if ctx.role != .domainUseCases {
            guard ctx.source == .featureModules || ctx.source == .none else { return ctx.path }
            let folder = ctx.folderInLayer
            return "Sources/" + (folder.isEmpty ? "" : folder + "/") + ctx.fileName + ".swift"
        }
        return ctx.fileName == useCase ? nil : ctx.fileName + ".swift"
    }

    /// Where the UseCase `useCase` belongs, as a file path: beside its contract when the contract is in
    /// the Domain layer's UseCases (`Record/Protocol/RecordUseCase.swift`), else beside its
    /// implementation when that one is, else in the feature's UseCases folder itself (`Domain/UseCases/`,
    /// not the sub-folder of its first file, which is another area's); nil when the project has no
    /// UseCases folder at all (nowhere to move to).
    static func destination(useCase: String, contract: FileContext, implementation: FileContext?, _ project: ProjectIndex) -> String? {
        for c in [contract, implementation].compactMap({ $0 }) where c.role == .domainUseCases {
            let dir = Paths.directory(of: c.path)
            return (dir.isEmpty ? "" : dir + "/") + useCase + ".swift"
        }
        guard project.canMove(to: .domainUseCases, feature: contract.feature) else { return nil }
        return project.roleFolder(for: .domainUseCases, near: contract) + useCase + ".swift"
    }

    /// The leading word of a UseCase name: `Get`, `Refresh`, `Search`…
    static func verb(of name: String) -> String {
        var out = ""
        for (k, ch) in name.enumerated() {
            if k > 0 && ch.isUppercase { break }
            out.append(ch)
        }
        return out
    }

    /// Verbs of the seeds' list operations (Get/Refresh/Search lists, `FetchUsers`, `FilterOrders`).
    static let listVerbs: Set<String> = ["Get", "Refresh", "Search", "Fetch", "Load", "Filter", "Find", "List"]

    /// A return type that is a list: an array (`[Character]`, `Array<Character>`,
    /// optional or not), or a page (a type whose name ends in `Page`: `CharactersPage`, `Page<Character>`).
    static func isListType(_ type: String) -> Bool {
        var s = Substring(type.trimmingSpaces())
        while s.hasSuffix("?") || s.hasSuffix("!") { s = s.dropLast() }
        if s.hasPrefix("["), s.hasSuffix("]") {
            // `[K: V]` is a dictionary.
            var depth = 0
            for ch in s.dropFirst().dropLast() {
                if ch == "[" || ch == "(" || ch == "<" { depth += 1 }
                if ch == "]" || ch == ")" || ch == ">" { depth -= 1 }
                if ch == ":" && depth == 0 { return false }
            }
            return true
        }
        if s.hasPrefix("Array<") || s.hasPrefix("Swift.Array<") { return true }
        if s.contains("(") || s.contains("->") || s.contains("&") || s.contains(" ") { return false }
        return ProjectIndex.lastComponent(String(s)).hasSuffix("Page")
    }

    /// Irregular plurals that end a list UseCase's name without an `s`.
    static let irregularPlurals = ["People", "Children", "Men", "Data", "Media", "Criteria", "Feet", "Teeth", "Mice", "Geese"]

    /// `GetCharactersUseCase`, `GetCharactersPageUseCase` (and irregular plurals: `GetPeopleUseCase`).
    static func isPluralListName(_ base: String) -> Bool {
        if base.hasSuffix("s" + useCase) || base.hasSuffix("sPage" + useCase) { return true }
        var stem = Substring(base.dropLast(useCase.count))
        if stem.hasSuffix("Page") { stem = stem.dropLast(4) }
        return irregularPlurals.contains { stem.hasSuffix($0) }
    }

    /// The plural of a list UseCase's name: `GetCharacterListUseCase` → `GetCharactersUseCase`,
    /// `SearchCharacterPageUseCase` → `SearchCharactersPageUseCase`; nil when nothing is left to pluralise.
    static func pluralSuggestion(base: String, verb: String) -> String? {
        var stem = Substring(base.dropLast(useCase.count)).dropFirst(verb.count)
        var page = false
        if stem.hasSuffix("Page") {
            stem = stem.dropLast(4)
            page = true
        } else if stem.hasSuffix("List") {
            stem = stem.dropLast(4)
        }
        guard !stem.isEmpty else { return nil }
        return verb + plural(String(stem)) + (page ? "Page" : "") + useCase
    }

    static func plural(_ word: String) -> String {
        for s in ["s", "x", "z", "ch", "sh"] where word.hasSuffix(s) { return word + "es" }
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) { return String(word.dropLast()) + "ies" }
        return word + "s"
    }

    /// `GetCharacterWithEpisodesUseCase`: the seeds' multiple-repository pattern
    /// (`Get{Name}With{Related}sUseCase`), named without `Detail` even in seed 000.
    static func isComposite(_ base: String) -> Bool {
        let chars = Array(base)
        guard chars.count > 5 else { return false }
        for k in 1..<(chars.count - 4) where chars[k] == "W" && chars[k + 1] == "i" && chars[k + 2] == "t" && chars[k + 3] == "h" && chars[k + 4].isUppercase {
            return true
        }
        return false
    }

    /// `GetCharacterDetailUseCase` → `GetCharacterUseCase` (also `…DetailsUseCase`); nil without the suffix.
    static func stripDetail(_ base: String) -> String? {
        for d in ["Detail", "Details"] where base.hasSuffix(d + useCase) && base.count > d.count + useCase.count {
            return String(base.dropLast(d.count + useCase.count)) + useCase
        }
        return nil
    }
}
