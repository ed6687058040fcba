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
    /// The declarations a reference can be owned by as a `via: reference` check reads owners: the
    /// types and extensions, and every declaration with a generic parameter clause (with the
    /// clause, and nothing more of its detail). Less than every declaration: the checks read the
    /// types around a reference and the generic parameters in scope, which no other member adds.
    public var referenceOwners = false
    /// The names of its type references hashed, each name made once: what a `via: reference`
    /// rule probes the project's type names with (`FileSummary.referenceHashes`).
    public var referenceHashes = false
}
