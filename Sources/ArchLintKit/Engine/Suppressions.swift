#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Inline suppressions written in comments, SwiftLint style:
/// `// archlint:disable rule-id …` (to the end of the file or a matching
/// `// archlint:enable rule-id`), `// archlint:disable:next rule-id`,
/// `// archlint:disable:this rule-id`; `all` stands for every rule.
public struct Suppressions: Sendable, Equatable {
    public struct Region: Sendable, Equatable {
        public var rule: String  // a rule id or "all"
        public var fromLine: Int
        public var toLine: Int
    }

    public var regions: [Region] = []

    public init() {}

    public var isEmpty: Bool { regions.isEmpty }

    public func suppresses(rule: String, line: Int) -> Bool {
        for r in regions where (r.rule == rule || r.rule == "all") && line >= r.fromLine && line <= r.toLine {
            return true
        }
        return false
    }

    /// Reads the suppression comments among `tokens`. Unknown rule ids and
    /// malformed commands are returned as problems (file and line).
    public static func parse(_ tokens: [Token], _ bytes: UnsafeBufferPointer<UInt8>, path: String,
                             knownRules: Set<String>) -> (Suppressions, [InputProblem]) {
        var result = Suppressions()
        var problems: [InputProblem] = []
        guard let base = bytes.baseAddress else { return (result, problems) }
        let marker = Array("archlint:".utf8)
        var open: [String: Int] = [:]
        let lastLine = tokens.last.map { Int($0.line) } ?? 1
        for t in tokens where t.kind == .comment {
            let s = Int(t.start), e = Int(t.end)
            guard e - s > marker.count, let at = find(marker, base, s, e) else { continue }
            // The command runs to the end of the line (or of the comment).
            var q = at + marker.count
            var end = q
            while end < e && base[end] != 10 && base[end] != 13 && !(base[end] == UInt8(ascii: "*") && end + 1 < e && base[end + 1] == UInt8(ascii: "/")) { end += 1 }
            let text = String(decoding: UnsafeBufferPointer(start: base + q, count: end - q), as: UTF8.self)
            q = end
            // Only commands at the start of the comment (after `//` or `/*` and spaces) count.
            var lead = s + 2
            while lead < at && (base[lead] == 0x20 || base[lead] == 0x09 || base[lead] == UInt8(ascii: "/") || base[lead] == UInt8(ascii: "*")) { lead += 1 }
            guard lead == at else { continue }
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
            guard let command = words.first else { continue }
            let line = Int(t.line)
            // A reason may follow ` - ` or ` -- `.
            var ids: [String] = []
            for w in words.dropFirst() {
                if w == "-" || w == "--" { break }
                ids.append(w)
            }
            if ids.isEmpty {
                problems.append(InputProblem(path: path, line: line, message: "`archlint:\(command)` names no rule (write a rule id, or `all`)"))
                continue
            }
            var valid: [String] = []
            for id in ids {
                if id == "all" || knownRules.contains(id) {
                    valid.append(id)
                } else {
                    problems.append(InputProblem(path: path, line: line, message: "unknown rule id `\(id)` in `archlint:\(command)` (known: \(knownRules.sorted().joined(separator: ", ")))"))
                }
            }
            switch command {
            case "disable":
                for id in valid where open[id] == nil { open[id] = line }
            case "enable":
                for id in valid {
                    if let from = open.removeValue(forKey: id) {
                        result.regions.append(Region(rule: id, fromLine: from, toLine: line))
                    }
                }
            case "disable:next":
                for id in valid { result.regions.append(Region(rule: id, fromLine: line + 1, toLine: line + 1)) }
            case "disable:this":
                for id in valid { result.regions.append(Region(rule: id, fromLine: line, toLine: line)) }
            default:
                problems.append(InputProblem(path: path, line: line, message: "unknown archlint command `archlint:\(command)` (use disable, enable, disable:next, disable:this)"))
            }
        }
        for (id, from) in open.sorted(by: { $0.key < $1.key }) {
            result.regions.append(Region(rule: id, fromLine: from, toLine: max(lastLine, from) + 1))
        }
        return (result, problems)
    }

    static func find(_ needle: [UInt8], _ p: UnsafePointer<UInt8>, _ s: Int, _ e: Int) -> Int? {
        let n = needle.count
        guard n > 0, e - s >= n else { return nil }
        return needle.withUnsafeBufferPointer { nb -> Int? in
            var i = s
            // memchr to each candidate first byte, then compare the rest.
            while i + n <= e {
                guard let hit = memchr(p + i, Int32(nb[0]), e - n + 1 - i) else { return nil }
                let at = UnsafeRawPointer(hit) - UnsafeRawPointer(p)
                if memcmp(p + at, nb.baseAddress!, n) == 0 { return at }
                i = at + 1
            }
            return nil
        }
    }
}
