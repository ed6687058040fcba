// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Domain",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Domain", targets: ["Domain"]),
    ],
    dependencies: [
        .package(path: "../Infrastructure"),
    ],
    targets: [
        .target(
            name: "Domain",
            dependencies: [
                .product(name: "Infrastructure", package: "Infrastructure"), // expect: layer-dependencies
            ]
        ),
        .testTarget(name: "DomainTests", dependencies: ["Domain"]),
    ]
)
