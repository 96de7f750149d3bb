/// A value that decoding accepted in part: the problems found inside it, each a diagnostic with its path.
protocol CarriesDecodingProblems {
    /// The problems found while decoding the value and the parts inside it.
    var decodingProblems: [PopupDiagnostic] { get }
}

/// One element of an array decoded on its own: a bad element is a problem, not the end of the array.
struct TolerantElement<Value: Decodable>: Decodable {
    /// The element, or why it could not be decoded.
    var result: Result<Value, any Error>

    init(from decoder: any Decoder) throws {
        do {
            result = .success(try Value(from: decoder))
        } catch {
            result = .failure(error)
        }
    }
}

extension KeyedDecodingContainer {
    /// The member `key` when present and well-formed; otherwise `nil`, with a diagnostic in `problems` when it is
    /// present but malformed (a `null` member counts as absent).
    func tolerantDecode<Value: Decodable>(
        _ type: Value.Type, forKey key: Key, problems: inout [PopupDiagnostic]
    ) -> Value? {
        guard contains(key), (try? decodeNil(forKey: key)) == false else { return nil }
        do {
            let value = try decode(type, forKey: key)
            if let carrier = value as? any CarriesDecodingProblems { problems += carrier.decodingProblems }
            return value
        } catch {
            problems.append(DecodingDiagnostics.diagnostic(for: error, at: codingPath + [key]))
            return nil
        }
    }

    /// The array member `key`, keeping its well-formed elements: each malformed one is left out with a diagnostic,
    /// and a member that is no array is one diagnostic.
    func tolerantDecodeArray<Value: Decodable>(
        of type: Value.Type, forKey key: Key, problems: inout [PopupDiagnostic]
    ) -> [Value]? {
        guard let elements = tolerantDecode([TolerantElement<Value>].self, forKey: key, problems: &problems) else {
            return nil
        }
        var values: [Value] = []
        values.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            switch element.result {
            case .success(let value):
                if let carrier = value as? any CarriesDecodingProblems { problems += carrier.decodingProblems }
                values.append(value)
            case .failure(let error):
                problems.append(DecodingDiagnostics.diagnostic(
                    for: error, at: codingPath + [key, ArrayIndexKey(intValue: index)]))
            }
        }
        return values
    }
}

/// Diagnostics made from decoding errors.
enum DecodingDiagnostics {
    /// A diagnostic for a decoding error met at `path`: the error's own place when it has a deeper one.
    static func diagnostic(for error: any Error, at path: [any CodingKey]) -> PopupDiagnostic {
        guard let decoding = error as? DecodingError else {
            return PopupDiagnostic(kind: .malformedPart, path: describe(path), message: "\(error)")
        }
        let context: DecodingError.Context
        let message: String
        switch decoding {
        case .typeMismatch(let type, let found):
            context = found
            message = "expected \(typeName(type))"
        case .valueNotFound(let type, let found):
            context = found
            message = "expected \(typeName(type)), found null"
        case .keyNotFound(let key, let found):
            context = found
            message = "missing \"\(key.stringValue)\""
        case .dataCorrupted(let found):
            context = found
            message = found.debugDescription
        @unknown default:
            return PopupDiagnostic(kind: .malformedPart, path: describe(path), message: "\(error)")
        }
        let place = context.codingPath.count >= path.count ? context.codingPath : path
        let kind: PopupDiagnostic.Kind = message.hasPrefix("unknown") ? .unknownPart : .malformedPart
        return PopupDiagnostic(kind: kind, path: describe(place), message: message)
    }

    /// `popupElements[2].fieldInfos[0].format` for a coding path.
    static func describe(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "popup" : text
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "a Boolean"
        case is Int.Type, is Double.Type: "a number"
        default: String(describing: type).hasPrefix("Array<") ? "an array" : "an object"
        }
    }
}

/// The coding key of an array element.
struct ArrayIndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
