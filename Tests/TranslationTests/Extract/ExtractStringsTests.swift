import Foundation
import L10nRules
import Lproj
import Testing
@testable import Translation

/// `extract` on `.strings` tables: appended in the file's own encoding, new files in UTF-8 sorted as genstrings
/// sorts, Interface Builder tables left alone.
struct ExtractStringsTests {
    private static func plan(_ bundle: String, _ keys: [String: [ExtractKey]]) throws -> ExtractPlan {
        let context = try CheckContext(bundle: try BundleReader.read(path: bundle))
        return Extract.plan(context: context, keys: keys, usage: CodeUsage(calls: []))
    }

    @Test func anExistingUTF16FileKeepsItsEncodingAndBytes() throws {
        let old = "\"Done\" = \"Done\";\n"
        let bytes: [UInt8] = [0xFF, 0xFE] + old.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bundle = try TestBundles.make(["en.lproj/Localizable.strings": bytes])
        let plan = try Self.plan(bundle, ["Localizable": [ExtractKey(key: "Done"), ExtractKey(key: "Quit")]])
        let write = try #require(plan.writes.first)
        #expect(Array(write.bytes.prefix(bytes.count)) == bytes)
        let text = try #require(String(data: Data(write.bytes), encoding: .utf16))
        #expect(text == old + "\n/* No comment provided by engineer. */\n\"Quit\" = \"Quit\";\n")
        #expect(plan.added[write.path] == ["Quit"])
    }

    @Test func aNewTableIsSortedAsGenstringsSortsIt() throws {
        let bundle = try TestBundles.make(text: ["en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n"])
        let keys = ["b", "B", "a", "Z"].map { ExtractKey(key: $0, value: $0 == "a" ? "" : nil) }
        let plan = try Self.plan(bundle, ["Menu": keys])
        let write = try #require(plan.writes.first)
        #expect(write.path.hasSuffix("en.lproj/Menu.strings") && write.createsFile)
        #expect(plan.added[write.path] == ["B", "Z", "a", "b"])
    }
}
