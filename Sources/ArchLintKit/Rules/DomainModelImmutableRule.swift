/// `domain-model-immutable`: the stored instance properties of the structs
/// declared in `Domain/Models/` (nested structs included) are `let`. A stored
/// `var`, with or without observers, `private(set)` or `lazy`, is reported.
public struct DomainModelImmutableRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "domain-model-immutable",
        title: "Domain models are immutable",
        summary: "Stored properties of structs in Domain/Models are `let` (no stored `var`, `private(set) var` or `lazy var`); computed and static properties are not checked.",
        sources: ["004_8eeeb65a2d0ceddf.txt"])

    /// Properties with their accessors and attributes (property wrappers).
    /// References in the Domain and Presentation layers and in DTOs: whether only DTOs name the model.
    public var needs: RuleNeeds { RuleNeeds(typeReferences: FileSelector(layers: [.domain, .presentation], roles: [.dataDTOs]), memberDetail: .roles(.domainModels)) }

    /// Attributes that are not property wrappers: a property carrying any other attribute
    /// (`@Clamped var`) is wrapped, must be a `var`, and is not reported.
    static let plainAttributes: Set<String> = ["@available", "@objc", "@nonobjc", "@MainActor", "@preconcurrency",
                                               "@usableFromInline", "@inlinable", "@_spi", "@exclusivity",
                                               "@backDeployed", "@ObservationIgnored", "@nonisolated"]

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.inSources, file.context.role == .domainModels else { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices where decls[i].kind == .struct && !DomainModelImmutableRule.isHidden(i, decls) {
            let owner = decls[i]
            // A property wrapper's `wrappedValue` is a `var` by definition.
            if owner.attributes.contains("@propertyWrapper") { continue }
            // A wire type only the Data layer names (filed in a Domain folder) is no domain model.
            var top = i
            while let p = decls[top].parent { top = Int(p) }
            if project.isUsedOnlyByData(decls[top].name) { continue }
            let ownerName = owner.parentPath.isEmpty ? owner.name : owner.parentPath + "." + owner.name
            for m in file.syntax.members(of: i) {
                let d = decls[m]
                guard d.kind == .var, d.isStoredProperty, !d.isStatic else { continue }
                if d.attributes.contains(where: { !DomainModelImmutableRule.plainAttributes.contains($0) }) { continue }
                let message: String
                if d.hasModifier("lazy") {
                    message = "`\(ownerName).\(d.name)` is a `lazy var`: a domain model is immutable; make it a computed property, or a `let` set in `init`"
                } else if d.modifiers.contains(where: { $0.hasSuffix("(set)") }) {
                    message = "`\(ownerName).\(d.name)` is a stored `var` with a restricted setter: a domain model is immutable; declare it `let` and return a new value instead of mutating"
                } else {
                    message = "`\(ownerName).\(d.name)` is a stored `var`: a domain model is immutable; declare it `let` and return a new value instead of mutating"
                }
                findings.append(Finding(line: d.line, column: d.column, message: message))
            }
        }
        return findings
    }

    /// A `private`/`fileprivate` struct, or one nested in such a type: a helper of the file, not a model.
    static func isHidden(_ i: Int, _ decls: [Declaration]) -> Bool {
        var k: Int? = i
        while let j = k {
            if let a = decls[j].accessLevel, a <= .fileprivate { return true }
            k = decls[j].parent
        }
        return false
    }
}
