/// Every word the scanner cares about, reserved or contextual. Generated list;
/// `Keyword(bytes)` maps a word's UTF-8 bytes to its case (`.none` for other words).
public enum Keyword: UInt8, Sendable {
    case none = 0
    case Any_
    case `as`
    case `associatedtype`
    case `break`
    case `case`
    case `catch`
    case `class`
    case `continue`
    case `default`
    case `defer`
    case `deinit`
    case `do`
    case `else`
    case `enum`
    case `extension`
    case `fallthrough`
    case `false`
    case `fileprivate`
    case `for`
    case `func`
    case `guard`
    case `if`
    case `import`
    case `in`
    case `init`
    case `inout`
    case `internal`
    case `is`
    case `let`
    case `nil`
    case `operator`
    case `precedencegroup`
    case `private`
    case `protocol`
    case `public`
    case `repeat`
    case `rethrows`
    case `return`
    case `self`
    case `Self_`
    case `static`
    case `struct`
    case `subscript`
    case `super`
    case `switch`
    case `throw`
    case `throws`
    case `true`
    case `try`
    case `typealias`
    case `var`
    case `where`
    case `while`
    case actor
    case `any`
    case async
    case await
    case borrowing
    case consuming
    case convenience
    case didSet
    case distributed
    case dynamic
    case each
    case final
    case get
    case indirect
    case infix
    case isolated
    case lazy
    case macro
    case mutating
    case nonisolated
    case nonmutating
    case `open`
    case optional
    case override
    case package
    case postfix
    case prefix
    case required
    case sending
    case set
    case `some`
    case unowned
    case weak
    case willSet
    case Type_
    case Protocol_
    case _modify
    case _read
    case modify
    case read
    case yield
    case unsafeAddress
    case unsafeMutableAddress
    case associativity
    case left
    case right
    case higherThan
    case lowerThan
    case assignment
    case available
    case unavailable
    case deprecated
    case introduced
    case obsoleted
    case renamed
    case message
    case noasync
    case consume
    case copy
    case discard
    case then
    case unsafe
    case safe
    case of
    case attached
    case freestanding
    case unchecked
    case preconcurrency
    case retroactive
    case _const
    case __shared
    case __owned
    case _borrow
    case __consuming
    case _local
    case dependsOn
    case scoped
    case _move
    case _forward
    case reasync
    case mutate
    case noneWord
    case before
    case module
    case borrow
    case visibility
    case metadata
    case target
    case availability
    case exported
    case kind
    case spi
    case spiModule
    case wrt
    case reverse
    case _linear
    case nonsending
    case _Trivial
    case _TrivialAtMost
    case _TrivialStride
    case _UnknownLayout
    case _RefCountedObject
    case _NativeRefCountedObject
    case _Class
    case _NativeClass
    case _BridgeObject

    /// Words the Swift lexer itself always classifies as keywords (not contextual).
    public var isReserved: Bool { rawValue >= Keyword.Any_.rawValue && rawValue <= Keyword.`while`.rawValue }

    /// Introduces a type's name (`struct Response`, `typealias ID`).
    var introducesType: Bool {
        switch self {
        case .struct, .class, .enum, .protocol, .typealias, .associatedtype: return true
        default: return false
        }
    }

