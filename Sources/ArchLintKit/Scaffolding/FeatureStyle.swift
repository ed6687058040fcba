#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the feature's code looks where the seeds' templates leave a choice, read from the project
/// before anything is written: the remote data source to model a new one on (its imports, its
/// client property, the request it builds and how it sends it), the error the client's requests
/// fail with, the cases of the `CachePolicy` the feature sees, the sub-folders of its data
/// sources, and its file header. Each carries where it was read (`ScaffoldPlan.notes`).

/// The shape of a remote data source: `private let httpClient: any HTTPClientContract`, a request
/// built with `Endpoint(path: "/api/…")`, sent with `httpClient.request(endpoint)`.
struct RemoteShape {
    /// The data source followed (`path`, type), nil when only a client protocol was found.
    var model: (path: String, type: String)?
    /// The model file's imports (the seed's: `Foundation`).
    var imports: [String]
    /// `httpClient`.
    var clientName: String
    /// The property's type as the model writes it: `any HTTPClientContract`.
    var clientType: String
    /// The client protocol (or type): `HTTPClientContract`.
    var client: String
    /// `Endpoint`, `HTTPRequest`.
    var requestType: String
    /// `endpoint`, `request`.
    var requestVariable: String
    /// `request`.
    var sendMethod: String
    /// The send method's argument label (nil: `_`).
    var sendLabel: String?
    /// The send method is generic over a `Decodable` result (else it returns `Data`, decoded with `JSONDecoder`).
    var decodes: Bool
    /// `/api/` before the entity's path segment.
    var pathPrefix: String
    /// The error the send method throws, when it says (typed throws).
    var typedError: String?

    /// The reference library's networking (seed 004): `HTTPClientContract`, `HTTPRequest(path:)`, `HTTPError`.
    static func seed(client: String) -> RemoteShape {
        RemoteShape(model: nil, imports: ["Foundation"], clientName: "httpClient", clientType: client, client: client,
                    requestType: "HTTPRequest", requestVariable: "request", sendMethod: "request", sendLabel: nil,
                    decodes: false, pathPrefix: "/", typedError: "HTTPError")
    }

    /// `httpClient.request(endpoint)`.
    var sendCall: String { "\(clientName).\(sendMethod)(\(sendLabel.map { $0 + ": " } ?? "")\(requestVariable))" }
}

/// The error a client's requests fail with, and how the generated code names its cases.
struct HTTPErrorShape {
    /// `HTTPError`.
    var type: String
    /// Every case, in order: the repository's `switch` lists them all.
    var cases: [String]
    /// `statusCode(404, _)` (nil: no status-code case, so no 404 mapping).
    var notFoundPattern: String?
    /// Values for tests and mocks, `HTTPError.` omitted: `statusCode(500, Data())`, `invalidResponse`.
    var otherValues: [String]
    /// `statusCode(404, Data())`, for the remote data source's test.
    var notFoundValue: String?

    static let seed = HTTPErrorShape(type: "HTTPError", cases: ["invalidURL", "invalidResponse", "statusCode"],
                                     notFoundPattern: "statusCode(404, _)", otherValues: ["statusCode(500, Data())", "invalidResponse"],
                                     notFoundValue: "statusCode(404, Data())")

    /// The value a mock fails with by default: the first of `otherValues`, a case without payload preferred.
    var defaultFailure: String { otherValues.first { !$0.contains("(") } ?? otherValues[0] }
}

/// Which case of the feature's cache policy plays each of seed 004's three strategies.
struct CachePolicyCases: Equatable {
    var type = "CachePolicy"
    var localFirst: String? = "localFirst"
    var remoteFirst: String? = "remoteFirst"
    var none: String? = "none"

    enum Role: String, CaseIterable {
        case localFirst = "local_first", remoteFirst = "remote_first", none = "no_cache"
    }

    subscript(_ role: Role) -> String? {
        get {
            switch role {
            case .localFirst: return localFirst
            case .remoteFirst: return remoteFirst
            case .none: return none
            }
        }
        set {
            switch role {
            case .localFirst: localFirst = newValue
            case .remoteFirst: remoteFirst = newValue
            case .none: none = newValue
            }
        }
    }

    /// Names a case plays a role under, the seed's first (`noCache` is the seeds' app's `none`).
    static let synonyms: [Role: [String]] = [
        .localFirst: ["localFirst", "cacheFirst", "cacheElseRemote", "cacheElseNetwork", "localElseRemote"],
        .remoteFirst: ["remoteFirst", "networkFirst", "remoteElseCache", "networkElseCache", "refresh"],
        .none: ["none", "noCache", "remoteOnly", "networkOnly", "ignoreCache", "ignoringCache", "bypassCache"],
    ]
}

/// Where the feature keeps its data sources under `Data/DataSources/`: `Remote/` and `Local/`, or none.
struct DataSourceFolders {
    var remote = ""
    var local = ""
    /// Where it was read.
    var source: String?
}

