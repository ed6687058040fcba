import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ArchLintKit

/// Runs the command line in-process and captures what it writes.
final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""
    var out: String { lock.withLock { outText } }
    var err: String { lock.withLock { errText } }

    var console: Console {
        Console(out: { s in self.lock.withLock { self.outText += s } },
                err: { s in self.lock.withLock { self.errText += s } },
                outBytes: { b in self.lock.withLock { self.outText += String(decoding: b, as: UTF8.self) } })
    }
}

/// In-process runs keep no compiled team rules in the user's cache folder (`TeamRuleCacheTests`
/// gives the cache a folder of its own).
let teamRuleCacheOff: Void = { setenv("ARCHLINT_CACHE_DIR", "", 1) }()

func run(_ args: [String]) -> (status: Int32, out: String, err: String) {
    _ = teamRuleCacheOff
    workingDirectoryLock.lockShared()
    defer { workingDirectoryLock.unlockShared() }
    let c = Captured()
    let status = CommandLineTool.main(args, console: c.console)
    return (status, c.out, c.err)
}

/// A scratch directory, removed when the test ends.
final class Scratch {
    let path: String
    init() {
        path = NSTemporaryDirectory() + "archlint-test-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ relative: String, _ text: String) -> String {
        let full = path + "/" + relative
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        precondition(FileManager.default.createFile(atPath: full, contents: Data(text.utf8)), "cannot write \(full)")
        return full
    }

    @discardableResult
    func writeBytes(_ relative: String, _ bytes: [UInt8]) -> String {
        let full = path + "/" + relative
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        precondition(FileManager.default.createFile(atPath: full, contents: Data(bytes)), "cannot write \(full)")
        return full
    }
}

let cleanContract = "protocol GetXUseCaseContract: Sendable {\n    func execute() async throws(XError) -> Int\n}\n"
let badContract = "protocol GetXUseCaseContract {\n    func execute() async throws(XError) -> Int\n}\n"

@Suite("Command line")
struct CLITests {
    @Test("The violation fixtures exit 1 with Xcode-style lines and a summary on stderr")
    func violations() {
        let r = run(["--no-config", Repo.path("Fixtures/Violations")])
        #expect(r.status == 1)
        let lines = r.out.split(separator: "\n")
        #expect(lines.count == Set(FixtureTests.expectations(under: Repo.path("Fixtures/Violations"))).count)
        for l in lines {
            #expect(l.range(of: #"^/.+\.swift:\d+:\d+: (error|warning): .+ \[[a-z-]+\]$"#, options: .regularExpression) != nil, "\(l)")
        }
        #expect(r.err.contains("violations in") && r.err.contains("files checked"))
    }

    @Test("The reference library exits 0 with no output lines")
    func reference() {
        let r = run(["--no-config", Repo.path("Fixtures/Reference")])
        #expect(r.status == 0)
        #expect(r.out.isEmpty)
        #expect(r.err.hasPrefix("0 violations"))
    }

    @Test("Usage errors exit 2 with a clear message", arguments: [
        (["--no-such-flag"], "unknown option"),
        (["--rule", "no-such-rule", "."], "unknown rule id `no-such-rule`"),
        (["--disable", "nope"], "unknown rule id `nope`"),
        (["--reporter", "html"], "unknown reporter"),
        (["--threads", "zero"], "--threads"),
        (["--config"], "needs a value"),
        (["explain", "nope"], "unknown rule id"),
        (["tokens"], "usage"),
        (["tokens", "--bogus"], "unknown option `--bogus` for tokens"),
        (["decls", "-x"], "unknown option `-x` for decls"),
        (["bench-lexer", "--bogus", "."], "unknown option `--bogus` for bench-lexer"),
        (["bench-lexer", "--repeat", "0", "."], "--repeat needs a positive number"),
        (["bench-lexer"], "usage: archlint bench-lexer"),
    ])
    func usageErrors(args: [String], fragment: String) {
        let r = run(args)
        #expect(r.status == 2)
        #expect(r.err.contains(fragment), "\(r.err)")
    }

    @Test("A path that does not exist exits 2 and names it; other paths are still checked")
    func missingPath() {
        let s = Scratch()
        s.write("Sources/Domain/UseCases/GetXUseCase.swift", badContract)
        let r = run(["--no-config", s.path + "/nope", s.path])
        #expect(r.status == 2)
        #expect(r.err.contains(s.path + "/nope: error: no such file or directory"))
        #expect(r.out.contains("[contract-sendable]"))
        #expect(r.err.contains("NOT everything was checked"))
    }

    @Test("Bad input files: binary, invalid UTF-8, empty, directory named x.swift, symlink loop, vanished file")
    func badInputs() throws {
        let s = Scratch()
        s.write("Sources/Domain/UseCases/GetXUseCase.swift", badContract)
        s.writeBytes("Sources/Domain/Binary.swift", [0xCF, 0xFA, 0xED, 0xFE, 0, 0, 0, 7])
        s.writeBytes("Sources/Domain/Latin1.swift", Array("let caf".utf8) + [0xE9] + Array(" = 1\n".utf8))
        s.write("Sources/Domain/Empty.swift", "")
        s.write("Sources/Domain/Folder.swift/Inner.swift", "struct Inner {}\n")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: s.path + "/Sources/loop-a.swift", withDestinationPath: s.path + "/Sources/loop-b.swift")
        try fm.createSymbolicLink(atPath: s.path + "/Sources/loop-b.swift", withDestinationPath: s.path + "/Sources/loop-a.swift")
        try fm.createSymbolicLink(atPath: s.path + "/Sources/Domain/up", withDestinationPath: s.path)
        let r = run(["--no-config", s.path])
        #expect(r.status == 2)
        #expect(r.err.contains("Binary.swift:1: error: contains a NUL byte"))
        #expect(r.err.contains("Latin1.swift:1: error: invalid UTF-8"))
        #expect(r.err.contains("loop-a.swift: error: cannot read"))
        #expect(r.out.contains("GetXUseCase.swift:1:10: error:"))  // the rest is still checked
        #expect(!r.err.contains("Folder.swift: error"))  // a directory named x.swift is walked

