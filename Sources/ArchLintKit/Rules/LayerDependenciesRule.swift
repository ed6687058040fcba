/// `layer-dependencies`: a Domain module depends on no Data or Presentation module, and a Data
/// module on no Presentation module: neither by `import` (reported at the import) nor as a target
/// dependency in a manifest (reported at the dependency in `Package.swift`). A module's layer is
/// the one its name says (`Domain`, `RecipesData`, `ProfileUI`), else the one layer all its
/// placed files share; only modules of the run are judged.
public struct LayerDependenciesRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "layer-dependencies",
        title: "Dependencies point inwards: Presentation → Domain ← Data",
        summary: "A Domain module does not import (or list as a target dependency) a Data or Presentation module, and a Data module does not depend on a Presentation module.",
        sources: ["002_001592fada42b02e.txt", "003_71c1b659d499d3d2.txt", "004_8eeeb65a2d0ceddf.txt"])

    static func forbidden(_ from: Layer, _ to: Layer) -> Bool {
        switch (from, to) {
        case (.domain, .data), (.domain, .presentation), (.data, .presentation): return true
        default: return false
        }
    }

    static func advice(_ from: Layer, _ to: Layer) -> String {
        if from == .domain && to == .data {
            return "the Domain layer depends on no other layer: declare the contract in the Domain module and implement it in the Data module, which imports Domain"
        }
        if from == .domain {
            return "the Domain layer depends on no other layer: the Presentation module imports Domain, never the reverse"
        }
        return "the Data layer implements the Domain's contracts and knows nothing of the screens: move what both need into the Domain module"
    }

    public func check(_ file: FileSummary, in project: ProjectIndex) -> [Finding] {
        var findings: [Finding] = []
        let ctx = file.context
        if PackageManifest.isManifestName(ctx.path) {
            for e in project.manifestEdges(ctx.path) {
                guard let from = project.moduleLayers[e.from], let to = project.moduleLayers[e.to], LayerDependenciesRule.forbidden(from, to) else { continue }
                findings.append(Finding(line: e.line, column: e.column, message:
                    "\(from.rawValue) module `\(e.from)` depends on the \(to.rawValue) module `\(e.to)`: \(LayerDependenciesRule.advice(from, to))", dependency: Dependency(.module(e.to), fromModule: e.from)))
            }
            return findings
        }
        guard ctx.inSources, ctx.layer == .domain || ctx.layer == .data, !project.moduleLayers.isEmpty else { return [] }
        let syntax = file.syntax
        for (k, name) in syntax.imports.enumerated() where k < syntax.importPositions.count {
            let imported = ProjectIndex.importedModule(name)
            guard imported != ctx.module, let to = project.moduleLayers[imported], LayerDependenciesRule.forbidden(ctx.layer, to) else { continue }
            let p = syntax.importPositions[k]
            let who = ctx.module.map { "\(ctx.layer.rawValue) module `\($0)`" } ?? "\(ctx.layer.rawValue) file"
            findings.append(Finding(line: Int(p.line), column: Int(p.column), message:
                "\(who) imports `\(imported)`, a \(to.rawValue) module: \(LayerDependenciesRule.advice(ctx.layer, to))", dependency: .module(imported)))
        }
        return findings
    }
}
