import CGtk

extension BrowserWindow {
    /// The primary menu (F10): Open…, Open Folder…, Keyboard Shortcuts, About and Quit, as application actions with accelerators.
    func installPrimaryMenu(application: ApplicationHandle, in slot: UnsafeMutablePointer<GtkWidget>, about: AboutInfo) {
        let app = application.pointer
        let menu = g_menu_new()!
        let openSection = g_menu_new()!
        g_menu_append(openSection, "_Open…", "app.open")
        g_menu_append(openSection, "Open _Folder…", "app.open-folder")
        g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(openSection))
        let section = g_menu_new()!
        g_menu_append(section, "_Keyboard Shortcuts", "app.shortcuts")
        g_menu_append(section, "_About \(about.name)", "app.about")
        g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(section))
        let quitSection = g_menu_new()!
        g_menu_append(quitSection, "_Quit", "app.quit")
        g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(quitSection))

        let button = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(gtkOpaque(button), "open-menu-symbolic")
        gtk_menu_button_set_menu_model(gtkOpaque(button), UnsafeMutablePointer<GMenuModel>(menu))
        gtk_menu_button_set_primary(gtkOpaque(button), 1)
        BrowserWindow.describe(button, name: "Main Menu", shortcut: "F10")
        gtk_box_append(gtkCast(slot), button)
        g_object_unref(UnsafeMutableRawPointer(menu))
        g_object_unref(UnsafeMutableRawPointer(section))
        g_object_unref(UnsafeMutableRawPointer(openSection))
        g_object_unref(UnsafeMutableRawPointer(quitSection))

        addAction("quit", to: app, accelerator: "<Control>q") { g_application_quit(UnsafeMutablePointer<GApplication>(OpaquePointer(app))) }
        addAction("open", to: app, accelerator: "<Control>o") { [weak self] in self?.chooseToOpen(folder: false) }
        addAction("open-folder", to: app, accelerator: "<Shift><Control>o") { [weak self] in self?.chooseToOpen(folder: true) }
        addAction("about", to: app, accelerator: nil) { [weak self] in self?.showAbout(about) }
        addAction("shortcuts", to: app, accelerator: "<Control>question") { [weak self] in self?.showShortcuts() }
    }

    private func addAction(_ name: String, to app: UnsafeMutablePointer<GtkApplication>, accelerator: String?,
                           _ body: @escaping @MainActor () -> Void) {
        let action = makeAction(name, body)
        g_action_map_add_action(OpaquePointer(app), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        if let accelerator {
            let accels: [UnsafePointer<CChar>?] = [UnsafePointer(strdup(accelerator)), nil]
            gtk_application_set_accels_for_action(app, "app.\(name)", accels)
            free(UnsafeMutablePointer(mutating: accels[0]))
        }
    }

    private func showAbout(_ about: AboutInfo) {
        let dialog = gtk_about_dialog_new()!
        let typed: OpaquePointer = gtkOpaque(dialog)
        gtk_about_dialog_set_program_name(typed, about.name)
        gtk_about_dialog_set_version(typed, about.version)
        gtk_about_dialog_set_comments(typed, about.comments)
        gtk_about_dialog_set_logo_icon_name(typed, about.iconName)
        gtk_about_dialog_set_license_type(typed, GTK_LICENSE_MIT_X11)
        gtk_window_set_transient_for(gtkCast(dialog), gtkCast(window))
        gtk_window_set_modal(gtkCast(dialog), 1)
        gtk_window_present(gtkCast(dialog))
    }

    private func showShortcuts() {
        let builder = gtk_builder_new_from_string(Self.shortcutsInterface(extraGroups), -1)!
        if let object = gtk_builder_get_object(builder, "shortcuts") {
            let shortcuts = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWindow.self)
            gtk_window_set_transient_for(shortcuts, gtkCast(window))
            gtk_window_present(shortcuts)
        }
        g_object_unref(UnsafeMutableRawPointer(builder))
    }

    /// The shortcuts every window has: general keys, the view, and selection.
    static let standardGroups = [
        ShortcutGroup("General", [
            ("Show or hide the sidebar", "F9"), ("Open a file", "<Control>o"), ("Open a folder", "<Shift><Control>o"),
            ("Main menu", "F10"), ("Search", "<Control>f"), ("Keyboard shortcuts", "<Control>question"),
            ("Quit", "<Control>q"),
        ]),
        ShortcutGroup("View", [
            ("List view", "<Control>1"), ("Grid view", "<Control>2"), ("Columns view", "<Control>3"),
            ("Zoom in and out", "<Control>plus <Control>minus"),
            ("Reset zoom", "<Control>0"),
        ]),
        ShortcutGroup("Selection", [
            ("Move the cursor", "Up Down Left Right"), ("First and last item", "Home End"), ("Select all", "<Control>a"),
            ("Select none", "<Shift><Control>a"), ("Open the item", "Return"), ("Context menu", "Menu <Shift>F10"),
        ]),
    ]

    /// The Keyboard Shortcuts window (GNOME's standard layout): the standard groups, then `extra` (what the
    /// window's content adds), as GtkBuilder XML.
    static func shortcutsInterface(_ extra: [ShortcutGroup]) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let groups = (standardGroups + extra).map { group in
            let shortcuts = group.shortcuts.map { shortcut in
                "<child><object class=\"GtkShortcutsShortcut\"><property name=\"title\">\(escaped(shortcut.title))</property>"
                    + "<property name=\"accelerator\">\(escaped(shortcut.accelerator))</property></object></child>"
            }
            return "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escaped(group.title))</property>"
                + shortcuts.joined() + "</object></child>"
        }
        return "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>"
            + "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">viewer</property>"
            + groups.joined() + "</object></child></object></interface>"
    }
}

/// A titled group of the Keyboard Shortcuts window: each shortcut's title and its accelerators in GTK's syntax,
/// several separated by spaces (`"<Control>plus <Control>minus"`).
public struct ShortcutGroup: Sendable, Equatable {
    /// The group's title.
    public var title: String
    /// The shortcuts, in order.
    public var shortcuts: [Shortcut]

    /// One shortcut: what it does and its keys.
    public struct Shortcut: Sendable, Equatable {
        /// What it does.
        public var title: String
        /// Its keys in GTK's accelerator syntax.
        public var accelerator: String
    }

    /// A group of `shortcuts`, each a title and its accelerators.
    public init(_ title: String, _ shortcuts: [(String, String)]) {
        self.title = title
        self.shortcuts = shortcuts.map { Shortcut(title: $0.0, accelerator: $0.1) }
    }
}

/// What the About dialog says.
public struct AboutInfo: Sendable {
    public var name: String
    public var version: String
    public var comments: String
    public var iconName: String

    /// Creates about information.
    public init(name: String, version: String, comments: String, iconName: String) {
        self.name = name
        self.version = version
        self.comments = comments
        self.iconName = iconName
    }
}
