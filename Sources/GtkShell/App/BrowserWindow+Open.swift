import CGtk

extension BrowserWindow {
    /// Open… (Ctrl+O): a file chooser for catalogues (the portal's when there is one); the chosen file opens
    /// through the application's "open" handler, in a window of its own, leaving this one as it is.
    func chooseFileToOpen() {
        let chooser = gtk_file_chooser_native_new("Open Catalogue", gtkCast(window), GTK_FILE_CHOOSER_ACTION_OPEN,
                                                  "_Open", "_Cancel")!
        let catalogues = gtk_file_filter_new()!
        gtk_file_filter_set_name(catalogues, "Catalogues")
        gtk_file_filter_add_pattern(catalogues, "*.json")
        gtk_file_filter_add_mime_type(catalogues, "application/json")
        gtk_file_chooser_add_filter(chooser, catalogues)
        let everything = gtk_file_filter_new()!
        gtk_file_filter_set_name(everything, "All Files")
        gtk_file_filter_add_pattern(everything, "*")
        gtk_file_chooser_add_filter(chooser, everything)
        g_object_unref(UnsafeMutableRawPointer(catalogues))
        g_object_unref(UnsafeMutableRawPointer(everything))

        let application = self.application
        let box = CallbackBox<Int32> { response in
            MainActor.assumeIsolated {
                defer { g_object_unref(UnsafeMutableRawPointer(chooser)) }   // the reference `new` gave us
                guard response == GTK_RESPONSE_ACCEPT.rawValue,
                      let file = gtk_file_chooser_get_file(chooser) else { return }
                defer { g_object_unref(UnsafeMutableRawPointer(file)) }
                guard let path = g_file_get_path(file) else { return }
                defer { g_free(path) }
                application.open(path: String(cString: path))
            }
        }
        // "response" passes (dialog, response id, user data).
        let onResponse: @convention(c) (gpointer?, Int32, gpointer?) -> Void = { _, response, data in
            CallbackBox<Int32>.from(data).body(response)
        }
        lattice_signal_connect(UnsafeMutableRawPointer(chooser), "response", unsafeBitCast(onResponse, to: GCallback.self),
                               box.retained, releaseCallbackBox)
        gtk_native_dialog_show(gtkCast(chooser, to: GtkNativeDialog.self))
    }
}
