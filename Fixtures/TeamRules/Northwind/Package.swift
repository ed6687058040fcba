// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Northwind",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "NorthwindCore", path: "Core/Sources"),
        .target(name: "Catalog", dependencies: ["NorthwindCore"], path: "Features/Catalog/Sources"),
        .target(name: "Cart", dependencies: ["NorthwindCore", "Catalog"], path: "Features/Cart/Sources"), // expect: features-are-isolated
        .testTarget(name: "CatalogTests", dependencies: ["Catalog"], path: "Features/Catalog/Tests"),
        .testTarget(name: "CartTests", dependencies: ["Cart"], path: "Features/Cart/Tests"),
    ]
)
