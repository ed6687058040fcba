/// Seed 004's repository, in its three variants (remote only, local only, cached
/// with both data sources), modelled on the reference library's
/// `CharacterRepository`: the domain model, the contract with typed throws, the
/// DTO, the data sources, the repository with its DTO mapping (private
/// extension or mapper) and HTTPError mapping, mocks, stubs and tests. The
/// feature error and `CachePolicy` are written only when the feature lacks them.
struct RepositoryTemplates {
    let s: Spelling
    let x: EntityNames
    let variant: RepositoryVariant
    /// The feature's error type (`CharacterError`).
    let error: String
    /// The case every unexpected failure becomes (`loadFailed`).
    /// The failure case as an expression: `loadFailed`, or `loadFailed()` when its associated values have defaults.
    let fallback: String
    /// The failure case's name, for test names and descriptions.
    var fallbackName: String { String(fallback.prefix { $0 != "(" }) }
    /// The label of `notFound(<label>: Int)` ("" when unlabelled); nil: the error has no such case.
    let notFoundLabel: String?
    /// The remote data source's client, request and call, as the feature's closest remote data source has them.
    let remote: RemoteShape
    /// The error the client's requests fail with, and its cases.
    let http: HTTPErrorShape
    /// The cases of the feature's cache policy.
    var policy: CachePolicyCases { s.cachePolicy }
    /// The remote fetch helper maps a 404 to `notFound`: the error has such a case, and the HTTP error a status code.
    var mapsNotFound: Bool { notFoundLabel != nil && http.notFoundPattern != nil }

    var contract: String { s.contract(x.type + "Repository") }
    var implementation: String { s.implementation(x.type + "Repository") }
    var remoteContract: String { s.contract(s.dataSourceNames.remote.contractBase(x.type)) }
    var remoteImplementation: String {
        s.dataSourceNames.remote.technologyName(x.type) ?? s.implementation(s.dataSourceNames.remote.contractBase(x.type))
    }
    var memoryContract: String { s.contract(s.dataSourceNames.local.contractBase(x.type)) }
    var memoryImplementation: String {
        s.dataSourceNames.local.technologyName(x.type) ?? s.implementation(s.dataSourceNames.local.contractBase(x.type))
    }
    var mock: String { s.mock(ofContract: contract) }
    var remoteMock: String { s.mock(ofContract: remoteContract) }
    var memoryMock: String { s.mock(ofContract: memoryContract) }
    var dto: String { x.type + "DTO" }
    var mapperName: String { DTOMappingRule.mapperName(for: dto) }

    /// The repository's method: `getCharacter`, or `getCharacterDetail` under `naming.detail: required` (seed 004).
    var getMethod: String { "get" + x.type + (s.detail ? "Detail" : "") }
    var saveMethod: String { "save" + x.type }
    var fetchMethod: String { "fetch" + x.type }
    var cached: Bool { variant == .cached }
    var hasRemote: Bool { variant != .local }
    var hasMemory: Bool { variant != .remote }
    /// `Character` → `character`, for messages, paths and sample strings.
    var words: String { RepositoryTemplates.words(x.type) }

    func toDomain(_ e: String) -> String { s.mapper ? "\(mapperName).toDomain(\(e))" : "\(e).toDomain()" }
    func toDTO(_ e: String) -> String { s.mapper ? "\(mapperName).toDTO(\(e))" : "\(e).toDTO()" }

    /// `.notFound(identifier: identifier)`, or the fallback case without such a case.
    func notFound(_ value: String) -> String {
        guard let label = notFoundLabel else { return "." + fallback }
        return label.isEmpty ? ".notFound(\(value))" : ".notFound(\(label): \(value))"
    }

    /// `a location`, `an item`.
    static func withArticle(_ words: String) -> String {
        ("aeiou".contains(words.first ?? "x") ? "an " : "a ") + words
    }

