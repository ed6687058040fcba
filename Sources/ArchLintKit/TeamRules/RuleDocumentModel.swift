/// A Markdown document as archlint reads it for team rules (`rule_documents:`, `archlint
/// test-rules`): its front matter, the ```` ```archlint ```` blocks that carry checks, and the
/// executable examples.
///
/// Two ways to carry rules, one per document:
/// - **front matter**: archlint's rule keys (`id`, `title`, `severity`, `check:`…) in the
///   document's front matter; every example of the document is the rule's.
/// - **fenced blocks**: any number of ```` ```archlint ```` blocks, each holding the same keys,
///   next to the prose they enforce. The document's own front matter (an agent skill's `name` and
///   `description`) is left alone. An example belongs to the block of its section: the last block
///   before it in the section, else the first one after it (a section runs from a heading to the
///   next heading of the same or a higher level).
///
/// One example convention for built-in and team documents alike: a `**Incorrect …**` or
/// `**Correct …**` paragraph starts an example; each following ```` ```swift ```` block is one of
/// its files, its path given in the fence (```` ```swift path=Features/P/Sources/Domain/X.swift ````)
/// or on the block's first line (`// path: Features/P/Sources/Domain/X.swift`); a `// file: PATH`
/// line inside a block starts another file; a ```` ```yaml path=.archlint.yml ```` block is the
/// example's configuration. A finding is expected on every line marked `// expect: rule-id`.
///
/// Read as a person's editor shows it: a byte-order mark, CRLF or CR line ends and blank lines
/// before the front matter change nothing.
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
        /// What makes the example unusable (a ```` ```swift ```` block without a path): an error when
        /// the example is a rule's test, nothing when it only illustrates prose.
        public var problems: [InputProblem] = []
    }

    /// A ```` ```archlint ```` block: one rule's keys.
    public struct Block: Sendable {
        /// The block's text (YAML), and the document line of its first line.
        public var text: String
        public var line: Int
        /// The indices (in `examples`) of the examples that are its tests.
        public var examples: [Int] = []
        /// The section the block sits in, from its heading (`archlint explain`, SARIF `help`).
        public var section: String = ""
    }

    /// `path:line` problems of the document itself (a front matter never closed).
    public var problems: [InputProblem] = []
    /// The front matter's text (between the `---` lines) and the document line of its first line.
    public var frontMatter: String?
    public var frontMatterLine = 2
    public var examples: [Example] = []
    public var blocks: [Block] = []
    /// Everything after the front matter (`archlint explain` of a front-matter rule).
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

    /// The document's lines: without a leading byte-order mark, split at LF, CRLF or CR.
    static func lines(_ text: String) -> [Substring] {
        var t = Substring(text)
        if t.unicodeScalars.first == "\u{FEFF}" { t = Substring(t.unicodeScalars.dropFirst()) }
        var out: [Substring] = []
        var start = t.startIndex
        var i = t.startIndex
        // `Character` iteration treats CRLF as one character: both spellings end a line.
        while i < t.endIndex {
            let c = t[i]
            if c == "\n" || c == "\r\n" || c == "\r" {
                out.append(t[start..<i])
                i = t.index(after: i)
                start = i
                continue
            }
            i = t.index(after: i)
        }
        out.append(t[start..<t.endIndex])
        return out
    }

    /// A fence line: its character, length and info string (` ```swift path=X ` → (`, 3, "swift path=X")).
    static func fence(_ line: Substring) -> (char: Character, count: Int, info: Substring)? {
        var l = line
        var indent = 0
        while l.first == " " && indent < 4 { l = l.dropFirst(); indent += 1 }
        guard indent < 4, let c = l.first, c == "`" || c == "~" else { return nil }
        let count = l.prefix { $0 == c }.count
        guard count >= 3 else { return nil }
        let info = l.dropFirst(count)
        if c == "`" && info.contains("`") { return nil }
        return (c, count, Substring(info.trimmingSpaces()))
    }

    /// A heading line's level (`## Title` → 2), or nil.
    static func headingLevel(_ line: Substring) -> Int? {
        let hashes = line.prefix { $0 == "#" }.count
        guard hashes >= 1, hashes <= 6 else { return nil }
        let rest = line.dropFirst(hashes)
        return rest.isEmpty || rest.first == " " ? hashes : nil
    }

    public static func parse(_ text: String, path: String) -> RuleDocumentModel {
        var doc = RuleDocumentModel()
        let lines = RuleDocumentModel.lines(text)
        var i = 0
        while i < lines.count && lines[i].allSatisfy({ $0 == " " || $0 == "\t" }) { i += 1 }
        if i < lines.count && lines[i].trimmingSpaces() == "---" {
            let open = i
            var fm: [Substring] = []
            i += 1
            while i < lines.count && lines[i].trimmingSpaces() != "---" && lines[i].trimmingSpaces() != "..." { fm.append(lines[i]); i += 1 }
            if i < lines.count {
                doc.frontMatter = fm.joined(separator: "\n") + "\n"
                doc.frontMatterLine = open + 2
                i += 1
            } else {
                doc.problems.append(InputProblem(path: path, line: open + 1, message:
                    "the front matter opened here is never closed: end it with a `---` line"))
                i = lines.count
            }
        } else {
            i = 0
        }
        let bodyStart = min(i, lines.count)
        doc.body = lines[bodyStart...].joined(separator: "\n")

        // Headings (level, line index) outside code, the blocks' and the examples' line indices.
        var headings: [(level: Int, index: Int)] = []
        var blockIndices: [Int] = []
        var exampleIndices: [Int] = []
        while i < lines.count {
            let l = lines[i]
            if let f = fence(l) {
                let start = i + 1
                var code: [Substring] = []
                i += 1
                while i < lines.count {
                    if let close = fence(lines[i]), close.char == f.char, close.count >= f.count, close.info.isEmpty { break }
                    code.append(lines[i])
                    i += 1
                }
                let info = f.info.split(separator: " ")
                let lang = info.first ?? ""
                let fencePath = info.first { $0.hasPrefix("path=") }.map { String($0.dropFirst(5)) }
                if lang == "archlint" {
                    blockIndices.append(start - 1)
                    doc.blocks.append(Block(text: code.joined(separator: "\n") + "\n", line: start + 1))
                } else if !doc.examples.isEmpty {
                    if lang == "yaml" && fencePath == ".archlint.yml" {
                        doc.examples[doc.examples.count - 1].configuration = (code.joined(separator: "\n") + "\n", start + 1)
                    } else if lang == "swift" {
                        doc.addFiles(code, fencePath: fencePath, firstLine: start + 1, documentPath: path)
                    }
                }
            } else if let level = headingLevel(l) {
                headings.append((level, i))
            } else if l.hasPrefix("**Incorrect") || l.hasPrefix("**Correct") {
                exampleIndices.append(i)
                doc.examples.append(Example(incorrect: l.hasPrefix("**Incorrect"), title: String(l), line: i + 1))
            }
            i += 1
        }
        guard !doc.blocks.isEmpty else { return doc }
        // Each block's section: from its heading to the next heading of the same or a higher level.
        func section(of index: Int) -> Range<Int> {
            guard let h = headings.last(where: { $0.index < index }) else {
                let end = headings.first?.index ?? lines.count
                return bodyStart..<max(end, index + 1)
            }
            let end = headings.first(where: { $0.index > h.index && $0.level <= h.level })?.index ?? lines.count
            return h.index..<end
        }
        let sections = blockIndices.map(section(of:))
        for (k, s) in sections.enumerated() { doc.blocks[k].section = lines[s].joined(separator: "\n") }
        for (e, index) in exampleIndices.enumerated() {
            let containing = sections.indices.filter { sections[$0].contains(index) }
            // The innermost section holding the example, then the nearest block of it.
            guard let smallest = containing.map({ sections[$0].count }).min() else { continue }
            let candidates = containing.filter { sections[$0].count == smallest }
            let before = candidates.last { blockIndices[$0] < index }
            guard let owner = before ?? candidates.first(where: { blockIndices[$0] > index }) else { continue }
            doc.blocks[owner].examples.append(e)
        }
        return doc
    }

    /// One block's files: `// path:` on its first line, `// file:` lines starting more.
    mutating func addFiles(_ code: [Substring], fencePath: String?, firstLine: Int, documentPath: String) {
        var current: (path: String?, lines: [Substring], line: Int) = (fencePath, [], firstLine)
        func flush() {
            guard current.path != nil || !current.lines.isEmpty else { return }
            guard let p = current.path, !p.isEmpty else {
                examples[examples.count - 1].problems.append(InputProblem(path: documentPath, line: current.line,
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
