/// GitHub Actions workflow commands: annotations on the pull request's diff.
public struct GitHubActionsReporter: Reporter {
    public init() {}
    public let name = "github"

    public func render(_ report: LintReport) -> String {
        var out = ""
        for d in report.diagnostics {
            out += "::\(d.severity.rawValue) file=\(escapeProperty(d.path)),line=\(d.line),col=\(d.column),title=\(escapeProperty(d.ruleID))::\(escapeData(d.message))\n"
        }
        for p in report.problems {
            out += "::error file=\(escapeProperty(p.path))\(p.line.map { ",line=\($0)" } ?? "")::\(escapeData(p.message))\n"
        }
        return out
    }

    func escapeData(_ s: String) -> String {
        s.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var out = ""
        var rest = Substring(self)
        while let r = rest.range(of: target) {
            out += rest[..<r.lowerBound]
            out += replacement
            rest = rest[r.upperBound...]
        }
        return out + rest
    }
}

extension Substring {
    func range(of target: String) -> Range<Substring.Index>? {
        let t = Array(target.utf8)
        let u = Array(self.utf8)
        guard t.count <= u.count else { return nil }
        var i = 0
        while i + t.count <= u.count {
            if u[i..<(i + t.count)].elementsEqual(t) {
                let lo = utf8.index(startIndex, offsetBy: i)
                let hi = utf8.index(lo, offsetBy: t.count)
                return lo..<hi
            }
            i += 1
        }
        return nil
    }
}
