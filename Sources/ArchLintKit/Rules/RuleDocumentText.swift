/// Reading the embedded rule documents (`RuleDocuments`, generated from `rules/*.md`).
extension RuleDocuments {
    /// The whole document `rules/<id>.md`, if it was embedded.
    static func text(for id: String) -> String? {
        all.first { $0.id == id }?.text
    }

    /// The document without its front matter (the `---` block).
    static func body(for id: String) -> String? {
        guard let text = text(for: id) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == "---", let close = lines.dropFirst().firstIndex(of: "---") else { return text }
        var rest = Array(lines[(close + 1)...])
        while rest.first?.isEmpty == true { rest.removeFirst() }
        return rest.joined(separator: "\n")
    }

    /// The first paragraph after the title: why the rule exists, on one line.
    static func rationale(for id: String) -> String? {
        guard let body = body(for: id) else { return nil }
        var paragraph: [Substring] = []
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
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
