import CGtk
import Gtk
import CollectionView
import LatticeLayout

/// One entry of a canvas's context menu.
public struct MenuEntry {
    /// The label, with a mnemonic (`"_Copy"`).
    public var label: String
    /// Whether it can be chosen now (shown dimmed otherwise).
    public var isEnabled: Bool
    /// What choosing it does.
    public var action: @MainActor () -> Void

    /// Creates an entry.
    public init(_ label: String, isEnabled: Bool = true, action: @escaping @MainActor () -> Void) {
        self.label = label
        self.isEnabled = isEnabled
        self.action = action
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
        let items = sections.map { entries in
            entries.map { entry in
                defer { index += 1 }
                group.add("\(index)", isEnabled: entry.isEnabled, entry.action)
                return (label: entry.label, action: "context.\(index)")
            }
        }
        focusWidget.insertActionGroup(group, prefix: "context")
        let popover = PopoverMenu(MenuModel(sections: items), on: focusWidget, x: point.x, y: point.y)
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
