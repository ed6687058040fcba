/// `archlint new`: reads the feature, decides every file from the seeds' templates
/// and the project's conventions, checks that nothing would be overwritten, and
/// writes all the files or none.
public enum Scaffolder {
    // MARK: - Reading the project

    /// The folders read: the feature's, and for a composed UseCase the related
    /// feature's (`<parent>/<Related>`, beside the feature), when it exists.
    static func foldersToRead(_ r: ScaffoldRequest) -> [String] {
        var dirs = [FeatureFacts.trimmed(r.featureDirectory)]
        if case .useCase(.composed, let related?) = r.target {
            let parent = Paths.directory(of: dirs[0])
            let sibling = (parent == "." ? "" : parent + "/") + related
            if sibling != dirs[0], FileSystem.kind(sibling).0 == .directory { dirs.append(sibling) }
        }
        return dirs.filter { FileSystem.kind($0).0 == .directory }
    }

    /// Reads the Swift files of the request's folders; an unreadable file is a problem (exit 2).
    public static func read(_ r: ScaffoldRequest) -> Result<[(path: String, bytes: [UInt8])], InputProblem> {
        let (files, problems) = FileSystem.collectSwiftFiles(foldersToRead(r))
        if let p = problems.first { return .failure(p) }
        var contents: [(path: String, bytes: [UInt8])] = []
        for f in files {
            switch FileSystem.readFile(f) {
            case .failure(let p): return .failure(p)
            case .success(let b): contents.append((f, b))
            }
        }
        return .success(contents)
    }

    // MARK: - Planning

    /// The files to write for `r`, given the project's files `contents`.
    public static func plan(_ r: ScaffoldRequest, contents: [(path: String, bytes: [UInt8])]) -> Result<ScaffoldPlan, ScaffoldFailure> {
        let facts = FeatureFacts(contents: contents, featureDirectory: r.featureDirectory, configuration: r.configuration)
        var plan = ScaffoldPlan()
        let module: String
        if let m = r.module {
            module = m
        } else if let m = facts.testedModule(feature: r.feature) {
            module = m
            plan.notes.append("module \(m) (the feature's tests `@testable import` it)")
        } else {
            module = r.feature
            plan.notes.append("module \(module) (the feature's name: no test of the feature `@testable import`s a module yet; pass --module to choose)")
        }
        let folders = Spelling.folders(featureDirectory: facts.featureDirectory, layout: r.configuration.layout)
        var spelling = Spelling(vocabulary: facts.vocabulary, conventions: r.configuration.conventions, module: module,
                                indent: facts.indentation, featureDirectory: facts.featureDirectory,
                                mockDirectory: folders.mocks, stubDirectory: folders.stubs)
        // The feature's own style and folders: its mapper types, and where its layout keeps each role.
        for f in facts.index.files where facts.inFeature(f) && !f.context.isTest {
            if f.context.role == .dataMappers { spelling.featureHasMappers = true }
            if f.context.source != .featureModules && f.context.source != .none && f.context.layer != .other,
               spelling.roleFolders[f.context.role.rawValue] == nil {
                spelling.roleFolders[f.context.role.rawValue] = Paths.directory(of: f.path)
            }
        }
        if spelling.featureHasMappers && r.configuration.conventions.mapping == .any {
            plan.notes.append("mapper types in Data/Mappers/ (the feature keeps its mappers there)")
        }
        let result: Result<Void, ScaffoldFailure>
        switch r.target {
        case .repository(let variant):
            result = planRepository(r, variant, facts, spelling, &plan)
        case .useCase(let kind, let related):
            result = planUseCase(r, kind, related, facts, spelling, &plan)
        }
        if case .failure(let f) = result { return .failure(f) }
        plan.files = plan.files.map { GeneratedFile(path: $0.path, text: spelling.render($0.text)) }
        return .success(plan)
    }

    /// Types the plan declares that the feature already declares: a second declaration would not
    /// compile. A declaration in a file the plan would write is left to `conflicts` (an existing file).
    static func redeclared(_ names: [(name: String, tests: Bool)], _ facts: FeatureFacts, _ plan: ScaffoldPlan) -> ScaffoldFailure? {
        let planned = Set(plan.files.map { Configuration.normalize($0.path) })
        var clashes: [String] = []
        for (name, tests) in names {
            let refs = facts.declarations(name, tests: tests).filter { facts.index.declaration($0).kind != .extension }
            guard let r = refs.first, !refs.contains(where: { planned.contains(Configuration.normalize(facts.index.file($0).path)) }) else { continue }
            clashes.append("`\(name)` (\(facts.index.file(r).path):\(facts.index.declaration(r).line))")
        }
        guard !clashes.isEmpty else { return nil }
        return ScaffoldFailure("the feature already declares \(clashes.joined(separator: ", ")): nothing written (archlint new never overwrites or redeclares)")
    }

