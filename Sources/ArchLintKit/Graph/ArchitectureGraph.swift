import Dispatch

/// The architecture as a graph, at one level (features, layers of each feature, or the types of
/// one feature), with the findings of a lint run drawn on it: an edge that a finding is about
/// (`Finding.dependency`) is a violation edge, and a node counts the findings in its files.
/// Built from the facts a lint run already gathered (the project index and the report); the
/// renderers (JSON, DOT, Mermaid, HTML) only print it. Nodes and edges are sorted: the same tree
/// gives the same graph.
public struct ArchitectureGraph: Sendable, Equatable {
    public enum Level: String, Sendable, CaseIterable {
        case features, layers, types
    }

    public enum NodeKind: String, Sendable {
        case feature, layer, type, external
    }

    public struct Node: Sendable, Equatable {
        /// Stable and unique: `feature:Character`, `layer:Character/Domain`, `type:GetCharacterUseCase`,
        /// `external:UIKit`.
        public var id: String
        public var label: String
        public var kind: NodeKind
        public var feature: String?
        /// `Domain`, `Data`, `Presentation`, `Tests` (layers and types).
        public var layer: String?
        /// The role folder of a type (`Domain/UseCases`).
        public var role: String?
        /// `protocol`, `class`, `struct`, `enum`, `actor` (types).
        public var typeKind: String?
        /// The row of the layered picture (0: top).
        public var rank: Int
        /// Findings reported in the node's files (types: inside the type), any rule.
        public var findings: Int = 0
    }

    /// One place where the source depends on the target.
    public struct Occurrence: Sendable, Equatable, Comparable {
        public var path: String
        public var line: Int
        public var column: Int
        /// The type or module named there.
        public var name: String
        /// `import`, `reference` or `conformance` (a name in an inheritance clause).
        public var via: String

        public static func < (a: Occurrence, b: Occurrence) -> Bool {
            (a.path, a.line, a.column, a.name) < (b.path, b.line, b.column, b.name)
        }
    }

    /// A finding drawn on an edge.
    public struct EdgeFinding: Sendable, Equatable, Comparable {
        public var ruleID: String
        public var severity: Severity
        public var path: String
        public var line: Int
        public var column: Int
        public var message: String

        public static func < (a: EdgeFinding, b: EdgeFinding) -> Bool {
            (a.path, a.line, a.column, a.ruleID, a.message) < (b.path, b.line, b.column, b.ruleID, b.message)
        }
    }

    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: String
        public var imports = 0
        public var references = 0
        public var conformances = 0
        /// The first `occurrenceLimit` occurrences, sorted (the counts above are exact).
        public var occurrences: [Occurrence] = []
        public var findings: [EdgeFinding] = []
        public var isViolation: Bool { !findings.isEmpty }
        /// Findings per rule id, sorted by id.
        public var rules: [(id: String, count: Int)] {
            var counts: [String: Int] = [:]
            for f in findings { counts[f.ruleID, default: 0] += 1 }
            return counts.keys.sorted().map { ($0, counts[$0]!) }
        }
        /// `import`, `reference`, `conformance`: the ways the source depends on the target.
        public var kinds: [String] {
            (imports > 0 ? ["import"] : []) + (references > 0 ? ["reference"] : []) + (conformances > 0 ? ["conformance"] : [])
        }
        public static func == (a: Edge, b: Edge) -> Bool {
            a.from == b.from && a.to == b.to && a.imports == b.imports && a.references == b.references
                && a.conformances == b.conformances && a.occurrences == b.occurrences && a.findings == b.findings
        }
    }

    public var level: Level
    /// The feature of a `types` graph.
    public var feature: String?
    public var nodes: [Node] = []
    public var edges: [Edge] = []
    /// Findings about a dependency that the graph cannot place (their file is outside every node
    /// of this level, such as a test file without `--tests`).
    public var findingsNotDrawn = 0

    public static let occurrenceLimit = 50

    public func node(_ id: String) -> Node? { nodes.first { $0.id == id } }
}

