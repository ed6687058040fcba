/// `domain-error-conformance`: the feature's error enum in `Domain/Errors/`
/// conforms to `Error`, `Equatable`, `Sendable` and `LocalizedError` (in its
/// declaration or in extensions; implied conformances count) and, unless
/// `require_public: false`, is `public`.
public struct DomainErrorConformanceRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "domain-error-conformance",
        title: "Domain errors are public, Equatable, Sendable and LocalizedError",
        summary: "Enums in Domain/Errors conform to `Error`, `Equatable`, `Sendable` and `LocalizedError` (directly, implied, or in extensions) and are `public` (`require_public`).",
        options: [.flag("require_public", default: true,
                        summary: "the error enum is `public` (seed 004: used by the presentation layer); false for apps whose features are one module with their callers")],
        sources: ["004_8eeeb65a2d0ceddf.txt"])

    /// Enum cases (an enum without cases is a namespace, not an error; one without
    /// associated values is Equatable implicitly).
    public var needs: RuleNeeds { RuleNeeds(memberDetail: .roles(.domainErrors)) }

    static let required = ["Error", "Equatable", "Sendable", "LocalizedError"]

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.inSources, file.context.role == .domainErrors else { return [] }
        let requirePublic = project.configuration.flag("require_public", of: self)
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices where decls[i].kind == .enum && decls[i].parent == nil {
            let d = decls[i]
            let access = d.accessLevel ?? .internal
            if access <= .fileprivate { continue }
            let cases = file.syntax.members(of: i).filter { decls[$0].kind == .case }
            if cases.isEmpty { continue }
            let isPublic = access >= .public
            // The shared conformance walk: implied and implicit conformances count (an enum without
            // associated values is Equatable; a non-public enum may be Sendable by inference), and a
            // name it cannot follow may bring anything.
            let conformances = project.conformanceSet(of: i, in: file.syntax)
            let missing = DomainErrorConformanceRule.required.filter { !conformances.mayProvide($0) }
            let notPublic = requirePublic && !isPublic
            guard !missing.isEmpty || notPublic else { continue }
            var problems: [String] = []
            if !missing.isEmpty {
                let names = missing.map { "`\($0)`" }
                let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
                problems.append("does not conform to " + list)
            }
            if notPublic { problems.append("is not `public` (the Presentation layer and other modules catch it)") }
            let accessWord = requirePublic || isPublic ? "public " : (d.accessLevel == .package ? "package " : "")
            findings.append(Finding(line: d.line, column: d.column, message:
                "domain error `\(d.name)` \(problems.joined(separator: ", and ")): declare it `\(accessWord)enum \(d.name): Error, Equatable, Sendable, LocalizedError` (conformances may also come from extensions)"))
        }
        return findings
    }
}
