/// Compiled team rules as bytes, for `TeamRuleCache`: every stored field of a rule's compiled
/// check, its examples and its text, written in a fixed order and read back into values equal to
/// what the parser made (`TeamRuleCacheTests` compares every document of the repository, and pins
/// each type's fields: a field added to a type and not written here fails that test).
///
/// Ints are zigzag varints (one byte when small), a string its length then its UTF-8, an optional a 0/1 byte
/// then the value, an array its count then its elements, an enum its raw value or its place among
/// its cases, a set of cases a mask of those places. Reading checks
/// every length against what is left: a damaged cache is a miss, never a trap.
struct CacheWriter {
    var out: [UInt8] = []
    /// Something was met that the reader could not make again (a case missing from a table): the
    /// rule is not cached.
    var refused = false

    /// Zigzag (a small negative number is small), then seven bits a byte, the high bit set on
    /// every byte but the last: most ints here (counts, lengths, lines, cases) take one byte.
    mutating func int(_ v: Int) {
        var u = UInt64(bitPattern: Int64(v) << 1 ^ Int64(v) >> 63)
        while u >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: u) | 0x80)
            u >>= 7
        }
        out.append(UInt8(u))
    }
    /// A case as its place in `cases` (`CacheReader.ordinal`).
    mutating func ordinal<T: Equatable>(_ v: T, _ cases: [T]) { int(cases.firstIndex(of: v)!) }
    mutating func byte(_ v: UInt8) { out.append(v) }
    mutating func bool(_ v: Bool) { out.append(v ? 1 : 0) }
    mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { u in
            int(u.count)
            out.append(contentsOf: u)
        }
    }
    mutating func bytes(_ b: [UInt8]) {
        int(b.count)
        out.append(contentsOf: b)
    }
    mutating func strings(_ a: [String]) {
        int(a.count)
        for s in a { string(s) }
    }
    mutating func optional<T>(_ v: T?, _ body: (inout CacheWriter, T) -> Void) {
        guard let v else { out.append(0); return }
        out.append(1)
        body(&self, v)
    }
    mutating func array<T>(_ a: [T], _ body: (inout CacheWriter, T) -> Void) {
        int(a.count)
        for x in a { body(&self, x) }
    }
    mutating func optionalInt(_ v: Int?) { optional(v) { $0.int($1) } }
    mutating func optionalBool(_ v: Bool?) { optional(v) { $0.bool($1) } }
    mutating func optionalString(_ v: String?) { optional(v) { $0.string($1) } }
    mutating func optionalStrings(_ v: [String]?) { optional(v) { $0.strings($1) } }
}

struct CacheReader {
    struct Damaged: Error {}

    let raw: UnsafeRawBufferPointer
    var at: Int
    /// The array `raw` lies in, from `ownerOffset`: what a part read later (`LazyEntries`) keeps.
    var owner: [UInt8] = []
    var ownerOffset = 0
    /// The lock the parts read later share (one per cache file: they are read rarely).
    var lock: Lock?
    /// The bytes those parts read (`LazyEntries`), shared the same way.
    var blobs: LazyBlobs?
    /// Sets made already, by mask (`rawSet`, `accessLevels`): a snapshot's documents share them.
    var sets = SetMemos()
    /// How deep conditions and targets nest here: a damaged input cannot recurse without end.
    var depth = 0

    init(_ raw: UnsafeRawBufferPointer, at: Int = 0) {
        self.raw = raw
        self.at = at
    }

    var left: Int { raw.count - at }

    mutating func sharedBlobs() -> LazyBlobs {
        if let blobs { return blobs }
        let made = LazyBlobs(owner, sharedLock())
        blobs = made
        return made
    }

    mutating func sharedLock() -> Lock {
        if let lock { return lock }
        let made = Lock()
        lock = made
        return made
    }

