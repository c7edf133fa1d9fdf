/// A menu's entries (GMenu): sections of labelled actions, for a ``MenuButton`` or a popover.
@MainActor
public final class MenuModel: Object {
    /// A menu of `sections`, each a list of entries: a label (an underscore marks its mnemonic) and the action it
    /// activates (`"app.quit"`, `"win.close"`).
    public init(sections: [[(label: String, action: String)]]) {
        let menu = g_menu_new()!
        for entries in sections {
            let section = g_menu_new()!
            for entry in entries { g_menu_append(section, entry.label, entry.action) }
            g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(section))
            g_object_unref(UnsafeMutableRawPointer(section))
        }
        super.init(adopting: UnsafeMutableRawPointer(menu))
    }
}
