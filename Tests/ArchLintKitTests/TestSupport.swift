import Foundation
@testable import ArchLintKit

/// Paths and helpers shared by the tests.
enum Repo {
    /// The repository root (this file is Tests/ArchLintKitTests/TestSupport.swift).
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static func path(_ relative: String) -> String { root + "/" + relative }

    static func read(_ relative: String) -> String {
        (try? String(contentsOfFile: path(relative), encoding: .utf8)) ?? ""
    }
}

/// An expected diagnostic, written in code as a trailing `// expect: rule-id[, rule-id]`.
struct Expectation: Hashable, Comparable, CustomStringConvertible {
    var path: String
    var line: Int
    var rule: String

    static func < (a: Expectation, b: Expectation) -> Bool {
        (a.path, a.line, a.rule) < (b.path, b.line, b.rule)
    }

    var description: String { "\(path):\(line) [\(rule)]" }

    /// The markers in `text` (lines split on LF, CRLF or CR, like the lexer).
    static func markers(in text: String, path: String) -> [Expectation] {
        var out: [Expectation] = []
        for (i, line) in splitLines(text).enumerated() {
            guard let r = line.range(of: "// expect:") else { continue }
            let ids = line[r.upperBound...].split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            for id in ids { out.append(Expectation(path: path, line: i + 1, rule: id)) }
        }
        return out
    }

    static func splitLines(_ text: String) -> [String] {
        var lines: [String] = []
        var cur = ""
        var it = text.unicodeScalars.makeIterator()
        var pendingCR = false
        while let u = it.next() {
            if pendingCR {
                pendingCR = false
                if u == "\n" { continue }
            }
            if u == "\n" { lines.append(cur); cur = "" } else if u == "\r" { lines.append(cur); cur = ""; pendingCR = true } else { cur.unicodeScalars.append(u) }
        }
        lines.append(cur)
        return lines
    }
}

/// A readable comparison of expected and found diagnostics ("" when equal).
func expectationDiff(expected: [Expectation], found: [Diagnostic]) -> String {
    let foundSet = found.map { Expectation(path: $0.path, line: $0.line, rule: $0.ruleID) }
    var missing = expected
    var unexpected: [Diagnostic] = []
    for (k, f) in foundSet.enumerated() {
        if let i = missing.firstIndex(of: f) { missing.remove(at: i) } else { unexpected.append(found[k]) }
    }
    guard !missing.isEmpty || !unexpected.isEmpty else { return "" }
    var s = ""
    for m in missing.sorted() { s += "  missing:    \(m)\n" }
    for u in unexpected { s += "  unexpected: \(u.path):\(u.line):\(u.column) [\(u.ruleID)] \(u.message)\n" }
    return s
}

/// A rule document `rules/<id>.md`: front matter and executable examples.
struct RuleDocument {
    struct Block {
        var path: String
        var code: String
    }

    struct Example {
        var incorrect: Bool
        var title: String
        var blocks: [Block]
        /// A ```` ```yaml path=.archlint.yml ```` block: the example's configuration.
        var config: String?

        /// The example's configuration (its `.archlint.yml` block, if any), running only `rule`.
        func configuration(only rule: String) -> Configuration {
            var c = Configuration()
            if let config {
                switch Configuration.parse(config, path: ".archlint.yml") {
                case .success(let parsed): c = parsed
                case .failure(let p): fatalError("\(title): bad .archlint.yml block: \(p.rendered)")
                }
            }
            c.disabledRules = []
            // A rule about waivers or the baseline judges the other rules' findings: they all run
            // (the tests compare only the document's rule). Any other rule runs alone.
            let judge = RuleRegistry.rule(id: rule).map { $0 is any SuppressionRule || $0 is any BaselineRule } ?? false
            c.onlyRules = judge ? nil : [rule]
            return c
        }

        /// A ```` ```json baseline ```` block: the example runs with it as `--baseline`.
        var baseline: String?

        var selection: LintSelection {
            guard let baseline else { return LintSelection() }
            switch Baseline.parse(Array(baseline.utf8), path: "archlint-baseline.json") {
            case .success(let b): return LintSelection(baseline: b)
            case .failure(let p): fatalError("\(title): bad baseline block: \(p.rendered)")
            }
        }
    }

    var id: String
    var frontMatter: [String: String]
    var examples: [Example]

    static func load(_ id: String) -> RuleDocument {
        parse(Repo.read("rules/\(id).md"), id: id)
    }

    static func parse(_ text: String, id: String) -> RuleDocument {
        var fm: [String: String] = [:]
        var examples: [Example] = []
        let lines = text.components(separatedBy: "\n")
        var i = 0
        if lines.first == "---" {
            i = 1
            while i < lines.count && lines[i] != "---" {
                if let c = lines[i].firstIndex(of: ":") {
                    fm[String(lines[i][..<c])] = lines[i][lines[i].index(after: c)...].trimmingCharacters(in: .whitespaces)
                }
                i += 1
            }
            i += 1
        }
        while i < lines.count {
            let l = lines[i]
            if l.hasPrefix("**Incorrect") || l.hasPrefix("**Correct") {
                examples.append(Example(incorrect: l.hasPrefix("**Incorrect"), title: l, blocks: [], baseline: nil))
            } else if l.hasPrefix("```yaml path=.archlint.yml"), !examples.isEmpty {
                var yaml: [String] = []
                i += 1
                while i < lines.count && lines[i] != "```" {
                    yaml.append(lines[i])
                    i += 1
                }
                examples[examples.count - 1].config = yaml.joined(separator: "\n") + "\n"
            } else if l.hasPrefix("```json baseline"), !examples.isEmpty {
                var json: [String] = []
                i += 1
                while i < lines.count && lines[i] != "```" {
                    json.append(lines[i])
                    i += 1
                }
                examples[examples.count - 1].baseline = json.joined(separator: "\n") + "\n"
            } else if l.hasPrefix("```swift"), !examples.isEmpty {
                var path = ""
                if let r = l.range(of: "path=") {
                    path = String(l[r.upperBound...].split(separator: " ").first ?? "")
                }
                var code: [String] = []
                i += 1
                while i < lines.count && lines[i] != "```" {
                    code.append(lines[i])
                    i += 1
                }
                examples[examples.count - 1].blocks.append(Block(path: path, code: code.joined(separator: "\n") + "\n"))
            }
            i += 1
        }
        return RuleDocument(id: id, frontMatter: fm, examples: examples)
    }
}

func lintBlocks(_ blocks: [RuleDocument.Block], configuration: Configuration = Configuration(),
                selection: LintSelection = LintSelection()) -> LintReport {
    Linter.lint(sources: blocks.map { ($0.path, $0.code) }, configuration: configuration, selection: selection)
}
