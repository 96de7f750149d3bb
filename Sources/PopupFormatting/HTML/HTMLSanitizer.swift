/// Sanitizes author-written popup HTML so that it can be rendered without running script.
///
/// Only allow-listed elements and attributes survive; URLs are limited to safe schemes; inline
/// styles are filtered; and the output is re-serialized canonically, so a browser parses it
/// exactly as the sanitizer did.
public struct HTMLSanitizer: Sendable {
    /// Creates a sanitizer with the built-in ArcGIS-style allow-list.
    public init() {}

    /// Returns the sanitized form of `html` together with a description of everything removed.
    public func sanitize(_ html: String) -> SanitizedHTML {
        var tokenizer = HTMLTokenizer(html)
        var writer = SanitizingWriter()
        while let token = tokenizer.next() {
            writer.consume(token)
        }
        return writer.finish()
    }
}
