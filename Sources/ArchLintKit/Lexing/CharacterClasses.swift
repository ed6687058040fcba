/// Byte and scalar classes of the Swift lexical grammar, as the Swift lexer
/// (SwiftParser) defines them. ASCII goes through 256-entry tables.

enum CharClass {
    static let identStart: UInt8 = 1
    static let identContinue: UInt8 = 2
    static let operatorChar: UInt8 = 4
    static let digit: UInt8 = 8
    static let hexDigit: UInt8 = 16
    static let whitespace: UInt8 = 32

    
    /// `table` at a stable address: the lexer keeps this pointer, so the hot loop
    /// does not go through the lazy-global check on every byte.
    nonisolated(unsafe) static let pointer: UnsafePointer<UInt8> = {
        let q = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for k in 0..<256 { q[k] = table[k] }
        return UnsafePointer(q)
    }()

    static let table: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 256)
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(b)] |= identStart | identContinue }
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(b)] |= identStart | identContinue }
        t[Int(UInt8(ascii: "_"))] |= identStart | identContinue
        t[Int(UInt8(ascii: "$"))] |= identContinue
        for b in UInt8(ascii: "0")...UInt8(ascii: "9") { t[Int(b)] |= identContinue | digit | hexDigit }
        for b in UInt8(ascii: "a")...UInt8(ascii: "f") { t[Int(b)] |= hexDigit }
        for b in UInt8(ascii: "A")...UInt8(ascii: "F") { t[Int(b)] |= hexDigit }
        for c in "/=-+*%<>!&|^~.?".utf8 { t[Int(c)] |= operatorChar }
        for c in [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C] { t[c] |= whitespace }
        return t
    }()
}


enum Scalars {
    
    static func isIdentifierContinue(_ c: UInt32) -> Bool {
        if c < 0x80 { return CharClass.table[Int(c)] & CharClass.identContinue != 0 }
        return c == 0x00A8 || c == 0x00AA || c == 0x00AD || c == 0x00AF
            || (c >= 0x00B2 && c <= 0x00B5) || (c >= 0x00B7 && c <= 0x00BA)
            || (c >= 0x00BC && c <= 0x00BE) || (c >= 0x00C0 && c <= 0x00D6)
            || (c >= 0x00D8 && c <= 0x00F6) || (c >= 0x00F8 && c <= 0x00FF)
            || (c >= 0x0100 && c <= 0x167F) || (c >= 0x1681 && c <= 0x180D)
            || (c >= 0x180F && c <= 0x1FFF)
            || (c >= 0x200B && c <= 0x200D) || (c >= 0x202A && c <= 0x202E)
            || (c >= 0x203F && c <= 0x2040) || c == 0x2054 || (c >= 0x2060 && c <= 0x206F)
            || (c >= 0x2070 && c <= 0x218F) || (c >= 0x2460 && c <= 0x24FF)
            || (c >= 0x2776 && c <= 0x2793) || (c >= 0x2C00 && c <= 0x2DFF)
            || (c >= 0x2E80 && c <= 0x2FFF)
            || (c >= 0x3004 && c <= 0x3007) || (c >= 0x3021 && c <= 0x302F)
            || (c >= 0x3031 && c <= 0x303F) || (c >= 0x3040 && c <= 0xD7FF)
            || (c >= 0xF900 && c <= 0xFD3D) || (c >= 0xFD40 && c <= 0xFDCF)
            || (c >= 0xFDF0 && c <= 0xFE44) || (c >= 0xFE47 && c <= 0xFFF8)
            || (c >= 0x10000 && c <= 0xEFFFD && (c & 0xFFFF) <= 0xFFFD)
    }

    
    static func isIdentifierStart(_ c: UInt32) -> Bool {
        if c < 0x80 { return CharClass.table[Int(c)] & CharClass.identStart != 0 }
        guard isIdentifierContinue(c) else { return false }
        if (c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF) || (c >= 0x20D0 && c <= 0x20FF)
            || (c >= 0xFE20 && c <= 0xFE2F) { return false }
        return true
    }

    
    static func isOperatorStart(_ c: UInt32) -> Bool {
        if c < 0x80 { return CharClass.table[Int(c)] & CharClass.operatorChar != 0 }
        return (c >= 0x00A1 && c <= 0x00A7)
            || c == 0x00A9 || c == 0x00AB || c == 0x00AC || c == 0x00AE
            || c == 0x00B0 || c == 0x00B1 || c == 0x00B6 || c == 0x00BB
            || c == 0x00BF || c == 0x00D7 || c == 0x00F7
            || c == 0x2016 || c == 0x2017 || (c >= 0x2020 && c <= 0x2027)
            || (c >= 0x2030 && c <= 0x203E) || (c >= 0x2041 && c <= 0x2053)
            || (c >= 0x2055 && c <= 0x205E) || (c >= 0x2190 && c <= 0x23FF)
            || (c >= 0x2500 && c <= 0x2775) || (c >= 0x2794 && c <= 0x2BFF)
            || (c >= 0x2E00 && c <= 0x2E7F) || (c >= 0x3001 && c <= 0x3003)
            || (c >= 0x3008 && c <= 0x3030)
    }

    
    static func isOperatorContinue(_ c: UInt32) -> Bool {
        if isOperatorStart(c) { return true }
        return (c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF)
            || (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE00 && c <= 0xFE0F)
            || (c >= 0xFE20 && c <= 0xFE2F) || (c >= 0xE0100 && c <= 0xE01EF)
    }
}

/// Decodes one UTF-8 scalar at `i`. Returns the scalar and its byte length, or
/// `nil` (with the length of the invalid run to skip) when the bytes are not valid UTF-8.

func decodeScalar(_ p: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> (scalar: UInt32?, length: Int) {
    let b0 = p[i]
    if b0 < 0x80 { return (UInt32(b0), 1) }
    func isCont(_ b: UInt8) -> Bool { b & 0xC0 == 0x80 }
    if b0 < 0xC2 || b0 > 0xF4 {
        // Stray continuation byte or invalid lead: skip to the next lead byte.
        var j = i + 1
        while j < n && isCont(p[j]) { j += 1 }
        return (nil, j - i)
    }
    let len = b0 < 0xE0 ? 2 : (b0 < 0xF0 ? 3 : 4)
    if i + len > n { return (nil, 1) }
    var v = UInt32(b0) & (len == 2 ? 0x1F : (len == 3 ? 0x0F : 0x07))
    for k in 1..<len {
        let b = p[i + k]
        if !isCont(b) { return (nil, k) }
        v = (v << 6) | UInt32(b & 0x3F)
    }
    // Overlong, surrogate and out-of-range encodings are invalid.
    if (len == 3 && v < 0x800) || (len == 4 && (v < 0x10000 || v > 0x10FFFF)) || (v >= 0xD800 && v <= 0xDFFF) {
        return (nil, len)
    }
    return (v, len)
}