    @inline(__always)
    mutating func int() throws -> Int {
        guard at < raw.count else { throw Damaged() }
        var b = raw[at]
        at += 1
        var u = UInt64(b & 0x7f)
        if b >= 0x80 {
            var shift: UInt64 = 7
            repeat {
                guard at < raw.count, shift < 64 else { throw Damaged() }
                b = raw[at]
                at += 1
                u |= UInt64(b & 0x7f) << shift
                shift += 7
            } while b >= 0x80
        }
        return Int(Int64(bitPattern: u >> 1) ^ (0 &- Int64(bitPattern: u & 1)))
    }
    @inline(__always)
    mutating func byte() throws -> UInt8 {
        guard left >= 1 else { throw Damaged() }
        let v = raw[at]
        at += 1
        return v
    }
    @inline(__always)
    mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw Damaged()
        }
    }
    /// A length or count: never more than the bytes left (each element takes at least one).
    @inline(__always)
    mutating func count() throws -> Int {
        let n = try int()
        guard n >= 0, n <= left else { throw Damaged() }
        return n
    }
    /// The next `n` bytes, in place.
    @inline(__always)
    mutating func span(_ n: Int) throws -> UnsafeRawBufferPointer {
        guard n >= 0, n <= left else { throw Damaged() }
        let s = UnsafeRawBufferPointer(rebasing: raw[at..<(at + n)])
        at += n
        return s
    }
    @inline(__always)
    mutating func string() throws -> String {
        let s = try span(try count())
        return String(decoding: s, as: UTF8.self)
    }
    mutating func bytes() throws -> [UInt8] { Array(try span(try count())) }
    mutating func strings() throws -> [String] {
        let n = try count()
        var out: [String] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(try string()) }
        return out
    }
    mutating func optional<T>(_ body: (inout CacheReader) throws -> T) throws -> T? {
        try bool() ? try body(&self) : nil
    }
    mutating func array<T>(_ body: (inout CacheReader) throws -> T) throws -> [T] {
        let n = try count()
        var out: [T] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(try body(&self)) }
        return out
    }
    /// A case written as its place in `cases`.
    mutating func ordinal<T>(_ cases: [T]) throws -> T {
        let k = try int()
        guard k >= 0, k < cases.count else { throw Damaged() }
        return cases[k]
    }
    mutating func optionalInt() throws -> Int? { try optional { try $0.int() } }
    mutating func optionalBool() throws -> Bool? { try optional { try $0.bool() } }
    mutating func optionalString() throws -> String? { try optional { try $0.string() } }
    mutating func optionalStrings() throws -> [String]? { try optional { try $0.strings() } }
    /// The cases of `table` whose places are the bits of `mask`.
    static func set<T: Hashable>(_ mask: Int, _ table: [T]) throws -> Set<T> {
        guard mask >= 0, mask >> table.count == 0 else { throw Damaged() }
        var out = Set<T>(minimumCapacity: mask.nonzeroBitCount)
        var m = mask
        while m != 0 {
            let k = m.trailingZeroBitCount
            out.insert(table[k])
            m &= m - 1
        }
        return out
    }
    mutating func rawSet(_: Layer.Type) throws -> Set<Layer> {
        let mask = try int()
        guard mask >= 0, mask < CacheReader.layerSets.count else { throw Damaged() }
        return CacheReader.layerSets[mask]
    }
    /// Every set of layers, by mask (`caseSet`'s): selectors name the same few.
    static let layerSets: [Set<Layer>] = (0..<(1 << layers.count)).map { m in Set(layers.indices.filter { m & (1 << $0) != 0 }.map { layers[$0] }) }
    mutating func rawSet(_: FileRole.Type) throws -> Set<FileRole> {
        let mask = try int()
        return try sets.roles.set(mask, CacheReader.fileRoles)
    }
    mutating func rawSet(_: DeclKind.Type) throws -> Set<DeclKind> {
        let mask = try int()
        return try sets.kinds.set(mask, CacheReader.declKinds)
    }

    /// Sets of cases made once per cache file, by mask: the same few recur (the documents of a
    /// project select the same kinds and roles).
    struct SetMemo<T: Hashable> {
        var made: [(mask: Int, set: Set<T>)] = []

        mutating func set(_ mask: Int, _ table: [T]) throws -> Set<T> {
            if let k = made.firstIndex(where: { $0.mask == mask }) { return made[k].set }
            let set = try CacheReader.set(mask, table)
            if made.count < 16 { made.append((mask, set)) }
            return set
        }
    }
    struct SetMemos {
        var roles = SetMemo<FileRole>()
        var kinds = SetMemo<DeclKind>()
        var architectureRoles = SetMemo<ArchitectureRole>()
        var access = SetMemo<AccessLevel>()
    }
    mutating func rawSet(_: ArchitectureRole.Type) throws -> Set<ArchitectureRole> {
        try sets.architectureRoles.set(try int(), ArchitectureRole.allCases)
    }

    static let declKinds: [DeclKind] = [.protocol, .class, .struct, .enum, .actor, .extension, .func, .`init`, .deinit, .subscript,
                                        .var, .let, .case, .typealias, .associatedtype, .macro]
    static let accessLevels: [AccessLevel] = [.private, .fileprivate, .internal, .package, .public, .open]
}

