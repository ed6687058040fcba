// libFuzzer target for archlint: arbitrary bytes through the whole pipeline.
//
// Built by Scripts/fuzz together with every file of Sources/ArchLintKit in ONE
// module (`-module-name ArchLintKit`), so internal API (Linter.finish) is
// reachable without @testable. Not part of the Swift package: SwiftPM never sees
// this folder.
//
// Each input goes through: Lexer.tokenize (+ TokenDump.render), the lossless and
// position invariants below, DeclarationScanner.scan (+ DeclarationDump.render,
// structural invariants), the tokens of skimmed function bodies against the full ones, the
// summaries of skimmed and fully tokenized files (equal), Linter.lint(sources:) with the input placed at three feature
// paths (Domain/UseCases plus one Domain/Data and one Tests path, rotating with the input
// size, so every rule has a file in its layer) under four configurations (the fourth adds
// five fixed team rule documents, see FuzzPipeline.teamDocuments; there the findings with the
// reference demand are those without it), Linter.analyze + finish on
// the raw bytes when they are not valid UTF-8, every reporter in Reporters.all, and
// TeamRuleParser.parse and Configuration.parse on the bytes read as text.
//
// A violated invariant is a crash (`fatalError`), so libFuzzer saves the input.
//
// Environment (optional):
//   ARCHLINT_FUZZ_SLOW_MS=N    print every input that takes longer than N ms
//                              (default 100) and the slowest one at exit.
//   ARCHLINT_FUZZ_SLOW_DIR=D   also write such inputs to D/slow-<ms>ms-<n>.
//   ARCHLINT_FUZZ_FAIL_MS=N    crash on an input slower than N ms (off by default:
//                              wall-clock time is noisy on a shared machine).
//   ARCHLINT_FUZZ_STAGES=lex   stop after the tokenizer and the scanner (faster).
//   ARCHLINT_FUZZ_PATHS=1      lint at one rotating path instead of three (faster).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Entry point

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let start = FuzzClock.nowNanoseconds()
    let bytes = UnsafeBufferPointer(start: data, count: size)
    FuzzPipeline.run(bytes)
    FuzzClock.record(bytes, nanoseconds: FuzzClock.nowNanoseconds() - start)
    return 0
}

enum FuzzPipeline {
    /// Paths chosen so that every rule has a file in its layer or role. Each input is linted
    /// as a small project of three files: the UseCases path, one Domain/Data path and one
    /// Tests path (picked by the input's size, so every path is used across inputs and the
    /// per-input cost stays low).
    static let useCasePath = "Features/Fuzz/Sources/Domain/UseCases/FuzzUseCase.swift"
    static let layerPaths = [
        "Features/Fuzz/Sources/Data/DTOs/FuzzDTO.swift",
        "Features/Fuzz/Sources/Domain/Repositories/FuzzRepositoryContract.swift",
        "Features/Fuzz/Sources/Data/DataSources/FuzzDataSource.swift",
        "Features/Fuzz/Sources/Domain/Models/FuzzModel.swift",
        "Features/Fuzz/Sources/Data/Repositories/FuzzRepository.swift",
        "Features/Fuzz/Sources/Data/Mappers/FuzzMapper.swift",
        "Features/Fuzz/Sources/Presentation/FuzzViewModel.swift",
        "Fuzz/Sources/Domain/UseCases/NoFeaturesFolder.swift",
        // Outside Sources/ and Tests/: the summary keeps protocols only (a protocol
        // nested in a dropped type once crashed the compaction).
        "Tools/FuzzTool.swift",
    ]
    static let testPaths = [
        "Features/Fuzz/Tests/Shared/Mocks/FuzzMock.swift",
        "Features/Fuzz/Tests/Mocks/FuzzLegacyMock.swift",
        "Features/Fuzz/Tests/Unit/FuzzTests.swift",
    ]

    /// ARCHLINT_FUZZ_STAGES=lex stops after the tokenizer and the declaration scanner
    /// (with their invariants and dumps): many more executions per second for the
    /// front end. Default: every stage.
    static let lexOnly = getenv("ARCHLINT_FUZZ_STAGES").map { String(cString: $0) == "lex" } ?? false
    /// ARCHLINT_FUZZ_PATHS=1 lints each input at one path (rotating over all of them by
    /// input size) instead of three: about three times faster, same rules over a run.
    static let onePath = getenv("ARCHLINT_FUZZ_PATHS").map { String(cString: $0) == "1" } ?? false
    static let allPaths = [useCasePath] + layerPaths + testPaths

