import Testing
@testable import ArchLintKit

/// The lexer's fast paths (issue 4) against the plain definitions they replace:
/// each case is built so that the shortcut and the slow path would disagree if
/// the shortcut were wrong.
@Suite("Lexer fast paths")
struct LexerFastPathTests {
    @Test("A file denser than one token per 4 bytes is lexed again with more room: nothing is dropped")
    func denseFileOverflowsTheFirstGuess() {
        // 3 tokens per 3 bytes (`a+b` repeated with `;`): the first capacity guess is far too small.
        let n = 5_000
        let source = String(repeating: "a+b;", count: n)
        let records = tokenRecords(source)
        #expect(records.count == 4 * n)
        #expect(records.last == "1\t\(4 * n)\tpunctuation\t;")
        // Just at the guess: bytes / 4 + 64 tokens, then one more.
        for extra in [0, 1, 2] {
            let k = 64 + extra
            let s = String(repeating: ";", count: k)
            #expect(tokenRecords(s).count == k)
        }
    }

    @Test("Runs of spaces of every length up to 20, at the end of a line and of the file, give the right columns",
          arguments: 0...20)
    func spaceRuns(_ k: Int) {
        let pad = String(repeating: " ", count: k)
        #expect(tokenRecords("a" + pad + " b") == ["1\t1\tidentifier\ta", "1\t\(k + 3)\tidentifier\tb"])
        #expect(tokenRecords("\n" + pad + "x") == ["2\t\(k + 1)\tidentifier\tx"])
        #expect(tokenRecords("x" + pad) == ["1\t1\tidentifier\tx"])
        // A tab or a non-ASCII byte ends the fast 8-byte scan too.
        #expect(tokenRecords(pad + "\t" + pad + "y") == ["1\t\(2 * k + 2)\tidentifier\ty"])
        #expect(tokenRecords(pad + "é") == ["1\t\(k + 1)\tidentifier\té"])
    }

    @Test("A line comment ends at LF, CRLF, a lone CR (even before a later LF) or the end of the file")
    func lineCommentEnds() {
        #expect(kinds("// a\nx") == ["comment // a", "identifier x"])
        #expect(kinds("// a\r\nx") == ["comment // a", "identifier x"])
        #expect(kinds("// a\rx\ny") == ["comment // a", "identifier x", "identifier y"])
        #expect(kinds("// a") == ["comment // a"])
        #expect(kinds("//") == ["comment //"])
        #expect(kinds("x //\n") == ["identifier x", "comment //"])
        #expect(tokenRecords("// a\rb")[1] == "2\t1\tidentifier\tb")
    }

    @Test("Identifiers: ASCII runs, then unicode continuation, stop at the first non-identifier byte")
    func identifierRuns() {
        #expect(kinds("abc_9$ déf x·y 日本") == ["identifier abc_9$", "identifier déf", "identifier x·y", "identifier 日本"])
        #expect(kinds("a\u{00A0}b").first == "identifier a")
        #expect(kinds("ab→c").first == "identifier ab")
    }

    @Test("Angle brackets far apart in a long file are all found; a later >> still splits")
    func anglesAcrossALongFile() {
        var lines: [String] = []
        for k in 0..<300 {
            lines.append(k % 3 == 0 ? "let v\(k): Array<Int> = []" : "let w\(k) = a < b && c > d")
        }
        lines.append("let z: Array<Array<Int>>? = nil")
        let ks = kinds(lines.joined(separator: "\n"))
        #expect(ks.filter { $0 == "punctuation <" }.count == 100 + 2)
        #expect(ks.filter { $0 == "punctuation >" }.count == 100 + 2)
        #expect(ks.filter { $0 == "operator <" }.count == 200)
        #expect(ks.filter { $0 == "operator >" }.count == 200)
        #expect(ks.suffix(5) == ["punctuation >", "punctuation >", "punctuation ?", "operator =", "keyword nil"])
    }

    @Test("Splits in several places of one file keep every token between them")
    func severalSplits() {
        let source = """
            let a: Set<Set<Int>>
            x = 1 >> 2
            let b: Dictionary<String, Array<Int>>? = nil
            @available(macOS 14.0, iOS 17.0.1, *)
            func f() {}
            @available(macOS 10.15, *) func g() {}
            """
        let ks = kinds(source)
        #expect(ks.filter { $0 == "punctuation >" }.count == 4)
        #expect(ks.contains("operator >>"))
        #expect(ks.filter { $0 == "number 14" || $0 == "number 17" || $0 == "number 10" }.count == 3)
        #expect(ks.filter { $0 == "number 0" }.count == 2)
        #expect(ks.contains("number 15"))
        #expect(ks.last == "punctuation }")
        // The same as SwiftParser (checked with `oracle tokens`), and lossless after the splits.
        #expect(ks.filter { $0.hasPrefix("number") } == ["number 1", "number 2", "number 14", "number 0", "number 17", "number 0", "number 1", "number 10", "number 15"])
        #expect(losslessDefect(Array(source.utf8)) == nil)
    }
}
