/// What an `XMLPushParser` reads, handed over in document order while it parses.
package protocol XMLPushParserDelegate: AnyObject {
    /// A start tag; the parser's `position` is just after its `>`.
    func parser(_ parser: XMLPushParser, didStart tag: XMLStartTag)
    /// The end tag of the element most recently started and not yet ended.
    func parserDidEndElement(_ parser: XMLPushParser)
    /// Text as UTF-8: character data, a CDATA section's text, or what a reference stands for; long text comes in
    /// several pieces. The bytes live only for the call.
    func parser(_ parser: XMLPushParser, foundText bytes: UnsafeBufferPointer<UInt8>)
    /// An error or warning of libxml2 (its `xmlParserErrors` code), at the parser's `position`.
    func parser(_ parser: XMLPushParser, foundError code: Int, isWarning: Bool)
}
