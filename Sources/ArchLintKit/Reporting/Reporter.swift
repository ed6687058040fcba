/// Renders a lint report. Output is deterministic: diagnostics are already sorted.
public protocol Reporter: Sendable {
    var name: String { get }
    func render(_ report: LintReport) -> String
}

public enum Reporters {
    public static let all: [any Reporter] = [
        XcodeReporter(), JSONReporter(), SARIFReporter(), GitHubActionsReporter(), JUnitReporter(), CheckstyleReporter(), SummaryReporter(),
    ]

    public static func named(_ name: String) -> (any Reporter)? { all.first { $0.name == name } }
    public static var names: [String] { all.map(\.name) }
}

enum Escape {
    static func json(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    static func xml(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // XML 1.0 forbids most control characters.
                if u.value < 0x20 && u != "\n" && u != "\t" && u != "\r" { out += "?" } else { out.unicodeScalars.append(u) }
            }
        }
        return out
    }
}

/// What reporters may need to know about the run: the working directory (SARIF
/// paths are relative to it) and whether their output goes to a colour terminal.
public struct ReportContext: Sendable {
    public var workingDirectory: String
    public var color: Bool
    /// The team's rules of the run (SARIF lists them with the built-in rules).
    public var teamRules: [TeamRule] = []

    public init(workingDirectory: String, color: Bool = false, teamRules: [TeamRule] = []) {
        self.workingDirectory = workingDirectory
        self.color = color
        self.teamRules = teamRules
    }

    /// The same, for a file: never coloured.
    public var plain: ReportContext { ReportContext(workingDirectory: workingDirectory, color: false, teamRules: teamRules) }
}

extension Reporters {
    /// The reporter `name`, set up for `context`.
    public static func named(_ name: String, context: ReportContext) -> (any Reporter)? {
        switch name {
        case "xcode": return XcodeReporter(color: context.color)
        case "sarif": return SARIFReporter(workingDirectory: context.workingDirectory, teamRules: context.teamRules)
        default: return named(name)
        }
    }
}
