import Foundation
import Testing
@testable import ArchLintKit

@Suite("Finding the files")
struct WalkTests {
    /// A tree with what a walk must get right: nested folders, hidden ones, other files, a folder
    /// named `x.swift`, a folder reached twice (directly and through a link), a link back up to
    /// the root (a loop), a link to a file, a broken link and a pipe.
    static func awkwardTree() throws -> Scratch {
        let s = Scratch()
        for f in 0..<12 {
            for l in ["Domain/UseCases", "Domain/Models", "Data/Repositories", "Presentation/Views"] {
                s.write("Features/F\(f)/Sources/\(l)/T\(f).swift", "struct T\(f) {}\n")
            }
            s.write("Features/F\(f)/Tests/Unit/T\(f)Tests.swift", "struct T\(f)Tests {}\n")
            s.write("Features/F\(f)/README.md", "no Swift here\n")
        }
        s.write(".build/Hidden.swift", "struct Hidden {}\n")
        s.write("Features/F0/Sources/.hidden/Hidden.swift", "struct Hidden {}\n")
        s.write("Shared/Folder.swift/Inner.swift", "struct Inner {}\n")
        s.write("Shared/Real/A.swift", "struct A {}\n")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: s.path + "/Shared/Alias", withDestinationPath: s.path + "/Shared/Real")
        try fm.createSymbolicLink(atPath: s.path + "/Shared/Zalias", withDestinationPath: "Real")
        try fm.createSymbolicLink(atPath: s.path + "/Features/F3/Sources/up", withDestinationPath: s.path)
        try fm.createSymbolicLink(atPath: s.path + "/Shared/Link.swift", withDestinationPath: s.path + "/Shared/Real/A.swift")
        try fm.createSymbolicLink(atPath: s.path + "/Shared/Broken.swift", withDestinationPath: s.path + "/nowhere")
        #expect(mkfifo(s.path + "/Shared/Pipe.swift", 0o644) == 0)
        return s
    }

    @Test("Folders listed ahead on several threads: the same files and problems as the walk alone")
    func listedAhead() throws {
        let s = try WalkTests.awkwardTree()
        let rootSets = [[s.path], [s.path + "/"], [s.path + "/Features", s.path + "/Shared", s.path + "/Features/F1"],
                        [s.path + "/Shared/Alias", s.path + "/Shared"], [s.path + "/nope", s.path + "/Shared/Real/A.swift", s.path]]
        for roots in rootSets {
            let alone = FileSystem.collectSwiftFiles(roots, threads: 1)
            #expect(!alone.files.isEmpty)
            for threads in [2, 3, 8] {
                let ahead = FileSystem.collectSwiftFiles(roots, threads: threads)
                #expect(ahead.files == alone.files, "roots \(roots), \(threads) threads")
                #expect(ahead.problems == alone.problems, "roots \(roots), \(threads) threads")
            }
        }
        // What the walk finds, whichever way: 12 features × 5 files, Inner, A once (the folder
        // reached twice), the link to A; the pipe and the broken link are problems.
        let all = FileSystem.collectSwiftFiles([s.path], threads: 2)
        #expect(all.files.count == 12 * 5 + 3)
        #expect(!all.files.contains { $0.contains("Hidden") || $0.hasSuffix(".md") })
        #expect(all.files.filter { $0.hasSuffix("/A.swift") }.count == 1)
        #expect(all.problems.map(\.path).sorted() == [s.path + "/Shared/Broken.swift", s.path + "/Shared/Pipe.swift"])
    }

    @Test("The lister lists plain subfolders ahead, each once, and gives a listing only for the same folder id")
    func listerTakes() throws {
        let s = try WalkTests.awkwardTree()
        var st = stat()
        #expect(stat(s.path, &st) == 0)
        let root = FileSystem.DirID(dev: UInt64(st.st_dev), ino: UInt64(st.st_ino))
        let lister = FolderLister(roots: [(s.path, root)], suffixBytes: Array(".swift".utf8), threads: 2)
        #expect(stat(s.path + "/Features/F5/Sources", &st) == 0)
        let sources = FileSystem.DirID(dev: UInt64(st.st_dev), ino: UInt64(st.st_ino))
        let listing = try #require(lister.take(s.path + "/Features/F5/Sources", sources))
        #expect(listing.error == 0)
        #expect(Set(listing.entries.map(\.path)) == Set(["Domain", "Data", "Presentation"].map { s.path + "/Features/F5/Sources/" + $0 }))
        #expect(lister.take(s.path + "/Features/F5/Sources", sources) == nil)  // once
        #expect(stat(s.path + "/Features/F6", &st) == 0)
        #expect(lister.take(s.path + "/Features/F6", FileSystem.DirID(dev: root.dev, ino: UInt64(st.st_ino) &+ 1)) == nil)  // another id
        #expect(lister.take(s.path + "/Shared/Alias", root) == nil)  // reached through a link: not listed ahead
        let shared = try #require(lister.take(s.path + "/Shared", FileSystem.DirID(dev: root.dev, ino: { stat(s.path + "/Shared", &st); return UInt64(st.st_ino) }())))
        // Hidden entries and other files are left out; links, the pipe and the folder named x.swift are kept for the walk.
        #expect(Set(shared.entries.map { String($0.path.dropFirst(s.path.count + 8)) })
                == ["Folder.swift", "Real", "Alias", "Zalias", "Link.swift", "Broken.swift", "Pipe.swift"])
    }

    @Test("Paths sorted by bytes when all are ASCII, as strings otherwise: the order of sort() either way")
    func pathOrder() {
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("aAbB/-._0~ zZ")
        for round in 0..<50 {
            var paths = (0..<(round * 7)).map { _ in String((0..<Int.random(in: 0...9, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }) }
            paths += paths.prefix(5)  // duplicates
            var sorted = paths
            FileSystem.sortPaths(&sorted)
            #expect(sorted == paths.sorted())
        }
        // Not ASCII: decomposed and precomposed forms, which byte order would not put where `<` does.
        var mixed = ["z/é.swift", "z/e\u{301}.swift", "z/f.swift", "a.swift", "Z.swift", "z/e.swift", "日本.swift"]
        FileSystem.sortPaths(&mixed)
        #expect(mixed == ["z/é.swift", "z/e\u{301}.swift", "z/f.swift", "a.swift", "Z.swift", "z/e.swift", "日本.swift"].sorted())
        var empty: [String] = [], one = ["x"], blanks = ["", "", "a", ""]
        FileSystem.sortPaths(&empty)
        FileSystem.sortPaths(&one)
        FileSystem.sortPaths(&blanks)
        #expect(empty.isEmpty && one == ["x"] && blanks == ["", "", "", "a"])
        // Already in order (as the walk gives a plain tree): kept; one pair out of order: sorted.
        var inOrder = ["a/B-C.swift", "a/B.swift", "a/B/x.swift", "a/Ba.swift", "b.swift", "b.swift"]
        FileSystem.sortPaths(&inOrder)
        #expect(inOrder == ["a/B-C.swift", "a/B.swift", "a/B/x.swift", "a/Ba.swift", "b.swift", "b.swift"])
        var swapped = ["a/B-C.swift", "a/B/x.swift", "a/B.swift", "a/Ba.swift"]
        FileSystem.sortPaths(&swapped)
        #expect(swapped == ["a/B-C.swift", "a/B.swift", "a/B/x.swift", "a/Ba.swift"])
    }

    @Test("A folder's entries come as their paths sort (a folder's name as if it ended in /), so the walk gives a plain tree's files in order")
    func walkInOrder() throws {
        let s = Scratch()
        for rel in ["B.swift", "B/x.swift", "B-C.swift", "a.swift", "Z/y.swift", "B0/z.swift", "Ba.swift", "B/C/d.swift",
                    "B/C.swift", "B/C-/e.swift", "B/C0.swift", "é/ü.swift", "e/f.swift", "B/notes.md"] {
            s.write(rel, "let x = 1\n")
        }
        let listing = FileSystem.list(s.path + "/B", suffixBytes: Array(".swift".utf8))
        #expect(listing.entries.map { String($0.path.dropFirst(s.path.count + 3)) } == ["C-", "C.swift", "C", "C0.swift", "x.swift"])
        // The walk alone, before any sort: already in the order of the sorted paths.
        var files: [String] = [], problems: [InputProblem] = [], visited = Set<FileSystem.DirID>()
        var links: [String] = [], skipped: [String] = []
        FileSystem.walk(s.path, &files, &problems, &visited, suffixBytes: Array(".swift".utf8), links: &links, skipped: &skipped)
        #expect(links.isEmpty)
        #expect(problems.isEmpty)
        #expect(files.count == 13)
        #expect(files == files.sorted())
        #expect(FileSystem.collectSwiftFiles([s.path], threads: 2).files == files)
        // A folder reached both directly and through a link is walked under its own path, though
        // the link's name sorts first; a link reaching a folder nothing else reaches adds it.
        let tree = try WalkTests.awkwardTree()
        tree.write("Elsewhere/Only/B.swift", "struct B {}\n")
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/Shared/Aonly", withDestinationPath: tree.path + "/Elsewhere/Only")
        for threads in [1, 2] {
            let found = FileSystem.collectSwiftFiles([tree.path + "/Shared"], threads: threads).files
            #expect(found.filter { $0.hasSuffix("/A.swift") } == [tree.path + "/Shared/Real/A.swift"])
            #expect(found.filter { $0.hasSuffix("/B.swift") } == [tree.path + "/Shared/Aonly/B.swift"])
            // Named first on the command line, the link is walked as given.
            let asGiven = FileSystem.collectSwiftFiles([tree.path + "/Shared/Zalias", tree.path + "/Shared"], threads: threads).files
            #expect(asGiven.filter { $0.hasSuffix("/A.swift") } == [tree.path + "/Shared/Zalias/A.swift"])
        }
    }
}
