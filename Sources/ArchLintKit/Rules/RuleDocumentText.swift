/// Reading the embedded rule documents (`RuleDocuments`, generated from `rules/*.md`).
extension RuleDocuments {
    /// The whole document `rules/<id>.md`, if it was embedded.
    static func text(for id: String) -> String? {
        all.first { $0.id == id }?.text
    }

    /// The document without its front matter (the `---` block).
    /// `text` split at each line feed, found byte by byte (splitting a `String` by `Character`
    /// walks grapheme clusters: a SARIF report, which reads every document, spent 0.2 s there).
    static func lines(_ text: String) -> [Substring] {
        var out: [Substring] = []
        let u = text.utf8
        var start = u.startIndex
        var i = u.startIndex
        while i != u.endIndex {
            if u[i] == 10 {
                out.append(text[start..<i])
                start = u.index(after: i)
            }
            i = u.index(after: i)
        }
        out.append(text[start...])
        return out
    }

    static func body(for id: String) -> String? {
        guard let text = text(for: id) else { return nil }
        let lines = Self.lines(text)
        guard lines.first == "---", let close = lines.dropFirst().firstIndex(of: "---") else { return text }
        var rest = Array(lines[(close + 1)...])
        while rest.first?.isEmpty == true { rest.removeFirst() }
        return rest.joined(separator: "\n")
    }

    /// The first paragraph after the title: why the rule exists, on one line.
    static func rationale(for id: String) -> String? {
        guard let body = body(for: id) else { return nil }
        var paragraph: [Substring] = []
        for line in Self.lines(body) {
            if line.hasPrefix("#") { continue }
            if line.trimmingCharacters(in: " ").isEmpty {
                if paragraph.isEmpty { continue }
                break
            }
            paragraph.append(line)
        }
        return paragraph.isEmpty ? nil : paragraph.joined(separator: " ")
    }
}
