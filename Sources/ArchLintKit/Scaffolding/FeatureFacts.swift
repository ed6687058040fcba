/// The project as `archlint new` reads it before generating anything: every Swift file of the
/// project (`Scaffolder.read`), analysed by the linter's own scanner with full detail into a
/// `ProjectIndex`, with the modules its manifests declare. What the feature can *see* is its own
/// files (and, for a composed UseCase, the related feature's), and the `public`, `package` and
/// `open` declarations of the project modules its files import (`ModuleScope`): "anywhere" in the
/// queries below means there. The generator asks it which repository contract declares a method,
/// which error the feature throws and with which cases, what a mock or a stub provides, which
/// module the tests `@testable import`, which types an imported module already declares, and how
/// files are indented.
struct FeatureFacts {
    /// The feature's folder as given (`Features/Character`), no trailing `/`.
    let featureDirectory: String
    let index: ProjectIndex
    var vocabulary: Vocabulary { index.vocabulary }
    /// The files read, as read: the self-check lints them with the generated ones.
    let contents: [(path: String, bytes: [UInt8])]
    /// `@testable import` modules of the test files, per file that was read.
    private let testableImports: [(path: String, modules: [String])]
    /// The project modules the feature's files import, and the imports that are not the project's.
    private(set) var scope = ModuleScope()
    /// Folders whose every declaration the feature sees (its own, a composed UseCase's related feature's).
    private(set) var ownFolders: [String] = []
    private let pathIndex: [String: Int]

    /// Every declaration with its members, parameters, types and attributes.
    static let needs = RuleNeeds(memberDetail: .allLayers)

    /// `relatedDirectories`: folders read as if they were the feature's (a composed UseCase's
    /// related feature). `feature`: the feature's name, which tells the app's module prefix.
    init(contents: [(path: String, bytes: [UInt8])], featureDirectory: String, configuration: Configuration,
         feature: String? = nil, relatedDirectories: [String] = []) {
        self.featureDirectory = FeatureFacts.trimmed(featureDirectory)
        self.contents = contents
        var positions: [String: Int] = [:]
        for (k, c) in contents.enumerated() { positions[c.path] = k }
        pathIndex = positions
        var configuration = configuration
        ModuleDiscovery.attach(to: &configuration, manifests: contents.filter { PackageManifest.isManifestName($0.path) }.map { ($0.path, $0.bytes) })
        var summaries: [FileSummary] = []
        var imports: [(String, [String])] = []
        for c in contents {
            let (summary, _) = Linter.analyze(path: c.path, bytes: c.bytes, configuration: configuration, needs: FeatureFacts.needs)
            guard let summary else { continue }
            summaries.append(summary)
            if summary.context.isTest { imports.append((c.path, FeatureFacts.testableModules(c.bytes))) }
        }
        index = ProjectIndex(files: summaries, configuration: configuration)
        testableImports = imports
        ownFolders = [self.featureDirectory] + relatedDirectories.map(FeatureFacts.trimmed)
        scope = ModuleScope(self, feature: feature ?? Paths.components(self.featureDirectory).last.map(String.init) ?? "")
    }

    static func trimmed(_ dir: String) -> String {
        var d = Configuration.normalize(dir)
        if d.isEmpty { d = "." }
        return d
    }

    /// Everything the feature sees: its own folders (and the related feature's), and the public
    /// declarations of the project modules it imports.
    static let anywhere = "\u{0}"

    /// Whether `path` lies in the folder `dir` (both as given, normalised); `anywhere`: every path.
    static func isUnder(_ path: String, _ dir: String) -> Bool {
        if dir == anywhere { return true }
        let p = Configuration.normalize(path)
        if dir == "." { return !p.hasPrefix("/") && !p.hasPrefix("../") }
        return p.hasPrefix(dir + "/")
    }

    func inFeature(_ file: FileSummary) -> Bool { FeatureFacts.isUnder(file.path, featureDirectory) }

    /// Whether the feature sees every declaration of the file at `path` (its own folders).
    func isOwn(_ path: String) -> Bool { ownFolders.contains { FeatureFacts.isUnder(path, $0) } }

    /// Whether declaration `r` is one the feature can name: in its own folders, or a top-level
    /// `public`/`package`/`open` declaration of a project module it imports.
    func isVisible(_ r: DeclRef) -> Bool {
        let f = index.file(r)
        if isOwn(f.path) { return true }
        guard scope.module(of: f.path) != nil, !f.context.isTest else { return false }
        let d = index.declaration(r)
        if d.kind == .extension { return true }
        guard d.parent == nil, let access = d.accessLevel else { return false }
        return access >= .package
    }

