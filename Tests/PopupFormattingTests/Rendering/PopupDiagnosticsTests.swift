import Foundation
import Testing
@testable import PopupFormatting

/// Per-field problems stay per field, and every missing or malformed part is a diagnostic, never silent text.
struct PopupDiagnosticsTests {
    static let layer = LayerDefinition(fields: [
        FieldDefinition(name: "SEEN", type: "esriFieldTypeDate"),
        FieldDefinition(name: "DAY", type: "esriFieldTypeDateOnly"),
        FieldDefinition(name: "AT", type: "esriFieldTypeTimeOnly"),
        FieldDefinition(name: "STAMP", type: "esriFieldTypeTimestampOffset"),
        FieldDefinition(name: "NAME", type: "esriFieldTypeString"),
    ])
    static let good: [String: AttributeValue] = [
        "SEEN": .number(1_710_066_600_000), "DAY": .string("2024-03-10"), "AT": .string("13:45"),
        "STAMP": .string("2024-03-10T13:45:00+01:00"), "NAME": .string("Gauge"),
    ]

    @Test func aThousandFeaturesWithOneBadValueEachRenderWithOneDiagnosticEach() throws {
        let renderer = PopupRenderer(
            popup: PopupDefinition(title: "{NAME}"), layer: Self.layer, formatter: try PopupFormatter(locale: "de"))
        let broken = ["SEEN", "DAY", "AT", "STAMP"]
        for index in 0..<1000 {
            var attributes = Self.good
            let field = broken[index % broken.count]
            attributes[field] = .string("bad value \(index)")
            let rendered = renderer.render(Feature(attributes: attributes))
            #expect(rendered.diagnostics.count == 1)
            #expect(rendered.diagnostics.first?.path == "field \(field)")
            #expect(rendered.diagnostics.first?.kind == .unreadableValue)
            // The bad value shows as it is; the other four are formatted.
            let rows = Dictionary(uniqueKeysWithValues: rendered.fields.map { ($0.fieldName, $0.value) })
            #expect(rows[field] == "bad value \(index)")
            #expect(rows.count == 5 && rows.values.allSatisfy { !$0.isEmpty })
            #expect(rendered.title == "Gauge")
        }
    }

    @Test func expressionsWithoutAValueAreDiagnosticsNotSilentText() throws {
        let popup = PopupDefinition(
            title: "{expression/expr0} {expression/nope}",
            fieldInfos: [FieldInfo(fieldName: "expression/expr1")],
            expressionInfos: [ExpressionInfo(name: "expr0", returnType: "number"), ExpressionInfo(name: "expr1", title: "Risk")])
        let formatter = try PopupFormatter(locale: "en")
        let rendered = PopupRenderer(
            popup: popup, formatter: formatter, expressions: DictionaryExpressionEvaluator(["expr0": .scalar(.number(0.5))])
        ).render(Feature(attributes: [:]))
        #expect(rendered.title == "0.5 ")
        #expect(rendered.fields == [RenderedField(fieldName: "expression/expr1", label: "Risk", value: "")])
        #expect(rendered.diagnostics.map(\.path) == ["expression/nope", "expression/expr1"])
        #expect(rendered.diagnostics.allSatisfy { $0.kind == .missingExpression })
    }

    @Test func expressionValuesAreFormattedByReturnTypeAndFieldEntry() throws {
        let popup = PopupDefinition(
            fieldInfos: [FieldInfo(fieldName: "expression/share", format: FieldInfoFormat(places: 1, digitSeparator: true))],
            expressionInfos: [ExpressionInfo(name: "share", title: "Share (%)", returnType: "number"),
                              ExpressionInfo(name: "code", returnType: "string")],
            showLastEditInfo: true)
        let values = DictionaryExpressionEvaluator(["share": .scalar(.string("1234.56")), "code": .scalar(.number(7))])
        let renderer = PopupRenderer(popup: popup, formatter: try PopupFormatter(locale: "de"), expressions: values)
        let rendered = renderer.render(Feature(attributes: [:]))
        #expect(rendered.fields == [RenderedField(fieldName: "expression/share", label: "Share (%)", value: "1.234,6")])
        #expect(renderer.renderTemplate("{expression/code}", feature: Feature(attributes: [:])) == "7")
        #expect(rendered.elements.last == .lastEditInfo)
    }

    @Test func anExpressionElementRendersTheElementItsValueDescribes() throws {
        let element = ExpressionElement(expressionInfo: ExpressionInfo(title: "Summary", returnType: "dictionary"))
        let popup = PopupDefinition(popupElements: [.expression(element)])
        let json = #"{"popupElements[0]": {"type": "fields", "fieldInfos": [{"fieldName": "total", "label": "Total", "format": {"places": 0, "digitSeparator": true}}], "attributes": {"total": 12345.6}}}"#
        let values = try JSONDecoder().decode([String: ExpressionValue].self, from: Data(json.utf8))
        let rendered = PopupRenderer(
            popup: popup, formatter: try PopupFormatter(locale: "en"), expressions: DictionaryExpressionEvaluator(values)
        ).render(Feature(attributes: [:]))
        #expect(rendered.fields == [RenderedField(fieldName: "total", label: "Total", value: "12,346")])
        #expect(rendered.diagnostics.isEmpty)
    }

    @Test func malformedPartsAreLeftOutAndTheRestRenders() throws {
        let json = #"""
            {"title": "{NAME}", "popupElements": [
               {"type": "fields", "fieldInfos": [{"fieldName": "NAME", "format": "bold"}, {"label": "no name"}]},
               {"type": "customWidget"}, {"type": "text", "text": "<b>{NAME}</b>"}, 7],
             "showAttachments": "yes"}
            """#
        let popup = try JSONDecoder().decode(PopupDefinition.self, from: Data(json.utf8))
        let rendered = try PopupFormatter(locale: "en").render(popup, feature: Feature(attributes: ["NAME": .string("Weir")]))
        #expect(rendered.title == "Weir")
        #expect(rendered.fields == [RenderedField(fieldName: "NAME", label: "NAME", value: "Weir")])
        #expect(rendered.elements.count == 2)
        #expect(rendered.diagnostics.map(\.path) == [
            "popupElements[0].fieldInfos[0].format", "popupElements[0].fieldInfos[1]", "popupElements[1]",
            "popupElements[3]", "showAttachments",
        ])
    }
}
