import Foundation
import Testing
@testable import ArchLintKit

/// Function bodies skimmed (lexed, not kept) for summaries whose plan reads nothing in them:
/// the tokens outside those bodies, and every summary, must be what full tokenization gives.
@Suite("Skimmed function bodies")
struct SkimTests {
    /// Every fixture file and every seed of the fuzzer, as bytes.
    static let inputs: [(path: String, bytes: [UInt8])] = {
        var out: [(String, [UInt8])] = []
        for dir in ["Fixtures", "Fuzz/corpus"] {
            let root = Repo.path(dir)
            guard let names = FileManager.default.enumerator(atPath: root) else { continue }
            for case let name as String in names where name.hasSuffix(".swift") || name.hasSuffix(".swift.bin") {
                if let data = FileManager.default.contents(atPath: root + "/" + name) { out.append((dir + "/" + name, [UInt8](data))) }
            }
        }
        return out.sorted { $0.0 < $1.0 }
    }() + cases.map { ("Features/Skim/Sources/Domain/UseCases/Case.swift", Array($0.utf8)) }

    /// Bodies that test the skimming lexer's states: strings with braces and interpolations, regex
    /// literals, comments with braces, `#if` inside a body, nested functions and closures, `init`
    /// after `.`, a protocol requirement without a body followed by a property with accessors.
    static let cases: [String] = [
        "struct A {\n    func f() -> String {\n        let s = \"}{\\(x.map { $0 })}\"\n        return s + #\"}\"#\n    }\n    var g: Int { 1 }\n}\n",
        "func r() {\n    let re = /a{2}\\}/\n    let d = a / b / c\n    _ = try! Regex(\"}\")\n}\nstruct After: P {}\n",
        "protocol P {\n    func f()\n    var x: Int { get }\n    init()\n    subscript(i: Int) -> Int { get set }\n}\n",
        "final class C {\n    init(x: Int = { 1 }()) {\n        self.x = x\n        func local() { if true { } }\n        let c = { () -> Int in 2 }\n    }\n    deinit {\n        // } a brace in a comment\n        /* { */\n    }\n    let x: Int\n    func g() -> Self { .init(x: 1) }\n    func h() async throws(E) -> [Int] where T: P {\n        #if DEBUG\n        if a {\n        #else\n        if b {\n        #endif\n        }\n    }\n    @MainActor var y: Int { get { 1 } set { } }\n}\n",
        "extension E {\n    static func make() -> E { E() }\n    func f() {\n        \"\"\"\n        }{\n        \\(1)\n        \"\"\"\n    }\n}\nenum E { case a; func g() {}; case b }\n",
        "struct L {\n    func execute(\n        enum: E, case c: Int, var v: Int\n    ) -> F<Void> {\n        self.database.execute(enum: `enum`)\n    }\n}\n",
        "let fixtures: [F] = {\n    enum Flavor {\n        case a\n        func allowed() -> Bool { true }\n    }\n    func add() { }\n    return []\n}()\nstruct After { func f() { } }\n",
        "func outer() {\n    final actor Foo {\n        init(x: Int) { }\n    }\n}\nclass K {\n    class func make() -> K { K() }\n    class var shared: K { K() }\n    let actor = Holder { func f() { } }\n}\n",
        "func unterminated() {\n    let x = 1\n",
    ]

