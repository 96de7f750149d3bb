import CodeKeys
import Testing

/// String literals whose type is `LocalizedStringKey`, `LocalizedStringResource` or `String.LocalizationValue`, as
/// Xcode's string extraction reads them.
@Suite struct TypeAnnotationTests {
    @Test func declarationsWithALiteralValue() {
        let calls = swiftCalls("""
            let title: LocalizedStringKey = "tab.timeline"
            static var open: LocalizedStringResource = "Open Timeline"
            func row(_ t: LocalizedStringKey = "Default", b: Int = 3) {}
            var value: String.LocalizationValue = "value"
            let optional: LocalizedStringKey? = "optional"
            let ternary: LocalizedStringKey = isOn ? "On" : "Off"
            let multiline: LocalizedStringKey = isOn
                ? "Yes"
                : "No"
            let counted: LocalizedStringKey = "\\(count) items", other: LocalizedStringKey = "other"
            let none: LocalizedStringKey = name; let empty: LocalizedStringKey
            let text = Text("t"); var s: String = "not a key"
            """)
        #expect(keys(calls) == [
            "tab.timeline", "Open Timeline", "Default", "value", "optional", "On", "Off", "Yes", "No", "%@ items",
            "other", "t",
        ])
        #expect(calls.map(\.function) == [
            "LocalizedStringKey", "LocalizedStringResource", "LocalizedStringKey", "String.LocalizationValue",
            "LocalizedStringKey", "LocalizedStringKey", "LocalizedStringKey", "LocalizedStringKey",
            "LocalizedStringKey", "LocalizedStringKey", "LocalizedStringKey", "Text",
        ])
        #expect(calls.map(\.location.description).prefix(3) == ["T.swift:1:33", "T.swift:2:44", "T.swift:3:36"])
        #expect(calls[9].hasInterpolatedSpecifiers && !calls[8].hasInterpolatedSpecifiers)
    }

    @Test func computedPropertiesAndFunctions() {
        let calls = swiftCalls("""
            var a: LocalizedStringKey { "a" }
            var b: LocalizedStringKey { return "b" }
            var c: LocalizedStringKey {
                switch self {
                case .one: "c.one"
                case .two: return "c.two"
                case .three(let x) where x > 0:
                    if x > 1 { return "c.three" }
                    return "c.four"
                @unknown default: "c.other"
                }
            }
            var d: LocalizedStringKey { if flag { "d.yes" } else if other { "d.maybe" } else { "d.no" } }
            func e() -> LocalizedStringResource { .init("e", table: "Table", comment: "Comment") }
            func f(x: Int) -> LocalizedStringResource {
                guard x > 0 else { return "f.none" }
                let label = Text("f.text")
                let values = items.map { "not returned" }
                return x > 1 ? "f.many" : "f.one"
            }
            var g: LocalizedStringKey { get { "g" } set { print("h") } }
            var h: LocalizedStringKey { flag ? "h.on" : "h.off" }
            var i: LocalizedStringKey { "\\(n) items" }
            static var j: LocalizedStringResource { .init("j") }
            var k: LocalizedStringKey { return name }
            var l: LocalizedStringKey { get }
            func m() -> LocalizedStringKey where T: P { "m" }
            """)
        #expect(keys(calls) == [
            "a", "b", "c.one", "c.two", "c.three", "c.four", "c.other", "d.yes", "d.maybe", "d.no", "e", "f.none",
            "f.text", "f.many", "f.one", "g", "h.on", "h.off", "%@ items", "j",
        ])
        #expect(calls[10].table == "Table" && calls[10].comment == "Comment" && calls[10].function == "LocalizedStringResource")
        #expect(calls[12].function == "Text")
    }

    @Test func casePatternsAndCallArgumentsInBodiesAreNoKeys() {
        let calls = swiftCalls("""
            var a: LocalizedStringKey {
                switch name {
                case "x": foo("argument")
                case "y": return bar("argument")
                default: "a.default"
                }
            }
            func b() -> LocalizedStringKey {
                func helper() -> String { return "helper" }
                let closure = { return "closure" }
                if case .some = value { return "b.case" }
                return "b"
            }
            """)
        #expect(keys(calls) == ["a.default", "b.case", "b"])
    }

    @Test func initInTypedPositions() {
        let calls = swiftCalls("""
            let a: LocalizedStringResource = .init("Open")
            let b: LocalizedStringResource = .init("Save", defaultValue: "Save it", table: "Menu", comment: "C")
            let c: LocalizedStringKey = .init(name)
            let d: LocalizedStringResource = .init(isNew ? "New" : "Old")
            """)
        #expect(keys(calls) == ["Open", "Save", "New", "Old"])
        #expect(calls[1].table == "Menu" && calls[1].value == "Save it" && calls[1].comment == "C")
    }

    @Test func theTypeMustBeAnAnnotation() {
        let calls = swiftCalls("""
            extension LocalizedStringKey { static let x = 1 }
            let a = LocalizedStringKey.init("no")
            typealias K = LocalizedStringKey
            let b: LocalizedStringKey.Element = "no"
            let c: [LocalizedStringKey] = ["no"]
            extension String.LocalizationValue { var x: Int { 1 } }
            let d: String = "no"
            let e: String.Encoding = .utf8
            """)
        #expect(keys(calls).isEmpty)
    }
}
