import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(name: "Features", folders: ["MovieList"].map { $0 })
