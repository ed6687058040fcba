#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Refines the lexer's tokens the way SwiftParser's parser does: `<`/`>` that
/// are generic angle brackets become punctuation (splitting `>>`, `>?`), and
/// words become keywords or identifiers by context (`get` in an accessor
/// block, `async` after a parameter list, `default` after `.` is an identifier…).
public enum TokenClassifier {
    /// `angleCandidates`: indices of the operator tokens ending in `<` (the lexer
    /// records them); computed here when not given.
    /// Returns the indices of the code (non-comment) tokens of the result and the closer of
    /// each bracket (`ContextualKeywords.apply`) when it has them at hand (nil when a split
    /// made them stale, or for an empty file).
    @discardableResult
    public static func classify(_ toks: inout [Token], _ bytes: UnsafeBufferPointer<UInt8>, angleCandidates: [Int32]? = nil,
                                commentIndices: [Int32]? = nil) -> (code: [Int32], matchEnd: [Int32])? {
        guard let base = bytes.baseAddress, !toks.isEmpty else { return nil }
        let candidates = angleCandidates ?? toks.indices.compactMap { k in
            toks[k].kind == .operator && base[Int(toks[k].end) - 1] == UInt8(ascii: "<") ? Int32(k) : nil
        }
        let before = toks.count
        if !candidates.isEmpty { applyAngles(&toks, base, bytes.count, candidates) }
        // Splitting `>>` shifts indices: then the comment list is recomputed.
        return ContextualKeywords.apply(&toks, base, bytes.count, commentIndices: toks.count == before ? commentIndices : nil)
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
        // Angles are few: each one's token is found by galloping search, not a walk.
        let count = toks.count
        var splitFrom = -1   // index in `angles` of the first one that needs a split
        var k = 0
        toks.withUnsafeMutableBufferPointer { tb in
            for (ai, a) in angles.enumerated() {
                k = firstToken(endingAfter: a, from: k, UnsafeBufferPointer(tb))
                guard k < count else { return }
                if Int(tb[k].start) == a && tb[k].length == 1 {
                    tb[k].kind = .punctuation
                    // As a split angle gets them: the operator's binding flags do not apply to an
                    // angle (so a token does not depend on whether an earlier angle was split).
                    tb[k].flags = tb[k].flags.intersection([.leadingSpace, .atLineStart])
                    k += 1
                    continue
                }
                splitFrom = ai
                return
            }
        }
        guard splitFrom >= 0 else { return }
        // The pieces of every split token in one array (one allocation, not one per token).
        var replacements: [Replacement] = []
        var pieces: [Token] = []
        var ai = splitFrom
        toks.withUnsafeBufferPointer { tb in
            while ai < angles.count {
                k = firstToken(endingAfter: angles[ai], from: k, tb)
                guard k < count else { break }
                let from = pieces.count
                split(tb[k], angles, &ai, p, into: &pieces)
                replacements.append(Replacement(index: k, from: from, count: pieces.count - from))
                k += 1
            }
        }
        replaceEach(&toks, replacements, pieces)
    }

    /// Replaces each token `index` by its `pieces` (ascending indices, at least
    /// one piece each) in place: the array grows once at the end, and the runs
    /// of tokens between replacements move back with `memmove`, last run first.
    /// Token `index` is replaced by `pieces[from ..< from + count]`.
    struct Replacement {
        var index: Int, from: Int, count: Int
    }

    static func replaceEach(_ toks: inout [Token], _ replacements: [Replacement], _ allPieces: [Token]) {
        guard let filler = toks.first, !replacements.isEmpty else { return }
        let oldCount = toks.count
        var extra = 0
        for r in replacements { extra += r.count - 1 }
        if extra > 0 { toks.append(contentsOf: repeatElement(filler, count: extra)) }
        toks.withUnsafeMutableBufferPointer { tb in
            let base = tb.baseAddress!
            var srcEnd = oldCount          // old tokens before this index are not placed yet
            var dstEnd = oldCount + extra  // where the next run (from the back) ends
            for r in replacements.reversed() {
                let k = r.index
                let run = srcEnd - (k + 1)
                dstEnd -= run
                if run > 0 { memmove(base + dstEnd, base + k + 1, run * MemoryLayout<Token>.stride) }
                dstEnd -= r.count
                for j in 0..<r.count { base[dstEnd + j] = allPieces[r.from + j] }
                srcEnd = k
            }
            assert(dstEnd == srcEnd)
        }
    }

    /// The first index `>= from` whose token ends after byte offset `a` (`count`
    /// when none): tokens are sorted by offset; galloping then binary search.
    @inline(__always)
    static func firstToken(endingAfter a: Int, from: Int, _ tb: UnsafeBufferPointer<Token>) -> Int {
        let count = tb.count
        var lo = from
        var step = 1
        var hi = from
        while hi < count && Int(tb[hi].end) <= a {
            lo = hi + 1
            hi = lo + step
            step &<<= 1
        }
        if hi > count { hi = count }
        // Now every token in [from, lo) ends at or before `a`, and `hi` is an answer (or `count`).
        while lo < hi {
            let mid = (lo + hi) >> 1
            if Int(tb[mid].end) <= a { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Appends token `t` split at the angles that fall inside it (advancing `ai`
    /// past them): each angle becomes a one-byte punctuation token, the rest of
    /// the operator is re-lexed (a `?`/`!` after a split `>` is postfix punctuation).
    static func split(_ t: Token, _ angles: [Int], _ ai: inout Int, _ p: UnsafePointer<UInt8>, into out: inout [Token]) {
        let s = Int(t.start), e = Int(t.end)
        guard t.kind == .operator, ai < angles.count, angles[ai] >= s, angles[ai] < e else {
            while ai < angles.count && angles[ai] < e { ai += 1 }
            out.append(t)
            return
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
}
