/// Evaluates a team rule's conditions (`select:`, `require:`, `forbid:` and the maps nested in
/// them) on the declarations of one file, with the project index for what other files declare.
/// Every key is judged the same way in the three places: it holds, fails, or does not apply (a
/// key about functions, judged on a property; a conformance that depends on another module's
/// protocol). A selector picks what every key holds for; a requirement reports each key that
/// fails; a prohibition each key that holds. A key that does not apply never selects and is never
/// reported.
/// A class: made as a struct, an evaluator was built twice and copied (its file's summary retained
/// and released again, 5.4 K instructions per file a `select:` evaluates), and its caches needed a
/// class of their own. Its state is one evaluation's, on one thread: not checked for exclusive access.
final class ConditionEvaluator {
    let file: FileSummary
    let project: ProjectIndex
    let decls: [Declaration]
    @exclusivity(unchecked) var conformanceCache: [Int: ConformanceSet] = [:]
    /// The rule's subject (the selected declaration of the checked file): `{name}`, `{feature}`,
    /// `{module}` and `{implementation}` are its, wherever the conditions look (a member, the
    /// enclosing type, a conformed protocol, a type's declaration, one that must exist).
    @exclusivity(unchecked) var subject: TemplateContext?
    /// The subject as a declaration of this file (the selected one): its context is made when a
    /// key first needs it (most declarations fail a cheap key before any does).
    @exclusivity(unchecked) var subjectIndex: Int?
    /// The subject's context made last (`subjectContext`), and the declaration it is of (-1: none).
    @exclusivity(unchecked) var cachedSubjectIndex = -1
    @exclusivity(unchecked) var cachedSubjectContext: TemplateContext?
    /// The file's context without a declaration's name (`{feature}`, `{usecase_method}`).
    @exclusivity(unchecked) var cachedFileContext: TemplateContext?
    /// `exists:` verdicts by existence (its conditions' box: two existences can share a line,
    /// `exists: [{…}, {…}]`), for one without a placeholder (then its verdict depends on this
    /// file alone, not on the declaration judged).
    @exclusivity(unchecked) var existsVerdicts: [ObjectIdentifier: Bool] = [:]

    /// Whether `text` holds a placeholder (a brace, a word, a brace) whose value can change from one
    /// declaration of a file to the next: `{name}`, `{X.mock}`, a capture. `{feature}` and `{module}`
    /// are the checked file's, the same for all of its declarations.
    static func dependsOnSubject(_ text: String) -> Bool {
        let u = Array(text.utf8)
        var k = 0
        while k < u.count {
            if u[k] == UInt8(ascii: "{") {
                var j = k + 1
                while j < u.count, u[j] == 95 || u[j] == 46 || (u[j] >= 48 && u[j] <= 57) || ((u[j] | 0x20) >= 97 && (u[j] | 0x20) <= 122) { j += 1 }
                if j > k + 1, j < u.count, u[j] == UInt8(ascii: "}") {
                    let word = u[(k + 1)..<j]
                    if !word.elementsEqual("feature".utf8) && !word.elementsEqual("module".utf8) { return true }
                }
            }
            k += 1
        }
        return false
    }

    init(file: FileSummary, project: ProjectIndex, subject: TemplateContext? = nil) {
        self.file = file
        self.project = project
        self.decls = file.syntax.declarations
        self.subject = subject
    }

    enum Verdict { case holds, fails, notApplicable }

    /// Why a declaration breaks a requirement, and where (nil: at the declaration).
    struct Reason: Equatable {
        var text: String
        var position: Position?
    }

    struct Position: Equatable {
        var line: Int
        var column: Int
    }

    /// The keys, in the order a selector tries them (cheap ones first).
    enum Key: CaseIterable {
        case kind, topLevel, stored, wrapped, isStatic, generic, isOperator, name, access, modifiers, attributes, isAsync, throwsClauses, mutability
        case files, fileName, folders, fileRoles, imports, type, initial, returns, errorType, parameters, enclosing, roles, implementsRequirement
        case conformsDirectlyTo, inheritsOnly, conformsTo
        case annotations, referencedFrom, rawIdentifier, attributeArgument
        case functions, properties, has, extensions, implementations, not, anyOf, companion, exists

        /// The key as a document writes it.
        var word: String {
            switch self {
            case .kind: return "kind"
            case .topLevel: return "top_level"
            case .stored: return "stored"
            case .wrapped: return "wrapped"
            case .generic: return "generic"
            case .isOperator: return "operator"
            case .files: return "in"
            case .errorType: return "error_type"
            case .initial: return "initial"
            case .isStatic: return "static"
            case .name: return "name"
            case .access: return "access"
            case .modifiers: return "modifiers"
            case .attributes: return "attributes"
            case .isAsync: return "async"
            case .throwsClauses: return "throws"
            case .mutability: return "mutability"
            case .fileName: return "file_name"
            case .folders: return "folder"
            case .fileRoles: return "role"
            case .imports: return "imports"
            case .type: return "type"
            case .returns: return "returns"
            case .parameters: return "parameters"
            case .enclosing: return "enclosing"
            case .roles: return "is"
            case .conformsDirectlyTo: return "conforms_directly_to"
            case .inheritsOnly: return "inherits_only"
            case .implementsRequirement: return "implements_requirement"
            case .conformsTo: return "conforms_to"
            case .functions: return "functions"
            case .properties: return "properties"
            case .has: return "has"
            case .extensions: return "extensions"
            case .implementations: return "implementations"
            case .annotations: return "annotations"
            case .referencedFrom: return "referenced_from"
            case .rawIdentifier: return "raw_identifier"
            case .attributeArgument: return "attribute_argument"
            case .not: return "not"
            case .anyOf: return "any_of"
            case .companion: return "companion"
            case .exists: return "exists"
            }
        }
    }

    // MARK: entry points

    /// Whether every key holds for declaration `i` (a selector): captures bind into `b`.
    /// `filesMatched`: `c.files` holds already (a rule's selection, judged once per file).
    func holds(_ c: Conditions, _ i: Int, _ b: inout Bindings, filesMatched: Bool = false) -> Bool {
        for key in c.keys {
            if filesMatched && key == .files { continue }
            if test(key, c, i, &b) != .holds { return false }
        }
        return true
    }

    /// How many keys of a selector hold in order before one does not (`Key.allCases.count`: all):
    /// what a warning about an empty selection names.
    func depth(_ c: Conditions, _ i: Int, _ b: inout Bindings, filesMatched: Bool = false) -> Int {
        var n = 0
        for key in c.keys {
            if !(filesMatched && key == .files) && test(key, c, i, &b) != .holds { return n }
            n += 1
        }
        return Int.max
    }

    /// The present keys of `c`, in evaluation order (`Key.allCases`'s): each field tested once,
    /// without a `Key.present` call per key (read for every condition map of every document at every start).
    /// Tested by `if case .some`: `!= nil` would copy each optional field through a generic call.
    static func presentKeys(_ c: Conditions) -> [Key] {
        var out: [Key] = []
        out.reserveCapacity(8)
        if case .some = c.kinds { out.append(.kind) }
        if case .some = c.topLevel { out.append(.topLevel) }
        if case .some = c.stored { out.append(.stored) }
        if case .some = c.wrapped { out.append(.wrapped) }
        if case .some = c.isStatic { out.append(.isStatic) }
        if case .some = c.generic { out.append(.generic) }
        if case .some = c.isOperator { out.append(.isOperator) }
        if case .some = c.names { out.append(.name) }
        if case .some = c.access { out.append(.access) }
        if case .some = c.modifiers { out.append(.modifiers) }
        if case .some = c.attributes { out.append(.attributes) }
        if case .some = c.isAsync { out.append(.isAsync) }
        if case .some = c.throwsClauses { out.append(.throwsClauses) }
        if case .some = c.mutability { out.append(.mutability) }
        if case .some = c.files { out.append(.files) }
        if case .some = c.fileName { out.append(.fileName) }
        if case .some = c.folders { out.append(.folders) }
        if case .some = c.fileRoles { out.append(.fileRoles) }
        if case .some = c.imports { out.append(.imports) }
        if case .some = c.type { out.append(.type) }
        if case .some = c.initial { out.append(.initial) }
        if case .some = c.returns { out.append(.returns) }
        if case .some = c.errorType { out.append(.errorType) }
        if case .some = c.parameters { out.append(.parameters) }
        if case .some = c.enclosing { out.append(.enclosing) }
        if case .some = c.roles { out.append(.roles) }
        if case .some = c.implementsRequirement { out.append(.implementsRequirement) }
        if case .some = c.conformsDirectlyTo { out.append(.conformsDirectlyTo) }
        if case .some = c.inheritsOnly { out.append(.inheritsOnly) }
        if case .some = c.conformsTo { out.append(.conformsTo) } else if case .some = c.conformsToMatching { out.append(.conformsTo) }
        if case .some = c.annotations { out.append(.annotations) }
        if case .some = c.referencedFrom { out.append(.referencedFrom) }
        if case .some = c.rawIdentifier { out.append(.rawIdentifier) }
        if case .some = c.attributeArgument { out.append(.attributeArgument) }
        if case .some = c.functions { out.append(.functions) }
        if case .some = c.properties { out.append(.properties) }
        if case .some = c.has { out.append(.has) }
        if case .some = c.extensions { out.append(.extensions) }
        if case .some = c.implementations { out.append(.implementations) }
        if case .some = c.not { out.append(.not) }
        if case .some = c.anyOf { out.append(.anyOf) }
        if case .some = c.companion { out.append(.companion) }
        if case .some = c.exists { out.append(.exists) }
        return out
    }

