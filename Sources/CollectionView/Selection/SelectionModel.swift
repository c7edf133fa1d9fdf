import DiffableDataSource

/// How many items a collection view lets the user select.
public enum SelectionMode: String, Hashable, Sendable, CaseIterable {
    /// Nothing can be selected; clicks and arrow keys only move the keyboard cursor.
    case none
    /// At most one item is selected.
    case single
    /// Any number of items; Ctrl toggles, Shift selects ranges (as in Nautilus and GTK list views).
    case multiple
}

/// The modifier keys that change what a click or a cursor move does to the selection.
public struct SelectionModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates modifiers from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Ctrl: toggle one item (click), or move the cursor without selecting (arrow keys).
    public static let control = SelectionModifiers(rawValue: 1 << 0)
    /// Shift: select the range from the anchor to the item.
    public static let shift = SelectionModifiers(rawValue: 1 << 1)
}

/// Desktop selection semantics, keyed by item identity so they survive data updates (GNOME Files, GTK
/// list and grid views).
///
/// Three pieces of state, kept apart as GTK keeps them:
/// - `selected`, the selected identifiers;
/// - `anchor`, where a Shift range starts (set by plain and Ctrl clicks and plain cursor moves);
/// - `cursor`, the keyboard focus, which Ctrl+arrow moves without touching the selection.
///
/// ```swift
/// var selection = SelectionModel<String>(mode: .multiple)
/// selection.click("b", modifiers: [], order: ["a", "b", "c", "d"])       // {b}, anchor b
/// selection.click("d", modifiers: .shift, order: ["a", "b", "c", "d"])   // {b, c, d}, anchor still b
/// selection.retain(existing: ["a", "b"])                                 // {b}; cursor d is gone → nil
/// ```
///
/// The model never traps on stale input: identifiers missing from `order`, an empty `order`, or an anchor
/// that no longer appears in it degrade to a plain click. It does not check that clicked identifiers exist;
/// call `retain(existing:)` after every data update so the selection never names a missing item.
public struct SelectionModel<ItemID: Hashable & Sendable>: Sendable, Equatable {
    /// How many items may be selected; lowering it drops the selection that no longer fits (see `init`).
    public var mode: SelectionMode {
        didSet { if mode != oldValue { conformToMode() } }
    }
    /// The selected items.
    public internal(set) var selected: Set<ItemID> = []
    /// Where Shift ranges start, or nil (then the cursor stands in for it).
    public internal(set) var anchor: ItemID?
    /// The keyboard cursor (the focused item), independent of the selection. Setting it moves the focus
    /// only, as placing it after an update does.
    public var cursor: ItemID?
    /// The selection outside the current Shift range: what Ctrl+Shift keeps while the range from the same
    /// anchor is replaced. Nil until the first range extension from the current anchor.
    var rangeBase: Set<ItemID>?

    /// A selection in `mode` (empty unless given). In single mode at most one of `selected` is kept (the
    /// cursor or else the anchor, when selected); in `none` mode none is.
    public init(
        mode: SelectionMode = .multiple, selected: Set<ItemID> = [], anchor: ItemID? = nil,
        cursor: ItemID? = nil
    ) {
        self.mode = mode
        self.selected = selected
        self.anchor = anchor
        self.cursor = cursor
        conformToMode()
    }

    // MARK: Queries

    /// Whether `item` is selected.
    public func isSelected(_ item: ItemID) -> Bool { !selected.isEmpty && selected.contains(item) }

    /// Whether nothing is selected.
    public var isEmpty: Bool { selected.isEmpty }

    // MARK: Programmatic changes

    /// Selects `item` as the app would (not a gesture): it replaces the selection in single mode and joins
    /// it in multiple mode; anchor and cursor are unchanged. Does nothing in `none` mode.
    public mutating func select(_ item: ItemID) {
        switch mode {
        case .none: return
        case .single: selected = [item]
        case .multiple: selected.insert(item)
        }
        rangeBase = nil
    }

    /// Keeps `item` selected whatever the mode (an input took it away, and the app said no).
    mutating func keepSelected(_ item: ItemID) {
        selected.insert(item)
    }

    /// Deselects `item`; anchor and cursor are unchanged.
    public mutating func deselect(_ item: ItemID) {
        selected.remove(item)
        rangeBase?.remove(item)
    }

