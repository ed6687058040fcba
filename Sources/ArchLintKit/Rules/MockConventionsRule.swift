/// `mock-conventions`: a mock under `Tests/` is named per `naming.mocks`,
/// conforms to the contract it mocks, is a `final` and `@unchecked Sendable`
/// class when it has mutable state, and exposes its call tracking read-only
/// (`private(set)`).
///
/// A *mock* is a class, struct or actor declared under `Tests/` whose name is a
/// mock's name by either convention (`XMock`, `MockX`) and that is a test double:
/// the name it mocks spells a contract (a project protocol, or a name the
/// conventions spell as one), or it conforms to something beyond the standard
/// protocols. `enum MockData` or `struct MockResponse: Decodable` are test data.
public struct MockConventionsRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "mock-conventions",
        title: "Mocks follow the mock conventions",
        summary: "Mocks in Tests/ are named per `naming.mocks`, conform to a contract, are `final` and `@unchecked Sendable` classes when they have mutable state, and keep `…CallCount`/`last…` tracking `private(set)`.",
        fix: .safe,
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "002_001592fada42b02e.txt", "004_8eeeb65a2d0ceddf.txt"])

    public var needs: RuleNeeds { RuleNeeds(propertyDetail: .layers(.tests), attributes: .layers(.tests)) }

    /// Protocols (and `NSObject`) any type may adopt: none of them is a contract.
    static let standard: Set<String> = [
        "Sendable", "AnyObject", "Equatable", "Hashable", "Identifiable", "Comparable", "Codable", "Decodable",
        "Encodable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError",
        "NSObject", "Actor", "CaseIterable", "RawRepresentable",
    ]

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        guard file.context.isTest else { return [] }
        let syntax = file.syntax
        let decls = syntax.declarations
        var findings: [Finding] = []
        for i in decls.indices {
            let kind = decls[i].kind
            guard kind == .class || kind == .struct || kind == .actor, project.vocabulary.isMockName(decls[i].name) else { continue }
            let d = decls[i]
            let mocked = project.vocabulary.mockedName(d.name) ?? d.name
            let contract = mockedContract(mocked, project)
            let conformances = project.conformances[d.name] ?? []
            guard contract != nil || conformances.contains(where: { !MockConventionsRule.standard.contains($0) }) else { continue }
            // Named after the protocol it implements when its name points at none and is that protocol's
            // name cut short (`MockMilitaryDelegate: InputMilitaryDelegate` is renamed
            // `InputMilitaryDelegateSpy`, not `MilitaryDelegateSpy`).
            var renamed = mocked
            if contract == nil {
                let own = conformances.filter { !MockConventionsRule.standard.contains($0) && project.protocols[$0] != nil }
                if own.count == 1, own.first!.hasSuffix(mocked) || own.first!.hasPrefix(mocked) {
                    renamed = project.vocabulary.baseName(ofContract: own.first!)
                }
            }
            checkName(d, renamed, project, &findings)
            if let contract, !conformsToContract(d.name, project, visited: []) {
                let concrete = conformances.sorted().first { c in
                    project.protocols[c] == nil && (project.types[c]?.contains { project.file($0).context.inSources } ?? false)
                }
                let found = concrete.map { "inherits from the concrete `\($0)` and " } ?? ""
                // A name that is no protocol of the project (`MockRemoteUserRepository` mocks the class
                // `RemoteUserRepository`): suggest the contract that the concrete base implements.
                let suggested = project.protocols[contract] == nil ? concrete.flatMap { project.implementations[$0]?.first } ?? contract : contract
                findings.append(Finding(line: d.line, column: d.column, message:
                    "mock `\(d.name)` \(found)conforms to no contract: a mock implements the contract it replaces; declare `\(d.name): \(suggested)`"))
            }
            let members = syntax.members(of: i)
            if d.kind == .class { checkMutableState(i, members, file, project, &findings) }
            // An actor's properties are isolated: nothing outside the actor can write them, so its
            // call tracking is read-only outside already.
            for m in members where d.kind != .actor {
                let p = decls[m]
                guard p.kind == .var, p.isStoredProperty, !p.isStatic, MockConventionsRule.isCallTracking(p),
                      !MockConventionsRule.isReadOnlyOutside(p) else { continue }
                findings.append(Finding(line: p.line, column: p.column, message:
                    "`\(d.name).\(p.name)` tracks calls: declare it `private(set) var \(p.name)` so only the mock writes it and tests read it",
                    fixHint: "private(set)"))
            }
        }
        return findings
    }

    /// A type named as a mock is a test double, not test data (`enum MockData`, `struct MockResponse:
    /// Decodable`): the name it mocks spells a contract, or it conforms to more than the standard protocols.
    static func isTestDouble(_ name: String, _ project: ProjectIndex) -> Bool {
        if MockConventionsRule().mockedContract(project.vocabulary.mockedName(name) ?? name, project) != nil { return true }
        return (project.conformances[name] ?? []).contains { !standard.contains($0) }
    }

    /// `naming.mock`: a mock named by one of the `Mock` spellings (`XMock`, `MockX`) that no
    /// configured pattern accepts is renamed to the preferred one. Other doubles (`XSpy`, `FakeX`)
    /// are named as the team likes unless a pattern names them.
    func checkName(_ d: Declaration, _ mocked: String, _ project: ProjectIndex, _ findings: inout [Finding]) {
        let patterns = project.conventions.mockPatterns
        if patterns.contains(where: { !$0.isPlain && $0.base(of: d.name) != nil }) { return }
        guard Vocabulary.isMockName(d.name) else { return }
        let preferred = patterns[0]
        let spelled = d.name.hasSuffix("Mock") ? "`Mock` suffix" : "`Mock` prefix"
        // Never a name the project already declares at the top level: two types cannot take it. (A
        // nested mock's name lives in its test class and shadows the other.)
        if d.parent == nil, project.types[preferred.apply(mocked)] != nil || project.protocols[preferred.apply(mocked)] != nil { return }
        findings.append(Finding(line: d.line, column: d.column, message:
            "mock `\(d.name)` is named with the \(spelled): under \(MockConventionsRule.conventionName(project.conventions)) rename it `\(preferred.apply(mocked))`"))
    }

    /// How a message names the mock convention: `naming.mocks: suffix` as the shorthand reads when
    /// it is one, else `naming.mock: Mock{Name}`.
    static func conventionName(_ c: Conventions) -> String {
        if c.mockPatterns == [NamePattern("{Name}Mock")!] { return "`naming.mocks: suffix`" }
        if c.mockPatterns == [NamePattern("Mock{Name}")!] { return "`naming.mocks: prefix`" }
        return "`naming.mock: \(c.mockPatterns.map(\.description).joined(separator: ", "))`"
    }

    /// The contract a mock's name points at: `GetCharacterUseCaseMock` →
    /// `GetCharacterUseCaseContract` (a project protocol, or a name the
    /// conventions spell as a contract); nil for `MockData`.
    func mockedContract(_ mocked: String, _ project: ProjectIndex) -> String? {
        let spelled = project.vocabulary.contractName(forBase: mocked)
        if project.protocols[spelled] != nil { return spelled }
        if project.protocols[mocked] != nil { return mocked }
        if project.vocabulary.contractKind(ofName: spelled) != nil { return spelled }
        return nil
    }

    /// The type conforms to a protocol of the project, a name the conventions spell as
    /// a contract, or an unknown protocol (another module's): directly, through an
    /// extension, or through a base class declared under `Tests/` (a shared base
    /// mock). Subclassing a concrete type of `Sources/` is not mocking a contract.
    func conformsToContract(_ name: String, _ project: ProjectIndex, visited: Set<String>) -> Bool {
        guard !visited.contains(name) else { return false }
        for c in project.conformances[name] ?? [] {
            if project.protocols[c] != nil || project.contractKind(of: c) != nil { return true }
            if MockConventionsRule.standard.contains(c) { continue }
            guard let refs = project.types[c] else { return true }
            if refs.contains(where: { project.file($0).context.isTest }),
               conformsToContract(c, project, visited: visited.union([name])) { return true }
        }
        return false
    }

    func checkMutableState(_ i: Int, _ members: [Int], _ file: FileSummary, _ project: ProjectIndex, _ findings: inout [Finding]) {
        let decls = file.syntax.declarations
        let d = decls[i]
        guard let state = members.first(where: { decls[$0].kind == .var && decls[$0].isStoredProperty && !decls[$0].isStatic }) else { return }
        var missing: [String] = []
        if !d.hasModifier("final") && !isSubclassed(d.name, project) { missing.append("declare it `final`") }
        // A class isolated to a global actor (`@MainActor`) is Sendable already.
        let isolated = d.attributeInfo.contains { $0.name.hasSuffix("Actor") && $0.name != "@globalActor" }
        if !isolated && mocksSendableContract(d.name, project) && !hasUncheckedSendable(d, project) {
            missing.append("add `@unchecked Sendable` to its inheritance clause")
        }
        guard !missing.isEmpty else { return }
        findings.append(Finding(line: d.line, column: d.column, message:
            "mock class `\(d.name)` has mutable state (`var \(decls[state].name)`): \(missing.joined(separator: " and "))"))
    }

    /// It adopts `Sendable` or a protocol that refines it (a contract from another
    /// module counts: contracts are Sendable).
    func mocksSendableContract(_ name: String, _ project: ProjectIndex) -> Bool {
        for c in project.conformances[name] ?? [] {
            if c == "Sendable" { return true }
            if project.protocols[c] != nil {
                if case .some(.some(true)) = project.protocolSendability[c] { return true }
            } else if project.contractKind(of: c) != nil {
                return true
            }
        }
        return false
    }

    /// `@unchecked Sendable` in the class's declaration, an extension of it, or a project superclass.
    func hasUncheckedSendable(_ d: Declaration, _ project: ProjectIndex) -> Bool {
        func unchecked(_ entries: [String]) -> Bool {
            entries.contains { e in
                e.split(separator: "&").contains { part in
                    part.trimmingCharacters(in: " ").hasPrefix("@unchecked") && ProjectIndex.inheritedName(part) == "Sendable"
                }
            }
        }
        func declared(_ name: String) -> Bool {
            let refs = (project.types[name] ?? []) + (project.extensions[name] ?? [])
            return refs.contains { unchecked(project.declaration($0).inherited) }
        }
        if unchecked(d.inherited) || declared(d.name) { return true }
        return (project.conformances[d.name] ?? []).contains { project.types[$0] != nil && declared($0) }
    }

    /// Another type of the project inherits from it: it cannot be `final`.
    func isSubclassed(_ name: String, _ project: ProjectIndex) -> Bool {
        project.superclassCandidates.contains(name)
    }

    /// `executeCallCount`, `callCount`; `lastRequestedIdentifier: Int?` (a `last…`
    /// property that starts empty: an optional, or `= nil`). Not `_…` backing storage.
    static func isCallTracking(_ p: Declaration) -> Bool {
        // `_didYieldCallCount`: underscored backing storage behind a read-only accessor.
        if p.name.hasPrefix("_") { return false }
        if p.name.hasSuffix("CallCount") || p.name == "callCount" { return true }
        guard p.name.hasPrefix("last"), p.name.utf8.count > 4 else { return false }
        let c = p.name.utf8[p.name.utf8.index(p.name.utf8.startIndex, offsetBy: 4)]
        guard c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z") else { return false }
        if let t = p.typeAnnotation { return t.hasSuffix("?") }
        return p.initializerPrefix == "nil"
    }

    /// `private(set)`/`fileprivate(set)`, or not visible outside at all.
    static func isReadOnlyOutside(_ p: Declaration) -> Bool {
        if p.modifiers.contains("private(set)") || p.modifiers.contains("fileprivate(set)") { return true }
        if let a = p.accessLevel, a <= .fileprivate { return true }
        return false
    }
}

extension MockConventionsRule: FixableRule {
    /// Call tracking: `var executeCallCount` → `private(set) var executeCallCount`.
    public func fix(_ finding: Finding, in file: SourceFile, context: FixContext) -> Fix? {
        guard finding.fixHint == "private(set)", let name = file.token(atLine: finding.line, column: finding.column),
              let v = file.previous(name), file.tokens[v].kind == .keyword, file.tokens[v].keyword == .var else { return nil }
        let edit = TextEdit.insert("private(set) ", at: file.start(v))
        // Only when the scanner then reads the property with the modifier: otherwise (malformed
        // code around it) the finding would stay and the modifier be added on every pass.
        let line = Int(file.tokens[name].line), property = file.text(name)
        guard file.declarations(after: [edit]).contains(where: {
            $0.kind == .var && $0.line == line && $0.name == property && $0.modifiers.contains("private(set)")
        }) else { return nil }
        return Fix(ruleID: id, path: file.path, [edit])
    }
}
