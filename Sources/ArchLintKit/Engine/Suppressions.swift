#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Inline suppressions ("waivers") written in comments, SwiftLint style, each
/// with a reason after a hyphen or a dash:
/// `// archlint:disable:next rule-id[, rule-id…] - reason`,
/// `// archlint:disable:this rule-id - reason`,
/// `// archlint:disable rule-id - reason` (to the end of the file or a matching
/// `// archlint:enable rule-id`); `all` stands for every rule.
/// A directive without a reason suppresses nothing: the rules that judge
/// waivers (see `SuppressionRule`) report it, and unused waivers.
public struct Suppressions: Sendable, Equatable {
    /// One `archlint:` comment.
    public struct Directive: Sendable, Equatable {
        /// `disable`, `enable`, `disable:next` or `disable:this`.
        public var command: String
        /// The rule ids it names (`all` included), known ones only.
        public var rules: [String]
        /// The text after ` - ` (or ` — `), nil when there is none.
        public var reason: String?
        public var line: Int
        public var column: Int

        /// The directive as written, without its reason: `archlint:disable:next a, b`.
        public var text: String { "archlint:\(command) " + rules.joined(separator: ", ") }
    }

    /// Lines where one rule (or `all`) is waived by a directive with a reason.
    public struct Region: Sendable, Equatable {
        public var rule: String  // a rule id or "all"
        public var fromLine: Int
        public var toLine: Int
        /// Index of the directive that opened it.
        public var directive: Int
    }

    public var directives: [Directive] = []
    public var regions: [Region] = []
    /// Sourcery's annotations (`// sourcery: AutoMockable`), which tell a generator what to write
    /// for the next declaration. They are no waivers: rules read them as facts (a contract whose
    /// mock Sourcery generates has one).
    public var generatorAnnotations: [GeneratorAnnotation] = []
    public struct GeneratorAnnotation: Sendable, Equatable {
        /// The text after `sourcery:`, trimmed: `AutoMockable`, `AutoMockable, skip = "x"`.
        public var text: String
        public var line: Int
    }

    public init() {}

    /// No waiver directive (generator annotations are not waivers).
    public var isEmpty: Bool { directives.isEmpty }

    /// The region that waives a finding of `rule` on `line`, if any (the first one written).
    public func region(suppressing rule: String, line: Int) -> Int? {
        for (i, r) in regions.enumerated() where (r.rule == rule || r.rule == "all") && line >= r.fromLine && line <= r.toLine {
            return i
        }
        return nil
    }

    public func suppresses(rule: String, line: Int) -> Bool { region(suppressing: rule, line: line) != nil }

