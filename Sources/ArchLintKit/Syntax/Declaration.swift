/// What a declaration is. The raw values are the `kind` column of `oracle decls`.
public enum DeclKind: String, Sendable {
    case `protocol`, `class`, `struct`, `enum`, actor, `extension`
    case `func`, `init`, `deinit`, `subscript`, `var`, `let`, `case`, `typealias`, `associatedtype`, macro

    public var isType: Bool {
        switch self {
        case .protocol, .class, .struct, .enum, .actor: return true
        default: return false
        }
    }

    /// Types and extensions: declarations with a member block.
    public var hasMembers: Bool { isType || self == .extension }

    /// Its bit in a mask of kinds (`Conditions.kindBits`).
    var bit: Int {
        switch self {
        case .protocol: return 0
        case .class: return 1
        case .struct: return 2
        case .enum: return 3
        case .actor: return 4
        case .extension: return 5
        case .func: return 6
        case .`init`: return 7
        case .deinit: return 8
        case .subscript: return 9
        case .var: return 10
        case .let: return 11
        case .case: return 12
        case .typealias: return 13
        case .associatedtype: return 14
        case .macro: return 15
        }
    }

    static func bits(_ kinds: Set<DeclKind>) -> UInt32 {
        kinds.reduce(0) { $0 | (1 << UInt32($1.bit)) }
    }
}

public enum AccessLevel: Int, Sendable, Comparable {
    case `private` = 0, `fileprivate`, `internal`, package, `public`, open

    public static func < (a: AccessLevel, b: AccessLevel) -> Bool { a.rawValue < b.rawValue }

    /// The access level a modifier keyword states (`private(set)` aside: that is not the keyword alone).
    init?(keyword: Keyword) {
        switch keyword {
        case .private: self = .private
        case .fileprivate: self = .fileprivate
        case .internal: self = .internal
        case .package: self = .package
        case .public: self = .public
        case .open: self = .open
        default: return nil
        }
    }

    init?(word: String) {
        switch word {
        case "private": self = .private
        case "fileprivate": self = .fileprivate
        case "internal": self = .internal
        case "package": self = .package
        case "public": self = .public
        case "open": self = .open
        default: return nil
        }
    }
}

/// How a function, initializer or accessor throws.
public enum ThrowsClause: Equatable, Sendable {
    case none
    /// `throws` without a type.
    case untyped
    /// `throws(SomeError)`; the text is the error type, whitespace-normalised.
    case typed(String)
    case `rethrows`

    public var isThrowing: Bool { self != .none }
}

public struct Parameter: Equatable, Sendable {
    /// The argument label (`nil` for `_`).
    public var label: String?
    public var name: String
    public var type: String
    /// Position of the parameter's first token (0 when not recorded).
    public var line: Int32 = 0
    public var column: Int32 = 0

    public init(label: String?, name: String, type: String, line: Int32 = 0, column: Int32 = 0) {
        self.label = label
        self.name = name
        self.type = type
        self.line = line
        self.column = column
    }
}

/// An attribute as written before a declaration: `@Test("Execute returns model", arguments: …)`.
public struct AttributeInfo: Equatable, Sendable {
    /// `@Test`, `@MainActor`, `@Suite`.
    public var name: String
    /// The tokens between the parentheses, whitespace-normalised; nil without parentheses.
    public var arguments: String?
    /// The first argument is a string literal.
    public var firstArgumentIsString: Bool
    public var line: Int32
    public var column: Int32
}