/// How the feature names its data sources where the reference library's `XRemoteDataSource` and
/// `XMemoryDataSource` would not fit: the contract's words after the entity (`LocalDataSource` for
/// `EpisodeLocalDataSourceContract`) and the technology the implementation is named after
/// (`EpisodeRESTDataSource`: `REST` in place of `Remote`), each read from a data source of the
/// feature (the remote model first), else of the model's feature.
struct DataSourceNaming {
    struct Side {
        /// The contract's base after the entity: `RemoteDataSource`, `LocalDataSource`.
        var role: String
        /// The technology the implementation is named after, if the model's is.
        var technology: String?
        /// The base's last words the implementation keeps after the technology (`DataSource`).
        var rest = ""
        /// The technology comes before the whole base (`CoreDataArcRemoteDataSource`).
        var prefixed = false
        /// The data source it was read from (type and path).
        var model: (type: String, path: String)?
        /// The model's contract is declared in a file of its own (`EpisodeRemoteDataSourceContract.swift`).
        var separateContract = false

        /// `Arc` → `ArcRemoteDataSource`.
        func contractBase(_ entity: String) -> String { entity + role }
        /// `Arc` → `ArcRESTDataSource`; nil when the model's name names no technology.
        func technologyName(_ entity: String) -> String? {
            guard let technology else { return nil }
            return prefixed ? technology + entity + role : entity + technology + rest
        }
    }
    var remote = Side(role: "RemoteDataSource")
    var local = Side(role: "MemoryDataSource")
}

extension FeatureFacts {
    // MARK: - Data source names

    /// How the feature (else the remote model's feature) names its data sources: see `DataSourceNaming`.
    func dataSourceNaming(remoteModel: String?) -> DataSourceNaming {
        let models = closest(dataSourceModels())
        var out = DataSourceNaming()
        func side(_ m: DataSourceModel, default role: String) -> DataSourceNaming.Side {
            var side = DataSourceNaming.Side(role: role)
            let contracts = (index.implementations[m.type] ?? []).filter { index.contracts[$0] == .dataSource }
            if let c = contracts.first, let refs = index.protocols[c], refs.count == 1 {
                let file = index.file(refs[0])
                side.separateContract = file.path != m.path && file.context.fileName == c
            }
            for c in contracts {
                guard let split = NamePattern.technologySplit(m.type, base: vocabulary.baseName(ofContract: c)) else { continue }
                side.technology = split.technology
                if split.prefix.isEmpty {
                    side.prefixed = true
                } else {
                    side.role = split.word + split.rest
                    side.rest = split.rest
                }
                side.model = (m.type, m.path)
                break
            }
            return side
        }
        let own = models.filter { inFeature(index.file($0.ref)) }
        // The remote side: the model the new one follows (its client and calls), else the feature's own.
        let remotes = remoteModel != nil ? models.filter { $0.type == remoteModel } : own.filter(\.isRemote)
        if let m = remotes.first(where: { side($0, default: out.remote.role).model != nil }) ?? remotes.first { out.remote = side(m, default: out.remote.role) }
        // The local side: the feature's own, else one in the remote model's feature.
        var locals = own.filter(\.isLocal)
        if locals.isEmpty, let m = models.first(where: { $0.type == remoteModel }), let feature = index.file(m.ref).context.feature {
            locals = models.filter { $0.isLocal && index.file($0.ref).context.feature == feature }
        }
        if let m = locals.first(where: { side($0, default: out.local.role).model != nil }) ?? locals.first { out.local = side(m, default: out.local.role) }
        return out
    }

    // MARK: - Remote data sources

    /// A data source implementation and its client property, when it has one the generator can follow.
    struct DataSourceModel {
        var ref: DeclRef
        var path: String
        var type: String
        /// The client property: name and type as written, and the client's shape (nil: not followable).
        var client: (name: String, type: String, shape: ClientShape?)?
        var isRemote: Bool
        var isLocal: Bool
    }

    /// A client type the generator can call: a method taking one request built with `path:`.
    struct ClientShape {
        var client: String
        var ref: DeclRef
        var sendMethod: String
        var sendLabel: String?
        var requestType: String
        var decodes: Bool
        var typedError: String?
    }

    /// `any HTTPClientContract`, `HTTPClientContract?`, `Networking.HTTPClient` → `HTTPClientContract`, `HTTPClient`.
    static func bareType(_ type: String) -> String {
        var t = type.trimmingSpaces()
        for p in ["any ", "some "] where t.hasPrefix(p) { t = String(t.dropFirst(p.count)).trimmingSpaces() }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        if t.hasPrefix("("), t.hasSuffix(")") { t = String(t.dropFirst().dropLast()) }
        if let dot = t.lastIndex(of: ".") { t = String(t[t.index(after: dot)...]) }
        return t
    }

    /// The first declaration of a type or protocol named `name` in the project's sources (not tests).
    func projectDeclaration(_ name: String) -> DeclRef? {
        let refs = (index.protocols[name] ?? []) + (index.types[name] ?? [])
        let sources = refs.filter { !index.file($0).context.isTest && index.declaration($0).parent == nil }
        return sources.first { isVisible($0) } ?? sources.first
    }

