/// `domain-model-equatable`: structs and enums declared in `Domain/Models/`
/// conform to `Equatable`, directly or through a protocol that refines it
/// (`Hashable`, `Comparable`, a project protocol), in their declaration or in an
/// extension anywhere in the project. An enum without associated values is
/// Equatable implicitly and is never reported.
public struct DomainModelEquatableRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "domain-model-equatable",
        title: "Domain models are Equatable",
        summary: "Structs and enums in Domain/Models conform to `Equatable` (directly, through `Hashable`/`Comparable` or a project protocol, or in an extension); enums without associated values are Equatable implicitly.",
        sources: ["004_8eeeb65a2d0ceddf.txt"])

    /// Enum cases with their associated values.
    /// References in the Domain and Presentation layers and in DTOs: whether only DTOs name the model.
    public var needs: RuleNeeds { RuleNeeds(typeReferences: FileSelector(layers: [.domain, .presentation], roles: [.dataDTOs]), memberDetail: .roles(.domainModels)) }

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.inSources, file.context.role == .domainModels else { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices where decls[i].parent == nil && (decls[i].kind == .struct || decls[i].kind == .enum) {
            let d = decls[i]
            if let a = d.accessLevel, a <= .fileprivate { continue }
            // `~Copyable` / `~Escapable` types cannot conform to Equatable as it is declared today.
            if d.inherited.contains(where: { $0.trimmingSpaces().hasPrefix("~") }) { continue }
            // Property wrappers and result builders are tools, not values.
            if d.attributes.contains(where: { $0 == "@propertyWrapper" || $0 == "@resultBuilder" }) { continue }
            if d.kind == .enum && !DomainModelEquatableRule.hasAssociatedValues(file.syntax, i) { continue }
            // A wire type only the Data layer names (filed in a Domain folder) is no domain model.
            if project.isUsedOnlyByData(d.name) { continue }
            // An error is no model: `domain-error-conformance` and `layer-location` say what it needs.
            if LayerLocationRule.isDomainError(d, project) { continue }
            // A struct without stored instance properties (a stateless parser, a namespace) has nothing to compare.
            if d.kind == .struct && !DomainModelEquatableRule.hasStoredProperties(file.syntax, i) { continue }
            let summary = KnownConformances.summary(ofType: d.name, in: project)
            if summary.unknown || summary.provides("Equatable") { continue }
            let keyword = d.kind == .struct ? "struct" : "enum"
            let fix = d.inherited.isEmpty
                ? "declare it `\(keyword) \(d.name): Equatable`"
                : "add `Equatable` (or `Hashable`) to its inheritance clause"
            findings.append(Finding(line: d.line, column: d.column, message:
                "domain model `\(d.name)` is not Equatable: \(fix), so tests and ViewModels can compare it"))
        }
        return findings
    }

    /// Whether the struct declares a stored instance property.
    static func hasStoredProperties(_ syntax: FileSyntax, _ i: Int) -> Bool {
        syntax.members(of: i).contains { m in
            let p = syntax.declarations[m]
            return p.isStoredProperty && !p.isStatic
        }
    }

    /// Whether one of the enum's cases carries associated values (`case notFound(id: Int)`).
    /// `case empty()` has none.
    static func hasAssociatedValues(_ syntax: FileSyntax, _ i: Int) -> Bool {
        syntax.members(of: i).contains { m in
            let c = syntax.declarations[m]
            return c.kind == .case && !(c.caseLabels ?? []).isEmpty
        }
    }
}
