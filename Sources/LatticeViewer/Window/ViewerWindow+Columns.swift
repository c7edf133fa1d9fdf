import Catalog
import CollectionView
import Foundation
import LatticeGTK
import LatticeLayout

/// What a catalogue's columns are sorted by, and the sort running off the main thread.
struct ColumnSorting {
    /// The order shown (nil: the file's).
    var sort: ColumnSort?
    /// Bumped by every sort started: an older one's result is dropped.
    var generation = 0
}

extension ViewerWindow {
    /// What the columns' header shows the rows sorted by: a folder's listing order, or the catalogue's sort.
    var columnSort: ColumnSort? {
        guard let folder else { return columnSorting.sort }
        let column = Self.folderSortColumns.first { $0.key == folder.sort.key }?.column ?? ColumnSort.name
        return ColumnSort(column: column, ascending: !folder.sort.isReversed)
    }

    /// A folder's orders and the columns that show them (the name column, then its metadata's).
    static let folderSortColumns: [(key: FolderSort.Key, column: String)] =
        [(.name, ColumnSort.name), (.size, "Size"), (.modified, "Modified"), (.type, "Type")]

    /// The columns' header: a click sorts by the column under it (again: the other way round); a drag from the
    /// line before a column (the pointer shows it) makes that column wider or narrower, the name taking the rest.
    func installColumnHeader() {
        mainCanvas.model.onSupplementaryPress = { [weak self] element, point in
            guard let self, element.elementKind == CatalogScene.columnHeaderKind else { return .none }
            let columns = self.scene.columns, width = element.frame.width
            if let column = columns.column(startingNear: point.x, width: width) {
                let start = columns.columns[column].width
                return .drag(moved: { [weak self] dx, _ in self?.resizeColumn(column, to: start - dx) }, ended: {})
            }
            if let index = columns.column(atX: point.x, width: width) { self.sortColumns(by: columns.columns[index].id) }
            return .click
        }
        mainCanvas.pointerShape = { [weak self] point in
            guard let self, self.mode == .columns, point.y < CatalogScene.columnHeaderHeight,
                  self.scene.columns.column(startingNear: point.x, width: self.mainCanvas.model.viewport.size.width) != nil
            else { return nil }
            return "col-resize"
        }
    }

    /// A catalogue's columns view: the context menu sorts by each column as its header does, for the keyboard
    /// and screen readers (the header is drawn on the canvas, not in the accessible tree).
    func columnSortEntries() -> [MenuEntry] {
        scene.columns.columns.map { column in
            let title = column.title.replacingOccurrences(of: "_", with: "__")   // a title's "_" is no mnemonic
            let current = columnSorting.sort?.column == column.id
            let label = current ? "Sort by \(title) (\(columnSorting.sort!.ascending ? "Ascending" : "Descending"))"
                : "Sort by \(title)"
            return MenuEntry(label) { [weak self] in self?.sortColumns(by: column.id) }
        }
    }

    /// Makes column `column` `width` points wide (48 to 600): the rows and the header follow at once.
    func resizeColumn(_ column: Int, to width: Double) {
        var columns = scene.columns
        guard columns.columns.indices.contains(column) else { return }
        columns.columns[column].width = min(600, max(48, width.rounded()))
        guard columns != scene.columns else { return }
        scene = makeScene(columns: columns)
        mainCanvas.model.replaceProviders(cell: scene.mainCell(mode, appearance: appearance),
                                          supplementary: scene.mainSupplementary(mode, appearance: appearance))
        mainCanvas.queueDraw()
    }

    /// Sorts the main area by `column` (a `TableColumns.Column.id`): a folder is listed again in that order, a
    /// catalogue's sections are sorted off the main thread; either way the rows move to their places, animated.
    func sortColumns(by column: String) {
        if folder != nil {
            if let key = Self.folderSortColumns.first(where: { $0.column == column })?.key { sort(by: key) }
            return
        }
        guard !loading.isLoading else { return }   // a catalogue still being read is sorted once it is whole
        let next = columnSorting.sort?.clicked(column) ?? ColumnSort(column: column, ascending: true)
        columnSorting.generation += 1
        let generation = columnSorting.generation
        let catalog = scene.catalog, query = self.query, load = loading.generation
        let chain = PreparationChain(from: mainPresentation, query: query)
        let key = next.column == ColumnSort.name ? nil : next.column
        DispatchQueue.global(qos: .userInitiated).async {
            guard let sorted = catalog.sorted(by: key, ascending: next.ascending) else { return }
            let prepared = chain.prepare(sorted)
            MainContext.post { [weak self] in
                guard let self, self.columnSorting.generation == generation, self.loading.generation == load else { return }
                self.columnSorting.sort = next
                self.show(prepared, animated: true)
            }
        }
    }
}