    /// How `client` sends a request built with `path:` (nil when it has no such method).
    func clientShape(_ client: String) -> ClientShape? {
        guard let ref = projectDeclaration(client) else { return nil }
        let f = index.file(ref)
        let methods = f.syntax.members(of: ref.index).map { f.syntax.declarations[$0] }
            + (index.extensions[client] ?? []).flatMap { e in index.file(e).syntax.members(of: e.index).map { index.file(e).syntax.declarations[$0] } }
        var best: ClientShape?
        for m in methods where m.kind == .func && m.parameters.count == 1 && m.isAsync && m.throwsClause.isThrowing {
            let request = FeatureFacts.bareType(m.parameters[0].type)
            guard buildsFromPath(request) else { continue }
            let returns = m.returnType?.trimmingSpaces() ?? ""
            let generic = (m.genericParameters ?? "").split(separator: ",").compactMap { g -> String? in
                let parts = g.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[1].contains("Decodable") || parts[1].contains("Codable") else { return nil }
                return parts[0].trimmingSpaces()
            }
            let decodes = generic.contains(returns)
            guard decodes || returns == "Data" else { continue }
            var typed: String?
            if case .typed(let e) = m.throwsClause { typed = RepositoryMapsErrorsRule.errorTypeName(e) }
            let shape = ClientShape(client: client, ref: ref, sendMethod: m.name, sendLabel: m.parameters[0].label,
                                    requestType: request, decodes: decodes, typedError: typed)
            // A decoding method is the shorter call; either serves.
            if best == nil || (decodes && !(best!.decodes)) { best = shape }
        }
        return best
    }

    /// Whether `request` can be built from a path alone: an initializer with a `path:` label whose
    /// other parameters all have defaults (`public` when it is another module's), or a struct of
    /// the feature's own whose only stored property without a value is `path`.
    func buildsFromPath(_ request: String) -> Bool {
        guard let ref = projectDeclaration(request) else { return false }
        let f = index.file(ref)
        let members = f.syntax.members(of: ref.index).map { f.syntax.declarations[$0] }
        let extensionInits = (index.extensions[request] ?? []).flatMap { e in
            index.file(e).syntax.members(of: e.index).map { (index.file(e).path, index.file(e).syntax.declarations[$0]) }
        }.filter { $0.1.kind == .`init` }
        let own = isOwn(f.path)
        let inits = members.filter { $0.kind == .`init` }.map { (f.path, $0) } + extensionInits
        for (path, i) in inits where i.parameters.contains(where: { $0.label == "path" }) {
            if !own && (i.accessLevel ?? .internal) < .package { continue }
            guard let defaults = parameterDefaults(path: path, of: i) else { continue }
            if zip(i.parameters, defaults).allSatisfy({ $0.0.label == "path" || $0.1 }) { return true }
        }
        guard own, inits.isEmpty, index.declaration(ref).kind == .struct else { return false }
        let required = members.filter { $0.isStoredProperty && !$0.isStatic && $0.initializerPrefix == nil
            && !($0.kind == .var && ($0.typeAnnotation ?? "").hasSuffix("?")) }
        return required.map(\.name) == ["path"]
    }

    /// For each parameter of a function or initializer declared in the file at `path`: whether it
    /// has a default value (the scanner keeps types, not defaults: read from the tokens).
    func parameterDefaults(path: String, of d: Declaration) -> [Bool]? {
        guard let bytes = bytes(of: path) else { return nil }
        return bytes.withUnsafeBufferPointer { buf -> [Bool]? in
            guard let base = buf.baseAddress else { return nil }
            let tokens = Lexer.tokenize(buf).filter { !$0.isComment }
            func text(_ t: Token) -> String { String(decoding: UnsafeBufferPointer(start: base + Int(t.start), count: t.length), as: UTF8.self) }
            guard var k = tokens.firstIndex(where: { Int($0.line) == d.line && Int($0.column) == d.column }) else { return nil }
            while k < tokens.count && !tokens[k].isPunct(UInt8(ascii: "(")) { k += 1 }
            var depth = 0, segmentHasDefault = false
            var out: [Bool] = []
            var sawContent = false
            while k < tokens.count {
                let t = tokens[k]
                if t.isPunct(UInt8(ascii: "(")) || t.isPunct(UInt8(ascii: "[")) || t.isPunct(UInt8(ascii: "<")) {
                    depth += 1
                } else if t.isPunct(UInt8(ascii: ")")) || t.isPunct(UInt8(ascii: "]")) || t.isPunct(UInt8(ascii: ">")) {
                    depth -= 1
                    if depth == 0 {
                        if sawContent { out.append(segmentHasDefault) }
                        break
                    }
                } else if depth == 1 && t.isPunct(UInt8(ascii: ",")) {
                    out.append(segmentHasDefault)
                    segmentHasDefault = false
                    sawContent = false
                    k += 1
                    continue
                } else if depth == 1 && text(t) == "=" {
                    segmentHasDefault = true
                }
                if depth >= 1 && k > 0 { sawContent = true }
                k += 1
            }
            return out.count == d.parameters.count ? out : nil
        }
    }

