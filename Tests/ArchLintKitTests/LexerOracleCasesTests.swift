import Testing
@testable import ArchLintKit

/// Cases where archlint's tokenizer once disagreed with SwiftSyntax 603 (`oracle tokens`) on the
/// corpus. Each test lists the `line, column, kind, text` records the oracle prints for the words
/// in focus; every listed record must appear, and no other record may mention those words.
/// The expectations were produced by the oracle itself.
@Suite("Lexer oracle cases")
struct LexerOracleCasesTests {
    /// The `archlint tokens` records of `source`.
    static func records(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buf in
            var out: [UInt8] = []
            TokenDump.render(buf, Lexer.tokenize(buf), into: &out)
            return String(decoding: out, as: UTF8.self).split(separator: "\n").map(String.init)
        }
    }

    /// The records of `source` whose text is one of `words`.
    static func focus(_ source: String, _ words: Set<String>) -> [String] {
        records(source).filter { r in
            let f = r.split(separator: "\t", omittingEmptySubsequences: false)
            return f.count == 4 && words.contains(String(f[3]))
        }
    }

    @Test("unsafe expressions (Swift 6.2): keyword before an operand, identifier as a call or a name")
    func case01() {
        let source = "let x = unsafe p.pointee\nunsafe foo()\nlet y = unsafe(p)\nlet z = unsafe (p)\nfor unsafe e in s {}\nlet unsafe = 1\nf(unsafe: 1)"
        #expect(Self.focus(source, ["unsafe"]) == [
            "1\t9\tkeyword\tunsafe",
            "2\t1\tkeyword\tunsafe",
            "3\t9\tidentifier\tunsafe",
            "4\t9\tkeyword\tunsafe",
            "5\t5\tkeyword\tunsafe",
            "6\t5\tidentifier\tunsafe",
            "7\t3\tidentifier\tunsafe",
        ])
    }

    @Test("copy / consume / borrow expressions, including @_lifetime arguments")
    func case02() {
        let source = "_ = consume x\nlet y = copy x\n@_lifetime(borrow self) func f() {}\n@_lifetime(self: copy self) func g() {}\nf(copy: 1)\ncopy(x)\nlet c = x.copy\nfunc h(borrow b: Int) {}"
        #expect(Self.focus(source, ["copy", "consume", "borrow"]) == [
            "1\t5\tkeyword\tconsume",
            "2\t9\tkeyword\tcopy",
            "3\t12\tkeyword\tborrow",
            "4\t18\tkeyword\tcopy",
            "5\t3\tidentifier\tcopy",
            "6\t1\tidentifier\tcopy",
            "7\t11\tidentifier\tcopy",
            "8\t8\tidentifier\tborrow",
        ])
    }

    @Test("await starts an expression; for await / for try await")
    func case03() {
        let source = "await foo()\nlet v = try await bar()\nfor await x in s {}\nfor try await x in s {}\nlet await = 1\nf(await: 1)\nif x { } else { return nil }\nawait g()"
        #expect(Self.focus(source, ["await"]) == [
            "1\t1\tkeyword\tawait",
            "2\t13\tkeyword\tawait",
            "3\t5\tkeyword\tawait",
            "4\t9\tkeyword\tawait",
            "5\t5\tidentifier\tawait",
            "6\t3\tidentifier\tawait",
            "8\t1\tkeyword\tawait",
        ])
    }

    @Test("modifier words as enum case names are identifiers")
    func case04() {
        let source = "enum E {\n  case open\n  case final\n  case mutating(Int)\n  case a, await, unsafe\n}\nfinal class C {}"
        #expect(Self.focus(source, ["open", "final", "mutating", "await", "unsafe"]) == [
            "2\t8\tidentifier\topen",
            "3\t8\tidentifier\tfinal",
            "4\t8\tidentifier\tmutating",
            "5\t11\tidentifier\tawait",
            "5\t18\tidentifier\tunsafe",
            "7\t1\tkeyword\tfinal",
        ])
    }

    @Test("modifiers after a line that ends with ! or ? or a closure `in`")
    func case05() {
        let source = "class T {\n  var a: Int!\n  override func f() {}\n  var b: Int?\n  weak var w: C?\n  package init() {}\n}\nlet k = { x in\n  final class L {}\n}"
        #expect(Self.focus(source, ["override", "weak", "package", "final"]) == [
            "3\t3\tkeyword\toverride",
            "5\t3\tkeyword\tweak",
            "6\t3\tkeyword\tpackage",
            "9\t3\tkeyword\tfinal",
        ])
    }

    @Test("actor declarations after modifiers")
    func case06() {
        let source = "private actor A: Sendable {}\nfinal actor B {}\nlet actor = 1\nactor.run()"
        #expect(Self.focus(source, ["actor"]) == [
            "1\t9\tkeyword\tactor",
            "2\t7\tkeyword\tactor",
            "3\t5\tidentifier\tactor",
            "4\t1\tidentifier\tactor",
        ])
    }

    @Test("metatype .Type / .Protocol: keyword in types, identifier in expressions")
    func case07() {
        let source = "let t: Int.Type = Int.self\nlet u = P.Type.self\nx = .Type\nlet v = [P.Type]()\nlet w = [any P.Type]()\nfunc f(_ p: P.Protocol) {}"
        #expect(Self.focus(source, ["Type", "Protocol"]) == [
            "1\t12\tkeyword\tType",
            "2\t11\tidentifier\tType",
            "3\t6\tidentifier\tType",
            "4\t12\tidentifier\tType",
            "5\t16\tkeyword\tType",
            "6\t15\tkeyword\tProtocol",
        ])
    }

    @Test("yield and discard statements")
    func case08() {
        let source = "var x: Int { _read { yield self.v } }\nyield(x)\nyield &x\ndiscard self\ndiscard(x)"
        #expect(Self.focus(source, ["yield", "discard"]) == [
            "1\t22\tkeyword\tyield",
            "2\t1\tidentifier\tyield",
            "3\t1\tkeyword\tyield",
            "4\t1\tkeyword\tdiscard",
            "5\t1\tidentifier\tdiscard",
        ])
    }

    @Test("accessor blocks: read/modify need experimental features; borrowing get; borrow accessor")
    func case09() {
        let source = "var a: Int { read { 1 } }\nvar b: Int { borrowing get { 1 } }\nvar c: Int { borrow { x } }\nvar d: Int { get async throws }"
        #expect(Self.focus(source, ["read", "get", "borrowing", "borrow", "async"]) == [
            "1\t14\tidentifier\tread",
            "2\t14\tkeyword\tborrowing",
            "2\t24\tkeyword\tget",
            "3\t14\tkeyword\tborrow",
            "4\t14\tkeyword\tget",
            "4\t18\tkeyword\tasync",
        ])
    }

    @Test("@_documentation arguments and @attached(extension)")
    func case10() {
        let source = "@_documentation(visibility: package) public func f() {}\n@_documentation(visibility: internal) @_exported import M\n@attached(extension, names: arbitrary) macro M() = #externalMacro(module: \"A\", type: \"B\")"
        #expect(Self.focus(source, ["visibility", "package", "internal", "extension"]) == [
            "1\t17\tkeyword\tvisibility",
            "1\t29\tkeyword\tpackage",
            "2\t17\tkeyword\tvisibility",
            "2\t29\tkeyword\tinternal",
            "3\t11\tidentifier\textension",
        ])
    }

    @Test("reserved words as parameter names and trailing-closure labels")
    func case11() {
        let source = "func f(of enum: E, _ protocol: P) {}\nfoo { } else: { }\nfunc g(@B else eb: () -> V) {}\nfunc h(each key: K) {}\nfunc p<each T>(_ x: repeat each T) {}"
        #expect(Self.focus(source, ["enum", "protocol", "else", "each"]) == [
            "1\t11\tidentifier\tenum",
            "1\t22\tidentifier\tprotocol",
            "2\t9\tidentifier\telse",
            "3\t11\tidentifier\telse",
            "4\t8\tidentifier\teach",
            "5\t8\tkeyword\teach",
            "5\t28\tkeyword\teach",
        ])
    }

    @Test("generic angle brackets: operator functions, extensions, init?, as!, attributes, associatedtype defaults")
    func case12() {
        let source = "func ||<T>(a: T, b: T) -> T { a }\nextension Sequence<UInt8> {}\ninit?<T: P>(_ t: T) {}\nlet y = z as! Range<Int>\n@Wrap<Int> var q = 1\nprotocol P { associatedtype I: C = Slice<Self> }\nlet r = a < b && c > d"
        #expect(Self.focus(source, ["<", ">", "||", "&&"]) == [
            "1\t6\toperator\t||",
            "1\t8\tpunctuation\t<",
            "1\t10\tpunctuation\t>",
            "2\t19\tpunctuation\t<",
            "2\t25\tpunctuation\t>",
            "3\t6\tpunctuation\t<",
            "3\t11\tpunctuation\t>",
            "4\t20\tpunctuation\t<",
            "4\t24\tpunctuation\t>",
            "5\t6\tpunctuation\t<",
            "5\t10\tpunctuation\t>",
            "6\t41\tpunctuation\t<",
            "6\t46\tpunctuation\t>",
            "7\t11\toperator\t<",
            "7\t15\toperator\t&&",
            "7\t20\toperator\t>",
        ])
    }

    @Test("unowned(unsafe): keyword in a capture list, identifier as a modifier detail")
    func case13() {
        let source = "let k = { [unowned(unsafe) x] in }\nunowned(unsafe) let u: C"
        #expect(Self.focus(source, ["unsafe"]) == [
            "1\t20\tkeyword\tunsafe",
            "2\t9\tidentifier\tunsafe",
        ])
    }

    @Test("attributes with their own argument grammar: @_effects, @differentiable, @derivative, @_specialize, @objc, @_originallyDefinedIn")
    func case14() {
        let source = "@_effects(escaping storage.class*.value** => return.0.value**) func f() {}\n@differentiable(reverse, wrt: (x, y)) func g() {}\n@derivative(of: subscript(_:).set, wrt: (self, v)) func h() {}\n@_specialize(exported: true, kind: full, availability: macOS 14.0; where T: _Class) func i() {}\n@objc(default:in:) func j() {}\n@_originallyDefinedIn(module: \"M\", macOS 10.15) struct K {}"
        #expect(Self.focus(source, ["class", "reverse", "wrt", "of", "set", "exported", "kind", "availability", "_Class", "default", "in", "module", "14", "0", "10", "15"]) == [
            "1\t28\tkeyword\tclass",
            "1\t53\tnumber\t0",
            "2\t17\tkeyword\treverse",
            "2\t26\tkeyword\twrt",
            "3\t13\tkeyword\tof",
            "3\t31\tkeyword\tset",
            "3\t36\tkeyword\twrt",
            "4\t14\tkeyword\texported",
            "4\t30\tkeyword\tkind",
            "4\t42\tkeyword\tavailability",
            "4\t62\tnumber\t14",
            "4\t65\tnumber\t0",
            "4\t77\tkeyword\t_Class",
            "5\t7\tidentifier\tdefault",
            "5\t15\tidentifier\tin",
            "6\t23\tkeyword\tmodule",
            "6\t42\tnumber\t10",
            "6\t45\tnumber\t15",
        ])
    }

    @Test("type specifier chains and nonisolated(nonsending) function types")
    func case15() {
        let source = "func f(_ r: __shared sending R, _ v: consuming sending V) {}\nfunc g(op: nonisolated(nonsending) () async -> T) {}\nnonisolated(nonsending) func h() async {}\nfunc k(t0: (any (~Copyable & ~Escapable).Type)?) {}"
        #expect(Self.focus(source, ["sending", "consuming", "__shared", "nonisolated", "nonsending", "any"]) == [
            "1\t13\tkeyword\t__shared",
            "1\t22\tkeyword\tsending",
            "1\t38\tkeyword\tconsuming",
            "1\t48\tkeyword\tsending",
            "2\t12\tkeyword\tnonisolated",
            "2\t24\tkeyword\tnonsending",
            "3\t1\tkeyword\tnonisolated",
            "3\t13\tidentifier\tnonsending",
            "4\t13\tkeyword\tany",
        ])
    }

    @Test("inline array sugar [N of T]")
    func case16() {
        let source = "let a: [3 of Int] = [1, 2, 3]\nlet b = [2 of [3 of Int]](repeating: x)\nlet c = f(of: 1)"
        #expect(Self.focus(source, ["of"]) == [
            "1\t11\tkeyword\tof",
            "2\t12\tkeyword\tof",
            "2\t18\tkeyword\tof",
            "3\t11\tidentifier\tof",
        ])
    }

    @Test("any after a cast (as, as!, as?, is) is a type, also before a case pattern's colon")
    func case17() {
        let source = "let a = self as! any (P & Q).Type\nswitch v {\ncase let r as any FixedWidthInteger: print(r)\ncase is any BinaryFloatingPoint: break\ndefault: break\n}\nlet b = v as? any P\nlet c = v is any P\nlet any = 1\nf(any: 2)\nlet d = any\n"
        #expect(Self.focus(source, ["any"]) == [
            "1\t18\tkeyword\tany",
            "3\t15\tkeyword\tany",
            "4\t9\tkeyword\tany",
            "7\t15\tkeyword\tany",
            "8\t14\tkeyword\tany",
            "9\t5\tidentifier\tany",
            "10\t3\tidentifier\tany",
            "11\t9\tidentifier\tany",
        ])
    }
}
