import Testing
@testable import PopupFormatting

/// Domains as a feature's subtype gives them: the subtype's own, the field's when `inherited`, never the field's for
/// a code the subtype's domain lacks.
struct LayerDomainTests {
    static let layer = LayerDefinition(
        fields: [
            FieldDefinition(name: "KIND", type: "esriFieldTypeSmallInteger"),
            FieldDefinition(name: "SIZE", type: "esriFieldTypeSmallInteger", domain: Domain(codedValues: [
                .init(name: "Small (field)", code: .number(1)), .init(name: "Large (field)", code: .number(2)),
            ])),
        ],
        subtypeField: "KIND",
        subtypes: [
            LayerSubtype(code: .number(1), name: "Pipe", domains: [
                "size": Domain(codedValues: [.init(name: "2 in", code: .number(1))]),
            ]),
            LayerSubtype(code: .number(2), name: "Valve", domains: ["SIZE": Domain(type: "inherited", codedValues: nil)]),
        ])

    private func row(_ attributes: [String: AttributeValue]) throws -> [String] {
        let popup = PopupDefinition(fieldInfos: [FieldInfo(fieldName: "kind"), FieldInfo(fieldName: "SIZE")])
        return try PopupFormatter(locale: "en").render(popup, feature: Feature(attributes: attributes), layer: Self.layer)
            .fields.map(\.value)
    }

    @Test func theSubtypesDomainWinsAndItsNameIsMatchedWithoutRegardToCase() throws {
        #expect(try row(["KIND": .number(1), "SIZE": .number(1)]) == ["Pipe", "2 in"])
    }

    @Test func aCodeTheSubtypesDomainLacksShowsAsItIs() throws {
        // Code 2 is "Large (field)" in the field's own domain, but the pipe subtype's domain has no code 2.
        #expect(try row(["KIND": .number(1), "SIZE": .number(2)]) == ["Pipe", "2"])
    }

    @Test func anInheritedDomainIsTheFieldsOwn() throws {
        #expect(try row(["KIND": .number(2), "SIZE": .number(2)]) == ["Valve", "Large (field)"])
        #expect(try row(["KIND": .number(9), "SIZE": .number(1)]) == ["9", "Small (field)"])
    }
}
