/// A repository method a generated UseCase calls, as the project declares it.
struct RepositoryCall {
    /// `CharacterRepositoryContract`.
    let contract: String
    /// Its mock in the feature's tests: `CharacterRepositoryMock`.
    let mock: String
    /// `getCharacter`.
    let method: String
    /// The method's argument labels (nil: `_`), as declared, or as the templates expect them.
    let labels: [String?]
    /// The error it throws (`throws(CharacterError)`).
    let error: String
    /// The cases of the cache policy it takes, by seed 004's strategies.
    var policyCases = CachePolicyCases()

    /// The case of the method's cache policy for a seed strategy named as the seeds name it (`localFirst`).
    func policyCase(_ seedName: String) -> String {
        switch seedName {
        case "localFirst": return policyCases.localFirst ?? seedName
        case "remoteFirst": return policyCases.remoteFirst ?? seedName
        case "none": return policyCases.none ?? seedName
        default: return seedName
        }
    }

    var takesCachePolicy: Bool { labels.contains("cachePolicy") }

    /// `getCharacter(identifier: identifier, cachePolicy: .localFirst)`: the values in
    /// order, the cache policy where the method takes one.
    func call(_ values: [String], policy: String? = nil) -> String {
        "\(method)(\(arguments(values, policy: policy).joined(separator: ", ")))"
    }

    /// `lead` followed by the call, on one line, or one argument per line when the line
    /// would be longer than 100 columns at `depth` (four columns each), as the reference library wraps them.
    func lines(_ lead: String, _ values: [String], policy: String? = nil, depth: Int) -> [String] {
        let args = arguments(values, policy: policy)
        let one = lead + call(values, policy: policy)
        guard args.count > 1, depth * 4 + one.count > 100 else { return [one] }
        return [lead + method + "("] + args.enumerated().map { "    " + $0.element + ($0.offset < args.count - 1 ? "," : "") } + [")"]
    }

    func arguments(_ values: [String], policy: String?) -> [String] {
        var args: [String] = []
        var next = 0
        for label in labels {
            let value: String
            if label == "cachePolicy" {
                value = "." + policyCase(policy ?? "localFirst")
            } else {
                value = next < values.count ? values[next] : "<#\(label ?? "value")#>"
                next += 1
            }
            args.append(label.map { "\($0): \(value)" } ?? value)
        }
        return args
    }
}

/// The UseCases of seed 001 (Steps 3a–3d) and seed 000, modelled on the
/// reference library: contract and implementation in one file, a mock that
/// defaults to failure and tracks calls, and Given/When/Then tests in Swift Testing.
struct UseCaseTemplates {
    let s: Spelling
    let x: EntityNames
    let kind: UseCaseKind
    /// `GetCharacterUseCase`: the UseCase's name (the contract without its suffix).
    let base: String
    let error: String
    /// The failure case as an expression: `loadFailed`, or `loadFailed()` when its associated values have defaults.
    let fallback: String
    /// The failure case's name, for test names and descriptions.
    var fallbackName: String { String(fallback.prefix { $0 != "(" }) }
    let repository: RepositoryCall
    /// The composed UseCase's second repository and its entity.
    let related: RepositoryCall?
    let y: EntityNames?
    /// `import ReferenceEpisode` when the related entity lives in another module.
    let relatedModule: String?
    /// The related repository throws another error: mapped to `fallback`.
    let mapsRelatedError: Bool
    let relatedFallback: String
    /// Two cases of `{Name}Status` for the create and filtered tests.
    let statuses: (String, String)

    var contract: String { s.contract(base) }
    var implementation: String { s.implementation(base) }
    var mock: String { s.mock(ofContract: contract) }
    var status: String { x.type + "Status" }
    var filter: String { x.type + "Filter" }
    var page: String { x.plural + "Page" }
    var composite: String { x.type + "With" + (y?.plural ?? "") }
    var words: String { RepositoryTemplates.words(x.type) }
    /// The filtered UseCase reads a page (`getCharactersPage`) rather than every item (`getAllCharacters`).
    var filteredByPage: Bool { repository.labels.contains("page") }
    /// The composed UseCase asks for every related item at once (`getEpisodes(identifiers:)`).
    var relatedInOneCall: Bool { related.map { $0.labels.first == "identifiers" } ?? false }

    /// The value `execute` returns.
    var returnType: String {
        switch kind {
        case .get, .refresh, .create: return x.type
        case .search: return page
        case .filtered: return "[\(x.type)]"
        case .composed: return composite
        }
    }

