import Testing
@testable import Lproj

/// Path arithmetic on a project's paths, as text.
struct XcodePathTests {
    @Test func joinsAndNormalizes() {
        let cases: [(String, String, String)] = [
            ("", "", ""), ("", "a", "a"), ("a", "", "a"), ("a/b", "c.swift", "a/b/c.swift"),
            ("a/b", "../c", "a/c"), ("a", "../../c", "../c"), ("", "./a//b/.", "a/b"), ("a", "/abs/x", "/abs/x"),
            ("/root", "x", "/root/x"), ("/root", "../../x", "/x"), ("..", "a", "../a"), ("a/", "b/", "a/b"),
            ("a", ".hidden/..b/...", "a/.hidden/..b/..."), ("a/..", "b", "b"), (".", "App", "App"),
        ]
        for (base, path, joined) in cases {
            #expect(XcodePath.join(base, path) == joined, "\(base) + \(path)")
        }
    }

    @Test func partsOfAPath() {
        #expect(XcodePath.parent(of: "a/b/c") == "a/b")
        #expect(XcodePath.parent(of: "a") == "")
        #expect(XcodePath.parent(of: "/a") == "/")
        #expect(XcodePath.parent(of: "") == nil && XcodePath.parent(of: "/") == nil)
        #expect(XcodePath.lastComponent(of: "a/b/Main.strings") == "Main.strings")
        #expect(XcodePath.language(ofFolder: "zh-Hans.lproj") == "zh-Hans")
        #expect(XcodePath.language(ofFolder: ".lproj") == nil && XcodePath.language(ofFolder: "en") == nil)
        #expect(XcodePath.relative("a/b/c", to: "a") == "b/c")
        #expect(XcodePath.relative("a/b", to: "a/b") == "")
        #expect(XcodePath.relative("ab/c", to: "a") == nil)
        #expect(XcodePath.relative("a/b", to: "") == "a/b")
        #expect(XcodePath.relative("/a/b", to: "") == nil)
    }
}