    // MARK: Repository

    static func planRepository(_ r: ScaffoldRequest, _ variant: RepositoryVariant, _ facts: FeatureFacts, _ s: Spelling,
                               _ plan: inout ScaffoldPlan) -> Result<Void, ScaffoldFailure> {
        let x = EntityNames(r.name)
        let errors = facts.domainErrors(feature: r.feature)
        let createsError = errors.isEmpty
        let error = errors.first ?? r.feature + "Error"
        if errors.count > 1 { plan.notes.append("error \(error) (the feature declares \(errors.joined(separator: ", ")))") }
        let fallback: String
        let notFoundLabel: String?
        if createsError {
            fallback = "loadFailed"
            notFoundLabel = "identifier"
        } else {
            guard let f = facts.fallbackCase(of: error) else {
                return .failure(ScaffoldFailure("`\(error)` has no usable case for an unexpected failure (one without associated values, or whose associated values all have defaults): add `case loadFailed` (seed 004) and run again"))
            }
            fallback = f
            notFoundLabel = facts.notFoundLabel(of: error)
            if notFoundLabel == nil {
                plan.warnings.append("`\(error)` has no `notFound(identifier: Int)` case: \(variant == .local ? "a missing" : "HTTP 404 and every other failure of the") \(RepositoryTemplates.words(x.type)) map\(variant == .local ? "s" : "") to `.\(fallback)` (seed 004 maps 404 to `.notFound(id:)`; add the case to tell them apart)")
            }
        }
        var httpClient = s.contract("HTTPClient")
        var exhaustive = true
        if variant != .local {
            let candidates = [s.contract("HTTPClient"), "HTTPClientContract", "HTTPClient", "HTTPClientProtocol"]
            if let found = candidates.first(where: { facts.declares($0, in: FeatureFacts.anywhere, tests: false) }) {
                httpClient = found
            }
            let http = facts.enumCases("HTTPError", in: FeatureFacts.anywhere)?.map(\.name)
            var missing: [String] = []
            if !facts.declares(httpClient, in: FeatureFacts.anywhere, tests: false) { missing.append("`\(httpClient)`") }
            if !facts.declares("HTTPRequest", in: FeatureFacts.anywhere, tests: false) { missing.append("`HTTPRequest(path:)`") }
            if let http {
                exhaustive = Set(http) == ["invalidURL", "invalidResponse", "statusCode"]
                if !http.contains("invalidResponse") || !http.contains("statusCode") {
                    plan.warnings.append("`HTTPError` has no `invalidResponse` or `statusCode(Int, Data)` case: the generated repository, mock and tests use them (seed 004)")
                }
            } else {
                missing.append("`HTTPError`")
            }
            if !missing.isEmpty {
                let list = missing.count == 1 ? missing[0] : missing.dropLast().joined(separator: ", ") + " and " + missing.last!
                plan.warnings.append("the remote data source uses \(list) (seed 004; the reference library declares them in Sources/Data/Networking/), which \(s.featureDirectory) does not declare: declare them, or import your networking module in the generated Data files")
            }
        }
        let t = RepositoryTemplates(s: s, x: x, variant: variant, error: error, fallback: fallback, notFoundLabel: notFoundLabel,
                                    httpClient: httpClient, exhaustiveHTTPError: exhaustive)
        var declared: [(String, Bool)] = [(x.type, false), (t.dto, false), (t.contract, false), (t.implementation, false), (t.mock, true)]
        if t.hasRemote { declared += [(t.remoteContract, false), (t.remoteImplementation, false), (t.remoteMock, true)] }
        if t.hasMemory { declared += [(t.memoryContract, false), (t.memoryImplementation, false), (t.memoryMock, true)] }
        if s.mapper { declared.append((t.mapperName, false)) }
        if createsError { declared.append((error, false)) }

        func add(_ path: String, _ text: String) { plan.files.append(GeneratedFile(path: path, text: text)) }
        add(s.source("Domain/Models", x.type), t.model())
        if createsError {
            add(s.source("Domain/Errors", error), t.errorType(feature: r.feature))
            add(s.test("Unit/Domain/Errors", error + "Tests"), t.errorTests())
        } else {
            plan.notes.append("error \(error)")
        }
        if variant == .cached && !facts.declares("CachePolicy", tests: false) {
            add(s.source("Domain/Models", "CachePolicy"), RepositoryTemplates.cachePolicy())
        }
        add(s.source("Domain/Repositories", t.contract), t.contractFile())
        add(s.source("Data/DTOs", t.dto), t.dtoFile())
        if t.hasRemote { add(s.source("Data/DataSources", x.type + "RemoteDataSource"), t.remoteDataSource()) }
        if t.hasMemory { add(s.source("Data/DataSources", x.type + "MemoryDataSource"), t.memoryDataSource()) }
        add(s.source("Data/Repositories", t.implementation), t.repository())
        if s.mapper { add(s.source("Data/Mappers", t.mapperName), t.mapper()) }
        add(s.mockFile(t.mock), t.repositoryMock())
        if t.hasRemote { add(s.mockFile(t.remoteMock), t.remoteDataSourceMock()) }
        if t.hasMemory { add(s.mockFile(t.memoryMock), t.memoryDataSourceMock()) }
        add(s.stubFile(x.type), t.stub(of: x.type))
        add(s.stubFile(t.dto), t.stub(of: t.dto))
        add(s.test("Unit/Data/Repositories", t.implementation + "Tests"), t.repositoryTests())
        if t.hasRemote {
            // Tested with the feature's HTTP client mock, when it has one like the reference library's.
            if let m = facts.mock(of: httpClient), facts.propertyNames(of: m, tests: true).isSuperset(of: ["result", "lastRequest"]),
               facts.declares("HTTPRequest", in: FeatureFacts.anywhere, tests: false) {
                add(s.test("Unit/Data/DataSources", t.remoteImplementation + "Tests"), t.remoteDataSourceTests(httpClientMock: m))
            } else {
                plan.notes.append("no test of \(t.remoteImplementation): the feature's tests have no mock of `\(httpClient)` with `result` and `lastRequest` (as the reference library's `HTTPClientMock`)")
            }
        }
        if t.hasMemory { add(s.test("Unit/Data/DataSources", t.memoryImplementation + "Tests"), t.memoryDataSourceTests()) }
        if s.mapper { add(s.test("Unit/Data/Mappers", t.mapperName + "Tests"), t.mapperTests()) }
        if let clash = redeclared(declared, facts, plan) { return .failure(clash) }
        return .success(())
    }

