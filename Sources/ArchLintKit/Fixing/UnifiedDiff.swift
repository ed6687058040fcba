/// Unified diffs (`diff -u`, three lines of context), computed line by line
/// with Myers' algorithm. Lines keep their own endings (LF, CRLF or CR), so a
/// diff of a CRLF file shows CRLF lines.
public enum UnifiedDiff {
    /// The diff of `old` → `new` for `path`, or "" when they are equal.
    public static func render(path: String, old: [UInt8], new: [UInt8], newPath: String? = nil, context: Int = 3) -> String {
        guard old != new || (newPath != nil && newPath != path) else { return "" }
        let a = lines(old), b = lines(new)
        var out = ""
        if let newPath, newPath != path {
            out += "diff --git a/\(path) b/\(newPath)\nrename from \(path)\nrename to \(newPath)\n"
        }
        guard old != new else { return out }
        out += "--- a/\(path)\n+++ b/\(newPath ?? path)\n"
        let script = edits(a, b)
        // Group the script into hunks with `context` lines around each change.
        var i = 0
        while i < script.count {
            guard script[i].op != .keep else { i += 1; continue }
            var start = i
            var kept = 0
            while start > 0 && script[start - 1].op == .keep && kept < context { start -= 1; kept += 1 }
            var end = i
            while end < script.count {
                if script[end].op != .keep { end += 1; continue }
                var run = 0
                while end + run < script.count && script[end + run].op == .keep { run += 1 }
                if end + run >= script.count || run > 2 * context {
                    end += min(run, context)
                    break
                }
                end += run
            }
            let hunk = script[start..<end]
            let oldStart = hunk.first!.oldIndex, newStart = hunk.first!.newIndex
            let oldCount = hunk.filter { $0.op != .insert }.count
            let newCount = hunk.filter { $0.op != .delete }.count
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in hunk {
                let line: [UInt8]
                let mark: String
                switch step.op {
                case .keep: line = a[step.oldIndex]; mark = " "
                case .delete: line = a[step.oldIndex]; mark = "-"
                case .insert: line = b[step.newIndex]; mark = "+"
                }
                out += mark + String(decoding: line, as: UTF8.self)
                if line.last != 10 && line.last != 13 { out += "\n\\ No newline at end of file\n" }
            }
            i = end
        }
        return out
    }

    static func range(_ start: Int, _ count: Int) -> String {
        // 1-based; an empty range names the line before it.
        count == 0 ? "\(start),0" : (count == 1 ? "\(start + 1)" : "\(start + 1),\(count)")
    }

    /// Lines with their endings.
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var out: [[UInt8]] = []
        var start = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == 10 || bytes[i] == 13 {
                var end = i + 1
                if bytes[i] == 13 && end < bytes.count && bytes[end] == 10 { end += 1 }
                out.append(Array(bytes[start..<end]))
                start = end
                i = end
                continue
            }
            i += 1
        }
        if start < bytes.count { out.append(Array(bytes[start...])) }
        return out
    }

    enum Op { case keep, delete, insert }

    struct Step {
        var op: Op
        var oldIndex: Int
        var newIndex: Int
    }

    /// Myers' shortest edit script between two line arrays.
    static func edits(_ a: [[UInt8]], _ b: [[UInt8]]) -> [Step] {
        let n = a.count, m = b.count
        let maxD = n + m
        var v = [Int](repeating: 0, count: 2 * maxD + 4)
        var trace: [[Int]] = []
        let offset = maxD + 1
        var found = false
        for d in 0...maxD {
            // Only diagonals -d-1 … d+1 can be read back: keep that slice.
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            var k = -d
            while k <= d {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n && y < m && a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n && y >= m { found = true; break }
                k += 2
            }
            if found { break }
        }
        // Walk back through the trace.
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let slice = trace[d]
            func vd(_ k: Int) -> Int { slice[k + d + 1] }
            let k = x - y
            let prevK: Int
            if k == -d || (k != d && vd(k - 1) < vd(k + 1)) { prevK = k + 1 } else { prevK = k - 1 }
            let prevX = d == 0 ? 0 : vd(prevK)
            let prevY = prevX - prevK
            while x > prevX && y > prevY {
                x -= 1; y -= 1
                steps.append(Step(op: .keep, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == prevX { y -= 1; steps.append(Step(op: .insert, oldIndex: x, newIndex: y)) }
                else { x -= 1; steps.append(Step(op: .delete, oldIndex: x, newIndex: y)) }
            }
        }
        return steps.reversed()
    }
}