    /// The data source implementations of the project's sources (a `Data/DataSources/` file's types),
    /// each with its client property when it has one.
    func dataSourceModels() -> [DataSourceModel] {
        var out: [DataSourceModel] = []
        for (fi, f) in index.files.enumerated() where f.context.role == .dataDataSources && !f.context.isTest {
            for (di, d) in f.syntax.declarations.enumerated() where d.parent == nil && [.struct, .class, .actor].contains(d.kind)
                && (d.accessLevel ?? .internal) > .fileprivate && !d.inherited.isEmpty {
                let members = f.syntax.members(of: di).map { f.syntax.declarations[$0] }
                var client: (name: String, type: String, shape: ClientShape?)?
                for m in members where m.isStoredProperty && !m.isStatic {
                    guard let type = m.typeAnnotation else { continue }
                    let bare = FeatureFacts.bareType(type)
                    if let shape = clientShape(bare) {
                        client = (m.name, type.trimmingSpaces(), shape)
                        break
                    }
                    if client == nil, FeatureFacts.looksLikeClient(bare) { client = (m.name, type.trimmingSpaces(), nil) }
                }
                let words = (d.name + " " + d.inherited.joined(separator: " ") + " " + f.context.folderInLayer)
                // A data source by its name or its contract's (not a response wrapper declared beside one).
                guard client != nil || (d.name + d.inherited.joined()).contains("DataSource") else { continue }
                let remote = client != nil || ["Remote", "REST", "Rest", "GraphQL", "API", "Api", "Network"].contains { words.contains($0) }
                let local = !remote && (d.kind == .actor || ["Local", "Memory", "Cache", "UserDefaults", "Disk", "Database", "Storage", "Persist"].contains { words.contains($0) })
                out.append(DataSourceModel(ref: DeclRef(file: fi, index: di), path: f.path, type: d.name, client: client,
                                           isRemote: remote, isLocal: local))
            }
        }
        return out
    }

    /// `HTTPClientContract`, `GraphQLClient`, `APIClientProtocol`, `URLSession`: a type a remote data source talks through.
    static func looksLikeClient(_ name: String) -> Bool {
        ["Client", "Session", "Service", "Provider"].contains { name.contains($0) } && !name.hasSuffix("DataSource")
    }

    /// The models sorted by how close they are to the feature: its own first, then by the folders
    /// they share with it, then by path.
    func closest(_ models: [DataSourceModel]) -> [DataSourceModel] {
        let mine = Paths.components(featureDirectory)
        func shared(_ p: String) -> Int {
            let c = Paths.components(p)
            var n = 0
            while n < mine.count && n < c.count && mine[n] == c[n] { n += 1 }
            return n
        }
        return models.sorted { a, b in
            let fa = inFeature(index.file(a.ref)), fb = inFeature(index.file(b.ref))
            if fa != fb { return fa }
            let sa = shared(a.path), sb = shared(b.path)
            return sa != sb ? sa > sb : a.path < b.path
        }
    }