// MARK: - values

extension CacheWriter {
    /// A set of enum cases as a mask of their places in `table` (a case not in it refuses the rule).
    mutating func caseSet<T: Hashable>(_ s: Set<T>, _ table: [T]) {
        var mask = 0
        for x in s {
            guard let k = table.firstIndex(of: x), k < 63 else { refused = true; continue }
            mask |= 1 << k
        }
        int(mask)
    }
    mutating func rawSet(_ s: Set<Layer>) { caseSet(s, CacheReader.layers) }
    mutating func rawSet(_ s: Set<FileRole>) { caseSet(s, CacheReader.fileRoles) }
    mutating func rawSet(_ s: Set<DeclKind>) { caseSet(s, CacheReader.declKinds) }
    mutating func rawSet(_ s: Set<ArchitectureRole>) { caseSet(s, ArchitectureRole.allCases) }

    mutating func yaml(_ e: YAMLLite.Entry) {
        string(e.key)
        int(e.line)
        switch e.value {
        case .scalar(let s): byte(0); string(s)
        case .list(let items): byte(1); array(items) { $0.string($1.text); $0.int($1.line) }
        case .map(let m): byte(2); array(m) { $0.yaml($1) }
        case .maps(let ms): byte(3); array(ms) { w, item in w.array(item.entries) { $0.yaml($1) }; w.int(item.line) }
        case .empty: byte(4)
        }
    }

    mutating func template(_ t: NameTemplate) {
        string(t.text)
        bool(t.negated)
        array(t.pieces) { w, p in
            switch p {
            case .literal(let b): w.byte(0); w.bytes(b)
            case .star: w.byte(1)
            case .question: w.byte(2)
            case .capture(let s): w.byte(3); w.string(s)
            case .own: w.byte(4)
            case .context(let s): w.byte(5); w.string(s)
            }
        }
        optional(t.convention) { w, c in w.ordinal(c.kind, NameTemplate.Convention.allCases); w.optionalString(c.capture) }
        optional(t.basePattern) { $0.template($1.value) }
    }
    mutating func templates(_ a: [NameTemplate]?) { optional(a) { $0.array($1) { $0.template($1) } } }

    mutating func glob(_ g: LayoutGlob) {
        string(g.text)
        int(g.line)
        int(g.rootCount)
        array(g.segments) { w, s in
            switch s {
            case .anyFolders: w.byte(0)
            case .name(let pieces):
                w.byte(1)
                w.array(pieces) { w, p in
                    switch p {
                    case .literal(let l): w.byte(0); w.string(l)
                    case .star: w.byte(1)
                    case .question: w.byte(2)
                    case .feature: w.byte(3)
                    }
                }
            }
        }
    }
    mutating func globs(_ a: [LayoutGlob]?) { optional(a) { $0.array($1) { $0.glob($1) } } }

    mutating func files(_ m: FileMatcher) {
        optional(m.layers) { $0.rawSet($1) }
        optional(m.roles) { $0.rawSet($1) }
        templates(m.features)
        templates(m.modules)
        globs(m.paths)
        globs(m.excludedPaths)
        optionalBool(m.exported)
        optionalBool(m.sources)
    }

    mutating func target(_ t: TargetMatcher) {
        files(t.keys)
        templates(t.names)
        optional(t.roles) { $0.rawSet($1) }
        optional(t.anyOf) { $0.array($1) { $0.target($1) } }
        optional(t.not) { $0.target($1.value) }
        optional(t.declaration) { $0.conditions($1.value) }
        optional(t.referencedFrom) { $0.files($1) }
    }

    mutating func typeCondition(_ t: Conditions.TypeCondition) {
        templates(t.templates)
        optional(t.declaration) { $0.conditions($1.value) }
    }

