#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Loads the documents named by `rule_documents:` (folders or files, relative to the
/// configuration file): each Markdown file with a `check:` block is a team rule.
public enum TeamRuleLoader {
    /// The documents' paths as written and their rules, or the first problem (file:line).
    /// `cache`: rules compiled by an earlier run from the same bytes are read from it, and what
    /// had to be parsed is written to it (`TeamRuleCache`); nil parses every document.
    static func load(_ e: YAMLLite.Entry, configurationPath: String, baseDirectory: String, cache: TeamRuleCache? = nil) -> Result<([String], [TeamRule]), InputProblem> {
        let items: [YAMLLite.Item]
        switch e.value {
        case .scalar(let v) where !v.isEmpty: items = [YAMLLite.Item(text: v, line: e.line)]
        case .list(let l) where !l.isEmpty: items = l
        default:
            return .failure(InputProblem(path: configurationPath, line: e.line, message: "`rule_documents` must list folders or Markdown files, e.g. `rule_documents: [docs/rules]`"))
        }
        let shownFolder = Paths.directory(of: configurationPath)
        // The cache is the configuration's (by its absolute path): only with an absolute folder.
        let cacheKey = baseDirectory.hasPrefix("/") ? baseDirectory + "/" + Paths.fileName(configurationPath) : nil
        var cached = cache.flatMap { c in cacheKey.flatMap { c.read(configuration: $0, base: baseDirectory) } }
        var read: [(TeamRuleCache.Document, [TeamRule])] = []
        // `restamp`: a document read and found the same, whose stamp the cache does not trust yet
        // but would now (it had just changed when the cache was written): written again with it.
        var missed = false, restamp = false
        // The folders' listings to keep (`TeamRuleCache.FolderListing`); `relisted`: one was walked
        // again and can be kept (written with the documents).
        var listings: [TeamRuleCache.FolderListing] = []
        var relisted = false
        let now = cached == nil ? 0 : TeamRuleCache.now()
        var rules: [TeamRule] = []
        // Each rule's id, document and line, to find an id used twice: looked through (a run has
        // tens of rules; a dictionary hashed every id twice and grew five times).
        var seen: [(id: String, path: String, line: Int)] = []
        for item in items {
            let relative = Configuration.normalize(item.text)
            let absolute = baseDirectory.isEmpty ? relative : Paths.absolute(relative, from: baseDirectory)
            let inFolder = shownFolder == "." || shownFolder.isEmpty
            // `rule_documents: [.]`: the configuration's own folder, shown without a `/.` part.
            let shown = relative == "." ? (inFolder ? "." : shownFolder) : inFolder || relative.hasPrefix("/") ? relative : shownFolder + "/" + relative
            var st = stat()
            let kind: FileSystem.Kind = stat(absolute, &st) != 0 ? .missing
                : (st.st_mode & S_IFMT) == S_IFDIR ? .directory : (st.st_mode & S_IFMT) == S_IFREG ? .file : .other
            var files: [String] = []
            switch kind {
            case .directory:
                // With a cache, the folder's listing as kept while no folder of it changed (its
                // stamp, and each subfolder's): the walk (five system calls a folder) is not repeated.
                let stamp = cache == nil ? nil : TeamRuleCache.FileStamp(st, folder: true)
                if let stamp, let kept = cached?.listing(absolute, stamp) {
                    files = kept.files
                    listings.append(kept)
                    break
                }
                let walkedAt = cache == nil ? 0 : TeamRuleCache.now()
                let found = FileSystem.collect(folder: absolute, id: FileSystem.DirID(st), suffix: ".md")
                if let p = found.problems.first { return .failure(p) }
                files = found.files
                if let stamp, let cache, let folders = found.plainFolders,
                   let listing = TeamRuleCache.FolderListing.record(root: absolute, folders: folders, files: files, rootStamp: stamp,
                                                                    walkedAt: walkedAt, window: cache.racyWindow) {
                    listings.append(listing)
                    relisted = true
                }
            case .file:
                files = [absolute]
            default:
                return .failure(InputProblem(path: configurationPath, line: item.line, message: "`rule_documents`: `\(item.text)` is no folder or file (paths are relative to the configuration file)"))
            }
            for f in files {
                var display = kind == .file ? shown : shown + String(decoding: f.utf8.dropFirst(absolute.utf8.count), as: UTF8.self)
                if display.hasPrefix("./") { display.removeFirst(2) }
                let bytes: [UInt8]
                // With a cache, the file's stamp first: when the cache trusts it, its copy of the
                // bytes is the document's (the file is not opened); else the file is read, with the
                // size the stamp gave, and compared.
                let stamp = cache == nil ? nil : TeamRuleCache.FileStamp.of(f)
                var trusted = false
                if let stamp, let copy = cached?.trusted(display, stamp) {
                    bytes = copy
                    trusted = true
                } else {
                    switch stamp.map({ FileSystem.readFile(f, expecting: $0.size) }) ?? FileSystem.readFile(f) {
                    case .failure(let p): return .failure(InputProblem(path: display, message: p.message))
                    case .success(let b): bytes = b
                    }
                }
                let doc = TeamRuleCache.Document(display: display, bytes: bytes, stamp: stamp)
                let result: Result<[TeamRule], InputProblem>
                if let hit = cached?.rules(doc, copied: trusted) {
                    result = .success(hit)
                    if !trusted, let stamp, stamp.size == bytes.count, stamp.settled(before: now, window: cache!.racyWindow) { restamp = true }
                } else {
                    result = loadDocument(bytes: bytes, display: display, base: baseDirectory)
                    missed = true
                }
                switch result {
                case .failure(let p): return .failure(p)
                case .success(let found):
                    if cache != nil { read.append((doc, found)) }
                    for rule in found {
                        if let other = seen.first(where: { $0.id == rule.id }) {
                            return .failure(InputProblem(path: display, line: rule.line, message: "team rule id `\(rule.id)` is also the id of the rule at \(other.path):\(other.line)"))
                        }
                        seen.append((rule.id, display, rule.line))
                        rules.append(rule)
                    }
                }
            }
        }
        if missed || restamp || relisted, let cache, let cacheKey { cache.write(configuration: cacheKey, base: baseDirectory, documents: read, listings: listings) }
        return .success((items.map(\.text), rules))
    }

    /// One document's rules: none for prose. Every document is read whole (a BOM, CRLF line ends
    /// and blank lines before the front matter change nothing), and one that cannot be read or
    /// understood is a problem at its line.
    public static func loadDocument(_ path: String, display: String, base: String) -> Result<[TeamRule], InputProblem> {
        switch FileSystem.readFile(path) {
        case .failure(let p): return .failure(InputProblem(path: display, message: p.message))
        case .success(let bytes): return loadDocument(bytes: bytes, display: display, base: base)
        }
    }

    static func loadDocument(bytes: [UInt8], display: String, base: String) -> Result<[TeamRule], InputProblem> {
        if let bad = Linter.firstInvalidUTF8(bytes) {
            return .failure(InputProblem(path: display, line: Linter.lineNumber(bytes, at: bad), message: "rule document is not valid UTF-8"))
        }
        if let nul = Linter.firstNUL(bytes) {
            return .failure(InputProblem(path: display, line: Linter.lineNumber(bytes, at: nul), message: "rule document contains a NUL byte: not a Markdown document"))
        }
        return TeamRuleParser.parseAll(bytes: bytes, path: display, base: base)
    }
}