    /// The remote data source to model one on, given the client to use (`--http-client`,
    /// `scaffolding.http_client`) if any. `.failure`: the project talks to its servers in a way
    /// the generator cannot follow, or the named client cannot be called with a path.
    /// `.success(nil)`: the project has no networking at all (the seed's is written).
    func remoteShape(client wanted: String?, seedClient: String, notes: inout [String]) -> Result<RemoteShape?, ScaffoldFailure> {
        let models = closest(dataSourceModels())
        func shape(_ m: DataSourceModel, _ c: (name: String, type: String, shape: ClientShape?)) -> RemoteShape {
            let s = c.shape!
            let f = index.file(m.ref)
            var shape = RemoteShape(model: (m.path, m.type), imports: f.syntax.imports.map(ProjectIndex.importedModule),
                                    clientName: c.name, clientType: c.type, client: s.client, requestType: s.requestType,
                                    requestVariable: FeatureFacts.lowerLastWord(s.requestType), sendMethod: s.sendMethod,
                                    sendLabel: s.sendLabel, decodes: s.decodes, pathPrefix: "/", typedError: s.typedError)
            if let (variable, prefix) = requestSite(in: m.path, requestType: s.requestType) {
                if let variable { shape.requestVariable = variable }
                if let prefix { shape.pathPrefix = prefix }
            }
            return shape
        }
        if let wanted {
            let bare = FeatureFacts.bareType(wanted)
            guard let found = clientShape(bare) else {
                let where_ = projectDeclaration(bare).map { " (\(location($0)))" } ?? ""
                return .failure(ScaffoldFailure(projectDeclaration(bare) == nil
                    ? "the HTTP client `\(bare)` is declared nowhere in the project: name a protocol or type the project declares"
                    : "the HTTP client `\(bare)`\(where_) has no method taking one request built with `path:` (an `async throws` method returning `Data` or a `Decodable` type): name another one"))
            }
            if let m = models.first(where: { $0.client?.shape?.client == bare }) {
                return .success(shape(m, m.client!))
            }
            let module = scope.module(of: index.file(found.ref).path)
            return .success(RemoteShape(model: nil, imports: module.map { [$0] } ?? [], clientName: "httpClient", clientType: bare,
                                        client: bare, requestType: found.requestType,
                                        requestVariable: FeatureFacts.lowerLastWord(found.requestType), sendMethod: found.sendMethod,
                                        sendLabel: found.sendLabel, decodes: found.decodes, pathPrefix: "/", typedError: found.typedError))
        }
        let followable = models.filter { $0.client?.shape != nil }
        let unfollowable = models.filter { $0.isRemote && $0.client?.shape == nil }
        if let m = followable.first {
            let skipped = unfollowable.filter { inFeature(index.file($0.ref)) }
            if !skipped.isEmpty && !inFeature(index.file(m.ref)) {
                notes.append("the feature's own remote data source\(skipped.count == 1 ? "" : "s") (\(skipped.map(\.type).joined(separator: ", "))) \(skipped.count == 1 ? "talks" : "talk") through \(skipped.compactMap { $0.client.map { "`\($0.type)`" } }.joined(separator: ", ")) with no request built from a path: modelled on \(m.type) instead (pass --http-client TYPE to choose)")
            }
            return .success(shape(m, m.client!))
        }
        // No data source to follow: a client the project declares, as the seed names it.
        for c in [seedClient, "HTTPClientContract", "HTTPClient", "HTTPClientProtocol", "APIClientContract", "APIClient"] {
            guard let ref = visibleDeclaration(c)?.ref ?? projectDeclaration(c), let found = clientShape(c) else { continue }
            let module = scope.module(of: index.file(ref).path)
            return .success(RemoteShape(model: nil, imports: ["Foundation"] + (module.map { [$0] } ?? []), clientName: "httpClient",
                                        clientType: c, client: c, requestType: found.requestType,
                                        requestVariable: FeatureFacts.lowerLastWord(found.requestType), sendMethod: found.sendMethod,
                                        sendLabel: found.sendLabel, decodes: found.decodes, pathPrefix: "/", typedError: found.typedError))
        }
        if let m = unfollowable.first {
            let client = m.client.map { "`\($0.type)` (property `\($0.name)`)" } ?? "no client this generator recognises"
            return .failure(ScaffoldFailure("cannot tell how a remote data source talks to the server here: the closest one, \(m.type) (\(m.path)), uses \(client), with no method taking one request built with `path:`. Name the HTTP client protocol to inject with --http-client TYPE, or `scaffolding: {http_client: TYPE}` in .archlint.yml (a protocol with an `async throws` method taking a request built with `path:`); or write the repository with --local"))
        }
        for c in ["HTTPClientContract", "HTTPClient", "HTTPClientProtocol", "APIClient", "NetworkClient", "URLSession"] where c != "URLSession" {
            if let ref = projectDeclaration(c) {
                return .failure(ScaffoldFailure("`\(c)` (\(location(ref))) has no method taking one request built with `path:`, and no data source of the project shows how to call it: name the HTTP client protocol to inject with --http-client TYPE, or `scaffolding: {http_client: TYPE}` in .archlint.yml"))
            }
        }
        return .success(nil)
    }

    /// In the model file: the request's variable (`let endpoint = Endpoint(`) and the prefix of
    /// its first path literal (`"/api/episode/\(identifier)"` → `/api/`).
    func requestSite(in path: String, requestType: String) -> (variable: String?, prefix: String?)? {
        guard let bytes = bytes(of: path) else { return nil }
        return bytes.withUnsafeBufferPointer { buf -> (String?, String?)? in
            guard let base = buf.baseAddress else { return nil }
            let tokens = Lexer.tokenize(buf).filter { !$0.isComment }
            func text(_ t: Token) -> String { String(decoding: UnsafeBufferPointer(start: base + Int(t.start), count: t.length), as: UTF8.self) }
            var variable: String?
            var prefix: String?
            var k = 0
            while k + 3 < tokens.count {
                defer { k += 1 }
                if variable == nil, text(tokens[k]) == "let", tokens[k + 1].kind == .identifier, text(tokens[k + 2]) == "=",
                   text(tokens[k + 3]) == requestType {
                    variable = text(tokens[k + 1])
                }
                if prefix == nil, text(tokens[k]) == requestType, tokens[k + 1].isPunct(UInt8(ascii: "(")) {
                    var j = k + 2
                    var depth = 1
                    while j + 2 < tokens.count && depth > 0 {
                        if tokens[j].isPunct(UInt8(ascii: "(")) { depth += 1 }
                        if tokens[j].isPunct(UInt8(ascii: ")")) { depth -= 1 }
                        if depth == 1, text(tokens[j]) == "path", tokens[j + 1].isPunct(UInt8(ascii: ":")), tokens[j + 2].kind == .string {
                            prefix = FeatureFacts.pathPrefix(ofLiteral: text(tokens[j + 2]))
                            break
                        }
                        j += 1
                    }
                }
            }
            return (variable, prefix)
        }
    }

