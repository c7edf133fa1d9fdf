import LatticeLayout

/// Type-ahead's state: whether typing jumps to an item, the text an item is found by, and what has been typed.
struct TypeAhead {
    /// Whether typing jumps to the next item whose text starts with what was typed.
    var isEnabled = false
    /// The text an item is found by; nil: its cell's primary text.
    var itemText: ((ItemPath) -> String?)?
    /// What has been typed so far.
    var buffer = TypeAheadBuffer()
}
