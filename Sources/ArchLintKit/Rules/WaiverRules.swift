/// What the engine tells a `SuppressionRule` about one file's waivers, after
/// the ordinary rules ran on the file.
public struct SuppressionReview: Sendable {
    public var suppressions: Suppressions
    /// For each region of `suppressions`: whether it waived at least one finding.
    public var used: [Bool]
    /// The ids of the rules that ran on the file.
    public var rulesRun: Set<String>

    public init(suppressions: Suppressions, used: [Bool], rulesRun: Set<String>) {
        self.suppressions = suppressions
        self.used = used
        self.rulesRun = rulesRun
    }
}

/// A rule that judges a file's waivers (`// archlint:disable…` comments)
/// rather than its code. The engine calls `judge` after the ordinary rules
/// ran on the file; its findings cannot be waived inline. `check` finds nothing.
public protocol SuppressionRule: Rule {
    func judge(_ review: SuppressionReview, in file: FileSummary) -> [Finding]
}

extension SuppressionRule {
    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] { [] }
    public var asSuppressionRule: (any SuppressionRule)? { self }
}

/// The seeds ask for explicit, checkable rules; a waiver is an exception to
/// them, so it says why. None of the seeds is about waivers as such: every
/// seed is named.
let allSeeds = ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "002_001592fada42b02e.txt",
                "003_71c1b659d499d3d2.txt", "004_8eeeb65a2d0ceddf.txt"]

/// `suppression-reason`: every waiver gives its reason; one without a reason waives nothing.
public struct SuppressionReasonRule: SuppressionRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "suppression-reason",
        title: "Waivers give their reason",
        summary: "An `archlint:disable…` comment gives its reason after a hyphen (`- reason`); without one it waives nothing.",
        sources: allSeeds)

    public func judge(_ review: SuppressionReview, in file: FileSummary) -> [Finding] {
        var findings: [Finding] = []
        for d in review.suppressions.directives where d.command != "enable" && d.reason == nil {
            findings.append(Finding(line: d.line, column: d.column, message:
                "`\(d.text)` gives no reason, so it waives nothing: add one after a hyphen, e.g. `// \(d.text) - legacy API until the migration`"))
        }
        return findings
    }
}

/// `unused-suppression`: a waiver that waives nothing is removed, so waivers do not outlive their findings.
public struct UnusedSuppressionRule: SuppressionRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "unused-suppression",
        title: "Waivers waive something",
        summary: "An `archlint:disable…` comment that waives no finding of a rule that ran is removed.",
        defaultSeverity: .warning,
        sources: allSeeds)

    public func judge(_ review: SuppressionReview, in file: FileSummary) -> [Finding] {
        let s = review.suppressions
        // `all` can only be judged when at least every rule that is on by default ran.
        let everyDefaultRuleRan = RuleRegistry.all.allSatisfy { !$0.descriptor.enabledByDefault || review.rulesRun.contains($0.id) }
        var findings: [Finding] = []
        for (i, r) in s.regions.enumerated() where !review.used[i] {
            guard r.rule == "all" ? everyDefaultRuleRan : review.rulesRun.contains(r.rule) else { continue }
            let d = s.directives[r.directive]
            let scope: String
            switch d.command {
            case "disable:next": scope = "on line \(r.fromLine)"
            case "disable:this": scope = "on its line"
            default: scope = r.toLine > r.fromLine ? "in lines \(r.fromLine)–\(r.toLine)" : "on line \(r.fromLine)"
            }
            let what = r.rule == "all" ? "no finding" : "no `\(r.rule)` finding"
            let fix = d.rules.count > 1 ? "remove `\(r.rule)` from it" : "remove it"
            findings.append(Finding(line: d.line, column: d.column, message:
                "`\(d.text)` waives nothing (\(what) \(scope)): \(fix)"))
        }
        return findings
    }
}
