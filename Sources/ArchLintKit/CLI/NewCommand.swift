/// `archlint new usecase NAME --feature FEATURE [--kind KIND] [--related NAME]` and
/// `archlint new repository NAME --feature FEATURE [--remote|--local|--cached]`:
/// write the code the rules describe, from the seeds' templates (001 and 000 for
/// UseCases, 004 for repositories), in the project's conventions. All files or
/// none; never over an existing file; `--dry-run` lists them.
struct NewCommand {
    let tool: CommandLineTool
    var console: Console { tool.console }
    static let usage = """
        archlint new usecase NAME --feature FEATURE [--kind \(UseCaseKind.allCases.map(\.rawValue).joined(separator: "|"))] [--related NAME] [OPTIONS]
               archlint new repository NAME --feature FEATURE [--remote|--local|--cached] [OPTIONS]
               (OPTIONS: --path DIR, --module NAME, --http-client TYPE, --config FILE, --no-config, --dry-run)
        """
    static let spec = OptionSpec(switches: ["--dry-run", "--remote", "--local", "--cached", "--no-config"],
                                 valued: ["--feature", "--kind", "--related", "--path", "--module", "--http-client", "--config"])

    struct Options {
        var target: ScaffoldTarget
        var name: String
        var feature: String
        var path: String?
        var module: String?
        var httpClient: String?
        var configPath: String?
        var noConfig = false
        var dryRun = false
    }

