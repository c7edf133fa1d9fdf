extension SelectionModel {
    /// Moves the keyboard cursor to `item` (an arrow key, Home/End, PageUp/PageDown; see `CursorNavigation`
    /// for where it goes), with the modifiers held; `order` is the current flat item order.
    ///
    /// - plain: the selection follows the cursor, as in GTK list views: only `item` is selected and it
    ///   becomes the anchor (in `none` mode only the cursor moves);
    /// - Shift (multiple mode): the range from the anchor (or, without one, the previous cursor) to `item`,
    ///   replacing the previous range from that anchor; Ctrl+Shift keeps the selection outside it. In single
    ///   mode Shift is ignored (plain);
    /// - Ctrl: the cursor moves alone; the selection and anchor are unchanged (then Ctrl+Space toggles).
    public mutating func moveCursor(to item: ItemID, modifiers: SelectionModifiers, order: some Collection<ItemID>) {
        switch mode {
        case .none:
            cursor = item
        case .single:
            if modifiers.contains(.control) { cursor = item } else { selectOnly(item) }
        case .multiple:
            if modifiers.contains(.shift) {
                extendRange(to: item, keepingOthers: modifiers.contains(.control), order: order)
            } else if modifiers.contains(.control) {
                cursor = item
            } else {
                selectOnly(item)
            }
        }
    }

    /// Toggles the item at the cursor (Ctrl+Space) and makes it the anchor; does nothing without a cursor
    /// or in `none` mode. In single mode selecting it replaces the selection.
    public mutating func toggleAtCursor() {
        guard mode != .none, let cursor else { return }
        toggle(cursor)
    }
}
