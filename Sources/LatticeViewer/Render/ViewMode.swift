/// How the main area shows a catalogue or a folder: full-width rows, cards in a grid, or a table of columns
/// (Name, then what the items say) under a header that sorts them. The window's toggle and shortcuts (Ctrl+1,
/// Ctrl+2, Ctrl+3), `lattice render --layout` and the benchmarks' `--layout` name it alike.
package enum ViewMode: String, CaseIterable, Sendable {
    case list, grid, columns

    /// Whether the mode shows one item per row (list and columns: continuous zoom turns them into cards).
    package var isRows: Bool { self != .grid }
}
