import Foundation
import Testing
@testable import ArchLintKit

/// The daily loop on a Mac (issue 36): the baseline as configuration, the hook, paths however
/// they are spelled, vendored folders, nothing to check, report files, and the Darwin details
/// Linux can reproduce. `.ci/daily-loop` runs the same behaviours with the release binary.
@Suite("Daily loop on a Mac")
struct DailyLoopTests {
    static let useCase = "Features/C/Sources/Domain/UseCases/GetCUseCase.swift"
    static let bad = "protocol GetCUseCaseContract {\n    func execute() async throws(CError) -> Int\n}\n"
    static let newBad = "protocol NewCUseCaseContract {\n    func execute() async throws(CError) -> Int\n}\n"

    // MARK: - Baseline as configuration

    @Test("`baseline:` in .archlint.yml hides its findings; --write-baseline alone writes it; --baseline wins")
    func configuredBaseline() throws {
        let s = Scratch()
        s.write(Self.useCase, Self.bad)
        s.write(".archlint.yml", "baseline: archlint-baseline.json\n")
        // Not written yet: every finding is reported, and the summary says why.
        let before = run(in: s.path, [])
        #expect(before.status == 1)
        #expect(before.err.contains("the configured baseline archlint-baseline.json does not exist yet: every finding is reported"))
        let write = run(in: s.path, ["--write-baseline"])
        #expect(write.status == 1)
        #expect(write.err.contains("1 baseline entry written to archlint-baseline.json"), "\(write.err)")
        let gate = run(in: s.path, ["--strict"])
        #expect(gate.status == 0, "\(gate.out)\(gate.err)")
        #expect(gate.err.contains("1 in the baseline"))
        // A new finding is reported; the baselined one stays hidden.
        s.write("Features/C/Sources/Domain/UseCases/NewCUseCase.swift", Self.newBad)
        let next = run(in: s.path, [])
        #expect(next.status == 1)
        #expect(next.out.contains("NewCUseCase.swift:1:10:") && !next.out.contains("GetCUseCase.swift"), "\(next.out)")
        // --baseline FILE wins over the configuration.
        s.write("empty.json", "{\"archlintBaseline\": 1, \"entries\": []}\n")
        let other = run(in: s.path, ["--baseline", "empty.json"])
        #expect(other.out.contains("GetCUseCase.swift:1:10:"))
        // --write-baseline FILE still writes FILE; followed by an option it is the configured one.
        #expect(run(in: s.path, ["--write-baseline", "--strict"]).err.contains("2 baseline entries written to archlint-baseline.json"))
    }

    @Test("`archlint graph` honours the configured baseline too: baselined dependency findings draw no red edge")
    func graphHonoursConfiguredBaseline() throws {
        let s = Scratch()
        try FileManager.default.copyItem(atPath: Repo.path("Fixtures/Violations/Features"), toPath: s.path + "/Features")
        s.write(".archlint.yml", "baseline: archlint-baseline.json\n")
        let before = run(in: s.path, ["graph", "--format", "json"])
        #expect(before.status == 0, "\(before.err)")
        #expect(!before.err.contains(" 0 violation edges"), "\(before.err)")
        #expect(run(in: s.path, ["--write-baseline"]).status == 1)
        let after = run(in: s.path, ["graph", "--format", "json"])
        #expect(after.err.contains(" 0 violation edges (0 findings)"), "\(after.err)")
    }

    @Test("--write-baseline alone without a configured baseline is a usage error that says what to add")
    func writeBaselineNeedsConfiguration() {
        let s = Scratch()
        s.write(Self.useCase, Self.bad)
        let r = run(in: s.path, ["--no-config", "--write-baseline"])
        #expect(r.status == 2)
        #expect(r.err.contains("no configuration sets `baseline:` (add `baseline: archlint-baseline.json` to .archlint.yml"))
        #expect(!s.exists("archlint-baseline.json"))
    }

