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
        let column = switch folder.sort.key {
        case .name: ColumnSort.name
        case .size: "Size"
        case .modified: "Modified"
        case .type: "Type"
        }
        return ColumnSort(column: column, ascending: !folder.sort.isReversed)
    }

    /// A click on the columns' header sorts by the column under it (again: the other way round).
    func installColumnHeader() {
        mainCanvas.model.onSupplementaryClick = { [weak self] element, point in
            guard let self, element.elementKind == CatalogScene.columnHeaderKind else { return false }
            if let index = self.scene.columns.column(atX: point.x, width: element.frame.width) {
                self.sortColumns(by: self.scene.columns.columns[index].id)
            }
            return true
        }
    }

    /// Sorts the main area by `column` (a `TableColumns.Column.id`): a folder is listed again in that order, a
    /// catalogue's sections are sorted off the main thread; either way the rows move to their places, animated.
    func sortColumns(by column: String) {
        if folder != nil {
            let key: FolderSort.Key? = switch column {
            case ColumnSort.name: .name
            case "Size": .size
            case "Modified": .modified
            case "Type": .type
            default: nil
            }
            if let key { sort(by: key) }
            return
        }
        guard !isLoading else { return }   // a catalogue still being read is sorted once it is whole
        let next = (columnSorting.sort ?? ColumnSort(column: "", ascending: true)).clicked(column)
        columnSorting.generation += 1
        let generation = columnSorting.generation
        let catalog = scene.catalog, query = self.query, load = loadGeneration
        let chain = PreparationChain(from: mainPresentation, query: query)
        let key = next.column == ColumnSort.name ? nil : next.column
        DispatchQueue.global(qos: .userInitiated).async {
            guard let sorted = catalog.sorted(by: key, ascending: next.ascending) else { return }
            let prepared = chain.prepare(sorted)
            MainContext.post { [weak self] in
                guard let self, self.columnSorting.generation == generation, self.loadGeneration == load else { return }
                self.columnSorting.sort = next
                self.show(prepared, animated: true)
            }
        }
    }
}
