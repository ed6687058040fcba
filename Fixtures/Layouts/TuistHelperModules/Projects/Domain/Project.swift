import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(name: "Domain", folders: ["MoviesDomain", "AnimeDomain"].map { $0 })
