/// After a run over the whole project, a team rule says what it matched nothing of: its selection
/// (`from:`, `in:`, `select:`, naming the key that left nothing), a capture that bound on no file,
/// an `exclude_path` that excluded nothing, an `except:` entry that covered no finding. Each is a
/// warning at the document's line; `--strict` fails on it. A rule that silently selects nothing is
/// a gate that passes without looking.
/// The rules whose selection held for something during a run (`ProjectIndex.runMarks`): their
/// coverage need not look at the project again. Marked from the threads that check files.
final class RunMarks: @unchecked Sendable {
    private struct State {
        /// The rules met, in the order first met (`TeamRule.runKey`: its storage, as a pointer),
        /// each with its slot in `marked` and `recorded`: found by comparing pointers, a few dozen
        /// at most (a set and a dictionary hashed the key for every file and rule).
        var rules: [ObjectIdentifier] = []
        /// By slot: whether the rule's selection held for something.
        var marked: [Bool] = []
        /// Per rule and file, how far the declarations of a file the check evaluated got through
        /// `select:` (a rule whose selection holds nowhere: `declarationCoverage` reads these instead
        /// of evaluating the file again).
        /// Recorded as they come, with the file's number in the project when the engine gave it one
        /// (`FileSummary.number`: read back by number, no path hashed), else its path.
        var recorded: [[(number: Int32, path: String, tally: Tally)]] = []

        /// The rule's slot, -1 when it was never met.
        func slot(_ rule: ObjectIdentifier) -> Int {
            for k in rules.indices where rules[k] == rule { return k }
            return -1
        }

        /// The rule's slot, added when first met.
        mutating func slotAdding(_ rule: ObjectIdentifier) -> Int {
            let k = slot(rule)
            if k >= 0 { return k }
            rules.append(rule)
            marked.append(false)
            recorded.append([])
            return rules.count - 1
        }
    }

    private let state = Guarded(State())

    struct Tally {
        /// `self[k]`, `k < count`: declarations whose first key that failed is the `k`-th. Kept in
        /// place for up to eight (a file's tally, made for every file and rule, allocated no array:
        /// an array's allocation looks its type's metadata up, about 600 instructions), else in `more`.
        let count: Int
        private var first = SIMD8<Int32>()
        private var more: [Int] = []
        var total = 0

        init(keys: Int) {
            count = keys + 1
            if count > 8 { more = [Int](repeating: 0, count: count) }
        }

        subscript(_ k: Int) -> Int {
            get { count > 8 ? more[k] : Int(first[k]) }
            set { if count > 8 { more[k] = newValue } else { first[k] = Int32(truncatingIfNeeded: newValue) } }
        }
    }

    /// A rule's tallies: by file number (`count` files), and by path for those recorded without one.
    struct Tallies {
        let list: [Tally]
        /// By file number, the tally's index in `list` (-1: none); by path, those recorded without one.
        var byNumber: [Int32]
        var byPath: [String: Int] = [:]

        /// File `number`'s (at `path`), or nil (a path recorded twice: the last).
        func tally(_ number: Int, _ path: String) -> Tally? {
            if number < byNumber.count, byNumber[number] >= 0 { return list[Int(byNumber[number])] }
            return byPath.isEmpty ? nil : byPath[path].map { list[$0] }
        }
    }

    func mark(_ rule: ObjectIdentifier) { state.with { $0.marked[$0.slotAdding(rule)] = true } }

    func contains(_ rule: ObjectIdentifier) -> Bool { state.with { let k = $0.slot(rule); return k >= 0 && $0.marked[k] } }

    /// Records a file's tally unless the rule is marked (its selection held: no tally is read).
    func record(_ rule: ObjectIdentifier, _ file: FileSummary, _ tally: Tally) {
        let path = file.number >= 0 ? "" : file.path
        // One lock (`contains`, then `record`, took it twice per file and rule).
        state.with {
            let k = $0.slotAdding(rule)
            if !$0.marked[k] { $0.recorded[k].append((file.number, path, tally)) }
        }
    }

    /// A rule's tallies, for a project of `count` files.
    func tallies(_ rule: ObjectIdentifier, count: Int) -> Tallies {
        let list = state.with { let k = $0.slot(rule); return k >= 0 ? $0.recorded[k] : [] }
        // Indices, not the tallies, by number: a tally is kept once.
        var out = Tallies(list: list.map(\.tally), byNumber: [Int32](repeating: -1, count: count))
        for (k, (number, path, _)) in list.enumerated() {
            if number >= 0 && Int(number) < count { out.byNumber[Int(number)] = Int32(k) } else { out.byPath[path] = k }
        }
        return out
    }
}

