import ArgumentParser

/// How the main area shows a catalogue or a folder: full-width rows, or cards in columns. The window's toggle
/// (Ctrl+1, Ctrl+2), `lattice render --layout` and the benchmarks' `--layout` name it alike.
enum ViewMode: String, ExpressibleByArgument, CaseIterable {
    case list, grid
}
