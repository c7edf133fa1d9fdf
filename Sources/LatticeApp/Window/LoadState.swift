import LatticeGTK

/// A window's loading: the folder watched for changes, and the listing or catalogue read running. Each load
/// bumps `generation`, so the results of an older one are dropped; a change on disk while one runs sets
/// `reloadPending` instead of starting another.
struct LoadState {
    /// Watches the folder shown for changes on disk.
    var monitor: FolderMonitor?
    /// Bumped by every load (a folder listed, a catalogue read): results of older loads are ignored.
    var generation = 0
    /// A folder listing or a catalogue read is running (a catalogue is not reordered or sorted until it is whole).
    var isLoading = false
    /// The folder changed on disk while a listing ran: list it again once that one lands.
    var reloadPending = false
}

/// A window's search: the text, the scans running off the main thread, where the main area was when it began,
/// and — in a folder — what was found in the folders below.
struct SearchSession {
    /// What the main area is filtered by (empty: nothing).
    var query = ""
    /// The scans of the catalogue shown, newest only.
    let runner = SearchRunner()
    /// Where the main area was when the search began, given back when it is cleared (nil: no search).
    var placeBeforeSearch: PlaceBeforeSearch?
    /// A search began and its first results are not shown yet: they are shown from the top.
    var showsResultsFromTop = false
    /// Folder mode: the matches in the folders below the one shown.
    var below = SubfolderSearch()
}