    /// `LocationType` → `location type`.
    static func words(_ name: String) -> String {
        var out = ""
        let chars = Array(name)
        for (k, c) in chars.enumerated() {
            if k > 0, c.isUppercase, chars[k - 1].isLowercase || (k + 1 < chars.count && chars[k + 1].isLowercase) { out += " " }
            out += String(c)
        }
        return out.lowercased()
    }

    // MARK: - Domain

    func model() -> String {
        """
        /// \(RepositoryTemplates.capitalised(RepositoryTemplates.withArticle(words))) of the feature. Add the behaviour intrinsic to it here: factory methods,
        /// computed properties, business rules (seed 004: a rich domain model, not an anemic one).
        struct \(x.type): Equatable, Sendable {
            let id: Int
            let name: String
        }

        """
    }

    func errorType(feature: String) -> String {
        """
        import Foundation

        public enum \(error): Error, Equatable, Sendable, LocalizedError {
            case loadFailed
            case notFound(identifier: Int)

            public var errorDescription: String? {
                switch self {
                case .loadFailed:
                    "The \(RepositoryTemplates.words(feature)) data could not be loaded."
                case .notFound(let identifier):
                    "No \(words) was found with identifier \\(identifier)."
                }
            }
        }

        """
    }

    func errorTests() -> String {
        """
        import Testing

        @testable import \(s.module)

        struct \(error)Tests {
            @Test("Every error has a description", arguments: [
                \(error).loadFailed,
                .notFound(identifier: 1),
            ])
            func everyErrorHasDescription(sut: \(error)) {
                // When
                let description = sut.errorDescription

                // Then
                #expect(description?.isEmpty == false)
            }

            @Test("Not found description includes the identifier")
            func notFoundDescriptionIncludesIdentifier() {
                // Given
                let sut = \(error).notFound(identifier: 42)

                // When
                let description = sut.errorDescription

                // Then
                #expect(description == "No \(words) was found with identifier 42.")
            }
        }

        """
    }

    static func cachePolicy() -> String {
        """
        /// Controls how a repository combines its local cache and the remote source.
        enum CachePolicy: Sendable {
            /// Cache first, remote if not found, then save to cache (default).
            case localFirst
            /// Remote first and save to cache; cache as fallback on error.
            case remoteFirst
            /// Remote only, no cache interaction.
            case none
        }

        """
    }

    /// Seed 004's networking, as the reference library declares it in `Sources/Data/Networking/`:
    /// written when the project has no HTTP client at all.
    static func seedNetworking(client: String) -> [(name: String, text: String)] {
        [
            (client, """
                import Foundation

                protocol \(client): Sendable {
                    func request(_ request: HTTPRequest) async throws(HTTPError) -> Data
                }

                """),
            ("HTTPRequest", """
                import Foundation

                struct HTTPRequest: Equatable, Sendable {
                    let method: HTTPMethod
                    let path: String
                    let queryItems: [String: String]
                    let body: Data?

                    init(method: HTTPMethod = .get, path: String, queryItems: [String: String] = [:], body: Data? = nil) {
                        self.method = method
                        self.path = path
                        self.queryItems = queryItems
                        self.body = body
                    }
                }

                """),
            ("HTTPMethod", """
                enum HTTPMethod: String, Sendable {
                    case get = "GET"
                    case post = "POST"
                }

                """),
            ("HTTPError", """
                import Foundation

                enum HTTPError: Error, Equatable, Sendable {
                    case invalidURL
                    case invalidResponse
                    case statusCode(Int, Data)
                }

                """),
        ]
    }

    var getSignature: String {
        "func \(getMethod)(identifier: Int\(cached ? ", cachePolicy: CachePolicy" : "")) async throws(\(error)) -> \(x.type)"
    }

    var saveSignature: String { "func \(saveMethod)(_ \(x.variable): \(x.type)) async" }

    func contractFile() -> String {
        var c = Code()
        c.add("protocol \(contract): Sendable {")
        c.add("    \(getSignature)")
        c.add("    \(saveSignature)", if: variant == .local)
        c.add("}")
        return c.text
    }

    // MARK: - Data

