import Foundation
import Testing
@testable import ArchLintKit

@Suite("Configuration file")
struct ConfigurationFileTests {
    @Test("`.archlint.yml` is found from a subfolder, up to the folder holding .git; --config overrides; --no-config turns it off")
    func discovery() {
        let s = Scratch()
        s.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        s.write("repo/.archlint.yml", "disabled_rules: [contract-sendable]\n")
        s.write("repo/Features/X/Sources/Domain/UseCases/GetXUseCase.swift", badContract)
        let sub = s.path + "/repo/Features/X"
        let found = run(in: sub, [])
        #expect(found.status == 0, "\(found.out)\(found.err)")
        let off = run(in: sub, ["--no-config"])
        #expect(off.status == 1)
        #expect(off.out.contains("[contract-sendable]"))
        let other = s.write("other.yml", "rules:\n  contract-sendable:\n    severity: warning\n")
        let explicit = run(in: sub, ["--config", other])
        #expect(explicit.status == 0 && explicit.out.contains(": warning: "))
        #expect(run(in: sub, ["--config", other, "--no-config"]).status == 2)

        // A bad configuration found above names its path relative to the working directory.
        s.write("repo/.archlint.yml", "disabled_rules: [contract-sendable]\nbogus: 1\n")
        let bad = run(in: sub, [])
        #expect(bad.status == 2)
        #expect(bad.err.contains("../../.archlint.yml:2: error: unknown key `bogus`"), "\(bad.err)")
    }

    @Test("The search stops at the repository root: a configuration above it is not used")
    func stopsAtRepositoryRoot() {
        let s = Scratch()
        s.write(".archlint.yml", "disabled_rules: [contract-sendable]\n")
        s.write("repo/.git", "gitdir: /elsewhere\n")  // a linked worktree's .git is a file
        s.write("repo/Sources/Domain/UseCases/GetXUseCase.swift", badContract)
        #expect(run(in: s.path + "/repo", []).status == 1)
        #expect(ConfigurationFile.discover(from: s.physicalPath + "/repo/Sources") == nil)
        #expect(ConfigurationFile.discover(from: s.physicalPath) == s.physicalPath + "/.archlint.yml")
    }

    @Test("`excluded` and `included` are relative to the configuration file; `included` is the default path")
    func includedExcluded() {
        let s = Scratch()
        s.write(".git/HEAD", "ref: refs/heads/main\n")
        s.write(".archlint.yml", "included:\n  - Features\nexcluded:\n  - Features/Legacy\n")
        s.write("Features/A/Sources/Domain/UseCases/GetXUseCase.swift", badContract)
        s.write("Features/Legacy/Sources/Domain/UseCases/GetXUseCase.swift", badContract)
        s.write("Scripts/Sources/Domain/UseCases/GetXUseCase.swift", badContract)
        let root = run(in: s.path, [])
        #expect(root.status == 1)
        #expect(root.out.split(separator: "\n").count == 1)
        #expect(root.out.hasPrefix("Features/A/Sources/Domain/UseCases/GetXUseCase.swift:1:10:"), "\(root.out)")
        // From a subfolder, with an explicit path: the same files are left out.
        let sub = run(in: s.path + "/Features", ["."])
        #expect(sub.out.split(separator: "\n").count == 1)
        #expect(sub.out.hasPrefix("A/Sources/"), "\(sub.out)")
        // A folder whose files are all left out checks nothing: exit 2, the folder named.
        let legacy = run(in: s.path + "/Features/Legacy", [])
        #expect(legacy.status == 2)
        #expect(legacy.err.contains(".: error: every Swift file found is outside `included` or inside `excluded`: nothing was checked"), "\(legacy.err)")
        #expect(run(in: s.path, ["Scripts"]).status == 2)
        // Files named one by one (as the pre-commit framework passes them) are not a problem.
        #expect(run(in: s.path, ["Scripts/Sources/Domain/UseCases/GetXUseCase.swift"]).status == 0)
    }

