internal import CGtk

/// A display's clipboard (GdkClipboard): what Copy puts there.
@MainActor
public struct Clipboard {
    let clipboard: OpaquePointer

    init(_ clipboard: OpaquePointer) { self.clipboard = clipboard }

    /// Puts `text` on the clipboard.
    public func setText(_ text: String) { gdk_clipboard_set_text(clipboard, text) }

    /// Puts the files at `paths` on the clipboard as Files does, so pasting in a file manager copies them and
    /// pasting in a text field gives their paths: a URI list, GNOME's copied-files list, and the paths as text.
    public func setFiles(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        let uris = paths.compactMap(FileList.uri(ofPath:))
        let forms: [(mime: String, text: String)] = [
            ("text/uri-list", uris.map { $0 + "\r\n" }.joined()),
            ("x-special/gnome-copied-files", (["copy"] + uris).joined(separator: "\n")),
            ("text/plain;charset=utf-8", paths.joined(separator: "\n"))
        ]
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = forms.map { form in
            let bytes = Array(form.text.utf8)
            let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(data) }
            return gdk_content_provider_new_for_bytes(form.mime, data)
        }
        let union = providers.withUnsafeMutableBufferPointer {
            gdk_content_provider_new_union($0.baseAddress, gsize($0.count))
        }
        gdk_clipboard_set_content(clipboard, union)
        g_object_unref(UnsafeMutableRawPointer(union))  // the union took the providers; the clipboard holds it
    }
}

extension Widget {
    /// Files dropped on the widget (from a file manager): `body` gets their local paths (remote files are left
    /// out) and the drop is taken when there is one.
    public func onDropFiles(_ body: @escaping @MainActor ([String]) -> Void) {
        let target = gtk_drop_target_new(gdk_file_list_get_type(), GDK_ACTION_COPY)!
        let box = CallbackBox<[String]> { paths in MainActor.assumeIsolated { body(paths) } }
        // "drop" passes (target, const GValue *value, x, y, user data) and returns whether the drop was taken.
        let onDrop: @convention(c) (OpaquePointer?, UnsafePointer<GValue>?, Double, Double, gpointer?) -> gboolean = {
            _, value, _, _, data in
            guard let value, let list = g_value_get_boxed(value) else { return 0 }
            let paths = FileList.paths(OpaquePointer(list))
            guard !paths.isEmpty else { return 0 }
            CallbackBox<[String]>.from(data).body(paths)
            return 1
        }
        lattice_signal_connect(
            UnsafeMutableRawPointer(target), "drop", unsafeBitCast(onDrop, to: GCallback.self),
            box.retained, releaseCallbackBox)
        gtk_widget_add_controller(widget, target)
    }
}

/// CSS for the whole display (GtkCssProvider at application priority).
@MainActor
public enum StyleSheet {
    /// Adds `css` to every window of the default display.
    public static func add(_ css: String) {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
