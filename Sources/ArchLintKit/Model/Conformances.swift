/// What a type conforms to, as the compiler sees it: the names in its inheritance clause and in
/// its extensions' (resolved as the compiler resolves them: a nested type is never a top-level
/// one), followed through the project's protocols and classes and the standard library's
/// refinements (`Hashable` is `Equatable`, `Codable` is `Decodable & Encodable`, `Error` is
/// `Sendable`), plus the conformances Swift gives implicitly (an enum without associated values is
/// `Equatable` and `Hashable`, an actor is `Sendable`). One table and one walk for the built-in
/// rules (`domain-model-equatable`, `domain-error-conformance`, `contract-sendable`,
/// `layer-location`) and the team rules' `conforms_to`.
public struct ConformanceSet: Sendable, Equatable {
    /// Every protocol (and superclass) the type is known to conform to or inherit from.
    public var all: Set<String> = []
    /// The names written in the inheritance clause of the declaration or of an extension of it.
    public var direct: Set<String> = []
    /// Some name could not be followed (a protocol of another module, a typealias): it may bring
    /// anything, so a missing conformance is never reported (precision first).
    public var unknown = false
    /// Conformances the compiler may infer that archlint cannot check (`Sendable` of a non-public
    /// struct or enum whose stored properties are all Sendable): never reported missing.
    public var inferable: Set<String> = []

    public init() {}

    public func provides(_ name: String) -> Bool { all.contains(name) }

    /// Whether a missing `name` may still be there: unknown names or inference.
    public func mayProvide(_ name: String) -> Bool { all.contains(name) || unknown || inferable.contains(name) }
}

public enum StandardProtocols {
    /// The standard library's protocols (and Foundation's error protocols, the concurrency
    /// protocols) with the protocols each one refines directly; `Codable` is the composition
    /// `Decodable & Encodable`. A name here is known: what it does not list, it does not provide.
    public static let refinements: [String: [String]] = {
        var t: [String: [String]] = [
            "Equatable": [], "Hashable": ["Equatable"], "Comparable": ["Equatable"], "Strideable": ["Comparable"],
            "Identifiable": [], "CaseIterable": [], "RawRepresentable": [],
            "Encodable": [], "Decodable": [], "Codable": ["Decodable", "Encodable"], "CodingKey": ["Sendable", "CustomStringConvertible", "CustomDebugStringConvertible"],
            "Error": ["Sendable"], "LocalizedError": ["Error"], "CustomNSError": ["Error"], "RecoverableError": ["Error"],
            "Sendable": [], "SendableMetatype": [], "AnyObject": [], "Copyable": [], "Escapable": [], "BitwiseCopyable": [],
            "Actor": ["AnyObject", "Sendable"], "AnyActor": ["AnyObject", "Sendable"], "GlobalActor": [],
            "DistributedActor": ["AnyActor", "Identifiable", "Hashable"],
            "CustomStringConvertible": [], "CustomDebugStringConvertible": [], "LosslessStringConvertible": ["CustomStringConvertible"],
            "CustomReflectable": [], "CustomPlaygroundDisplayConvertible": [], "TextOutputStreamable": [], "TextOutputStream": [],
            "AdditiveArithmetic": ["Equatable"], "Numeric": ["AdditiveArithmetic", "ExpressibleByIntegerLiteral"],
            "SignedNumeric": ["Numeric"], "BinaryInteger": ["Hashable", "Numeric", "CustomStringConvertible", "Strideable"],
            "FixedWidthInteger": ["BinaryInteger", "LosslessStringConvertible"], "SignedInteger": ["BinaryInteger", "SignedNumeric"],
            "UnsignedInteger": ["BinaryInteger"], "FloatingPoint": ["SignedNumeric", "Strideable", "Hashable"],
            "BinaryFloatingPoint": ["FloatingPoint", "ExpressibleByFloatLiteral"],
            "SetAlgebra": ["Equatable", "ExpressibleByArrayLiteral"], "OptionSet": ["SetAlgebra", "RawRepresentable"],
            "Sequence": [], "IteratorProtocol": [], "Collection": ["Sequence"], "BidirectionalCollection": ["Collection"],
            "RandomAccessCollection": ["BidirectionalCollection"], "MutableCollection": ["Collection"],
            "RangeReplaceableCollection": ["Collection"], "AsyncSequence": [], "AsyncIteratorProtocol": [],
            "StringProtocol": ["BidirectionalCollection", "Comparable", "Hashable", "TextOutputStream", "TextOutputStreamable",
                               "LosslessStringConvertible", "ExpressibleByStringInterpolation"],
            "SIMD": ["Hashable", "Codable", "CustomStringConvertible", "ExpressibleByArrayLiteral"],
            "DurationProtocol": ["Comparable", "AdditiveArithmetic", "Sendable"], "InstantProtocol": ["Comparable", "Hashable", "Sendable"],
            "Clock": ["Sendable"],
            "ExpressibleByNilLiteral": [], "ExpressibleByBooleanLiteral": [], "ExpressibleByIntegerLiteral": [],
            "ExpressibleByFloatLiteral": [], "ExpressibleByArrayLiteral": [], "ExpressibleByDictionaryLiteral": [],
            "ExpressibleByUnicodeScalarLiteral": [], "ExpressibleByExtendedGraphemeClusterLiteral": ["ExpressibleByUnicodeScalarLiteral"],
            "ExpressibleByStringLiteral": ["ExpressibleByExtendedGraphemeClusterLiteral"],
            "ExpressibleByStringInterpolation": ["ExpressibleByStringLiteral"],
        ]
        // Raw-value types of enums (`enum Status: String`): known, and the enum is not one of them.
        for raw in rawValueTypes { t[raw] = [] }
        return t
    }()

