import Testing
@testable import ArchLintKit

@Suite("Layouts: where a file's feature, layer, role and module come from")
struct LayoutTests {
    func place(_ path: String, _ layout: Layout = .default, module: ModuleHint? = nil) -> (String?, Layer, FileRole, LayoutSource) {
        let c = FileContext(path: path, layout: layout, module: module)
        return (c.feature, c.layer, c.role, c.source)
    }

    @Test("feature-modules: the seeds' layout, as before")
    func featureModules() {
        #expect(place("Features/Character/Sources/Domain/UseCases/GetCharacterUseCase.swift") == ("Character", .domain, .domainUseCases, .featureModules))
        #expect(place("Character/Sources/Data/DTOs/CharacterDTO.swift") == ("Character", .data, .dataDTOs, .featureModules))
        #expect(place("Features/Character/Tests/Shared/Mocks/XMock.swift") == ("Character", .tests, .testMocks, .featureModules))
        #expect(place("Features/Character/Tests/Unit/Domain/XTests.swift") == ("Character", .tests, .testUnit, .featureModules))
        #expect(FileContext(path: "Features/Character/Sources/Domain/UseCases/X.swift").folderInLayer == "Domain/UseCases")
        // A library target: under Sources/, in no layer.
        let lib = FileContext(path: "Sources/NIOCore/Channel.swift")
        #expect(lib.layer == .other && lib.inSources)
    }

    @Test("Layer and role folders match without regard to case, and through their synonyms")
    func synonyms() {
        #expect(place("Features/Profile/Sources/domain/usecases/X.swift").1 == .domain)
        #expect(place("Features/Profile/Sources/domain/usecases/X.swift").2 == .domainUseCases)
        #expect(place("App/Domain/Interfaces/Repositories/MoviesRepository.swift").2 == .domainRepositories)
        #expect(place("App/Domain/Interfaces/Other/X.swift").2 == .domainOther)
        #expect(place("App/Domain/Entities/Movie.swift").2 == .domainModels)
        #expect(place("App/Data/Network/DataMapping/MoviesResponseDTO+Mapping.swift").2 == .dataDTOs)
        #expect(place("App/Data/PersistentStorages/MoviesResponseStorage/CoreDataMoviesResponseStorage.swift").2 == .dataDataSources)
        #expect(place("App/Data/Network/APIEndpoints.swift").2 == .dataOther)
        #expect(place("App/Infrastructure/Network/NetworkService.swift").1 == .data)
    }

    @Test("layer-folders: an Xcode app without Sources/, its test target, per-feature folders, Mocks/")
    func layerFolders() {
        let ctx = FileContext(path: "ExampleMVVM/Domain/UseCases/SearchMoviesUseCase.swift")
        #expect(ctx.feature == "ExampleMVVM" && ctx.layer == .domain && ctx.role == .domainUseCases && ctx.inSources)
        #expect(ctx.source == .layerFolders && ctx.folderInLayer == "Domain/UseCases")
        #expect(place("ExampleMVVMTests/Domain/UseCases/SearchMoviesUseCaseTests.swift") == ("ExampleMVVM", .tests, .testOther, .layerFolders))
        #expect(place("ExampleMVVMTests/Mocks/MoviesRepositoryMock.swift") == ("ExampleMVVM", .tests, .testMocks, .layerFolders))
        #expect(place("MyAppUITests/LoginUITests.swift").0 == "MyApp")
        #expect(place("MyApp/Features/Profile/Domain/Models/Profile.swift") == ("Profile", .domain, .domainModels, .layerFolders))
        #expect(place("MyApp/Features/Profile/Presentation/ProfileView.swift") == ("Profile", .presentation, .presentation, .layerFolders))
        #expect(place("MyApp/Presentation/Mocks/PreviewRepository.swift").1 == .tests)
        // A file in no layer folder is placed nowhere.
        #expect(place("MyApp/Application/AppDelegate.swift").1 == .other)
    }

