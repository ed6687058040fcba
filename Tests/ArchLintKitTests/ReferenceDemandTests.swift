import Testing
@testable import ArchLintKit

/// A file's type references are gathered for a rule that judges only where the declarations they
/// reach are (`ReferenceDemand`) only when the file can see such a place: the findings are those
/// of a run that gathers every reference.
@Suite("Reference demand")
struct ReferenceDemandTests {
    static let isolation = "  kind: dependencies\n  from: {feature: \"{f}\"}\n  forbid: {feature: \"!{f}\"}\n  via: [import, reference]\n  message: \"{target} of {target_feature}\"\n"

    static func rule(_ check: String) throws -> TeamRule {
        try #require(try TeamRuleParser.parse(TeamRuleTests.header + check + TeamRuleTests.examples, path: "my-rule.md")?.get())
    }

    static func configuration(_ rules: [TeamRule]) -> Configuration {
        var c = Configuration()
        c.teamRules = rules
        c.onlyRules = Set(rules.map(\.id))
        return c
    }

    static let manifest = "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"App\",\n    targets: [\n"
        + "        .target(name: \"ProfileFeature\", path: \"Features/Profile/Sources\"),\n"
        + "        .target(name: \"FeedFeature\", path: \"Features/Feed/Sources\"),\n    ]\n)\n"

    /// A project of three features (modules) and a folder outside every module, with files whose
    /// imports the first lines give, hide after a declaration, or leave out.
    static let files: [(String, String)] = [
        ("Package.swift", manifest),
        // Imports the feed on its first lines: its references are read.
        ("Features/Profile/Sources/Presentation/A.swift", "// A header.\n\n#if canImport(FeedFeature)\n@testable import FeedFeature\n#endif\nimport Foundation\n\nstruct A {\n    func load() { let item = FeedItem(); _ = item }\n}\n"),
        // Imports the feed after a declaration: the guess misses it, the scan does not.
        ("Features/Profile/Sources/Presentation/B.swift", "struct B { func f() { _ = FeedItem() } }\nimport FeedFeature\n"),
        // Sees no other feature's module: no reference can break the rule.
        ("Features/Profile/Sources/Presentation/C.swift", "import Foundation\nstruct C { func f() { _ = Profile(); _ = FeedItem() } }\n"),
        // Names its own feature's types only.
        ("Features/Profile/Sources/Domain/Profile.swift", "import Foundation\nstruct Profile { let name: String; let kind: Kind }\nenum Kind { case plain }\n"),
        ("Features/Feed/Sources/Domain/FeedItem.swift", "struct FeedItem {}\n"),
        // Outside every module (an app target's file, say), in a feature of its own.
        ("Features/Legacy/Screens/LegacyScreen.swift", "struct LegacyScreen { let item: FeedItem? = nil }\nstruct Profile2 {}\n"),
    ]