    /// Deselects everything; cursor and anchor stay (a later Shift range still starts at the anchor).
    public mutating func clearSelection() {
        selected.removeAll()
        rangeBase = nil
    }

    /// Deselects everything (Ctrl+Shift+A); the same as `clearSelection()`.
    public mutating func selectNone() { clearSelection() }

    /// Selects every item of `order` (Ctrl+A) in multiple mode; does nothing in the other modes.
    public mutating func selectAll(order: some Collection<ItemID>) {
        guard mode == .multiple else { return }
        selected = Set(order)
        rangeBase = nil
    }

    // MARK: Data updates

    /// Drops the selected items, anchor and cursor that are not in `existing` (after a data update), so the
    /// selection never refers to a missing item. A dropped cursor becomes nil; the view model places it.
    public mutating func retain(existing items: Set<ItemID>) {
        retain { items.contains($0) }
    }

    /// Drops the selected items, anchor and cursor that `snapshot` no longer holds.
    /// - Complexity: O(selected), with the snapshot's O(1) membership test.
    public mutating func retain<SectionID>(existingIn snapshot: Snapshot<SectionID, ItemID>) {
        retain { snapshot.contains(item: $0) }
    }

    /// Drops the selected items, anchor and cursor for which `exists` is false.
    public mutating func retain(where exists: (ItemID) -> Bool) {
        selected = selected.filter(exists)
        rangeBase = rangeBase?.filter(exists)
        if let anchor, !exists(anchor) {
            self.anchor = nil
            rangeBase = nil
        }
        if let cursor, !exists(cursor) { self.cursor = nil }
    }

    // MARK: Shared by gestures

    /// Makes `item` the anchor of future ranges (and forgets the previous range's base).
    mutating func setAnchor(_ item: ItemID) {
        anchor = item
        rangeBase = nil
    }

    /// Replaces the selection with `item` alone, anchored and focused there (a plain click).
    mutating func selectOnly(_ item: ItemID) {
        selected = [item]
        setAnchor(item)
        cursor = item
    }

    /// Toggles `item`, anchored and focused there (a Ctrl click, Ctrl+Space).
    mutating func toggle(_ item: ItemID) {
        if selected.contains(item) {
            selected.remove(item)
        } else if mode == .single {
            selected = [item]
        } else {
            selected.insert(item)
        }
        setAnchor(item)
        cursor = item
    }

    /// Selects the range from the anchor (or, without one, the cursor) to `item` in `order`, replacing the
    /// previous range from the same anchor; `keepingOthers` (Ctrl+Shift) keeps the selection outside it.
    /// Without a usable anchor it is a plain click (`keepingOthers`: the item joins the selection).
    /// Multiple mode only. - Complexity: O(order).
    mutating func extendRange(to item: ItemID, keepingOthers: Bool, order: some Collection<ItemID>) {
        guard let start = anchor ?? cursor, let range = Self.range(from: start, to: item, in: order) else {
            if keepingOthers {
                let base = selected
                selected.insert(item)
                setAnchor(item)
                rangeBase = base
                cursor = item
            } else {
                selectOnly(item)
            }
            return
        }
        anchor = start
        let base = keepingOthers ? (rangeBase ?? selected) : []
        rangeBase = base
        selected = base.union(range)
        cursor = item
    }

    /// The items of `order` from `a` to `b` inclusive (in either direction; first occurrences), or nil when
    /// either is missing. - Complexity: O(order).
    static func range(from a: ItemID, to b: ItemID, in order: some Collection<ItemID>) -> [ItemID]? {
        var result: [ItemID] = []
        var open = false
        for element in order {
            if !open {
                guard element == a || element == b else { continue }
                open = true
                result.append(element)
                if a == b { return result }
                continue
            }
            result.append(element)
            if element == a || element == b {
                // The other end closes the range (a repeat of the opening end does not).
                if element != result[0] { return result }
            }
        }
        return nil
    }

    /// Drops what the mode does not allow.
    mutating func conformToMode() {
        switch mode {
        case .none:
            selected.removeAll()
        case .single where selected.count > 1:
            let keep = [cursor, anchor].lazy.compactMap { $0 }.first { self.selected.contains($0) }
            selected = keep.map { [$0] } ?? []
        case .single, .multiple:
            break
        }
        rangeBase = nil
    }
}
