import Testing
@testable import ArchLintKit

func scan(_ source: String) -> FileSyntax {
    let bytes = Array(source.utf8)
    return bytes.withUnsafeBufferPointer { DeclarationScanner.scan(Lexer.tokenize($0), $0) }
}

@Suite("Declaration scanner")
struct ScannerTests {
    @Test("Types, members, nesting and parents")
    func nesting() {
        let s = scan("""
            import Foundation
            @testable import ChallengeCharacter
            public struct Outer: Equatable, Sendable {
                struct Inner {
                    let x: Int
                }
                private(set) var count = 0
                func f() {}
            }
            extension Outer.Inner: CustomStringConvertible where Self: Sendable {
                var description: String { "inner" }
            }
            """)
        #expect(s.imports == ["Foundation", "ChallengeCharacter"])
        let d = s.declarations
        #expect(d.map(\.name) == ["Outer", "Inner", "x", "count", "f", "Outer.Inner", "description"])
        #expect(d[0].inherited == ["Equatable", "Sendable"])
        #expect(d[0].accessLevel == .public)
        #expect(d[1].parentPath == "Outer")
        #expect(d[2].parentPath == "Outer.Inner")
        #expect(d[3].modifiers == ["private(set)"])
        #expect(d[3].isStoredProperty)
        #expect(d[5].kind == .extension && d[5].inherited == ["CustomStringConvertible"] && d[5].whereClause == "Self: Sendable")
        #expect(d[6].accessors == ["get"] && !d[6].isStoredProperty)
    }

    /// Expected: `oracle decls` (SwiftParser) on the same source, verbatim.
    @Test("A malformed type header: the body is found past unexpected tokens, and the inheritance list ends where no type goes on (as SwiftParser recovers)", arguments: [
        ("protocol ACon\u{FFFD}ract: Sendable {\n  mp0ot Ch\n\nprotocol BCo\u{FFFD}\u{FFFD}n\u{FFFD}ract: Sendable {\n  mp0ot Ch\n\nprotocol CCo\u{FFFD}ract: Sendable {\n",
         "1\tprotocol\tACon\t\t\t\t\t\n4\tprotocol\tBCo\t\t\tACon\t\t\n7\tprotocol\tCCo\t\t\tACon.BCo\t\t\n"),
        ("protocol ACon: Sendable\u{FFFD}ract: Sendable {\n}\n", "1\tprotocol\tACon\t\tSendable\t\t\t\n"),
        ("protocol P Sendable {\n  func a()\n}\nstruct Q {}\n", "1\tprotocol\tP\t\t\t\t\t\n2\tfunc\ta\t\t\tP\t\t()\n4\tstruct\tQ\t\t\t\t\t\n"),
        ("struct S x y {\n  var a: Int\n}\n", "1\tstruct\tS\t\t\t\t\t\n2\tvar\ta\t\t\tS\t\tInt\n"),
        ("protocol P\nfoo\n{ func a() }\n", "1\tprotocol\tP\t\t\t\t\t\n3\tfunc\ta\t\t\tP\t\t()\n"),
        ("protocol P: A B {\n  func a()\n}\n", "1\tprotocol\tP\t\tA\t\t\t\n2\tfunc\ta\t\t\tP\t\t()\n"),
        ("class C: A, B C {\n  func a() {}\n}\n", "1\tclass\tC\t\tA,B\t\t\t\n2\tfunc\ta\t\t\tC\t\t()\n"),
        // Well-formed lists keep every word: lower-case words before a type, attributes, paths.
        ("extension C: nonisolated P {}\nclass D: isolated Q, @MainActor R {}\nstruct E: ~Copyable, Foo.Bar {}\nclass F: @unchecked Sendable, A.B<C> & D {}\n",
         "1\textension\tC\t\tnonisolated P\t\t\t\n2\tclass\tD\t\tisolated Q,@MainActor R\t\t\t\n3\tstruct\tE\t\t~Copyable,Foo.Bar\t\t\t\n4\tclass\tF\t\t@unchecked Sendable,A.B<C> & D\t\t\t\n"),
    ])
    func malformedTypeHeader(source: String, oracle: String) {
        let bytes = Array(source.utf8)
        var out: [UInt8] = []
        bytes.withUnsafeBufferPointer { DeclarationDump.render(DeclarationScanner.scan(Lexer.tokenize($0), $0), into: &out) }
        #expect(String(decoding: out, as: UTF8.self) == oracle)
    }

    /// Deliberately unlike SwiftParser: with no `{` at all, SwiftParser reads the rest of the scope as
    /// the type's members (`struct S x` + LF + `struct T {}` nests T in S). archlint gives such a type no
    /// body, so a half-typed header does not pull the declarations after it into a type.
    @Test("A type header with no `{` before the next declaration has no body; what follows keeps its own scope")
    func typeHeaderWithoutBody() {
        let d = scan("struct S x\nstruct T {\n  var a: Int\n}\nstruct U y; func f() {}\n").declarations
        #expect(d.map(\.name) == ["S", "T", "a", "U", "f"])
        #expect(d.map(\.parentPath) == ["", "", "T", "", ""])
    }

