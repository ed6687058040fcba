import Foundation
import Testing
@testable import ArchLintKit

/// The rule documents are the spec: every example is run through the engine.
@Suite("Rule documents")
struct RuleDocumentTests {
    static let ruleIDs = RuleRegistry.ids

    /// Rules about waivers and the baseline: their documents run every rule and mark every finding.
    static func judges(_ id: String) -> Bool {
        RuleRegistry.rule(id: id).map { $0 is any SuppressionRule || $0 is any BaselineRule } ?? false
    }

    @Test("Every registered rule has a document with complete front matter", arguments: ruleIDs)
    func frontMatter(id: String) {
        let doc = RuleDocument.load(id)
        #expect(doc.frontMatter["id"] == id)
        for key in ["title", "severity", "impact", "tags", "source"] {
            #expect(!(doc.frontMatter[key] ?? "").isEmpty, "front matter of rules/\(id).md lacks `\(key)`")
        }
        let rule = RuleRegistry.rule(id: id)!
        #expect(doc.frontMatter["severity"] == rule.descriptor.defaultSeverity.rawValue)
        let sources = (doc.frontMatter["source"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Set(sources) == Set(rule.descriptor.sources), "rules/\(id).md `source` and the rule's descriptor disagree")
        for s in sources {
            #expect(s.range(of: #"^\d{3}_[0-9a-f]{16}\.txt$"#, options: .regularExpression) != nil, "`\(s)` is not a seed file name")
        }
    }

    @Test("Every document has at least 3 Incorrect and 3 Correct examples, each block with a path", arguments: ruleIDs)
    func exampleCounts(id: String) {
        let doc = RuleDocument.load(id)
        #expect(doc.examples.filter(\.incorrect).count >= 3)
        #expect(doc.examples.filter { !$0.incorrect }.count >= 3)
        for ex in doc.examples {
            #expect(!ex.blocks.isEmpty, "\(ex.title) has no swift block")
            for b in ex.blocks { #expect(b.path.hasSuffix(".swift"), "a block of \(ex.title) has no path=…swift") }
            let markers = ex.blocks.flatMap { Expectation.markers(in: $0.code, path: $0.path) }
            // A rule that judges waivers or the baseline shows the other rules' findings too.
            if !Self.judges(id) {
                for m in markers { #expect(m.rule == id, "rules/\(id).md marks a finding of another rule: \(m)") }
            }
            if ex.incorrect {
                #expect(!markers.isEmpty, "Incorrect example without `// expect:` marker: \(ex.title)")
            } else {
                #expect(markers.isEmpty, "Correct example with a marker: \(ex.title)")
            }
        }
    }

    @Test("Incorrect examples report exactly their markers, Correct examples report nothing (the document's rule alone, with the example's .archlint.yml)", arguments: ruleIDs)
    func examplesBehave(id: String) {
        for ex in RuleDocument.load(id).examples {
            let expected = ex.blocks.flatMap { Expectation.markers(in: $0.code, path: $0.path) }
            let report = lintBlocks(ex.blocks, configuration: ex.configuration(only: id), selection: ex.selection)
            #expect(report.problems.isEmpty, "\(ex.title): \(report.problems.map(\.rendered))")
            let diff = expectationDiff(expected: expected, found: report.diagnostics.filter { Self.judges(id) || $0.ruleID == id })
            #expect(diff.isEmpty, "rules/\(id).md \(ex.title)\n\(diff)")
        }
    }

    // MARK: Robust examples (SwiftLint-style re-testing)

    enum Variant: String, CaseIterable, Sendable {
        case unicodeCommentPrefix, tabs, crlf, ifDebug, unrelatedDeclaration

        /// Transforms one block; returns the new code and how many lines were prepended.
        func apply(_ code: String) -> (String, Int) {
            switch self {
            case .unicodeCommentPrefix:
                return ("// Ünïcödé — 日本語 ✓ 🚀 prefix line\n" + code, 1)
            case .tabs:
                let lines = code.components(separatedBy: "\n").map { line -> String in
                    var spaces = 0
                    for ch in line { if ch == " " { spaces += 1 } else { break } }
                    return String(repeating: "\t", count: spaces / 4) + String(repeating: " ", count: spaces % 4) + line.dropFirst(spaces)
                }
                return (lines.joined(separator: "\n"), 0)
            case .crlf:
                return (code.replacingOccurrences(of: "\n", with: "\r\n"), 0)
            case .ifDebug:
                return ("#if DEBUG\n" + code + "#endif\n", 1)
            case .unrelatedDeclaration:
                return ("func unrelatedHelper() -> Int {\n    42\n}\n" + code, 3)
            }
        }
    }

    /// Rules about code: a finding about the whole run (`RuleScope.run`) stays at line 1 of the run's
    /// first file, whatever its code.
    static let codeRuleIDs: [String] = ruleIDs.filter { RuleRegistry.rule(id: $0)?.descriptor.scope != .run }

    static let variantCases: [(String, Variant)] = codeRuleIDs.flatMap { id in Variant.allCases.map { (id, $0) } }

    @Test("Examples keep their findings (shifted) under a variant", arguments: variantCases)
    func robustVariant(id: String, variant: Variant) {
        for ex in RuleDocument.load(id).examples {
            var blocks: [RuleDocument.Block] = []
            var expected: [Expectation] = []
            for b in ex.blocks {
                let (code, shift) = variant.apply(b.code)
                blocks.append(RuleDocument.Block(path: b.path, code: code))
                expected += Expectation.markers(in: b.code, path: b.path).map {
                    Expectation(path: $0.path, line: $0.line + shift, rule: $0.rule)
                }
            }
            let report = lintBlocks(blocks, configuration: ex.configuration(only: id), selection: ex.selection)
            #expect(report.problems.isEmpty, "\(variant) \(ex.title): \(report.problems.map(\.rendered))")
            let diff = expectationDiff(expected: expected, found: report.diagnostics.filter { Self.judges(id) || $0.ruleID == id })
            #expect(diff.isEmpty, "rules/\(id).md \(ex.title) [\(variant)]\n\(diff)")
        }
    }

    @Test("An Incorrect example inside a block comment or a string literal reports nothing", arguments: codeRuleIDs)
    func inertWhenCommentedOut(id: String) {
        for ex in RuleDocument.load(id).examples where ex.incorrect {
            let commented = ex.blocks.map { RuleDocument.Block(path: $0.path, code: "/*\n" + $0.code + "*/\n") }
            let inComment = lintBlocks(commented, configuration: ex.configuration(only: id))
            #expect(inComment.diagnostics.filter { Self.judges(id) || $0.ruleID == id }.isEmpty, "\(ex.title) in a block comment: \(inComment.diagnostics.map(\.message))")
            let stringed = ex.blocks.map { RuleDocument.Block(path: $0.path, code: "let text = #\"\"\"\n" + $0.code + "\"\"\"#\n") }
            let inString = lintBlocks(stringed, configuration: ex.configuration(only: id))
            #expect(inString.diagnostics.filter { Self.judges(id) || $0.ruleID == id }.isEmpty, "\(ex.title) in a string literal: \(inString.diagnostics.map(\.message))")
        }
    }
}

/// The conventions and rule options are documented by executed examples.
@Suite("Convention and option examples")
struct OptionExampleTests {
    static let configs: [(rule: String, config: Configuration)] = RuleRegistry.ids.flatMap { id in
        RuleDocument.load(id).examples.compactMap { ex in ex.config == nil ? nil : (id, ex.configuration(only: id)) }
    }

    @Test("Every non-default value of every convention has an executed example in some rule document")
    func conventionValues() {
        let d = Conventions()
        let seen = Self.configs.map(\.config.conventions)
        for c in Conventions.ContractNaming.allCases where c != d.contracts {
            #expect(seen.contains { $0.contracts == c }, "no example with naming.contracts: \(c.rawValue)")
        }
        for m in Conventions.MockNaming.allCases where m != d.mocks {
            #expect(seen.contains { $0.mocks == m }, "no example with naming.mocks: \(m.rawValue)")
        }
        for v in Conventions.DetailNaming.allCases where v != d.detail {
            #expect(seen.contains { $0.detail == v }, "no example with naming.detail: \(v.rawValue)")
        }
        for v in Conventions.Mapping.allCases where v != d.mapping {
            #expect(seen.contains { $0.mapping == v }, "no example with mapping: \(v.rawValue)")
        }
        #expect(seen.contains { $0.contractSuffix != d.contractSuffix }, "no example with another naming.contract_suffix")
    }

    @Test("Every non-default value of a rule option has an executed example in the rule's document", arguments: RuleRegistry.ids)
    func ruleOptionValues(id: String) {
        let rule = RuleRegistry.rule(id: id)!
        let mine = Self.configs.filter { $0.rule == id }.map(\.config)
        for option in rule.descriptor.options {
            for value in option.values where value != option.defaultValue {
                #expect(mine.contains { $0.option(option.name, of: rule) == value },
                        "rules/\(id).md has no example with `rules: \(id): \(option.name): \(value)`")
            }
        }
    }
}
