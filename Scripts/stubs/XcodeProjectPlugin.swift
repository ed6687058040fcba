// A stand-in for Xcode's `XcodeProjectPlugin` module, which exists only inside Xcode.
// `Scripts/test-integrations` compiles it as a module and type-checks both plugins with
// it, so the code under `#if canImport(XcodeProjectPlugin)` is compiled on Linux too.
//
// It declares exactly the API the plugins use, with the names and types of Xcode 16's
// XcodeProjectPlugin (the URL-based API that goes with PackagePlugin 6.0): a misspelt
// member or a wrong type in the plugins fails here. Whether Xcode's module still has
// these members is checked only by Xcode itself.
import Foundation
import PackagePlugin

public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectoryURL: URL
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stub") }
}

public struct XcodeProject {
    public let id: String
    public let displayName: String
    public let directoryURL: URL
    public let targets: [XcodeTarget]
}

public struct XcodeTarget {
    public let id: String
    public let displayName: String
    public let inputFiles: FileList
}

public protocol XcodeBuildToolPlugin: Plugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public protocol XcodeCommandPlugin: Plugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
