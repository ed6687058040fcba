/// What `archlint init` writes for the daily loop (issue 36), kept apart from the detection: the
/// baseline every entry point reads, and the vendored folders found (skipped by default).
extension InitCommand {
    /// The file `baseline:` names in the configuration `init` writes.
    static let defaultBaseline = "archlint-baseline.json"

    /// The settings block: `baseline:` (the adoption path is `init`, `archlint --write-baseline`,
    /// `archlint install-hook`), then a note on the vendored folders found under `folder`.
    static func dailyLoopSettings(in folder: String) -> (text: String, vendored: [String]) {
        let vendored = FileSystem.collect([folder]).vendoredSkipped.map { path -> String in
            folder == "." ? path : Paths.relative(Paths.absolute(path, from: "/"), to: Paths.absolute(folder, from: "/"))
        }
        var text = """

            # Baseline: the findings accepted when archlint was adopted (`archlint --write-baseline` writes it).
            # Every entry point reports only findings not in it: the command line, the `install-hook` hook,
            # Pre-commit, the SwiftPM plugins, the Xcode Run Script. Until it exists every finding is reported.
            baseline: \(defaultBaseline)

            """
        if !vendored.isEmpty {
            // Prose lines (a capital first): uncommenting the settings of this file leaves them alone.
            text += "# Vendored folders found, never linted (archlint skips Pods, Carthage, DerivedData,\n"
            text += "# SourcePackages and .build; list one under `included:` to lint it):\n"
            for v in vendored.prefix(20) { text += "# Vendored: \(v)\n" }
            if vendored.count > 20 { text += "# Vendored: … and \(vendored.count - 20) more\n" }
        }
        return (text, vendored)
    }
}
