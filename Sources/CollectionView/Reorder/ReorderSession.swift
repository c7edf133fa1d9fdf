/// Reordering's state: which items may move and where, who applies a move, the moves accepted (for undo and
/// redo) and the press-and-drag in progress.
struct ReorderSession {
    /// Which items the user may reorder, and where (nil: reordering is off).
    var rules: ReorderRules?
    /// Applies each reorder the user asks for, or refuses it.
    var onReorder: ((ReorderTransaction) -> Bool)?
    /// The accepted reorders, for undo and redo.
    var log = ReorderLog()
    /// The press-and-drag reorder in progress, if any.
    var drag: ReorderDrag?

    /// Whether a reorder can be proposed: reordering is on and the app applies reorders.
    var isOn: Bool { rules != nil && onReorder != nil }

    /// What Ctrl+Z proposes: the latest reorder, taken back (none during a drag).
    var nextUndo: ReorderTransaction? { drag == nil ? log.nextUndo : nil }

    /// What Shift+Ctrl+Z proposes: the latest undone reorder, made again (none during a drag).
    var nextRedo: ReorderTransaction? { drag == nil ? log.nextRedo : nil }
}
