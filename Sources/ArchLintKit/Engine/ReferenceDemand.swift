#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which files' type references a run gathers when some of its rules read them only to judge
/// where the declarations they reach are (`ReferenceScopedRule`: a `via: reference` check whose
/// target is a layer, role, feature or module). A file can name only the types of its own module
/// and of the modules it imports (`VisibleModules`): when no file of those modules is a place such
/// a rule could judge a break, its references are not gathered for it, and its function bodies are
/// skimmed as a run without the rule skims them. Decided per file from where every file of the
/// project is (its layout, known before any file is read) and the file's imports.
///
/// The imports are known only once the file is scanned, after its bodies were read: they are
/// first read from the lines before its first declaration (`leadingImports`), and the scan's imports
/// confirm the guess; a file whose references turn out to be needed after all is analyzed again
/// with them (`Linter.analyze`). The findings are those of a run that gathers every reference.
final class ReferenceDemand: @unchecked Sendable {
    let rules: [any ReferenceScopedRule]
    /// The run's needs but the references of the scoped rules.
    let without: RuleNeeds
    /// No file: what the rules' selectors read of the configuration (vocabulary, working directory).
    let project: ProjectIndex
    /// Each file's place, as `files` lists them (the analysis reads them instead of placing the file again).
    let contexts: [FileContext]
    /// Whether some rule's `from:` reads a file's path: its verdicts are then per path.
    let readsPath: Bool

    /// What a file of one place (`Key`) needs, made on first use: the rules' judges for it, and
    /// per module it can see (by number), whether some file of it is a place they judge a break.
    private final class Entry {
        let judges: [(FileContext) -> Bool]
        /// -1: not judged yet; 0: no; 1: yes.
        // Read and written under the demand's lock: not checked for exclusive access at every use.
        @exclusivity(unchecked) var byModule: [Int8]
        @exclusivity(unchecked) var all: Int8 = -1
        init(judges: [(FileContext) -> Bool], modules: Int) {
            self.judges = judges
            byModule = [Int8](repeating: -1, count: modules)
        }
    }
    /// What a file's judges read of its place (its path only when a `from:` reads it).
    private struct Key: Hashable {
        var layer: Layer, role: FileRole, feature: String?, module: String?, inSources: Bool, path: String?
        init(_ c: FileContext, readsPath: Bool) {
            layer = c.layer
            role = c.role
            feature = c.feature
            module = c.module
            inSources = c.inSources
            path = readsPath ? c.path : nil
        }
    }
    /// What a judge reads of a declaring file's place (`TargetMatcher.judgesByPlace`).
    private struct Place: Hashable {
        var layer: Layer, role: FileRole, feature: String?, module: String?
    }
    /// The modules by number; the places of the files of each, each once; those of every file
    /// (what a file in no module sees, `VisibleModules`).
    private let moduleNumbers: [String: Int32]
    private let placesByNumber: [[FileContext]]
    private let allPlaces: [FileContext]
    /// Each file's place by number (`keys`), and its module's number (-1: none).
    private let fileKeys: [Int32]
    private let fileModules: [Int32]
    // Read and written under `lock`: not checked for exclusive access at every use.
    @exclusivity(unchecked) private var keys: [Key: Int32]
    @exclusivity(unchecked) private var entries: [Entry?]
    private let lock = Lock()
    /// The last file's place (`keys`), imports and answer: the files of a folder, analysed one after
    /// the other, most often import the same modules (each name was hashed again for each).
    @exclusivity(unchecked) private var last: (key: Int32, modules: Modules, needed: Bool)?
    /// `moduleNumbers` by the bytes of each name: a file's first lines are looked up as they spell
    /// a module, no string made.
    private let moduleTable: ByteNameNumbers

    /// The modules of the project a file imports, by number (`moduleNumbers`), in the order it
    /// imports them: a name that is no module of the project is left out (no place of the project
    /// is in it). The first eight are kept in place (no array made per file).
    struct Modules: Equatable {
        var first = SIMD8<Int32>(repeating: -1)
        var count = 0
        var more: [Int32] = []

        mutating func append(_ m: Int32) {
            if count < 8 { first[count] = m } else { more.append(m) }
            count += 1
        }

        subscript(_ i: Int) -> Int32 { i < 8 ? first[i] : more[i - 8] }

        func contains(_ m: Int32) -> Bool {
            for i in 0..<min(count, 8) where first[i] == m { return true }
            return count > 8 && more.contains(m)
        }
    }