extension ArchitectureGraph {
    public struct Options: Sendable {
        public var level: Level = .layers
        public var feature: String?
        public var includeTests = false
        public init(level: Level = .layers, feature: String? = nil, includeTests: Bool = false) {
            self.level = level
            self.feature = feature
            self.includeTests = includeTests
        }
    }

    /// The features the index knows (for `--feature` suggestions).
    public static func features(in index: ProjectIndex) -> [String] {
        Set(index.files.compactMap { featureName($0.context) }).sorted()
    }

    /// Whether a file has a node of its own at the levels of whole files: tests only with
    /// `--tests`; at the layers level, only files in a layer.
    static func hasFileNode(_ c: FileContext, _ options: Options) -> Bool {
        if c.layer == .tests && !options.includeTests { return false }
        if options.level == .layers && c.layer == .other { return false }
        return options.level != .types && featureName(c) != nil
    }

    static func featureName(_ c: FileContext) -> String? {
        if let f = c.feature { return f }
        if c.layer == .other { return c.module }
        return c.module ?? "App"
    }

    /// Builds the graph of `index` at `options.level`, with `report`'s findings (reported ones:
    /// neither waived nor baselined) drawn on it.
    public static func build(_ index: ProjectIndex, report: LintReport, options: Options, threads: Int = 1) -> ArchitectureGraph {
        var b = Builder(index: index, options: options)
        if options.level != .types { b.resolved = Resolver.resolveAll(index, options: options, threads: threads) }
        b.run(report)
        return b.graph
    }

    struct Builder {
        let index: ProjectIndex
        let options: Options
        var graph: ArchitectureGraph
        var nodes: [String: Node] = [:]
        var edges: [Edge] = []
        var edgeIndex: [EdgeKey: Int] = [:]
        var pathToFile: [String: Int] = [:]

        var resolver: Resolver
        /// Levels features and layers: each file's references resolved (in parallel, beforehand).
        var resolved: [[Resolver.Resolved]] = []

        struct EdgeKey: Hashable { var from: String, to: String }

        init(index: ProjectIndex, options: Options) {
            self.index = index
            self.options = options
            resolver = Resolver(index: index, options: options)
            graph = ArchitectureGraph(level: options.level, feature: options.feature)
            for (i, f) in index.files.enumerated() { pathToFile[f.path] = i }
        }

        // MARK: Places

        func included(_ c: FileContext) -> Bool {
            if c.layer == .tests { return options.includeTests }
            return true
        }

        static func layerRank(_ l: Layer) -> Int {
            switch l {
            case .presentation: return 0
            case .domain: return 1
            case .data: return 2
            case .tests: return 3
            case .other: return 4
            }
        }

        /// `fileNode` of file `fi`, once per file.
        var fileNodes: [String??] = []
        mutating func fileNode(at fi: Int) -> String? {
            if fileNodes.isEmpty { fileNodes = Array(repeating: nil, count: index.files.count) }
            if let known = fileNodes[fi] { return known }
            let n = fileNode(index.files[fi].context)
            fileNodes[fi] = .some(n)
            return n
        }

        /// The node of a whole file (features, layers), creating it; nil when the file is in none.
        mutating func fileNode(_ c: FileContext) -> String? {
            guard ArchitectureGraph.hasFileNode(c, options), let feature = ArchitectureGraph.featureName(c) else { return nil }
            switch options.level {
            case .features:
                return add(Node(id: "feature:" + feature, label: feature, kind: .feature, feature: feature, rank: 0))
            case .layers:
                return add(Node(id: "layer:\(feature)/\(c.layer.rawValue)", label: c.layer.rawValue, kind: .layer, feature: feature,
                                layer: c.layer.rawValue, rank: Self.layerRank(c.layer)))
            case .types:
                return nil
            }
        }

