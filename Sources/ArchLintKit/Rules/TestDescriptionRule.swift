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
        fix: .safe,
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt"])

    public var needs: RuleNeeds { RuleNeeds(attributes: .layers(.tests)) }

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.isTest else { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for i in decls.indices where decls[i].kind == .func {
            let attributes = decls[i].attributeInfo
            guard attributes.contains(where: { $0.name == "@Test" || $0.name == "@Testing.Test" }) else { continue }
            let d = decls[i]
            for a in attributes where a.name == "@Test" || a.name == "@Testing.Test" {
                // A raw identifier (`` func `execute returns model`() ``) is the display name.
                if d.nameIsEscaped && TestDescriptionRule.isRawIdentifierName(d.name) { continue }
                let args = a.arguments ?? ""
                if !a.firstArgumentIsString {
                    let written = a.arguments.map { "@Test(" + TestDescriptionRule.shorten($0) + ")" } ?? "@Test"
                    let rest = args.isEmpty ? "" : ", " + TestDescriptionRule.shorten(args)
                    let suggestion = TestDescriptionRule.suggestedDescription(d.name)
                    findings.append(Finding(line: Int(a.line), column: Int(a.column), message:
                        "`\(written)` on `\(d.name)\(d.selector)` has no description: say what the test checks, write `@Test(\"\(suggestion)\"\(rest))`",
                        fixHint: suggestion))
                } else if TestDescriptionRule.startsWithEmptyString(args) {
                    let rest = TestDescriptionRule.afterFirstString(args)
                    let suggestion = TestDescriptionRule.suggestedDescription(d.name)
                    findings.append(Finding(line: Int(a.line), column: Int(a.column), message:
                        "`@Test` on `\(d.name)\(d.selector)` has an empty description: write `@Test(\"\(suggestion)\"\(rest))`",
                        fixHint: suggestion))
                }
            }
        }
        return findings
    }

    /// An escaped name (without its backticks) that is a raw identifier (Swift 6.2:
    /// `` `execute returns model` ``), not an escaped keyword (`` `default` ``).
    static func isRawIdentifierName(_ name: String) -> Bool {
        name.unicodeScalars.contains { !($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
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
        s.utf8.count <= 40 || s.count <= 40 ? s : String(s.prefix(37)) + "…"
    }

    /// The description a reader would write for a test function's name:
    /// `executeReturnsModel` → "Execute returns model", `testDecodesDTO` → "Decodes DTO",
    /// `loads_page_2` → "Loads page 2". The future autofix writes the same text.
    public static func suggestedDescription(_ functionName: String) -> String {
        asciiSuggestedDescription(functionName) ?? scalarSuggestedDescription(functionName)
    }

    /// `suggestedDescription` on Unicode scalars (any name).
    static func scalarSuggestedDescription(_ functionName: String) -> String {
        var name = Substring(functionName)
        if name.hasPrefix("`"), name.hasSuffix("`"), name.count >= 2 { name = name.dropFirst().dropLast() }
        let scalars = Array(name.unicodeScalars)
        // ASCII names (nearly all) without the Unicode property tables.
        func isUpper(_ u: Unicode.Scalar) -> Bool { u.isASCII ? (u >= "A" && u <= "Z") : u.properties.isUppercase }
        func isLower(_ u: Unicode.Scalar) -> Bool { u.isASCII ? (u >= "a" && u <= "z") : u.properties.isLowercase }
        func isDigit(_ u: Unicode.Scalar) -> Bool { u >= "0" && u <= "9" }
        var words: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        for (k, u) in scalars.enumerated() {
            if u == "_" || u == " " {
                if !current.isEmpty { words.append(current) }
                current = []
                continue
            }
            if let prev = current.last {
                let next = k + 1 < scalars.count ? scalars[k + 1] : nil
                let split = (isUpper(u) && (isLower(prev) || isDigit(prev)))
                    // The end of an acronym: `DTOMapping` → `DTO`, `Mapping`.
                    || (isUpper(u) && isUpper(prev) && next.map(isLower) == true)
                    || (isDigit(u) != isDigit(prev))
                if split {
                    words.append(current)
                    current = []
                }
            }
            current.append(u)
        }
        if !current.isEmpty { words.append(current) }
        if words.count > 1 && String(String.UnicodeScalarView(words[0])) == "test" { words.removeFirst() }
        guard !words.isEmpty else { return functionName }
        var out = String.UnicodeScalarView()
        for (k, w) in words.enumerated() {
            if k > 0 { out.append(" ") }
            if w.count > 1 && w.allSatisfy({ isUpper($0) || isDigit($0) }) {
                out.append(contentsOf: w)
            } else if w.allSatisfy(\.isASCII) {
                // ASCII (nearly every name): case mapping without the Unicode tables.
                for (n, u) in w.enumerated() {
                    let v = u.value
                    if n == 0 && k == 0, v >= 0x61 && v <= 0x7A { out.append(Unicode.Scalar(v - 32)!) }
                    else if (n > 0 || k > 0), v >= 0x41 && v <= 0x5A { out.append(Unicode.Scalar(v + 32)!) }
                    else { out.append(u) }
                }
            } else {
                let text = String(String.UnicodeScalarView(w))
                out.append(contentsOf: (k == 0 ? text.prefix(1).uppercased() + text.dropFirst().lowercased() : text.lowercased()).unicodeScalars)
            }
        }
        return String(out)
    }
}

extension TestDescriptionRule {
    /// `suggestedDescription` for an ASCII name (nearly all), on its bytes: the same words and
    /// case mapping without arrays of scalars (a finding's suggestion cost 30,000 instructions).
    /// nil for any other name.
    static func asciiSuggestedDescription(_ functionName: String) -> String? {
        var bytes = Array(functionName.utf8)
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        if bytes.count >= 2, bytes.first == UInt8(ascii: "`"), bytes.last == UInt8(ascii: "`") { bytes = Array(bytes[1..<(bytes.count - 1)]) }
        func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
        func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        var words: [Range<Int>] = []
        var start = -1  // start of the current word (-1: none)
        for k in bytes.indices {
            let u = bytes[k]
            if u == UInt8(ascii: "_") || u == UInt8(ascii: " ") {
                if start >= 0 { words.append(start..<k) }
                start = -1
                continue
            }
            if start >= 0 {
                let prev = bytes[k - 1]
                let nextIsLower = k + 1 < bytes.count && isLower(bytes[k + 1])
                if (isUpper(u) && (isLower(prev) || isDigit(prev))) || (isUpper(u) && isUpper(prev) && nextIsLower)
                    || (isDigit(u) != isDigit(prev)) {
                    words.append(start..<k)
                    start = k
                }
            } else {
                start = k
            }
        }
        if start >= 0 { words.append(start..<bytes.count) }
        if words.count > 1 && bytes[words[0]].elementsEqual("test".utf8) { words.removeFirst() }
        guard !words.isEmpty else { return functionName }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + words.count)
        for (k, w) in words.enumerated() {
            if k > 0 { out.append(UInt8(ascii: " ")) }
            if w.count > 1 && bytes[w].allSatisfy({ isUpper($0) || isDigit($0) }) {
                out.append(contentsOf: bytes[w])
                continue
            }
            for (n, v) in bytes[w].enumerated() {
                if n == 0 && k == 0 && isLower(v) { out.append(v - 32) }
                else if (n > 0 || k > 0) && isUpper(v) { out.append(v + 32) }
                else { out.append(v) }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension TestDescriptionRule: FixableRule {
    /// `@Test` → `@Test("Execute returns model")`; `@Test(arguments: …)` → `@Test("…", arguments: …)`;
    /// an empty `""` description is replaced.
    public func fix(_ finding: Finding, in file: SourceFile, context: FixContext) -> Fix? {
        guard let description = finding.fixHint, !description.isEmpty, let at = file.token(atLine: finding.line, column: finding.column),
              file.isPunct(at, "@"), var name = file.next(at) else { return nil }
        // `@Testing.Test`
        while let dot = file.next(name), file.isPunct(dot, "."), file.start(dot) == file.end(name), let n = file.next(dot) { name = n }
        guard file.is(name, "Test") else { return nil }
        let literal = "\"" + description.replacingAll("\\", "\\\\").replacingAll("\"", "\\\"") + "\""
        guard let open = file.next(name), file.isPunct(open, "("), file.start(open) == file.end(name), let close = file.closer(of: open) else {
            return Fix(ruleID: id, path: file.path, [.insert("(" + literal + ")", at: file.end(name))])
        }
        guard let first = file.next(open), first != close else {
            return Fix(ruleID: id, path: file.path, [TextEdit(range: file.end(open)..<file.start(close), literal)])
        }
        if file.tokens[first].kind == .string {
            return Fix(ruleID: id, path: file.path, [TextEdit(range: file.start(first)..<file.end(first), literal)])
        }
        return Fix(ruleID: id, path: file.path, [.insert(literal + ", ", at: file.start(first))])
    }
}