    private init(rules: [any ReferenceScopedRule], without: RuleNeeds, project: ProjectIndex, contexts: [FileContext]) {
        self.rules = rules
        self.without = without
        self.project = project
        self.contexts = contexts
        let readsPath = rules.contains { $0.referenceJudgeReadsPath }
        self.readsPath = readsPath
        var numbers: [String: Int32] = [:]
        var byNumber: [[FileContext]] = []
        var all: [FileContext] = []
        var seen = Set<Place>()
        func add(_ c: FileContext) -> Int32 {
            var m: Int32 = -1
            if let module = c.module {
                if let known = numbers[module] { m = known } else {
                    m = Int32(byNumber.count)
                    numbers[module] = m
                    byNumber.append([])
                }
            }
            if seen.insert(Place(layer: c.layer, role: c.role, feature: c.feature, module: c.module)).inserted {
                all.append(c)
                if m >= 0 { byNumber[Int(m)].append(c) }
            }
            return m
        }
        var keys: [Key: Int32] = [:]
        var fileKeys: [Int32] = []
        var fileModules: [Int32] = []
        fileKeys.reserveCapacity(contexts.count)
        fileModules.reserveCapacity(contexts.count)
        // Files of one folder share their place (and its strings: compared equal at once), so a
        // place is hashed only where it changes.
        // Read in place, field by field: no context copied, no key made for a file of the last place.
        contexts.withUnsafeBufferPointer { cs in
            var last = -1
            var lastNumber: Int32 = 0, lastModule: Int32 = 0
            for i in cs.indices {
                if last >= 0, cs[i].layer == cs[last].layer, cs[i].role == cs[last].role, cs[i].inSources == cs[last].inSources,
                   cs[i].feature == cs[last].feature, cs[i].module == cs[last].module, !readsPath || cs[i].path == cs[last].path {
                    fileKeys.append(lastNumber)
                    fileModules.append(lastModule)
                    continue
                }
                let key = Key(cs[i], readsPath: readsPath)
                let k: Int32
                if let known = keys[key] { k = known } else {
                    k = Int32(keys.count)
                    keys[key] = k
                }
                let m = add(cs[i])
                fileKeys.append(k)
                fileModules.append(m)
                last = i
                lastNumber = k
                lastModule = m
            }
        }
        // A file that describes a Tuist project is in no feature, layer or module (`FileContext.given(imports:)`).
        _ = add(FileContext(path: "", feature: nil, layer: .other, role: .other))
        moduleNumbers = numbers
        placesByNumber = byNumber
        allPlaces = all
        self.keys = keys
        self.fileKeys = fileKeys
        self.fileModules = fileModules
        entries = [Entry?](repeating: nil, count: keys.count)
        moduleTable = ByteNameNumbers(numbers)
    }

    /// `modules` (names, as `ProjectIndex.importedModule` reads them) by number.
    func modules(named names: [String]) -> Modules {
        var out = Modules()
        for name in names {
            let m = moduleTable.number(name)
            if m >= 0 { out.append(m) }
        }
        return out
    }

    /// The project's modules a file imports on its first lines (`leadingImports`), by number.
    func leadingModules(_ buf: UnsafeBufferPointer<UInt8>) -> Modules {
        var out = Modules()
        Self.forEachLeadingImport(buf) { p, count in
            let m = moduleTable.number(p, count)
            if m >= 0 { out.append(m) }
        }
        return out
    }

    /// Nil when no enabled rule is scoped: every file's references are then gathered as its plan says.
    static func make(_ configuration: Configuration, extraNeeds: RuleNeeds, files: [String]) -> ReferenceDemand? {
        var scoped: [any ReferenceScopedRule] = []
        var without = extraNeeds
        for r in configuration.enabledRules {
            if let s = r.asReferenceScopedRule {
                scoped.append(s)
                without.formUnion(s.needsWithoutReferences)
            } else {
                without.formUnion(r.needs)
            }
        }
        guard !scoped.isEmpty else { return nil }
        var placer = FileContext.Placer()
        let contexts = files.map { placer.context(for: $0, layout: configuration.layout) }
        return ReferenceDemand(rules: scoped, without: without, project: ProjectIndex(files: [], configuration: configuration), contexts: contexts)
    }

    /// Whether file `file` of the run (`contexts`), or a file of `context` (a file whose place its
    /// imports changed: one that describes a project), that imports `modules` needs its references:
    /// a scoped rule reads them, and some file it can see is a place the rule could judge a break.
    func needed(file: Int?, _ context: FileContext, modules: Modules) -> Bool {
        lock.locked {
            let k: Int32, own: Int32
            if let file {
                k = fileKeys[file]
                own = fileModules[file]
                if let l = last, l.key == k, l.modules == modules { return l.needed }
                let needed = decide(k, own, context, modules)
                last = (k, modules, needed)
                return needed
            } else {
                let key = Key(context, readsPath: readsPath)
                if let known = keys[key] { k = known } else {
                    k = Int32(keys.count)
                    keys[key] = k
                    entries.append(nil)
                }
                own = context.module.flatMap { moduleNumbers[$0] } ?? -1
            }
            return decide(k, own, context, modules)
        }
    }

