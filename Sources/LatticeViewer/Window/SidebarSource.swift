import CollectionView
import DiffableDataSource
import LatticeLayout

/// The window's sidebar, fed as an app built on Lattice feeds a view: a `CollectionViewDataSource` of row ids,
/// each cell described from its row of the scene it came from, its expansion given as the row's state.
///
/// Applies are asynchronous: a scene's rows join the known rows when it is shown, and the rows no scene shows
/// any more are forgotten once the last scene asked for has landed, so a departing row keeps its look while it
/// leaves and a row arriving is described before it is drawn.
@MainActor
final class SidebarSource {
    /// The data source the sidebar's view keeps.
    let dataSource: CollectionViewDataSource<String, String>
    private let known: KnownRows
    /// Bumped by every `show`: only the latest one forgets rows.
    private var generation = 0
    /// The sidebar's view, while its window lives: an apply may land after the window has closed.
    private weak var model: CollectionViewModel?

    /// The rows cells are described from, by id, and the ids `--select` selects.
    private final class KnownRows {
        var rows: [String: CatalogScene.SidebarRow] = [:]
        var selected: Set<String> = []
    }

    /// Binds a data source to `model` (no rows until the first `show`).
    init(model: CollectionViewModel) {
        let known = KnownRows()
        self.known = known
        self.model = model
        dataSource = CollectionViewDataSource(model: model) { _, id, _ in
            known.rows[id].map(CatalogScene.sidebarContent(of:))
        }
        dataSource.cellState = { _, id in
            known.rows[id].map { CatalogScene.sidebarState(of: $0, selected: known.selected) } ?? CellState()
        }
    }

    /// The row shown at `path`, if any.
    func row(at path: ItemPath) -> CatalogScene.SidebarRow? {
        dataSource.itemIdentifier(for: path).flatMap { known.rows[$0] }
    }

    /// Whether the row `id` is shown and may be selected (not a section header).
    func isSelectableRow(_ id: String) -> Bool { known.rows[id].map { !$0.isHeader } ?? false }

    /// Shows `scene`'s sidebar: its rows diffed against what is shown, animated when `animated`; each row's
    /// outline parent follows once they land.
    func show(_ scene: CatalogScene, animated: Bool) async {
        generation += 1
        let mine = generation
        let sections = scene.sidebarRows()  // laid out once: the snapshot and the parents come from them
        for row in sections.joined() { known.rows[row.id] = row }
        known.selected = scene.selected
        let parents = CatalogScene.sidebarParents(of: sections)
        await dataSource.apply(CatalogScene.sidebarSnapshot(of: sections), animatingDifferences: animated)
        guard mine == generation else { return }  // a later scene is on its way: its rows are needed
        let shown = Set(sections.joined().map(\.id))
        known.rows = known.rows.filter { shown.contains($0.key) }
        model?.stickyAncestors.parent = parents
    }
}
