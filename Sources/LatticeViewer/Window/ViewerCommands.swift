import Gtk

/// A command of the viewer's window: what the Keyboard Shortcuts window shows (its group, title and keys), what
/// menu names it, what it does and when it can. Every command is declared once, in `ViewerCommand.all`; from that
/// table the window's actions and their keys are bound (`ViewerWindow.installCommands`), the primary menu is built,
/// the context menu takes its view and selection entries, and the Keyboard Shortcuts window is generated.
/// Adding a shortcut is one entry there.
struct ViewerCommand {
    /// The Keyboard Shortcuts window's groups, in its order.
    enum Group: CaseIterable {
        case general, view, selection, reordering, folders

        /// The group's title (translated when asked for).
        @MainActor var title: String {
            switch self {
            case .general: tr("General")
            // TRANSLATORS: the title of the Keyboard Shortcuts window's group of keys that change the view.
            case .view: trc("shortcuts group", "View")
            case .selection: tr("Selection")
            case .reordering: tr("Reordering")
            case .folders: tr("Folders")
            }
        }
    }

    /// Who answers the command's keys.
    enum Scope {
        /// An application action (`app.NAME`): it acts on no window of its own (Quit).
        case application
        /// A window action (`win.NAME`): it acts on the window its keys are pressed in, or whose menu chose it.
        case window
        /// Keys the focused view answers itself, as they move its cursor or its selection: listed, bound by the
        /// canvas (`KeyCommand`). `run`, when given, is what a menu entry for it does.
        case view
        /// Keys GTK answers (F10 opens the primary menu): listed only.
        case toolkit
    }

    /// The command's name, unique in the table: its action's (`win.ID`, `app.ID`).
    var id: String
    var group: Group
    var scope: Scope
    /// What it does, as the Keyboard Shortcuts window says it (translated when asked for).
    var title: @MainActor () -> String
    /// Its keys in GTK's accelerator syntax, the first the one menus show; all are bound.
    var keys: [String]
    /// Which keys the Keyboard Shortcuts window shows (nil: all of `keys`): one of a family of equivalent keys.
    var shownKeys: [String]?
    /// Where the primary menu lists it — a section and the entry's label with its mnemonic — or nil.
    var menu: (section: Int, label: @MainActor () -> String)?
    /// Whether the command applies to `window` at all (folder keys in a folder window): where it does not, it is
    /// neither listed nor bound.
    var applies: @MainActor (ViewerWindow) -> Bool = { _ in true }
    /// Whether it can act now (Back with nowhere to go back to cannot); its keys and menu entries do nothing while
    /// it cannot, and `refreshCommands()` keeps GTK told.
    var isEnabled: @MainActor (ViewerWindow) -> Bool = { _ in true }
    /// What it does to the window.
    var run: (@MainActor (ViewerWindow) -> Void)?
}

