/// The conventions on which the seeds disagree, chosen in `.archlint.yml`:
///
/// ```yaml
/// naming:
///   contracts: suffix        # suffix: protocol XContract, type X | impl: protocol X, type XImpl
///   contract_suffix: Contract
///   mocks: suffix            # suffix: XMock | prefix: MockX
///   detail: any              # any | required | forbidden
/// mapping: any               # any | private-extension | mapper
/// ```
///
/// The defaults follow seeds 000, 001 and 004. Every rule honours them.
public struct Conventions: Sendable, Equatable {
    public enum ContractNaming: String, Sendable, CaseIterable {
        /// `protocol GetCharacterUseCaseContract`, `struct GetCharacterUseCase` (seeds 000, 001, 004).
        case suffix
        /// `protocol FetchUsersUseCase`, `final class FetchUsersUseCaseImpl` (seeds 002, 003).
        case impl
    }

    public enum MockNaming: String, Sendable, CaseIterable {
        /// `GetCharacterUseCaseMock` (seeds 000, 001, 004).
        case suffix
        /// `MockFetchUsersUseCase` (seed 002).
        case prefix
    }

    public enum DetailNaming: String, Sendable, CaseIterable {
        /// Either `GetCharacterUseCase` or `GetCharacterDetailUseCase`.
        case any
        /// Single-item Get/Refresh UseCases are `…DetailUseCase` (seeds 000, 004).
        case required
        /// No `Detail` in UseCase names (seed 001).
        case forbidden
    }

    public enum Mapping: String, Sendable, CaseIterable {
        /// Either style.
        case any
        /// A `private extension …DTO { func toDomain() }` in the repository's file (seed 004).
        case privateExtension = "private-extension"
        /// Types named `…Mapper` in `Data/Mappers/`.
        case mapper
    }

    public var detail: DetailNaming = .any
    public var mapping: Mapping = .any

    /// `naming.contract`: the accepted spellings of a contract, preferred first (`{Name}Contract`).
    /// `{Name}` is the contract's base name (`GetCharacterUseCase`). `naming.contracts` and
    /// `naming.contract_suffix` are shorthands that set this and `implementationPatterns`.
    public var contractPatterns: [NamePattern] = Conventions.defaultContract
    /// `naming.contract` written per kind (`{usecase: "{Name}", repository: "{Name}Protocol"}`): the
    /// patterns of each kind given (`contractPatterns` then holds all of them, for what reads no kind).
    public var contractPatternsByKind: [ContractKind: [NamePattern]] = [:]

    /// The contract patterns of `kind` (nil: every kind's).
    public func contractPatterns(for kind: ContractKind?) -> [NamePattern] {
        if let kind, let p = contractPatternsByKind[kind] { return p }
        return contractPatterns
    }
    /// `naming.implementation`: the accepted spellings of an implementation, preferred first (`{Name}`).
    public var implementationPatterns: [NamePattern] = Conventions.defaultImplementation
    /// Whether `implementationPatterns` was chosen (`naming.implementation`, or the shorthand
    /// `naming.contracts: impl`): only then is an implementation's name checked against it. An
    /// implementation is any Data-layer type conforming to the contract, whatever its name.
    public var implementationNamingChecked = false
    /// `naming.implementation` written per kind (`{usecase: "Default{Name}", repository: [...]}`):
    /// the patterns of each kind given, which alone are checked (UseCases and repositories of one app
    /// are often named two ways).
    public var implementationPatternsByKind: [ContractKind: [NamePattern]] = [:]

    /// The implementation patterns of contracts of `kind` (nil: of an unknown kind).
    public func implementationPatterns(for kind: ContractKind?) -> [NamePattern] {
        if let kind, let p = implementationPatternsByKind[kind] { return p }
        return implementationPatterns
    }

    /// Whether the names of implementations of contracts of `kind` are checked.
    public func implementationNamingChecked(for kind: ContractKind?) -> Bool {
        if implementationPatternsByKind.isEmpty { return implementationNamingChecked }
        guard let kind else { return false }
        return implementationPatternsByKind[kind] != nil
    }
    /// `naming.mock`: the accepted spellings of a mock, preferred first (`{Name}Mock`).
    /// `naming.mocks` is a shorthand that sets it.
    public var mockPatterns: [NamePattern] = Conventions.defaultMock
    /// `naming.usecase_method`: the one method of a UseCase (`execute`, or `callAsFunction`).
    public var useCaseMethod = "execute"

