import LatticeLayout

/// What the model keeps from frame to frame to draw a layout switch or an animated update: the switch in flight
/// and its anchor, the sizes measured before it, the contents of cells leaving, and the buffers frames reuse.
/// One owner for the transition's drawing state, read and reset by `CollectionViewModel`'s transition code.
struct TransitionDrawingState {
    /// The layout transition in flight, if any.
    var transition: LayoutTransition?
    /// The layout switch in flight, if the transition is one (rather than an update's).
    var layoutSwitch: LayoutSwitch?
    /// The anchor of the last layout switch, where it was on the canvas before it, and the offset the switch
    /// ended at: while the offset is still that, the next switch keeps the same anchor at the same place.
    var lastSwitchAnchor: (key: ElementKey, canvas: Point, offset: Point)?
    /// The sizes measured from the content shown before the last switch, and that content for one item (what
    /// tells it again).
    var keptMeasurements: (identity: ElementIdentity, content: CellContent, sizes: LayoutEngine.Measurements)?
    /// The buffer an update's frames reuse for each moving cell's parts.
    var morphScratch: [CellPart] = []
    /// What a transition frame has drawn so far (`CellMorph.draw`), kept from frame to frame for its storage.
    var drawn = OverlapIndex()
    /// Cells deleted by the update being animated, drawn from the content they had while they fade out.
    var departingContents: [ElementKey: CellContent] = [:]

    /// The transition ended, or a change snaps: nothing of it is drawn any more (the last switch's anchor stays,
    /// for the next switch).
    mutating func finish() {
        transition = nil
        layoutSwitch = nil
        departingContents = [:]
    }

    /// An update's `transition` starts (no layout switch), `departing` cells fading from the content they had.
    mutating func beginUpdate(_ transition: LayoutTransition, departing: [ElementKey: CellContent]) {
        self.transition = transition
        layoutSwitch = nil
        departingContents = departing
    }

    /// The last switch's anchor and where it was on the canvas, while the viewport is still at the offset that
    /// switch ended at (the user has not scrolled since: the next switch keeps the same anchor in the same place).
    func lastSwitchAnchor(whileAt offset: Point) -> (key: ElementKey, canvas: Point)? {
        guard let last = lastSwitchAnchor, abs(last.offset.y - offset.y) < 0.5, abs(last.offset.x - offset.x) < 0.5
        else {
            return nil
        }
        return (last.key, last.canvas)
    }
}