    @Test("Baseline keys are relative to the configuration's folder: the same from a subfolder as from the root")
    func keysFromTheConfigurationFolder() throws {
        let s = Scratch()
        s.git("init", "-q")
        s.write(Self.useCase, Self.bad)
        s.write(".archlint.yml", "baseline: archlint-baseline.json\n")
        #expect(run(in: s.path, ["--write-baseline"]).status == 1)
        let fromRoot = try #require(s.read("archlint-baseline.json"))
        #expect(fromRoot.contains("\"path\": \"\(Self.useCase)\""))
        // From a subfolder (the configuration is found above), the entry matches.
        let sub = run(in: s.path + "/Features/C", ["--strict"])
        #expect(sub.status == 0, "\(sub.out)\(sub.err)")
        #expect(sub.err.contains("1 in the baseline"))
        // Rewritten from there (the finding hidden by the baseline it rewrites): the same file.
        #expect(run(in: s.path + "/Features/C", ["--write-baseline"]).status == 0)
        #expect(s.read("archlint-baseline.json") == fromRoot)
    }

    @Test("A configured `baseline:` must be a path")
    func baselineKeyParses() throws {
        let c = try Configuration.parse("baseline: reports/base.json\n", path: ".archlint.yml", baseDirectory: "/p").get()
        #expect(c.baseline == "/p/reports/base.json")
        guard case .failure(let p) = Configuration.parse("baseline: [a, b]\n", path: ".archlint.yml") else { Issue.record("a list was accepted"); return }
        #expect(p.line == 1 && p.message.contains("must be a file path"))
    }

    @Test("--write-baseline takes a FILE unless the next argument is an option or missing")
    func optionalValue() throws {
        #expect(try LintCommand.options(["--write-baseline"]).get().writeBaseline == "")
        #expect(try LintCommand.options(["--write-baseline", "--strict"]).get().writeBaseline == "")
        #expect(try LintCommand.options(["--write-baseline", "b.json", "Features"]).get().writeBaseline == "b.json")
        #expect(try LintCommand.options(["--write-baseline=b.json"]).get().writeBaseline == "b.json")
        #expect(throws: UsageError.self) { try LintCommand.options(["--write-baseline="]).get() }
    }

    // MARK: - The hook

    @Test("The hook names the archlint that wrote it, falls back to the usual folders, and refuses as it says when none is found")
    func hookScript() throws {
        let s = Scratch()
        let hook = InstallHookCommand.hook(executable: s.path + "/it's gone/archlint")
        #expect(hook.hasPrefix("#!/bin/sh\n\(InstallHookCommand.marker)"))
        #expect(hook.contains("installed='\(s.path)/it'\\''s gone/archlint'"))
        #expect(hook.contains("/opt/homebrew/bin:/usr/local/bin:$HOME/.local/bin:$HOME/.mint/bin"))
        s.write("hook", hook)
        // launchd's PATH, no archlint anywhere: refused (exit 1), and the message says so.
        let missing = try Self.sh(s.path + "/hook", environment: ["PATH": "/usr/bin:/bin", "HOME": s.path])
        #expect(missing.status == 1)
        #expect(missing.output.contains("archlint: not found (not at \(s.path)/it's gone/archlint, which installed this hook, nor on PATH): the commit is refused, unchecked."))
        #expect(missing.output.contains("git commit --no-verify"))
        // An archlint in ~/.local/bin is found although PATH does not name it.
        s.write(".local/bin/archlint", "#!/bin/sh\necho \"stand-in archlint $*\"\n")
        chmod(s.path + "/.local/bin/archlint", 0o755)
        let fallback = try Self.sh(s.path + "/hook", environment: ["PATH": "/usr/bin:/bin", "HOME": s.path])
        #expect(fallback.status == 0)
        #expect(fallback.output == "stand-in archlint --staged\n")
        // The installed one is preferred.
        s.write("it's gone/archlint", "#!/bin/sh\necho \"installed archlint $*\"\n")
        chmod(s.path + "/it's gone/archlint", 0o755)
        #expect(try Self.sh(s.path + "/hook", environment: ["PATH": "/usr/bin:/bin", "HOME": s.path]).output == "installed archlint --staged\n")
    }

