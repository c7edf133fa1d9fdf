import Catalog
import CollectionView
import DiffableDataSource
import Foundation

/// What the main area shows: its layout data, and an identity that changes with every presentation, so work
/// prepared against one presentation can tell whether it still applies.
package struct MainPresentation: Sendable {
    /// Unique to this presentation.
    let id: UUID
    /// The items laid out (read from the groups shown, and indexed).
    package let data: OnDemandLayoutData<String, String>

    package init(data: OnDemandLayoutData<String, String>, id: UUID = UUID()) {
        self.data = data
        self.id = id
    }
}

/// A catalogue made ready for the main area off the main thread: its groups for a search and their items indexed
/// for layout. Building these is O(items) — a third of a second for 100,000 folder entries, where the main thread
/// may spend no more than a frame or two — so a folder listing prepares each batch with the listing, and the main
/// thread only applies it. No change set is worked out: the window's model has no observer to tell, and its
/// animation asks the old and new data (`CollectionViewModel.update(to:changes:…)` with nil) — a search's first
/// keystroke in a million rows no longer hashes every one of them.
///
/// The main thread uses the prepared work when it still applies (`applies(to:query:)`: the same presentation
/// is shown and the search is unchanged), and otherwise computes it anew.
package struct PreparedCatalog: Sendable {
    let catalog: Catalog
    /// The search the groups were filtered by.
    let query: String
    package let groups: [CatalogScene.Group]
    /// What the main area shows once this is presented.
    package let presentation: MainPresentation
    /// The presentation this replaces.
    let basis: UUID

    /// Prepares `catalog` filtered by `query` to replace `basis`; `groups`, when given, are its groups for
    /// `query` (or, while a search runs, the first of them: `CatalogSearch`). - Complexity: O(items).
    init(_ catalog: Catalog, query: String, groups: [CatalogScene.Group]? = nil, replacing basis: MainPresentation) {
        self.catalog = catalog
        self.query = query
        self.groups = groups ?? CatalogScene.groups(of: catalog, query: query)
        presentation = MainPresentation(data: CatalogScene.mainData(of: self.groups))
        self.basis = basis.id
    }

    /// Whether this was prepared against what `shown` is, for the search `query`.
    func applies(to shown: MainPresentation, query: String) -> Bool {
        basis == shown.id && self.query == query
    }
}

/// Prepares a sequence of catalogues — a listing's batches — each against the one before it, starting from the
/// presentation shown when the listing started: when the main thread shows them in order, each applies.
final class PreparationChain: @unchecked Sendable {
    private let lock = NSLock()
    private var shown: MainPresentation
    private let query: String

    init(from shown: MainPresentation, query: String) {
        self.shown = shown
        self.query = query
    }

    /// `catalog` prepared to replace the previous one (or the starting presentation), with its `groups` for the
    /// chain's query when they are known. - Complexity: O(items).
    func prepare(_ catalog: Catalog, groups: [CatalogScene.Group]? = nil) -> PreparedCatalog {
        lock.withLock {
            let prepared = PreparedCatalog(catalog, query: query, groups: groups, replacing: shown)
            shown = prepared.presentation
            return prepared
        }
    }
}

/// Lets go of `value` on a background thread. Freeing what a 100,000-entry catalogue or snapshot index holds
/// (hundreds of thousands of strings) takes tens of milliseconds — dropped frames on the main thread, which
/// should hand its last reference here instead (`releaseInBackground(consume old)`).
package func releaseInBackground<Value: Sendable>(_ value: consuming Value) {
    let retired = value
    Task.detached(priority: .background) { withExtendedLifetime(retired) {} }
}