    func dtoFile() -> String {
        """
        struct \(dto): Decodable, Sendable, Equatable {
            let id: Int
            let name: String
        }

        """
    }

    /// The remote data source's contract, in a file of its own when the feature keeps them so.
    func remoteDataSourceContract() -> String {
        """
        protocol \(remoteContract): Sendable {
            func \(fetchMethod)(identifier: Int) async throws -> \(dto)
        }

        """
    }

    /// The remote data source (with its contract unless the feature keeps contracts in files of their own).
    func remoteDataSource() -> String {
        let path = remote.pathPrefix + x.type.lowercased() + "/\\(identifier)"
        var c = Code()
        for m in remote.imports.sorted() { c.add("import \(m)") }
        c.blank(if: !remote.imports.isEmpty)
        if !s.dataSourceNames.remote.separateContract { c.add(remoteDataSourceContract()) }
        c.add("""
            struct \(remoteImplementation): \(remoteContract) {
                private let \(remote.clientName): \(remote.clientType)

                init(\(remote.clientName): \(remote.clientType)) {
                    self.\(remote.clientName) = \(remote.clientName)
                }

                func \(fetchMethod)(identifier: Int) async throws -> \(dto) {
                    let \(remote.requestVariable) = \(remote.requestType)(path: "\(path)")
            """)
        if remote.decodes {
            c.add("        return try await \(remote.sendCall)")
        } else {
            c.add("        let data = try await \(remote.sendCall)")
            c.add("        return try JSONDecoder().decode(\(dto).self, from: data)")
        }
        c.add("    }")
        c.add("}")
        return c.text
    }

    /// The local data source's contract, in a file of its own when the feature keeps them so.
    func memoryDataSourceContract() -> String {
        """
        protocol \(memoryContract): Sendable {
            func get\(x.type)(identifier: Int) async -> \(dto)?
            func save\(x.type)(_ dto: \(dto)) async
        }

        """
    }

    /// The local data source (with its contract unless the feature keeps contracts in files of their own).
    func memoryDataSource() -> String {
        (s.dataSourceNames.local.separateContract ? "" : memoryDataSourceContract() + "\n") + """
        actor \(memoryImplementation): \(memoryContract) {
            private var storage: [Int: \(dto)] = [:]

            func get\(x.type)(identifier: Int) -> \(dto)? {
                storage[identifier]
            }

            func save\(x.type)(_ dto: \(dto)) {
                storage[dto.id] = dto
            }
        }

        """
    }

