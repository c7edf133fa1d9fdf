#ifndef LATTICE_CGTK_SHIM_H
#define LATTICE_CGTK_SHIM_H
// The one C entry point of the GTK layer: GTK's headers plus small wrappers for the variadic functions and
// macros Swift cannot import.
#include <gtk/gtk.h>

/// g_signal_connect_data with the closure's destroy notify (g_signal_connect is a macro).
static inline gulong lattice_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                            gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

/// A drawing area created with an accessible role (the role is construct-only; g_object_new is variadic).
static inline GtkWidget *lattice_drawing_area_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", role, NULL));
}

#endif
