/* XML reading over libxml2's push parser and SAX2 handlers, with XML_PARSE_HUGE. */
#include "CXMLShim.h"

#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/globals.h>
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

/* The structured error handler takes a const error from libxml2 2.12 on. */
#if LIBXML_VERSION >= 21200
typedef const xmlError *l10n_xml_error_ptr;
#else
typedef xmlErrorPtr l10n_xml_error_ptr;
#endif

/* The largest piece pushed at once: xmlParseChunk takes an int, and pieces keep libxml2's copy of the input
 * small (it drops what it has read). */
#define L10N_XML_CHUNK ((size_t)64 << 20)

struct l10n_xml_parser {
    xmlSAXHandler sax;
    l10n_xml_handlers handlers;
    /* The caller's context and libxml2's parser context, during l10n_xml_parser_parse only. */
    void *context;
    xmlParserCtxtPtr ctxt;
    int stopped;
    /* Whether the error handler runs: libxml2 may raise an error while it converts input, and halting the parser
     * then frees the buffer it is converting (a crash, found with a UTF-16 file holding a lone surrogate). */
    int in_error_handler;
};

static pthread_once_t l10n_xml_init_once = PTHREAD_ONCE_INIT;

static void l10n_xml_init(void) {
    xmlInitParser();
}

static void l10n_xml_start_element(void *user, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri,
                                   int namespace_count, const xmlChar **namespaces, int attribute_count,
                                   int defaulted_count, const xmlChar **attributes) {
    (void)namespace_count;
    (void)namespaces;
    (void)defaulted_count;
    l10n_xml_parser *parser = (l10n_xml_parser *)user;
    if (parser == NULL || parser->stopped || local_name == NULL) {
        return;
    }
    parser->handlers.start_element(parser->context, local_name, prefix, uri, attribute_count < 0 ? 0 : attribute_count,
                                   (const uint8_t *const *)attributes);
}

static void l10n_xml_end_element(void *user, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri) {
    (void)local_name;
    (void)prefix;
    (void)uri;
    l10n_xml_parser *parser = (l10n_xml_parser *)user;
    if (parser == NULL || parser->stopped) {
        return;
    }
    parser->handlers.end_element(parser->context);
}

static void l10n_xml_text(void *user, const xmlChar *bytes, int length) {
    l10n_xml_parser *parser = (l10n_xml_parser *)user;
    if (parser == NULL || parser->stopped || bytes == NULL || length <= 0) {
        return;
    }
    parser->handlers.text(parser->context, bytes, length);
}

static void l10n_xml_structured_error(void *user, l10n_xml_error_ptr error) {
    l10n_xml_parser *parser = (l10n_xml_parser *)user;
    if (parser == NULL || parser->stopped || error == NULL) {
        return;
    }
    parser->in_error_handler = 1;
    parser->handlers.error(parser->context, error->code, error->level == XML_ERR_WARNING);
    parser->in_error_handler = 0;
}

l10n_xml_parser *l10n_xml_parser_open(const l10n_xml_handlers *handlers) {
    if (handlers == NULL || handlers->start_element == NULL || handlers->end_element == NULL ||
        handlers->text == NULL || handlers->error == NULL) {
        return NULL;
    }
    pthread_once(&l10n_xml_init_once, l10n_xml_init);
    l10n_xml_parser *parser = (l10n_xml_parser *)calloc(1, sizeof(l10n_xml_parser));
    if (parser == NULL) {
        return NULL;
    }
    parser->handlers = *handlers;
    /* Only what the reader needs: no getEntity (so no entity but the five predefined ones is ever found or
     * expanded), no entity or DTD declarations, no external subset, no resolver. */
    parser->sax.initialized = XML_SAX2_MAGIC;
    parser->sax.startElementNs = l10n_xml_start_element;
    parser->sax.endElementNs = l10n_xml_end_element;
    parser->sax.characters = l10n_xml_text;
    /* The same function as characters: libxml2 then never takes white space for ignorable. */
    parser->sax.ignorableWhitespace = l10n_xml_text;
    parser->sax.cdataBlock = l10n_xml_text;
    parser->sax.serror = l10n_xml_structured_error;
    return parser;
}

