// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Bag",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "Bag", targets: ["Bag"]),
        .library(name: "BagData", targets: ["BagData"]),
        .library(name: "BagDI", targets: ["BagDI"]),
    ],
    targets: [
        .target(name: "Bag", path: "Sources/Domain"),
        .target(name: "BagData", dependencies: ["Bag"], path: "Sources/Data"),
        .target(name: "BagDI", dependencies: ["Bag", "BagData"], path: "Sources/DI"),
        .testTarget(name: "BagTests", dependencies: ["Bag", "BagData"]),
    ]
)
