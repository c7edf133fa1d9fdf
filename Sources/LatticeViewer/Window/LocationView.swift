import Catalog

/// How the location shown is viewed, beyond the mode and zoom: which sidebar sections are collapsed, what a
/// catalogue's rows are sorted by, and how a data file is read where the user chose otherwise than the guess —
/// what the window remembers of each location it shows (`LocationState`, in the settings).
package struct LocationView {
    /// The location whose view is remembered (the catalogue's or folder's absolute path; empty for error pages).
    var location = ""
    /// The sidebar sections collapsed, by id.
    var collapsed: Set<String> = []
    /// What a catalogue's columns are sorted by (a folder's order is its listing's).
    var columnSorting = ColumnSorting()
    /// Whether the location was never viewed before and its rows have not yet come (a file the window reads): the
    /// first of them choose its view (`ViewerWindow.opensAsTable`).
    var isFirstVisit = false
    /// How a data file is read where the user chose otherwise than the guess (`ViewerWindow+DataFile.swift`).
    package var reading = DataFileOptions()

    /// What to remember of it seen in `mode` at `zoom` with `anchor` at the top (a folder keeps its listing's
    /// order, not a sort); nil for an error page, which has no location.
    func state(mode: ViewMode, zoom: Double, anchor: String?, isFolder: Bool) -> LocationState? {
        guard !location.isEmpty else { return nil }
        return LocationState(
            mode: mode.rawValue, zoom: zoom, collapsed: collapsed.sorted(), anchor: anchor,
            sort: isFolder ? nil : columnSorting.sort,
            grouping: isFolder || columnSorting.grouping.isEmpty ? nil : columnSorting.grouping,
            reading: reading.isEmpty ? nil : reading, saved: 0)
    }
}
