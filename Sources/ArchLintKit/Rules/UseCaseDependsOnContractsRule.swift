/// `usecase-depends-on-contracts`: a UseCase implementation's stored
/// properties and initializer parameters are repository or UseCase contracts —
/// never a concrete repository, a data source, an HTTP client or another
/// Data-layer type.
public struct UseCaseDependsOnContractsRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "usecase-depends-on-contracts",
        title: "A UseCase depends on contracts only",
        summary: "A UseCase implementation's stored properties and init parameters are repository or UseCase contracts: never a concrete repository or UseCase, a data source, an HTTP client or another Data-layer type.",
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "002_001592fada42b02e.txt", "003_71c1b659d499d3d2.txt"])

    /// Property types, initializer parameters and their positions.
    public var needs: RuleNeeds { RuleNeeds(memberDetail: .roles(.domainUseCases)) }

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard project.contractKindsPresent.contains(.useCase) else { return [] }
        guard file.context.inSources, file.context.role == .domainUseCases else { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices where decls[i].parent == nil && decls[i].kind.hasMembers && decls[i].kind != .protocol {
            let useCase = ProjectIndex.lastComponent(decls[i].name)
            guard project.isUseCaseImplementation(useCase) else { continue }
            for m in file.syntax.members(of: i) {
                let d = decls[m]
                if d.isStoredProperty && !d.isStatic {
                    guard let type = d.typeAnnotation.flatMap(Architecture.namedType) ?? UseCaseDependsOnContractsRule.constructedType(d.initializerPrefix),
                          let problem = classify(type, project) else { continue }
                    findings.append(Finding(line: d.line, column: d.column, message:
                        "stored property `\(d.name)` of UseCase `\(useCase)` holds \(problem)", dependency: .type(type)))
                } else if d.kind == .`init` {
                    for p in d.parameters {
                        guard let type = Architecture.namedType(p.type), let problem = classify(type, project) else { continue }
                        findings.append(Finding(line: Int(p.line), column: Int(p.column), message:
                            "init parameter `\(p.name)` of UseCase `\(useCase)` takes \(problem)", dependency: .type(type)))
                    }
                }
            }
        }
        return findings
    }

    /// What is wrong with depending on `type` (with the fix), or nil when it is a
    /// contract, a domain type, or unknown (another module, a generic parameter).
    func classify(_ type: String, _ project: ProjectIndex) -> String? {
        // DTOs in the Domain are `no-dto-in-domain`'s.
        if project.isDTO(type) { return nil }
        // A name the project declares only nested in other types is not what a plain name means.
        if (project.types[type] != nil || project.protocols[type] != nil) && !project.declaredAtTopLevel(type) { return nil }
        let viaRepository = "a UseCase depends only on repository contracts (seed 002); reach the data through a repository"
        switch project.contractKind(of: type) {
        case .useCase?, .repository?: return nil
        case .dataSource?: return "the data source contract `\(type)`: \(viaRepository)"
        case nil: break
        }
        let implemented = project.implementations[type] ?? []
        if let c = implemented.first(where: { project.contractKind(of: $0) == .useCase }) {
            return "the concrete UseCase `\(type)`: depend on its contract `\(c)`"
        }
        let declaredIn = Set((project.types[type] ?? []).map { project.file($0).context.role })
        if let c = implemented.first(where: { project.contractKind(of: $0) == .repository }) {
            return "the concrete repository `\(type)`: inject the repository through its contract, `\(c)` (seed 000)"
        }
        if declaredIn.contains(.dataRepositories), (project.types[type] ?? []).contains(where: { project.declaration($0).kind != .enum }) {
            // A VIP worker or VIPER data manager with its own protocol beside it (`VideoFileWorkerProtocol`).
            if let c = project.conformances(of: type).sorted().first(where: { project.isRepositoryOwnContract($0) }) {
                return "the concrete repository `\(type)`: inject the repository through its protocol, `\(c)` (seed 000)"
            }
            return "the concrete repository `\(type)`: inject the repository through its contract (seed 000)"
        }
        if type.contains("DataSource") || implemented.contains(where: { project.contractKind(of: $0) == .dataSource })
            || declaredIn.contains(.dataDataSources) {
            return "the data source `\(type)`: \(viaRepository)"
        }
        if UseCaseDependsOnContractsRule.isHTTPClientName(type) {
            return "the HTTP client `\(type)`: \(viaRepository)"
        }
        // A repository's own contract kept beside it (a VIP worker's `HomeWorkerProtocol`, a VIPER
        // data manager's protocol): the UseCase depends on the repository's abstraction.
        if project.isRepositoryOwnContract(type) { return nil }
        // Any other type declared only in the Data layer (a mapper, a cache, a client).
        var layers = project.typeLayers[type] ?? []
        layers.formUnion(protocolLayers(type, project))
        if layers.contains(.data) && !layers.contains(.domain) {
            return "`\(type)`, declared in the Data layer: \(viaRepository)"
        }
        return nil
    }

    /// The layers of the files declaring a protocol named `name` under `Sources/`.
    func protocolLayers(_ name: String, _ project: ProjectIndex) -> Set<Layer> {
        Set((project.protocols[name] ?? []).map { project.file($0).context }.filter(\.inSources).map(\.layer))
    }

    /// `HTTPClient`, `HTTPClientContract`, `APIClient`, `NetworkClient`, `URLSession`.
    static func isHTTPClientName(_ name: String) -> Bool {
        name == "URLSession" || ["HTTPClient", "APIClient", "NetworkClient", "NetworkingClient"].contains { name.contains($0) }
    }

    /// `CharacterRepository(remote: …)` → `CharacterRepository`: the type of a property without annotation.
    static func constructedType(_ initializer: String?) -> String? {
        guard let s = initializer, let f = s.unicodeScalars.first, f.properties.isUppercase else { return nil }
        var name = ""
        var rest = Substring(s)
        while let c = rest.first, c.isLetter || c.isNumber || c == "_" {
            name.append(c)
            rest = rest.dropFirst()
        }
        while rest.first == " " { rest = rest.dropFirst() }
        return rest.first == "(" ? name : nil
    }
}