    /// The shape of the contract convention: `.impl` when a contract may take the plain name
    /// (`{Name}`: a name alone cannot tell a contract from its implementation), else `.suffix`.
    /// Setting it applies the shorthand `naming.contracts`.
    public var contracts: ContractNaming {
        get { contractPatterns.contains(where: \.isPlain) ? .impl : .suffix }
        set {
            switch newValue {
            case .suffix:
                contractPatterns = [NamePattern(prefix: "", suffix: contractSuffix)]
                implementationPatterns = [NamePattern("{Name}")!]
                implementationNamingChecked = false
            case .impl:
                contractPatterns = [NamePattern("{Name}")!]
                implementationPatterns = [NamePattern("{Name}Impl")!]
                implementationNamingChecked = true
            }
        }
    }

    /// The suffix of the preferred suffix pattern of the contracts (`Contract`, `Protocol`);
    /// `Contract` when no contract pattern is a plain suffix. Setting it applies the shorthand
    /// `naming.contract_suffix` (under `naming.contracts: suffix`).
    public var contractSuffix: String {
        get { contractPatterns.first { $0.prefix.isEmpty && !$0.suffix.isEmpty }?.suffix ?? "Contract" }
        set { if contracts == .suffix { contractPatterns = [NamePattern(prefix: "", suffix: newValue)] } }
    }

    /// The shape of the preferred mock pattern: `.prefix` for `Mock{Name}`, else `.suffix`.
    /// Setting it applies the shorthand `naming.mocks`.
    public var mocks: MockNaming {
        get { mockPatterns.first.map { !$0.prefix.isEmpty && $0.suffix.isEmpty } == true ? .prefix : .suffix }
        set { mockPatterns = [newValue == .prefix ? NamePattern("Mock{Name}")! : NamePattern("{Name}Mock")!] }
    }

    public init() {}

    /// The defaults, parsed once (every configuration starts from them).
    static let defaultContract = [NamePattern("{Name}Contract")!]
    static let defaultImplementation = [NamePattern("{Name}")!]
    static let defaultMock = [NamePattern("{Name}Mock")!]

    /// Every convention key as written in `.archlint.yml` (dotted), its accepted
    /// values (empty: any identifier), its default and what it chooses. `archlint
    /// init` and the README list them from here.
    public static let documentedOptions: [(key: String, values: [String], defaultValue: String, summary: String)] = [
        ("naming.contract", ["{Name}Contract", "{Name}Protocol", "{Name}", "…"], "{Name}Contract",
         "how a contract (UseCase, Repository, DataSource protocol) is named; a list accepts several spellings, the first preferred in messages and fixes; per kind as a map `{usecase: …, repository: …, data_source: …}`"),
        ("naming.implementation", ["{Name}", "{Name}Impl", "Default{Name}", "*{Name}", "…"], "{Name}",
         "how the implementation of a contract is named; checked only when set (an implementation is any Data-layer type conforming to the contract); per kind as a map `{usecase: …, repository: …, data_source: …}`; `*{Name}` accepts technology-named ones (`CoreData{Name}`; `CharacterRESTDataSource` for `CharacterRemoteDataSource`)"),
        ("naming.mock", ["{Name}Mock", "Mock{Name}", "{Name}Spy", "…"], "{Name}Mock", "how a test double of a contract is named (doubles are also recognised by conformance)"),
        ("naming.usecase_method", ["execute", "callAsFunction", "…"], "execute", "the one method of a UseCase, honoured by every UseCase rule, fix and scaffold"),
        ("naming.contracts", ContractNaming.allCases.map(\.rawValue), "suffix",
         "shorthand. suffix: contract `{Name}Contract`, implementation `{Name}` (seeds 000, 001, 004); impl: contract `{Name}`, implementation `{Name}Impl` (seeds 002, 003)"),
        ("naming.contract_suffix", [], "Contract", "shorthand: the contract pattern `{Name}<suffix>` under `naming.contracts: suffix`, e.g. `Protocol`"),
        ("naming.mocks", MockNaming.allCases.map(\.rawValue), "suffix", "shorthand. suffix: `{Name}Mock` (seeds 000, 001, 004); prefix: `Mock{Name}` (seed 002)"),
        ("naming.detail", DetailNaming.allCases.map(\.rawValue), "any",
         "required: single-item UseCases are `Get…DetailUseCase` (seeds 000, 004); forbidden: never (seed 001); any: either"),
        ("mapping", Mapping.allCases.map(\.rawValue), "any",
         "private-extension: `private extension …DTO { func toDomain() }` in the repository's file (seed 004); mapper: `…Mapper` types in `Data/Mappers/`; any: either"),
    ]
}