    // MARK: UseCase

    static func planUseCase(_ r: ScaffoldRequest, _ kind: UseCaseKind, _ relatedName: String?, _ facts: FeatureFacts, _ s: Spelling,
                            _ plan: inout ScaffoldPlan) -> Result<Void, ScaffoldFailure> {
        let x = EntityNames(r.name)
        let detail = s.detail ? "Detail" : ""
        let single = ["get" + x.type + detail, "get" + x.type + (s.detail ? "" : "Detail")]
        let base: String
        let wanted: (methods: [String], contract: String, labels: [String?])
        switch kind {
        case .get:
            base = "Get\(x.type)\(detail)UseCase"
            wanted = (single, x.type + "Repository", ["identifier", "cachePolicy"])
        case .refresh:
            base = "Refresh\(x.type)\(detail)UseCase"
            wanted = (single, x.type + "Repository", ["identifier", "cachePolicy"])
        case .search:
            base = "Search\(x.plural)PageUseCase"
            wanted = (["search\(x.plural)Page"], x.plural + "PageRepository", ["page", "filter"])
        case .create:
            base = "Create\(x.type)UseCase"
            wanted = (["create\(x.type)"], x.type + "Repository", ["name", "status"])
        case .filtered:
            base = "GetFiltered\(x.plural)UseCase"
            wanted = (["get\(x.plural)Page", "getAll\(x.plural)"], x.plural + "PageRepository", ["page", "cachePolicy"])
        case .composed:
            base = "Get\(x.type)With\(EntityNames(relatedName ?? "").plural)UseCase"
            wanted = (single, x.type + "Repository", ["identifier", "cachePolicy"])
        }

        // Seed 001, step 2: the repository exists first.
        guard let main = repositoryCall(wanted.methods, fallbackContract: s.contract(wanted.contract), labels: wanted.labels,
                                        in: facts.featureDirectory, feature: r, facts, s, &plan) else {
            let create = kind == .search || kind == .filtered
                ? "declare `\(s.contract(wanted.contract))` with `\(wanted.methods[0])(\(wanted.labels.map { "\($0 ?? "_"):" }.joined()))`"
                : "create it first (seed 001, step 2): `archlint new repository \(x.type) --feature \(r.feature)`"
            return .failure(ScaffoldFailure("\(s.featureDirectory) has no repository contract declaring `\(wanted.methods[0])` (looked for `\(s.contract(wanted.contract))`): \(create)"))
        }
        let error = main.error
        guard let fallback = facts.fallbackCase(of: error) else {
            if facts.enumCases(error, in: FeatureFacts.anywhere) == nil {
                return .failure(ScaffoldFailure("`\(main.contract).\(main.method)` throws `\(error)`, which \(s.featureDirectory) does not declare as an enum: declare the feature's error in Sources/Domain/Errors/ (seed 004) and run again"))
            }
            return .failure(ScaffoldFailure("`\(error)` has no usable case for a mock's default failure (one without associated values, or whose associated values all have defaults): add `case loadFailed` (seed 001) and run again"))
        }
        if kind == .refresh && !main.takesCachePolicy {
            return .failure(ScaffoldFailure("`\(main.contract).\(main.method)` takes no cache policy: a Refresh UseCase passes `.remoteFirst` to a cached repository (seed 001); create one with `archlint new repository \(x.type) --feature \(r.feature) --cached`"))
        }

        var related: RepositoryCall?
        var y: EntityNames?
        var relatedModule: String?
        var relatedFallback = fallback
        if kind == .composed, let relatedName {
            let ry = EntityNames(relatedName)
            y = ry
            let dirs = foldersToRead(r)
            let methods = ["get\(ry.plural)", "get\(ry.type)", "get\(ry.type)Detail"]
            var found: (contract: String, method: Declaration, dir: String)?
            for dir in dirs {
                if let f = facts.repositoryMethod(methods, in: dir) { found = (f.contract, f.method, dir); break }
            }
            guard let found else {
                return .failure(ScaffoldFailure("no repository contract declares `\(methods[0])(identifiers:cachePolicy:)` or `\(methods[1])(identifier:cachePolicy:)` in \(dirs.joined(separator: " or ")): the composed UseCase coordinates `\(s.contract(ry.type + "Repository"))` with `\(main.contract)`; create it first (`archlint new repository \(ry.type) --feature …`)"))
            }
            let relatedError = errorName(found.method) ?? error
            if found.dir != facts.featureDirectory {
                let name = found.dir.split(separator: "/").last.map(String.init) ?? ry.type
                relatedModule = facts.testedModule(in: found.dir, feature: name) ?? name
                plan.notes.append("\(found.contract) from \(found.dir) (module \(relatedModule!))")
            }
            let mock = facts.mock(of: found.contract) ?? s.mock(ofContract: found.contract)
            if facts.mock(of: found.contract) == nil {
                plan.warnings.append("the generated tests use `\(mock)`, a mock of `\(found.contract)` in \(s.featureDirectory)/Tests/, which does not exist: add it (`result`, `\(found.method.name)CallCount`, the last requested identifiers and cache policy)")
            }
            related = RepositoryCall(contract: found.contract, mock: mock, method: found.method.name,
                                     labels: found.method.parameters.map(\.label), error: relatedError)
            if relatedError != error {
                relatedFallback = facts.fallbackCase(of: relatedError) ?? "loadFailed"
            }
        }

        let statuses = statusCases(x, kind, facts, &plan)
        let t = UseCaseTemplates(s: s, x: x, kind: kind, base: base, error: error, fallback: fallback, repository: main,
                                 related: related, y: y, relatedModule: relatedModule, mapsRelatedError: related.map { $0.error != error } ?? false,
                                 relatedFallback: relatedFallback, statuses: statuses)
        var declared: [(String, Bool)] = [(t.contract, false), (t.implementation, false), (t.mock, true)]
        let createsComposite = kind == .composed && !facts.declares(t.composite, tests: false)
        if createsComposite { declared.append((t.composite, false)) }
        checkExpectations(t, facts, s, &plan)

        plan.notes.append("\(main.contract).\(main.method) throws \(error)")
        func add(_ path: String, _ text: String) { plan.files.append(GeneratedFile(path: path, text: text)) }
        add(s.source("Domain/UseCases", base), t.source())
        if createsComposite { add(s.source("Domain/Models", t.composite), t.compositeModel()) }
        add(s.mockFile(t.mock), t.mockFile())
        add(s.test("Unit/Domain/UseCases", base + "Tests"), t.tests())
        if let clash = redeclared(declared, facts, plan) { return .failure(clash) }
        return .success(())
    }

