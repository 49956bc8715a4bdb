// The library's headers are C++: nothing here for C or Swift to import.
#ifdef __cplusplus
#include <srchilite/sourcehighlighter.h>
#endif
