/// How the model draws its frames, and what the last one drew: the canvas background, the overscan laid out
/// around the viewport, what shows when there are no items, whether frames record their parts, and how many
/// commands the last frame took (the next one reserves that much at once).
struct FrameDrawing {
    /// The background of the canvas.
    var background: Paint = .role(.viewBackground)
    /// Overscan above and below the viewport that is laid out (and measured) but not drawn.
    var overscan: Double = 0
    /// What is drawn when there are no items (nil: nothing).
    var emptyState: EmptyState?
    /// Whether display lists record which element and part each run of commands draws.
    var recordsDrawnParts = false
    /// How many commands the last frame drew.
    var lastCommandCount = 0
}