    /// The standard types an enum names first to declare its raw values.
    public static let rawValueTypes: Set<String> = ["String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
                                                    "UInt16", "UInt32", "UInt64", "Double", "Float", "Float16", "Substring"]

    /// `Swift.Equatable` → `Equatable`.
    static func plain(_ name: String) -> String {
        name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name
    }
}

extension ProjectIndex {
    /// The conformances of the declaration `ref` (a type, protocol or extension): see `ConformanceSet`.
    /// `members`: the declaration's direct members when the caller has them (an enum's cases);
    /// else they are read from its file.
    public func conformanceSet(of ref: DeclRef) -> ConformanceSet {
        let file = files[ref.file]
        return conformanceSet(of: ref.index, in: file.syntax, fileIndex: ref.file)
    }

    /// `conformanceSet(of:)` for declaration `i` of a file's syntax (the file being checked).
    public func conformanceSet(of i: Int, in syntax: FileSyntax, fileIndex: Int? = nil) -> ConformanceSet {
        var out = ConformanceSet()
        let d = syntax.declarations[i]
        let scope = ProjectIndex.scope(of: i, in: syntax)
        var queue: [(name: String, scope: [String])] = []
        var targets: [(syntax: FileSyntax, index: Int, scope: [String])] = [(syntax, i, scope)]
        // A type's extensions anywhere; an extension's type and its other extensions.
        let qualified = d.kind == .extension ? ProjectIndex.writtenPath(d.name) : scope + [d.name]
        if d.kind.hasMembers {
            for r in extensions[qualified.last ?? ""] ?? [] where !(r.index == i && fileIndex == r.file) {
                let e = declaration(r)
                guard sameType(ProjectIndex.writtenPath(e.name), qualified) else { continue }
                targets.append((files[r.file].syntax, r.index, ProjectIndex.scope(of: r.index, in: files[r.file].syntax)))
            }
            if d.kind == .extension {
                for r in typeDeclarations(qualified) {
                    targets.append((files[r.file].syntax, r.index, ProjectIndex.scope(of: r.index, in: files[r.file].syntax)))
                }
            }
        }
        var kind = d.kind
        var typeDecl: (FileSyntax, Int)? = d.kind == .extension ? nil : (syntax, i)
        if d.kind == .extension, let r = typeDeclarations(qualified).first {
            kind = declaration(r).kind
            typeDecl = (files[r.file].syntax, r.index)
        }
        for t in targets {
            let decl = t.syntax.declarations[t.index]
            for entry in decl.inherited {
                for part in entry.split(separator: "&") {
                    // `~Copyable` suppresses a conformance: named as written, never followed.
                    if part.trimmingCharacters(in: " ").hasPrefix("~") {
                        out.direct.insert("~" + ProjectIndex.inheritedName(part))
                        continue
                    }
                    let name = ProjectIndex.inheritedName(part)
                    out.direct.insert(name)
                    queue.append((name, t.scope))
                }
            }
        }
        // Implicit conformances.
        switch kind {
        case .actor: queue.append(("Actor", []))
        case .class: queue.append(("AnyObject", []))
        case .enum:
            if let (s, k) = typeDecl {
                let raw = s.declarations[k].inherited.first.map { StandardProtocols.plain(ProjectIndex.inheritedName(Substring($0))) }
                let hasRawType = raw.map { StandardProtocols.rawValueTypes.contains($0) } ?? false
                let associated = s.members(of: k).contains { m in
                    let c = s.declarations[m]
                    return c.kind == .case && !(c.caseLabels ?? []).isEmpty
                }
                // Case details are kept only with member detail: without them an enum's cases are
                // unknown, and so are its implicit conformances (never reported missing).
                let casesKnown = s.members(of: k).contains { s.declarations[$0].kind == .case } || hasRawType
                if hasRawType { queue.append(("RawRepresentable", [])) }
                if hasRawType || (casesKnown && !associated) {
                    queue.append(("Hashable", []))
                } else if !casesKnown {
                    out.inferable.formUnion(["Equatable", "Hashable"])
                }
            }
            fallthrough
        case .struct:
            // A non-public value type is Sendable when all its stored properties are: inferred.
            if let (s, k) = typeDecl, (s.declarations[k].accessLevel ?? .internal) < .public { out.inferable.insert("Sendable") }
        default:
            break
        }
        // A type isolated to the main actor is Sendable (a protocol marked so is not: `any P` is not).
        if kind != .protocol, let (s, k) = typeDecl, s.declarations[k].attributes.contains(where: { $0 == "@MainActor" }) { out.inferable.insert("Sendable") }
        var visited = Set<String>()
        while let (name, scope) = queue.popLast() {
            let n = StandardProtocols.plain(name)
            guard visited.insert(n).inserted else { continue }
            out.all.insert(n)
            let refs = resolveType(n, scope: scope)
            if !refs.isEmpty {
                for r in refs {
                    let decl = declaration(r)
                    let s = ProjectIndex.scope(of: r.index, in: files[r.file].syntax)
                    ProjectIndex.forEachInherited(decl.inherited) { queue.append(($0, s)) }
                    if decl.kind != .protocol {
                        // A superclass brings its extensions' conformances too.
                        let q = s + [decl.name]
                        for e in extensions[decl.name] ?? [] where sameType(ProjectIndex.writtenPath(declaration(e).name), q) {
                            ProjectIndex.forEachInherited(declaration(e).inherited) { queue.append(($0, s)) }
                        }
                        if decl.kind == .actor { queue.append(("Actor", [])) }
                    }
                }
            } else if let parents = StandardProtocols.refinements[n] {
                for p in parents { queue.append((p, [])) }
            } else {
                out.unknown = true
            }
        }
        return out
    }

