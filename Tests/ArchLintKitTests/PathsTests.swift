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
        #expect(BaselineKey.path("./Features/A.swift", workingDirectory: "/w") == "Features/A.swift")
        #expect(BaselineKey.path("/w/Features/A.swift", workingDirectory: "/w") == "Features/A.swift")
        #expect(BaselineKey.path("../other/A.swift", workingDirectory: "/w/x") == "../other/A.swift")
    }
}