    // MARK: - Declarations

    /// Top-level types, protocols and extensions named `name` (last component), in `dir` (default:
    /// the feature; `anywhere`: everything the feature sees, `isVisible`).
    func declarations(_ name: String, in dir: String? = nil, tests: Bool? = nil) -> [DeclRef] {
        let folder = dir ?? featureDirectory
        let refs = (index.types[name] ?? []) + (index.protocols[name] ?? []) + (index.extensions[name] ?? [])
        return refs.filter { r in
            let f = index.file(r)
            if folder == FeatureFacts.anywhere {
                guard isVisible(r) else { return false }
            } else {
                guard FeatureFacts.isUnder(f.path, folder) else { return false }
            }
            if let tests, f.context.isTest != tests { return false }
            return true
        }
    }

    /// Where the feature sees a type or protocol named `name` declared (not only extended): its
    /// own declaration first (Swift prefers the module's own), else an imported module's; nil
    /// when it sees none. `module`: the imported module (nil: the feature's own folders).
    func visibleDeclaration(_ name: String, tests: Bool? = false) -> (ref: DeclRef, module: String?)? {
        let refs = declarations(name, in: FeatureFacts.anywhere, tests: tests).filter { index.declaration($0).kind != .extension }
        if let own = refs.first(where: { isOwn(index.file($0).path) }) { return (own, nil) }
        guard let r = refs.first else { return nil }
        return (r, scope.module(of: index.file(r).path))
    }

    /// Makes the declarations of `modules` (project modules) visible, as if the feature imported them.
    mutating func see(modules: [String]) {
        var s = scope
        s.add(modules, self)
        scope = s
    }

    /// `path:line` of a declaration, for messages.
    func location(_ r: DeclRef) -> String { "\(index.file(r).path):\(index.declaration(r).line)" }

    /// Whether a type or protocol of that name is declared (not only extended) in `dir`.
    func declares(_ name: String, in dir: String? = nil, tests: Bool? = nil) -> Bool {
        declarations(name, in: dir, tests: tests).contains { index.declaration($0).kind != .extension }
    }

    /// The members of a type, from its declarations and its extensions, in `dir`.
    func members(of name: String, in dir: String? = nil, tests: Bool? = nil) -> [Declaration] {
        var out: [Declaration] = []
        for r in declarations(name, in: dir, tests: tests) {
            let f = index.file(r)
            out += f.syntax.members(of: r.index).map { f.syntax.declarations[$0] }
        }
        return out
    }

    /// Property names of a type (stored or computed, instance or static) in `dir`.
    func propertyNames(of name: String, in dir: String? = nil, tests: Bool? = nil) -> Set<String> {
        Set(members(of: name, in: dir, tests: tests).filter { $0.kind == .var || $0.kind == .let }.map(\.name))
    }

    /// The parameter labels of the `static func stub(…)` of a type (in the tests), nil without one.
    func stubLabels(of name: String) -> Set<String>? {
        let stubs = members(of: name, tests: true).filter { $0.kind == .func && $0.name == "stub" }
        guard !stubs.isEmpty else { return nil }
        return Set(stubs.flatMap { $0.parameters.compactMap(\.label) })
    }

    /// The cases of an enum declared in `dir` (`anywhere`: the one the feature sees, its own first).
    func enumCases(_ name: String, in dir: String? = nil) -> [Declaration]? {
        let refs: [DeclRef]
        if dir == FeatureFacts.anywhere {
            guard let v = visibleDeclaration(name, tests: nil) else { return nil }
            refs = [v.ref]
        } else {
            refs = declarations(name, in: dir).filter { index.declaration($0).kind == .enum }
        }
        guard refs.contains(where: { index.declaration($0).kind == .enum }) else { return nil }
        return refs.flatMap { r -> [Declaration] in
            let f = index.file(r)
            return f.syntax.members(of: r.index).map { f.syntax.declarations[$0] }
        }.filter { $0.kind == .case }
    }

    // MARK: - Contracts

    /// The repository contracts declared in `dir` (default: the feature), sorted by name.
    func repositoryContracts(in dir: String? = nil) -> [String] {
        var out = Set<String>()
        for (name, kind) in index.contracts where kind == .repository {
            if declares(name, in: dir) { out.insert(name) }
        }
        return out.sorted()
    }

    /// The method requirements of a protocol declared in `dir` (not its extensions' methods).
    func requirements(of contract: String, in dir: String? = nil) -> [Declaration] {
        var out: [Declaration] = []
        for r in declarations(contract, in: dir) where index.declaration(r).kind == .protocol {
            let f = index.file(r)
            out += f.syntax.members(of: r.index).map { f.syntax.declarations[$0] }.filter { $0.kind == .func }
        }
        return out
    }