    /// The declarations of the types and protocols a name in code at `scope` (the qualified names
    /// of its enclosing types, outermost first) can mean, as the compiler looks them up: a type nested
    /// in an enclosing type first, else a top-level one. `Outer.Inner` is looked up whole.
    public func resolveType(_ written: String, scope: [String]) -> [DeclRef] {
        // A plain name (most) is its own path: no array made for it.
        let plain = ProjectIndex.isPlainName(written)
        let path = plain ? [] : ProjectIndex.writtenPath(written)
        guard let last = plain ? written : path.last else { return [] }
        let typeRefs = types[last], protocolRefs = protocols[last]
        // One list, made only when both hold some.
        let candidates = protocolRefs == nil ? typeRefs ?? [] : typeRefs == nil ? protocolRefs ?? [] : typeRefs! + protocolRefs!
        guard !candidates.isEmpty else { return [] }
        // Read in place: a `Declaration` copied retains every field.
        func isTopLevel(_ r: DeclRef) -> Bool { files[r.file].syntax.declarations[r.index].parent == nil }
        if plain || path.count == 1 {
            // Only a nested candidate can be what an enclosing scope names first (a top-level one's
            // qualified path is its name alone): their paths are made once, and only then.
            if !scope.isEmpty && candidates.contains(where: { !isTopLevel($0) }) {
                // The candidates of a name are the project's: their paths made once per run.
                let paths = typePaths.paths(last) { candidates.map { qualifiedPath(of: $0) } }
                var k = scope.count
                while k > 0 {
                    // `sameType(scope[0..<k] + [last], path)`, compared in place (no path made per
                    // candidate and scope: a name nested in hundreds of types has as many candidates).
                    var nested: [DeclRef] = []
                    for c in candidates.indices where sameType(scope[0..<k], last, paths[c]) {
                        nested.append(candidates[c])
                    }
                    if !nested.isEmpty { return nested }
                    k -= 1
                }
            }
            return candidates.allSatisfy(isTopLevel) ? candidates : candidates.filter(isTopLevel)
        }
        return candidates.filter { sameType(path, qualifiedPath(of: $0)) }
    }

