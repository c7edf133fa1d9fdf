import LatticeLayout

extension CollectionViewModel {
    /// How long after a typed character the next one still extends the search (seconds), as in GTK's tree views.
    public static let typeAheadTimeout = TypeAheadBuffer.timeout

    /// Type-ahead: `character` was typed. Characters typed within `typeAheadTimeout` of each other make one
    /// search; the cursor and the selection go to the first item, from the cursor on and wrapping around, whose
    /// text (`itemText`, else its cell's primary text) starts with it, ignoring case — the cursor's own item
    /// counts while a search grows, the next one starts a new search, and the same letter typed again steps
    /// through the items starting with it. Returns whether an item matched. - Complexity: O(n) at worst.
    @discardableResult
    public func typeAhead(_ character: String) -> Bool {
        guard typeAheadEnabled, !character.isEmpty else { return false }
        let (needle, extending, repeated) = typeAhead.buffer.type(character, at: clock.now)
        let order = itemOrder
        guard !order.isEmpty else { return false }
        let data = engine.dataSource
        let cursorIndex = selection.cursor.flatMap { cursor in order.firstIndex(of: cursor) }
        let start = cursorIndex.map { extending && !repeated ? $0 : $0 + 1 } ?? 0
        for step in 0..<order.count {
            let identity = order[(start + step) % order.count]
            guard let path = data.path(ofItem: identity), let text = text(at: path),
                  text.lowercased().hasPrefix(needle) else { continue }
            let before = selection.selected
            selection.moveCursor(to: identity, modifiers: [], order: order)
            scroll(toItem: path, position: .nearest)
            selectionChanged(from: before)
            return true
        }
        return false
    }

    /// The text type-ahead matches the item at `path` by.
    private func text(at path: ItemPath) -> String? {
        if let itemText { return itemText(path) }
        return cellProvider(path)?.content.text
    }
}