    @Test("`min_version` newer than this archlint fails with a clear message; an older one passes")
    func minVersion() throws {
        let ok = try Configuration.parse("min_version: 0.0.1\n", path: "c.yml").get()
        #expect(ok.minVersion == "0.0.1")
        #expect((try? Configuration.parse("min_version: \(ArchLint.version)\n", path: "c.yml").get()) != nil)
        for (text, fragment) in [("min_version: 99.0.0\n", "needs archlint 99.0.0 or newer"), ("min_version: 1.2\n", "X.Y.Z"),
                                 ("min_version: [1]\n", "X.Y.Z")] {
            switch Configuration.parse(text, path: "c.yml") {
            case .success: Issue.record("accepted \(text)")
            case .failure(let p):
                #expect(p.line == 1)
                #expect(p.message.contains(fragment), "\(p.message)")
            }
        }
        #expect(Version("1.10.0")! > Version("1.9.3")!)
        let s = Scratch()
        let cfg = s.write("c.yml", "min_version: 99.0.0\n")
        let r = run(["--config", cfg, s.path])
        #expect(r.status == 2)
        #expect(r.err.contains("c.yml:1: error: this configuration needs archlint 99.0.0 or newer"))
    }
}

@Suite("archlint init")
struct InitTests {
    @Test("The README's `init --print` sample is what init prints on Fixtures/Layouts/LayerFolders, line for line between its `…`")
    func readmeSample() throws {
        let readme = Repo.read("README.md")
        let section = try #require(readme.range(of: "### `archlint init`: a configuration for this project"))
        let rest = readme[section.upperBound...]
        let open = try #require(rest.range(of: "```\n$ archlint init --print\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        let sample = rest[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let r = run(in: Repo.path("Fixtures/Layouts/LayerFolders"), ["init", "--print"])
        #expect(r.status == 0, "\(r.err)")
        let printed = r.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Each run of lines between `…` appears in the output as consecutive lines, in order.
        var chunks: [[String]] = [[]]
        for line in sample where !line.isEmpty || !chunks[chunks.count - 1].isEmpty {
            if line == "…" { chunks.append([]) } else { chunks[chunks.count - 1].append(line) }
        }
        var from = 0
        for chunk in chunks where !chunk.isEmpty {
            let trimmed = chunk.last == "" ? Array(chunk.dropLast()) : chunk
            let start = (from...max(from, printed.count - trimmed.count)).first { i in
                i + trimmed.count <= printed.count && Array(printed[i..<(i + trimmed.count)]) == trimmed
            }
            #expect(start != nil, "README sample not in the output:\n\(trimmed.joined(separator: "\n"))\n---\n\(r.out)")
            from = (start ?? from) + trimmed.count
        }
        #expect(chunks.joined().count >= 20)
    }

    @Test("`init` writes a starter that parses, lists every rule, option and convention, and refuses to overwrite")
    func writesAndRefuses() throws {
        let s = Scratch()
        let first = run(in: s.path, ["init"])
        #expect(first.status == 0, "\(first.err)")
        let text = try #require(s.read(".archlint.yml"))
        let config = try Configuration.parse(text, path: ".archlint.yml").get()
        #expect(config.minVersion == ArchLint.version)
        #expect(config.enabledRules.map(\.id) == Configuration().enabledRules.map(\.id))
        for r in RuleRegistry.all {
            #expect(text.contains("#   \(r.id):"), "rule \(r.id) missing")
            #expect(text.contains(r.descriptor.enabledByDefault ? "on by default" : "off by default"))
            for o in r.descriptor.options { #expect(text.contains("#     \(o.name): \(o.defaultValue)")) }
        }
        for o in Conventions.documentedOptions {
            let leaf = o.key.split(separator: ".").last!
            let value = o.defaultValue.contains("{") ? "\"\(o.defaultValue)\"" : o.defaultValue
            #expect(text.contains("\(leaf): \(value)"), "convention \(o.key) missing")
        }
        // Every commented setting is valid once uncommented (prose comments start with a capital).
        let uncommented = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.hasPrefix("# "), let c = line.dropFirst(2).first, !c.isUppercase else { return String(line) }
            return String(line.dropFirst(2))
        }.joined(separator: "\n")
        #expect(uncommented.contains("\nrules:\n"))
        switch Configuration.parse(uncommented, path: ".archlint.yml") {
        case .failure(let p): Issue.record("the uncommented starter does not parse: \(p.rendered)\n\(uncommented)")
        case .success(let all): #expect(all.severities.count == RuleRegistry.all.count)
        }

        // A second `init` refuses, and leaves the file as it was.
        s.write(".archlint.yml", "# mine\n")
        let second = run(in: s.path, ["init"])
        #expect(second.status == 2)
        #expect(second.err.contains(".archlint.yml: error: already exists"))
        #expect(s.read(".archlint.yml") == "# mine\n")
        #expect(run(in: s.path, ["init", "other.yml"]).status == 0)
        #expect(s.exists("other.yml"))
    }
}
