#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a run lints, beyond the files and the configuration: content that
/// replaces a file on disk (staged content, standard input), the files to
/// report on (the whole project is indexed either way), and a baseline.
public struct LintSelection: Sendable {
    /// Content to lint instead of the file on disk, by path as listed.
    public var contents: [String: [UInt8]]
    /// Report only in these files (paths as listed); nil: every file.
    public var reportOnly: Set<String>?
    /// Findings to hide (`--baseline`).
    public var baseline: Baseline?
    /// The run will write a baseline (`--write-baseline`): the report carries its `BaselineScope`.
    public var writesBaseline: Bool
    /// Where relative file paths start (default: the process's working directory).
    public var workingDirectory: String?
    /// Baseline keys name paths relative to it (default: `workingDirectory`): the folder of the
    /// configuration file, so that keys do not depend on where archlint runs.
    public var keyRoot: String?
    /// Give every finding its semantic key (`Diagnostic.baselineEntry`). The xcode, github,
    /// junit, checkstyle and summary reports do not show it: without a baseline they can skip
    /// the outline of the files with findings (read again for it).
    public var needsKeys = true
    /// Facts to gather beyond the enabled rules' needs (`archlint graph`: every file's type references).
    public var extraNeeds = RuleNeeds.nothing
    /// Keep the project index in the report (`LintReport.index`) for a caller that reads it.
    public var keepsIndex = false
    /// Keep each finding's dependency in its diagnostic (`Diagnostic.dependency`, drawn by
    /// `archlint graph`); else it is dropped (copied with every diagnostic, and no report prints it).
    public var keepsDependencies = false
    /// The run covers the whole project, so rules may say what their selectors matched nothing of
    /// (`CoverageRule`); nil: whenever it reports on every file (not `--staged`, `--since`,
    /// `--stdin-path`). `archlint` on part of the tree sets false.
    public var wholeProject: Bool?

    public init(contents: [String: [UInt8]] = [:], reportOnly: Set<String>? = nil, baseline: Baseline? = nil,
                writesBaseline: Bool = false, workingDirectory: String? = nil) {
        self.contents = contents
        self.reportOnly = reportOnly
        self.baseline = baseline
        self.writesBaseline = writesBaseline
        self.workingDirectory = workingDirectory
    }
}

/// The semantic identity of a finding: rule id + path (relative to the working
/// directory) + the path of the enclosing declaration + its occurrence index
/// among that rule's findings in that declaration. Never a line number and
/// never message text: edits elsewhere in the file do not change it.
public struct BaselineEntry: Sendable, Hashable, Comparable {
    public var rule: String
    public var path: String
    /// `CharacterRepositoryContract.getCharacter(identifier:cachePolicy:)`, or "" at the top level.
    public var declaration: String
    public var occurrence: Int

    public init(rule: String, path: String, declaration: String, occurrence: Int) {
        self.rule = rule
        self.path = path
        self.declaration = declaration
        self.occurrence = occurrence
    }

    /// The key as one string (`Diagnostic.key`, SARIF `partialFingerprints`).
    public var key: String { "\(rule)|\(path)|\(declaration)|\(occurrence)" }

    /// For messages: the rule, the path and the declaration, and the occurrence when it is not the first.
    public var described: String {
        "`\(rule)` in \(path)" + (declaration.isEmpty ? " (top level)" : " `\(declaration)`") + (occurrence > 0 ? " (occurrence \(occurrence + 1))" : "")
    }

    public static func < (a: BaselineEntry, b: BaselineEntry) -> Bool {
        (a.path, a.declaration, a.rule, a.occurrence) < (b.path, b.declaration, b.rule, b.occurrence)
    }
}

/// A rule that judges the baseline: an entry that no finding matches any more
/// (the finding was fixed) is reported, so the baseline only shrinks. The
/// engine calls it after matching; `check` finds nothing.
public protocol BaselineRule: Rule {
    func message(forStale entry: BaselineEntry, baselinePath: String) -> String
}

extension BaselineRule {
    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] { [] }
    public var asBaselineRule: (any BaselineRule)? { self }
}

enum BaselineKey {
    /// A finding's path in keys: relative to `root` (default: the working directory). Files are
    /// walked under canonical roots (`PathSpellings`), so a key does not depend on how the root
    /// was spelled; keys compare as Swift strings, by canonical equivalence (NFC = NFD).
    static func path(_ path: String, workingDirectory: String, root: String? = nil) -> String {
        let root = root ?? workingDirectory
        if root == workingDirectory && !path.hasPrefix("/") && !path.hasPrefix("..") && Paths.isClean(path, absolute: false) { return path }
        return Paths.relative(Paths.absolute(path, from: workingDirectory), to: root)
    }

