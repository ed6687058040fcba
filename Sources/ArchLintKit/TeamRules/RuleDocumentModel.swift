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
        /// Its lines in the document: joined only when the example runs (`archlint test-rules`).
        var lines: ArraySlice<Substring>
        /// The document's line of the file's first code line.
        public var line: Int

        public var code: String { lines.joined(separator: "\n") + "\n" }

        public static func == (a: File, b: File) -> Bool { a.path == b.path && a.line == b.line && a.lines.elementsEqual(b.lines) }
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
        /// The lines of the section the block sits in, from its heading (`archlint explain`, SARIF `help`).
        var sectionLines: ArraySlice<Substring> = []
        public var section: String { sectionLines.joined(separator: "\n") }
    }

    /// `path:line` problems of the document itself (a front matter never closed).
    public var problems: [InputProblem] = []
    /// The front matter's text (between the `---` lines) and the document line of its first line.
    public var frontMatter: String?
    public var frontMatterLine = 2
    public var examples: [Example] = []
    public var blocks: [Block] = []
    /// Everything after the front matter (`archlint explain` of a front-matter rule).
    var bodyLines: ArraySlice<Substring> = []
    public var body: String { bodyLines.joined(separator: "\n") }

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

    /// The document's lines: without a leading byte-order mark, split at LF, CRLF or CR (on the bytes).
    static func lines(_ text: String) -> [Substring] {
        var t = Substring(text)
        if t.utf8.starts(with: [0xEF, 0xBB, 0xBF]) { t = t[t.utf8.index(t.utf8.startIndex, offsetBy: 3)...] }
        var out: [Substring] = []
        let u = t.utf8
        var start = u.startIndex
        var i = u.startIndex
        while i < u.endIndex {
            let b = u[i]
            if b == 10 || b == 13 {
                out.append(t[start..<i])
                i = u.index(after: i)
                if b == 13 && i < u.endIndex && u[i] == 10 { i = u.index(after: i) }
                start = i
                continue
            }
            i = u.index(after: i)
        }
        out.append(t[start..<u.endIndex])
        return out
    }

    /// A fence line: its character, length and info string (` ```swift path=X ` → (`, 3, "swift path=X")).
    static func fence(_ line: Substring) -> (char: UInt8, count: Int, info: Substring)? {
        let u = line.utf8
        var i = u.startIndex
        var indent = 0
        while i < u.endIndex && u[i] == 32 && indent < 4 { i = u.index(after: i); indent += 1 }
        guard indent < 4, i < u.endIndex, u[i] == 96 || u[i] == 126 else { return nil }
        let c = u[i]
        var count = 0
        while i < u.endIndex && u[i] == c { i = u.index(after: i); count += 1 }
        guard count >= 3 else { return nil }
        var infoStart = i
        while infoStart < u.endIndex && u[infoStart] == 32 { infoStart = u.index(after: infoStart) }
        var infoEnd = u.endIndex
        while infoEnd > infoStart && u[u.index(before: infoEnd)] == 32 { infoEnd = u.index(before: infoEnd) }
        let info = line[infoStart..<infoEnd]
        if c == 96 && info.utf8.contains(96) { return nil }
        return (c, count, info)
    }

    /// A heading line's level (`## Title` → 2), or nil.
    static func headingLevel(_ line: Substring) -> Int? {
        let u = line.utf8
        var hashes = 0
        var i = u.startIndex
        while i < u.endIndex && u[i] == 35 { hashes += 1; i = u.index(after: i) }
        guard hashes >= 1, hashes <= 6 else { return nil }
        return i == u.endIndex || u[i] == 32 ? hashes : nil
    }

    static func startsWith(_ line: Substring, _ prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { line.utf8.starts(with: $0) }
    }

    static func isBlank(_ line: Substring) -> Bool { line.utf8.allSatisfy { $0 == 32 || $0 == 9 } }

    public static func parse(_ text: String, path: String) -> RuleDocumentModel {
        var doc = RuleDocumentModel()
        let lines = RuleDocumentModel.lines(text)
        var i = 0
        while i < lines.count && isBlank(lines[i]) { i += 1 }
        if i < lines.count && isFrontMatterFence(lines[i]) {
            let open = i
            i += 1
            while i < lines.count && !isFrontMatterFence(lines[i]) && lines[i].trimmingSpaces() != "..." { i += 1 }
            if i < lines.count {
                doc.frontMatter = lines[(open + 1)..<i].joined(separator: "\n") + "\n"
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
        doc.bodyLines = lines[bodyStart...]

        // Headings (level, line index) outside code, the blocks' and the examples' line indices.
        var headings: [(level: Int, index: Int)] = []
        var blockIndices: [Int] = []
        var exampleIndices: [Int] = []
        while i < lines.count {
            let l = lines[i]
            if let f = fence(l) {
                let start = i + 1
                i += 1
                while i < lines.count {
                    if let close = fence(lines[i]), close.char == f.char, close.count >= f.count, close.info.isEmpty { break }
                    i += 1
                }
                let code = lines[start..<min(i, lines.count)]
                let info = f.info.split(separator: " ")
                let lang = info.first ?? ""
                if lang == "archlint" {
                    blockIndices.append(start - 1)
                    doc.blocks.append(Block(text: code.joined(separator: "\n") + "\n", line: start + 1))
                } else if !doc.examples.isEmpty && (lang == "yaml" || lang == "swift") {
                    let fencePath = info.first { $0.hasPrefix("path=") }.map { String($0.dropFirst(5)) }
                    if lang == "yaml" && fencePath == ".archlint.yml" {
                        doc.examples[doc.examples.count - 1].configuration = (code.joined(separator: "\n") + "\n", start + 1)
                    } else if lang == "swift" {
                        doc.addFiles(code, fencePath: fencePath, firstLine: start + 1, documentPath: path)
                    }
                }
            } else if let level = headingLevel(l) {
                headings.append((level, i))
            } else if startsWith(l, "**Incorrect") || startsWith(l, "**Correct") {
                exampleIndices.append(i)
                doc.examples.append(Example(incorrect: startsWith(l, "**Incorrect"), title: String(l), line: i + 1))
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
        for (k, s) in sections.enumerated() { doc.blocks[k].sectionLines = lines[s] }
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

    /// `---`, spaces around it aside.
    static func isFrontMatterFence(_ line: Substring) -> Bool {
        let u = line.utf8
        var dashes = 0
        for b in u {
            if b == 45 { dashes += 1; continue }
            if b == 32 { continue }
            return false
        }
        return dashes == 3 && line.trimmingSpaces() == "---"
    }

    /// One block's files: `// path:` on its first line, `// file:` lines starting more.
    mutating func addFiles(_ code: ArraySlice<Substring>, fencePath: String?, firstLine: Int, documentPath: String) {
        var path = fencePath
        var from = code.startIndex
        var line = firstLine
        func flush(_ to: Int) {
            guard path != nil || from < to else { return }
            guard let p = path, !p.isEmpty else {
                examples[examples.count - 1].problems.append(InputProblem(path: documentPath, line: line,
                                                                          message: "a ```swift example block without a path: write ```swift path=Features/F/Sources/Domain/X.swift, or `// path: …` on its first line"))
                return
            }
            examples[examples.count - 1].files.append(File(path: p, lines: code[from..<to], line: line))
        }
        for k in code.indices {
            let l = code[k]
            let u = l.utf8
            var i = u.startIndex
            while i < u.endIndex && u[i] == 32 { i = u.index(after: i) }
            let t = l[i...]
            let isPath = RuleDocumentModel.startsWith(t, "// path:")
            guard isPath || RuleDocumentModel.startsWith(t, "// file:") else { continue }
            let p = t.dropFirst(8).trimmingSpaces()
            if isPath && k == code.startIndex {
                path = p
                from = k + 1
                line = firstLine + 1
            } else {
                flush(k)
                path = p
                from = k + 1
                line = firstLine + (k - code.startIndex) + 1
            }
        }
        flush(code.endIndex)
    }
}
