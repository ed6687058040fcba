/// `layer-location`: a top-level declaration whose kind and name say where it
/// belongs lives there. Repository contracts in `Domain/Repositories/`,
/// repository implementations in `Data/Repositories/`, DTOs in `Data/DTOs/`,
/// `CachePolicy` and the domain models declared next to a UseCase or a
/// repository contract in `Domain/Models/`, domain errors in `Domain/Errors/`,
/// mocks in a mock directory under `Tests/`.
public struct LayerLocationRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "layer-location",
        title: "Declarations live in the folder their kind names",
        summary: "Repository contracts in Domain/Repositories, implementations in Data/Repositories, DTOs in Data/DTOs, domain models and CachePolicy in Domain/Models, domain errors in Domain/Errors, mocks in a mock directory.",
        sources: ["000_f3ab478b5be401ec.txt", "001_489d91628ace794c.txt", "004_8eeeb65a2d0ceddf.txt"])

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        let ctx = file.context
        if ctx.isTest { return checkMocks(file, project) }
        // A module without the Domain/Data/Presentation layout has nowhere to move things to.
        guard ctx.inSources, ctx.layer == .domain || ctx.layer == .data || ctx.layer == .presentation else { return [] }
        // Preview data (`Presentation/Previews/`, `Preview Content/`) stands in for every layer.
        if ctx.folderInLayer.split(separator: "/").contains(where: { $0.hasPrefix("Preview") }) { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        let here = ctx.folderInLayer.isEmpty ? Paths.directory(of: ctx.path) + "/" : ctx.folderInLayer
        for i in decls.indices where decls[i].parent == nil && decls[i].kind.isType {
            let d = decls[i]
            // File-local helpers: nothing outside the file depends on where they live.
            if let a = d.accessLevel, a <= .fileprivate { continue }
            func report(_ what: String, _ target: FileRole) {
                let destination = project.folder(for: target, near: ctx)
                // Nowhere else to go (an app organised by role keeps contracts and implementations
                // together in `Repositories/`; a DTO in a presentation module): no advice is better
                // than "move it where it is" or into a folder the layout places in another layer.
                guard destination != Paths.directory(of: ctx.path) + "/" else { return }
                let probe = FileContext(path: destination + ctx.fileName + ".swift", layout: project.configuration.layout)
                guard probe.layer == LayoutGlobs.layer(of: target) else { return }
                // A folder the project has (the feature's own folder of that role, the role's folder as
                // the project spells it in another feature) or one missing among the layer's role
                // folders. A layer organised by feature (`Domain/GitRepo/`) has nowhere to move to.
                // Within its layer only: a declaration in the wrong layer (a repository contract in
                // `Data/`) moves to the other layer whatever that layer's folders.
                if ctx.layer == LayoutGlobs.layer(of: target) {
                    guard project.canMove(to: target, feature: ctx.feature) else { return }
                    // A project without a folder of the role keeps such declarations in a folder of no role
                    // (DTOs in `Data/Model/`, errors beside their protocols in `Domain/Protocols/`): that
                    // folder is as good as a new one. (In another role's folder, `Domain/UseCases/`, it is not.)
                    if !project.hasFolder(of: target, feature: ctx.feature),
                       ctx.role == .domainOther || ctx.role == .dataOther || ctx.role == .presentation { return }
                }
                // Never into another module (a Tuist target's `Interface/`, a sibling package, a folder in
                // no target) unless it is an existing folder of a module the file's module depends on
                // (models into the `Entity` target it imports): the declaration would leave the module
                // its users import.
                if let module = ctx.module, probe.module != module {
                    guard let other = probe.module, project.moduleImporters[other]?.contains(module) == true,
                          project.recordedFolder(for: target, feature: ctx.feature) == destination else { return }
                }
                findings.append(Finding(line: d.line, column: d.column, message:
                    "\(what)`\(d.name)` is declared in \(here): move it to `\(destination)`"))
            }
            if d.kind == .protocol {
                // A generic base protocol (`associatedtype`) is not a contract.
                if ctx.role != .domainRepositories, project.vocabulary.contractKind(ofName: d.name) == .repository, !d.hasGenericParameters,
                   !file.syntax.members(of: i).contains(where: { decls[$0].kind == .associatedtype }) {
                    report("repository contract ", .domainRepositories)
                }
                continue
            }
            if NoDTOInDomainRule.isDTOName(d.name) {
                // In the Domain layer `no-dto-in-domain` already reports the declaration.
                if ctx.role != .dataDTOs && ctx.layer != .domain { report("DTO ", .dataDTOs) }
                continue
            }
            if ctx.role != .dataRepositories, project.architectureKinds(of: d.name).contains(.repository),
               LayerLocationRule.isRepositoryImplementationName(d.name), !LayerLocationRule.isTestDoubleName(d.name) {
                report("repository implementation ", .dataRepositories)
                continue
            }
            if d.name == "CachePolicy" && (d.kind == .enum || d.kind == .struct) {
                if ctx.role != .domainModels { report("", .domainModels) }
                continue
            }
            if ctx.layer == .domain && LayerLocationRule.isDomainError(d, project) {
                if ctx.role != .domainErrors { report("domain error ", .domainErrors) }
                continue
            }
            if (ctx.role == .domainUseCases || ctx.role == .domainRepositories) && isDomainModel(i, file, project) {
                report("domain model ", .domainModels)
            }
        }
        return findings
    }

    /// Top-level mocks under `Tests/` outside the mock directories, in a feature that
    /// follows the layered layout (its `Sources/…/Domain/` is in the run). A `private`
    /// mock in a test file is local to that test and may stay there. Test data named
    /// `Mock…` (`enum MockUsers`) is no mock (`MockConventionsRule.isTestDouble`).
    func checkMocks(_ file: FileSummary, _ project: ProjectIndex) -> [Finding] {
        guard file.context.role != .testMocks, let feature = file.context.feature, project.domainFeatures.contains(feature) else { return [] }
        var findings: [Finding] = []
        let decls = file.syntax.declarations
        for d in decls where d.parent == nil && d.kind.isType && d.kind != .protocol && project.vocabulary.isMockName(d.name) {
            if let a = d.accessLevel, a <= .fileprivate { continue }
            guard MockConventionsRule.isTestDouble(d.name, project) else { continue }
            let ctx = file.context
            let dirs = project.mockFolders(feature: ctx.feature, near: ctx)
            let folder = ctx.folderInLayer.isEmpty ? Paths.directory(of: ctx.path) + "/" : (ctx.source == .featureModules ? "Tests/" : "") + ctx.folderInLayer
            findings.append(Finding(line: d.line, column: d.column, message:
                "mock `\(d.name)` is declared in \(folder): move it to a mock directory (\(dirs)), or make it `private` to this test file"))
        }
        return findings
    }

    /// `CharacterRepository`, `StarshipRepositoryImpl`, `RemoteUserRepository`.
    static func isRepositoryImplementationName(_ name: String) -> Bool {
        let base = name.hasSuffix("Impl") ? String(name.dropLast(4)) : name
        return base.hasSuffix("Repository") && base != "Repository"
    }

    /// A name spelling a contract kind or its implementation: `…UseCase`, `…RepositoryImpl`, `…DataSourceContract`.
    static func spellsArchitectureRole(_ name: String, _ vocabulary: Vocabulary) -> Bool {
        if vocabulary.contractKind(ofName: name) != nil { return true }
        let base = name.hasSuffix("Impl") ? String(name.dropLast(4)) : name
        return ContractKind.allCases.contains { base.hasSuffix($0.rawValue) }
    }

    /// Test doubles and preview data (`PreviewCharacterRepository`, `CharacterRepositoryStub`):
    /// one of their camel-case words is Mock, Stub, Fake, Dummy, Spy or Preview.
    static func isTestDoubleName(_ name: String) -> Bool { Vocabulary.isStandInName(name) }

    /// An enum or struct named `…Error` that conforms to `Error` (or `LocalizedError`),
    /// in its declaration or an extension.
    static func isDomainError(_ d: Declaration, _ project: ProjectIndex) -> Bool {
        guard d.kind == .enum || d.kind == .struct, d.name.hasSuffix("Error"), d.name != "Error" else { return false }
        let errorProtocols = ["Error", "LocalizedError", "CustomNSError"]
        if d.inherited.contains(where: { entry in entry.split(separator: "&").contains { errorProtocols.contains(ProjectIndex.inheritedName($0)) } }) {
            return true
        }
        return errorProtocols.contains { project.conforms(d.name, to: $0) }
    }

    /// Protocols (and raw types) a plain value type conforms to.
    static let valueConformances: Set<String> = [
        "Equatable", "Hashable", "Sendable", "Identifiable", "Comparable", "CaseIterable", "Codable", "Encodable", "Decodable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "RawRepresentable", "BitwiseCopyable",
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Character",
    ]

    /// A domain model declared next to a UseCase or a repository contract: a
    /// struct or enum whose inheritance clause names only value protocols, at
    /// least one of them more than `Sendable` (`Equatable`, `Hashable`, a raw
    /// type…), that is not a contract's implementation, an error, or a name that
    /// spells another role (UseCase, Repository, DataSource, test double).
    func isDomainModel(_ i: Int, _ file: FileSummary, _ project: ProjectIndex) -> Bool {
        let d = file.syntax.declarations[i]
        guard d.kind == .struct || d.kind == .enum else { return false }
        guard project.implementations[d.name] == nil, !d.name.hasSuffix("Error"),
              !LayerLocationRule.spellsArchitectureRole(d.name, project.vocabulary), !LayerLocationRule.isTestDoubleName(d.name) else { return false }
        var valueLike = false
        for entry in d.inherited {
            for part in entry.split(separator: "&") {
                let name = ProjectIndex.inheritedName(part)
                guard LayerLocationRule.valueConformances.contains(name) else { return false }
                if name != "Sendable" && name != "BitwiseCopyable" { valueLike = true }
            }
        }
        return valueLike
    }
}