        static func typeRank(_ c: FileContext, isProtocol: Bool) -> Int {
            switch c.role {
            case .presentation: return 0
            case .domainUseCases: return isProtocol ? 1 : 2
            case .domainRepositories: return 3
            case .dataRepositories: return 4
            case .dataDataSources: return isProtocol ? 5 : 6
            case .dataDTOs, .dataMappers, .dataOther: return 7
            case .domainModels, .domainErrors, .domainOther: return 8
            case .testMocks, .testStubs, .testUnit, .testOther: return 9
            case .other: return c.layer == .presentation ? 0 : 8
            }
        }

        /// The node of a top-level type declaration (types level), creating it; nil outside the feature.
        mutating func typeNode(file fi: Int, decl di: Int) -> String? {
            let f = index.files[fi]
            let c = f.context
            guard included(c), ArchitectureGraph.featureName(c) == options.feature else { return nil }
            let d = f.syntax.declarations[di]
            let name = ProjectIndex.lastComponent(d.name)
            if d.kind == .extension {
                // An extension belongs to its type, when the type is the feature's.
                guard let target = resolver.declaredType(name, from: resolver.source(fi)), target.file != fi || target.index != di else { return nil }
                if target.file == fi && f.syntax.declarations[target.index].kind == .extension { return nil }
                return typeNode(file: target.file, decl: target.index)
            }
            guard d.kind.isType else { return nil }
            return add(Node(id: "type:" + name, label: name, kind: .type, feature: options.feature, layer: c.layer == .other ? nil : c.layer.rawValue,
                            role: c.role == .other ? nil : c.role.rawValue, typeKind: "\(d.kind)", rank: Self.typeRank(c, isProtocol: d.kind == .protocol)))
        }

        /// The node a type name resolves to at this level, seen from `src`.
        mutating func targetNode(type name: String, from src: Resolver.Source) -> String? {
            guard let ref = resolver.declaredType(name, from: src) else { return nil }
            return options.level == .types ? typeNode(file: ref.file, decl: ref.index) : fileNode(at: ref.file)
        }

        /// The node of a module of the project at this level.
        mutating func targetNode(module: String) -> String? {
            switch options.level {
            case .features:
                guard let f = index.moduleFeatures[module] ?? (index.moduleLayers[module] != nil ? module : nil) else { return nil }
                return add(Node(id: "feature:" + f, label: f, kind: .feature, feature: f, rank: 0))
            case .layers:
                guard let layer = index.moduleLayers[module], layer != .other else { return nil }
                if layer == .tests && !options.includeTests { return nil }
                let f = index.moduleFeatures[module] ?? module
                return add(Node(id: "layer:\(f)/\(layer.rawValue)", label: layer.rawValue, kind: .layer, feature: f, layer: layer.rawValue, rank: Self.layerRank(layer)))
            case .types:
                return nil
            }
        }

        mutating func external(_ name: String) -> String {
            add(Node(id: "external:" + name, label: name, kind: .external, rank: 10))
        }

        mutating func add(_ n: Node) -> String {
            if nodes[n.id] == nil { nodes[n.id] = n }
            return n.id
        }

        /// The outermost type (or extension) declared at `line` in file `fi`: the last top-level
        /// declaration starting at or before it.
        func topLevelDecl(file fi: Int, line: Int) -> Int? {
            let decls = index.files[fi].syntax.declarations
            var best: Int?
            for i in decls.indices where decls[i].parent == nil {
                if decls[i].line <= line { best = i } else { break }
            }
            guard let b = best, decls[b].kind.hasMembers else { return nil }
            return b
        }

        // MARK: Edges

        /// The index of the edge from `from` to `to` in `edges`, creating it.
        mutating func edge(_ from: String, _ to: String) -> Int {
            let k = EdgeKey(from: from, to: to)
            if let i = edgeIndex[k] { return i }
            edges.append(Edge(from: from, to: to))
            edgeIndex[k] = edges.count - 1
            return edges.count - 1
        }

