#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// A diagnostic as reported: a rule's finding with its file, severity and id.
public struct Diagnostic: Sendable, Equatable, Comparable {
    public var path: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var ruleID: String
    public var message: String
    /// Its semantic identity: rule, path, enclosing declaration, occurrence (see `BaselineEntry`).
    public var baselineEntry: BaselineEntry?
    /// `baselineEntry` as one string (JSON `baselineKey`, SARIF `partialFingerprints`).
    public var key: String { baselineEntry?.key ?? "" }
    /// The reason of the waiver that suppressed it; nil when it is not suppressed.
    public var suppressionReason: String?
    /// The finding's fix hint (`Finding.fixHint`): not reported, read by `--fix`.
    public var fixHint: String?

    /// The finding's dependency (`Finding.dependency`): not reported, drawn by `archlint graph`.
    public var dependency: Dependency?

    /// Waived by the rule's own exception (`Finding.waiver`): the line of that exception in the
    /// rule's document (a team rule's `except:` entry).
    public var exceptionLine: Int?

    public var isSuppressed: Bool { suppressionReason != nil }

    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

extension Diagnostic {
    /// Through the memberwise initializer (in an extension, so that it stays): an initializer that
    /// set the fields one by one made the diagnostic twice, and each one made and appended to an
    /// array was copied and destroyed again (about 350 instructions a diagnostic).
    public init(path: String, line: Int, column: Int, severity: Severity, ruleID: String, message: String, fixHint: String? = nil,
                dependency: Dependency? = nil) {
        self.init(path: path, line: line, column: column, severity: severity, ruleID: ruleID, message: message, baselineEntry: nil,
                  suppressionReason: nil, fixHint: fixHint, dependency: dependency, exceptionLine: nil)
    }
}

/// The outcome of a run.
public struct LintReport: Sendable {
    /// The findings reported: neither waived inline nor in the baseline.
    public var diagnostics: [Diagnostic] = []
    /// Findings waived by a suppression comment with a reason (`suppressionReason`).
    public var suppressed: [Diagnostic] = []
    /// Findings hidden because the baseline lists them.
    public var baselined: [Diagnostic] = []
    /// Inputs that could not be (fully) checked: unreadable files, invalid
    /// UTF-8, bad suppression comments. Any of these makes the exit status 2.
    public var problems: [InputProblem] = []
    public var filesChecked = 0
    /// What archlint could read only in part and worked around (a manifest's computed targets):
    /// printed as warnings; the run still checked every file.
    public var warnings: [InputProblem] = []
    /// What a rule's selectors matched nothing of on a whole-project run (`CoverageRule`): printed
    /// as warnings at the rule's document; `--strict` fails on them.
    public var ruleWarnings: [InputProblem] = []
    /// The files checked, per layer the layout placed them in (`.other`: in none).
    public var filesPerLayer: [Layer: Int] = [:]
    /// Which baseline entries the run judged (with a baseline, or when it writes one).
    public var baselineScope: BaselineScope?
    /// The project index the rules saw, when the selection asked to keep it (`keepsIndex`).
    public var index: ProjectIndex?

    public init() {}

    public var errorCount: Int { count(of: .error) }
    public var warningCount: Int { count(of: .warning) }

    /// Counted in place: a filtered copy retained every diagnostic's strings (13 M instructions for
    /// the 17 K findings of a run on the 1M-line corpus).
    func count(of severity: Severity) -> Int {
        var n = 0
        for i in diagnostics.indices where diagnostics[i].severity == severity { n += 1 }
        return n
    }
    public var filesWithViolations: Int { Set(diagnostics.map(\.path)).count }

    /// `58 Domain, 40 Data, 38 Presentation, 141 Tests` (with `, 3 in no layer` for files in no
    /// layer), or `none in a layer`; empty when no file was checked.
    public var layerBreakdown: String {
        guard filesChecked > 0 else { return "" }
        var parts: [String] = []
        for l in [Layer.domain, .data, .presentation, .tests] { if let n = filesPerLayer[l], n > 0 { parts.append("\(n) \(l.rawValue)") } }
        if parts.isEmpty { return "none in a layer" }
        if let n = filesPerLayer[.other], n > 0 { parts.append("\(n) in no layer") }
        return parts.joined(separator: ", ")
    }
}

/// The pipeline: bytes → tokens → declarations + file context → rules →
/// suppressions → diagnostics. Files are analysed in parallel (they are
/// independent until the project index); the rules run on per-file summaries;
/// results are sorted, so output never depends on scheduling.
public enum Linter {
    /// One file's analysis: the summary the rules work on, and what could not be read.
    /// `needs` is the union of the enabled rules' needs (`RuleNeeds.of`).
    /// `reported: false` (a file only indexed, outside `--staged`/`--since`/`--stdin-path`):
    /// no waivers and no outline, which serve only the findings of reported files.
    /// `deferOutline`: the outline is built after the rules, only if the file has findings.
    /// `skimBodies`: nil lets the file's plan decide (function bodies are skimmed when it reads
    /// nothing in them); false tokenizes everything (tests compare the two).
    public static func analyze(path: String, bytes: [UInt8], configuration: Configuration, needs: RuleNeeds? = nil,
                               reported: Bool = true, deferOutline: Bool = false,
                               placer: UnsafeMutablePointer<FileContext.Placer>? = nil, skimBodies: Bool? = nil) -> (FileSummary?, [InputProblem]) {
        bytes.withUnsafeBufferPointer {
            analyze(path: path, buffer: $0, configuration: configuration, needs: needs, reported: reported,
                    deferOutline: deferOutline, placer: placer, skimBodies: skimBodies)
        }
    }

    /// `analyze` over bytes held elsewhere (a worker's `ReadBuffer`): nothing in the summary
    /// points into them.
    public static func analyze(path: String, buffer bytes: UnsafeBufferPointer<UInt8>, configuration: Configuration, needs: RuleNeeds? = nil,
                               reported: Bool = true, deferOutline: Bool = false,
                               placer: UnsafeMutablePointer<FileContext.Placer>? = nil, skimBodies: Bool? = nil) -> (FileSummary?, [InputProblem]) {
        analyze(path: path, buffer: bytes, configuration: configuration, needs: needs, reported: reported, deferOutline: deferOutline,
                placer: placer, skimBodies: skimBodies, demand: nil, placed: nil)
    }