/// One declaration found by `DeclarationScanner`: the model every rule works on.
public struct Declaration: Sendable {
    public var kind: DeclKind
    // Line of the access-level modifier (see `accessLevelLine`), in the padding after `kind`.
    var _accessLine: Int32 = 0
    /// The declared name (`init`, `init?`, `subscript`; for an extension the
    /// extended type as written, whitespace-normalised).
    public var name: String
    /// Index of the name token (for init/deinit/subscript the keyword; for an
    /// extension the first token of the extended type).
    public var nameToken: Int {
        get { Int(_nameToken) }
        set { _nameToken = Int32(truncatingIfNeeded: newValue) }
    }
    public var line: Int {
        get { Int(_line) }
        set { _line = Int32(truncatingIfNeeded: newValue) }
    }
    public var column: Int {
        get { Int(_column) }
        set { _column = Int32(truncatingIfNeeded: newValue) }
    }
    /// Modifiers in source order: `public`, `private(set)`, `static`, `final`…
    /// Stored packed (`ModifierList`): spelled out here on each read.
    public var modifiers: [String] {
        get { modifierList.spelledOut }
        set { modifierList = ModifierList(newValue) }
    }
    /// The modifiers as the scanner records them: no array per declaration.
    public var modifierList = ModifierList()
    /// Attributes in source order, without arguments: `@MainActor`, `@testable`.
    public var attributes: [String] {
        get { details?.attributes ?? [] }
        set { mutableDetails().attributes = newValue }
    }
    /// Attributes with arguments and positions, when the file's plan asks for them.
    public var attributeInfo: [AttributeInfo] {
        get { details?.attributeInfo ?? [] }
        set { mutableDetails().attributeInfo = newValue }
    }
    /// The inheritance clause, one entry per type (`A & B` is one entry).
    public var inherited: [String] = []
    /// Text between `<` and `>` of the generic parameter clause.
    public var genericParameters: String? {
        get { details?.genericParameters }
        set { mutableDetails().genericParameters = newValue }
    }
    public var whereClause: String? {
        get { details?.whereClause }
        set { mutableDetails().whereClause = newValue }
    }
    /// Index of the enclosing type or extension declaration.
    public var parent: Int? {
        get { _parent < 0 ? nil : Int(_parent) }
        set { _parent = newValue.map { Int32(truncatingIfNeeded: $0) } ?? -1 }
    }
    /// Dotted names of the enclosing types/extensions (`Outer.Inner`).
    public var parentPath: String {
        get { details?.parentPath ?? "" }
        set { mutableDetails().parentPath = newValue }
    }
    public var isAsync = false
    /// The name was written escaped (`` `default` ``, `` `fetch returns user` ``): `name` is without
    /// the backticks in a summary, as Swift reads it (see `FileSyntax.unescapeNames`).
    public var nameIsEscaped = false
    /// A generic parameter clause follows the name (`protocol UseCase<Input, Output>`, `struct Page<T>`).
    public var hasGenericParameters = false
    // Column of the access-level modifier, in the padding before `throwsClause`: the two
    // positions do not make a declaration bigger.
    var _accessColumn: Int32 = 0
    public var throwsClause: ThrowsClause = .none
    /// Index of the `throws`/`rethrows` token, and its position.
    public var throwsToken: Int? {
        get { details?.throwsToken }
        set { mutableDetails().throwsToken = newValue }
    }
    public var throwsLine: Int {
        get { Int(_throwsLine) }
        set { _throwsLine = Int32(truncatingIfNeeded: newValue) }
    }
    public var throwsColumn: Int {
        get { Int(_throwsColumn) }
        set { _throwsColumn = Int32(truncatingIfNeeded: newValue) }
    }
    public var parameters: [Parameter] = []
    public var returnType: String? {
        get { details?.returnType }
        set { mutableDetails().returnType = newValue }
    }
    /// `var`/`let`: the type annotation; `typealias`: the aliased type.
    public var typeAnnotation: String?
    /// Token index range of the initializer expression after `=` (var/let/case raw value).
    public var initializer: Range<Int>? {
        get { details?.initializer }
        set { mutableDetails().initializer = newValue }
    }
    /// The first tokens of the initializer, whitespace-normalised (at most 24 tokens).
    public var initializerPrefix: String?
    /// Token index range inside the body braces, when there is a body.
    public var body: Range<Int>? {
        get { details?.body }
        set { mutableDetails().body = newValue }
    }
    /// `var`/`subscript`: accessor names in order (`get`, `set`, `willSet`, `didSet`…);
    /// `["get"]` for an implicit getter.
    public var accessors: [String] = []
    /// `case`: the associated value labels (`nil` for unlabelled), if it has associated values.
    public var caseLabels: [String?]? {
        get { details?.caseLabels }
        set { mutableDetails().caseLabels = newValue }
    }
    /// Token index of the declaration's first token (attribute or modifier included).
    public var startToken: Int {
        get { Int(_startToken) }
        set { _startToken = Int32(truncatingIfNeeded: newValue) }
    }
    /// Token index one past the declaration's last token.
    public var endToken: Int {
        get { Int(_endToken) }
        set { _endToken = Int32(truncatingIfNeeded: newValue) }
    }

