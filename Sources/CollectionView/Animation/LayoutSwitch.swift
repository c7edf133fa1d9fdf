import LatticeLayout

/// A layout switch in flight (list → grid, a zoom step): what its frames need besides the element tracks of
/// its `LayoutTransition` — each side's cells as they are drawn there, so every cell can morph part by part
/// (`CellMorph`) from the one to the other.
///
/// The arriving side is the model's own (its providers and background); the leaving side is kept here,
/// captured when the switch starts.
struct LayoutSwitch {
    /// How a list row sat in its layout: the boxed list's card it was part of, and its separators.
    struct Row {
        /// The boxed list card's corner radius and how far the card continues above and below the row (0 at
        /// the card's ends, where the row's own corners are the card's).
        var card: (radius: Double, above: Double, below: Double)?
        /// Whether `card` is the other side's, drawn clear: a row of an unboxed list (plain, a table's) meeting
        /// a row of a boxed one, so the card stays whole while its colours fade, instead of splitting into a box
        /// a row as it does on its way to a grid's cards (`joiningCards`).
        var cardIsClear = false
        /// The row's separators.
        var separators: SeparatorConfiguration?

        /// `source` and `destination`, one side's card given clear to the other when both are list rows and
        /// only one was part of a card.
        static func joiningCards(_ source: Row?, _ destination: Row?) -> (source: Row?, destination: Row?) {
            guard var source, var destination, (source.card == nil) != (destination.card == nil) else {
                return (source, destination)
            }
            if let card = source.card {
                destination.card = card
                destination.cardIsClear = true
            } else if let card = destination.card {
                source.card = card
                source.cardIsClear = true
            }
            return (source, destination)
        }
    }

    /// One side of the switch.
    struct Side {
        /// The cells' content (by position in the data the engine lays out).
        var cell: (ItemPath) -> CellContent?
        /// The supplementaries' content.
        var supplementary: (String, ItemPath) -> CellContent?
        /// The canvas's background on that side.
        var background: Paint
        /// Where each element is on that side, in canvas coordinates.
        var frames: [ElementKey: Rect]
        /// List rows' decorations on that side (rows of a grid have none).
        var rows: [ElementKey: Row]
    }

    /// One element's two sides, found by its track's position (a reference, so finding it copies nothing): its
    /// frames and row decorations (nil on a side it is not on), and the parts each side was last laid out into.
    final class Element {
        var sourceFrame: Rect?
        var destinationFrame: Rect?
        var sourceRow: Row?
        var destinationRow: Row?
        /// Kept across frames: a side's frame does not change during the switch, so its parts are laid out
        /// again only when its content or state does.
        let source = LaidOut(), destination = LaidOut()
    }

    /// The parts one side of an element was laid out into, and what from: the model's content generation
    /// (`CellSources.generation`) and the cell's state.
    final class LaidOut {
        private var generation: Int?
        private var state = CellState()
        private(set) var parts: [CellPart] = []

        /// Whether `parts` were laid out at content generation `generation` in `state`.
        func holds(_ generation: Int, _ state: CellState) -> Bool {
            self.generation == generation && self.state == state
        }

        /// Keeps `parts`, laid out at `generation` in `state`.
        func keep(_ generation: Int, _ state: CellState, _ parts: [CellPart]) {
            self.generation = generation
            self.state = state
            self.parts = parts
        }
    }

    /// The side being left.
    var source: Side
    /// The arriving side's frames and row decorations (its providers and background are the model's).
    var destinationFrames: [ElementKey: Rect]
    var destinationRows: [ElementKey: Row]
    /// Where the morph starts: 0 for a new switch; for one that reverses a switch in flight, the point that
    /// switch had reached, mirrored (`CellMorph`'s windows are symmetric, so nothing jumps).
    var startProgress = 0.0
    var startTime = 0.0

    /// Each element of either side, in the order of the tracks of the transition that draws the switch
    /// (`align(with:)`), so a frame finds an element's sides by its track's position.
    private(set) var byTrack: [Element?] = []
    /// The transition `byTrack` follows.
    private(set) var aligned: ObjectIdentifier?

    /// Gathers each element's sides, as they now are, in the order of `transition`'s tracks.
    mutating func align(with transition: LayoutTransition) {
        let sourceFrames = source.frames, sourceRows = source.rows
        let destinationFrames = destinationFrames, destinationRows = destinationRows
        byTrack = transition.tracks.map { track in
            let sourceFrame = sourceFrames[track.key], destinationFrame = destinationFrames[track.key]
            guard sourceFrame != nil || destinationFrame != nil else { return nil }
            let element = Element()
            element.sourceFrame = sourceFrame
            element.destinationFrame = destinationFrame
            (element.sourceRow, element.destinationRow) = Row.joiningCards(
                sourceRows.isEmpty ? nil : sourceRows[track.key],
                destinationRows.isEmpty ? nil : destinationRows[track.key])
            return element
        }
        aligned = ObjectIdentifier(transition.identity)
    }

    /// Whether `byTrack` follows `transition`'s tracks.
    func isAligned(with transition: LayoutTransition) -> Bool { aligned == ObjectIdentifier(transition.identity) }

    /// The morph at the transition's `progress` and elapsed `time` fraction.
    func morph(progress: Double, time: Double) -> CellMorph {
        CellMorph(progress: CellMorph.mix(startProgress, 1, progress), time: CellMorph.mix(startTime, 1, time))
    }

    /// The rows of lists among `attributes`, with their decorations: separators, and for boxed lists (grouped,
    /// inset grouped) the card each row is part of.
    static func rows(of attributes: [LayoutAttributes], in engine: LayoutEngine) -> [ElementKey: Row] {
        let cards = CollectionViewModel.listCards(of: attributes, in: engine)
        var rows: [ElementKey: Row] = [:]
        for element in attributes where element.category == .cell {
            let section = element.indexPath.section
            var row = Row(separators: element.separators)
            if let card = cards[section], let appearance = engine.section(at: section).list?.appearance {
                let radius = appearance.metrics.cornerRadius
                // Past the row by more than the radius, so the row shows the card's straight edges only.
                let reach = radius + 1
                row.card = (
                    radius, element.frame.minY > card.minY + 0.5 ? reach : 0,
                    element.frame.maxY < card.maxY - 0.5 ? reach : 0
                )
            }
            if engine.section(at: section).list != nil {
                rows[.cell(engine.dataSource.identity(ofItemAt: element.indexPath))] = row
            }
        }
        return rows
    }
}
