import Gtk

extension BrowserWindow {
    /// The primary menu (F10): Open…, Open Folder…, Keyboard Shortcuts, About and Quit, the application's actions.
    static func primaryMenu(about: Dialogs.About) -> MenuButton {
        let menu = MenuModel(sections: [
            [("_Open…", "app.open"), ("Open _Folder…", "app.open-folder")],
            [("_Keyboard Shortcuts", "app.shortcuts"), ("_About \(about.name)", "app.about")],
            [("_Quit", "app.quit")],
        ])
        let button = MenuButton(iconName: "open-menu-symbolic", menu: menu, isPrimary: true)
        button.describe("Main Menu", shortcut: "F10")
        return button
    }

    /// The primary menu's actions, with their accelerators. They are the application's, so the window that
    /// made them last answers them.
    func installActions(about: Dialogs.About) {
        application.addAction("quit", accelerator: "<Control>q") { [application] in application.quit() }
        application.addAction("open", accelerator: "<Control>o") { [weak self] in self?.chooseToOpen(folder: false) }
        application.addAction("open-folder", accelerator: "<Shift><Control>o") { [weak self] in self?.chooseToOpen(folder: true) }
        application.addAction("about") { [weak self] in
            guard let self else { return }
            Dialogs.showAbout(about, over: window)
        }
        application.addAction("shortcuts", accelerator: "<Control>question") { [weak self] in
            guard let self else { return }
            Dialogs.showBuilt(Self.shortcutsInterface(extraGroups), id: "shortcuts", over: window)
        }
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
