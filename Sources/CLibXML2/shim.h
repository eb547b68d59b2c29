#ifndef GAPCHECK_CLIBXML2_SHIM_H
#define GAPCHECK_CLIBXML2_SHIM_H
/* Debian's libxml2 is built with ICU, so <libxml/encoding.h> includes <unicode/ucnv.h>. ICU's headers
 * then clash with the copy Foundation carries (`'UErrorCode' has different definitions in different
 * modules`) in any Swift module that sees both. gapcheck never touches the ICU fields of
 * xmlCharEncodingHandler (it only parses UTF-8 buffers), so keep ICU out of this module. */
#include <libxml/xmlversion.h>
#ifdef LIBXML_ICU_ENABLED
#undef LIBXML_ICU_ENABLED
#endif
#include <libxml/parser.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlIO.h>

/// `xmlFree` is a global function pointer, which Swift 6 treats as shared mutable state; call it here.
static inline void gapcheck_xmlFree(void *p) { xmlFree(p); }
#endif
