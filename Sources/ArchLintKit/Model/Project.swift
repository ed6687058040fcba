/// A reference to a type identifier in code (not in a comment or string literal).
public struct TypeReference: Sendable, Equatable {
    public var name: String
    public var line: Int
    public var column: Int
}

/// What the rules need of one file, kept after its tokens are dropped.
public struct FileSummary: Sendable {
    public var context: FileContext
    public var syntax: FileSyntax
    /// Capitalised identifiers used in code. Kept for Domain files only (the
    /// DTO rule); empty elsewhere to keep memory small.
    public var references: [TypeReference]
    public var suppressions: Suppressions
    /// Every named declaration with its extent: where a finding is (baseline keys).
    public var outline: DeclarationOutline

    public var path: String { context.path }

    public init(context: FileContext, syntax: FileSyntax, references: [TypeReference] = [], suppressions: Suppressions = Suppressions(),
                outline: DeclarationOutline = DeclarationOutline()) {
        self.context = context
        self.syntax = syntax
        self.references = references
        self.suppressions = suppressions
        self.outline = outline
    }
}

/// A declaration together with the file it lives in.
public struct DeclRef: Sendable {
    public var file: Int
    public var index: Int
}

/// The cross-file index the rules consult: protocols by name, type members
/// by type name (extensions included), DTO type names.
public struct ProjectIndex: Sendable {
    public let files: [FileSummary]
    /// The run's configuration: rules read the conventions and their options from it.
    public let configuration: Configuration
    public var conventions: Conventions { configuration.conventions }
    /// Protocols by name (a name may be declared more than once).
    public private(set) var protocols: [String: [DeclRef]] = [:]
    /// Top-level type names declared in `Data/DTOs/` files.
    public private(set) var dtoTypeNames: Set<String> = []
    /// Names of the project's UseCase contracts (see `Architecture.isUseCaseContract`).
    public private(set) var useCaseContracts: Set<String> = []
    /// Names of types under `Sources/` that conform to a UseCase contract,
    /// through their declaration or any of their extensions.
    public private(set) var useCaseImplementations: Set<String> = []
    /// For each project protocol: does it refine `Sendable`? `nil` = cannot tell.
    public private(set) var protocolSendability: [String: Bool?] = [:]

    public init(files: [FileSummary], configuration: Configuration = Configuration()) {
        self.files = files
        self.configuration = configuration
        for fi in files.indices {
            let decls = files[fi].syntax.declarations
            let ctx = files[fi].context
            for di in decls.indices {
                switch decls[di].kind {
                case .protocol:
                    protocols[decls[di].name, default: []].append(DeclRef(file: fi, index: di))
                    if Architecture.isUseCaseContract(decls[di], ctx) { useCaseContracts.insert(decls[di].name) }
                case .class, .struct, .enum, .actor:
                    if ctx.role == .dataDTOs && decls[di].parent == nil { dtoTypeNames.insert(decls[di].name) }
                default:
                    break
                }
            }
        }
        for fi in files.indices where files[fi].context.inSources {
            let decls = files[fi].syntax.declarations
            for di in decls.indices {
                let kind = decls[di].kind
                guard kind.hasMembers, kind != .protocol, !decls[di].inherited.isEmpty else { continue }
                if decls[di].inherited.contains(where: { Architecture.namesUseCaseContract($0, known: useCaseContracts) }) {
                    useCaseImplementations.insert(ProjectIndex.lastComponent(decls[di].name))
                }
            }
        }
        var memo: [String: Bool?] = [:]
        for name in protocols.keys {
            protocolSendability[name] = sendability(of: name, &memo, visiting: [])
        }
    }

    /// Whether the protocol `name` refines Sendable: `true`, `false` when every
    /// part of its inheritance is known and none is Sendable, `nil` when unknown.
    func sendability(of name: String, _ memo: inout [String: Bool?], visiting: Set<String>) -> Bool? {
        if let m = memo[name] { return m }
        guard let refs = protocols[name], !visiting.contains(name) else { return nil }
        var result: Bool? = false
        // Several declarations of one name: Sendable if any says so.
        for r in refs {
            let d = declaration(r)
            switch inheritanceSendability(d.inherited, &memo, visiting: visiting.union([name])) {
            case .some(true): memo[name] = .some(true); return true
            case .none: result = nil
            case .some(false): break
            }
        }
        memo[name] = .some(result)
        return result
    }

