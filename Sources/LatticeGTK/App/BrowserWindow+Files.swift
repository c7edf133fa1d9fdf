import CGtk

extension BrowserWindow {
    /// Puts the files at `paths` on the clipboard as Files does, so pasting in a file manager copies them and
    /// pasting in a text field gives their paths: a URI list, GNOME's copied-files list, and the paths as text.
    public func copyFiles(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        let uris = paths.compactMap(FileList.uri(ofPath:))
        let forms: [(mime: String, text: String)] = [
            ("text/uri-list", uris.map { $0 + "\r\n" }.joined()),
            ("x-special/gnome-copied-files", (["copy"] + uris).joined(separator: "\n")),
            ("text/plain;charset=utf-8", paths.joined(separator: "\n")),
        ]
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = forms.map { form in
            let bytes = Array(form.text.utf8)
            let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(data) }
            return gdk_content_provider_new_for_bytes(form.mime, data)
        }
        let union = providers.withUnsafeMutableBufferPointer { gdk_content_provider_new_union($0.baseAddress, gsize($0.count)) }
        gdk_clipboard_set_content(gtk_widget_get_clipboard(window), union)
        g_object_unref(UnsafeMutableRawPointer(union))   // the union took the providers; the clipboard holds it
    }

    /// Offers the applications that open the file at `path` (GTK's application chooser, with its "View All
    /// Applications" and search), then opens it with the one chosen; a launch that fails says why in a dialog.
    public func openWith(path: String) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        let dialog = gtk_app_chooser_dialog_new(gtkCast(window), GtkDialogFlags(rawValue: GTK_DIALOG_MODAL.rawValue | GTK_DIALOG_DESTROY_WITH_PARENT.rawValue), file)!
        let name = Self.labelText(path.split(separator: "/").last.map(String.init) ?? path)
        connect(UnsafeMutableRawPointer(dialog), "response") { [weak self] (response: Int32) in
            defer { gtk_window_destroy(gtkCast(dialog, to: GtkWindow.self)) }
            guard response == GTK_RESPONSE_OK.rawValue,
                  let info = gtk_app_chooser_get_app_info(OpaquePointer(dialog)) else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(info)) }
            let launched = g_file_new_for_path(path)
            defer { g_object_unref(UnsafeMutableRawPointer(launched)) }
            let files = g_list_append(nil, UnsafeMutableRawPointer(launched))
            defer { g_list_free(files) }
            var error: UnsafeMutablePointer<GError>?
            if g_app_info_launch(info, files, nil, &error) == 0 {
                let reason = error.map { String(cString: $0.pointee.message) } ?? "The application could not be started."
                if let error { g_error_free(error) }
                self?.showError("Could not open “\(name)”", detail: reason)
            }
        }
        gtk_window_present(gtkCast(dialog, to: GtkWindow.self))
    }

    /// Shows the files at `paths` in the file manager, selected in their folder (the freedesktop
    /// `FileManager1.ShowItems` call Files answers); without one on the session bus, opens the first one's folder.
    public func showInFileManager(_ paths: [String]) {
        let uris = paths.compactMap(FileList.uri(ofPath:))
        guard let first = paths.first, !uris.isEmpty else { return }
        let folder = String(first[..<(first.lastIndex(of: "/") ?? first.startIndex)])
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return showFile(path: folder.isEmpty ? "/" : folder) }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        var cStrings = uris.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        let list = cStrings.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { g_variant_new_strv($0.baseAddress, gssize($0.count)) }
        }
        var children: [OpaquePointer?] = [list, g_variant_new_string("")]
        let parameters = children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
        let box = CallbackBox<OpaquePointer?> { [weak self] result in
            MainActor.assumeIsolated {
                defer { g_object_unref(UnsafeMutableRawPointer(bus)) }   // the reference taken for the call
                guard let self else { return }
                var error: UnsafeMutablePointer<GError>?
                if let reply = g_dbus_connection_call_finish(bus, result, &error) {
                    g_variant_unref(reply)
                } else {
                    if let error { g_error_free(error) }
                    self.showFile(path: folder.isEmpty ? "/" : folder)   // no file manager answers: its folder
                }
            }
        }
        let done: GAsyncReadyCallback = { _, result, data in
            Unmanaged<CallbackBox<OpaquePointer?>>.fromOpaque(data!).takeRetainedValue().body(result)
        }
        g_object_ref(UnsafeMutableRawPointer(bus))   // held until the reply
        g_dbus_connection_call(bus, "org.freedesktop.FileManager1", "/org/freedesktop/FileManager1",
                               "org.freedesktop.FileManager1", "ShowItems", parameters, nil, G_DBUS_CALL_FLAGS_NONE,
                               5000, nil, done, box.retained)
    }
}