    /// `execute`'s parameters: (name, type).
    var parameters: [(name: String, type: String)] {
        switch kind {
        case .get, .refresh, .composed: return [("identifier", "Int")]
        case .search: return [("page", "Int"), ("filter", filter)]
        case .create: return [("name", "String"), ("status", "String")]
        case .filtered: return (filteredByPage ? [("page", "Int")] : []) + [("status", "\(status)?")]
        }
    }

    /// How a test calls the UseCase: `.execute`, or nothing for `callAsFunction` (`sut(…)`).
    var call: String { s.conventions.useCaseMethod == "callAsFunction" ? "" : "." + s.conventions.useCaseMethod }

    var executeSignature: String {
        "func \(s.conventions.useCaseMethod)(\(parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", "))) async throws(\(error)) -> \(returnType)"
    }

    /// Instance variables of the implementation: `repository`, or one per repository (composed).
    var repositoryVariable: String { kind == .composed ? x.variable + "Repository" : "repository" }
    var relatedVariable: String { (y?.variable ?? "related") + "Repository" }

    // MARK: - Contract and implementation

    func source() -> String {
        var c = Code()
        var imports: [String] = []
        if kind == .create { imports.append("import Foundation") }
        if let m = relatedModule { imports.append("import \(m)") }
        if !imports.isEmpty {
            c.add(imports.joined(separator: "\n"))
            c.blank()
        }
        c.add("""
            protocol \(contract): Sendable {
                \(executeSignature)
            }

            struct \(implementation): \(contract) {
            """)
        if kind == .composed, let related {
            c.add("""
                    private let \(repositoryVariable): \(repository.contract)
                    private let \(relatedVariable): \(related.contract)

                    init(
                        \(repositoryVariable): \(repository.contract),
                        \(relatedVariable): \(related.contract)
                    ) {
                        self.\(repositoryVariable) = \(repositoryVariable)
                        self.\(relatedVariable) = \(relatedVariable)
                    }
                """)
        } else {
            c.add("""
                    private let repository: \(repository.contract)

                    init(repository: \(repository.contract)) {
                        self.repository = repository
                    }
                """)
        }
        c.blank()
        c.add("    \(executeSignature) {")
        c.add(body())
        c.add("    }")
        c.add("}")
        return c.text
    }

    /// `execute`'s body, at the templates' eight-space depth.
    func body() -> String {
        switch kind {
        case .get:
            return "        try await repository.\(repository.call(["identifier"], policy: "localFirst"))"
        case .refresh:
            return "        try await repository.\(repository.call(["identifier"], policy: "remoteFirst"))"
        case .search:
            return "        try await repository.\(repository.call(["page", "filter"]))"
        case .create:
            let variable = x.variable + "Status"
            return """
                        let trimmedName = name.trimmingCharacters(in: .whitespaces)

                        guard !trimmedName.isEmpty else {
                            throw .emptyName
                        }

                        guard let \(variable) = \(status)(rawValue: status) else {
                            throw .invalidStatus
                        }

                        return try await repository.\(repository.call(["trimmedName", variable]))
                """
        case .filtered:
            let read = filteredByPage
                ? "try await repository.\(repository.call(["page"], policy: "localFirst")).\(x.pluralVariable)"
                : "try await repository.\(repository.call([], policy: "localFirst"))"
            return """
                        let \(x.pluralVariable) = \(read)

                        // Business logic: filter by status if provided
                        guard let status else {
                            return \(x.pluralVariable)
                        }

                        return \(x.pluralVariable).filter { $0.status == status }
                """
        case .composed:
            return composedBody()
        }
    }

    func composedBody() -> String {
        guard let related, let y else { return "" }
        let item = x.variable
        let items = y.pluralVariable
        let identifiers = "\(item).\(y.variable)Identifiers"
        var c = Code()
        for l in repository.lines("let \(item) = try await \(repositoryVariable).", ["identifier"], policy: "localFirst", depth: 2) {
            c.add("        " + l)
        }
        c.blank()
        let depth = mapsRelatedError ? 3 : 2
        var inner: [String] = []
        if relatedInOneCall {
            inner += related.lines("let \(items) = try await \(relatedVariable).", [identifiers], policy: "localFirst", depth: depth)
        } else {
            let one = y.variable + "Identifier"
            inner.append("var \(items): [\(y.type)] = []")
            inner.append("for \(one) in \(identifiers) {")
            inner += related.lines("\(items).append(try await \(relatedVariable).", [one], policy: "localFirst", depth: depth + 1)
                .map { "    " + $0 }
            inner[inner.count - 1] += ")"
            inner.append("}")
        }
        inner.append("return \(composite)(\(item): \(item), \(items): \(items))")
        if mapsRelatedError {
            c.add("        do {")
            for l in inner { c.add("            " + l) }
            c.add("""
                        } catch {
                            // \(related.contract) throws \(related.error): map it to this feature's error.
                            throw .\(fallback)
                        }
                """)
        } else {
            for l in inner { c.add("        " + l) }
        }
        var text = c.text
        text.removeLast()
        return text
    }

