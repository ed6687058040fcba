/// A team rule's `check:` block, compiled once when the document is loaded into matchers over
/// the facts the engine collects anyway (declarations, imports, type references, identifier
/// uses, file contexts). See CONTRIBUTING "Team rules" and the README's "Team rules" section.
public struct TeamCheck: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case dependencies, declarations, identifiers
    }

    public var kind: Kind
    /// The `message:` template (`{name}`, `{layer}`, `{file}`… see `TeamCheck.placeholders`).
    public var message: String
    /// The optional `fix:` hint, appended to every message.
    public var fix: String?

    // dependencies
    public var from = FileMatcher()
    public var forbidTarget: TargetMatcher?
    public var allowOnlyTarget: TargetMatcher?
    public var viaImport = true
    public var viaReference = false

    // declarations
    public var select = DeclarationSelector()
    public var require = DeclarationRequirements()
    public var forbid = DeclarationRequirements()

    // identifiers
    public var inFiles = FileMatcher()
    /// Forbidden names or patterns (`URLSession`, `print`, `*DTO`) with what to use instead.
    public var forbiddenIdentifiers: [ForbiddenIdentifier] = []

    public struct ForbiddenIdentifier: Sendable, Equatable {
        public var pattern: NameGlob
        public var instead: String
    }

    /// A path's components for glob matching: absolute when the run knows its working directory
    /// (globs from `.archlint.yml` are anchored at its folder, as `layout:` globs are).
    static func components(_ path: String, _ workingDirectory: String?) -> ArraySlice<Substring> {
        if let cwd = workingDirectory, !path.hasPrefix("/") { return Paths.components(Paths.absolute(path, from: cwd))[...] }
        return Paths.components(path)[...]
    }

    /// The placeholders a `message:` may use, by kind.
    public static func placeholders(_ kind: Kind) -> [String] {
        let common = ["name", "file", "path", "layer", "role", "feature", "module"]
        switch kind {
        case .declarations: return common + ["kind", "violation"]
        case .dependencies: return common + ["target", "target_layer", "target_feature", "target_module", "via"]
        case .identifiers: return common + ["instead"]
        }
    }
}

/// `*ViewModel`, `Get*UseCase`, `print`, `{Name}Contract`: a name with `*` (any run of characters)
/// and `?` (one character); `{Name}`/`{name}` stand for the selected declaration's name where a
/// requirement names another one (`companion: "{name}Contract"`).
public struct NameGlob: Sendable, Equatable, CustomStringConvertible {
    public let text: String
    let pieces: [Piece]
    enum Piece: Sendable, Equatable { case literal([UInt8]), star, question, name }

    public var description: String { text }

    public init?(_ text: String) {
        guard !text.isEmpty else { return nil }
        var out: [Piece] = []
        var lit: [UInt8] = []
        var rest = Substring(text)
        while let c = rest.first {
            if rest.hasPrefix("{Name}") || rest.hasPrefix("{name}") {
                if !lit.isEmpty { out.append(.literal(lit)); lit = [] }
                out.append(.name)
                rest = rest.dropFirst(6)
                continue
            }
            if c == "*" || c == "?" {
                if !lit.isEmpty { out.append(.literal(lit)); lit = [] }
                out.append(c == "*" ? .star : .question)
            } else if c.isLetter || c.isNumber || c == "_" || c == "." || c == "@" {
                lit.append(contentsOf: c.utf8)
            } else {
                return nil
            }
            rest = rest.dropFirst()
        }
        if !lit.isEmpty { out.append(.literal(lit)) }
        self.text = text
        self.pieces = out
    }

    public var hasWildcards: Bool { pieces.contains { $0 == .star || $0 == .question } }
    public var hasNamePlaceholder: Bool { pieces.contains(.name) }
    public var isLowercaseIdentifier: Bool { text.utf8.first.map { $0 >= 0x61 && $0 <= 0x7A || $0 == 0x5F } ?? false }

