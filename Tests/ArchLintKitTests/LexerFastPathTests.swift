import Testing
@testable import ArchLintKit

/// The lexer's fast paths (issue 4) against the plain definitions they replace:
/// each case is built so that the shortcut and the slow path would disagree if
/// the shortcut were wrong.
@Suite("Lexer fast paths")
struct LexerFastPathTests {
    @Test("The UTF-8 check's 32- and 8-byte shortcuts find the same first invalid byte as decoding byte by byte")
    func invalidUTF8Shortcuts() {
        func reference(_ bytes: [UInt8]) -> Int? {
            bytes.withUnsafeBufferPointer { b -> Int? in
                guard let p = b.baseAddress else { return nil }
                var i = 0
                while i < b.count {
                    let (sc, len) = decodeScalar(p, i, b.count)
                    if sc == nil { return i }
                    i += len
                }
                return nil
            }
        }
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [Array("é".utf8), Array("日本".utf8), Array("👩‍💻".utf8), [0xFF], [0xC3], [0xE6, 0x97], [0x80], [0xF0, 0x9F, 0x91]]
        var checked = 0, invalid = 0
        for length in [0, 1, 7, 8, 9, 31, 32, 33, 63, 64, 65, 100, 257] {
            for _ in 0..<40 {
                var bytes = (0..<length).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
                // Up to two non-ASCII pieces at random offsets (valid or not), often at a word edge.
                for _ in 0..<Int.random(in: 0...2, using: &generator) {
                    let at = Bool.random(using: &generator) ? min(bytes.count, [7, 8, 31, 32, 33][Int.random(in: 0..<5, using: &generator)]) : Int.random(in: 0...bytes.count, using: &generator)
                    bytes.insert(contentsOf: pieces.randomElement(using: &generator)!, at: at)
                }
                let expected = reference(bytes)
                #expect(Linter.firstInvalidUTF8(bytes) == expected, "\(bytes)")
                checked += 1
                if expected != nil { invalid += 1 }
            }
        }
        #expect(checked > 500 && invalid > 50)
    }

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

    @Test("The 8-byte identifier test agrees with the character table for every byte at every position")
    func identContinueBytesMatchesTheTable() {
        for b in 0...255 {
            let isIdent = b < 0x80 && CharClass.table[b] & CharClass.identContinue != 0
            for pos in 0..<8 {
                // Neighbours: identifier bytes, so only byte `pos` can clear its flag.
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[pos] = UInt8(b)
                let w = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                let m = Lexer.identContinueBytes(w)
                for q in 0..<8 {
                    let flagged = (m >> UInt64(8 * q)) & 0xFF == 0x80
                    #expect(flagged == (q == pos ? isIdent : true), "byte \(b) at \(pos), lane \(q)")
                    #expect((m >> UInt64(8 * q)) & 0x7F == 0)
                }
            }
        }
    }

    @Test("The first-byte dispatch table sends every byte where the Swift lexer would")
    func dispatchTable() {
        func cls(_ b: UInt8) -> ByteClass { unsafeBitCast(ByteClass.pointer[Int(b)], to: ByteClass.self) }
        #expect(cls(0x20) == .space && cls(0x09) == .space && cls(0x0B) == .space && cls(0x0C) == .space)
        #expect(cls(0x0A) == .newline && cls(0x0D) == .newline)
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { #expect(cls(b) == .identStart) }
        // Capitals start identifiers too, in a class of their own (a recorded body notes them).
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { #expect(cls(b) == .capital) }
        #expect(cls(UInt8(ascii: "_")) == .identStart)
        for b in UInt8(ascii: "0")...UInt8(ascii: "9") { #expect(cls(b) == .digit) }
        for c in "=-+*%>&|^~." .utf8 { #expect(cls(c) == .operatorStart) }
        for b in UInt8(0x80)...UInt8(0xFF) { #expect(cls(b) == .nonASCII) }
        for b in [0x00, 0x01, 0x08, 0x0E, 0x1F, 0x7F] as [UInt8] { #expect(cls(b) == .other) }
        let expected: [(String, ByteClass)] = [("/", .slash), ("\"'", .quote), ("#", .pound), ("`", .backtick), ("$", .dollar),
                                               ("@", .at), ("{([", .open), ("})]", .close), (",;", .separator), ("\\", .backslash),
                                               (":", .colon), ("!?", .bangOrQuestion), ("<", .lAngle)]
        for (chars, c) in expected { for b in chars.utf8 { #expect(cls(b) == c, "\(chars)") } }
        // Every printable ASCII byte that is not listed above is not Swift source.
        let listed = Set(expected.flatMap { Array($0.0.utf8) } + Array("=-+*%>&|^~._".utf8))
        for b in UInt8(0x21)...UInt8(0x7E) where !listed.contains(b) && !(b >= 0x30 && b <= 0x39) && !((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) {
            #expect(cls(b) == .other, "byte \(b)")
        }
    }
}
