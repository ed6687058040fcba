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
        .target(name: "Bag", path: "Sources", sources: ["Domain"]),
        .target(name: "BagData", dependencies: ["Bag"], path: "Sources", sources: ["Data"]),
        .target(name: "BagDI", dependencies: ["Bag", "BagData"], path: "Sources", sources: ["DI"]),
        .testTarget(name: "BagTests", dependencies: ["Bag", "BagData"]),
    ]
)
