/// JUnit XML: one test case per violation (CI systems show them as failures).
public struct JUnitReporter: Reporter {
    public init() {}
    public let name = "junit"

    public func render(_ report: LintReport) -> String {
        let failures = report.diagnostics.count + report.problems.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"archlint\" tests=\"\(max(failures, 1))\" failures=\"\(failures)\">\n"
        out += "  <testsuite name=\"archlint\" tests=\"\(max(failures, 1))\" failures=\"\(failures)\">\n"
        if failures == 0 {
            out += "    <testcase classname=\"archlint\" name=\"\(report.filesChecked) files checked\"/>\n"
        }
        for d in report.diagnostics {
            out += "    <testcase classname=\"\(Escape.xml(d.path))\" name=\"\(Escape.xml(d.ruleID)) at \(d.line):\(d.column)\">\n"
            out += "      <failure type=\"\(d.severity.rawValue)\" message=\"\(Escape.xml(d.message))\">\(Escape.xml(d.path)):\(d.line):\(d.column)</failure>\n    </testcase>\n"
        }
        for p in report.problems {
            out += "    <testcase classname=\"\(Escape.xml(p.path))\" name=\"input\">\n"
            out += "      <error message=\"\(Escape.xml(p.message))\">\(Escape.xml(p.rendered))</error>\n    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }
}
