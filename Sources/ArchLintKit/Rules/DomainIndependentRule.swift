/// `domain-independent`: no file under `Sources/Domain/` references a type
/// declared under a feature's `Data/` or `Presentation/` folder (data sources,
/// HTTP clients, ViewModels, view states). DTOs are left to `no-dto-in-domain`,
/// so a reference is never reported twice; a name the Domain layer declares too
/// is ambiguous and not reported.
public struct DomainIndependentRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "domain-independent",
        title: "The Domain layer depends on nothing outer",
        summary: "Domain files never reference types declared in a Data/ or Presentation/ folder (data sources, HTTP clients, ViewModels, view states); DTOs are `no-dto-in-domain`'s.",
        sources: ["000_f3ab478b5be401ec.txt", "002_001592fada42b02e.txt", "004_8eeeb65a2d0ceddf.txt"])

    /// Member detail: to tell a UseCase's stored properties and initializer (its dependencies) from the rest.
    public var needs: RuleNeeds { RuleNeeds(typeReferences: .layers(.domain), memberDetail: .layers(.domain)) }

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.inSources && file.context.layer == .domain else { return [] }
        var findings: [Finding] = []
        for r in file.references {
            guard let layers = project.typeLayers[r.name], !layers.contains(.domain) else { continue }
            let layer: Layer
            if layers.contains(.data) { layer = .data } else if layers.contains(.presentation) { layer = .presentation } else { continue }
            if NoDTOInDomainRule.isDTOName(r.name) || project.dtoTypeNames.contains(r.name) { continue }
            // A nested type of the Domain with the same name (`CharactersPage.Info`) is ambiguous too.
            let declared = (project.types[r.name] ?? []) + (project.protocols[r.name] ?? [])
            if declared.contains(where: { project.files[$0.file].context.layer == .domain }) { continue }
            // A UseCase's dependencies (its stored properties and initializer) are
            // `usecase-depends-on-contracts`' findings, with the precise fix: not twice.
            if isUseCaseDependency(r, file, project) { continue }
            let fix = layer == .data
                ? "the Domain layer depends on nothing outer; keep it in the Data layer (the repository maps it) behind a Domain contract"
                : "the Presentation layer uses the Domain, never the reverse; return a domain model and let the ViewModel map it"
            findings.append(Finding(line: r.line, column: r.column, message:
                "Domain code references `\(r.name)`, declared in the \(layer.rawValue) layer: \(fix)", dependency: .type(r.name)))
        }
        return findings
    }

    /// The reference sits in a stored property or an initializer of a UseCase implementation.
    func isUseCaseDependency(_ r: TypeReference, _ file: FileSummary, _ project: ProjectIndex) -> Bool {
        guard r.owner >= 0 else { return false }
        let owner = file.syntax.declarations[Int(r.owner)]
        guard owner.kind == .`init` || owner.isStoredProperty, !owner.isStatic,
              let type = file.enclosingType(of: Int(r.owner)) else { return false }
        return project.isUseCaseImplementation(ProjectIndex.lastComponent(file.syntax.declarations[type].name))
    }
}
