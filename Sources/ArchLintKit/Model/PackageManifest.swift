/// A SwiftPM `Package.swift` or a Tuist `Project.swift`, read with archlint's own tokenizer and
/// never run: the targets (name, kind, source folder), their dependencies with where they are
/// written, the products, and the local packages. What is not written literally (targets built by a
/// function, a variable, a loop, an interpolated name) is not guessed: it gives a warning, and the
/// layout falls back to folders for it.
public struct PackageManifest: Sendable, Equatable {
    public enum Kind: String, Sendable { case swiftPM, tuist }

    public struct Target: Sendable, Equatable {
        public enum Kind: String, Sendable { case regular, executable, test, macro, plugin, binary, system }
        public var name: String
        public var kind: Kind
        /// The source folder, joined with the manifest's folder (`Packages/Domain/Sources/Domain`);
        /// nil when the manifest gives none that archlint can read. With SwiftPM's `sources:`, the
        /// first folder it lists under `path:` (`path: "Sources", sources: ["Data"]` → `Sources/Data`).
        public var directory: String?
        public var dependencies: [Dependency]
        public var line: Int
        public var column: Int
        /// The other folders `sources:` lists (each also the module's).
        public var extraDirectories: [String] = []
    }

    public struct Dependency: Sendable, Equatable {
        /// The target or product depended on.
        public var name: String
        /// `.product(name:package:)`'s package.
        public var package: String?
        /// An SDK, a remote package's product, a Tuist `.external`: never a module of the run.
        public var external: Bool
        public var line: Int
        public var column: Int
    }

    public var path: String
    public var kind: Kind
    /// The manifest's folder as the path spells it ("" for the working directory).
    public var directory: String
    public var name: String?
    public var targets: [Target] = []
    /// Product name → the targets it vends.
    public var products: [String: [String]] = [:]
    /// `.package(path:)` folders, joined with the manifest's folder.
    public var localPackages: [String] = []
    /// What could not be read statically, with its line.
    public var warnings: [InputProblem] = []

    /// Whether a file of this name may be a manifest (`Project.swift` only when it imports ProjectDescription).
    public static func isManifestName(_ path: String) -> Bool {
        endsWithFile(path, "Package.swift") || endsWithFile(path, "Project.swift")
    }

    /// Whether `path` is `name` or ends in `/name`, compared on the bytes.
    static func endsWithFile(_ path: String, _ name: String) -> Bool {
        let n = name.utf8.count, c = path.utf8.count
        guard c >= n else { return false }
        // In place (a native path and a literal are contiguous): the collection's suffix, compared
        // element by element through its indices, cost a thousand instructions a path.
        let fast = path.utf8.withContiguousStorageIfAvailable { p in
            name.utf8.withContiguousStorageIfAvailable { q in
                for k in 0..<n where p[c - n + k] != q[k] { return false }
                return c == n || p[c - n - 1] == UInt8(ascii: "/")
            }
        }
        if let fast, let answer = fast { return answer }
        guard path.utf8.suffix(n).elementsEqual(name.utf8) else { return false }
        return c == n || path.utf8.dropLast(n).last == UInt8(ascii: "/")
    }

    /// `dir` + `rel`, lexically normalised (`.` dropped, `..` applied), relative stays relative.
    static func join(_ dir: String, _ rel: String) -> String {
        // ASCII paths (all the manifests seen so far) on their bytes: one byte is one character,
        // so the answer is the same as the strings' below, without splitting into substrings.
        if dir.utf8.allSatisfy({ $0 < 0x80 }) && rel.utf8.allSatisfy({ $0 < 0x80 }) { return joinASCII(dir, rel) }
        return joinStrings(dir, rel)
    }

