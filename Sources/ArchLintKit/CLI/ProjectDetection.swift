/// What `archlint init` reads from a tree: the layout that places its files (`LayoutDetection`),
/// the naming conventions its code follows, and the rule options its code shows, each with its
/// evidence (written as comments beside the setting). Naming is read from the declarations
/// wherever they are, not only from the files the layout places: a protocol named like a UseCase,
/// a repository or a data source is a contract by its name; what conforms to it in the sources is
/// its implementation, what conforms to it in the tests (never a test case) its test double. A
/// pattern is written where the evidence is consistent (at least 80 % of at least 3 cases), per kind
/// of contract; the alternatives seen are listed as comments.
struct ProjectDetection {
    /// One setting `init` writes, with the evidence for it.
    struct Setting: Equatable {
        var key: String
        var yaml: [String]
        var evidence: [String]
    }

    var layout: LayoutDetection?
    var naming: [Setting] = []
    /// Rule options (`rules: <id>: <option>: <value>`), with their evidence.
    var ruleOptions: [(rule: String, option: String, value: String, evidence: String)] = []
    var notes: [String] = []
    var fileCount = 0

    // MARK: - Contracts

    /// A contract as init sees it: a protocol whose name (or folder) says its kind.
    struct Contract {
        var name: String
        var kind: ContractKind
        /// The name without the contract spelling (`GetMoviesUseCase` for `GetMoviesUseCaseProtocol`).
        var base: String
        /// The spelling: `{Name}`, `{Name}Protocol`, `I{Name}`…
        var pattern: String
        var methods: [String]
        /// The name spells the kind (not the folder alone): its implementations and doubles vote.
        var namedByKind: Bool
    }

    static let contractSuffixes = ["Contract", "Protocol", "Interface", "Type", "Spec"]

    /// The kind a name (without its contract spelling) says: `…UseCase` (any case of `c`), `…Interactor`,
    /// `…Repository`, `…DataSource`.
    static func kind(ofBase base: String) -> ContractKind? {
        let lower = base.lowercased()
        if lower.hasSuffix("usecase") && lower.count > 7 { return .useCase }
        if base.hasSuffix("Interactor") && base.count > 10 { return .useCase }
        if base.hasSuffix("Repository") && base.count > 10 { return .repository }
        // Repositories by other names: gateways (MGCleanArchitecture), VIP's workers.
        if (base.hasSuffix("Gateway") && base.count > 7) || (base.hasSuffix("Worker") && base.count > 6) { return .repository }
        if base.hasSuffix("DataSource") && base.count > 10 { return .dataSource }
        return nil
    }

    /// The contract spelled by a protocol's name, or by its folder (`Domain/UseCases`).
    static func contract(_ name: String, folderKind: ContractKind?) -> (base: String, pattern: String, kind: ContractKind)? {
        for s in contractSuffixes where name.hasSuffix(s) && name.utf8.count > s.utf8.count {
            let base = String(name.dropLast(s.count))
            if let k = kind(ofBase: base) ?? folderKind { return (base, "{Name}" + s, k) }
        }
        let u = Array(name.utf8)
        if u.count > 2, u[0] == UInt8(ascii: "I"), u[1] >= 0x41, u[1] <= 0x5A, u[2] >= 0x61, u[2] <= 0x7A {
            let base = String(name.dropFirst())
            if let k = kind(ofBase: base) { return (base, "I{Name}", k) }
        }
        if let k = kind(ofBase: name) ?? folderKind { return (name, "{Name}", k) }
        return nil
    }

    /// `MoviesRepository` implemented by `DefaultMoviesRepository` → `Default{Name}`;
    /// `CharacterRemoteDataSource` by `CharacterRESTDataSource` → `*{Name}` (a technology in place of
    /// a word of the base, `NamePattern.isTechnologyNamed`); nil for a name that is none of these.
    static func pattern(_ name: String, base: String) -> String? {
        if name == base { return "{Name}" }
        if name.hasPrefix(base), name.utf8.count > base.utf8.count {
            let suffix = String(name.dropFirst(base.count))
            return NamePattern("{Name}" + suffix) != nil ? "{Name}" + suffix : nil
        }
        if name.hasSuffix(base), name.utf8.count > base.utf8.count {
            let prefix = String(name.dropLast(base.count))
            return NamePattern(prefix + "{Name}") != nil ? prefix + "{Name}" : nil
        }
        return NamePattern.isTechnologyNamed(name, base: base) ? "*{Name}" : nil
    }

