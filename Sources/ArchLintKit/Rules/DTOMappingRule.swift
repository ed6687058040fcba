/// `dto-mapping`: DTO → domain mapping follows the `mapping` convention, and
/// only the repository (or, in the mapper style, its mapper) calls `toDomain`.
///
/// - `private-extension` (seed 004): `private extension …DTO { func toDomain() }`
///   in the repository's file, under `Data/Repositories/`.
/// - `mapper`: types named `…Mapper` in `Data/Mappers/`.
/// - `any` (default): either.
///
/// Mapping declared where other rules already look is left to them: extensions
/// in `Data/DTOs/` (`dto-anemic`) and in Domain files (`no-dto-in-domain`).
public struct DTOMappingRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "dto-mapping",
        title: "DTOs are mapped by the repository, in the configured style",
        summary: "DTO → domain mapping is a `private extension …DTO { func toDomain() }` in the repository's file or a `…Mapper` in Data/Mappers (`mapping`); only the repository (or its mapper) calls `toDomain`.",
        sources: ["004_8eeeb65a2d0ceddf.txt"])

    public var needs: RuleNeeds {
        RuleNeeds(typeReferences: .layers(.data), identifierUses: ["toDomain": .layers(.domain, .data, .presentation)])
    }

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        let ctx = file.context
        guard ctx.inSources, ctx.layer == .domain || ctx.layer == .data || ctx.layer == .presentation else { return [] }
        var findings: [Finding] = []
        if ctx.layer != .domain && ctx.role != .dataDTOs { checkDeclarations(file, project, &findings) }
        checkCalls(file, project, &findings)
        return findings
    }

    // MARK: Where mapping is declared

    func checkDeclarations(_ file: FileSummary, _ project: ProjectIndex, _ findings: inout [Finding]) {
        let ctx = file.context
        let decls = file.syntax.declarations
        let mapping = project.conventions.mapping
        for i in decls.indices where decls[i].parent == nil {
            let d = decls[i]
            if d.kind == .extension, let dto = DTOAnemicRule.extendedDTO(d.name, project) {
                for m in file.syntax.members(of: i) where decls[m].kind == .func && decls[m].name == "toDomain" {
                    if let message = extensionProblem(dto, decls[m], decls, ctx, mapping) {
                        findings.append(Finding(line: decls[m].line, column: decls[m].column, message: message))
                    }
                }
            } else if d.kind.isType, d.kind != .protocol, ctx.layer == .data, ArchitectureNames.isMapperName(d.name),
                      mapsDTOs(i, file, project) {
                switch mapping {
                case .privateExtension:
                    findings.append(Finding(line: d.line, column: d.column, message:
                        "`\(d.name)` is a mapper: under `mapping: private-extension` DTOs are mapped in a `private extension …DTO { func toDomain() }` in the repository's file; move the mapping there"))
                case .mapper where ctx.role != .dataMappers:
                    findings.append(Finding(line: d.line, column: d.column, message:
                        "mapper `\(d.name)` is declared in \(ctx.role.rawValue): under `mapping: mapper` mappers live in Data/Mappers/; move it there"))
                default:
                    break
                }
            }
        }
    }

    func extensionProblem(_ dto: String, _ f: Declaration, _ decls: [Declaration], _ ctx: FileContext,
                          _ mapping: Conventions.Mapping) -> String? {
        let what = "`\(dto).\(f.name)\(f.selector)`"
        if mapping == .mapper {
            return "\(what) maps in an extension of the DTO: under `mapping: mapper` the mapping lives in a `\(DTOMappingRule.mapperName(for: dto))` in Data/Mappers/; move it there"
        }
        if ctx.role == .dataRepositories {
            if Architecture.isPrivate(f, in: decls) { return nil }
            return "\(what) is visible outside the repository's file: declare the mapping in a `private extension \(dto)` (seed 004: \"only the Repository should call toDomain()\")"
        }
        if ctx.role == .dataMappers && mapping == .any { return nil }
        let alternative = mapping == .any ? ", or in a `\(DTOMappingRule.mapperName(for: dto))` in Data/Mappers/" : ""
        return "\(what) is declared in \(ctx.role.rawValue): DTO → domain mapping belongs in a `private extension \(dto)` in the repository's file (Data/Repositories/)\(alternative); move it there"
    }

    /// `CharacterDTO` → `CharacterMapper`.
    static func mapperName(for dto: String) -> String {
        var base = Substring(ProjectIndex.lastComponent(dto))
        if base.hasSuffix("DTO") && base.count > 3 { base = base.dropLast(3) }
        return base + "Mapper"
    }

    /// The type refers to a DTO somewhere in its body: it maps DTOs (an `HTTPErrorMapper` does not).
    func mapsDTOs(_ i: Int, _ file: FileSummary, _ project: ProjectIndex) -> Bool {
        file.references.contains { r in
            (project.isDTO(r.name)) && file.outermostType(of: r) == i
        }
    }

    // MARK: Who calls toDomain

    func checkCalls(_ file: FileSummary, _ project: ProjectIndex, _ findings: inout [Finding]) {
        let ctx = file.context
        let mapping = project.conventions.mapping
        if ctx.role == .dataRepositories || ctx.role == .dataDTOs { return }
        if ctx.role == .dataMappers && mapping != .privateExtension { return }
        let decls = file.syntax.declarations
        var known: Bool?
        for use in file.identifierUses where use.name == "toDomain" {
            if use.owner >= 0 {
                let o = decls[Int(use.owner)]
                // The declaration's own name.
                if o.kind == .func && o.name == "toDomain" && o.line == use.line && o.column == use.column { continue }
            }
            // Inside a DTO extension or a mapper: the declaration itself is judged above
            // (or by `dto-anemic` / `no-dto-in-domain`).
            if let top = file.outermostType(of: use) {
                let t = decls[top]
                if t.kind == .extension && DTOAnemicRule.extendedDTO(t.name, project) != nil { continue }
                if t.kind.isType && (ArchitectureNames.isMapperName(t.name) || project.isDTO(t.name)) { continue }
            }
            if known == nil { known = DTOMappingRule.toDomainIsDTOMapping(project) }
            guard known == true else { return }
            let caller = file.outermostType(of: use).map { "`\(ProjectIndex.lastComponent(decls[$0].name))`" } ?? "`\(ctx.fileName)`"
            let allowed = mapping == .privateExtension ? "only the repository maps DTOs" : "only the repository (or its mapper in Data/Mappers/) maps DTOs"
            findings.append(Finding(line: use.line, column: use.column, message:
                "`toDomain` is called from \(caller) in \(ctx.role.rawValue): \(allowed) to domain models (seed 004: \"only the Repository should call toDomain()\"); move the call into the repository"))
        }
    }

    /// Whether the project's `toDomain` methods are all DTO mappings (in an
    /// extension of a DTO, a DTO, or a Data-layer mapper) and there is at least
    /// one. A `toDomain` on a form or view model makes calls ambiguous: then
    /// calls are not reported, nor when no declaration is part of the run.
    static func toDomainIsDTOMapping(_ project: ProjectIndex) -> Bool {
        var sawDTO = false
        for f in project.files where f.context.inSources && f.context.layer != .other {
            let decls = f.syntax.declarations
            for i in decls.indices where decls[i].kind == .func && decls[i].name == "toDomain" {
                var top = i
                while let p = decls[top].parent { top = p }
                let t = decls[top]
                let isDTO: Bool
                if t.kind == .extension {
                    isDTO = DTOAnemicRule.extendedDTO(t.name, project) != nil
                } else if t.kind.isType && t.kind != .protocol {
                    isDTO = project.isDTO(t.name)
                        || (ArchitectureNames.isMapperName(t.name) && f.context.layer == .data)
                } else {
                    isDTO = false
                }
                if !isDTO { return false }
                sawDTO = true
            }
        }
        return sawDTO
    }
}
