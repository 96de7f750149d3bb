import Foundation
import Testing
import PopupFormatting

/// The popup corpus (`Fixtures/Popups`, 25 definitions shaped as Map Viewer, the classic viewer and ArcGIS Pro save
/// them), each rendered in five locales and compared with its recorded rendering, reviewed by hand. Any change in
/// any rendering fails; to record on purpose, run with `RECORD_POPUPS=1` and review the diff.
struct PopupCorpusTests {
    static let locales = ["en-US", "de-CH", "ar-EG", "ja", "hi"]
    static let timeZone = "Europe/Zurich"

    static var corpus: URL {
        get throws {
            try #require(Bundle.module.url(forResource: "Popups", withExtension: nil, subdirectory: "Fixtures"))
        }
    }

    static let cases: [String] = {
        guard let folder = try? corpus,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    @Test func corpusHasTwentyOrMoreCases() {
        #expect(Self.cases.count >= 20)
    }

    @Test(arguments: cases)
    func renderingsAreAsRecorded(_ name: String) throws {
        let folder = try Self.corpus.appendingPathComponent(name)
        let popup = try Self.popup(try Data(contentsOf: folder.appendingPathComponent("popup.json")))
        let feature = try Self.feature(try Data(contentsOf: folder.appendingPathComponent("feature.json")))
        let layerFile = folder.appendingPathComponent("layer.json")
        let layer = FileManager.default.fileExists(atPath: layerFile.path)
            ? try JSONDecoder().decode(LayerDefinition.self, from: Data(contentsOf: layerFile)) : nil
        let expressionsFile = folder.appendingPathComponent("expressions.json")
        let expressions = FileManager.default.fileExists(atPath: expressionsFile.path)
            ? DictionaryExpressionEvaluator(try JSONDecoder().decode(
                [String: ExpressionValue].self, from: Data(contentsOf: expressionsFile)))
            : nil
        for locale in Self.locales {
            let formatter = try PopupFormatter(locale: locale, timeZone: Self.timeZone)
            let rendered = PopupRenderer(popup: popup, layer: layer, formatter: formatter, expressions: expressions)
                .render(feature)
            let text = try Self.json(rendered)
            let recorded = folder.appendingPathComponent("rendered/\(locale).json")
            if ProcessInfo.processInfo.environment["RECORD_POPUPS"] != nil {
                let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("Fixtures/Popups/\(name)/rendered")
                try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: source.appendingPathComponent("\(locale).json"))
                continue
            }
            let expected = try String(decoding: Data(contentsOf: recorded), as: UTF8.self)
            #expect(text == expected, "\(name) in \(locale) differs from rendered/\(locale).json")
            // The recording decodes back to the same value: the content model round-trips through JSON.
            #expect(try JSONDecoder().decode(RenderedPopup.self, from: Data(expected.utf8)) == rendered)
        }
    }

    /// The popup of a file as the CLI reads it: a `popupInfo` member, else the whole object.
    static func popup(_ data: Data) throws -> PopupDefinition {
        struct Wrapper: Decodable { var popupInfo: PopupDefinition? }
        return try JSONDecoder().decode(Wrapper.self, from: data).popupInfo
            ?? JSONDecoder().decode(PopupDefinition.self, from: data)
    }

    /// The feature of a file: the first of a feature set, else the whole object.
    static func feature(_ data: Data) throws -> Feature {
        struct FeatureSet: Decodable { var features: [Feature]? }
        return try JSONDecoder().decode(FeatureSet.self, from: data).features?.first
            ?? JSONDecoder().decode(Feature.self, from: data)
    }

    static func json(_ popup: RenderedPopup) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(popup), as: UTF8.self) + "\n"
    }
}
