import Catalog
import Folders
import Foundation
import Gtk
import LatticeGTK

/// A folder window's search below the folder: what `FolderSearch` has found so far for the search shown.
struct SubfolderSearch {
    /// The newest walk's number: bumped by every search started (and by clearing), so an older walk's results
    /// are dropped and it stops.
    let generations = SearchGeneration()
    var generation = 0
    /// The sections found so far, one per folder below the one shown holding matches.
    var found: [CatalogSection] = []
}

/// Whether a walk is still the newest: read off the main thread by the walk, bumped on the main thread.
final class SearchGeneration: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func bump() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
    func isCurrent(_ generation: Int) -> Bool { lock.withLock { value == generation } }
}

extension ViewerWindow {
    /// The catalogue a search runs over: a folder's listing and, while a search is typed, the matches found in
    /// the folders below it (each folder's in a section titled by its path), so one search shows both.
    var searchedCatalog: Catalog {
        guard listsFolder else { return scene.catalog }
        var catalog = scene.catalog
        catalog.sections.removeAll { $0.id.hasPrefix(FolderSearch.sectionPrefix) }
        if !query.isEmpty { catalog.sections += search.below.found }
        return catalog
    }

    /// Starts searching the folders below the folder shown for `query` (stopping the search before): matches
    /// stream in as sections after the folder's own, nearer folders first. Cleared, it stops and drops them.
    func startSubfolderSearch() {
        guard let navigation = folder, listsFolder else { return }
        let generations = search.below.generations, generation = generations.bump()
        search.below.generation = generation
        search.below.found = []
        guard !query.isEmpty else { return }
        let search = FolderSearch(
            root: navigation.path, showHidden: navigation.showHidden, sort: navigation.sort,
            format: .locale)
        let query = SearchQuery(self.query)
        DispatchQueue.global(qos: .utility).async {
            let deliver: @Sendable ([CatalogSection]) -> Void = { sections in
                MainContext.post { [weak self] in
                    guard let self, self.search.below.generation == generation else { return }
                    self.search.below.found = sections
                    self.startSearch()
                }
            }
            let sections = search.run(
                matches: { query.matches(title: $0, subtitle: nil) },
                isCancelled: { !generations.isCurrent(generation) }, found: deliver)
            if let sections { deliver(sections) }
        }
    }
}
