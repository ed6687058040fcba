// swift-tools-version:6.0
import PackageDescription

// archlint has no package dependencies by design: the Swift standard library,
// Glibc/Darwin and Dispatch only (the SwiftPM plugins, separate targets, use Foundation).
// A pre-commit hook must start instantly and build quickly (a release build takes a few minutes).
let package = Package(
    name: "archlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
        .library(name: "ArchLintKit", targets: ["ArchLintKit"]),
        // For other packages and Xcode projects: `swift package archlint`, and findings in the build.
        .plugin(name: "ArchLintCommandPlugin", targets: ["ArchLintCommandPlugin"]),
        .plugin(name: "ArchLintBuildToolPlugin", targets: ["ArchLintBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "ArchLintKit", path: "Sources/ArchLintKit"),
        .executableTarget(name: "archlint", dependencies: ["ArchLintKit"], path: "Sources/archlint"),
        .testTarget(name: "ArchLintKitTests", dependencies: ["ArchLintKit"], path: "Tests/ArchLintKitTests"),

        // SwiftPM plugins (README, "Integrations"). Both run the `archlint` executable above,
        // built from source: no binary target, no package dependency. Not applied to this
        // package's own targets; `Scripts/test-integrations` applies them in a client package.
        .plugin(name: "ArchLintCommandPlugin",
                capability: .command(intent: .custom(verb: "archlint",
                                                     description: "Lint the package's targets (or PATHs) with archlint"),
                                     // --fix, --write-baseline, init, new and --reporter NAME:FILE write into the
                                     // package: SwiftPM's sandbox on macOS forbids it without this permission.
                                     permissions: [.writeToPackageDirectory(reason: "archlint writes into the package for --fix, --write-baseline, --reporter NAME:FILE, init and new; a plain lint writes nothing")]),
                dependencies: ["archlint"], path: "Plugins/ArchLintCommandPlugin"),
        .plugin(name: "ArchLintBuildToolPlugin", capability: .buildTool(),
                dependencies: ["archlint"], path: "Plugins/ArchLintBuildToolPlugin"),

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
