#ifndef LATTICE_CLIBPQ_SHIM_H
#define LATTICE_CLIBPQ_SHIM_H
// libpq (Debian's libpq-dev), PostgreSQL's own client library: connection URIs, service files, .pgpass, TLS,
// SCRAM and GSSAPI as psql reads them, and cancel requests. Only the PostgreSQLSource target imports it.
#include <libpq-fe.h>
#endif
