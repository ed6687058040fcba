/// `archlint init [FILE]`: writes a commented starter configuration (default
/// `.archlint.yml`) that lists every rule, option and convention with its
/// default. Generated from the rule registry, so new rules appear in it. It
/// never overwrites an existing file.
struct InitCommand {
    let tool: CommandLineTool
    static let usage = "archlint init [--print] [FILE]"

    func run(_ args: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch tool.parse(args, OptionSpec(switches: ["--print"]), command: "init", usage: Self.usage) {
        case .failure(let e): return e.code
        case .success(let p): parsed = p
        }
        guard parsed.positionals.count <= 1 else { return tool.usageError("`init` takes at most one FILE", usage: Self.usage) }
        let path = parsed.positionals.first ?? ConfigurationFile.name
        let printOnly = parsed.has("--print")
        if !printOnly && FileSystem.kind(path).0 != .missing {
            return tool.inputFailure([InputProblem(path: path, message:
                "already exists: `archlint init` never overwrites a configuration (edit it, or remove it first)")])
        }
        // The project is the folder the configuration goes into.
        let folder = Paths.directory(of: path)
        let (found, problems) = Self.detect(in: folder.isEmpty ? "." : folder)
        guard let detection = found else { return tool.inputFailure(problems) }
        let daily = Self.dailyLoopSettings(in: folder.isEmpty ? "." : folder)
        let text = Self.configuration(detection) + daily.text
        if case .failure(let p) = Configuration.parse(text, path: path) {
            return tool.inputFailure([InputProblem(path: path, line: p.line, message: "archlint init wrote a configuration it cannot read (a bug): \(p.message)")])
        }
        if printOnly {
            tool.console.out(text)
            return ExitStatus.clean
        }
        switch FileSystem.writeAtomically(path, Array(text.utf8), overwrite: false) {
        case .failure(let p): return tool.inputFailure([p])
        case .success:
            var placed = ""
            if let l = detection.layout {
                let n = LayoutDetection.placed(l.counts)
                placed = ", \(n) of them placed in a layer (\(LayoutDetection.describe(l.counts)))"
            }
            tool.console.err("wrote \(path): the layout and conventions detected in \(detection.fileCount) Swift files\(placed), with their evidence; every other setting is listed with its default, commented out\n")
            if !daily.vendored.isEmpty { tool.console.err("note: vendored folders skipped (not linted): \(daily.vendored.joined(separator: ", "))\n") }
            return ExitStatus.clean
        }
    }

    /// Reads the Swift files under `folder` (as `archlint` would, with no configuration) and detects
    /// the layout and the conventions. Every declaration of every file is read (the naming is read
    /// wherever the code is, placed or not).
    static func detect(in folder: String) -> (ProjectDetection?, [InputProblem]) {
        let (files, problems) = FileSystem.collectSwiftFiles([folder])
        if !problems.isEmpty { return (nil, problems) }
        var contents: [(path: String, bytes: [UInt8])] = []
        for f in files {
            switch FileSystem.readFile(f) {
            case .failure(let p): return (nil, [p])
            case .success(let b): contents.append((relative(f, to: folder), b))
            }
        }
        return (detect(contents), [])
    }

    /// `dir/Features/X.swift` → `Features/X.swift`: paths as the configuration's globs see them.
    static func relative(_ path: String, to folder: String) -> String {
        var p = Substring(path)
        if folder != "." && folder != "", p.hasPrefix(folder + "/") { p = p.dropFirst(folder.utf8.count + 1) }
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        return String(p)
    }

    /// Detects from the files' contents (paths relative to the configuration's folder).
    static func detect(_ contents: [(path: String, bytes: [UInt8])]) -> ProjectDetection {
        var config = Configuration()
        config.onlyRules = []
        ModuleDiscovery.attach(to: &config, manifests: contents.filter { PackageManifest.isManifestName($0.path) }.map { ($0.path, $0.bytes) },
                               files: contents.map(\.path))
        let needs = RuleNeeds(memberDetail: .allLayers, attributes: .allLayers)
        var summaries: [FileSummary] = []
        for c in contents {
            // Invalid UTF-8 and the like are the lint's to report: init reads what it can.
            if let s = Linter.analyze(path: c.path, bytes: c.bytes, configuration: config, needs: needs).0 { summaries.append(s) }
        }
        let files = summaries.map { LayoutDetection.File(path: $0.path, describesProject: FileContext.describesProject($0.syntax.imports)) }
        let layout = LayoutDetection.detect(files, base: config.layout)
        return ProjectDetection.detect(summaries, layout: layout)
    }