    mutating func memberCount(_ m: Conditions.MemberCount) {
        optionalInt(m.count)
        optionalInt(m.min)
        optionalInt(m.max)
        templates(m.names)
        optional(m.access) { $0.accessSet($1) }
        optional(m.matching) { $0.conditions($1.value) }
        bool(m.extensions)
    }

    mutating func selector(_ s: FileSelector) {
        if s.isEmpty { byte(0); return }
        byte(1)
        // The bits' order is `CacheReader.layers`' and `fileRoles`' (`caseSet`'s masks).
        int(Int(s.layerBits))
        int(Int(s.roleBits))
    }

    mutating func needs(_ n: RuleNeeds) {
        selector(n.typeReferences)
        selector(n.memberDetail)
        selector(n.propertyDetail)
        selector(n.attributes)
        selector(n.bodyTokens)
        array(n.identifierUses.sorted { $0.key < $1.key }) { w, e in w.string(e.key); w.selector(e.value) }
        selector(n.typeDeclarations)
        selector(n.referenceOwners)
        selector(n.referenceHashes)
    }

    mutating func templateArray(_ a: [NameTemplate]) { array(a) { $0.template($1) } }
    mutating func globArray(_ a: [LayoutGlob]) { array(a) { $0.glob($1) } }
    mutating func accessSet(_ a: Set<AccessLevel>) { caseSet(a, CacheReader.accessLevels) }

    /// YAML entries as one blob (its length first): read only when asked for (`LazyEntries`).
    mutating func yamlBlob(_ entries: [YAMLLite.Entry]) {
        if entries.isEmpty { byte(0); return }
        byte(1)
        var w = CacheWriter()
        w.array(entries) { $0.yaml($1) }
        bytes(w.out)
    }

    /// A check's `select:`, `require:` or `forbid:`: one byte when blank (most checks leave one or
    /// all three so), else the conditions.
    mutating func conditionsField(_ c: Conditions) {
        if c == Conditions() && c.keyOrder == nil && c.sourceEntries.entries.isEmpty { byte(0); return }
        byte(1)
        conditions(c)
    }

    /// Which of its keys a `Conditions` has (bit k: the k-th in `conditions(_:)`'s order), then each.
    mutating func conditions(_ c: Conditions) {
        let present: [Bool] = [
            c.files != nil, c.kinds != nil, c.keyOrder != nil, c.names != nil, c.roles != nil, c.conformsTo != nil,
            c.conformsToMatching != nil, c.conformsDirectlyTo != nil, c.inheritsOnly != nil, c.implementsRequirement != nil,
            c.attributes != nil, c.modifiers != nil, c.access != nil, c.enclosing != nil, c.topLevel != nil, c.stored != nil,
            c.wrapped != nil, c.isStatic != nil, c.isAsync != nil, c.throwsClauses != nil, c.mutability != nil, c.type != nil,
            c.initial != nil, c.returns != nil, c.errorType != nil, c.generic != nil, c.isOperator != nil, c.parameters != nil,
            c.fileName != nil, c.folders != nil, c.fileRoles != nil, c.imports != nil, c.functions != nil, c.properties != nil,
            c.has != nil, c.extensions != nil, c.implementations != nil, c.annotations != nil, c.referencedFrom != nil,
            c.attributeArgument != nil, c.rawIdentifier != nil, c.not != nil, c.anyOf != nil, c.companion != nil, c.exists != nil,
        ]
        var mask = 0
        for (k, p) in present.enumerated() where p { mask |= 1 << k }
        int(mask)
        if let v = c.files { files(v) }
        if let v = c.kinds { rawSet(v) }
        if let v = c.keyOrder { array(v) { $0.int(ConditionEvaluator.Key.ordinal($1)) } }
        if let v = c.names { templateArray(v) }
        if let v = c.roles { rawSet(v) }
        if let v = c.conformsTo { templateArray(v) }
        if let v = c.conformsToMatching { conditions(v.value) }
        if let v = c.conformsDirectlyTo { templateArray(v) }
        if let v = c.inheritsOnly { templateArray(v) }
        if let v = c.implementsRequirement { bool(v) }
        if let v = c.attributes { strings(v) }
        if let v = c.modifiers { strings(v) }
        if let v = c.access { accessSet(v) }
        if let v = c.enclosing { conditions(v.value) }
        if let v = c.topLevel { bool(v) }
        if let v = c.stored { bool(v) }
        if let v = c.wrapped { bool(v) }
        if let v = c.isStatic { bool(v) }
        if let v = c.isAsync { bool(v) }
        if let v = c.throwsClauses { strings(Array(v)) }
        if let v = c.mutability { string(v) }
        if let v = c.type { typeCondition(v) }
        if let v = c.initial { templateArray(v) }
        if let v = c.returns { typeCondition(v) }
        if let v = c.errorType { typeCondition(v) }
        if let v = c.generic { bool(v) }
        if let v = c.isOperator { bool(v) }
        if let p = c.parameters {
            optionalInt(p.count)
            optionalInt(p.min)
            optionalInt(p.max)
            templates(p.labels)
            templates(p.types)
            templates(p.someType)
        }
        if let v = c.fileName { templateArray(v) }
        if let v = c.folders { globArray(v) }
        if let v = c.fileRoles { rawSet(v) }
        if let v = c.imports { templateArray(v) }
        if let v = c.functions { memberCount(v) }
        if let v = c.properties { memberCount(v) }
        if let v = c.has { conditions(v.value) }
        if let v = c.extensions { conditions(v.value) }
        if let v = c.implementations { conditions(v.value) }
        if let v = c.annotations { templateArray(v) }
        if let v = c.referencedFrom { files(v) }
        if let a = c.attributeArgument { strings(a.names); strings(Array(a.first)) }
        if let v = c.rawIdentifier { bool(v) }
        if let v = c.not { conditions(v.value) }
        if let v = c.anyOf { array(v) { $0.conditions($1) } }
        if let x = c.companion {
            template(x.name)
            optional(x.kinds) { $0.rawSet($1) }
            string(x.scope)
        }
        if let a = c.exists {
            array(a) { w, x in
                w.conditions(x.conditions.value)
                w.string(x.scope)
                w.int(x.line)
                w.string(x.filesSource)
                w.bool(x.placeholderFree)
            }
        }
        yamlBlob(c.sourceEntries.entries)
    }

