internal import CGtk
import CollectionView
import Gtk
import LatticeLayout

/// One entry of a canvas's context menu.
public struct MenuEntry {
    /// The label, with a mnemonic (`"_Copy"`).
    public var label: String
    /// Whether it can be chosen now (shown dimmed otherwise).
    public var isEnabled: Bool
    /// What choosing it does (nothing for a submenu).
    public var action: @MainActor () -> Void
    /// The entries of the submenu it opens, in sections (empty: it is an entry, chosen).
    public var submenu: [[MenuEntry]] = []

    /// Creates an entry.
    public init(_ label: String, isEnabled: Bool = true, action: @escaping @MainActor () -> Void) {
        self.label = label
        self.isEnabled = isEnabled
        self.action = action
    }

    /// An entry opening a submenu of `entries` (sections of them), as GTK's popover menus slide one in: a long list
    /// of choices (a table's columns, encodings) under one line of the menu.
    public init(_ label: String, submenu entries: [[MenuEntry]]) {
        self.label = label
        isEnabled = true
        action = {}
        submenu = entries
    }
}

extension CanvasView {
    /// Opens the context menu for what is at `point` (canvas coordinates) after a secondary click: the item
    /// there joins the selection first, as in Files.
    func secondaryClicked(at point: Point) {
        let path = model.secondaryClicked(at: point)
        queueDraw()
        showContextMenu(for: path, at: point)
    }

    /// Opens the context menu from the keyboard (Menu, Shift+F10), pointing at the cursor's item.
    @discardableResult
    public func showContextMenuFromKeyboard() -> Bool {
        let target = model.contextMenuTarget()
        return showContextMenu(for: target.path, at: target.point)
    }

    /// Shows the entries `hooks.contextMenu` gives for `path` in a popover menu pointing at `point`; returns
    /// whether a menu opened. Each entry becomes an action of the canvas's "context" action group.
    @discardableResult
    public func showContextMenu(for path: ItemPath?, at point: Point) -> Bool {
        closeContextMenu()
        menu.point = point
        guard let sections = hooks.contextMenu?(path).filter({ !$0.isEmpty }), !sections.isEmpty else { return false }
        let group = ActionGroup()
        var index = 0
        func nodes(_ sections: [[MenuEntry]]) -> [[MenuModel.Node]] {
            sections.filter { !$0.isEmpty }.map { entries in
                entries.map { entry in
                    guard entry.submenu.isEmpty else {
                        return .submenu(label: entry.label, sections: nodes(entry.submenu))
                    }
                    defer { index += 1 }
                    group.add("\(index)", isEnabled: entry.isEnabled, entry.action)
                    return .entry(label: entry.label, action: "context.\(index)")
                }
            }
        }
        let items = nodes(sections)
        focusWidget.insertActionGroup(group, prefix: "context")
        let popover = PopoverMenu(MenuModel(nodes: items), on: focusWidget, x: point.x, y: point.y)
        menu.popover = popover
        // Closed (chosen, Escape, a click elsewhere): detached once GTK is done with it, then focus returns.
        popover.onClosed { [weak self, weak popover] in
            if let self, let popover { self.menu.closed(popover) }
        }
        popover.popup()
        return true
    }

    /// Closes the context menu if one is open.
    public func closeContextMenu() {
        menu.popover?.popdown()
    }

    /// Puts `text` on the clipboard (Copy entries).
    public func copyToClipboard(_ text: String) {
        focusWidget.clipboard.setText(text)
    }
}
