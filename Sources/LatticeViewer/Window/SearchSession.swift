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

    /// The text changed to `text`: false when it did not. A search that begins keeps the place it began from
    /// (`place`, asked only then) and shows its first results from the top.
    mutating func change(to text: String, place: @autoclosure () -> PlaceBeforeSearch) -> Bool {
        guard text != query else { return false }
        if query.isEmpty, !text.isEmpty {
            placeBeforeSearch = place()
            showsResultsFromTop = true
        }
        query = text
        return true
    }

    /// Whether results shown now replace what is shown at once rather than animating from it: a search's first
    /// results (from the top), and the last results of a search cleared (`isComplete`) where a place is given back.
    func jumps(isComplete: Bool) -> Bool {
        query.isEmpty ? isComplete && placeBeforeSearch != nil : showsResultsFromTop
    }

    /// Results were shown at once: where the view goes — the top for a search's first results, the place the
    /// search began from once it is cleared (nil: it stays).
    mutating func placeAfterJump() -> PlaceAfterJump {
        showsResultsFromTop = false
        if !query.isEmpty { return .top }
        defer { placeBeforeSearch = nil }
        return placeBeforeSearch.map { .restore($0) } ?? .stay
    }

    /// Where the view goes after results replaced what was shown at once.
    enum PlaceAfterJump {
        /// The top (a search's first results).
        case top
        /// The place the search began from (the search was cleared).
        case restore(PlaceBeforeSearch)
        /// Where it is.
        case stay
    }
}
