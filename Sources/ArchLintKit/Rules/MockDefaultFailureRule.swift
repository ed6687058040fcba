/// `mock-default-failure`: in a mock, every stored `Result` property starts as
/// `.failure(…)`, so an unconfigured mock fails loudly.
public struct MockDefaultFailureRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "mock-default-failure",
        title: "Mocks default to failure",
        summary: "Stored `Result` properties of mocks (`…Mock` or `Mock…` types in Tests/) are initialised to `.failure(…)`.",
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "004_8eeeb65a2d0ceddf.txt"])

    public var needs: RuleNeeds { RuleNeeds(propertyDetail: .layers(.tests)) }

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.isTest else { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices where (decls[i].kind == .class || decls[i].kind == .struct || decls[i].kind == .actor) && project.vocabulary.isMockName(decls[i].name) {
            let owner = decls[i]
            for m in file.syntax.members(of: i) {
                let d = decls[m]
                guard d.isStoredProperty, MockDefaultFailureRule.isResultProperty(d) else { continue }
                let initial = d.initializerPrefix ?? ""
                if MockDefaultFailureRule.isFailure(initial) { continue }
                let found = initial.isEmpty ? "has no initial value" : "starts as `\(MockDefaultFailureRule.shorten(initial))`"
                findings.append(Finding(line: d.line, column: d.column, message:
                    "`\(owner.name).\(d.name)` \(found): initialise it to `.failure(…)` so an unconfigured mock fails loudly"))
            }
        }
        return findings
    }

    /// `Result<…>` / `Swift.Result<…>` type annotation, or no annotation and a `Result…` initializer.
    static func isResultProperty(_ d: Declaration) -> Bool {
        if let t = d.typeAnnotation {
            return isResultType(t)
        }
        guard let i = d.initializerPrefix else { return false }
        return i.hasPrefix("Result.") || i.hasPrefix("Result<") || i.hasPrefix("Swift.Result")
    }

    static func isResultType(_ t: String) -> Bool {
        var s = Substring(t)
        if s.hasPrefix("Swift.") { s = s.dropFirst(6) }
        guard s.hasPrefix("Result<"), s.hasSuffix(">") else { return false }
        // The outermost `>` must close `Result<`: `Result<A, B>?` is an Optional.
        var depth = 0
        for (k, ch) in s.enumerated() {
            if ch == "<" { depth += 1 }
            if ch == ">" {
                depth -= 1
                if depth == 0 { return k == s.count - 1 }
            }
        }
        return false
    }

    static func isFailure(_ initial: String) -> Bool {
        var s = Substring(initial)
        if s.hasPrefix("Swift.") { s = s.dropFirst(6) }
        if s.hasPrefix("Result<") {
            // Skip the generic arguments.
            var depth = 0
            var idx = s.startIndex
            while idx < s.endIndex {
                if s[idx] == "<" { depth += 1 }
                if s[idx] == ">" { depth -= 1; if depth == 0 { idx = s.index(after: idx); break } }
                idx = s.index(after: idx)
            }
            s = s[idx...]
        } else if s.hasPrefix("Result") {
            s = s.dropFirst(6)
        }
        return s.hasPrefix(".failure(") || s.hasPrefix(".failure (")
    }

    /// The initializer as a reader would write it on one line, cut at 40 characters.
    static func shorten(_ s: String) -> String {
        let tight = s.replacingAll("( ", "(").replacingAll(" )", ")").replacingAll("[ ", "[").replacingAll(" ]", "]")
        return tight.count > 40 ? String(tight.prefix(37)) + "…" : tight
    }
}
