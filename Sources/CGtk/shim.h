#ifndef LATTICE_CGTK_SHIM_H
#define LATTICE_CGTK_SHIM_H
// The one C entry point of the GTK layer. Wrappers for variadic functions and macros that Swift
// cannot import are added here as static inline functions when GtkShell needs them.
#include <gtk/gtk.h>
#endif
