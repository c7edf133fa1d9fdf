#ifndef LATTICE_CGTK_SHIM_H
#define LATTICE_CGTK_SHIM_H
// The one C entry point of the GTK layer: GTK's headers plus small wrappers for the variadic functions and
// macros Swift cannot import.
#include <gtk/gtk.h>
#include <malloc.h>

/// g_signal_connect_data with the closure's destroy notify (g_signal_connect is a macro).
static inline gulong lattice_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                            gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

/// A widget of `type` created with an accessible role (the role is construct-only; g_object_new is variadic).
static inline GtkWidget *lattice_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

/// Checks a boolean accessible state (gtk_test_accessible_check_state is variadic): NULL when it holds,
/// else a description to free with g_free.
static inline char *lattice_accessible_check_boolean_state(GtkAccessible *accessible, GtkAccessibleState state,
                                                           gboolean expected) {
    return gtk_test_accessible_check_state(accessible, state, expected);
}

/// Checks a string accessible property such as the label: NULL when it holds, else a description to free.
static inline char *lattice_accessible_check_string_property(GtkAccessible *accessible,
                                                             GtkAccessibleProperty property, const char *expected) {
    return gtk_test_accessible_check_property(accessible, property, expected);
}

#endif
