import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(name: "Platform", folders: ["MoviesAPI", "MoviesDB"].map { $0 })