    /// Whether `name` matches, `{Name}` standing for `subject` (or for any run of characters without one).
    public func matches(_ name: String, subject: String? = nil) -> Bool {
        let u = Array(name.utf8)
        let s = subject.map { Array($0.utf8) }
        func go(_ p: Int, _ k: Int) -> Bool {
            if p == pieces.count { return k == u.count }
            switch pieces[p] {
            case .literal(let l):
                guard k + l.count <= u.count, u[k..<(k + l.count)].elementsEqual(l) else { return false }
                return go(p + 1, k + l.count)
            case .question:
                return k < u.count && go(p + 1, k + 1)
            case .name where s != nil:
                let l = s!
                guard k + l.count <= u.count, u[k..<(k + l.count)].elementsEqual(l) else { return false }
                return go(p + 1, k + l.count)
            case .star, .name:
                var j = k
                while j <= u.count {
                    if go(p + 1, j) { return true }
                    j += 1
                }
                return false
            }
        }
        return go(0, 0)
    }

    /// The name with `{Name}` replaced by `subject` (for a pattern without wildcards).
    public func expand(_ subject: String) -> String {
        var out = ""
        for p in pieces {
            switch p {
            case .literal(let l): out += String(decoding: l, as: UTF8.self)
            case .name: out += subject
            case .star: out += "*"
            case .question: out += "?"
            }
        }
        return out
    }
}

/// A value with captures: `Profile`, `{f}` (binds the capture in `from:`/`in:`, compares in
/// targets), `!{f}` (differs), `{f}Domain` (a module named after the capture).
public struct CaptureValue: Sendable, Equatable {
    public var negated: Bool
    /// Literal text and capture names, in order.
    public var parts: [Part]
    public enum Part: Sendable, Equatable { case literal(String), capture(String) }

    public init?(_ text: String) {
        var t = Substring(text)
        negated = t.hasPrefix("!")
        if negated { t = t.dropFirst() }
        var parts: [Part] = []
        var lit = ""
        while let c = t.first {
            if c == "{" {
                guard let close = t.firstIndex(of: "}") else { return nil }
                let name = String(t[t.index(after: t.startIndex)..<close])
                guard isIdentifier(name) else { return nil }
                if !lit.isEmpty { parts.append(.literal(lit)); lit = "" }
                parts.append(.capture(name))
                t = t[t.index(after: close)...]
                continue
            }
            if c == "}" { return nil }
            lit.append(c)
            t = t.dropFirst()
        }
        if !lit.isEmpty { parts.append(.literal(lit)) }
        guard !parts.isEmpty else { return nil }
        self.parts = parts
    }

    /// `{f}` alone: binds in a file selector.
    public var bindingName: String? {
        if !negated, parts.count == 1, case .capture(let n) = parts[0] { return n }
        return nil
    }

    public var captures: [String] { parts.compactMap { if case .capture(let n) = $0 { return n }; return nil } }

    /// The text with captures substituted; nil when a capture is unbound.
    func resolve(_ bindings: [String: String]) -> String? {
        var out = ""
        for p in parts {
            switch p {
            case .literal(let l): out += l
            case .capture(let n):
                guard let v = bindings[n] else { return nil }
                out += v
            }
        }
        return out
    }

    /// Whether `value` (nil: unknown) matches; a negated value never matches an unknown one.
    func matches(_ value: String?, _ bindings: [String: String]) -> Bool {
        guard let value, let expected = resolve(bindings) else { return false }
        return (value == expected) != negated
    }
}

/// Which files: by layer, role, feature, module and path glob (every key given must match).
public struct FileMatcher: Sendable, Equatable {
    public var layers: Set<Layer>?
    public var roles: Set<FileRole>?
    public var features: [CaptureValue]?
    public var modules: [CaptureValue]?
    public var paths: [LayoutGlob]?
    public var excludedPaths: [LayoutGlob]?

    public init() {}

    public var isEmpty: Bool { layers == nil && roles == nil && features == nil && modules == nil && paths == nil && excludedPaths == nil }

    /// The files the engine collects facts for: the layers and roles named, else all of them.
    var fileSelector: FileSelector {
        if layers != nil || roles != nil { return FileSelector(layers: layers ?? [], roles: roles ?? []) }
        return .allLayers
    }

    /// Whether the file matches; binds `{x}` captures into `bindings`.
    func matches(_ ctx: FileContext, _ bindings: inout [String: String], workingDirectory: String? = nil) -> Bool {
        if let layers, !layers.contains(ctx.layer) { return false }
        if let roles, !roles.contains(ctx.role) { return false }
        if let features, !FileMatcher.match(features, ctx.feature, &bindings) { return false }
        if let modules, !FileMatcher.match(modules, ctx.module, &bindings) { return false }
        if paths != nil || excludedPaths != nil {
            let comps = TeamCheck.components(ctx.path, workingDirectory)
            if let paths, !paths.contains(where: { $0.match(comps).matched }) { return false }
            if let excludedPaths, excludedPaths.contains(where: { $0.match(comps).matched }) { return false }
        }
        return true
    }