    /// The declarations of a summary, every field the rules can read (token indices excepted: a
    /// skimmed file has fewer tokens), with its imports, references and waivers.
    static func fingerprint(_ s: FileSummary?) -> String {
        guard let s else { return "nil" }
        var out: [UInt8] = []
        DeclarationDump.render(s.syntax, into: &out)
        var text = String(decoding: out, as: UTF8.self)
        for d in s.syntax.declarations {
            text += "\(d.parent ?? -1) \(d.accessors) \(d.parameters.map { "\($0.label ?? "_"):\($0.name):\($0.type)" }) "
            text += "\(d.initializerPrefix ?? "-") \(d.accessLevelLine):\(d.accessLevelColumn) \(d.throwsLine):\(d.throwsColumn) "
            text += "\(d.attributeInfo.map { "\($0.name)(\($0.arguments ?? ""))@\($0.line):\($0.column)" }) \(d.nameIsEscaped)\n"
        }
        text += "imports \(s.syntax.imports) \(s.syntax.importPositions.map { "\($0.line):\($0.column)" })\n"
        text += "references \(s.references.map { "\($0.name)@\($0.line):\($0.column)/\($0.owner)/\($0.usage)/\($0.call)" })\n"
        text += "uses \(s.identifierUses.map { "\($0.name)@\($0.line):\($0.column)/\($0.owner)" })\n"
        text += "waivers \(s.suppressions.directives.map { "\($0.line):\($0.reason ?? "")" }) \(s.suppressions.regions.count)\n"
        text += "body tokens \(s.codeTokens.count) \(s.bodyRanges.count)\n"
        text += "outline \(s.outline.entries())\n"
        return text
    }

    @Test("A summary is the same with function bodies skimmed or tokenized: every fixture and fuzzer seed, reported or only indexed, in every layer the fuzzer uses, under its four configurations")
    func sameSummaries() {
        var skimmed = 0
        for (k, input) in Self.inputs.enumerated() {
            let configuration = FuzzConfigurations.all[k % FuzzConfigurations.all.count]
            for path in [input.path, "Features/Skim/Sources/Data/Repositories/SkimRepository.swift", "Features/Skim/Tests/Unit/SkimTests.swift"] {
                for reported in [true, false] {
                    let a = Linter.analyze(path: path, bytes: input.bytes, configuration: configuration, reported: reported)
                    let b = Linter.analyze(path: path, bytes: input.bytes, configuration: configuration, reported: reported, skimBodies: false)
                    #expect(a.1.map(\.message) == b.1.map(\.message), "\(input.path) at \(path)")
                    let fa = Self.fingerprint(a.0), fb = Self.fingerprint(b.0)
                    #expect(fa == fb, "\(input.path) at \(path), reported: \(reported)")
                    if fa == fb { skimmed += 1 }
                }
            }
        }
        #expect(skimmed > 1000)
    }

    /// Every declaration of a full-detail scan, every field but token indices.
    static func fullDetail(_ syntax: FileSyntax) -> String {
        var out: [UInt8] = []
        DeclarationDump.render(syntax, into: &out)
        var text = String(decoding: out, as: UTF8.self)
        for d in syntax.declarations {
            text += "\(d.parent ?? -1) \(d.accessors) \(d.parameters.map { "\($0.label ?? "_"):\($0.name):\($0.type)" }) "
            text += "\(d.genericParameters ?? "-") \(d.returnType ?? "-") \(d.whereClause ?? "-") \(d.typeAnnotation ?? "-") "
            text += "\(d.initializerPrefix ?? "-") \(d.accessLevelLine):\(d.accessLevelColumn) \(d.throwsLine):\(d.throwsColumn) "
            text += "\(d.attributeInfo.map { "\($0.name)(\($0.arguments ?? ""))@\($0.line):\($0.column)" }) \(d.nameIsEscaped)\n"
        }
        text += "\(syntax.imports) \(syntax.importPositions.map { "\($0.line):\($0.column)" })"
        return text
    }

