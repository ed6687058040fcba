import Foundation
import Testing
@testable import ArchLintKit

@Suite("Paths")
struct PathsTests {
    @Test("absolute, relative and clean paths, lexically")
    func lexical() {
        #expect(Paths.absolute("a/b.swift", from: "/w") == "/w/a/b.swift")
        #expect(Paths.absolute("./a//b/../c/", from: "/w/x") == "/w/x/a/c")
        #expect(Paths.absolute("../../..", from: "/w/x") == "/")
        #expect(Paths.absolute("/abs/./p", from: "/w") == "/abs/p")
        #expect(Paths.absolute("a", from: "/") == "/a")
        #expect(Paths.relative("/w/a/b.swift", to: "/w") == "a/b.swift")
        #expect(Paths.relative("/w/a", to: "/w/b/c") == "../../a")
        #expect(Paths.relative("/w", to: "/w") == ".")
        #expect(Paths.relative("/wx/a", to: "/w") == "../wx/a")
        #expect(Paths.relative("/a/b", to: "/") == "a/b")
        for clean in ["a", "a/b.swift", ".hidden/x", "a.b/...", "..x"] { #expect(Paths.isClean(clean, absolute: false), "\(clean)") }
        for dirty in ["", "/a", "./a", "a/./b", "a/../b", "a//b", "a/", ".", "..", "a/.."] { #expect(!Paths.isClean(dirty, absolute: false), "\(dirty)") }
        #expect(Paths.isClean("/", absolute: true) && Paths.isClean("/a/b", absolute: true))
        #expect(!Paths.isClean("a", absolute: true) && !Paths.isClean("/a/", absolute: true))
        #expect(Paths.isInside("/w/a", "/w") && Paths.isInside("/w", "/w") && !Paths.isInside("/wx", "/w") && Paths.isInside("/x", "/"))
        // A normal path comes back as it is; any other is normalized as by `Character` components.
        func byCharacters(_ p: String) -> String {
            var parts: [Substring] = []
            for c in p.split(separator: "/", omittingEmptySubsequences: true) {
                if c == "." { continue }
                if c == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
                parts.append(c)
            }
            return "/" + parts.joined(separator: "/")
        }
        for p in ["/", "", "/a", "/a/b.swift", "/a/./b", "/a/../b", "/a//b", "/a/b/", "/.", "/..", "/a/.b", "/a/..b", "/a/b.", "/a/...",
                  "a/b", "//a", "/é/x", "/a/\u{301}b", "/./a", "/a/..", "/Features/My Feature/Sources/Domain/X.swift"] {
            #expect(Paths.normalize(p) == byCharacters(p), "\(p)")
        }
        #expect(BaselineKey.path("./Features/A.swift", workingDirectory: "/w") == "Features/A.swift")
        #expect(BaselineKey.path("/w/Features/A.swift", workingDirectory: "/w") == "Features/A.swift")
        #expect(BaselineKey.path("../other/A.swift", workingDirectory: "/w/x") == "../other/A.swift")
    }

    @Test("The working directory is its own canonical spelling, through a link too; a folder inside it is resolved")
    func canonicalWorkingDirectory() throws {
        let s = Scratch()
        s.write("real/sub/a.txt", "a")
        try FileManager.default.createSymbolicLink(atPath: s.path + "/link", withDestinationPath: s.path + "/real")
        let real = Paths.resolved(s.path + "/real")
        for cwd in [real, Paths.resolved(s.path) + "/link", s.path + "/link"] {
            #expect(Paths.canonical(cwd, workingDirectory: cwd) == cwd, "\(cwd)")
        }
        #expect(Paths.canonical(real + "/sub", workingDirectory: real) == real + "/sub")
        // A folder reached through a link in it is spelled from the working directory.
        #expect(Paths.canonical(s.path + "/link/sub", workingDirectory: real) == real + "/sub")
    }

    @Test("A file is read whole whatever size it was expected to have: grown, shrunk, empty, past the first read")
    func readWhole() {
        let s = Scratch()
        for size in [0, 1, 7, 4096, 70_000] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let path = s.writeBytes("f\(size).bin", bytes)
            #expect((try? FileSystem.readFile(path).get()) == bytes, "\(size)")
            // A stamp's size that is no longer the file's: the file grew, or shrank, since.
            for expected in [0, max(0, size - 1), size, size + 1, size * 2 + 3] {
                #expect((try? FileSystem.readFile(path, expecting: expected).get()) == bytes, "\(size) expected \(expected)")
            }
        }
    }
}

@Suite("SHA-1")
struct SHA1Tests {
    @Test("Known digests, and git's blob ids")
    func digests() {
        #expect(SHA1.hex(SHA1.hash(Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(SHA1.hex(SHA1.hash([])) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(SHA1.hex(SHA1.hash(Array(String(repeating: "a", count: 1_000).utf8))) == "291e9a6c66994949b57ba5e650361e98fc36b1ba")
        #expect(SHA1.gitBlobID(Array("hello\n".utf8)) == "ce013625030ba8dba906f756967f9e9ca394464a")
        #expect(SHA1.gitBlobID([]) == "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391")
    }
}
