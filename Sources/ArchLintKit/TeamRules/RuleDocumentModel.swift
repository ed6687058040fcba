/// A rule document as archlint reads it at run time (team documents; `archlint test-rules`):
/// the front matter (YAML, with its line numbers in the file) and the executable examples.
///
/// One example convention for built-in and team documents alike: a `**Incorrect …**` or
/// `**Correct …**` paragraph starts an example; each following ```` ```swift ```` block is one of
/// its files, its path given in the fence (```` ```swift path=Features/P/Sources/Domain/X.swift ````)
/// or on the block's first line (`// path: Features/P/Sources/Domain/X.swift`); a `// file: PATH`
/// line inside a block starts another file; a ```` ```yaml path=.archlint.yml ```` block is the
/// example's configuration. A finding is expected on every line marked `// expect: rule-id`.
public struct RuleDocumentModel: Sendable {
    public struct File: Sendable, Equatable {
        public var path: String
        public var code: String
        /// The document's line of the file's first code line.
        public var line: Int
    }

    public struct Example: Sendable {
        public var incorrect: Bool
        public var title: String
        /// The document's line of the `**Incorrect…**`/`**Correct…**` paragraph.
        public var line: Int
        public var files: [File] = []
        /// A ```` ```yaml path=.archlint.yml ```` block, with its line.
        public var configuration: (text: String, line: Int)?
    }

    /// `path:line` problems found while reading the examples (a block without a path).
    public var problems: [InputProblem] = []
    /// The front matter's text (between the `---` lines) and the document line of its first line.
    public var frontMatter: String?
    public var frontMatterLine = 2
    public var examples: [Example] = []
    /// The first `## ` heading's text and everything after the front matter (for `explain`).
    public var body = ""

    /// The lines marked `// expect: id[, id]` in `code`, with their ids.
    public static func markers(in code: String) -> [(line: Int, rules: [String])] {
        var out: [(Int, [String])] = []
        var n = 0
        for raw in code.split(separator: "\n", omittingEmptySubsequences: false) {
            n += 1
            guard let r = raw.range(of: "// expect:") else { continue }
            let ids = raw[r.upperBound...].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\r" }).map(String.init)
            if !ids.isEmpty { out.append((n, ids)) }
        }
        return out
    }

    public static func parse(_ text: String, path: String) -> RuleDocumentModel {
        var doc = RuleDocumentModel()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { l -> Substring in
            l.hasSuffix("\r") ? l.dropLast() : l
        }
        var i = 0
        if lines.first == "---" {
            var fm: [Substring] = []
            i = 1
            while i < lines.count && lines[i] != "---" { fm.append(lines[i]); i += 1 }
            if i < lines.count {
                doc.frontMatter = fm.joined(separator: "\n") + "\n"
                i += 1
            }
        }
        doc.body = lines[min(i, lines.count)...].joined(separator: "\n")
        while i < lines.count {
            let l = lines[i]
            if l.hasPrefix("**Incorrect") || l.hasPrefix("**Correct") {
                doc.examples.append(Example(incorrect: l.hasPrefix("**Incorrect"), title: String(l), line: i + 1))
            } else if l.hasPrefix("```"), !doc.examples.isEmpty {
                let fence = l.dropFirst(3)
                let start = i + 1
                var code: [Substring] = []
                i += 1
                while i < lines.count && !lines[i].hasPrefix("```") { code.append(lines[i]); i += 1 }
                let info = fence.split(separator: " ")
                let lang = info.first ?? ""
                let fencePath = info.first { $0.hasPrefix("path=") }.map { String($0.dropFirst(5)) }
                if lang == "yaml" && fencePath == ".archlint.yml" {
                    doc.examples[doc.examples.count - 1].configuration = (code.joined(separator: "\n") + "\n", start + 1)
                } else if lang == "swift" {
                    doc.addFiles(code, fencePath: fencePath, firstLine: start + 1, documentPath: path)
                }
            }
            i += 1
        }
        return doc
    }

    /// One block's files: `// path:` on its first line, `// file:` lines starting more.
    mutating func addFiles(_ code: [Substring], fencePath: String?, firstLine: Int, documentPath: String) {
        var current: (path: String?, lines: [Substring], line: Int) = (fencePath, [], firstLine)
        func flush() {
            guard current.path != nil || !current.lines.isEmpty else { return }
            guard let p = current.path, !p.isEmpty else {
                problems.append(InputProblem(path: documentPath, line: current.line,
                                             message: "a ```swift example block without a path: write ```swift path=Features/F/Sources/Domain/X.swift, or `// path: …` on its first line"))
                return
            }
            examples[examples.count - 1].files.append(File(path: p, code: current.lines.joined(separator: "\n") + "\n", line: current.line))
        }
        for (k, l) in code.enumerated() {
            let t = l.drop { $0 == " " }
            for key in ["// path:", "// file:"] where t.hasPrefix(key) {
                let p = t.dropFirst(key.count).trimmingSpaces()
                if key == "// path:" && k == 0 && current.lines.isEmpty {
                    current.path = p
                    current.line = firstLine + 1
                } else {
                    flush()
                    current = (p, [], firstLine + k + 1)
                }
            }
            if t.hasPrefix("// path:") || t.hasPrefix("// file:") { continue }
            current.lines.append(l)
        }
        flush()
    }
}
