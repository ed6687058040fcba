/// `domain-model-no-infrastructure`: domain models carry no persistence,
/// presentation or serialization members (`save`, `fetch`, `load`, `delete`,
/// `toJSON`, `toDTO`, `displayName`), neither in their declaration nor in an
/// extension in the Domain layer; and no Domain file imports a UI, networking or
/// persistence framework.
public struct DomainModelNoInfrastructureRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "domain-model-no-infrastructure",
        title: "Domain models have no persistence, presentation or serialization",
        summary: "Types in Domain/Models (and their Domain extensions) have no `save`/`fetch`/`load`/`delete`, `toJSON`/`toDTO` or `displayName` methods or computed properties; Domain files import no UI, networking or persistence framework.",
        sources: ["004_8eeeb65a2d0ceddf.txt"])

    /// Computed properties of types and extensions across the Domain layer.
    public var needs: RuleNeeds { RuleNeeds(propertyDetail: .layers(.domain)) }

    enum Concern {
        case persistence, serialization, presentation

        var advice: String {
            switch self {
            case .persistence: return "persistence belongs to the repository (Data layer); move it there"
            case .serialization: return "serialization belongs to a DTO and the repository's mapping (Data layer); move it there"
            case .presentation: return "presentation belongs to the ViewModel (Presentation layer); move it there"
            }
        }
    }

    /// The member names the seed lists, and what they are about.
    static let memberConcerns: [String: Concern] = [
        "save": .persistence, "fetch": .persistence, "load": .persistence, "delete": .persistence,
        "toJSON": .serialization, "toJson": .serialization, "toDTO": .serialization,
        "displayName": .presentation,
    ]

    enum Framework: String {
        case ui = "a UI framework"
        case networking = "a networking framework"
        case persistence = "a persistence framework"

        var advice: String {
            switch self {
            case .ui: return "move the code that needs it to the Presentation layer"
            case .networking: return "networking belongs to the data sources (Data layer)"
            case .persistence: return "persistence belongs to the data sources and repositories (Data layer)"
            }
        }
    }

    /// Modules a Domain file never imports (the first component of the import).
    static let frameworks: [String: Framework] = {
        var t: [String: Framework] = [:]
        for m in ["SwiftUI", "UIKit", "AppKit", "Cocoa", "WatchKit", "TVUIKit", "WidgetKit", "CarPlay"] { t[m] = .ui }
        for m in ["Alamofire", "Moya", "Network", "FoundationNetworking", "AsyncHTTPClient", "Apollo", "Starscream"] { t[m] = .networking }
        for m in ["CoreData", "SwiftData", "GRDB", "RealmSwift", "Realm", "SQLite", "SQLite3", "FMDB"] { t[m] = .persistence }
        return t
    }()

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.inSources, file.context.layer == .domain else { return [] }
        var findings: [Finding] = []
        let syntax = file.syntax
        for (k, name) in syntax.imports.enumerated() {
            let module = name.split(separator: ".").first.map(String.init) ?? name
            guard let framework = DomainModelNoInfrastructureRule.frameworks[module], k < syntax.importPositions.count else { continue }
            let p = syntax.importPositions[k]
            findings.append(Finding(line: Int(p.line), column: Int(p.column), message:
                "Domain file imports `\(module)`, \(framework.rawValue): the Domain layer is independent of frameworks like it; \(framework.advice)", dependency: .module(module)))
        }
        let decls = syntax.declarations
        for i in decls.indices {
            let d = decls[i]
            let model: String
            switch d.kind {
            case .class, .struct, .enum, .actor:
                guard file.context.role == .domainModels else { continue }
                model = d.parentPath.isEmpty ? d.name : d.parentPath + "." + d.name
            case .extension:
                let extended = ProjectIndex.lastComponent(d.name)
                guard project.isDomainModelType(extended) else { continue }
                model = d.name
            default:
                continue
            }
            for m in syntax.members(of: i) {
                let member = decls[m]
                guard let concern = DomainModelNoInfrastructureRule.concern(of: member) else { continue }
                let what = member.kind == .func ? "method `\(member.name)\(member.selector)`" : "property `\(member.name)`"
                findings.append(Finding(line: member.line, column: member.column, message:
                    "domain model `\(model)` has the \(what): \(concern.advice)"))
            }
        }
        return findings
    }

    /// A listed name on a method or a computed property (a stored property is data, e.g. a user's chosen display name).
    static func concern(of d: Declaration) -> Concern? {
        switch d.kind {
        case .func:
            break
        case .var:
            if d.isStoredProperty { return nil }
        default:
            return nil
        }
        if let c = memberConcerns[d.name] { return c }
        // `toPlanetDTO()`
        if d.name.hasPrefix("to") && d.name.hasSuffix("DTO") && d.name.utf8.count > 5 { return .serialization }
        return nil
    }
}
