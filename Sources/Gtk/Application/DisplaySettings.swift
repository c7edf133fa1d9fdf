internal import CGtk

/// GTK's settings for the default display (GtkSettings): the theme, the dark preference and the rest GTK reads
/// from XSETTINGS or settings.ini. Nothing to read before GTK is initialised.
@MainActor
public enum DisplaySettings {
    private static var settings: UnsafeMutablePointer<GObject>? {
        gtk_settings_get_default().map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObject.self) }
    }

    /// The string setting `name` (`"gtk-theme-name"`).
    public static func string(_ name: String) -> String? {
        guard let settings else { return nil }
        var value = GValue()
        g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING (a macro Swift cannot import)
        defer { g_value_unset(&value) }
        g_object_get_property(settings, name, &value)
        return g_value_get_string(&value).map { String(cString: $0) }
    }

    /// The boolean setting `name` (`"gtk-application-prefer-dark-theme"`).
    public static func bool(_ name: String) -> Bool {
        guard let settings else { return false }
        var value = GValue()
        g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN
        defer { g_value_unset(&value) }
        g_object_get_property(settings, name, &value)
        return g_value_get_boolean(&value) != 0
    }

    /// Sets the string setting `name` for this process.
    public static func set(_ name: String, to text: String) {
        guard let settings else { return }
        var value = GValue()
        g_value_init(&value, GType(16 << 2))
        g_value_set_string(&value, text)
        g_object_set_property(settings, name, &value)
        g_value_unset(&value)
    }

    /// Sets the boolean setting `name` for this process.
    public static func set(_ name: String, to flag: Bool) {
        guard let settings else { return }
        var value = GValue()
        g_value_init(&value, GType(5 << 2))
        g_value_set_boolean(&value, flag ? 1 : 0)
        g_object_set_property(settings, name, &value)
        g_value_unset(&value)
    }

    /// Runs `body` each time the setting `name` changes; false when there are no settings yet.
    @discardableResult
    public static func onChange(of name: String, _ body: @escaping @MainActor () -> Void) -> Bool {
        guard let settings else { return false }
        connectIgnoringArgument(settings, "notify::\(name)", body)
        return true
    }
}
