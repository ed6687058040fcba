import Foundation
import Testing
@testable import ArchLintKit

/// The working directory is process-wide: tests that need one (configuration
/// discovery, git, `init`) take this lock exclusively and change to their
/// scratch folder. Every other in-process run takes it shared, so a command
/// that reads the working directory's `.archlint.yml` (`archlint rules`) never
/// sees another test's scratch folder.
final class WorkingDirectoryLock: @unchecked Sendable {
    private let condition = NSCondition()
    private var readers = 0
    private var writing = false

    func lock() {
        condition.lock()
        while writing || readers > 0 { condition.wait() }
        writing = true
        condition.unlock()
    }

    func unlock() {
        condition.lock()
        writing = false
        condition.broadcast()
        condition.unlock()
    }

    func lockShared() {
        condition.lock()
        while writing { condition.wait() }
        readers += 1
        condition.unlock()
    }

    func unlockShared() {
        condition.lock()
        readers -= 1
        if readers == 0 { condition.broadcast() }
        condition.unlock()
    }
}

let workingDirectoryLock = WorkingDirectoryLock()

/// Runs the command line in-process in `dir`, with `stdin` as standard input.
func run(in dir: String, _ args: [String], stdin: String = "") -> (status: Int32, out: String, err: String) {
    workingDirectoryLock.lock()
    defer { workingDirectoryLock.unlock() }
    let previous = FileManager.default.currentDirectoryPath
    precondition(FileManager.default.changeCurrentDirectoryPath(dir), "cannot cd to \(dir)")
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let c = Captured()
    var console = c.console
    let input = Array(stdin.utf8)
    console.readInput = { .success(input) }
    _ = teamRuleCacheOff
    let status = CommandLineTool.main(args, console: console)
    return (status, c.out, c.err)
}

extension Scratch {
    func read(_ relative: String) -> String? {
        try? String(contentsOfFile: path + "/" + relative, encoding: .utf8)
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path + "/" + relative)
    }

    /// The physical path (symbolic links such as macOS's /tmp resolved), as getcwd reports it.
    var physicalPath: String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }

    /// Runs git in this folder (or a subfolder); fails the test on a non-zero exit.
    @discardableResult
    func git(_ args: String..., in sub: String = "", sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false",
                       "-c", "init.defaultBranch=main"] + args
        p.currentDirectoryURL = URL(fileURLWithPath: sub.isEmpty ? path : path + "/" + sub)
        var env = ProcessInfo.processInfo.environment
        for k in env.keys where k.hasPrefix("GIT_") { env[k] = nil }
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        do { try p.run() } catch { Issue.record("cannot run git: \(error)", sourceLocation: sourceLocation); return "" }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        if p.terminationStatus != 0 { Issue.record("git \(args.joined(separator: " ")) failed: \(text)", sourceLocation: sourceLocation) }
        return text
    }
}
