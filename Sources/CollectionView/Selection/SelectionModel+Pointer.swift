extension SelectionModel {
    /// A click (primary button press) on `item`, with the modifiers held; `order` is the current flat item
    /// order, needed for Shift ranges.
    ///
    /// | mode       | plain                     | Ctrl                        | Shift / Ctrl+Shift                     |
    /// |------------|---------------------------|-----------------------------|----------------------------------------|
    /// | `none`     | cursor only               | cursor only                 | cursor only                            |
    /// | `single`   | select only it            | toggle it                   | select only it (Ctrl+Shift: toggle)    |
    /// | `multiple` | select only it            | toggle it, keep the rest    | range anchor…item (Ctrl+Shift: + rest) |
    ///
    /// Plain and Ctrl clicks make `item` the anchor; Shift clicks keep the anchor and replace the range made
    /// from it before. Every click moves the cursor to `item`. A Shift click whose anchor (or item) is not
    /// in `order` is a plain click (with Ctrl+Shift, the item joins the selection).
    public mutating func click(_ item: ItemID, modifiers: SelectionModifiers, order: some Collection<ItemID>) {
        switch mode {
        case .none:
            cursor = item
        case .single:
            if modifiers.contains(.control) { toggle(item) } else { selectOnly(item) }
        case .multiple:
            if modifiers.contains(.shift) {
                extendRange(to: item, keepingOthers: modifiers.contains(.control), order: order)
            } else if modifiers.contains(.control) {
                toggle(item)
            } else {
                selectOnly(item)
            }
        }
    }

    /// A click on empty space (between or after the items): clears the selection unless Ctrl or Shift is
    /// held. The cursor and anchor stay.
    public mutating func clickEmptySpace(modifiers: SelectionModifiers) {
        guard modifiers.isDisjoint(with: [.control, .shift]) else { return }
        clearSelection()
    }

    /// The selection while a rubber band (a drag from empty space) covers `items`, given the selection
    /// `initial` when the drag began: plain replaces it with the band's items, Shift adds them, Ctrl
    /// toggles them (GTK's rubberband rules). Call it on every drag update with the same `initial`.
    ///
    /// Multiple mode only; in the other modes the selection is unchanged. The anchor and cursor stay.
    public mutating func rubberBand(
        _ items: some Sequence<ItemID>, modifiers: SelectionModifiers,
        initial: Set<ItemID>
    ) {
        guard mode == .multiple else { return }
        let band = Set(items)
        if modifiers.contains(.control) {
            selected = initial.symmetricDifference(band)
        } else if modifiers.contains(.shift) {
            selected = initial.union(band)
        } else {
            selected = band
        }
        rangeBase = nil
    }
}
