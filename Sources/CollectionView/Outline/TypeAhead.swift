import LatticeLayout

/// Type-ahead, configured directly on the model (`model.typeAhead.isEnabled = true`): whether typing jumps to an
/// item, the text an item is found by, what has been typed, and which item a typed character finds.
public struct TypeAhead {
    /// Whether typing jumps to the next item whose text starts with what was typed.
    public var isEnabled = false
    /// The text an item is found by; nil: its cell's primary text.
    public var itemText: ((ItemPath) -> String?)?
    /// What has been typed so far.
    var buffer = TypeAheadBuffer()

    /// Type-ahead on or off (off by default), each item found by `itemText` (nil: its cell's primary text).
    public init(isEnabled: Bool = false, itemText: ((ItemPath) -> String?)? = nil) {
        self.isEnabled = isEnabled
        self.itemText = itemText
    }

    /// The item `character`, typed at `now`, finds among `order` (every item, in layout order): the first, from the
    /// cursor on and wrapping around, whose `text` starts with what has been typed, ignoring case — the cursor's
    /// own item counts while a search grows, the next one starts a new search, and the same letter typed again
    /// steps through the items starting with it. Nil when none does. - Complexity: O(n) at worst.
    mutating func find(
        _ character: String, at now: Double, in order: [ElementIdentity], cursor: ElementIdentity?,
        text: (ElementIdentity) -> String?
    ) -> ElementIdentity? {
        guard isEnabled, !character.isEmpty else { return nil }
        let (needle, extending, repeated) = buffer.type(character, at: now)
        guard !order.isEmpty else { return nil }
        let cursorIndex = cursor.flatMap { cursor in order.firstIndex(of: cursor) }
        let start = cursorIndex.map { extending && !repeated ? $0 : $0 + 1 } ?? 0
        for step in 0..<order.count {
            let identity = order[(start + step) % order.count]
            if let found = text(identity), found.lowercased().hasPrefix(needle) { return identity }
        }
        return nil
    }
}