    /// `"/api/episode/\(identifier)"` → `/api/`; `"/character"` → `/`; `"episodes"` → ``.
    static func pathPrefix(ofLiteral literal: String) -> String? {
        guard literal.hasPrefix("\""), !literal.hasPrefix("\"\"\"") else { return nil }
        var body = Substring(literal.dropFirst())
        if let end = body.firstIndex(of: "\"") { body = body[..<end] }
        if let interpolation = body.range(of: "\\(") { body = body[..<interpolation.lowerBound] }
        while body.hasSuffix("/") { body = body.dropLast() }
        guard let slash = body.lastIndex(of: "/") else { return "" }
        return String(body[...slash])
    }

    /// `Endpoint` → `endpoint`, `HTTPRequest` → `request`, `APIRequestDescriptor` → `descriptor`.
    static func lowerLastWord(_ type: String) -> String {
        let chars = Array(type)
        var start = 0
        for k in chars.indices.dropFirst() where chars[k].isUppercase
            && (chars[k - 1].isLowercase || (k + 1 < chars.count && chars[k + 1].isLowercase)) { start = k }
        if start == 0 { return EntityNames.lowerCamel(type) }
        return EntityNames.lowerCamel(String(chars[start...]))
    }

    // MARK: - HTTP errors

    /// The error the client's requests fail with: its typed throws, else a visible `HTTPError`,
    /// else the configured one; nil when there is none to map from.
    func httpErrorShape(_ remote: RemoteShape, configured: String?, notes: inout [String]) -> Result<HTTPErrorShape, ScaffoldFailure> {
        let names = [configured, remote.typedError, "HTTPError", "NetworkError", "APIError"].compactMap { $0 }
        for name in names {
            guard let ref = visibleDeclaration(name, tests: nil)?.ref ?? projectDeclaration(name),
                  index.declaration(ref).kind == .enum else {
                if name == configured {
                    return .failure(ScaffoldFailure("`scaffolding.http_error: \(name)` names no enum the project declares"))
                }
                continue
            }
            let f = index.file(ref)
            let cases = f.syntax.members(of: ref.index).map { f.syntax.declarations[$0] }.filter { $0.kind == .case }
            guard !cases.isEmpty else { continue }
            var shape = HTTPErrorShape(type: name, cases: cases.map(\.name), notFoundPattern: nil, otherValues: [], notFoundValue: nil)
            if let status = cases.first(where: { $0.name == "statusCode" || $0.name == "status" || $0.name == "httpStatus" }),
               let first = status.parameters.first, FeatureFacts.bareType(first.type) == "Int" {
                let rest = status.parameters.dropFirst()
                let fillers = rest.map { FeatureFacts.sampleValue(of: $0.type) }
                let labels = status.parameters.map { $0.label.map { $0 + ": " } ?? "" }
                if !fillers.contains(nil) {
                    func value(_ code: Int) -> String {
                        "\(status.name)(" + zip(labels, ["\(code)"] + fillers.map { $0! }).map { $0 + $1 }.joined(separator: ", ") + ")"
                    }
                    shape.notFoundValue = value(404)
                    shape.otherValues.append(value(500))
                }
                shape.notFoundPattern = "\(status.name)(" + ([labels[0] + "404"] + rest.map { _ in "_" }).joined(separator: ", ") + ")"
            }
            if let plain = cases.first(where: { $0.name == "invalidResponse" }) ?? cases.first(where: { $0.parameters.isEmpty }),
               plain.parameters.isEmpty {
                shape.otherValues.append(plain.name)
            }
            guard !shape.otherValues.isEmpty else { continue }
            notes.append("HTTP errors: \(name) (\(location(ref))\(scope.module(of: f.path).map { ", module \($0)" } ?? ""))")
            return .success(shape)
        }
        return .failure(ScaffoldFailure("cannot tell which error `\(remote.client).\(remote.sendMethod)` fails with (no `throws(…)` on it, and no `HTTPError` the project declares): name the enum with `scaffolding: {http_error: TYPE}` in .archlint.yml, or type the client's throws"))
    }

    /// A value of a simple type for a generated test: `Data()`, `""`, `0`, `nil`.
    static func sampleValue(of type: String) -> String? {
        let t = type.trimmingSpaces()
        if t.hasSuffix("?") { return "nil" }
        switch t {
        case "Data": return "Data()"
        case "String": return "\"\""
        case "Int": return "0"
        default: return nil
        }
    }

    // MARK: - Cache policy