    @Test("layer-modules: a package per layer, a target per feature and layer, Tuist's Interface/Testing modules")
    func layerModules() {
        #expect(place("Packages/Domain/Sources/Domain/UseCases/GetRecipesUseCase.swift") == (nil, .domain, .domainUseCases, .featureModules))
        #expect(place("Packages/Infrastructure/Sources/Infrastructure/Repositories/RecipeRepositoryImpl.swift") == (nil, .data, .dataRepositories, .featureModules))
        #expect(place("Sources/RecipesDomain/UseCases/GetRecipesUseCase.swift") == ("Recipes", .domain, .domainUseCases, .layerModules))
        #expect(place("Sources/RecipesData/DTOs/RecipeDTO.swift") == ("Recipes", .data, .dataDTOs, .layerModules))
        #expect(place("Sources/ProfileUI/ProfileView.swift") == ("Profile", .presentation, .presentation, .layerModules))
        // Tuist's Interface targets: in no layer (they may import UI frameworks for view builders).
        #expect(place("Sources/ProfileInterface/ProfileUseCase.swift").1 == .other)
        #expect(place("Sources/ProfileTesting/ProfileUseCaseMock.swift") == ("Profile", .tests, .testMocks, .layerModules))
        #expect(place("Component/Bag/Sources/Data/Repositories/BagRepository.swift") == ("Bag", .data, .dataRepositories, .featureModules))
        // Words that merely end like a layer are no layer module.
        #expect(place("Sources/Metadata/X.swift").1 == .other)
        #expect(place("Sources/SwiftUI/X.swift").1 == .other)
        #expect(place("Sources/GUI/X.swift").1 == .other)
        // A manifest's module names the layer wherever its folder is.
        let hint = ModuleHint(name: "NetworkPlatform", isTest: false, directory: "NetworkPlatform")
        let ctx = FileContext(path: "NetworkPlatform/Repositories/PostsRepository.swift", module: hint)
        #expect(ctx.layer == .data && ctx.role == .dataRepositories && ctx.module == "NetworkPlatform")
        let test = FileContext(path: "Tests/DomainTests/X.swift", module: ModuleHint(name: "DomainTests", isTest: true, directory: "Tests/DomainTests"))
        #expect(test.layer == .tests)
    }

    @Test("`layout: preset:` restricts the presets; `none` with no globs places nothing")
    func presets() throws {
        let only = try Configuration.parse("layout:\n  preset: layer-folders\n", path: "c.yml").get()
        #expect(FileContext(path: "Features/X/Sources/Domain/Models/A.swift", layout: only.layout).layer == .other)
        #expect(FileContext(path: "App/Domain/Models/A.swift", layout: only.layout).layer == .domain)
        let none = try Configuration.parse("layout:\n  preset: none\n", path: "c.yml").get()
        #expect(FileContext(path: "App/Domain/Models/A.swift", layout: none.layout).layer == .other)
    }

    @Test("Globs: `**`, `*`, `{feature}`, folder globs cover what is below, roles override, inline maps")
    func globs() throws {
        let text = """
            layout:
              layers: {domain: ["App/Core/Domain/**"], data: [App/Core/Net*/**], presentation: ["App/Scenes/{feature}"]}
              roles:
                data/dtos: ["App/Core/Net*/Payloads/**"]
            """
        let config = try Configuration.parse(text, path: "c.yml").get()
        let l = config.layout
        #expect(place("App/Core/Domain/UseCases/X.swift", l) == (nil, .domain, .domainUseCases, .globs))
        #expect(place("App/Core/Networking/Payloads/UserPayload.swift", l) == (nil, .data, .dataDTOs, .globs))
        #expect(place("App/Scenes/Login/LoginViewModel.swift", l) == ("Login", .presentation, .presentation, .globs))
        #expect(FileContext(path: "App/Core/Domain/UseCases/X.swift", layout: l).folderInLayer == "UseCases")
        // Not placed by a glob: the presets still apply.
        #expect(place("Features/A/Sources/Domain/Models/M.swift", l).3 == .featureModules)
    }

