import Foundation
import L10nRules
import Lproj
import PopupFormatting

/// Reading popup definitions, layers, expression values and features from JSON files, with errors that name the
/// file and the place.
enum PopupJSON {
    /// The popup of the file: its `popupInfo` member when it has one (a layer or web map entry), the first popup of
    /// a web map's `operationalLayers` (or their `layers`), else the whole object when it has a popup's members.
    static func popupDefinition(fromFile path: String) throws -> PopupDefinition {
        let data = try read(path)
        let object = try topLevelObject(data, path: path)
        if object["popupInfo"] != nil {
            return try decode(PopupInfoWrapper.self, from: data, path: path).popupInfo
        }
        if let layers = (object["operationalLayers"] ?? object["layers"]) as? [Any] {
            let all = try decode(LayerList.self, from: data, path: path)
            guard let found = (all.operationalLayers ?? all.layers ?? []).lazy.compactMap(\.firstPopup).first else {
                throw CommandFailure("\(path): none of its \(layers.count) layers has a popupInfo")
            }
            return found
        }
        guard PopupDefinition.memberNames.contains(where: { object[$0] != nil }) else {
            throw CommandFailure(
                "\(path): holds no popup: expected a popupInfo object (with title, description, fieldInfos or "
                    + "popupElements), an object with a popupInfo member, or a web map")
        }
        return try decode(PopupDefinition.self, from: data, path: path)
    }

    /// The layer of the file: its `layerDefinition` member when it has one, else the whole object.
    static func layer(fromFile path: String) throws -> LayerDefinition {
        let data = try read(path)
        let object = try topLevelObject(data, path: path)
        if object["layerDefinition"] != nil {
            return try decode(LayerDefinitionWrapper.self, from: data, path: path).layerDefinition
        }
        guard object["fields"] != nil else {
            throw CommandFailure("\(path): holds no layer: expected an object with fields (a feature layer's JSON)")
        }
        return try decode(LayerDefinition.self, from: data, path: path)
    }

    /// The expression values of the file: an object of values by expression name or element place.
    static func expressionValues(fromFile path: String) throws -> [String: ExpressionValue] {
        try decode([String: ExpressionValue].self, from: try read(path), path: path)
    }

    /// The feature of the file: the first of its `features` when it is a feature set, else the whole object.
    static func feature(fromFile path: String) throws -> Feature {
        let data = try read(path)
        guard try topLevelObject(data, path: path)["features"] != nil else {
            return try decode(Feature.self, from: data, path: path)
        }
        guard let first = try decode(FeatureSet.self, from: data, path: path).features.first else {
            throw CommandFailure("\(path): the feature set holds no feature")
        }
        return first
    }

    /// The JSON object in `data`; an error naming the file when it is no JSON or no object.
    private static func topLevelObject(_ data: Data, path: String) throws -> [String: Any] {
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: data)
        } catch {
            // Decoding says where the JSON breaks.
            _ = try decode(JSONProbe.self, from: data, path: path)
            throw CommandFailure("\(path): not valid JSON")
        }
        guard let object = value as? [String: Any] else { throw CommandFailure("\(path): expected a JSON object") }
        return object
    }

    private struct JSONProbe: Decodable {}
    private struct PopupInfoWrapper: Decodable { var popupInfo: PopupDefinition }
    private struct LayerDefinitionWrapper: Decodable { var layerDefinition: LayerDefinition }
    private struct FeatureSet: Decodable { var features: [Feature] }
    private struct LayerList: Decodable {
        var operationalLayers: [LayerEntry]?
        var layers: [LayerEntry]?
    }
    private struct LayerEntry: Decodable {
        var popupInfo: PopupDefinition?
        var layers: [LayerEntry]?
        var firstPopup: PopupDefinition? { popupInfo ?? layers?.lazy.compactMap(\.firstPopup).first }
    }

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

    /// A decoding error as `at features[2].attributes: expected ...`.
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
