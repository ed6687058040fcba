// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .target(name: "ProfileFeature", dependencies: ["FeedFeature"], path: "Features/Profile/Sources"),
        .target(name: "FeedFeature", path: "Features/Feed/Sources"),
        .testTarget(name: "FeedFeatureTests", dependencies: ["FeedFeature"], path: "Features/Feed/Tests"),
    ]
)
