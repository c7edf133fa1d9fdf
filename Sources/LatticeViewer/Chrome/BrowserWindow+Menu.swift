import Gtk

extension BrowserWindow {
    /// The primary menu (F10): `sections` of (label, action) — the commands' entries (`ViewerCommand.primaryMenu`).
    static func primaryMenu(_ sections: [[(String, String)]]) -> MenuButton {
        let button = MenuButton(iconName: "open-menu-symbolic", menu: MenuModel(sections: sections), isPrimary: true)
        button.describe(tr("Main Menu"), shortcut: "F10")
        return button
    }

    /// The Keyboard Shortcuts window (GNOME's standard layout) showing `groups`, as GtkBuilder XML. The titles
    /// come translated (`tr`) and are escaped into the XML here, so the builder needs no translation domain of
    /// its own.
    static func shortcutsInterface(_ groups: [ShortcutGroup]) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let groups = groups.map { group in
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
