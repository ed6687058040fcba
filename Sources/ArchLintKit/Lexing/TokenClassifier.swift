/// Refines the lexer's tokens the way SwiftParser's parser does: `<`/`>` that
/// are generic angle brackets become punctuation (splitting `>>`, `>?`), and
/// words become keywords or identifiers by context (`get` in an accessor
/// block, `async` after a parameter list, `default` after `.` is an identifier…).
public enum TokenClassifier {
    /// `angleCandidates`: indices of the operator tokens ending in `<` (the lexer
    /// records them); computed here when not given.
    public static func classify(_ toks: inout [Token], _ bytes: UnsafeBufferPointer<UInt8>, angleCandidates: [Int32]? = nil,
                                commentIndices: [Int32]? = nil) {
        guard let base = bytes.baseAddress, !toks.isEmpty else { return }
        let candidates = angleCandidates ?? toks.indices.compactMap { k in
            toks[k].kind == .operator && base[Int(toks[k].end) - 1] == UInt8(ascii: "<") ? Int32(k) : nil
        }
        let before = toks.count
        if !candidates.isEmpty { applyAngles(&toks, base, bytes.count, candidates) }
        // Splitting `>>` shifts indices: then the comment list is recomputed.
        ContextualKeywords.apply(&toks, base, bytes.count, commentIndices: toks.count == before ? commentIndices : nil)
    }

    static func applyAngles(_ toks: inout [Token], _ p: UnsafePointer<UInt8>, _ n: Int, _ candidates: [Int32]) {
        let angles: [Int]
        do {
            // Scoped so that its reference to `toks` is gone before `toks` is mutated (no copy).
            var ga = GenericAngles(toks, p, n)
            ga.candidates = candidates
            ga.run()
            angles = ga.angles
        }
        guard !angles.isEmpty else { return }
        // Common case: every angle is a whole one-byte `<` / `>` token: retag in place.
        // Only `>>`, `>?`, `||<`… need the token list rebuilt with split tokens.
        var needsSplit = false
        do {
            var ai = 0
            var k = 0
            let count = toks.count
            while ai < angles.count && k < count {
                let t = toks[k]
                let a = angles[ai]
                if Int(t.end) <= a { k += 1; continue }
                if Int(t.start) == a && t.length == 1 {
                    toks[k].kind = .punctuation
                    ai += 1
                    k += 1
                    continue
                }
                needsSplit = true
                break
            }
        }
        guard needsSplit else { return }
        var out: [Token] = []
        out.reserveCapacity(toks.count + 8)
        var ai = 0
        for t in toks {
            let s = Int(t.start), e = Int(t.end)
            while ai < angles.count && angles[ai] < s { ai += 1 }
            guard t.kind == .operator, ai < angles.count, angles[ai] < e else {
                out.append(t)
                continue
            }
            var q = s
            var flags = t.flags
            var afterRAngle = false
            while q < e {
                if ai < angles.count && angles[ai] == q {
                    out.append(Token(kind: .punctuation, byte: p[q], flags: flags.intersection([.leadingSpace, .atLineStart]),
                                     start: q, end: q + 1, line: Int(t.line), column: Int(t.column) + (q - s)))
                    afterRAngle = p[q] == UInt8(ascii: ">")
                    ai += 1
                    q += 1
                    flags = []
                    continue
                }
                // The rest of the operator, re-lexed after the split `>`.
                let b = p[q]
                if afterRAngle && (b == UInt8(ascii: "?") || b == UInt8(ascii: "!")) {
                    out.append(Token(kind: .punctuation, byte: b, flags: .postfixOp, start: q, end: q + 1,
                                     line: Int(t.line), column: Int(t.column) + (q - s)))
                    q += 1
                    continue
                }
                var r = q
                while r < e && !(ai < angles.count && angles[ai] == r) { r += 1 }
                out.append(Token(kind: .operator, byte: r - q == 1 ? b : 0, flags: flags, start: q, end: r,
                                 line: Int(t.line), column: Int(t.column) + (q - s)))
                flags = []
                q = r
            }
        }
        toks = out
    }
}
