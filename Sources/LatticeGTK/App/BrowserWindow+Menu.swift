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
        let builder = gtk_builder_new_from_string(Self.shortcutsInterface, -1)!
        if let object = gtk_builder_get_object(builder, "shortcuts") {
            let shortcuts = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWindow.self)
            gtk_window_set_transient_for(shortcuts, gtkCast(window))
            gtk_window_present(shortcuts)
        }
        g_object_unref(UnsafeMutableRawPointer(builder))
    }

    /// The Keyboard Shortcuts window (GNOME's standard layout).
    static let shortcutsInterface = """
    <interface>
      <object class="GtkShortcutsWindow" id="shortcuts">
        <property name="modal">1</property>
        <child><object class="GtkShortcutsSection"><property name="section-name">viewer</property>
          <child><object class="GtkShortcutsGroup"><property name="title">General</property>
            <child><object class="GtkShortcutsShortcut"><property name="title">Show or hide the sidebar</property><property name="accelerator">F9</property></object></child>
            <child><object class="GtkShortcutsShortcut"><property name="title">Open a file</property><property name="accelerator">&lt;Control&gt;o</property></object></child>
            <child><object class="GtkShortcutsShortcut"><property name="title">Open a folder</property><property name="accelerator">&lt;Shift&gt;&lt;Control&gt;o</property></object></child>
            <child><object class="GtkShortcutsShortcut"><property name="title">Main menu</property><property name="accelerator">F10</property></object></child>
            <child><object class="GtkShortcutsShortcut"><property name="title">Search</property><property name="accelerator">&lt;Control&gt;f</property></object></child>
            <child><object class="GtkShortcutsShortcut"><property name="title">Keyboard shortcuts</property><property name="accelerator">&lt;Control&gt;question</property></object></child>
            <child><object class="GtkShortcutsShortcut"><property name="title">Quit</property><property name="accelerator">&lt;Control&gt;q</property></object></child>
          </object></child>
          <child><object class="GtkShortcutsGroup"><property name="title">View</property>
            <child><object class="GtkShortcutsShortcut"><property name="title">List view</property><property name="accelerator">&lt;Control&gt;1</property></object></child>
            <child><object class="GtkShortcutsShortcut"><property name="title">Grid view</property><property name="accelerator">&lt;Control&gt;2</property></object></child>
            <child><object class="GtkShortcutsShortcut"><property name="title">Zoom in and out</property><property name="accelerator">&lt;Control&gt;plus &lt;Control&gt;minus</property></object></child>
            <child><object class="GtkShortcutsShortcut"><property name="title">Reset zoom</property><property name="accelerator">&lt;Control&gt;0</property></object></child>
          </object></child>
          <child><object class="GtkShortcutsGroup"><property name="title">Selection</property>
            <child><object class="GtkShortcutsShortcut"><property name="title">Move the cursor</property><property name="accelerator">Up Down Left Right</property></object></child>
            <child><object class="GtkShortcutsShortcut"><property name="title">First and last item</property><property name="accelerator">Home End</property></object></child>
            <child><object class="GtkShortcutsShortcut"><property name="title">Select all</property><property name="accelerator">&lt;Control&gt;a</property></object></child>
            <child><object class="GtkShortcutsShortcut"><property name="title">Select none</property><property name="accelerator">&lt;Shift&gt;&lt;Control&gt;a</property></object></child>
            <child><object class="GtkShortcutsShortcut"><property name="title">Open the item</property><property name="accelerator">Return</property></object></child>
            <child><object class="GtkShortcutsShortcut"><property name="title">Context menu</property><property name="accelerator">Menu &lt;Shift&gt;F10</property></object></child>
            <child><object class="GtkShortcutsShortcut"><property name="title">Move the selected items (catalogues)</property><property name="accelerator">&lt;Alt&gt;Up &lt;Alt&gt;Down &lt;Alt&gt;Left &lt;Alt&gt;Right</property></object></child>
            <child><object class="GtkShortcutsShortcut"><property name="title">Undo a move</property><property name="accelerator">&lt;Control&gt;z</property></object></child>
            <child><object class="GtkShortcutsShortcut"><property name="title">Redo a move</property><property name="accelerator">&lt;Shift&gt;&lt;Control&gt;z</property></object></child>
          </object></child>
        </object></child>
      </object>
    </interface>
    """
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
