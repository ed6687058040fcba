/// What a declaration is in the architecture, as the built-in rules recognise it: one place for
/// each recognition, called by the rules and by the team rules' `is:` selector alike, so that a
/// team rule written with `is: usecase_contract` selects exactly what `usecase-async` checks, under
/// whatever layout and naming conventions the configuration chooses.
public enum ArchitectureRole: String, Sendable, CaseIterable {
    /// A UseCase, Repository or DataSource contract (`Vocabulary.contractKind`: by folder or by name).
    case contract
    case usecaseContract = "usecase_contract"
    case repositoryContract = "repository_contract"
    case dataSourceContract = "data_source_contract"
    /// A type of `Sources/` conforming to a contract (`ProjectIndex.implementations`; not a stand-in).
    case implementation
    case usecase
    case repository
    case dataSource = "data_source"
    /// A type named `…DTO` or declared at the top level of `Data/DTOs/`.
    case dto
    /// A class, struct or actor under `Tests/` named as a mock (`naming.mock`, `…Mock`, `Mock…`).
    case mock
    /// A mock that is a test double: it mocks a contract or conforms to more than the standard
    /// protocols (`enum MockData` is test data).
    case testDouble = "test_double"
    /// A type, extension or contract named `…ViewModel` at the top level of a Presentation file.
    case viewmodel
    /// A type declared in `Domain/Models/` (an extension of one, anywhere).
    case domainModel = "domain_model"
    /// An enum or struct named `…Error` conforming to `Error`.
    case domainError = "domain_error"
    /// A type of the Data layer named `…Mapper`.
    case mapper
    /// A stand-in for previews and tests by its name (`PreviewProfileRepository`, `…Stub`, `FakeClock`):
    /// one of its camel-case words is Mock, Stub, Fake, Dummy, Spy or Preview.
    case standIn = "stand_in"

    public static let names = allCases.map(\.rawValue)
}

/// Name spellings the rules share.
public enum ArchitectureNames {
    /// Capitalised and ending in `DTO`: `CharacterDTO`.
    public static func isDTOName(_ name: String) -> Bool {
        guard let f = name.utf8.first, f >= UInt8(ascii: "A") && f <= UInt8(ascii: "Z") else { return false }
        return name.hasSuffix("DTO")
    }

    /// A type named `…Mapper` (not just `Mapper`).
    public static func isMapperName(_ name: String) -> Bool {
        name.hasSuffix("Mapper") && name.utf8.count > 6
    }

    /// Protocols (and `NSObject`) any type may adopt: none of them makes a type a test double.
    public static let standardConformances: Set<String> = [
        "Sendable", "AnyObject", "Equatable", "Hashable", "Identifiable", "Comparable", "Codable", "Decodable",
        "Encodable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError",
        "NSObject", "Actor", "CaseIterable", "RawRepresentable",
    ]
}

extension Vocabulary {
    /// The names of what a contract stands for, preferred last: its base name
    /// (`GetCharacterUseCaseContract` → `GetCharacterUseCase`; `FetchUsersUseCase` under `impl`)
    /// and, when the contract keeps a suffix its convention does not use (`SearchUsersUseCaseProtocol`
    /// under `impl`, `GetCharacterUseCaseProtocol` under `suffix`), the name without it, which its
    /// mock and tests may already carry.
    public func baseNames(ofContract name: String) -> [String] {
        let base = baseName(ofContract: name)
        for s in [conventions.contractSuffix, "Protocol", "Contract", "Interface"] where base.hasSuffix(s) {
            let stem = String(base.dropLast(s.count))
            if ContractKind.allCases.contains(where: { stem.hasSuffix($0.rawValue) && stem.count > $0.rawValue.count }) { return [base, stem] }
        }
        return [base]
    }

    /// `CharacterListViewModel`, its contract `CharacterListViewModelContract` and `…ViewModelImpl`.
    public func isViewModelName(_ name: String) -> Bool {
        var base = baseName(ofContract: name)
        if base.hasSuffix("Impl") { base = String(base.dropLast(4)) }
        return base.hasSuffix("ViewModel") && base != "ViewModel"
    }
}