    // Positions and indices stored in 32 bits (files are under 4 GB: token offsets are
    // 32-bit already): a declaration kept in a summary is smaller.
    var _nameToken: Int32 = 0
    var _line: Int32 = 0
    var _column: Int32 = 0
    var _parent: Int32 = -1
    var _throwsLine: Int32 = 0
    var _throwsColumn: Int32 = 0
    var _startToken: Int32 = 0
    var _endToken: Int32 = 0
    /// The fields above that only the scanner and the `decls` dump use, in one
    /// box (copy-on-write): one pointer in the struct, nil in the per-file
    /// summaries the rules keep, so a kept declaration is small.
    var details: DeclarationDetails?

    @inline(__always) mutating func mutableDetails() -> DeclarationDetails {
        guard details != nil else {
            let d = DeclarationDetails()
            details = d
            return d
        }
        if !isKnownUniquelyReferenced(&details) { details = details!.copy() }
        return details!
    }

    public init(kind: DeclKind, name: String, nameToken: Int, line: Int, column: Int, startToken: Int) {
        self.kind = kind
        self.name = name
        self.nameToken = nameToken
        self.line = line
        self.column = column
        self.startToken = startToken
        self.endToken = startToken
    }

    /// The explicit access level, if a modifier states one.
    public var accessLevel: AccessLevel? { modifierList.accessLevel }

    /// Position of the modifier that states `accessLevel` (`public`, `open`…; never
    /// `private(set)`): 1-based line and UTF-8 column, 0 without one. Rules report
    /// (and fixes remove) the modifier there.
    public var accessLevelLine: Int {
        get { Int(_accessLine) }
        set { _accessLine = Int32(truncatingIfNeeded: newValue) }
    }
    public var accessLevelColumn: Int {
        get { Int(_accessColumn) }
        set { _accessColumn = Int32(truncatingIfNeeded: newValue) }
    }

    public var isStatic: Bool { modifierList.contains(.static) || modifierList.contains(.class) }

    public func hasModifier(_ m: String) -> Bool { modifierList.contains(m) }

    /// A stored property: `var`/`let` without getter-style accessors.
    public var isStoredProperty: Bool {
        guard kind == .var || kind == .let else { return false }
        if accessors.isEmpty { return true }
        return accessors.allSatisfy { $0 == "willSet" || $0 == "didSet" }
    }

    /// `text` (a token's) without one pair of enclosing backticks (`` `Foo` `` is `Foo`).
    public static func bare(_ text: String) -> String {
        let u = text.utf8
        guard u.count >= 2, u.first == UInt8(ascii: "`"), u.last == UInt8(ascii: "`") else { return text }
        return String(decoding: u.dropFirst().dropLast(), as: UTF8.self)
    }

