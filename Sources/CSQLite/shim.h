#ifndef LATTICE_CSQLITE_SHIM_H
#define LATTICE_CSQLITE_SHIM_H
// libsqlite3 (Debian's libsqlite3-dev), for the Catalog target's read-only SQLite tables.
#include <sqlite3.h>

/// SQLITE_TRANSIENT (a macro casting -1 to a function pointer, which Swift cannot import): SQLite copies the text.
static inline sqlite3_destructor_type lattice_sqlite_transient(void) { return SQLITE_TRANSIENT; }

#endif
