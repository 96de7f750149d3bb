import Testing
@testable import Lproj

/// Editing a JSON tree changes what it is asked to and keeps the rest as read.
struct JSONNodeEditingTests {
    private func parse(_ text: String) throws -> JSONNode {
        try #require(JSONDocument(bytes: Array(text.utf8), path: "t.json").root)
    }

    private func text(_ node: JSONNode) -> String { String(decoding: JSONWriter.bytes(of: node), as: UTF8.self) }

    @Test func newMembersGoWhereXcodesOrderPutsThemAndOthersStayInPlace() throws {
        var node = try parse(#"{"b" : 1, "d" : 2, "f" : 3}"#)
        node.setMember("e", to: JSONNode(.number("4")))
        node.setMember("a", to: JSONNode(.number("5")))
        node.setMember("d", to: JSONNode(.number("6")))
        node.setMember("g", to: JSONNode(.number("7")))
        #expect(node.value.members?.map(\.key) == ["a", "b", "d", "e", "f", "g"])
        #expect(node["d"]?.value == .number("6"))
    }

    @Test func theLastOfDuplicateMembersIsTheOneSet() throws {
        var node = try parse(#"{"a" : 1, "a" : 2}"#)
        node.setMember("a", to: JSONNode(.number("3")))
        #expect(node.value.members?.map(\.value.value) == [.number("1"), .number("3")])
    }

    @Test func editingAPathMakesMissingObjects() throws {
        var node = try parse(#"{"strings" : {"k" : {"comment" : "c", "shouldTranslate" : false}}}"#)
        let edited = node.editObject(at: ["strings", "k", "localizations", "de", "stringUnit"]) { unit in
            unit.setMember("value", to: JSONNode(.string("Wert")))
            unit.setMember("state", to: JSONNode(.string("translated")))
        }
        #expect(edited)
        #expect(node.node(at: ["strings", "k"])?.value.members?.map(\.key)
            == ["comment", "localizations", "shouldTranslate"])
        #expect(node.node(at: ["strings", "k", "localizations", "de", "stringUnit"])?.value.members?.map(\.key)
            == ["state", "value"])
    }

    @Test func aPathThroughSomethingElseThanAnObjectChangesNothing() throws {
        let original = try parse(#"{"strings" : {"k" : "text"}}"#)
        var node = original
        let throughText = node.editObject(at: ["strings", "k", "localizations"]) { _ in }
        let deeper = node.editObject(at: ["strings", "k", "x", "y"]) { _ in }
        var text = JSONNode(.string("x"))
        let setOnText = text.setMember("a", to: JSONNode(.null))
        #expect(!throughText && !deeper && !setOnText)
        #expect(node == original)
    }
}