    @Test("install-hook writes the running archlint's absolute path, updates a hook it wrote, keeps another one")
    func installHook() throws {
        let s = Scratch()
        s.git("init", "-q")
        let tool = { (c: Console) in CommandLineTool(console: c) }
        func install(_ args: [String], executable: String) -> (Int32, String) {
            workingDirectoryLock.lock()
            defer { workingDirectoryLock.unlock() }
            let previous = FileManager.default.currentDirectoryPath
            _ = FileManager.default.changeCurrentDirectoryPath(s.path)
            defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
            let c = Captured()
            let status = InstallHookCommand(tool: tool(c.console)).run(args, executable: executable)
            return (status, c.err)
        }
        #expect(install([], executable: "/opt/archlint-1/archlint").0 == 0)
        #expect(s.read(".git/hooks/pre-commit") == InstallHookCommand.hook(executable: "/opt/archlint-1/archlint"))
        // Reinstalled from another binary: its own hook is brought up to date without --force.
        let again = install([], executable: "/opt/archlint-2/archlint")
        #expect(again.0 == 0, "\(again.1)")
        #expect(s.read(".git/hooks/pre-commit")?.contains("installed='/opt/archlint-2/archlint'") == true)
        // Someone else's hook is kept.
        s.write(".git/hooks/pre-commit", "#!/bin/sh\nexec swiftlint\n")
        #expect(install([], executable: "/opt/archlint-2/archlint").0 == 2)
        #expect(s.read(".git/hooks/pre-commit") == "#!/bin/sh\nexec swiftlint\n")
        // The path the hook names is where this process runs from, absolute.
        let me = try #require(InstallHookCommand.executablePath())
        #expect(me.hasPrefix("/") && FileSystem.kind(me).0 == .file)
        #expect(InstallHookCommand.executablePath(arguments: ["./no-such-archlint"], workingDirectory: s.path) == nil || me.hasPrefix("/"))
    }

    /// Runs `script` with /bin/sh. A stand-in executable the test has just written can be "busy" for
    /// a moment: a process another test forks at that instant inherits the writing descriptor until
    /// it execs, and exec of a file open for writing fails with ETXTBSY (sh: exit 126, "Text file
    /// busy"). That is the machine, not the hook: such a run is tried again, at most five times.
    static func sh(_ script: String, environment: [String: String]) throws -> (status: Int32, output: String) {
        var result = try shOnce(script, environment: environment)
        for _ in 0..<5 where result.status == 126 && result.output.contains("Text file busy") {
            Thread.sleep(forTimeInterval: 0.1)
            result = try shOnce(script, environment: environment)
        }
        return result
    }