    /// Skimmed tokens are full tokenization's with code tokens left out, each inside a body the
    /// scanner skips (of a function, initializer, deinitializer, or of accessors around a local
    /// function): the same kinds, positions and flags for every token kept, comments included.
    /// Applies when the scanner confirms the skim (`rejected`: it did not, and the linter
    /// tokenizes the file again in full).
    static func checkTokens(_ path: String, _ buf: UnsafeBufferPointer<UInt8>) -> (dropped: Int, rejected: Bool, problem: String?) {
        let full = Lexer.tokenizeIndexed(buf).tokens
        let r = Lexer.tokenizeIndexed(buf, skimBodies: true)
        let skim = r.tokens
        let scanned = DeclarationScanner.scan(skim, buf, attributes: true, code: r.code, matchEnd: r.matchEnd, skimmed: r.skimmed)
        if !scanned.confirmed { return (0, true, nil) }
        let syntax = DeclarationScanner.scan(full, buf, attributes: true)
        if fullDetail(scanned.syntax) != fullDetail(syntax) { return (0, false, "\(path): a confirmed skim scans differently from full tokenization") }
        var skipped = [Bool](repeating: false, count: full.count)
        for d in syntax.declarations where !d.kind.hasMembers {
            guard let b = d.body else { continue }
            for t in b { skipped[t] = true }
        }
        var k = 0, dropped = 0
        for t in full.indices {
            if k < skim.count && skim[k] == full[t] { k += 1; continue }
            if full[t].kind == .comment || !skipped[t] {
                return (dropped, false, "\(path): token \(t) at \(full[t].line):\(full[t].column) is not skimmed as it is tokenized")
            }
            dropped += 1
        }
        return (dropped, false, k == skim.count ? nil : "\(path): skimming made tokens full tokenization does not")
    }

    @Test("Skimming leaves out only code tokens inside bodies the scanner skips; every other token, comments included, is full tokenization's, kind, position and flags")
    func sameTokensOutsideBodies() {
        var dropped = 0, rejected: [String] = []
        for input in Self.inputs {
            input.bytes.withUnsafeBufferPointer { buf in
                let r = Self.checkTokens(input.path, buf)
                dropped += r.dropped
                if r.rejected { rejected.append(input.path) }
                #expect(r.problem == nil, "\(r.problem ?? "")")
            }
        }
        #expect(dropped > 10_000)
        // Broken code only: the fuzzer's inputs on which the lexer's guess was wrong, and the
        // cases written to be broken.
        #expect(rejected.count <= 12, "\(rejected)")
    }

    @Test("A skim the scanner does not confirm is thrown away: the inputs on which the lexer guessed a body the scanner does not skip (found by the fuzzer) are tokenized in full, and their summaries are full tokenization's")
    func wrongGuessesAreRejected() throws {
        for name in ["skim-func-without-parameters", "skim-second-input", "skim-unbalanced-body-in-extension",
                     "skim-parameters-past-their-scope", "skim-parameters-past-their-scope-2"] {
            let bytes = try #require(FileManager.default.contents(atPath: Repo.path("Fuzz/corpus/\(name).swift")).map { [UInt8]($0) })
            bytes.withUnsafeBufferPointer { buf in
                let r = Lexer.tokenizeIndexed(buf, skimBodies: true)
                let confirmed = DeclarationScanner.scan(r.tokens, buf, code: r.code, matchEnd: r.matchEnd, skimmed: r.skimmed).confirmed
                // Either the lexer gave up (a region not self-contained) or the scanner did not confirm.
                #expect(r.skimmed.isEmpty || !confirmed, "\(name) \(r.skimmed)")
            }
            // The linter then tokenizes in full: the summary is full tokenization's (a file of no
            // layer, whose plan reads nothing in bodies, so that skimming is tried).
            let path = "Fuzz/corpus/\(name).swift"
            let a = Linter.analyze(path: path, bytes: bytes, configuration: Configuration())
            let b = Linter.analyze(path: path, bytes: bytes, configuration: Configuration(), skimBodies: false)
            #expect(a.0 != nil && Self.fingerprint(a.0) == Self.fingerprint(b.0), "\(name)")
        }
    }

