internal import CGtk

/// GTK's standard dialogs, each over a parent window and modal.
@MainActor
public enum Dialogs {
    /// What an About dialog says.
    public struct About: Sendable {
        /// The application's name.
        public var name: String
        /// Its version.
        public var version: String
        /// A sentence on what it does.
        public var comments: String
        /// Its icon's name.
        public var iconName: String

        /// The About dialog of `name` at `version`.
        public init(name: String, version: String, comments: String, iconName: String) {
            self.name = name
            self.version = version
            self.comments = comments
            self.iconName = iconName
        }
    }

    /// The About dialog (MIT licence) over `parent`.
    public static func showAbout(_ about: About, over parent: Window) {
        let dialog = Window(wrapping: gtk_about_dialog_new())
        gtk_about_dialog_set_program_name(dialog.opaque, about.name)
        gtk_about_dialog_set_version(dialog.opaque, about.version)
        gtk_about_dialog_set_comments(dialog.opaque, about.comments)
        gtk_about_dialog_set_logo_icon_name(dialog.opaque, about.iconName)
        gtk_about_dialog_set_license_type(dialog.opaque, GTK_LICENSE_MIT_X11)
        dialog.setTransient(for: parent, modal: true)
        dialog.present()
    }

    /// What `askText` asks: the dialog's title, the line above the entry, the entry's placeholder, and the
    /// affirmative button's label (GNOME's: a verb, "Connect").
    public struct TextRequest: Sendable {
        /// The dialog's title.
        public var title: String
        /// The line above the entry.
        public var prompt: String
        /// What the entry shows while empty (an example of what to type).
        public var placeholder: String
        /// The affirmative button's label, with a mnemonic.
        public var action: String

        /// A request for text.
        public init(title: String, prompt: String, placeholder: String, action: String) {
            self.title = title
            self.prompt = prompt
            self.placeholder = placeholder
            self.action = action
        }
    }

    /// A small modal dialog over `parent` asking for one line of text (GNOME Files' "Connect to Server": a
    /// header bar with Cancel and the affirmative action, a prompt and an entry): `done` gets the text, trimmed, when
    /// the user presses the action or Enter with something typed; nothing happens on Cancel or Escape.
    public static func askText(
        _ request: TextRequest, cancel: String, over parent: Window,
        done: @escaping @MainActor (String) -> Void
    ) {
        let dialog = Window()
        dialog.title = request.title
        dialog.defaultSize = (480, 1)
        let header = HeaderBar()
        gtk_header_bar_set_show_title_buttons(header.opaque, 0)
        let cancelButton = Button(label: cancel)
        let actionButton = Button(label: request.action)
        actionButton.addStyleClass("suggested-action")
        actionButton.isSensitive = false
        header.packStart(cancelButton)
        header.packEnd(actionButton)
        dialog.setTitleBar(header)
        let box = Box(.vertical, spacing: 6)
        box.setMargins(18)
        let prompt = Label(request.prompt)
        gtk_label_set_xalign(prompt.opaque, 0)
        prompt.addStyleClass("dim-label")
        let entry = Entry(placeholder: request.placeholder)
        box.append(prompt)
        box.append(entry)
        dialog.setChild(box)
        let submit: @MainActor () -> Void = { [weak dialog, entry] in
            let text = trimmed(entry.text)
            guard !text.isEmpty else { return }
            dialog?.destroy()
            done(text)
        }
        entry.onChanged { [actionButton] text in actionButton.isSensitive = !trimmed(text).isEmpty }
        entry.onActivate(submit)
        actionButton.onClicked(submit)
        cancelButton.onClicked { [weak dialog] in dialog?.destroy() }
        dialog.addShortcut("Escape") { [weak dialog] in dialog?.destroy() }
        dialog.setTransient(for: parent, modal: true)
        dialog.present()
        entry.grabFocus()
    }