    /// `demand`: the run's scoped rules (`ReferenceDemand`), whose references the file gathers only
    /// where they can break one. `withReferences`: gather them whatever the demand says (the file's
    /// imports said they are needed after a first analysis without them).
    static func analyze(path: String, buffer bytes: UnsafeBufferPointer<UInt8>, configuration: Configuration, needs: RuleNeeds?,
                        reported: Bool, deferOutline: Bool, placer: UnsafeMutablePointer<FileContext.Placer>?, skimBodies: Bool?,
                        demand: ReferenceDemand?, placed: Int?, withReferences: Bool = false, runNames: RunNames? = nil) -> (FileSummary?, [InputProblem]) {
        var problems: [InputProblem] = []
        if let nul = firstNUL(bytes) {
            let line = lineNumber(bytes, at: nul)
            return (nil, [InputProblem(path: path, line: line, message: "contains a NUL byte: a binary file, not Swift source; not checked")])
        }
        if let bad = firstInvalidUTF8(bytes) {
            problems.append(InputProblem(path: path, line: lineNumber(bytes, at: bad),
                                         message: "invalid UTF-8 byte sequence; the rest of the file is checked, but this line may be misread"))
        }
        // `placed`: the file's index among the files `demand` placed.
        let context = placed.map { demand!.contexts[$0] } ?? placer?.pointee.context(for: path, layout: configuration.layout)
            ?? FileContext(path: path, layout: configuration.layout)
        var plan = (needs ?? RuleNeeds.of(configuration.enabledRules)).plan(for: context)
        // Its references are read only for scoped rules (`ReferenceDemand`): left out unless the
        // modules it imports (guessed from its first lines, confirmed by the scan) hold a place
        // such a rule judges a break.
        var scopedOnly = false
        var guessed = ReferenceDemand.Modules()
        if let demand, reported, plan.typeReferences, !withReferences {
            // The plan without the scoped rules made only when it is taken (most files that read
            // references for them need them).
            if !demand.without.typeReferences.matches(context) {
                scopedOnly = true
                guessed = demand.leadingModules(bytes)
                if !demand.needed(file: placed, context, modules: guessed) {
                    // The declarations a reference can be owned by are kept all the same: what the
                    // summary keeps (what a coverage warning counts) is the same with references or without.
                    let owners = plan.referenceOwners
                    plan = demand.without.plan(for: context)
                    plan.referenceOwners = owners
                }
            }
        }
        if !reported {
            // A file only indexed is never checked itself: the rules read other files'
            // declarations (the project index), never their uses, bodies or attributes.
            plan.typeReferences = false
            plan.identifierUses = []
            plan.bodyTokens = false
            plan.attributes = false
            // The owners of the file's references: none are read.
            // (Its types, `typeDeclarations`, are what other files' references resolve to: kept.)
            plan.referenceOwners = false
        }
        // Set when the file's references turn out to be needed after a first analysis without them.
        var again = false
        let summary: FileSummary = { (buf: UnsafeBufferPointer<UInt8>) in
            let wantsIdentifiers = plan.typeReferences || !plan.identifierUses.isEmpty
            // Type references alone are read from skimmed bodies too (`BodyNames`): only the
            // capitalised names there, never their tokens.
            let namesFromSkim = plan.typeReferences && plan.identifierUses.isEmpty
            let skim = (skimBodies ?? true) && (!wantsIdentifiers || namesFromSkim) && !plan.bodyTokens
            var (tokens, comments, code, matchEnd, hasEscaped, skimmed, bodyNames) = Lexer.tokenizeIndexed(buf, skimBodies: skim, bodyNames: skim && namesFromSkim)
            var syntax = FileSyntax()
            while true {
                let scanned = DeclarationScanner.scan(tokens, buf, full: plan.memberDetail, propertyDetail: plan.propertyDetail,
                                                      identifiers: wantsIdentifiers, attributes: plan.attributes, code: code, matchEnd: matchEnd,
                                                      // No outline is built from this scan: what compaction drops need not be parsed
                                                      // (a function it drops encloses no declaration: the scan skips its body).
                                                      dropsUnkept: !reported || deferOutline, inSources: context.inSources,
                                                      skimmed: skimmed, genericClauses: plan.referenceOwners,
                                                      // Type references alone: only capitalised identifiers are read.
                                                      capitalisedIdentifiers: plan.identifierUses.isEmpty)
                syntax = scanned.syntax
                if scanned.confirmed && !Linter.unsure(bodyNames, buf, syntax.imports) { break }
                // The lexer skimmed a body the scanner does not skip as a function's (broken code):
                // the scan read tokens full tokenization would not give it. Tokenized again in full.
                (tokens, comments, code, matchEnd, hasEscaped, skimmed, bodyNames) = Lexer.tokenizeIndexed(buf)
            }
            if scopedOnly && !plan.typeReferences {
                // The guess left them out: the scan's imports (and the file's context, when it
                // describes a project) say whether they were needed after all.
                // Compared by number: only the project's modules change the answer.
                let modules = demand!.modules(named: syntax.imports.map(ProjectIndex.importedModule))
                let actual = context.given(imports: syntax.imports)
                if actual != context {
                    again = demand!.needed(file: nil, actual, modules: modules)
                } else if modules != guessed {
                    again = demand!.needed(file: placed, context, modules: modules)
                }
                if again { return FileSummary(context: context, syntax: FileSyntax()) }
            }
            let identifierTokens = syntax.identifierTokens
            syntax.identifierTokens = []
            // What is read of every declaration after compaction, gathered before it: the
            // compaction then moves the kept declarations instead of copying them.
            // (With bodies skimmed, the outline is the same: every skimmed body was closed, and every
            // declaration ends at a token kept.)
            let outline = !reported ? DeclarationOutline() : deferOutline ? .deferred(byteCount: bytes.count) : DeclarationOutline(syntax, tokens)
            let extents = wantsIdentifiers ? Linter.extents(of: syntax.declarations) : []
            let bodies: [Range<Int>?] = plan.bodyTokens ? syntax.declarations.indices.map { syntax.declarations[$0].details?.body } : []
            // The types declared in bodies, closures and accessors (`BodyNames.LocalTypeScopes`): a
            // type-introducing keyword before a capitalised name that no declaration of the scan has
            // (they are in the order of their names). Rare: most files have none.
            var localDeclarations: [Int] = []
            if plan.typeReferences, let base = buf.baseAddress {
                let decls = syntax.declarations
                var di = 0
                for k in identifierTokens where k >= 1 && tokens[k - 1].kind == .keyword && tokens[k - 1].keyword.introducesType {
                    let f = base[Int(tokens[k].start)]
                    guard f >= UInt8(ascii: "A") && f <= UInt8(ascii: "Z") else { continue }
                    while di < decls.count && decls[di].nameToken < k { di += 1 }
                    if !(di < decls.count && decls[di].nameToken == k) { localDeclarations.append(k) }
                }
            }
            let (compact, map) = syntax.takeCompacted(plan, inSources: context.inSources, isTest: context.isTest, unescape: hasEscaped)
            var summary = FileSummary(context: context.given(imports: compact.imports),
                                      syntax: compact)
            if wantsIdentifiers, let base = buf.baseAddress {
                // Type references are the capitalised identifiers; when nothing else is wanted, the
                // scan gathered only those (and only their owners are looked up).
                let capitalised = identifierTokens
                // The capitalised identifiers' owners, then the body names' (one array).
                let names = plan.typeReferences ? bodyNames?.names ?? [] : []
                let owners = [Int32](unsafeUninitializedCapacity: capitalised.count + names.count) { out, made in
                    capitalised.withUnsafeBufferPointer { ids in
                        Linter.owners(ids.count, { ids[$0] }, extents: extents, map: map, into: out.baseAddress)
                    }
                    names.withUnsafeBufferPointer { b in
                        Linter.owners(b.count, { Int(b[$0].opener) }, extents: extents, map: map, into: out.baseAddress.map { $0 + capitalised.count })
                    }
                    made = capitalised.count + names.count
                }
                if plan.typeReferences {
                    // The imported modules as bytes, made when a qualifier is first compared with them.
                    var modulesMade: [[UInt8]]?
                    let imports = syntax.imports
                    func modules() -> [[UInt8]] {
                        if let m = modulesMade { return m }
                        let m = Linter.importedModules(imports)
                        modulesMade = m
                        return m
                    }
                    // Hashed names, each made once, for a rule that probes with them (`plan.referenceHashes`).
                    let hashes = plan.referenceHashes
                    var interned = NameInterner(expected: hashes ? (capitalised.count + names.count) / 4 + 1 : 0, base: base, run: runNames)
                    var nameIndices: [Int32] = []
                    if hashes { nameIndices.reserveCapacity(capitalised.count + names.count) }
                    let nameOwners = capitalised.count
                    var refs: [TypeReference] = []
                    refs.reserveCapacity(capitalised.count + names.count)
                    var ni = 0
                    /// The names of the skimmed bodies before token `k` (every one, at the end), in
                    /// source order among the other references.
                    /// A reference's name from its bytes: with its hash recorded and made once per file
                    /// for a rule that probes with it, else made as it is.
                    func referenceName(_ start: UInt32, _ end: UInt32) -> String {
                        let bytes = UnsafeBufferPointer(start: base + Int(start), count: Int(end &- start))
                        guard hashes else { return String(decoding: bytes, as: UTF8.self) }
                        let (name, index) = interned.name(start, end)
                        nameIndices.append(index)
                        return name
                    }
                    func bodyReferences(before k: Int) {
                        while ni < names.count && Int(names[ni].opener) < k {
                            let b = names[ni], owner = owners[nameOwners + ni]
                            ni += 1
                            if b.flags & BodyNames.afterIdentifierDot != 0 && !Linter.namesImport(b.qualifierStart, b.qualifierEnd, base, modules()) { continue }
                            // (A type declared in a body, and its uses in the block that declares it, are no
                            // names here: `BodyNames.Reader.removeLocalTypes`.)
                            refs.append(TypeReference(name: referenceName(b.start, b.end), line: Int(b.line), column: Int(b.column), owner: owner,
                                                      usage: b.flags & BodyNames.qualifies != 0 ? .qualifier : .plain, call: b.flags & BodyNames.called != 0))
                        }
                    }
                    // A use of a type declared in a body, closure or accessor, in its block, is one of it.
                    var localTypes: BodyNames.LocalTypeScopes?
                    if !localDeclarations.isEmpty {
                        var scopes = BodyNames.LocalTypeScopes(base: base)
                        tokens.withUnsafeBufferPointer { scopes.add(localDeclarations, in: 0..<tokens.count, $0.baseAddress!) }
                        if !scopes.isEmpty { localTypes = scopes }
                    }
                    for (n, k) in capitalised.enumerated() {
                        if ni < names.count { bodyReferences(before: k) }
                        let t = tokens[k]
                        let f = base[Int(t.start)]
                        guard f >= UInt8(ascii: "A") && f <= UInt8(ascii: "Z") else { continue }
                        if k >= 1 {
                            let before = tokens[k - 1]
                            // (A name after `identifier.` is another's: a module's type, or a nested one.)
                            if let localTypes, !(k >= 2 && before.kind == .punctuation && before.length == 1 && base[Int(before.start)] == UInt8(ascii: ".")
                                                 && tokens[k - 2].kind == .identifier), localTypes.contains(t.start, t.end) { continue }
                            // `Models.Response`: a nested type, never the top-level `Response`, unless what
                            // qualifies it is an imported module (`Foundation.URL`).
                            if k >= 2, before.kind == .punctuation, before.length == 1, base[Int(before.start)] == UInt8(ascii: "."),
                               tokens[k - 2].kind == .identifier, !Linter.namesImport(tokens[k - 2].start, tokens[k - 2].end, base, modules()) { continue }
                            // A nested type's own name where it is declared (`enum Models { struct Response }`)
                            // is no use of a top-level type of that name. (A top-level declaration's name is
                            // kept: a DTO declared in the Domain layer is `no-dto-in-domain`'s finding.)
                            // The owner is the type declared (its name is this token), a member around it, or a type
                            // or extension around it (whatever members of it the plan keeps): nested all but the first,
                            // unless that type is itself in another.
                            if before.kind == .keyword, before.keyword.introducesType, owners[n] >= 0,
                               compact.declarations[Int(owners[n])].parent != nil
                                || (compact.declarations[Int(owners[n])].kind.hasMembers && compact.declarations[Int(owners[n])].nameToken != k) { continue }
                        }
                        let name = referenceName(t.start, t.end)
                        // `Outer.Nested`: the reference to `Outer` only qualifies the nested type.
                        var usage = IdentifierUsage.plain
                        if k + 2 < tokens.count, tokens[k + 1].kind == .punctuation, tokens[k + 1].length == 1,
                           base[Int(tokens[k + 1].start)] == UInt8(ascii: "."), tokens[k + 2].kind == .identifier {
                            let c = base[Int(tokens[k + 2].start)]
                            if c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z") { usage = .qualifier }
                        }
                        refs.append(TypeReference(name: name, line: Int(t.line), column: Int(t.column),
                                                  owner: owners[n], usage: usage, call: Linter.isCalled(k, tokens, base)))
                    }
                    bodyReferences(before: Int.max)
                    summary.references = refs
                    if hashes { summary.referenceNames = ReferenceNames(of: nameIndices, names: interned.names, hashes: interned.hashes) }
                }
                if !plan.identifierUses.isEmpty {
                    // A name, or `Type.member` (the type's name followed by `.member`).
                    let wanted = plan.identifierUses.map { key -> (name: [UInt8], member: [UInt8]?, key: String) in
                        let parts = key.split(separator: ".", maxSplits: 1)
                        return (Array(parts[0].utf8), parts.count == 2 ? Array(parts[1].utf8) : nil, key)
                    }
                    for (n, k) in identifierTokens.enumerated() {
                        let t = tokens[k]
                        let bytes = UnsafeBufferPointer(start: base + Int(t.start), count: t.length)
                        for w in wanted where w.name.count == t.length && w.name.elementsEqual(bytes) {
                            var called = k
                            if let member = w.member {
                                guard let m = Linter.member(after: k, tokens, base), tokens[m].length == member.count,
                                      UnsafeBufferPointer(start: base + Int(tokens[m].start), count: tokens[m].length).elementsEqual(member) else { continue }
                                called = m
                            }
                            summary.identifierUses.append(TypeReference(name: w.member == nil ? String(decoding: bytes, as: UTF8.self) : w.key,
                                                                        line: Int(t.line), column: Int(t.column), owner: owners[n],
                                                                        usage: Linter.usage(ofIdentifier: k, tokens, base),
                                                                        call: Linter.isCalled(called, tokens, base)))
                        }
                    }
                }
            }
            if plan.bodyTokens, let base = buf.baseAddress {
                summary.codeTokens.reserveCapacity(tokens.count)
                // codeIndex[k]: index in codeTokens of the first code token at or after token k.
                var codeIndex = [Int32](repeating: 0, count: tokens.count + 1)
                for (k, t) in tokens.enumerated() {
                    codeIndex[k] = Int32(summary.codeTokens.count)
                    guard t.kind != .comment else { continue }
                    summary.codeTokens.append(SourceToken(
                        kind: t.kind, text: String(decoding: UnsafeBufferPointer(start: base + Int(t.start), count: t.length), as: UTF8.self),
                        line: Int32(truncatingIfNeeded: t.line), column: Int32(truncatingIfNeeded: t.column), flags: t.flags))
                }
                codeIndex[tokens.count] = Int32(summary.codeTokens.count)
                summary.bodyRanges = [Range<Int32>](repeating: 0..<0, count: compact.declarations.count)
                for (i, body) in bodies.enumerated() where map[i] >= 0 {
                    guard let b = body, b.lowerBound <= b.upperBound, b.upperBound <= tokens.count else { continue }
                    summary.bodyRanges[Int(map[i])] = codeIndex[b.lowerBound]..<codeIndex[b.upperBound]
                }
            }
            // The outline (baseline keys) is built from every declaration, whatever the plan keeps.
            summary.outline = outline
            let (sup, supProblems) = reported ? Suppressions.parse(tokens, buf, path: path, knownRules: configuration.knownRuleIDs, comments: comments) : (Suppressions(), [])
            problems.append(contentsOf: supProblems)
            summary.suppressions = sup
            summary.isGenerated = GeneratedSource.isGenerated(path: path, tokens, buf, comments: comments)
            return summary
        }(bytes)
        if again {
            return analyze(path: path, buffer: bytes, configuration: configuration, needs: needs, reported: reported, deferOutline: deferOutline,
                           placer: placer, skimBodies: skimBodies, demand: demand, placed: placed, withReferences: true, runNames: runNames)
        }
        return (summary, problems)
    }