    func repository() -> String {
        var c = Code()
        c.add("struct \(implementation): \(contract) {")
        c.add("    private let remoteDataSource: \(remoteContract)", if: hasRemote)
        c.add("    private let memoryDataSource: \(memoryContract)", if: hasMemory)
        c.blank()
        switch variant {
        case .cached:
            c.add("""
                    init(
                        remoteDataSource: \(remoteContract),
                        memoryDataSource: \(memoryContract)
                    ) {
                        self.remoteDataSource = remoteDataSource
                        self.memoryDataSource = memoryDataSource
                    }

                    \(getSignature) {
                        switch cachePolicy {
                """)
            for (role, strategy) in [(CachePolicyCases.Role.localFirst, "LocalFirst"), (.remoteFirst, "RemoteFirst"), (.none, "NoCache")] {
                guard let name = policy[role] else { continue }
                c.add("        case .\(name):")
                c.add("            try await \(getMethod)\(strategy)(identifier: identifier)")
            }
            c.add("""
                        }
                    }
                }
                """)
        case .remote:
            c.add("""
                    init(remoteDataSource: \(remoteContract)) {
                        self.remoteDataSource = remoteDataSource
                    }

                    \(getSignature) {
                        let dto = try await fetchFromRemote(identifier: identifier)
                        return \(toDomain("dto"))
                    }
                }
                """)
        case .local:
            c.add("""
                    init(memoryDataSource: \(memoryContract)) {
                        self.memoryDataSource = memoryDataSource
                    }

                    \(getSignature) {
                        guard let dto = await memoryDataSource.get\(x.type)(identifier: identifier) else {
                            throw \(notFound("identifier"))
                        }
                        return \(toDomain("dto"))
                    }

                    \(saveSignature) {
                        await memoryDataSource.save\(x.type)(\(toDTO(x.variable)))
                    }
                }
                """)
        }
        if hasRemote {
            let mapped = mapsNotFound
            c.blank()
            c.add("""
                // MARK: - Remote Fetch Helper

                private extension \(implementation) {
                    func fetchFromRemote(identifier: Int) async throws(\(error)) -> \(dto) {
                        do {
                            return try await remoteDataSource.\(fetchMethod)(identifier: identifier)
                """)
            c.add("""
                        } catch let error as \(http.type) {
                            throw mapHTTPError(error, identifier: identifier)
                """, if: mapped)
            c.add("""
                        } catch {
                            throw .\(fallback)
                        }
                    }
                }
                """)
        }
        if cached {
            c.blank()
            c.add("""
                // MARK: - Cache Strategies

                private extension \(implementation) {
                """)
            var strategies: [String] = []
            if policy.localFirst != nil {
                strategies.append("""
                        func \(getMethod)LocalFirst(identifier: Int) async throws(\(error)) -> \(x.type) {
                            if let cached = await memoryDataSource.get\(x.type)(identifier: identifier) {
                                return \(toDomain("cached"))
                            }
                            let dto = try await fetchFromRemote(identifier: identifier)
                            await memoryDataSource.save\(x.type)(dto)
                            return \(toDomain("dto"))
                        }
                    """)
            }
            if policy.remoteFirst != nil {
                strategies.append("""
                        func \(getMethod)RemoteFirst(identifier: Int) async throws(\(error)) -> \(x.type) {
                            do {
                                let dto = try await fetchFromRemote(identifier: identifier)
                                await memoryDataSource.save\(x.type)(dto)
                                return \(toDomain("dto"))
                            } catch {
                                if let cached = await memoryDataSource.get\(x.type)(identifier: identifier) {
                                    return \(toDomain("cached"))
                                }
                                throw error
                            }
                        }
                    """)
            }
            if policy.none != nil {
                strategies.append("""
                        func \(getMethod)NoCache(identifier: Int) async throws(\(error)) -> \(x.type) {
                            let dto = try await fetchFromRemote(identifier: identifier)
                            return \(toDomain("dto"))
                        }
                    """)
            }
            c.add(strategies.joined(separator: "\n\n"))
            c.add("}")
        }
        if hasRemote && mapsNotFound {
            c.blank()
            c.add("""
                // MARK: - Error Mapping

                private extension \(implementation) {
                    func mapHTTPError(_ error: \(http.type), identifier: Int) -> \(error) {
                        switch error {
                        case .\(http.notFoundPattern!):
                            \(notFound("identifier"))
                """)
            c.add("        case " + http.cases.map { "." + $0 }.joined(separator: ", ") + ":")
            c.add("""
                            .\(fallback)
                        }
                    }
                }
                """)
        }
        if !s.mapper {
            c.blank()
            c.add("""
                // MARK: - DTO to Domain Mapping

                private extension \(dto) {
                    func toDomain() -> \(x.type) {
                        \(x.type)(id: id, name: name)
                    }
                }
                """)
            if variant == .local {
                c.blank()
                c.add("""
                    // MARK: - Domain to DTO Mapping

                    private extension \(x.type) {
                        func toDTO() -> \(dto) {
                            \(dto)(id: id, name: name)
                        }
                    }
                    """)
            }
        }
        return c.text
    }

    func mapper() -> String {
        var c = Code()
        c.add("""
            /// Maps between the DTO and the domain model (`mapping: mapper`); only the repository calls it.
            enum \(mapperName) {
                static func toDomain(_ dto: \(dto)) -> \(x.type) {
                    \(x.type)(id: dto.id, name: dto.name)
                }
            """)
        if variant == .local {
            c.blank()
            c.add("""
                    static func toDTO(_ \(x.variable): \(x.type)) -> \(dto) {
                        \(dto)(id: \(x.variable).id, name: \(x.variable).name)
                    }
                """)
        }
        c.add("}")
        return c.text
    }