    /// The types (not extensions) declared under a qualified name.
    func typeDeclarations(_ qualified: [String]) -> [DeclRef] {
        guard let last = qualified.last else { return [] }
        return ((types[last] ?? []) + (protocols[last] ?? [])).filter { sameType(qualifiedPath(of: $0), qualified) }
    }

    /// `Outer.Inner` for a type nested in `Outer` (or in an extension of it).
    public func qualifiedPath(of ref: DeclRef) -> [String] {
        let syntax = files[ref.file].syntax
        // A type's path is its scope path (one array, not two concatenated); an extension's own
        // path is what it extends, its written name is kept here.
        if syntax.declarations[ref.index].kind != .extension { return ProjectIndex.scopePath(of: ref.index, in: syntax) }
        return ProjectIndex.scope(of: ref.index, in: syntax) + [syntax.declarations[ref.index].name]
    }

    /// `scope(of: i, in: syntax).first`, without the scope made: the outermost name of what
    /// encloses declaration `i`.
    static func scopeHead(of i: Int, in syntax: FileSyntax) -> String? {
        let decls = syntax.declarations
        var head: String?
        var p = decls[i].parent
        while let k = p {
            if decls[k].kind == .extension {
                if let first = writtenPath(decls[k].name).first { head = first }
                break
            }
            if decls[k].kind.hasMembers { head = decls[k].name }
            p = decls[k].parent
        }
        return head
    }

    /// `scope(of: i, in: syntax)` followed by declaration `i`'s own path (its name; an extension's,
    /// the path it extends), made in one array (three arrays, concatenated, were three allocations
    /// per scope).
    static func scopePath(of i: Int, in syntax: FileSyntax) -> [String] {
        // From the declaration outwards, then reversed in place.
        // (No nested function appending to `out`: a variable it captures is checked for exclusive
        // access at every use.)
        var out: [String] = syntax.declarations.withUnsafeBufferPointer { decls in
            var out: [String] = []
            if decls[i].kind == .extension { out.append(contentsOf: writtenPath(decls[i].name).reversed()) } else { out.append(decls[i].name) }
            var p = decls[i].parent
            while let k = p {
                if decls[k].kind == .extension {
                    out.append(contentsOf: writtenPath(decls[k].name).reversed())
                    break
                }
                if decls[k].kind.hasMembers { out.append(decls[k].name) }
                p = decls[k].parent
            }
            return out
        }
        out.reverse()
        return out
    }

    /// The qualified names of the types enclosing declaration `i` (an extension counts as its type).
    static func scope(of i: Int, in syntax: FileSyntax) -> [String] {
        var out: [String] = []
        var p = syntax.declarations[i].parent
        while let k = p {
            let d = syntax.declarations[k]
            if d.kind == .extension {
                out.insert(contentsOf: writtenPath(d.name), at: 0)
                break
            }
            if d.kind.hasMembers { out.insert(d.name, at: 0) }
            p = d.parent
        }
        return out
    }

