import Gtk

/// The main area's view mode, and the rows view the header bar's toggle goes back to from the grid (the list or
/// the columns, whichever was shown last): the one owner of the mode. Ctrl+1/2/3, the toggle, the context menu,
/// continuous zoom and a location's remembered view all change it here, and the toggle is drawn from it.
struct ViewModeChoice: Equatable {
    /// The view shown now.
    private(set) var mode: ViewMode
    /// The rows view the toggle switches back to from the grid.
    private(set) var rowsMode: ViewMode

    /// Starts in `mode`.
    init(_ mode: ViewMode) {
        self.mode = mode
        rowsMode = mode == .columns ? .columns : .list
    }

    /// Makes `mode` the view shown; false when it already was.
    @discardableResult
    mutating func select(_ mode: ViewMode) -> Bool {
        guard mode != self.mode else { return false }
        self.mode = mode
        if mode.isRows { rowsMode = mode }
        return true
    }

    /// What the header bar's toggle switches to: the grid from rows, the last rows view from the grid.
    var toggleTarget: ViewMode { mode == .grid ? rowsMode : .grid }

    /// The toggle as GNOME apps draw it — showing the view it switches to: its icon, the name screen readers
    /// say and its shortcut.
    var toggle: (iconName: String, name: String, shortcut: String) {
        switch toggleTarget {
        case .grid: ("view-grid-symbolic", tr("Grid View"), trc("shortcut", "Ctrl+2"))
        case .columns: ("view-list-symbolic", tr("Columns View"), trc("shortcut", "Ctrl+3"))
        case .list: ("view-list-symbolic", tr("List View"), trc("shortcut", "Ctrl+1"))
        }
    }
}
