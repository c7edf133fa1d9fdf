import Gtk

extension BrowserWindow {
    /// The primary menu (F10): Open…, Open Folder…, Connect to Server…, the three views, Keyboard Shortcuts, About
    /// and Quit, the application's actions.
    static func primaryMenu(about: Dialogs.About) -> MenuButton {
        let menu = MenuModel(sections: [
            [
                (tr("_Open…"), "app.open"), (tr("Open _Folder…"), "app.open-folder"),
                (tr("Connect to _Server…"), "app.connect")
            ],
            ViewMode.allCases.map { ($0.menuTitle, "app.view-\($0.rawValue)") },
            [
                (tr("_Keyboard Shortcuts"), "app.shortcuts"),
                // TRANSLATORS: %s is the application's name, "Lattice".
                (tr("_About %s", about.name), "app.about")
            ],
            [(tr("_Quit"), "app.quit")]
        ])
        let button = MenuButton(iconName: "open-menu-symbolic", menu: menu, isPrimary: true)
        button.describe(tr("Main Menu"), shortcut: "F10")
        return button
    }

    /// The primary menu's actions, with their accelerators. They are the application's, so the window that
    /// made them last answers them.
    func installActions(about: Dialogs.About) {
        application.addAction("quit", accelerator: "<Control>q") { [application] in application.quit() }
        application.addAction("open", accelerator: "<Control>o") { [weak self] in self?.chooseToOpen(folder: false) }
        application.addAction("open-folder", accelerator: "<Shift><Control>o") { [weak self] in
            self?.chooseToOpen(folder: true)
        }
        application.addAction("connect") { [weak self] in self?.askToConnect() }
        for mode in ViewMode.allCases {
            application.addAction("view-\(mode.rawValue)") { [weak self] in self?.requests.mode?(mode) }
        }
        application.addAction("about") { [weak self] in
            guard let self else { return }
            Dialogs.showAbout(about, over: window)
        }
        application.addAction("shortcuts", accelerator: "<Control>question") { [weak self] in
            guard let self else { return }
            Dialogs.showBuilt(Self.shortcutsInterface(extraGroups), id: "shortcuts", over: window)
        }
    }

    /// The shortcuts every window has: general keys, the view, and selection (in the user's language: made when
    /// first asked for, after `Localization.bind`).
    static var standardGroups: [ShortcutGroup] {
        [
            ShortcutGroup(
                tr("General"),
                [
                    (tr("Show or hide the sidebar"), "F9"), (tr("Open a file"), "<Control>o"),
                    (tr("Open a folder"), "<Shift><Control>o"), (tr("Main menu"), "F10"), (tr("Search"), "<Control>f"),
                    (tr("Keyboard shortcuts"), "<Control>question"), (tr("Quit"), "<Control>q")
                ]),
            ShortcutGroup(
                // TRANSLATORS: the title of the Keyboard Shortcuts window's group of keys that change the view.
                trc("shortcuts group", "View"),
                [
                    (tr("List view"), "<Control>1"), (tr("Grid view"), "<Control>2"),
                    (tr("Columns view"), "<Control>3"),
                    (tr("Zoom in and out"), "<Control>plus <Control>minus"),
                    (tr("Reset zoom"), "<Control>0")
                ]),
            ShortcutGroup(
                tr("Selection"),
                [
                    (tr("Move the cursor"), "Up Down Left Right"), (tr("First and last item"), "Home End"),
                    (tr("Select all"), "<Control>a"), (tr("Select none"), "<Shift><Control>a"),
                    (tr("Open the item"), "Return"),
                    (tr("Context menu"), "Menu <Shift>F10")
                ])
        ]
    }

    /// The Keyboard Shortcuts window (GNOME's standard layout): the standard groups, then `extra` (what the
    /// window's content adds), as GtkBuilder XML. The titles come translated (`tr`) and are escaped into the XML
    /// here, so the builder needs no translation domain of its own.
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
            return
                "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escaped(group.title))</property>"
                + shortcuts.joined() + "</object></child>"
        }
        return "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>"
            + "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">viewer</property>"
            + groups.joined() + "</object></child></object></interface>"
    }
}

/// A titled group of the Keyboard Shortcuts window: each shortcut's title and its accelerators in GTK's syntax,
/// several separated by spaces (`"<Control>plus <Control>minus"`).
struct ShortcutGroup: Sendable, Equatable {
    /// The group's title.
    var title: String
    /// The shortcuts, in order.
    var shortcuts: [Shortcut]

    /// One shortcut: what it does and its keys.
    struct Shortcut: Sendable, Equatable {
        /// What it does.
        var title: String
        /// Its keys in GTK's accelerator syntax.
        var accelerator: String
    }

    /// A group of `shortcuts`, each a title and its accelerators.
    init(_ title: String, _ shortcuts: [(String, String)]) {
        self.title = title
        self.shortcuts = shortcuts.map { Shortcut(title: $0.0, accelerator: $0.1) }
    }
}
