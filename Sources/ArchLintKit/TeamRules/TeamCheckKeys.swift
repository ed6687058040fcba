/// Every key a `check:` block accepts, in one place: the parser rejects any other key with
/// these lists in its message, and a test checks that docs/team-rules.md (the README's
/// "Team rules" section and `archlint explain team-rules`) documents exactly these.
public enum TeamCheckKeys {
    /// The keys directly under `check:`, per kind.
    public static func check(_ kind: TeamCheck.Kind) -> [String] {
        switch kind {
        case .dependencies: return ["kind", "message", "fix", "from", "forbid", "allow_only", "via"]
        case .declarations: return ["kind", "message", "fix", "select", "require", "forbid"]
        case .identifiers: return ["kind", "message", "fix", "in", "forbid"]
        }
    }
    /// A file selector (`from:`, `in:`, `select.in:`).
    public static let fileSelector = ["layer", "role", "feature", "module", "path", "exclude_path"]
    /// A dependency target (`forbid:`/`allow_only:` of `dependencies`).
    public static let target = ["layer", "role", "feature", "module", "path"]
    /// `via:` values.
    public static let via = ["import", "reference"]
    /// `select:` of `declarations`.
    public static let select = ["kind", "name", "in", "conforms_to", "attributes", "modifiers", "access", "enclosing", "top_level", "stored", "static"]
    /// `select.enclosing:`.
    public static let enclosing = ["kind", "name"]
    /// `require:`/`forbid:` of `declarations`.
    public static let requirement = ["name", "conforms_to", "attributes", "modifiers", "access", "file_name", "folder", "role", "functions",
                                     "properties", "async", "throws", "mutability", "companion"]
    /// `functions:`/`properties:` in a requirement.
    public static let memberCount = ["count", "min", "max", "names", "access"]
    /// `companion:` in a requirement.
    public static let companion = ["name", "kind", "in"]
    /// `throws:` values.
    public static let throwsKinds = ["none", "untyped", "typed", "rethrows"]
    /// `companion.in:` values.
    public static let companionScopes = ["same_file", "same_folder", "anywhere"]
}