    // MARK: - Mocks and stubs

    func repositoryMock() -> String {
        var c = Code()
        c.add("""
            @testable import \(s.module)

            final class \(mock): \(contract), @unchecked Sendable {
                var result: Result<\(x.type), \(error)> = .failure(.\(fallback))
                private(set) var \(getMethod)CallCount = 0
                private(set) var lastRequestedIdentifier: Int?
            """)
        c.add("    private(set) var lastCachePolicy: CachePolicy?", if: cached)
        c.add("    private(set) var \(saveMethod)CallCount = 0", if: variant == .local)
        c.add("    private(set) var lastSaved\(x.type): \(x.type)?", if: variant == .local)
        c.blank()
        c.add("    \(getSignature) {")
        c.add("        \(getMethod)CallCount += 1")
        c.add("        lastRequestedIdentifier = identifier")
        c.add("        lastCachePolicy = cachePolicy", if: cached)
        c.add("        return try result.get()")
        c.add("    }")
        if variant == .local {
            c.blank()
            c.add("""
                    \(saveSignature) {
                        \(saveMethod)CallCount += 1
                        lastSaved\(x.type) = \(x.variable)
                    }
                """)
        }
        c.add("}")
        return c.text
    }

    func remoteDataSourceMock() -> String {
        """
        @testable import \(s.module)

        final class \(remoteMock): \(remoteContract), @unchecked Sendable {
            var result: Result<\(dto), any Error> = .failure(\(httpFailure))
            private(set) var \(fetchMethod)CallCount = 0
            private(set) var lastRequestedIdentifier: Int?

            func \(fetchMethod)(identifier: Int) async throws -> \(dto) {
                \(fetchMethod)CallCount += 1
                lastRequestedIdentifier = identifier
                return try result.get()
            }
        }

        """
    }

    func memoryDataSourceMock() -> String {
        """
        @testable import \(s.module)

        final class \(memoryMock): \(memoryContract), @unchecked Sendable {
            var \(x.variable)ToReturn: \(dto)?
            private(set) var get\(x.type)CallCount = 0
            private(set) var save\(x.type)CallCount = 0
            private(set) var lastSaved\(x.type): \(dto)?

            func get\(x.type)(identifier: Int) async -> \(dto)? {
                get\(x.type)CallCount += 1
                return \(x.variable)ToReturn
            }

            func save\(x.type)(_ dto: \(dto)) async {
                save\(x.type)CallCount += 1
                lastSaved\(x.type) = dto
            }
        }

        """
    }

    func stub(of type: String) -> String {
        """
        @testable import \(s.module)

        extension \(type) {
            static func stub(id: Int = 1, name: String = "\(x.type) 1") -> \(type) {
                \(type)(id: id, name: name)
            }
        }

        """
    }

    // MARK: - Tests

    /// `sut.getCharacter(identifier: 1, cachePolicy: .none)`: the role's case (default: no cache,
    /// else remote first, which fails the same way with an empty cache).
    func get(_ identifier: String, _ role: CachePolicyCases.Role? = nil) -> String {
        let name = role.flatMap { policy[$0] } ?? policy.none ?? policy.remoteFirst ?? policy.localFirst ?? "none"
        return "sut.\(getMethod)(identifier: \(identifier)\(cached ? ", cachePolicy: .\(name)" : ""))"
    }

    /// `HTTPError.invalidResponse`.
    var httpFailure: String { "\(http.type).\(http.defaultFailure)" }

