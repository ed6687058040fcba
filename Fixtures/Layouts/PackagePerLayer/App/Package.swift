// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RecipesApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(path: "../Packages/Domain"),
        .package(path: "../Packages/Infrastructure"),
        .package(path: "../Packages/Presentation"),
    ],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "Infrastructure", package: "Infrastructure"),
                .product(name: "Presentation", package: "Presentation"),
            ]
        ),
    ]
)
