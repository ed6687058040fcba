/// `archlint decls FILE`: declarations in the format of `oracle decls`
/// (line, kind, name, modifiers, inherited, parent, effects, signature).
public enum DeclarationDump {
    public static func render(_ syntax: FileSyntax, into out: inout [UInt8]) {
        for d in syntax.declarations {
            TSV.appendInt(&out, d.line)
            out.append(9)
            out.append(contentsOf: d.kind.rawValue.utf8)
            out.append(9)
            TSV.appendEscaped(&out, d.name)
            out.append(9)
            TSV.appendEscaped(&out, (d.modifiers + d.attributes).joined(separator: ","))
            out.append(9)
            TSV.appendEscaped(&out, d.inherited.joined(separator: ","))
            out.append(9)
            TSV.appendEscaped(&out, d.parentPath)
            out.append(9)
            TSV.appendEscaped(&out, effects(d))
            out.append(9)
            TSV.appendEscaped(&out, signature(d))
            out.append(10)
        }
    }

    static func effects(_ d: Declaration) -> String {
        var parts: [String] = []
        if d.isAsync { parts.append("async") }
        switch d.throwsClause {
        case .none: break
        case .untyped: parts.append("throws")
        case .typed(let t): parts.append("throws(" + t + ")")
        case .rethrows: parts.append("rethrows")
        }
        return parts.joined(separator: ",")
    }

    static func signature(_ d: Declaration) -> String {
        switch d.kind {
        case .func, .`init`, .macro, .subscript:
            return d.selector
        case .case:
            guard let labels = d.caseLabels else { return "" }
            return "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        case .var, .let, .typealias:
            return d.typeAnnotation ?? ""
        default:
            return ""
        }
    }
}
