/// A small strict JSON reader (RFC 8259) for the files archlint reads back:
/// the baseline. Values remember the line they start on, for messages.
public enum JSONLite {
    public indirect enum Value: Equatable, Sendable {
        case object([(key: String, value: Node)])
        case array([Node])
        case string(String)
        case number(String)
        case bool(Bool)
        case null

        public static func == (a: Value, b: Value) -> Bool {
            switch (a, b) {
            case (.object(let x), .object(let y)):
                return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            case (.array(let x), .array(let y)): return x == y
            case (.string(let x), .string(let y)): return x == y
            case (.number(let x), .number(let y)): return x == y
            case (.bool(let x), .bool(let y)): return x == y
            case (.null, .null): return true
            default: return false
            }
        }
    }

    public struct Node: Equatable, Sendable {
        public var value: Value
        public var line: Int

        public subscript(key: String) -> Node? {
            guard case .object(let members) = value else { return nil }
            return members.first { $0.key == key }?.value
        }

        public var string: String? { if case .string(let s) = value { return s }; return nil }
        public var int: Int? { if case .number(let n) = value { return Int(n) }; return nil }
    }

    public struct Failure: Error {
        public var line: Int
        public var message: String
    }

    public static func parse(_ bytes: [UInt8]) -> Result<Node, Failure> {
        var p = Parser(bytes: bytes)
        do {
            p.skipSpace()
            let v = try p.value(depth: 0)
            p.skipSpace()
            guard p.i == bytes.count else { throw Failure(line: p.line, message: "unexpected text after the JSON value") }
            return .success(v)
        } catch let f as Failure {
            return .failure(f)
        } catch {
            return .failure(Failure(line: p.line, message: "\(error)"))
        }
    }

    struct Parser {
        let bytes: [UInt8]
        var i = 0
        var line = 1

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipSpace() {
            while i < bytes.count {
                switch bytes[i] {
                case 0x20, 0x09, 0x0D: i += 1
                case 0x0A: i += 1; line += 1
                default: return
                }
            }
        }

        func fail(_ message: String) -> Failure { Failure(line: line, message: message) }

        mutating func expect(_ b: UInt8) throws {
            guard i < bytes.count, bytes[i] == b else {
                throw fail("expected `\(Character(Unicode.Scalar(b)))`" + (i < bytes.count ? "" : " before the end of the file"))
            }
            i += 1
        }

        mutating func value(depth: Int) throws -> Node {
            guard depth < 64 else { throw fail("nested too deeply") }
            guard i < bytes.count else { throw fail("unexpected end of the file") }
            let start = line
            switch bytes[i] {
            case UInt8(ascii: "{"):
                i += 1
                var members: [(key: String, value: Node)] = []
                skipSpace()
                if i < bytes.count && bytes[i] == UInt8(ascii: "}") { i += 1; return Node(value: .object(members), line: start) }
                while true {
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a \"key\"") }
                    let key = try string()
                    skipSpace()
                    try expect(UInt8(ascii: ":"))
                    skipSpace()
                    members.append((key, try value(depth: depth + 1)))
                    skipSpace()
                    if i < bytes.count && bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                    try expect(UInt8(ascii: "}"))
                    return Node(value: .object(members), line: start)
                }
            case UInt8(ascii: "["):
                i += 1
                var items: [Node] = []
                skipSpace()
                if i < bytes.count && bytes[i] == UInt8(ascii: "]") { i += 1; return Node(value: .array(items), line: start) }
                while true {
                    skipSpace()
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    if i < bytes.count && bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                    try expect(UInt8(ascii: "]"))
                    return Node(value: .array(items), line: start)
                }
            case UInt8(ascii: "\""):
                return Node(value: .string(try string()), line: start)
            case UInt8(ascii: "t"): try word("true"); return Node(value: .bool(true), line: start)
            case UInt8(ascii: "f"): try word("false"); return Node(value: .bool(false), line: start)
            case UInt8(ascii: "n"): try word("null"); return Node(value: .null, line: start)
            default:
                let s = i
                if i < bytes.count && bytes[i] == UInt8(ascii: "-") { i += 1 }
                while i < bytes.count, (bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")) || bytes[i] == UInt8(ascii: ".")
                        || bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") || bytes[i] == UInt8(ascii: "+")
                        || (bytes[i] == UInt8(ascii: "-") && i > s) { i += 1 }
                guard i > s, bytes[i - 1] != UInt8(ascii: "-") else { throw fail("unexpected character") }
                return Node(value: .number(String(decoding: bytes[s..<i], as: UTF8.self)), line: start)
            }
        }

        mutating func word(_ w: StaticString) throws {
            let n = w.utf8CodeUnitCount
            guard i + n <= bytes.count, bytes[i..<(i + n)].elementsEqual(UnsafeBufferPointer(start: w.utf8Start, count: n)) else {
                throw fail("unexpected character")
            }
            i += n
        }

        mutating func string() throws -> String {
            i += 1  // "
            var out: [UInt8] = []
            while true {
                guard i < bytes.count else { throw fail("unterminated string") }
                let b = bytes[i]
                i += 1
                switch b {
                case UInt8(ascii: "\""):
                    return String(decoding: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard i < bytes.count else { throw fail("unterminated string") }
                    let e = bytes[i]
                    i += 1
                    switch e {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                    case UInt8(ascii: "b"): out.append(8)
                    case UInt8(ascii: "f"): out.append(12)
                    case UInt8(ascii: "n"): out.append(10)
                    case UInt8(ascii: "r"): out.append(13)
                    case UInt8(ascii: "t"): out.append(9)
                    case UInt8(ascii: "u"):
                        var code = try hex4()
                        if code >= 0xD800 && code < 0xDC00, i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
                            i += 2
                            let low = try hex4()
                            guard low >= 0xDC00 && low < 0xE000 else { throw fail("invalid surrogate pair") }
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(code) else { throw fail("invalid \\u escape") }
                        out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default:
                        throw fail("invalid escape in a string")
                    }
                default:
                    guard b >= 0x20 else { throw fail("a control character in a string") }
                    out.append(b)
                }
            }
        }

        mutating func hex4() throws -> UInt32 {
            guard i + 4 <= bytes.count else { throw fail("invalid \\u escape") }
            var v: UInt32 = 0
            for _ in 0..<4 {
                let c = bytes[i]
                i += 1
                v <<= 4
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): v |= UInt32(c - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): v |= UInt32(c - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): v |= UInt32(c - UInt8(ascii: "A") + 10)
                default: throw fail("invalid \\u escape")
                }
            }
            return v
        }
    }
}
