/// One replacement of bytes in one file: `range` (byte offsets in the file as
/// it was read) becomes `replacement`. An insertion has an empty range.
public struct TextEdit: Sendable, Equatable, Comparable {
    public var range: Range<Int>
    public var replacement: [UInt8]

    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    public init(range: Range<Int>, _ text: String) {
        self.init(range: range, replacement: Array(text.utf8))
    }

    public static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(range: offset..<offset, text)
    }

    public static func < (a: TextEdit, b: TextEdit) -> Bool {
        (a.range.lowerBound, a.range.upperBound) < (b.range.lowerBound, b.range.upperBound)
    }

    /// Two edits conflict when their ranges overlap, or when both insert at the
    /// same offset (their order would be arbitrary), or one inserts strictly inside the other.
    public func conflicts(with o: TextEdit) -> Bool {
        if range.isEmpty && o.range.isEmpty { return range.lowerBound == o.range.lowerBound }
        if range.isEmpty { return o.range.lowerBound < range.lowerBound && range.lowerBound < o.range.upperBound }
        if o.range.isEmpty { return range.lowerBound < o.range.lowerBound && o.range.lowerBound < range.upperBound }
        return range.overlaps(o.range)
    }
}

/// A fix: the edits that together resolve one finding, possibly in several
/// files (a project-wide rename), and files to rename. All or nothing.
public struct Fix: Sendable, Equatable {
    public var ruleID: String
    /// Edits by file path.
    public var edits: [String: [TextEdit]]
    /// Files renamed by the fix (`from` → `to`), after their edits.
    public var renames: [FileRename]

    public init(ruleID: String, edits: [String: [TextEdit]], renames: [FileRename] = []) {
        self.ruleID = ruleID
        self.edits = edits
        self.renames = renames
    }

    public init(ruleID: String, path: String, _ edits: [TextEdit]) {
        self.init(ruleID: ruleID, edits: [path: edits])
    }

    public var isEmpty: Bool { edits.values.allSatisfy(\.isEmpty) && renames.isEmpty }
}

public struct FileRename: Sendable, Equatable, Hashable {
    public var from: String
    public var to: String

    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }
}

public enum EditApplier {
    /// Chooses fixes whose edits conflict neither with each other nor with an
    /// earlier chosen fix (in the given order); the rest wait for the next pass,
    /// when the file has been re-read and the findings found again.
    public static func selectCompatible(_ fixes: [Fix]) -> (chosen: [Fix], deferred: [Fix]) {
        var chosen: [Fix] = []
        var deferred: [Fix] = []
        var taken: [String: [TextEdit]] = [:]
        var renamed = Set<String>()
        for fix in fixes {
            var ok = true
            var mine: [String: [TextEdit]] = [:]
            for (path, edits) in fix.edits where ok {
                for e in edits {
                    if (taken[path] ?? []).contains(where: { $0.conflicts(with: e) }) || (mine[path] ?? []).contains(where: { $0.conflicts(with: e) }) {
                        ok = false
                        break
                    }
                    mine[path, default: []].append(e)
                }
            }
            for r in fix.renames where renamed.contains(r.from) || renamed.contains(r.to) { ok = false }
            // A rename and an edit of the same file in one pass would race: one per pass.
            for r in fix.renames where taken[r.from] != nil { ok = false }
            for path in fix.edits.keys where renamed.contains(path) { ok = false }
            if ok {
                chosen.append(fix)
                for (path, edits) in mine { taken[path, default: []].append(contentsOf: edits) }
                for r in fix.renames { renamed.insert(r.from); renamed.insert(r.to) }
            } else {
                deferred.append(fix)
            }
        }
        return (chosen, deferred)
    }

    /// Applies non-conflicting edits to `bytes` (offsets refer to `bytes`).
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        let sorted = edits.sorted()
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.count })
        var pos = 0
        for e in sorted {
            let lo = min(max(e.range.lowerBound, pos), bytes.count)
            out.append(contentsOf: bytes[pos..<lo])
            out.append(contentsOf: e.replacement)
            pos = min(max(e.range.upperBound, lo), bytes.count)
        }
        out.append(contentsOf: bytes[pos...])
        return out
    }
}
