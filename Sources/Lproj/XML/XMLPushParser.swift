import CXMLShim

/// Reads an XML document with the system libxml2, through `CXMLShim`, and hands what it reads to its delegate.
///
/// libxml2 reads with `XML_PARSE_HUGE`, in pieces: no limit of libxml2's own stops a document below the reader's
/// input limit. Foundation's `XMLParser`, which read XLIFF before, pushes the whole document to libxml2 in one
/// piece without that option, and libxml2 then fails any document over 10,000,000 bytes (its
/// `XML_MAX_LOOKUP_LIMIT`) with error 1, "Huge input lookup", once it has read it all (libxml2 2.9,
/// `xmlParseChunk`); a single attribute value or comment is limited to 10,000,000 bytes too. With
/// `XML_PARSE_HUGE`, libxml2 2.9 sets no size limit of its own (measured: a 24 MB document, a 10.5 MB attribute and
/// a 10.5 MB comment read); later versions keep one of 1,000,000,000 bytes (`XML_MAX_HUGE_LENGTH`) for a single
/// name, text or attribute value, just under the reader's 1 GiB input limit. Nesting depth is limited by the XLIFF
/// reader (`XLIFFParserDelegate.maximumDepth`).
///
/// The shim never substitutes or loads an entity (only XML's five predefined entities and character references
/// are read), loads no DTD, fetches nothing from the network and never prints: every error and warning comes to
/// the delegate. The parser is for one thread at a time.
package final class XMLPushParser {
    private let handle: OpaquePointer
    private let delegate: any XMLPushParserDelegate

    /// A parser for `delegate`, or `nil` when libxml2 cannot make one (no memory).
    package init?(delegate: any XMLPushParserDelegate) {
        var handlers = l10n_xml_handlers(
            start_element: { context, localName, prefix, uri, count, attributes in
                guard let context, let localName else { return }
                let parser = Unmanaged<XMLPushParser>.fromOpaque(context).takeUnretainedValue()
                let tag = XMLStartTag(
                    localName: localName, prefix: prefix, uri: uri, attributeCount: Int(count), attributes: attributes)
                parser.delegate.parser(parser, didStart: tag)
            },
            end_element: { context in
                guard let context else { return }
                let parser = Unmanaged<XMLPushParser>.fromOpaque(context).takeUnretainedValue()
                parser.delegate.parserDidEndElement(parser)
            },
            text: { context, bytes, length in
                guard let context, let bytes, length > 0 else { return }
                let parser = Unmanaged<XMLPushParser>.fromOpaque(context).takeUnretainedValue()
                parser.delegate.parser(parser, foundText: UnsafeBufferPointer(start: bytes, count: Int(length)))
            },
            error: { context, code, isWarning in
                guard let context else { return }
                let parser = Unmanaged<XMLPushParser>.fromOpaque(context).takeUnretainedValue()
                parser.delegate.parser(parser, foundError: Int(code), isWarning: isWarning != 0)
            })
        guard let handle = l10n_xml_parser_open(&handlers) else { return nil }
        self.handle = handle
        self.delegate = delegate
    }

    deinit {
        l10n_xml_parser_close(handle)
    }

    /// Reads the document in `bytes` to its end, a fatal error or `stop()`, calling the delegate as it goes.
    /// Returns libxml2's result: 0 when it read the whole document without error, else its last error code (a
    /// warning's too), which the delegate has been given already, unless no parse could start (2, no memory).
    package func parse(_ bytes: [UInt8]) -> Int {
        let context = Unmanaged.passUnretained(self).toOpaque()
        let result = bytes.withUnsafeBufferPointer { buffer in
            l10n_xml_parser_parse(handle, buffer.baseAddress, buffer.count, context)
        }
        return Int(result)
    }

    /// Stops the parse once the delegate's current call returns; the delegate hears nothing more.
    package func stop() {
        l10n_xml_parser_stop(handle)
    }

    /// libxml2's line (counting line feeds) and column (counting characters) in the document, from 1; (0, 0) when
    /// the parser is not parsing.
    package var position: (line: Int, column: Int) {
        var line: Int64 = 0, column: Int64 = 0
        l10n_xml_parser_position(handle, &line, &column)
        return (Int(line), Int(column))
    }
}
