/// The files of a run that the layout places in no layer, gathered into the folders a user would
/// describe with a `layout:` glob: `layout-unrecognised` names them when most of a run is
/// unplaced, and `archlint layout` lists them, the largest first.
public enum Unplaced {
    /// Swift files that describe the project rather than belong to it: manifests
    /// (`Package.swift`, Tuist's `Project.swift`, `Workspace.swift`) and Tuist's own folder
    /// (`Tuist/ProjectDescriptionHelpers/…`, `Tuist/Config.swift`). No layout places them, and none
    /// should: they are not counted as unplaced.
    public static func isProjectDescription(_ path: String) -> Bool {
        if PackageManifest.isManifestName(path) || PackageManifest.endsWithFile(path, "Workspace.swift") { return true }
        // On the bytes: a folder named `Tuist` or `ProjectDescriptionHelpers` (every file of a run
        // passes here, twice when most are unplaced).
        var copy = path
        return copy.withUTF8 { u -> Bool in
            var start = 0
            for k in 0..<u.count where u[k] == UInt8(ascii: "/") {
                let n = k - start
                if n == 5 && u[start] == UInt8(ascii: "T") && u[start..<k].elementsEqual("Tuist".utf8) { return true }
                if n == 25 && u[start] == UInt8(ascii: "P") && u[start..<k].elementsEqual("ProjectDescriptionHelpers".utf8) { return true }
                start = k + 1
            }
            return false
        }
    }

    /// A folder of unplaced files and how many it holds.
    public struct Folder: Equatable, Sendable {
        public var path: String
        public var files: Int
    }

    /// The unplaced files (`placed == false`, project descriptions left out) by folder: each file
    /// goes to its outermost ancestor folder that holds no placed file (its own folder when that
    /// one holds placed files too), so an unlayered tree (`App/Scenes/…`) is one folder and a
    /// stray file beside layered ones (`App/AppDelegate.swift`) is its own. The largest first,
    /// then by path.
    public static func folders(_ files: [(path: String, placed: Bool)]) -> [Folder] {
        folders(files, descriptionsLeftOut: false)
    }

    /// `descriptionsLeftOut`: the caller left the unplaced project descriptions out of `files`
    /// already (`layout-unrecognised` tells them apart while it counts): not tested again.
    static func folders(_ files: [(path: String, placed: Bool)], descriptionsLeftOut: Bool) -> [Folder] {
        groups(files, descriptionsLeftOut: descriptionsLeftOut).map { Folder(path: $0.folder, files: $0.members.count) }
    }

    /// `folders`, with the indices of each folder's files and whether the folder holds placed files
    /// too (then only its own files are its, not those below it).
    public static func groups(_ files: [(path: String, placed: Bool)], descriptionsLeftOut: Bool = false) -> [(folder: String, members: [Int], holdsPlaced: Bool)] {
        // Folders are cut on the bytes (`utf8.lastIndex`): a character-wise walk up every path
        // cost a tenth of a run on a large unlayered tree.
        let slash = UInt8(ascii: "/")
        var placedFolders = Set<Substring>()
        for f in files where f.placed {
            var dir = Substring(f.path)
            while let cut = dir.utf8.lastIndex(of: slash) {
                dir = dir[..<cut]
                if !placedFolders.insert(dir).inserted { break }
            }
            placedFolders.insert("")
        }
        var members: [Substring: [Int]] = [:]
        // The files come folder by folder: a folder's outermost unplaced ancestor is found once.
        var last: (dir: Substring, top: Substring)?
        var run: [Int] = []  // the files of `last.dir` not yet filed under its top
        for (i, f) in files.enumerated() where !f.placed && (descriptionsLeftOut || !isProjectDescription(f.path)) {
            var top: Substring = ""
            var dir = Substring(f.path)
            if let cut = dir.utf8.lastIndex(of: slash) { dir = dir[..<cut]; top = dir } else { dir = "" }
            if let l = last, l.dir == dir {
                run.append(i)
                continue
            }
            if let l = last { members[l.top, default: []].append(contentsOf: run) }
            run = [i]
            let own = dir
            // Up while the parent folder holds no placed file.
            while let cut = dir.utf8.lastIndex(of: slash) {
                let parent = dir[..<cut]
                if placedFolders.contains(parent) { break }
                dir = parent
                top = parent
            }
            last = (own, top)
        }
        if let l = last { members[l.top, default: []].append(contentsOf: run) }
        return members.map { (folder: $0.key.isEmpty ? "." : String($0.key), members: $0.value, holdsPlaced: placedFolders.contains($0.key)) }
            .sorted { $0.members.count != $1.members.count ? $0.members.count > $1.members.count : $0.folder < $1.folder }
    }

    /// `App/Scenes/ (120 files), App/ (3 files)`: the first `limit` folders, and how many more.
    public static func describe(_ folders: [Folder], limit: Int = 4) -> String {
        var parts = folders.prefix(limit).map { "`\($0.path == "." ? "./" : $0.path + "/")` (\($0.files) file\($0.files == 1 ? "" : "s"))" }
        if folders.count > limit {
            let rest = folders.dropFirst(limit).reduce(0) { $0 + $1.files }
            parts.append("\(folders.count - limit) more folder\(folders.count - limit == 1 ? "" : "s") (\(rest) file\(rest == 1 ? "" : "s"))")
        }
        return parts.joined(separator: ", ")
    }
}