    /// The window GtkBuilder XML `interface` defines as `id` (a GtkShortcutsWindow), over `parent`; false when
    /// the XML defines no such window.
    @discardableResult
    public static func showBuilt(_ interface: String, id: String, over parent: Window) -> Bool {
        let builder = gtk_builder_new_from_string(interface, -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, id),
            g_type_check_instance_is_a(
                UnsafeMutableRawPointer(object).assumingMemoryBound(to: GTypeInstance.self),
                gtk_window_get_type()) != 0
        else { return false }
        let window = Window(wrapping: UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self))
        window.setTransient(for: parent, modal: true)
        window.present()
        return true
    }

    /// Files a file chooser offers: a name for its filter ("Data Files") and the files' extensions (`csv`,
    /// matched without regard to case).
    public struct FileFilter: Sendable, Hashable {
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

    /// Asks for a file to open (or a folder when `folder`) with the desktop's chooser (the portal's when there is
    /// one), offering `filter` first when given and then every file; `chosen` gets the path chosen, and is not
    /// called when the user cancels.
    public static func chooseFile(
        title: String, folder: Bool, filter: FileFilter?, over parent: Window,
        chosen: @escaping @MainActor (String) -> Void
    ) {
        let chooser = gtk_file_chooser_native_new(
            title, parent.pointer(as: GtkWindow.self),
            folder ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER : GTK_FILE_CHOOSER_ACTION_OPEN,
            trGtk("_Open"), trGtk("_Cancel"))!
        if !folder {
            if let filter {
                let openable = gtk_file_filter_new()!
                gtk_file_filter_set_name(openable, filter.name)
                for suffix in filter.extensions { gtk_file_filter_add_suffix(openable, suffix) }
                gtk_file_chooser_add_filter(chooser, openable)
                g_object_unref(UnsafeMutableRawPointer(openable))
            }
            let everything = gtk_file_filter_new()!
            // TRANSLATORS: the file chooser's filter that shows every file.
            gtk_file_filter_set_name(everything, trGtk("All Files"))
            gtk_file_filter_add_pattern(everything, "*")
            gtk_file_chooser_add_filter(chooser, everything)
            g_object_unref(UnsafeMutableRawPointer(everything))
        }
        connectSignal(UnsafeMutableRawPointer(chooser), "response") { (response: Int32) -> Void in
            defer { g_object_unref(UnsafeMutableRawPointer(chooser)) }  // the reference `new` gave
            guard response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser) else {
                return
            }
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            guard let path = g_file_get_path(file) else { return }
            defer { g_free(path) }
            chosen(String(cString: path))
        }
        gtk_native_dialog_show(gtkCast(chooser, to: GtkNativeDialog.self))
    }

    /// Offers the applications that open the file at `path` (GTK's application chooser, with "View All
    /// Applications" and search), then launches the one chosen with it; `failed` gets GLib's reason when the
    /// launch fails.
    public static func openWith(path: String, over parent: Window, failed: @escaping @MainActor (String) -> Void) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        let flags = GtkDialogFlags(rawValue: GTK_DIALOG_MODAL.rawValue | GTK_DIALOG_DESTROY_WITH_PARENT.rawValue)
        let dialog = gtk_app_chooser_dialog_new(parent.pointer(as: GtkWindow.self), flags, file)!
        connectSignal(UnsafeMutableRawPointer(dialog), "response") { (response: Int32) -> Void in
            defer { gtk_window_destroy(gtkCast(dialog, to: GtkWindow.self)) }
            guard response == GTK_RESPONSE_OK.rawValue, let info = gtk_app_chooser_get_app_info(OpaquePointer(dialog))
            else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(info)) }
            let launched = g_file_new_for_path(path)
            defer { g_object_unref(UnsafeMutableRawPointer(launched)) }
            let files = g_list_append(nil, UnsafeMutableRawPointer(launched))
            defer { g_list_free(files) }
            if let reason = GLibError.reason(
                ifFailing: { g_app_info_launch(info, files, nil, $0) },
                otherwise: trGtk("The application could not be started."))
            {
                failed(reason)
            }
        }
        gtk_window_present(gtkCast(dialog, to: GtkWindow.self))
    }
}

/// `text` without the spaces around it.
private func trimmed(_ text: String) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
}