    /// `needed` for a file of place `k` in module `own` (-1: none), under the lock.
    private func decide(_ k: Int32, _ own: Int32, _ context: FileContext, _ modules: Modules) -> Bool {
        let entry: Entry
        if let e = entries[Int(k)] { entry = e } else {
            entry = Entry(judges: rules.compactMap { $0.referenceJudge(from: context, project) }, modules: placesByNumber.count)
            entries[Int(k)] = entry
        }
        if entry.judges.isEmpty { return false }
        if context.module == nil {
            if entry.all < 0 { entry.all = allPlaces.contains { c in entry.judges.contains { $0(c) } } ? 1 : 0 }
            return entry.all == 1
        }
        func breaks(_ m: Int32) -> Bool {
            let known = entry.byModule[Int(m)]
            if known >= 0 { return known == 1 }
            let hit = placesByNumber[Int(m)].contains { c in entry.judges.contains { $0(c) } }
            entry.byModule[Int(m)] = hit ? 1 : 0
            return hit
        }
        if own >= 0 && breaks(own) { return true }
        for i in 0..<modules.count {
            let m = modules[i]
            if m != own && breaks(m) { return true }
        }
        return false
    }

    /// The modules a file imports on its first lines, read from its bytes up to its first line of
    /// another kind (a guess the scan confirms: an import after a declaration, or one the lines
    /// read here misjudge, is read by the scan). Read: blank lines, comments, `#if`/`#endif`
    /// lines, attributes, and `import X`, `import struct X.Y`, `@testable import X`, `public import X`.
    static func leadingImports(_ buf: UnsafeBufferPointer<UInt8>) -> [String] {
        var out: [String] = []
        forEachLeadingImport(buf) { p, count in out.append(String(decoding: UnsafeBufferPointer(start: p, count: count), as: UTF8.self)) }
        return out
    }

    /// Each module `leadingImports` reads, as the `count` bytes at a pointer into `buf`.
    @inline(__always)
    static func forEachLeadingImport(_ buf: UnsafeBufferPointer<UInt8>, _ body: (UnsafePointer<UInt8>, Int) -> Void) {
        guard let p = buf.baseAddress else { return }
        let n = buf.count
        // A byte-order mark is no line of another kind.
        var i = n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF ? 3 : 0
        @inline(__always) func isWord(_ c: UInt8) -> Bool {
            (c | 0x20) >= 97 && (c | 0x20) <= 122 || c >= 48 && c <= 57 || c == 95
        }
        @inline(__always) func word(at k: Int) -> Int {
            var e = k
            while e < n && isWord(p[e]) { e += 1 }
            return e
        }
        @inline(__always) func skipBlanks(_ k: Int) -> Int {
            var e = k
            while e < n && (p[e] == 32 || p[e] == 9 || p[e] == 13) { e += 1 }
            return e
        }
        func equals(_ s: Int, _ e: Int, _ w: StaticString) -> Bool {
            guard e - s == w.utf8CodeUnitCount else { return false }
            return memcmp(p + s, w.utf8Start, e - s) == 0
        }
        @inline(__always) func lineEnd(_ k: Int) -> Int {
            guard k < n, let nl = memchr(p + k, 10, n - k) else { return n }
            return p.distance(to: nl.assumingMemoryBound(to: UInt8.self))
        }
        while i < n {
            var k = skipBlanks(i)
            if k >= n { break }
            let c = p[k]
            if c == 10 { i = k + 1; continue }
            if c == UInt8(ascii: "#") { i = lineEnd(k) + 1; continue }
            if c == UInt8(ascii: "/") && k + 1 < n {
                if p[k + 1] == UInt8(ascii: "/") { i = lineEnd(k) + 1; continue }
                if p[k + 1] == UInt8(ascii: "*") {
                    // To the end of the block comment (nested ones close at their first `*/`: a guess),
                    // found from `*` to `*` (a license block is hundreds of bytes).
                    var j = k + 2
                    while j + 1 < n {
                        guard let star = memchr(p + j, Int32(UInt8(ascii: "*")), n - 1 - j) else { j = n - 1; break }
                        j = p.distance(to: star.assumingMemoryBound(to: UInt8.self))
                        if p[j + 1] == UInt8(ascii: "/") { break }
                        j += 1
                    }
                    i = j + 2
                    continue
                }
            }
            // Attributes and modifiers, then `import`; anything else ends the guess.
            var isImport = false
            while k < n {
                if p[k] == UInt8(ascii: "@") {
                    k = word(at: k + 1)
                    if k < n && p[k] == UInt8(ascii: "(") {
                        while k < n && p[k] != UInt8(ascii: ")") && p[k] != 10 { k += 1 }
                        if k < n && p[k] == UInt8(ascii: ")") { k += 1 }
                    }
                    k = skipBlanks(k)
                    continue
                }
                let e = word(at: k)
                if e == k { break }
                if equals(k, e, "import") { isImport = true; k = skipBlanks(e); break }
                if equals(k, e, "public") || equals(k, e, "internal") || equals(k, e, "private") || equals(k, e, "fileprivate")
                    || equals(k, e, "package") {
                    k = skipBlanks(e)
                    continue
                }
                break
            }
            if isImport {
                var e = word(at: k)
                // `import struct Foundation.URL`: the module follows the kind.
                if e < n && (p[e] == 32 || p[e] == 9) {
                    let next = skipBlanks(e)
                    let e2 = word(at: next)
                    if e2 > next { k = next; e = e2 }
                }
                if e > k { body(p + k, e - k) }
            } else if k < n && p[k] != 10 {
                // A line of another kind (a declaration, an attribute's line is read on): the imports are above it.
                return
            }
            i = lineEnd(k) + 1
        }
    }
}