        // A file deleted between listing and reading.
        let gone = s.write("Sources/Gone.swift", "struct Gone {}\n")
        let (files, _) = FileSystem.collectSwiftFiles([s.path + "/Sources"])
        try fm.removeItem(atPath: gone)
        let report = Linter.lint(files: files, configuration: Configuration(), threads: 2)
        #expect(report.problems.contains { $0.path == gone && $0.message.contains("cannot read") })
    }

    @Test("A file without read permission exits 2 naming it (needs a non-root user: root reads everything)",
          .enabled(if: geteuid() != 0))
    func unreadable() throws {
        let s = Scratch()
        let f = s.write("Sources/Domain/Locked.swift", "struct Locked {}\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: f)
        let r = run(["--no-config", s.path])
        #expect(r.status == 2)
        #expect(r.err.contains("Locked.swift: error: cannot read file: Permission denied"))
    }

    @Test("A pipe named x.swift is reported, not read (it would block) and not skipped silently")
    func fifo() {
        let s = Scratch()
        s.write("Sources/Domain/UseCases/GetXUseCase.swift", badContract)
        #expect(mkfifo(s.path + "/Sources/Pipe.swift", 0o644) == 0)
        let r = run(["--no-config", s.path])
        #expect(r.status == 2)
        #expect(r.err.contains("Pipe.swift: error: not a regular file"))
        #expect(r.out.contains("GetXUseCase.swift:1:10"))
    }

    @Test("A bad .archlint.yml exits 2 naming the file and line")
    func badConfig() {
        let s = Scratch()
        let cfg = s.write(".archlint.yml", "disabled_rules:\n  - typed-throws\nrulez: 1\n")
        let r = run(["--config", cfg, s.path])
        #expect(r.status == 2)
        #expect(r.err.contains(cfg + ":3: error: unknown key `rulez`"))
    }

    @Test("Configuration and flags select rules and severities")
    func ruleSelection() {
        let s = Scratch()
        s.write("Sources/Domain/UseCases/GetXUseCase.swift", badContract)
        #expect(run(["--no-config", "--disable", "contract-sendable", s.path]).status == 0)
        #expect(run(["--no-config", "--rule", "typed-throws", s.path]).status == 0)
        let cfg = s.write("archlint.yml", "rules:\n  contract-sendable:\n    severity: warning\n")
        let warn = run(["--config", cfg, s.path])
        #expect(warn.status == 0)
        #expect(warn.out.contains(": warning: "))
        #expect(run(["--config", cfg, "--strict", s.path]).status == 1)
    }

    @Test("Every reporter renders the same findings", arguments: Reporters.names)
    func reporters(name: String) {
        let s = Scratch()
        s.write("Sources/Domain/UseCases/GetXUseCase.swift", badContract)
        let r = run(["--no-config", "--reporter", name, s.path])
        #expect(r.status == 1)
        #expect(r.out.contains("contract-sendable"))
        if name != "summary" { #expect(r.out.contains("GetXUseCase.swift")) }
        if name == "json" || name == "sarif" {
            #expect((try? JSONSerialization.jsonObject(with: Data(r.out.utf8))) != nil, "invalid JSON: \(r.out)")
        }
        if name == "checkstyle" || name == "junit" {
            #expect(XMLParser(data: Data(r.out.utf8)).parse(), "invalid XML: \(r.out)")
        }
    }

    @Test("rules, explain, tokens, decls, --help and --version")
    func commands() {
        let rules = run(["rules"])
        #expect(rules.status == 0)
        for id in RuleRegistry.ids { #expect(rules.out.contains(id)) }
        #expect(run(["explain", "typed-throws"]).out.hasPrefix("---\nid: typed-throws\n"))
        #expect(run(["--version"]).out == ArchLint.version + "\n")
        #expect(run(["--help"]).out.contains("EXIT STATUS"))
        for sub in [["lint", "--help"], ["tokens", "--help"], ["bench-lexer", "-h"], ["explain", "--help"], ["Features", "--help"]] {
            let r = run(sub)
            #expect(r.status == 0 && r.out.contains("EXIT STATUS"), "\(sub)")
        }
        // After `--`, `--help` is a path like any other.
        #expect(run(["lint", "--", "--help"]).status == 2)
        let s = Scratch()
        let f = s.write("a.swift", cleanContract)
        #expect(run(["tokens", f]).out.hasPrefix("1\t1\tkeyword\tprotocol\n"))
        #expect(run(["decls", f]).out.hasPrefix("1\tprotocol\tGetXUseCaseContract\t\tSendable\t\t\t\n"))
    }
}
