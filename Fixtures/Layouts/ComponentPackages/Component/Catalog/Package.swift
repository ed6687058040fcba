// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Catalog",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "Catalog", targets: ["Catalog"]),
        .library(name: "CatalogData", targets: ["CatalogData"]),
    ],
    targets: [
        .target(name: "Catalog", dependencies: ["CatalogData"], path: "Sources/Domain"), // expect: layer-dependencies
        .target(name: "CatalogData", path: "Sources/Data"),
    ]
)