extension ViewerCommand {
    /// Every command of the viewer, in the Keyboard Shortcuts window's order.
    @MainActor static let all: [ViewerCommand] = [
        // General
        ViewerCommand(
            id: "sidebar", group: .general, scope: .window, title: { tr("Show or hide the sidebar") }, keys: ["F9"],
            run: { $0.window.toggleSidebar() }),
        ViewerCommand(
            id: "open", group: .general, scope: .window, title: { tr("Open a file") }, keys: ["<Control>o"],
            menu: (0, { tr("_Open…") }), run: { $0.window.chooseToOpen(folder: false) }),
        ViewerCommand(
            id: "open-folder", group: .general, scope: .window, title: { tr("Open a folder") },
            keys: ["<Shift><Control>o"], menu: (0, { tr("Open _Folder…") }),
            run: { $0.window.chooseToOpen(folder: true) }),
        ViewerCommand(
            id: "connect", group: .general, scope: .window, title: { tr("Connect to _Server…") }, keys: [],
            menu: (0, { tr("Connect to _Server…") }), run: { $0.window.askToConnect() }),
        ViewerCommand(id: "main-menu", group: .general, scope: .toolkit, title: { tr("Main menu") }, keys: ["F10"]),
        ViewerCommand(
            id: "search", group: .general, scope: .window, title: { tr("Search") }, keys: ["<Control>f"],
            run: { $0.window.toggleSearch() }),
        ViewerCommand(
            id: "shortcuts", group: .general, scope: .window, title: { tr("Keyboard shortcuts") },
            keys: ["<Control>question"], menu: (2, { tr("_Keyboard Shortcuts") }), run: { $0.showShortcuts() }),
        ViewerCommand(
            id: "about", group: .general, scope: .window, title: { tr("_About %s", "Lattice") }, keys: [],
            // TRANSLATORS: %s is the application's name, "Lattice".
            menu: (2, { tr("_About %s", "Lattice") }), run: { $0.window.showAbout() }),
        ViewerCommand(
            id: "close", group: .general, scope: .window, title: { tr("Close the window") }, keys: ["<Control>w"],
            run: { $0.window.close() }),
        ViewerCommand(
            id: "quit", group: .general, scope: .application, title: { tr("Quit") }, keys: ["<Control>q"],
            menu: (3, { tr("_Quit") }), run: { $0.application.quit() }),
        // View
        viewCommand(.list, title: { tr("List view") }, key: "<Control>1"),
        viewCommand(.grid, title: { tr("Grid view") }, key: "<Control>2"),
        viewCommand(.columns, title: { tr("Columns view") }, key: "<Control>3"),
        ViewerCommand(
            id: "zoom-in", group: .view, scope: .window, title: { tr("Zoom in") },
            keys: ["<Control>plus", "<Control>equal", "<Control>KP_Add"], shownKeys: ["<Control>plus"],
            run: { $0.zoom(by: 1) }),
        ViewerCommand(
            id: "zoom-out", group: .view, scope: .window, title: { tr("Zoom out") },
            keys: ["<Control>minus", "<Control>KP_Subtract"], shownKeys: ["<Control>minus"], run: { $0.zoom(by: -1) }),
        ViewerCommand(
            id: "zoom-reset", group: .view, scope: .window, title: { tr("Reset zoom") }, keys: ["<Control>0"],
            run: { $0.zoom(by: 0) }),
        // Selection: the focused view's own keys
        ViewerCommand(
            id: "move-cursor", group: .selection, scope: .view, title: { tr("Move the cursor") },
            keys: ["Up", "Down", "Left", "Right"]),
        ViewerCommand(
            id: "first-last", group: .selection, scope: .view, title: { tr("First and last item") },
            keys: ["Home", "End"]),
        ViewerCommand(
            id: "select-all", group: .selection, scope: .view, title: { tr("Select all") }, keys: ["<Control>a"],
            run: { $0.mainCanvas.model.handle(.selectAll) }),
        ViewerCommand(
            id: "select-none", group: .selection, scope: .view, title: { tr("Select none") },
            keys: ["<Shift><Control>a"]),
        ViewerCommand(
            id: "open-item", group: .selection, scope: .view, title: { tr("Open the item") }, keys: ["Return"]),
        ViewerCommand(
            id: "context-menu", group: .selection, scope: .view, title: { tr("Context menu") },
            keys: ["Menu", "<Shift>F10"]),
        // Reordering: a catalogue's own items (the view's keys)
        ViewerCommand(
            id: "move-items", group: .reordering, scope: .view, title: { tr("Move the selected items") },
            keys: ["<Alt>Up", "<Alt>Down", "<Alt>Left", "<Alt>Right"], applies: { $0.folder == nil }),
        ViewerCommand(
            id: "undo-move", group: .reordering, scope: .view, title: { tr("Undo a move") }, keys: ["<Control>z"],
            applies: { $0.folder == nil }),
        ViewerCommand(
            id: "redo-move", group: .reordering, scope: .view, title: { tr("Redo a move") },
            keys: ["<Shift><Control>z"], applies: { $0.folder == nil }),
        // Folders
        ViewerCommand(
            id: "go-up", group: .folders, scope: .window, title: { tr("Parent folder") }, keys: ["<Alt>Up"],
            applies: { $0.folder != nil }, run: { $0.goUp() }),
        ViewerCommand(
            id: "go-back", group: .folders, scope: .window, title: { tr("Back") }, keys: ["<Alt>Left"],
            applies: { $0.folder != nil }, isEnabled: { !($0.folder?.back.isEmpty ?? true) }, run: { $0.goBack() }),
        ViewerCommand(
            id: "go-forward", group: .folders, scope: .window, title: { tr("Forward") }, keys: ["<Alt>Right"],
            applies: { $0.folder != nil }, isEnabled: { !($0.folder?.forward.isEmpty ?? true) }, run: { $0.goForward() }
        ),
        ViewerCommand(
            id: "reload", group: .folders, scope: .window, title: { tr("Reload") }, keys: ["<Control>r", "F5"],
            applies: { $0.folder != nil }, run: { $0.load(resetView: false) }),
        ViewerCommand(
            id: "show-hidden", group: .folders, scope: .window, title: { tr("Show hidden files") },
            keys: ["<Control>h"], applies: { $0.folder != nil }, run: { $0.toggleHidden() })
    ]

    /// The command showing the main area in `mode`: its keys, and its entry in the primary and context menus.
    @MainActor private static func viewCommand(
        _ mode: ViewMode, title: @escaping @MainActor () -> String, key: String
    )
        -> ViewerCommand
    {
        ViewerCommand(
            id: "view-\(mode.rawValue)", group: .view, scope: .window, title: title, keys: [key],
            menu: (1, { mode.menuTitle }), run: { $0.show(mode) })
    }

    /// The command `id`.
    @MainActor static func named(_ id: String) -> ViewerCommand? { all.first { $0.id == id } }

    /// The action its keys and menu entries activate (`win.zoom-in`), nil for keys a view or GTK answers.
    var action: String? {
        switch scope {
        case .application: "app.\(id)"
        case .window: "win.\(id)"
        case .view, .toolkit: nil
        }
    }

    /// The primary menu's sections: each command with a menu entry, by section, as (label, action).
    @MainActor static var primaryMenu: [[(String, String)]] {
        let listed = all.compactMap { command in command.menu.map { (command, $0) } }
        let sections = Set(listed.map(\.1.section)).sorted()
        return sections.map { section in
            listed.filter { $0.1.section == section }.compactMap { command, menu in
                command.action.map { (menu.label(), $0) }
            }
        }
    }

    /// The Keyboard Shortcuts window's groups for `window`: every command that applies to it and has keys, with
    /// the keys it shows.
    @MainActor static func shortcutGroups(for window: ViewerWindow) -> [ShortcutGroup] {
        Group.allCases.compactMap { group in
            let shortcuts = all.filter { $0.group == group && !$0.keys.isEmpty && $0.applies(window) }
                .map { ($0.title(), ($0.shownKeys ?? $0.keys).joined(separator: " ")) }
            return shortcuts.isEmpty ? nil : ShortcutGroup(group.title, shortcuts)
        }
    }
}