    /// A file's reference names, each made once: a file names the same types again and again (a
    /// `String` made from bytes is validated, and allocated past 15 bytes). Each name is found in the
    /// run's names (`RunNames`: the files a worker analyses name the same types too), and numbered
    /// in the file as first met there; `hashes` keeps each one's full hash (`DeclaredNames.hash`). A
    /// name that is no plain identifier (no full hash) is not numbered (-1).
    struct NameInterner {
        let base: UnsafePointer<UInt8>
        /// The run's names (nil: none is kept, every name is made), and this file's mark there.
        let run: RunNames?
        let table: UnsafeMutablePointer<RunNames.Table>?
        let mark: UInt32
        /// Each name's full hash (`DeclaredNames.hash`), in the order first met.
        var hashes: [UInt64] = []
        var names: [String] = []

        /// `expected`: about how many distinct names; 0: none is kept (every name is made).
        /// `run`: the worker's names (nil: the file's own).
        init(expected: Int, base: UnsafePointer<UInt8>, run: RunNames? = nil) {
            self.base = base
            guard expected > 0 else {
                self.run = nil
                table = nil
                mark = 0
                return
            }
            let r = run ?? RunNames(expected: expected)
            self.run = r
            table = r.table
            mark = r.table.pointee.nextMark()
            // Room for the names expected, reserved once (arrays grown from empty were
            // reallocated about five times each per file).
            hashes.reserveCapacity(expected)
            names.reserveCapacity(expected)
        }

