import Foundation
import Testing
@testable import ArchLintKit

/// Issue 18's shortcuts against the plain computations they replace: each test
/// compares the two on inputs built so that a wrong shortcut would disagree.
@Suite("Speed shortcuts")
struct SpeedShortcutTests {
    @Test("A Lock (its mutex at an address of its own) lets one thread at a time through: increments from eight threads, each read and written back under it, are all counted")
    func lockExcludes() {
        final class Counter: @unchecked Sendable {
            let lock = Lock()
            var value = 0
        }
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20_000 {
                counter.lock.locked {
                    // Read, then written back after a pause: a second thread in between loses an increment.
                    let seen = counter.value
                    if seen % 64 == 0 { sched_yield() }
                    counter.value = seen + 1
                }
            }
        }
        #expect(counter.value == 8 * 20_000)
    }

    @Test("A declaration's scope path made in one array is its enclosing types' path and then its own: its name, or for an extension the path it extends")
    func scopePathInOneArray() {
        let text = """
        enum Outer {
            struct Inner {
                func f() {}
                enum Deep { case a }
            }
        }
        extension Outer.Inner {
            struct Added { var x: Int }
            func g() {}
        }
        extension Swift.Array where Element == Int {
            struct Local {}
        }
        struct Top<T> {
            class Nested { func h() {} }
        }
        func free() {}
        """
        let syntax = Linter.analyze(path: "Features/A/Sources/Domain/Scope.swift", bytes: Array(text.utf8),
                                    configuration: Configuration()).0!.syntax
        let decls = syntax.declarations
        #expect(decls.count > 8)
        var nested = 0
        for i in decls.indices {
            let own = decls[i].kind == .extension ? ProjectIndex.writtenPath(decls[i].name) : [decls[i].name]
            #expect(ProjectIndex.scopePath(of: i, in: syntax) == ProjectIndex.scope(of: i, in: syntax) + own, "\(decls[i].name)")
            if ProjectIndex.scopePath(of: i, in: syntax).count > 2 { nested += 1 }
        }
        #expect(nested >= 3)
    }

    @Test("A run's diagnostics and waived findings are the same whatever the number of threads: each worker keeps the diagnostics of the files it checked, each file's in order, and the run puts the files in order")
    func sameDiagnosticsWhateverThreads() {
        let (files, _) = FileSystem.collectSwiftFiles([Repo.path("Fixtures/Violations")])
        let one = Linter.lint(files: files, configuration: Configuration(), threads: 1)
        #expect(one.diagnostics.count > 50 && !one.suppressed.isEmpty)
        #expect(one.diagnostics == one.diagnostics.sorted() && one.suppressed == one.suppressed.sorted())
        for threads in [2, 3, 8] {
            let many = Linter.lint(files: files, configuration: Configuration(), threads: threads)
            #expect(many.diagnostics == one.diagnostics, "\(threads) threads")
            #expect(many.suppressed == one.suppressed, "\(threads) threads")
        }
    }

    @Test("KeywordSet holds exactly the keywords put in it, in every one of its four words")
    func keywordSetMembership() {
        let all = (0...255).compactMap { Keyword(rawValue: UInt8($0)) }
        #expect(all.count > 64)  // the set spans more than one 64-bit word
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let chosen = all.filter { _ in Bool.random(using: &generator) }
            var bits = KeywordSet()
            for k in chosen { bits.insert(k) }
            let reference = Set(chosen.map(\.rawValue))
            for k in all { #expect(bits.contains(k) == reference.contains(k.rawValue), "\(k)") }
        }
        // The scanner's modifier words, as a literal.
        let modifiers: KeywordSet = [.public, .private, .static, .__consuming]
        #expect(modifiers.contains(.public) && modifiers.contains(.__consuming))
        #expect(!modifiers.contains(.none) && !modifiers.contains(.func) && !modifiers.contains(.final))
    }

    @Test("Keyword lookup gives the keyword of every spelling and of nothing else, whatever bytes follow the word")
    func keywordLookupAgainstSpellings() {
        var reference: [[UInt8]: Keyword] = [:]
        for (word, k) in Keyword.spellings where reference[Array(word.utf8)] == nil { reference[Array(word.utf8)] = k }
        // Every spelling, and near misses: one byte changed at each position, one byte
        // more, one byte fewer, and the case of the first letter flipped.
        var words = Set(reference.keys)
        for w in reference.keys {
            for k in w.indices {
                var v = w
                v[k] = v[k] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
                words.insert(v)
            }
            words.insert(w + [UInt8(ascii: "s")])
            if w.count > 2 { words.insert(Array(w.dropLast())) }
            var flipped = w
            flipped[0] ^= 0x20
            words.insert(flipped)
        }
        // What follows the word in the buffer (a lookup reads only the word's own bytes):
        // nothing, a space, identifier bytes that would extend a spelling, zero bytes.
        let tails: [[UInt8]] = [[], Array(" ".utf8), Array("sSsSsSsSsSsSsSsSsSsSsSsS".utf8), [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
        var checked = 0
        for w in words where w.count >= 2 && w.count <= Keyword.maxLength {
            let expected = reference[w] ?? .none
            for tail in tails {
                let buffer = w + tail
                buffer.withUnsafeBufferPointer { b in
                    let got = KeywordTable.shared.lookup(b.baseAddress!, w.count)
                    #expect(got == expected, "\(String(decoding: w, as: UTF8.self)) + \(tail.count) bytes")
                    checked += 1
                }
            }
            w.withUnsafeBufferPointer { b in #expect(Keyword.lookup(b.baseAddress!, b.count) == expected) }
        }
        #expect(checked > 4 * 1000)
    }

    @Test("The comment and code indices handed on by the lexer and the classifier are those of the classified stream, also after a split >> or 14.0")
    func commentIndicesFromTheLexer() {
        let sources = [
            "// a\nlet x: Array<Array<Int>>? = nil // b\n/* c */ func f() {}\n",
            "let y = a >> 2 // shift, no split\n/// doc\nstruct S<T: Equatable> {}\n",
            "#!/usr/bin/swift\nvar d: [String: Set<Int>]/* x */ = [:]\n",
            "@available(iOS 14.0, *) // a version split\nfunc g() {}\n",
            "",
        ]
        var files = sources.map { Array($0.utf8) }
        for f in FileSystem.collectSwiftFiles([Repo.path("Fixtures")]).files {
            if case .success(let b) = FileSystem.readFile(f) { files.append(b) }
        }
        var split = 0
        for bytes in files {
            bytes.withUnsafeBufferPointer { buf in
                let (tokens, comments, code, _, _, _, _) = Lexer.tokenizeIndexed(buf)
                #expect(tokens == Lexer.tokenize(buf))
                let expected = tokens.indices.filter { tokens[$0].kind == .comment }.map { Int32($0) }
                #expect(comments == expected)
                #expect(code == tokens.indices.filter { tokens[$0].kind != .comment }.map { Int32($0) })
                if Lexer.lex(buf).tokens.count != tokens.count { split += 1 }
            }
        }
        #expect(split >= 2)  // both cases where the classification shifts indices were met
    }

    @Test("The scanner given the classifier's code indices and bracket closers finds the declarations it finds on its own")
    func scannerWithHandedOnCodeIndices() {
        var files: [[UInt8]] = [Array("@available(macOS 14.0, *)\npublic struct S<T> { func f(a b: Int) -> Array<Array<T>> { [] } }\n".utf8)]
        for f in FileSystem.collectSwiftFiles([Repo.path("Fixtures")]).files {
            if case .success(let b) = FileSystem.readFile(f) { files.append(b) }
        }
        var declarations = 0, handedOn = 0
        for bytes in files {
            bytes.withUnsafeBufferPointer { buf in
                let (tokens, _, code, matchEnd, _, _, _) = Lexer.tokenizeIndexed(buf)
                var given: [UInt8] = [], own: [UInt8] = []
                let syntax = DeclarationScanner.scan(tokens, buf, code: code, matchEnd: matchEnd)
                DeclarationDump.render(syntax, into: &given)
                var alone = DeclarationScanner(toks: tokens, p: buf.baseAddress!, n: buf.count)
                alone.code = code
                alone.run()
                DeclarationDump.render(DeclarationScanner.scan(tokens, buf), into: &own)
                #expect(given == own)
                // The closers found by the classification's walk are the scanner's own.
                if let matchEnd { #expect(matchEnd == alone.matchEnd); handedOn += 1 }
                declarations += syntax.declarations.count
            }
        }
        #expect(declarations > 1000)
        #expect(handedOn > 100 && handedOn < files.count)  // the version-split file computes its own
    }

    @Test("Waivers read through the comment indices are the waivers read from every token")
    func suppressionsFromCommentIndices() {
        let known = KnownRuleIDs(Set(RuleRegistry.all.map(\.id)))
        var withWaivers = 0
        var files: [(String, [UInt8])] = [
            ("a.swift", "let m: Array<Array<Int>>? = nil // archlint:disable:this typed-throws -- generated\nfunc f() throws {}\n"),
            ("b.swift", "/* archlint:disable contract-suffix -- legacy */\nprotocol P {}\n// archlint:enable contract-suffix\n"),
            ("c.swift", "// archlint:disable:next no-such-rule -- x\n// archlint:frobnicate all\nlet s = \"// archlint:disable all\"\n"),
        ].map { ($0.0, Array($0.1.utf8)) }
        for f in FileSystem.collectSwiftFiles([Repo.path("Fixtures")]).files {
            if case .success(let b) = FileSystem.readFile(f) { files.append((f, b)) }
        }
        for (f, bytes) in files {
            bytes.withUnsafeBufferPointer { buf in
                let (tokens, comments, _, _, _, _, _) = Lexer.tokenizeIndexed(buf)
                let fast = Suppressions.parse(tokens, buf, path: f, knownRules: known, comments: comments)
                let slow = Suppressions.parse(tokens, buf, path: f, knownRules: known)
                #expect(fast.0.directives == slow.0.directives, "\(f)")
                #expect(fast.0.regions == slow.0.regions, "\(f)")
                #expect(fast.1 == slow.1, "\(f)")
                if !slow.0.directives.isEmpty || !slow.1.isEmpty { withWaivers += 1 }
            }
        }
        #expect(withWaivers >= 4)
    }

    @Test("A worker's reused read buffer returns each file's bytes, larger and smaller in turn, and fails like readFile")
    func reusedReadBuffer() {
        let dir = Scratch()
        let sizes = [0, 1, 100, 70_000, 10, 300_000, 5, 65_536, 65_535]
        var paths: [String] = []
        for (k, size) in sizes.enumerated() {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ k) }
            paths.append(dir.writeBytes("f\(k).swift", bytes))
        }
        let reader = FileSystem.ReadBuffer(capacity: 16)  // small: every size above makes it grow or reuse it
        for path in paths + paths.reversed() {
            guard case .success(let expected) = FileSystem.readFile(path) else { Issue.record("readFile \(path)"); continue }
            guard case .success(let got) = reader.read(path) else { Issue.record("read \(path)"); continue }
            #expect(Array(got) == expected, "\(path)")
        }
        // Files that fill the buffer exactly (it grows, and the next read sees the end), then smaller ones.
        let exact = FileSystem.ReadBuffer(capacity: 16)
        for size in [16, 32, 17, 64, 63, 0, 128, 1] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ size) }
            let path = dir.writeBytes("exact\(size).swift", bytes)
            guard case .success(let got) = exact.read(path) else { Issue.record("read \(path)"); continue }
            #expect(Array(got) == bytes, "\(size) bytes")
        }
        // A file whose size says 0 but which has content (Linux's /proc; macOS has no such file):
        // the buffer grows as it reads.
        #if os(Linux)
        if case .success(let proc) = reader.read("/proc/self/status") { #expect(proc.count > 100) } else { Issue.record("/proc/self/status") }
        #endif
        for bad in [dir.path, dir.path + "/missing.swift"] {
            guard case .failure(let a) = reader.read(bad), case .failure(let b) = FileSystem.readFile(bad) else {
                Issue.record("\(bad) was read"); continue
            }
            #expect(a == b)
        }
    }

    @Test("The project index built on several threads (its tables of types, of protocols and of modules at once) is the index built on one")
    func indexOnThreads() throws {
        let files = FileSystem.collectSwiftFiles([Repo.path("Fixtures")]).files
        #expect(files.count >= ProjectIndex.parallelThreshold)  // else the threads are not used
        var selection = LintSelection()
        selection.keepsIndex = true
        let one = try #require(Linter.lint(files: files, configuration: Configuration(), threads: 1, selection: selection).index)
        #expect(!one.moduleLayers.isEmpty && !one.moduleImporters.isEmpty && !one.moduleFeatures.isEmpty && !one.edgesByManifest.isEmpty)
        #expect(!one.types.isEmpty && !one.protocols.isEmpty && !one.implementations.isEmpty)
        // The tables filled after those (implementations, test doubles, sendability) compared on data.
        #expect(!one.implementers.isEmpty && !one.testDoubles.isEmpty && one.contractKindsPresent.count >= 3)
        #expect(one.protocolSendability.values.contains(true) && one.protocolSendability.values.contains(false))
        for threads in [2, 3] {
            let many = try #require(Linter.lint(files: files, configuration: Configuration(), threads: threads, selection: selection).index)
            #expect(many.files.map(\.path) == one.files.map(\.path))
            #expect(many.moduleLayers == one.moduleLayers && many.moduleImporters == one.moduleImporters, "\(threads) threads")
            #expect(many.moduleFeatures == one.moduleFeatures && many.edgesByManifest == one.edgesByManifest, "\(threads) threads")
            #expect(many.types == one.types && many.protocols == one.protocols && many.extensions == one.extensions, "\(threads) threads")
            #expect(many.contracts == one.contracts && many.implementations == one.implementations && many.implementers == one.implementers)
            #expect(many.testDoubles == one.testDoubles && many.mocks == one.mocks && many.dtoTypeNames == one.dtoTypeNames)
            #expect(many.contractKindsPresent == one.contractKindsPresent && many.protocolSendability == one.protocolSendability)
            #expect(many.filesPerLayer == one.filesPerLayer && many.domainErrors == one.domainErrors && many.firstPath == one.firstPath)
        }
    }

    @Test("The tables made on first use (files by name, types by inherited name, files naming a type, code files, declared names) give what a walk over every file or the index's own lookups give")
    func lazyTablesAgainstWalks() throws {
        let files = FileSystem.collectSwiftFiles([Repo.path("Fixtures")]).files
        var selection = LintSelection()
        selection.keepsIndex = true
        let index = try #require(Linter.lint(files: files, configuration: Configuration(), threads: 2, selection: selection).index)
        // Every file name of the run, a name twice in it, and names of none.
        let names = Set(index.files.map { $0.context.fileName + ".swift" }).sorted() + ["Nope.swift", "Package", ""]
        #expect(names.contains("Package.swift"))
        var repeated = 0
        for n in names {
            let walked = index.files.indices.filter { index.files[$0].context.fileName + ".swift" == n }
            #expect(index.lazyTables.files(named: n, index) == walked, "\(n)")
            if walked.count > 1 { repeated += 1 }
        }
        #expect(repeated > 0)  // some name is shared: the table keeps every file of it, in order
        // Every name some inheritance clause lists (`A & B` split), and one none does.
        var inherited = Set<String>()
        for f in index.files { for d in f.syntax.declarations { ProjectIndex.forEachInherited(d.inherited) { inherited.insert($0) } } }
        #expect(inherited.count > 20)
        for n in inherited.sorted() + ["NoSuchProtocol"] {
            var walked: [DeclRef] = []
            for fi in index.files.indices {
                let decls = index.files[fi].syntax.declarations
                for di in decls.indices where decls[di].kind.hasMembers && !decls[di].inherited.isEmpty {
                    var hit = false
                    ProjectIndex.forEachInherited(decls[di].inherited) { if $0 == n { hit = true } }
                    if hit { walked.append(DeclRef(file: fi, index: di)) }
                }
            }
            #expect(index.lazyTables.inheritors(of: n, index) == walked, "\(n)")
        }
        // Every name some file references (a member access aside), and one none does.
        var referenced = Set<String>()
        for f in index.files { for r in f.references where r.usage != .member { referenced.insert(r.name) } }
        #expect(referenced.count > 50)
        for n in referenced.sorted() + ["NoSuchType"] {
            let walked = index.files.indices.filter { index.files[$0].references.contains { $0.usage != .member && $0.name == n } }
            #expect(index.lazyTables.files(naming: n, index) == walked, "\(n)")
        }
        #expect(index.lazyTables.code(index) == index.files.indices.filter { !PackageManifest.isManifestName(index.files[$0].path) })
        #expect(index.lazyTables.code(index).count < index.files.count)  // the fixtures hold manifests
        // The declared-name table: every plain type or protocol name, with what resolveType finds
        // for it written alone and whether a scope can change that; names of none and others absent.
        let declared = index.declaredNames.table(index)
        let typeNames = Set(index.types.keys).union(index.protocols.keys)
        var nested = 0, plain = 0
        for n in typeNames.sorted() + ["NoSuchType", "Caf\u{E9}"] {
            guard let h = DeclaredNames.hash(n) else {
                #expect(n.unicodeScalars.contains { !$0.isASCII || $0 == "." || $0 == "<" || $0 == " " }, "\(n)")
                continue
            }
            guard let e = declared.find(n, h) else {
                #expect(!typeNames.contains(n), "\(n)")
                continue
            }
            plain += 1
            #expect(declared.entries[e].name == n)
            #expect(Array(declared.topLevel(e)) == index.resolveType(n, scope: []), "\(n)")
            #expect(declared.entries[e].scoped == index.resolvesByScope(n), "\(n)")
            if declared.entries[e].scoped { nested += 1 }
        }
        #expect(plain == declared.entries.count && plain > 100 && nested > 0)
    }

    @Test("NameFactsTable finds every name added, through its growth and hash collisions, names without a hash too, and no other")
    func nameFactsTable() {
        var table = NameFactsTable(expected: 1)
        var added: [(String, Int)] = []
        // Plain names, names with no hash (not identifiers), and two names of one hash forced by hand.
        let names = (0..<300).map { "Type\($0)" } + ["Caf\u{E9}", "a.b", "Outer.Inner", "Rep\u{E9}"]
        for (k, n) in names.enumerated() {
            let h = DeclaredNames.hash(n)
            #expect(table.find(n, h) == nil, "\(n)")
            let e = table.add(n, h, TeamRule.NameFacts(declared: k % 2 == 0, scoped: k % 3 == 0))
            added.append((n, e))
        }
        let collide: UInt64 = 0x1234_5678_9abc_def0
        let x = table.add("CollideA", collide, TeamRule.NameFacts(declared: true, scoped: false))
        let y = table.add("CollideB", collide, TeamRule.NameFacts(declared: false, scoped: true))
        for (n, e) in added {
            #expect(table.find(n, DeclaredNames.hash(n)) == e, "\(n)")
            let k = names.firstIndex(of: n)!
            #expect(table.facts[e].declared == (k % 2 == 0) && table.facts[e].scoped == (k % 3 == 0))
        }
        #expect(table.find("CollideA", collide) == x && table.find("CollideB", collide) == y && x != y)
        #expect(table.find("CollideC", collide) == nil && table.find("Type300", DeclaredNames.hash("Type300")) == nil)
        #expect(DeclaredNames.hash("Caf\u{E9}") == nil && DeclaredNames.hash("Type1") != nil)
        // Verdicts, recorded per use: unjudged until recorded, then no finding (-1) or a message.
        #expect(table.facts[x].plain == TeamRule.NameFacts.unjudged && table.facts[x].qualified == TeamRule.NameFacts.unjudged)
        table.record(x, qualifier: false, "message x")
        table.record(x, qualifier: true, nil)
        table.record(y, qualifier: false, "message y")
        #expect(table.facts[x].plain >= 0 && table.messages[Int(table.facts[x].plain)] == "message x")
        #expect(table.facts[x].qualified == -1 && table.facts[y].qualified == TeamRule.NameFacts.unjudged)
        #expect(table.messages[Int(table.facts[y].plain)] == "message y")
    }

    @Test("A name's hash: none for a name that is not a plain identifier, the same from its bytes and from its string, and spread over a table's slots")
    func declaredNameHash() {
        func plain(_ n: String) -> Bool { !n.utf8.contains { !(($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 95) } }
        // Every byte at every place of a 16-byte name: the eight-byte and the byte-at-a-time paths.
        var seen: [UInt64: String] = [:]
        for length in [1, 7, 8, 9, 16, 17] {
            for place in 0..<length {
                for b in UInt8(0)...UInt8(0xFF) where b != 0 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = b
                    let name = String(decoding: bytes, as: UTF8.self)
                    let fromBytes = bytes.withUnsafeBufferPointer { DeclaredNames.hash($0) }
                    #expect((fromBytes != nil) == (b < 0x80 && plain(String(UnicodeScalar(b)))), "\(length) \(place) \(b)")
                    if b < 0x80 { #expect(DeclaredNames.hash(name) == fromBytes) }
                    if let h = fromBytes {
                        #expect(seen[h] == nil || seen[h] == name, "\(name) and \(seen[h] ?? "")")
                        seen[h] = name
                    }
                }
            }
        }
        // Names that differ in one late byte land in different slots (the bits a table reads).
        var slots = Set<UInt64>()
        for k in 0..<4096 { if let h = DeclaredNames.hash("SomeTypeName\(k)") { slots.insert((h >> 24) & 4095) } }
        #expect(slots.count > 2400, "\(slots.count) of 4096 slots")
        #expect(DeclaredNames.hash("") != nil && DeclaredNames.hash("a.b") == nil && DeclaredNames.hash("Caf\u{E9}") == nil && DeclaredNames.hash("$x") == nil)
    }

    @Test("Name patterns matched on a shortcut (a suffix, a prefix, one of the file's values) match what the general match gives")
    func nameTemplateShortcuts() throws {
        // The general match of the same pattern: its text cut in one more piece, which no shortcut reads.
        func general(_ t: NameTemplate) -> NameTemplate {
            var pieces = t.pieces
            pieces.append(.literal([]))
            return NameTemplate(text: t.text, negated: t.negated, pieces: pieces, convention: nil)
        }
        let names = ["AppCoordinator", "Coordinator", "CoordinatorX", "Coordinat", "", "GetUser", "Get", "get", "Caf\u{E9}Coordinator",
                     "Cafe\u{301}", "Caf\u{E9}", "execute", "executeAll", "Feed", "FeedFeature", "run"]
        var shortcuts = 0
        for text in ["*Coordinator", "Get*", "Caf\u{E9}*", "*\u{E9}", "*", "{feature}", "{module}", "{usecase_method}"] {
            guard case .success(let t) = NameTemplate.parse(text) else { Issue.record("\(text)"); continue }
            let g = general(t)
            var conventions = Conventions()
            conventions.useCaseMethod = "execute"
            for (feature, module) in [("Feed", "FeedFeature"), (nil, nil)] as [(String?, String?)] {
                let ctx = TemplateContext(feature: feature, module: module, vocabulary: Vocabulary(conventions))
                for name in names {
                    var a = Bindings(), b = Bindings()
                    let expected = g.matches(name, &b, ctx)
                    #expect(t.matches(name, &a, ctx) == expected, "\(text) \(name) \(String(describing: feature))")
                    if t.fileValue != 0 {
                        shortcuts += 1
                        #expect(t.fileValueMatches(name, feature: feature, module: module, useCaseMethod: "execute") == expected,
                                "\(text) \(name) \(String(describing: feature))")
                    }
                }
            }
        }
        #expect(shortcuts == 3 * 2 * names.count)
        // `Cafe\u{301}` and `Caf\u{E9}` are one string to `==`, not to a pattern: bytes are compared.
        var b = Bindings()
        let cafe = try #require(try? NameTemplate.parse("Caf\u{E9}*").get())
        #expect(!cafe.matches("Cafe\u{301}", &b, TemplateContext.unread) && cafe.matches("Caf\u{E9}s", &b, TemplateContext.unread))
    }

    @Test("Modules' layers and features gathered run by run give what file by file gives, modules interleaved or not")
    func moduleRuns() {
        var rng = SystemRandomNumberGenerator()
        let modules: [String?] = ["A", "B", "CDomain", nil], features: [String?] = ["Cart", "Shop", nil]
        let layers: [Layer] = [.domain, .data, .presentation, .tests, .other]
        for round in 0..<200 {
            var files: [FileSummary] = []
            for k in 0..<Int.random(in: 0...14, using: &rng) {
                var c = FileContext(path: "F\(round)/\(k).swift", feature: features.randomElement(using: &rng)!,
                                    layer: layers.randomElement(using: &rng)!, role: .other, inSources: Bool.random(using: &rng))
                c.module = modules.randomElement(using: &rng)!
                // Runs of one module, as sorted paths give, in half the rounds.
                if round % 2 == 0, let last = files.last, Bool.random(using: &rng) { c.module = last.context.module; c.feature = last.context.feature }
                files.append(FileSummary(context: c, syntax: FileSyntax()))
            }
            var tables = ProjectIndex.ModuleTables()
            tables.fill(files, Configuration())
            // File by file, as before runs.
            var fileLayers: [String: Set<Layer>] = [:]
            var featureOfModule: [String: String?] = [:]
            for f in files {
                guard let m = f.context.module else { continue }
                if f.context.inSources && f.context.layer != .other && f.context.layer != .tests { fileLayers[m, default: []].insert(f.context.layer) }
                else if fileLayers[m] == nil { fileLayers[m] = [] }
                if let seen = featureOfModule[m] { if seen != f.context.feature { featureOfModule[m] = .some(nil) } } else { featureOfModule[m] = .some(f.context.feature) }
            }
            var layerOf: [String: Layer] = [:]
            for (m, ls) in fileLayers {
                if let (l, _) = Layout.moduleLayer(Substring(m)), l != .tests { layerOf[m] = l } else if ls.count == 1 { layerOf[m] = ls.first! }
            }
            #expect(tables.moduleLayers == layerOf, "round \(round)")
            #expect(tables.moduleFeatures == featureOfModule.compactMapValues { $0 }, "round \(round)")
        }
    }

    @Test("Manifests parsed on several threads give the manifests parsed on one, in the same order")
    func manifestsInParallel() {
        let paths = FileSystem.collectSwiftFiles([Repo.path("Fixtures")]).files.filter(PackageManifest.isManifestName)
        let manifests = ModuleDiscovery.read(paths, [:])
        #expect(manifests.count >= 7)
        // Repeated, so that the threads interleave over more items than workers.
        let many = Array(repeating: manifests, count: 6).flatMap { $0 }
        let one = ModuleDiscovery.parse(many, threads: 1)
        #expect(one.count == many.count)
        for threads in [2, 3, 8] { #expect(ModuleDiscovery.parse(many, threads: threads) == one) }
    }

    @Test("The walk keeps exactly the *.swift files and folders a name-by-name check keeps, hidden ones left out")
    func walkByBytes() {
        let dir = Scratch()
        for rel in ["a.swift", "b.swiftx", "c.Swift", ".hidden.swift", "d/.e.swift", "d/f.swift", "x.swift/g.swift",
                    ".build/h.swift", "é/ü.swift", "swift", "d/.swift", "k/l.swift.swift", "m/notes.txt"] {
            dir.write(rel, "let x = 1\n")
        }
        let found = FileSystem.collectSwiftFiles([dir.path]).files.map { String($0.dropFirst(dir.path.count + 1)) }
        #expect(found == ["a.swift", "d/f.swift", "k/l.swift.swift", "x.swift/g.swift", "é/ü.swift"])
    }

    @Test("Normalised type texts written in place are the texts decoded from their bytes, invalid UTF-8 repaired")
    func normalizedInPlace() {
        // A parameter type and a return type with an invalid byte, a multi-byte name and spacing.
        var bytes = Array("func f(x: Array<".utf8) + [0xFF] + Array("é>,   y : [ Int ]) -> Dictionary<String,".utf8) + [0xC3] + Array(" Int> {}\n".utf8)
        bytes.append(contentsOf: Array("protocol P { associatedtype A: Equatable; func g() -> A }\n".utf8))
        let syntax = bytes.withUnsafeBufferPointer { DeclarationScanner.scan(Lexer.tokenize($0), $0) }
        guard let f = syntax.declarations.first(where: { $0.name == "f" }) else { Issue.record("no f"); return }
        #expect(f.parameters.map(\.type) == [String(decoding: Array("Array<".utf8) + [0xFF] + Array("é>".utf8), as: UTF8.self), "[ Int ]"])
        #expect(f.returnType == String(decoding: Array("Dictionary<String,".utf8) + [0xC3] + Array(" Int>".utf8), as: UTF8.self))
        #expect(f.returnType?.contains("\u{FFFD}") == true)
        #expect(syntax.declarations.first(where: { $0.name == "g" })?.returnType == "A")
    }

    @Test("A lone . or = lexed by the main loop's shortcut gives the tokens of the general operator path")
    func loneDotAndEqualsShortcut() {
        var inputs: [[UInt8]] = []
        // Every byte after `.` and `=`, in expression and declaration positions, and at the end.
        for b in UInt8(0)...UInt8(255) {
            for head in ["a.", "a .", "let x =", "x=", "(.", "[1].", "\"s\".", "f()=", ".", "="] {
                inputs.append(Array(head.utf8) + [b] + Array("y /x/ .z ..< ... == => .= =~ ./ =/ ".utf8))
                inputs.append(Array(head.utf8) + [b] + Array("/ x / 2".utf8))  // a regex or two divisions: decided by what `.`/`=` left
            }
        }
        inputs.append(Array("a.".utf8))
        inputs.append(Array("x =".utf8))
        for f in FileSystem.collectSwiftFiles([Repo.path("Fixtures")]).files {
            if case .success(let bytes) = FileSystem.readFile(f) { inputs.append(bytes) }
        }
        var shortcuts = 0
        for bytes in inputs {
            bytes.withUnsafeBufferPointer { buf in
                let fast = Lexer.lex(buf), general = Lexer.lex(buf, fastPaths: false)
                #expect(fast.tokens == general.tokens, "\(String(decoding: bytes.prefix(40), as: UTF8.self))")
                #expect(fast.angleCandidates == general.angleCandidates && fast.commentIndices == general.commentIndices)
                shortcuts += fast.tokens.filter { $0.length == 1 && ($0.byte == UInt8(ascii: ".") || $0.byte == UInt8(ascii: "=")) }.count
            }
        }
        #expect(shortcuts > 5000)
    }

    @Test("Keyword spellings from the table are the first spelling listed for each keyword; modifiers read from it")
    func keywordTexts() {
        for k in (0...255).compactMap({ Keyword(rawValue: UInt8($0)) }) {
            let reference = Keyword.spellings.first(where: { $0.1 == k })?.0 ?? ""
            #expect(k.text == reference, "\(k)")
        }
        let source = Array("public final class C { private(set) nonisolated var x = 1; open override func f(a b: Int, _ c: Int) {} }\n".utf8)
        let syntax = source.withUnsafeBufferPointer { DeclarationScanner.scan(Lexer.tokenize($0), $0) }
        #expect(syntax.declarations.map(\.modifiers) == [["public", "final"], ["private(set)", "nonisolated"], ["open", "override"]])
        #expect(syntax.declarations[2].parameters.map(\.name) == ["b", "c"])
        let light = source.withUnsafeBufferPointer { DeclarationScanner.scan(Lexer.tokenize($0), $0, full: false) }
        #expect(light.declarations[2].parameters.map(\.label) == ["a", nil])
    }

    @Test("Modifiers packed in a ModifierList read back as the words they were made of: spelled out, contains, access level, static")
    func packedModifiers() {
        let words = ["public", "private", "fileprivate", "internal", "package", "open", "static", "class", "final", "override",
                     "private(set)", "public(set)", "nonisolated(unsafe)", "unowned(safe)", "nonisolated(nonsending)",
                     "mutating", "lazy", "weak", "unowned(weird)", "convenience", "required", "dynamic", "__consuming"]
        var generator = SystemRandomNumberGenerator()
        var packedOnes = 0, spelledOnes = 0
        for n in 0..<400 {
            let list = (0..<(n % 7)).map { _ in words.randomElement(using: &generator)! }
            let m = ModifierList(list)
            if m.spelled == nil { packedOnes += 1 } else { spelledOnes += 1 }
            #expect(m.spelledOut == list)
            #expect(m.isEmpty == list.isEmpty)
            for w in words { #expect(m.contains(w) == list.contains(w), "\(list) \(w)") }
            #expect(m.accessLevel == list.lazy.compactMap { AccessLevel(word: $0) }.first, "\(list)")
            #expect(m.contains(.static) == list.contains("static") && m.contains(.class) == list.contains("class"))
        }
        #expect(packedOnes > 100 && spelledOnes > 100)  // both representations were met
        // What the scanner records, through the declaration's accessors.
        let source = Array("public static nonisolated(unsafe) var a = 1\nprivate(set) internal var b = 2\nfinal class C {}\n".utf8)
        let syntax = source.withUnsafeBufferPointer { DeclarationScanner.scan(Lexer.tokenize($0), $0) }
        #expect(syntax.declarations.map(\.modifiers) == [["public", "static", "nonisolated(unsafe)"], ["private(set)", "internal"], ["final"]])
        #expect(syntax.declarations.map(\.accessLevel) == [.public, .internal, nil])
        #expect(syntax.declarations.map(\.isStatic) == [true, false, false])
        #expect(syntax.declarations[1].hasModifier("private(set)") && !syntax.declarations[1].hasModifier("private"))
    }

    @Test("A scan that skips what compaction drops gives the summaries of a scan that parses everything")
    func scanSkipsWhatCompactionDrops() {
        var files: [(String, [UInt8])] = [
            ("App/Sources/Domain/A.swift", Array("""
                public protocol P { func f(a: Int) -> Int; init(x: Int); subscript(i: Int) -> Int { get }; var p: Int { get async throws } }
                struct S { func g(b c: Int) {}; init(y: Int) {}; subscript(j: Int) -> Int { 0 }; @Test("t") func h(d: Int) {} }
                final class M: P { @MainActor var x: Int = 1 { didSet {} }; let (m, n) = (1, 2); var q: Int { get throws { 0 } }
                  func f(a: Int) async throws(E) -> Int { 0 }; private(set) var calls: [String] = [] }
                let topLevel = 1
                enum E: Int { case a = 1, b(x: Int, Int); case c }
                func top(e: Int) {}
                @Test func topTest(f: Int) {}
                """.utf8)),
        ]
        files.append(("Other/Tests/ATests.swift", files[0].1))
        files.append(("Other/Misc/A.swift", files[0].1))
        for f in FileSystem.collectSwiftFiles([Repo.path("Fixtures")]).files {
            if case .success(let b) = FileSystem.readFile(f) { files.append((f, b)) }
        }
        var differing = 0, compared = 0
        for (path, bytes) in files {
            for needs in [nil, RuleNeeds.of(RuleRegistry.all.filter { $0.id == "use-case-naming" })] {
                let (skipping, _) = Linter.analyze(path: path, bytes: bytes, configuration: Configuration(), needs: needs, deferOutline: true)
                let (parsing, _) = Linter.analyze(path: path, bytes: bytes, configuration: Configuration(), needs: needs, deferOutline: false)
                var a = "", b = ""
                dump(skipping?.syntax, to: &a)
                dump(parsing?.syntax, to: &b)
                #expect(a == b, "\(path)")
                if a != b { differing += 1 }
                compared += 1
            }
        }
        #expect(differing == 0 && compared > 100)
    }

    @Test("A test description suggested from an ASCII name on its bytes is the one suggested from its scalars")
    func asciiTestDescription() {
        var names = ["testExecuteReturnsModel", "test_execute_returns_model", "testDTOMapping", "testHTTP2Frame", "test",
                     "testA", "executeReturnsModel", "`execute returns model`", "`", "``", "_", "__test__", "ABC", "abc123def",
                     "test123", "testURLSession4Handles5xxErrors", "x", "testX_Y", "parsesISO8601Dates", "a__b  c"]
        // Random names over the bytes that matter: case, digits, separators, backticks.
        let alphabet = Array("aZtTeEsS0912_ `xQ".utf8)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let length = Int.random(in: 0...14, using: &generator)
            names.append(String(decoding: (0..<length).map { _ in alphabet.randomElement(using: &generator)! }, as: UTF8.self))
        }
        for name in names {
            #expect(TestDescriptionRule.asciiSuggestedDescription(name) == TestDescriptionRule.scalarSuggestedDescription(name), "\(name)")
        }
        #expect(TestDescriptionRule.asciiSuggestedDescription("testÉtéSummer") == nil)
    }

    @Test("A module's layer word is cut off by bytes as it was by characters; a manifest is told by its path as by its file name")
    func moduleLayerByBytes() {
        // The former cut: `word.count` characters back from the end.
        func reference(_ name: Substring) -> (Layer, Substring?)? {
            if Layout.equalsIgnoringCase(name, "testing") { return (.tests, nil) }
            if name.hasSuffix("Testing"), name.count > 7 { return (.tests, reference(name.dropLast(7))?.1 ?? name.dropLast(7)) }
            for (word, layer) in Layout.layerModuleWords {
                if Layout.equalsIgnoringCase(name, word) { return (layer, nil) }
                guard name.utf8.count > word.utf8.count else { continue }
                // Fewer characters than the word (`Ééé` against `data`): the former code trapped
                // here (index out of bounds); no tail of such a name spells the word.
                guard name.count >= word.count else { continue }
                let cut = name.index(name.endIndex, offsetBy: -word.count)
                let tail = name[cut...]
                guard let f = tail.utf8.first, f >= 0x41 && f <= 0x5A, Layout.equalsIgnoringCase(tail, word) else { continue }
                if word == "ui" {
                    guard tail == "UI", let p = name[..<cut].utf8.last, p >= 0x61 && p <= 0x7A else { continue }
                    if name[..<cut].hasSuffix("Swift") { continue }
                }
                return (layer, name[..<cut])
            }
            return nil
        }
        var names = ["Domain", "RecipesDomain", "ProfileUI", "GUI", "SwiftUI", "Metadata", "NetworkPlatform", "RecipesData",
                     "CoreTesting", "Testing", "éDomain", "Domainé", "D\u{301}omain", "RecettesDomaine", "CaféUI", "e\u{301}UI",
                     "ÜberPresentation", "XDomain", "xdomain", "Data", "AppData", "Tests", "FeatureTests"]
        let pieces = ["Domain", "Data", "UI", "Presentation", "Testing", "é", "e\u{301}", "x", "X", "Swift", "Platform"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 { names.append((0..<Int.random(in: 1...3, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()) }
        names += ["Ééé", "éé", "ÉÉÉÉÉ"]  // more bytes than a layer word, fewer characters
        // Read by bytes (printable ASCII) and by characters (any other): the same verdicts.
        names += ["CountriesSwiftUI", "AuthDomainTesting", "DomainTestingTesting", "UITesting", "ProfileUi", "ProfileuI", "aUI", "UI",
                  "DOMAIN", "RecipesDOMAIN", "domainlayer", "FeedDataLayer", "Feed\tDomain", "Feed Domain", "TESTING", "xTesting"]
        func byBytes(_ name: String) -> Bool { Substring(name).utf8.withContiguousStorageIfAvailable { Layout.asciiModuleLayer($0) != nil } ?? false }
        for name in ["RecipesDomain", "ProfileUI", "Feed Domain", "Metadata"] { #expect(byBytes(name), "\(name)") }
        for name in ["éDomain", "Feed\tDomain"] { #expect(!byBytes(name), "\(name)") }
        for name in names {
            let a = Layout.moduleLayer(Substring(name)), b = reference(Substring(name))
            #expect(a?.layer == b?.0 && a?.feature == b?.1, "\(name)")
        }
        for (path, manifest) in [("Package.swift", true), ("a/Package.swift", true), ("a/XPackage.swift", false), ("a/Package.swift/b.swift", false),
                                 ("Packages/Domain/Package.swift", true), ("ackage.swift", false), ("/Project.swift", true)] {
            let c = FileContext(path: path, feature: nil, layer: .other, role: .other)
            #expect(PackageManifest.isManifestName(path) == manifest, "\(path)")
            #expect(PackageManifest.isManifestName(path) == (c.fileName == "Package" || c.fileName == "Project"), "\(path)")
        }
    }

    @Test("An index of no file has the module tables its manifests give, each lookup its own")
    func noFileModuleTables() {
        func lookup(_ names: [String]) -> ModuleLookup {
            var declared: [String: ModuleHint] = [:]
            for n in names { declared[n] = ModuleHint(name: n, isTest: n.hasSuffix("Tests"), directory: "Sources/\(n)") }
            let edges = [ModuleEdge(from: names[1], to: names[0], manifest: "/w/./Package.swift", line: 3, column: 5)]
            return ModuleLookup(edges: edges, declared: declared) { _ in nil }
        }
        var c = Configuration()
        c.layout.modules = lookup(["RecipesDomain", "RecipesData", "RecipesTests"])
        let first = ProjectIndex(files: [], configuration: c), again = ProjectIndex(files: [], configuration: c)
        #expect(first.moduleLayers == ["RecipesDomain": .domain, "RecipesData": .data])
        #expect(first.moduleImporters == ["RecipesDomain": ["RecipesData"]])
        #expect(first.manifestEdges("/w/Package.swift").map(\.from) == ["RecipesData"])
        #expect(again.moduleLayers == first.moduleLayers && again.moduleImporters == first.moduleImporters)
        // Another lookup has its own tables, not the first one's.
        c.layout.modules = lookup(["ProfileUI", "ProfileDomain"])
        let other = ProjectIndex(files: [], configuration: c)
        #expect(other.moduleLayers == ["ProfileUI": .presentation, "ProfileDomain": .domain])
        #expect(other.moduleImporters == ["ProfileUI": ["ProfileDomain"]])
        #expect(other.manifestEdges("/w/Package.swift").map(\.from) == ["ProfileDomain"])
    }

    @Test("A waiver is found where a comment starts, as the search through the whole comment found it")
    func waiverMarkerAtCommentStart() {
        // The former rule: the first `archlint:` anywhere in the comment, accepted only when
        // nothing but `/`, `*`, spaces and tabs comes before it after the opening two bytes.
        func reference(_ comment: [UInt8]) -> Bool {
            let marker = Array("archlint:".utf8)
            guard comment.count > marker.count else { return false }
            var at: Int?
            for k in 0...(comment.count - marker.count) where Array(comment[k..<k + marker.count]) == marker { at = k; break }
            guard let at else { return false }
            var lead = 2
            while lead < at && [0x20, 0x09, UInt8(ascii: "/"), UInt8(ascii: "*")].contains(comment[lead]) { lead += 1 }
            return lead == at
        }
        let openings = ["//", "///", "/*", "/**", "// ", "//\t", "// // ", "/* * ", "//x ", "// a ", "//archlint", "// archlint: "]
        // (A bare `archlint:` names no command and is ignored either way: not among them.)
        let rests = ["archlint:disable all -- r", "archlint:enable", " archlint:disable:next x -- y", "xarchlint:disable all", "arch lint:disable", "archlint:frob"]
        var checked = 0, found = 0
        for o in openings {
            for r in rests {
                let text = o + r + (o.hasPrefix("/*") ? " */" : "")
                let bytes = Array(text.utf8)
                let (tokens, comments, _, _, _, _, _) = bytes.withUnsafeBufferPointer { Lexer.tokenizeIndexed($0) }
                guard comments.count == 1 else { continue }
                let (sup, problems) = bytes.withUnsafeBufferPointer {
                    Suppressions.parse(tokens, $0, path: "x.swift", knownRules: ["x"], comments: comments)
                }
                let seen = !sup.directives.isEmpty || !problems.isEmpty
                let c = tokens[Int(comments[0])]
                #expect(seen == reference(Array(bytes[Int(c.start)..<Int(c.end)])), "\(text)")
                checked += 1
                if seen { found += 1 }
            }
        }
        #expect(checked == openings.count * rests.count && found >= 10 && found < checked)
    }

    @Test("Objects are kept to the exit only in the archlint process, never in a library user's")
    func processLifetimeOnlyInTheExecutable() {
        let before = ProcessLifetime.keptCount
        ProcessLifetime.keep([1, 2, 3])
        ProcessLifetime.keep(nil)
        #expect(!ProcessLifetime.exitsAfterCommand)
        #expect(ProcessLifetime.keptCount == before)
    }

    @Test("A run given the project analyzed ahead (--staged while git runs) reports what the same run without it reports")
    func preparedAnalysisChangesNothing() throws {
        // The reports' baseline keys are relative to the working directory: no test may change it
        // between the runs compared (`run(in:)` does, under the lock).
        workingDirectoryLock.lockShared()
        defer { workingDirectoryLock.unlockShared() }
        final class Countdown: @unchecked Sendable {
            let lock = Lock(), after: Int
            var asked = 0
            init(_ after: Int) { self.after = after }
            func stop() -> Bool { lock.locked { asked += 1; return asked > after } }
        }
        func same(_ a: LintReport, _ b: LintReport, _ what: String) {
            #expect(a.diagnostics == b.diagnostics, "\(what)")
            #expect(a.suppressed == b.suppressed, "\(what)")
            #expect(a.problems == b.problems && a.warnings == b.warnings, "\(what)")
            #expect(a.filesChecked == b.filesChecked && a.filesPerLayer == b.filesPerLayer, "\(what)")
        }
        var reused = 0, manifestsMattered = 0
        for root in ["Fixtures/Violations", "Fixtures/Layouts/PackagePerLayer", "Fixtures/Layouts/ComponentPackages", "Fixtures/Reference"] {
            let files = FileSystem.collectSwiftFiles([Repo.path(root)]).files
            let sources = files.filter { !PackageManifest.isManifestName($0) }
            // Every third source file reported, the first with content that is not on disk (a
            // staged edit); one more with its content as on disk.
            var selection = LintSelection(reportOnly: Set(sources.indices.filter { $0 % 3 == 0 }.map { sources[$0] }))
            guard case .success(let first) = FileSystem.readFile(sources[0]), case .success(let fourth) = FileSystem.readFile(sources[3]) else {
                Issue.record("cannot read \(root)"); continue
            }
            selection.contents[sources[0]] = first + Array("\nprotocol StagedEditContract {}\n".utf8)
            selection.contents[sources[3]] = fourth
            let plain = Linter.lint(files: files, configuration: Configuration(), threads: 2, selection: selection)
            #expect(!plain.diagnostics.isEmpty || root == "Fixtures/Reference")
            for after in [Int.max, 0, 7] {
                let countdown = Countdown(after)
                let prepared = Linter.prepare(files: files, configuration: Configuration(), threads: 2, stop: { countdown.stop() })
                #expect(prepared.analyzed.count <= min(after, files.count) + 2)  // stopped where asked (each worker may be one file on)
                reused += prepared.analyzed.filter { !(selection.reportOnly!.contains(files[$0])) }.count
                same(Linter.lint(files: files, configuration: Configuration(), threads: 2, selection: selection, prepared: prepared), plain, "\(root), stopped after \(after)")
            }
            // A manifest with content of its own (a staged Package.swift): the modules may differ,
            // so nothing prepared is used, and the report is still the plain one.
            // Here every manifest is staged built by helper code (its targets unreadable).
            let manifests = files.filter(PackageManifest.isManifestName)
            if !manifests.isEmpty {
                var withManifest = selection
                for m in manifests {
                    withManifest.contents[m] = Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package.staged()\n".utf8)
                }
                let prepared = Linter.prepare(files: files, configuration: Configuration(), threads: 2, stop: { false })
                let staged = Linter.lint(files: files, configuration: Configuration(), threads: 2, selection: withManifest)
                if staged.diagnostics != plain.diagnostics || staged.filesPerLayer != plain.filesPerLayer || staged.warnings != plain.warnings { manifestsMattered += 1 }
                same(Linter.lint(files: files, configuration: Configuration(), threads: 2, selection: withManifest, prepared: prepared),
                     staged, "\(root) with a staged manifest")
            }
        }
        #expect(reused > 100)  // the prepared analyses were there to be used
        #expect(manifestsMattered >= 1)  // and a staged manifest changed a report (a reuse there would show)
    }

    @Test("The walk enters each folder once, also when a link leads to one already walked, without a stat per folder")
    func walkEntersEachFolderOnce() throws {
        let s = Scratch()
        s.write("Sources/A/Inner/A.swift", "struct A {}\n")
        s.write("Sources/B/B.swift", "struct B {}\n")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: s.path + "/Sources/C", withDestinationPath: s.path + "/Sources/A")
        try fm.createSymbolicLink(atPath: s.path + "/Sources/B/Up", withDestinationPath: s.path + "/Sources")
        let (files, problems) = FileSystem.collectSwiftFiles([s.path + "/Sources"])
        #expect(problems.isEmpty)
        // A/Inner/A.swift is found once: through A or through the link C, not both.
        #expect(files.filter { $0.hasSuffix("/A.swift") }.count == 1, "\(files)")
        #expect(files.filter { $0.hasSuffix("/B.swift") } == [s.path + "/Sources/B/B.swift"])
        #expect(files.count == 2)
    }
}
