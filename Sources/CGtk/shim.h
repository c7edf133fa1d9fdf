#ifndef LATTICE_CGTK_SHIM_H
#define LATTICE_CGTK_SHIM_H
// The one C entry point of the GTK layer: GTK's headers plus small wrappers for the variadic functions and
// macros Swift cannot import.
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <malloc.h>
#include <libintl.h>
#include <locale.h>
#include <langinfo.h>

/// g_signal_connect_data with the closure's destroy notify (g_signal_connect is a macro).
static inline gulong lattice_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                            gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

/// The direction of the first strong character of `text` (what Pango's automatic direction gives a paragraph):
/// pango_find_base_dir, deprecated for the itemizer's own use but the one call that answers it.
// Emits `signal` on `instance` with one integer argument (an enum's value), as GObject's varargs emitter takes it.
static inline void lattice_signal_emit_int(gpointer instance, const char *signal, gint value) {
    g_signal_emit_by_name(instance, signal, value);
}

static inline PangoDirection lattice_text_base_direction(const char *text, int length) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    PangoDirection direction = pango_find_base_dir(text, length);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return direction;
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

/// A modal error dialog over `parent`: `primary` says what failed, `secondary` why (gtk_message_dialog_new and
/// gtk_message_dialog_format_secondary_text are variadic). Its Close button destroys it.
static inline GtkWidget *lattice_error_dialog_new(GtkWindow *parent, const char *primary, const char *secondary) {
    GtkWidget *dialog = gtk_message_dialog_new(parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                               GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, "%s", primary);
    gtk_message_dialog_format_secondary_text(GTK_MESSAGE_DIALOG(dialog), "%s", secondary);
    gtk_window_set_title(GTK_WINDOW(dialog), primary);   // what a window list and a screen reader name it by
    g_signal_connect(dialog, "response", G_CALLBACK(gtk_window_destroy), NULL);
    return dialog;
}

// GDK's X11 backend and cairo's Xlib surfaces, declared without X11's own headers (whose macros — Bool, Status,
// None — would leak into Swift): pointers and XIDs only, as the libraries define them.
GType gdk_x11_display_get_type(void);
void *gdk_x11_display_get_xdisplay(GdkDisplay *display);
void *gdk_x11_display_get_xscreen(GdkDisplay *display);
unsigned long gdk_x11_display_get_xrootwindow(GdkDisplay *display);
cairo_surface_t *cairo_xlib_surface_create_for_bitmap(void *display, unsigned long bitmap, void *screen,
                                                      int width, int height);

/// Whether `display` is GDK's X11 backend (GDK_IS_X11_DISPLAY is a macro).
static inline gboolean lattice_display_is_x11(GdkDisplay *display) {
    return display != NULL && G_TYPE_CHECK_INSTANCE_TYPE(display, gdk_x11_display_get_type());
}

/// On an X11 display, a 1×1 Xlib surface over the root window — something to make cairo's shared-memory images
/// on (`cairo_surface_create_similar_image`); NULL on other displays. Destroy it with cairo_surface_destroy.
static inline cairo_surface_t *lattice_x11_root_surface(GdkDisplay *display) {
    if (!lattice_display_is_x11(display)) return NULL;
    return cairo_xlib_surface_create_for_bitmap(gdk_x11_display_get_xdisplay(display),
                                                gdk_x11_display_get_xrootwindow(display),
                                                gdk_x11_display_get_xscreen(display), 1, 1);
}

// libdispatch's hooks for a run loop other than its own (exported by libdispatch.so; Foundation's RunLoop uses
// them): the main queue's wake-up handle — on Linux an eventfd that becomes readable when work is queued — and
// the call that runs what the main queue holds.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *message);

#endif