    /// Argument labels in selector form: `(_:b:)`.
    public var selector: String {
        "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// The 1-based line and UTF-8 byte column of an imported module's name.
public struct ImportPosition: Sendable, Equatable {
    public var line: Int32
    public var column: Int32

    public init(line: Int32, column: Int32) {
        self.line = line
        self.column = column
    }
}

/// Everything the scanner learns about one file.
public struct FileSyntax: Sendable {
    public var declarations: [Declaration] = []
    /// Imported module names (`import struct Foo.Bar` gives `Foo.Bar`).
    public var imports: [String] = []
    /// Where each import's module name starts: `importPositions[k]` is the position of `imports[k]`.
    public var importPositions: [ImportPosition] = []
    /// Indices of identifier tokens in code (not in comments or string literals),
    /// anywhere in the file: the type identifiers referenced are among them.
    public var identifierTokens: [Int] = []

    /// For each declaration, one past the index of its last descendant
    /// (declarations are in source order, members right after their parent).
    public var descendantsEnd: [Int32] = []
    /// The kinds of its declarations, one bit each (`DeclKind.bit`): a rule that selects none of
    /// them skips the file without looking at its declarations.
    public var declarationKinds: UInt32 = 0

    public init() {}

    /// Computes `descendantsEnd` from the parent links (and `declarationKinds`).
    public mutating func linkMembers() {
        let n = declarations.count
        var end = [Int32](repeating: 0, count: n)
        var kinds: UInt32 = 0
        var k = n - 1
        while k >= 0 {
            end[k] = max(end[k], Int32(k + 1))
            if let p = declarations[k].parent { end[p] = max(end[p], end[k]) }
            kinds |= 1 << UInt32(declarations[k].kind.bit)
            k -= 1
        }
        descendantsEnd = end
        declarationKinds = kinds
    }

    /// Indices of the direct members of declaration `i`.
    public func members(of i: Int) -> [Int] {
        guard i < descendantsEnd.count else { return [] }
        var out: [Int] = []
        var k = i + 1
        let stop = Int(descendantsEnd[i])
        while k < stop {
            out.append(k)
            k = Int(descendantsEnd[k])
        }
        return out
    }

    /// What the rules need of a file, without what they don't. Every summary
    /// keeps protocols and their requirements, and under `Sources/` and `Tests/`
    /// types and extensions (the project index reads their conformances), with
    /// their methods under `Sources/`. The file's plan (the union of the enabled
    /// rules' needs) adds properties, attributes, or every declaration with full
    /// detail. Fields no rule reads are dropped. Keeps memory small on big trees.
    /// Returns the compacted syntax and, for each original declaration, its new
    /// index (-1 when dropped).
    public func compacted(_ plan: FilePlan, inSources: Bool, isTest: Bool, unescape: Bool = true) -> (FileSyntax, [Int32]) {
        var out = FileSyntax()
        out.imports = imports
        out.importPositions = importPositions
        // First which declarations stay (and their new indices), then exactly
        // that many are copied: no growth slack is kept for the whole run.
        let (map, kept) = keptDeclarations(plan, inSources: inSources, isTest: isTest)
        out.declarations.reserveCapacity(kept)
        for i in declarations.indices where map[i] >= 0 {
            out.declarations.append(declarations[i])
        }
        out.declarations.withUnsafeMutableBufferPointer { FileSyntax.trim($0, plan, map: map, unescape: unescape) }
        out.linkMembers()
        return (out, map)
    }

    /// `compacted`, taking the declarations out of this syntax (left empty): the kept ones are
    /// moved into an exactly sized array, not copied (a copy retains every field, and the
    /// original is then released), and the others destroyed.
    /// `unescape: false` when the file has no escaped identifier (the lexer counts them): then no name
    /// is looked at for backticks.
    public mutating func takeCompacted(_ plan: FilePlan, inSources: Bool, isTest: Bool, unescape: Bool = true) -> (FileSyntax, [Int32]) {
        var out = FileSyntax()
        out.imports = imports
        out.importPositions = importPositions
        let (map, kept) = keptDeclarations(plan, inSources: inSources, isTest: isTest)
        var old = declarations
        declarations = []
        // Each moved-out slot gets a declaration with nothing to release: its only references are
        // the empty-array singleton (immortal), so its bytes are copied as they are, without the
        // retains of a value copy (`initialize(to:)` cost 9.5 M instructions on the corpus).
        let placeholder = Declaration(kind: .func, name: "", nameToken: 0, line: 0, column: 0, startToken: 0)
        out.declarations = [Declaration](unsafeUninitializedCapacity: kept) { moved, count in
            old.withUnsafeMutableBufferPointer { from in
                guard let src = from.baseAddress, let dst = moved.baseAddress else { return }
                withUnsafeBytes(of: placeholder) { blank in
                    for i in 0..<from.count where map[i] >= 0 {
                        (dst + Int(map[i])).moveInitialize(from: src + i, count: 1)
                        UnsafeMutableRawPointer(src + i).copyMemory(from: blank.baseAddress!, byteCount: MemoryLayout<Declaration>.size)
                    }
                }
            }
            count = kept
        }
        out.declarations.withUnsafeMutableBufferPointer { FileSyntax.trim($0, plan, map: map, unescape: unescape) }
        out.linkMembers()
        return (out, map)
    }

    /// Which declarations a summary keeps (see `compacted`): for each its new index (-1: dropped),
    /// and how many.
    func keptDeclarations(_ plan: FilePlan, inSources: Bool, isTest: Bool) -> ([Int32], Int) {
        var map = [Int32](repeating: -1, count: declarations.count)
        var kept = 0
        let all = plan.memberDetail
        // The owners of references: the types (below), and what has a generic parameter clause.
        let owners = plan.referenceOwners && !all
        let types = (plan.typeDeclarations || owners) && !all
        // Fields read in place: a `Declaration` copied out of the array retains every field.
        // A scratch table, not an array: an array's allocation looks its type's metadata up (about
        // 500 instructions, once per file).
        declarations.withUnsafeBufferPointer { decls in withUnsafeTemporaryAllocation(of: Bool.self, capacity: types ? decls.count : 0) { enclosesType in
            // With `typeDeclarations`, the declarations that enclose a type (a function, a property)
            // are kept with it, so its parents are those member detail gives it. A declaration's
            // parent comes before it: one pass from the end marks them.
            if types {
                enclosesType.initialize(repeating: false)
                for i in decls.indices.reversed() {
                    let p = decls[i]._parent
                    guard p >= 0 else { continue }
                    switch decls[i].kind {
                    case .protocol, .class, .struct, .enum, .actor, .extension: enclosesType[Int(p)] = true
                    default: if enclosesType[i] || (owners && decls[i].genericParameters != nil) { enclosesType[Int(p)] = true }
                    }
                }
            }
            for i in decls.indices {
                var keep = false
                let kind = decls[i].kind, parent = decls[i]._parent
                switch kind {
                case .protocol:
                    keep = true
                case .class, .struct, .enum, .actor, .extension:
                    keep = (inSources || isTest || all || types) && (parent < 0 || map[Int(parent)] >= 0)
                default:
                    if types && (enclosesType[i] || (owners && decls[i].genericParameters != nil)) {
                        keep = parent < 0 || map[Int(parent)] >= 0
                    } else if parent >= 0 {
                        let p = Int(parent)
                        guard map[p] >= 0 else { break }
                        if decls[p].kind == .protocol || all { keep = true }
                        // Outside Sources/, an attribute plan keeps the functions with attributes (`@Test`).
                        else if kind == .func { keep = inSources || (plan.attributes && !(decls[i].details?.attributeInfo.isEmpty ?? true)) }
                        else if kind == .var || kind == .let { keep = plan.propertyDetail }
                    } else {
                        // Top-level functions and properties: Swift Testing's global `@Test` functions.
                        keep = all || (kind == .func && plan.attributes && !(decls[i].details?.attributeInfo.isEmpty ?? true))
                    }
                }
                if keep {
                    map[i] = Int32(kept)
                    kept += 1
                }
            }
        } }
        return (map, kept)
    }

    /// Drops the fields no rule of `plan` reads from the kept declarations, in place, and points
    /// each one's parent at its new index (`map`: old index to new).
    static func trim(_ decls: UnsafeMutableBufferPointer<Declaration>, _ plan: FilePlan, map: [Int32], unescape: Bool) {
        let all = plan.memberDetail
        for j in decls.indices {
            let p = decls[j]._parent
            let parent = p >= 0 && map[Int(p)] >= 0 ? map[Int(p)] : -1
            // Protocols and their requirements keep their detail in every file (a contract's
            // attributes, its requirements' parameter and return types): few, and read across files.
            let ofProtocol = decls[j].kind == .protocol || (parent >= 0 && decls[Int(parent)].kind == .protocol)
            // An attribute plan keeps the box of the declarations that carry attributes
            // only: on big test trees most functions (XCTest methods) carry none.
            if decls[j].details != nil && !(all || ofProtocol || (plan.attributes && !(decls[j].details?.attributeInfo.isEmpty ?? true))) {
                // attributes, generic parameters, where clause, return type, parent
                // path, body, initializer, case labels, throws token: not read (but the generic
                // parameters of a type, and those a `referenceOwners` plan keeps).
                let generic = plan.referenceOwners || decls[j].kind.isType ? decls[j].genericParameters : nil
                decls[j].details = nil
                if let generic { decls[j].genericParameters = generic }
            }
            // Labels only. A scan without full detail left nothing else (nothing to rewrite).
            if !all && !ofProtocol && decls[j].parameters.contains(where: { !$0.name.isEmpty || !$0.type.isEmpty || $0.line != 0 || $0.column != 0 }) {
                // In place: the array is the declaration's own after a move (no new allocation).
                for k in decls[j].parameters.indices {
                    decls[j].parameters[k] = Parameter(label: decls[j].parameters[k].label, name: "", type: "")
                }
            }
            if !plan.propertyDetail {
                decls[j].typeAnnotation = nil
                decls[j].initializerPrefix = nil
            }
            // A protocol is kept even when its enclosing type is not (a type
            // outside Sources/Tests): it then stands alone in the summary.
            decls[j]._parent = parent
            if unescape { unescapeNames(&decls[j]) }
        }
    }

    /// `` `Foo` `` and `Foo` are one name to Swift, so they are one name to the rules: a kept
    /// declaration's name, inherited types, property type and parameter types lose their
    /// backticks (an escaped name is remembered in `nameIsEscaped`). The `decls` dump, on the
    /// scanner's declarations, keeps them as written. A name that would be empty (`` `` ``, which
    /// the compiler rejects) is left as it is.
    static func unescapeNames(_ d: inout Declaration) {
        if hasBacktick(d.name) {
            let bare = withoutBackticks(d.name)
            if !bare.isEmpty {
                d.nameIsEscaped = d.name.utf8.first == UInt8(ascii: "`")
                d.name = bare
            }
        }
        for k in d.inherited.indices where hasBacktick(d.inherited[k]) { d.inherited[k] = withoutBackticks(d.inherited[k]) }
        if let t = d.typeAnnotation, hasBacktick(t) { d.typeAnnotation = withoutBackticks(t) }
        for k in d.parameters.indices where hasBacktick(d.parameters[k].type) {
            d.parameters[k].type = withoutBackticks(d.parameters[k].type)
        }
    }

    /// On the string's bytes in place (`utf8.contains` walks the view a byte at a time).
    @inline(__always) static func hasBacktick(_ s: String) -> Bool {
        s.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "`")) } ?? s.utf8.contains(UInt8(ascii: "`"))
    }

    static func withoutBackticks(_ s: String) -> String {
        String(decoding: s.utf8.filter { $0 != UInt8(ascii: "`") }, as: UTF8.self)
    }

    /// The compacted syntax alone (see `compacted(_:inSources:isTest:)`).
    public func compacted(inSources: Bool, isTest: Bool) -> FileSyntax {
        var plan = FilePlan()
        plan.propertyDetail = isTest
        return compacted(plan, inSources: inSources, isTest: isTest).0
    }
}