    /// The generic clauses of the type an extension extends (`written` as the extension spells it,
    /// `Outer.Inner`) and of the types on that path, in every declaration the project has of those
    /// names (a struct's, a class's, an enum's, an actor's parameters, a protocol's primary associated
    /// types): inside the extension, a parameter they declare is no type
    /// (`Architecture.isGenericParameter`). Every summary keeps its types' clauses
    /// (`FileSyntax.takeCompacted`).
    func extendedTypeClauses(_ written: String) -> [String] {
        var out: [String] = []
        let types = self.types, protocols = self.protocols
        for component in ProjectIndex.writtenPath(written) {
            for refs in [types[component], protocols[component]] {
                for ref in refs ?? [] {
                    if let g = files[ref.file].syntax.declarations[ref.index].genericParameters { out.append(g) }
                }
            }
        }
        return out
    }

    /// `Outer.Inner<T>` → [Outer, Inner]; `Swift.Array` → [Array].
    static func writtenPath(_ written: String) -> [String] {
        // Read from the bytes when they are ASCII (a path is cut and trimmed by character, and an
        // ASCII byte is one): most names are one plain word, with no `.`, `<` or space to cut at.
        var bytes = written
        if let path = bytes.withUTF8({ writtenPath(ascii: $0, written) }) { return path }
        var s = Substring(written)
        if let lt = s.firstIndex(of: "<") { s = s[..<lt] }
        var parts = s.split(separator: ".").map { $0.trimmingCharacters(in: " ") }
        if parts.count > 1 && parts[0] == "Swift" { parts.removeFirst() }
        return parts
    }

    /// `writtenPath` of `written`, spelled `b`; nil when a byte is not ASCII.
    static func writtenPath(ascii b: UnsafeBufferPointer<UInt8>, _ written: String) -> [String]? {
        var end = b.count, cut = false
        for (i, c) in b.enumerated() {
            if c >= 0x80 { return nil }
            if c == 46 || c == 32 { cut = true } else if c == 60 {
                cut = true
                if i < end { end = i }
            }
        }
        if !cut { return b.isEmpty ? [] : [written] }
        // Split at `.` (empty parts between two left out, as `split` leaves them), each part trimmed of spaces.
        var parts: [String] = []
        var start = 0
        for i in 0...end where i == end || b[i] == 46 {
            if i > start {
                var s = start, e = i
                while s < e && b[s] == 32 { s += 1 }
                while e > s && b[e - 1] == 32 { e -= 1 }
                parts.append(String(decoding: UnsafeBufferPointer(rebasing: b[s..<e]), as: UTF8.self))
            }
            start = i + 1
        }
        if parts.count > 1 && parts[0] == "Swift" { parts.removeFirst() }
        return parts
    }

    /// Whether a path as written (maybe with a module's name first) names the qualified path.
    /// `GraphQLResponseError.Location` is never `Location`: a first component the project declares
    /// as a type is the enclosing type, not a module.
    func sameType(_ written: [String], _ qualified: [String]) -> Bool {
        guard let last = written.last else { return qualified.isEmpty }
        return sameType(written.dropLast(), last, qualified)
    }

    /// `sameType(prefix + [last], qualified)`, compared in place (`resolveType` asks it of every
    /// candidate for each scope a name is written in: no path is made for each).
    func sameType(_ prefix: ArraySlice<String>, _ last: String, _ qualified: [String]) -> Bool {
        let n = prefix.count, p = prefix.startIndex
        if qualified.count == n + 1 {
            guard qualified[n] == last else { return false }
            for i in 0..<n where qualified[i] != prefix[p + i] { return false }
            return true
        }
        // `extension MyModule.Location`: the module's name first, the written path one longer.
        guard n >= 1, qualified.count == n, qualified[n - 1] == last else { return false }
        for i in 1..<n where qualified[i - 1] != prefix[p + i] { return false }
        return types[prefix[p]] == nil && protocols[prefix[p]] == nil
    }
}

/// Tables only some team rules read, made once per run on first use: the files by name
/// (`FileName.swift`), the declarations (types and extensions) by each name of their inheritance
/// clause, the files by each type they name, the code files. `exists:`, `referenced_from:` and the
/// coverage looked through every file of the project for each declaration or rule they judged.
final class LazyTables: @unchecked Sendable {
    private let lock = Lock()
    private var filesByName: [String: [Int]]?
    private var inheritorsByName: [String: [DeclRef]]?
    private var codeFiles: [Int]?
    private var contextBits: (layers: [UInt32], roles: [UInt32])?
    private var codeBits: (layers: UInt32, roles: UInt32)?
    private var namingFiles: [String: [Int]]?

