// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "BagUI",
    platforms: [.iOS(.v17)],
    products: [.library(name: "BagUI", targets: ["BagUI"])],
    dependencies: [.package(path: "../../Component/Bag")],
    targets: [
        .target(name: "BagUI", dependencies: [.product(name: "Bag", package: "Bag")], path: "Sources", sources: ["UI"]),
        .target(name: "BagUIDI", dependencies: ["BagUI", .product(name: "BagDI", package: "Bag")], path: "Sources", sources: ["DI"]),
    ]
)