    mutating func check(_ c: TeamCheck) {
        ordinal(c.kind, TeamCheck.Kind.allCases)
        string(c.message)
        optionalString(c.fix)
        yamlBlob(c.lines.entries)
        files(c.from)
        optional(c.inside) { $0.conditions($1) }
        optional(c.outside) { $0.conditions($1) }
        optional(c.forbidTarget) { $0.target($1) }
        optional(c.allowOnlyTarget) { $0.target($1) }
        bool(c.viaImport)
        bool(c.viaReference)
        bool(c.viaManifest)
        conditionsField(c.select)
        conditionsField(c.require)
        conditionsField(c.forbid)
        files(c.inFiles)
        array(c.forbiddenIdentifiers) { w, f in
            w.template(f.pattern)
            w.bool(f.call)
            w.optionalString(f.member)
            w.string(f.instead)
            w.int(f.line)
        }
        array(c.exceptions) { w, x in
            w.globs(x.paths)
            w.templates(x.names)
            w.string(x.reason)
            w.int(x.line)
        }
    }

    mutating func lines(_ l: RuleDocumentModel.Lines) {
        int(l.range.lowerBound)
        int(l.range.upperBound)
    }

    /// A rule, or false when it holds what the cache does not keep (it is then parsed every run).
    mutating func rule(_ r: TeamRule) -> Bool {
        let d = r.descriptor
        guard d.options.isEmpty, d.fix == .none, d.scope == .code else { return false }
        string(d.id)
        string(d.title)
        string(d.summary)
        bool(d.defaultSeverity == .error)
        bool(d.enabledByDefault)
        strings(d.sources)
        check(r.check)
        string(r.documentPath)
        int(r.line)
        var ok = true
        // The examples (`test-rules`, `explain`) as a blob read when first asked for.
        var x = CacheWriter()
        x.array(r.examples) { w, x in
            if !x.problems.isEmpty { ok = false }
            w.bool(x.incorrect)
            w.string(x.title)
            w.int(x.line)
            w.array(x.files) { w, f in w.string(f.path); w.lines(f.lines); w.int(f.line) }
            w.optional(x.configuration) { w, c in w.string(c.text); w.int(c.line) }
        }
        bytes(x.out)
        lines(r.storage.textLines)
        string(r.header)
        needs(r.needs)
        return ok && !refused
    }
}