    /// Reads the suppression comments among `tokens`. Unknown rule ids and
    /// malformed commands are returned as problems (file and line).
    /// `comments`: the indices of the comment tokens (`Lexer.tokenizeIndexed`);
    /// found here when not given.
    public static func parse(_ tokens: [Token], _ bytes: UnsafeBufferPointer<UInt8>, path: String,
                             knownRules: KnownRuleIDs, comments: [Int32]? = nil) -> (Suppressions, [InputProblem]) {
        var result = Suppressions()
        var problems: [InputProblem] = []
        guard let base = bytes.baseAddress else { return (result, problems) }
        let marker = Array("archlint:".utf8)
        let sourcery = Array("sourcery:".utf8)
        var open: [String: Int] = [:]  // rule → index of the `disable` directive
        let lastLine = tokens.last.map { Int($0.line) } ?? 1
        // Only comments are read: with their indices, the other tokens are never visited.
        let commentIndices = comments ?? Lexer.commentIndices(of: tokens)
        for k in commentIndices {
            let t = tokens[Int(k)]
            let s = Int(t.start), e = Int(t.end)
            guard e - s > marker.count else { continue }
            // Only commands at the start of the comment (after `//` or `/*` and spaces) count:
            // the marker is looked for there only, not searched for in the whole comment.
            var lead = s + 2
            while lead < e && (base[lead] == 0x20 || base[lead] == 0x09 || base[lead] == UInt8(ascii: "/") || base[lead] == UInt8(ascii: "*")) { lead += 1 }
            // (The first letter first: most comments are prose, compared no further.)
            if lead < e, base[lead] == UInt8(ascii: "s"), lead + sourcery.count <= e, memcmp(base + lead, sourcery, sourcery.count) == 0 {
                var end = lead + sourcery.count
                while end < e && base[end] != 10 && base[end] != 13 && !(base[end] == UInt8(ascii: "*") && end + 1 < e && base[end + 1] == UInt8(ascii: "/")) { end += 1 }
                let text = String(decoding: UnsafeBufferPointer(start: base + lead + sourcery.count, count: end - lead - sourcery.count), as: UTF8.self)
                result.generatorAnnotations.append(GeneratorAnnotation(text: text.trimmingSpaces(), line: Int(t.line)))
                continue
            }
            guard lead + marker.count <= e, memcmp(base + lead, marker, marker.count) == 0 else { continue }
            let at = lead
            // The command runs to the end of the line (or of the comment).
            let q = at + marker.count
            var end = q
            while end < e && base[end] != 10 && base[end] != 13 && !(base[end] == UInt8(ascii: "*") && end + 1 < e && base[end + 1] == UInt8(ascii: "/")) { end += 1 }
            let text = String(decoding: UnsafeBufferPointer(start: base + q, count: end - q), as: UTF8.self)
            let line = Int(t.line)
            let parsed = Command(text)
            let command = parsed.command
            guard !command.isEmpty else { continue }
            guard ["disable", "enable", "disable:next", "disable:this"].contains(command) else {
                problems.append(InputProblem(path: path, line: line, message: "unknown archlint command `archlint:\(command)` (use disable, enable, disable:next, disable:this)"))
                continue
            }
            if parsed.ids.isEmpty {
                problems.append(InputProblem(path: path, line: line, message: "`archlint:\(command)` names no rule (write a rule id, or `all`)"))
                continue
            }
            var valid: [String] = []
            for id in parsed.ids {
                if id == "all" || knownRules.contains(id) {
                    if !valid.contains(id) { valid.append(id) }
                } else {
                    problems.append(InputProblem(path: path, line: line, message: "unknown rule id `\(id)` in `archlint:\(command)` (known: \(knownRules.sorted().joined(separator: ", ")))"))
                }
            }
            guard !valid.isEmpty else { continue }
            let index = result.directives.count
            result.directives.append(Directive(command: command, rules: valid, reason: parsed.reason, line: line, column: Int(t.column)))
            // A waiver without a reason waives nothing (a rule reports it).
            let waives = parsed.reason != nil
            switch command {
            case "disable":
                for id in valid where open[id] == nil { open[id] = index }
            case "enable":
                for id in valid {
                    if let from = open.removeValue(forKey: id), result.directives[from].reason != nil {
                        result.regions.append(Region(rule: id, fromLine: result.directives[from].line, toLine: line, directive: from))
                    }
                }
            case "disable:next":
                if waives { for id in valid { result.regions.append(Region(rule: id, fromLine: line + 1, toLine: line + 1, directive: index)) } }
            default:  // disable:this
                if waives { for id in valid { result.regions.append(Region(rule: id, fromLine: line, toLine: line, directive: index)) } }
            }
        }
        for (id, from) in open.sorted(by: { $0.key < $1.key }) where result.directives[from].reason != nil {
            let fromLine = result.directives[from].line
            result.regions.append(Region(rule: id, fromLine: fromLine, toLine: max(lastLine, fromLine) + 1, directive: from))
        }
        return (result, problems)
    }

    /// The text after `archlint:`: `disable:next a, b - reason`.
    struct Command {
        var command = ""
        var ids: [String] = []
        var reason: String?

