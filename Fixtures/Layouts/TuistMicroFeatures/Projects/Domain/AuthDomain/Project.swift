import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeModule(
    name: ModulePaths.Domain.AuthDomain.rawValue,
    targets: [.interface, .testing, .unitTest, .demo]
)
