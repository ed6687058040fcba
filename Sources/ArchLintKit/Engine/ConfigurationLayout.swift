extension Configuration {
    /// The keys of `layout:`.
    public static let layoutKeys = ["preset", "features", "layers", "roles"]
    /// The layer names `layout: layers:` takes; `none` places files in no layer on purpose (a VIP
    /// scene's `…Models.swift` that its interactor and presenter share, a composition root).
    public static let layoutLayerNames: [(String, Layer)] = [("domain", .domain), ("data", .data), ("presentation", .presentation), ("tests", .tests), ("none", .other)]
    /// The role names `layout: roles:` takes: every role but `other`, as `archlint layout` prints them.
    public static var layoutRoleNames: [FileRole] {
        [.domainUseCases, .domainRepositories, .domainModels, .domainErrors, .domainOther, .dataDTOs, .dataDataSources,
         .dataRepositories, .dataMappers, .dataOther, .presentation, .testMocks, .testStubs, .testUnit, .testOther]
    }

    /// `layout:` (see `LayoutGlobs`): a preset, or features, layers and roles by globs.
    static func parseLayout(_ e: YAMLLite.Entry, into config: inout Configuration, path: String, baseDirectory: String) -> InputProblem? {
        func problem(_ line: Int, _ m: String) -> InputProblem { InputProblem(path: path, line: line, message: m) }
        guard case .map(let settings) = e.value else {
            return problem(e.line, "`layout` must be a map, e.g.\n  layout:\n    preset: layer-folders")
        }
        var globs = LayoutGlobs()
        globs.configPath = path
        var any = false
        func globList(_ s: YAMLLite.Entry, _ what: String) -> Result<[LayoutGlob], InputProblem> {
            let items: [YAMLLite.Item]
            switch s.value {
            case .list(let l) where !l.isEmpty: items = l
            case .scalar(let v) where !v.isEmpty: items = [YAMLLite.Item(text: v, line: s.line)]
            default: return .failure(problem(s.line, "`\(what)` must be a non-empty list of path globs, e.g. `[\"App/Core/Domain/**\"]`"))
            }
            var out: [LayoutGlob] = []
            for item in items {
                switch LayoutGlob.parse(item.text, line: item.line, base: baseDirectory == "." ? "" : baseDirectory) {
                case .failure(let p): return .failure(problem(item.line, "`\(what)`: \(p.message)"))
                case .success(let g): out.append(g)
                }
            }
            return .success(out)
        }
        for s in settings {
            switch s.key {
            case "preset":
                guard case .scalar(let v) = s.value else { return problem(s.line, "`layout.preset` needs a value") }
                if v == "none" {
                    config.layout.presets = []
                } else if let p = Layout.Preset(rawValue: v) {
                    config.layout.presets = [p]
                } else {
                    let known = Layout.Preset.allCases.map(\.rawValue) + ["none"]
                    return problem(s.line, "`layout.preset` must be \(known.joined(separator: ", ")), not `\(v)`")
                }
                config.layout.presetConfigured = true
            case "features":
                switch globList(s, "layout.features") {
                case .failure(let p): return p
                case .success(let g):
                    if let bad = g.first(where: { !$0.text.contains("{feature}") }) {
                        return problem(bad.line, "`layout.features`: `\(bad.text)` has no `{feature}`: write where the feature's name is, e.g. `App/Features/{feature}/**`")
                    }
                    globs.features = g
                    any = true
                }
            case "layers":
                guard case .map(let layers) = s.value else {
                    return problem(s.line, "`layout.layers` must map layers to globs, e.g.\n    layers:\n      domain: [\"App/Core/Domain/**\"]")
                }
                for l in layers {
                    guard let layer = layoutLayerNames.first(where: { $0.0 == l.key.asciiLowercased() })?.1 else {
                        return problem(l.line, "unknown layer `\(l.key)` in `layout.layers` (known: \(layoutLayerNames.map(\.0).joined(separator: ", ")))")
                    }
                    switch globList(l, "layout.layers.\(l.key)") {
                    case .failure(let p): return p
                    case .success(let g): globs.layers.append(LayoutGlobs.LayerGlobs(layer: layer, globs: g))
                    }
                    any = true
                }
            case "roles":
                guard case .map(let roles) = s.value else {
                    return problem(s.line, "`layout.roles` must map roles to globs, e.g.\n    roles:\n      Domain/UseCases: [\"App/Core/Domain/Interactors/**\"]")
                }
                for r in roles {
                    guard let role = layoutRoleNames.first(where: { $0.rawValue.asciiLowercased() == r.key.asciiLowercased() }) else {
                        return problem(r.line, "unknown role `\(r.key)` in `layout.roles` (known: \(layoutRoleNames.map(\.rawValue).joined(separator: ", ")))")
                    }
                    switch globList(r, "layout.roles.\(r.key)") {
                    case .failure(let p): return p
                    case .success(let g): globs.roles.append(LayoutGlobs.RoleGlobs(role: role, globs: g))
                    }
                    any = true
                }
            default:
                return problem(s.line, "unknown key `layout.\(s.key)` (known: \(layoutKeys.joined(separator: ", ")))")
            }
        }
        if any { config.layout.globs = globs }
        return nil
    }
}

extension String {
    /// ASCII lowercase (no Foundation).
    func asciiLowercased() -> String {
        String(decoding: utf8.map { ($0 >= 0x41 && $0 <= 0x5A) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
