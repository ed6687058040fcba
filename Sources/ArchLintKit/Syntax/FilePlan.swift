/// The facts collected for one file: what its summary keeps (`FileSyntax.compacted`) and what the
/// analysis gathers beside it. Decided before the file is scanned, from its context alone
/// (`RuleNeeds.plan(for:)`): the front end reads the plan, never who asked for what.
public struct FilePlan: Sendable, Equatable {
    public var typeReferences = false
    public var memberDetail = false
    public var propertyDetail = false
    public var attributes = false
    public var bodyTokens = false
    public var identifierUses: [String] = []
    /// Every type and extension (nested ones with the declarations around them), whatever the
    /// file's place: what a type reference of another file is resolved against.
    public var typeDeclarations = false
    /// Every declaration (each a possible owner of a reference) with its generic parameter clause,
    /// and nothing more of its detail (less than `memberDetail`).
    public var allDeclarations = false
    /// The names of its type references hashed, each name made once: what a `via: reference`
    /// rule probes the project's type names with (`FileSummary.referenceHashes`).
    public var referenceHashes = false
}