        /// Keeps the `occurrenceLimit` least occurrences (by file, line, column), whatever order they
        /// come in; files and lines mostly come in order, so a full edge rarely changes.
        mutating func note(_ o: Occurrence, on e: Int) {
            let limit = ArchitectureGraph.occurrenceLimit
            if edges[e].occurrences.count < limit {
                edges[e].occurrences.append(o)
                // Full: sorted from now on, so the last one is the greatest kept.
                if edges[e].occurrences.count == limit { edges[e].occurrences.sort() }
                return
            }
            guard o < edges[e].occurrences[limit - 1] else { return }
            edges[e].occurrences[limit - 1] = o
            edges[e].occurrences.sort()
        }

        mutating func run(_ report: LintReport) {
            var edgeStamp = [Int](repeating: -1, count: index.files.count)
            var edgeOfTarget = [Int](repeating: -1, count: index.files.count)
            let files = index.files
            for fi in files.indices {
                let f = files[fi]
                let c = f.context
                if options.level != .types {
                    guard let source = fileNode(at: fi) else { continue }
                    // Imports of the project's modules.
                    let syntax = f.syntax
                    for (k, name) in syntax.imports.enumerated() where k < syntax.importPositions.count {
                        let module = ProjectIndex.importedModule(name)
                        guard module != c.module, let target = targetNode(module: module), target != source else { continue }
                        let p = syntax.importPositions[k]
                        let e = edge(source, target)
                        edges[e].imports += 1
                        note(Occurrence(path: f.path, line: Int(p.line), column: Int(p.column), name: module, via: "import"), on: e)
                    }
                    // References to the project's types, resolved beforehand; one edge lookup
                    // per target file (stamped with the file it was looked up for).
                    for x in resolved[fi] {
                        let t = Int(x.target)
                        var e = -1
                        if edgeStamp[t] == fi { e = edgeOfTarget[t] } else {
                            if let target = fileNode(at: t), target != source { e = edge(source, target) }
                            edgeStamp[t] = fi
                            edgeOfTarget[t] = e
                        }
                        if e >= 0 { addReference(e, f.references[Int(x.reference)], file: f) }
                    }
                } else {
                    guard included(c), ArchitectureGraph.featureName(c) == options.feature else { continue }
                    let decls = f.syntax.declarations
                    for di in decls.indices where decls[di].parent == nil && decls[di].kind.hasMembers {
                        _ = typeNode(file: fi, decl: di)
                    }
                    let src = resolver.source(fi)
                    // The node of each name, resolved once per file.
                    var nodeOf: [String: String?] = [:]
                    for r in f.references where r.usage != .member && !Self.isDeclaredName(r, f) {
                        guard let outer = f.outermostType(of: r), let source = typeNode(file: fi, decl: outer) else { continue }
                        let target: String?
                        if let known = nodeOf[r.name] { target = known } else {
                            target = targetNode(type: r.name, from: src)
                            nodeOf[r.name] = .some(target)
                        }
                        guard let target, target != source else { continue }
                        addReference(edge(source, target), r, file: f)
                    }
                }
            }
            // Findings: on their edge (dependencies), and counted on their node.
            for d in report.diagnostics {
                let source = findingSource(d)
                if let source { nodes[source]?.findings += 1 }
                guard let dep = d.dependency else { continue }
                guard let from = dep.fromModule.flatMap({ targetNode(module: $0) }) ?? source else {
                    graph.findingsNotDrawn += 1
                    continue
                }
                let to: String
                switch dep.target {
                case .type(let name):
                    to = targetNode(type: name, from: resolver.source(pathToFile[d.path])) ?? external(name)
                case .module(let name): to = targetNode(module: name) ?? external(name)
                }
                // Features: a finding inside one feature is its node's count, not a loop.
                if from == to && options.level == .features { continue }
                let e = edge(from, to)
                edges[e].findings.append(EdgeFinding(ruleID: d.ruleID, severity: d.severity, path: d.path, line: d.line, column: d.column, message: d.message))
            }
            if options.level == .features { rankByDependency() }
            graph.nodes = nodes.values.sorted { $0.id < $1.id }
            for i in edges.indices {
                edges[i].occurrences.sort()
                edges[i].findings.sort()
            }
            graph.edges = edges.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        }