void l10n_xml_parser_close(l10n_xml_parser *parser) {
    if (parser != NULL && parser->ctxt == NULL) {
        free(parser);
    }
}

int32_t l10n_xml_parser_parse(l10n_xml_parser *parser, const uint8_t *bytes, size_t length, void *context) {
    if (parser == NULL || parser->ctxt != NULL || (bytes == NULL && length > 0)) {
        return XML_ERR_INTERNAL_ERROR;
    }
    /* The first four bytes tell libxml2 the encoding (a byte order mark, or '<?xm' in UTF-16 or UTF-8). */
    size_t head = length < 4 ? length : 4;
    parser->context = context;
    parser->stopped = 0;
    xmlStructuredErrorFunc previous_handler = xmlStructuredError;
    void *previous_context = xmlStructuredErrorContext;
    xmlSetStructuredErrorFunc(parser, (xmlStructuredErrorFunc)l10n_xml_structured_error);
    xmlParserCtxtPtr ctxt = xmlCreatePushParserCtxt(&parser->sax, parser, (const char *)bytes, (int)head, NULL);
    if (ctxt == NULL) {
        xmlSetStructuredErrorFunc(previous_context, previous_handler);
        parser->context = NULL;
        return XML_ERR_NO_MEMORY;
    }
    /* xmlCtxtUseOptions returns the options it does not know; all three are known since libxml2 2.7.
     * XML_PARSE_NOENT makes libxml2 hand over attribute values with their references replaced (without it, '&'
     * comes as "&#38;"), as Foundation's XMLParser asked too. It cannot expand any other entity: without an
     * entityDecl or getEntity handler no entity is ever declared, so a reference to one is an undeclared entity;
     * and without an externalSubset handler no DTD is loaded. */
    int unknown = xmlCtxtUseOptions(ctxt, XML_PARSE_HUGE | XML_PARSE_NOENT | XML_PARSE_NONET);
    int result = unknown == 0 ? XML_ERR_OK : XML_ERR_INTERNAL_ERROR;
    int terminated = 0;
    parser->ctxt = ctxt;
    size_t offset = head;
    while (unknown == 0) {
        size_t piece = length - offset < L10N_XML_CHUNK ? length - offset : L10N_XML_CHUNK;
        terminated = offset + piece == length;
        result = xmlParseChunk(ctxt, piece > 0 ? (const char *)bytes + offset : NULL, (int)piece, terminated);
        offset += piece;
        /* A warning sets the result too, so only a halted parser (a fatal error, or stopped) ends early. */
        if (terminated || parser->stopped || ctxt->instate == XML_PARSER_EOF) {
            break;
        }
    }
    /* As Foundation's XMLParser: the end of the document, reached when terminating, is no error. */
    if (result == XML_ERR_DOCUMENT_END && terminated) {
        result = XML_ERR_OK;
    }
    parser->ctxt = NULL;
    xmlFreeParserCtxt(ctxt);
    xmlSetStructuredErrorFunc(previous_context, previous_handler);
    parser->context = NULL;
    return result;
}

void l10n_xml_parser_stop(l10n_xml_parser *parser) {
    if (parser == NULL || parser->ctxt == NULL) {
        return;
    }
    parser->stopped = 1;
    /* From the error handler, only the flag: the handlers hear nothing more, and the parse ends after the current
     * piece (see in_error_handler). */
    if (!parser->in_error_handler) {
        xmlStopParser(parser->ctxt);
    }
}

void l10n_xml_parser_position(const l10n_xml_parser *parser, int64_t *line, int64_t *column) {
    if (line != NULL) {
        *line = parser != NULL && parser->ctxt != NULL ? xmlSAX2GetLineNumber(parser->ctxt) : 0;
    }
    if (column != NULL) {
        *column = parser != NULL && parser->ctxt != NULL ? xmlSAX2GetColumnNumber(parser->ctxt) : 0;
    }
}