extension ProjectIndex {
    /// The folder a declaration of the file at `ctx` that belongs in `role` moves to
    /// (`folder(for:near:)`), nil when there is nowhere else to go: the layout's folder for the
    /// role is the file's own (an app organised by role keeps contracts and implementations together
    /// in `Repositories/`) or lies in another layer, or the layer has no such folder to move to, or it
    /// is another module's. layer-location and team rules' `role:`
    /// requirements read it.
    public func destination(for role: FileRole, near ctx: FileContext) -> String? {
        let destination = folder(for: role, near: ctx)
        guard destination != Paths.directory(of: ctx.path) + "/" else { return nil }
        let probe = FileContext(path: destination + ctx.fileName + ".swift", layout: configuration.layout)
        guard probe.layer == LayoutGlobs.layer(of: role) else { return nil }
        // A folder the project has (the feature's own folder of that role, the role's folder as
        // the project spells it in another feature) or one missing among the layer's role
        // folders. A layer organised by feature (`Domain/GitRepo/`) has nowhere to move to.
        // Within its layer only: a declaration in the wrong layer (a repository contract in
        // `Data/`) moves to the other layer whatever that layer's folders.
        if ctx.layer == LayoutGlobs.layer(of: role) {
            guard canMove(to: role, feature: ctx.feature) else { return nil }
            // A project without a folder of the role keeps such declarations in a folder of no role
            // (DTOs in `Data/Model/`, errors beside their protocols in `Domain/Protocols/`): that
            // folder is as good as a new one. (In another role's folder, `Domain/UseCases/`, it is not.)
            if !hasFolder(of: role, feature: ctx.feature),
               ctx.role == .domainOther || ctx.role == .dataOther || ctx.role == .presentation { return nil }
        }
        // Never into another module (a Tuist target's `Interface/`, a sibling package, a folder in
        // no target) unless it is an existing folder of a module the file's module depends on
        // (models into the `Entity` target it imports): the declaration would leave the module
        // its users import.
        if let module = ctx.module, probe.module != module {
            guard let other = probe.module, moduleImporters[other]?.contains(module) == true,
                  recordedFolder(for: role, feature: ctx.feature) == destination else { return nil }
        }
        return destination
    }

    /// Whether the file's module is used across a module boundary: another module of the run imports
    /// it (or depends on it in a manifest), or its folder is imported by its name (a module no
    /// manifest of the run declares, helper-built). contract-not-public and team rules' `exported:` read it.
    public func isExported(_ ctx: FileContext) -> Bool {
        if let m = ctx.module, !(moduleImporters[m]?.isEmpty ?? true) { return true }
        return folderIsImported(ctx)
    }

    /// A DTO's name: `…DTO`, or a top-level type of `Data/DTOs/`.
    public func isDTO(_ name: String) -> Bool {
        ArchitectureNames.isDTOName(name) || dtoTypeNames.contains(name)
    }

    /// The contract a mock's name points at: `GetCharacterUseCaseMock` → `GetCharacterUseCaseContract`
    /// (a project protocol, or a name the conventions spell as a contract); nil for `MockData`.
    public func mockedContract(_ mocked: String) -> String? {
        let spelled = vocabulary.contractName(forBase: mocked)
        if protocols[spelled] != nil { return spelled }
        if protocols[mocked] != nil { return mocked }
        if vocabulary.contractKind(ofName: spelled) != nil { return spelled }
        return nil
    }

    /// A type named as a mock is a test double, not test data (`enum MockData`, `struct MockResponse:
    /// Decodable`): the name it mocks spells a contract, or it conforms to more than the standard protocols.
    public func isTestDouble(_ name: String) -> Bool {
        if mockedContract(vocabulary.mockedName(name) ?? name) != nil { return true }
        return (conformances[name] ?? []).contains { !ArchitectureNames.standardConformances.contains($0) }
    }

    /// A class, struct, enum or actor declared in a `Domain/Models/` file under `Sources/`.
    public func isDomainModelType(_ name: String) -> Bool {
        guard let refs = types[name] else { return false }
        return refs.contains { r in
            let ctx = files[r.file].context
            return ctx.inSources && ctx.role == .domainModels
        }
    }