    @Test("Functions: labels, parameter types, async, typed throws split over lines, return type")
    func functions() {
        let s = scan("""
            protocol GetCharacterUseCaseContract: Sendable {
                func execute(identifier id: Int, _ flag: Bool) async throws(
                    CharacterError
                ) -> Character
                static func make() rethrows -> Self
                init?(raw: String) throws
                var current: Int { get async throws }
            }
            """)
        let e = s.declarations[1]
        #expect(e.name == "execute" && e.selector == "(identifier:_:)")
        #expect(e.parameters.map(\.type) == ["Int", "Bool"])
        #expect(e.isAsync && e.throwsClause == .typed("CharacterError"))
        #expect(e.throwsLine == 2)
        #expect(e.returnType == "Character")
        #expect(s.declarations[2].throwsClause == .rethrows && s.declarations[2].isStatic)
        #expect(s.declarations[3].name == "init?" && s.declarations[3].throwsClause == .untyped)
        #expect(s.declarations[4].isAsync && s.declarations[4].throwsClause == .untyped && s.declarations[4].accessors == ["get"])
    }

    @Test("Properties: patterns, type annotations, initializers, observers versus trailing closures")
    func properties() {
        let s = scan("""
            final class CharacterRepositoryMock: CharacterRepositoryContract, @unchecked Sendable {
                var result: Result<Character, CharacterError> = .failure(.loadFailed)
                var (a, b) = (1, 2)
                var observed = 0 { didSet { print(observed) } }
                let mapped = [1, 2].map { $0 * 2 }
                let one = 1, two: Int = 2
            }
            """)
        let d = s.declarations
        #expect(d[0].inherited == ["CharacterRepositoryContract", "@unchecked Sendable"])
        #expect(d[1].typeAnnotation == "Result<Character, CharacterError>" && d[1].initializerPrefix == ".failure(.loadFailed)")
        #expect(d[2].name == "a" && d[3].name == "b")
        #expect(d[4].accessors == ["didSet"] && d[4].isStoredProperty)
        #expect(d[5].name == "mapped" && d[5].accessors.isEmpty)
        #expect(d[6].name == "one" && d[7].name == "two" && d[7].typeAnnotation == "Int")
    }

    @Test("Enum cases, #if branches, and nothing from function bodies or closures")
    func casesAndDirectives() {
        let s = scan("""
            enum CharacterError: Error {
                case notFound(identifier: Int), loadFailed
                case pair(Int, String)
            #if DEBUG
                case debugOnly
            #else
                case releaseOnly
            #endif
                func describe() -> String {
                    struct Local {}
                    let hidden = { struct AlsoHidden {} }
                    return ""
                }
            }
            """)
        #expect(s.declarations.map(\.name) == ["CharacterError", "notFound", "loadFailed", "pair", "debugOnly", "releaseOnly", "describe"])
        #expect(s.declarations[1].caseLabels == ["identifier"])
        #expect(s.declarations[3].caseLabels == [nil, nil])
    }

    @Test("Deep nesting does not recurse per level: 10,000 nested braces and parentheses")
    func deepNesting() {
        let src = "struct A { func f() { " + String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000)
            + String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000) + " } }\nstruct B {}"
        let s = scan(src)
        #expect(s.declarations.map(\.name) == ["A", "f", "B"])
    }
}

@Suite("File context")
struct FileContextTests {
    @Test("Feature, layer and role come from the path", arguments: [
        ("Features/Character/Sources/Domain/UseCases/GetCharacterUseCase.swift", "Character", Layer.domain, FileRole.domainUseCases),
        ("Features/Character/Sources/Domain/Repositories/X.swift", "Character", .domain, .domainRepositories),
        ("Features/Character/Sources/Domain/Models/Sub/X.swift", "Character", .domain, .domainModels),
        ("Features/Character/Sources/Domain/Errors/X.swift", "Character", .domain, .domainErrors),
        ("Features/Character/Sources/Data/DTOs/CharacterDTO.swift", "Character", .data, .dataDTOs),
        ("Features/Character/Sources/Data/DataSources/X.swift", "Character", .data, .dataDataSources),
        ("Features/Character/Sources/Data/Repositories/X.swift", "Character", .data, .dataRepositories),
        ("Features/Character/Sources/Presentation/List/X.swift", "Character", .presentation, .presentation),
        ("Features/Character/Tests/Mocks/XMock.swift", "Character", .tests, .testMocks),
        ("Features/Character/Tests/Shared/Mocks/XMock.swift", "Character", .tests, .testMocks),
        ("Features/Character/Tests/Shared/Stubs/X+Stub.swift", "Character", .tests, .testStubs),
        ("Features/Character/Tests/Unit/Domain/UseCases/XTests.swift", "Character", .tests, .testUnit),
        ("/abs/App/Features/Episode/Sources/Domain/UseCases/X.swift", "Episode", .domain, .domainUseCases),
        ("Modules/Episode/Sources/Domain/UseCases/X.swift", "Episode", .domain, .domainUseCases),
    ])
    func context(path: String, feature: String, layer: Layer, role: FileRole) {
        let c = FileContext(path: path)
        #expect(c.feature == feature)
        #expect(c.layer == layer)
        #expect(c.role == role)
    }