    /// `throws(CharacterError)` → `CharacterError`.
    static func errorName(_ d: Declaration) -> String? {
        if case .typed(let t) = d.throwsClause { return RepositoryMapsErrorsRule.errorTypeName(t) }
        return nil
    }

    /// The repository method a UseCase calls: the first of `methods` that a repository
    /// contract of `dir` declares, else the conventional contract (if it exists, with a
    /// warning that it lacks the method); nil when neither exists.
    static func repositoryCall(_ methods: [String], fallbackContract: String, labels: [String?], in dir: String,
                               feature r: ScaffoldRequest, _ facts: FeatureFacts, _ s: Spelling,
                               _ plan: inout ScaffoldPlan) -> RepositoryCall? {
        let contract: String
        let method: String
        let declaredLabels: [String?]
        var error: String?
        if let found = facts.repositoryMethod(methods, in: dir) {
            contract = found.contract
            method = found.method.name
            declaredLabels = found.method.parameters.map(\.label)
            error = errorName(found.method)
            if error == nil {
                plan.warnings.append("`\(contract).\(method)` does not use typed throws: the UseCase declares `throws(\(facts.domainErrors(feature: r.feature).first ?? r.feature + "Error"))` (seed 001); type the contract's `throws` too (rule typed-throws)")
            }
        } else if facts.declares(fallbackContract, in: dir, tests: false) {
            contract = fallbackContract
            method = methods[0]
            declaredLabels = labels
            let signature = "\(method)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
            plan.warnings.append("`\(contract)` declares no `\(signature)`: the generated UseCase calls it; add it to the contract, its implementation and its mock")
        } else {
            return nil
        }
        let errors = facts.domainErrors(feature: r.feature)
        let thrown = error ?? errors.first ?? r.feature + "Error"
        let mock = facts.mock(of: contract) ?? s.mock(ofContract: contract)
        if facts.mock(of: contract) == nil {
            plan.warnings.append("the generated tests use `\(mock)`, a mock of `\(contract)`, which \(s.featureDirectory)/Tests/ does not declare: add it (as `archlint new repository` writes it)")
        }
        return RepositoryCall(contract: contract, mock: mock, method: method, labels: declaredLabels, error: thrown)
    }