    /// `{Name}With{Related}s`, the composed UseCase's model, when the feature lacks it.
    func compositeModel() -> String {
        guard let y else { return "" }
        var c = Code()
        if let m = relatedModule {
            c.add("import \(m)")
            c.blank()
        }
        c.add("""
            /// \(RepositoryTemplates.capitalised(RepositoryTemplates.withArticle(words))) together with its \(RepositoryTemplates.words(y.plural)), as `\(implementation)` returns it.
            struct \(composite): Equatable, Sendable {
                let \(x.variable): \(x.type)
                let \(y.pluralVariable): [\(y.type)]
            }
            """)
        return c.text
    }

    // MARK: - Mock

    func mockFile() -> String {
        var c = Code()
        c.add("""
            @testable import \(s.module)

            final class \(mock): \(contract), @unchecked Sendable {
                var result: Result<\(returnType), \(error)> = .failure(.\(fallback))
                private(set) var \(s.conventions.useCaseMethod)CallCount = 0
            """)
        for p in parameters {
            let type = p.type.hasSuffix("?") ? p.type : p.type + "?"
            c.add("    private(set) var lastRequested\(RepositoryTemplates.capitalised(p.name)): \(type)")
        }
        c.blank()
        c.add("    \(executeSignature) {")
        c.add("        \(s.conventions.useCaseMethod)CallCount += 1")
        for p in parameters {
            c.add("        lastRequested\(RepositoryTemplates.capitalised(p.name)) = \(p.name)")
        }
        c.add("""
                    return try result.get()
                }
            }
            """)
        return c.text
    }

    /// The mock members the tests read, per mock: what the feature's mocks must provide.
    var mockMembersUsed: [(mock: String, members: [String])] {
        switch kind {
        case .get, .refresh:
            return [(repository.mock, ["result", "\(repository.method)CallCount", "lastRequestedIdentifier"]
                        + (repository.takesCachePolicy ? ["lastCachePolicy"] : []))]
        case .search:
            return [(repository.mock, ["searchResult", "\(repository.method)CallCount", "lastRequestedPage", "lastRequestedFilter"])]
        case .create:
            return [(repository.mock, ["createResult", "createCallCount", "lastCreatedName", "lastCreatedStatus"])]
        case .filtered:
            return [(repository.mock, filteredByPage
                        ? ["result", "\(repository.method)CallCount", "lastRequestedPage"] + (repository.takesCachePolicy ? ["lastCachePolicy"] : [])
                        : ["allResult"])]
        case .composed:
            guard let related else { return [] }
            let tracked = relatedInOneCall ? "lastRequestedIdentifiers" : "lastRequestedIdentifier"
            return [(repository.mock, ["result", "lastRequestedIdentifier"] + (repository.takesCachePolicy ? ["lastCachePolicy"] : [])),
                    (related.mock, ["result", "\(related.method)CallCount", tracked] + (related.takesCachePolicy ? ["lastCachePolicy"] : []))]
        }
    }

    /// The stubs the tests call and the labels they pass.
    var stubsUsed: [(type: String, labels: [String])] {
        switch kind {
        case .get, .refresh: return [(x.type, [])]
        case .search: return [(page, []), (filter, [])]
        case .create: return [(x.type, [])]
        case .filtered: return [(x.type, ["id", "status"])] + (filteredByPage ? [(page, [x.pluralVariable])] : [])
        case .composed: return [(x.type, ["id", "\(y?.variable ?? "")Identifiers"]), (y?.type ?? "", ["id"])]
        }
    }

    // MARK: - Tests

