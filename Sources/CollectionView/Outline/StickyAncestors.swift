import LatticeLayout

/// Sticky outline ancestors' state: how an item's parent is found, whether the ancestors of the first row on
/// screen stay pinned, and where the last frame pinned them.
struct StickyAncestors {
    /// The parent of an item in an outline (nil for a root).
    var parent: ((ElementIdentity) -> ElementIdentity?)?
    /// Whether the ancestors of the first row on screen stay pinned at the top.
    var isEnabled = false
    /// The ancestors pinned in the last frame, with where they are drawn (content coordinates).
    var pinned: [PinnedAncestor] = []
}
