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

    /// The folder whose Swift files `new` reads: the git repository holding the feature, else the
    /// folder holding its `Features/` folder, else the working directory (absolute).
    static func projectRoot(featureDirectory: String, workingDirectory cwd: String) -> String {
        let feature = Paths.absolute(featureDirectory, from: cwd)
        if let root = Git.repositoryRoot(from: FileSystem.kind(feature).0 == .directory ? feature : Paths.directory(of: feature)) { return root }
        let comps = Paths.components(feature)
        if let f = comps.dropLast().lastIndex(of: "Features") {
            return f == 0 ? "/" : "/" + comps[..<f].joined(separator: "/")
        }
        return Paths.isInside(feature, cwd) ? cwd : Paths.directory(of: feature)
    }

    /// Reads the project's Swift files (`projectRoot`, as the configuration's `included` and
    /// `excluded` keep them; the feature's own files always), each spelled relative to the working
    /// directory as the feature's folder is; an unreadable file is a problem (exit 2).
    public static func read(_ r: ScaffoldRequest, workingDirectory cwd: String = Paths.workingDirectory())
        -> Result<[(path: String, bytes: [UInt8])], InputProblem> {
        let root = projectRoot(featureDirectory: r.featureDirectory, workingDirectory: cwd)
        let own = foldersToRead(r).map { Paths.absolute($0, from: cwd) }
        let filter = PathFilter(r.configuration, workingDirectory: cwd)
        // As `lint` walks: vendored folders (Pods, Carthage, checkouts) skipped unless `included`.
        let collected = FileSystem.collect([root] + own.filter { !Paths.isInside($0, root) }, keepVendored: filter.includedPaths, workingDirectory: cwd)
        let found = collected.files
        if let p = collected.problems.first { return .failure(p) }
        var contents: [(path: String, bytes: [UInt8])] = []
        var seen = Set<String>()
        for f in found {
            let abs = Paths.absolute(f, from: cwd)
            guard seen.insert(abs).inserted else { continue }
            guard own.contains(where: { Paths.isInside(abs, $0) }) || filter.isEmpty || filter.accepts(abs) else { continue }
            switch FileSystem.readFile(f) {
            case .failure(let p): return .failure(p)
            case .success(let b): contents.append((Paths.relative(abs, to: cwd), b))
            }
        }
        return .success(contents)
    }

    /// `dir` spelled as `read` spells the paths it reads: relative to the working directory, lexically clean.
    static func canonical(_ dir: String, workingDirectory cwd: String = Paths.workingDirectory()) -> String {
        Paths.relative(Paths.absolute(dir, from: cwd), to: cwd)
    }

    // MARK: - Planning

    /// The files to write for `r`, given the project's files `contents` (`read`).
    public static func plan(_ r: ScaffoldRequest, contents: [(path: String, bytes: [UInt8])]) -> Result<ScaffoldPlan, ScaffoldFailure> {
        var r = r
        r.featureDirectory = canonical(r.featureDirectory)
        let related = foldersToRead(r).dropFirst().map { canonical($0) }
        var facts = FeatureFacts(contents: contents, featureDirectory: r.featureDirectory, configuration: r.configuration,
                                 feature: r.feature, relatedDirectories: Array(related))
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
        plan.taken.append("module: \(module)\(r.module != nil ? " (--module)" : facts.testedModule(feature: r.feature) != nil ? " (the feature's tests `@testable import` it)" : " (the feature's name)")")
        for m in facts.scope.modules.values.sorted(by: { $0.name < $1.name }) {
            plan.taken.append("imported module \(m.name): \(m.folder) (by \(m.how))")
        }
        plan.taken.append("indentation: \(spelling.indent == "\t" ? "a tab" : "\(spelling.indent.count) spaces") (the feature's files)")
        let sourceHeader = facts.fileHeader(tests: false), testHeader = facts.fileHeader(tests: true)
        spelling.headers = (sourceHeader?.template, testHeader?.template)
        if let h = sourceHeader { plan.taken.append("file header: as \(h.source)") }
        if let h = testHeader, h.source != sourceHeader?.source { plan.taken.append("test file header: as \(h.source)") }
        let result: Result<Void, ScaffoldFailure>
        switch r.target {
        case .repository(let variant):
            result = planRepository(r, variant, &facts, &spelling, &plan)
        case .useCase(let kind, let related):
            result = planUseCase(r, kind, related, facts, &spelling, &plan)
        }
        if case .failure(let f) = result { return .failure(f) }
        plan.files = plan.files.map { f in
            var text = addingImports(neededImports(f.text, facts), to: f.text)
            text = spelling.withHeader(text, path: f.path)
            return GeneratedFile(path: f.path, text: spelling.render(text))
        }
        return .success(plan)
    }

    /// The project modules a generated file must import: those declaring a type it names that the
    /// feature sees only through an import (`CachePolicy` from `AppCore`).
    static func neededImports(_ text: String, _ facts: FeatureFacts) -> [String] {
        var names = Set<String>()
        Array(text.utf8).withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            for t in Lexer.tokenize(buf) where t.kind == .identifier {
                let first = base[Int(t.start)]
                guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { continue }
                names.insert(String(decoding: UnsafeBufferPointer(start: base + Int(t.start), count: t.length), as: UTF8.self))
            }
        }
        var modules = Set<String>()
        for n in names {
            if let v = facts.visibleDeclaration(n, tests: nil), let m = v.module { modules.insert(m) }
        }
        return modules.sorted()
    }

    /// `text` with `import M` for each of `modules` it lacks, in its leading block of imports
    /// (sorted, as the seeds' files keep them), or in a new one before the rest.
    static func addingImports(_ modules: [String], to text: String) -> String {
        guard !modules.isEmpty else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var end = 0
        while end < lines.count && lines[end].hasPrefix("import ") { end += 1 }
        let existing = lines[..<end].map { String($0.dropFirst(7)).trimmingSpaces() }
        let missing = modules.filter { !existing.contains($0) }
        guard !missing.isEmpty else { return text }
        let block = Set(existing + missing).sorted().map { "import " + $0 }
        if end > 0 {
            lines.replaceSubrange(0..<end, with: block)
        } else {
            lines.insert(contentsOf: block + [""], at: 0)
        }
        return lines.joined(separator: "\n")
    }

    /// Types the plan declares that the feature already declares, or sees from a module it imports:
    /// a second declaration would not compile, or would shadow the imported one. A declaration in
    /// a file the plan would write is left to `conflicts` (an existing file).
    static func redeclared(_ names: [(name: String, tests: Bool)], _ facts: FeatureFacts, _ plan: ScaffoldPlan) -> ScaffoldFailure? {
        let planned = Set(plan.files.map { Configuration.normalize($0.path) })
        var clashes: [String] = []
        var imported: [String] = []
        for (name, tests) in names {
            let refs = facts.declarations(name, tests: tests).filter { facts.index.declaration($0).kind != .extension }
            if let r = refs.first {
                guard !refs.contains(where: { planned.contains(Configuration.normalize(facts.index.file($0).path)) }) else { continue }
                clashes.append("`\(name)` (\(facts.location(r)))")
            } else if !tests, let v = facts.visibleDeclaration(name), let m = v.module {
                imported.append("`\(name)` (module \(m), \(facts.location(v.ref)))")
            }
        }
        guard !clashes.isEmpty || !imported.isEmpty else { return nil }
        var parts: [String] = []
        if !clashes.isEmpty { parts.append("the feature already declares \(clashes.joined(separator: ", "))") }
        if !imported.isEmpty { parts.append("the feature already sees \(imported.joined(separator: ", ")) through its imports") }
        return ScaffoldFailure(parts.joined(separator: "; ") + ": nothing written (archlint new never overwrites, redeclares or shadows a type; choose another name)")
    }

    // MARK: Repository

    static func planRepository(_ r: ScaffoldRequest, _ variant: RepositoryVariant, _ facts: inout FeatureFacts, _ s: inout Spelling,
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
                plan.notes.append("`\(error)` has no `notFound(identifier: Int)` case: \(variant == .local ? "a missing" : "HTTP 404 and every other failure of the") \(RepositoryTemplates.words(x.type)) map\(variant == .local ? "s" : "") to `.\(fallback)` (seed 004 maps 404 to `.notFound(id:)`; add the case to tell them apart)")
            }
            if let v = facts.visibleDeclaration(error) { plan.taken.append("error: \(error) (\(facts.location(v.ref)))") }
        }

        // The cache policy the feature sees, with its cases; the seed's when it sees none.
        var writesCachePolicy = false
        if variant == .cached {
            if let declared = facts.visibleDeclaration("CachePolicy"), facts.index.declaration(declared.ref).kind == .enum {
                switch facts.cachePolicyCases(declared, configured: r.configuration.scaffolding.cachePolicyRoles, notes: &plan.taken) {
                case .failure(let f): return .failure(f)
                case .success(let c): s.cachePolicy = c
                }
            } else {
                writesCachePolicy = true
            }
        }

        // How the remote data source talks to the server: the closest one's way, else the seed's networking.
        var remote = RemoteShape.seed(client: s.contract("HTTPClient"))
        var http = HTTPErrorShape.seed
        var writesNetworking = false
        if variant != .local {
            switch facts.remoteShape(client: r.httpClient ?? r.configuration.scaffolding.httpClient, seedClient: s.contract("HTTPClient"), notes: &plan.notes) {
            case .failure(let f): return .failure(f)
            case .success(nil):
                writesNetworking = true
                plan.notes.append("the project declares no HTTP client: the seed's networking (\(s.contract("HTTPClient")), HTTPRequest, HTTPMethod, HTTPError) is written in Data/Networking/, as the reference library has it; implement the client")
            case .success(let found?):
                remote = found
                facts.see(modules: found.imports)
                let send = "\(found.requestType)(path: \"\(found.pathPrefix)…\") sent with `\(found.clientName).\(found.sendMethod)(\(found.sendLabel.map { $0 + ":" } ?? "_:"))`\(found.decodes ? " (it decodes)" : " (then JSONDecoder)")"
                if let m = found.model {
                    plan.taken.append("remote data source: as \(m.type) (\(m.path)): \(found.imports.isEmpty ? "no imports" : "imports " + found.imports.joined(separator: ", ")); `private let \(found.clientName): \(found.clientType)`; \(send)")
                } else {
                    plan.taken.append("remote data source: injects `\(found.clientType)`; \(send)")
                }
                let mine = Set(facts.index.files.filter { facts.inFeature($0) && !$0.context.isTest }.flatMap { $0.syntax.imports.map(ProjectIndex.importedModule) })
                let newImports = found.imports.filter { !mine.contains($0) && facts.scope.modules[$0] != nil }
                if !newImports.isEmpty {
                    plan.notes.append("\(s.featureDirectory) does not import \(newImports.joined(separator: ", ")) yet: the generated remote data source does, so the feature's target must depend on \(newImports.count == 1 ? "it" : "them")")
                }
                switch facts.httpErrorShape(found, configured: r.configuration.scaffolding.httpError, notes: &plan.taken) {
                case .failure(let f): return .failure(f)
                case .success(let h): http = h
                }
            }
        }
        let folders = facts.dataSourceFolders(model: remote.model?.path)
        s.dataSources = folders
        if let source = folders.source, !(folders.remote.isEmpty && folders.local.isEmpty) {
            plan.taken.append("data source folders: Data/DataSources/\(folders.remote.isEmpty ? "" : folders.remote + "/") for remote, Data/DataSources/\(folders.local.isEmpty ? "" : folders.local + "/") for local (as \(source))")
        }
        if writesCachePolicy { plan.notes.append("the feature sees no CachePolicy: the seed's (localFirst, remoteFirst, none) is written in Domain/Models/") }
        // The data sources' names: the contract's words and the implementation's technology, as the
        // feature's own (`EpisodeLocalDataSourceContract`, `EpisodeRESTDataSource`) when the
        // conventions accept the name it gives.
        var names = facts.dataSourceNaming(remoteModel: remote.model?.type)
        for (side, used, what) in [(\DataSourceNaming.remote, variant != .local, "remote"), (\DataSourceNaming.local, variant != .remote, "local")] where used {
            let n = names[keyPath: side]
            guard let m = n.model, let name = n.technologyName(x.type) else { continue }
            let contract = s.contract(n.contractBase(x.type))
            if s.conventions.implementationNamingChecked(for: .dataSource), !s.vocabulary.acceptsImplementationName(name, forContract: contract, kind: .dataSource) {
                var plain = what == "remote" ? DataSourceNaming().remote : DataSourceNaming().local
                plain.separateContract = n.separateContract
                names[keyPath: side] = plain
                continue
            }
            plan.taken.append("\(what) data source names: \(contract) and \(name), as \(m.type) (\(m.path)) is named after its technology, \(n.technology!)")
        }
        for (n, used, what) in [(names.remote, variant != .local, "remote"), (names.local, variant != .remote, "local")] where used && n.separateContract {
            plan.taken.append("\(what) data source contract in a file of its own, as the feature's are")
        }
        s.dataSourceNames = names

        let t = RepositoryTemplates(s: s, x: x, variant: variant, error: error, fallback: fallback, notFoundLabel: notFoundLabel,
                                    remote: remote, http: http)
        var implementations = [(t.implementation, t.contract, ContractKind.repository)]
        if t.hasRemote { implementations.append((t.remoteImplementation, t.remoteContract, .dataSource)) }
        if t.hasMemory { implementations.append((t.memoryImplementation, t.memoryContract, .dataSource)) }
        if let f = unnamable(implementations, s) { return .failure(f) }
        var declared: [(String, Bool)] = [(x.type, false), (t.dto, false), (t.contract, false), (t.implementation, false), (t.mock, true)]
        if t.hasRemote { declared += [(t.remoteContract, false), (t.remoteImplementation, false), (t.remoteMock, true)] }
        if t.hasMemory { declared += [(t.memoryContract, false), (t.memoryImplementation, false), (t.memoryMock, true)] }
        if s.mapper { declared.append((t.mapperName, false)) }
        if createsError { declared.append((error, false)) }
        if writesCachePolicy { declared.append(("CachePolicy", false)) }
        if writesNetworking { declared += RepositoryTemplates.seedNetworking(client: remote.client).map { ($0.name, false) } }

        func add(_ path: String, _ text: String) { plan.files.append(GeneratedFile(path: path, text: text)) }
        add(s.source("Domain/Models", x.type), t.model())
        if createsError {
            add(s.source("Domain/Errors", error), t.errorType(feature: r.feature))
            add(s.test("Unit/Domain/Errors", error + "Tests"), t.errorTests())
        } else if errors.count == 1 {
            plan.notes.append("error \(error)")
        }
        if writesCachePolicy {
            add(s.source("Domain/Models", "CachePolicy"), RepositoryTemplates.cachePolicy())
        }
        add(s.source("Domain/Repositories", t.contract), t.contractFile())
        add(s.source("Data/DTOs", t.dto), t.dtoFile())
        if writesNetworking {
            for n in RepositoryTemplates.seedNetworking(client: remote.client) { add(s.source("Data/Networking", n.name), n.text) }
        }
        if t.hasRemote {
            if names.remote.separateContract { add(s.source("Data/DataSources", t.remoteContract, sub: folders.remote), t.remoteDataSourceContract()) }
            add(s.source("Data/DataSources", t.remoteImplementation, sub: folders.remote), t.remoteDataSource())
        }
        if t.hasMemory {
            if names.local.separateContract { add(s.source("Data/DataSources", t.memoryContract, sub: folders.local), t.memoryDataSourceContract()) }
            add(s.source("Data/DataSources", t.memoryImplementation, sub: folders.local), t.memoryDataSource())
        }
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
            if !remote.decodes, http.notFoundValue != nil, let m = facts.mock(of: remote.client),
               facts.propertyNames(of: m, tests: true).isSuperset(of: ["result", "lastRequest"]) {
                add(s.test("Unit/Data/DataSources", t.remoteImplementation + "Tests", sub: folders.remote), t.remoteDataSourceTests(httpClientMock: m))
            } else {
                plan.notes.append("no test of \(t.remoteImplementation): the feature's tests have no mock of `\(remote.client)` with `result` and `lastRequest` (as the reference library's `HTTPClientMock`)")
            }
        }
        if t.hasMemory { add(s.test("Unit/Data/DataSources", t.memoryImplementation + "Tests", sub: folders.local), t.memoryDataSourceTests()) }
        if s.mapper { add(s.test("Unit/Data/Mappers", t.mapperName + "Tests"), t.mapperTests()) }
        if let clash = redeclared(declared, facts, plan) { return .failure(clash) }
        return .success(())
    }

    /// An implementation the conventions would not accept: only `*{Name}` (named after a technology)
    /// for its kind, and nothing in the feature to take the technology from. Stops before writing.
    static func unnamable(_ implementations: [(name: String, contract: String, kind: ContractKind)], _ s: Spelling) -> ScaffoldFailure? {
        for i in implementations where s.conventions.implementationNamingChecked(for: i.kind)
            && !s.vocabulary.acceptsImplementationName(i.name, forContract: i.contract, kind: i.kind) {
            let convention = ContractSuffixRule.implementationConvention(s.conventions, kind: i.kind)
            return ScaffoldFailure("under \(convention) the \(i.kind.rawValue) implementations are named after their technology, and no \(i.kind.rawValue) of the feature names one to follow, so archlint new cannot name `\(i.contract)`'s implementation: add a pattern that spells a name beside `*{Name}` in .archlint.yml (`naming.implementation: [\"{Name}\", \"*{Name}\"]`, or per kind)")
        }
        return nil
    }

    // MARK: UseCase

    static func planUseCase(_ r: ScaffoldRequest, _ kind: UseCaseKind, _ relatedName: String?, _ facts: FeatureFacts, _ s: inout Spelling,
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
        if main.takesCachePolicy {
            let role: CachePolicyCases.Role = kind == .refresh ? .remoteFirst : .localFirst
            if main.policyCases[role] == nil {
                return .failure(ScaffoldFailure("`\(main.policyCases.type)` has no case for the \(role == .localFirst ? "local-first" : "remote-first") strategy a \(kind.rawValue) UseCase passes to `\(main.contract).\(main.method)` (seed 001): say which case it is in .archlint.yml, `scaffolding: {cache_policy: {\(role.rawValue): …}}`"))
            }
            if main.policyCases != CachePolicyCases() {
                plan.taken.append("\(main.policyCases.type) cases: \(CachePolicyCases.Role.allCases.compactMap { r in main.policyCases[r].map { "\(r.rawValue) .\($0)" } }.joined(separator: ", "))")
            }
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
            if let type = found.method.parameters.first(where: { $0.label == "cachePolicy" })?.type,
               let cases = facts.policyCases(ofType: type, configured: r.configuration.scaffolding.cachePolicyRoles) {
                guard cases.localFirst != nil else {
                    return .failure(ScaffoldFailure("`\(cases.type)` has no case for the local-first strategy the composed UseCase passes to `\(found.contract).\(found.method.name)`: say which case it is in .archlint.yml, `scaffolding: {cache_policy: {local_first: …}}`"))
                }
                related?.policyCases = cases
            }
            if relatedError != error {
                relatedFallback = facts.fallbackCase(of: relatedError) ?? "loadFailed"
            }
        }

        let statuses = statusCases(x, kind, facts, &plan)
        let t = UseCaseTemplates(s: s, x: x, kind: kind, base: base, error: error, fallback: fallback, repository: main,
                                 related: related, y: y, relatedModule: relatedModule, mapsRelatedError: related.map { $0.error != error } ?? false,
                                 relatedFallback: relatedFallback, statuses: statuses)
        if let f = unnamable([(t.implementation, t.contract, .useCase)], s) { return .failure(f) }
        var declared: [(String, Bool)] = [(t.contract, false), (t.implementation, false), (t.mock, true)]
        let createsComposite = kind == .composed && facts.visibleDeclaration(t.composite) == nil
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
        var policyType: String?
        if let found = facts.repositoryMethod(methods, in: dir) {
            policyType = found.method.parameters.first { $0.label == "cachePolicy" }?.type
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
        var call = RepositoryCall(contract: contract, mock: mock, method: method, labels: declaredLabels, error: thrown)
        if let type = policyType, let cases = facts.policyCases(ofType: type, configured: r.configuration.scaffolding.cachePolicyRoles) {
            call.policyCases = cases
        }
        return call
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
