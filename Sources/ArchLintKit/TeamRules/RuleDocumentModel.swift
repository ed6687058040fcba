#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

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
    /// The document's bytes and where each of its lines is: read by offsets, strings made only of
    /// what a rule or an example needs (documents are read at the start of every run).
    final class Text: Sendable {
        let bytes: [UInt8]
        /// Each line's bytes, its line end excluded (a leading byte-order mark is in no line).
        let lines: [Range<Int>]
        /// Some line ends at a CR (CRLF or CR alone): joined lines are copied, not sliced.
        let hasCR: Bool

        /// A text whose lines were found before (`TeamRuleCache` keeps them with the rules).
        init(bytes: [UInt8], lines: [Range<Int>], hasCR: Bool) {
            self.bytes = bytes
            self.lines = lines
            self.hasCR = hasCR
        }

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            var lines: [Range<Int>] = []
            lines.reserveCapacity(bytes.count / 24 + 1)
            var cr = false
            bytes.withUnsafeBufferPointer { buf in
                guard let base = buf.baseAddress, buf.count > start else { lines.append(start..<start); return }
                let n = buf.count
                cr = memchr(base + start, 13, n - start) != nil
                var from = start
                if !cr {
                    // LF only: `memchr` (vectorised) finds each line end.
                    while from < n, let p = memchr(base + from, 10, n - from) {
                        let e = UnsafeRawPointer(p) - UnsafeRawPointer(base)
                        lines.append(from..<e)
                        from = e + 1
                    }
                    lines.append(from..<n)
                    return
                }
                var i = from
                while i < n {
                    let c = base[i]
                    if c == 10 || c == 13 {
                        lines.append(from..<i)
                        i += 1
                        if c == 13 && i < n && base[i] == 10 { i += 1 }
                        from = i
                        continue
                    }
                    i += 1
                }
                lines.append(from..<n)
            }
            self.lines = lines
            self.hasCR = cr
        }

        func string(_ r: Range<Int>) -> String { String(decoding: bytes[r], as: UTF8.self) }

        /// The bytes from the start of line `r.lowerBound` to the end of line `r.upperBound - 1`.
        func span(_ r: Range<Int>) -> Range<Int> {
            guard !r.isEmpty else { let at = r.lowerBound < lines.count ? lines[r.lowerBound].lowerBound : bytes.count; return at..<at }
            return lines[r.lowerBound].lowerBound..<lines[r.upperBound - 1].upperBound
        }

        /// Lines `r` joined with LF.
        func joined(_ r: Range<Int>) -> String {
            guard !r.isEmpty else { return "" }
            if !hasCR { return string(span(r)) }
            var out: [UInt8] = []
            for k in r {
                if k > r.lowerBound { out.append(10) }
                out.append(contentsOf: bytes[lines[k]])
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Some of the document's lines (a section, an example's file): joined when used.
    public struct Lines: Sendable, Equatable {
        let text: Text
        let range: Range<Int>

        init(text: Text, range: Range<Int>) {
            self.text = text
            self.range = range
        }

        /// A text of its own (a rule built in code).
        init(_ string: String) {
            let t = Text(Array(string.utf8))
            self.init(text: t, range: 0..<t.lines.count)
        }

        public var joined: String { text.joined(range) }
        public var isEmpty: Bool { range.isEmpty }

        public static func == (a: Lines, b: Lines) -> Bool { a.joined == b.joined }
    }

    public struct File: Sendable, Equatable {
        public var path: String
        /// Its lines in the document: joined only when the example runs (`archlint test-rules`).
        var lines: Lines
        /// The document's line of the file's first code line.
        public var line: Int

        public var code: String { lines.joined + "\n" }
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
        /// The block's lines (YAML).
        var code: Lines
        /// The document line of its first line.
        public var line: Int
        /// The indices (in `examples`) of the examples that are its tests.
        public var examples: [Int] = []
        /// The lines of the section the block sits in, from its heading (`archlint explain`, SARIF `help`).
        var sectionLines: Lines
        public var text: String { code.joined + "\n" }
        public var section: String { sectionLines.joined }
    }

    let text: Text
    /// `path:line` problems of the document itself (a front matter never closed).
    public var problems: [InputProblem] = []
    /// The front matter's lines (between the `---` lines).
    var frontMatterLines: Range<Int>?
    /// The document line of the front matter's first line.
    public var frontMatterLine = 2
    public var examples: [Example] = []
    public var blocks: [Block] = []
    /// Everything after the front matter (`archlint explain` of a front-matter rule).
    var bodyLines: Lines

    /// The front matter's text (between the `---` lines).
    public var frontMatter: String? { frontMatterLines.map { text.joined($0) + "\n" } }
    public var body: String { bodyLines.joined }

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
        parse(bytes: Array(text.utf8), path: path)
    }

    static func parse(bytes: [UInt8], path: String) -> RuleDocumentModel {
        let t = Text(bytes)
        var doc = RuleDocumentModel(text: t, bodyLines: Lines(text: t, range: 0..<0))
        let b = t.bytes, lines = t.lines
        func trimmed(_ k: Int) -> Range<Int> {
            var lo = lines[k].lowerBound, hi = lines[k].upperBound
            while lo < hi && b[lo] == 32 { lo += 1 }
            while hi > lo && b[hi - 1] == 32 { hi -= 1 }
            return lo..<hi
        }
        func isBlank(_ k: Int) -> Bool { lines[k].allSatisfy { b[$0] == 32 || b[$0] == 9 } }
        /// `---` (or `...` when `dots`), spaces around it aside.
        func isFence(_ k: Int, dots: Bool = false) -> Bool {
            let r = trimmed(k)
            return r.count == 3 && (b[r.lowerBound] == 45 || (dots && b[r.lowerBound] == 46)) && b[r.lowerBound + 1] == b[r.lowerBound] && b[r.lowerBound + 2] == b[r.lowerBound]
        }
        func startsWith(_ k: Int, _ prefix: StaticString) -> Bool {
            prefix.withUTF8Buffer { p in
                let r = lines[k]
                guard r.count >= p.count else { return false }
                for j in 0..<p.count where b[r.lowerBound + j] != p[j] { return false }
                return true
            }
        }
        var i = 0
        while i < lines.count && isBlank(i) { i += 1 }
        if i < lines.count && isFence(i) {
            let open = i
            i += 1
            while i < lines.count && !isFence(i, dots: true) { i += 1 }
            if i < lines.count {
                doc.frontMatterLines = (open + 1)..<i
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
        doc.bodyLines = Lines(text: t, range: bodyStart..<lines.count)

        // Headings (level, line index) outside code, the blocks' and the examples' line indices.
        var headings: [(level: Int, index: Int)] = []
        var blockIndices: [Int] = []
        var exampleIndices: [Int] = []
        while i < lines.count {
            let r = lines[i]
            // What starts the line, up to 3 spaces in: a fence (` or ~), a heading (#) or an example (*).
            var s = r.lowerBound
            while s < r.upperBound && b[s] == 32 && s - r.lowerBound < 4 { s += 1 }
            let first: UInt8 = s < r.upperBound ? b[s] : 0
            if (first == 96 || first == 126), let f = fence(b, r) {
                let start = i + 1
                i += 1
                while i < lines.count {
                    if let close = fence(b, lines[i]), close.char == f.char, close.count >= f.count, close.info.isEmpty { break }
                    i += 1
                }
                let code = start..<min(i, lines.count)
                // The info string's words: the language, then `path=…`.
                var words: [Range<Int>] = []
                var w = f.info.lowerBound
                while w < f.info.upperBound {
                    while w < f.info.upperBound && b[w] == 32 { w += 1 }
                    let from = w
                    while w < f.info.upperBound && b[w] != 32 { w += 1 }
                    if w > from { words.append(from..<w) }
                }
                func isWord(_ r: Range<Int>?, _ word: StaticString) -> Bool {
                    guard let r else { return false }
                    return word.withUTF8Buffer { p in r.count == p.count && r.indices.allSatisfy { b[$0] == p[$0 - r.lowerBound] } }
                }
                let lang = words.first
                if isWord(lang, "archlint") {
                    blockIndices.append(start - 1)
                    doc.blocks.append(Block(code: Lines(text: t, range: code), line: start + 1, sectionLines: Lines(text: t, range: 0..<0)))
                } else if !doc.examples.isEmpty && (isWord(lang, "yaml") || isWord(lang, "swift")) {
                    let fencePath = words.first { $0.count >= 5 && b[$0.lowerBound..<$0.lowerBound + 5].elementsEqual("path=".utf8) }
                        .map { t.string(($0.lowerBound + 5)..<$0.upperBound) }
                    if isWord(lang, "yaml") {
                        if fencePath == ".archlint.yml" { doc.examples[doc.examples.count - 1].configuration = (t.joined(code) + "\n", start + 1) }
                    } else {
                        doc.addFiles(code, fencePath: fencePath, firstLine: start + 1, documentPath: path)
                    }
                }
            } else if first == 35 && s == r.lowerBound, let level = headingLevel(b, r) {
                headings.append((level, i))
            } else if first == 42 && s == r.lowerBound && (startsWith(i, "**Incorrect") || startsWith(i, "**Correct")) {
                exampleIndices.append(i)
                doc.examples.append(Example(incorrect: startsWith(i, "**Incorrect"), title: t.string(r), line: i + 1))
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
        for (k, s) in sections.enumerated() { doc.blocks[k].sectionLines = Lines(text: t, range: s) }
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

    /// A fence line: its character, length and info string (` ```swift path=X ` → (`, 3, "swift path=X")).
    static func fence(_ b: [UInt8], _ line: Range<Int>) -> (char: UInt8, count: Int, info: Range<Int>)? {
        var i = line.lowerBound
        let end = line.upperBound
        var indent = 0
        while i < end && b[i] == 32 && indent < 4 { i += 1; indent += 1 }
        guard indent < 4, i < end, b[i] == 96 || b[i] == 126 else { return nil }
        let c = b[i]
        var count = 0
        while i < end && b[i] == c { i += 1; count += 1 }
        guard count >= 3 else { return nil }
        var infoStart = i
        while infoStart < end && b[infoStart] == 32 { infoStart += 1 }
        var infoEnd = end
        while infoEnd > infoStart && b[infoEnd - 1] == 32 { infoEnd -= 1 }
        if c == 96 && b[infoStart..<infoEnd].contains(96) { return nil }
        return (c, count, infoStart..<infoEnd)
    }

    /// A heading line's level (`## Title` → 2), or nil.
    static func headingLevel(_ b: [UInt8], _ line: Range<Int>) -> Int? {
        var hashes = 0
        var i = line.lowerBound
        while i < line.upperBound && b[i] == 35 { hashes += 1; i += 1 }
        guard hashes >= 1, hashes <= 6 else { return nil }
        return i == line.upperBound || b[i] == 32 ? hashes : nil
    }

    /// One block's files: `// path:` on its first line, `// file:` lines starting more.
    mutating func addFiles(_ code: Range<Int>, fencePath: String?, firstLine: Int, documentPath: String) {
        let b = text.bytes, lines = text.lines
        var path = fencePath
        var from = code.lowerBound
        var line = firstLine
        func flush(_ to: Int) {
            guard path != nil || from < to else { return }
            guard let p = path, !p.isEmpty else {
                examples[examples.count - 1].problems.append(InputProblem(path: documentPath, line: line,
                                                                          message: "a ```swift example block without a path: write ```swift path=Features/F/Sources/Domain/X.swift, or `// path: …` on its first line"))
                return
            }
            examples[examples.count - 1].files.append(File(path: p, lines: Lines(text: text, range: from..<to), line: line))
        }
        let marker: [UInt8] = Array("// ".utf8)
        for k in code {
            let r = lines[k]
            var i = r.lowerBound
            while i < r.upperBound && b[i] == 32 { i += 1 }
            // `// path:` or `// file:`
            guard r.upperBound - i >= 8, b[i] == marker[0], b[i + 1] == marker[1], b[i + 2] == marker[2], b[i + 7] == 58 else { continue }
            let word = b[(i + 3)..<(i + 7)]
            let isPath = word.elementsEqual("path".utf8)
            guard isPath || word.elementsEqual("file".utf8) else { continue }
            var lo = i + 8, hi = r.upperBound
            while lo < hi && b[lo] == 32 { lo += 1 }
            while hi > lo && b[hi - 1] == 32 { hi -= 1 }
            let p = text.string(lo..<hi)
            if isPath && k == code.lowerBound {
                path = p
                from = k + 1
                line = firstLine + 1
            } else {
                flush(k)
                path = p
                from = k + 1
                line = firstLine + (k - code.lowerBound) + 1
            }
        }
        flush(code.upperBound)
    }
}
