#ifndef GAPCHECK_CLIBXML2_SHIM_H
#define GAPCHECK_CLIBXML2_SHIM_H
#include <libxml/parser.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlIO.h>

/// `xmlFree` is a global function pointer, which Swift 6 treats as shared mutable state; call it here.
static inline void gapcheck_xmlFree(void *p) { xmlFree(p); }
#endif