    /// The file's outline, built now if it was deferred: from `contents` (staged
    /// content, standard input) or the file read again. A file that changed since
    /// it was linted is a problem (its keys may name the wrong declarations).
    static func outline(of file: FileSummary, contents: [UInt8]?) -> (DeclarationOutline, InputProblem?) {
        guard let size = file.outline.deferredByteCount else { return (file.outline, nil) }
        let bytes: [UInt8]
        if let contents {
            bytes = contents
        } else {
            switch FileSystem.readFile(file.path) {
            case .failure(let p): return (DeclarationOutline(), p)
            case .success(let b): bytes = b
            }
        }
        let outline = DeclarationOutline(source: bytes)
        guard bytes.count == size else {
            return (outline, InputProblem(path: file.path, message: "changed while it was being linted: lint it again"))
        }
        return (outline, nil)
    }

    /// Gives each of one file's findings its key. Occurrences are counted per
    /// rule and declaration, in source order.
    static func assign(_ found: inout [Diagnostic], file: FileSummary, workingDirectory: String, root: String? = nil, contents: [UInt8]? = nil) -> InputProblem? {
        guard !found.isEmpty else { return nil }
        let path = Self.path(file.path, workingDirectory: workingDirectory, root: root)
        let order = found.indices.sorted { (found[$0].line, found[$0].column, found[$0].ruleID) < (found[$1].line, found[$1].column, found[$1].ruleID) }
        let (outline, problem) = outline(of: file, contents: contents)
        let declarations = outline.enclosingPaths(found.map { ($0.line, $0.column) })
        var seen: [String: Int] = [:]
        for i in order {
            let declaration = declarations[i]
            let counter = found[i].ruleID + "|" + declaration
            let n = seen[counter, default: 0]
            seen[counter] = n + 1
            found[i].baselineEntry = BaselineEntry(rule: found[i].ruleID, path: path, declaration: declaration, occurrence: n)
        }
        return problem
    }
}

/// Which baseline entries a run can judge: those of rules that ran (or that no
/// longer exist), in files whose findings were computed, or in files that are
/// gone when the run covered everything it was given.
public struct BaselineScope: Sendable {
    public var rulesRun: Set<String>
    /// Key paths of the files whose findings were computed.
    public var paths: Set<String>
    /// No file selection (`--staged`, `--since`, `--stdin-path`): entries of deleted files are judged too.
    public var complete: Bool
    public var workingDirectory: String
    /// What key paths are relative to (`LintSelection.keyRoot`).
    public var root: String
    /// Content that replaced files on disk (to locate stale entries in them).
    var contents: [String: [UInt8]] = [:]

    public func covers(_ e: BaselineEntry) -> Bool {
        guard rulesRun.contains(e.rule) || RuleRegistry.rule(id: e.rule) == nil else { return false }
        if paths.contains(e.path) { return true }
        return complete && FileSystem.kind(Paths.absolute(e.path, from: root)).0 == .missing
    }

    public init(rulesRun: Set<String>, paths: Set<String>, complete: Bool, workingDirectory: String, root: String? = nil) {
        self.rulesRun = rulesRun
        self.paths = paths
        self.complete = complete
        self.workingDirectory = workingDirectory
        self.root = root ?? workingDirectory
    }
}

/// `--baseline FILE`: the findings a team accepted, hidden from reports.
///
/// ```json
/// {
///   "archlintBaseline": 1,
///   "entries": [
///     {"rule": "<rule id>", "path": "Features/A/Sources/Domain/UseCases/GetAUseCase.swift", "declaration": "GetAUseCaseContract.execute()", "occurrence": 0}
///   ]
/// }
/// ```
public struct Baseline: Sendable {
    /// The file, as named on the command line.
    public var path: String
    public var entries: [BaselineEntry]
    /// The line of each entry in the file.
    public var lines: [Int]

    public init(path: String, entries: [BaselineEntry], lines: [Int] = []) {
        self.path = path
        self.entries = entries
        self.lines = lines.count == entries.count ? lines : entries.map { _ in 1 }
    }

    public static let formatVersion = 1

    public static func load(_ path: String) -> Result<Baseline, InputProblem> {
        switch FileSystem.readFile(path) {
        case .failure(let p): return .failure(InputProblem(path: path, message: "cannot read the baseline: \(p.message)"))
        case .success(let bytes): return parse(bytes, path: path)
        }
    }