    /// Sendability of an inheritance clause: parts split on `,` and `&`.
    public func inheritanceSendability(_ inherited: [String]) -> Bool? {
        var memo = protocolSendability
        return inheritanceSendability(inherited, &memo, visiting: [])
    }

    func inheritanceSendability(_ inherited: [String], _ memo: inout [String: Bool?], visiting: Set<String>) -> Bool? {
        var unknown = false
        for entry in inherited {
            for part in entry.split(separator: "&") {
                let raw = part.trimmingCharacters(in: " ")
                let name = raw.hasPrefix("Swift.") ? String(raw.dropFirst(6)) : raw
                switch name {
                case "Sendable", "Actor", "AnyActor", "DistributedActor":
                    return true
                case "AnyObject":
                    continue
                default:
                    if protocols[name] != nil {
                        switch sendability(of: name, &memo, visiting: visiting) {
                        case .some(true): return true
                        case .some(false): continue
                        case .none: unknown = true
                        }
                    } else {
                        unknown = true
                    }
                }
            }
        }
        return unknown ? nil : false
    }

    public func declaration(_ r: DeclRef) -> Declaration { files[r.file].syntax.declarations[r.index] }
    public func file(_ r: DeclRef) -> FileSummary { files[r.file] }

    /// `Foo.Bar<T>` → `Bar`; `Swift.Sendable` → `Sendable`.
    public static func lastComponent(_ typeText: String) -> String {
        // Fast path: a plain name (no `.`, `<` or space) is its own last component.
        var plain = true
        for b in typeText.utf8 where b == UInt8(ascii: ".") || b == UInt8(ascii: "<") || b == UInt8(ascii: " ") {
            plain = false
            break
        }
        if plain { return typeText }
        var s = Substring(typeText)
        if let lt = s.firstIndex(of: "<") { s = s[..<lt] }
        if let dot = s.lastIndex(of: ".") { s = s[s.index(after: dot)...] }
        return s.trimmingCharacters(in: " ")
    }

}

/// The architecture's vocabulary, as the seeds define it.
public enum Architecture {
    /// A UseCase contract: a protocol under `Sources/` named `*UseCaseContract`,
    /// or any protocol declared in `Domain/UseCases/`.
    public static func isUseCaseContract(_ d: Declaration, _ ctx: FileContext) -> Bool {
        d.kind == .protocol && ctx.inSources && (ctx.role == .domainUseCases || d.name.hasSuffix("UseCaseContract"))
    }

    /// A Repository contract: a protocol under `Sources/` named `*RepositoryContract`,
    /// or any protocol declared in `Domain/Repositories/`.
    public static func isRepositoryContract(_ d: Declaration, _ ctx: FileContext) -> Bool {
        d.kind == .protocol && ctx.inSources && (ctx.role == .domainRepositories || d.name.hasSuffix("RepositoryContract"))
    }

    /// Folders whose protocols are contracts and must be named `…Contract`.
    public static func isContractFolder(_ ctx: FileContext) -> Bool {
        ctx.inSources && (ctx.role == .domainUseCases || ctx.role == .domainRepositories || ctx.role == .dataDataSources)
    }

    /// An inheritance entry that names a UseCase contract (a known one, or any `…UseCaseContract`).
    public static func namesUseCaseContract(_ entry: String, known: Set<String>) -> Bool {
        for part in entry.split(separator: "&") {
            let name = ProjectIndex.lastComponent(String(part))
            if name.hasSuffix("UseCaseContract") || known.contains(name) { return true }
        }
        return false
    }

    /// Private to its type: `private`/`fileprivate`, or declared in a
    /// `private`/`fileprivate` extension.
    public static func isPrivate(_ d: Declaration, in decls: [Declaration]) -> Bool {
        if let a = d.accessLevel, a <= .fileprivate { return true }
        if let p = d.parent, decls[p].kind == .extension, let a = decls[p].accessLevel, a <= .fileprivate { return true }
        return false
    }
}

extension Substring {
    func trimmingCharacters(in chars: Character) -> String {
        var s = self
        while s.first == chars { s = s.dropFirst() }
        while s.last == chars { s = s.dropLast() }
        return String(s)
    }
}
