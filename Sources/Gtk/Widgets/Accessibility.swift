import CGtk

/// Names `widget` for assistive technologies.
@MainActor
package func setAccessibleLabel(_ label: String, of widget: UnsafeMutablePointer<GtkWidget>) {
    var value = GValue()
    g_value_init(&value, GType(16 << 2))   // G_TYPE_STRING (a macro Swift cannot import)
    g_value_set_string(&value, label)
    var property = GTK_ACCESSIBLE_PROPERTY_LABEL
    gtk_accessible_update_property_value(OpaquePointer(widget), 1, &property, &value)
    g_value_unset(&value)
}

/// Sets a "boolean or undefined" state (SELECTED, EXPANDED). GTK collects those from an int GValue
/// (−1 is undefined), not a boolean one.
@MainActor
package func setAccessibleState(_ state: GtkAccessibleState, _ on: Bool, of widget: UnsafeMutablePointer<GtkWidget>) {
    var value = GValue()
    g_value_init(&value, GType(6 << 2))   // G_TYPE_INT (a macro Swift cannot import)
    g_value_set_int(&value, on ? 1 : 0)
    var state = state
    gtk_accessible_update_state_value(OpaquePointer(widget), 1, &state, &value)
    g_value_unset(&value)
}