    /// The first repository contract (in `dir`) declaring a method named one of `names`
    /// (tried in order): the contract and the method.
    func repositoryMethod(_ names: [String], in dir: String? = nil) -> (contract: String, method: Declaration)? {
        let contracts = repositoryContracts(in: dir)
        for name in names {
            for c in contracts {
                if let m = requirements(of: c, in: dir).first(where: { $0.name == name }) { return (c, m) }
            }
        }
        return nil
    }

    /// The folder, among `dirs`, that declares the contract.
    func folder(declaring contract: String, among dirs: [String]) -> String? {
        dirs.first { declares(contract, in: $0) }
    }

    /// The mock of a contract in the feature's tests: by the conventions' name, else any
    /// type under Tests/ conforming to it.
    func mock(of contract: String) -> String? {
        let expected = vocabulary.mockName(forContract: contract)
        if declares(expected, tests: true) { return expected }
        let base = vocabulary.baseName(ofContract: contract)
        for alt in [base + "Mock", "Mock" + base] where declares(alt, tests: true) { return alt }
        for (name, refs) in index.types where refs.contains(where: { index.file($0).context.isTest && inFeature(index.file($0)) }) {
            if index.conforms(name, to: contract) { return name }
        }
        return nil
    }

    // MARK: - Errors

    /// The enums declared in the feature's `Domain/Errors/`, the feature's own first
    /// (`{Feature}Error`), then by name.
    func domainErrors(feature: String, in dir: String? = nil) -> [String] {
        var names = Set<String>()
        for (name, refs) in index.types {
            for r in refs {
                let f = index.file(r)
                let d = index.declaration(r)
                if d.kind == .enum, d.parent == nil, f.context.role == .domainErrors, FeatureFacts.isUnder(f.path, dir ?? featureDirectory) {
                    names.insert(name)
                }
            }
        }
        return names.sorted { a, b in
            let fa = a == feature + "Error", fb = b == feature + "Error"
            return fa != fb ? fa : a < b
        }
    }

    /// The case an unexpected failure becomes: `loadFailed`, else the first case without
    /// associated values; nil when the enum is unknown or has none.
    /// A case whose associated values all have defaults (`case loadFailed(description: String = "")`)
    /// is usable too, written `loadFailed()`.
    func fallbackCase(of error: String) -> String? {
        guard let cases = enumCases(error, in: FeatureFacts.anywhere) else { return nil }
        let defaulted = defaultedCases(of: error)
        let usable = cases.compactMap { c -> String? in
            if c.parameters.isEmpty { return c.name }
            return defaulted.contains(c.name) ? c.name + "()" : nil
        }
        return usable.first { $0 == "loadFailed" || $0 == "loadFailed()" } ?? usable.first
    }

    /// The cases of an enum whose associated values all have a default value, read from the
    /// tokens of the files declaring it (the scanner keeps the types, not the defaults).
    func defaultedCases(of error: String) -> Set<String> {
        var out = Set<String>()
        for r in declarations(error, in: FeatureFacts.anywhere) {
            let f = index.file(r)
            guard let bytes = bytes(of: f.path) else { continue }
            let cases = f.syntax.members(of: r.index).map { f.syntax.declarations[$0] }.filter { $0.kind == .case && !$0.parameters.isEmpty }
            guard !cases.isEmpty else { continue }
            bytes.withUnsafeBufferPointer { buf in
                guard let base = buf.baseAddress else { return }
                let tokens = Lexer.tokenize(buf).filter { !$0.isComment }
                func text(_ t: Token) -> String { String(decoding: UnsafeBufferPointer(start: base + Int(t.start), count: t.length), as: UTF8.self) }
                for c in cases {
                    guard let k = tokens.firstIndex(where: { Int($0.line) == c.line && Int($0.column) == c.column && text($0) == c.name }),
                          k + 1 < tokens.count, tokens[k + 1].isPunct(UInt8(ascii: "(")) else { continue }
                    var depth = 0
                    var segmentHasDefault = false
                    var all = true
                    var j = k + 1
                    while j < tokens.count {
                        let t = tokens[j]
                        if t.isPunct(UInt8(ascii: "(")) || t.isPunct(UInt8(ascii: "[")) || t.isPunct(UInt8(ascii: "<")) { depth += 1 }
                        else if t.isPunct(UInt8(ascii: ")")) || t.isPunct(UInt8(ascii: "]")) || t.isPunct(UInt8(ascii: ">")) {
                            depth -= 1
                            if depth == 0 { all = all && segmentHasDefault; break }
                        } else if depth == 1 && t.isPunct(UInt8(ascii: ",")) {
                            all = all && segmentHasDefault
                            segmentHasDefault = false
                        } else if depth == 1 && text(t) == "=" {
                            segmentHasDefault = true
                        }
                        j += 1
                    }
                    if all { out.insert(c.name) }
                }
            }
        }
        return out
    }

