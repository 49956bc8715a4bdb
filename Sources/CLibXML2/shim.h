// libxml2's HTML parser, for raw HTML in Markdown. Only the CHTMLTokens target includes it.
#include <libxml/HTMLparser.h>