    static func shOnce(_ script: String, environment: [String: String]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = [script]
        p.environment = environment
        // In a folder that outlives every test: the process's working directory may be a scratch
        // folder another test made and removes ("sh: 0: getcwd() failed" in the hook's output),
        // whatever lock this start takes (some tests change it without one).
        p.currentDirectoryURL = URL(fileURLWithPath: "/")
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        // Started while no other test has changed the process's working directory (`run(in:)`
        // does, under this lock).
        workingDirectoryLock.lock()
        do { try p.run() } catch { workingDirectoryLock.unlock(); throw error }
        workingDirectoryLock.unlock()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    // MARK: - One path, however it is spelled

    @Test("A root given through a symbolic link: the same findings, printed as given, the same keys, `excluded:` honoured")
    func linkedRoot() throws {
        let s = Scratch()
        s.write("app/" + Self.useCase, Self.bad)
        s.write("app/Features/Legacy/Sources/Domain/UseCases/OldUseCase.swift", Self.bad.replacingOccurrences(of: "GetC", with: "Old"))
        s.write("app/.archlint.yml", "excluded:\n  - Features/Legacy\n")
        try FileManager.default.createSymbolicLink(atPath: s.path + "/link", withDestinationPath: s.path + "/app")
        let app = s.path + "/app"
        let direct = run(in: app, ["--write-baseline", s.path + "/direct.json", app + "/Features"])
        let linked = run(in: app, ["--write-baseline", s.path + "/linked.json", s.path + "/link/Features"])
        #expect(direct.status == 1 && linked.status == 1)
        #expect(!linked.out.contains("Legacy"), "excluded: ignored through the link: \(linked.out)")
        #expect(linked.out.hasPrefix(s.path + "/link/Features/C/"), "\(linked.out)")
        #expect(linked.out.replacingOccurrences(of: s.path + "/link/", with: app + "/") == direct.out)
        #expect(s.read("direct.json") == s.read("linked.json"))
        #expect(s.read("linked.json")?.contains("\"path\": \"\(Self.useCase)\"") == true)
        // The spellings: walked canonical, shown as given.
        let (roots, spellings) = PathSpellings.canonicalRoots([s.path + "/link/Features"], workingDirectory: app)
        #expect(roots == [app + "/Features"])
        #expect(spellings.display(app + "/Features/C/x.swift") == s.path + "/link/Features/C/x.swift")
        #expect(PathSpellings.canonicalRoots(["Features"], workingDirectory: app).1.isEmpty)
        #expect(PathSpellings.canonicalRoots([app + "/Features"], workingDirectory: app).1.isEmpty)
        let relative = PathSpellings.canonicalRoots(["../link/Features"], workingDirectory: app)
        #expect(relative.0 == ["Features"] && relative.1.display("Features/C/x.swift") == "../link/Features/C/x.swift")
    }

    @Test("--stdin-path through a link is the listed file, not a second one")
    func stdinThroughLink() throws {
        let s = Scratch()
        s.write("app/" + Self.useCase, Self.bad)
        try FileManager.default.createSymbolicLink(atPath: s.path + "/link", withDestinationPath: s.path + "/app")
        let r = run(in: s.path + "/app", ["--stdin-path", s.path + "/link/" + Self.useCase], stdin: Self.bad)
        #expect(r.status == 1)
        #expect(r.out == "\(s.path)/link/\(Self.useCase):1:10: error: contract `GetCUseCaseContract` is not Sendable: declare it `protocol GetCUseCaseContract: Sendable` [contract-sendable]\n")
        #expect(r.err.contains("(1 file checked"), "\(r.err)")
    }

    @Test("Names compare by canonical equivalence: an NFD folder is excluded by its NFC name; ASCII paths by bytes")
    func unicodeForms() {
        let nfd = "/p/Features/Cafe\u{301}", nfc = "/p/Features/Caf\u{E9}"
        #expect(Array(nfd.utf8) != Array(nfc.utf8))
        #expect(Paths.isInsideCanonically(nfd + "/A.swift", nfc, dirIsASCII: false))
        #expect(Paths.isInsideCanonically(nfc + "/A.swift", nfd, dirIsASCII: false))
        #expect(!Paths.isInsideCanonically("/p/Features/Cafe/A.swift", nfc, dirIsASCII: false))
        #expect(!Paths.isInsideCanonically(nfd + "s/A.swift", nfc, dirIsASCII: false))
        #expect(Paths.isInsideCanonically("/p/Features/A/B.swift", "/p/Features/A", dirIsASCII: true))
        #expect(!Paths.isInsideCanonically("/p/Features/AB.swift", "/p/Features/A", dirIsASCII: true))
        // On disk, through the whole command line.
        let s = Scratch()
        s.write("Features/Cafe\u{301}/Sources/Domain/UseCases/GetCUseCase.swift", Self.bad)
        s.write("Features/Menu/Sources/Domain/UseCases/GetMUseCase.swift", Self.bad.replacingOccurrences(of: "GetC", with: "GetM"))
        s.write(".archlint.yml", "excluded:\n  - Features/Caf\u{E9}\n")
        let r = run(in: s.path, ["--rule", "contract-sendable"])
        #expect(r.out.contains("GetMUseCase") && !r.out.contains("GetCUseCase"), "\(r.out)")
        // Baseline keys written in one form match findings in the other.
        let a = BaselineEntry(rule: "r", path: "Features/Cafe\u{301}/A.swift", declaration: "", occurrence: 0)
        let b = BaselineEntry(rule: "r", path: "Features/Caf\u{E9}/A.swift", declaration: "", occurrence: 0)
        #expect(a == b && Set([a]).contains(b))
    }

    @Test("--staged finds a staged file whose path on disk is spelled differently (a folder reached through a link)")
    func stagedUnderAnotherSpelling() throws {
        let s = Scratch()
        s.git("init", "-q")
        s.write(Self.useCase, Self.bad.replacingOccurrences(of: "Contract {", with: "Contract: Sendable {"))
        s.git("add", "-A")
        s.git("commit", "-qm", "start")
        s.write(Self.useCase, Self.bad)
        s.git("add", "-A")
        // The folder git knows as Features/C now lives at Features/RealC, Features/C a link to it
        // (as after a case-only rename git did not record on a case-insensitive volume).
        try FileManager.default.moveItem(atPath: s.path + "/Features/C", toPath: s.path + "/Features/RealC")
        try FileManager.default.createSymbolicLink(atPath: s.path + "/Features/C", withDestinationPath: "RealC")
        let r = run(in: s.path, ["--staged"])
        #expect(r.status == 1, "skipped silently: \(r.out)\(r.err)")
        #expect(r.out.contains("GetCUseCase.swift:1:10: error:"), "\(r.out)")
    }

    @Test("Paths.resolved: links resolved, a missing tail kept as written")
    func resolved() throws {
        let s = Scratch()
        s.write("real/a/x.swift", "")
        try FileManager.default.createSymbolicLink(atPath: s.path + "/l", withDestinationPath: s.path + "/real")
        let real = Paths.resolved(s.path)
        #expect(Paths.resolved(s.path + "/l/a/x.swift") == real + "/real/a/x.swift")
        #expect(Paths.resolved(s.path + "/l/a/new/y.swift") == real + "/real/a/new/y.swift")
        #expect(Paths.resolved("/") == "/")
    }

    // MARK: - Vendored folders

    @Test("Pods, Carthage, DerivedData and SourcePackages are not walked into; a root or an `included:` entry brings one back")
    func vendored() {
        let s = Scratch()
        for f in ["Pods/A/A.swift", "Carthage/Checkouts/B/B.swift", "DerivedData/C/C.swift", "SourcePackages/checkouts/D/D.swift",
                  "App/PodsHelper.swift", "App/Pods.swift", "App/My/Pods/E.swift"] {
            s.write(f, "let x = 1\n")
        }
        let c = FileSystem.collect([s.path])
        #expect(c.files.map { String($0.dropFirst(s.path.count + 1)) } == ["App/Pods.swift", "App/PodsHelper.swift"])
        #expect(c.vendoredSkipped.map { String($0.dropFirst(s.path.count + 1)) }.sorted() == ["App/My/Pods", "Carthage", "DerivedData", "Pods", "SourcePackages"])
        for threads in [1, 2] { #expect(FileSystem.collect([s.path], threads: threads).files == c.files) }
        #expect(FileSystem.collect([s.path + "/Pods"]).files == [s.path + "/Pods/A/A.swift"])
        let kept = FileSystem.collect([s.path], keepVendored: [s.path + "/Pods/A"], workingDirectory: "/")
        #expect(kept.files.contains(s.path + "/Pods/A/A.swift") && !kept.files.contains(s.path + "/DerivedData/C/C.swift"))
        // `archlint init` notes them.
        let settings = InitCommand.dailyLoopSettings(in: s.path)
        #expect(settings.vendored.sorted() == ["App/My/Pods", "Carthage", "DerivedData", "Pods", "SourcePackages"])
        #expect(settings.text.contains("# Vendored: Pods\n") && settings.text.contains("baseline: archlint-baseline.json\n"))
    }

    // MARK: - Nothing to check

    @Test("A run that checks no Swift file exits 2 and names the folders; files named one by one and excluded do not")
    func nothingToCheck() {
        let s = Scratch()
        s.write("docs/README.md", "# Notes\n")
        s.write(Self.useCase, Self.bad)
        let empty = run(in: s.path, ["--no-config", "--strict", "docs"])
        #expect(empty.status == 2)
        #expect(empty.err.contains("docs: error: no Swift file here: nothing was checked"), "\(empty.err)")
        s.write(".archlint.yml", "excluded:\n  - Features\n")
        let excluded = run(in: s.path, ["Features"])
        #expect(excluded.status == 2)
        #expect(excluded.err.contains("Features: error: every Swift file found is outside `included` or inside `excluded`"))
        // The pre-commit framework names staged files: all excluded, nothing to say.
        #expect(run(in: s.path, [Self.useCase]).status == 0)
    }

    @Test("--files-from reads PATHs from a file; an empty list is nothing to check")
    func filesFrom() {
        let s = Scratch()
        s.write(Self.useCase, Self.bad)
        s.write("list.txt", s.path + "/" + Self.useCase + "\n")
        let r = run(in: s.path, ["--no-config", "--files-from", "list.txt"])
        #expect(r.status == 1 && r.out.contains("GetCUseCase.swift:1:10:"))
        s.write("empty.txt", "\n")
        #expect(run(in: s.path, ["--no-config", "--files-from", "empty.txt"]).status == 2)
        #expect(run(in: s.path, ["--no-config", "--files-from", "missing.txt"]).status == 2)
    }

    // MARK: - Reports

    @Test("With file reporters the findings still reach the terminal and the summary names the files")
    func reportFilesNamed() {
        let s = Scratch()
        s.write(Self.useCase, Self.bad)
        let r = run(in: s.path, ["--no-config", "--reporter", "sarif:out.sarif", "--reporter", "junit:out.xml"])
        #expect(r.status == 1)
        #expect(r.out.contains("\(Self.useCase):1:10: error:"))
        #expect(r.err.contains("reports written to out.sarif, out.xml"))
        #expect(s.exists("out.sarif") && s.exists("out.xml"))
        let json = run(in: s.path, ["--no-config", "--reporter", "json", "--reporter", "sarif:out2.sarif"])
        #expect(json.out.hasPrefix("{") && !json.out.contains("error: contract"))
        #expect(json.err.contains("archlint: wrote the sarif report to out2.sarif\n"))
        #expect(!run(in: s.path, ["--no-config", "--quiet", "--reporter", "json", "--reporter", "sarif:out2.sarif"]).err.contains("wrote"))
    }

    // MARK: - Darwin details Linux can reproduce

    @Test("A negative dev_t (signed on Darwin) converts without trapping, every value distinct")
    func negativeDeviceNumber() {
        #expect(FileSystem.number(Int32(-1)) == UInt64.max)
        #expect(FileSystem.number(Int32(-2)) != FileSystem.number(Int32(-1)))
        #expect(FileSystem.number(Int32.min) == UInt64(bitPattern: Int64(Int32.min)))
        #expect(FileSystem.number(UInt64(42)) == 42)
        #expect(FileSystem.DirID(dev: FileSystem.number(Int32(-5)), ino: 1) != FileSystem.DirID(dev: 5, ino: 1))
    }

    @Test("A 255-byte name is read whole through the d_name field (256 bytes on Linux, 1024 on Darwin)")
    func longName() {
        #expect(FileSystem.entryNameCapacity >= 256)
        let s = Scratch()
        let name = String(repeating: "N", count: 249) + ".swift"
        #expect(name.utf8.count == 255)
        s.write("Long/" + name, "let x = 1\n")
        s.write("Long/" + String(repeating: "\u{E9}", count: 124) + ".swift", "let y = 1\n")  // 254 bytes
        let files = FileSystem.collectSwiftFiles([s.path + "/Long"]).files
        #expect(files.count == 2)
        #expect(files.contains(s.path + "/Long/" + name))
    }

    @Test("No-overwrite creation works on a volume without hard links (link() failing), and still never overwrites")
    func noHardLinks() throws {
        let s = Scratch()
        let failing: (String, String) -> Int32 = { _, _ in ENOTSUP }
        let path = s.path + "/new.yml"
        let first = FileSystem.writeAtomically(path, Array("a: 1\n".utf8), overwrite: false, mode: 0o644, link: failing)
        #expect((try? first.get()) != nil)
        #expect(s.read("new.yml") == "a: 1\n")
        guard case .failure(let p) = FileSystem.writeAtomically(path, Array("b: 2\n".utf8), overwrite: false, mode: 0o644, link: failing) else {
            Issue.record("overwritten"); return
        }
        #expect(p.message == "already exists: not overwritten")
        #expect(s.read("new.yml") == "a: 1\n")
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.path) == ["new.yml"])
        // And with link() working, the same.
        #expect(FileSystem.writeAtomically(s.path + "/other.yml", Array("c\n".utf8), overwrite: false).map { true } == .success(true))
    }
}