    /// `notFound(identifier: Int)`, `notFound(id: Int)` or `notFound(Int)`: the label
    /// of its one `Int` associated value ("" when unlabelled); nil without such a case.
    func notFoundLabel(of error: String) -> String? {
        guard let cases = enumCases(error, in: FeatureFacts.anywhere) else { return nil }
        guard let c = cases.first(where: { $0.name == "notFound" }), c.parameters.count == 1,
              c.parameters[0].type.trimmingSpaces() == "Int" else { return nil }
        return c.parameters[0].label ?? ""
    }

    func hasCase(_ name: String, of error: String) -> Bool {
        enumCases(error, in: FeatureFacts.anywhere)?.contains { $0.name == name } ?? false
    }

    // MARK: - Module, folders, indentation

    /// The module the tests of `dir` `@testable import` most often; ties go to the one
    /// named like the feature, then alphabetically. nil without such an import.
    func testedModule(in dir: String? = nil, feature: String) -> String? {
        var counts: [String: Int] = [:]
        for (path, modules) in testableImports where FeatureFacts.isUnder(path, dir ?? featureDirectory) {
            for m in Set(modules) { counts[m, default: 0] += 1 }
        }
        return counts.sorted { a, b in
            if a.value != b.value { return a.value > b.value }
            let fa = a.key.hasSuffix(feature), fb = b.key.hasSuffix(feature)
            return fa != fb ? fa : a.key < b.key
        }.first?.key
    }

    /// `@testable import` modules of the tests in the feature's own folders, per file.
    func testableModulesOfOwnTests() -> [(path: String, modules: [String])] { testableImports.filter { isOwn($0.path) } }

    /// `@testable import` modules of every test file of the project, per file.
    var allTestableImports: [(path: String, modules: [String])] { testableImports }

    /// The names the feature's own module goes by: the module its tests `@testable import`, the
    /// module the layout gives its files, and the feature's name.
    func ownModuleNames(feature: String) -> [String] {
        var names = [feature]
        if let m = testedModule(feature: feature) { names.append(m) }
        for f in index.files where inFeature(f) && !f.context.isTest { if let m = f.context.module { names.append(m) } }
        return names
    }

    /// The bytes of a file read, by path.
    func bytes(of path: String) -> [UInt8]? { pathIndex[path].map { contents[$0].bytes } }

    /// `@testable import X` lines of a file (tokens, so never in comments or strings).
    static func testableModules(_ bytes: [UInt8]) -> [String] {
        bytes.withUnsafeBufferPointer { buf -> [String] in
            guard let base = buf.baseAddress else { return [] }
            let tokens = Lexer.tokenize(buf).filter { !$0.isComment }
            func text(_ t: Token) -> String {
                String(decoding: UnsafeBufferPointer(start: base + Int(t.start), count: t.length), as: UTF8.self)
            }
            var out: [String] = []
            var k = 0
            while k + 3 < tokens.count {
                defer { k += 1 }
                guard tokens[k].isPunct(UInt8(ascii: "@")), text(tokens[k + 1]) == "testable", text(tokens[k + 2]) == "import" else { continue }
                out.append(text(tokens[k + 3]))
            }
            return out
        }
    }

    /// The indentation of the feature's files: a tab (the reference library, seed 001)
    /// unless most indented lines start with spaces, then their smallest step.
    var indentation: String {
        var tabs = 0, spaces = 0
        var step = Int.max
        for c in contents where inFeatureFile(c.path) {
            var atLineStart = true
            var run = 0
            for b in c.bytes {
                if atLineStart {
                    if b == UInt8(ascii: "\t") { tabs += 1; atLineStart = false; continue }
                    if b == UInt8(ascii: " ") { run += 1; continue }
                    if run > 0 && b != UInt8(ascii: "\n") && b != UInt8(ascii: "*") { spaces += 1; step = min(step, run) }
                    atLineStart = false
                    run = 0
                }
                if b == UInt8(ascii: "\n") { atLineStart = true; run = 0 }
            }
        }
        if spaces > tabs && step >= 2 && step <= 8 { return String(repeating: " ", count: step) }
        return "\t"
    }

    private func inFeatureFile(_ path: String) -> Bool { FeatureFacts.isUnder(path, featureDirectory) }
}