    /// `join` by characters.
    static func joinStrings(_ dir: String, _ rel: String) -> String {
        if rel.hasPrefix("/") { return rel }
        var parts: [Substring] = []
        for c in (dir + "/" + rel).split(separator: "/", omittingEmptySubsequences: true) {
            if c == "." { continue }
            if c == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(c)
        }
        return (dir.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// `join` for ASCII `dir` and `rel`.
    static func joinASCII(_ dir: String, _ rel: String) -> String {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        if rel.utf8.first == slash { return rel }
        var all: [UInt8] = []
        all.reserveCapacity(dir.utf8.count + rel.utf8.count + 1)
        all.append(contentsOf: dir.utf8)
        all.append(slash)
        all.append(contentsOf: rel.utf8)
        var parts: [Range<Int>] = []
        var k = 0
        while k < all.count {
            if all[k] == slash { k += 1; continue }
            var j = k
            while j < all.count && all[j] != slash { j += 1 }
            let isDotDot = j - k == 2 && all[k] == dot && all[k + 1] == dot
            if j - k == 1 && all[k] == dot {
                // `.`: dropped
            } else if isDotDot, let last = parts.last, !(last.count == 2 && all[last.lowerBound] == dot && all[last.lowerBound + 1] == dot) {
                parts.removeLast()
            } else {
                parts.append(k..<j)
            }
            k = j
        }
        var out: [UInt8] = []
        out.reserveCapacity(all.count + 1)
        if dir.utf8.first == slash { out.append(slash) }
        for (n, r) in parts.enumerated() {
            if n > 0 { out.append(slash) }
            out.append(contentsOf: all[r])
        }
        return String(decoding: out, as: UTF8.self)
    }

    public static func read(path: String, bytes: [UInt8]) -> PackageManifest? {
        let isTuist = path == "Project.swift" || path.hasSuffix("/Project.swift")
        let dir = Paths.directory(of: path)
        var m = PackageManifest(path: path, kind: isTuist ? .tuist : .swiftPM, directory: dir == "." ? "" : dir)
        let tokens = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }.filter { $0.kind != .comment }
        let text = ManifestParser.textReader(bytes)
        if isTuist && !tokens.contains(where: { $0.kind == .identifier && text($0) == "ProjectDescription" }) { return nil }
        var parser = ManifestParser(tokens: tokens, bytes: bytes)
        let values = parser.parseAll()
        let root = isTuist ? "Project" : "Package"
        // `Project(…)`, or a helper that builds it from literals (`Project.make(name: "Domain", targets: [...])`).
        guard let call = ManifestParser.find(values, where: { $0.callee == root })
                ?? ManifestParser.find(values, where: { $0.qualifier == root && $0.argument("targets") != nil }) else {
            m.warnings.append(InputProblem(path: path, line: 1, message: isTuist
                ? "no literal `Project(…)` in this manifest (it is built by helper code): archlint cannot read its targets statically and takes them from its folders (Tuist's micro-feature names)"
                : "no literal `Package(…)` in this manifest (it is built by helper code): archlint cannot read its targets statically and places its files by their folders"))
            return m
        }
        m.name = call.argument("name")?.stringValue
        if let products = call.argument("products")?.arrayValue {
            for p in products {
                guard case .call(let c) = p, let name = c.argument("name")?.stringValue else { continue }
                m.products[name] = (c.argument("targets")?.arrayValue ?? []).compactMap(\.stringValue)
            }
        }
        if let deps = call.argument("dependencies")?.arrayValue {
            for d in deps {
                guard case .call(let c) = d, c.callee == "package", let p = c.argument("path")?.stringValue else { continue }
                m.localPackages.append(PackageManifest.join(m.directory, p))
            }
        }
        guard let targetsValue = call.argument("targets") else { return m }
        guard let targets = targetsValue.arrayValue else {
            m.warnings.append(InputProblem(path: path, line: targetsValue.line, message:
                "the target list is not written literally (`targets: [.target(…), …]`): archlint cannot read it statically and places these files by their folders"))
            return m
        }
        var unreadable: Int?
        for t in targets {
            guard case .call(let c) = t, let target = isTuist ? tuistTarget(c, m) : swiftPMTarget(c, m) else {
                if unreadable == nil { unreadable = t.line }
                continue
            }
            m.targets.append(target)
        }
        if let line = unreadable {
            m.warnings.append(InputProblem(path: path, line: line, message:
                "a target is not written literally (built by a function, a variable or an interpolated name): archlint cannot read it statically and places its files by their folders"))
        }
        return m
    }

    static let swiftPMKinds: [String: Target.Kind] = [
        "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro,
        "plugin": .plugin, "binaryTarget": .binary, "systemLibrary": .system,
    ]

    static func swiftPMTarget(_ c: ManifestParser.Call, _ m: PackageManifest) -> Target? {
        guard let kind = swiftPMKinds[c.callee], let name = c.argument("name")?.stringValue else { return nil }
        let rel = c.argument("path")?.stringValue ?? ((kind == .test ? "Tests/" : kind == .plugin ? "Plugins/" : "Sources/") + name)
        var dir = PackageManifest.join(m.directory, rel)
        // `sources:` narrows the target to folders (or files) under its path: its files are there.
        var extra: [String] = []
        let listed = (c.argument("sources")?.arrayValue ?? []).compactMap(\.stringValue).map { s -> String in
            // A file entry stands for its folder.
            let joined = PackageManifest.join(dir, s)
            return s.hasSuffix(".swift") ? Paths.directory(of: joined) : joined
        }
        if let first = listed.first {
            dir = first
            for d in listed.dropFirst() where d != first && !extra.contains(d) { extra.append(d) }
        }
        var target = Target(name: name, kind: kind, directory: dir, dependencies: dependencies(c.argument("dependencies")),
                            line: c.argument("name")!.line, column: c.argument("name")!.column)
        target.extraDirectories = extra
        return target
    }

    static func tuistTarget(_ c: ManifestParser.Call, _ m: PackageManifest) -> Target? {
        // `Target(…)`, `.target(…)`, or a helper's `.make(name: "HomeImpl", sources: [...])`.
        guard c.callee == "Target" || c.callee == "target" || c.argument("sources") != nil,
              let name = c.argument("name")?.stringValue else { return nil }
        var kind = Target.Kind.regular
        if let p = c.argument("product"), case .member(let product, _, _) = p, product.hasSuffix("Tests") { kind = .test }
        var dir: String?
        let sources = c.argument("sources")
        if let first = sources?.arrayValue?.first?.stringValue ?? sources?.stringValue {
            var prefix = first.prefix { $0 != "*" && $0 != "{" }
            while prefix.hasSuffix("/") { prefix = prefix.dropLast() }
            dir = PackageManifest.join(m.directory, String(prefix))
        }
        return Target(name: name, kind: kind, directory: dir, dependencies: dependencies(c.argument("dependencies")),
                      line: c.argument("name")!.line, column: c.argument("name")!.column)
    }

    /// Whether no target could be read: the manifest is built by helper code.
    public var isHelperBuilt: Bool { targets.isEmpty && !warnings.isEmpty }

    /// A Tuist manifest built by helper code: its targets taken from its folder's sub-folders, as
    /// Tuist's micro-feature convention names them (`Sources/` → `<Module>`, `Interface/` →
    /// `<Module>Interface`, `Testing/` → `<Module>Testing`, `Tests/` → `<Module>Tests`, `Demo/` and
    /// `Example/` → `<Module>Demo`, `<Module>Example`), `<Module>` being the manifest's folder.
    /// Nothing else is guessed: without such folders it has no target.
    public mutating func inferTuistTargets(subfolders: Set<Substring>) {
        guard kind == .tuist, isHelperBuilt, !directory.isEmpty, let module = Paths.components(directory).last else { return }
        let conventions: [(String, String, Target.Kind)] = [("Sources", "", .regular), ("Interface", "Interface", .regular), ("Testing", "Testing", .regular),
                                                          ("Tests", "Tests", .test), ("Demo", "Demo", .executable), ("Example", "Example", .executable)]
        for (folder, suffix, kind) in conventions where subfolders.contains(Substring(folder)) {
            targets.append(Target(name: String(module) + suffix, kind: kind, directory: PackageManifest.join(directory, folder), dependencies: [], line: 1, column: 1))
        }
        if !targets.isEmpty {
            // Said once per manifest (and once per run for many alike: `ModuleGraph.grouped`).
            let line = warnings.first?.line ?? 1
            warnings = [InputProblem(path: path, line: line, message:
                "the targets are built by helper code: archlint takes them from this manifest's folders, as Tuist's micro-feature convention names them (`<Module>` for Sources/, `<Module>Interface`, `<Module>Testing`, `<Module>Tests`)")]
        }
    }

    static func dependencies(_ v: ManifestParser.Value?) -> [Dependency] {
        var out: [Dependency] = []
        for d in v?.arrayValue ?? [] {
            switch d {
            case .string(let s, let line, let column):
                out.append(Dependency(name: s, package: nil, external: false, line: line, column: column))
            case .call(let c):
                let first = c.arguments.first?.value.stringValue
                switch c.callee {
                case "target", "byName":
                    if let n = c.argument("name")?.stringValue ?? first { out.append(Dependency(name: n, package: nil, external: false, line: c.line, column: c.column)) }
                case "product":
                    if let n = c.argument("name")?.stringValue {
                        out.append(Dependency(name: n, package: c.argument("package")?.stringValue, external: false, line: c.line, column: c.column))
                    }
                case "project":
                    if let n = c.argument("target")?.stringValue { out.append(Dependency(name: n, package: nil, external: false, line: c.line, column: c.column)) }
                default:
                    if let n = c.argument("name")?.stringValue ?? c.argument("product")?.stringValue {
                        out.append(Dependency(name: n, package: nil, external: true, line: c.line, column: c.column))
                    }
                }
            default:
                break
            }
        }
        return out
    }
}

/// A tiny reader of the literal Swift a manifest is made of: calls with labelled arguments,
/// array literals, string literals, `.member` references. Anything else is `.other`.
struct ManifestParser {
    struct Call: Equatable {
        /// The last name before `(`: `target` for `.target(`, `Target` for `Target(`, `make` for `Project.make(`.
        var callee: String
        var arguments: [(label: String?, value: Value)]
        var line: Int
        var column: Int
        /// The names before the callee: `Project` for `Project.make(` (a helper building the project).
        var qualifier: String? = nil

