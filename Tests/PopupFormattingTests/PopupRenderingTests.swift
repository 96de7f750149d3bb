import Foundation
import Testing
import ICUKit
@testable import PopupFormatting

/// Whole popups: templates, the field list, JSON decoding, and use from many threads. This file imports Foundation
/// next to ICUKit and PopupFormatting on purpose: the module clash of DESIGN.md section 3 must not come back.
struct PopupRenderingTests {
    static let popupJSON = #"""
        {"title": "{name} — ${Elevation}", "description": "<p>Surveyed {SURVEYED}. {missing}{ not a token }</p>",
         "fieldInfos": [
           {"fieldName": "NAME", "label": "Name", "visible": true},
           {"fieldName": "ELEVATION", "label": "Elevation", "format": {"places": 1, "digitSeparator": true}},
           {"fieldName": "SURVEYED", "label": "Surveyed", "format": {"dateFormat": "dayShortMonthYear"}},
           {"fieldName": "SECRET", "visible": false},
           {"fieldName": "NOTES"}]}
        """#
    static let layerJSON = #"{"fields": [{"name": "SURVEYED", "type": "esriFieldTypeDate", "alias": "Survey date"}]}"#
    static let featureJSON = #"{"attributes": {"NAME": "Mont Blanc", "ELEVATION": 4808.73, "SURVEYED": 1710066600000, "SECRET": 1, "NOTES": null}}"#

    static func decoded() throws -> (PopupDefinition, LayerDefinition, Feature) {
        (try JSONDecoder().decode(PopupDefinition.self, from: Data(popupJSON.utf8)),
         try JSONDecoder().decode(LayerDefinition.self, from: Data(layerJSON.utf8)),
         try JSONDecoder().decode(Feature.self, from: Data(featureJSON.utf8)))
    }

    @Test func classicPopupShowsItsDescriptionInsteadOfTheFieldTable() throws {
        let (popup, layer, feature) = try Self.decoded()
        let rendered = try PopupFormatter(locale: "de-CH", timeZone: "Europe/Zurich").render(popup, feature: feature, layer: layer)
        // Number and date strings: ICU 72 for de-CH (icu-oracle.c: ".0 group-on-aligned", skeleton "yMMMd").
        #expect(rendered.title == "Mont Blanc — 4’808.7")
        #expect(rendered.elements == [.text(RenderedText(
            html: "<p>Surveyed 10. März 2024. { not a token }</p>", plainText: "Surveyed 10. März 2024. { not a token }"))])
        #expect(rendered.diagnostics.isEmpty)
    }

    @Test func classicPopupWithoutDescriptionShowsTheVisibleFields() throws {
        var (popup, layer, feature) = try Self.decoded()
        popup.description = nil
        let rendered = try PopupFormatter(locale: "de-CH", timeZone: "Europe/Zurich").render(popup, feature: feature, layer: layer)
        #expect(rendered.fields == [
            RenderedField(fieldName: "NAME", label: "Name", value: "Mont Blanc"),
            RenderedField(fieldName: "ELEVATION", label: "Elevation", value: "4’808.7"),
            RenderedField(fieldName: "SURVEYED", label: "Surveyed", value: "10. März 2024"),
            RenderedField(fieldName: "NOTES", label: "NOTES", value: ""),
        ])
    }

    @Test func unknownDateFormatLeavesTheFormatOutWithADiagnostic() throws {
        let json = #"{"fieldInfos": [{"fieldName": "D", "format": {"dateFormat": "shortDateLEShortTime12"}}]}"#
        let popup = try JSONDecoder().decode(PopupDefinition.self, from: Data(json.utf8))
        #expect(popup.fieldInfos?.map(\.fieldName) == ["D"])
        #expect(popup.fieldInfos?.first?.format == nil)
        #expect(popup.decodingProblems.map(\.path) == ["fieldInfos[0].format.dateFormat"])
        #expect(popup.decodingProblems.first?.kind == .unknownPart)
    }

    @Test func manyThreadsGetTheSameText() async throws {
        let (popup, layer, feature) = try Self.decoded()
        let locales = ["en", "de", "ar", "ja", "ru", "he", "hi", "fr"]
        let reference = try locales.map { try PopupFormatter(locale: $0, timeZone: "UTC").render(popup, feature: feature, layer: layer) }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for round in 0..<250 {
                        let index = (task + round) % locales.count
                        let rendered = try PopupFormatter(locale: locales[index], timeZone: "UTC")
                            .render(popup, feature: feature, layer: layer)
                        if rendered != reference[index] { return false }
                    }
                    return true
                }
            }
            for try await same in group { #expect(same) }
        }
    }

    @Test func foundationAndICUKitTogether() throws {
        let foundation = NumberFormatter()
        foundation.numberStyle = .decimal
        #expect(foundation.string(from: 1234) != nil)
        #expect(try ICUNumberFormatter(locale: "en").format(1234.0) == "1,234")
    }
}