    /// Appends why declaration `i` breaks `c`: each key that fails (`positive`, a requirement) or
    /// holds (a prohibition). Member requirements (`functions: {names: …}`) report at each member.
    func failures(_ c: Conditions, _ i: Int, _ b: inout Bindings, positive: Bool, into reasons: inout [Reason], members: inout [(String, Int)]) {
        for key in c.keys {
            switch key {
            case .functions, .properties:
                let m = (key == .functions ? c.functions : c.properties)!
                let r = memberCount(m, functions: key == .functions, i, &b, require: positive)
                members.append(contentsOf: r.members)
                if let reason = r.reason { reasons.append(Reason(text: reason)) }
                continue
            case .has where !positive:
                // A forbidden member is reported where it is.
                for m in directMembers(i) {
                    var mb = b
                    if holds(c.has!.value, m, &mb) {
                        members.append(("it declares `\(decls[m].name)`, matching `has: \(c.has!.value.source)`", m))
                    }
                }
                continue
            default:
                break
            }
            let verdict = test(key, c, i, &b)
            // A required role the layout has no other folder for (`ProjectIndex.destination`):
            // nowhere to move it, as layer-location judges it.
            // (A folder of the code's layers: a test double's folder is always there to move to.)
            if positive && verdict == .fails && key == .fileRoles
                && c.fileRoles!.allSatisfy({ [.domain, .data, .presentation].contains(LayoutGlobs.layer(of: $0)) })
                && !c.fileRoles!.contains(where: { project.destination(for: $0, near: file.context) != nil }) { continue }
            if (positive && verdict == .fails) || (!positive && verdict == .holds) {
                reasons.append(reason(key, c, i, b, positive: positive))
            }
        }
    }

    // MARK: keys

    var vocabulary: Vocabulary { project.vocabulary }

    func name(_ i: Int) -> String {
        // Fields read in place: a `Declaration` copied out of the array retains every field.
        decls[i].kind == .extension ? ProjectIndex.lastComponent(decls[i].name) : decls[i].name
    }

    /// The context of a template that reads no declaration's name: the file's, made once.
    func fileContext() -> TemplateContext {
        if let c = cachedFileContext { return c }
        var tc = TemplateContext(feature: file.context.feature, module: file.context.module, vocabulary: vocabulary)
        tc.judgesDeclaration = true
        cachedFileContext = tc
        return tc
    }

    /// The subject's context: given, or made once for `subjectIndex`.
    func subjectContext() -> TemplateContext? {
        if let subject { return subject }
        guard let si = subjectIndex else { return nil }
        if cachedSubjectIndex == si, let c = cachedSubjectContext { return c }
        let c = ownContext(si)
        cachedSubjectIndex = si
        cachedSubjectContext = c
        return c
    }

    /// The context templates are matched in: the subject's, else declaration `i`'s own.
    /// `conventions: false` when no template to match reads a naming convention (`{name.contract}`,
    /// `{implementation}`): what the declaration implements and what kind of contract it is are
    /// then not looked up (a selection by a plain pattern, `*Coordinator`, judges every type).
    func context(_ i: Int, conventions: Bool = true) -> TemplateContext {
        if conventions { return subjectContext() ?? ownContext(i) }
        if let subject { return subject }
        let k = subjectIndex ?? i
        // A context made for the conventions serves as well.
        if subjectIndex != nil, cachedSubjectIndex == k, let c = cachedSubjectContext { return c }
        var tc = TemplateContext(ownName: name(k), feature: file.context.feature, module: file.context.module, vocabulary: vocabulary)
        tc.judgesDeclaration = true
        return tc
    }

    /// The declaration's own context (it is the subject).
    func ownContext(_ i: Int) -> TemplateContext {
        let n = name(i)
        let implemented = decls[i].kind.hasMembers && decls[i].kind != .protocol ? (project.implementations[n] ?? []).filter { project.contracts[$0] != nil } : []
        var tc = TemplateContext(ownName: n, feature: file.context.feature, module: file.context.module, vocabulary: vocabulary, implementedContracts: implemented)
        tc.judgesDeclaration = true
        tc.ownImplementationNameFree = !implemented.isEmpty && project.contractNamingImplementation(n) == nil
        if decls[i].kind == .protocol { tc.ownContractKind = project.contracts[n] }
        return tc
    }