        func argument(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }

        static func == (a: Call, b: Call) -> Bool { a.callee == b.callee && a.line == b.line && a.column == b.column }
    }

    indirect enum Value: Equatable {
        case call(Call)
        case array([Value], Int, Int)
        case string(String, Int, Int)
        case member(String, Int, Int)
        case other(Int, Int)

        var stringValue: String? { if case .string(let s, _, _) = self { return s }; return nil }
        var arrayValue: [Value]? { if case .array(let a, _, _) = self { return a }; return nil }
        var line: Int {
            switch self {
            case .call(let c): return c.line
            case .array(_, let l, _), .string(_, let l, _), .member(_, let l, _), .other(let l, _): return l
            }
        }
        var column: Int {
            switch self {
            case .call(let c): return c.column
            case .array(_, _, let c), .string(_, _, let c), .member(_, _, let c), .other(_, let c): return c
            }
        }
    }

    let tokens: [Token]
    let bytes: [UInt8]
    let text: (Token) -> String
    var i = 0
    var depth = 0

    init(tokens: [Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
        self.text = ManifestParser.textReader(bytes)
    }

    /// A token's text (empty for a range outside the bytes).
    static func textReader(_ bytes: [UInt8]) -> (Token) -> String {
        { t in
            let s = Int(t.start), e = Int(t.end)
            guard s <= e, e <= bytes.count else { return "" }
            return String(decoding: bytes[s..<e], as: UTF8.self)
        }
    }

    /// A string literal token read on its bytes when they are all ASCII: `.some(content)` for a
    /// plain literal ("…" with no escape or interpolation, not `"""`), `.some(nil)` for any other;
    /// nil when a byte is not ASCII (the caller then reads it as a string, where one character
    /// may be several bytes). For ASCII bytes the answer is the same: one byte, one character.
    func asciiLiteral(_ t: Token) -> String?? {
        let s = Int(t.start), e = Int(t.end)
        guard s <= e, e <= bytes.count else { return .some(nil) }
        return bytes.withUnsafeBufferPointer { b -> String?? in
            var high: UInt8 = 0, escape = false
            for k in s..<e {
                high |= b[k]
                if b[k] == UInt8(ascii: "\\") { escape = true }
            }
            if high >= 0x80 { return nil }
            let quote = UInt8(ascii: "\"")
            guard e - s >= 2, b[s] == quote, b[e - 1] == quote, !escape,
                  !(e - s >= 3 && b[s + 1] == quote && b[s + 2] == quote) else { return .some(nil) }
            return .some(String(decoding: UnsafeBufferPointer(rebasing: b[(s + 1)..<(e - 1)]), as: UTF8.self))
        }
    }

    /// The content of a plain literal ("…" with no escape or interpolation, not `"""`) from its
    /// text; nil for any other.
    static func plainLiteral(_ raw: String) -> String? {
        // Checked on the bytes: `String.contains` and `count` walk characters.
        let u = raw.utf8
        guard u.count >= 2, u.first == UInt8(ascii: "\""), u.last == UInt8(ascii: "\""), !raw.hasPrefix("\"\"\""),
              !u.contains(UInt8(ascii: "\\")) else { return nil }
        return String(raw.dropFirst().dropLast())
    }

    func isPunct(_ k: Int, _ b: UInt8) -> Bool { k < tokens.count && tokens[k].isPunct(b) }

    /// Every value at statement level (declarations' initializers included), in order.
    mutating func parseAll() -> [Value] {
        var out: [Value] = []
        while i < tokens.count {
            let before = i
            out.append(value())
            if i == before { i += 1 }
        }
        return out
    }

    /// Depth-first search for a call.
    static func find(_ values: [Value], where match: (Call) -> Bool) -> Call? {
        for v in values {
            switch v {
            case .call(let c):
                if match(c) { return c }
                if let inner = find(c.arguments.map(\.value), where: match) { return inner }
            case .array(let a, _, _):
                if let inner = find(a, where: match) { return inner }
            default:
                break
            }
        }
        return nil
    }

    mutating func value() -> Value {
        guard i < tokens.count else { return .other(0, 0) }
        depth += 1
        defer { depth -= 1 }
        let t = tokens[i]
        let line = Int(t.line), column = Int(t.column)
        if depth > 200 { i += 1; return .other(line, column) }
        if t.kind == .string {
            i += 1
            // A plain literal, "…" with no interpolation or escapes; read on its bytes when they
            // are all ASCII, else as a string (where a character may be several bytes).
            guard let content = asciiLiteral(t) ?? ManifestParser.plainLiteral(text(t)),
                  !isPunct(i, UInt8(ascii: "+")) else { return .other(line, column) }
            return .string(content, line, column)
        }
        if t.isPunct(UInt8(ascii: "[")) {
            i += 1
            var items: [Value] = []
            while i < tokens.count && !isPunct(i, UInt8(ascii: "]")) {
                let before = i
                items.append(value())
                if isPunct(i, UInt8(ascii: ",")) { i += 1 } else if i == before { i += 1 } else if !isPunct(i, UInt8(ascii: "]")) { skipToCloser(UInt8(ascii: "]")); break }
            }
            if isPunct(i, UInt8(ascii: "]")) { i += 1 }
            if isPunct(i, UInt8(ascii: "+")) { return .other(line, column) }
            return .array(items, line, column)
        }
        // `.name`, `Name`, `A.B.name`, each maybe followed by `(…)`.
        var name: String?
        var qualifier: String?
        if t.isPunct(UInt8(ascii: ".")), i + 1 < tokens.count, tokens[i + 1].kind == .identifier || tokens[i + 1].kind == .keyword {
            name = text(tokens[i + 1])
            i += 2
        } else if t.kind == .identifier || t.kind == .keyword {
            name = text(t)
            i += 1
            while isPunct(i, UInt8(ascii: ".")), i + 1 < tokens.count, tokens[i + 1].kind == .identifier || tokens[i + 1].kind == .keyword {
                qualifier = qualifier.map { $0 + "." + name! } ?? name
                name = text(tokens[i + 1])
                i += 2
            }
        }
        guard let callee = name else {
            if t.isPunct(UInt8(ascii: "(")) { i += 1; skipToCloser(UInt8(ascii: ")")); if isPunct(i, UInt8(ascii: ")")) { i += 1 } } else { i += 1 }
            return .other(line, column)
        }
        guard isPunct(i, UInt8(ascii: "(")) else { return .member(callee, line, column) }
        i += 1
        var args: [(label: String?, value: Value)] = []
        while i < tokens.count && !isPunct(i, UInt8(ascii: ")")) {
            var label: String?
            if i + 1 < tokens.count, tokens[i].kind == .identifier || tokens[i].kind == .keyword, isPunct(i + 1, UInt8(ascii: ":")) {
                label = text(tokens[i])
                i += 2
            }
            let before = i
            let v = value()
            args.append((label: label, value: v))
            if isPunct(i, UInt8(ascii: ",")) { i += 1 } else if i == before { i += 1 } else if !isPunct(i, UInt8(ascii: ")")) { skipToCloser(UInt8(ascii: ")")); break }
        }
        if isPunct(i, UInt8(ascii: ")")) { i += 1 }
        return .call(Call(callee: callee, arguments: args, line: line, column: column, qualifier: qualifier))
    }

    /// Skips to the closer of the current bracket level (nested brackets balanced).
    mutating func skipToCloser(_ closer: UInt8) {
        var level = 0
        while i < tokens.count {
            let t = tokens[i]
            if t.isPunct(UInt8(ascii: "(")) || t.isPunct(UInt8(ascii: "[")) || t.isPunct(UInt8(ascii: "{")) { level += 1 }
            if t.isPunct(UInt8(ascii: ")")) || t.isPunct(UInt8(ascii: "]")) || t.isPunct(UInt8(ascii: "}")) {
                if level == 0 && t.isPunct(closer) { return }
                if level == 0 { return }
                level -= 1
            }
            i += 1
        }
    }
}

/// The modules the manifests of a run declare: which module holds a file, and the dependencies
/// between them (resolved through products, across local packages).
public struct ModuleGraph: Sendable {
    public struct Module: Sendable, Equatable {
        public var name: String
        public var isTest: Bool
        public var directory: String
        public var manifest: String
    }