    /// Two cases of `{Name}Status` for the create and filtered tests (seed 001's
    /// `.active`/`.inactive` when the feature declares none).
    static func statusCases(_ x: EntityNames, _ kind: UseCaseKind, _ facts: FeatureFacts, _ plan: inout ScaffoldPlan) -> (String, String) {
        guard kind == .create || kind == .filtered else { return ("active", "inactive") }
        let status = x.type + "Status"
        let cases = (facts.enumCases(status) ?? []).filter { $0.parameters.isEmpty }.map(\.name)
        if cases.count >= 2 { return (cases[0], cases[1]) }
        plan.warnings.append("the generated code uses `\(status)` (an enum with a `String` raw value and at least two cases, seed 001), which \(facts.featureDirectory) does not declare: the tests use `.active` and `.inactive`; declare it in Sources/Domain/Models/")
        return ("active", "inactive")
    }

    /// Warns about everything the generated code uses that the feature does not declare.
    static func checkExpectations(_ t: UseCaseTemplates, _ facts: FeatureFacts, _ s: Spelling, _ plan: inout ScaffoldPlan) {
        var missing: [String] = []
        func type(_ name: String) {
            if !facts.declares(name, in: FeatureFacts.anywhere, tests: false) { missing.append("the type `\(name)`") }
        }
        func property(_ name: String, of type: String) {
            guard facts.declares(type, in: FeatureFacts.anywhere, tests: false) else { return }
            if !facts.propertyNames(of: type, in: FeatureFacts.anywhere, tests: false).contains(name) {
                missing.append("the property `\(type).\(name)`")
            }
        }
        func cases(_ names: [String]) {
            for n in names where !facts.hasCase(n, of: t.error) { missing.append("the case `\(t.error).\(n)`") }
        }
        switch t.kind {
        case .search:
            type(t.page)
            type(t.filter)
        case .create:
            // `{Name}Status` itself: `statusCases`.
            cases(["emptyName", "invalidStatus"])
        case .filtered:
            property("status", of: t.x.type)
            if t.filteredByPage {
                type(t.page)
                property(t.x.pluralVariable, of: t.page)
            }
        case .composed:
            if let y = t.y { property("\(y.variable)Identifiers", of: t.x.type) }
        case .get, .refresh:
            break
        }
        for (mock, members) in t.mockMembersUsed where facts.declares(mock, tests: true) {
            let have = facts.propertyNames(of: mock, tests: true)
            for m in members where !have.contains(m) { missing.append("the mock property `\(mock).\(m)`") }
        }
        for (stubbed, labels) in t.stubsUsed where !stubbed.isEmpty {
            guard let have = facts.stubLabels(of: stubbed) else {
                missing.append("a test stub `\(stubbed).stub(\(labels.map { "\($0):" }.joined()))` (in Tests/\(s.stubDirectory)/\(stubbed)+Stub.swift)")
                continue
            }
            for l in labels where !have.contains(l) { missing.append("the parameter `\(l):` of `\(stubbed).stub`") }
        }
        if !missing.isEmpty {
            plan.warnings.append("the generated code uses what \(facts.featureDirectory) does not declare yet, add it: \(missing.joined(separator: "; "))")
        }
    }