        /// The length and the first and last eight bytes (fewer of a shorter name), mixed: what
        /// finds a name already met without hashing every byte of it.
        @inline(__always) static func quickHash(_ p: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
            let (w0, w1) = words(p, count)
            return quickHash(w0, w1, count)
        }

        /// A name's first and last eight bytes (of a shorter one, its bytes and 0): with its length,
        /// the whole of a name of up to sixteen bytes.
        @inline(__always) static func words(_ p: UnsafePointer<UInt8>, _ count: Int) -> (UInt64, UInt64) {
            var w0: UInt64 = 0, w1: UInt64 = 0
            if count >= 8 {
                w0 = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
                w1 = UnsafeRawPointer(p + count - 8).loadUnaligned(as: UInt64.self)
            } else if count >= 4 {
                // The first four bytes and the last four (they overlap): the same word as byte by byte.
                let lo = UInt64(UnsafeRawPointer(p).loadUnaligned(as: UInt32.self))
                let hi = UInt64(UnsafeRawPointer(p + count - 4).loadUnaligned(as: UInt32.self))
                w0 = lo | hi << UInt64(8 * (count - 4))
            } else {
                for k in 0..<count { w0 |= UInt64(p[k]) << UInt64(8 * k) }
            }
            return (w0, w1)
        }

        @inline(__always) static func quickHash(_ w0: UInt64, _ w1: UInt64, _ count: Int) -> UInt64 {
            var h = (w0 &* 0x9e37_79b9_7f4a_7c15) ^ (w1 &* 0xc2b2_ae3d_27d4_eb4f) ^ UInt64(truncatingIfNeeded: count)
            h ^= h >> 32
            h = h &* 0xff51_afd7_ed55_8ccd
            return h ^ (h >> 29)
        }

        /// The name spelled by the bytes at `start..<end`, and its index in `names` (-1: not kept).
        mutating func name(_ start: UInt32, _ end: UInt32) -> (String, Int32) {
            let count = Int(end &- start)
            let p = base + Int(start)
            guard let table else { return (String(decoding: UnsafeBufferPointer(start: p, count: count), as: UTF8.self), -1) }
            let id = table.pointee.find(p, count)
            // The entry read and marked in place (through the table's own pointer).
            let e = table.pointee.entries + id
            // Not a plain identifier: not numbered.
            guard e.pointee.plain else { return (table.pointee.names[id], -1) }
            let seen = e.pointee.mark
            if UInt32(truncatingIfNeeded: seen >> 32) == mark {
                let k = Int32(truncatingIfNeeded: seen)
                return (names[Int(k)], k)
            }
            let k = Int32(names.count)
            e.pointee.mark = UInt64(mark) << 32 | UInt64(UInt32(bitPattern: k))
            names.append(table.pointee.names[id])
            hashes.append(e.pointee.hash)
            return (names[Int(k)], k)
        }
    }

    /// The reference names a worker met in the files it analysed, each made once per run (a
    /// `String` made per file and name cost about 230 instructions): found by the quick hash of
    /// its bytes (`NameInterner.quickHash`), with its full hash (`DeclaredNames.hash`). Each
    /// name keeps the mark of the last file that met it and its index there (`NameInterner`): a
    /// file numbers its names without a table of its own. Read through a pointer (a class's
    /// arrays are checked for exclusive access at every use).
    final class RunNames: @unchecked Sendable {
        struct Table {
            /// A name: its bytes (of one past sixteen bytes: compared by them, in `bytes`), length,
            /// quick hash and first and last eight bytes; its full hash (`DeclaredNames.hash`; a name
            /// that is no plain identifier has none, and `plain` false); the last file's mark (high
            /// half) and the name's index in it (low half).
            struct Entry {
                var start: Int32
                var count: Int32
                var quick: UInt64
                var w0: UInt64
                var w1: UInt64
                var hash: UInt64
                var mark: UInt64
                var plain: Bool
            }
            /// Open-addressed slots (entry numbers, -1: empty) and the entries, in buffers of their
            /// own: a probe reads them through pointers (an array reached through the table's pointer
            /// was checked at every read, and checked unique at every mark written).
            var slots: UnsafeMutablePointer<Int32>
            var slotCount: Int
            var entries: UnsafeMutablePointer<Entry>
            var entryCount = 0
            var entryCapacity: Int
            var bytes: [UInt8] = []
            var names: [String] = []
            var lastMark: UInt32 = 0

            init(slots count: Int) {
                slotCount = count
                slots = .allocate(capacity: count)
                slots.initialize(repeating: -1, count: count)
                entryCapacity = count / 2
                entries = .allocate(capacity: entryCapacity)
            }

            /// Frees the buffers (the entries are plain values). The table lives at one address
            /// (`RunNames.table`) and is never copied: a copy would share its buffers.
            func free() {
                slots.deallocate()
                entries.deallocate()
            }

            mutating func nextMark() -> UInt32 {
                lastMark &+= 1
                if lastMark == 0 {
                    // Wrapped: every mark is forgotten.
                    for i in 0..<entryCount { entries[i].mark = 0 }
                    lastMark = 1
                }
                return lastMark
            }

            @inline(__always) func plain(_ id: Int) -> Bool { entries[id].plain }

