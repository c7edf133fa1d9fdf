import LatticeLayout

/// Where the model's cells and supplementaries come from: the app's providers, the restyling for each cell's
/// state, the background they are drawn on, and a generation that counts the changes to what cells show apart
/// from their state. A switch keeps the
/// parts it laid out a cell into while the generation and the cell's state are unchanged, as a collection view
/// keeps a cell until it is reconfigured — so a frame does not ask the providers again for every cell on screen.
struct CellSources {
    /// The app's cells, by position in the app's data.
    var cell: (ItemPath) -> CellContent? { didSet { generation &+= 1 } }
    /// The app's headers, footers and other supplementaries, by kind and position (the measurer measures them
    /// too; it reaches cells through `CollectionViewModel.cellProvider`, which follows a reorder drag).
    var supplementary: (String, ItemPath) -> CellContent? {
        didSet {
            generation &+= 1
            measurer.supplementary = supplementary
        }
    }
    /// Restyles a cell for its state just before it is drawn (`CollectionViewModel.configurationUpdate`).
    var configurationUpdate: ((inout CellContent, CellState) -> Void)? { didSet { generation &+= 1 } }
    /// Where prefetching the cells scrolling brings next stands (`CollectionViewModel.prefetch()`).
    var prefetch = PrefetchPlan()
    /// The app's state of each cell, by position in the app's data (`CollectionViewModel.cellState`).
    var state: (ItemPath) -> CellState = { _ in CellState() }
    /// The background of the canvas: cells flying in a switch are solid in it, so a change is one to what they show.
    var background: Paint = .role(.viewBackground) {
        didSet { if background != oldValue { generation &+= 1 } }
    }
    /// Counts the changes to what cells show apart from their state: the providers, the configuration update and
    /// the background (each counts itself), the data, a reorder drag, the reading direction (`contentChanged`).
    private(set) var generation = 0

    /// What cells show changed in a way the providers cannot tell: new data, a reorder drag's preview, the
    /// reading direction.
    mutating func contentChanged() { generation &+= 1 }
    /// Measures the content the providers give, for the layout engine.
    let measurer: ContentMeasurer
}
