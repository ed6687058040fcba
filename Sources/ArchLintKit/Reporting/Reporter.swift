/// Renders a lint report. Output is deterministic: diagnostics are already sorted.
public protocol Reporter: Sendable {
    var name: String { get }
    func render(_ report: LintReport) -> String
    /// The report as the bytes written (a reporter that builds bytes returns them as they are:
    /// tens of thousands of findings made a `String` are validated byte by byte for nothing).
    func renderBytes(_ report: LintReport) -> [UInt8]
}

extension Reporter {
    public func renderBytes(_ report: LintReport) -> [UInt8] { Array(render(report).utf8) }
}

public enum Reporters {
    public static let all: [any Reporter] = [
        XcodeReporter(), JSONReporter(), SARIFReporter(), GitHubActionsReporter(), JUnitReporter(), CheckstyleReporter(), SummaryReporter(),
    ]

    public static func named(_ name: String) -> (any Reporter)? { all.first { $0.name == name } }
    public static var names: [String] { all.map(\.name) }
}

enum Escape {
    /// A JSON string literal of `s`. Works on the UTF-8 bytes: every character that needs an escape
    /// is ASCII, so the runs between them are copied whole.
    static func json(_ s: String) -> String {
        var s = s
        return s.withUTF8 { bytes in
            if !bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) { return "\"" + String(decoding: bytes, as: UTF8.self) + "\"" }
            var out: [UInt8] = [0x22]
            out.reserveCapacity(bytes.count + 16)
            for b in bytes {
                switch b {
                case 0x22: out += [0x5C, 0x22]
                case 0x5C: out += [0x5C, 0x5C]
                case 0x0A: out += [0x5C, UInt8(ascii: "n")]
                case 0x0D: out += [0x5C, UInt8(ascii: "r")]
                case 0x09: out += [0x5C, UInt8(ascii: "t")]
                case ..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    out += Array("\\u00".utf8) + [hex[Int(b >> 4)], hex[Int(b & 15)]]
                default: out.append(b)
                }
            }
            out.append(0x22)
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// `s` as XML text or attribute value; the control characters XML 1.0 forbids become `?`.
    static func xml(_ s: String) -> String {
        var s = s
        return s.withUTF8 { bytes in
            func special(_ b: UInt8) -> Bool {
                b == 0x26 || b == 0x3C || b == 0x3E || b == 0x22 || b == 0x27 || (b < 0x20 && b != 0x0A && b != 0x09 && b != 0x0D)
            }
            if !bytes.contains(where: special) { return String(decoding: bytes, as: UTF8.self) }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 32)
            for b in bytes {
                switch b {
                case 0x26: out += Array("&amp;".utf8)
                case 0x3C: out += Array("&lt;".utf8)
                case 0x3E: out += Array("&gt;".utf8)
                case 0x22: out += Array("&quot;".utf8)
                case 0x27: out += Array("&apos;".utf8)
                case ..<0x20 where b != 0x0A && b != 0x09 && b != 0x0D: out.append(UInt8(ascii: "?"))
                default: out.append(b)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
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
