import Testing
@testable import Lproj

/// The old-style property-list grammar of `project.pbxproj`, read whole into a tree.
struct XcodePropertyListTests {
    private static func read(_ text: String) -> XcodePropertyList {
        XcodePropertyList(bytes: Array(text.utf8), path: "p.pbxproj")
    }

    @Test func readsDictionariesArraysStringsAndData() throws {
        let list = Self.read("""
            // !$*UTF8*$!
            {
            \ta = b; "quoted key" = "two words";
            \tlist = ( one, "two", (three, ), { four = 4; }, );
            \tempty = { }; none = ( );
            \tbytes = <0fbd 77
            \t\t00>;
            \tpath = "$(SRCROOT)/App-Info.plist"; version = 1.0; url = https://example.com/a_b;
            }
            """)
        #expect(list.diagnostics.isEmpty, "\(list.diagnostics)")
        let root = try #require(list.root?.dictionaryValue)
        #expect(root.entries.map(\.key) == [
            "a", "quoted key", "list", "empty", "none", "bytes", "path", "version", "url",
        ])
        #expect(root.string("a") == "b")
        #expect(root.string("quoted key") == "two words")
        #expect(root["list"] == .array([
            .string("one"), .string("two"), .array([.string("three")]),
            .dictionary(XcodePropertyListDictionary([.init(key: "four", value: .string("4"))])),
        ]))
        #expect(root["empty"]?.dictionaryValue?.isEmpty == true)
        #expect(root["none"] == .array([]))
        #expect(root["bytes"] == .data([0x0F, 0xBD, 0x77, 0x00]))
        #expect(root.string("path") == "$(SRCROOT)/App-Info.plist")
        #expect(root.string("version") == "1.0")
        #expect(root.string("url") == "https://example.com/a_b")
    }

    @Test func skipsCommentsAndResolvesEscapesAsTheStringsScannerDoes() throws {
        let list = Self.read(#"""
            { /* a = wrong; */ a /* between */ = // to the end of the line
              "x\"y\\z\n\t\U00e9\101"; 'single' = 'it''s'; b = "a // not a comment /* nor this */"; }
            """#)
        let root = try #require(list.root?.dictionaryValue)
        #expect(root.string("a") == "x\"y\\z\n\té\u{41}")
        #expect(root.string("b") == "a // not a comment /* nor this */")
        #expect(list.diagnostics.map(\.problem) == [.missingSemicolon(key: "single")])
        let spanning = Self.read("{ a = /* over\n * lines **/ b; /*/ not closed by its own star */ c = d; }")
        #expect(spanning.diagnostics.isEmpty)
        #expect(spanning.root?.dictionaryValue?.string("a") == "b")
        #expect(spanning.root?.dictionaryValue?.string("c") == "d")
    }

    @Test func theLastOfDuplicateKeysIsReadAndEveryPairIsKept() throws {
        let small = try #require(Self.read("{ k = 1; k = 2; j = 3; }").root?.dictionaryValue)
        #expect(small.string("k") == "2")
        #expect(small.entries.map(\.key) == ["k", "k", "j"])
        let pairs = (0..<20).map { "k\($0 % 10) = \($0);" }.joined(separator: " ")
        let large = try #require(Self.read("{ \(pairs) }").root?.dictionaryValue)
        #expect(large.string("k3") == "13")
        #expect(large.entries.count == 20)
        #expect(large.string("missing") == nil)
    }

    @Test func keepsEachKeysOffset() throws {
        let text = "{\n  first = 1;\n  \"second\" = 2;\n}"
        let root = try #require(Self.read(text).root?.dictionaryValue)
        let bytes = Array(text.utf8)
        #expect(root.entries.map { bytes[$0.offset] } == [UInt8(ascii: "f"), UInt8(ascii: "\"")])
    }

    @Test func namesEachProblemWithItsPlace() {
        let cases: [(String, XcodeProjectProblem, line: Int, column: Int)] = [
            ("{ a = b }", .missingSemicolon(key: "a"), 1, 9),
            ("{ a b; c = d; }", .missingEquals(key: "a"), 1, 5),
            ("{ a = ; }", .unexpectedCharacter(";"), 1, 7),
            ("{\n  a = \"open;\n}", .unterminatedString, 2, 7),
            ("{ a = (x y); }", .missingComma, 1, 10),
            ("{ a = <0g>; }", .invalidData, 1, 9),
            ("{ a = <0>; }", .invalidData, 1, 7),
            ("{ a = b; } c", .textAfterEnd, 1, 12),
            ("{ a = (b, c", .unexpectedEnd, 1, 12),
            ("{ a = b; /* open\n}", .unterminatedComment, 1, 10),
            ("{ é = b; }", .unexpectedCharacter("é"), 1, 3),
        ]
        for (text, problem, line, column) in cases {
            let diagnostics = Self.read(text).diagnostics
            #expect(diagnostics.first?.problem == problem, "\(text): \(diagnostics)")
            #expect(diagnostics.first?.location == SourceLocation(file: "p.pbxproj", line: line, column: column),
                    "\(text)")
        }
    }

    @Test func keepsWhatCanBeReadAroundAProblem() throws {
        // A broken element is skipped to its `,`, a broken pair to its `;`; a stray `)` that closes nothing is
        // skipped; a `}` that closes the enclosing dictionary ends a broken array.
        let list = Self.read("{ a = 1; b = (x y, z); c = 3) ; d = { e = (f, }; g = 5; }")
        let root = try #require(list.root?.dictionaryValue)
        #expect(root.string("a") == "1")
        #expect(root.string("c") == "3")
        #expect(root["d"]?.dictionaryValue?["e"] == .array([.string("f")]))
        #expect(root.string("g") == "5")
        #expect(root["b"] == .array([.string("x"), .string("z")]))
        #expect(!list.diagnostics.isEmpty)
    }

    @Test func aFileCutShortKeepsWhatWasRead() throws {
        let list = Self.read("{ objects = { A = { isa = PBXGroup; }; B = { isa = PBXFile")
        let objects = try #require(list.root?.dictionaryValue?["objects"]?.dictionaryValue)
        #expect(objects["A"]?.dictionaryValue?.string("isa") == "PBXGroup")
        // A string the file ends in may be cut short: it is left out.
        #expect(objects["B"]?.dictionaryValue?.isEmpty == true)
        #expect(list.diagnostics.map(\.problem) == [.unexpectedEnd])
    }

    @Test func deepNestingIsSkippedNotRecursedInto() throws {
        let depth = 100_000
        for (open, close) in [("(", ")"), ("{a=", "}")] {
            let text = "{ deep = " + String(repeating: open, count: depth) + String(repeating: close, count: depth)
                + "; after = 1; }"
            let list = Self.read(text)
            #expect(list.diagnostics.first?.problem == .nestingTooDeep)
            #expect(list.root?.dictionaryValue?.string("after") == "1")
        }
        let unclosed = Self.read(String(repeating: "(", count: depth))
        #expect(unclosed.diagnostics.map(\.problem) == [.nestingTooDeep, .unexpectedEnd])
    }

    @Test func manyUnterminatedCommentsTakeLinearTime() throws {
        // Each `/*` would otherwise be searched for its end through the rest of the file.
        let lines = 50_000
        let list = Self.read("{ a = b; " + String(repeating: "/* open\n", count: lines) + "c = d; }")
        let root = try #require(list.root?.dictionaryValue)
        #expect(root.string("c") == "d")
        #expect(list.diagnostics.count == 1_000)
        #expect(list.diagnostics.allSatisfy { $0.problem == .unterminatedComment })
    }

    @Test func emptyAndOddFilesGiveNoValue() {
        #expect(Self.read("").root == nil)
        #expect(Self.read("// only a comment\n").root == nil)
        #expect(Self.read("\u{FEFF}{ a = b; }").root?.dictionaryValue?.string("a") == "b")
        #expect(Self.read(";").root == nil)
        #expect(Self.read("just-a-string").root == .string("just-a-string"))
    }
}