    /// A test case, never a test double: `XCTestCase` subclasses, `@Suite` types, `…Tests`/`…Spec` names.
    static func isTestCase(_ d: Declaration) -> Bool {
        if d.name.hasSuffix("Tests") || d.name.hasSuffix("Test") || d.name.hasSuffix("Spec") || d.name.hasSuffix("Specs") { return true }
        if d.attributes.contains("@Suite") { return true }
        return d.inherited.contains { ProjectIndex.inheritedName(Substring($0)) == "XCTestCase" || ProjectIndex.inheritedName(Substring($0)) == "QuickSpec" }
    }

    // MARK: - Detection

    /// Detects from the files' summaries (analysed with full detail) and their contexts under the
    /// chosen layout.
    static func detect(_ summaries: [FileSummary], layout: LayoutDetection) -> ProjectDetection {
        var d = ProjectDetection()
        d.fileCount = summaries.count
        d.layout = layout
        let contexts = layout.contexts
        let vocabulary = Vocabulary()
        // The contracts: protocols outside the tests, by name or by folder.
        var contracts: [String: Contract] = [:]
        for (fi, s) in summaries.enumerated() where !contexts[fi].isTest && !isTestPath(s.path) {
            let decls = s.syntax.declarations
            for i in decls.indices where decls[i].kind == .protocol && !decls[i].hasGenericParameters {
                let members = s.syntax.members(of: i)
                if members.contains(where: { decls[$0].kind == .associatedtype }) { continue }
                if vocabulary.isBaseProtocolName(decls[i].name) { continue }
                guard let c = contract(decls[i].name, folderKind: vocabulary.contractFolderKind(contexts[fi])) else { continue }
                // A data source of the Presentation layer is UIKit's kind (`iCarouselDataSource`), not the Data layer's.
                if c.kind == .dataSource && contexts[fi].layer == .presentation { continue }
                let methods = members.filter { decls[$0].kind == .func }.map { decls[$0].name }
                contracts[decls[i].name] = Contract(name: decls[i].name, kind: c.kind, base: c.base, pattern: c.pattern, methods: methods,
                                                    namedByKind: kind(ofBase: c.base) != nil)
            }
        }
        // A protocol other contracts refine is their base (`WebRepository`), not a contract.
        var refined = Set<String>()
        for s in summaries {
            for d in s.syntax.declarations where d.kind == .protocol && contracts[d.name] != nil {
                ProjectIndex.forEachInherited(d.inherited) { refined.insert($0) }
            }
        }
        for r in refined { contracts[r] = nil }
        var declaredTypes = Set<String>()
        for s in summaries { for d in s.syntax.declarations where d.kind.hasMembers && d.kind != .protocol && d.kind != .extension { declaredTypes.insert(ProjectIndex.lastComponent(d.name)) } }
        // Conformances written in the inheritance clauses of types and extensions.
        var implementations: [String: [String]] = [:]   // contract → types of the sources
        var doubles: [String: [String]] = [:]           // contract → types of the tests
        var appDoubles: [String: [String]] = [:]        // contract → doubles kept in the app's code
        var mockNamedTestTypes: (prefix: Int, suffix: Int) = (0, 0)
        var typeDecls: [String: Declaration] = [:]
        for (fi, s) in summaries.enumerated() {
            let isTest = contexts[fi].isTest || isTestPath(s.path)
            for d in s.syntax.declarations where d.kind.hasMembers && d.kind != .protocol {
                let name = ProjectIndex.lastComponent(d.name)
                if d.kind != .extension { typeDecls[name] = d }
                // An extension of a type the project does not declare (`UNUserNotificationCenter`) adapts
                // it: no implementation or double whose name says anything.
                if d.kind == .extension && !declaredTypes.contains(name) { continue }
                let inPresentation = contexts[fi].layer == .presentation
                ProjectIndex.forEachInherited(d.inherited) { c in
                    // A contract known by its folder alone counts where the name relates to it
                    // (`CoreDataMoviesQueriesStorage` for `MoviesQueriesStorage`), not an adapter.
                    guard let contract = contracts[c], contract.namedByKind || pattern(name, base: contract.base) != nil else { return }
                    if isTest || isDoubleName(name) {
                        // The tests' doubles, and those the app keeps (`MockGamesInteractor`), counted when
                        // the tests have none; a preview stand-in (`StubCountriesInteractor`) is neither a
                        // double nor an implementation.
                        if !isTestCase(d) {
                            if isTest { doubles[c, default: []].append(name) } else { appDoubles[c, default: []].append(name) }
                        }
                    } else if !Vocabulary.isStandInName(name) && !(inPresentation && contract.kind == .dataSource) {
                        // (A view controller adopting a data source protocol is UIKit's pattern, not an implementation.)
                        implementations[c, default: []].append(name)
                    }
                }
            }
        }
        if doubles.isEmpty { doubles = appDoubles }
        // Test types named as mocks, whatever they conform to (`MockHRVService: HRVQuerying`): the
        // spelling when no contract's double tells it.
        for (fi, s) in summaries.enumerated() where contexts[fi].isTest || isTestPath(s.path) {
            for d in s.syntax.declarations where d.kind.hasMembers && d.kind != .protocol && d.kind != .extension && !isTestCase(d) {
                if d.name.hasSuffix("Mock") && d.name.utf8.count > 4 { mockNamedTestTypes.suffix += 1 }
                else if Vocabulary.isMockName(d.name) { mockNamedTestTypes.prefix += 1 }
            }
        }
        for (c, list) in implementations { implementations[c] = Array(Set(list)).sorted() }
        for (c, list) in doubles { doubles[c] = Array(Set(list)).sorted().filter { typeDecls[$0].map { !isTestCase($0) } ?? true } }

        d.naming = detectNaming(contracts, implementations, doubles, mockNamedTestTypes, &d.notes)
        if let option = detectErrorAccess(summaries, contexts) { d.ruleOptions.append(option) }
        return d
    }

