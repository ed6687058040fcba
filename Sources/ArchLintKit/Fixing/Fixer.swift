/// `archlint --fix`, in memory: lint, ask each fixable rule for the fix of each
/// of its findings, apply the fixes that do not conflict, and lint again, until
/// nothing more is fixed. Conflicting fixes wait for the next pass (the file is
/// then tokenized again and the finding found again), so overlapping fixes are
/// applied one per pass. The caller reads the files first and writes the result.
public enum Fixer {
    public struct Options: Sendable {
        /// Also apply fixes marked unsafe (`--unsafe-fixes`).
        public var unsafe = false
        public var maxPasses = 10

        public init(unsafe: Bool = false, maxPasses: Int = 10) {
            self.unsafe = unsafe
            self.maxPasses = maxPasses
        }
    }

    public struct Outcome: Sendable {
        /// The files after fixing, in the input's order (renamed files under their new path).
        public var files: [(path: String, bytes: [UInt8])]
        /// Files renamed by unsafe fixes, oldest path first.
        public var renames: [FileRename]
        /// Fixes applied, by rule id.
        public var applied: [String: Int]
        public var passes: Int
        /// The last pass still had findings to fix when `maxPasses` ran out: running
        /// `--fix` again may fix more.
        public var stoppedEarly: Bool
        /// The findings before fixing and after.
        public var before: LintReport
        public var after: LintReport

        public var appliedCount: Int { applied.values.reduce(0, +) }
    }

    /// Whether `rule` may be fixed under `options`.
    public static func mayFix(_ rule: any Rule, _ options: Options) -> Bool {
        guard rule.asFixableRule != nil else { return false }
        switch rule.descriptor.fix {
        case .safe: return true
        case .unsafe: return options.unsafe
        case .none: return false
        }
    }

    /// `eligible` says which findings may be fixed (e.g. only reported ones, in the chosen files).
    /// `selection` is the lint's (files reported on, the baseline): findings it hides are not fixed.
    public static func run(_ input: [(path: String, bytes: [UInt8])], configuration: Configuration, options: Options = Options(),
                           selection: LintSelection = LintSelection(), eligible: (Diagnostic) -> Bool = { _ in true }) -> Outcome {
        var files = input
        var selection = selection
        var renames: [FileRename] = []
        var applied: [String: Int] = [:]
        let fixable = Dictionary(uniqueKeysWithValues: configuration.enabledRules.compactMap { r -> (String, any FixableRule)? in
            guard mayFix(r, options), let f = r.asFixableRule else { return nil }
            return (r.id, f)
        })
        var (report, project) = Linter.lintWithIndex(contents: files, configuration: configuration, selection: selection)
        let before = report
        var passes = 0
        while passes < options.maxPasses {
            let candidates = report.diagnostics.filter { fixable[$0.ruleID] != nil && eligible($0) }
            if candidates.isEmpty { break }
            passes += 1
            let byPath = Dictionary(files.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { a, _ in a })
            var sources: [String: SourceFile] = [:]
            func source(_ path: String) -> SourceFile? {
                if let s = sources[path] { return s }
                guard let i = byPath[path] else { return nil }
                let s = SourceFile(path: path, bytes: files[i].bytes)
                sources[path] = s
                return s
            }
            let summaries = Dictionary(project.files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
            var fixes: [Fix] = []
            for d in candidates {
                guard let rule = fixable[d.ruleID], let file = source(d.path), let summary = summaries[d.path] else { continue }
                let snapshot = files
                let index = byPath
                let context = FixContext(project: project, summary: summary, load: { path in
                    index[path].map { SourceFile(path: path, bytes: snapshot[$0].bytes) }
                })
                let finding = Finding(line: d.line, column: d.column, message: d.message, fixHint: d.fixHint)
                if let fix = rule.fix(finding, in: file, context: context), !fix.isEmpty { fixes.append(fix) }
            }
            let (chosen, _) = EditApplier.selectCompatible(fixes)
            if chosen.isEmpty { break }
            var edits: [String: [TextEdit]] = [:]
            for fix in chosen {
                for (path, e) in fix.edits { edits[path, default: []].append(contentsOf: e) }
                applied[fix.ruleID, default: 0] += 1
            }
            for (path, e) in edits {
                guard let i = byPath[path] else { continue }
                files[i].bytes = EditApplier.apply(e, to: files[i].bytes)
            }
            for fix in chosen {
                for r in fix.renames {
                    guard let i = byPath[r.from] else { continue }
                    files[i].path = r.to
                    renames.append(r)
                    if selection.reportOnly?.contains(r.from) == true { selection.reportOnly?.insert(r.to) }
                }
            }
            (report, project) = Linter.lintWithIndex(contents: files, configuration: configuration, selection: selection)
        }
        let stoppedEarly = passes == options.maxPasses && report.diagnostics.contains { fixable[$0.ruleID] != nil && eligible($0) }
        return Outcome(files: files, renames: renames, applied: applied, passes: passes, stoppedEarly: stoppedEarly, before: before, after: report)
    }
}