            /// The name's number, added when first met.
            mutating func find(_ p: UnsafePointer<UInt8>, _ count: Int) -> Int {
                let (w0, w1) = NameInterner.words(p, count)
                let q = NameInterner.quickHash(w0, w1, count)
                let mask = slotCount - 1
                var i = Int(truncatingIfNeeded: q >> 24) & mask
                while true {
                    let e = slots[i]
                    if e < 0 { break }
                    let s = entries + Int(e)
                    // Up to sixteen bytes, the words and the length are the name (no `memcmp` call).
                    if s.pointee.quick == q && s.pointee.w0 == w0 && s.pointee.w1 == w1 && Int(s.pointee.count) == count
                        && (count <= 16 || bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + Int(s.pointee.start), p, count) == 0 }) { return Int(e) }
                    i = (i + 1) & mask
                }
                let buffer = UnsafeBufferPointer(start: p, count: count)
                let h = DeclaredNames.hash(buffer)
                let id = entryCount
                if (id + 1) * 2 > slotCount {
                    // Grown and filled again.
                    slots.deallocate()
                    slotCount *= 2
                    slots = .allocate(capacity: slotCount)
                    slots.initialize(repeating: -1, count: slotCount)
                    for k in 0..<entryCount { OpenSlots.place(Int32(k), entries[k].quick, in: slots, count: slotCount) }
                }
                if id == entryCapacity {
                    let grown = UnsafeMutablePointer<Entry>.allocate(capacity: 2 * entryCapacity)
                    grown.moveInitialize(from: entries, count: entryCount)
                    entries.deallocate()
                    entries = grown
                    entryCapacity *= 2
                }
                OpenSlots.place(Int32(id), q, in: slots, count: slotCount)
                let start = Int32(bytes.count)
                if count > 16 { bytes.append(contentsOf: buffer) }
                (entries + id).initialize(to: Entry(start: start, count: Int32(count), quick: q, w0: w0, w1: w1, hash: h ?? 0, mark: 0, plain: h != nil))
                entryCount += 1
                names.append(String(decoding: buffer, as: UTF8.self))
                return id
            }
        }

        let table: UnsafeMutablePointer<Table>

        /// `expected`: about how many distinct names.
        init(expected: Int = 512) {
            var cap = 16
            while cap < expected * 2 { cap <<= 1 }
            table = .allocate(capacity: 1)
            table.initialize(to: Table(slots: cap))
        }