    /// A name with the camel-case word Mock, Mocked, Spy or Fake: a test double wherever it is.
    static func isDoubleName(_ name: String) -> Bool {
        var words: [Substring] = []
        var start = name.startIndex
        for i in name.indices.dropFirst() where name[i].isUppercase {
            words.append(name[start..<i])
            start = i
        }
        words.append(name[start...])
        return words.contains { $0 == "Mock" || $0 == "Mocked" || $0 == "Spy" || $0 == "Fake" }
    }

    static func isTestPath(_ path: String) -> Bool {
        Paths.components(path).contains { $0 == "Tests" || $0 == "Testing" || ($0.hasSuffix("Tests") && $0.utf8.count > 5) || $0 == "Mocks" || $0 == "Mock" }
    }

    /// `{Name}Protocol` (7 of 8), with the rest listed: a vote's counts, the most first.
    static func ranked(_ votes: [String: Int]) -> [(key: String, value: Int)] {
        votes.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
    }

    static func list(_ r: [(key: String, value: Int)]) -> String {
        r.map { "\($0.value) \($0.key)\($0.key == "*{Name}" ? " (a technology in the name)" : "")" }.joined(separator: ", ")
    }

    static func yamlPatterns(_ patterns: [String]) -> String {
        patterns.count == 1 ? "\"\(patterns[0])\"" : "[" + patterns.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }

    static func kindKey(_ k: ContractKind) -> String {
        switch k {
        case .useCase: return "usecase"
        case .repository: return "repository"
        case .dataSource: return "data_source"
        }
    }

