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

    static func featureName(_ c: FileContext) -> String? {
        if let f = c.feature { return f }
        if c.layer == .other { return c.module }
        return c.module ?? "App"
    }

    /// Builds the graph of `index` at `options.level`, with `report`'s findings (reported ones:
    /// neither waived nor baselined) drawn on it.
    public static func build(_ index: ProjectIndex, report: LintReport, options: Options) -> ArchitectureGraph {
        var b = Builder(index: index, options: options)
        b.run(report)
        return b.graph
    }

    struct Builder {
        let index: ProjectIndex
        let options: Options
        var graph: ArchitectureGraph
        var nodes: [String: Node] = [:]
        var edges: [EdgeKey: Edge] = [:]
        var pathToFile: [String: Int] = [:]

        struct EdgeKey: Hashable { var from: String, to: String }

        init(index: ProjectIndex, options: Options) {
            self.index = index
            self.options = options
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

        /// The node of a whole file (features, layers), creating it; nil when the file is in none.
        mutating func fileNode(_ c: FileContext) -> String? {
            guard included(c), let feature = ArchitectureGraph.featureName(c) else { return nil }
            switch options.level {
            case .features:
                return add(Node(id: "feature:" + feature, label: feature, kind: .feature, feature: feature, rank: 0))
            case .layers:
                guard c.layer != .other else { return nil }
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
                guard let target = declaredType(name, from: options.feature), target.file != fi || target.index != di else { return nil }
                if target.file == fi && f.syntax.declarations[target.index].kind == .extension { return nil }
                return typeNode(file: target.file, decl: target.index)
            }
            guard d.kind.isType else { return nil }
            return add(Node(id: "type:" + name, label: name, kind: .type, feature: options.feature, layer: c.layer == .other ? nil : c.layer.rawValue,
                            role: c.role == .other ? nil : c.role.rawValue, typeKind: "\(d.kind)", rank: Self.typeRank(c, isProtocol: d.kind == .protocol)))
        }

        /// The declaration of a type of the project by name, as seen from feature `from`: one in that
        /// feature first; else the only feature that declares it. A name that several other features
        /// declare (each its own `CachePolicy`) is ambiguous: nil, no edge drawn on a guess.
        func declaredType(_ name: String, from: String?) -> DeclRef? {
            let refs = (index.types[name] ?? []) + (index.protocols[name] ?? [])
            let top = refs.filter { index.files[$0.file].syntax.declarations[$0.index].parent == nil && included(index.files[$0.file].context) }
            if top.isEmpty { return nil }
            func feature(_ r: DeclRef) -> String? { ArchitectureGraph.featureName(index.files[r.file].context) }
            let sorted = top.sorted { (index.files[$0.file].path, $0.index) < (index.files[$1.file].path, $1.index) }
            if let from, let mine = sorted.first(where: { feature($0) == from }) { return mine }
            let features = Set(sorted.map { feature($0) ?? "" })
            return features.count == 1 ? sorted.first : nil
        }

        /// The node a type name resolves to at this level, seen from feature `from`.
        mutating func targetNode(type name: String, from: String?) -> String? {
            guard let ref = declaredType(name, from: from) else { return nil }
            if options.level == .types { return typeNode(file: ref.file, decl: ref.index) }
            return fileNode(index.files[ref.file].context)
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

        mutating func edge(_ from: String, _ to: String) -> EdgeKey {
            let k = EdgeKey(from: from, to: to)
            if edges[k] == nil { edges[k] = Edge(from: from, to: to) }
            return k
        }

        mutating func run(_ report: LintReport) {
            let files = index.files
            for fi in files.indices {
                let f = files[fi]
                let c = f.context
                if options.level != .types {
                    guard let source = fileNode(c) else { continue }
                    // Imports of the project's modules.
                    let syntax = f.syntax
                    for (k, name) in syntax.imports.enumerated() where k < syntax.importPositions.count {
                        let module = ProjectIndex.importedModule(name)
                        guard module != c.module, let target = targetNode(module: module), target != source else { continue }
                        let p = syntax.importPositions[k]
                        let key = edge(source, target)
                        edges[key]!.imports += 1
                        edges[key]!.occurrences.append(Occurrence(path: f.path, line: Int(p.line), column: Int(p.column), name: module, via: "import"))
                    }
                    // References to the project's types.
                    let from = ArchitectureGraph.featureName(c)
                    for r in f.references where r.usage == .plain && !Self.isDeclaredName(r, f) {
                        guard let target = targetNode(type: r.name, from: from), target != source else { continue }
                        addReference(source, target, r, file: f)
                    }
                } else {
                    guard included(c), ArchitectureGraph.featureName(c) == options.feature else { continue }
                    let decls = f.syntax.declarations
                    for di in decls.indices where decls[di].parent == nil && decls[di].kind.hasMembers {
                        _ = typeNode(file: fi, decl: di)
                    }
                    for r in f.references where r.usage == .plain && !Self.isDeclaredName(r, f) {
                        guard let outer = f.outermostType(of: r), let source = typeNode(file: fi, decl: outer),
                              let target = targetNode(type: r.name, from: options.feature), target != source else { continue }
                        addReference(source, target, r, file: f)
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
                    let feature = pathToFile[d.path].flatMap { ArchitectureGraph.featureName(index.files[$0].context) }
                    to = targetNode(type: name, from: feature) ?? external(name)
                case .module(let name): to = targetNode(module: name) ?? external(name)
                }
                // Features: a finding inside one feature is its node's count, not a loop.
                if from == to && options.level == .features { continue }
                let key = edge(from, to)
                edges[key]!.findings.append(EdgeFinding(ruleID: d.ruleID, severity: d.severity, path: d.path, line: d.line, column: d.column, message: d.message))
            }
            graph.nodes = nodes.values.sorted { $0.id < $1.id }
            graph.edges = edges.values.map { e in
                var e = e
                e.occurrences.sort()
                if e.occurrences.count > ArchitectureGraph.occurrenceLimit { e.occurrences.removeSubrange(ArchitectureGraph.occurrenceLimit...) }
                e.findings.sort()
                return e
            }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        }

        /// The name token of a declaration (`enum CachePolicy`) is in the references too: not a use.
        static func isDeclaredName(_ r: TypeReference, _ f: FileSummary) -> Bool {
            guard r.owner >= 0 else { return false }
            let d = f.syntax.declarations[Int(r.owner)]
            return d.kind != .extension && d.line == r.line && d.column == r.column
        }

        mutating func addReference(_ source: String, _ target: String, _ r: TypeReference, file f: FileSummary) {
            let key = edge(source, target)
            // A name in the inheritance clause of its declaration (on the declaration's line).
            var conformance = false
            if r.owner >= 0 {
                let d = f.syntax.declarations[Int(r.owner)]
                conformance = d.kind.hasMembers && r.line == d.line && d.inherited.contains { ProjectIndex.lastComponent($0) == r.name }
            }
            if conformance { edges[key]!.conformances += 1 } else { edges[key]!.references += 1 }
            edges[key]!.occurrences.append(Occurrence(path: f.path, line: r.line, column: r.column, name: r.name, via: conformance ? "conformance" : "reference"))
        }

        /// The node a finding is in: its file's node, or (types) the type declared around its line.
        mutating func findingSource(_ d: Diagnostic) -> String? {
            guard let fi = pathToFile[d.path] else { return nil }
            if options.level != .types { return fileNode(index.files[fi].context) }
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
