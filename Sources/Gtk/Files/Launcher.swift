internal import CGtk

/// Opening files the desktop's way: with the default application for their type, or shown in the file
/// manager.
@MainActor
public enum Launcher {
    /// Opens the file at `path` with the desktop's default application for its type; `failed` gets the reason
    /// when none can start it (no application handles the type, or it fails to launch).
    public static func open(path: String, from window: Window, failed: @escaping @MainActor (String) -> Void) {
        guard let uri = FileList.uri(ofPath: path) else { return failed(trGtk("The path has no URI.")) }
        let box = CallbackBox<OpaquePointer?> { result in
            MainActor.assumeIsolated {
                if let reason = GLibError.reason(
                    ifFailing: { gtk_show_uri_full_finish(window.pointer(as: GtkWindow.self), result, $0) },
                    otherwise: trGtk("The application could not be started."))
                {
                    failed(reason)
                }
            }
        }
        let done: GAsyncReadyCallback = { _, result, data in
            CallbackBox<OpaquePointer?>.take(data).body(result)
        }
        gtk_show_uri_full(window.pointer(as: GtkWindow.self), uri, 0, nil, done, box.retained)  // 0: GDK_CURRENT_TIME
    }

    /// Shows the files at `paths` in the file manager, selected in their folder (the freedesktop
    /// `FileManager1.ShowItems` call Files answers); `unanswered` runs when no file manager on the session bus
    /// takes the call (open the folder another way then).
    public static func showInFileManager(_ paths: [String], unanswered: @escaping @MainActor () -> Void) {
        let uris = paths.compactMap(FileList.uri(ofPath:))
        guard !uris.isEmpty else { return }
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return unanswered() }
        var cStrings = uris.map { strdup($0) }
        defer { for string in cStrings { free(string) } }
        let list = cStrings.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) {
                g_variant_new_strv($0.baseAddress, gssize($0.count))
            }
        }
        var children: [OpaquePointer?] = [list, g_variant_new_string("")]
        let parameters = children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
        let box = CallbackBox<OpaquePointer?> { result in
            MainActor.assumeIsolated {
                defer { g_object_unref(UnsafeMutableRawPointer(bus)) }  // the reference g_bus_get_sync gave
                var error: UnsafeMutablePointer<GError>?
                if let reply = g_dbus_connection_call_finish(bus, result, &error) {
                    g_variant_unref(reply)
                } else {
                    if let error { g_error_free(error) }
                    unanswered()
                }
            }
        }
        let done: GAsyncReadyCallback = { _, result, data in
            CallbackBox<OpaquePointer?>.take(data).body(result)
        }
        g_dbus_connection_call(
            bus, "org.freedesktop.FileManager1", "/org/freedesktop/FileManager1",
            "org.freedesktop.FileManager1", "ShowItems", parameters, nil, G_DBUS_CALL_FLAGS_NONE,
            5000, nil, done, box.retained)
    }
}