    @Test("The findings are those of a run that gathers every reference: an import on the first lines, one after a declaration, none, and a file outside every module")
    func sameFindings() throws {
        let c = Self.configuration([try Self.rule(Self.isolation)])
        #expect(c.enabledRules.contains { $0.asReferenceScopedRule != nil })
        let scoped = Linter.lint(sources: Self.files, configuration: c).diagnostics.map { "\($0.path):\($0.line):\($0.column) \($0.message)" }
        let all = Linter.lint(sources: Self.files, configuration: c, scopedReferences: false).diagnostics.map { "\($0.path):\($0.line):\($0.column) \($0.message)" }
        #expect(scoped == all)
        #expect(scoped == [
            "Features/Legacy/Screens/LegacyScreen.swift:1:33 FeedItem of Feed",
            "Features/Profile/Sources/Presentation/A.swift:4:18 FeedFeature of Feed",
            "Features/Profile/Sources/Presentation/A.swift:9:30 FeedItem of Feed",
            "Features/Profile/Sources/Presentation/B.swift:1:27 FeedItem of Feed",
            "Features/Profile/Sources/Presentation/B.swift:2:8 FeedFeature of Feed",
        ])
    }

    @Test("A file that sees no place the rule judges a break is analyzed without its references; one that does, or whose imports come late, with them")
    func referencesWhereNeeded() throws {
        var c = Self.configuration([try Self.rule(Self.isolation)])
        let paths = Self.files.map(\.0)
        _ = ModuleDiscovery.attach(to: &c, manifests: [("Package.swift", Array(Self.manifest.utf8))], files: paths)
        let demand = try #require(ReferenceDemand.make(c, extraNeeds: .nothing, files: paths))
        func references(_ path: String) -> [String]? {
            let text = Self.files.first { $0.0 == path }!.1
            let i = paths.firstIndex(of: path)!
            let (summary, _) = Array(text.utf8).withUnsafeBufferPointer {
                Linter.analyze(path: path, buffer: $0, configuration: c, needs: RuleNeeds.of(c.enabledRules), reported: true, deferOutline: false,
                               placer: nil, skimBodies: nil, demand: demand, placed: i)
            }
            return summary.map { $0.references.map(\.name) }
        }
        #expect(references("Features/Profile/Sources/Presentation/A.swift") == ["A", "FeedItem"])
        #expect(references("Features/Profile/Sources/Presentation/B.swift") == ["B", "FeedItem"])
        #expect(references("Features/Profile/Sources/Presentation/C.swift") == [])
        #expect(references("Features/Profile/Sources/Domain/Profile.swift") == [])
        #expect(references("Features/Feed/Sources/Domain/FeedItem.swift") == [])
        // Outside every module it sees every file, the feed's among them.
        #expect(references("Features/Legacy/Screens/LegacyScreen.swift") == ["LegacyScreen", "FeedItem", "Profile2"])
    }

    @Test("A file's names that are no plain identifiers (non-ASCII) are judged beside its numbered ones, each name once per file, every use reported")
    func namesNotNumbered() throws {
        let c = Self.configuration([try Self.rule(Self.isolation)])
        let files = [
            ("Package.swift", Self.manifest),
            ("Features/Feed/Sources/Domain/Types.swift", "public struct Größe {}\npublic struct Item {}\npublic struct Maße {}\n"),
            ("Features/Profile/Sources/Presentation/Screen.swift",
             "import FeedFeature\n\nstruct Screen {\n    let a: Größe? = nil\n    let b: Item? = nil\n    func f() { _ = Größe(); _ = Item(); _ = Maße(); _ = Größe(); _ = Maße() }\n}\n"),
        ]
        for scoped in [true, false] {
            let found = Linter.lint(sources: files, configuration: c, scopedReferences: scoped).diagnostics.map { "\($0.line):\($0.column) \($0.message)" }
            #expect(found == ["1:8 FeedFeature of Feed", "4:12 Größe of Feed", "5:12 Item of Feed", "6:20 Größe of Feed", "6:35 Item of Feed",
                              "6:47 Maße of Feed", "6:60 Größe of Feed", "6:75 Maße of Feed"], "scoped: \(scoped)")
        }
    }

    @Test("The modules a file imports, by number: read from its bytes as from its names, a name of no module of the project left out, past eight in order")
    func modulesByNumber() throws {
        var c = Self.configuration([try Self.rule(Self.isolation)])
        var manifest = Self.manifest.replacingOccurrences(of: "    ]\n)\n", with: "")
        let extra = (0..<10).map { "Kit\($0)LongerThanSixteenBytes" }
        for name in extra { manifest += "        .target(name: \"\(name)\", path: \"Kits/\(name)\"),\n" }
        manifest += "    ]\n)\n"
        let paths = Self.files.map(\.0) + extra.map { "Kits/\($0)/K.swift" }
        _ = ModuleDiscovery.attach(to: &c, manifests: [("Package.swift", Array(manifest.utf8))], files: paths)
        let demand = try #require(ReferenceDemand.make(c, extraNeeds: .nothing, files: paths))
        let texts = [
            "import Foundation\n@testable import FeedFeature\nimport ProfileFeature\nstruct A {}\n",
            "import UIKit\nstruct B {}\n",
            extra.reversed().map { "import \($0)\n" }.joined() + "import FeedFeature\nimport Feed\nimport FeedFeatureX\n",
        ]
        var counts: [Int] = []
        for text in texts {
            let byBytes = Array(text.utf8).withUnsafeBufferPointer { demand.leadingModules($0) }
            let names = Array(text.utf8).withUnsafeBufferPointer { ReferenceDemand.leadingImports($0) }
            #expect(byBytes == demand.modules(named: names))
            counts.append(byBytes.count)
            // In the order imported, each the module's own number.
            let known = names.filter { ["FeedFeature", "ProfileFeature"].contains($0) || $0.hasPrefix("Kit") }
            #expect((0..<byBytes.count).map { byBytes[$0] } == known.map { demand.modules(named: [$0])[0] })
        }
        #expect(counts == [2, 0, 11])
        // Every module its own number.
        let all = demand.modules(named: ["FeedFeature", "ProfileFeature"] + extra)
        #expect(Set((0..<all.count).map { all[$0] }).count == 12)
    }

    @Test("A declaration outside every module is no type a module's file can name; a file outside every module names any")
    func modulelessDeclarationsUnseenFromModules() throws {
        let c = Self.configuration([try Self.rule(Self.isolation)])
        let files = [
            ("Package.swift", Self.manifest),
            ("Features/Profile/Sources/Presentation/Screen.swift", "struct Screen { let delegate: Delegate? = nil }\n"),
            // An integration script's type of the same name, in another feature and no module.
            ("Features/Integration/Screens/Delegate.swift", "struct Delegate {}\n"),
            ("Features/Tools/Screens/Tool.swift", "struct Tool { let delegate: Delegate? = nil }\n"),
        ]
        for scoped in [true, false] {
            let found = Linter.lint(sources: files, configuration: c, scopedReferences: scoped).diagnostics.map { "\($0.path):\($0.line) \($0.message)" }
            #expect(found == ["Features/Tools/Screens/Tool.swift:1 Delegate of Integration"], "scoped: \(scoped)")
        }
    }

    @Test("Only a check that judges where a declaration is, and reads nothing of the reference's owners, is scoped")
    func whichChecksAreScoped() throws {
        let scoped = [
            Self.isolation,
            "  kind: dependencies\n  from: {layer: domain}\n  forbid: {layer: [data, presentation]}\n  via: [reference]\n  message: \"m\"\n",
            "  kind: dependencies\n  from: {layer: presentation, path: \"**/Screens/**\"}\n  allow_only: {any_of: [{layer: domain}, {module: \"{module}\"}]}\n  via: [reference]\n  message: \"m\"\n",
        ]
        let unscoped = [
            // By name, by what a type is, by its declaration, by path: the type, not its place.
            "  kind: dependencies\n  from: {layer: domain}\n  forbid: {name: \"*DTO\"}\n  via: [reference]\n  message: \"m\"\n",
            "  kind: dependencies\n  from: {layer: presentation}\n  forbid: {is: repository}\n  via: [reference]\n  message: \"m\"\n",
            "  kind: dependencies\n  from: {layer: domain}\n  forbid: {path: \"**/Data/**\"}\n  via: [reference]\n  message: \"m\"\n",
            "  kind: dependencies\n  from: {layer: domain}\n  forbid: {not: {name: \"Shared*\"}, layer: data}\n  via: [reference]\n  message: \"m\"\n",
            // Imports only: no references read.
            "  kind: dependencies\n  from: {layer: domain}\n  forbid: {layer: data}\n  via: [import]\n  message: \"m\"\n",
            // `inside:` reads the references' owners.
            "  kind: dependencies\n  from: {layer: domain}\n  inside: {kind: struct}\n  forbid: {layer: data}\n  via: [reference]\n  message: \"m\"\n",
            // Whether a module is exported is the project's.
            "  kind: dependencies\n  from: {exported: true}\n  forbid: {layer: data}\n  via: [reference]\n  message: \"m\"\n",
        ]
        for check in scoped { #expect(try Self.rule(check).asReferenceScopedRule != nil, "\(check)") }
        for check in unscoped { #expect(try Self.rule(check).asReferenceScopedRule == nil, "\(check)") }
    }

    @Test("The imports guessed from a file's first lines: comments, conditions, attributes and modifiers read past, the first declaration ends them")
    func leadingImports() {
        func guess(_ text: String) -> [String] {
            Array(text.utf8).withUnsafeBufferPointer { ReferenceDemand.leadingImports($0) }
        }
        #expect(guess("") == [])
        #expect(guess("import Foundation") == ["Foundation"])
        #expect(guess("//\n// Header\n/* block\n import NotThis\n */\n\n#if canImport(UIKit)\nimport UIKit\n#endif\n@testable import App\r\n@_spi(X) public import Kit // note\nimport struct Foundation.URL\n"
                      + "internal import func Darwin.sqrt\n\nstruct A {}\nimport Late\n") == ["UIKit", "App", "Kit", "Foundation", "Darwin"])
        #expect(guess("@preconcurrency\nimport Combine\nfinal class A {}\n") == ["Combine"])
        #expect(guess("let x = 1 // import Y\nimport Z\n") == [])
        #expect(guess("\u{FEFF}import A\r\nimport B\r\n") == ["A", "B"])
        // A block comment ends at its first `*/`, whatever `*` and `/` stand alone before it.
        #expect(guess("/* a * b / c ** / d **/\nimport A\n") == ["A"])
        #expect(guess("/**/import A\nimport B\n") == ["A", "B"])
        #expect(guess("/*/ import NotThis */\nimport A\n") == ["A"])
        // Unterminated: nothing after it is read.
        #expect(guess("/* never closed\nimport A\n") == [])
        #expect(guess("/* ends in a star *") == [])
        #expect(guess("/*") == [])
    }
}
