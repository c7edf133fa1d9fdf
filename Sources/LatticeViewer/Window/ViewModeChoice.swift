import Gtk

/// The main area's view mode: the one owner of it. Ctrl+1/2/3, the header bar's view buttons, the menus, continuous
/// zoom and a location's remembered view all change it here, and the header bar's buttons are drawn from it.
struct ViewModeChoice: Equatable {
    /// The view shown now.
    private(set) var mode: ViewMode

    /// Starts in `mode`.
    init(_ mode: ViewMode) { self.mode = mode }

    /// Makes `mode` the view shown; false when it already was.
    @discardableResult
    mutating func select(_ mode: ViewMode) -> Bool {
        guard mode != self.mode else { return false }
        self.mode = mode
        return true
    }
}

extension ViewMode {
    /// The header bar's button for the mode, in the linked group of the three (GNOME's view switcher): its icon, the
    /// name screen readers say and its shortcut.
    var button: (iconName: String, name: String, shortcut: String) {
        switch self {
        case .list: ("view-list-bullet-symbolic", tr("List View"), trc("shortcut", "Ctrl+1"))
        case .grid: ("view-grid-symbolic", tr("Grid View"), trc("shortcut", "Ctrl+2"))
        case .columns: ("view-list-symbolic", tr("Columns View"), trc("shortcut", "Ctrl+3"))
        }
    }
}
