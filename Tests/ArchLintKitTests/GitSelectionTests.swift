import Foundation
import Testing
@testable import ArchLintKit

/// `--staged`, `--since`, `--stdin-path` and `install-hook`, in temporary git repositories.
@Suite("Choosing what to check")
struct GitSelectionTests {
    static let useCase = "Features/C/Sources/Domain/UseCases/GetCUseCase.swift"
    static let other = "Features/C/Sources/Domain/UseCases/OtherUseCase.swift"
    static let good = "protocol GetCUseCaseContract: Sendable {\n    func execute() async throws(CError) -> Int\n}\n"
    static let bad = "protocol GetCUseCaseContract {\n    func execute() async throws(CError) -> Int\n}\n"
    static let otherBad = "protocol OtherUseCaseContract {\n    func execute() async throws(CError) -> Int\n}\n"

    /// A repository with two committed files; `other` violates a rule.
    static func repository() -> Scratch {
        let s = Scratch()
        s.git("init", "-q")
        s.write(useCase, good)
        s.write(other, otherBad)
        s.git("add", "-A")
        s.git("commit", "-qm", "start")
        return s
    }

    @Test("--staged judges the staged content: a partially staged file is checked as it will be committed")
    func partiallyStaged() {
        let s = Self.repository()
        // Stage a violation, then fix it in the working tree only: the commit would still violate.
        s.write(Self.useCase, Self.bad)
        s.git("add", Self.useCase)
        s.write(Self.useCase, Self.good)
        let staged = run(in: s.path, ["--staged"])
        #expect(staged.status == 1, "\(staged.err)")
        #expect(staged.out == "\(Self.useCase):1:10: error: contract `GetCUseCaseContract` is not Sendable: declare it `protocol GetCUseCaseContract: Sendable` [contract-sendable]\n")
        #expect(staged.err.contains("(1 file checked: 1 Domain)"))
        #expect(run(in: s.path, []).out.contains(Self.useCase) == false)  // the working tree is fine

        // The other way round: the staged content is fine, the unstaged edit is not.
        s.write(Self.useCase, Self.good.replacingOccurrences(of: "-> Int", with: "-> Int "))
        s.git("add", Self.useCase)
        s.write(Self.useCase, Self.bad)
        let clean = run(in: s.path, ["--staged"])
        #expect(clean.status == 0, "\(clean.out)")
        #expect(clean.out.isEmpty)
    }

    @Test("--staged: a renamed file is reported at its new path; deleted files are skipped; nothing staged runs nothing")
    func renameAndDelete() {
        let s = Self.repository()
        let none = run(in: s.path, ["--staged"])
        #expect(none.status == 0)
        #expect(none.err.contains("no staged Swift files"), "\(none.err)")

        let renamed = "Features/C/Sources/Domain/UseCases/GetCharacterUseCase.swift"
        s.git("mv", Self.useCase, renamed)
        s.write(renamed, Self.bad)
        s.git("add", renamed)
        s.git("rm", "-q", Self.other)
        let r = run(in: s.path, ["--staged"])
        #expect(r.status == 1)
        #expect(r.out.hasPrefix(renamed + ":1:10: error:"), "\(r.out)")
        #expect(!r.out.contains("OtherUseCase"))
        // From a subfolder, with its own path: the same file, named from there.
        let sub = run(in: s.path + "/Features/C", ["--staged", "."])
        #expect(sub.out.hasPrefix("Sources/Domain/UseCases/GetCharacterUseCase.swift:1:10:"), "\(sub.out)")
    }

    @Test("--staged works before the first commit")
    func firstCommit() {
        let s = Scratch()
        s.git("init", "-q")
        s.write(Self.useCase, Self.bad)
        s.git("add", "-A")
        let r = run(in: s.path, ["--staged"])
        #expect(r.status == 1)
        #expect(r.out.hasPrefix(Self.useCase + ":1:10:"), "\(r.out)\(r.err)")
    }

    @Test("--staged: a staged file deleted from the working tree is checked from the index")
    func stagedButDeletedInWorkingTree() throws {
        let s = Self.repository()
        s.write(Self.useCase, Self.bad)
        s.git("add", Self.useCase)
        try FileManager.default.removeItem(atPath: s.path + "/" + Self.useCase)
        let r = run(in: s.path, ["--staged"])
        #expect(r.status == 1)
        #expect(r.out.hasPrefix(Self.useCase + ":1:10:"), "\(r.out)")
    }

