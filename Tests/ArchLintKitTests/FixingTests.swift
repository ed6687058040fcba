import Foundation
import Testing
@testable import ArchLintKit

@Suite("Edits and diffs")
struct EditAndDiffTests {
    @Test("Edits apply in order; insertions, replacements and deletions keep every other byte")
    func applyEdits() {
        let text = Array("protocol A {\n\tfunc f()\n}\n".utf8)
        let out = EditApplier.apply([
            .insert(": Sendable", at: 10),
            TextEdit(range: 14..<18, "public func"),
            TextEdit(range: 20..<22, ""),
        ], to: text)
        #expect(String(decoding: out, as: UTF8.self) == "protocol A: Sendable {\n\tpublic func f\n}\n")
        #expect(EditApplier.apply([], to: text) == text)
    }

    @Test("Conflicting fixes wait for the next pass; compatible ones are chosen together")
    func selection() {
        let a = Fix(ruleID: "x", path: "F.swift", [TextEdit(range: 0..<5, "a")])
        let b = Fix(ruleID: "y", path: "F.swift", [TextEdit(range: 3..<8, "b")])
        let c = Fix(ruleID: "z", path: "F.swift", [TextEdit.insert("c", at: 8)])
        let d = Fix(ruleID: "w", path: "G.swift", [TextEdit(range: 0..<5, "d")])
        let e = Fix(ruleID: "v", path: "F.swift", [TextEdit.insert("e", at: 8)])
        let (chosen, deferred) = EditApplier.selectCompatible([a, b, c, d, e])
        #expect(chosen == [a, c, d])
        #expect(deferred == [b, e])
        #expect(TextEdit.insert("x", at: 5).conflicts(with: TextEdit(range: 0..<5, "")) == false)
        #expect(TextEdit.insert("x", at: 4).conflicts(with: TextEdit(range: 0..<5, "")))
    }

    @Test("Unified diffs apply with patch(1) and reproduce the new text exactly", arguments: 0..<40)
    func diffsApply(seed: Int) throws {
        var rng = SplitMix(seed: UInt64(seed))
        let endings = ["\n", "\r\n", "\n"]
        let ending = endings[seed % 3]
        var old: [String] = (0..<Int(rng.next() % 40)).map { "line \($0) \(rng.next() % 5)" + ending }
        if seed % 5 == 0, !old.isEmpty { old[old.count - 1] = "last without newline" }
        var new = old
        for _ in 0..<Int(rng.next() % 6) {
            let op = rng.next() % 3
            if op == 0 || new.isEmpty {
                new.insert("inserted \(rng.next() % 100)" + ending, at: Int(rng.next() % UInt64(new.count + 1)))
            } else if op == 1 {
                new.remove(at: Int(rng.next() % UInt64(new.count)))
            } else {
                new[Int(rng.next() % UInt64(new.count))] = "changed \(rng.next() % 100)" + ending
            }
        }
        let oldBytes = Array(old.joined().utf8), newBytes = Array(new.joined().utf8)
        let diff = UnifiedDiff.render(path: "F.swift", old: oldBytes, new: newBytes)
        if oldBytes == newBytes { #expect(diff.isEmpty); return }
        let dir = NSTemporaryDirectory() + "archlint-diff-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        FileManager.default.createFile(atPath: dir + "/F.swift", contents: Data(oldBytes))
        FileManager.default.createFile(atPath: dir + "/fix.diff", contents: Data(diff.utf8))
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["patch", "-p1", "--binary", "-s", "-i", "fix.diff"]
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "patch failed on:\n\(diff)")
        let patched = FileManager.default.contents(atPath: dir + "/F.swift").map { [UInt8]($0) } ?? []
        #expect(patched == newBytes, "diff:\n\(diff)")
    }

    @Test("A diff has three lines of context and names the file; a rename is shown git-style")
    func diffShape() {
        let old = Array((1...10).map { "l\($0)\n" }.joined().utf8)
        var newLines = (1...10).map { "l\($0)\n" }
        newLines[4] = "L5\n"
        let diff = UnifiedDiff.render(path: "A.swift", old: old, new: Array(newLines.joined().utf8))
        #expect(diff == "--- a/A.swift\n+++ b/A.swift\n@@ -2,7 +2,7 @@\n l2\n l3\n l4\n-l5\n+L5\n l6\n l7\n l8\n")
        let renamed = UnifiedDiff.render(path: "A.swift", old: old, new: old, newPath: "B.swift")
        #expect(renamed == "diff --git a/A.swift b/B.swift\nrename from A.swift\nrename to B.swift\n")
    }
}

/// A small deterministic generator for property tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
