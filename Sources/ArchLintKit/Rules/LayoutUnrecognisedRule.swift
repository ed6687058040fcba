/// `layout-unrecognised`: a run whose Swift files the layout places in no Domain, Data or
/// Presentation layer is checked by no architecture rule; a run that places fewer than half of
/// them is checked only in part. Reported once, at the first file of the run, naming the layouts
/// tried and the largest folders in no layer, so that a gate never looks green for having
/// understood nothing, or only a corner.
public struct LayoutUnrecognisedRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "layout-unrecognised",
        title: "archlint recognises the project's layers",
        summary: "When no Swift file of the run is in a Domain, Data or Presentation layer, or most of them are in no layer, the architecture rules looked at nothing or at a corner: say so once, with the layouts tried and the largest folders in no layer.",
        defaultSeverity: .warning,
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "004_8eeeb65a2d0ceddf.txt"],
        scope: .run)

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.path == project.firstPath else { return [] }
        let layered = [Layer.domain, .data, .presentation].reduce(0) { $0 + (project.filesPerLayer[$1] ?? 0) }
        let layout = project.configuration.layout
        var tried: [String] = []
        if let g = layout.globs { tried.append("the `layout:` globs of the configuration (\(g.all.count))") }
        for p in layout.presets { tried.append("\(p.rawValue) (\(LayoutUnrecognisedRule.shape(p)))") }
        let triedText = tried.isEmpty ? "no layout (`layout: preset: none` and no globs)" : "the layouts " + tried.joined(separator: "; ")
        if layered == 0 {
            let n = project.files.count
            let what = n == 1 ? "the Swift file of this run is" : "none of the \(n) Swift files of this run is"
            let tests = project.filesPerLayer[.tests] ?? 0
            let testsNote = tests > 0 ? " (\(tests) test file\(tests == 1 ? "" : "s") only)" : ""
            return [Finding(line: 1, column: 1, message:
                "\(n == 1 ? "\(what) not" : what) in a Domain, Data or Presentation layer\(testsNote), so no architecture rule looked at \(n == 1 ? "it" : "them"): archlint tried \(triedText). Run `archlint layout` to see where it places each file, and `archlint init` to write a layout for this project into .archlint.yml")]
        }
        // Partly understood: most of the run's source files (manifests aside) are in no layer.
        // By index: a `for f in files` copies each summary (a retain and release per field).
        var counted = 0, unplaced = 0
        let files = project.files
        var entries: [(path: String, placed: Bool)] = []
        entries.reserveCapacity(files.count)
        for i in files.indices {
            let path = files[i].context.path, placed = files[i].context.layer != .other
            // A project description is tested once, here: left out unless placed (a placed file
            // still keeps its folders out of the unplaced ones).
            guard !Unplaced.isProjectDescription(path) else {
                if placed { entries.append((path, placed)) }
                continue
            }
            entries.append((path, placed))
            counted += 1
            if !placed { unplaced += 1 }
        }
        guard unplaced * 2 > counted else { return [] }
        let folders = Unplaced.folders(entries, descriptionsLeftOut: true)
        return [Finding(line: 1, column: 1, message:
            "\(unplaced) of the \(counted) Swift files of this run are in no layer, so no architecture rule looked at them: \(Unplaced.describe(folders)). archlint tried \(triedText). Run `archlint layout` to see where it places each folder, then describe these folders with `layout:` globs in .archlint.yml (or `archlint init` to write a layout for this project)")]
    }

    static func shape(_ p: Layout.Preset) -> String {
        switch p {
        case .featureModules: return "`Features/<Feature>/Sources/<Layer>/…`"
        case .layerFolders: return "`<App>/Domain/…`, `<App>/Data/…`, `<App>/Presentation/…`"
        case .layerModules: return "modules named `Domain`, `Data`, `Presentation`, `<Feature>Domain`…"
        }
    }
}