    /// The contract whose implementation `type` is named after (`naming.implementation`), when its
    /// name does not follow the convention; nil when the name is free: it implements no contract of
    /// a kind whose implementations' names are checked, one of its contracts accepts the name, or
    /// that contract has other implementations too (named after what sets each apart: at most one
    /// could take the pattern's name, and which is not for a linter to say). contract-suffix and
    /// the team rules' `{implementation}` read it.
    public func contractNamingImplementation(_ type: String) -> String? {
        guard let implemented = implementations[type] else { return nil }
        let own = implemented.filter { contracts[$0] != nil }
        guard let contract = own.first(where: { conventions.implementationNamingChecked(for: contracts[$0]) }) else { return nil }
        let v = vocabulary
        if own.contains(where: { v.acceptsImplementationName(type, forContract: $0, kind: contracts[$0]) }) { return nil }
        if (implementers[contract] ?? []).contains(where: { $0 != type }) { return nil }
        return contract
    }

    /// The UseCase contract a type implements (nil when it is not a UseCase implementation): a
    /// project type, or a name the run does not declare spelled `…UseCaseImpl`. Stand-ins for
    /// previews and tests (`PreviewGetCharacterUseCase`, `…Stub`) are not implementations.
    public func useCaseContract(implementedBy name: String) -> String? {
        if let implemented = implementations[name] {
            if Vocabulary.isStandInName(name) { return nil }
            return implemented.first { contractKind(of: $0) == .useCase }
        }
        guard types[name] == nil, protocols[name] == nil, name.hasSuffix("UseCaseImpl"), name != "UseCaseImpl" else { return nil }
        return vocabulary.contractName(forBase: String(name.dropLast(4)))
    }

    /// What a name used in code is among the Data layer's roles, as `viewmodel-uses-usecases` judges
    /// it: a contract or implementation of a repository or data source ("repository contract",
    /// "data source implementation"…), or nil. A name the project declares is judged by what it is;
    /// another module's name by its spelling ("repository type").
    public func dataRole(ofName name: String) -> (role: ArchitectureRole, label: String)? {
        func label(_ k: ContractKind, contract: Bool, _ word: String) -> (ArchitectureRole, String)? {
            switch k {
            case .repository: return (contract ? .repositoryContract : .repository, "repository \(word)")
            case .dataSource: return (contract ? .dataSourceContract : .dataSource, "data source \(word)")
            case .useCase: return nil
            }
        }
        if let k = contracts[name] { return label(k, contract: true, "contract") }
        let kinds = architectureKinds(of: name)
        if kinds.contains(.repository) { return label(.repository, contract: false, "implementation") }
        if kinds.contains(.dataSource) { return label(.dataSource, contract: false, "implementation") }
        if types[name] != nil || protocols[name] != nil { return nil }
        // Not declared in the run: another module, or a partial run.
        if name == "Repository" || name == "DataSource" || ProjectIndex.hasFrameworkPrefix(name) { return nil }
        if name.hasSuffix("RepositoryImpl") { return (.repository, "repository implementation") }
        if name.hasSuffix("DataSourceImpl") { return (.dataSource, "data source implementation") }
        if let k = vocabulary.contractKind(ofName: name) { return label(k, contract: true, "type") }
        return nil
    }