extension TeamRule: CoverageRule {
    public func coverage(in project: ProjectIndex, waived: [Diagnostic]) -> [InputProblem] {
        var out: [InputProblem]
        if project.runMarks.contains(runKey) {
            // The selection held for some declaration, reference or file while the files were
            // checked: only an `exclude_path` can still have matched nothing.
            out = selectionCoverage(in: project, exclusions: true, declarations: false, selectionHeld: true)
        } else {
            out = selectionCoverage(in: project)
        }
        for x in check.exceptions where !waived.contains(where: { $0.exceptionLine == x.line }) {
            out.append(InputProblem(path: documentPath, line: x.line, message:
                "team rule `\(id)`: this `except:` entry covers no finding (\(x.reason)): remove it"))
        }
        return out
    }

    /// What the rule's selectors (`from:`, `in:`, `select:`, their captures and `exclude_path`)
    /// matched nothing of in `project`.
    /// `exclusions: false`: an `exclude_path` that excludes nothing is not said (an example need not
    /// show one); `declarations: false`: only the files are judged (a Correct example of a rule that
    /// forbids what it selects has nothing selected, and says so).
    public func selectionCoverage(in project: ProjectIndex, exclusions: Bool = true, declarations: Bool = true) -> [InputProblem] {
        selectionCoverage(in: project, exclusions: exclusions, declarations: declarations, selectionHeld: false)
    }

    /// `selectionHeld`: the selection held during the run; the files need a look only for an
    /// `exclude_path` (that it excluded something).
    func selectionCoverage(in project: ProjectIndex, exclusions: Bool, declarations: Bool, selectionHeld: Bool) -> [InputProblem] {
        guard !project.files.isEmpty else { return [] }
        if selectionHeld {
            let c = check
            let m: FileMatcher? = c.kind == .declarations ? c.select.files : c.kind == .identifiers ? c.inFiles : c.from
            guard m?.excludedPaths != nil else { return [] }
        }
        var out: [InputProblem] = []
        let c = check
        func warn(_ key: String, _ message: String) {
            if !exclusions && key.hasSuffix(".exclude_path") && message.contains("excludes none") { return }
            out.append(InputProblem(path: documentPath, line: c.lines[key] ?? line, message: "team rule `\(id)`: \(message)"))
        }
        switch c.kind {
        case .dependencies:
            if c.viaImport || c.viaReference {
                let files = fileCoverage(c.from, "from", project, warn)
                if declarations, let inside = c.inside, !files.isEmpty, !anyDeclaration(inside, in: files, project) {
                    warn("inside", "`inside:` matches no declaration of the \(plural(files.count, "file")) `from:` selects")
                }
            }
        case .identifiers:
            _ = fileCoverage(c.inFiles, "in", project, warn)
        case .declarations:
            let files = c.select.files.map { fileCoverage($0, "select.in", project, warn) } ?? Array(project.files.indices)
            if declarations && (!files.isEmpty || c.select.files == nil) { declarationCoverage(files, project, warn) }
        }
        return out
    }

    func plural(_ n: Int, _ word: String) -> String { n == 1 ? "1 \(word)" : "\(n) \(word)s" }

