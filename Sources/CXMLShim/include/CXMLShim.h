/*
 * CXMLShim: a thin C layer over the system libxml2 (libxml2-dev) for the XLIFF reader.
 *
 * It reads a whole document with libxml2's push parser and XML_PARSE_HUGE, so that no limit of libxml2's own
 * (10,000,000 bytes of lookahead, the whole input in one push, a text or attribute value of 10,000,000 bytes)
 * stops a document below the reader's input limit; Foundation's XMLParser pushes the whole document at once
 * without that option and fails on any document over 10,000,000 bytes ("libxml2 error 1", Huge input lookup).
 *
 * Like CICUShim, this header includes no libxml2 header: plain C types and an opaque handle only. What the
 * parser is allowed to do is fixed here, not chosen by the caller: no entity is ever substituted or loaded
 * (only XML's five predefined entities and character references are read), no DTD is loaded, nothing is fetched
 * from the network, and libxml2 never prints: every error and warning goes to the error handler.
 *
 * Conventions, for every function:
 * - the name starts with l10n_xml_ and the doc comment names the libxml2 function(s) it wraps;
 * - a NULL handle or buffer where one is needed is refused (nothing happens, or the result says so);
 * - strings handed to the handlers are UTF-8 and live only for the call.
 */
#ifndef CXMLSHIM_H
#define CXMLSHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** What the parser reads, in document order. `context` is the value given to l10n_xml_parser_parse. */
typedef struct l10n_xml_handlers {
    /** A start tag: the element's local name, its namespace prefix and URI (NULL when it has none), and its
     *  attributes, five pointers per attribute: local name, prefix (or NULL), namespace URI (or NULL), the first
     *  byte of the value and the byte after its last (the value is not NUL-terminated; character references and
     *  predefined entities are already replaced). Namespace declarations (xmlns) are no attributes here. */
    void (*start_element)(void *context, const uint8_t *local_name, const uint8_t *prefix, const uint8_t *uri,
                          int32_t attribute_count, const uint8_t *const *attributes);
    /** The end tag of the element most recently started and not yet ended. */
    void (*end_element)(void *context);
    /** Text: character data (white space included), the text of a CDATA section, or the replacement of a character
     *  reference or predefined entity, as `length` bytes of UTF-8. Long text comes in several calls. */
    void (*text)(void *context, const uint8_t *bytes, int32_t length);
    /** An error or warning: libxml2's code (xmlParserErrors) and whether libxml2 raised it as a warning. The
     *  place is l10n_xml_parser_position's during this call. */
    void (*error)(void *context, int32_t code, int32_t is_warning);
} l10n_xml_handlers;

/** Opaque handle over a SAX handler of libxml2 set up with the handlers; one document at a time. */
typedef struct l10n_xml_parser l10n_xml_parser;

/** Opens a parser that calls `handlers` (copied; every function must be set). Initializes libxml2 once per
 *  process (xmlInitParser). Returns NULL when a handler is missing or memory runs out. Close with
 *  l10n_xml_parser_close. */
l10n_xml_parser *l10n_xml_parser_open(const l10n_xml_handlers *handlers);

/** Closes a parser opened by l10n_xml_parser_open; NULL is ignored. Must not be called while it parses. */
void l10n_xml_parser_close(l10n_xml_parser *parser);

/** Reads the document in `bytes` (UTF-8, or any encoding its byte order mark or XML declaration names), calling
 *  the handlers as it goes, until its end, a fatal error, or l10n_xml_parser_stop. Wraps xmlCreatePushParserCtxt
 *  (with the first four bytes, for the encoding), xmlCtxtUseOptions (XML_PARSE_HUGE | XML_PARSE_NOENT |
 *  XML_PARSE_NONET; NOENT only replaces references in attribute values, see the .c file),
 *  xmlParseChunk (in pieces of at most 64 MiB, the last one terminating) and xmlFreeParserCtxt; for its
 *  duration, xmlSetStructuredErrorFunc sends this thread's libxml2 errors to the error handler, and the previous
 *  handler is put back after. Returns 0 when libxml2 read the document to its end without error, else
 *  libxml2's last error code (XML_ERR_NO_MEMORY, 2, when no parser context could be made; XML_ERR_INTERNAL_ERROR,
 *  1, for a NULL parser or buffer, or a parser already parsing). */
int32_t l10n_xml_parser_parse(l10n_xml_parser *parser, const uint8_t *bytes, size_t length, void *context);

/** Stops the parse in progress after the current handler returns; later handlers are not called. Wraps
 *  xmlStopParser, except in the error handler, where libxml2 may be converting input whose buffer halting would
 *  free: there the parse ends after the piece being read. Does nothing when the parser is not parsing. */
void l10n_xml_parser_stop(l10n_xml_parser *parser);

/** Where the parse in progress stands: libxml2's line (counting line feeds, from 1) and column (counting
 *  characters, from 1) of its input, as xmlSAX2GetLineNumber and xmlSAX2GetColumnNumber give them; in a start
 *  tag's handler, just after its '>'. Both are 0 when the parser is not parsing. */
void l10n_xml_parser_position(const l10n_xml_parser *parser, int64_t *line, int64_t *column);

#ifdef __cplusplus
}
#endif

#endif /* CXMLSHIM_H */
