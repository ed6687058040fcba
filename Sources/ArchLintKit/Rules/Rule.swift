public enum Severity: String, Sendable, Comparable {
    case warning
    case error

    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// What a rule is: its fixed id, a title, the default severity, and the seed
/// documents it comes from. The rule's full document is `rules/<id>.md`.
public struct RuleDescriptor: Sendable {
    public var id: String
    public var title: String
    public var summary: String
    public var defaultSeverity: Severity
    public var sources: [String]

    public init(id: String, title: String, summary: String, defaultSeverity: Severity = .error, sources: [String]) {
        self.id = id
        self.title = title
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.sources = sources
    }
}

/// A finding of one rule, before configuration (severity) and suppressions.
public struct Finding: Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}

/// A rule checks one file's declarations, with the project index for
/// cross-file facts, and reports findings. It does not read files, print, or
/// know about suppressions, configuration or reporters.
public protocol Rule: Sendable {
    var descriptor: RuleDescriptor { get }
    func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding]
}

extension Rule {
    public var id: String { descriptor.id }
}
