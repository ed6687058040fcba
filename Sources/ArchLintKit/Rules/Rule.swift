public enum Severity: String, Sendable, Comparable {
    case warning
    case error

    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// A setting of one rule, written in `.archlint.yml` under `rules: <id>: <name>: <value>`.
public struct RuleOption: Sendable, Equatable {
    public var name: String
    /// The values it accepts (`["true", "false"]` for a switch).
    public var values: [String]
    public var defaultValue: String
    public var summary: String

    public init(name: String, values: [String], defaultValue: String, summary: String) {
        self.name = name
        self.values = values
        self.defaultValue = defaultValue
        self.summary = summary
    }

    public static func flag(_ name: String, default value: Bool, summary: String) -> RuleOption {
        RuleOption(name: name, values: ["true", "false"], defaultValue: value ? "true" : "false", summary: summary)
    }
}

/// Whether a rule's findings can be fixed by `archlint --fix`.
public enum FixAvailability: String, Sendable {
    case none
    /// Applied by `--fix`.
    case safe
    /// Applied only with `--fix --unsafe-fixes`.
    case unsafe
}

/// What a rule is: its fixed id, a title, the default severity, whether it
/// runs by default, its options, and the seed documents it comes from. The
/// rule's full document is `rules/<id>.md`.
public struct RuleDescriptor: Sendable {
    public var id: String
    public var title: String
    public var summary: String
    public var defaultSeverity: Severity
    /// Off-by-default rules run only when `only_rules`, `--rule` or
    /// `rules: <id>: severity:` turns them on.
    public var enabledByDefault: Bool
    public var options: [RuleOption]
    public var fix: FixAvailability
    public var sources: [String]

    public init(id: String, title: String, summary: String, defaultSeverity: Severity = .error, enabledByDefault: Bool = true,
                options: [RuleOption] = [], fix: FixAvailability = .none, sources: [String]) {
        self.id = id
        self.title = title
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.options = options
        self.fix = fix
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
