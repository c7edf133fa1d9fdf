internal import CGtk

/// A menu's entries (GMenu): sections of labelled actions, for a ``MenuButton`` or a popover.
@MainActor
public final class MenuModel: Object {
    /// A menu of `sections`, each a list of entries: a label (an underscore marks its mnemonic) and the action it
    /// activates (`"app.quit"`, `"win.close"`).
    public convenience init(sections: [[(label: String, action: String)]]) {
        self.init(nodes: sections.map { $0.map { Node.entry(label: $0.label, action: $0.action) } })
    }

    /// One line of a menu: an entry activating an action, or a submenu of sections of its own (shown sliding in, in a
    /// popover menu).
    public indirect enum Node {
        case entry(label: String, action: String)
        case submenu(label: String, sections: [[Node]])
    }

    /// A menu of `sections` of entries and submenus.
    public init(nodes sections: [[Node]]) {
        super.init(adopting: UnsafeMutableRawPointer(Self.menu(sections)))
    }

    /// A new GMenu of `sections` (a full reference, the caller's).
    private static func menu(_ sections: [[Node]]) -> OpaquePointer {
        let menu = g_menu_new()!
        for nodes in sections {
            let section = g_menu_new()!
            for node in nodes {
                switch node {
                case .entry(let label, let action):
                    g_menu_append(section, label, action)
                case .submenu(let label, let children):
                    let submenu = Self.menu(children)
                    g_menu_append_submenu(section, label, UnsafeMutablePointer<GMenuModel>(submenu))
                    g_object_unref(UnsafeMutableRawPointer(submenu))
                }
            }
            g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(section))
            g_object_unref(UnsafeMutableRawPointer(section))
        }
        return menu
    }
}