/// The rarely read parts of a `Declaration` (see `Declaration.details`).
final class DeclarationDetails: @unchecked Sendable {
    // Mutated only through `Declaration.mutableDetails()`, which copies a shared box first.
    var attributes: [String] = []
    var genericParameters: String?
    var whereClause: String?
    var parentPath = ""
    var returnType: String?
    var initializer: Range<Int>?
    var body: Range<Int>?
    var caseLabels: [String?]?
    var throwsToken: Int?
    var attributeInfo: [AttributeInfo] = []

    init() {}

    func copy() -> DeclarationDetails {
        let c = DeclarationDetails()
        c.attributes = attributes
        c.genericParameters = genericParameters
        c.whereClause = whereClause
        c.parentPath = parentPath
        c.returnType = returnType
        c.initializer = initializer
        c.body = body
        c.caseLabels = caseLabels
        c.throwsToken = throwsToken
        c.attributeInfo = attributeInfo
        return c
    }
}

/// A declaration's modifiers in source order, packed: up to four in 64 bits, each a keyword's
/// raw value (low byte) and a code for the word in its parentheses (high byte: `set`, `unsafe`,
/// `safe`, `nonsending`), so that recording them allocates nothing. A list that does not fit
/// (a fifth modifier, another word in parentheses, a modifier that is not a keyword) is kept
/// spelled out instead. Either way it reads the same (`spelledOut`, `contains`).
public struct ModifierList: Sendable, Equatable {
    var packed: UInt64 = 0
    var spelled: [String]?