    @Test("Globs are anchored at the configuration file's folder")
    func anchored() throws {
        var config = try Configuration.parse("layout:\n  layers:\n    domain: [Core/Business]\n", path: "/r/app/.archlint.yml", baseDirectory: "/r/app").get()
        config.layout.workingDirectory = "/r"
        #expect(FileContext(path: "app/Core/Business/M.swift", layout: config.layout).layer == .domain)
        #expect(FileContext(path: "Core/Business/M.swift", layout: config.layout).layer == .other)
        config.layout.workingDirectory = "/r/app"
        #expect(FileContext(path: "Core/Business/M.swift", layout: config.layout).layer == .domain)
        #expect(FileContext(path: "/r/app/Core/Business/M.swift", layout: config.layout).layer == .domain)
    }

    @Test("Bad `layout:` settings are configuration errors with their line")
    func errors() {
        func problem(_ text: String) -> InputProblem? {
            if case .failure(let p) = Configuration.parse(text, path: "c.yml") { return p }
            return nil
        }
        #expect(problem("layout:\n  preset: mvvm\n")?.line == 2)
        #expect(problem("layout:\n  shape: x\n")?.message.contains("unknown key `layout.shape`") == true)
        #expect(problem("layout:\n  layers:\n    business: [A/**]\n")?.line == 3)
        #expect(problem("layout:\n  layers:\n    domain: [\"../A/**\"]\n")?.message.contains("not allowed") == true)
        #expect(problem("layout:\n  layers:\n    domain: [\"A/{name}/**\"]\n")?.message.contains("{feature}") == true)
        #expect(problem("layout:\n  layers:\n    domain: [\"A/x**/B\"]\n")?.line == 3)
        #expect(problem("layout:\n  layers:\n    domain: []\n")?.line == 3)
        #expect(problem("layout:\n  features: [\"App/Features/**\"]\n")?.message.contains("no `{feature}`") == true)
        #expect(problem("layout:\n  roles:\n    Domain/Interactors: [A/**]\n")?.line == 3)
        #expect(problem("layout:\n  layers: {domain: [A/**]\n")?.message.contains("missing `}`") == true)
        #expect(problem("layout: fancy\n")?.line == 1)
    }

    @Test("A file claimed by two layers' globs is a configuration error naming the second glob's line")
    func conflict() throws {
        let config = try Configuration.parse("layout:\n  layers:\n    domain: [\"App/**\"]\n    data: [\"App/Data/**\"]\n", path: "c.yml").get()
        let p = try #require(config.layout.globs?.conflict("App/Data/Repo.swift", workingDirectory: nil))
        #expect(p.path == "c.yml" && p.line == 4 && p.message.contains("claimed by two layers"))
        #expect(config.layout.globs?.conflict("App/Domain/M.swift", workingDirectory: nil) == nil)
    }

    @Test("The summary breaks the files checked down by layer")
    func breakdown() {
        let report = Linter.lint(sources: [
            (path: "App/Domain/Models/M.swift", text: "struct M: Equatable { let a: Int }\n"),
            (path: "App/Data/Repositories/R.swift", text: "struct R {}\n"),
            (path: "App/AppDelegate.swift", text: "final class AppDelegate {}\n"),
        ])
        #expect(report.layerBreakdown == "1 Domain, 1 Data, 1 in no layer")
        #expect(!report.diagnostics.contains { $0.ruleID == "layout-unrecognised" })
        let none = Linter.lint(sources: [(path: "Sources/Lib/A.swift", text: "struct A {}\n"), (path: "Sources/Lib/B.swift", text: "struct B {}\n")])
        #expect(none.layerBreakdown == "none in a layer")
        let warning = none.diagnostics.filter { $0.ruleID == "layout-unrecognised" }
        #expect(warning.count == 1 && warning.first?.path == "Sources/Lib/A.swift" && warning.first?.severity == .warning)
    }
}
