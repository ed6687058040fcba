import Foundation
import Testing
@testable import ArchLintKit

/// `(line, column, kind, text)` of every token of `source`, as `archlint tokens` prints them.
func tokenRecords(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    return bytes.withUnsafeBufferPointer { buf in
        var out: [UInt8] = []
        TokenDump.render(buf, Lexer.tokenize(buf), into: &out)
        return String(decoding: out, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}

func kinds(_ source: String) -> [String] {
    tokenRecords(source).map { r in
        let f = r.split(separator: "\t", omittingEmptySubsequences: false)
        return "\(f[2]) \(f[3])"
    }
}

@Suite("Lexer")
struct LexerTests {
    @Test("Keywords, identifiers, punctuation and attributes with positions")
    func basics() {
        #expect(tokenRecords("@MainActor public final class Foo<T>: Bar { let s = \"a\\(x)\" // c") == [
            "1\t1\tpunctuation\t@", "1\t2\tidentifier\tMainActor", "1\t12\tkeyword\tpublic", "1\t19\tkeyword\tfinal",
            "1\t25\tkeyword\tclass", "1\t31\tidentifier\tFoo", "1\t34\tpunctuation\t<", "1\t35\tidentifier\tT",
            "1\t36\tpunctuation\t>", "1\t37\tpunctuation\t:", "1\t39\tidentifier\tBar", "1\t43\tpunctuation\t{",
            "1\t45\tkeyword\tlet", "1\t49\tidentifier\ts", "1\t51\toperator\t=", "1\t53\tstring\t\"a\\\\(x)\"",
            "1\t61\tcomment\t// c",
        ])
    }

    @Test("Nested block comments are one token; doc comments are comments")
    func comments() {
        #expect(kinds("/* a /* b */ c */ x /// doc\n/** d */") == ["comment /* a /* b */ c */", "identifier x", "comment /// doc", "comment /** d */"])
    }

    /// The TSV text of a token: backslashes doubled.
    static func tsv(_ s: String) -> String { s.replacingOccurrences(of: "\\", with: "\\\\") }

    @Test("Interpolations with nested parentheses and nested string literals stay in one string token")
    func interpolation() {
        let literal = #""a \(f(g(1), "x\(y)")) b""#
        #expect(kinds("let s = " + literal) == ["keyword let", "identifier s", "operator =", "string " + Self.tsv(literal)])
    }

    @Test("Multi-line strings span lines; positions after them are right")
    func multiline() {
        let src = "let s = \"\"\"\n  a \\(b)\n  \"c\"\n  \"\"\"\nlet t = 1"
        let recs = tokenRecords(src)
        #expect(recs[3].hasPrefix("1\t9\tstring\t\"\"\"\\n"))
        #expect(recs[4] == "5\t1\tkeyword\tlet")
    }

    @Test("Raw strings with pounds and raw interpolation")
    func rawStrings() {
        let one = ##"#"a "quoted" \#(b) \(c)"#"##
        let two = ###"##"x"#y"##"###
        #expect(kinds("x = " + one + " + " + two) == ["identifier x", "operator =", "string " + Self.tsv(one), "operator +", "string " + Self.tsv(two)])
    }

    @Test("Regex literals versus division")
    func regex() {
        #expect(kinds("let r = /a+b*/") == ["keyword let", "identifier r", "operator =", "regex /a+b*/"])
        #expect(kinds("let q = a / b / c") == ["keyword let", "identifier q", "operator =", "identifier a", "operator /", "identifier b", "operator /", "identifier c"])
        #expect(kinds("let e = #/x/y/#") == ["keyword let", "identifier e", "operator =", "regex #/x/y/#"])
        #expect(kinds("f(x / 2, y / 3)").contains("operator /"))
    }

    @Test("Numbers: hex, octal, binary, separators, floats, exponents, hex floats")
    func numbers() {
        #expect(kinds("0x1F 0o17 0b1010 1_000_000 1.5e-3 0x1p4 3.14 x.0.1") == [
            "number 0x1F", "number 0o17", "number 0b1010", "number 1_000_000", "number 1.5e-3", "number 0x1p4",
            "number 3.14", "identifier x", "punctuation .", "number 0", "punctuation .", "number 1",
        ])
    }

    @Test("Backtick identifiers, $0 and $name, unicode identifiers")
    func identifiers() {
        #expect(kinds("`default` $0 $value café 日本") == ["identifier `default`", "identifier $0", "identifier $value", "identifier café", "identifier 日本"])
    }

    @Test("Postfix ? and ! are punctuation; prefix ! and infix ? are operators; custom operators")
    func operators() {
        #expect(kinds("a?.b! !c d ? e : f g <*> h") == [
            "identifier a", "punctuation ?", "punctuation .", "identifier b", "punctuation !", "operator !", "identifier c",
            "identifier d", "operator ?", "identifier e", "punctuation :", "identifier f", "identifier g", "operator <*>", "identifier h",
        ])
        #expect(kinds("func f() -> Int") == ["keyword func", "identifier f", "punctuation (", "punctuation )", "punctuation ->", "identifier Int"])
    }

    @Test("#if directives and #macros are pound + identifier")
    func pound() {
        #expect(kinds("#if DEBUG\n#selector(f)\n#endif") == [
            "pound #", "identifier if", "identifier DEBUG", "pound #", "identifier selector", "punctuation (", "identifier f", "punctuation )",
            "pound #", "identifier endif",
        ])
    }

    @Test("Generic angle brackets: >> splits, >? splits, comparisons stay operators")
    func generics() {
        #expect(kinds("let x: Array<Array<Int>>? = nil") == [
            "keyword let", "identifier x", "punctuation :", "identifier Array", "punctuation <", "identifier Array", "punctuation <",
            "identifier Int", "punctuation >", "punctuation >", "punctuation ?", "operator =", "keyword nil",
        ])
        #expect(kinds("if a < b, c > d {}").contains("operator <"))
    }

    @Test("Contextual keywords by context: get/set, async, some, override; keywords as labels and members")
    func contextual() {
        #expect(kinds("var x: Int { get async throws }").contains("keyword get"))
        #expect(kinds("let get = 1") == ["keyword let", "identifier get", "operator =", "number 1"])
        #expect(kinds("func f() async -> some View").contains("keyword async"))
        #expect(kinds("func f() async -> some View").contains("keyword some"))
        #expect(kinds("x.default") == ["identifier x", "punctuation .", "identifier default"])
        #expect(kinds("f(in: x)") == ["identifier f", "punctuation (", "identifier in", "punctuation :", "identifier x", "punctuation )"])
        #expect(kinds("override func f()").first == "keyword override")
    }

    @Test("Unterminated literals and comments run to the end of their line or file, and lexing goes on")
    func unterminated() {
        #expect(kinds("let s = \"abc\nlet t = 1") == ["keyword let", "identifier s", "operator =", "string \"abc", "keyword let", "identifier t", "operator =", "number 1"])
        #expect(kinds("x /* never closed\n more") == ["identifier x", "comment /* never closed\\n more"])
        #expect(kinds("let s = \"\"\"\nabc") == ["keyword let", "identifier s", "operator =", "string \"\"\"\\nabc"])
    }

    @Test("Regression (fuzzer): a curly-quoted “string” never runs over a backslash-newline; positions after it stay right")
    func curlyQuotes() {
        // SwiftParser gives up on a bad escape: the token is the `“` alone.
        #expect(kinds("“a\\\nb") == ["identifier “", "identifier a", "punctuation \\\\", "identifier b"])
        #expect(tokenRecords("“a\\\nb").last == "2\t1\tidentifier\tb")
        #expect(kinds("x = “quoted”") == ["identifier x", "operator =", "identifier “quoted”"])
        #expect(kinds("“a\\qb”").first == "identifier “")
    }

    @Test("CRLF and lone CR count as line breaks; columns are UTF-8 bytes")
    func lineBreaks() {
        #expect(tokenRecords("a\r\nb\rc\n  é x") == ["1\t1\tidentifier\ta", "2\t1\tidentifier\tb", "3\t1\tidentifier\tc", "4\t3\tidentifier\té", "4\t6\tidentifier\tx"])
    }

    @Test("Lossless: the tokens and the whitespace between them reproduce every fixture file byte for byte")
    func lossless() throws {
        let (files, _) = FileSystem.collectSwiftFiles([Repo.path("Fixtures")])
        #expect(files.count > 100)
        for f in files {
            let bytes = try #require(FileManager.default.contents(atPath: f)).map { $0 }
            #expect(losslessDefect(bytes) == nil, "\(f): \(losslessDefect(bytes) ?? "")")
        }
    }
}

/// nil when the tokens of `bytes` are ordered, non-overlapping, and only
/// whitespace lies between them; otherwise a description of the first defect.
func losslessDefect(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { buf -> String? in
        let toks = Lexer.tokenize(buf)
        var pos = 0
        for t in toks {
            let s = Int(t.start), e = Int(t.end)
            if s < pos || e < s || e > buf.count { return "token at \(t.line):\(t.column) overlaps or is out of range" }
            for k in pos..<s where ![0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(buf[k]) && !(buf[k] == 0xEF || buf[k] == 0xBB || buf[k] == 0xBF) {
                return "non-whitespace byte \(buf[k]) at offset \(k) not covered by a token"
            }
            pos = e
        }
        for k in pos..<buf.count where ![0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(buf[k]) {
            return "trailing byte \(buf[k]) at offset \(k) not covered"
        }
        return nil
    }
}
