import LatticeLayout

/// Where the model's cells and supplementaries come from: the app's providers, the restyling for each cell's
/// state, and a generation that counts the changes to what cells show apart from their state. A switch keeps the
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
    /// Counts the changes to what cells show apart from their state: the providers, the data, the configuration
    /// update, a reorder drag, the canvas background.
    var generation = 0
    /// Measures the content the providers give, for the layout engine.
    let measurer: ContentMeasurer
}
