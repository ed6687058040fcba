import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeModule(
    name: ModulePaths.Feature.SigninFeature.rawValue,
    targets: [.interface, .testing, .unitTest, .demo]
)