/// Names numbered (`[String: Int32]`), found by their bytes: a name spelled in a file, or the
/// module part of an import, is looked up without a string made or hashed by `Hasher`.
struct ByteNameNumbers: Sendable {
    private let slots: [Int32]
    private let bytes: [UInt8]
    private let spans: [(start: Int32, end: Int32, quick: UInt64, number: Int32)]
    /// The empty name's number (-1: none).
    private var emptyNumber: Int32 = -1

    init(_ numbers: [String: Int32]) {
        var cap = 16
        while cap < numbers.count * 2 { cap <<= 1 }
        var slots = [Int32](repeating: -1, count: cap)
        var bytes: [UInt8] = []
        var spans: [(start: Int32, end: Int32, quick: UInt64, number: Int32)] = []
        for (name, number) in numbers {
            if name.isEmpty {
                emptyNumber = number
                continue
            }
            let start = Int32(bytes.count)
            bytes.append(contentsOf: name.utf8)
            let end = Int32(bytes.count)
            let quick = bytes.withUnsafeBufferPointer { Linter.NameInterner.quickHash($0.baseAddress! + Int(start), Int(end - start)) }
            OpenSlots.place(Int32(spans.count), quick, in: &slots)
            spans.append((start, end, quick, number))
        }
        self.slots = slots
        self.bytes = bytes
        self.spans = spans
    }

    /// The number of the name spelled by the `count` bytes at `p`, or -1.
    func number(_ p: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
        guard count > 0 else { return emptyNumber }
        let quick = Linter.NameInterner.quickHash(p, count)
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: quick >> 24) & mask
        return bytes.withUnsafeBufferPointer { b in
            while true {
                let e = slots[i]
                if e < 0 { return -1 }
                let s = spans[Int(e)]
                if s.quick == quick && Int(s.end - s.start) == count && memcmp(b.baseAddress! + Int(s.start), p, count) == 0 { return s.number }
                i = (i + 1) & mask
            }
        }
    }

    /// The number of `name`, or -1.
    func number(_ name: String) -> Int32 {
        var name = name
        return name.withUTF8 { b in b.baseAddress.map { number($0, b.count) } ?? emptyNumber }
    }

    /// The number of the module an import names (`ProjectIndex.importedModule`: the part before
    /// its first `.`), or -1.
    func number(ofImport name: String) -> Int32 {
        var name = name
        return name.withUTF8 { b in
            guard let base = b.baseAddress else { return emptyNumber }
            let dot = b.firstIndex(of: UInt8(ascii: ".")) ?? b.count
            return number(base, dot)
        }
    }
}

/// The tables above keep their entries' numbers in `slots` (-1: empty, a power of two in size),
/// each at the first empty slot from its hash's bits 24 and up.
enum OpenSlots {
    @inline(__always) static func place(_ e: Int32, _ h: UInt64, in slots: inout [Int32]) {
        slots.withUnsafeMutableBufferPointer { place(e, h, in: $0.baseAddress!, count: $0.count) }
    }

    /// `place` for slots kept in a buffer of their own (`count` of them).
    @inline(__always) static func place(_ e: Int32, _ h: UInt64, in slots: UnsafeMutablePointer<Int32>, count: Int) {
        let mask = count - 1
        var i = Int(truncatingIfNeeded: h >> 24) & mask
        while slots[i] >= 0 { i = (i + 1) & mask }
        slots[i] = e
    }
}