    /// The files a selector matches; when none, a warning naming the key that left none (a capture
    /// that binds on no file); an `exclude_path` that excludes nothing, a warning too.
    func fileCoverage(_ m: FileMatcher, _ key: String, _ project: ProjectIndex, _ warn: (String, String) -> Void) -> [Int] {
        // Manifests are files of the run, not code.
        let code = project.lazyTables.code(project)
        // Each file's layer and role as bits, once per run: a selector by layer or role (most) rules
        // out the files of other layers without their context read (copied, its strings retained).
        let bits = project.lazyTables.contextBits(project)
        @inline(__always) func mayMatch(_ x: FileMatcher, _ f: Int) -> Bool {
            (x.layers == nil || x.layerBits & bits.layers[f] != 0) && (x.roles == nil || x.roleBits & bits.roles[f] != 0)
        }
        // A selector by layers or roles no code file has (most of a rule's that selected nothing)
        // matches no file: the files are not looked through for it.
        let union = project.lazyTables.codeBits(project)
        @inline(__always) func mayMatchSome(_ x: FileMatcher) -> Bool {
            (x.layers == nil || x.layerBits & union.layers != 0) && (x.roles == nil || x.roleBits & union.roles != 0)
        }
        // Each file's context is read in place (one copied per file and rule retains its strings).
        func matching(_ x: FileMatcher, _ among: [Int]) -> [Int] {
            guard mayMatchSome(x) else { return [] }
            return project.files.withUnsafeBufferPointer { files in
                among.filter { var b = Bindings(); return mayMatch(x, $0) && x.matches(files[$0].context, &b, project) }
            }
        }
        // One pass: the files the other keys select, and of them those `exclude_path` leaves.
        var all: [Int] = []
        var excluded = 0
        var without = m
        without.excludedPaths = nil
        // Files of one folder share their place: a selector that reads no path and nothing of what
        // a folder exports judges them alike, so each file's place is compared with the last one's
        // first (equal strings that share their storage compare at once).
        let byPlace = without.paths == nil && without.exported == nil
        var last: (layer: Layer, role: FileRole, feature: String?, module: String?, inSources: Bool, hit: Bool)?
        if mayMatchSome(without) { project.files.withUnsafeBufferPointer { files in
            for f in code where mayMatch(without, f) {
                let hit: Bool
                if byPlace, let l = last, l.layer == files[f].context.layer, l.role == files[f].context.role, l.inSources == files[f].context.inSources,
                   l.feature == files[f].context.feature, l.module == files[f].context.module {
                    hit = l.hit
                } else {
                    var b = Bindings()
                    hit = without.matches(files[f].context, &b, project)
                    if byPlace {
                        last = (files[f].context.layer, files[f].context.role, files[f].context.feature, files[f].context.module, files[f].context.inSources, hit)
                    }
                }
                guard hit else { continue }
                if let ex = m.excludedPaths {
                    let c = TeamCheck.components(files[f].context.path, project)
                    if ex.contains(where: { $0.match(c).matched }) { excluded += 1; continue }
                }
                all.append(f)
            }
        } }
        if !all.isEmpty {
            if let ex = m.excludedPaths, excluded == 0 {
                warn(key + ".exclude_path", "`\(key).exclude_path` (\(ex.map { "`\($0.text)`" }.joined(separator: ", "))) excludes none of the files `\(key)` selects")
            }
            return all
        }
        // A capture that binds on no file: the files the other keys select have no feature (module).
        for (name, values) in [("feature", m.features), ("module", m.modules)] {
            guard let cap = values?.filter({ !$0.negated }).flatMap(\.captures).first else { continue }
            var others = m
            if name == "feature" { others.features = nil } else { others.modules = nil }
            let selected = matching(others, code)
            if !selected.isEmpty && selected.allSatisfy({ (name == "feature" ? project.files[$0].context.feature : project.files[$0].context.module) == nil }) {
                warn(key + "." + name, "the capture `{\(cap)}` in `\(key).\(name)` binds on no file: none of the \(plural(selected.count, "file")) the other keys select has a \(name)")
                return []
            }
        }
        // Which key left no file: the keys added one at a time, in the order they narrow.
        var partial = FileMatcher()
        var remaining = code
        let steps: [(String, (inout FileMatcher) -> Void)] = [
            ("layer", { $0.layers = m.layers }), ("role", { $0.roles = m.roles }), ("feature", { $0.features = m.features }),
            ("module", { $0.modules = m.modules }), ("path", { $0.paths = m.paths }), ("sources", { $0.sources = m.sources }),
            ("exported", { $0.exported = m.exported }),
            ("exclude_path", { $0.excludedPaths = m.excludedPaths }),
        ]
        for (name, apply) in steps {
            let before = partial
            apply(&partial)
            if partial == before { continue }
            let left = matching(partial, remaining)
            if left.isEmpty {
                let values = describe(name, m)
                var reason = "`\(key).\(name)` \(values) matches none of the \(plural(remaining.count, "file")) \(before.isEmpty ? "of the project" : "the keys before it select")"
                if name == "feature" || name == "module" {
                    let captures = (name == "feature" ? m.features : m.modules)?.filter { !$0.negated }.flatMap(\.captures) ?? []
                    let none = remaining.allSatisfy { (name == "feature" ? project.files[$0].context.feature : project.files[$0].context.module) == nil }
                    if let cap = captures.first, none {
                        reason = "the capture `{\(cap)}` in `\(key).\(name)` binds on no file: none of the \(plural(remaining.count, "file")) \(before.isEmpty ? "of the project" : "the keys before it select") has a \(name)"
                    }
                }
                warn(key + "." + name, reason)
                return []
            }
            remaining = left
        }
        warn(key, "`\(key)` matches no file of the project")
        return []
    }