    func tests() -> String {
        var c = Code()
        c.add("import Testing")
        c.blank()
        c.add("@testable import \(s.module)")
        if let m = relatedModule { c.add("@testable import \(m)") }
        c.blank()
        c.add("struct \(base)Tests {")
        switch kind {
        case .get, .refresh: c.add(singleTests())
        case .search: c.add(searchTests())
        case .create: c.add(createTests())
        case .filtered: c.add(filteredTests())
        case .composed: c.add(composedTests())
        }
        c.add("}")
        return c.text
    }

    /// `let repositoryMock = CharacterRepositoryMock()` and the UseCase built on it.
    func given(_ setup: String...) -> String {
        var c = Code()
        c.add("        let repositoryMock = \(repository.mock)()")
        for l in setup { c.add("        " + l) }
        c.add("        let sut = \(implementation)(repository: repositoryMock)")
        var text = c.text
        text.removeLast()
        return text
    }

    func singleTests() -> String {
        let policy = kind == .get ? "localFirst" : "remoteFirst"
        var c = Code()
        c.add("""
                @Test("Execute returns the \(words) from the repository")
                func executeReturns\(x.type)() async throws {
                    // Given
                    let expected = \(x.type).stub()
            \(given("repositoryMock.result = .success(expected)"))

                    // When
                    let value = try await sut\(call)(identifier: 1)

                    // Then
                    #expect(value == expected)
                }

            """)
        if repository.takesCachePolicy {
            c.add("""
                    @Test("Execute calls repository with correct identifier and \(policy) cache policy")
                    func executeCallsRepositoryWith\(RepositoryTemplates.capitalised(policy))() async throws {
                """)
        } else {
            c.add("""
                    @Test("Execute calls repository with correct identifier")
                    func executeCallsRepositoryWithIdentifier() async throws {
                """)
        }
        c.add("""
                    // Given
            \(given("repositoryMock.result = .success(.stub())"))

                    // When
                    _ = try await sut\(call)(identifier: 42)

                    // Then
                    #expect(repositoryMock.\(repository.method)CallCount == 1)
                    #expect(repositoryMock.lastRequestedIdentifier == 42)
            """)
        c.add("        #expect(repositoryMock.lastCachePolicy == .\(repository.policyCase(policy)))", if: repository.takesCachePolicy)
        c.add("""
                }

                @Test("Execute propagates repository error")
                func executePropagatesError() async throws {
                    // Given
            \(given("repositoryMock.result = .failure(.\(fallback))"))

                    // When / Then
                    await #expect(throws: \(error).\(fallback)) {
                        _ = try await sut\(call)(identifier: 1)
                    }
                }
            """)
        return trimmed(c)
    }

    func searchTests() -> String {
        """
                @Test("Execute returns the page from the repository")
                func executeReturnsPage() async throws {
                    // Given
                    let expected = \(page).stub()
            \(given("repositoryMock.searchResult = .success(expected)"))

                    // When
                    let value = try await sut\(call)(page: 1, filter: .stub())

                    // Then
                    #expect(value == expected)
                }

                @Test("Execute calls repository with correct page and filter")
                func executeCallsRepositoryWithCorrectParameters() async throws {
                    // Given
                    let filter = \(filter).stub()
            \(given("repositoryMock.searchResult = .success(.stub())"))

                    // When
                    _ = try await sut\(call)(page: 2, filter: filter)

                    // Then
                    #expect(repositoryMock.\(repository.method)CallCount == 1)
                    #expect(repositoryMock.lastRequestedPage == 2)
                    #expect(repositoryMock.lastRequestedFilter == filter)
                }

                @Test("Execute propagates repository error")
                func executePropagatesError() async throws {
                    // Given
            \(given("repositoryMock.searchResult = .failure(.\(fallback))"))

                    // When / Then
                    await #expect(throws: \(error).\(fallback)) {
                        _ = try await sut\(call)(page: 1, filter: .stub())
                    }
                }
            """
    }

