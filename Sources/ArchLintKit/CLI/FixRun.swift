#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `archlint --fix [--unsafe-fixes] [--diff]`: fixes the findings whose rules
/// can fix them, in the files the run reports on, then lints again.
extension LintCommand {
    struct FixSummary {
        var applied: [String: Int] = [:]
        var filesChanged = 0
        /// `--fix` ran out of passes with fixable findings left.
        var stoppedAfter: Int?
        var problems: [InputProblem] = []
    }

    /// Reads the files, fixes in memory, then prints a diff (`--diff`) or writes each
    /// changed file atomically — unless it changed on disk since it was read.
    func fix(files: [String], configuration: Configuration, selection: LintSelection, options: Options,
             workingDirectory cwd: String) -> FixSummary {
        var summary = FixSummary()
        var input: [(path: String, bytes: [UInt8])] = []
        input.reserveCapacity(files.count)
        for path in files {
            switch FileSystem.readFile(path) {
            case .failure(let p): summary.problems.append(p)
            case .success(let bytes): input.append((path, bytes))
            }
        }
        guard summary.problems.isEmpty else { return summary }
        let outcome = Fixer.run(input, configuration: configuration, options: Fixer.Options(unsafe: options.unsafeFixes), selection: selection)
        summary.applied = outcome.applied
        if outcome.stoppedEarly { summary.stoppedAfter = outcome.passes }
        // Pair every input with its output (a renamed file under its new path).
        var renamedTo: [String: String] = [:]
        for r in outcome.renames {
            let original = renamedTo.first { $0.value == r.from }?.key ?? r.from
            renamedTo[original] = r.to
        }
        var diff = ""
        for (k, original) in input.enumerated() {
            let result = outcome.files[k]
            let moved = result.path != original.path
            guard moved || result.bytes != original.bytes else { continue }
            summary.filesChanged += 1
            if options.diff {
                // Paths as listed (as every report shows them).
                diff += UnifiedDiff.render(path: original.path, old: original.bytes, new: result.bytes,
                                           newPath: moved ? result.path : nil)
                continue
            }
            if let p = Self.changedOnDisk(original.path, since: original.bytes) {
                summary.problems.append(p)
                continue
            }
            if moved {
                guard FileSystem.kind(result.path).0 == .missing else {
                    summary.problems.append(InputProblem(path: result.path, message: "exists already: \(original.path) not renamed to it"))
                    continue
                }
                if case .failure(let p) = FileSystem.writeAtomically(result.path, result.bytes, overwrite: false, mode: FileSystem.mode(of: original.path)) {
                    summary.problems.append(p)
                    continue
                }
                if unlink(original.path) != 0 {
                    summary.problems.append(InputProblem(path: original.path, message: "renamed to \(result.path), but the old file could not be removed"))
                }
            } else if case .failure(let p) = FileSystem.writeAtomically(original.path, result.bytes, mode: FileSystem.mode(of: original.path)) {
                summary.problems.append(p)
            }
        }
        if options.diff { console.out(diff) }
        return summary
    }

    /// No lost work: a file is written only if it still holds what was read.
    static func changedOnDisk(_ path: String, since read: [UInt8]) -> InputProblem? {
        guard case .success(let now) = FileSystem.readFile(path), now == read else {
            return InputProblem(path: path, message: "changed on disk while archlint ran: not fixed (run --fix again)")
        }
        return nil
    }

    /// `3 fixes (contract-sendable 2, typed-throws 1) in 2 files`.
    static func describe(_ s: FixSummary, diff: Bool) -> String {
        let n = s.applied.values.reduce(0, +)
        guard n > 0 else { return diff ? "nothing to fix" : "nothing fixed" }
        let rules = s.applied.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let verb = diff ? "would fix" : "fixed"
        let stopped = s.stoppedAfter.map { "; stopped after \($0) pass\($0 == 1 ? "" : "es") with findings still to fix: run --fix again" } ?? ""
        return "\(verb) \(n) finding\(n == 1 ? "" : "s") (\(rules)) in \(s.filesChanged) file\(s.filesChanged == 1 ? "" : "s")\(stopped)"
    }
}