    /// The default conventions and two others that together use every option value.
    static let configurations: [Configuration] = [
        Configuration(),
        parsed("naming:\n  contracts: impl\n  mocks: prefix\n  detail: required\nmapping: mapper\nrules:\n  usecase-async:\n    allow_synchronous: true\n"),
        parsed("naming:\n  contract_suffix: Protocol\n  detail: forbidden\nmapping: private-extension\nmock_directories: [Mocks]\nrules:\n  domain-error-conformance:\n    require_public: false\n"),
        withTeamRules(),
    ]

    /// Five fixed team rule documents (every kind, captures, `via: reference`, requirements with
    /// members and a companion, patterns, `exists:` over `any_of` alternatives and a `not: {exists:}`
    /// without a placeholder): the fourth configuration runs them with the built-in rules. Their examples pass (`archlint test-rules`); the fuzzer checks the compiled matchers.
    static let teamDocuments: [String] = [
        ##"""
        ---
        id: fuzz-functions
        title: Domain functions are async and throw typed errors; stored properties are let
        severity: error
        check:
          kind: declarations
          select:
            kind: [func, property]
            in: {layer: domain}
            enclosing: {kind: [struct, class, protocol, extension]}
            static: false
          require:
            async: true
            throws: [typed, none]
            mutability: let
          message: "{kind} {name} in {feature}: {violation}"
        ---

        **Incorrect:**

        ```swift path=Features/Fuzz/Sources/Domain/UseCases/FuzzUseCase.swift
        struct FuzzUseCase {
            func execute() throws {} // expect: fuzz-functions
        }
        ```

        **Correct:**

        ```swift path=Features/Fuzz/Sources/Domain/UseCases/FuzzUseCase.swift
        struct FuzzUseCase {
            func execute() async throws(FuzzError) {}
        }
        ```
        """##,
        ##"""
        ---
        id: fuzz-identifiers
        title: No print, URLSession or DTOs outside Data
        severity: error
        check:
          kind: identifiers
          in: {layer: [domain, presentation, tests, other]}
          forbid: {print: "a Logger", URLSession: "a repository", "*DTO": "a domain model", "Fuzz?Model": "itself"}
          message: "`{name}` in {path}: use {instead}"
        ---

        **Incorrect:**

        ```swift path=Features/Fuzz/Sources/Presentation/FuzzViewModel.swift
        func show() {
            print("x") // expect: fuzz-identifiers
        }
        ```

        **Correct:**

        ```swift path=Features/Fuzz/Sources/Presentation/FuzzViewModel.swift
        func show(logger: Logger) {
            logger.print("x")
        }
        ```
        """##,
        ##"""
        ---
        id: fuzz-layers
        title: Domain depends on neither Data nor Presentation
        severity: error
        check:
          kind: dependencies
          from: {layer: domain, feature: "{f}"}
          forbid: {layer: [data, presentation], feature: "{f}"}
          via: [import, reference]
          message: "{name} in {layer} of {feature} depends on {target} ({target_layer}, {target_feature}, {target_module}) via {via}"
          fix: "depend on a contract in Domain"
        ---

        **Incorrect:**

        ```swift path=Features/Fuzz/Sources/Domain/UseCases/FuzzUseCase.swift
        struct FuzzUseCase {
            let source: FuzzDataSource // expect: fuzz-layers
        }
        // file: Features/Fuzz/Sources/Data/DataSources/FuzzDataSource.swift
        final class FuzzDataSource {}
        ```

        **Correct:**

        ```swift path=Features/Fuzz/Sources/Domain/UseCases/FuzzUseCase.swift
        struct FuzzUseCase {
            let repository: FuzzRepositoryContract
        }
        // file: Features/Fuzz/Sources/Domain/Repositories/FuzzRepositoryContract.swift
        protocol FuzzRepositoryContract {}
        ```
        """##,
        ##"""
        ---
        id: fuzz-shapes
        title: Types are final, Sendable, internal, with one execute and a contract
        severity: warning
        check:
          kind: declarations
          select:
            kind: [class, actor]
            name: "*"
            in: {layer: [domain, data, presentation], exclude_path: ["**/Tests/**"]}
            top_level: true
          require:
            modifiers: [final]
            conforms_to: [Sendable]
            functions: {max: 1, names: [execute, "init*"], access: [internal, public]}
            properties: {min: 0, max: 3}
            companion: {name: "{name}Contract", kind: protocol, in: same_folder}
            file_name: "{name}.swift"
          forbid:
            access: [public, open]
            attributes: ["@objc"]
          message: "{kind} {name} ({file}, {role}, {module}): {violation}"
        ---

        **Incorrect:**

        ```swift path=Features/Fuzz/Sources/Data/Repositories/FuzzRepository.swift
        public final class FuzzRepository: FuzzRepositoryContract { // expect: fuzz-shapes
        }
        // file: Features/Fuzz/Sources/Data/Repositories/FuzzRepositoryContract.swift
        protocol FuzzRepositoryContract: Sendable {}
        ```

        **Correct:**

        ```swift path=Features/Fuzz/Sources/Data/Repositories/FuzzRepository.swift
        final class FuzzRepository: FuzzRepositoryContract, Sendable {
            func execute() {}
        }
        // file: Features/Fuzz/Sources/Data/Repositories/FuzzRepositoryContract.swift
        protocol FuzzRepositoryContract: Sendable {}
        ```
        """##,
        ##"""
        ---
        id: fuzz-exists
        title: A UseCase contract has a mock or tests, and its feature declares an error
        severity: warning
        check:
          kind: declarations
          select:
            kind: protocol
            name: "*UseCase"
          require:
            exists:
              - any_of:
                  - {name: "{name}Mock"}
                  - {conforms_directly_to: "{name}"}
                  - {file_name: "{name}Tests.swift"}
          forbid:
            not: {exists: {kind: enum, name: "*Error", in: same_feature}}
          message: "{kind} {name}: {violation}"
        ---

        **Incorrect:**

        ```swift path=Features/Fuzz/Sources/Domain/UseCases/FuzzUseCase.swift
        protocol FuzzUseCase { // expect: fuzz-exists
            func execute() async
        }
        ```

        **Correct:**

        ```swift path=Features/Fuzz/Sources/Domain/UseCases/FuzzUseCase.swift
        protocol FuzzUseCase {
            func execute() async
        }
        enum FuzzError: Error {}
        struct DefaultFuzzUseCase: FuzzUseCase {
            func execute() async {}
        }
        ```
        """##,
    ]

    static func withTeamRules() -> Configuration {
        var c = Configuration()
        c.teamRules = teamDocuments.enumerated().map { i, text in
            switch TeamRuleParser.parse(text, path: "docs/rules/fuzz-\(i).md") {
            case .success(let rule)?: return rule
            case .failure(let p)?: fail("fuzz team document \(i): \(p.rendered)")
            case nil: fail("fuzz team document \(i) has no check: block")
            }
        }
        return c
    }

    static func parsed(_ yaml: String) -> Configuration {
        switch Configuration.parse(yaml, path: ".archlint.yml") {
        case .success(let c): return c
        case .failure(let p): fail("fuzz configuration: \(p.rendered)")
        }
    }

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        // 1. Tokens.
        let tokens = Lexer.tokenize(bytes)
        let lineCount = FuzzInvariants.checkTokens(tokens, bytes)
        var dump: [UInt8] = []
        TokenDump.render(bytes, tokens, into: &dump)
        if !tokens.isEmpty && dump.isEmpty { fail("TokenDump.render produced nothing for \(tokens.count) tokens") }

        // 2. Declarations.
        let syntax = DeclarationScanner.scan(tokens, bytes)
        FuzzInvariants.checkSyntax(syntax, tokens: tokens, lineCount: lineCount)
        var decls: [UInt8] = []
        DeclarationDump.render(syntax, into: &decls)
        // 2b. Skimmed function bodies: the tokens kept are full tokenization's, and the code tokens
        // left out are inside bodies the scanner skips.
        FuzzInvariants.checkSkimmedTokens(tokens, syntax, bytes)
        if lexOnly { return }

        // 3. Every rule: the text (UTF-8 repaired, as `lint(sources:)` takes it) at three paths, one project.
        let text = String(decoding: bytes, as: UTF8.self)
        let sources = onePath ? [(path: allPaths[bytes.count % allPaths.count], text: text)] : [
            (path: useCasePath, text: text),
            (path: layerPaths[bytes.count % layerPaths.count], text: text),
            (path: testPaths[bytes.count % testPaths.count], text: text),
        ]
        // The conventions rotate with the input's size: every value of every option is used.
        let configuration = configurations[bytes.count % configurations.count]
        // 3a. The summary of a skimmed file is the one of the fully tokenized file, reported or only indexed.
        for source in sources {
            let raw = Array(source.text.utf8)
            for reported in [true, false] {
                let a = Linter.analyze(path: source.path, bytes: raw, configuration: configuration, reported: reported)
                let b = Linter.analyze(path: source.path, bytes: raw, configuration: configuration, reported: reported, skimBodies: false)
                if FuzzInvariants.fingerprint(a.0) != FuzzInvariants.fingerprint(b.0) {
                    fail("a skimmed summary differs at \(source.path) (reported: \(reported))")
                }
            }
        }
        let report = Linter.lint(sources: sources, configuration: configuration)
        FuzzInvariants.checkReport(report, lineCount: lineCount)
        // 3a'. A rule that reads references only where they can break it (`ReferenceDemand`: the
        // team rules' `via: reference` check is one) finds what it finds with every reference read;
        // the imports guessed from the first lines are any bytes' (the scan's confirm them).
        _ = ReferenceDemand.leadingImports(bytes)
        if configuration.enabledRules.contains(where: { $0.asReferenceScopedRule != nil }) {
            let all = Linter.lint(sources: sources, configuration: configuration, scopedReferences: false)
            func shown(_ r: LintReport) -> [String] { r.diagnostics.map { "\($0.path):\($0.line):\($0.column) \($0.ruleID) \($0.message)" } }
            if shown(all) != shown(report) { fail("the reference demand changed the findings: \(shown(report)) against \(shown(all))") }
        }
        render(report)

        // 3b. `--fix` (unsafe fixes included) when something is fixable: the fixed files
        // tokenize soundly, and a second pass changes nothing.
        if report.diagnostics.contains(where: { $0.fixHint != nil }) {
            let input = sources.map { (path: $0.path, bytes: Array($0.text.utf8)) }
            let options = Fixer.Options(unsafe: true)
            let once = Fixer.run(input, configuration: configuration, options: options)
            if once.passes >= options.maxPasses { fail("--fix did not settle in \(options.maxPasses) passes: \(once.applied)") }
            for f in once.files {
                f.bytes.withUnsafeBufferPointer { buf in _ = FuzzInvariants.checkTokens(Lexer.tokenize(buf), buf) }
            }
            let twice = Fixer.run(once.files, configuration: configuration, options: options)
            if twice.appliedCount != 0 { fail("a second --fix applied \(twice.applied)") }
        }

        // 4. Invalid UTF-8: the raw bytes as `lint(files:)` reads them (the text above was repaired).
        let raw = Array(bytes)
        if Linter.firstInvalidUTF8(raw) != nil {
            var rawReport = LintReport()
            let (summary, problems) = Linter.analyze(path: useCasePath, bytes: raw, configuration: Configuration())
            rawReport.problems = problems
            if problems.isEmpty { fail("invalid UTF-8 was not reported as a problem") }
            rawReport = Linter.finish(summary.map { [$0] } ?? [], rawReport, Configuration())
            FuzzInvariants.checkReport(rawReport, lineCount: lineCount)
            render(rawReport)
        }

        // 5. The team rule parser on the same bytes: a document, no document (nil), or a problem
        // with a message and a line inside the text.
        switch TeamRuleParser.parse(text, path: "docs/rules/fuzz.md") {
        case .failure(let problem)?:
            if problem.message.isEmpty { fail("TeamRuleParser.parse failed without a message") }
            if let line = problem.line, line < 1 || line > lineCount + 1 { fail("TeamRuleParser problem at line \(line) of \(lineCount): \(problem.message)") }
        case .success(let rule)?:
            if rule.id.isEmpty { fail("a team rule without an id parsed") }
        case nil: break
        }
        // 5b. Whole documents as `rule_documents` reads them (`parseAll` on the raw bytes): every
        // outcome is rules or a problem at a line of the document, and the same document with a
        // byte-order mark, with CRLF line ends, or as the body of an agent skill's ```archlint
        // block (its own front matter, prose around it) reads the same.
        FuzzPipeline.checkDocuments(raw)

        // 6. The configuration parser on the same bytes.
        switch Configuration.parse(text, path: ".archlint.yml", baseDirectory: "Fuzz") {
        case .success(let config):
            // A configuration that parsed must be usable.
            _ = config.enabledRules
            _ = config.isExcluded(useCasePath)
        case .failure(let problem):
            if problem.message.isEmpty { fail("Configuration.parse failed without a message") }
        }

        // 7. The manifest reader on the same bytes, as a SwiftPM and as a Tuist manifest: every
        // warning and target at a line of the text, and the module graph of both answers.
        var manifests: [PackageManifest] = []
        for path in ["Package.swift", "Packages/Fuzz/Package.swift", "App/Project.swift"] {
            guard let m = PackageManifest.read(path: path, bytes: raw) else { continue }
            for w in m.warnings where w.message.isEmpty || (w.line ?? 1) < 1 || (w.line ?? 1) > lineCount + 1 {
                fail("manifest warning at line \(w.line ?? 0) of \(lineCount): \(w.message)")
            }
            // A target's name is what its literal says, `""` included (SwiftPM rejects that when it
            // builds; a static reader reads it as written): only its position is checked.
            for t in m.targets where t.line < 1 || t.line > lineCount + 1 || t.column < 1 { fail("manifest target '\(t.name)' at line \(t.line):\(t.column)") }
            manifests.append(m)
        }
        let graph = ModuleGraph(manifests: manifests)
        for m in graph.modules { _ = graph.module(containing: m.directory + "/File.swift") }
        // 7b. Folders joined on bytes (ASCII) as by characters: the text's first lines as folders.
        let lines = text.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
        if lines.count >= 2, lines[0].utf8.allSatisfy({ $0 < 0x80 }), lines[1].utf8.allSatisfy({ $0 < 0x80 }),
           PackageManifest.joinASCII(lines[0], lines[1]) != PackageManifest.joinStrings(lines[0], lines[1]) {
            fail("join(\(lines[0]), \(lines[1])) differs on bytes and by characters")
        }
    }

    nonisolated(unsafe) static var renderedEmptyReport = false

    /// Every reporter renders the report. A report without diagnostics or problems renders
    /// the same text whatever the input (only `filesChecked`, always 3, appears in it): it
    /// is rendered once per process, which keeps the sanitized target fast.
    static func render(_ report: LintReport) {
        if report.diagnostics.isEmpty && report.problems.isEmpty {
            if renderedEmptyReport { return }
            renderedEmptyReport = true
        }
        for reporter in Reporters.all {
            let output = reporter.render(report)
            if output.isEmpty && !report.diagnostics.isEmpty && reporter.name != "github" {
                fail("\(reporter.name) rendered nothing for \(report.diagnostics.count) diagnostics")
            }
            if reporter.name == "xcode" { FuzzInvariants.checkXcode(output, report) }
        }
    }
}

extension FuzzPipeline {
    /// What `parseAll` made of a document, to compare variants of it: the rules' ids, lines,
    /// examples and checks, or the problem's line and message.
    enum DocumentOutcome: Equatable {
        case rules([String])
        case problem(Int?, String)
    }

    static func outcome(_ bytes: [UInt8], lineCount: Int, lineOffset: Int = 0, label: String) -> DocumentOutcome {
        switch TeamRuleParser.parseAll(bytes: bytes, path: "docs/fuzz.md") {
        case .failure(let p):
            if p.message.isEmpty { fail("parseAll (\(label)) failed without a message") }
            guard let line = p.line else { fail("parseAll (\(label)) failed without a line: \(p.message)") }
            if line < 1 || line > lineCount + 1 { fail("parseAll (\(label)) problem at line \(line) of \(lineCount): \(p.message)") }
            return .problem(line - lineOffset, p.message)
        case .success(let rules):
            var ids = Set<String>()
            return .rules(rules.map { r in
                if r.id.isEmpty { fail("parseAll (\(label)) gave a rule without an id") }
                if !ids.insert(r.id).inserted { fail("parseAll (\(label)) gave two rules with id \(r.id)") }
                if r.line < 1 || r.line > lineCount + 1 { fail("parseAll (\(label)): rule \(r.id) at line \(r.line) of \(lineCount)") }
                _ = r.text
                _ = r.needs
                return "\(r.id)@\(r.line - lineOffset) \(r.descriptor.defaultSeverity) \(r.descriptor.title) \(r.examples.count) \(r.check.kind)"
            })
        }
    }

    /// The team rule cache: a document's rules written and read back are the rules it compiles
    /// to; the input read as a cache file, or as a rule's bytes, is a miss or rules, never a trap.
    static func checkCache(_ raw: [UInt8]) {
        if case .success(let rules) = TeamRuleParser.parseAll(bytes: raw, path: "docs/fuzz.md", base: "/b") {
            let doc = TeamRuleCache.Document(display: "docs/fuzz.md", bytes: raw)
            if let data = TeamRuleCache.encode(base: "/b", documents: [(doc, rules)]) {
                guard var snapshot = TeamRuleCache.snapshot(data, base: "/b") else { fail("a cache just written does not read") }
                guard let back = snapshot.rules(doc) else { fail("a document's rules just cached do not read back") }
                if back != rules || back.map(\.needs) != rules.map(\.needs) || back.map(\.text) != rules.map(\.text)
                    || back.map(\.examples.count) != rules.map(\.examples.count) {
                    fail("the cache read back other rules than the document compiles to")
                }
            }
        }
        if var snapshot = TeamRuleCache.snapshot(raw, base: "/b") {
            _ = snapshot.rules(TeamRuleCache.Document(display: "docs/fuzz.md", bytes: raw))
        }
        raw.withUnsafeBytes { d in
            var r = CacheReader(d)
            r.owner = raw
            let text = RuleDocumentModel.Text(raw)
            if let rules = try? r.array({ try $0.rule(text) }) {
                for rule in rules { _ = rule.examples; _ = rule.check.lines.entries; _ = rule.check.select.source }
            }
        }
    }

    /// Lines as `RuleDocumentModel` counts them (LF, CRLF or a lone CR end one).
    static func documentLines(_ b: [UInt8]) -> Int {
        var n = 1
        var k = 0
        while k < b.count {
            if b[k] == 10 { n += 1 } else if b[k] == 13 { n += 1; if k + 1 < b.count && b[k + 1] == 10 { k += 1 } }
            k += 1
        }
        return n
    }

    static func checkDocuments(_ raw: [UInt8]) {
        let lines = documentLines(raw)
        let plain = outcome(raw, lineCount: lines, label: "document")
        checkCache(raw)
        // A byte-order mark changes nothing (unless the input starts with one already).
        if !(raw.count >= 3 && raw[0] == 0xEF && raw[1] == 0xBB && raw[2] == 0xBF) {
            let bom = outcome([0xEF, 0xBB, 0xBF] + raw, lineCount: lines, label: "with a BOM")
            if bom != plain { fail("a byte-order mark changed the document: \(plain) / \(bom)") }
        }
        // CRLF line ends change nothing: every LF not already after a CR gets one. Only for
        // documents without a lone CR or a NUL (a lone CR before an LF would become CRLF).
        if !raw.contains(0) && !raw.indices.contains(where: { raw[$0] == 13 && ($0 + 1 == raw.count || raw[$0 + 1] != 10) }) {
            var crlf: [UInt8] = []
            crlf.reserveCapacity(raw.count + raw.count / 8)
            for (k, c) in raw.enumerated() {
                if c == 10 && (k == 0 || raw[k - 1] != 13) { crlf.append(13) }
                crlf.append(c)
            }
            let o = outcome(crlf, lineCount: lines, label: "with CRLF")
            if o != plain { fail("CRLF line ends changed the document: \(plain) / \(o)") }
        }
        // The input as an ```archlint block of a skill: whatever it says, the result is rules or a
        // problem inside the wrapped document.
        let head = Array("---\nname: fuzz-skill\ndescription: \"a skill: [its own] {front: matter}\"\n---\n\n# A skill\n\nProse before the rule.\n\n```archlint\n".utf8)
        let tail = Array("\n```\n\n**Incorrect:**\n\n```swift path=Features/A/Sources/Domain/UseCases/A.swift\nstruct A {}\n```\n".utf8)
        let wrapped = head + raw + tail
        _ = outcome(wrapped, lineCount: documentLines(wrapped), label: "in a block")
    }
}

@inline(never)
func fail(_ message: String) -> Never {
    fatalError("archlint-fuzz invariant violated: " + message)
}

// MARK: - Invariants

enum FuzzInvariants {
    /// See Tests/ArchLintKitTests/SkimTests.swift (`checkTokens`).
    static func checkSkimmedTokens(_ full: [Token], _ syntax: FileSyntax, _ bytes: UnsafeBufferPointer<UInt8>) {
        let r = Lexer.tokenizeIndexed(bytes, skimBodies: true)
        let skim = r.tokens
        // Bodies written and read for their names, then left out: what muting them gives.
        let named = Lexer.tokenizeIndexed(bytes, skimBodies: true, bodyNames: true)
        if named.names != nil && (named.tokens != r.tokens || named.comments != r.comments || named.code != r.code
                                   || named.matchEnd != r.matchEnd || named.skimmed != r.skimmed || named.hasEscaped != r.hasEscaped) {
            fail("bodies read for their names leave other tokens than muted ones")
        }
        // A skim the scanner does not confirm is thrown away (the linter tokenizes in full again).
        let scanned = DeclarationScanner.scan(skim, bytes, attributes: true, code: r.code, matchEnd: r.matchEnd, skimmed: r.skimmed)
        guard scanned.confirmed else { return }
        // Confirmed: the scan in full detail is full tokenization's, declaration by declaration.
        if fullDetail(scanned.syntax) != fullDetail(DeclarationScanner.scan(full, bytes, attributes: true)) {
            fail("a confirmed skim scans differently from full tokenization")
        }
        var skipped = [Bool](repeating: false, count: full.count)
        for d in syntax.declarations where !d.kind.hasMembers {
            guard let b = d.body else { continue }
            for t in b where t < full.count { skipped[t] = true }
        }
        var k = 0
        for t in full.indices {
            if k < skim.count && skim[k] == full[t] { k += 1; continue }
            if full[t].kind == .comment || !skipped[t] { fail("skimming lost token \(t) at \(full[t].line):\(full[t].column) outside a skipped body") }
        }
        if k != skim.count { fail("skimming made \(skim.count - k) tokens full tokenization does not") }
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

    /// Every field of a summary the rules read (token indices aside: a skimmed file has fewer).
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
        text += "\(s.syntax.imports) \(s.syntax.importPositions.map { "\($0.line):\($0.column)" }) "
        text += "\(s.references.map { "\($0.name)@\($0.line):\($0.column)/\($0.owner)" }) "
        text += "\(s.identifierUses.map { "\($0.name)@\($0.line):\($0.column)/\($0.owner)" }) "
        text += "\(s.suppressions.directives.map { "\($0.line):\($0.reason ?? "")" }) \(s.suppressions.regions.count) "
        text += "\(s.codeTokens.count) \(s.bodyRanges.count) \(s.outline.entries())"
        return text
    }

    @inline(__always) static func isGapByte(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C
    }

    /// Tokens are in order, non-empty, non-overlapping and within bounds; only
    /// whitespace (and UTF-8 BOMs) lies between them; every token's line and
    /// column agree with its byte offset (lines end at LF, CRLF or a lone CR).
    /// Returns the file's line count.
    static func checkTokens(_ tokens: [Token], _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let n = bytes.count
        var line = 1
        var lineStart = 0
        var pos = 0          // every byte before `pos` has been accounted for
        var prevCR = false   // the byte at pos-1 was a CR (a following LF ends no extra line)

        /// Advances over `[pos, to)`, counting line breaks.
        func advance(to end: Int) {
            while pos < end {
                let b = bytes[pos]
                if b == 0x0A {
                    if !prevCR { line += 1 }
                    lineStart = pos + 1
                    prevCR = false
                } else if b == 0x0D {
                    line += 1
                    lineStart = pos + 1
                    prevCR = true
                } else {
                    prevCR = false
                }
                pos += 1
            }
        }

        for (k, t) in tokens.enumerated() {
            let s = Int(t.start), e = Int(t.end)
            if s >= e { fail("token \(k) is empty or reversed: [\(s), \(e)) kind \(t.kind.name)") }
            if e > n { fail("token \(k) ends at \(e), past the end of the input (\(n) bytes)") }
            if s < pos { fail("token \(k) [\(s), \(e)) overlaps or precedes the previous token (which ended at \(pos))") }
            // The gap: whitespace and BOMs only.
            var g = pos
            while g < s {
                let b = bytes[g]
                if isGapByte(b) {
                    g += 1
                } else if b == 0xEF && g + 2 < s && bytes[g + 1] == 0xBB && bytes[g + 2] == 0xBF {
                    g += 3
                } else {
                    fail("byte \(b) at offset \(g) is in no token and is not whitespace (before token \(k) at \(s))")
                }
            }
            advance(to: s)
            let col = s - lineStart + 1
            if Int(t.line) != line || Int(t.column) != col {
                fail("token \(k) [\(s), \(e)) \(t.kind.name) says \(t.line):\(t.column), offset says \(line):\(col)")
            }
            advance(to: e)
        }
        var g = pos
        while g < n {
            let b = bytes[g]
            if isGapByte(b) {
                g += 1
            } else if b == 0xEF && g + 2 < n && bytes[g + 1] == 0xBB && bytes[g + 2] == 0xBF {
                g += 3
            } else {
                fail("byte \(b) at offset \(g) after the last token is not whitespace")
            }
        }
        advance(to: n)
        return line
    }

    static func checkSyntax(_ syntax: FileSyntax, tokens: [Token], lineCount: Int) {
        let count = tokens.count
        for (i, d) in syntax.declarations.enumerated() {
            if d.startToken < 0 || d.startToken >= count { fail("declaration \(i) starts at token \(d.startToken) of \(count)") }
            if d.endToken < d.startToken || d.endToken > count {
                fail("declaration \(i) token range \(d.startToken)..<\(d.endToken) of \(count)")
            }
            if d.nameToken < 0 || d.nameToken >= count { fail("declaration \(i) name token \(d.nameToken) of \(count)") }
            if d.line < 1 || d.line > lineCount || d.column < 1 {
                fail("declaration \(i) `\(d.name)` at \(d.line):\(d.column), file has \(lineCount) lines")
            }
            if let p = d.parent {
                if p < 0 || p >= i { fail("declaration \(i) has parent \(p)") }
                if !syntax.declarations[p].kind.hasMembers { fail("declaration \(i) has parent \(p) of kind \(syntax.declarations[p].kind)") }
            }
            for r in [d.body, d.initializer].compactMap({ $0 }) where r.lowerBound < 0 || r.upperBound > count {
                fail("declaration \(i) range \(r) outside 0..<\(count)")
            }
            if d.throwsClause.isThrowing, let tt = d.throwsToken, tt < 0 || tt >= count {
                fail("declaration \(i) throws token \(tt) of \(count)")
            }
        }
        for k in syntax.identifierTokens where k < 0 || k >= count || tokens[k].kind != .identifier {
            fail("identifier token index \(k) is not an identifier token")
        }
    }

    static func checkReport(_ report: LintReport, lineCount lines: Int) {
        var previous: Diagnostic?
        for d in report.diagnostics {
            if d.line < 1 || d.line > lines || d.column < 1 {
                fail("diagnostic \(d.ruleID) at \(d.line):\(d.column), file has \(lines) lines")
            }
            if d.message.isEmpty { fail("diagnostic \(d.ruleID) without a message") }
            if let p = previous, d < p { fail("diagnostics not sorted") }
            previous = d
        }
        for p in report.problems {
            if let l = p.line, l < 1 || l > lines { fail("problem at line \(l): \(p.message)") }
        }
    }

    /// One output line per diagnostic: a message must never contain a line break.
    static func checkXcode(_ output: String, _ report: LintReport) {
        var breaks = 0
        for b in output.utf8 where b == 10 || b == 13 { breaks += 1 }
        if breaks != report.diagnostics.count {
            fail("xcode reporter printed \(breaks) line breaks for \(report.diagnostics.count) diagnostics")
        }
    }
}

// MARK: - Timing

enum FuzzClock {
    nonisolated(unsafe) static var slowestNanoseconds: UInt64 = 0
    nonisolated(unsafe) static var slowestSize = 0
    nonisolated(unsafe) static var slowCount = 0
    nonisolated(unsafe) static var runs: UInt64 = 0
    nonisolated(unsafe) static var registered = false

    static let reportMilliseconds: UInt64 = environmentNumber("ARCHLINT_FUZZ_SLOW_MS") ?? 100
    static let failMilliseconds: UInt64? = environmentNumber("ARCHLINT_FUZZ_FAIL_MS")
    static let slowDirectory: String? = getenv("ARCHLINT_FUZZ_SLOW_DIR").map { String(cString: $0) }

    static func environmentNumber(_ name: String) -> UInt64? {
        guard let v = getenv(name) else { return nil }
        return UInt64(String(cString: v))
    }

    static func nowNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    static func record(_ bytes: UnsafeBufferPointer<UInt8>, nanoseconds: UInt64) {
        if !registered {
            registered = true
            atexit { FuzzClock.printSummary() }
        }
        runs += 1
        let ms = nanoseconds / 1_000_000
        if nanoseconds > slowestNanoseconds {
            slowestNanoseconds = nanoseconds
            slowestSize = bytes.count
        }
        guard ms >= reportMilliseconds else { return }
        slowCount += 1
        writeLine("archlint-fuzz: slow input: \(ms) ms, \(bytes.count) bytes")
        if let dir = slowDirectory, let base = bytes.baseAddress {
            let path = "\(dir)/slow-\(ms)ms-\(slowCount)"
            if let f = fopen(path, "wb") {
                fwrite(base, 1, bytes.count, f)
                fclose(f)
            }
        }
        if let limit = failMilliseconds, ms >= limit {
            fail("input of \(bytes.count) bytes took \(ms) ms (limit \(limit) ms)")
        }
    }

    static func printSummary() {
        let us = slowestNanoseconds / 1000
        writeLine("archlint-fuzz: \(runs) inputs; slowest \(us / 1000).\(String(us % 1000 + 1000).dropFirst()) ms (\(slowestSize) bytes); \(slowCount) at or above \(reportMilliseconds) ms")
    }

    static func writeLine(_ s: String) {
        let line = s + "\n"
        var bytes = Array(line.utf8)
        _ = bytes.withUnsafeMutableBytes { fwrite($0.baseAddress, 1, $0.count, stderr) }
    }
}
