import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import ArchLintKit

/// Compiled team rules kept between runs (`TeamRuleCache`): read back, they are the rules the
/// documents compile to, field for field; a document that changed, a damaged or foreign cache, a
/// document that fails are parsed as without one; nothing about the cache changes a result.
@Suite("Team rule cache")
struct TeamRuleCacheTests {
    /// Every stored field, as `Mirror` lists it, with the fields `dump` shows lines of.
    static func dumped<T>(_ value: T) -> [String] {
        var s = ""
        dump(value, to: &s)
        // Entries kept as bytes until read (`LazyEntries`, `LazyExamples`) and the locks are the
        // cache's own: compared apart, by what they read to.
        var out: [String] = []
        var skipBelow: Int?
        for line in s.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            if let d = skipBelow {
                if indent > d { continue }
                skipBelow = nil
            }
            if line.contains("lazyEntries") || line.contains("storedEntries") || line.contains("lazyExamples") || line.contains("storedExamples")
                || line.contains("Lock") || line.contains("mutex") || line.contains("templateLock") || line.contains("cutTemplates") {
                skipBelow = indent
                continue
            }
            // A one-line summary prints a set's members in its order (they are also listed one
            // per line below it, compared as they are): its characters are compared.
            // Objects are numbered as `dump` meets them (the cached rule has more): not compared.
            var text = String(line)
            if let hash = text.range(of: " #", options: .backwards), text[hash.upperBound...].allSatisfy(\.isNumber) { text = String(text[..<hash.lowerBound]) }
            out.append(text.contains("Set([") ? String(text.sorted()) : text)
        }
        // Set members print in the set's own order: compared as a multiset of lines.
        return out.sorted()
    }

    /// `rules` written as `path`'s cache entry, and read back.
    static func roundTrip(_ path: String, _ bytes: [UInt8], _ rules: [TeamRule]) throws -> [TeamRule] {
        let doc = TeamRuleCache.Document(display: path, bytes: bytes)
        let data = try #require(TeamRuleCache.encode(base: "/b", documents: [(doc, rules)]))
        var snapshot = try #require(TeamRuleCache.snapshot(data, base: "/b"))
        let back = snapshot.rules(doc)
        return try #require(back, "\(path): not read back")
    }

    static func expectSame(_ a: TeamRule, _ b: TeamRule, _ path: String) {
        #expect(a == b, "\(path)")
        #expect(b.storage.fromCache && !a.storage.fromCache)
        #expect(a.descriptor.title == b.descriptor.title && a.descriptor.summary == b.descriptor.summary && a.descriptor.sources == b.descriptor.sources)
        #expect(a.descriptor.defaultSeverity == b.descriptor.defaultSeverity && a.descriptor.enabledByDefault == b.descriptor.enabledByDefault)
        #expect(a.line == b.line && a.header == b.header && a.text == b.text && a.textFirstLine == b.textFirstLine, "\(path)")
        #expect(a.needs == b.needs, "\(path): needs")
        #expect(a.check.lines.entries == b.check.lines.entries, "\(path): key lines")
        for (x, y) in [(a.check.select, b.check.select), (a.check.require, b.check.require), (a.check.forbid, b.check.forbid)] {
            #expect(x.sourceEntries.entries == y.sourceEntries.entries && x.source == y.source, "\(path): conditions as written")
        }
        let before = dumped(a.check), after = dumped(b.check)
        if before != after {
            var left: [String: Int] = [:]
            for l in before { left[l, default: 0] += 1 }
            for l in after { left[l, default: 0] -= 1 }
            let differ = left.filter { $0.value != 0 }.map { "\($0.value > 0 ? "parsed" : "cached") ×\(abs($0.value)): \($0.key)" }.sorted()
            Issue.record("\(path): the compiled check differs:\n\(differ.joined(separator: "\n"))")
        }
        #expect(a.examples.count == b.examples.count, "\(path): examples")
        for (x, y) in zip(a.examples, b.examples) {
            #expect(x.incorrect == y.incorrect && x.title == y.title && x.line == y.line && x.problems == y.problems)
            #expect(x.files.map(\.path) == y.files.map(\.path) && x.files.map(\.code) == y.files.map(\.code) && x.files.map(\.line) == y.files.map(\.line))
            #expect(x.configuration?.text == y.configuration?.text && x.configuration?.line == y.configuration?.line)
        }
    }

    @Test("Every team document of the repository reads back from the cache as the rules it compiles to, field for field",
          arguments: TeamRuleTests.documents.map(\.path) + TeamRuleTests.markdown(in: "Fixtures/TeamRules/Bench/typical"))
    func roundTrip(path: String) throws {
        let bytes = Array(Repo.read(path).utf8)
        let rules = try TeamRuleLoader.loadDocument(bytes: bytes, display: path, base: "/b").get()
        let back = try Self.roundTrip(path, bytes, rules)
        #expect(back.count == rules.count)
        for (a, b) in zip(rules, back) { Self.expectSame(a, b, path) }
    }

    /// The fields each written type has; a field added to one of them must be written by
    /// `TeamRuleCoding` (and `TeamRuleCache.format` bumped) before this list is updated.
    @Test("Every field of the types the cache writes is one it writes (a new field fails here until TeamRuleCoding writes it)")
    func fieldsPinned() throws {
        func labels(_ v: Any) -> [String] { Mirror(reflecting: v).children.compactMap(\.label) }
        let t = try NameTemplate.parse("{Name}Mock").get()
        let glob = try LayoutGlob.parse("a/**", line: 1).get()
        let rule = TeamRuleTests.loadAll("Fixtures/TeamRules/Catalog/team-usecase-has-mock.md")[0]
        let pinned: [(Any, [String])] = [
            (TeamCheck(kind: .declarations, message: ""), ["kind", "message", "fix", "lines", "from", "insideBox", "outsideBox", "forbidTargetBox", "allowOnlyTargetBox",
                                                           "viaImport", "viaReference", "viaManifest", "select", "require", "forbid", "inFiles",
                                                           "forbiddenIdentifiers", "exceptions"]),
            (Conditions(), ["files", "kinds", "kindBits", "keyOrder", "names", "roles", "conformsTo", "conformsToMatching", "conformsDirectlyTo",
                            "inheritsOnly", "implementsRequirement", "attributes", "modifiers", "access", "enclosing", "topLevel", "stored", "wrapped",
                            "isStatic", "isAsync", "throwsClauses", "mutability", "type", "initial", "returns", "errorType", "generic", "isOperator",
                            "parameters", "fileName", "folders", "fileRoles", "imports", "functions", "properties", "has", "extensions",
                            "implementations", "annotations", "referencedFrom", "attributeArgument", "rawIdentifier", "not", "anyOf", "companion",
                            "exists", "sourceEntries"]),
            (FileMatcher(), ["layers", "roles", "features", "modules", "layerBits", "roleBits", "namesReadContext", "paths", "excludedPaths", "exported", "sources"]),
            (TargetMatcher(keys: FileMatcher()), ["keys", "names", "roles", "anyOf", "not", "declaration", "referencedFrom"]),
            (t, ["text", "negated", "pieces", "convention", "basePattern", "readsContext", "readsOwnName", "fileValue"]),
            (glob, ["text", "line", "segments", "rootCount"]),
            (Conditions.MemberCount(), ["count", "min", "max", "names", "access", "matching", "extensions"]),
            (Conditions.TypeCondition(templates: nil, declaration: nil), ["templates", "declaration"]),
            (Conditions.ParameterConditions(), ["count", "min", "max", "labels", "types", "someType"]),
            (Conditions.AttributeArgument(names: [], first: []), ["names", "first"]),
            (Conditions.Companion(name: t, kinds: nil, scope: ""), ["name", "kinds", "scope"]),
            (Conditions.Existence(conditions: Nested(Conditions()), scope: "", line: 1), ["conditions", "scope", "line", "filesSource", "placeholderFree"]),
            (TeamCheck.ForbiddenIdentifier(pattern: t, instead: "", line: 1), ["pattern", "call", "member", "instead", "line"]),
            (TeamCheck.Exception(paths: nil, names: nil, reason: "", line: 1), ["paths", "names", "reason", "line"]),
            (TeamCheck.KeyLines(), ["storedEntries", "lazyEntries"]),
            (TeamCheck.SourceEntries(), ["storedEntries", "lazyEntries"]),
            (RuleDocumentModel.Example(incorrect: true, title: "", line: 1), ["incorrect", "title", "line", "files", "configuration", "problems"]),
            (RuleDocumentModel.File(path: "", lines: RuleDocumentModel.Lines("x"), line: 1), ["path", "lines", "line"]),
            (RuleNeeds(), ["typeReferences", "memberDetail", "propertyDetail", "attributes", "bodyTokens", "identifierUses", "typeDeclarations",
                           "referenceOwners", "referenceHashes"]),
            (FileSelector(), ["layerBits", "roleBits"]),
            (RuleDescriptor(id: "x", title: "", summary: "", sources: []), ["id", "title", "summary", "defaultSeverity", "enabledByDefault", "options", "fix",
                                                                         "sources", "scope"]),
            (YAMLLite.Entry(key: "", value: .empty, line: 1), ["key", "value", "line"]),
            (TeamRuleCache.FolderListing(root: "", folders: [], stamps: [], files: []), ["root", "folders", "stamps", "files"]),
            (TeamRuleCache.FileStamp(device: 0, inode: 0, size: 0, modified: 0, changed: 0), ["device", "inode", "size", "modified", "changed"]),
            (rule.storage, ["descriptor", "check", "documentPath", "line", "storedExamples", "lazyExamples", "textLines", "header", "needs", "hasInside",
                            "hasOutside", "forbidJudgesUndeclared", "judgesByWhat", "referenceScoped", "targetReadsContext", "forbidTarget", "allowOnlyTarget", "selectKeysJudgedAlone", "selectKindBits", "templateLock", "cutTemplates", "lastPlace"]),
        ]
        for (value, fields) in pinned {
            #expect(labels(value) == fields, "\(type(of: value)): update TeamRuleCoding (and bump TeamRuleCache.format) for \(labels(value))")
        }
    }

    /// A project with two rule documents and a Domain file each finds in.
    static func project() -> Scratch {
        let s = Scratch()
        s.write("docs/a.md", TeamRuleTests.document)
        s.write("docs/b.md", TeamRuleTests.document.replacingOccurrences(of: "my-rule", with: "other-rule").replacingOccurrences(of: "Combine", with: "UIKit"))
        s.write("A/Sources/Domain/X.swift", "import Combine\nimport UIKit\n")
        s.write(".archlint.yml", "rule_documents: [docs]\n")
        return s
    }

    /// `project()` loaded once with a cache of its own: the cache, its one file, the rules as parsed.
    static func cachedProject() throws -> (Scratch, TeamRuleCache, file: String, parsed: [TeamRule]) {
        let s = project()
        let dir = s.path + "/cache"
        let cache = TeamRuleCache(directory: dir)
        let parsed = try load(s, nil)
        _ = try load(s, cache)
        return (s, cache, dir + "/" + cacheFiles(dir)[0], parsed)
    }

    static func load(_ s: Scratch, _ cache: TeamRuleCache?) throws -> [TeamRule] {
        try ConfigurationFile.load(s.path + "/.archlint.yml", workingDirectory: s.path, cache: cache).get().teamRules
    }

    static func cacheFiles(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".bin") }
    }

    @Test("A run reads the rules an earlier run compiled from the same documents; an edited document is parsed again, the others still read")
    func hitsAndMisses() throws {
        let s = Self.project()
        let dir = s.path + "/cache"
        let cache = TeamRuleCache(directory: dir)
        let parsed = try Self.load(s, nil)
        let first = try Self.load(s, cache)
        #expect(first.map(\.storage.fromCache) == [false, false])
        #expect(Self.cacheFiles(dir).count == 1)
        let second = try Self.load(s, cache)
        #expect(second.map(\.storage.fromCache) == [true, true])
        for (a, b) in zip(parsed, second) { Self.expectSame(a, b, b.documentPath) }
        // One document edited: parsed again, with what it says now; the other read.
        s.write("docs/b.md", TeamRuleTests.document.replacingOccurrences(of: "my-rule", with: "other-rule").replacingOccurrences(of: "Combine", with: "UIKit")
            .replacingOccurrences(of: "no {target}", with: "never {target}"))
        let third = try Self.load(s, cache)
        #expect(third.map(\.storage.fromCache) == [true, false])
        #expect(third[1].check.message == "never {target}")
        let fourth = try Self.load(s, cache)
        #expect(fourth.map(\.storage.fromCache) == [true, true])
        #expect(fourth[1].check.message == "never {target}")
        // A document removed, one added: the run's documents are exactly those on disk.
        try FileManager.default.removeItem(atPath: s.path + "/docs/a.md")
        #expect(try Self.load(s, cache).map(\.id) == ["other-rule"])
    }

    @Test("A damaged, truncated or foreign cache file is a miss: the documents are parsed, and the file written again")
    func damaged() throws {
        let (s, cache, file, parsed) = try Self.cachedProject()
        let good = try Array(Data(contentsOf: URL(fileURLWithPath: file)))
        // A byte of the compiled rules flipped (the checksum's part of the file).
        let layout = try #require(TeamRuleCache.layout(good))
        var flipped = good
        flipped[layout.entries[0].rules.lowerBound + layout.entries[0].rules.count / 2] ^= 0x20
        // Another executable's: well formed, its identity (after the magic and its length) not this one's.
        var foreign = good
        let at = layout.identity.lowerBound
        #expect(Array(foreign[at..<(at + TeamRuleCache.identity.count)]) == TeamRuleCache.identity)
        foreign[at + 9] ^= 0x01
        let sum = try #require(TeamRuleCache.checksum(of: foreign))
        withUnsafeBytes(of: sum.littleEndian) { foreign.replaceSubrange((foreign.count - 8)..., with: $0) }
        #expect(TeamRuleCache.snapshot(foreign, base: s.path) == nil)
        for bad in [flipped, Array(good.prefix(good.count - 9)), Array(good.prefix(10)), [], foreign] {
            try Data(bad).write(to: URL(fileURLWithPath: file))
            let rules = try Self.load(s, cache)
            #expect(rules.map(\.storage.fromCache) == [false, false])
            for (a, b) in zip(parsed, rules) { #expect(a == b) }
            #expect(try Array(Data(contentsOf: URL(fileURLWithPath: file))).count == good.count, "written again")
            #expect(try Self.load(s, cache).map(\.storage.fromCache) == [true, true])
        }
    }

    @Test("A damaged copy of a document's bytes in the cache is a damaged cache (the checksum holds the copies: one is used unread when its file kept its stamp)")
    func damagedDocumentCopy() throws {
        let (s, cache, file, parsed) = try Self.cachedProject()
        var data = try Array(Data(contentsOf: URL(fileURLWithPath: file)))
        let layout = try #require(TeamRuleCache.layout(data))
        #expect(layout.entries.count == 2)
        let copy = layout.entries[1].bytes
        data[copy.lowerBound + copy.count / 2] ^= 0x01
        #expect(TeamRuleCache.snapshot(data, base: s.path) == nil, "the checksum tells")
        try Data(data).write(to: URL(fileURLWithPath: file))
        let rules = try Self.load(s, cache)
        #expect(rules.map(\.storage.fromCache) == [false, false])
        for (a, b) in zip(parsed, rules) { #expect(a == b) }
        #expect(try Self.load(s, cache).map(\.storage.fromCache) == [true, true], "written again")
    }

    @Test("A document's bytes are the cache's copy, unread, only when its file has the stamp recorded with them (device, inode, size, modification and status-change times) and had it well before the cache was written")
    func stampTrusted() throws {
        let bytes = Array(TeamRuleTests.document.utf8)
        let rules = try #require(try TeamRuleParser.parseAll(bytes: bytes, path: "docs/a.md", base: "/b").get())
        let written = 1_800_000_000_000_000_000
        let stamp = TeamRuleCache.FileStamp(device: 7, inode: 42, size: bytes.count, modified: written - 3_000_000_000, changed: written - 3_000_000_000)
        let data = try #require(TeamRuleCache.encode(base: "/b", documents: [(TeamRuleCache.Document(display: "docs/a.md", bytes: bytes, stamp: stamp), rules),
                                                                              (TeamRuleCache.Document(display: "docs/b.md", bytes: bytes), rules)], writtenAt: written))
        var snapshot = try #require(TeamRuleCache.snapshot(data, base: "/b"))
        snapshot.racyWindow = 2_000_000_000
        #expect(snapshot.trusted("docs/a.md", stamp) == bytes)
        var other = stamp
        other.changed += 1
        #expect(snapshot.trusted("docs/a.md", other) == nil, "written since, its modification time set back")
        other = stamp
        other.inode += 1
        #expect(snapshot.trusted("docs/a.md", other) == nil, "another file at its path")
        other = stamp
        other.size -= 1
        #expect(snapshot.trusted("docs/a.md", other) == nil)
        #expect(snapshot.trusted("docs/b.md", stamp) == nil, "no stamp recorded")
        #expect(snapshot.trusted("docs/c.md", stamp) == nil, "not in the cache")
        // Changed within the window before the cache was written: a change in the same tick of a
        // coarse clock could have kept the stamp. Read and compared.
        snapshot.racyWindow = 4_000_000_000
        #expect(snapshot.trusted("docs/a.md", stamp) == nil)
    }

    @Test("A document rewritten to the same size with its modification time set back is parsed again: its status-change time tells")
    func stampedEditSeen() throws {
        let s = Self.project()
        // No window: the documents, written just before, are trusted from the second run.
        let cache = TeamRuleCache(directory: s.path + "/cache", racyWindow: 0)
        let parsed = try Self.load(s, nil)
        #expect(try Self.load(s, cache).map(\.storage.fromCache) == [false, false])
        let second = try Self.load(s, cache)
        #expect(second.map(\.storage.fromCache) == [true, true])
        for (a, b) in zip(parsed, second) { Self.expectSame(a, b, b.documentPath) }
        let path = s.path + "/docs/b.md"
        let before = try #require(TeamRuleCache.FileStamp.of(path))
        var st = stat()
        #expect(stat(path, &st) == 0)
        #if canImport(Glibc)
        let times = [st.st_atim, st.st_mtim]
        #else
        let times = [st.st_atimespec, st.st_mtimespec]
        #endif
        let old = try String(contentsOfFile: path, encoding: .utf8)
        let edited = old.replacingOccurrences(of: "no {target}", with: "No {target}")
        #expect(edited != old && edited.utf8.count == old.utf8.count)
        // Written in place (the same inode), then its modification time set back to the nanosecond.
        let fd = open(path, O_WRONLY | O_TRUNC)
        #expect(fd >= 0)
        _ = Array(edited.utf8).withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
        close(fd)
        #expect(utimensat(AT_FDCWD, path, times, 0) == 0)
        let after = try #require(TeamRuleCache.FileStamp.of(path))
        #expect(after.device == before.device && after.inode == before.inode && after.size == before.size && after.modified == before.modified)
        #expect(after.changed != before.changed)
        let third = try Self.load(s, cache)
        #expect(third.map(\.storage.fromCache) == [true, false])
        #expect(third[1].check.message == "No {target}")
    }

    /// The listings of the configuration's cache file in `dir` (there is one).
    static func listings(_ dir: String, base: String) throws -> [TeamRuleCache.FolderListing] {
        let data = try #require(try? FileSystem.readFile(dir + "/" + cacheFiles(dir)[0]).get())
        return try #require(TeamRuleCache.snapshot(data, base: base)).listings
    }

    @Test("A folder of documents is walked again only when it or a folder in it changed (an entry added, removed or renamed); a tree with a link is always walked")
    func folderListingKept() throws {
        let s = Self.project()
        let dir = s.path + "/cache"
        // No window: the folders, made just before, are settled from the first run.
        let cache = TeamRuleCache(directory: dir, racyWindow: 0)
        let base = Paths.canonical(s.path, workingDirectory: s.path)
        #expect(try Self.load(s, cache).map(\.id) == ["my-rule", "other-rule"])
        let kept = try Self.listings(dir, base: base)
        #expect(kept.map(\.root) == [base + "/docs"])
        #expect(kept.first?.files == [base + "/docs/a.md", base + "/docs/b.md"])
        #expect(try Self.load(s, cache).map(\.storage.fromCache) == [true, true])
        // A subfolder with a document: the root changed.
        s.write("docs/sub/c.md", TeamRuleTests.document.replacingOccurrences(of: "my-rule", with: "c-rule"))
        #expect(try Self.load(s, cache).map(\.id) == ["my-rule", "other-rule", "c-rule"])
        #expect(try Self.listings(dir, base: base).first?.folders == [base + "/docs", base + "/docs/sub"])
        // A document added to the subfolder only (the root's entries are the same), its folder's
        // modification time then set back: its status-change time tells.
        var st = stat()
        #expect(stat(s.path + "/docs/sub", &st) == 0)
        #if canImport(Glibc)
        let times = [st.st_atim, st.st_mtim]
        #else
        let times = [st.st_atimespec, st.st_mtimespec]
        #endif
        s.write("docs/sub/d.md", TeamRuleTests.document.replacingOccurrences(of: "my-rule", with: "d-rule"))
        #expect(utimensat(AT_FDCWD, s.path + "/docs/sub", times, 0) == 0)
        #expect(try Self.load(s, cache).map(\.id) == ["my-rule", "other-rule", "c-rule", "d-rule"])
        // One removed, one renamed.
        try FileManager.default.removeItem(atPath: s.path + "/docs/sub/c.md")
        try FileManager.default.moveItem(atPath: s.path + "/docs/sub/d.md", toPath: s.path + "/docs/sub/e.md")
        let paths = try Self.load(s, cache).map(\.documentPath)
        #expect(paths == ["docs/a.md", "docs/b.md", "docs/sub/e.md"].map { s.path + "/" + $0 }, "\(paths)")
        #expect(try Self.load(s, cache).map(\.storage.fromCache) == [true, true, true])
        // A link in the tree: walked every time, never kept.
        s.write("elsewhere/f.md", TeamRuleTests.document.replacingOccurrences(of: "my-rule", with: "f-rule"))
        try FileManager.default.createSymbolicLink(atPath: s.path + "/docs/sub/f.md", withDestinationPath: s.path + "/elsewhere/f.md")
        #expect(try Self.load(s, cache).map(\.id) == ["my-rule", "other-rule", "d-rule", "f-rule"])
        #expect(try Self.listings(dir, base: base).isEmpty)
        try FileManager.default.removeItem(atPath: s.path + "/elsewhere/f.md")
        try FileManager.default.createDirectory(atPath: s.path + "/elsewhere/f.md", withIntermediateDirectories: true)
        s.write("elsewhere/f.md/g.md", TeamRuleTests.document.replacingOccurrences(of: "my-rule", with: "g-rule"))
        #expect(try Self.load(s, cache).map(\.id) == ["my-rule", "other-rule", "d-rule", "g-rule"])
    }

    @Test("A folder that changed within the window of the walk is not kept: walked again until it has settled")
    func folderListingUnsettled() throws {
        let s = Self.project()
        let dir = s.path + "/cache"
        let cache = TeamRuleCache(directory: dir)
        let base = Paths.canonical(s.path, workingDirectory: s.path)
        for _ in 0..<2 { #expect(try Self.load(s, cache).map(\.id) == ["my-rule", "other-rule"]) }
        #expect(try Self.listings(dir, base: base).isEmpty)
        // The same folder, its listing written in the cache as settled long ago but with another stamp: walked.
        let root = base + "/docs"
        var stamp = try #require(TeamRuleCache.FileStamp.ofFolder(root))
        let listing = TeamRuleCache.FolderListing(root: root, folders: [root], stamps: [stamp], files: [root + "/a.md"])
        #expect(listing.holds(stamp))
        stamp.changed += 1
        #expect(!listing.holds(stamp))
        #expect(TeamRuleCache.FolderListing.record(root: root, folders: [root], files: [], rootStamp: stamp, walkedAt: TeamRuleCache.now(),
                                                   window: 2_000_000_000) == nil)
        #expect(TeamRuleCache.FolderListing.record(root: root, folders: [root], files: [], rootStamp: stamp, walkedAt: TeamRuleCache.now() + 3_000_000_000,
                                                   window: 2_000_000_000)?.stamps == [stamp])
    }

    @Test("A document that fails stops the run at its line with a cache as without one, and is never cached")
    func failuresNotCached() throws {
        let s = Self.project()
        let dir = s.path + "/cache"
        let cache = TeamRuleCache(directory: dir)
        _ = try Self.load(s, cache)
        let file = dir + "/" + Self.cacheFiles(dir)[0]
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        s.write("docs/b.md", TeamRuleTests.document.replacingOccurrences(of: "kind: dependencies", with: "kind: dependency"))
        let without = ConfigurationFile.load(s.path + "/.archlint.yml", workingDirectory: s.path, cache: nil)
        for _ in 0..<2 {
            let with = ConfigurationFile.load(s.path + "/.archlint.yml", workingDirectory: s.path, cache: cache)
            guard case .failure(let p) = with, case .failure(let q) = without else { Issue.record("the bad document loaded"); return }
            #expect(p == q)
            #expect(p.path.hasSuffix("docs/b.md") && p.line != nil)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before, "a failed run writes no cache")
    }

    @Test("A cache folder that cannot be made or written changes nothing: the documents are parsed")
    func unwritable() throws {
        let s = Self.project()
        s.write("cache", "a file where the folder would be\n")
        let cache = TeamRuleCache(directory: s.path + "/cache/archlint")
        for _ in 0..<2 {
            let rules = try Self.load(s, cache)
            #expect(rules.map(\.id) == ["my-rule", "other-rule"])
            #expect(rules.map(\.storage.fromCache) == [false, false])
        }
    }

    @Test("The cache folder: ARCHLINT_CACHE_DIR (empty: none), else the user's cache folder; none without a home")
    func folder() {
        func dir(_ env: [String: String]) -> String? { TeamRuleCache.standard { env[$0] }?.directory }
        #expect(dir(["ARCHLINT_CACHE_DIR": "/tmp/c", "HOME": "/home/u"]) == "/tmp/c")
        #expect(dir(["ARCHLINT_CACHE_DIR": "", "HOME": "/home/u"]) == nil)
        #expect(dir([:]) == nil)
        #expect(dir(["HOME": "relative"]) == nil)
        #if os(macOS)
        #expect(dir(["HOME": "/Users/u"]) == "/Users/u/Library/Caches/archlint")
        #else
        #expect(dir(["HOME": "/home/u"]) == "/home/u/.cache/archlint")
        #expect(dir(["HOME": "/home/u", "XDG_CACHE_HOME": "/x"]) == "/x/archlint")
        #endif
    }

    @Test("`lint --no-cache` is an option of lint; a run with it finds what a run without it finds")
    func noCacheOption() {
        let s = Self.project()
        let with = run(["--config", s.path + "/.archlint.yml", s.path])
        let without = run(["--no-cache", "--config", s.path + "/.archlint.yml", s.path])
        #expect(with.status == 1 && without.status == 1)
        #expect(with.out == without.out)
        #expect(without.out.contains("[my-rule]") && without.out.contains("[other-rule]"))
    }
}