    public private(set) var modules: [Module] = []
    public private(set) var edges: [ModuleEdge] = []
    public private(set) var warnings: [InputProblem] = []
    /// Module directories (components joined by `/`) → the first module declared there, for
    /// `module(containing:)`: a hash lookup per ancestor folder of a path, not a scan of every module.
    let byDirectory: [String: Int]

    public init(manifests: [PackageManifest]) {
        var modules: [Module] = []
        for m in manifests.sorted(by: { $0.path < $1.path }) {
            warnings += m.warnings
            for t in m.targets {
                guard let dir = t.directory, t.kind != .plugin, t.kind != .binary else { continue }
                modules.append(Module(name: t.name, isTest: t.kind == .test, directory: dir, manifest: m.path))
                for extra in t.extraDirectories {
                    modules.append(Module(name: t.name, isTest: t.kind == .test, directory: extra, manifest: m.path))
                }
            }
        }
        warnings = ModuleGraph.grouped(warnings)
        self.modules = modules
        var byDirectory: [String: Int] = [:]
        for i in modules.indices {
            let key = ModuleGraph.components(modules[i].directory).joined(separator: "/")
            if byDirectory[key] == nil { byDirectory[key] = i }
        }
        self.byDirectory = byDirectory
        let names = Set(modules.map(\.name))
        var products: [String: String] = [:]
        for m in manifests { for (p, targets) in m.products where targets.count >= 1 && names.contains(targets[0]) { products[p] = products[p] ?? targets[0] } }
        for m in manifests.sorted(by: { $0.path < $1.path }) {
            for t in m.targets where t.directory != nil {
                for d in t.dependencies where !d.external {
                    let local = m.targets.contains { $0.name == d.name } ? d.name : nil
                    guard let to = local ?? products[d.name] ?? (names.contains(d.name) ? d.name : nil) else { continue }
                    edges.append(ModuleEdge(from: t.name, to: to, manifest: m.path, line: d.line, column: d.column))
                }
            }
        }
    }

