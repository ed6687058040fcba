/// The configuration keys that say where and with which archlint a project is
/// linted: `excluded`, `included`, `baseline` (paths relative to the configuration
/// file) and `min_version`.
extension Configuration {
    /// Parses one of those keys into `config`; returns the problem, if any.
    static func parseWorkflowKey(_ e: YAMLLite.Entry, into config: inout Configuration, path: String, baseDirectory: String) -> InputProblem? {
        switch e.key {
        case "excluded", "included":
            guard case .list(let items) = e.value else {
                return InputProblem(path: path, line: e.line, message: "`\(e.key)` must be a list of paths (relative to this file)")
            }
            if let empty = items.first(where: { $0.text.isEmpty }) {
                return InputProblem(path: path, line: empty.line, message: "an empty path in `\(e.key)`")
            }
            let resolved = items.map { resolve($0.text, baseDirectory) }
            if e.key == "excluded" { config.excluded = resolved } else { config.included = resolved }
        case "baseline":
            guard case .scalar(let v) = e.value, !v.isEmpty else {
                return InputProblem(path: path, line: e.line, message: "`baseline` must be a file path (relative to this file), e.g. `baseline: archlint-baseline.json`")
            }
            config.baseline = resolve(v, baseDirectory)
        case "min_version":
            guard case .scalar(let v) = e.value, let wanted = Version(v) else {
                return InputProblem(path: path, line: e.line, message: "`min_version` must be a version such as `\(ArchLint.version)` (X.Y.Z)")
            }
            if let current = Version(ArchLint.version), current < wanted {
                return InputProblem(path: path, line: e.line, message:
                    "this configuration needs archlint \(v) or newer (`min_version`), but this is archlint \(ArchLint.version): update archlint")
            }
            config.minVersion = v
        default:
            return InputProblem(path: path, line: e.line, message: "unknown key `\(e.key)`")
        }
        return nil
    }

    /// A path of the configuration, relative to its folder `baseDirectory`.
    static func resolve(_ raw: String, _ baseDirectory: String) -> String {
        let rel = normalize(raw)
        if rel.hasPrefix("/") || baseDirectory.isEmpty || baseDirectory == "." { return rel }
        return normalize(baseDirectory + "/" + rel)
    }
}

/// A release number `X.Y.Z`, compared numerically.
public struct Version: Comparable, Sendable {
    public var parts: [Int]

    public init?(_ text: String) {
        let fields = text.split(separator: ".", omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var parts: [Int] = []
        for f in fields {
            guard !f.isEmpty, f.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let n = Int(f) else { return nil }
            parts.append(n)
        }
        self.parts = parts
    }

    public static func < (a: Version, b: Version) -> Bool { a.parts.lexicographicallyPrecedes(b.parts) }
}
