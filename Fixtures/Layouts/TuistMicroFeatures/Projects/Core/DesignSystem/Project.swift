import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeModule(
    name: ModulePaths.Core.DesignSystem.rawValue,
    targets: [.interface, .testing, .unitTest, .demo]
)
