/// How the model draws its frames beyond their cells, and what the last one drew: the overscan laid out around
/// the viewport, what shows when there are no items, the focus ring (only with focus, and while rings show),
/// whether frames record their parts, and how many commands the last frame took (the next one reserves that much
/// at once).
struct FrameDrawing {
    /// Overscan above and below the viewport that is laid out (and measured) but not drawn.
    var overscan: Double = 0
    /// What is drawn when there are no items (nil: nothing).
    var emptyState: EmptyState?
    /// Whether display lists record which element and part each run of commands draws.
    var recordsDrawnParts = false
    /// How many commands the last frame drew.
    var lastCommandCount = 0
    /// Whether the view has keyboard focus.
    var hasFocus = false
    /// Whether focus rings show (a GTK window's `focus-visible`: GNOME shows rings after keyboard navigation and
    /// hides them after a click).
    var showsFocusRing = true

    /// Whether the cursor's cell draws its focus ring: only with focus, and while rings show.
    var drawsFocusRing: Bool { hasFocus && showsFocusRing }
}
