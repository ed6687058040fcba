// swift-tools-version:6.0
import PackageDescription

// archlint has no package dependencies by design: the Swift standard library,
// Foundation and Glibc only. A pre-commit hook must start instantly and build in seconds.
let package = Package(
    name: "archlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
        .library(name: "ArchLintKit", targets: ["ArchLintKit"]),
    ],
    targets: [
        .target(name: "ArchLintKit", path: "Sources/ArchLintKit"),
        .executableTarget(name: "archlint", dependencies: ["ArchLintKit"], path: "Sources/archlint"),
        .testTarget(name: "ArchLintKitTests", dependencies: ["ArchLintKit"], path: "Tests/ArchLintKitTests"),

        // The reference feature library (Fixtures/Reference): real Swift that follows
        // every rule, compiled and tested here; archlint must report nothing on it.
        .target(name: "ReferenceEpisode", path: "Fixtures/Reference/Features/Episode/Sources"),
        .target(name: "ReferenceCharacter", dependencies: ["ReferenceEpisode"],
                path: "Fixtures/Reference/Features/Character/Sources"),
        .testTarget(name: "ReferenceEpisodeTests", dependencies: ["ReferenceEpisode"],
                    path: "Fixtures/Reference/Features/Episode/Tests"),
        .testTarget(name: "ReferenceCharacterTests", dependencies: ["ReferenceCharacter", "ReferenceEpisode"],
                    path: "Fixtures/Reference/Features/Character/Tests"),
    ]
)