    @Test("--since REV: added, modified and renamed files since REV; deleted and unchanged ones are not reported")
    func since() {
        let s = Self.repository()
        let added = "Features/C/Sources/Domain/UseCases/AddedUseCase.swift"
        s.write(added, "protocol AddedUseCaseContract {\n    func execute() async throws(CError) -> Int\n}\n")
        s.git("add", "-A")
        s.git("commit", "-qm", "add")
        s.write(Self.useCase, Self.bad)  // modified, not committed
        let r = run(in: s.path, ["--since", "HEAD~1"])
        #expect(r.status == 1)
        let reported = Set(r.out.split(separator: "\n").map { String($0.split(separator: ":")[0]) })
        #expect(reported == [added, Self.useCase], "\(r.out)")  // not `other`, unchanged since HEAD~1
        #expect(run(in: s.path, ["--since", "HEAD"]).out.split(separator: "\n").count == 1)
        let bad = run(in: s.path, ["--since", "no-such-revision"])
        #expect(bad.status == 2)
        #expect(bad.err.contains("git: error: `git diff"), "\(bad.err)")
        #expect(bad.err.contains("no-such-revision"))
    }

    @Test("Cross-file rules see the whole project when only some files are reported")
    func crossFile() {
        let s = Self.repository()
        s.write("Features/C/Sources/Domain/UseCases/Base.swift", "protocol BaseContract: AnyObject {}\n")
        s.git("add", "-A")
        s.git("commit", "-qm", "base")
        // Not Sendable because of a protocol in another, unchanged file: known only from the index.
        s.write(Self.useCase, "protocol GetCUseCaseContract: BaseContract {\n    func execute() async throws(CError) -> Int\n}\n")
        s.git("add", Self.useCase)
        let r = run(in: s.path, ["--staged"])
        #expect(r.status == 1)
        #expect(r.out.contains("[contract-sendable]"), "\(r.out)")
        #expect(r.out.split(separator: "\n").count == 1)
    }

    @Test("--stdin-path judges standard input as if it lived at PATH, with the project from disk")
    func stdinPath() {
        let s = Self.repository()
        let r = run(in: s.path, ["--stdin-path", Self.useCase], stdin: Self.bad)
        #expect(r.status == 1)
        #expect(r.out.hasPrefix(Self.useCase + ":1:10:"))
        #expect(!r.out.contains("OtherUseCase"))
        let unsaved = "Features/C/Sources/Domain/UseCases/NewUseCase.swift"
        let n = run(in: s.path, ["--stdin-path", unsaved], stdin: Self.good.replacingOccurrences(of: "GetC", with: "New"))
        #expect(n.status == 0)
        #expect(n.err.contains("(1 file checked: 1 Domain)"))
        #expect(run(in: s.path, ["--staged", "--stdin-path", unsaved]).status == 2)
    }

    @Test("Outside a git repository --staged and --since exit 2 with a clear message")
    func outsideGit() {
        let s = Scratch()
        s.write("a.swift", "struct A {}\n")
        for args in [["--staged"], ["--since", "main"], ["install-hook"]] {
            let r = run(in: s.path, args)
            #expect(r.status == 2)
            #expect(r.err.contains("not in a git repository"), "\(r.err)")
        }
    }

    @Test("install-hook writes an executable pre-commit hook running --staged, and keeps a different one unless --force")
    func installHook() throws {
        let s = Self.repository()
        let first = run(in: s.path + "/Features", ["install-hook"])
        #expect(first.status == 0, "\(first.err)")
        let hook = try #require(s.read(".git/hooks/pre-commit"))
        #expect(hook.contains("exec \"$archlint\" --staged"))
        #expect(hook.contains("installed='\(try #require(InstallHookCommand.executablePath()))'"))
        let mode = try FileManager.default.attributesOfItem(atPath: s.path + "/.git/hooks/pre-commit")[.posixPermissions] as? Int
        #expect((mode ?? 0) & 0o111 != 0)
        #expect(run(in: s.path, ["install-hook"]).err.contains("already runs"))
        s.write(".git/hooks/pre-commit", "#!/bin/sh\nmake lint\n")
        let refused = run(in: s.path, ["install-hook"])
        #expect(refused.status == 2)
        #expect(refused.err.contains("a different pre-commit hook exists"))
        #expect(s.read(".git/hooks/pre-commit") == "#!/bin/sh\nmake lint\n")
        #expect(run(in: s.path, ["install-hook", "--force"]).status == 0)
        #expect(s.read(".git/hooks/pre-commit") == hook)
    }
}