/// A naming pattern with one `{Name}` placeholder and identifier text around it:
/// `{Name}Contract`, `Default{Name}`, `Mock{Name}`, `{Name}`. `*{Name}` (an implementation's
/// accepted alternative) stands for a technology: technology-named implementations
/// (`CoreDataMoviesRepository`, `InMemoryMoviesRepository`; `CharacterRESTDataSource` for the
/// contract `CharacterRemoteDataSourceContract`); it matches names but spells none.
public struct NamePattern: Sendable, Hashable, CustomStringConvertible {
    public let prefix: String
    public let suffix: String
    /// `*{Name}…`: named after a technology (`isTechnologyNamed`).
    public private(set) var anyPrefix = false

    /// nil unless `text` has exactly one `{Name}` and only identifier characters around it
    /// (a prefix starts with a capital letter), or a leading `*` in place of the prefix.
    public init?(_ text: String) {
        if text.hasPrefix("*{Name}") {
            guard let rest = NamePattern(String(text.dropFirst())), rest.prefix.isEmpty else { return nil }
            prefix = ""
            suffix = rest.suffix
            anyPrefix = true
            return
        }
        let parts = text.components(separatedBy: "{Name}")
        guard parts.count == 2 else { return nil }
        func ident(_ s: String) -> Bool {
            s.utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
        }
        guard ident(parts[0]), ident(parts[1]) else { return nil }
        if let f = parts[0].utf8.first, !(f >= 0x41 && f <= 0x5A) { return nil }
        prefix = parts[0]
        suffix = parts[1]
    }

    public init(prefix: String, suffix: String) {
        self.prefix = prefix
        self.suffix = suffix
    }

    public var description: String { (anyPrefix ? "*" : prefix) + "{Name}" + suffix }

    /// `{Name}`: the base name itself.
    public var isPlain: Bool { prefix.isEmpty && suffix.isEmpty && !anyPrefix }

    /// Whether the pattern spells a name (`apply`): every pattern but `*{Name}`.
    public var spellsName: Bool { !anyPrefix }

    /// Whether `name` is what this pattern gives `base` (`*{Name}`: named after a technology, see
    /// `isTechnologyNamed`).
    public func matches(_ name: String, base: String) -> Bool {
        guard anyPrefix else { return name == apply(base) }
        guard name.utf8.count > suffix.utf8.count, name.hasSuffix(suffix) else { return false }
        return NamePattern.isTechnologyNamed(String(name.dropLast(suffix.count)), base: base)
    }

    /// Whether `name` is `base` named after a technology: a capitalised prefix before it
    /// (`CoreDataMoviesRepository` for `MoviesRepository`), or, after the base's first words, a
    /// technology in place of the word before the last ones, or inserted there
    /// (`CharacterRESTDataSource`, `CharacterGraphQLDataSource` for `CharacterRemoteDataSource`;
    /// `MoviesCoreDataRepository` for `MoviesRepository`). The base's first and last words stay, so
    /// another feature's name (`EpisodeRemoteDataSource`) or another role (`CharacterRemoteMapper`)
    /// is none; nor is the other side's qualifier (`CharacterLocalDataSource` for a remote contract).
    public static func isTechnologyNamed(_ name: String, base: String) -> Bool {
        technologySplit(name, base: base) != nil
    }