        init(_ text: String) {
            let scalars = Array(text.unicodeScalars)
            var i = 0
            func isSpace(_ u: Unicode.Scalar) -> Bool { u == " " || u == "\t" }
            func word() -> String {
                var w = ""
                while i < scalars.count, !isSpace(scalars[i]), scalars[i] != "," { w.unicodeScalars.append(scalars[i]); i += 1 }
                return w
            }
            while i < scalars.count && isSpace(scalars[i]) { i += 1 }
            command = word()
            while i < scalars.count {
                while i < scalars.count && (isSpace(scalars[i]) || scalars[i] == ",") { i += 1 }
                guard i < scalars.count else { break }
                let w = word()
                // A reason follows a lone hyphen, `--`, an en dash or an em dash.
                if w == "-" || w == "--" || w == "\u{2014}" || w == "\u{2013}" {
                    var r = String(String.UnicodeScalarView(scalars[i...]))
                    while let f = r.unicodeScalars.first, isSpace(f) { r.unicodeScalars.removeFirst() }
                    while let l = r.unicodeScalars.last, isSpace(l) { r.unicodeScalars.removeLast() }
                    reason = r.isEmpty ? nil : r
                    return
                }
                if let f = w.unicodeScalars.first, f == "\u{2014}" || f == "\u{2013}" {
                    var r = String(String.UnicodeScalarView(w.unicodeScalars.dropFirst())) + String(String.UnicodeScalarView(scalars[i...]))
                    while let l = r.unicodeScalars.last, isSpace(l) { r.unicodeScalars.removeLast() }
                    reason = r.isEmpty ? nil : r
                    return
                }
                // A trailing `// …` comment ends the directive (no reason).
                if w.hasPrefix("//") { return }
                ids.append(w)
            }
        }
    }
}

/// A file written by a code generator (Sourcery's `AutoMockable.generated.swift`, SwiftGen's
/// assets, protobuf's `.pb.swift` when it says so): its name ends in `.generated.swift`, or a comment
/// before its first line of code says it is generated and not to be edited (`DO NOT EDIT`,
/// `Generated using Sourcery`, `Generated using SwiftGen`, `@generated`). Its findings would ask a
/// team to edit what the next generation overwrites: the engine indexes it and reports nothing on it.
public enum GeneratedSource {
    static let markers: [[UInt8]] = ["do not edit", "generated using sourcery", "generated using swiftgen", "@generated"].map { Array($0.utf8) }

    public static func isGenerated(path: String, _ tokens: [Token], _ bytes: UnsafeBufferPointer<UInt8>, comments: [Int32]? = nil) -> Bool {
        let suffix = ".generated.swift".utf8
        if path.utf8.count >= suffix.count, path.utf8.suffix(suffix.count).elementsEqual(suffix) { return true }
        guard let base = bytes.baseAddress else { return false }
        // The leading comments (tokens 0, 1, 2… while each is one), within the file's first 320
        // bytes, where generators write their header's first lines: a licence is not read to its end.
        let window = 320
        var k = 0
        while k < tokens.count, tokens[k].kind == .comment, Int(tokens[k].start) < window {
            let t = tokens[k]
            let end = min(Int(t.end), window)
            if contains(markers, in: UnsafeBufferPointer(start: base + Int(t.start), count: end - Int(t.start))) { return true }
            k += 1
        }
        return false
    }

    /// Whether the text holds one of the (lower-case ASCII) markers, compared case-insensitively.
    static func contains(_ markers: [[UInt8]], in text: UnsafeBufferPointer<UInt8>) -> Bool {
        func lower(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }
        guard let p = text.baseAddress else { return false }
        let n = text.count
        // One pass: a marker is compared only where the text has its first letter (`b | 0x20` is
        // `d` for D and d only, `g` for G and g only; `@` is itself).
        var i = 0
        while i < n {
            let b = p[i]
            let c = b | 0x20
            if c == UInt8(ascii: "d") || c == UInt8(ascii: "g") || b == UInt8(ascii: "@") {
                let first = lower(b)
                for m in markers where m[0] == first && i + m.count <= n {
                    var j = 1
                    while j < m.count && lower(p[i + j]) == m[j] { j += 1 }
                    if j == m.count { return true }
                }
            }
            i += 1
        }
        return false
    }
}