    /// `` `reads the code` ``: an escaped name that is not an identifier (an escaped keyword is one).
    static func isRawIdentifier(_ d: Declaration) -> Bool {
        d.nameIsEscaped && d.name.unicodeScalars.contains { !($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// What an attribute's first argument is: `string` (a string literal with text), `empty_string`
    /// (`""`, `"  "`), `none` (no parentheses, or none inside), `other`.
    static func firstArgumentKind(_ a: AttributeInfo) -> String {
        guard let args = a.arguments, !args.isEmpty else { return "none" }
        guard a.firstArgumentIsString else { return "other" }
        if args.hasPrefix("\""), !args.hasPrefix("\"\"\"") {
            for ch in args.dropFirst() {
                if ch == "\"" { return "empty_string" }
                if ch != " " { break }
            }
        }
        return "string"
    }

    /// `==`, `<`, `+`: a name that is no identifier.
    static func isOperatorName(_ name: String) -> Bool {
        guard let f = name.unicodeScalars.first else { return false }
        return !(f == "_" || f.properties.isAlphabetic)
    }

    static func isCallable(_ d: Declaration) -> Bool { isCallable(d.kind) }
    static func isProperty(_ d: Declaration) -> Bool { isProperty(d.kind) }
    static func isCallable(_ k: DeclKind) -> Bool { k == .func || k == DeclKind.`init` || k == .subscript }
    static func isProperty(_ k: DeclKind) -> Bool { k == .var || k == .let }

    /// The access level a declaration has: its own modifier, else its extension's, else internal.
    func effectiveAccess(_ i: Int) -> AccessLevel {
        let d = decls[i]
        if let a = d.accessLevel { return a }
        if let p = d.parent, decls[p].kind == .extension, let a = decls[p].accessLevel { return a }
        return .internal
    }

    func conformances(_ i: Int) -> ConformanceSet {
        if let c = conformanceCache[i] { return c }
        let c = project.conformanceSet(of: i, in: file.syntax)
        conformanceCache[i] = c
        return c
    }

    func typeText(_ d: Declaration) -> String? {
        if let t = d.typeAnnotation { return t }
        if ConditionEvaluator.isProperty(d), let initial = d.initializerPrefix {
            // `let x = Foo(…)`: the type constructed.
            var name = ""
            var rest = Substring(initial)
            while let c = rest.first, c.isLetter || c.isNumber || c == "_" || c == "." { name.append(c); rest = rest.dropFirst() }
            while rest.first == " " { rest = rest.dropFirst() }
            if let f = name.unicodeScalars.first, f.properties.isUppercase, rest.first == "(" { return name }
        }
        return nil
    }

    func directMembers(_ i: Int) -> [Int] { file.syntax.members(of: i) }

    /// `kind`, `top_level`, `static`, `generic`: judged from the declaration alone.
    @inline(__always) static func holdsAlone(_ key: Key, _ c: Conditions, _ decls: [Declaration], _ i: Int) -> Bool {
        switch key {
        case .kind: return c.kindBits & (1 << UInt32(decls[i].kind.bit)) != 0
        case .topLevel: return (decls[i].parent == nil) == c.topLevel!
        case .isStatic: return decls[i].isStatic == c.isStatic!
        case .generic: return decls[i].hasGenericParameters == c.generic!
        default: return false
        }
    }

    /// `name:` when it reads no declaration's context: a pattern of text, wildcards and captures
    /// (`*Coordinator`), none made for every declaration it judges; or, for a subject of this file
    /// (`subjectless`), patterns of the file's values only (`{usecase_method}`, `{feature}`),
    /// compared as they are. Nil: the names need a declaration's context.
    @inline(__always) static func plainNameHolds(_ names: [NameTemplate], _ n: String, _ b: inout Bindings, _ ctx: FileContext,
                                                 _ project: ProjectIndex, subjectless: Bool) -> Bool? {
        let way = plainWay(names)
        if way == 0 {
            return names.contains { $0.matches(n, &b, TemplateContext.unread) }
        }
        if subjectless && way == 1 {
            let method = project.vocabulary.conventions.useCaseMethod
            return names.contains { $0.fileValueMatches(n, feature: ctx.feature, module: ctx.module, useCaseMethod: method) }
        }
        return nil
    }

    /// How `plainNameHolds` judges `names`: 0, patterns of text and wildcards (no context); 1, the
    /// file's values only (for a subject of the file); 2, neither (they need a declaration's context).
    static func plainWay(_ names: [NameTemplate]) -> UInt8 {
        if !names.contains(where: \.readsContext) { return 0 }
        return names.contains(where: { $0.fileValue == 0 }) ? 2 : 1
    }

    /// How many of `select:`'s first keys (`s.keys`) are judged without an evaluator: `kind`,
    /// `top_level`, `static`, `generic`, and a `name:` of text and wildcards or of the file's values,
    /// without a capture (`holdsAlone`, `plainNameHolds`).
    static func keysJudgedAlone(_ s: Conditions) -> Int {
        var n = 0
        for key in s.keys {
            switch key {
            case .kind, .topLevel, .isStatic, .generic: n += 1
            case .name:
                guard let names = s.names, names.allSatisfy({ $0.captures.isEmpty }),
                      !names.contains(where: \.readsContext) || !names.contains(where: { $0.fileValue == 0 }) else { return n }
                n += 1
            default: return n
            }
        }
        return n
    }

    /// The index of the first of `select:`'s keys judged alone (`keysJudgedAlone`: `alone`) that
    /// declaration `i` fails, as `depth` counts it; nil when it passes them all.
    static func depthAlone(_ s: Conditions, _ keys: [Key], _ alone: Int, _ decls: [Declaration], _ i: Int, _ fileBindings: Bindings,
                           _ ctx: FileContext, _ project: ProjectIndex) -> Int? {
        depthAlone(s, keys, alone, decls, i, AloneNames(s.names, ctx, project))
    }

    /// What `depthAlone` reads of `select.name` and of the file, made once per file and rule: which
    /// way the names are judged (each asked for every declaration, with the file's values and the
    /// configured UseCase method read through the index, cost a declaration about 100 instructions).
    struct AloneNames {
        /// `plainWay`: 0, patterns of text; 1, the file's values; 2, neither (the evaluator judges
        /// them: they hold here).
        let mode: UInt8
        let names: [NameTemplate]
        let feature: String?, module: String?, method: String

        /// `names`: `select.name` (the names alone: the conditions, a large struct, are not copied).
        init(_ names: [NameTemplate]?, _ ctx: FileContext, _ project: ProjectIndex) {
            let names = names ?? []
            self.names = names
            mode = ConditionEvaluator.plainWay(names)
            feature = mode == 1 ? ctx.feature : nil
            module = mode == 1 ? ctx.module : nil
            method = mode == 1 ? project.vocabulary.conventions.useCaseMethod : ""
        }
    }

    /// `depthAlone` with the names' way of judging made for the file (`AloneNames`). A name of
    /// no capture (`keysJudgedAlone`) binds and compares nothing: no bindings copied for it.
    static func depthAlone(_ s: Conditions, _ keys: [Key], _ alone: Int, _ decls: [Declaration], _ i: Int, _ a: AloneNames) -> Int? {
        for k in 0..<alone {
            let key = keys[k]
            let holds: Bool
            if key == .name {
                let n = decls[i].kind == .extension ? ProjectIndex.lastComponent(decls[i].name) : decls[i].name
                switch a.mode {
                case 0:
                    var b = Bindings()
                    holds = a.names.contains { $0.matches(n, &b, TemplateContext.unread) }
                case 1:
                    holds = a.names.contains { $0.fileValueMatches(n, feature: a.feature, module: a.module, useCaseMethod: a.method) }
                default:
                    holds = true
                }
            } else {
                holds = holdsAlone(key, s, decls, i)
            }
            if !holds { return k }
        }
        return nil
    }

    func test(_ key: Key, _ c: Conditions, _ i: Int, _ b: inout Bindings) -> Verdict {
        func verdict(_ x: Bool) -> Verdict { x ? .holds : .fails }
        switch key {
        case .kind, .topLevel, .isStatic, .generic: return verdict(ConditionEvaluator.holdsAlone(key, c, decls, i))
        case .stored:
            guard ConditionEvaluator.isProperty(decls[i].kind) else { return .notApplicable }
            return verdict(decls[i].isStoredProperty == c.stored!)
        case .wrapped:
            guard ConditionEvaluator.isProperty(decls[i].kind) else { return .notApplicable }
            return verdict(Architecture.hasPropertyWrapper(decls[i]) == c.wrapped!)
        case .isOperator:
            guard decls[i].kind == .func else { return .notApplicable }
            return verdict(ConditionEvaluator.isOperatorName(decls[i].name) == c.isOperator!)
        case .files: return verdict(c.files!.matches(file.context, &b, project, subject: subjectContext()))
        case .errorType:
            guard case .typed(let t) = decls[i].throwsClause else { return .notApplicable }
            var s = Substring(t.trimmingSpaces())
            if s.hasPrefix("any ") { s = s.dropFirst(4) }
            return typeVerdict(c.errorType!, String(s), i, &b)
        case .name:
            let n = name(i)
            if let v = ConditionEvaluator.plainNameHolds(c.names!, n, &b, file.context, project, subjectless: subject == nil) { return verdict(v) }
            // Other patterns of the file's values: the file's context, made once per file.
            if subject == nil && !c.names!.contains(where: \.readsOwnName) {
                let tc = fileContext()
                return verdict(c.names!.contains { $0.matches(n, &b, tc) })
            }
            let tc = context(i, conventions: c.names!.contains { $0.convention != nil })
            return verdict(c.names!.contains { $0.matches(n, &b, tc) })
        case .access: return verdict(c.access!.contains(effectiveAccess(i)))
        case .modifiers: return verdict(c.modifiers!.allSatisfy { decls[i].modifiers.contains($0) })
        case .attributes: return verdict(c.attributes!.allSatisfy { decls[i].attributes.contains($0) })
        case .isAsync:
            guard ConditionEvaluator.isCallable(decls[i].kind) || ConditionEvaluator.isProperty(decls[i].kind) else { return .notApplicable }
            return verdict(decls[i].isAsync == c.isAsync!)
        case .throwsClauses:
            guard ConditionEvaluator.isCallable(decls[i].kind) || ConditionEvaluator.isProperty(decls[i].kind) else { return .notApplicable }
            return verdict(c.throwsClauses!.contains(TeamRule.throwsWord(decls[i].throwsClause)))
        case .mutability:
            guard ConditionEvaluator.isProperty(decls[i].kind), decls[i].isStoredProperty else { return .notApplicable }
            return verdict((decls[i].kind == .let ? "let" : "var") == c.mutability!)
        case .fileName:
            let tc = context(i, conventions: c.fileName!.contains { $0.convention != nil })
            let fileName = file.context.fileName + ".swift"
            return verdict(c.fileName!.contains { var tb = b; return $0.matches(fileName, &tb, tc) })
        case .folders:
            let comps = TeamCheck.components(file.path, project)
            return verdict(c.folders!.contains { $0.match(comps).matched })
        case .fileRoles: return verdict(c.fileRoles!.contains(file.context.role))
        case .imports:
            let tc = context(i)
            let modules = file.syntax.imports.map(ProjectIndex.importedModule)
            return verdict(c.imports!.allSatisfy { t in modules.contains { m in var x = b; return t.matches(m, &x, tc) } })
        case .type:
            guard ConditionEvaluator.isProperty(decls[i].kind) || decls[i].kind == .typealias else { return .notApplicable }
            guard let t = typeText(decls[i]) else { return .notApplicable }
            return typeVerdict(c.type!, t, i, &b)
        case .returns:
            guard decls[i].kind == .func || decls[i].kind == .subscript else { return .notApplicable }
            return typeVerdict(c.returns!, decls[i].returnType ?? "Void", i, &b)
        case .initial:
            guard ConditionEvaluator.isProperty(decls[i].kind) || decls[i].kind == .case else { return .notApplicable }
            let tc = context(i)
            return verdict(c.initial!.contains { $0.matches(decls[i].initializerPrefix, &b, tc) })
        case .parameters:
            guard ConditionEvaluator.isCallable(decls[i].kind) || decls[i].kind == .case else { return .notApplicable }
            return verdict(parameterProblem(c.parameters!, decls[i], &b, context(i)) == nil)
        case .enclosing:
            guard let p = file.enclosingType(of: i) else { return .fails }
            return verdict(holds(c.enclosing!.value, p, &b))
        case .roles:
            // A loop, not `contains { project.… }`: the closure would copy the index and the file
            // (every dictionary of the index retained and released) for every declaration judged.
            for r in c.roles! where project.declaration(i, of: file, is: r) { return .holds }
            return .fails
        case .conformsDirectlyTo:
            guard decls[i].kind.hasMembers else { return .notApplicable }
            let direct = conformances(i).direct
            let tc = context(i)
            return verdict(c.conformsDirectlyTo!.allSatisfy { t in direct.contains { n in t.matches(n, &b, tc) } })
        case .inheritsOnly:
            guard decls[i].kind.hasMembers else { return .notApplicable }
            let direct = conformances(i).direct
            let tc = context(i)
            return verdict(direct.allSatisfy { n in c.inheritsOnly!.contains { var x = b; return $0.matches(n, &x, tc) } })
        case .implementsRequirement:
            guard !decls[i].kind.hasMembers, let p = file.enclosingType(of: i) else { return .notApplicable }
            return verdict(requirements(of: p).contains(decls[i].name + decls[i].selector) == c.implementsRequirement!)
        case .conformsTo:
            guard decls[i].kind.hasMembers else { return .notApplicable }
            let set = conformances(i)
            if let matching = c.conformsToMatching {
                if conformedDeclaration(set, matching.value, b, i) != nil { return .holds }
                // A conformance it cannot follow (another module's protocol) may be the one.
                return set.unknown ? .notApplicable : .fails
            }
            let tc = context(i)
            var unknown = false
            for t in c.conformsTo! {
                if set.all.contains(where: { t.matches($0, &b, tc) }) { continue }
                // A name the walk cannot follow may bring it; so may inference.
                if let name = t.literalText, set.mayProvide(name) { unknown = true; continue }
                if t.literalText == nil && set.unknown { unknown = true; continue }
                return .fails
            }
            return unknown ? .notApplicable : .holds
        case .functions, .properties:
            guard decls[i].kind.hasMembers else { return .notApplicable }
            let m = (key == .functions ? c.functions : c.properties)!
            let r = memberCount(m, functions: key == .functions, i, &b, require: true)
            return verdict(r.members.isEmpty && r.reason == nil)
        case .has:
            for m in directMembers(i) {
                var mb = b
                if holds(c.has!.value, m, &mb) { b = mb; return .holds }
            }
            return .fails
        case .extensions:
            guard decls[i].kind.hasMembers, decls[i].kind != .extension else { return .notApplicable }
            return verdict(firstMatch(c.extensions!.value, in: extensionRefs(i), i, &b) != nil)
        case .implementations:
            guard decls[i].kind == .protocol else { return .notApplicable }
            return verdict(firstMatch(c.implementations!.value, in: implementationRefs(i), i, &b) != nil)
        case .annotations:
            let words = annotationWords(i)
            let tc = context(i)
            return verdict(c.annotations!.allSatisfy { t in words.contains { var x = b; return t.matches($0, &x, tc) } })
        case .rawIdentifier: return verdict(ConditionEvaluator.isRawIdentifier(decls[i]) == c.rawIdentifier!)
        case .attributeArgument:
            let a = c.attributeArgument!
            let carried = decls[i].attributeInfo.filter { a.names.contains($0.name) }
            guard !carried.isEmpty else { return .notApplicable }
            return verdict(carried.allSatisfy { a.first.contains(ConditionEvaluator.firstArgumentKind($0)) })
        case .referencedFrom:
            guard decls[i].kind.isType else { return .notApplicable }
            return verdict(c.referencedFrom!.names(decls[i].name, project, context(i)))
        case .not:
            var nb = b
            return verdict(!holds(c.not!.value, i, &nb))
        case .anyOf:
            for alt in c.anyOf! {
                var ab = b
                if holds(alt, i, &ab) { b = ab; return .holds }
            }
            return .fails
        case .companion:
            return verdict(hasCompanion(c.companion!, i, b))
        case .exists:
            for e in c.exists! where !exists(e, i, &b) { return .fails }
            return .holds
        }
    }

    // MARK: reasons

    func reason(_ key: Key, _ c: Conditions, _ i: Int, _ b: Bindings, positive: Bool) -> Reason {
        let d = decls[i]
        let tc = context(i)
        func list(_ xs: [String]) -> String { xs.map { "`\($0)`" }.joined(separator: " or ") }
        func shown(_ ts: [NameTemplate]) -> String { list(ts.map { $0.shown(b, tc) }) }
        /// What is missing, all of it: `A`, `B` and `C`.
        func all(_ ts: [NameTemplate]) -> String {
            let names = ts.map { "`\($0.shown(b, tc))`" }
            return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
        }
        switch key {
        case .kind:
            return Reason(text: positive ? "it is a `\(TeamRule.kindWord(d.kind))`, not \(list(ConditionEvaluator.kindWords(c.kinds!)))" : "it is a `\(TeamRule.kindWord(d.kind))`")
        case .topLevel:
            return Reason(text: (d.parent == nil) ? "it is declared at the top level" : "it is nested in `\(name(file.enclosingType(of: i) ?? d.parent!))`")
        case .stored: return Reason(text: d.isStoredProperty ? "it is a stored property" : "it is a computed property")
        case .wrapped: return Reason(text: Architecture.hasPropertyWrapper(d) ? "it has a property wrapper" : "it has no property wrapper")
        case .isStatic: return Reason(text: d.isStatic ? "it is `static`" : "it is not `static`")
        case .generic: return Reason(text: d.hasGenericParameters ? "it is generic" : "it is not generic")
        case .isOperator: return Reason(text: ConditionEvaluator.isOperatorName(d.name) ? "it is an operator" : "it is not an operator")
        case .files:
            return Reason(text: positive ? "its file is not among `in: \(ConditionEvaluator.renderFiles(c))`" : "its file is among `in: \(ConditionEvaluator.renderFiles(c))`")
        case .errorType:
            let t: String
            if case .typed(let e) = d.throwsClause { t = e } else { t = "" }
            let at = d.throwsLine > 0 ? Position(line: d.throwsLine, column: d.throwsColumn) : nil
            return Reason(text: positive ? "it throws `\(t)`, not \(describe(c.errorType!, b, tc))" : "it throws `\(t)`", position: at)
        case .name:
            return Reason(text: positive ? "its name does not match \(shown(c.names!))" : "its name matches \(shown(c.names!))")
        case .access:
            let a = effectiveAccess(i)
            let at = d.accessLevelLine > 0 ? Position(line: d.accessLevelLine, column: d.accessLevelColumn) : nil
            return Reason(text: positive ? "its access is `\(TeamRule.accessWord(a))`, not \(list(c.access!.sorted().map(TeamRule.accessWord)))" : "it is `\(TeamRule.accessWord(a))`", position: at)
        case .modifiers:
            if positive {
                let missing = c.modifiers!.filter { !d.modifiers.contains($0) }
                return Reason(text: "it is not " + missing.map { "`\($0)`" }.joined(separator: " or "))
            }
            return Reason(text: "it is " + c.modifiers!.map { "`\($0)`" }.joined(separator: " and "))
        case .attributes:
            if positive {
                let missing = c.attributes!.filter { !d.attributes.contains($0) }
                return Reason(text: "it is not marked " + missing.map { "`\($0)`" }.joined(separator: " or "))
            }
            return Reason(text: "it is marked " + c.attributes!.map { "`\($0)`" }.joined(separator: " and "))
        case .isAsync: return Reason(text: d.isAsync ? "it is `async`" : "it is not `async`")
        case .throwsClauses:
            let at = d.throwsLine > 0 ? Position(line: d.throwsLine, column: d.throwsColumn) : nil
            return Reason(text: "it \(TeamRule.throwsDescription(d.throwsClause))", position: at)
        case .mutability: return Reason(text: d.kind == .let ? "it is a `let`" : "it is a stored `var`")
        case .fileName:
            let fileName = file.context.fileName + ".swift"
            return Reason(text: positive ? "it is declared in `\(fileName)`, not \(shown(c.fileName!))" : "it is declared in `\(fileName)`")
        case .folders:
            let comps = TeamCheck.components(file.path, project)
            if positive { return Reason(text: "it is not in \(list(c.folders!.map(\.text)))") }
            return Reason(text: "it is in `\(c.folders!.first { $0.match(comps).matched }?.text ?? "")`")
        case .fileRoles:
            return Reason(text: positive ? "it is not in \(list(c.fileRoles!.map { $0.rawValue + "/" }.sorted()))" : "it is in `\(file.context.role.rawValue)/`")
        case .imports:
            let modules = file.syntax.imports.map(ProjectIndex.importedModule)
            if positive {
                let missing = c.imports!.filter { t in !modules.contains { m in var x = b; return t.matches(m, &x, tc) } }
                return Reason(text: "its file does not import " + all(missing))
            }
            return Reason(text: "its file imports " + shown(c.imports!))
        case .type:
            let t = typeText(d) ?? ""
            return Reason(text: positive ? "its type is `\(t)`, not \(describe(c.type!, b, tc))" : "its type is `\(t)`")
        case .initial:
            let v = d.initializerPrefix
            if positive { return Reason(text: v.map { "it starts as `\($0)`, not \(shown(c.initial!))" } ?? "it has no initial value") }
            return Reason(text: "it starts as `\(v ?? "")`")
        case .returns:
            let t = d.returnType ?? "Void"
            return Reason(text: positive ? "it returns `\(t)`, not \(describe(c.returns!, b, tc))" : "it returns `\(t)`")
        case .parameters:
            var pb = b
            let problem = parameterProblem(c.parameters!, d, &pb, tc)
            return Reason(text: positive ? (problem ?? "its parameters do not match") : "it takes `\(d.name)\(ConditionEvaluator.signature(d))`")
        case .enclosing:
            let p = file.enclosingType(of: i)
            return Reason(text: positive ? (p.map { "its enclosing `\(name($0))` does not match `enclosing: \(c.enclosing!.value.source)`" } ?? "it is not inside a type")
                          : "its enclosing `\(p.map(name) ?? "")` matches `enclosing: \(c.enclosing!.value.source)`")
        case .roles:
            let roles = c.roles!.sorted { $0.rawValue < $1.rawValue }
            if positive { return Reason(text: "it is not " + roles.map(ConditionEvaluator.label).joined(separator: " or ")) }
            let hit = roles.first { project.declaration(i, of: file, is: $0) }
            return Reason(text: "it is " + (hit.map(ConditionEvaluator.label) ?? ""))
        case .conformsDirectlyTo:
            let direct = conformances(i).direct
            if positive {
                let missing = c.conformsDirectlyTo!.filter { t in !direct.contains { var x = b; return t.matches($0, &x, tc) } }
                return Reason(text: all(missing) + (missing.count == 1 ? " is" : " are") + " not in its inheritance clause")
            }
            return Reason(text: "its inheritance clause names " + shown(c.conformsDirectlyTo!))
        case .inheritsOnly:
            let direct = conformances(i).direct
            let others = direct.filter { n in !c.inheritsOnly!.contains { var x = b; return $0.matches(n, &x, tc) } }.sorted()
            return Reason(text: positive ? "it inherits " + list(others) + ", not only " + shown(c.inheritsOnly!) : "it inherits only " + shown(c.inheritsOnly!))
        case .implementsRequirement:
            let yes = requirements(of: file.enclosingType(of: i) ?? i).contains(d.name + d.selector)
            return Reason(text: yes ? "it implements a requirement of its type's protocols" : "it implements no requirement of its type's protocols")
        case .conformsTo:
            let set = conformances(i)
            if let matching = c.conformsToMatching {
                if positive { return Reason(text: "it conforms to nothing matching `conforms_to: \(matching.value.source)`") }
                return Reason(text: "it conforms to `\(conformedDeclaration(set, matching.value, b, i) ?? "")`, matching `conforms_to: \(matching.value.source)`")
            }
            if positive {
                let missing = c.conformsTo!.filter { t in !set.all.contains { var x = b; return t.matches($0, &x, tc) } }
                return Reason(text: "it does not conform to " + all(missing))
            }
            let hit = c.conformsTo!.filter { t in set.all.contains { var x = b; return t.matches($0, &x, tc) } }
            return Reason(text: "it conforms to " + shown(hit))
        case .functions, .properties:
            return Reason(text: "")
        case .has:
            return Reason(text: "it declares no member matching `has: \(c.has!.value.source)`")
        case .extensions:
            if positive { return Reason(text: "no extension of it matches `extensions: \(c.extensions!.value.source)`") }
            var x = b
            let hit = firstMatch(c.extensions!.value, in: extensionRefs(i), i, &x).map { " (\(project.files[$0.file].path):\(project.declaration($0).line))" } ?? ""
            return Reason(text: "an extension of it\(hit) matches `extensions: \(c.extensions!.value.source)`")
        case .implementations:
            if positive { return Reason(text: "no implementation of it matches `implementations: \(c.implementations!.value.source)`") }
            var x = b
            let hit = firstMatch(c.implementations!.value, in: implementationRefs(i), i, &x).map { " `\(ProjectIndex.lastComponent(project.declaration($0).name))`" } ?? ""
            return Reason(text: "its implementation\(hit) matches `implementations: \(c.implementations!.value.source)`")
        case .annotations:
            let words = annotationWords(i)
            if positive {
                let missing = c.annotations!.filter { t in !words.contains { var x = b; return t.matches($0, &x, tc) } }
                return Reason(text: "no annotation comment above it names " + all(missing))
            }
            return Reason(text: "an annotation comment above it names " + shown(c.annotations!))
        case .rawIdentifier:
            return Reason(text: ConditionEvaluator.isRawIdentifier(d) ? "its name is a raw identifier" : "its name is no raw identifier")
        case .attributeArgument:
            let a = c.attributeArgument!
            let carried = d.attributeInfo.filter { a.names.contains($0.name) }
            let hit = carried.first { a.first.contains(ConditionEvaluator.firstArgumentKind($0)) != positive } ?? carried.first
            let written = hit.map { h in h.name + (h.arguments.map { "(" + $0.prefix(40) + ($0.count > 40 ? "…" : "") + ")" } ?? "") } ?? ""
            let kind = hit.map(ConditionEvaluator.firstArgumentKind) ?? "none"
            let words = ["string": "a string", "empty_string": "an empty string", "none": "no argument", "other": "no string"]
            let at = hit.map { Position(line: Int($0.line), column: Int($0.column)) }
            if positive { return Reason(text: "`\(written)` has \(words[kind]!) first, not \(a.first.sorted().map { words[$0]! }.joined(separator: " or "))", position: at) }
            return Reason(text: "`\(written)` has \(words[kind]!) first", position: at)
        case .referencedFrom:
            return Reason(text: positive ? "no file of its `referenced_from:` selection names it (its own files aside)" : "a file of its `referenced_from:` selection names it")
        case .not:
            return Reason(text: positive ? "it matches `\(c.not!.value.source)`" : "it does not match `\(c.not!.value.source)`")
        case .anyOf:
            if positive {
                var alternatives: [String] = []
                for alt in c.anyOf! {
                    var ab = b
                    var rs: [Reason] = []
                    var ms: [(String, Int)] = []
                    failures(alt, i, &ab, positive: true, into: &rs, members: &ms)
                    alternatives.append((rs.map(\.text) + ms.map(\.0)).joined(separator: ", "))
                }
                return Reason(text: "it matches none of `any_of`: " + alternatives.map { "(\($0))" }.joined(separator: " or "))
            }
            return Reason(text: "it matches `any_of: …`")
        case .companion:
            let x = c.companion!
            let wanted = (x.name.expansions(b, tc) ?? [x.name.text]).map { "`\($0)`" }.joined(separator: " or ")
            return Reason(text: "there is no \(wanted)" + (x.scope == "same_file" ? " in its file" : x.scope == "same_folder" ? " in its folder" : ""))
        case .exists:
            var eb = b
            let missing = c.exists!.first { !exists($0, i, &eb) } ?? c.exists![0]
            return Reason(text: "there is no " + describe(missing, b, tc) + ConditionEvaluator.scopeWords(missing.scope))
        }
    }

    /// A type condition as a message names it: its patterns, or its conditions.
    func describe(_ t: Conditions.TypeCondition, _ b: Bindings, _ tc: TemplateContext) -> String {
        if let ts = t.templates { return ts.map { "`\($0.shown(b, tc))`" }.joined(separator: " or ") }
        return "a type matching `\(t.declaration?.value.source ?? "")`"
    }

    static func renderFiles(_ c: Conditions) -> String {
        c.source.firstRange(of: "in: {").map { r in
            var depth = 1
            var out = "{"
            for ch in c.source[r.upperBound...] {
                if ch == "{" { depth += 1 }
                if ch == "}" { depth -= 1 }
                out.append(ch)
                if depth == 0 { break }
            }
            return out
        } ?? "…"
    }

    /// A type as written, judged by patterns on its text or by conditions on the declaration it
    /// names (one the project declares matching them; another module's type, by its name and by
    /// what its name says).
    func typeVerdict(_ t: Conditions.TypeCondition, _ text: String, _ i: Int, _ b: inout Bindings) -> Verdict {
        let tc = context(i)
        if let ts = t.templates { return ts.contains { $0.matches(text, &b, tc) } ? .holds : .fails }
        guard let c = t.declaration?.value else { return .notApplicable }
        // The named type of an annotation (`any FooContract?` → `FooContract`); a function type, a
        // tuple or a collection names none.
        guard let named = Architecture.namedType(text) else { return .notApplicable }
        let refs = project.resolveType(named, scope: ProjectIndex.scope(of: i, in: file.syntax) + (decls[i].kind.hasMembers ? [] : []))
        if refs.isEmpty {
            // Not declared in the run: its name and its spelling only.
            for key in c.keys {
                switch key {
                case .name: if !c.names!.contains(where: { $0.matches(named, &b, tc) }) { return .fails }
                case .roles:
                    var some = false
                    for r in c.roles! where project.type(named: named, is: r) { some = true; break }
                    if !some { return .fails }
                case .not:
                    var nb = b
                    var probe = Conditions.TypeCondition(declaration: c.not)
                    probe.templates = nil
                    if typeVerdict(probe, text, i, &nb) == .holds { return .fails }
                default: return .fails
                }
            }
            return .holds
        }
        let subjectContext = tc
        for r in refs {
            let other = ConditionEvaluator(file: project.files[r.file], project: project, subject: subjectContext)
            var x = b
            if other.holds(c, r.index, &x) { b = x; return .holds }
        }
        return .fails
    }

    static func scopeWords(_ scope: String) -> String {
        switch scope {
        case "same_file": return " in its file"
        case "same_folder": return " in its folder"
        case "same_feature": return " in its feature"
        case "same_module": return " in its module"
        default: return ""
        }
    }

    /// `exists:` as a message names it: its name(s) as expanded, else its conditions.
    func describe(_ e: Conditions.Existence, _ b: Bindings, _ tc: TemplateContext) -> String {
        let c = e.conditions.value
        var parts: [String] = []
        func names(_ ts: [NameTemplate]) -> String { ts.map { "`" + $0.shown(b, tc) + "`" }.joined(separator: " or ") }
        if let n = c.names { parts.append(names(n)) }
        if let n = c.fileName { parts.append("file " + names(n)) }
        if let cs = c.conformsDirectlyTo ?? c.conformsTo { parts.append("type conforming to " + names(cs)) }
        if let imports = c.imports { parts.append("`import " + imports.map { $0.shown(b, tc) }.joined(separator: "`, `import ") + "`") }
        if parts.isEmpty { parts.append("`\(c.source)`") }
        if !e.filesSource.isEmpty { parts.append("in `\(e.filesSource)`") }
        return parts.joined(separator: " ")
    }

    static func label(_ r: ArchitectureRole) -> String {
        switch r {
        case .contract: return "a contract"
        case .usecaseContract: return "a UseCase contract"
        case .repositoryContract: return "a repository contract"
        case .dataSourceContract: return "a data source contract"
        case .implementation: return "a contract's implementation"
        case .usecase: return "a UseCase"
        case .repository: return "a repository"
        case .dataSource: return "a data source"
        case .dto: return "a DTO"
        case .mock: return "a mock"
        case .testDouble: return "a test double"
        case .viewmodel: return "a ViewModel"
        case .domainModel: return "a domain model"
        case .domainError: return "a domain error"
        case .mapper: return "a mapper"
        case .standIn: return "a stand-in for previews or tests"
        }
    }

    static func kindWords(_ kinds: Set<DeclKind>) -> [String] {
        var out = Set<String>()
        for k in kinds { out.insert(TeamRule.kindWord(k)) }
        return out.sorted()
    }

    static func signature(_ d: Declaration) -> String {
        "(" + d.parameters.map { p in (p.label ?? "_") + ": " + p.type }.joined(separator: ", ") + ")"
    }

    /// The name of a protocol or class of the project among `set` that matches `c`, or nil.
    func conformedDeclaration(_ set: ConformanceSet, _ c: Conditions, _ b: Bindings, _ i: Int) -> String? {
        for name in set.all.sorted() {
            for r in project.resolveType(name, scope: []) {
                let ev = ConditionEvaluator(file: project.files[r.file], project: project, subject: subjectContext() ?? ownContext(i))
                var x = b
                if ev.holds(c, r.index, &x) { return name }
            }
        }
        return nil
    }

    /// The requirements (name and labels: `execute(identifier:)`) that members of type or extension
    /// `p` may implement: those of the protocol it extends, else of the project's protocols it conforms to.
    func requirements(of p: Int) -> Set<String> {
        let d = decls[p]
        var protocols: [String] = []
        let last = ProjectIndex.lastComponent(d.name)
        if d.kind == .extension, project.protocols[last] != nil {
            protocols = [last]
        } else if d.kind == .protocol {
            protocols = [d.name]
        } else {
            protocols = conformances(p).all.filter { project.protocols[$0] != nil }.sorted()
        }
        var out = Set<String>()
        for name in protocols {
            for r in project.protocols[name] ?? [] {
                let f = project.files[r.file]
                for m in f.syntax.members(of: r.index) { out.insert(f.syntax.declarations[m].name + f.syntax.declarations[m].selector) }
            }
        }
        return out
    }

    // MARK: parameters

    /// What breaks the parameter conditions, or nil.
    func parameterProblem(_ p: Conditions.ParameterConditions, _ d: Declaration, _ b: inout Bindings, _ tc: TemplateContext) -> String? {
        let params = d.parameters
        let n = params.count
        func count(_ k: Int) -> String { k == 1 ? "1 parameter" : "\(k) parameters" }
        if let c = p.count, n != c { return "it takes \(count(n)), not \(c)" }
        if let lo = p.min, n < lo { return "it takes \(count(n)), fewer than \(lo)" }
        if let hi = p.max, n > hi { return "it takes \(count(n)), more than \(hi)" }
        if let labels = p.labels {
            let written = params.map { $0.label ?? "_" }
            var ok = labels.count == n
            if ok { for k in 0..<n where !labels[k].matches(written[k], &b, tc) { ok = false; break } }
            if !ok { return "its argument labels are `(\(written.map { $0 + ":" }.joined()))`, not `(\(labels.map { $0.text + ":" }.joined()))`" }
        }
        if let types = p.types {
            let written = params.map(\.type)
            var ok = types.count == n
            if ok { for k in 0..<n where !types[k].matches(written[k], &b, tc) { ok = false; break } }
            if !ok { return "its parameter types are `(\(written.joined(separator: ", ")))`, not `(\(types.map(\.text).joined(separator: ", ")))`" }
        }
        if let some = p.someType, !params.contains(where: { q in some.contains { var x = b; return $0.matches(q.type, &x, tc) } }) {
            return "no parameter's type matches " + some.map { "`\($0.text)`" }.joined(separator: " or ")
        }
        return nil
    }

    // MARK: members

    /// The members a count looks at: the declaration's own (and, with `extensions: true`, those of
    /// every other declaration of its type in the project), of the kind, access and conditions asked.
    func members(_ m: Conditions.MemberCount, functions: Bool, _ i: Int, _ b: Bindings) -> (here: [Int], elsewhere: Int) {
        func kindFits(_ d: Declaration) -> Bool { functions ? d.kind == .func : ConditionEvaluator.isProperty(d) }
        var here: [Int] = []
        for k in directMembers(i) where kindFits(decls[k]) {
            if let access = m.access, !access.contains(effectiveAccess(k)) { continue }
            if let w = m.matching { var mb = b; if !holds(w.value, k, &mb) { continue } }
            here.append(k)
        }
        var elsewhere = 0
        if m.extensions, decls[i].kind.hasMembers {
            let d = decls[i]
            let qualified = d.kind == .extension ? ProjectIndex.writtenPath(d.name) : ProjectIndex.scope(of: i, in: file.syntax) + [d.name]
            let last = qualified.last ?? ""
            let refs = (project.extensions[last] ?? []).filter { project.sameType(ProjectIndex.writtenPath(project.declaration($0).name), qualified) }
                + project.typeDeclarations(qualified)
            for r in refs {
                let isSelf = project.files[r.file].path == file.path && r.index == i
                if isSelf { continue }
                let other = project.files[r.file]
                let otherEval = ConditionEvaluator(file: other, project: project, subject: subjectContext() ?? ownContext(i))
                for k in other.syntax.members(of: r.index) where kindFits(other.syntax.declarations[k]) {
                    if let access = m.access, !access.contains(otherEval.effectiveAccess(k)) { continue }
                    if let w = m.matching { var mb = b; if !otherEval.holds(w.value, k, &mb) { continue } }
                    if other.path == file.path { here.append(k) } else { elsewhere += 1 }
                }
            }
        }
        return (here, elsewhere)
    }

    /// A member count's verdict: the members that break it (reported where they are) and the
    /// count's reason (reported at the declaration).
    func memberCount(_ m: Conditions.MemberCount, functions: Bool, _ i: Int, _ b: inout Bindings, require: Bool) -> (members: [(String, Int)], reason: String?) {
        let (here, elsewhere) = members(m, functions: functions, i, b)
        let total = here.count + elsewhere
        let word = functions ? "function" : "property"
        let plural = functions ? "functions" : "properties"
        func count(_ n: Int) -> String { n == 1 ? "1 \(word)" : "\(n) \(plural)" }
        let tc = context(i)
        if require {
            if let names = m.names {
                let others = here.filter { k in !names.contains { var x = b; return $0.matches(decls[k].name, &x, tc) } }
                let allowed = names.map { "`\($0.shown(b, tc))`" }.joined(separator: ", ")
                if !others.isEmpty { return (others.map { ("it declares `\(decls[$0].name)`, not only \(allowed)", $0) }, nil) }
            }
            if let c = m.count, total != c { return ([], "it declares \(count(total)), not \(c)") }
            if let lo = m.min, total < lo { return ([], "it declares \(count(total)), fewer than \(lo)") }
            if let hi = m.max, total > hi {
                // Beyond the maximum, the members after it are where the finding is.
                if m.names == nil, m.matching != nil, here.count > hi {
                    return (here.dropFirst(hi).map { ("it declares `\(decls[$0].name)` again: at most \(count(hi))", $0) }, nil)
                }
                return ([], "it declares \(count(total)), more than \(hi)")
            }
        } else {
            if let names = m.names {
                let hits = here.filter { k in names.contains { var x = b; return $0.matches(decls[k].name, &x, tc) } }
                if !hits.isEmpty { return (hits.map { ("it declares `\(decls[$0].name)`", $0) }, nil) }
            }
            if let c = m.count, total == c { return ([], "it declares \(count(c))") }
            if let lo = m.min, total >= lo, m.count == nil { return (here.map { ("it declares `\(decls[$0].name)`", $0) }, nil) }
            if let hi = m.max, total <= hi, m.min == nil { return ([], "it declares \(count(total))") }
        }
        return ([], nil)
    }

    // MARK: extensions, implementations, annotations

    /// The extensions of type `i` anywhere in the project (by its qualified name, as `functions: {extensions: true}` counts them).
    func extensionRefs(_ i: Int) -> [DeclRef] {
        let d = decls[i]
        let qualified = ProjectIndex.scope(of: i, in: file.syntax) + [d.name]
        return (project.extensions[qualified.last ?? ""] ?? []).filter { project.sameType(ProjectIndex.writtenPath(project.declaration($0).name), qualified) }
    }

    /// The declarations (and extensions) of the types implementing protocol `i` (`ProjectIndex.implementers`).
    func implementationRefs(_ i: Int) -> [DeclRef] {
        var out: [DeclRef] = []
        for type in project.implementers[decls[i].name] ?? [] {
            out += (project.types[type] ?? []) + (project.extensions[type] ?? [])
        }
        return out
    }

    /// The first of `refs` matching `c` (judged with declaration `i` as the subject); its captures bind.
    func firstMatch(_ c: Conditions, in refs: [DeclRef], _ i: Int, _ b: inout Bindings) -> DeclRef? {
        let tc = subjectContext() ?? ownContext(i)
        for r in refs {
            let other = ConditionEvaluator(file: project.files[r.file], project: project, subject: tc)
            var x = b
            if other.holds(c, r.index, &x) { b = x; return r }
        }
        return nil
    }

    /// The words of the generator annotations (`// sourcery: AutoMockable, skip = "x"`) between
    /// the previous declaration of the file and declaration `i`.
    func annotationWords(_ i: Int) -> [String] {
        let annotations = file.suppressions.generatorAnnotations
        guard !annotations.isEmpty else { return [] }
        let line = decls[i].line
        var previous = 0
        for d in decls where d.line < line && d.line > previous { previous = d.line }
        var out: [String] = []
        for a in annotations where a.line > previous && a.line < line {
            out += a.text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        }
        return out
    }

    // MARK: companions and existence

    func hasCompanion(_ c: Conditions.Companion, _ i: Int, _ b: Bindings) -> Bool {
        let tc = context(i)
        guard let wanted = c.name.expansions(b, tc) else { return true }
        let folder = Paths.directory(of: file.path)
        for w in wanted {
            let refs = (project.types[w] ?? []) + (project.protocols[w] ?? [])
            if refs.contains(where: { r in
                let d = project.declaration(r)
                if let k = c.kinds, !k.contains(d.kind) { return false }
                let p = project.files[r.file].path
                switch c.scope {
                case "same_file": return p == file.path
                case "same_folder": return Paths.directory(of: p) == folder
                default: return true
                }
            }) { return true }
        }
        return false
    }

    /// The types of the project that one of `alternatives` can hold for, in file and declaration
    /// order, when each alternative has `name:`, `conforms_directly_to:` or `file_name:` (spelled
    /// out, no pattern); nil when one has none (then any type may match it). A superset: each
    /// candidate is judged on the whole condition after.
    func candidates(ofAlternatives alternatives: [Conditions], _ b: Bindings, _ tc: TemplateContext) -> [DeclRef]? {
        var found = Set<DeclRef>()
        var conformed: [String] = []
        for alt in alternatives {
            if let names = alt.names {
                for t in names {
                    guard let spelled = t.expansions(b, tc) else { return nil }
                    for n in spelled {
                        for r in project.types[n] ?? [] { found.insert(r) }
                        for r in project.protocols[n] ?? [] { found.insert(r) }
                    }
                }
            } else if let direct = alt.conformsDirectlyTo {
                for t in direct {
                    guard let spelled = t.expansions(b, tc) else { return nil }
                    conformed += spelled
                }
            } else if let fileNames = alt.fileName {
                var spelledFiles: [String] = []
                for t in fileNames {
                    guard let spelled = t.expansions(b, tc) else { return nil }
                    spelledFiles += spelled
                }
                // Every type of a file so named.
                for n in spelledFiles {
                    for fi in project.lazyTables.files(named: n, project) {
                        for di in project.files[fi].syntax.declarations.indices { found.insert(DeclRef(file: fi, index: di)) }
                    }
                }
            } else {
                return nil
            }
        }
        if !conformed.isEmpty {
            // A type naming one in its inheritance clause, or in an extension's (the type of that name).
            for n in conformed {
                for r in project.lazyTables.inheritors(of: n, project) {
                    let d = project.files[r.file].syntax.declarations[r.index]
                    if d.kind == .extension {
                        for t in project.types[ProjectIndex.lastComponent(d.name)] ?? [] { found.insert(t) }
                    } else {
                        found.insert(r)
                    }
                }
            }
        }
        return found.filter { project.files[$0.file].syntax.declarations[$0.index].kind.isType }
            .sorted { ($0.file, $0.index) < ($1.file, $1.index) }
    }

    /// Whether what `e` describes exists where it says: a declaration (by its name's spellings, or
    /// every type conforming to the name given) or an import.
    /// The captures its conditions bind (`name: "{Impl}"`) are the rule's from there on.
    func exists(_ e: Conditions.Existence, _ i: Int, _ b: inout Bindings) -> Bool {
        // Without a placeholder the verdict is the same for every declaration of this file (a
        // repository's methods ask once): nothing binds, nothing depends on the subject.
        guard e.placeholderFree else { return existsUnmemoized(e, i, &b) }
        let key = ObjectIdentifier(e.conditions)
        if let known = existsVerdicts[key] { return known }
        let found = existsUnmemoized(e, i, &b)
        existsVerdicts[key] = found
        return found
    }

    func existsUnmemoized(_ e: Conditions.Existence, _ i: Int, _ b: inout Bindings) -> Bool {
        let c = e.conditions.value
        let tc = context(i)
        let here = file.context
        func inScope(_ ctx: FileContext) -> Bool {
            switch e.scope {
            case "same_file": return ctx.path == here.path
            case "same_folder": return Paths.directory(of: ctx.path) == Paths.directory(of: here.path)
            case "same_feature": return ctx.feature == here.feature
            case "same_module": return ctx.module == here.module
            default: break
            }
            if let f = c.files { var fb = b; return f.matches(ctx, &fb, project, subject: tc) }
            return true
        }
        var rest = c
        rest.names = nil
        rest.files = nil
        rest.imports = nil
        // Its keys change: the order read at parse time no longer fits.
        rest.keyOrder = nil
        var fileLevel = rest
        fileLevel.fileName = nil
        if fileLevel.isEmptyIgnoringSource && c.names == nil {
            // A file in scope (named as `file_name:` says, importing what `imports:` names).
            // Each file's fields read in place (a `FileSummary` handed to a closure was copied, per
            // file and declaration judged).
            let files = project.files
            for k in files.indices {
                guard inScope(files[k].context), !PackageManifest.isManifestName(files[k].path) else { continue }
                if let names = c.fileName {
                    let fileName = files[k].context.fileName + ".swift"
                    guard names.contains(where: { var x = b; return $0.matches(fileName, &x, tc) }) else { continue }
                }
                guard let imports = c.imports else { return true }
                let written = files[k].syntax.imports
                if imports.allSatisfy({ t in written.contains { m in var x = b; return t.matches(ProjectIndex.importedModule(m), &x, tc) } }) { return true }
            }
            return false
        }
        var candidates: [DeclRef] = []
        if let names = c.names {
            for t in names {
                if let spelled = t.expansions(b, tc) {
                    for n in spelled { candidates += (project.types[n] ?? []) + (project.protocols[n] ?? []) }
                } else {
                    // Matched again on the candidate: its captures bind.
                    rest.names = names
                    rest.keyOrder = nil
                    // A pattern: every type whose name matches.
                    for (n, refs) in project.types where { var x = b; return t.matches(n, &x, tc) }() { candidates += refs }
                    for (n, refs) in project.protocols where { var x = b; return t.matches(n, &x, tc) }() { candidates += refs }
                }
            }
        } else if let direct = c.conformsDirectlyTo {
            // The types (and extensions) that name the conformance in their inheritance clause.
            let wanted = direct.compactMap { $0.expansions(b, tc)?.first }
            rest.conformsDirectlyTo = nil
            rest.keyOrder = nil
            // In file and declaration order, each once (a type may name two of them).
            var hits = Set<DeclRef>()
            for n in wanted { for r in project.lazyTables.inheritors(of: n, project) { hits.insert(r) } }
            candidates = hits.filter { inScope(project.files[$0.file].context) }.sorted { ($0.file, $0.index) < ($1.file, $1.index) }
        } else if let alternatives = c.anyOf, let found = self.candidates(ofAlternatives: alternatives, b, tc) {
            // `any_of:` alternatives that each name the type or its direct conformance: only the
            // types one of them can hold for (a type that none names cannot match), in the order
            // of the scan below (the first match binds as it would there).
            candidates = found.filter { inScope(project.files[$0.file].context) }
        } else {
            // Described by other conditions only: every type in scope.
            for fi in project.files.indices where inScope(project.files[fi].context) {
                let decls = project.files[fi].syntax.declarations
                for di in decls.indices where decls[di].kind.isType { candidates.append(DeclRef(file: fi, index: di)) }
            }
        }
        // What is judged on each candidate, made once (not per candidate).
        var withoutNames = rest
        withoutNames.names = nil
        withoutNames.keyOrder = nil
        let restEmpty = rest.isEmptyIgnoringSource, withoutNamesEmpty = withoutNames.isEmptyIgnoringSource
        // One evaluator per file of candidates (it holds the file and the index: a copy per candidate
        // retained every table of the index).
        var other: ConditionEvaluator?
        var otherFile = -1
        for r in candidates {
            guard inScope(project.files[r.file].context) else { continue }
            if let imports = c.imports, !imports.allSatisfy({ t in project.files[r.file].syntax.imports.contains { m in var x = b; return t.matches(ProjectIndex.importedModule(m), &x, tc) } }) { continue }
            var ob = b
            if let names = rest.names {
                let n = project.files[r.file].syntax.declarations[r.index].name
                guard names.contains(where: { $0.matches(n, &ob, tc) }) else { continue }
                if withoutNamesEmpty { b = ob; return true }
                if otherFile != r.file { other = ConditionEvaluator(file: project.files[r.file], project: project, subject: tc); otherFile = r.file }
                if other!.holds(withoutNames, r.index, &ob) { b = ob; return true }
                continue
            }
            if restEmpty { b = ob; return true }
            if otherFile != r.file { other = ConditionEvaluator(file: project.files[r.file], project: project, subject: tc); otherFile = r.file }
            if other!.holds(rest, r.index, &ob) { b = ob; return true }
        }
        return false
    }
}

extension Conditions {
    /// No condition set (the source text aside).
    var isEmptyIgnoringSource: Bool {
        var c = self
        c.sourceEntries = TeamCheck.SourceEntries()
        c.keyOrder = nil
        return c == Conditions()
    }
}
