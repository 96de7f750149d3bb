import Foundation
import Lproj
import Testing
import TestSupport
@testable import Translation

/// `new-language` from a base `.strings` table kept as a property list: the new file stays in the base's format
/// (XML stays XML, binary stays binary), with the same keys in the same order and plural variants for exactly the
/// language's categories.
struct NewLanguagePropertyListTests {
    /// The base's pairs, in file order: plural variants of all six categories (empty where English has none), as
    /// the ArcGIS bundles list them, between plain keys.
    static let pairs: [(String, String)] = [
        ("Title", "Settings"), ("n.zero", ""), ("n.one", "%d file"), ("n.two", ""), ("n.few", ""), ("n.many", ""),
        ("n.other", "%d files"), ("Done", "Done"), ("Apply & close <now>", "Apply & close <now>"),
    ]

    /// The base's pairs as a property list of `format`.
    static func baseBytes(binary: Bool) throws -> [UInt8] {
        let root = PropertyListValue.dictionary(PropertyListDictionary(pairs.map { key, value in
            PropertyListDictionaryEntry(key: key, value: PropertyListNode(.string(value)))
        }))
        return binary ? try PropertyListWriter.binary(root) : try PropertyListWriter.xml(root)
    }

    /// The keys and values of the file at `path` as Python's `plistlib` reads them, in file order.
    static func pythonPairs(_ path: String) throws -> [[String]] {
        let script = "import json, plistlib, sys\n"
            + "with open(sys.argv[1], 'rb') as f: value = plistlib.load(f)\n"
            + "sys.stdout.write(json.dumps([[k, v] for k, v in value.items()]))\n"
        let (status, output) = try ExternalCommand.run("/usr/bin/env", ["python3", "-c", script, path])
        #expect(status == 0, "\(output)")
        return try JSONDecoder().decode([[String]].self, from: Data(output.utf8))
    }

    /// Plans and writes `hr` in a bundle whose base `InfoPlist.strings` is the property list; the written file's path.
    private func created(binary: Bool) throws -> (path: String, plan: SyncPlan) {
        let root = try TestBundles.make(["en.lproj/InfoPlist.strings": try Self.baseBytes(binary: binary)])
        let plan = try NewLanguage.planFromBase(language: "hr", bundlePath: root, base: nil)
        try FileWriter.apply(plan.writes)
        return (root + "/hr.lproj/InfoPlist.strings", plan)
    }

    static let expectedHR = [
        ["Title", "Settings"], ["n.one", "%d file"], ["n.few", "%d files"], ["n.other", "%d files"], ["Done", "Done"],
        ["Apply & close <now>", "Apply & close <now>"],
    ]

    @Test func anXMLPropertyListStaysXMLWithTheSameKeysInOrder() throws {
        let (path, plan) = try created(binary: false)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(PropertyListFormat.detect(bytes) == .xml)
        let read = StringsFileReader.read(bytes: bytes, path: path)
        #expect(read.format == .xml && !read.hasErrors)
        #expect(read.entries.map { [$0.key, $0.value] } == Self.expectedHR)
        #expect(plan.skipped == [])
        #expect(plan.writes.first?.summary.contains("as an XML property list") == true)
    }

    @Test(.enabled(if: PythonPlistlib.isAvailable, "needs python3"))
    func pythonReadsTheXMLFileAsTheProjectDoes() throws {
        let (path, _) = try created(binary: false)
        #expect(try Self.pythonPairs(path) == Self.expectedHR)
    }

    @Test func aBinaryPropertyListStaysBinary() throws {
        let (path, plan) = try created(binary: true)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(PropertyListFormat.detect(bytes) == .binary)
        let read = StringsFileReader.read(bytes: bytes, path: path)
        #expect(read.format == .binary && !read.hasErrors)
        #expect(read.entries.map { [$0.key, $0.value] } == Self.expectedHR)
        #expect(plan.writes.first?.summary.contains("as a binary property list") == true)
        if PythonPlistlib.isAvailable { #expect(try Self.pythonPairs(path) == Self.expectedHR) }
    }
}