    /// The manifests' warnings, said once per run: a warning that several manifests give alike (a
    /// Tuist app whose 40 manifests are built by helper code) becomes one line naming how many
    /// and the first of them, at the first one's line.
    static func grouped(_ warnings: [InputProblem]) -> [InputProblem] {
        var byMessage: [String: [InputProblem]] = [:]
        var order: [String] = []
        for w in warnings {
            if byMessage[w.message] == nil { order.append(w.message) }
            byMessage[w.message, default: []].append(w)
        }
        return order.map { message in
            let group = byMessage[message]!
            guard group.count > 1 else { return group[0] }
            let named = group.prefix(3).map { "`\($0.path)`" }.joined(separator: ", ")
            let more = group.count > 3 ? " and \(group.count - 3) more" : ""
            return InputProblem(path: group[0].path, line: group[0].line, message:
                "\(message) (the same in \(group.count) manifests: \(named)\(more))")
        }
    }

    /// No empty, `.` or `..` folder in the path (one pass over its bytes, no allocation).
    static func isPlain(_ path: String) -> Bool {
        var run = 0, dots = 0, first = true
        for b in path.utf8 {
            if b == UInt8(ascii: "/") {
                if (run == 0 && !first) || (run > 0 && run == dots && dots <= 2) { return false }
                run = 0; dots = 0; first = false
            } else {
                run += 1
                if b == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return true
    }

    static func components(_ path: String) -> [Substring] {
        Paths.components(path)
    }

    /// The module whose folder holds `path` (by whole components; the deepest folder wins).
    public func module(containing path: String) -> Module? {
        guard !byDirectory.isEmpty else { return nil }
        // The common case, a plain relative or absolute path: its folders are prefixes of the string.
        let u = path.utf8
        if ModuleGraph.isPlain(path) {
            var end = u.endIndex
            while let slash = u[..<end].lastIndex(of: UInt8(ascii: "/")) {
                var start = u.startIndex
                if start < slash, u[start] == UInt8(ascii: "/") { start = u.index(after: start) }
                if let i = byDirectory[String(path[start..<slash])] { return modules[i] }
                end = slash
            }
            return nil
        }
        let comps = ModuleGraph.components(path)
        var n = comps.count - 1
        while n > 0 {
            if let i = byDirectory[comps[..<n].joined(separator: "/")] { return modules[i] }
            n -= 1
        }
        return nil
    }

    /// The lookup the layout uses.
    public var lookup: ModuleLookup {
        let graph = self
        var declared: [String: ModuleHint] = [:]
        for m in modules where declared[m.name] == nil { declared[m.name] = ModuleHint(name: m.name, isTest: m.isTest, directory: m.directory) }
        return ModuleLookup(edges: edges, declared: declared) { path in
            graph.module(containing: path).map { ModuleHint(name: $0.name, isTest: $0.isTest, directory: $0.directory) }
        }
    }
}
