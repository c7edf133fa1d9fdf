import CGtk

/// The kind of file an application opens: a name for the chooser's filter ("Catalogues") and the extensions of
/// the files (`csv`, matched without regard to case).
public struct OpenableFiles: Sendable, Hashable {
    /// The filter's name in the chooser.
    public var name: String
    /// The files' extensions, without the dot.
    public var extensions: [String]

    /// Files called `name` whose names end in one of `extensions`.
    public init(name: String, extensions: [String]) {
        self.name = name
        self.extensions = extensions
    }
}

extension BrowserWindow {
    /// Open… (Ctrl+O) and Open Folder… (Shift+Ctrl+O): a file chooser (the portal's when there is one) offering
    /// `openableFiles` first when the application names them, or one choosing a folder; the choice opens through the application's "open"
    /// handler, in a window of its own, leaving this one as it is.
    func chooseToOpen(folder: Bool) {
        let chooser = gtk_file_chooser_native_new(folder ? "Open Folder" : "Open File", gtkCast(window),
                                                  folder ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER : GTK_FILE_CHOOSER_ACTION_OPEN,
                                                  "_Open", "_Cancel")!
        if !folder {
            if let openableFiles {
                let openable = gtk_file_filter_new()!
                gtk_file_filter_set_name(openable, openableFiles.name)
                for suffix in openableFiles.extensions { gtk_file_filter_add_suffix(openable, suffix) }
                gtk_file_chooser_add_filter(chooser, openable)
                g_object_unref(UnsafeMutableRawPointer(openable))
            }
            let everything = gtk_file_filter_new()!
            gtk_file_filter_set_name(everything, "All Files")
            gtk_file_filter_add_pattern(everything, "*")
            gtk_file_chooser_add_filter(chooser, everything)
            g_object_unref(UnsafeMutableRawPointer(everything))
        }

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
