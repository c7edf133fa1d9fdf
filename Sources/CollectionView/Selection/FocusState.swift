/// Whether the view has keyboard focus and whether its focus ring shows: the cursor's cell draws a ring only
/// with both, as GNOME shows rings after keyboard navigation and hides them after a click.
struct FocusState {
    /// Whether the view has keyboard focus.
    var hasFocus = false
    /// Whether focus rings show (a GTK window's `focus-visible`).
    var showsRing = true

    /// Whether the cursor's cell draws its focus ring.
    var drawsRing: Bool { hasFocus && showsRing }
}