    @Test("Stray closing braces at the top level do not shift the skimmed regions: the bodies after them are skimmed up to their own closing brace, confirmed, and the tokens kept are full tokenization's")
    func strayBracesBeforeBodies() throws {
        for name in ["skim-stray-closing-brace", "skim-stray-braces-before-extension", "skim-stray-braces-before-extension-2"] {
            let bytes = try #require(FileManager.default.contents(atPath: Repo.path("Fuzz/corpus/\(name).swift")).map { [UInt8]($0) })
            bytes.withUnsafeBufferPointer { buf in
                let r = Self.checkTokens(name, buf)
                #expect(!r.rejected && r.dropped > 0 && r.problem == nil, "\(name): \(r)")
            }
        }
    }

    @Test("A skimmed region must be self-contained: a body whose brackets do not balance, or that never closes, is lexed again in full")
    func unbalancedRegionsAreNotSkimmed() {
        let balanced = "func f() {\n    g(x[1]) { }\n}\n"
        let cases = [
            "func f() {\n    g(\n}\nlet y = (1)\n",
            "func f() {\n    a]\n}\n",
            "func f() {\n    let x = [1, 2\n}\n",
            "func f() {\n    let x = 1\n",
        ]
        for text in [balanced] + cases {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buf in
                let r = Lexer.tokenizeIndexed(buf, skimBodies: true)
                #expect(r.skimmed.isEmpty == (text != balanced), "\(text)")
                if text != balanced { #expect(r.tokens == Lexer.tokenizeIndexed(buf).tokens) }
            }
        }
    }
}

/// Type references read from skimmed bodies (`BodyNames`): a plan that reads references and no
/// other use of a name skims bodies and reads their capitalised names without keeping their tokens.
/// The references must be full tokenization's, name, position, owner, usage and call.
@Suite("Type references from skimmed bodies")
struct BodyNameTests {
    /// A configuration whose one rule reads type references in every file of a feature.
    static let configuration: Configuration = {
        let check = "  kind: dependencies\n  from: {feature: \"{f}\"}\n  forbid: {feature: \"!{f}\"}\n  via: [reference]\n  message: \"{target}\"\n"
        let parsed = try? TeamRuleParser.parse(TeamRuleTests.header + check + TeamRuleTests.examples, path: "my-rule.md")
        guard case .success(let rule)? = parsed else { fatalError("bad rule: \(String(describing: parsed))") }
        var c = Configuration()
        c.teamRules = [rule]
        c.onlyRules = ["my-rule"]
        return c
    }()

    /// Bodies whose names full tokenization's classification reads by context: labels spelled
    /// `Self`/`Any`, metatypes, a module before a name, local types, comments between tokens, a
    /// version number and `>>` split before a body (token indices shift), `#if` in a body.
    static let cases: [String] = [
        "import Foundation\nstruct A {\n    func f() -> Int {\n        let u = Foundation.URL(string: \"x\")\n        let v: Models.Response? = nil\n        let w = Outer.Inner.make()\n        return Self.count + Any.self\n    }\n}\n",
        "@available(macOS 13.0, iOS 16.0, *)\nenum B {\n    static func g(_ x: Array<Array<Int>>) -> Bool {\n        let t: Any.Type = Int.self\n        let s = x is [String].Type || T.self is String?.Type\n        return Foo.Type.self == Bar.Protocol.self\n    }\n}\n",
        "final class C {\n    func h() {\n        struct Local: Equatable { let id: ID }\n        final class Box: Holder, @unchecked Sendable {}\n        enum Kind: String { case a }\n        typealias Alias = Other\n    }\n}\nfunc top() {\n    struct Local: Codable {}\n    class Ref {}\n}\n",
        "struct D {\n    func i() {\n        // Comment before a name\n        Widget(/* inline */ Frame.zero)\n        let x = Widget /* between */ .init()\n        let y = a.Widget // member\n        #if DEBUG\n        Logger.debug(Config.name)\n        #endif\n        f(Self: 1, Any: 2)\n        switch v { case let r as Self: print(r) }\n    }\n}\n",
        "struct F {\n    func k() {\n        let u = #URL(\"https://x\")\n        #Preview { Widget(Model.sample) }\n        #if os(iOS)\n        UIKitOnly()\n        #endif\n    }\n}\n",
        "import Catalog\nstruct G {\n    func a() -> Int {\n        struct Product { let n: Int }\n        let p = Product(n: 1)\n        return [p].map { (q: Product) in q.n }.count\n    }\n    func b() -> Product? { nil }\n    var c: Int {\n        enum Item { case one }\n        return [Item.one].count\n    }\n    func d() -> Catalog.Product? {\n        class Product {}\n        _ = self.Product.self\n        _ = f().Product.self\n        return Catalog.Product.make()\n    }\n    let e: () -> Int = {\n        struct Row {}\n        return [Row()].count\n    }\n}\nfunc top() {\n    _ = Early()\n    struct Early {}\n    struct Product {}\n    _ = Product()\n    if true { struct Inner {}; _ = Inner() }\n    _ = Inner()\n}\n",
        "extension E {\n    func j() {\n        let k: [P.Type] = []\n        let m = [Q.Type]()\n        let n = (any P).Type.self\n        x.Type(1)\n        _ = y.Any\n        let f = { (struct: Int) in struct }\n    }\n}\n",
    ]

