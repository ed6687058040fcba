// Build-tool plugin: every build of a target it is applied to runs this package's
// own `archlint` (built from source by SwiftPM: no binary, no package dependency)
// on the target's Swift files, with `--reporter xcode`, so `swift build` prints the
// findings and Xcode shows them inline, like compiler diagnostics.
//
// - Findings of severity `error` fail the build (archlint exits 1); `warning`s are
//   shown and do not. Choose with `.archlint.yml` (`rules: ID: severity: warning`).
// - The configuration is the `.archlint.yml` nearest above the target's files, up
//   to the repository root (the folder holding `.git`), else the package or
//   project folder; without one, archlint's defaults (`--no-config`). It is
//   looked up each time the command runs.
// - It is a build command without output files (SwiftPM runs those since tools
//   version 5.11): it runs when the target's files or archlint change, and after
//   a failed run. archlint takes milliseconds on a target.
// - It sees the target's files only: rules that look across files resolve what
//   the target declares; what they cannot resolve they do not report.
import Foundation
import PackagePlugin

@main
struct ArchLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles(withSuffix: "swift").map(\.url)
        return try lintCommand(tool: context.tool(named: "archlint").url, targetName: target.name,
                               files: files, root: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL)
    }
}

/// The build command that lints `files`, or none when there are no Swift files.
///
/// The configuration is looked up when the command runs, not when the plugin plans the build
/// (SwiftPM does not ask the plugin again when an `.archlint.yml` appears or goes), so the
/// command is a small POSIX shell script: it walks up from the folder holding the files to
/// `searchLimit` and runs archlint with `--config` on the first `.archlint.yml` it finds, or
/// with `--no-config`.
///
/// The files reach archlint through a file list (`--files-from`) written into the plugin's work
/// folder, not as arguments: macOS's `ARG_MAX` (1 MB, half of Linux's) is reached by a target
/// of some 7,000 files, and the command would then fail to launch.
func lintCommand(tool: URL, targetName: String, files: [URL], root: URL, workDirectory: URL) throws -> [Command] {
    guard !files.isEmpty else { return [] }
    let paths = files.map(\.path).sorted()
    let start = commonDirectory(paths)
    let limit = searchLimit(from: start, root: root.path)
    let list = workDirectory.appendingPathComponent("\(targetName)-files.txt")
    try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
    let text = paths.joined(separator: "\n") + "\n"
    // Written only when it changes, so that its modification time does not rerun the command.
    if (try? String(contentsOf: list, encoding: .utf8)) != text {
        try text.write(to: list, atomically: true, encoding: .utf8)
    }
    let arguments = ["-c", findConfigurationAndRun, "archlint-build-tool-plugin",
                     tool.path, start, limit,
                     "--reporter", "xcode", "--quiet", "--files-from", list.path]
    return [.buildCommand(displayName: "archlint \(targetName)", executable: URL(fileURLWithPath: "/bin/sh"),
                          arguments: arguments, inputFiles: [tool, list] + files + searchedFolders(start, limit), outputFiles: [])]
}

/// Swift files in the folder named after an Xcode target, when the plugin was shown none of them:
/// Xcode 16's synchronized folder groups are not listed to plugins, and the target would be
/// linted by nothing without a word.
func unseenSwiftFiles(projectDirectory: URL, targetName: String) -> Int {
    let folder = projectDirectory.appendingPathComponent(targetName)
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return 0 }
    var count = 0
    while count < 1000, let next = walker.nextObject() as? String {
        if next.hasSuffix(".swift") { count += 1 }
    }
    return count
}

/// `sh -c SCRIPT NAME TOOL START LIMIT ARGS...`: runs `TOOL ARGS...` with `--config` on the
/// `.archlint.yml` nearest above START (up to LIMIT), or `--no-config`.
let findConfigurationAndRun = """
    tool=$1 dir=$2 limit=$3; shift 3
    while :; do
      if [ -f "$dir/.archlint.yml" ]; then exec "$tool" --config "$dir/.archlint.yml" "$@"; fi
      if [ "$dir" = "$limit" ] || [ -z "$dir" ] || [ "$dir" = / ]; then break; fi
      dir=${dir%/*}
    done
    exec "$tool" --no-config "$@"
    """

/// Where the search for `.archlint.yml` stops: the repository root (the nearest folder at or
/// above `start` holding `.git`) or, outside a repository, `root` (the package or project folder).
func searchLimit(from start: String, root: String) -> String {
    var dir = start
    while !dir.isEmpty && dir != "/" {
        if FileManager.default.fileExists(atPath: dir + "/.git") { return dir }
        dir = String(dir[..<(dir.lastIndex(of: "/") ?? dir.startIndex)])
    }
    return root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
}

/// The folders the script searches, as inputs of the command: a folder's modification time
/// changes when an entry in it is created, deleted or replaced (editors save by replacing).
func searchedFolders(_ start: String, _ limit: String) -> [URL] {
    var folders: [URL] = []
    var dir = start
    while !dir.isEmpty {
        folders.append(URL(fileURLWithPath: dir, isDirectory: true))
        if dir == limit || dir == "/" { break }
        dir = String(dir[..<(dir.lastIndex(of: "/") ?? dir.startIndex)])
    }
    return folders
}

/// The deepest folder that holds every path.
func commonDirectory(_ paths: [String]) -> String {
    var common: [Substring]?
    for p in paths {
        let dirs = p.split(separator: "/").dropLast()
        guard let c = common else { common = Array(dirs); continue }
        var n = 0
        while n < c.count, n < dirs.count, c[n] == dirs[dirs.startIndex + n] { n += 1 }
        common = Array(c.prefix(n))
    }
    return "/" + (common ?? []).joined(separator: "/")
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ArchLintBuildToolPlugin: XcodeBuildToolPlugin {
    /// Applied in an Xcode project (target ▸ Build Phases ▸ Run Build Tool Plug-ins).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        if files.isEmpty {
            let unseen = unseenSwiftFiles(projectDirectory: context.xcodeProject.directoryURL, targetName: target.displayName)
            if unseen > 0 {
                Diagnostics.warning("archlint: target \(target.displayName) has \(unseen) Swift file\(unseen == 1 ? "" : "s") in its folder that Xcode does not show to build plugins (a synchronized folder group): none is linted. Lint them with the Run Script phase (archlint's README, Integrations), or convert the folder to a group")
            }
        }
        return try lintCommand(tool: context.tool(named: "archlint").url, targetName: target.displayName,
                               files: files, root: context.xcodeProject.directoryURL, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