    /// Whether declaration `i` of `file` has `role`, as the built-in rules recognise it. An
    /// extension has the role of the type it extends (where that role is about the type).
    public func declaration(_ i: Int, of file: FileSummary, is role: ArchitectureRole) -> Bool {
        // Three fields read in place (a `Declaration` copied retains all of its fields).
        let d = (kind: file.syntax.declarations[i].kind, name: file.syntax.declarations[i].name, parent: file.syntax.declarations[i].parent)
        let ctx = file.context
        let name = d.kind == .extension ? ProjectIndex.lastComponent(d.name) : d.name
        func contractKind() -> ContractKind? {
            if d.kind == .protocol { return vocabulary.contractKind(of: i, in: file.syntax, ctx) }
            if d.kind == .extension, ctx.inSources { return contracts[name] }
            return nil
        }
        let isConcrete = d.kind.hasMembers && d.kind != .protocol
        switch role {
        case .contract: return contractKind() != nil
        case .usecaseContract: return contractKind() == .useCase
        case .repositoryContract: return contractKind() == .repository
        case .dataSourceContract: return contractKind() == .dataSource
        case .implementation: return isConcrete && !architectureKinds(of: name).isEmpty
        case .usecase: return isConcrete && isUseCaseImplementation(name)
        case .repository: return isConcrete && architectureKinds(of: name).contains(.repository)
        case .dataSource: return isConcrete && architectureKinds(of: name).contains(.dataSource)
        case .dto:
            // An extension of a DTO or of a type nested in one (`extension PlanetsResponse.Info`).
            if d.kind == .extension { return ProjectIndex.writtenPath(d.name).contains(where: isDTO) }
            return d.kind.hasMembers && d.kind != .protocol && isDTO(name)
        case .mock:
            return ctx.isTest && (d.kind == .class || d.kind == .struct || d.kind == .actor) && vocabulary.isMockName(d.name)
        case .testDouble:
            return ctx.isTest && (d.kind == .class || d.kind == .struct || d.kind == .actor) && vocabulary.isMockName(d.name) && isTestDouble(d.name)
        case .viewmodel:
            return ctx.inSources && ctx.layer == .presentation && d.parent == nil && d.kind.hasMembers && vocabulary.isViewModelName(name)
        case .domainModel:
            if d.kind == .extension { return isDomainModelType(name) }
            return d.kind.isType && d.kind != .protocol && ctx.inSources && ctx.role == .domainModels
        case .domainError:
            guard d.kind == .enum || d.kind == .struct, d.name.hasSuffix("Error"), d.name != "Error" else { return false }
            return conformanceSet(of: i, in: file.syntax).provides("Error")
        case .mapper:
            return isConcrete && ctx.layer == .data && ArchitectureNames.isMapperName(name)
        case .standIn:
            return d.kind.hasMembers && Vocabulary.isStandInName(name)
        }
    }

    /// Whether a type named `name` (a reference in code, a dependency's target) has `role`: by what
    /// the project declares, else (another module's name) by its spelling.
    public func type(named name: String, is role: ArchitectureRole) -> Bool {
        // A plain name the project declares only nested in other types is not what the name means
        // (`resolveType`): another module's type, known by its spelling alone.
        if (types[name] != nil || protocols[name] != nil) && !declaredAtTopLevel(name) {
            switch role {
            case .dto: return ArchitectureNames.isDTOName(name)
            case .standIn: return Vocabulary.isStandInName(name)
            default: return false
            }
        }
        switch role {
        case .contract: return contractKind(of: name) != nil && (contracts[name] != nil || (types[name] == nil && protocols[name] == nil))
        case .usecaseContract: return contracts[name] == .useCase || (contracts[name] == nil && protocols[name] == nil && types[name] == nil && vocabulary.contractKind(ofName: name) == .useCase)
        case .repositoryContract, .dataSourceContract, .repository, .dataSource:
            return dataRole(ofName: name)?.role == role
        case .implementation: return !architectureKinds(of: name).isEmpty
        case .usecase: return useCaseContract(implementedBy: name) != nil
        case .dto: return isDTO(name)
        case .mock: return (mocks[name] ?? []).isEmpty == false
        case .testDouble: return (mocks[name] ?? []).isEmpty == false && isTestDouble(name)
        case .viewmodel: return vocabulary.isViewModelName(name) && (types[name] ?? []).contains { files[$0.file].context.layer == .presentation }
        case .domainModel: return isDomainModelType(name)
        case .domainError:
            return (types[name] ?? []).contains { r in
                let d = declaration(r)
                return (d.kind == .enum || d.kind == .struct) && name.hasSuffix("Error") && name != "Error" && conformanceSet(of: r).provides("Error")
            }
        case .mapper: return ArchitectureNames.isMapperName(name) && (types[name] ?? []).contains { files[$0.file].context.layer == .data }
        case .standIn: return Vocabulary.isStandInName(name)
        }
    }
}

extension Architecture {
    /// Attributes that are not property wrappers (Swift's own that a property may carry, global
    /// actors, Observation's opt-out).
    static let plainPropertyAttributes: Set<String> = ["@available", "@objc", "@nonobjc", "@MainActor", "@preconcurrency",
                                                       "@usableFromInline", "@inlinable", "@_spi", "@exclusivity",
                                                       "@backDeployed", "@ObservationIgnored", "@nonisolated"]