    func repositoryTests() -> String {
        var c = Code()
        c.add("import Foundation", if: hasRemote)
        c.add("import Testing")
        c.blank()
        c.add("@testable import \(s.module)")
        c.blank()
        c.add("struct \(implementation)Tests {")
        c.add("    private let remoteDataSourceMock = \(remoteMock)()", if: hasRemote)
        c.add("    private let memoryDataSourceMock = \(memoryMock)()", if: hasMemory)
        c.add("    private let sut: \(implementation)")
        c.blank()
        c.add("    init() {")
        switch variant {
        case .cached: c.add("        sut = \(implementation)(remoteDataSource: remoteDataSourceMock, memoryDataSource: memoryDataSourceMock)")
        case .remote: c.add("        sut = \(implementation)(remoteDataSource: remoteDataSourceMock)")
        case .local: c.add("        sut = \(implementation)(memoryDataSource: memoryDataSourceMock)")
        }
        c.add("    }")
        let cachedValue = "\(x.variable)ToReturn"
        switch variant {
        case .cached:
            if policy.localFirst != nil {
                c.blank()
                c.add("""
                        // MARK: - Local First

                        @Test("Local first returns the cached \(words) without calling remote")
                        func localFirstCacheHitDoesNotCallRemote() async throws {
                            // Given
                            memoryDataSourceMock.\(cachedValue) = .stub(id: 1)

                            // When
                            let value = try await \(get("1", .localFirst))

                            // Then
                            #expect(value == .stub(id: 1))
                            #expect(remoteDataSourceMock.\(fetchMethod)CallCount == 0)
                        }

                        @Test("Local first fetches from remote and saves to cache on a cache miss")
                        func localFirstCacheMissFetchesRemoteAndSaves() async throws {
                            // Given
                            remoteDataSourceMock.result = .success(.stub(id: 2))

                            // When
                            let value = try await \(get("2", .localFirst))

                            // Then
                            #expect(value == .stub(id: 2))
                            #expect(remoteDataSourceMock.lastRequestedIdentifier == 2)
                            #expect(memoryDataSourceMock.save\(x.type)CallCount == 1)
                            #expect(memoryDataSourceMock.lastSaved\(x.type) == .stub(id: 2))
                        }
                    """)
            }
            if policy.remoteFirst != nil {
                c.blank()
                c.add("""
                        // MARK: - Remote First

                        @Test("Remote first fetches from remote and saves to cache without reading it")
                        func remoteFirstFetchesRemoteAndSaves() async throws {
                            // Given
                            memoryDataSourceMock.\(cachedValue) = .stub(name: "Cached")
                            remoteDataSourceMock.result = .success(.stub())

                            // When
                            let value = try await \(get("1", .remoteFirst))

                            // Then
                            #expect(value == .stub())
                            #expect(remoteDataSourceMock.\(fetchMethod)CallCount == 1)
                            #expect(memoryDataSourceMock.save\(x.type)CallCount == 1)
                            #expect(memoryDataSourceMock.get\(x.type)CallCount == 0)
                        }

                        @Test("Remote first falls back to the cache when remote fails")
                        func remoteFirstFallsBackToCache() async throws {
                            // Given
                            memoryDataSourceMock.\(cachedValue) = .stub(name: "Cached")
                            remoteDataSourceMock.result = .failure(\(httpFailure))

                            // When
                            let value = try await \(get("1", .remoteFirst))

                            // Then
                            #expect(value == .stub(name: "Cached"))
                            #expect(memoryDataSourceMock.save\(x.type)CallCount == 0)
                        }

                        @Test("Remote first propagates the mapped error when remote fails and the cache is empty")
                        func remoteFirstPropagatesErrorWithoutCache() async throws {
                            // Given
                            remoteDataSourceMock.result = .failure(\(httpFailure))

                            // When / Then
                            await #expect(throws: \(error).\(fallback)) {
                                _ = try await \(get("1", .remoteFirst))
                            }
                        }
                    """)
            }
            if let none = policy.none {
                c.blank()
                c.add("""
                        // MARK: - \(RepositoryTemplates.capitalised(none))

                        @Test("\(RepositoryTemplates.capitalised(none)) fetches from remote without any cache interaction")
                        func \(none)DoesNotTouchCache() async throws {
                            // Given
                            memoryDataSourceMock.\(cachedValue) = .stub(name: "Cached")
                            remoteDataSourceMock.result = .success(.stub())

                            // When
                            let value = try await \(get("1", .none))

                            // Then
                            #expect(value == .stub())
                            #expect(memoryDataSourceMock.get\(x.type)CallCount == 0)
                            #expect(memoryDataSourceMock.save\(x.type)CallCount == 0)
                        }
                    """)
            }
        case .remote:
            c.blank()
            c.add("""
                    // MARK: - Fetch

                    @Test("Fetches the \(words) from remote with the requested identifier")
                    func fetchesFromRemote() async throws {
                        // Given
                        remoteDataSourceMock.result = .success(.stub(id: 4))

                        // When
                        let value = try await \(get("4"))

                        // Then
                        #expect(value == .stub(id: 4))
                        #expect(remoteDataSourceMock.\(fetchMethod)CallCount == 1)
                        #expect(remoteDataSourceMock.lastRequestedIdentifier == 4)
                    }
                """)
        case .local:
            c.blank()
            c.add("""
                    // MARK: - Get

                    @Test("Returns the stored \(words) by its identifier")
                    func returnsStored\(x.type)() async throws {
                        // Given
                        memoryDataSourceMock.\(cachedValue) = .stub(id: 3)

                        // When
                        let value = try await \(get("3"))

                        // Then
                        #expect(value == .stub(id: 3))
                        #expect(memoryDataSourceMock.get\(x.type)CallCount == 1)
                    }

                    @Test("Throws \(notFoundLabel != nil ? "notFound" : fallbackName) when nothing is stored for the identifier")
                    func throwsWhenNothingIsStored() async throws {
                        // Given
                        memoryDataSourceMock.\(cachedValue) = nil

                        // When / Then
                        await #expect(throws: \(error)\(notFound("7"))) {
                            _ = try await \(get("7"))
                        }
                    }

                    // MARK: - Save

                    @Test("Saving stores the \(words) mapped to its DTO")
                    func saveStoresDTO() async throws {
                        // When
                        await sut.\(saveMethod)(.stub(id: 5, name: "Saved"))

                        // Then
                        #expect(memoryDataSourceMock.save\(x.type)CallCount == 1)
                        #expect(memoryDataSourceMock.lastSaved\(x.type) == .stub(id: 5, name: "Saved"))
                    }
                """)
        }
        if hasRemote {
            c.blank()
            c.add("    // MARK: - Error Mapping")
            if mapsNotFound, let value = http.notFoundValue {
                c.blank()
                c.add("""
                        @Test("HTTP 404 maps to notFound with the requested identifier")
                        func notFoundStatusMapsToNotFound() async throws {
                            // Given
                            remoteDataSourceMock.result = .failure(\(http.type).\(value))

                            // When / Then
                            await #expect(throws: \(error)\(notFound("42"))) {
                                _ = try await \(get("42"))
                            }
                        }
                    """)
            }
            c.blank()
            c.add("""
                    @Test("Other HTTP errors map to \(fallbackName)", arguments: [
                \(http.otherValues.map { "        \(http.type).\($0)," }.joined(separator: "\n"))
                    ])
                    func otherHTTPErrorsMapTo\(RepositoryTemplates.capitalised(fallbackName))(error: \(http.type)) async throws {
                        // Given
                        remoteDataSourceMock.result = .failure(error)

                        // When / Then
                        await #expect(throws: \(error).\(fallback)) {
                            _ = try await \(get("1"))
                        }
                    }

                    @Test("Non-HTTP errors such as decoding failures map to \(fallbackName)")
                    func nonHTTPErrorMapsTo\(RepositoryTemplates.capitalised(fallbackName))() async throws {
                        // Given
                        remoteDataSourceMock.result = .failure(CocoaError(.coderReadCorrupt))

                        // When / Then
                        await #expect(throws: \(error).\(fallback)) {
                            _ = try await \(get("1"))
                        }
                    }

                    // MARK: - DTO to Domain Mapping

                    @Test("Maps the DTO to the domain model")
                    func mapsDTOToDomain() async throws {
                        // Given
                        remoteDataSourceMock.result = .success(.stub(id: 3, name: "Mapped"))

                        // When
                        let value = try await \(get("3"))

                        // Then
                        #expect(value == .stub(id: 3, name: "Mapped"))
                    }
                """)
        }
        c.add("}")
        return c.text
    }

