#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Colour for humans: only on a terminal and never when `NO_COLOR` is set to
/// a non-empty value (https://no-color.org). Files, pipes and CI logs stay plain.
public enum Terminal {
    public static func wantsColor(isTTY: Bool, noColor: String?) -> Bool {
        isTTY && (noColor ?? "").isEmpty
    }

    public static func wantsColor(fd: Int32) -> Bool {
        wantsColor(isTTY: isatty(fd) == 1, noColor: getenv("NO_COLOR").map { String(cString: $0) })
    }

    public enum Style: String, Sendable {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33"
    }

    /// `text` in `style` when `on`, else `text` unchanged.
    public static func paint(_ text: String, _ style: Style, _ on: Bool) -> String {
        var out = ""
        append(text, style, on, to: &out)
        return out
    }

    /// `paint`, appended to `out` (no string made per piece: reporters print thousands of lines).
    public static func append(_ text: String, _ style: Style, _ on: Bool, to out: inout String) {
        if on { out += "\u{1B}["; out += style.rawValue; out += "m" }
        out += text
        if on { out += "\u{1B}[0m" }
    }
}
