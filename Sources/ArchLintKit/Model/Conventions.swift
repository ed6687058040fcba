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