    func memoryDataSourceTests() -> String {
        """
        import Testing

        @testable import \(s.module)

        struct \(memoryImplementation)Tests {
            @Test("Returns nothing for an identifier that was never saved")
            func returnsNothingWhenEmpty() async {
                // Given
                let sut = \(memoryImplementation)()

                // When
                let value = await sut.get\(x.type)(identifier: 1)

                // Then
                #expect(value == nil)
            }

            @Test("Returns the saved \(words) by its identifier")
            func returnsSaved\(x.type)() async {
                // Given
                let sut = \(memoryImplementation)()
                await sut.save\(x.type)(.stub(id: 2))

                // When
                let value = await sut.get\(x.type)(identifier: 2)

                // Then
                #expect(value == .stub(id: 2))
            }
        }

        """
    }

    /// The remote data source's request and decoding, with the feature's HTTP client mock
    /// (`result`, `lastRequest`, as the reference library's `HTTPClientMock`).
    func remoteDataSourceTests(httpClientMock: String) -> String {
        let path = remote.pathPrefix + x.type.lowercased() + "/3"
        let notFound = http.notFoundValue ?? http.defaultFailure
        return """
        import Foundation
        import Testing

        @testable import \(s.module)

        struct \(remoteImplementation)Tests {
            @Test("Fetching requests \(path) and decodes the \(words)")
            func fetchesAndDecodes() async throws {
                // Given
                let httpClientMock = \(httpClientMock)()
                httpClientMock.result = .success(Data(#"{"id": 3, "name": "Sample"}"#.utf8))
                let sut = \(remoteImplementation)(\(remote.clientName): httpClientMock)

                // When
                let value = try await sut.\(fetchMethod)(identifier: 3)

                // Then
                #expect(httpClientMock.lastRequest == \(remote.requestType)(path: "\(path)"))
                #expect(value == .stub(id: 3, name: "Sample"))
            }

            @Test("HTTP errors are propagated")
            func propagatesHTTPError() async throws {
                // Given
                let httpClientMock = \(httpClientMock)()
                httpClientMock.result = .failure(.\(notFound))
                let sut = \(remoteImplementation)(\(remote.clientName): httpClientMock)

                // When / Then
                await #expect(throws: \(http.type).\(notFound)) {
                    _ = try await sut.\(fetchMethod)(identifier: 3)
                }
            }
        }

        """
    }

    func mapperTests() -> String {
        var c = Code()
        c.add("""
            import Testing

            @testable import \(s.module)

            struct \(mapperName)Tests {
                @Test("Maps the DTO to the domain model")
                func mapsDTOToDomain() {
                    // Given
                    let dto = \(dto).stub(id: 3, name: "Mapped")

                    // When
                    let value = \(mapperName).toDomain(dto)

                    // Then
                    #expect(value == .stub(id: 3, name: "Mapped"))
                }
            """)
        if variant == .local {
            c.blank()
            c.add("""
                    @Test("Maps the domain model to the DTO")
                    func mapsDomainToDTO() {
                        // Given
                        let \(x.variable) = \(x.type).stub(id: 4, name: "Saved")

                        // When
                        let value = \(mapperName).toDTO(\(x.variable))

                        // Then
                        #expect(value == .stub(id: 4, name: "Saved"))
                    }
                """)
        }
        c.add("}")
        return c.text
    }

    static func capitalised(_ s: String) -> String {
        guard let f = s.first else { return s }
        return f.uppercased() + s.dropFirst()
    }
}

extension Code {
    mutating func blank(if condition: Bool) { if condition { blank() } }
}
