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
            if project.vocabulary.isViewModelName(name) { viewModels[i] = name }
        }
        guard !viewModels.isEmpty else { return [] }
        var findings: [Finding] = []
        for r in file.references {
            guard let outer = file.outermostType(of: r), let owner = viewModels[outer], r.name != owner else { continue }
            // A name the project declares only nested in other types is not what a plain name means.
            if (project.types[r.name] != nil || project.protocols[r.name] != nil) && !project.declaredAtTopLevel(r.name) { continue }
            if let contract = project.useCaseContract(implementedBy: r.name) {
                // `CalculateScoreUseCase.Input(…)`: the type the contract's `execute` takes, namespaced
                // in the implementation; the ViewModel still holds the contract.
                if r.usage == .qualifier { continue }
                findings.append(Finding(line: r.line, column: r.column, message:
                    "`\(owner)` references the UseCase implementation `\(r.name)`: depend on its contract `\(contract)`, injected through the initializer", dependency: .type(r.name)))
            } else if ViewModelUsesUseCasesRule.networkingTypes.contains(r.name) {
                findings.append(Finding(line: r.line, column: r.column, message:
                    "`\(owner)` uses `\(r.name)` itself: networking and decoding belong to a data source behind a repository; call a UseCase instead", dependency: .type(r.name)))
            } else if let kind = project.dataRole(ofName: r.name)?.label {
                findings.append(Finding(line: r.line, column: r.column, message:
                    "`\(owner)` references the \(kind) `\(r.name)`: a ViewModel calls UseCases only; inject a UseCase contract instead", dependency: .type(r.name)))
            } else if let layers = project.typeLayers[r.name], layers == [.data], declaredOnlyInData(r.name, project) {
                findings.append(Finding(line: r.line, column: r.column, message:
                    "`\(owner)` references `\(r.name)`, declared in the Data layer: a ViewModel sees domain models and UseCase contracts only", dependency: .type(r.name)))
            }
        }
        return findings
    }

    /// Every declaration of the name, nested ones included, is in the Data layer
    /// (not, say, a nested `Section` of the ViewModel itself).
    func declaredOnlyInData(_ name: String, _ project: ProjectIndex) -> Bool {
        let declared = (project.types[name] ?? []) + (project.protocols[name] ?? [])
        return declared.allSatisfy { project.files[$0.file].context.layer == .data }
    }
}