    public static let spellings: [(String, Keyword)] = [
        ("Any", .Any_),
        ("as", .`as`),
        ("associatedtype", .`associatedtype`),
        ("break", .`break`),
        ("case", .`case`),
        ("catch", .`catch`),
        ("class", .`class`),
        ("continue", .`continue`),
        ("default", .`default`),
        ("defer", .`defer`),
        ("deinit", .`deinit`),
        ("do", .`do`),
        ("else", .`else`),
        ("enum", .`enum`),
        ("extension", .`extension`),
        ("fallthrough", .`fallthrough`),
        ("false", .`false`),
        ("fileprivate", .`fileprivate`),
        ("for", .`for`),
        ("func", .`func`),
        ("guard", .`guard`),
        ("if", .`if`),
        ("import", .`import`),
        ("in", .`in`),
        ("init", .`init`),
        ("inout", .`inout`),
        ("internal", .`internal`),
        ("is", .`is`),
        ("let", .`let`),
        ("nil", .`nil`),
        ("operator", .`operator`),
        ("precedencegroup", .`precedencegroup`),
        ("private", .`private`),
        ("protocol", .`protocol`),
        ("public", .`public`),
        ("repeat", .`repeat`),
        ("rethrows", .`rethrows`),
        ("return", .`return`),
        ("self", .`self`),
        ("Self", .Self_),
        ("static", .`static`),
        ("struct", .`struct`),
        ("subscript", .`subscript`),
        ("super", .`super`),
        ("switch", .`switch`),
        ("throw", .`throw`),
        ("throws", .`throws`),
        ("true", .`true`),
        ("try", .`try`),
        ("typealias", .`typealias`),
        ("var", .`var`),
        ("where", .`where`),
        ("while", .`while`),
        ("actor", .actor),
        ("any", .`any`),
        ("async", .async),
        ("await", .await),
        ("borrowing", .borrowing),
        ("consuming", .consuming),
        ("convenience", .convenience),
        ("didSet", .didSet),
        ("distributed", .distributed),
        ("dynamic", .dynamic),
        ("each", .each),
        ("final", .final),
        ("get", .get),
        ("indirect", .indirect),
        ("infix", .infix),
        ("isolated", .isolated),
        ("lazy", .lazy),
        ("macro", .macro),
        ("mutating", .mutating),
        ("nonisolated", .nonisolated),
        ("nonmutating", .nonmutating),
        ("open", .`open`),
        ("optional", .optional),
        ("override", .override),
        ("package", .package),
        ("postfix", .postfix),
        ("prefix", .prefix),
        ("required", .required),
        ("sending", .sending),
        ("set", .set),
        ("some", .`some`),
        ("unowned", .unowned),
        ("weak", .weak),
        ("willSet", .willSet),
        ("Type", .Type_),
        ("Protocol", .Protocol_),
        ("_modify", ._modify),
        ("_read", ._read),
        ("modify", .modify),
        ("read", .read),
        ("yield", .yield),
        ("unsafeAddress", .unsafeAddress),
        ("unsafeMutableAddress", .unsafeMutableAddress),
        ("associativity", .associativity),
        ("left", .left),
        ("right", .right),
        ("none", .noneWord),
        ("before", .before),
        ("module", .module),
        ("higherThan", .higherThan),
        ("lowerThan", .lowerThan),
        ("assignment", .assignment),
        ("available", .available),
        ("unavailable", .unavailable),
        ("deprecated", .deprecated),
        ("introduced", .introduced),
        ("obsoleted", .obsoleted),
        ("renamed", .renamed),
        ("message", .message),
        ("noasync", .noasync),
        ("consume", .consume),
        ("copy", .copy),
        ("discard", .discard),
        ("then", .then),
        ("unsafe", .unsafe),
        ("safe", .safe),
        ("of", .of),
        ("attached", .attached),
        ("freestanding", .freestanding),
        ("unchecked", .unchecked),
        ("preconcurrency", .preconcurrency),
        ("retroactive", .retroactive),
        ("_const", ._const),
        ("__shared", .__shared),
        ("__owned", .__owned),
        ("_borrow", ._borrow),
        ("__consuming", .__consuming),
        ("_local", ._local),
        ("dependsOn", .dependsOn),
        ("scoped", .scoped),
        ("_move", ._move),
        ("_forward", ._forward),
        ("reasync", .reasync),
        ("mutate", .mutate),
        ("borrow", .borrow),
        ("visibility", .visibility),
        ("metadata", .metadata),
        ("target", .target),
        ("availability", .availability),
        ("exported", .exported),
        ("kind", .kind),
        ("spi", .spi),
        ("spiModule", .spiModule),
        ("wrt", .wrt),
        ("reverse", .reverse),
        ("_linear", ._linear),
        ("nonsending", .nonsending),
        ("_Trivial", ._Trivial),
        ("_TrivialAtMost", ._TrivialAtMost),
        ("_TrivialStride", ._TrivialStride),
        ("_UnknownLayout", ._UnknownLayout),
        ("_RefCountedObject", ._RefCountedObject),
        ("_NativeRefCountedObject", ._NativeRefCountedObject),
        ("_Class", ._Class),
        ("_NativeClass", ._NativeClass),
        ("_BridgeObject", ._BridgeObject),
    ]

