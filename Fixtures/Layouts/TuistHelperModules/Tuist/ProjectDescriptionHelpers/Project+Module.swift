import ProjectDescription

extension Project {
    public static func module(name: String, folders: [String]) -> Project {
        Project(name: name, targets: folders.map { folder in
            .target(name: folder, destinations: .iOS, product: .framework, bundleId: "io.example.\(folder)", sources: ["\(folder)/**"])
        })
    }
}