    @Test("The folder inside Sources/ or Tests/: the innermost of them decides, empty directly inside or outside both", arguments: [
        ("Features/Character/Sources/Domain/UseCases/GetCharacterUseCase.swift", "Domain/UseCases"),
        ("Features/Character/Tests/Shared/Mocks/GetCharacterUseCaseMock.swift", "Shared/Mocks"),
        ("Features/Character/Sources/File.swift", ""),
        ("Tools/Script.swift", ""),
        ("/abs//Sources/A/Tests/B/C/x.swift", "B/C"),
        ("Sources", ""),
    ])
    func folderInLayer(path: String, folder: String) {
        #expect(FileContext(path: path).folderInLayer == folder)
    }

    @Test("Configured mock folders replace the defaults")
    func mockDirectories() {
        let layout = Layout(mockDirectories: ["Shared/Mocks"])
        #expect(FileContext(path: "F/Tests/Mocks/XMock.swift", layout: layout).role == .testOther)
        #expect(FileContext(path: "F/Tests/Shared/Mocks/XMock.swift", layout: layout).role == .testMocks)
    }

    /// Every field a summary keeps, as text.
    static func describe(_ s: FileSyntax) -> [String] {
        s.declarations.map { d in
            "\(d.kind) \(d.name) @\(d.line):\(d.column) parent=\(d.parent.map(String.init) ?? "-") mods=\(d.modifiers) attrs=\(d.attributes) "
                + "info=\(d.attributeInfo.map(\.name)) inh=\(d.inherited) params=\(d.parameters.map { "\($0.label ?? "_") \($0.name): \($0.type)" }) "
                + "type=\(d.typeAnnotation ?? "-") init=\(d.initializerPrefix ?? "-") ret=\(d.returnType ?? "-") body=\(d.body.map { "\($0)" } ?? "-") "
                + "acc=\(d.accessors) async=\(d.isAsync) throws=\(d.throwsClause) tokens=\(d.startToken)..<\(d.endToken) details=\(d.details != nil)"
        } + ["members: \(s.descendantsEnd)", "imports: \(s.imports)"]
    }

    @Test("Compaction that moves the kept declarations gives the same summary as the copying one, for every plan, on every fixture file")
    func movingCompaction() throws {
        let files = FileSystem.collectSwiftFiles([Repo.path("Fixtures")]).files
        #expect(files.count > 100)
        var plans: [FilePlan] = [FilePlan()]
        var p = FilePlan(); p.memberDetail = true; plans.append(p)
        p = FilePlan(); p.propertyDetail = true; plans.append(p)
        p = FilePlan(); p.attributes = true; plans.append(p)
        p = FilePlan(); p.attributes = true; p.propertyDetail = true; plans.append(p)
        var kept = 0, dropped = 0
        for path in files {
            let bytes = try #require(try? FileSystem.readFile(path).get())
            for plan in plans {
                for (inSources, isTest) in [(true, false), (false, true), (false, false)] {
                    let full = bytes.withUnsafeBufferPointer { DeclarationScanner.scan(Lexer.tokenize($0), $0, full: plan.memberDetail, propertyDetail: plan.propertyDetail, attributes: plan.attributes) }
                    let (copied, copiedMap) = full.compacted(plan, inSources: inSources, isTest: isTest)
                    var taken = full
                    let (moved, movedMap) = taken.takeCompacted(plan, inSources: inSources, isTest: isTest)
                    #expect(movedMap == copiedMap, "\(path)")
                    #expect(Self.describe(moved) == Self.describe(copied), "\(path)")
                    #expect(taken.declarations.isEmpty)
                    // The original is untouched (it shared its storage with `taken`).
                    #expect(full.declarations.count == copiedMap.count)
                    kept += moved.declarations.count
                    dropped += full.declarations.count - moved.declarations.count
                }
            }
        }
        #expect(kept > 1000 && dropped > 1000)
    }

    @Test("Imports keep the position of the module name, through attributes, kinds and #if, and after compaction")
    func importPositions() {
        let s = scan("""
            import Foundation
            @preconcurrency import Combine
            import struct SwiftUI.Color
            #if canImport(UIKit)
              import UIKit
            #endif
            struct Model {}
            """)
        #expect(s.imports == ["Foundation", "Combine", "SwiftUI.Color", "UIKit"])
        #expect(s.importPositions == [ImportPosition(line: 1, column: 8), ImportPosition(line: 2, column: 24),
                                      ImportPosition(line: 3, column: 15), ImportPosition(line: 5, column: 10)])
        let compact = s.compacted(inSources: true, isTest: false)
        #expect(compact.importPositions == s.importPositions)
    }
}