        /// The name token of a declaration (`enum CachePolicy`) is in the references too: not a use.
        static func isDeclaredName(_ r: TypeReference, _ f: FileSummary) -> Bool {
            guard r.owner >= 0 else { return false }
            let o = Int(r.owner)
            return f.syntax.declarations[o].line == r.line && f.syntax.declarations[o].column == r.column && f.syntax.declarations[o].kind != .extension
        }

        /// Features: rows by dependency, as Graphviz ranks them: a feature that depends on nothing
        /// is in the bottom row, each other one above everything it depends on (the longest path
        /// down; an edge that closes a cycle is ignored for ranking).
        mutating func rankByDependency() {
            let ids = nodes.keys.filter { nodes[$0]!.kind == .feature }.sorted()
            var out: [String: [String]] = [:]
            for k in edges.sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }) where k.from != k.to {
                if nodes[k.from]?.kind == .feature && nodes[k.to]?.kind == .feature { out[k.from, default: []].append(k.to) }
            }
            var depth: [String: Int] = [:]
            var onStack = Set<String>()
            func visit(_ n: String) -> Int {
                if let d = depth[n] { return d }
                onStack.insert(n)
                var d = 0
                for m in out[n] ?? [] where !onStack.contains(m) { d = max(d, visit(m) + 1) }
                onStack.remove(n)
                depth[n] = d
                return d
            }
            let top = ids.map(visit).max() ?? 0
            for id in ids { nodes[id]!.rank = top - depth[id]! }
        }

        mutating func addReference(_ e: Int, _ r: TypeReference, file f: FileSummary) {
            // A name in the inheritance clause of its declaration (on the declaration's line).
            var conformance = false
            if r.owner >= 0 {
                let o = Int(r.owner)
                conformance = r.line == f.syntax.declarations[o].line && f.syntax.declarations[o].kind.hasMembers
                    && f.syntax.declarations[o].inherited.contains { ProjectIndex.lastComponent($0) == r.name }
            }
            if conformance { edges[e].conformances += 1 } else { edges[e].references += 1 }
            note(Occurrence(path: f.path, line: r.line, column: r.column, name: r.name, via: conformance ? "conformance" : "reference"), on: e)
        }

        /// The node a finding is in: its file's node, or (types) the type declared around its line.
        mutating func findingSource(_ d: Diagnostic) -> String? {
            guard let fi = pathToFile[d.path] else { return nil }
            if options.level != .types { return fileNode(at: fi) }
            let f = index.files[fi]
            // At a reference: the reference's own type.
            if let r = f.references.first(where: { $0.line == d.line && $0.column == d.column }), let outer = f.outermostType(of: r) {
                return typeNode(file: fi, decl: outer)
            }
            guard let top = topLevelDecl(file: fi, line: d.line) else { return nil }
            return typeNode(file: fi, decl: top)
        }
    }
}

extension ArchitectureGraph {
    /// Resolves type names to the project's declarations, as seen from a file. Pure but for its
    /// memo, so each worker of `resolveAll` has its own.
    struct Resolver {
        let index: ProjectIndex
        let options: Options

        /// One plain reference of a file (its index in the file's references) and the file that
        /// declares the type it names.
        struct Resolved: Sendable {
            var reference: Int32
            var target: Int32
        }

