import ArgumentParser
import Foundation
import L10nRules
import Lproj
import PopupFormatting

/// `l10n-check popup`: a feature's popup rendered for a locale and time zone, as the ArcGIS JavaScript API shows it.
struct PopupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "popup",
        abstract: "Render a popup (web map popupInfo) for a feature (Esri JSON) in a locale and time zone.",
        discussion: """
            Prints the rendered title, then one `label: value` line per visible field. Numbers, dates and plural \
            forms are formatted by ICU for the locale. Exit status 2 for bad JSON, an unknown locale, time zone or \
            dateFormat.

            Examples:
              l10n-check popup --popup-info popup.json --feature feature.json --locale de-CH --time-zone Europe/Zurich
              l10n-check popup --popup-info popup.json --feature feature.json --locale ar --format json
            """)

    @Option(help: ArgumentHelp(
        "A JSON file holding a popupInfo object (or an object with a popupInfo member). Example: --popup-info popup.json",
        valueName: "file"))
    var popupInfo: String

    @Option(help: ArgumentHelp(
        "A JSON file holding a feature {\"attributes\": {...}} (or a feature set, whose first feature is used). "
            + "Example: --feature feature.json",
        valueName: "file"))
    var feature: String

    @Option(help: ArgumentHelp("A BCP 47 locale. Example: --locale zh-Hant-TW", valueName: "locale"))
    var locale: String = "en"

    @Option(help: ArgumentHelp("An IANA time zone for dates. Example: --time-zone America/New_York", valueName: "zone"))
    var timeZone: String = "UTC"

    @Option(help: ArgumentHelp(
        "Output: text, or json ({title, description, fields: [{fieldName, label, value}]}). Example: --format json",
        valueName: "format"))
    var format: OutputFormat = .text

    func run() throws {
        let definition = try PopupJSON.popupDefinition(fromFile: popupInfo)
        let chosen = try PopupJSON.feature(fromFile: feature)
        let rendered: RenderedPopup
        do {
            rendered = try PopupFormatter(locale: locale, timeZone: timeZone).render(definition, feature: chosen)
        } catch {
            throw CommandFailure(error.description)
        }
        if format == .json {
            let json = JSONValue.object([
                ("title", .string(rendered.title)), ("description", .string(rendered.description)),
                ("fields", .array(rendered.fields.map { field in
                    .object([
                        ("fieldName", .string(field.fieldName)), ("label", .string(field.label)),
                        ("value", .string(field.value)),
                    ])
                })),
            ])
            write(json.serialized() + "\n")
        } else {
            var lines = [rendered.title]
            if !rendered.description.isEmpty { lines.append(rendered.description) }
            lines += rendered.fields.map { "\($0.label): \($0.value)" }
            write(lines.joined(separator: "\n") + "\n")
        }
    }
}

/// Reading popup definitions and features from JSON files, with errors that name the file and the place.
enum PopupJSON {
    /// The popup of the file: its `popupInfo` member when it has one (a layer or web map entry), else the whole
    /// object; errors inside a `popupInfo` member name their place within it.
    static func popupDefinition(fromFile path: String) throws -> PopupDefinition {
        let data = try read(path)
        if topLevelMembers(of: data).contains("popupInfo") {
            return try decode(PopupInfoWrapper.self, from: data, path: path).popupInfo
        }
        return try decode(PopupDefinition.self, from: data, path: path)
    }

    /// The feature of the file: the first of its `features` when it is a feature set, else the whole object.
    static func feature(fromFile path: String) throws -> Feature {
        let data = try read(path)
        guard topLevelMembers(of: data).contains("features") else {
            return try decode(Feature.self, from: data, path: path)
        }
        guard let first = try decode(FeatureSet.self, from: data, path: path).features.first else {
            throw CommandFailure("\(path): the feature set holds no feature")
        }
        return first
    }

    /// The member names of the JSON object in `data`; none when it is no object (decoding then says why).
    private static func topLevelMembers(of data: Data) -> Set<String> {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
        return Set(object.keys)
    }

    private struct PopupInfoWrapper: Decodable { var popupInfo: PopupDefinition }
    private struct FeatureSet: Decodable { var features: [Feature] }

    private static func read(_ path: String) throws -> Data {
        do {
            return Data(try FileBytes.read(path))
        } catch {
            throw CommandFailure(error.description)
        }
    }

    private static func decode<T: Decodable>(_ type: T.Type, from data: Data, path: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw CommandFailure("\(path): \(describe(error))")
        }
    }

    /// A decoding error as `at fieldInfos[2].format.dateFormat: unknown dateFormat "..."`.
    static func describe(_ error: DecodingError) -> String {
        let (context, what): (DecodingError.Context, String)
        switch error {
        case .dataCorrupted(let found): (context, what) = (found, "")
        case .keyNotFound(let key, let found): (context, what) = (found, "missing \"\(key.stringValue)\": ")
        case .typeMismatch(let type, let found): (context, what) = (found, "expected \(type): ")
        case .valueNotFound(let type, let found): (context, what) = (found, "expected \(type), found null: ")
        @unknown default: return "\(error)"
        }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        let place = path.isEmpty ? "" : "at \(path.hasPrefix(".") ? String(path.dropFirst()) : path): "
        let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
        return place + what + (detail.map { "not valid JSON: \($0)" } ?? context.debugDescription)
    }
}
