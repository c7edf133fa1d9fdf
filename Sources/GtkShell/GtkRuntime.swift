import CGtk

/// Facts about the GTK library the shell runs on.
public enum GtkRuntime {
    /// The GTK version linked at run time, e.g. "4.8.3".
    public static var version: String {
        "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
    }
}
