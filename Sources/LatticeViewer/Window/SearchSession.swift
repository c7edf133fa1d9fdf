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
