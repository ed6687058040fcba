/// `archlint test-rules [FILE…]`: runs each team rule document's examples, as the built-in
/// documents' examples are run by archlint's own tests. An Incorrect example passes when the
/// rule reports exactly on its marked lines (`// expect: id`), a Correct one when it reports
/// nothing. Exit 0 when every example passes, 1 when one fails, 2 on a malformed document.
struct TestRulesCommand {
    let tool: CommandLineTool
    static let usage = "archlint test-rules [--config FILE | --no-config] [FILE ...]"

    func run(_ args: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch tool.parse(args, OptionSpec(switches: ["--no-config"], valued: ["--config"]), command: "test-rules", usage: Self.usage) {
        case .failure(let e): return e.code
        case .success(let p): parsed = p
        }
        var rules: [TeamRule] = []
        var base = Configuration()
        if parsed.positionals.isEmpty {
            switch tool.configuration(parsed) {
            case .failure(let e): return tool.inputFailure([e])
            case .success(let c):
                base = c
                // Examples have their own paths: the rules' path globs are read against them.
                var reloaded: [String: [TeamRule]] = [:]
                for r in c.teamRules {
                    if reloaded[r.documentPath] == nil {
                        switch TeamRuleLoader.loadDocument(r.documentPath, display: r.documentPath, base: "") {
                        case .success(let again): reloaded[r.documentPath] = again
                        case .failure(let p): return tool.inputFailure([p])
                        }
                    }
                    if let again = reloaded[r.documentPath]?.first(where: { $0.id == r.id }) { rules.append(again) }
                }
            }
            if rules.isEmpty {
                tool.console.err("archlint: no team rules to test: list their folders in `.archlint.yml` (`rule_documents: [docs/rules]`) or name the documents (`archlint test-rules docs/rules/my-rule.md`)\n")
                return ExitStatus.failure
            }
        } else {
            let (files, problems) = FileSystem.collectSwiftFiles(parsed.positionals, suffix: ".md")
            if !problems.isEmpty { return tool.inputFailure(problems) }
            var seen: [String: String] = [:]
            for f in files {
                switch TeamRuleLoader.loadDocument(f, display: f, base: "") {
                case .failure(let p): return tool.inputFailure([p])
                case .success(let found):
                    // Prose documents in a folder are skipped; a document named on its own must hold a rule.
                    if found.isEmpty && parsed.positionals.contains(f) {
                        return tool.inputFailure([InputProblem(path: f, message: "not a team rule document: no `check:` in its front matter and no ```archlint block")])
                    }
                    for r in found {
                        if let other = seen[r.id] {
                            return tool.inputFailure([InputProblem(path: f, line: r.line, message: "team rule id `\(r.id)` is also the id of the rule at \(other): ids are unique across a team's documents")])
                        }
                        seen[r.id] = "\(f):\(r.line)"
                        rules.append(r)
                    }
                }
            }
        }
        var failed = 0, passed = 0
        var out = ""
        for rule in rules {
            switch Self.run(rule, base: base) {
            case .failure(let p): return tool.inputFailure([p])
            case .success(let results):
                let bad = results.filter { !$0.passed }
                passed += results.count - bad.count
                failed += bad.count
                out += (bad.isEmpty ? "ok    " : "FAIL  ") + rule.id + ": \(results.count - bad.count) of \(results.count) examples pass (\(rule.documentPath))\n"
                for r in bad { out += "      \(rule.documentPath):\(r.example.line): \(r.example.title)\n" + r.detail }
            }
        }
        out += "\(rules.count) team rule\(rules.count == 1 ? "" : "s"), \(passed + failed) examples: \(passed) passed, \(failed) failed\n"
        tool.console.out(out)
        return failed == 0 ? ExitStatus.clean : ExitStatus.violations
    }

    struct Result {
        var example: RuleDocumentModel.Example
        var passed: Bool
        var detail: String
    }

    /// Runs every example of `rule` with the rule alone (and the example's `.archlint.yml`).
    static func run(_ rule: TeamRule, base: Configuration) -> Swift.Result<[Result], InputProblem> {
        var results: [Result] = []
        for ex in rule.examples {
            var config = base
            config.layout.workingDirectory = nil
            if let (text, line) = ex.configuration {
                switch Configuration.parse(text, path: rule.documentPath) {
                case .failure(var p):
                    p.line = (p.line ?? 1) + line - 1
                    return .failure(p)
                case .success(let c): config = c
                }
            }
            config.teamRules = [rule]
            config.disabledRules = []
            config.onlyRules = [rule.id]
            var selection = LintSelection()
            selection.keepsIndex = true
            selection.wholeProject = false
            let report = Linter.lint(sources: ex.files.map { ($0.path, $0.code) }, configuration: config, selection: selection)
            if let p = report.problems.first {
                return .failure(InputProblem(path: rule.documentPath, line: ex.line, message: "example `\(ex.title)`: \(p.rendered)"))
            }
            let found = report.diagnostics.filter { $0.ruleID == rule.id }
            var expected: [String: Set<Int>] = [:]
            var others: [String] = []
            for f in ex.files {
                for m in RuleDocumentModel.markers(in: f.code) {
                    if m.rules.contains(rule.id) { expected[f.path, default: []].insert(m.line) } else { others.append(contentsOf: m.rules) }
                }
            }
            var detail = ""
            if let other = others.first {
                detail += "        a marker names `\(other)`, not this rule\n"
            }
            if !ex.incorrect && !expected.isEmpty { detail += "        a Correct example has `// expect:` markers\n" }
            // An example whose files the rule does not look at proves nothing (a Correct one passes by
            // looking at nothing): a path that is in no layer, a role folder misspelt.
            if let index = report.index {
                for w in rule.selectionCoverage(in: index, exclusions: false, declarations: false) { detail += "        the example lies outside the rule's scope: \(w.message)\n" }
            }
            if ex.incorrect && expected.isEmpty { detail += "        an Incorrect example without `// expect: \(rule.id)` marker\n" }
            let foundLines = Dictionary(grouping: found, by: \.path).mapValues { Set($0.map(\.line)) }
            for f in ex.files {
                let want = expected[f.path] ?? [], got = foundLines[f.path] ?? []
                for l in want.subtracting(got).sorted() { detail += "        expected a finding at \(f.path):\(l), got none\n" }
                for d in found where d.path == f.path && !want.contains(d.line) {
                    detail += "        unexpected finding at \(f.path):\(d.line):\(d.column): \(d.message)\n"
                }
            }
            results.append(Result(example: ex, passed: detail.isEmpty, detail: detail))
        }
        return .success(results)
    }
}