    /// The options of a `new` command line, validated.
    static func options(_ args: [String]) -> Result<Options, UsageError> {
        let parsed: ParsedArguments
        switch OptionParser.parse(args, spec, command: "new") {
        case .failure(let e): return .failure(e)
        case .success(let p): parsed = p
        }
        func fail(_ message: String) -> Result<Options, UsageError> { .failure(UsageError(message: message)) }
        for once in spec.valued where parsed.count(once) > 1 { return fail("`\(once)` is given more than once") }
        guard let what = parsed.positionals.first else { return fail("`new` needs what to create: `usecase` or `repository`") }
        guard what == "usecase" || what == "repository" else {
            return fail("`new \(what)`: archlint creates a `usecase` or a `repository`")
        }
        guard parsed.positionals.count == 2 else {
            return fail(parsed.positionals.count < 2 ? "`new \(what)` needs the entity's NAME, e.g. `archlint new \(what) Character --feature Character`"
                : "`new \(what)` takes one NAME (found \(parsed.positionals.dropFirst().map { "`\($0)`" }.joined(separator: ", ")))")
        }
        let name = parsed.positionals[1]
        guard let feature = parsed.value("--feature") else { return fail("`new \(what)` needs `--feature FEATURE` (the feature folder's name)") }
        for (value, what) in [(name, "NAME"), (feature, "--feature")] + (parsed.value("--related").map { [($0, "--related")] } ?? []) {
            guard EntityNames.isTypeName(value) else {
                return fail("\(what) `\(value)` must be a type name: ASCII letters and digits, starting with a capital letter")
            }
        }
        if EntityNames.reserved.contains(name) { return fail("NAME `\(name)` is a type the generated code already uses: choose another name") }
        let variable = EntityNames(name).variable
        if EntityNames.keywords.contains(variable) { return fail("NAME `\(name)` makes the Swift keyword `\(variable)` in the generated code: choose another name") }
        if let module = parsed.value("--module"), !isModuleName(module) {
            return fail("--module `\(module)` is not a module name (letters, digits and `_`, not starting with a digit)")
        }
        var o = Options(target: .repository(.cached), name: name, feature: feature)
        o.path = parsed.value("--path")
        o.module = parsed.value("--module")
        o.httpClient = parsed.value("--http-client")
        if let c = o.httpClient, !EntityNames.isTypeName(c) {
            return fail("--http-client `\(c)` must be a type name (the protocol a remote data source injects, e.g. `HTTPClientContract`)")
        }
        o.configPath = parsed.value("--config")
        o.noConfig = parsed.has("--no-config")
        o.dryRun = parsed.has("--dry-run")
        if o.configPath != nil && o.noConfig { return fail("`--config` and `--no-config` exclude each other") }
        let variants = RepositoryVariant.allCases.filter { parsed.has("--" + $0.rawValue) }
        if what == "repository" {
            if o.httpClient != nil && variants.first == .local {
                return fail("`--http-client` is for a repository with a remote data source (`--remote` or `--cached`), not `--local`")
            }
            for flag in ["--kind", "--related"] where parsed.value(flag) != nil {
                return fail("`\(flag)` is for `new usecase`; a repository is `--remote`, `--local` or `--cached`")
            }
            guard variants.count <= 1 else { return fail("\(variants.map { "--" + $0.rawValue }.joined(separator: " and ")) exclude each other") }
            o.target = .repository(variants.first ?? .cached)
        } else {
            if let v = variants.first { return fail("`--\(v.rawValue)` is for `new repository`; a UseCase takes `--kind`") }
            if o.httpClient != nil { return fail("`--http-client` is for `new repository`") }
            // NAME may carry its verb (`GetSeasons`, `RefreshCharacter`): it gives the kind when
            // `--kind` is absent, and is dropped from the entity's name either way.
            let kind: UseCaseKind
            if let raw = parsed.value("--kind") {
                guard let k = UseCaseKind(rawValue: raw) else {
                    return fail("unknown --kind `\(raw)` (known: \(UseCaseKind.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                kind = k
                if let stripped = Self.strippingVerb(name, of: k) { o.name = stripped }
            } else if let (k, stripped) = Self.inferredKind(name) {
                kind = k
                o.name = stripped
            } else {
                kind = .get
            }
            // Search and filtered UseCases are named in the plural (`SearchCharactersPage`): the entity is singular.
            if (kind == .search || kind == .filtered) && o.name != name { o.name = Self.singularEntity(o.name) }
            if o.name != name {
                if EntityNames.reserved.contains(o.name) { return fail("NAME `\(name)` without its verb is `\(o.name)`, a type the generated code already uses: choose another name") }
                if EntityNames.keywords.contains(EntityNames(o.name).variable) { return fail("NAME `\(name)` without its verb makes the Swift keyword `\(EntityNames(o.name).variable)`: choose another name") }
            }
            let related = parsed.value("--related")
            if kind == .composed {
                guard let related else { return fail("`--kind composed` needs `--related NAME`: the entity of the second repository (e.g. `--related Episode`)") }
                if related == o.name { return fail("`--related` names the entity itself: a composed UseCase coordinates two different repositories") }
            } else if related != nil {
                return fail("`--related` is for `--kind composed` only")
            }
            o.target = .useCase(kind, related: related)
        }
        return .success(o)
    }

    /// The verb each kind gives its UseCase's name (`GetFiltered` before `Get`).
    static let verbs: [(verb: String, kind: UseCaseKind)] = [
        ("GetFiltered", .filtered), ("Get", .get), ("Refresh", .refresh), ("Search", .search), ("Create", .create),
    ]

    /// `GetSeasons` under `--kind get` → `Seasons`; nil when NAME does not start with the kind's verb
    /// followed by a capital letter.
    static func strippingVerb(_ name: String, of kind: UseCaseKind) -> String? {
        for (verb, k) in verbs where k == kind || (kind == .composed && verb == "Get") {
            if let rest = dropVerb(verb, from: name) { return rest }
        }
        return nil
    }

    /// The kind a leading verb names (`RefreshCharacter` → refresh, `Character`), nil without one.
    static func inferredKind(_ name: String) -> (UseCaseKind, String)? {
        for (verb, kind) in verbs {
            if let rest = dropVerb(verb, from: name) { return (kind, rest) }
        }
        return nil
    }

    /// `CharactersPage` → `Character`, `Categories` → `Category`: the name whose plural it is.
    static func singularEntity(_ name: String) -> String {
        var n = name
        if n.hasSuffix("Page"), n.utf8.count > 4 { n = String(n.dropLast(4)) }
        var candidates: [String] = []
        if n.hasSuffix("ies") { candidates.append(String(n.dropLast(3)) + "y") }
        if n.hasSuffix("es") { candidates.append(String(n.dropLast(2))) }
        if n.hasSuffix("s") { candidates.append(String(n.dropLast())) }
        return candidates.first { !$0.isEmpty && UseCaseNames.plural($0) == n } ?? n
    }

    static func dropVerb(_ verb: String, from name: String) -> String? {
        guard name.hasPrefix(verb), name.utf8.count > verb.utf8.count else { return nil }
        let rest = String(name.dropFirst(verb.count))
        guard let f = rest.utf8.first, f >= UInt8(ascii: "A"), f <= UInt8(ascii: "Z") else { return nil }
        return rest
    }

    static func isModuleName(_ s: String) -> Bool {
        guard let f = s.utf8.first, !(f >= UInt8(ascii: "0") && f <= UInt8(ascii: "9")) else { return false }
        return s.utf8.allSatisfy { ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
            || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") }
    }

    /// The feature's folder: `--path`, else `Features/<Feature>` in the working directory or
    /// its nearest ancestor (up to the repository root, if any). A new repository may start a
    /// feature: then it goes in the nearest `Features/` folder, else in `./Features/`.
    static func featureDirectory(_ o: Options, workingDirectory cwd: String) -> Result<String, ScaffoldFailure> {
        if let p = o.path { return .success(p) }
        let root = Git.repositoryRoot(from: cwd)
        var dir = cwd
        var featuresFolder: String?
        while true {
            let features = (dir == "/" ? "" : dir) + "/Features"
            let candidate = features + "/" + o.feature
            if FileSystem.kind(candidate).0 == .directory { return .success(Paths.relative(candidate, to: cwd)) }
            if featuresFolder == nil && FileSystem.kind(features).0 == .directory { featuresFolder = features }
            // Up to the repository root; outside a repository, up to the file system's root.
            guard dir != root, dir != "/" else { break }
            dir = Paths.directory(of: dir)
        }
        if case .repository = o.target {
            return .success(Paths.relative((featuresFolder ?? cwd + "/Features") + "/" + o.feature, to: cwd))
        }
        return .failure(ScaffoldFailure("no feature folder `Features/\(o.feature)` in \(cwd) or above: run archlint from the folder that holds `Features/`, or give the feature's folder with --path DIR"))
    }

    func run(_ args: [String]) -> Int32 {
        let o: Options
        switch Self.options(args) {
        case .failure(let e): return tool.usageError(e.message, usage: Self.usage)
        case .success(let v): o = v
        }
        let cwd = Paths.workingDirectory()
        var lintOptions = LintCommand.Options()
        lintOptions.configPath = o.configPath
        lintOptions.noConfig = o.noConfig
        let configuration: Configuration
        switch LintCommand.loadConfiguration(lintOptions, workingDirectory: cwd) {
        case .failure(let p): return tool.inputFailure([p])
        case .success(let c): configuration = c
        }
        let directory: String
        switch Self.featureDirectory(o, workingDirectory: cwd) {
        case .failure(let f): return tool.inputFailure([InputProblem(path: "Features/\(o.feature)", message: f.message)])
        case .success(let d): directory = d
        }
        let dirKind = FileSystem.kind(directory).0
        if dirKind != .directory && dirKind != .missing {
            return tool.inputFailure([InputProblem(path: directory, message: "is not a folder: the feature's folder holds Sources/ and Tests/")])
        }
        if dirKind == .missing, case .useCase = o.target {
            return tool.inputFailure([InputProblem(path: directory, message: "no such feature folder: a UseCase needs its feature's repository (seed 001, step 2)")])
        }
        let request = ScaffoldRequest(target: o.target, name: o.name, feature: o.feature, featureDirectory: directory,
                                      module: o.module, httpClient: o.httpClient, configuration: configuration)
        let contents: [(path: String, bytes: [UInt8])]
        switch Scaffolder.read(request) {
        case .failure(let p): return tool.inputFailure([p])
        case .success(let c): contents = c
        }
        let plan: ScaffoldPlan
        switch Scaffolder.plan(request, contents: contents) {
        case .failure(let f): return tool.inputFailure([InputProblem(path: directory, message: f.message)])
        case .success(let p): plan = p
        }
        let conflicts = Scaffolder.conflicts(plan.files)
        if !conflicts.isEmpty {
            for p in conflicts { console.err(p.rendered + "\n") }
            console.err("archlint new: nothing written (\(conflicts.count) of \(plan.files.count) files conflict)\n")
            return ExitStatus.failure
        }
        if o.dryRun {
            for t in plan.taken { console.out("would take \(t)\n") }
        }
        if !plan.notes.isEmpty { console.err("archlint new: " + plan.notes.joined(separator: "; ") + "\n") }
        for w in plan.warnings { console.err("warning: \(w)\n") }
        let findings = Scaffolder.selfCheck(plan, contents: contents, configuration: configuration)
        for d in findings {
            console.err("\(d.path):\(d.line):\(d.column): \(d.severity.rawValue): in the generated code: \(d.message) [\(d.ruleID)]\n")
        }
        if o.dryRun {
            for f in plan.files { console.out("would create \(f.path)\n") }
            console.err("archlint new --dry-run: \(plan.files.count) files would be written; nothing written\n")
            return findings.contains { $0.severity == .error } ? ExitStatus.violations : ExitStatus.clean
        }
        if case .failure(let p) = Scaffolder.write(plan.files) { return tool.inputFailure([p]) }
        for f in plan.files { console.out("created \(f.path)\n") }
        var summary = "archlint new: \(plan.files.count) files written"
        if !plan.warnings.isEmpty { summary += "; \(plan.warnings.count) warning\(plan.warnings.count == 1 ? "" : "s") above: the code will not compile until they are addressed" }
        console.err(summary + "\n")
        return findings.contains { $0.severity == .error } ? ExitStatus.violations : ExitStatus.clean
    }
}