    @Test("A file's type references are the same read from skimmed bodies or from full tokenization: every fixture, fuzzer seed and case, in a feature's Sources/ and Tests/; few files are left to full tokenization")
    func sameReferences() {
        let inputs = SkimTests.inputs + Self.cases.map { ("Features/Skim/Sources/Domain/Names.swift", Array($0.utf8)) }
        var fromSkim = 0, unsure = 0, compared = 0
        for input in inputs {
            for path in ["Features/Skim/Sources/Data/Repositories/SkimRepository.swift", "Features/Skim/Tests/Unit/SkimTests.swift"] {
                let a = Linter.analyze(path: path, bytes: input.bytes, configuration: Self.configuration)
                let b = Linter.analyze(path: path, bytes: input.bytes, configuration: Self.configuration, skimBodies: false)
                #expect(SkimTests.fingerprint(a.0) == SkimTests.fingerprint(b.0), "\(input.path) at \(path)")
                compared += 1
            }
            input.bytes.withUnsafeBufferPointer { buf in
                let r = Lexer.tokenizeIndexed(buf, skimBodies: true, bodyNames: true)
                if let names = r.names { if !names.names.isEmpty { fromSkim += 1 } } else if !Lexer.tokenizeIndexed(buf, skimBodies: true).skimmed.isEmpty { unsure += 1 }
            }
        }
        #expect(compared > 1000)
        // Files with names in skimmed bodies, and files left to full tokenization though skimmed.
        #expect(fromSkim > 150 && unsure * 10 < fromSkim, "\(fromSkim), \(unsure) of \(inputs.count)")
    }

    @Test("A scan asked for capitalised identifiers only gathers exactly the capitalised ones of a scan that gathers all: every fixture and fuzzer seed")
    func capitalisedIdentifiersOnly() {
        var compared = 0
        for input in SkimTests.inputs {
            input.bytes.withUnsafeBufferPointer { buf in
                let r = Lexer.tokenizeIndexed(buf, skimBodies: true)
                guard let base = buf.baseAddress else { return }
                let all = DeclarationScanner.scan(r.tokens, buf, code: r.code, matchEnd: r.matchEnd, skimmed: r.skimmed).syntax.identifierTokens
                let only = DeclarationScanner.scan(r.tokens, buf, code: r.code, matchEnd: r.matchEnd, skimmed: r.skimmed, capitalisedIdentifiers: true).syntax.identifierTokens
                #expect(only == all.filter { let f = base[Int(r.tokens[$0].start)]; return f >= UInt8(ascii: "A") && f <= UInt8(ascii: "Z") }, "\(input.path)")
                if !only.isEmpty && only.count < all.count { compared += 1 }
            }
        }
        #expect(compared > 100)
    }