    static func detectNaming(_ contracts: [String: Contract], _ implementations: [String: [String]], _ doubles: [String: [String]],
                             _ mockNamed: (prefix: Int, suffix: Int) = (0, 0), _ notes: inout [String]) -> [Setting] {
        var settings: [Setting] = []
        let kinds = ContractKind.allCases.filter { k in contracts.values.contains { $0.kind == k } }
        // Contracts, per kind: the spelling of at least 80 % of them (of 3 at least) alone, the others
        // being the findings; else every spelling seen twice or more (the code is split; one seen once
        // is a stray), the most used first, as messages and fixes suggest it. Fewer than 3: each seen.
        var accepted: [(ContractKind, [String])] = []
        var contractEvidence: [String] = []
        for k in kinds {
            var votes: [String: Int] = [:]
            for c in contracts.values where c.kind == k { votes[c.pattern, default: 0] += 1 }
            let r = ranked(votes)
            let total = r.reduce(0) { $0 + $1.value }
            var list = total < 3 ? r.map(\.key) : r[0].value * 10 >= total * 8 ? [r[0].key] : r.filter { $0.value >= 2 }.map(\.key)
            if list.isEmpty { list = [r[0].key] }
            // `{Name}` accepts every name: listed last (it is never the suggestion when another is used).
            if list.count > 1, let plain = list.firstIndex(of: "{Name}"), list[0] != "{Name}" { list.remove(at: plain); list.append("{Name}") }
            let strays = r.filter { !list.contains($0.key) }
            if !strays.isEmpty { notes.append("\(k.rawValue) contracts spelled otherwise, not accepted (rename them, or list the spelling in `naming.contract`): " + Self.list(strays)) }
            accepted.append((k, list))
            contractEvidence.append("\(k.rawValue) contracts: " + Self.list(r))
        }
        if !accepted.isEmpty {
            if Set(accepted.map(\.1)).count == 1 {
                settings.append(Setting(key: "contract", yaml: ["  contract: \(yamlPatterns(accepted[0].1))"], evidence: contractEvidence))
            } else {
                settings.append(Setting(key: "contract", yaml: ["  contract:"] + accepted.map { "    \(kindKey($0.0)): \(yamlPatterns($0.1))" },
                                        evidence: contractEvidence))
            }
        }
        // Implementations, per kind: written only where consistent (they are checked once written).
        var perKind: [(ContractKind, [String], [String])] = []
        var tallies: [(kind: ContractKind, total: Int, ranked: [(key: String, value: Int)])] = []
        for k in kinds {
            var votes: [String: Int] = [:]
            var total = 0
            for c in contracts.values where c.kind == k {
                for i in implementations[c.name] ?? [] {
                    total += 1
                    votes[pattern(i, base: c.base) ?? "other names", default: 0] += 1
                }
            }
            if total > 0 { tallies.append((k, total, ranked(votes))) }
        }
        func seen(_ t: (kind: ContractKind, total: Int, ranked: [(key: String, value: Int)])) -> String {
            "\(t.total) \(t.kind.rawValue) implementation\(t.total == 1 ? "" : "s"): " + list(t.ranked)
        }
        // `CoreData{Name}`, `InMemory{Name}`: named after a technology, by a capitalised prefix.
        func isPrefixed(_ p: String) -> Bool { p.hasSuffix("{Name}") && p != "{Name}" }
        /// The patterns for a kind: its most common spelling at 80 %, with `*{Name}` when the others are
        /// named after their technology; or at `need` tenths (3 at least) with `*{Name}` when with the
        /// technology-named ones it makes 80 %; `*{Name}` alone when every one is technology-named.
        func patterns(_ t: (kind: ContractKind, total: Int, ranked: [(key: String, value: Int)]), need: Int) -> [String]? {
            let top = t.ranked[0]
            guard top.key != "other names" else { return nil }
            // All named after their technologies, by several prefixes: the alternative alone.
            if t.ranked.count >= 2, t.ranked.allSatisfy({ isPrefixed($0.key) }) { return ["*{Name}"] }
            let prefixed = t.ranked.dropFirst().filter { isPrefixed($0.key) }.reduce(0) { $0 + $1.value }
            if top.value * 10 >= t.total * 8 { return prefixed > 0 ? [top.key, "*{Name}"] : [top.key] }
            // Beside technology-named ones: the main pattern of 3 at least, and of most of them.
            if top.value >= 3, top.value * 10 >= t.total * need, (top.value + prefixed) * 10 >= t.total * 8, prefixed > 0 { return [top.key, "*{Name}"] }
            return nil
        }
        for t in tallies where t.total >= 3 {
            if let p = patterns(t, need: 6) {
                perKind.append((t.kind, p, [seen(t)]))
            } else if t.ranked.allSatisfy({ isPrefixed($0.key) }), t.ranked.count >= 2 {
                // Every one named after its technology, and not all the same: the alternative alone.
                perKind.append((t.kind, ["*{Name}"], [seen(t) + ": each named after its technology"]))
            }
        }
        // A kind with too few to tell by itself (fewer than 3, all alike) follows another kind's
        // pattern; the implementations of every kind together tell when none does alone.
        let written = Set(perKind.compactMap { $0.1.first })
        for t in tallies where !perKind.contains(where: { $0.0 == t.kind }) {
            if written.contains(t.ranked[0].key), t.total < 3, t.ranked.count == 1 {
                let p = [t.ranked[0].key]
                perKind.append((t.kind, p, [seen(t) + ", as the other kinds'"]))
            } else if t.total >= 2, t.ranked.count >= 2, t.ranked.allSatisfy({ isPrefixed($0.key) }) {
                perKind.append((t.kind, ["*{Name}"], [seen(t) + ": each named after its technology"]))
            }
        }
        if perKind.isEmpty {
            var pooled: [String: Int] = [:]
            var total = 0
            for t in tallies { for (k, v) in t.ranked { pooled[k, default: 0] += v }; total += t.total }
            if let top = ranked(pooled).first, top.key != "other names", total >= 3, top.value * 10 >= total * 8 {
                for t in tallies { perKind.append((t.kind, [top.key], [seen(t) + ", as the other kinds' (\(top.value) of \(total) together)"])) }
            }
        }
        for t in tallies where !perKind.contains(where: { $0.0 == t.kind }) {
            notes.append("\(seen(t)): no pattern is consistent (at least 80 % of 3), so none is written for \(t.kind.rawValue) implementations")
        }
        perKind.sort { ContractKind.allCases.firstIndex(of: $0.0)! < ContractKind.allCases.firstIndex(of: $1.0)! }
        if !perKind.isEmpty {
            if perKind.count == kinds.count, Set(perKind.map(\.1)).count == 1 {
                settings.append(Setting(key: "implementation", yaml: ["  implementation: \(yamlPatterns(perKind[0].1))"], evidence: perKind.flatMap(\.2)))
            } else {
                var yaml = ["  implementation:"]
                var evidence: [String] = []
                for (k, p, e) in perKind {
                    yaml.append("    \(kindKey(k)): \(yamlPatterns(p))")
                    evidence += e
                }
                settings.append(Setting(key: "implementation", yaml: yaml, evidence: evidence))
            }
        }
        // Test doubles: the spelling most of them take, or the two that share them.
        var mockVotes: [String: Int] = [:]
        var mockTotal = 0
        for c in contracts.values {
            for m in doubles[c.name] ?? [] {
                mockTotal += 1
                mockVotes[pattern(m, base: c.base) ?? pattern(m, base: c.name) ?? "other names", default: 0] += 1
            }
        }
        let mr = ranked(mockVotes)
        // Written from any number: the default (`{Name}Mock`) is itself a check, so naming what the
        // doubles do removes findings rather than adding any.
        if let top = mr.first, top.key != "other names" {
            var evidence = ["\(mockTotal) test double\(mockTotal == 1 ? "" : "s") of the contracts: " + list(mr)]
            // The tests' other types named as mocks must not be told to rename by the pattern chosen:
            // the other spelling is accepted too when a fifth of them take it.
            let named = mockNamed.prefix + mockNamed.suffix
            let other: String? = top.key == "Mock{Name}" && mockNamed.suffix * 5 > named ? "{Name}Mock"
                : top.key == "{Name}Mock" && mockNamed.prefix * 5 > named ? "Mock{Name}" : nil
            if let other { evidence.append("\(named) types of the tests named as mocks: \(mockNamed.prefix) Mock…, \(mockNamed.suffix) …Mock") }
            if top.value * 10 >= mockTotal * 8 {
                settings.append(Setting(key: "mock", yaml: ["  mock: \(yamlPatterns(other.map { [top.key, $0] } ?? [top.key]))"], evidence: evidence))
            } else if mr.count >= 2, mr[1].key != "other names", (top.value + mr[1].value) * 10 >= mockTotal * 8, mr[1].value >= 2 {
                settings.append(Setting(key: "mock", yaml: ["  mock: \(yamlPatterns([top.key, mr[1].key]))"], evidence: evidence))
            } else {
                notes.append(evidence[0] + ": no pattern is consistent, so none is written")
            }
        } else if mockTotal > 0 {
            notes.append("\(mockTotal) test double\(mockTotal == 1 ? "" : "s") of the contracts: " + list(mr) + ": no pattern, so none is written")
        } else if mockNamed.prefix + mockNamed.suffix >= 3 {
            // No double of a contract: the tests' mocks by name (`mock-conventions` reads them so).
            let total = mockNamed.prefix + mockNamed.suffix
            let evidence = ["\(total) types of the tests named as mocks: \(mockNamed.prefix) Mock…, \(mockNamed.suffix) …Mock"]
            if mockNamed.prefix * 10 >= total * 8 { settings.append(Setting(key: "mock", yaml: ["  mock: \"Mock{Name}\""], evidence: evidence)) }
            else if mockNamed.suffix * 10 >= total * 8 { settings.append(Setting(key: "mock", yaml: ["  mock: \"{Name}Mock\""], evidence: evidence)) }
            else { settings.append(Setting(key: "mock", yaml: ["  mock: [\"{Name}Mock\", \"Mock{Name}\"]"], evidence: evidence)) }
        }
        // The UseCase method: the one method of (nearly) every UseCase contract.
        let useCases = contracts.values.filter { $0.kind == .useCase }
        var methods: [String: Int] = [:]
        for u in useCases where u.methods.count == 1 { methods[u.methods[0], default: 0] += 1 }
        if let (m, n) = ranked(methods).first.map({ ($0.key, $0.value) }), useCases.count >= 3, n * 10 >= useCases.count * 8 {
            settings.append(Setting(key: "usecase_method", yaml: ["  usecase_method: \(m)"],
                                    evidence: ["\(n) of \(useCases.count) UseCase contracts declare one method, `\(m)`"]))
        } else if !useCases.isEmpty {
            let one = methods.values.reduce(0, +)
            notes.append("\(useCases.count) UseCase contract\(useCases.count == 1 ? "" : "s"), \(one) with one method" + (methods.isEmpty ? "" : " (" + list(ranked(methods)) + ")") + ": no method name is shared by 80 % of them, so `naming.usecase_method` is left at its default")
        }
        return settings
    }