    /// The cases of the cache policy the feature sees, by seed 004's strategies. `.failure`: a case
    /// plays no known strategy and the configuration names none for it.
    func cachePolicyCases(_ declared: (ref: DeclRef, module: String?), configured: [CachePolicyCases.Role: String],
                          notes: inout [String]) -> Result<CachePolicyCases, ScaffoldFailure> {
        let f = index.file(declared.ref)
        let name = index.declaration(declared.ref).name
        let cases = f.syntax.members(of: declared.ref.index).map { f.syntax.declarations[$0] }.filter { $0.kind == .case }.map(\.name)
        var out = CachePolicyCases(type: name, localFirst: nil, remoteFirst: nil, none: nil)
        var unplaced: [String] = []
        for c in cases {
            if let role = configured.first(where: { $0.value == c })?.key ?? CachePolicyCases.Role.allCases.first(where: {
                configured[$0] == nil && CachePolicyCases.synonyms[$0]!.contains(c) }), out[role] == nil {
                out[role] = c
            } else {
                unplaced.append(c)
            }
        }
        for (role, c) in configured where !cases.contains(c) {
            return .failure(ScaffoldFailure("`scaffolding.cache_policy.\(role.rawValue): \(c)`: `\(name)` (\(location(declared.ref))) has no case `\(c)` (its cases: \(cases.joined(separator: ", ")))"))
        }
        if !unplaced.isEmpty {
            return .failure(ScaffoldFailure("`\(name)` (\(location(declared.ref))) has \(unplaced.count == 1 ? "the case" : "the cases") \(unplaced.map { "`\($0)`" }.joined(separator: ", ")), which archlint new cannot match to seed 004's strategies (local first, remote first, no cache): say which case plays which in .archlint.yml, `scaffolding: {cache_policy: {local_first: …, remote_first: …, no_cache: …}}` (a case that plays none cannot be generated: write the repository with --remote or --local)"))
        }
        let roles = CachePolicyCases.Role.allCases.compactMap { r in out[r].map { "\(r.rawValue) .\($0)" } }
        notes.append("\(name): \(declared.module.map { "from \($0), " } ?? "")\(location(declared.ref)) (\(roles.joined(separator: ", ")))")
        return .success(out)
    }

    /// The cases of the cache policy type a repository method takes (`cachePolicy: CachePolicy`),
    /// by strategy, as far as their names or the configuration tell; nil when the feature does not
    /// see the type as an enum (then the seed's names are used).
    func policyCases(ofType type: String, configured: [CachePolicyCases.Role: String]) -> CachePolicyCases? {
        let name = FeatureFacts.bareType(type)
        guard let v = visibleDeclaration(name, tests: nil), index.declaration(v.ref).kind == .enum else { return nil }
        let f = index.file(v.ref)
        let cases = f.syntax.members(of: v.ref.index).map { f.syntax.declarations[$0] }.filter { $0.kind == .case }.map(\.name)
        var out = CachePolicyCases(type: name, localFirst: nil, remoteFirst: nil, none: nil)
        for role in CachePolicyCases.Role.allCases {
            if let c = configured[role], cases.contains(c) { out[role] = c; continue }
            out[role] = CachePolicyCases.synonyms[role]!.first { cases.contains($0) }
        }
        return out
    }

    // MARK: - Folders

    /// The sub-folders of `Data/DataSources/` the feature keeps its remote and local data sources in
    /// (`Remote/`, `Local/`), read from its own data sources, else from the model's feature.
    func dataSourceFolders(model: String?) -> DataSourceFolders {
        let models = dataSourceModels()
        func sub(_ m: DataSourceModel) -> String? {
            let folder = index.file(m.ref).context.folderInLayer
            let role = FileRole.dataDataSources.rawValue
            guard folder.hasPrefix(role) else { return nil }
            return String(folder.dropFirst(role.count)).trimmingCharacters(in: "/")
        }
        func folders(in dir: String) -> DataSourceFolders? {
            let mine = models.filter { FeatureFacts.isUnder($0.path, dir) }
            guard !mine.isEmpty else { return nil }
            var out = DataSourceFolders()
            let remote = mine.first(where: \.isRemote).flatMap(sub)
            let local = mine.first(where: \.isLocal).flatMap(sub)
            out.remote = remote ?? (local == "Local" ? "Remote" : "")
            out.local = local ?? (remote == "Remote" ? "Local" : "")
            out.source = dir
            return out
        }
        if let own = folders(in: featureDirectory) { return own }
        if let model, let feature = index.files.first(where: { $0.path == model })?.context.feature {
            let comps = Paths.components(model)
            if let k = comps.lastIndex(where: { $0 == Substring(feature) }) {
                return folders(in: comps[...k].joined(separator: "/")) ?? DataSourceFolders()
            }
        }
        return DataSourceFolders()
    }

    // MARK: - File header

