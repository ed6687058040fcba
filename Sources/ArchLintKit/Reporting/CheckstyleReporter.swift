/// Checkstyle XML (Jenkins, many CI dashboards).
public struct CheckstyleReporter: Reporter {
    public init() {}
    public let name = "checkstyle"

    public func render(_ report: LintReport) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var byFile: [(String, [Diagnostic])] = []
        for d in report.diagnostics {
            if byFile.last?.0 == d.path { byFile[byFile.count - 1].1.append(d) } else { byFile.append((d.path, [d])) }
        }
        for (path, diags) in byFile {
            out += "  <file name=\"\(Escape.xml(path))\">\n"
            for d in diags {
                out += "    <error line=\"\(d.line)\" column=\"\(d.column)\" severity=\"\(d.severity.rawValue)\" message=\"\(Escape.xml(d.message))\" source=\"archlint.\(Escape.xml(d.ruleID))\"/>\n"
            }
            out += "  </file>\n"
        }
        for p in report.problems {
            out += "  <file name=\"\(Escape.xml(p.path))\">\n    <error line=\"\(p.line ?? 0)\" severity=\"error\" message=\"\(Escape.xml(p.message))\" source=\"archlint.input\"/>\n  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}
