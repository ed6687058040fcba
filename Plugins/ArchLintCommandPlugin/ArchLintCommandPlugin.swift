// `swift package archlint [--target NAME ...] [ARCHLINT ARGUMENTS] [PATH ...]`
//
// Runs this package's own `archlint` executable (built from source by SwiftPM:
// no binary, no package dependency) in the package's directory. Without a PATH
// it lints the Swift source files of the package's targets (all of them, or
// those named with `--target`), exactly as SwiftPM compiles them (`exclude:` and
// `sources:` apply); with PATHs it lints exactly those (relative to the package
// directory). Every other argument goes to archlint unchanged.
// archlint's exit status is forwarded: 1 for violations, 2 for an input problem.
import Foundation
import PackagePlugin

@main
struct ArchLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var invocation = Invocation(arguments)
        var files: [String] = []
        if invocation.needsDefaultPaths {
            let targets: [Target]
            if invocation.targetNames.isEmpty {
                targets = context.package.targets
            } else {
                targets = try context.package.targets(named: invocation.targetNames)
            }
            files = targets.flatMap { $0.sourceModule?.sourceFiles(withSuffix: "swift").map(\.url.path) ?? [] }
            if files.isEmpty {
                Diagnostics.warning("archlint: no Swift source files in the \(invocation.targetNames.isEmpty ? "package's" : "selected") targets")
                return
            }
        }
        let packageDirectory = context.package.directoryURL.path
        invocation.appendPaths(relativePaths(files, to: packageDirectory))
        let status = try run(context.tool(named: "archlint").url, invocation.archlintArguments,
                             in: context.package.directoryURL)
        if status != 0 {
            // The findings are already printed; make `swift package` fail with archlint's own status.
            exit(status)
        }
    }
}

/// Runs archlint with the plugin's own stdout and stderr; returns its exit status.
func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    if process.terminationReason == .uncaughtSignal {
        Diagnostics.error("archlint was ended by signal \(process.terminationStatus)")
        return 2
    }
    return process.terminationStatus
}

/// Paths relative to `base` when they lie inside it (shorter output lines), sorted, without
/// duplicates or paths inside another listed folder (archlint walks that folder anyway).
func relativePaths(_ directories: [String], to base: String) -> [String] {
    let base = base.hasSuffix("/") ? String(base.dropLast()) : base
    let relative = directories.map { dir -> String in
        if dir == base { return "." }
        if dir.hasPrefix(base + "/") { return String(dir.dropFirst(base.count + 1)) }
        return dir
    }
    let sorted = Set(relative).sorted()
    return sorted.filter { dir in
        !sorted.contains { other in other != dir && (other == "." || dir.hasPrefix(other + "/")) }
    }
}

/// The plugin's arguments, split into the plugin's own (`--target NAME`, repeatable) and archlint's.
struct Invocation {
    var targetNames: [String] = []
    var archlintArguments: [String] = []
    /// True when archlint is to lint and no PATH was given: the plugin supplies the target directories.
    var needsDefaultPaths = true

    /// archlint's options that take a value (the value is not a PATH).
    static let optionsWithValue: Set<String> = [
        "--config", "--reporter", "--rule", "--disable", "--threads",
        "--baseline", "--since", "--stdin-path", "--files-from",
    ]
    /// archlint's options whose value may be left out (`--write-baseline` alone: the configured file).
    static let optionsWithOptionalValue: Set<String> = ["--write-baseline"]
    /// archlint's commands other than `lint`: they take their own arguments, never target directories.
    static let otherCommands: Set<String> = [
        "rules", "explain", "init", "install-hook", "tokens", "decls", "bench-lexer", "help",
    ]

    init(_ arguments: [String]) {
        var i = 0
        var afterDoubleDash = false
        var hasPath = false
        while i < arguments.count {
            let a = arguments[i]
            if afterDoubleDash {
                archlintArguments.append(a)
                hasPath = true
            } else if a == "--" {
                afterDoubleDash = true
                archlintArguments.append(a)
            } else if a == "--target", i + 1 < arguments.count {
                targetNames.append(arguments[i + 1])
                i += 1
            } else if a.hasPrefix("--target=") {
                targetNames.append(String(a.dropFirst("--target=".count)))
            } else {
                archlintArguments.append(a)
                if Self.optionsWithValue.contains(a), i + 1 < arguments.count {
                    archlintArguments.append(arguments[i + 1])
                    i += 1
                } else if Self.optionsWithOptionalValue.contains(a) {
                    if i + 1 < arguments.count, !arguments[i + 1].hasPrefix("-") {
                        archlintArguments.append(arguments[i + 1])
                        i += 1
                    }
                } else if !a.hasPrefix("-") || a == "-" {
                    if archlintArguments.count == 1 && Self.otherCommands.contains(a) {
                        needsDefaultPaths = false
                    } else if !(archlintArguments.count == 1 && a == "lint") {
                        hasPath = true
                    }
                } else if a == "--help" || a == "-h" || a == "--version" {
                    needsDefaultPaths = false
                }
            }
            i += 1
        }
        if hasPath { needsDefaultPaths = false }
    }

    mutating func appendPaths(_ paths: [String]) {
        guard needsDefaultPaths, !paths.isEmpty else { return }
        if !archlintArguments.contains("--") { archlintArguments.append("--") }
        archlintArguments += paths
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ArchLintCommandPlugin: XcodeCommandPlugin {
    /// From Xcode's File ▸ Packages (or the project's context menu): lints the Swift files of the
    /// targets Xcode selected (Xcode passes them as `--target NAME`), or of every target.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var invocation = Invocation(arguments)
        var files: [String] = []
        if invocation.needsDefaultPaths {
            let targets = context.xcodeProject.targets.filter {
                invocation.targetNames.isEmpty || invocation.targetNames.contains($0.displayName)
            }
            files = targets.flatMap { target in
                target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url.path)
            }
            if files.isEmpty {
                Diagnostics.warning("archlint: no Swift source files in the selected targets")
                return
            }
        }
        invocation.appendPaths(relativePaths(files, to: context.xcodeProject.directoryURL.path))
        let status = try run(context.tool(named: "archlint").url, invocation.archlintArguments,
                             in: context.xcodeProject.directoryURL)
        if status != 0 { exit(status) }
    }
}
#endif
