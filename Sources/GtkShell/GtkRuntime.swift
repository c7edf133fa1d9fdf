import CGtk

/// Facts about the GTK library the shell runs on.
public enum GtkRuntime {
    /// The GTK version linked at run time, e.g. "4.8.3".
    public static var version: String {
        "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
    }
}

extension GtkRuntime {
    /// Asks GTK's widgets for the dark (or light) style, as `gtk-application-prefer-dark-theme` does.
    /// Call after GTK is initialised.
    @MainActor
    public static func preferDarkStyle(_ dark: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        var value = GValue()
        g_value_init(&value, GType(5 << 2))   // G_TYPE_BOOLEAN (a macro Swift cannot import)
        g_value_set_boolean(&value, dark ? 1 : 0)
        g_object_set_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-application-prefer-dark-theme", &value)
        g_value_unset(&value)
    }
}