    func describe(_ key: String, _ m: FileMatcher) -> String {
        func list(_ xs: [String]) -> String { "(" + xs.map { "`\($0)`" }.joined(separator: ", ") + ")" }
        switch key {
        case "layer": return list((m.layers ?? []).map { $0 == .other ? "other" : $0.rawValue.lowercased() }.sorted())
        case "role": return list((m.roles ?? []).map(\.rawValue).sorted())
        case "feature": return list((m.features ?? []).map(\.text))
        case "module": return list((m.modules ?? []).map(\.text))
        case "path": return list((m.paths ?? []).map(\.text))
        case "exclude_path": return list((m.excludedPaths ?? []).map(\.text))
        case "exported": return "(`\(m.exported ?? false)`)"
        case "sources": return "(`\(m.sources ?? false)`)"
        default: return ""
        }
    }

    func anyDeclaration(_ c: Conditions, in files: [Int], _ project: ProjectIndex) -> Bool {
        for fi in files {
            let ev = ConditionEvaluator(file: project.files[fi], project: project)
            for i in project.files[fi].syntax.declarations.indices {
                var b = Bindings()
                if ev.holds(c, i, &b) { return true }
            }
        }
        return false
    }

    /// When no declaration of the selected files passes every key of `select:`, a warning at the
    /// key that the most declarations reached and none passed.
    func declarationCoverage(_ files: [Int], _ project: ProjectIndex, _ warn: (String, String) -> Void) {
        let s = check.select
        let keys = ConditionEvaluator.presentKeys(s)
        var reached = [Int](repeating: 0, count: keys.count + 1)
        var total = 0
        let tallies = project.runMarks.tallies(runKey, count: project.files.count)
        let all = project.files
        for fi in files {
            // `files` are those `select.in` matches (`fileCoverage`), or all when it has no `in:`:
            // matched again only for the bindings of a file evaluated here. Its parts read in place
            // until it is evaluated (a summary copied retains every array of it).
            let decls = all[fi].syntax.declarations
            // Declarations of no selected kind stop at `kind` (the first key): counted, not evaluated.
            guard TeamRule.mayHold(s, all[fi].syntax), let first = decls.indices.first(where: { TeamRule.kindSelected(s, decls[$0].kind) }) else {
                if s.kinds != nil { total += decls.count; reached[0] += decls.count }
                continue
            }
            // Counted while the file was checked (`checkDeclarations`); its path read in place (the
            // summary copied for the files counted already retained every array of it).
            if let t = tallies.tally(fi, all[fi].context.path), t.count == reached.count {
                total += t.total
                for k in 0..<t.count { reached[k] += t[k] }
                continue
            }
            let file = all[fi]
            var fileBindings = Bindings()
            if let f = s.files, !f.matches(file.context, &fileBindings, project) { continue }
            if s.kinds != nil { total += first; reached[0] += first }
            let ev = ConditionEvaluator(file: file, project: project)
            for i in first..<decls.count {
                if !TeamRule.kindSelected(s, decls[i].kind) {
                    if s.kinds != nil { total += 1; reached[0] += 1 }
                    continue
                }
                total += 1
                var b = fileBindings
                ev.subjectIndex = i
                let depth = ev.depth(s, i, &b, filesMatched: true)
                if depth == Int.max { return }
                reached[depth] += 1
            }
        }
        // The deepest key some declaration reached: what it stopped at matched nothing.
        guard let deepest = reached.indices.last(where: { reached[$0] > 0 }), deepest < keys.count else {
            warn("select", "`select` matches no declaration of the project (\(plural(total, "declaration")) looked at)")
            return
        }
        let key = keys[deepest]
        let count = reached[deepest...].reduce(0, +)
        let what = s.kinds == nil ? "type" : "declaration"
        warn("select." + key.word, "`select.\(key.word)` matches none of the \(plural(count, what)) \(deepest == 0 ? "in the selected files" : "the keys before it select")")
    }
}