        /// Every file's plain references to the project's types (not the names of their own
        /// declarations), resolved; the files split between `threads` workers, the result in
        /// file order whatever their number.
        static func resolveAll(_ index: ProjectIndex, options: Options, threads: Int) -> [[Resolved]] {
            let count = index.files.count
            final class Box: @unchecked Sendable { var slots: [[Resolved]] = [] }
            let box = Box()
            box.slots = Array(repeating: [], count: count)
            let workers = max(1, min(threads, count / 64 + 1))
            let work: @Sendable (Int) -> Void = { w in
                var r = Resolver(index: index, options: options)
                var i = w
                while i < count {
                    box.slots[i] = r.resolve(file: i)
                    i += workers
                }
            }
            // Each worker writes its own slots only.
            if workers == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: work) }
            return box.slots
        }

        mutating func resolve(file fi: Int) -> [Resolved] {
            let f = index.files[fi]
            // A file without a node of its own draws no edge.
            if f.references.isEmpty || !ArchitectureGraph.hasFileNode(f.context, options) { return [] }
            let src = source(fi)
            var out: [Resolved] = []
            // The target of each name, once per file (-1: none).
            var targetOf: [String: Int32] = [:]
            for (k, r) in f.references.enumerated() where r.usage != .member && !Builder.isDeclaredName(r, f) {
                var t = targetOf[r.name] ?? -2
                if t == -2 {
                    t = declaredType(r.name, from: src).map { Int32($0.file) } ?? -1
                    targetOf[r.name] = t
                }
                if t >= 0 { out.append(Resolved(reference: Int32(k), target: t)) }
            }
            return out
        }

    /// Where a reference is made from: what resolving a name needs to know of its file.
    struct Source {
        var feature: String?
        var visible: VisibleModules?
    }

    func source(_ fi: Int?) -> Source {
        guard let fi else { return Source(feature: options.feature) }
        let f = index.files[fi]
        return Source(feature: ArchitectureGraph.featureName(f.context), visible: VisibleModules(f))
    }

    /// The declaration of a type of the project by name, as seen from `src`: a declaration in
    /// another module counts only when the file imports that module (a file cannot use a type of
    /// a module it does not import); then one in the file's own feature first, else the only
    /// feature that declares it. A name that several other features declare (each its own
    /// `CachePolicy`) is ambiguous: nil, no edge drawn on a guess.
    mutating func declaredType(_ name: String, from src: Source) -> DeclRef? {
        let all = candidates(name)
        if all.isEmpty { return nil }
        var first: Candidate?, mine: Candidate?, count = 0, oneFeature = true
        for c in all {
            if let visible = src.visible, !visible.contains(c.module) { continue }
            count += 1
            if let f = first { if f.feature != c.feature { oneFeature = false } } else { first = c }
            if mine == nil, let feature = src.feature, c.feature == feature { mine = c }
        }
        guard let first else { return nil }
        if count == 1 { return first.ref }
        if let mine { return mine.ref }
        return oneFeature ? first.ref : nil
    }

    /// A top-level declaration of a name, with what resolving it needs.
    struct Candidate {
        var ref: DeclRef
        var module: String?
        var feature: String?
    }

    /// The top-level types and protocols named `name` in the files the graph includes, in path
    /// order; gathered once per name.
    var candidateMemo: [String: [Candidate]] = [:]

    mutating func candidates(_ name: String) -> [Candidate] {
        if let known = candidateMemo[name] { return known }
        var found: [Candidate] = []
        // Fields read in place: a FileSummary copied per candidate costs more than the rest.
        for r in (index.types[name] ?? []) + (index.protocols[name] ?? []) {
            guard index.files[r.file].syntax.declarations[r.index].parent == nil else { continue }
            if index.files[r.file].context.layer == .tests && !options.includeTests { continue }
            found.append(Candidate(ref: r, module: index.files[r.file].context.module,
                                   feature: ArchitectureGraph.featureName(index.files[r.file].context)))
        }
        found.sort { (index.files[$0.ref.file].path, $0.ref.index) < (index.files[$1.ref.file].path, $1.ref.index) }
        candidateMemo[name] = found
        return found
    }
    }
}