    // MARK: - Checking and writing

    /// The generated files that would overwrite something, or whose folder cannot exist.
    public static func conflicts(_ files: [GeneratedFile]) -> [InputProblem] {
        var problems: [InputProblem] = []
        var seen = Set<String>()
        for f in files {
            if !seen.insert(f.path).inserted {
                problems.append(InputProblem(path: f.path, message: "generated twice"))
                continue
            }
            if FileSystem.kind(f.path).0 != .missing || FileSystem.isSymbolicLink(f.path) {
                problems.append(InputProblem(path: f.path, message: "already exists: `archlint new` never overwrites a file (remove or rename it, or choose another name)"))
                continue
            }
            var dir = Paths.directory(of: f.path)
            while dir != "." && dir != "/" {
                let k = FileSystem.kind(dir).0
                if k == .directory { break }
                if k != .missing {
                    problems.append(InputProblem(path: dir, message: "is not a folder: cannot write \(f.path)"))
                    break
                }
                dir = Paths.directory(of: dir)
            }
        }
        return problems.sorted()
    }

    /// The findings of the generated files when linted with the feature (the rules
    /// the configuration enables): archlint's own rules, checked before writing.
    public static func selfCheck(_ plan: ScaffoldPlan, contents: [(path: String, bytes: [UInt8])], configuration: Configuration) -> [Diagnostic] {
        let generated = Set(plan.files.map(\.path))
        var all = contents.filter { !generated.contains($0.path) }
        all += plan.files.map { ($0.path, Array($0.text.utf8)) }
        let (report, _) = Linter.lintWithIndex(contents: all, configuration: configuration,
                                               selection: LintSelection(reportOnly: generated))
        return report.diagnostics.filter { generated.contains($0.path) }
    }

    /// Writes every file (each atomically, never over an existing one), creating their
    /// folders. If one cannot be written, the files already written and the folders
    /// created are removed again: all or nothing.
    public static func write(_ files: [GeneratedFile],
                             writer: (String, [UInt8]) -> Result<Void, InputProblem> = { FileSystem.writeAtomically($0, $1, overwrite: false) })
        -> Result<Void, InputProblem> {
        var written: [String] = []
        var created: [String] = []
        func rollback() {
            for p in written.reversed() { _ = FileSystem.remove(p) }
            for d in created.reversed() { _ = FileSystem.removeEmptyDirectory(d) }
        }
        for f in files {
            var missing: [String] = []
            var dir = Paths.directory(of: f.path)
            while dir != "." && dir != "/" && FileSystem.kind(dir).0 == .missing {
                missing.append(dir)
                dir = Paths.directory(of: dir)
            }
            for d in missing.reversed() {
                guard FileSystem.makeDirectories(d) else {
                    rollback()
                    return .failure(InputProblem(path: d, message: "cannot create the folder: nothing written"))
                }
                created.append(d)
            }
            if case .failure(let p) = writer(f.path, Array(f.text.utf8)) {
                rollback()
                return .failure(InputProblem(path: p.path, message: p.message + "; nothing written (the \(written.count) file\(written.count == 1 ? "" : "s") already written were removed)"))
            }
            written.append(f.path)
        }
        return .success(())
    }
}