    func createTests() -> String {
        let valid = "\(status).\(statuses.0).rawValue"
        return """
                @Test("Throws emptyName for an empty or blank name", arguments: ["", "   "])
                func throwsErrorForEmptyName(name: String) async throws {
                    // Given
            \(given())

                    // When / Then
                    await #expect(throws: \(error).emptyName) {
                        _ = try await sut\(call)(name: name, status: \(valid))
                    }
                }

                @Test("Throws invalidStatus for a status that is not a \(status)")
                func throwsErrorForInvalidStatus() async throws {
                    // Given
            \(given())

                    // When / Then
                    await #expect(throws: \(error).invalidStatus) {
                        _ = try await sut\(call)(name: "Sample", status: "not-a-status")
                    }
                }

                @Test("Does not call repository on a validation error")
                func doesNotCallRepositoryOnValidationError() async throws {
                    // Given
            \(given())

                    // When
                    _ = try? await sut\(call)(name: "", status: \(valid))

                    // Then
                    #expect(repositoryMock.createCallCount == 0)
                }

                @Test("Creates the \(words) with valid input, passing the trimmed name and the parsed status")
                func createsWithValidInput() async throws {
                    // Given
                    let expected = \(x.type).stub()
            \(given("repositoryMock.createResult = .success(expected)"))

                    // When
                    let value = try await sut\(call)(name: "  Sample  ", status: \(valid))

                    // Then
                    #expect(value == expected)
                    #expect(repositoryMock.createCallCount == 1)
                    #expect(repositoryMock.lastCreatedName == "Sample")
                    #expect(repositoryMock.lastCreatedStatus == .\(statuses.0))
                }

                @Test("Execute propagates repository error")
                func executePropagatesError() async throws {
                    // Given
            \(given("repositoryMock.createResult = .failure(.\(fallback))"))

                    // When / Then
                    await #expect(throws: \(error).\(fallback)) {
                        _ = try await sut\(call)(name: "Sample", status: \(valid))
                    }
                }
            """
    }

    func filteredTests() -> String {
        let (a, b) = statuses
        let items = x.pluralVariable
        let pageArgument = filteredByPage ? "page: 1, " : ""
        func configure(_ list: String) -> String {
            filteredByPage ? "repositoryMock.result = .success(.stub(\(items): \(list)))" : "repositoryMock.allResult = .success(\(list))"
        }
        var c = Code()
        c.add("""
                @Test("Returns every \(words) when no status is given")
                func returnsAllWhenNoFilter() async throws {
                    // Given
                    let \(items) = [\(x.type).stub(id: 1, status: .\(a)), \(x.type).stub(id: 2, status: .\(b))]
            \(given(configure(items)))

                    // When
                    let value = try await sut\(call)(\(pageArgument)status: nil)

                    // Then
                    #expect(value == \(items))
                }

                @Test("Filters by status")
                func filtersByStatus() async throws {
                    // Given
                    let \(items) = [
                        \(x.type).stub(id: 1, status: .\(a)),
                        \(x.type).stub(id: 2, status: .\(b)),
                        \(x.type).stub(id: 3, status: .\(a)),
                    ]
            \(given(configure(items)))

                    // When
                    let value = try await sut\(call)(\(pageArgument)status: .\(a))

                    // Then
                    #expect(value.map(\\.id) == [1, 3])
                    #expect(value.allSatisfy { $0.status == .\(a) })
                }

                @Test("Returns an empty array when nothing matches the status")
                func returnsEmptyArrayWhenNoMatches() async throws {
                    // Given
            \(given(configure("[.stub(status: .\(a))]")))

                    // When
                    let value = try await sut\(call)(\(pageArgument)status: .\(b))

                    // Then
                    #expect(value.isEmpty)
                }

            """)
        if filteredByPage {
            let policy = repository.takesCachePolicy
            c.add("""
                    @Test("Execute calls repository with correct page\(policy ? " and localFirst cache policy" : "")")
                    func executeCallsRepositoryWith\(policy ? "LocalFirst" : "Page")() async throws {
                        // Given
                \(given("repositoryMock.result = .success(.stub())"))

                        // When
                        _ = try await sut\(call)(page: 2, status: .\(a))

                        // Then
                        #expect(repositoryMock.\(repository.method)CallCount == 1)
                        #expect(repositoryMock.lastRequestedPage == 2)
                """)
            c.add("        #expect(repositoryMock.lastCachePolicy == .\(repository.policyCase("localFirst")))", if: policy)
            c.add("    }")
            c.blank()
        }
        let failure = filteredByPage ? "repositoryMock.result = .failure(.\(fallback))" : "repositoryMock.allResult = .failure(.\(fallback))"
        c.add("""
                @Test("Execute propagates repository error")
                func executePropagatesError() async throws {
                    // Given
            \(given(failure))

                    // When / Then
                    await #expect(throws: \(error).\(fallback)) {
                        _ = try await sut\(call)(\(pageArgument)status: .\(a))
                    }
                }
            """)
        return trimmed(c)
    }