    public init() {}

    public init(_ words: [String]) {
        for w in words { append(spelling: w) }
    }

    /// The words in parentheses that pack (index + 1 is the code; 0: none).
    static let details = ["set", "unsafe", "safe", "nonsending"]

    public var isEmpty: Bool { packed == 0 && (spelled?.isEmpty ?? true) }

    /// Appends `keyword` (a modifier keyword, spelled as the keyword), with `detail` the word
    /// between its parentheses, if any.
    mutating func append(keyword: Keyword, detail: String?) {
        if spelled == nil, keyword != .none {
            var code: UInt64 = 0
            if let detail {
                if let k = ModifierList.details.firstIndex(of: detail) { code = UInt64(k + 1) } else { code = .max }
            }
            if code != .max, let slot = freeSlot {
                packed |= (UInt64(keyword.rawValue) | code << 8) << (16 * UInt64(slot))
                return
            }
        }
        var words = spelledOut
        let text = keyword == .none ? "" : Keyword.texts[Int(keyword.rawValue)]
        words.append(detail.map { text + "(" + $0 + ")" } ?? text)
        spelled = words
    }

    /// Appends a modifier given as text (`public`, `private(set)`).
    mutating func append(spelling w: String) {
        var word = Substring(w)
        var detail: String?
        if word.hasSuffix(")"), let open = word.firstIndex(of: "(") {
            detail = String(word[word.index(after: open)..<word.index(before: word.endIndex)])
            word = word[..<open]
        }
        var bare = String(word)
        let k = bare.withUTF8 { b in b.baseAddress.map { Keyword.lookup($0, b.count) } ?? .none }
        if spelled == nil, k != .none, Keyword.texts[Int(k.rawValue)] == bare {
            append(keyword: k, detail: detail)
        } else {
            var words = spelledOut
            words.append(w)
            spelled = words
        }
    }

