/// What a type's conformances add up to, for the rules about domain models and
/// domain errors: the standard protocols they provide (`Hashable` provides
/// `Equatable`, `LocalizedError` provides `Error` and `Sendable`), followed
/// through the project's own protocols. A name that is neither a project
/// protocol nor a standard protocol this table knows (a protocol from another
/// module, a typealias) may provide anything: `unknown` is then set and a rule
/// does not report (precision first).
public struct ConformanceSummary: Sendable, Equatable {
    /// The standard protocols provided, among `Equatable`, `Error`, `Sendable`, `LocalizedError`.
    public var provided: Set<String> = []
    /// Some conformance could not be resolved.
    public var unknown = false

    public func provides(_ proto: String) -> Bool { provided.contains(proto) }
}

public enum KnownConformances {
    /// Standard protocols (and raw-value types) with what they provide among the four
    /// protocols the rules ask about. An empty set: known, provides none of them.
    public static let table: [String: Set<String>] = {
        var t: [String: Set<String>] = [:]
        // Refine Equatable (directly or through Hashable/Comparable/SetAlgebra…).
        for p in ["Equatable", "Hashable", "Comparable", "Strideable", "AdditiveArithmetic", "Numeric", "SignedNumeric",
                  "BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "FloatingPoint",
                  "BinaryFloatingPoint", "SetAlgebra", "OptionSet", "StringProtocol", "SIMD", "DurationProtocol",
                  "InstantProtocol"] {
            t[p] = ["Equatable"]
        }
        // `protocol Error: Sendable` (SE-0302); Foundation's error protocols refine Error.
        t["Error"] = ["Error", "Sendable"]
        t["CustomNSError"] = ["Error", "Sendable"]
        t["RecoverableError"] = ["Error", "Sendable"]
        t["LocalizedError"] = ["LocalizedError", "Error", "Sendable"]
        t["Sendable"] = ["Sendable"]
        // Known, and providing none of them.
        for p in ["Codable", "Encodable", "Decodable", "Identifiable", "CaseIterable", "CustomStringConvertible",
                  "CustomDebugStringConvertible", "LosslessStringConvertible", "CustomReflectable",
                  "CustomPlaygroundDisplayConvertible", "TextOutputStreamable", "RawRepresentable", "Copyable",
                  "Escapable", "BitwiseCopyable", "AnyObject", "Sequence", "Collection", "BidirectionalCollection",
                  "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "IteratorProtocol",
                  "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral",
                  "ExpressibleByBooleanLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral",
                  "ExpressibleByNilLiteral", "ExpressibleByUnicodeScalarLiteral",
                  "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByStringInterpolation",
                  // Raw-value types of enums (`enum Status: String`).
                  "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
                  "UInt64", "Double", "Float"] {
            t[p] = []
        }
        return t
    }()

    /// What the conformances `names` (plain names, as in `ProjectIndex.conformances`) provide.
    /// Project protocols are followed through their inheritance; they take precedence over the table.
    public static func summary(of names: some Sequence<String>, in project: ProjectIndex) -> ConformanceSummary {
        var out = ConformanceSummary()
        var visiting = Set<String>()
        for n in names { add(n, project, &out, &visiting) }
        return out
    }

    /// The conformances of type `name` from its declarations and every extension (`ProjectIndex.conformances`).
    public static func summary(ofType name: String, in project: ProjectIndex) -> ConformanceSummary {
        summary(of: project.conformances[name] ?? [], in: project)
    }

    static func add(_ name: String, _ project: ProjectIndex, _ out: inout ConformanceSummary, _ visiting: inout Set<String>) {
        if let refs = project.protocols[name] {
            guard visiting.insert(name).inserted else { return }
            for r in refs {
                for entry in project.declaration(r).inherited {
                    for part in entry.split(separator: "&") {
                        add(ProjectIndex.inheritedName(part), project, &out, &visiting)
                    }
                }
            }
            // A project protocol with the name of a standard one (`protocol Error` in a module that shadows it)
            // is followed, not looked up.
            return
        }
        if let provided = table[name] {
            out.provided.formUnion(provided)
        } else {
            out.unknown = true
        }
    }
}