    /// A property that carries another attribute (`@Clamped var`, `@Published var`) is wrapped: its
    /// storage is the wrapper's, and it is a `var` by definition.
    public static func hasPropertyWrapper(_ d: Declaration) -> Bool {
        (d.kind == .var || d.kind == .let) && d.attributes.contains { !plainPropertyAttributes.contains($0) }
    }
}

extension Architecture {
    /// The generic clauses of the types a file's extensions extend (`ProjectIndex.extendedTypeClauses`),
    /// each extension's read once per check of the file.
    final class ExtendedClauses {
        private let project: ProjectIndex
        private let decls: [Declaration]
        private var byDeclaration: [[String]?] = []

        init(_ project: ProjectIndex, _ decls: [Declaration]) {
            self.project = project
            self.decls = decls
        }

        func clauses(_ j: Int) -> [String] {
            if byDeclaration.isEmpty { byDeclaration = [[String]?](repeating: nil, count: decls.count) }
            if let known = byDeclaration[j] { return known }
            let c = project.extendedTypeClauses(decls[j].name)
            byDeclaration[j] = c
            return c
        }
    }

    /// `name` is a generic parameter of declaration `owner` or of one enclosing it (`Item` in
    /// `struct PageDTO<Item: Decodable>`): no type of the project (known where the summary keeps the
    /// generic parameter clauses: the types' always, the other declarations' with `referenceOwners`
    /// or member detail). A type a parameter is constrained to (`Decodable`, `Repository` in
    /// `<R: Repository>`) is a use of that type, not a parameter. In an extension, the parameters of
    /// the type it extends are in scope too (`Delegate` in `extension NIOAsyncWriter`, declared
    /// `struct NIOAsyncWriter<Element, Delegate>`): read from `extended` when given.
    public static func isGenericParameter(_ name: String, _ owner: Int, _ decls: [Declaration]) -> Bool {
        isGenericParameter(name, owner, decls, extended: nil)
    }

    static func isGenericParameter(_ name: String, _ owner: Int, _ decls: [Declaration], extended: ExtendedClauses?) -> Bool {
        var k: Int? = owner
        while let j = k {
            if let g = decls[j].genericParameters, declaresParameter(name, in: g) { return true }
            if let extended, decls[j].kind == .extension {
                for g in extended.clauses(j) where declaresParameter(name, in: g) { return true }
            }
            k = decls[j].parent
        }
        return false
    }

    /// Whether the generic parameter clause `clause` (what is between `<` and `>`) declares a
    /// parameter named `name`: the first word of each item at its top level (`T` in `T: P & Q`,
    /// `U` in `each U`, `N` in `let N: Int`), not a word of a constraint (`P`, `Q`, `Int`) nor of
    /// anything nested in brackets (`Element` in `C: Collection<Element>`).
    static func declaresParameter(_ name: String, in clause: String) -> Bool {
        var name = name, clause = clause
        return name.withUTF8 { n -> Bool in
            guard !n.isEmpty else { return false }
            return clause.withUTF8 { b in forEachParameter(b) { $0.elementsEqual(n) } }
        }
    }

    /// Calls `visit` with each parameter's name in the clause's bytes `b` until it returns true
    /// (then true): the first word of each item at the top level, after `each` or `let`.
    @inline(__always) static func forEachParameter(_ b: UnsafeBufferPointer<UInt8>, _ visit: (Slice<UnsafeBufferPointer<UInt8>>) -> Bool) -> Bool {
        var i = 0, depth = 0
        var expectsName = true
        @inline(__always) func isWordByte(_ c: UInt8) -> Bool {
            let lower = c | 0x20
            return (c >= 48 && c <= 57) || (lower >= 97 && lower <= 122) || c == 95 || c >= 0x80
        }
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "-") && i + 1 < b.count && b[i + 1] == UInt8(ascii: ">") { i += 2; continue }  // `->` of a function type
            switch c {
            case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ","): if depth == 0 { expectsName = true }
            default:
                guard isWordByte(c) else { break }
                let start = i
                while i < b.count && isWordByte(b[i]) { i += 1 }
                guard depth == 0 && expectsName else { continue }
                let word = b[start..<i]
                // `each T` (a pack), `let N` (a value parameter): the name follows.
                if word.elementsEqual("each".utf8) || word.elementsEqual("let".utf8) { continue }
                expectsName = false
                if visit(word) { return true }
                continue
            }
            i += 1
        }
        return false
    }
}
