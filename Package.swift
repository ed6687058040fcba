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
    ]
)