    static func match(_ values: [CaptureValue], _ actual: String?, _ bindings: inout [String: String]) -> Bool {
        for v in values {
            if let n = v.bindingName {
                guard let actual else { continue }
                if let bound = bindings[n] { if bound == actual { return true }; continue }
                bindings[n] = actual
                return true
            }
            if v.matches(actual, bindings) { return true }
        }
        return false
    }
}

/// What a dependency reaches: a module of the run or outside it, a file's layer, feature, role, path.
/// The keys are a file selector's (without `exclude_path`); `forbid:` and `allow_only:` combine them
/// differently (`matchesAll`, `matchesAny`).
public struct TargetMatcher: Sendable, Equatable {
    public var keys: FileMatcher

    public init(keys: FileMatcher) { self.keys = keys }

    struct Target {
        var name: String
        var layer: Layer?
        var role: FileRole?
        var feature: String?
        var module: String?
        var path: String?
    }

    /// `forbid:` — every key given matches.
    func matchesAll(_ t: Target, _ b: [String: String], _ cwd: String?) -> Bool {
        let (layers, roles, features, modules, paths) = (keys.layers, keys.roles, keys.features, keys.modules, keys.paths)
        if let layers { guard let l = t.layer, layers.contains(l) else { return false } }
        if let roles { guard let r = t.role, roles.contains(r) else { return false } }
        if let features, !features.contains(where: { $0.matches(t.feature, b) }) { return false }
        if let modules, !modules.contains(where: { $0.matches(t.module, b) }) { return false }
        if let paths { guard let p = t.path, paths.contains(where: { $0.match(TeamCheck.components(p, cwd)).matched }) else { return false } }
        return true
    }

    /// `allow_only:` — some key given matches.
    func matchesAny(_ t: Target, _ b: [String: String], _ cwd: String?) -> Bool {
        let (layers, roles, features, modules, paths) = (keys.layers, keys.roles, keys.features, keys.modules, keys.paths)
        if let layers, let l = t.layer, layers.contains(l) { return true }
        if let roles, let r = t.role, roles.contains(r) { return true }
        if let features, features.contains(where: { $0.matches(t.feature, b) }) { return true }
        if let modules, modules.contains(where: { $0.matches(t.module, b) }) { return true }
        if let paths, let p = t.path, paths.contains(where: { $0.match(TeamCheck.components(p, cwd)).matched }) { return true }
        return false
    }
}

/// Which declarations a `declarations` check looks at.
public struct DeclarationSelector: Sendable, Equatable {
    public var kinds: Set<DeclKind>?
    public var names: [NameGlob]?
    public var files = FileMatcher()
    public var conformsTo: [String]?
    public var attributes: [String]?
    public var modifiers: [String]?
    public var access: Set<AccessLevel>?
    public var enclosingKinds: Set<DeclKind>?
    public var enclosingNames: [NameGlob]?
    /// true: top-level only; false: members only.
    public var topLevel: Bool?
    public var stored: Bool?
    public var isStatic: Bool?

    public init() {}
}

/// What a declaration must (`require:`) or must not (`forbid:`) have.
public struct DeclarationRequirements: Sendable, Equatable {
    public var names: [NameGlob]?
    public var conformsTo: [String]?
    public var attributes: [String]?
    public var modifiers: [String]?
    public var access: Set<AccessLevel>?
    public var fileName: NameGlob?
    public var folders: [LayoutGlob]?
    public var roles: Set<FileRole>?
    public var functions: MemberCount?
    public var properties: MemberCount?
    public var isAsync: Bool?
    public var throwsClauses: Set<String>?
    public var mutability: String?
    public var companion: Companion?

    public init() {}

    public var isEmpty: Bool { self == DeclarationRequirements() }

    public struct MemberCount: Sendable, Equatable {
        public var count: Int?
        public var min: Int?
        public var max: Int?
        /// require: every member has one of these names; forbid: none has.
        public var names: [NameGlob]?
        /// Only members with these access levels count (`[internal, package, public, open]`: not private).
        public var access: Set<AccessLevel>?
    }

    public struct Companion: Sendable, Equatable {
        public var name: NameGlob
        public var kinds: Set<DeclKind>?
        /// same_file, same_folder or anywhere.
        public var scope: String
    }
}
