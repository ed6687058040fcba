/// Every key a `check:` block accepts, in one place: the parser rejects any other key with
/// these lists in its message, and a test checks that docs/team-rules.md (the README's
/// "Team rules" section and `archlint explain team-rules`) documents exactly these.
public enum TeamCheckKeys {
    /// The keys directly under `check:`, per kind.
    public static func check(_ kind: TeamCheck.Kind) -> [String] {
        switch kind {
        case .dependencies: return ["kind", "message", "fix", "from", "inside", "outside", "forbid", "allow_only", "via", "except"]
        case .declarations: return ["kind", "message", "fix", "select", "require", "forbid", "except"]
        case .identifiers: return ["kind", "message", "fix", "in", "forbid", "except"]
        }
    }
    /// The keys of a rule (front matter or ```` ```archlint ```` block).
    public static let rule = ["id", "title", "severity", "summary", "enabled", "impact", "impactDescription", "tags", "source", "check"]
    /// A file selector (`from:`, `in:`, `select.in:`).
    public static let fileSelector = ["layer", "role", "feature", "module", "path", "exclude_path", "sources", "exported"]
    /// A dependency target (`forbid:`/`allow_only:` of `dependencies`).
    public static let target = ["layer", "role", "feature", "module", "path", "name", "is", "any_of", "not", "declaration", "referenced_from"]
    /// `via:` values.
    public static let via = ["import", "reference", "manifest"]
    /// Conditions on a declaration: `select:`, `require:`, `forbid:`, and the nested `enclosing:`,
    /// `has:`, `not:`, `any_of:`, `functions.where:`, `exists:`.
    public static let conditions = ["kind", "name", "is", "conforms_to", "conforms_directly_to", "inherits_only", "implements_requirement",
                                    "attributes", "modifiers", "access",
                                    "enclosing", "top_level", "stored", "wrapped", "static", "generic", "operator", "async", "throws", "error_type",
                                    "mutability", "type", "initial", "returns", "parameters", "in", "file_name", "folder", "role", "imports",
                                    "functions", "properties", "has", "extensions", "implementations", "annotations", "referenced_from", "attribute_argument", "raw_identifier", "not", "any_of", "companion", "exists"]
    static let conditionSet = Set(conditions)
    /// `select:` of `declarations`.
    public static let select = conditions
    /// `require:`/`forbid:` of `declarations`.
    public static let requirement = conditions
    /// `functions:`/`properties:`.
    public static let memberCount = ["count", "min", "max", "names", "access", "where", "extensions"]
    /// `parameters:`.
    public static let parameters = ["count", "min", "max", "labels", "types", "some_type"]
    /// `attribute_argument:`, and what its `first:` may be.
    public static let attributeArgument = ["name", "first"]
    public static let firstArgumentKinds = ["string", "empty_string", "none", "other"]
    /// `companion:` in a requirement.
    public static let companion = ["name", "kind", "in"]
    /// `exists:`: conditions on the declaration that must exist; its `in:` says where.
    public static let exists = conditions
    /// An `except:` entry.
    public static let exception = ["path", "name", "reason"]
    /// `throws:` values.
    public static let throwsKinds = ["none", "untyped", "typed", "rethrows"]
    /// `companion.in:` values.
    public static let companionScopes = ["same_file", "same_folder", "anywhere"]
    /// `exists.in:` values (or a file selector).
    public static let existsScopes = ["same_file", "same_folder", "same_feature", "same_module", "anywhere"]

    /// Swift's declaration modifiers, as the scanner records them.
    public static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "static", "class", "final", "override",
        "convenience", "required", "lazy", "weak", "unowned", "mutating", "nonmutating", "dynamic", "optional",
        "indirect", "nonisolated", "distributed", "infix", "prefix", "postfix", "consuming", "borrowing", "__consuming",
        "private(set)", "fileprivate(set)", "internal(set)", "package(set)", "public(set)",
        "unowned(safe)", "unowned(unsafe)", "nonisolated(unsafe)", "nonisolated(nonsending)",
    ]

    /// Swift's own attributes (lower-case ones must be among them; a capitalised attribute may be a
    /// property wrapper, a macro or a global actor of the project).
    public static let builtInAttributes: Set<String> = [
        "@available", "@discardableResult", "@dynamicCallable", "@dynamicMemberLookup", "@escaping", "@frozen", "@inlinable",
        "@inline", "@main", "@nonobjc", "@objc", "@objcMembers", "@preconcurrency", "@propertyWrapper", "@resultBuilder",
        "@requires_stored_property_inits", "@testable", "@unchecked", "@unknown", "@usableFromInline", "@warn_unqualified_access",
        "@autoclosure", "@convention", "@differentiable", "@derivative", "@backDeployed", "@attached", "@freestanding",
        "@globalActor", "@retroactive", "@storageRestrictions", "@exclusivity", "@noDerivative", "@transpose", "@isolated",
        "@export", "@abi", "@concurrent", "@execution", "@implementation", "@lifetime", "@noImplicitCopy", "@safe", "@unsafe",
        "@specialize", "@_spi", "@_exported", "@_implementationOnly", "@_disfavoredOverload", "@_silgen_name", "@_cdecl",
        "@_spi_available", "@_alwaysEmitIntoClient", "@_effects", "@_transparent", "@_originallyDefinedIn", "@_unsafeInheritExecutor",
    ]
}