extension CacheReader {
    mutating func yaml() throws -> YAMLLite.Entry {
        let key = try string()
        let line = try int()
        let value: YAMLLite.Value
        switch try byte() {
        case 0: value = .scalar(try string())
        case 1: value = .list(try array { YAMLLite.Item(text: try $0.string(), line: try $0.int()) })
        case 2: value = .map(try array { try $0.yaml() })
        case 3: value = .maps(try array { YAMLLite.MapItem(entries: try $0.array { try $0.yaml() }, line: try $0.int()) })
        case 4: value = .empty
        default: throw Damaged()
        }
        return YAMLLite.Entry(key: key, value: value, line: line)
    }

    mutating func template() throws -> NameTemplate {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 64 else { throw Damaged() }
        let text = try string()
        let negated = try bool()
        let pieces: [NameTemplate.Piece] = try array { r in
            switch try r.byte() {
            case 0: return .literal(try r.bytes())
            case 1: return .star
            case 2: return .question
            case 3: return .capture(try r.string())
            case 4: return .own
            case 5: return .context(try r.string())
            default: throw Damaged()
            }
        }
        let convention: (kind: NameTemplate.Convention, capture: String?)? = try optional { r in
            let k = try r.ordinal(NameTemplate.Convention.allCases)
            return (k, try r.optionalString())
        }
        let base = try optional { try $0.template() }
        return NameTemplate(text: text, negated: negated, pieces: pieces, convention: convention, basePattern: base.map { Nested($0) })
    }
    mutating func templates() throws -> [NameTemplate]? { try optional { try $0.array { try $0.template() } } }

    mutating func glob() throws -> LayoutGlob {
        let text = try string()
        let line = try int()
        let rootCount = try int()
        let segments: [LayoutGlob.Segment] = try array { r in
            switch try r.byte() {
            case 0: return .anyFolders
            case 1:
                return .name(try r.array { r in
                    switch try r.byte() {
                    case 0: return .literal(try r.string())
                    case 1: return .star
                    case 2: return .question
                    case 3: return .feature
                    default: throw Damaged()
                    }
                })
            default: throw Damaged()
            }
        }
        return LayoutGlob(text: text, line: line, segments: segments, rootCount: rootCount)
    }
    mutating func globs() throws -> [LayoutGlob]? { try optional { try $0.array { try $0.glob() } } }

    mutating func files() throws -> FileMatcher {
        var m = FileMatcher()
        if let v = try optional({ try $0.rawSet(Layer.self) }) { m.layers = v }
        if let v = try optional({ try $0.rawSet(FileRole.self) }) { m.roles = v }
        if let v = try templates() { m.features = v }
        if let v = try templates() { m.modules = v }
        m.paths = try globs()
        m.excludedPaths = try globs()
        m.exported = try optionalBool()
        m.sources = try optionalBool()
        return m
    }

    mutating func target() throws -> TargetMatcher {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 64 else { throw Damaged() }
        var t = TargetMatcher(keys: try files())
        t.names = try templates()
        t.roles = try optional { try $0.rawSet(ArchitectureRole.self) }
        t.anyOf = try optional { try $0.array { try $0.target() } }
        t.not = try optional { Nested(try $0.target()) }
        t.declaration = try optional { Nested(try $0.conditions()) }
        t.referencedFrom = try optional { try $0.files() }
        return t
    }

    mutating func accessLevels() throws -> Set<AccessLevel> { try sets.access.set(try int(), CacheReader.accessLevels) }

    mutating func typeCondition() throws -> Conditions.TypeCondition {
        Conditions.TypeCondition(templates: try templates(), declaration: try optional { Nested(try $0.conditions()) })
    }

    mutating func memberCount() throws -> Conditions.MemberCount {
        var m = Conditions.MemberCount()
        m.count = try optionalInt()
        m.min = try optionalInt()
        m.max = try optionalInt()
        m.names = try templates()
        m.access = try optional { try $0.accessLevels() }
        m.matching = try optional { Nested(try $0.conditions()) }
        m.extensions = try bool()
        return m
    }

    mutating func templateArray() throws -> [NameTemplate] { try array { try $0.template() } }
    mutating func globArray() throws -> [LayoutGlob] { try array { try $0.glob() } }

