import LatticeLayout

extension CollectionViewModel {
    /// How long after a typed character the next one still extends the search (seconds), as in GTK's tree views.
    public static let typeAheadTimeout = TypeAheadBuffer.timeout

    /// Type-ahead: `character` was typed. Characters typed within `typeAheadTimeout` of each other make one
    /// search; the cursor and the selection go to the item `TypeAhead.find` names — the first, from the cursor on
    /// and wrapping around, whose text (`itemText`, else its cell's primary text) starts with it, ignoring case —
    /// and the view scrolls to it. Returns whether an item matched. - Complexity: O(n) at worst.
    @discardableResult
    public func typeAhead(_ character: String) -> Bool {
        let order = itemOrder, data = engine.dataSource
        // The search reads items' texts through the model, so it runs on a copy of the state it changes.
        var search = typeAhead
        let found = search.find(character, at: animation.clock.now, in: order, cursor: selection.cursor) {
            [self] identity in
            data.path(ofItem: identity).flatMap(text(at:))
        }
        typeAhead = search
        guard let found, let path = data.path(ofItem: found) else { return false }
        let before = selection.selected
        selection.moveCursor(to: found, modifiers: [], order: order)
        scroll(toItem: path, position: .nearest)
        selectionChanged(from: before)
        return true
    }

    /// The text type-ahead matches the item at `path` by.
    private func text(at path: ItemPath) -> String? {
        if let itemText = typeAhead.itemText { return itemText(path) }
        return cellProvider(path)?.content.text
    }
}