        deinit {
            table.pointee.free()
            table.deinitialize(count: 1)
            table.deallocate()
        }
    }

    /// Whether a name the skim read cannot be judged without full tokenization: a `Type` or
    /// `Protocol` after `Module.` (a keyword or a member name; any other is a nested type's name).
    static func unsure(_ names: BodyNames?, _ buf: UnsafeBufferPointer<UInt8>, _ imports: [String]) -> Bool {
        guard let names, !imports.isEmpty, let base = buf.baseAddress else { return false }
        for n in names.names where n.flags & BodyNames.unsureUnlessNested != 0 {
            if namesImport(n.qualifierStart, n.qualifierEnd, base, imports) { return true }
        }
        return false
    }

    static func namesImport(_ start: UInt32, _ end: UInt32, _ base: UnsafePointer<UInt8>, _ imports: [String]) -> Bool {
        namesImport(start, end, base, importedModules(imports))
    }

    /// The modules `imports` name (`Foundation` of `import struct Foundation.URL`), as bytes: made
    /// once per file, compared with each qualifier a reference has.
    static func importedModules(_ imports: [String]) -> [[UInt8]] {
        // Each copied from its contiguous bytes up to its first `.` (its `utf8` view read a byte at a time, about 4 K instructions a file).
        imports.map { name in
            var name = name
            return name.withUTF8 { b in
                let end = b.firstIndex(of: UInt8(ascii: ".")) ?? b.count
                return Array(UnsafeBufferPointer(rebasing: b[..<end]))
            }
        }
    }

    static func namesImport(_ start: UInt32, _ end: UInt32, _ base: UnsafePointer<UInt8>, _ modules: [[UInt8]]) -> Bool {
        let count = Int(end &- start)
        for m in modules where m.count == count {
            if m.withUnsafeBufferPointer({ memcmp($0.baseAddress!, base + Int(start), count) == 0 }) { return true }
        }
        return false
    }

    /// Each declaration's first and one-past-last token, as plain integers (`owners` reads them
    /// many times; a `Declaration` read from the array is a copy with its strings retained): those
    /// of declaration `i` at `2 * i` and `2 * i + 1` (one array: an array's allocation looks its
    /// type's metadata up, about 500 instructions).
    static func extents(of decls: [Declaration]) -> [Int] {
        [Int](unsafeUninitializedCapacity: 2 * decls.count) { out, made in
            decls.withUnsafeBufferPointer { d in
                for i in d.indices {
                    out[2 * i] = d[i].startToken
                    out[2 * i + 1] = d[i].endToken
                }
            }
            made = 2 * decls.count
        }
    }

    /// For each of `count` identifier tokens (ascending token indices; the `n`-th: `token(n)`),
    /// written at `out`, the new index of the innermost kept declaration whose token extent
    /// (`extents`) contains it (-1: none). One sweep over the declarations (in source order,
    /// members after their parent) with a stack of the open ones.
    @inline(__always)
    static func owners(_ count: Int, _ token: (Int) -> Int, extents: [Int], map: [Int32], into out: UnsafeMutablePointer<Int32>?) {
        let decls = extents.count / 2
        precondition(map.count >= decls, "a new index per declaration")
        guard count > 0, let out else { return }
        // Read through pointers (each array access was checked, per identifier and declaration).
        // The open declarations nest: at most all of them at once.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: max(decls, 1)) { stack in
            var top = -1
            extents.withUnsafeBufferPointer { e in
                map.withUnsafeBufferPointer { map in
                    var di = 0
                    for n in 0..<count {
                        let k = token(n)
                        while di < decls && e[2 * di] <= k {
                            let start = e[2 * di]
                            while top >= 0 && e[2 * stack[top] + 1] <= start { top -= 1 }
                            top += 1
                            stack[top] = di
                            di += 1
                        }
                        while top >= 0 && e[2 * stack[top] + 1] <= k { top -= 1 }
                        var s = top
                        while s >= 0 && map[stack[s]] < 0 { s -= 1 }
                        out[n] = s >= 0 ? map[stack[s]] : -1
                    }
                }
            }
        }
    }

    /// Lints in-memory sources (tests, rule documents).
    /// `scopedReferences: false` gathers every reference its plan names, as a run before
    /// `ReferenceDemand` did (tests compare the two).
    public static func lint(sources: [(path: String, text: String)], configuration: Configuration = Configuration(),
                            selection: LintSelection = LintSelection(), scopedReferences: Bool = true) -> LintReport {
        var summaries: [FileSummary] = []
        var report = LintReport()
        var configuration = configuration
        report.warnings = ModuleDiscovery.attach(to: &configuration, manifests: sources.filter { PackageManifest.isManifestName($0.path) }.map { ($0.path, Array($0.text.utf8)) },
                                                 files: sources.map(\.path))
        let needs = RuleNeeds.of(configuration.enabledRules)
        let demand = scopedReferences ? ReferenceDemand.make(configuration, extraNeeds: .nothing, files: sources.map(\.path)) : nil
        for s in sources {
            let (summary, problems) = Array(s.text.utf8).withUnsafeBufferPointer {
                analyze(path: s.path, buffer: $0, configuration: configuration, needs: needs, reported: true, deferOutline: false, placer: nil,
                        skimBodies: nil, demand: demand, placed: nil)
            }
            report.problems.append(contentsOf: problems)
            if let summary { summaries.append(summary) }
        }
        return finish(summaries, report, configuration, selection: selection)
    }

    /// Lints in-memory contents (bytes as read: `--fix` lints what it is about to edit),
    /// and returns the project index the rules saw.
    public static func lintWithIndex(contents: [(path: String, bytes: [UInt8])], configuration: Configuration,
                                     selection: LintSelection = LintSelection()) -> (LintReport, ProjectIndex) {
        var summaries: [FileSummary] = []
        var report = LintReport()
        var configuration = configuration
        report.warnings = ModuleDiscovery.attach(to: &configuration, manifests: contents.filter { PackageManifest.isManifestName($0.path) }.map { ($0.path, $0.bytes) },
                                                 files: contents.map(\.path))
        let needs = RuleNeeds.of(configuration.enabledRules)
        let demand = ReferenceDemand.make(configuration, extraNeeds: .nothing, files: contents.map(\.path))
        for s in contents {
            let reported = selection.reportOnly?.contains(s.path) ?? true
            let (summary, problems) = s.bytes.withUnsafeBufferPointer {
                analyze(path: s.path, buffer: $0, configuration: configuration, needs: needs, reported: reported, deferOutline: false, placer: nil,
                        skimBodies: nil, demand: demand, placed: nil)
            }
            report.problems.append(contentsOf: problems)
            if let summary { summaries.append(summary) }
        }
        return (finish(summaries, report, configuration, selection: selection), ProjectIndex(files: summaries, configuration: configuration))
    }

    /// Lints files on disk with `threads` worker threads.
    public static func lint(files: [String], configuration: Configuration, threads: Int,
                            selection: LintSelection = LintSelection(), prepared: Prepared? = nil) -> LintReport {
        let count = files.count
        // What was analyzed ahead (`prepare`) serves when the modules come out the same: the
        // same manifests, none of them replaced by a selection's content.
        let manifests = files.filter(PackageManifest.isManifestName)
        let reuse = prepared.flatMap { p in
            p.manifests == manifests && !manifests.contains { selection.contents[$0] != nil } && p.extraNeeds == selection.extraNeeds ? p : nil
        }
        let configured: Configuration
        let moduleWarnings: [InputProblem]
        if let reuse {
            configured = reuse.configuration
            moduleWarnings = reuse.moduleWarnings
        } else {
            var withModules = configuration
            moduleWarnings = ModuleDiscovery.attach(to: &withModules, manifests: ModuleDiscovery.read(manifests, selection.contents),
                                                    files: files, threads: threads)
            configured = withModules
        }
        let slots = analyzeAll(files, configuration: configured, threads: threads, selection: selection, reuse: reuse, stop: nil)
        var summaries: [FileSummary] = []
        summaries.reserveCapacity(count)
        var report = LintReport()
        report.warnings = moduleWarnings
        // Moved out of the slots (a copy retains every field of a summary, and freeing the
        // slots released them again).
        for i in 0..<count {
            guard let (summary, problems) = (slots.baseAddress! + i).move() else { continue }
            report.problems.append(contentsOf: problems)
            if let summary { summaries.append(summary) }
        }
        slots.deallocate()
        return finish(summaries, report, configured, threads: max(1, min(threads, count)), selection: selection)
    }

    /// The project analyzed before a run knows which of its files it reports on
    /// (`--staged`: while git compares the index): files as only indexed, from disk, until
    /// `stop` says the answer has come. `lint(files:prepared:)` then analyzes the files it
    /// reports on or reads from elsewhere, and those not reached, and the output is the same
    /// as without it.
    public final class Prepared: @unchecked Sendable {
        let files: [String]
        let manifests: [String]
        let extraNeeds: RuleNeeds
        let configuration: Configuration
        let moduleWarnings: [InputProblem]
        /// By file, as `files`; nil where the analysis stopped before the file, or once taken.
        private let results: UnsafeMutableBufferPointer<(FileSummary?, [InputProblem])?>

        init(files: [String], manifests: [String], extraNeeds: RuleNeeds, configuration: Configuration,
             moduleWarnings: [InputProblem], results: UnsafeMutableBufferPointer<(FileSummary?, [InputProblem])?>) {
            self.files = files
            self.manifests = manifests
            self.extraNeeds = extraNeeds
            self.configuration = configuration
            self.moduleWarnings = moduleWarnings
            self.results = results
        }

        deinit {
            _ = results.deinitialize()
            results.deallocate()
        }

        /// The indices of the files analyzed (and not yet taken).
        var analyzed: [Int] { results.indices.filter { results[$0] != nil } }

        /// File i's analysis, moved out (a copy would retain every field of the summary); each
        /// index is taken at most once, by one worker.
        func take(_ i: Int) -> (FileSummary?, [InputProblem])? {
            let slot = results.baseAddress! + i
            let done = slot.move()
            slot.initialize(to: nil)
            return done
        }
    }

    /// `stop` is asked before each file: true ends the analysis there (the answer came: what
    /// is left is analyzed by `lint`, knowing which files it reports on).
    public static func prepare(files: [String], configuration: Configuration, threads: Int, extraNeeds: RuleNeeds = .nothing,
                               stop: @escaping @Sendable () -> Bool) -> Prepared {
        let manifests = files.filter(PackageManifest.isManifestName)
        var withModules = configuration
        let moduleWarnings = ModuleDiscovery.attach(to: &withModules, manifests: ModuleDiscovery.read(manifests, [:]), files: files, threads: threads)
        var selection = LintSelection(reportOnly: [])
        selection.extraNeeds = extraNeeds
        let slots = analyzeAll(files, configuration: withModules, threads: threads, selection: selection, reuse: nil, stop: stop)
        return Prepared(files: files, manifests: manifests, extraNeeds: extraNeeds, configuration: withModules,
                        moduleWarnings: moduleWarnings, results: slots)
    }

    /// Every file's analysis, by index, on `threads` workers; a file is taken from `reuse`
    /// when it is listed there at the same index, is not reported and has no content of its own.
    static func analyzeAll(_ files: [String], configuration: Configuration, threads: Int,
                           selection: LintSelection, reuse: Prepared?,
                           stop: (@Sendable () -> Bool)?) -> UnsafeMutableBufferPointer<(FileSummary?, [InputProblem])?> {
        let count = files.count
        let needs = RuleNeeds.of(configuration.enabledRules).union(selection.extraNeeds)
        // Placing every file pays where most files are reported: a run that reports a few
        // (`--staged`, `--since`, `--stdin-path`) reads their references as their plans say.
        let demand = selection.reportOnly == nil ? ReferenceDemand.make(configuration, extraNeeds: selection.extraNeeds, files: files) : nil
        let slots = UnsafeMutableBufferPointer<(FileSummary?, [InputProblem])?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        let box = SlotBox(slots)
        let next = WorkCounter()
        let workers = max(1, min(threads, count))
        let work: @Sendable (Int) -> Void = { _ in
            // Files of one folder share their placement: each worker places a folder once.
            var placer = FileContext.Placer()
            // One read buffer per worker, reused for every file it reads.
            let reader = FileSystem.ReadBuffer()
            // The reference names the worker met, each made once.
            let runNames = RunNames()
            while true {
                let i = next.take()
                if i >= count { return }
                if let stop, stop() { return }
                let path = files[i]
                let reported = selection.reportOnly?.contains(path) ?? true
                let content = selection.contents[path]
                if let reuse, !reported, content == nil, i < reuse.files.count, reuse.files[i] == path, let done = reuse.take(i) {
                    box.slots[i] = done
                    continue
                }
                if let content {
                    box.slots[i] = content.withUnsafeBufferPointer {
                        analyze(path: path, buffer: $0, configuration: configuration, needs: needs, reported: reported, deferOutline: true, placer: &placer,
                                skimBodies: nil, demand: demand, placed: demand == nil ? nil : i, runNames: runNames)
                    }
                    continue
                }
                switch reader.read(path) {
                case .failure(let p):
                    box.slots[i] = (nil, [p])
                case .success(let bytes):
                    box.slots[i] = analyze(path: path, buffer: bytes, configuration: configuration, needs: needs, reported: reported, deferOutline: true, placer: &placer,
                                           skimBodies: nil, demand: demand, placed: demand == nil ? nil : i, runNames: runNames)
                }
            }
        }
        if workers == 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers, execute: work)
        }
        // Every file's place and the verdicts by place, not freed piece by piece before exit (1 M
        // instructions on the corpus).
        ProcessLifetime.keep(demand)
        return slots
    }

    static func finish(_ summaries: [FileSummary], _ initial: LintReport, _ configuration: Configuration, threads: Int = 1,
                       selection: LintSelection = LintSelection()) -> LintReport {
        var report = initial
        let project = ProjectIndex(files: summaries, configuration: configuration, threads: threads)
        let enabled = configuration.enabledRules
        // Ids and severities once: a descriptor is a struct of strings and arrays.
        let checkers = enabled.filter { $0.asSuppressionRule == nil && $0.asBaselineRule == nil }
        let ruleIDs = checkers.map(\.id), ruleSeverities = checkers.map { configuration.severity(of: $0) }
        // The files each rule can find something in, when it can tell: the others are not asked.
        let checkedFiles = checkers.map(\.checkedFiles)
        let oneLineMessages = checkers.map(\.messagesAreOneLine)
        let keepsDependencies = selection.keepsDependencies
        let judges = enabled.compactMap { $0.asSuppressionRule }
        let rulesRun = Set(enabled.map(\.id))
        let workingDirectory = selection.workingDirectory ?? Paths.workingDirectory()
        let keyRoot = selection.keyRoot ?? workingDirectory
        let count = summaries.count
        let workers = max(1, min(threads, count))
        // Per worker, the diagnostics it made, reported and waived, each file's in order: a
        // diagnostic is made in the array it is reported from (kept per file and copied into the
        // report, each was copied once more and destroyed twice).
        let box = DiagnosticSlots(workers: workers)
        let next = WorkCounter()
        let work: @Sendable (Int) -> Void = { w in
            var mine: [Diagnostic] = [], mineWaived: [Diagnostic] = []
            while true {
                let i = next.take()
                if i >= count { break }
                var file = project.files[i]
                file.number = Int32(truncatingIfNeeded: i)
                if let only = selection.reportOnly, !only.contains(file.path) { continue }
                // A generated file is in the index (its mocks exist) but no rule reports on it.
                if file.isGenerated { continue }
                // This file's diagnostics: `mine[start...]`.
                let start = mine.count
                var used = [Bool](repeating: false, count: file.suppressions.regions.count)
                // The last message made one-line: a rule's findings often share their message
                // (one string), compared at once by its storage.
                var lastMessage = "", lastOneLine = ""
                var anySuppressed = false
                // Each rule read in place (`for (rule, id, severity) in rules` copied the tuple, an
                // existential in a box, through the runtime's generic copy for every file). `checkers[r]`
                // still copies the existential to open it (through a buffer pointer too): a rule not
                // asked about the file (`checkedFiles`) is not copied.
                for r in checkers.indices {
                    if let only = checkedFiles[r], !only.matches(file.context) { continue }
                    let findings = checkers[r].check(file, in: project)
                    // Its id and severity read only for findings (a string retained and released per file and rule).
                    if findings.isEmpty { continue }
                    let id = ruleIDs[r], severity = ruleSeverities[r], alreadyOneLine = oneLineMessages[r]
                    // Each finding's fields read in place (`for f in findings` copied each one whole).
                    for k in findings.indices {
                        let line = findings[k].line
                        // Made in the array and completed there (one made aside was copied into it). Its
                        // dependency only for a caller that draws it (`keepsDependencies`).
                        mine.append(Diagnostic(path: file.path, line: line, column: findings[k].column,
                                               severity: severity, ruleID: id,
                                               message: alreadyOneLine ? findings[k].message : Linter.oneLine(findings[k].message, &lastMessage, &lastOneLine),
                                               fixHint: findings[k].fixHint, dependency: keepsDependencies ? findings[k].dependency : nil))
                        if let r = file.suppressions.region(suppressing: id, line: line) {
                            used[r] = true
                            mine[mine.count - 1].suppressionReason = file.suppressions.directives[file.suppressions.regions[r].directive].reason
                            anySuppressed = true
                        } else if let w = findings[k].waiver {
                            mine[mine.count - 1].suppressionReason = w.reason
                            mine[mine.count - 1].exceptionLine = w.line
                            anySuppressed = true
                        }
                    }
                }
                if !file.suppressions.isEmpty {
                    let review = SuppressionReview(suppressions: file.suppressions, used: used, rulesRun: rulesRun)
                    for judge in judges {
                        let severity = configuration.severity(of: judge)
                        for f in judge.judge(review, in: file) {
                            mine.append(Diagnostic(path: file.path, line: f.line, column: f.column,
                                                   severity: severity, ruleID: judge.id, message: oneLine(f.message)))
                        }
                    }
                }
                if anySuppressed || selection.needsKeys {
                    // Keyed and split as a whole (the keys' occurrences count the waived ones too).
                    var found = Array(mine[start...])
                    mine.removeSubrange(start...)
                    if selection.needsKeys, let problem = BaselineKey.assign(&found, file: file, workingDirectory: workingDirectory, root: keyRoot, contents: selection.contents[file.path]) {
                        box.add(problem)
                    }
                    found.sort()
                    for d in found { if d.isSuppressed { mineWaived.append(d) } else { mine.append(d) } }
                } else if mine.count - start > 1 {
                    // In order within the file, in place: the run's sort then meets the files' runs
                    // already in order.
                    mine.withUnsafeMutableBufferPointer { var b = UnsafeMutableBufferPointer(rebasing: $0[start...]); b.sort() }
                }
            }
            box.kept[w] = mine
            box.waived[w] = mineWaived
        }
        if workers == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: work) }
        report.problems.append(contentsOf: box.problems)
        // Each worker's files in the order it took them (each file's diagnostics together): the
        // first taken whole, the others appended; the sort below puts the files in order.
        for w in 0..<workers {
            if report.diagnostics.isEmpty { swap(&report.diagnostics, &box.kept[w]) } else { report.diagnostics.append(contentsOf: box.kept[w]) }
            report.suppressed.append(contentsOf: box.waived[w])
        }
        report.filesChecked = selection.reportOnly.map { only in summaries.filter { only.contains($0.path) }.count } ?? count
        // By index, field by field (`for f in summaries` copies every summary whole).
        for fi in summaries.indices where selection.reportOnly?.contains(summaries[fi].path) ?? true {
            report.filesPerLayer[summaries[fi].context.layer, default: 0] += 1
        }
        if selection.baseline != nil || selection.writesBaseline {
            let judged = summaries.lazy.map(\.path).filter { selection.reportOnly?.contains($0) ?? true }
                .map { BaselineKey.path($0, workingDirectory: workingDirectory, root: keyRoot) }
            var scope = BaselineScope(rulesRun: rulesRun, paths: Set(judged), complete: selection.reportOnly == nil,
                                      workingDirectory: workingDirectory, root: keyRoot)
            scope.contents = selection.contents
            report.baselineScope = scope
            selection.baseline?.apply(to: &report, project: project, configuration: configuration, scope: scope)
        }
        report.diagnostics.sort()
        report.suppressed.sort()
        report.problems.sort()
        // On the whole project, a rule that can tell says what its selectors matched nothing of.
        if selection.wholeProject ?? (selection.reportOnly == nil) {
            for rule in enabled {
                guard let c = rule.asCoverageRule else { continue }
                let id = rule.id
                report.ruleWarnings += c.coverage(in: project, waived: report.suppressed.filter { $0.ruleID == id })
            }
            report.ruleWarnings.sort()
        }
        if selection.keepsIndex { report.index = project }
        return report
    }

    /// How identifier token `k` is used: after a `.` (a member), after a declaring keyword
    /// (`func print`), before a `:` inside parentheses (an argument label), or plainly.
    static func usage(ofIdentifier k: Int, _ tokens: [Token], _ base: UnsafePointer<UInt8>) -> IdentifierUsage {
        var p = k - 1
        while p >= 0 && tokens[p].kind == .comment { p -= 1 }
        if p >= 0 {
            let t = tokens[p]
            if t.kind == .punctuation && t.length == 1 && base[Int(t.start)] == UInt8(ascii: ".") { return .member }
            if t.kind == .operator && t.length == 1 && base[Int(t.start)] == UInt8(ascii: ".") { return .member }
            if t.kind == .keyword {
                switch t.keyword {
                case .func, .var, .let, .case, .class, .struct, .enum, .protocol, .typealias, .associatedtype: return .declaration
                default: break
                }
            }
        }
        var q = k + 1
        while q < tokens.count && tokens[q].kind == .comment { q += 1 }
        if q < tokens.count, tokens[q].kind == .punctuation, tokens[q].length == 1, base[Int(tokens[q].start)] == UInt8(ascii: ":"),
           p >= 0, tokens[p].length == 1, base[Int(tokens[p].start)] == UInt8(ascii: "(") || base[Int(tokens[p].start)] == UInt8(ascii: ",") {
            return .label
        }
        return .plain
    }

    /// The next code token after token `k` is `(`: a call (`Date()`, `print(x)`).
    static func isCalled(_ k: Int, _ tokens: [Token], _ base: UnsafePointer<UInt8>) -> Bool {
        var q = k + 1
        while q < tokens.count && tokens[q].kind == .comment { q += 1 }
        guard q < tokens.count, tokens[q].kind == .punctuation, tokens[q].length == 1 else { return false }
        return base[Int(tokens[q].start)] == UInt8(ascii: "(")
    }

    /// The identifier token of `.member` right after token `k` (`Date.now`), or nil.
    static func member(after k: Int, _ tokens: [Token], _ base: UnsafePointer<UInt8>) -> Int? {
        var q = k + 1
        while q < tokens.count && tokens[q].kind == .comment { q += 1 }
        guard q < tokens.count, tokens[q].length == 1, tokens[q].kind == .punctuation || tokens[q].kind == .operator,
              base[Int(tokens[q].start)] == UInt8(ascii: ".") else { return nil }
        q += 1
        while q < tokens.count && tokens[q].kind == .comment { q += 1 }
        guard q < tokens.count, tokens[q].kind == .identifier || tokens[q].kind == .keyword else { return nil }
        return q
    }

    /// Whether `b` holds a `\n`, `\r` or tab. Eight bytes a step: a word with no byte under
    /// 0x20 holds none (`(x - 0x20…) & ~x & 0x80…` marks the bytes under 0x20), and a message
    /// seldom has one.
    static func hasLineBreakOrTab(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = b.baseAddress else { return false }
        let n = b.count
        var i = 0
        while i + 8 <= n {
            let x = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            if (x &- 0x2020_2020_2020_2020) & ~x & 0x8080_8080_8080_8080 != 0 { break }
            i += 8
        }
        while i < n {
            let c = base[i]
            if c == 10 || c == 13 || c == 9 { return true }
            i += 1
        }
        return false
    }

    /// `oneLine(message)`, remembered for the last message (`last`, `lastResult`): the same
    /// message again is not scanned again.
    static func oneLine(_ message: String, _ last: inout String, _ lastResult: inout String) -> String {
        if message == last { return lastResult }
        last = message
        lastResult = oneLine(message)
        return lastResult
    }

    /// A message on one line: reporters print one diagnostic per line (quoted
    /// source, e.g. a multi-line string initializer, may contain line breaks).
    static func oneLine(_ message: String) -> String {
        var probe = message
        guard probe.withUTF8(Linter.hasLineBreakOrTab) else { return message }
        var out = ""
        var lastSpace = false
        for u in message.unicodeScalars {
            if u == "\n" || u == "\r" || u == "\t" {
                if !lastSpace { out.unicodeScalars.append(" ") }
                lastSpace = true
            } else {
                out.unicodeScalars.append(u)
                lastSpace = u == " "
            }
        }
        return out
    }

    static func firstNUL(_ bytes: [UInt8]) -> Int? { bytes.withUnsafeBufferPointer { firstNUL($0) } }

    static func firstNUL(_ buf: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = buf.baseAddress, buf.count > 0 else { return nil }
        guard let hit = memchr(base, 0, buf.count) else { return nil }
        return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
    }

    /// Offset of the first byte that is not part of valid UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? { bytes.withUnsafeBufferPointer { firstInvalidUTF8($0) } }

    static func firstInvalidUTF8(_ buf: UnsafeBufferPointer<UInt8>) -> Int? {
        do {
            guard let p = buf.baseAddress else { return nil }
            let n = buf.count
            var i = 0
            let raw = UnsafeRawPointer(p)
            while i < n {
                // Fast path: 64 ASCII bytes at a time (one test for eight words), then 32, then 8.
                if i + 64 <= n {
                    let a = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
                    let b = raw.loadUnaligned(fromByteOffset: i + 32, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: i + 40, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: i + 48, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: i + 56, as: UInt64.self)
                    if (a | b) & 0x8080_8080_8080_8080 == 0 { i += 64; continue }
                    if a & 0x8080_8080_8080_8080 == 0 { i += 32; continue }
                } else if i + 32 <= n {
                    let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
                    if w & 0x8080_8080_8080_8080 == 0 { i += 32; continue }
                }
                if i + 8 <= n {
                    let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    if w & 0x8080_8080_8080_8080 == 0 { i += 8; continue }
                }
                if p[i] < 0x80 { i += 1; continue }
                let (sc, len) = decodeScalar(p, i, n)
                if sc == nil { return i }
                i += len
            }
            return nil
        }
    }

    static func lineNumber(_ bytes: [UInt8], at offset: Int) -> Int { bytes.withUnsafeBufferPointer { lineNumber($0, at: offset) } }

    static func lineNumber(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        var line = 1
        var i = 0
        while i < offset && i < bytes.count {
            if bytes[i] == 10 { line += 1 } else if bytes[i] == 13 {
                if i + 1 < bytes.count && bytes[i + 1] == 10 { i += 1 }
                line += 1
            }
            i += 1
        }
        return line
    }
}

/// Result slots written by worker threads, each at its own index.
final class SlotBox: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<(FileSummary?, [InputProblem])?>
    init(_ s: UnsafeMutableBufferPointer<(FileSummary?, [InputProblem])?>) { slots = s }
}

final class DiagnosticSlots: @unchecked Sendable {
    /// Per worker: the diagnostics it made that are reported, and those waived.
    let kept: UnsafeMutableBufferPointer<[Diagnostic]>
    let waived: UnsafeMutableBufferPointer<[Diagnostic]>
    private(set) var problems: [InputProblem] = []
    private let lock = Lock()
    init(workers: Int) {
        kept = .allocate(capacity: workers)
        kept.initialize(repeating: [])
        waived = .allocate(capacity: workers)
        waived.initialize(repeating: [])
    }

    deinit {
        kept.deinitialize()
        kept.deallocate()
        waived.deinitialize()
        waived.deallocate()
    }

    func add(_ p: InputProblem) { lock.locked { problems.append(p) } }
}

/// A shared counter handing out work items to threads.
final class WorkCounter: @unchecked Sendable {
    private var value = 0
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    func take() -> Int {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        let v = value
        value += 1
        return v
    }
}
