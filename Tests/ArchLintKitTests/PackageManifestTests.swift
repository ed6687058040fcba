import Foundation
import Testing
@testable import ArchLintKit

/// Manifests read statically (issue 15, part 2): SwiftPM's `Package.swift` and Tuist's `Project.swift`.
@Suite("Package manifests and modules")
struct PackageManifestTests {
    static func read(_ path: String, _ text: String) throws -> PackageManifest {
        try #require(PackageManifest.read(path: path, bytes: Array(text.utf8)))
    }

    static let domain = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Domain",
            products: [.library(name: "Domain", targets: ["Domain"])],
            dependencies: [
                .package(path: "../Infrastructure"),
                .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
            ],
            targets: [
                .target(
                    name: "Domain",
                    dependencies: [
                        .product(name: "Collections", package: "swift-collections"),
                        .product(name: "Infrastructure", package: "Infrastructure"),
                    ]
                ),
                .target(name: "DomainSupport", dependencies: ["Domain"], path: "Support"),
                .testTarget(name: "DomainTests", dependencies: ["Domain", .target(name: "DomainSupport")]),
            ]
        )

        """

    @Test("SwiftPM: targets, their folders (default or path:), test targets, dependencies by name, target and product, local packages")
    func swiftPM() throws {
        let m = try Self.read("Packages/Domain/Package.swift", Self.domain)
        #expect(m.kind == .swiftPM && m.name == "Domain" && m.warnings.isEmpty)
        #expect(m.targets.map(\.name) == ["Domain", "DomainSupport", "DomainTests"])
        #expect(m.targets.map(\.directory) == ["Packages/Domain/Sources/Domain", "Packages/Domain/Support", "Packages/Domain/Tests/DomainTests"])
        #expect(m.targets.map(\.kind) == [.regular, .regular, .test])
        #expect(m.localPackages == ["Packages/Infrastructure"])
        #expect(m.products["Domain"] == ["Domain"])
        let deps = m.targets[0].dependencies
        #expect(deps.map(\.name) == ["Collections", "Infrastructure"])
        #expect(deps.map(\.package) == ["swift-collections", "Infrastructure"])
        #expect(m.targets[2].dependencies.map(\.name) == ["Domain", "DomainSupport"])
        // Positions point at the dependency, where `layer-dependencies` reports it.
        #expect(deps[1].line == 16)
    }

    @Test("The module graph joins local packages: an edge to another package's product, none to a remote one")
    func graph() throws {
        let infrastructure = try Self.read("Packages/Infrastructure/Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Infrastructure",
                products: [.library(name: "Infrastructure", targets: ["Infrastructure"])],
                targets: [.target(name: "Infrastructure")]
            )
            """)
        let graph = ModuleGraph(manifests: [try Self.read("Packages/Domain/Package.swift", Self.domain), infrastructure])
        #expect(graph.module(containing: "Packages/Domain/Sources/Domain/Models/Recipe.swift")?.name == "Domain")
        #expect(graph.module(containing: "Packages/Infrastructure/Sources/Infrastructure/X.swift")?.name == "Infrastructure")
        #expect(graph.module(containing: "Packages/Domain/Tests/DomainTests/T.swift")?.isTest == true)
        #expect(graph.module(containing: "App/Sources/App/App.swift") == nil)
        let edges = Set(graph.edges.map { "\($0.from)→\($0.to)" })
        #expect(edges.contains("Domain→Infrastructure") && edges.contains("DomainSupport→Domain"))
        #expect(!edges.contains { $0.hasSuffix("→Collections") })
    }

    @Test("A manifest that builds its targets in code is a warning at its line, never a guess or a crash")
    func computed() throws {
        let m = try Self.read("Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription

            let names = ["A", "B"]
            let package = Package(
                name: "Computed",
                targets: names.map { .target(name: $0) }
            )
            """)
        #expect(m.targets.isEmpty)
        #expect(m.warnings.map(\.line) == [7])
        #expect(m.warnings.first?.message.contains("not written literally") == true)
        let helper = try Self.read("Package.swift", "import PackageDescription\nlet package = makePackage(name: \"X\")\n")
        #expect(helper.warnings.first?.message.contains("no literal `Package(…)`") == true)
        // Garbage: no crash, a warning.
        for text in ["", "Package(", "let package = Package(name: \"x\", targets: [.target(name: ", "\u{0}\u{1}((((]]]"] {
            _ = PackageManifest.read(path: "Package.swift", bytes: Array(text.utf8))
        }
    }

    @Test("Tuist: a literal Project.swift gives its targets and folders; a Project.swift without ProjectDescription is no manifest")
    func tuist() throws {
        let m = try Self.read("Features/Profile/Project.swift", """
            import ProjectDescription

            let project = Project(
                name: "Profile",
                targets: [
                    .target(name: "ProfileInterface", destinations: .iOS, product: .framework, bundleId: "io.app.profile.interface",
                            sources: ["Interface/**"]),
                    .target(name: "Profile", destinations: .iOS, product: .framework, bundleId: "io.app.profile",
                            sources: ["Sources/**"], dependencies: [.target(name: "ProfileInterface")]),
                    .target(name: "ProfileTests", destinations: .iOS, product: .unitTests, bundleId: "io.app.profile.tests",
                            sources: ["Tests/**"], dependencies: [.target(name: "Profile")]),
                ]
            )
            """)
        #expect(m.kind == .tuist)
        #expect(m.targets.map(\.name) == ["ProfileInterface", "Profile", "ProfileTests"])
        #expect(m.targets.map(\.directory) == ["Features/Profile/Interface", "Features/Profile/Sources", "Features/Profile/Tests"])
        #expect(m.targets[2].kind == .test)
        #expect(m.targets[1].dependencies.map(\.name) == ["ProfileInterface"])
        #expect(PackageManifest.read(path: "App/Project.swift", bytes: Array("struct Project {}\n".utf8)) == nil)
    }

    static func realManifest(_ repo: String, _ tag: String) -> String? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["git", "-C", "/opt/swift-packages/\(repo).git", "show", "\(tag):Package.swift"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = Pipe()
        guard (try? p.run()) != nil else { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return p.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    static let mirrors = FileManager.default.fileExists(atPath: "/opt/swift-packages/apple/swift-argument-parser.git")

    @Test("Real manifests (swift-argument-parser 1.8.2, vapor 4.122.3): their targets, folders and dependencies",
          .enabled(if: mirrors, "the public package mirrors of this machine"))
    func real() throws {
        let ap = try Self.read("Package.swift", try #require(Self.realManifest("apple/swift-argument-parser", "1.8.2")))
        let byName = Dictionary(ap.targets.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byName["ArgumentParser"]?.directory == "Sources/ArgumentParser")
        #expect(byName["ArgumentParser"]?.dependencies.map(\.name) == ["ArgumentParserToolInfo"])
        #expect(byName["roll"]?.directory == "Examples/roll" && byName["roll"]?.kind == .executable)
        #expect(byName["GenerateManual"]?.kind == .plugin)
        let vapor = try Self.read("Package.swift", try #require(Self.realManifest("vapor/vapor", "4.122.3")))
        let v = Dictionary(vapor.targets.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(v["Vapor"]?.directory == "Sources/Vapor")
        #expect(v["Vapor"]?.dependencies.contains { $0.name == "CVaporBcrypt" } == true)
        #expect(v["VaporTests"]?.kind == .test)
        #expect(vapor.localPackages.isEmpty)
    }

    @Test("Manifest literals and joined folders read on bytes when ASCII: the same answers as by characters")
    func asciiByBytes() throws {
        // Joined folders: `.`, `..` (one too many kept), empty parts, absolute ones, spaces.
        let pieces = ["a", "b", ".", "..", "", "/", "x y", "Sources", "..."]
        var rng = SystemRandomNumberGenerator()
        var joined = 0
        for _ in 0..<2000 {
            let dir = (0..<Int.random(in: 0...4, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined(separator: "/")
            let rel = (0..<Int.random(in: 0...4, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined(separator: "/")
            #expect(PackageManifest.joinASCII(dir, rel) == PackageManifest.joinStrings(dir, rel), "join(\(dir), \(rel))")
            joined += 1
        }
        #expect(joined == 2000)
        #expect(PackageManifest.join("Packages/Domain", "../Shared/./Sources") == "Packages/Shared/Sources")
        #expect(PackageManifest.join("", "../../x") == "../../x")
        #expect(PackageManifest.join("/abs/dir", "Sources/A") == "/abs/dir/Sources/A")
        #expect(PackageManifest.join("d", "/elsewhere") == "/elsewhere")
        // Not ASCII: by characters (a combining mark after `/` makes it another character).
        #expect(PackageManifest.join("é", "x") == "é/x")
        #expect(PackageManifest.join("a", "/\u{301}b") == PackageManifest.joinStrings("a", "/\u{301}b"))

        // String literals: plain ones, and each kind that is not.
        let literals = [#""abc""#, #""""#, #""a\"b""#, #""a\(b)c""#, "\"\"\"\nabc\n\"\"\"", ##"#"raw"#"##, #""Sources/My Target""#, #""x"#,
                        #""ab""#, #"" ""#, #""../x""#]
        var compared = 0
        for literal in literals {
            let bytes = Array(literal.utf8)
            let tokens = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
            guard let t = tokens.first(where: { $0.kind == .string }) else { continue }
            let parser = ManifestParser(tokens: tokens, bytes: bytes)
            let byBytes = parser.asciiLiteral(t)
            #expect(byBytes != nil, "\(literal) is ASCII")
            #expect(byBytes ?? nil == ManifestParser.plainLiteral(parser.text(t)), "\(literal)")
            compared += 1
        }
        #expect(compared >= 9)
        let nonASCII = Array(#""\#u{301}é""#.utf8)
        let tokens = nonASCII.withUnsafeBufferPointer { Lexer.tokenize($0) }
        let t = try #require(tokens.first { $0.kind == .string })
        #expect(ManifestParser(tokens: tokens, bytes: nonASCII).asciiLiteral(t) == nil)  // left to the characters
        let m = try Self.read("Package.swift", """
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "Core", path: "Sources/Core"),
                .target(name: "Ünï", dependencies: ["Core"]),
                .target(name: "Esc\\u{41}"),
                .target(name: "Joined" + "Name"),
            ])
            """)
        #expect(m.targets.map(\.name) == ["Core", "Ünï"])
        #expect(m.targets.map(\.directory) == ["Sources/Core", "Sources/Ünï"])
        #expect(m.targets.last?.dependencies.map(\.name) == ["Core"])
    }
}