    public static func parse(_ bytes: [UInt8], path: String) -> Result<Baseline, InputProblem> {
        func fail(_ line: Int, _ message: String) -> Result<Baseline, InputProblem> {
            .failure(InputProblem(path: path, line: line, message: "not an archlint baseline: \(message)"))
        }
        let root: JSONLite.Node
        switch JSONLite.parse(bytes) {
        case .failure(let f): return fail(f.line, f.message)
        case .success(let n): root = n
        }
        guard let version = root["archlintBaseline"]?.int else { return fail(root.line, "no `archlintBaseline` version number") }
        guard version == formatVersion else {
            return fail(root["archlintBaseline"]!.line, "version \(version); this archlint reads version \(formatVersion)")
        }
        guard let list = root["entries"], case .array(let items) = list.value else { return fail(root.line, "no `entries` list") }
        var entries: [BaselineEntry] = []
        var lines: [Int] = []
        var seen = Set<BaselineEntry>()
        for item in items {
            guard let rule = item["rule"]?.string, let p = item["path"]?.string, let d = item["declaration"]?.string,
                  let n = item["occurrence"]?.int, n >= 0 else {
                return fail(item.line, "an entry needs `rule`, `path`, `declaration` (strings) and `occurrence` (a number from 0)")
            }
            let e = BaselineEntry(rule: rule, path: p, declaration: d, occurrence: n)
            if seen.insert(e).inserted {
                entries.append(e)
                lines.append(item.line)
            }
        }
        return .success(Baseline(path: path, entries: entries, lines: lines))
    }

    /// What `--write-baseline` records: every finding of the run that is not
    /// waived inline (reported, or hidden by the baseline), except the baseline's
    /// own findings, plus the entries of `previous` the run could not judge
    /// (other rules, other files). Fixed findings thus drop out.
    public static func entriesToWrite(_ report: LintReport, previous: [BaselineEntry]) -> [BaselineEntry] {
        let stale = Set(RuleRegistry.all.filter { $0.asBaselineRule != nil }.map(\.id))
        var out = (report.diagnostics + report.baselined).filter { !stale.contains($0.ruleID) }.compactMap(\.baselineEntry)
        if let scope = report.baselineScope {
            out += previous.filter { !scope.covers($0) }
        }
        return out
    }

    /// The file's text: sorted, one entry per line, so diffs review well.
    public static func render(_ entries: [BaselineEntry]) -> String {
        var out = "{\n  \"archlintBaseline\": \(formatVersion),\n  \"entries\": ["
        for (i, e) in Set(entries).sorted().enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    {\"rule\": \(Escape.json(e.rule)), \"path\": \(Escape.json(e.path)), \"declaration\": \(Escape.json(e.declaration)), \"occurrence\": \(e.occurrence)}"
        }
        out += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// Hides the reported findings the baseline lists, and reports the entries
    /// in scope that no finding matched, through the enabled `BaselineRule`s.
    func apply(to report: inout LintReport, project: ProjectIndex, configuration: Configuration, scope: BaselineScope) {
        var index: [BaselineEntry: Int] = [:]
        for (i, e) in entries.enumerated() { index[e] = i }
        var matched = [Bool](repeating: false, count: entries.count)
        var kept: [Diagnostic] = []
        for d in report.diagnostics {
            if let e = d.baselineEntry, let i = index[e] {
                matched[i] = true
                report.baselined.append(d)
            } else {
                kept.append(d)
            }
        }
        report.diagnostics = kept
        let judges = configuration.enabledRules.compactMap { $0.asBaselineRule }
        guard !judges.isEmpty else { return }
        var fileByKeyPath: [String: Int] = [:]
        for (i, f) in project.files.enumerated() { fileByKeyPath[BaselineKey.path(f.path, workingDirectory: scope.workingDirectory, root: scope.root)] = i }
        var positions: [Int: [String: (line: Int, column: Int)]] = [:]  // per file, built once
        for (i, e) in entries.enumerated() where !matched[i] && scope.covers(e) {
            var path = self.path
            var line = lines[i], column = 1
            if let fi = fileByKeyPath[e.path] {
                path = project.files[fi].path
                if positions[fi] == nil {
                    let (outline, problem) = BaselineKey.outline(of: project.files[fi], contents: scope.contents[project.files[fi].path])
                    if let problem { report.problems.append(problem) }
                    positions[fi] = outline.positionsByPath()
                }
                (line, column) = positions[fi]?[e.declaration] ?? (1, 1)
            }
            for judge in judges {
                var d = Diagnostic(path: path, line: line, column: column, severity: configuration.severity(of: judge),
                                   ruleID: judge.id, message: Linter.oneLine(judge.message(forStale: e, baselinePath: self.path)))
                d.baselineEntry = BaselineEntry(rule: judge.id, path: e.path, declaration: e.declaration, occurrence: e.occurrence)
                report.diagnostics.append(d)
            }
        }
    }
}