    /// The comment block the feature's files start with (`//  Foo.swift`, `//  Created by …`), when
    /// most of them have one: the one of the file closest to `sideIsTest`, as a template
    /// (`{file}` for its file name). Nil when the feature's files start with code.
    func fileHeader(tests sideIsTest: Bool) -> (template: String, source: String)? {
        var with: [(path: String, header: [Substring])] = []
        var total = 0
        for c in contents where FeatureFacts.isUnder(c.path, featureDirectory) && c.path.hasSuffix(".swift") {
            total += 1
            let text = String(decoding: c.bytes, as: UTF8.self)
            var header: [Substring] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let l = line.hasSuffix("\r") ? line.dropLast() : line
                if l.hasPrefix("//") && !l.hasPrefix("///") { header.append(l); continue }
                break
            }
            if !header.isEmpty { with.append((c.path, header)) }
        }
        guard total > 0, with.count * 2 > total else { return nil }
        /// The header with its file's name as `{file}`.
        func template(_ h: (path: String, header: [Substring])) -> [String] {
            let name = Paths.components(h.path).last.map(String.init) ?? ""
            let stem = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
            return h.header.map { line -> String in
                var l = String(line)
                if !name.isEmpty { l = l.replacingAll(name, "{file}.swift") }
                if !stem.isEmpty, !l.contains("{file}") { l = l.replacingAll(stem, "{file}") }
                return l
            }
        }
        /// The header's shape: its template with dates and authors left out, so the files of one
        /// team share it; a comment that says what each file is for shares nothing.
        func shape(_ lines: [String]) -> String {
            lines.map { l -> String in
                var l = l
                if let d = FeatureFacts.findDate(l) { l.replaceSubrange(d.range, with: "{date}") }
                if let by = Substring(l).range(of: "Created by "), let on = l[by.upperBound...].range(of: " on ") {
                    l.replaceSubrange(by.upperBound..<on.lowerBound, with: "{author}")
                }
                return l
            }.joined(separator: "\n")
        }
        var counts: [String: Int] = [:]
        for h in with { counts[shape(template(h)), default: 0] += 1 }
        guard let common = counts.max(by: { $0.value < $1.value }), common.value * 2 > total else { return nil }
        let shared = with.filter { shape(template($0)) == common.key }
        let side = shared.filter { FeatureFacts.isTestPath($0.path) == sideIsTest }
        guard let model = (side.isEmpty ? shared : side).first else { return nil }
        var lines = template(model)
        let order = FeatureFacts.dateOrder(with.flatMap(\.header).map(String.init))
        lines = lines.map { FeatureFacts.replacingDate(in: $0, order: order) }
        return (lines.joined(separator: "\n") + "\n", model.path)
    }

    static func isTestPath(_ path: String) -> Bool { Paths.components(path).contains("Tests") }

    /// Day first (`31/12/2024`), month first (`12/31/24`) or year first, from the headers' dates:
    /// a field above 12 tells; else a two-digit year is Xcode's US format (month first).
    static func dateOrder(_ lines: [String]) -> String {
        var twoDigitYear = false
        for l in lines {
            guard let d = findDate(l) else { continue }
            if d.fields[0].count == 4 { return "ymd" }
            if Int(d.fields[0]) ?? 0 > 12 { return "dmy" }
            if Int(d.fields[1]) ?? 0 > 12 { return "mdy" }
            twoDigitYear = twoDigitYear || d.fields[2].count == 2
        }
        return twoDigitYear ? "mdy" : "dmy"
    }

    /// The first `d/m/y`-like date in a line: its range, fields and separator.
    static func findDate(_ line: String) -> (range: Range<String.Index>, fields: [String], separator: Character)? {
        let chars = Array(line)
        var k = 0
        while k < chars.count {
            guard chars[k].isASCII && chars[k].isNumber, k == 0 || !(chars[k - 1].isNumber) else { k += 1; continue }
            var fields: [String] = []
            var sep: Character?
            var j = k
            while fields.count < 3 {
                var f = ""
                while j < chars.count && chars[j].isASCII && chars[j].isNumber { f.append(chars[j]); j += 1 }
                guard !f.isEmpty, f.count <= 4 else { break }
                fields.append(f)
                if fields.count == 3 { break }
                guard j < chars.count, ["/", ".", "-"].contains(chars[j]), sep == nil || sep == chars[j] else { break }
                sep = chars[j]
                j += 1
            }
            if fields.count == 3, let sep, !(j < chars.count && chars[j].isNumber) {
                let start = line.index(line.startIndex, offsetBy: k)
                let end = line.index(line.startIndex, offsetBy: j)
                return (start..<end, fields, sep)
            }
            k += 1
        }
        return nil
    }

    /// The line with its date replaced by today's, written the same way.
    static func replacingDate(in line: String, order: String) -> String {
        guard let d = findDate(line) else { return line }
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        let day = Int(parts.tm_mday), month = Int(parts.tm_mon) + 1, year = Int(parts.tm_year) + 1900
        let values: [Int]
        switch order {
        case "ymd": values = [year, month, day]
        case "mdy": values = [month, day, year]
        default: values = [day, month, year]
        }
        let written = zip(d.fields, values).map { field, value -> String in
            var v = String(field.count == 2 && value >= 100 ? value % 100 : value)
            while v.count < field.count { v = "0" + v }
            return v
        }
        var out = line
        out.replaceSubrange(d.range, with: written.joined(separator: String(d.separator)))
        return out
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
