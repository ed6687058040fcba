/// `dto-anemic`: the types in `Data/DTOs/` hold data only — stored properties,
/// `CodingKeys` and Codable plumbing — and know nothing of the Domain layer.
/// Methods, computed properties and subscripts of a DTO (in its declaration or
/// in an extension declared in `Data/DTOs/`) are reported at their names; a
/// reference to a type declared only in the feature's Domain layer is reported
/// at the reference.
public struct DTOAnemicRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "dto-anemic",
        title: "DTOs are anemic",
        summary: "Types in Data/DTOs declare stored properties, `CodingKeys` and Codable plumbing only (no methods, computed properties or subscripts, also not in extensions there) and reference no Domain type.",
        sources: ["004_8eeeb65a2d0ceddf.txt"])

    public var needs: RuleNeeds {
        RuleNeeds(typeReferences: FileSelector(layers: [.domain, .presentation], roles: [.dataDTOs]), memberDetail: .roles(.dataDTOs))
    }

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.inSources, file.context.role == .dataDTOs else { return [] }
        let syntax = file.syntax
        let decls = syntax.declarations
        var findings: [Finding] = []
        // Members already reported: references inside them are not reported again.
        var reported = Set<Int>()
        for i in decls.indices where decls[i].kind.hasMembers && decls[i].kind != .protocol {
            let d = decls[i]
            if insideCodingKey(i, decls) { continue }
            let typeName: String
            if d.kind == .extension {
                // Only extensions of DTOs: a decoding helper on `KeyedDecodingContainer` is plumbing.
                guard let dto = DTOAnemicRule.extendedDTO(d.name, project) else { continue }
                typeName = dto
            } else {
                typeName = d.name
            }
            for m in syntax.members(of: i) {
                let md = decls[m]
                let what: String
                switch md.kind {
                case .func:
                    if DTOAnemicRule.isPlumbing(md) { continue }
                    what = "the method `\(md.name)\(md.selector)`"
                case .var, .let:
                    if md.isStoredProperty || isConformanceProperty(md, of: typeName, project) { continue }
                    what = "the computed property `\(md.name)`"
                case .subscript:
                    what = "a subscript"
                default:
                    // Initializers (memberwise, convenience, `init(from:)`), cases,
                    // nested types (checked on their own), typealiases, deinit.
                    continue
                }
                reported.insert(m)
                findings.append(Finding(line: md.line, column: md.column, message:
                    "DTO `\(typeName)` declares \(what): a DTO holds data only (stored properties, `CodingKeys`, `init(from:)`/`encode(to:)`); move the logic into the repository's mapping or the domain model"))
            }
        }
        findings += domainReferences(file, project, reported)
        return findings
    }

    /// References to types declared only in the Domain layer of the file's feature.
    func domainReferences(_ file: FileSummary, _ project: ProjectIndex, _ reported: Set<Int>) -> [Finding] {
        let decls = file.syntax.declarations
        // Types the file declares itself (a nested `Status` is not the Domain's `Status`).
        var local = Set<String>()
        for d in decls where d.kind.isType { local.insert(d.name) }
        var findings: [Finding] = []
        var seen: [String: Bool] = [:]
        let extended = Architecture.ExtendedClauses(project, decls)
        for r in file.references where !local.contains(r.name) {
            let isDomain: Bool
            if let s = seen[r.name] { isDomain = s } else {
                isDomain = DTOAnemicRule.isDomainType(r.name, feature: file.context.feature, project)
                seen[r.name] = isDomain
            }
            guard isDomain else { continue }
            if r.owner >= 0 && isInside(Int(r.owner), reported, decls) { continue }
            if r.owner >= 0 && Architecture.isGenericParameter(r.name, Int(r.owner), decls, extended: extended) { continue }
            let owner = file.outermostType(of: r).map { "`\(ProjectIndex.lastComponent(decls[$0].name))`" } ?? "`\(file.context.fileName)`"
            findings.append(Finding(line: r.line, column: r.column, message:
                "DTO \(owner) references the Domain type `\(r.name)`: DTOs know nothing of domain models; map DTO → domain in the repository (`private extension …DTO { func toDomain() }`)", dependency: .type(r.name)))
        }
        return findings
    }

    /// A name declared (top-level) only in the Domain layer, in a Domain file of `feature`.
    /// Domain types of other features are not considered: the name may be a
    /// standard type the other module does not shadow.
    static func isDomainType(_ name: String, feature: String?, _ project: ProjectIndex) -> Bool {
        guard project.typeLayers[name] == [.domain], let refs = project.types[name] else { return false }
        // A wire type only the Data layer names (Firestore's value wrappers filed in Domain/Model/)
        // is no domain model: the DTOs that embed it know nothing of the Domain.
        if project.isUsedOnlyByData(name) { return false }
        return refs.contains { r in
            let ctx = project.file(r).context
            return ctx.layer == .domain && ctx.feature == feature && project.declaration(r).parent == nil
        }
    }

    /// The DTO an extension extends (`CharacterDTO`, `PlanetsResponse.Info` → `PlanetsResponse.Info`), or nil.
    static func extendedDTO(_ extended: String, _ project: ProjectIndex) -> String? {
        var s = Substring(extended)
        if let lt = s.firstIndex(of: "<") { s = s[..<lt] }
        let parts = s.split(separator: ".").map { $0.trimmingCharacters(in: " ") }
        for p in parts where project.isDTO(p) {
            return String(s).trimmingSpaces()
        }
        return nil
    }

    /// Codable plumbing and the requirements of the standard conformances a DTO
    /// may adopt: `encode(to:)`, `hash(into:)`, operators (`==`).
    static func isPlumbing(_ d: Declaration) -> Bool {
        if d.name == "encode" && d.selector == "(to:)" { return true }
        if d.name == "hash" && d.selector == "(into:)" { return true }
        guard let f = d.name.unicodeScalars.first else { return true }
        return !(f == "_" || f.properties.isAlphabetic)
    }

    /// `id` of an `Identifiable` DTO, `description` of a `CustomStringConvertible` one.
    func isConformanceProperty(_ d: Declaration, of typeName: String, _ project: ProjectIndex) -> Bool {
        let name = ProjectIndex.lastComponent(typeName)
        switch d.name {
        case "id": return project.conforms(name, to: "Identifiable")
        case "description": return project.conforms(name, to: "CustomStringConvertible")
        case "debugDescription": return project.conforms(name, to: "CustomDebugStringConvertible")
        case "hashValue": return project.conforms(name, to: "Hashable")
        default: return false
        }
    }

    /// A `CodingKeys` enum, a `CodingKey` type, or a declaration inside one: plumbing.
    func insideCodingKey(_ i: Int, _ decls: [Declaration]) -> Bool {
        var k: Int? = i
        while let j = k {
            let d = decls[j]
            if d.kind.isType && (d.name == "CodingKeys" || d.inherited.contains { $0.split(separator: "&").contains { ProjectIndex.inheritedName($0) == "CodingKey" } }) {
                return true
            }
            k = d.parent
        }
        return false
    }

    func isInside(_ i: Int, _ set: Set<Int>, _ decls: [Declaration]) -> Bool {
        guard !set.isEmpty else { return false }
        var k: Int? = i
        while let j = k {
            if set.contains(j) { return true }
            k = decls[j].parent
        }
        return false
    }
}
