import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ArchLintKit

@Suite("Reports")
struct ReportTests {
    /// A tree with a finding, a waived finding and a finding of another rule.
    static func tree() -> Scratch {
        let s = Scratch()
        s.write("Features/C/Sources/Domain/UseCases/GetXUseCase.swift", badContract)
        s.write("Features/C/Sources/Data/DataSources/Old DataSource.swift",
                "// archlint:disable:next contract-sendable - shared with the watch app\nprotocol OldDataSourceContract { func load() async throws -> Int }\n")
        return s
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("Escapes: JSON strings read back as the original text, XML text escapes markup and drops forbidden control characters")
    func escapes() throws {
        let samples = ["plain path/File.swift", "say \"hi\" \\ now", "tab\tline\nreturn\r", "bell\u{07}nul\u{00}esc\u{1B}",
                       "émoji 👩‍💻 and 中文", "", "<tag attr='1'> & more"]
        for s in samples {
            let text = Escape.json(s)
            let back = try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [String]
            #expect(back == [s], "JSON of \(s.debugDescription): \(text)")
        }
        #expect(Escape.json("a\u{07}b") == "\"a\\u0007b\"")
        #expect(Escape.json("x\u{1F}") == "\"x\\u001fx\"".replacingOccurrences(of: "fx", with: "f"))
        #expect(Escape.xml("<a href=\"x\">Tom & 'Jerry'</a>") == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;")
        #expect(Escape.xml("line\nnext\ttab\u{07}bell") == "line\nnext\ttab?bell")
        #expect(Escape.xml("été 👩‍💻") == "été 👩‍💻")
    }

    @Test("--reporter twice with files, and once to stdout: every report in one run, files written atomically")
    func severalReports() throws {
        let s = Self.tree()
        let r = run(in: s.path, ["--reporter", "sarif:out/report.sarif", "--reporter", "junit:report.xml", "--reporter", "xcode"])
        #expect(r.status == 2)  // out/ does not exist: the SARIF file cannot be written
        #expect(r.err.contains("out/report.sarif: error: cannot write"), "\(r.err)")
        try FileManager.default.createDirectory(atPath: s.path + "/out", withIntermediateDirectories: true)
        let ok = run(in: s.path, ["--reporter", "sarif:out/report.sarif", "--reporter", "junit:report.xml", "--reporter", "xcode"])
        #expect(ok.status == 1)
        #expect(ok.out.contains("GetXUseCase.swift:1:10: error:"))
        let sarif = try Self.json(try #require(s.read("out/report.sarif")))
        #expect(sarif["version"] as? String == "2.1.0")
        #expect(XMLParser(data: Data(try #require(s.read("report.xml")).utf8)).parse())
        #expect(s.read("report.xml")?.contains("contract-sendable") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.path + "/out") == ["report.sarif"])

        for bad in [["--reporter", "json", "--reporter", "xcode"], ["--reporter", "json:a", "--reporter", "sarif:a"],
                    ["--reporter", "html:x"], ["--reporter", "json:"]] {
            let u = run(in: s.path, bad)
            #expect(u.status == 2, "\(bad)")
            #expect(u.err.contains("usage: archlint [lint]"), "\(bad): \(u.err)")
        }
    }

    @Test("JSON: schemaVersion, tool version, per finding rule, severity, message, path, line, column, baseline key; waivers with their reasons")
    func json() throws {
        let s = Self.tree()
        let r = run(in: s.path, ["--reporter", "json"])
        let doc = try Self.json(r.out)
        #expect(doc["schemaVersion"] as? Int == JSONReporter.schemaVersion)
        #expect((doc["tool"] as? [String: Any])?["version"] as? String == ArchLint.version)
        let diags = try #require(doc["diagnostics"] as? [[String: Any]])
        let active = try #require(diags.first { $0["suppressed"] as? Bool == false && $0["rule"] as? String == "contract-sendable" })
        #expect(active["path"] as? String == "Features/C/Sources/Domain/UseCases/GetXUseCase.swift")
        #expect(active["line"] as? Int == 1 && active["column"] as? Int == 10)
        #expect(active["severity"] as? String == "error")
        #expect((active["message"] as? String)?.contains("not Sendable") == true)
        #expect(active["baselineKey"] as? String == "contract-sendable|Features/C/Sources/Domain/UseCases/GetXUseCase.swift|GetXUseCaseContract|0")
        let waived = try #require(diags.first { $0["suppressed"] as? Bool == true })
        #expect(waived["reason"] as? String == "shared with the watch app")
        #expect(waived["rule"] as? String == "contract-sendable")
        #expect(active["reason"] == nil)
        let summary = try #require(doc["summary"] as? [String: Any])
        #expect(summary["suppressed"] as? Int == 1)
    }

    @Test("SARIF: rules with full description and help from their document; results with ruleIndex, partialFingerprints, relative uri and uriBaseId")
    func sarif() throws {
        let s = Self.tree()
        let r = run(in: s.path, ["--reporter", "sarif"])
        let doc = try Self.json(r.out)
        let runs = try #require(doc["runs"] as? [[String: Any]])
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == RuleRegistry.ids)
        for rule in rules {
            let help = try #require((rule["help"] as? [String: Any])?["markdown"] as? String)
            #expect(help.hasPrefix("## "), "help of \(rule["id"] ?? "")")
            #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            #expect((result["partialFingerprints"] as? [String: String])?["archlintKey/v1"]?.hasPrefix("contract-sendable|Features/C/") == true)
            let location = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
            #expect(location["uriBaseId"] as? String == "%SRCROOT%")
            #expect((location["uri"] as? String)?.hasPrefix("Features/C/Sources/") == true)
        }
        // A space in a path is percent-encoded; the waived result carries an in-source suppression.
        let waived = try #require(results.first { $0["suppressions"] != nil })
        let uri = ((waived["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]).flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
        #expect(uri == "Features/C/Sources/Data/DataSources/Old%20DataSource.swift")
        #expect((waived["suppressions"] as? [[String: Any]])?.first?["justification"] as? String == "shared with the watch app")
        let base = (runs[0]["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any]
        #expect((base?["uri"] as? String)?.hasPrefix("file:///") == true)
        #expect((base?["uri"] as? String)?.hasSuffix("/") == true)
    }

    @Test("Xcode, plain: each line is path:line:column: severity: message [rule], its length counted in bytes (non-ASCII paths and messages, lines and columns of every width, a path or rule the same as the line before's)")
    func xcodePlainLines() {
        var report = LintReport()
        report.diagnostics = [
            Diagnostic(path: "Features/Café/Sources/Domain/Übersicht.swift", line: 1, column: 9, severity: .error, ruleID: "contract-suffix",
                       message: "`Übersicht` — a contract 👩‍💻 ends in `Contract`"),
            Diagnostic(path: "a.swift", line: 10, column: 100, severity: .warning, ruleID: "typed-throws", message: ""),
            Diagnostic(path: "b/中文.swift", line: 123_456, column: 1_000_001, severity: .error, ruleID: "r", message: "m"),
        ]
        let text = String(decoding: XcodeReporter(color: false).renderBytes(report), as: UTF8.self)
        #expect(text == "Features/Café/Sources/Domain/Übersicht.swift:1:9: error: `Übersicht` — a contract 👩‍💻 ends in `Contract` [contract-suffix]\n"
            + "a.swift:10:100: warning:  [typed-throws]\n"
            + "b/中文.swift:123456:1000001: error: m [r]\n")
        #expect(XcodeReporter(color: false).renderBytes(LintReport()).isEmpty)
        // A line's path and ` [rule]` most often the line before's (copied from its bytes): the same
        // path under another rule, another path under the same rule, both again, and other severities.
        let path = "Features/Café/Sources/Domain/Übersicht.swift"
        report.diagnostics = [
            Diagnostic(path: path, line: 1, column: 1, severity: .error, ruleID: "contract-suffix", message: "a"),
            Diagnostic(path: path, line: 2, column: 3, severity: .warning, ruleID: "contract-suffix", message: "bé"),
            Diagnostic(path: path, line: 2, column: 4, severity: .error, ruleID: "typed-throws", message: ""),
            Diagnostic(path: "b.swift", line: 12, column: 5, severity: .error, ruleID: "typed-throws", message: "c"),
            Diagnostic(path: "b.swift", line: 99_999, column: 10_000, severity: .warning, ruleID: "typed-throws", message: "d"),
            // Another path and rule of the same lengths as the line before's.
            Diagnostic(path: "a.swift", line: 3, column: 1, severity: .error, ruleID: "typed-throwz", message: "e"),
            Diagnostic(path: path, line: 7, column: 8, severity: .error, ruleID: "r", message: "f"),
        ]
        #expect(String(decoding: XcodeReporter(color: false).renderBytes(report), as: UTF8.self)
            == report.diagnostics.map { "\($0.path):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message) [\($0.ruleID)]\n" }.joined())
        report.diagnostics = [
            Diagnostic(path: "Features/Café/Sources/Domain/Übersicht.swift", line: 1, column: 9, severity: .error, ruleID: "contract-suffix",
                       message: "`Übersicht` — a contract 👩‍💻 ends in `Contract`"),
            Diagnostic(path: "a.swift", line: 10, column: 100, severity: .warning, ruleID: "typed-throws", message: ""),
            Diagnostic(path: "b/中文.swift", line: 123_456, column: 1_000_001, severity: .error, ruleID: "r", message: "m"),
        ]
        // Coloured, the same text between the terminal's codes.
        let coloured = String(decoding: XcodeReporter(color: true).renderBytes(report), as: UTF8.self)
        #expect(coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == text)
    }

    @Test("summary: a per-rule count table sorted by count")
    func summary() {
        var report = LintReport()
        func d(_ rule: String, _ line: Int) -> Diagnostic {
            Diagnostic(path: "a.swift", line: line, column: 1, severity: .error, ruleID: rule, message: "m")
        }
        report.diagnostics = [d("typed-throws", 1), d("contract-suffix", 2), d("contract-suffix", 3), d("contract-suffix", 4), d("typed-throws", 5)]
        var waived = d("contract-sendable", 6)
        waived.suppressionReason = "why"
        report.suppressed = [waived]
        let lines = SummaryReporter().render(report).split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("rule"))
        #expect(lines[1].hasPrefix("contract-suffix") && lines[1].hasSuffix("3         0         0"))
        #expect(lines[2].hasPrefix("typed-throws") && lines[2].hasSuffix("2         0         0"))
        #expect(lines[3].hasPrefix("contract-sendable") && lines[3].hasSuffix("0         1         0"))
        #expect(lines[4].hasPrefix("total") && lines[4].hasSuffix("5         1         0"))
    }

    @Test("Colour only on a terminal and never with NO_COLOR; the summary line goes to stderr, --quiet drops it")
    func colourAndSummary() {
        #expect(Terminal.wantsColor(isTTY: true, noColor: nil))
        #expect(!Terminal.wantsColor(isTTY: true, noColor: "1"))
        #expect(Terminal.wantsColor(isTTY: true, noColor: ""))
        #expect(!Terminal.wantsColor(isTTY: false, noColor: nil))
        let s = Self.tree()
        let c = Captured()
        var console = c.console
        console.colorOut = true
        console.colorErr = true
        _ = CommandLineTool.main(["--no-config", s.path], console: console)
        #expect(c.out.contains("\u{1B}[31merror:\u{1B}[0m"))
        #expect(c.err.contains("\u{1B}[31m1 violation"))
        let plain = run(["--no-config", s.path])
        #expect(!plain.out.contains("\u{1B}") && !plain.err.contains("\u{1B}"))
        #expect(plain.err.hasPrefix("1 violation in 1 file (2 files checked: 1 Domain, 1 Data); 1 waived"), "\(plain.err)")
        let quiet = run(["--no-config", "--quiet", s.path])
        #expect(quiet.err.isEmpty)
        // A report written to a file is never coloured.
        let file = s.path + "/x.txt"
        _ = CommandLineTool.main(["--no-config", "--reporter", "xcode:" + file, s.path], console: console)
        #expect((try? String(contentsOfFile: file, encoding: .utf8))?.contains("\u{1B}") == false)
    }
}
