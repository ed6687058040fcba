import ProjectDescription

public enum MicroFeatureTarget: String {
    case interface, testing, unitTest, demo
}

extension Project {
    public static func makeModule(name: String, targets: Set<MicroFeatureTarget>) -> Project {
        Project(name: name, targets: [
            .target(name: name, destinations: .iOS, product: .staticLibrary, bundleId: "io.example.\(name)", sources: ["Sources/**"]),
        ])
    }
}
