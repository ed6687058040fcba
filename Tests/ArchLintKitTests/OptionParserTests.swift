import Testing
@testable import ArchLintKit

@Suite("Option parsing")
struct OptionParserTests {
    static let spec = OptionSpec(switches: ["--strict"], valued: ["--config", "--reporter"])

    @Test("Switches, valued options (separate or with `=`, repeatable), positionals and `--`")
    func parses() throws {
        let p = try OptionParser.parse(["a", "--strict", "--config", "c.yml", "--reporter=json", "--reporter", "sarif:out.sarif", "-", "--", "--strict"],
                                       Self.spec, command: "lint").get()
        #expect(p.has("--strict"))
        #expect(p.value("--config") == "c.yml")
        #expect(p.all("--reporter") == ["json", "sarif:out.sarif"])
        #expect(p.positionals == ["a", "-", "--strict"])
    }

    @Test("Unknown options, missing values and values given to switches are usage errors", arguments: [
        (["--bogus"], "unknown option `--bogus` for lint"),
        (["-x"], "unknown option `-x` for lint"),
        (["--config"], "`--config` needs a value"),
        (["--config", "--strict"], "`--config` needs a value"),
        (["--config="], "`--config` needs a value"),
        (["--strict=yes"], "`--strict` takes no value"),
    ])
    func errors(args: [String], message: String) {
        switch OptionParser.parse(args, Self.spec, command: "lint") {
        case .success: Issue.record("accepted \(args)")
        case .failure(let e): #expect(e.message == message)
        }
    }

    @Test("Every command prints its usage line with a usage error and exits 2", arguments: [
        (["lint", "--bogus"], "usage: archlint [lint] [OPTIONS] [PATH ...]"),
        (["rules", "extra"], "usage: archlint rules"),
        (["rules", "--bogus"], "usage: archlint rules"),
        (["explain"], "usage: archlint explain RULE-ID"),
        (["tokens", "a", "b"], "usage: archlint tokens FILE"),
        (["decls", "--x"], "usage: archlint decls FILE"),
        (["bench-lexer", "--repeat"], "usage: archlint bench-lexer"),
    ])
    func usageLines(args: [String], usage: String) {
        let r = run(args)
        #expect(r.status == 2)
        #expect(r.err.contains(usage), "\(r.err)")
    }
}

@Suite("rules command")
struct RulesCommandTests {
    @Test("`archlint rules` prints one line per rule: id first, then severity, on/off, fix, options and summary")
    func oneLinePerRule() {
        let r = run(["rules"])
        #expect(r.status == 0)
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.map { String($0.split(separator: " ")[0]) } == RuleRegistry.ids)
        for (line, rule) in zip(lines, RuleRegistry.all) {
            let d = rule.descriptor
            #expect(line.contains(" \(d.defaultSeverity.rawValue) "))
            #expect(line.contains(d.enabledByDefault ? " on " : " off "))
            #expect(line.contains("fix=\(d.fix.rawValue)"))
            for o in d.options { #expect(line.contains("\(o.name)=\(o.values.joined(separator: "|")) (default \(o.defaultValue))")) }
            #expect(line.hasSuffix("— " + Linter.oneLine(d.summary)))
        }
    }
}
