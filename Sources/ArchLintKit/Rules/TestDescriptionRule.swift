/// `test-description`: every Swift Testing `@Test` under `Tests/` carries a
/// description string as its first argument: `@Test("Execute returns model")`,
/// `@Test("…", arguments: …)`. A bare `@Test`, `@Test()`, `@Test(arguments: …)`,
/// `@Test(.tags(…))` or an empty `@Test("")` is reported at the attribute.
public struct TestDescriptionRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "test-description",
        title: "Every @Test has a description",
        summary: "Swift Testing `@Test` functions in Tests/ carry a description string: `@Test(\"Execute returns model\")`, `@Test(\"…\", arguments: …)`.",
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt"])

    public var needs: RuleNeeds { RuleNeeds(attributes: .layers(.tests)) }

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.isTest else { return [] }
        var findings: [Finding] = []
        for d in file.syntax.declarations where d.kind == .func && !d.attributeInfo.isEmpty {
            for a in d.attributeInfo where a.name == "@Test" || a.name == "@Testing.Test" {
                // A raw identifier (`` func `execute returns model`() ``) is the display name.
                if TestDescriptionRule.isRawIdentifierName(d.name) { continue }
                let args = a.arguments ?? ""
                let suggestion = TestDescriptionRule.suggestedDescription(d.name)
                let written = args.isEmpty ? "" : ", " + TestDescriptionRule.shorten(args)
                let fix = "write `@Test(\"\(suggestion)\"\(written))`"
                let name = "`\(d.name)\(d.selector)`"
                if !a.firstArgumentIsString {
                    let written = a.arguments.map { "@Test(" + TestDescriptionRule.shorten($0) + ")" } ?? "@Test"
                    findings.append(Finding(line: Int(a.line), column: Int(a.column), message:
                        "`\(written)` on \(name) has no description: say what the test checks, \(fix)"))
                } else if TestDescriptionRule.startsWithEmptyString(args) {
                    let rest = TestDescriptionRule.afterFirstString(args)
                    findings.append(Finding(line: Int(a.line), column: Int(a.column), message:
                        "`@Test` on \(name) has an empty description: write `@Test(\"\(suggestion)\"\(rest))`"))
                }
            }
        }
        return findings
    }

    /// `` `execute returns model` `` (a raw identifier, Swift 6.2), not `` `default` ``.
    static func isRawIdentifierName(_ name: String) -> Bool {
        guard name.hasPrefix("`") else { return false }
        return name.unicodeScalars.dropFirst().dropLast().contains { !($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// `""` or `"  "` as the first argument (not a multi-line `"""`).
    static func startsWithEmptyString(_ args: String) -> Bool {
        guard args.hasPrefix("\""), !args.hasPrefix("\"\"\"") else { return false }
        for ch in args.dropFirst() {
            if ch == "\"" { return true }
            if ch != " " { return false }
        }
        return false
    }

    /// `"", arguments: [1]` → `, arguments: [1]`.
    static func afterFirstString(_ args: String) -> String {
        guard let close = args.dropFirst().firstIndex(of: "\"") else { return "" }
        let rest = args[args.index(after: close)...]
        return rest.isEmpty ? "" : shorten(String(rest))
    }

    static func shorten(_ s: String) -> String {
        s.count > 40 ? String(s.prefix(37)) + "…" : s
    }

    /// The description a reader would write for a test function's name:
    /// `executeReturnsModel` → "Execute returns model", `testDecodesDTO` → "Decodes DTO",
    /// `loads_page_2` → "Loads page 2". The future autofix writes the same text.
    public static func suggestedDescription(_ functionName: String) -> String {
        var name = Substring(functionName)
        if name.hasPrefix("`"), name.hasSuffix("`"), name.count >= 2 { name = name.dropFirst().dropLast() }
        let scalars = Array(name.unicodeScalars)
        func isUpper(_ u: Unicode.Scalar) -> Bool { u.properties.isUppercase }
        func isLower(_ u: Unicode.Scalar) -> Bool { u.properties.isLowercase }
        func isDigit(_ u: Unicode.Scalar) -> Bool { ("0"..."9").contains(u) }
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = String.UnicodeScalarView()
        }
        for (k, u) in scalars.enumerated() {
            if u == "_" || u == " " { flush(); continue }
            if let prev = current.last {
                let next = k + 1 < scalars.count ? scalars[k + 1] : nil
                if isUpper(u) && (isLower(prev) || isDigit(prev)) { flush() }
                // The end of an acronym: `DTOMapping` → `DTO`, `Mapping`.
                else if isUpper(u) && isUpper(prev), let n = next, isLower(n) { flush() }
                else if isDigit(u) && !isDigit(prev) { flush() }
                else if !isDigit(u) && isDigit(prev) { flush() }
            }
            current.append(u)
        }
        flush()
        if words.count > 1 && words[0] == "test" { words.removeFirst() }
        guard !words.isEmpty else { return functionName }
        var out: [String] = []
        for (k, w) in words.enumerated() {
            let isAcronym = w.unicodeScalars.count > 1 && w.unicodeScalars.allSatisfy { isUpper($0) || isDigit($0) }
            if isAcronym {
                out.append(w)
            } else if k == 0 {
                out.append(w.prefix(1).uppercased() + w.dropFirst().lowercased())
            } else {
                out.append(w.lowercased())
            }
        }
        return out.joined(separator: " ")
    }
}
