/// `no-dto-in-domain`: no file under `Sources/Domain/` references a DTO type —
/// a type declared in `Data/DTOs/` or named `…DTO` — in code (comments and
/// string literals do not count).
public struct NoDTOInDomainRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "no-dto-in-domain",
        title: "No DTOs in the Domain layer",
        summary: "Domain files never reference DTO types; repositories map DTOs to domain models.",
        sources: ["000_f3ab478b5be401ec.txt", "004_8eeeb65a2d0ceddf.txt"])

    public var needs: RuleNeeds { RuleNeeds(typeReferences: .layers(.domain)) }

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.inSources && file.context.layer == .domain else { return [] }
        var findings: [Finding] = []
        for r in file.references where project.isDTO(r.name) {
            findings.append(Finding(line: r.line, column: r.column, message:
                "Domain code references the DTO `\(r.name)`: the Domain layer uses domain models only; map the DTO in the Data layer's repository (a `private extension … { func toDomain() }`)", dependency: .type(r.name)))
        }
        return findings
    }
}
