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

    public var contracts: ContractNaming = .suffix
    public var contractSuffix = "Contract"
    public var mocks: MockNaming = .suffix
    public var detail: DetailNaming = .any
    public var mapping: Mapping = .any

    /// `naming.contract`: the accepted spellings of a contract, preferred first (`{Name}Contract`).
    /// `{Name}` is the contract's base name (`GetCharacterUseCase`). `naming.contracts` and
    /// `naming.contract_suffix` are shorthands that set this and `implementationPatterns`.
    public var contractPatterns: [NamePattern] = [NamePattern("{Name}Contract")!]
    /// `naming.implementation`: the accepted spellings of an implementation, preferred first (`{Name}`).
    public var implementationPatterns: [NamePattern] = [NamePattern("{Name}")!]
    /// `naming.mock`: the accepted spellings of a mock, preferred first (`{Name}Mock`).
    /// `naming.mocks` is a shorthand that sets it.
    public var mockPatterns: [NamePattern] = [NamePattern("{Name}Mock")!]
    /// `naming.usecase_method`: the one method of a UseCase (`execute`, or `callAsFunction`).
    public var useCaseMethod = "execute"

    public init() {}

    /// Every convention key as written in `.archlint.yml` (dotted), its accepted
    /// values (empty: any identifier), its default and what it chooses. `archlint
    /// init` and the README list them from here.
    public static let documentedOptions: [(key: String, values: [String], defaultValue: String, summary: String)] = [
        ("naming.contracts", ContractNaming.allCases.map(\.rawValue), "suffix",
         "suffix: protocol `XContract`, implementation `X` (seeds 000, 001, 004); impl: protocol `X`, implementation `XImpl` (seeds 002, 003)"),
        ("naming.contract_suffix", [], "Contract", "the contract suffix under `naming.contracts: suffix`, e.g. `Protocol`"),
        ("naming.mocks", MockNaming.allCases.map(\.rawValue), "suffix", "suffix: `XMock` (seeds 000, 001, 004); prefix: `MockX` (seed 002)"),
        ("naming.detail", DetailNaming.allCases.map(\.rawValue), "any",
         "required: single-item UseCases are `Get…DetailUseCase` (seeds 000, 004); forbidden: never (seed 001); any: either"),
        ("mapping", Mapping.allCases.map(\.rawValue), "any",
         "private-extension: `private extension …DTO { func toDomain() }` in the repository's file (seed 004); mapper: `…Mapper` types in `Data/Mappers/`; any: either"),
    ]
}

/// A naming pattern with one `{Name}` placeholder and identifier text around it:
/// `{Name}Contract`, `Default{Name}`, `Mock{Name}`, `{Name}`.
public struct NamePattern: Sendable, Hashable, CustomStringConvertible {
    public let prefix: String
    public let suffix: String

    /// nil unless `text` has exactly one `{Name}` and only identifier characters around it
    /// (a prefix starts with a capital letter).
    public init?(_ text: String) {
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

    public var description: String { prefix + "{Name}" + suffix }

    /// The name this pattern gives `base`: `GetCharacterUseCase` → `GetCharacterUseCaseContract`.
    public func apply(_ base: String) -> String { prefix + base + suffix }

    /// The base name of `name` under this pattern, or nil when it does not match. The base is
    /// never empty, and after a prefix it starts with a capital letter (`Default` + `MoviesRepository`,
    /// not `Defaultness`).
    public func base(of name: String) -> String? {
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
        var rest = Substring(self)
        while let r = rest.firstRange(of: separator) {
            out.append(String(rest[..<r.lowerBound]))
            rest = rest[r.upperBound...]
        }
        out.append(String(rest))
        return out
    }
}
