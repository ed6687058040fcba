import Dispatch

/// The modules of a run: the manifests among its files (`Package.swift`, Tuist's `Project.swift`),
/// read before the other files so that the layout knows each file's module.
public enum ModuleDiscovery {
    /// Reads the manifests (from the staged contents when given). Unreadable ones are left to the
    /// lint itself, which reports them as input problems.
    static func read(_ paths: [String], _ contents: [String: [UInt8]]) -> [(String, [UInt8])] {
        paths.compactMap { p in
            if let c = contents[p] { return (p, c) }
            if case .success(let b) = FileSystem.readFile(p) { return (p, b) }
            return nil
        }
    }

    /// Sets `configuration.layout.modules` from the manifests (unless already set); returns the
    /// manifests' warnings.
    /// `files`: the run's files, from whose folders the targets of Tuist manifests built by helper
    /// code are taken (`PackageManifest.inferTuistTargets`).
    @discardableResult
    public static func attach(to configuration: inout Configuration, manifests: [(String, [UInt8])], files: [String] = [], threads: Int = 1) -> [InputProblem] {
        guard configuration.layout.modules == nil, !manifests.isEmpty else { return [] }
        let graph = ModuleGraph(manifests: inferTargets(parse(manifests, threads: threads), files: files))
        if !graph.modules.isEmpty { configuration.layout.modules = graph.lookup }
        return graph.warnings
    }

    /// The helper-built Tuist manifests given the targets their folders show.
    static func inferTargets(_ manifests: [PackageManifest], files: [String]) -> [PackageManifest] {
        let helperBuilt = manifests.indices.filter { manifests[$0].kind == .tuist && manifests[$0].isHelperBuilt && !manifests[$0].directory.isEmpty }
        guard !helperBuilt.isEmpty, !files.isEmpty else { return manifests }
        var byDirectory: [String: Int] = [:]
        for i in helperBuilt { byDirectory[manifests[i].directory] = i }
        var subfolders: [Int: Set<Substring>] = [:]
        for f in files {
            // Each ancestor folder of the file that holds a helper-built manifest: the child on the way down.
            var child: Substring?
            var dir = Substring(f)
            while let slash = dir.utf8.lastIndex(of: UInt8(ascii: "/")) {
                let parent = dir[..<slash]
                if let c = child, let i = byDirectory[String(parent)] { subfolders[i, default: []].insert(c) }
                child = parent[(parent.utf8.lastIndex(of: UInt8(ascii: "/")).map { parent.index(after: $0) } ?? parent.startIndex)...]
                dir = parent
            }
        }
        var out = manifests
        for (i, folders) in subfolders { out[i].inferTuistTargets(subfolders: folders) }
        return out
    }

    /// The manifests parsed on `threads` threads (a monorepo has dozens; the files wait for
    /// them), in the order given.
    static func parse(_ manifests: [(String, [UInt8])], threads: Int) -> [PackageManifest] {
        let workers = max(1, min(threads, manifests.count))
        guard workers > 1 else { return manifests.compactMap { PackageManifest.read(path: $0.0, bytes: $0.1) } }
        let slots = UnsafeMutableBufferPointer<PackageManifest?>.allocate(capacity: manifests.count)
        slots.initialize(repeating: nil)
        defer { slots.deinitialize(); slots.deallocate() }
        let box = ManifestSlots(slots)
        let next = WorkCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let i = next.take()
                if i >= manifests.count { return }
                box.slots[i] = PackageManifest.read(path: manifests[i].0, bytes: manifests[i].1)
            }
        }
        return slots.compactMap { $0 }
    }

    /// The graph of a run's files, for `archlint layout`, with the manifests' paths.
    public static func graph(files: [String]) -> (ModuleGraph, Int, Set<String>) {
        let manifests = read(files.filter(PackageManifest.isManifestName), [:]).compactMap { PackageManifest.read(path: $0.0, bytes: $0.1) }
        return (ModuleGraph(manifests: inferTargets(manifests, files: files)), manifests.count, Set(manifests.map(\.path)))
    }
}

/// Result slots written by the manifest parsers, each at its own index.
final class ManifestSlots: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<PackageManifest?>
    init(_ slots: UnsafeMutableBufferPointer<PackageManifest?>) { self.slots = slots }
}