    /// The table in `slot`, made by `make` the first time (two threads may both make it: the first
    /// kept wins, and both are the same).
    private func table<T>(_ slot: ReferenceWritableKeyPath<LazyTables, T?>, _ make: () -> T) -> T {
        if let known = lock.locked({ self[keyPath: slot] }) { return known }
        let made = make()
        lock.locked { if self[keyPath: slot] == nil { self[keyPath: slot] = made } }
        return made
    }

    /// The files whose type references name `name` (a member access aside), in file order, each once.
    func files(naming name: String, _ project: ProjectIndex) -> [Int] {
        table(\.namingFiles) {
            var made: [String: [Int]] = [:]
            for fi in project.files.indices {
                for r in project.files[fi].references where r.usage != .member {
                    if made[r.name]?.last != fi { made[r.name, default: []].append(fi) }
                }
            }
            return made
        }[name] ?? []
    }

    /// Each file's layer and role as bits (`Layer.bit`, `FileRole.bit`), by file index.
    func contextBits(_ project: ProjectIndex) -> (layers: [UInt32], roles: [UInt32]) {
        table(\.contextBits) {
            project.files.withUnsafeBufferPointer { files in
                (files.map { $0.context.layer.bit }, files.map { $0.context.role.bit })
            }
        }
    }

    /// The layers and roles of the run's code files (`code`), as bits (`contextBits`, or-ed): a
    /// selector of files by layer or role none of them has matches none of them, without a look.
    func codeBits(_ project: ProjectIndex) -> (layers: UInt32, roles: UInt32) {
        let code = code(project), bits = contextBits(project)
        return table(\.codeBits) {
            var layers: UInt32 = 0, roles: UInt32 = 0
            for f in code {
                layers |= bits.layers[f]
                roles |= bits.roles[f]
            }
            return (layers, roles)
        }
    }

    /// The files of the run that are code, not manifests (`Package.swift`, `Project.swift`): what a
    /// team rule's coverage looks through, rule after rule.
    func code(_ project: ProjectIndex) -> [Int] {
        table(\.codeFiles) { project.files.indices.filter { !PackageManifest.isManifestName(project.files[$0].path) } }
    }

    /// The files named `name` (`fileName + ".swift"`), in file order.
    func files(named name: String, _ project: ProjectIndex) -> [Int] {
        table(\.filesByName) {
            var made: [String: [Int]] = [:]
            for fi in project.files.indices { made[project.files[fi].context.fileName + ".swift", default: []].append(fi) }
            return made
        }[name] ?? []
    }

    /// The declarations with members that name `name` in their inheritance clause, in file and
    /// declaration order, each once.
    func inheritors(of name: String, _ project: ProjectIndex) -> [DeclRef] {
        table(\.inheritorsByName) {
            var made: [String: [DeclRef]] = [:]
            for fi in project.files.indices {
                let decls = project.files[fi].syntax.declarations
                for di in decls.indices where decls[di].kind.hasMembers && !decls[di].inherited.isEmpty {
                    let ref = DeclRef(file: fi, index: di)
                    ProjectIndex.forEachInherited(decls[di].inherited) { n in
                        if made[n]?.last != ref { made[n, default: []].append(ref) }
                    }
                }
            }
            return made
        }[name] ?? []
    }
}

/// The qualified paths of the types and protocols of each name (`resolveType`'s candidates, in
/// its order), made the first time a run resolves the name in a scope: `Element`, `Index` or
/// `Storage` are declared nested hundreds of times in a big project, and named in every file.
final class TypePathCache: @unchecked Sendable {
    private let lock = Lock()
    // Read and written under `lock`: not checked for exclusive access at every use.
    @exclusivity(unchecked) private var byName: [String: [[String]]] = [:]

    func paths(_ name: String, _ make: () -> [[String]]) -> [[String]] {
        if let known = lock.locked({ byName[name] }) { return known }
        let made = make()
        lock.locked { byName[name] = made }
        return made
    }
}
