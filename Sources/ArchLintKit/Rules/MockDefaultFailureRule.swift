/// `mock-default-failure`: in a mock, every stored `Result` property starts as
/// `.failure(…)`, so an unconfigured mock fails loudly.
public struct MockDefaultFailureRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "mock-default-failure",
        title: "Mocks default to failure",
        summary: "Stored `Result` properties of mocks (`…Mock` or `Mock…` types in Tests/) are initialised to `.failure(…)`.",
        fix: .safe,
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "004_8eeeb65a2d0ceddf.txt"])

    /// Properties of mocks; the domain errors' cases, for the fix.
    public var needs: RuleNeeds { RuleNeeds(memberDetail: .roles(.domainErrors), propertyDetail: .layers(.tests)) }

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
                    "`\(owner.name).\(d.name)` \(found): initialise it to `.failure(…)` so an unconfigured mock fails loudly",
                    fixHint: MockDefaultFailureRule.failureExpression(d, initial, file, project)))
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

extension MockDefaultFailureRule: FixableRule {
    /// The failure a fix writes: `.failure(.loadFailed)` when the Result's error type is the
    /// feature's domain error (`FeatureError.loadFailed` when it is `Error`), with the first
    /// case without associated values when there is no `loadFailed`. nil when the initializer is
    /// not a `.success(…)`, when a `let` has none, or when no such case exists.
    static func failureExpression(_ d: Declaration, _ initial: String, _ file: FileSummary, _ project: ProjectIndex) -> String? {
        if initial.isEmpty {
            guard d.kind == .var, d.typeAnnotation != nil else { return nil }
        } else {
            var s = Substring(initial)
            if s.hasPrefix("Swift.") { s = s.dropFirst(6) }
            if s.hasPrefix("Result") {
                guard let dot = s.range(of: ".success") else { return nil }
                s = s[dot.lowerBound...]
            }
            guard s.hasPrefix(".success(") || s.hasPrefix(".success (") else { return nil }
        }
        guard let failure = failureType(d.typeAnnotation ?? initial), case let feature = file.context.feature ?? "",
              let errors = project.domainErrors[feature] else { return nil }
        let plainError = ["Error", "any Error", "Swift.Error", "any Swift.Error", "(any Error)"].contains(failure)
        let matching = errors.filter { project.declaration($0).name == ProjectIndex.lastComponent(failure) }
        guard let ref = matching.first ?? (plainError && errors.count == 1 ? errors[0] : nil) else { return nil }
        let errorFile = project.file(ref)
        let cases = errorFile.syntax.members(of: ref.index).map { errorFile.syntax.declarations[$0] }
            .filter { $0.kind == .case && $0.parameters.isEmpty }.map(\.name)
        guard let chosen = cases.contains("loadFailed") ? "loadFailed" : cases.first else { return nil }
        return plainError ? ".failure(\(project.declaration(ref).name).\(chosen))" : ".failure(.\(chosen))"
    }

    /// The second generic argument of `Result<A, B>` (in a type or an initializer's prefix).
    static func failureType(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "<") else { return nil }
        var depth = 0
        var comma: String.Index?
        var i = open
        while i < text.endIndex {
            let c = text[i]
            if c == "<" || c == "(" || c == "[" { depth += 1 }
            if c == ">" || c == ")" || c == "]" {
                depth -= 1
                if depth == 0 {
                    guard let comma else { return nil }
                    return text[text.index(after: comma)..<i].trimmingCharacters(in: " ")
                }
            }
            if c == "," && depth == 1 { comma = i }
            i = text.index(after: i)
        }
        return nil
    }

    /// Replaces the `.success(…)` initializer, or adds ` = .failure(…)` after the type.
    public func fix(_ finding: Finding, in file: SourceFile, context: FixContext) -> Fix? {
        guard let failure = finding.fixHint, let name = file.token(atLine: finding.line, column: finding.column) else { return nil }
        // The `=` of this property, or the end of its `Result<…>` type.
        var k = name
        var typeEnd: Int?
        while let n = file.next(k) {
            k = n
            if file.isPunct(k, "=") { break }
            if file.is(k, "Result"), let lt = file.next(k), file.isPunct(lt, "<"), let gt = file.closer(of: lt) {
                typeEnd = gt
                k = gt
                guard let after = file.next(gt), file.isPunct(after, "=") else {
                    return Fix(ruleID: id, path: file.path, [.insert(" = " + failure, at: file.end(gt))])
                }
                continue
            }
            if file.isPunct(k, "{") || file.tokens[k].flags.contains(.atLineStart) && typeEnd != nil { return nil }
        }
        guard file.isPunct(k, "="), let start = file.next(k) else { return nil }
        // The `.success(…)` expression, possibly qualified: `Result<A, B>.success(…)`.
        var j = start
        while !file.is(j, "success") {
            guard let n = file.next(j), n - start < 64 else { return nil }
            j = file.isPunct(n, "<") ? (file.closer(of: n) ?? n) : n
        }
        guard let open = file.next(j), file.isPunct(open, "("), let close = file.closer(of: open) else { return nil }
        return Fix(ruleID: id, path: file.path, [TextEdit(range: file.start(start)..<file.end(close), failure)])
    }
}
