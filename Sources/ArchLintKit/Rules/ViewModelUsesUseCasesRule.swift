/// `viewmodel-uses-usecases`: a ViewModel (a type, extension or contract named
/// `…ViewModel` under `Sources/…/Presentation/`) calls UseCases through their
/// contracts. Nowhere inside it is a repository or data source (contract or
/// implementation), another Data-layer type, or a UseCase implementation (a
/// stored property, an init parameter, a construction) referenced, and it never
/// does networking or decoding itself (`URLSession`, `URLRequest`, `JSONDecoder`).
public struct ViewModelUsesUseCasesRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "viewmodel-uses-usecases",
        title: "ViewModels depend on UseCase contracts only",
        summary: "A `…ViewModel` never references repositories, data sources or other Data-layer types, never uses URLSession/URLRequest/JSONDecoder, and holds UseCase contracts, not implementations.",
        sources: ["000_f3ab478b5be401ec.txt", "002_001592fada42b02e.txt", "003_71c1b659d499d3d2.txt"])

    public var needs: RuleNeeds { RuleNeeds(typeReferences: .layers(.presentation)) }

    /// Foundation types that mean the ViewModel does networking or decoding itself.
    static let networkingTypes: Set<String> = ["URLSession", "URLRequest", "JSONDecoder"]

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.inSources && file.context.layer == .presentation else { return [] }
        let decls = file.syntax.declarations
        // Top-level ViewModel types, extensions and contracts of this file.
        var viewModels: [Int: String] = [:]
        for i in decls.indices where decls[i].parent == nil && decls[i].kind.hasMembers {
            let name = ProjectIndex.lastComponent(decls[i].name)
            if isViewModelName(name, project.vocabulary) { viewModels[i] = name }
        }
        guard !viewModels.isEmpty else { return [] }
        var findings: [Finding] = []
        for r in file.references {
            guard let outer = file.outermostType(of: r), let owner = viewModels[outer], r.name != owner else { continue }
            // A name the project declares only nested in other types is not what a plain name means.
            if (project.types[r.name] != nil || project.protocols[r.name] != nil) && !project.declaredAtTopLevel(r.name) { continue }
            if let contract = useCaseContract(implementedBy: r.name, project) {
                // `CalculateScoreUseCase.Input(…)`: the type the contract's `execute` takes, namespaced
                // in the implementation; the ViewModel still holds the contract.
                if r.usage == .qualifier { continue }
                findings.append(Finding(line: r.line, column: r.column, message:
                    "`\(owner)` references the UseCase implementation `\(r.name)`: depend on its contract `\(contract)`, injected through the initializer", dependency: .type(r.name)))
            } else if ViewModelUsesUseCasesRule.networkingTypes.contains(r.name) {
                findings.append(Finding(line: r.line, column: r.column, message:
                    "`\(owner)` uses `\(r.name)` itself: networking and decoding belong to a data source behind a repository; call a UseCase instead", dependency: .type(r.name)))
            } else if let kind = dataKind(of: r.name, project) {
                findings.append(Finding(line: r.line, column: r.column, message:
                    "`\(owner)` references the \(kind) `\(r.name)`: a ViewModel calls UseCases only; inject a UseCase contract instead", dependency: .type(r.name)))
            } else if let layers = project.typeLayers[r.name], layers == [.data], declaredOnlyInData(r.name, project) {
                findings.append(Finding(line: r.line, column: r.column, message:
                    "`\(owner)` references `\(r.name)`, declared in the Data layer: a ViewModel sees domain models and UseCase contracts only", dependency: .type(r.name)))
            }
        }
        return findings
    }

    /// `CharacterListViewModel`, its contract `CharacterListViewModelContract` and `…ViewModelImpl`.
    func isViewModelName(_ name: String, _ vocabulary: Vocabulary) -> Bool {
        var base = vocabulary.baseName(ofContract: name)
        if base.hasSuffix("Impl") { base = String(base.dropLast(4)) }
        return base.hasSuffix("ViewModel") && base != "ViewModel"
    }

    /// "repository contract", "data source implementation"…, or nil when the name is neither.
    /// A name the project declares is judged by what it is; another module's name by its spelling.
    func dataKind(of name: String, _ project: ProjectIndex) -> String? {
        func label(_ k: ContractKind, _ role: String) -> String? {
            switch k {
            case .repository: return "repository \(role)"
            case .dataSource: return "data source \(role)"
            case .useCase: return nil
            }
        }
        if let k = project.contracts[name] { return label(k, "contract") }
        let kinds = project.architectureKinds(of: name)
        if kinds.contains(.repository) { return label(.repository, "implementation") }
        if kinds.contains(.dataSource) { return label(.dataSource, "implementation") }
        if project.types[name] != nil || project.protocols[name] != nil { return nil }
        // Not declared in the run: another module, or a partial run.
        if name == "Repository" || name == "DataSource" || ProjectIndex.hasFrameworkPrefix(name) { return nil }
        if name.hasSuffix("RepositoryImpl") { return "repository implementation" }
        if name.hasSuffix("DataSourceImpl") { return "data source implementation" }
        if let k = project.vocabulary.contractKind(ofName: name) { return label(k, "type") }
        return nil
    }

    /// Every declaration of the name, nested ones included, is in the Data layer
    /// (not, say, a nested `Section` of the ViewModel itself).
    func declaredOnlyInData(_ name: String, _ project: ProjectIndex) -> Bool {
        let declared = (project.types[name] ?? []) + (project.protocols[name] ?? [])
        return declared.allSatisfy { project.files[$0.file].context.layer == .data }
    }

    /// The UseCase contract a type implements (nil when it is not a UseCase implementation):
    /// a project type, or a name the run does not declare spelled `…UseCaseImpl`. Stand-ins
    /// for previews and tests (`PreviewGetCharacterUseCase`, `…Stub`) are not implementations.
    func useCaseContract(implementedBy name: String, _ project: ProjectIndex) -> String? {
        if let implemented = project.implementations[name] {
            if LayerLocationRule.isTestDoubleName(name) { return nil }
            return implemented.first { project.contractKind(of: $0) == .useCase }
        }
        guard project.types[name] == nil, project.protocols[name] == nil, name.hasSuffix("UseCaseImpl"), name != "UseCaseImpl" else { return nil }
        return project.vocabulary.contractName(forBase: String(name.dropLast(4)))
    }
}
