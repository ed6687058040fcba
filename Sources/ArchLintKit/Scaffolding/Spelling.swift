/// How the generated code is spelled and where it goes, from the conventions
/// (`naming:`, `mapping:`, `mock_directories:` in `.archlint.yml`) and what the
/// feature already does (its module, mock and stub folders, indentation).
struct Spelling {
    let vocabulary: Vocabulary
    let conventions: Conventions
    /// The module the tests `@testable import`.
    let module: String
    /// A tab, or the feature's number of spaces.
    let indent: String
    /// The feature's folder (`Features/Character`).
    let featureDirectory: String
    /// Under `Tests/`: `Shared/Mocks` (seed 001) or `Mocks` (seed 000).
    let mockDirectory: String
    /// Under `Tests/`: `Shared/Stubs` or `Stubs`.
    let stubDirectory: String

    /// `naming.detail: required`: `GetCharacterDetailUseCase`, `getCharacterDetail`.
    var detail: Bool { conventions.detail == .required }
    /// `mapping: mapper`: `CharacterMapper` in `Data/Mappers/`.
    var mapper: Bool { conventions.mapping == .mapper || (conventions.mapping == .any && featureHasMappers) }
    /// The feature already keeps mapper types in `Data/Mappers/`: under `mapping: any`, follow it.
    var featureHasMappers = false
    /// Where the feature keeps each role of its sources when its layout is not `Sources/<Layer>/…`
    /// (`ExampleMVVM/Domain/UseCases`), by the role's folder name (`Domain/UseCases`).
    var roleFolders: [String: String] = [:]
    /// The cases of the cache policy the feature sees (the seed's when it has none).
    var cachePolicy = CachePolicyCases()
    /// The sub-folders of `Data/DataSources/` for remote and local data sources (`Remote`, `Local`).
    var dataSources = DataSourceFolders()
    /// How the feature names its data sources (the reference library's names when it says nothing else).
    var dataSourceNames = DataSourceNaming()
    /// The file header of the feature's sources and tests (`{file}` for the file's name), if it has one.
    var headers: (sources: String?, tests: String?) = (nil, nil)

    /// `GetCharacterUseCase` → `GetCharacterUseCaseContract` (or `GetCharacterUseCase` under `impl`).
    func contract(_ base: String) -> String { vocabulary.contractName(forBase: base) }
    /// `GetCharacterUseCase` (or `GetCharacterUseCaseImpl` under `impl`).
    func implementation(_ base: String) -> String { vocabulary.implementationName(forContract: contract(base)) }
    /// The mock of a contract (given by its name): `GetCharacterUseCaseMock` or `MockGetCharacterUseCase`.
    func mock(ofContract name: String) -> String { vocabulary.mockName(forContract: name) }

    /// `sub`: a folder inside the role's (`Remote` in `Data/DataSources`).
    func source(_ folder: String, _ file: String, sub: String = "") -> String {
        let inside = sub.isEmpty ? "" : sub + "/"
        if let dir = roleFolders[folder] { return "\(dir)/\(inside)\(file).swift" }
        return "\(featureDirectory)/Sources/\(folder)/\(inside)\(file).swift"
    }
    func test(_ folder: String, _ file: String, sub: String = "") -> String {
        "\(featureDirectory)/Tests/\(folder)/\(sub.isEmpty ? "" : sub + "/")\(file).swift"
    }
    func mockFile(_ type: String) -> String { test(mockDirectory, type) }
    func stubFile(_ type: String) -> String { test(stubDirectory, type + "+Stub") }

    /// The file's text with the feature's header (its file name put in) before it.
    func withHeader(_ text: String, path: String) -> String {
        let isTest = FeatureFacts.isTestPath(path)
        guard let header = isTest ? headers.tests : headers.sources else { return text }
        var name = Paths.components(path).last.map(String.init) ?? ""
        if name.hasSuffix(".swift") { name = String(name.dropLast(6)) }
        return header.replacingAll("{file}", name) + "\n" + text
    }

    /// The file's text with the templates' four-space steps turned into the feature's indentation.
    func render(_ text: String) -> String {
        guard indent != "    " else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = Substring(line)
            var level = 0
            while rest.hasPrefix("    ") {
                rest = rest.dropFirst(4)
                level += 1
            }
            out += String(repeating: indent, count: level) + rest + "\n"
        }
        out.removeLast()
        return out
    }

    /// Picks the mock and stub folders: the configured `mock_directories` (default both
    /// `Mocks` and `Shared/Mocks`): one the feature already has, else the first
    /// configured one that is `Shared/Mocks`, else the first. Stubs sit beside the mocks:
    /// `Shared/Stubs` next to `Shared/…`, `Stubs` otherwise, unless the feature has one.
    static func folders(featureDirectory: String, layout: Layout) -> (mocks: String, stubs: String) {
        func exists(_ d: String) -> Bool { FileSystem.kind("\(featureDirectory)/Tests/\(d)").0 == .directory }
        let configured = layout.mockDirectories
        let mocks = configured.first(where: exists)
            ?? (configured.contains("Shared/Mocks") ? "Shared/Mocks" : configured.first ?? "Shared/Mocks")
        let stubs = ["Shared/Stubs", "Stubs"].first(where: exists) ?? (mocks.hasPrefix("Shared/") ? "Shared/Stubs" : "Stubs")
        return (mocks, stubs)
    }
}

/// Lines of Swift, built with the templates' four-space indentation.
struct Code {
    private(set) var text = ""

    /// Appends `s` (one or more lines) and a line break.
    mutating func add(_ s: String) {
        text += s
        text += "\n"
    }

    /// Appends `s` when `condition` holds.
    mutating func add(_ s: String, if condition: Bool) {
        if condition { add(s) }
    }

    mutating func blank() { text += "\n" }
}