    /// A YAML blob (`CacheWriter.yamlBlob`), read when first asked for.
    mutating func yamlBlob() throws -> LazyEntries? {
        guard try bool() else { return nil }
        let n = try count()
        let start = ownerOffset + at
        _ = try span(n)
        guard start + n <= owner.count else { throw Damaged() }
        return LazyEntries(sharedBlobs(), start..<(start + n))
    }

    mutating func conditions() throws -> Conditions {
        var c = Conditions()
        try conditions(into: &c)
        return c
    }

    /// A check's `select:`, `require:` or `forbid:` (`CacheWriter.conditionsField`): a blank one is
    /// left as it is, another read in place (a `Conditions` is large: no copy).
    mutating func conditionsField(into c: inout Conditions) throws {
        if try bool() { try conditions(into: &c) }
    }

    /// Conditions read into `c`, a blank `Conditions()`.
    mutating func conditions(into c: inout Conditions) throws {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 64 else { throw Damaged() }
        let mask = try int()
        guard mask >> 45 == 0 else { throw Damaged() }
        @inline(__always) func has(_ k: Int) -> Bool { mask & (1 << k) != 0 }
        if has(0) { c.files = try files() }
        if has(1) { c.kinds = try rawSet(DeclKind.self) }
        if has(2) {
            c.keyOrder = try array { r in
                let k = try r.int()
                guard k >= 0, k < ConditionEvaluator.Key.allCases.count else { throw Damaged() }
                return ConditionEvaluator.Key.allCases[k]
            }
        }
        if has(3) { c.names = try templateArray() }
        if has(4) { c.roles = try rawSet(ArchitectureRole.self) }
        if has(5) { c.conformsTo = try templateArray() }
        if has(6) { c.conformsToMatching = Nested(try conditions()) }
        if has(7) { c.conformsDirectlyTo = try templateArray() }
        if has(8) { c.inheritsOnly = try templateArray() }
        if has(9) { c.implementsRequirement = try bool() }
        if has(10) { c.attributes = try strings() }
        if has(11) { c.modifiers = try strings() }
        if has(12) { c.access = try accessLevels() }
        if has(13) { c.enclosing = Nested(try conditions()) }
        if has(14) { c.topLevel = try bool() }
        if has(15) { c.stored = try bool() }
        if has(16) { c.wrapped = try bool() }
        if has(17) { c.isStatic = try bool() }
        if has(18) { c.isAsync = try bool() }
        if has(19) { c.throwsClauses = Set(try strings()) }
        if has(20) { c.mutability = try string() }
        if has(21) { c.type = try typeCondition() }
        if has(22) { c.initial = try templateArray() }
        if has(23) { c.returns = try typeCondition() }
        if has(24) { c.errorType = try typeCondition() }
        if has(25) { c.generic = try bool() }
        if has(26) { c.isOperator = try bool() }
        if has(27) {
            var p = Conditions.ParameterConditions()
            p.count = try optionalInt()
            p.min = try optionalInt()
            p.max = try optionalInt()
            p.labels = try templates()
            p.types = try templates()
            p.someType = try templates()
            c.parameters = p
        }
        if has(28) { c.fileName = try templateArray() }
        if has(29) { c.folders = try globArray() }
        if has(30) { c.fileRoles = try rawSet(FileRole.self) }
        if has(31) { c.imports = try templateArray() }
        if has(32) { c.functions = try memberCount() }
        if has(33) { c.properties = try memberCount() }
        if has(34) { c.has = Nested(try conditions()) }
        if has(35) { c.extensions = Nested(try conditions()) }
        if has(36) { c.implementations = Nested(try conditions()) }
        if has(37) { c.annotations = try templateArray() }
        if has(38) { c.referencedFrom = try files() }
        if has(39) { c.attributeArgument = Conditions.AttributeArgument(names: try strings(), first: Set(try strings())) }
        if has(40) { c.rawIdentifier = try bool() }
        if has(41) { c.not = Nested(try conditions()) }
        if has(42) { c.anyOf = try array { try $0.conditions() } }
        if has(43) {
            c.companion = Conditions.Companion(name: try template(), kinds: try optional { try $0.rawSet(DeclKind.self) }, scope: try string())
        }
        if has(44) {
            c.exists = try array { r in
                Conditions.Existence(conditions: Nested(try r.conditions()), scope: try r.string(), line: try r.int(),
                                     filesSource: try r.string(), placeholderFree: try r.bool())
            }
        }
        if let lazy = try yamlBlob() { c.sourceEntries = TeamCheck.SourceEntries(lazy: lazy) }
    }