    @Test("Bodies written to read their names, then left out, leave the tokens, comment and code indices, bracket closers and skimmed bodies that muting them leaves")
    func sameTokensAsMuted() {
        var named = 0
        for input in SkimTests.inputs + Self.cases.map({ ("case", Array($0.utf8)) }) {
            input.bytes.withUnsafeBufferPointer { buf in
                let muted = Lexer.tokenizeIndexed(buf, skimBodies: true)
                let read = Lexer.tokenizeIndexed(buf, skimBodies: true, bodyNames: true)
                if read.names == nil {
                    // Unsure (or abandoned): full tokenization's tokens, nothing skimmed.
                    #expect(read.tokens == Lexer.tokenizeIndexed(buf).tokens && read.skimmed.isEmpty, "\(input.path)")
                    return
                }
                named += 1
                #expect(read.tokens == muted.tokens && read.comments == muted.comments && read.code == muted.code, "\(input.path)")
                #expect(read.matchEnd == muted.matchEnd && read.skimmed == muted.skimmed && read.hasEscaped == muted.hasEscaped, "\(input.path)")
            }
        }
        #expect(named > 300)
    }

    @Test("Names the classification could read otherwise leave the file to full tokenization; plain ones carry their neighbours")
    func unsureNamesFallBack() throws {
        func names(_ text: String) -> BodyNames? {
            Array(text.utf8).withUnsafeBufferPointer { Lexer.tokenizeIndexed($0, skimBodies: true, bodyNames: true).names }
        }
        // `Self:` may be a label, `[P.Type]` an array literal, `.Any` a member, `(class Foo:` a label.
        for body in ["f(Self: 1)", "let m = [Q.Type]()", "_ = y.Any", "g(class Foo: 1)"] {
            #expect(names("func f() {\n    \(body)\n}\n") == nil, "\(body)")
        }
        let read = try #require(names("func f() {\n    let u = Models.Response.make(Widget())\n    struct Local: P {}\n}\n"))
        let flags = read.names.map { ($0.flags & BodyNames.afterIdentifierDot != 0, $0.flags & BodyNames.qualifies != 0,
                                      $0.flags & BodyNames.called != 0, $0.flags & BodyNames.afterTypeIntroducer != 0) }
        #expect(read.names.count == 4 && !read.unsure)
        // Models (qualifies Response), Response (after `Models.`, qualifies nothing: `.make` is lowercase), Widget (called), P;
        // `Local`, a type declared in the body, is the body's own: no name of it is read there.
        #expect(read.names.map { String(decoding: Array("func f() {\n    let u = Models.Response.make(Widget())\n    struct Local: P {}\n}\n".utf8)[Int($0.start)..<Int($0.end)], as: UTF8.self) }
                == ["Models", "Response", "Widget", "P"])
        #expect(flags.map { $0.0 } == [false, true, false, false])
        #expect(flags.map { $0.1 } == [true, false, false, false])
        #expect(flags.map { $0.2 } == [false, false, true, false])
        #expect(flags.map { $0.3 } == [false, false, false, false])
    }
}

/// The fuzz target's configurations (Fuzz/FuzzTarget.swift), team rules aside.
enum FuzzConfigurations {
    static let all: [Configuration] = [
        Configuration(),
        parse("naming:\n  contracts: impl\n  mocks: prefix\n  detail: required\nmapping: mapper\nrules:\n  usecase-async:\n    allow_synchronous: true\n"),
        parse("naming:\n  contract_suffix: Protocol\n  detail: forbidden\nmapping: private-extension\nmock_directories: [Mocks]\nrules:\n  domain-error-conformance:\n    require_public: false\n"),
    ]

    static func parse(_ yaml: String) -> Configuration {
        guard case .success(let c) = Configuration.parse(yaml, path: ".archlint.yml", baseDirectory: ".") else { fatalError("bad configuration") }
        return c
    }
}