    /// How `name` names `base` after a technology (`isTechnologyNamed`): the base's first words
    /// kept (`prefix`, empty for a technology before the whole base), the `word` it replaces (empty
    /// when inserted), the `technology`, and the base's last words (`rest`):
    /// `CharacterRESTDataSource` for `CharacterRemoteDataSource` → Character, Remote, REST, DataSource.
    public static func technologySplit(_ name: String, base: String) -> (prefix: String, word: String, technology: String, rest: String)? {
        let n = Array(name.utf8), b = Array(base.utf8)
        func upper(_ c: UInt8) -> Bool { c >= 0x41 && c <= 0x5A }
        func text(_ bytes: some Sequence<UInt8>) -> String { String(decoding: Array(bytes), as: UTF8.self) }
        guard n != b, let f = n.first, upper(f) else { return nil }
        // A capitalised prefix.
        if n.count > b.count, n.suffix(b.count).elementsEqual(b) { return ("", "", text(n.prefix(n.count - b.count)), base) }
        // The base's words: `CharacterRemoteDataSource` → Character, Remote, Data, Source (an
        // acronym is one word: `RESTData` → REST, Data).
        var starts: [Int] = [0]
        for i in b.indices.dropFirst() where upper(b[i]) {
            let afterLower = !upper(b[i - 1])
            let acronymEnd = i + 1 < b.count && upper(b[i - 1]) && !upper(b[i + 1])
            if afterLower || acronymEnd { starts.append(i) }
        }
        guard starts.count >= 2 else { return nil }
        let qualifiers: Set<[UInt8]> = [Array("Remote".utf8), Array("Local".utf8)]
        // P (first words, one at least), W (none or one word), S (the last words, one at least).
        for pi in 1..<starts.count {
            let pEnd = starts[pi]
            for wEnd in [pEnd] + (pi + 1 < starts.count ? [starts[pi + 1]] : []) {
                let p = b[..<pEnd], w = Array(b[pEnd..<wEnd]), s = b[wEnd...]
                guard !s.isEmpty, n.count > p.count + s.count, n.starts(with: p), n.suffix(s.count).elementsEqual(s) else { continue }
                let t = Array(n[p.count..<(n.count - s.count)])
                guard let tf = t.first, upper(tf), t != w else { continue }
                if qualifiers.contains(t) && (w.isEmpty || qualifiers.contains(w)) { continue }
                return (text(p), text(w), text(t), text(s))
            }
        }
        return nil
    }

    /// The name this pattern gives `base`: `GetCharacterUseCase` → `GetCharacterUseCaseContract`.
    public func apply(_ base: String) -> String { prefix + base + suffix }

    /// The base name of `name` under this pattern, or nil when it does not match. The base is
    /// never empty, and after a prefix it starts with a capital letter (`Default` + `MoviesRepository`,
    /// not `Defaultness`).
    public func base(of name: String) -> String? {
        // `*{Name}` cannot tell where its prefix ends.
        if anyPrefix { return nil }
        let u = name.utf8
        guard u.count > prefix.utf8.count + suffix.utf8.count,
              u.starts(with: prefix.utf8), u.reversed().starts(with: suffix.utf8.reversed()) else { return nil }
        let start = u.index(u.startIndex, offsetBy: prefix.utf8.count)
        let end = u.index(u.endIndex, offsetBy: -suffix.utf8.count)
        if !prefix.isEmpty, !(u[start] >= 0x41 && u[start] <= 0x5A) { return nil }
        return String(name[start..<end])
    }
}

extension String {
    /// Splits on a literal separator (no Foundation in ArchLintKit).
    func components(separatedBy separator: String) -> [String] {
        var out: [String] = []
        // ASCII text (every convention as written): on its bytes, where a character is a byte
        // (`firstRange(of:)` is costly, and every configuration load reads the default conventions).
        let u = utf8, sep = separator.utf8
        if !sep.isEmpty, u.allSatisfy({ $0 < 0x80 }), sep.allSatisfy({ $0 < 0x80 }) {
            let b = Array(u), p = Array(sep)
            var from = 0, i = 0
            while i + p.count <= b.count {
                if b[i] == p[0] && b[i..<(i + p.count)].elementsEqual(p) {
                    out.append(String(decoding: b[from..<i], as: UTF8.self))
                    i += p.count
                    from = i
                } else {
                    i += 1
                }
            }
            out.append(String(decoding: b[from...], as: UTF8.self))
            return out
        }
        var rest = Substring(self)
        while let r = rest.firstRange(of: separator) {
            out.append(String(rest[..<r.lowerBound]))
            rest = rest[r.upperBound...]
        }
        out.append(String(rest))
        return out
    }
}