    /// The first empty slot of `packed` (nil: all four are taken).
    var freeSlot: Int? {
        for slot in 0..<4 where (packed >> (16 * UInt64(slot))) & 0xFF == 0 { return slot }
        return nil
    }

    /// The modifiers as written: `["public", "private(set)", "static"]`.
    public var spelledOut: [String] {
        if let spelled { return spelled }
        var out: [String] = []
        var rest = packed
        while rest != 0 {
            let raw = UInt8(truncatingIfNeeded: rest), code = Int(UInt8(truncatingIfNeeded: rest >> 8))
            let text = Keyword.texts[Int(raw)]
            out.append(code == 0 ? text : text + "(" + ModifierList.details[code - 1] + ")")
            rest >>= 16
        }
        return out
    }

    /// Whether the bare keyword (no parentheses) is among the modifiers.
    public func contains(_ keyword: Keyword) -> Bool {
        if let spelled { return spelled.contains(Keyword.texts[Int(keyword.rawValue)]) }
        var rest = packed
        while rest != 0 {
            if rest & 0xFFFF == UInt64(keyword.rawValue) { return true }
            rest >>= 16
        }
        return false
    }

    /// Whether a modifier is spelled `word` (`private(set)` included).
    public func contains(_ word: String) -> Bool { spelledOut.contains(word) }

    /// The explicit access level: the first bare access-level word.
    public var accessLevel: AccessLevel? {
        if let spelled {
            for m in spelled { if let a = AccessLevel(word: m) { return a } }
            return nil
        }
        var rest = packed
        while rest != 0 {
            if rest & 0xFF00 == 0, let k = Keyword(rawValue: UInt8(truncatingIfNeeded: rest)), let a = AccessLevel(keyword: k) { return a }
            rest >>= 16
        }
        return nil
    }
}