    /// `domain-error-conformance: require_public: false` when every error the Domain layer declares
    /// is internal (an app of one target needs no public error).
    static func detectErrorAccess(_ summaries: [FileSummary], _ contexts: [FileContext]) -> (rule: String, option: String, value: String, evidence: String)? {
        var internalErrors = 0, publicErrors = 0
        var modules = Set<String?>()
        for (fi, s) in summaries.enumerated() where contexts[fi].layer == .domain && contexts[fi].inSources {
            for d in s.syntax.declarations where d.parent == nil && (d.kind == .enum || d.kind == .struct) && d.name.hasSuffix("Error") && d.name != "Error" {
                guard d.inherited.contains(where: { $0 == "Error" || $0 == "LocalizedError" || $0 == "Swift.Error" }) else { continue }
                if let a = d.accessLevel, a >= .public { publicErrors += 1 } else { internalErrors += 1 }
                modules.insert(contexts[fi].module)
            }
        }
        guard internalErrors > 0, publicErrors == 0 else { return nil }
        // Their modules imported by no other module (an app of one target): `public` would mean
        // nothing. Else three at least: one internal error may be the finding itself.
        var imported = false
        for (fi, s) in summaries.enumerated() where !contexts[fi].isTest {
            for i in s.syntax.imports {
                let m = ProjectIndex.importedModule(i)
                if m != contexts[fi].module, modules.contains(m) { imported = true }
            }
        }
        guard !imported || internalErrors >= 3 else { return nil }
        return ("domain-error-conformance", "require_public", "false",
                "the \(internalErrors) error type\(internalErrors == 1 ? "" : "s") of the Domain layer \(internalErrors == 1 ? "is" : "are") internal" + (imported ? "" : ", in modules no other module imports"))
    }
}