    /// The configuration `init` writes: the starter (every setting with its default, commented out)
    /// with what was detected set in place, each with its evidence, so that every key appears once
    /// and uncommenting any line keeps the file valid.
    static func configuration(_ d: ProjectDetection) -> String {
        var out = """
            # Configuration of archlint, written by `archlint init` (archlint \(ArchLint.version)) from \(d.fileCount) Swift file\(d.fileCount == 1 ? "" : "s").
            # What init detected is set, with its evidence beside it.
            # Every other setting is listed with its default, commented out: uncomment what you change.
            # See the README (Configuration) for every key. Paths are relative to this file.
            # An unknown key, rule id or value stops the run with exit status 2 (file and line).

            """
        for n in d.notes { out += "# Note: \(n).\n" }
        out += """

            # The oldest archlint that may read this file.
            min_version: \(ArchLint.version)

            # Which files are linted.
            # included:                     # lint only these paths (and lint them when no PATH is given)
            #   - Features
            # excluded:                     # never lint these paths
            #   - Features/Legacy

            # disabled_rules: []            # rules that never run, e.g. [contract-suffix]
            # only_rules: [\(RuleRegistry.ids.first ?? "")]   # run only these rules (default: every rule that is on)
            # mock_directories: [\(Layout.default.mockDirectories.joined(separator: ", "))]   # folders under Tests/ that hold mocks

            # Where the features, layers and roles are (README, Layouts): the candidates init placed the files with.

            """
        if let l = d.layout {
            for e in l.evidence { out += "# \(e)\n" }
            if l.yaml.isEmpty {
                out += "# No `layout:` is needed: the presets, tried per file, place these files.\n"
            } else {
                out += "layout:\n" + l.yaml.joined(separator: "\n") + "\n"
            }
        }
        out += "\n# Conventions on which the seed documents disagree.\n"
        var groups: [(String, [(key: String, values: [String], defaultValue: String, summary: String)])] = []
        for o in Conventions.documentedOptions {
            let parts = o.key.split(separator: ".", maxSplits: 1)
            let group = parts.count == 2 ? String(parts[0]) : ""
            if let i = groups.firstIndex(where: { $0.0 == group && !group.isEmpty }) { groups[i].1.append(o) } else { groups.append((group, [o])) }
        }
        for (group, options) in groups {
            let detected = group == "naming" ? d.naming : []
            if !group.isEmpty { out += detected.isEmpty ? "# \(group):\n" : "\(group):\n" }
            for o in options {
                let key = group.isEmpty ? o.key : String(o.key.split(separator: ".", maxSplits: 1)[1])
                if let setting = detected.first(where: { $0.key == key }) {
                    for e in setting.evidence { out += "  # \(e)\n" }
                    out += setting.yaml.joined(separator: "\n") + "\n"
                    continue
                }
                let name = group.isEmpty ? o.key : "  " + key
                let choices = o.values.isEmpty ? "" : o.values.joined(separator: " | ") + " — "
                // `{Name}` patterns are quoted (a bare `{` opens an inline map). A shorthand stays a
                // prose comment: uncommented next to its pattern it would set the name twice.
                let value = o.defaultValue.contains("{") ? "\"\(o.defaultValue)\"" : o.defaultValue
                if o.summary.hasPrefix("shorthand") {
                    out += "# Shorthand: \(name.trimmingSpaces()): \(value)".padding(32) + " # " + choices + Linter.oneLine(o.summary) + "\n"
                } else {
                    out += "# " + "\(name): \(value)".padding(30) + " # " + choices + Linter.oneLine(o.summary) + "\n"
                }
            }
        }
        out += """

            # Every rule with its default severity (error | warning | off) and its options.
            # A rule that is off by default runs once it is given a severity here.

            """
        out += d.ruleOptions.isEmpty ? "# rules:\n" : "rules:\n"
        for r in RuleRegistry.all {
            let desc = r.descriptor
            let state = desc.enabledByDefault ? "on by default" : "off by default"
            let set = d.ruleOptions.filter { $0.rule == desc.id }
            if !set.isEmpty {
                out += "  \(desc.id):".padding(30) + " # \(state) — \(Linter.oneLine(desc.title))\n"
                for o in set { out += "    # \(o.evidence)\n    \(o.option): \(o.value)\n" }
                continue
            }
            out += "#   " + "\(desc.id):".padding(28) + " # \(state) — \(Linter.oneLine(desc.title))\n"
            out += "#     severity: \(desc.defaultSeverity.rawValue)\n"
            for o in desc.options {
                out += "#     " + "\(o.name): \(o.defaultValue)".padding(24) + " # " + o.values.joined(separator: " | ") + " — " + Linter.oneLine(o.summary) + "\n"
            }
        }
        return out
    }

}
