/// Extracts the text a reader would see from HTML.
public enum HTMLText {
    /// Returns the readable text of `html`.
    ///
    /// Character references are decoded, `<br>` and block elements start new lines, table cells
    /// are separated by tabs, whitespace is collapsed outside `<pre>`, lines are trimmed, at most
    /// one blank line is kept in a row, and the content of `script`, `style` and other
    /// non-rendered elements is omitted.
    public static func plainText(_ html: String) -> String {
        var tokenizer = HTMLTokenizer(html)
        var dropped = DroppedContentFilter()
        var builder = PlainTextBuilder()
        while let token = tokenizer.next() {
            guard dropped.decide(token) == .keep else { continue }
            builder.consume(token)
        }
        return builder.finish()
    }
}
