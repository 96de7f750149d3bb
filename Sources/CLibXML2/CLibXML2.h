/* The system libxml2 (Debian: libxml2-dev), found with pkg-config libxml-2.0. Only CXMLShim's .c file includes
 * libxml2's headers; no Swift file imports this module (see CXMLShim.h). */
#include <libxml/parser.h>