    /// The longest spelling (`_NativeRefCountedObject`).
    public static let maxLength = 23

    /// The keyword spelled by `count` bytes at `p`, or `.none`.
    
    public static func lookup(_ p: UnsafePointer<UInt8>, _ count: Int) -> Keyword {
        if count < 2 || count > Keyword.maxLength { return .none }
        return KeywordTable.shared.lookup(p, count)
    }

    public var text: String { Keyword.texts[Int(rawValue)] }

    /// Each keyword's spelling by raw value ("" for `none`): string constants, so handing
    /// one out allocates nothing.
    static let texts: [String] = {
        var t = [String](repeating: "", count: 256)
        for (s, k) in Keyword.spellings where t[Int(k.rawValue)].isEmpty { t[Int(k.rawValue)] = s }
        return t
    }()
}

/// Open-addressing hash table over the spellings, built once. Lookups compare
/// raw bytes: no String is created on the lexer's hot path.
public final class KeywordTable: @unchecked Sendable {
    public static let shared = KeywordTable()
    static let size = 1024
    /// One word per slot, 0 = empty: length << 24 | keyword raw value << 16 | offset of the
    /// spelling in `bytes`. A probe is a single load; most identifiers stop at an empty slot
    /// or a length mismatch without touching the spelling bytes.
    let slots: UnsafeMutablePointer<UInt32>
    let bytes: UnsafeMutablePointer<UInt8>

    init() {
        let list = Keyword.spellings
        let size = KeywordTable.size
        slots = .allocate(capacity: size)
        slots.initialize(repeating: 0, count: size)
        let total = list.reduce(0) { $0 + $1.0.utf8.count }
        precondition(total < 1 << 16 && Keyword.maxLength < 256)
        bytes = .allocate(capacity: total)
        var at = 0
        for (word, kw) in list {
            let u = Array(word.utf8)
            for (j, b) in u.enumerated() { bytes[at + j] = b }
            var h = u.withUnsafeBufferPointer { KeywordTable.hash($0.baseAddress!, u.count) } & (size - 1)
            while slots[h] != 0 { h = (h + 1) & (size - 1) }
            slots[h] = UInt32(u.count) << 24 | UInt32(kw.rawValue) << 16 | UInt32(at)
            at += u.count
        }
    }

    @inline(__always)
    static func hash(_ p: UnsafePointer<UInt8>, _ n: Int) -> Int {
        (Int(p[0]) &* 31 &+ Int(p[n - 1]) &* 7 &+ Int(p[n / 2]) &* 131 &+ n &* 17)
    }

    @inline(__always)
    func lookup(_ p: UnsafePointer<UInt8>, _ n: Int) -> Keyword {
        var h = KeywordTable.hash(p, n) & (KeywordTable.size - 1)
        while true {
            let e = slots[h]
            if e == 0 { return .none }
            if Int(e >> 24) == n {
                // Short words: an inline byte loop beats a call to `memcmp`.
                let w = bytes + Int(e & 0xFFFF)
                var k = 0
                while k < n && w[k] == p[k] { k += 1 }
                // The table holds raw values of real cases only (`init`): no validating switch.
                if k == n { return unsafeBitCast(UInt8(truncatingIfNeeded: e >> 16), to: Keyword.self) }
            }
            h = (h + 1) & (KeywordTable.size - 1)
        }
    }
}

/// A set of keywords as 256 bits: `contains` is a shift and a mask, where a
/// `Set<Keyword>` hashed every lookup (the scanner asks once per modifier-like word:
/// 33 M instructions on the 1M-line corpus).
public struct KeywordSet: ExpressibleByArrayLiteral, Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    public init(arrayLiteral elements: Keyword...) {
        for k in elements { insert(k) }
    }

    public mutating func insert(_ k: Keyword) {
        let bit = UInt64(1) << UInt64(k.rawValue & 63)
        switch k.rawValue >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    @inline(__always) public func contains(_ k: Keyword) -> Bool {
        let w: UInt64
        switch k.rawValue >> 6 {
        case 0: w = words.0
        case 1: w = words.1
        case 2: w = words.2
        default: w = words.3
        }
        return w & (UInt64(1) << UInt64(k.rawValue & 63)) != 0
    }
}
