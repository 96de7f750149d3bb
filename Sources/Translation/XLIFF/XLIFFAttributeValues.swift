import Lproj

/// Attribute values of XLIFF elements as the readers take them: decoded from the writers' `l10n-check-escaped:`
/// encoding (see `XLIFFValueEncoding`), or an error at the element's tag.
enum XLIFFAttributeValues {
    /// The decoded value of the attribute `name` of `element`, which must have it.
    static func required(
        _ name: String, of element: String, in attributes: [String: String], at location: SourceLocation
    ) throws(TranslationError) -> String {
        guard let value = try value(name, of: element, in: attributes, at: location) else {
            throw .malformed(location, reason: "the <\(element)> has no \(name) attribute")
        }
        return value
    }

    /// The decoded value of the attribute `name` of `element`, or `nil` when it has none.
    static func value(
        _ name: String, of element: String, in attributes: [String: String], at location: SourceLocation
    ) throws(TranslationError) -> String? {
        guard let encoded = attributes[name] else { return nil }
        guard let value = XLIFFValueEncoding.decoded(encoded) else {
            let reason = "the \(name) of the <\(element)> has an invalid \(XLIFFValueEncoding.prefix) encoding"
            throw .malformed(location, reason: reason)
        }
        return value
    }
}
