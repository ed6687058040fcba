/// `archlint tokens FILE`: the token stream in the format of `oracle tokens`
/// (line, column, kind, escaped text; TAB-separated; one token per line).
public enum TokenDump {
    public static func render(_ bytes: UnsafeBufferPointer<UInt8>, _ tokens: [Token], into out: inout [UInt8]) {
        guard let base = bytes.baseAddress else { return }
        for t in tokens {
            TSV.appendInt(&out, Int(t.line))
            out.append(9)
            TSV.appendInt(&out, Int(t.column))
            out.append(9)
            out.append(contentsOf: t.kind.name.utf8)
            out.append(9)
            TSV.appendEscaped(&out, UnsafeBufferPointer(start: base + Int(t.start), count: t.length))
            out.append(10)
        }
    }
}