    static let layers: [Layer] = Layer.all
    static let fileRoles: [FileRole] = FileRole.all

    mutating func selector() throws -> FileSelector {
        guard try bool() else { return .none }
        let layers = try int(), roles = try int()
        guard layers >= 0, layers >> CacheReader.layers.count == 0, roles >= 0, roles >> CacheReader.fileRoles.count == 0 else { throw Damaged() }
        return FileSelector(layerBits: UInt32(layers), roleBits: UInt32(roles))
    }

    mutating func needs() throws -> RuleNeeds {
        var n = RuleNeeds()
        n.typeReferences = try selector()
        n.memberDetail = try selector()
        n.propertyDetail = try selector()
        n.attributes = try selector()
        n.bodyTokens = try selector()
        for (k, v) in try array({ (try $0.string(), try $0.selector()) }) { n.identifierUses[k] = v }
        n.typeDeclarations = try selector()
        n.referenceOwners = try selector()
        n.referenceHashes = try selector()
        return n
    }

    /// A check read into `c` (a fresh one: a `TeamCheck` is large, and returned it was copied).
    mutating func check(into c: inout TeamCheck) throws {
        let kind = try ordinal(TeamCheck.Kind.allCases)
        c.kind = kind
        c.message = try string()
        c.fix = try optionalString()
        if let lazy = try yamlBlob() { c.lines = TeamCheck.KeyLines(lazy: lazy) }
        c.from = try files()
        c.inside = try optional { try $0.conditions() }
        c.outside = try optional { try $0.conditions() }
        c.forbidTarget = try optional { try $0.target() }
        c.allowOnlyTarget = try optional { try $0.target() }
        c.viaImport = try bool()
        c.viaReference = try bool()
        c.viaManifest = try bool()
        try conditionsField(into: &c.select)
        try conditionsField(into: &c.require)
        try conditionsField(into: &c.forbid)
        c.inFiles = try files()
        c.forbiddenIdentifiers = try array { r in
            TeamCheck.ForbiddenIdentifier(pattern: try r.template(), call: try r.bool(), member: try r.optionalString(),
                                          instead: try r.string(), line: try r.int())
        }
        c.exceptions = try array { r in
            TeamCheck.Exception(paths: try r.globs(), names: try r.templates(), reason: try r.string(), line: try r.int())
        }
    }

    /// Lines of `text`: a range of its lines, checked against them.
    mutating func lines(_ text: RuleDocumentModel.Text) throws -> RuleDocumentModel.Lines {
        let lo = try int(), hi = try int()
        guard lo >= 0, lo <= hi, hi <= text.lines.count else { throw Damaged() }
        return RuleDocumentModel.Lines(text: text, range: lo..<hi)
    }

    /// A rule of the document whose text is `text`.
    mutating func rule(_ text: RuleDocumentModel.Text) throws -> TeamRule {
        let id = try string(), title = try string(), summary = try string()
        let severity: Severity = try bool() ? .error : .warning
        let enabled = try bool()
        let sources = try strings()
        var check = TeamCheck(kind: .declarations, message: "")
        try self.check(into: &check)
        let documentPath = try string()
        let line = try int()
        let examplesLength = try count()
        let examplesStart = ownerOffset + at
        _ = try span(examplesLength)
        guard examplesStart + examplesLength <= owner.count else { throw Damaged() }
        let examples = LazyExamples(owner, examplesStart..<(examplesStart + examplesLength), text, sharedLock())
        let textLines = try lines(text)
        let header = try string()
        let needs = try needs()
        let descriptor = RuleDescriptor(id: id, title: title, summary: summary, defaultSeverity: severity, enabledByDefault: enabled, sources: sources)
        return TeamRule(descriptor: descriptor, check: consume check, documentPath: documentPath, line: line, lazyExamples: examples, textLines: textLines,
                        header: header, needs: needs)
    }
}

extension ConditionEvaluator.Key {
    /// Its place in `allCases` (what the cache writes).
    static func ordinal(_ k: ConditionEvaluator.Key) -> Int {
        allCases.firstIndex(of: k) ?? 0
    }
}