    func composedTests() -> String {
        guard let related, let y else { return "" }
        let item = x.variable, items = y.pluralVariable
        let mainMock = "\(x.variable)RepositoryMock", relatedMock = "\(y.variable)RepositoryMock"
        let ids = "\(y.variable)Identifiers"
        func setup(_ lines: String...) -> String {
            var c = Code()
            c.add("        let \(mainMock) = \(repository.mock)()")
            for l in lines where l.hasPrefix(mainMock) { c.add("        " + l) }
            c.add("        let \(relatedMock) = \(related.mock)()")
            for l in lines where l.hasPrefix(relatedMock) { c.add("        " + l) }
            c.add("""
                        let sut = \(implementation)(
                            \(repositoryVariable): \(mainMock),
                            \(relatedVariable): \(relatedMock)
                        )
                """)
            var t = c.text
            t.removeLast()
            return t
        }
        let relatedResult: String
        let expectedItems: String
        if relatedInOneCall {
            relatedResult = "\(relatedMock).result = .success(\(items))"
            expectedItems = items
        } else {
            relatedResult = "\(relatedMock).result = .success(\(items)[0])"
            expectedItems = "[\(items)[0], \(items)[0]]"
        }
        var c = Code()
        c.add("""
                @Test("Returns the combined model from both repositories")
                func returnsCombinedModel() async throws {
                    // Given
                    let \(item) = \(x.type).stub(\(ids): [1, 2])
                    let \(items) = [\(y.type).stub(id: 1), \(y.type).stub(id: 2)]
            \(setup("\(mainMock).result = .success(\(item))", relatedResult))

                    // When
                    let value = try await sut\(call)(identifier: 1)

                    // Then
                    #expect(value == \(composite)(\(item): \(item), \(items): \(expectedItems)))
                }

                @Test("Requests the \(RepositoryTemplates.words(y.plural)) of the \(words) from both repositories\(repository.takesCachePolicy ? " with localFirst cache policy" : "")")
                func coordinatesRepositories() async throws {
                    // Given
            \(setup("\(mainMock).result = .success(.stub(id: 42, \(ids): [3, 5]))",
                    relatedInOneCall ? "\(relatedMock).result = .success([])" : "\(relatedMock).result = .success(.stub())"))

                    // When
                    _ = try await sut\(call)(identifier: 42)

                    // Then
                    #expect(\(mainMock).lastRequestedIdentifier == 42)
            """)
        c.add("        #expect(\(mainMock).lastCachePolicy == .\(repository.policyCase("localFirst")))", if: repository.takesCachePolicy)
        if relatedInOneCall {
            c.add("        #expect(\(relatedMock).\(related.method)CallCount == 1)")
            c.add("        #expect(\(relatedMock).lastRequestedIdentifiers == [3, 5])")
        } else {
            c.add("        #expect(\(relatedMock).\(related.method)CallCount == 2)")
            c.add("        #expect(\(relatedMock).lastRequestedIdentifier == 5)")
        }
        c.add("        #expect(\(relatedMock).lastCachePolicy == .\(related.policyCase("localFirst")))", if: related.takesCachePolicy)
        c.add("""
                }

                @Test("Propagates the \(words) repository's error without requesting the \(RepositoryTemplates.words(y.plural))")
                func propagatesFirstRepositoryError() async throws {
                    // Given
            \(setup("\(mainMock).result = .failure(.\(fallback))"))

                    // When / Then
                    await #expect(throws: \(error).\(fallback)) {
                        _ = try await sut\(call)(identifier: 1)
                    }
                    #expect(\(relatedMock).\(related.method)CallCount == 0)
                }

                @Test("\(mapsRelatedError ? "Maps the \(RepositoryTemplates.words(y.plural)) repository's error to \(fallback)" : "Propagates the \(RepositoryTemplates.words(y.plural)) repository's error")")
                func \(mapsRelatedError ? "mapsSecondRepositoryError" : "propagatesSecondRepositoryError")() async throws {
                    // Given
            \(setup("\(mainMock).result = .success(.stub())", "\(relatedMock).result = .failure(.\(relatedFallback))"))

                    // When / Then
                    await #expect(throws: \(error).\(fallback)) {
                        _ = try await sut\(call)(identifier: 1)
                    }
                }
            """)
        return trimmed(c)
    }

    func trimmed(_ c: Code) -> String {
        var t = c.text
        while t.hasSuffix("\n") { t.removeLast() }
        return t
    }
}
