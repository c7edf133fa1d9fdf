import Catalog
import CollectionView
import Folders
import Gtk
import LatticeLayout

/// What the columns layout's rows are sorted by: a column (`TableColumns.Column.id`: "name" or a metadata key)
/// and the direction.
package struct ColumnSort: Hashable, Codable, Sendable {
    /// The id of the column.
    var column: String
    /// Smallest, earliest or first in the alphabet first.
    var ascending: Bool

    /// The column id of the names (the first column).
    package static let name = "name"

    /// A click on the header of `column` with the rows sorted by `current` (nil: in the file's order): another
    /// column sorts by it ascending, the same column again descending, and a third time gives the file's order
    /// back — GtkColumnView's two states, and a third because a catalogue's own order means something.
    static func clicked(_ column: String, sortedBy current: ColumnSort?) -> ColumnSort? {
        guard let current, current.column == column else { return ColumnSort(column: column, ascending: true) }
        return current.ascending ? ColumnSort(column: column, ascending: false) : nil
    }

    /// The context menu's *Sort by* `column`: the same column turns the order round, another sorts by it
    /// ascending (the menu's own entry gives the file's order back).
    static func chosen(_ column: String, sortedBy current: ColumnSort?) -> ColumnSort {
        ColumnSort(column: column, ascending: current?.column == column ? !current!.ascending : true)
    }

    /// `catalog` with each section's items in this order (`Catalog.sorted(by:ascending:isCancelled:)`: the name
    /// column sorts by title, another by the metadata it shows); nil when `isCancelled` answers true.
    nonisolated func applied(to catalog: Catalog, isCancelled: () -> Bool = { false }) -> Catalog? {
        catalog.sorted(by: column == Self.name ? nil : column, ascending: ascending, isCancelled: isCancelled)
    }
}

extension CatalogScene {
    /// The element kind of the columns layout's header: the columns' titles, pinned to the top of the view.
    static let columnHeaderKind = "lattice-column-header"
    /// The height of the columns' header and of their rows.
    static let columnHeaderHeight = 34.0
    static let columnRowHeight = 36.0

    /// The metadata a folder's columns show after the name: Files' own two, then the type (the first left out
    /// when the window narrows).
    nonisolated static let folderColumnKeys = ["Size", "Modified", "Type"]
    /// The titles of a folder's columns by key, in the user's language (a folder listing's metadata keys are
    /// English: `FolderListing`).
    nonisolated static var folderColumnTitles: [String: String] {
        [
            // TRANSLATORS: the title of a folder's column of file sizes.
            "Size": trc("column", "Size"),
            // TRANSLATORS: the title of a folder's column of the dates files were last changed.
            "Modified": trc("column", "Modified"),
            // TRANSLATORS: the title of a folder's column of file types ("Folder", "CSV document").
            "Type": trc("column", "Type")
        ]
    }
    /// The most metadata columns a catalogue shows.
    nonisolated static let metadataColumnLimit = 6
    /// The most columns a data file's table shows: a spreadsheet of thousands of columns is read whole, but a
    /// view of more than this is a strip of slivers.
    nonisolated static let tableColumnLimit = 200
    /// How many items are read for the columns and their widths.
    nonisolated static let columnSample = 200

    /// The main area's columns: Name, then for a folder Size, Type and Modified, and for a catalogue the
    /// metadata its first items carry, in the order they first appear. Each is as wide as its title or the
    /// longest value among the first items (at about 8 points a character, 64 to 260 points), so columns do not
    /// move as the rows under them change; sizes and numbers sit at the trailing edge.
    nonisolated package static func tableColumns(of catalog: Catalog) -> TableColumns {
        var sample: [CatalogItem] = []
        func collect(_ sections: [CatalogSection]) {
            for section in sections where sample.count < columnSample {
                for index in section.items.indices.prefix(columnSample - sample.count) {
                    sample.append(section.items[index])
                }
                collect(section.sections)
            }
        }
        collect(catalog.sections)
        var keys: [String] = []
        var titles: [String: String] = [:]
        if let table = catalog.table, let first = table.columns.first {
            // A data file's table: every column in the file's order, its first one pinned as a spreadsheet freezes it
            // (the title column, wherever it is, goes by `ColumnSort.name`: a click on it sorts by the rows' titles).
            func id(_ column: String) -> String { column == table.titleName ? ColumnSort.name : column }
            return tableColumns(
                title: first, firstID: id(first), keys: table.columns.dropFirst().map(id),
                titles: [ColumnSort.name: table.titleName], sample: sample, table: table)
        } else if sample.contains(where: { $0.filePath != nil }) {
            keys = folderColumnKeys
            titles = folderColumnTitles
        } else {
            for item in sample {
                for entry in item.metadata where !keys.contains(entry.key) && keys.count < metadataColumnLimit {
                    keys.append(entry.key)
                }
            }
        }
        // TRANSLATORS: the title of the first column, the items' names.
        return tableColumns(title: trc("column", "Name"), keys: keys, titles: titles, sample: sample, table: nil)
    }

    /// Each table's own columns in a file of several (`CatalogTable.sectionColumns`), by section id, measured on
    /// that section's first items; empty for a file of one table.
    nonisolated static func sectionColumns(of catalog: Catalog) -> [String: TableColumns] {
        guard let table = catalog.table, !table.sectionColumns.isEmpty else { return [:] }
        var result: [String: TableColumns] = [:]
        func visit(_ sections: [CatalogSection]) {
            for section in sections {
                if let own = table.sectionColumns[section.id] {
                    let sample = section.items.indices.prefix(columnSample).map { section.items[$0] }
                    result[section.id] = tableColumns(title: own.title, keys: own.others, sample: sample, table: table)
                }
                visit(section.sections)
            }
        }
        visit(catalog.sections)
        return result
    }

    /// Columns titled `title` (with id `firstID`: the items' titles, or a data file's first column), then `keys`
    /// (titled as `titles` says, else by the key), each as wide as its title or its longest value among `sample`.
    nonisolated private static func tableColumns(
        title: String, firstID: String = ColumnSort.name, keys: [String],
        titles: [String: String] = [:], sample: [CatalogItem],
        table: CatalogTable?
    ) -> TableColumns {
        let keys = Array(keys.prefix(tableColumnLimit))
        // Each item's values by column id (a table's title column's are the titles), looked up once per column.
        let values = sample.map { item in
            var values = Dictionary(item.metadata.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            if table != nil { values[ColumnSort.name] = item.title }
            return values
        }
        var columns = [TableColumns.Column(id: firstID, title: title)]
        for key in keys {
            let values = values.compactMap { $0[key] }
            let columnTitle = titles[key] ?? key
            let longest = values.reduce(columnTitle.count + 2) { max($0, $1.count) }
            let kind = table?.kind(of: key == ColumnSort.name ? table!.titleName : key)
            // A table's column is typed by its values (codes such as `00M`, `007` are text, at the leading edge);
            // a folder's or a catalogue's sizes and counts ("31.5 kB") sit at the trailing edge too.
            let numeric =
                (kind ?? ValueKind.column(values)) == .number
                || (table == nil && !values.isEmpty && values.allSatisfy { $0.first.map { $0.isNumber } ?? false })
            columns.append(
                TableColumns.Column(
                    id: key, title: columnTitle, width: min(260, max(64, Double(longest) * 8 + 8)),
                    alignment: numeric ? .trailing : .leading))
        }
        var result = TableColumns(columns, margin: 12, spacing: 18, minimumFirstWidth: 180)
        // A data file's columns are its data: they scroll sideways rather than go (a folder's and a catalogue's
        // extra columns are left out in a narrow window).
        if table != nil { result.overflow = .scroll }
        return result
    }

    /// The columns group `index`'s rows line up with: its table's own in a file of several, else `columns`.
    func columns(ofGroup index: Int) -> TableColumns {
        guard groups.indices.contains(index), let own = sectionColumns[groups[index].id] else { return columns }
        return own
    }

    /// How far a wide table's columns can scroll sideways in a row `width` wide: its, or the widest of its tables'.
    func maximumColumnOffset(width: Double) -> Double {
        sectionColumns.values.reduce(columns.maximumOffset(width: width)) { max($0, $1.maximumOffset(width: width)) }
    }

    /// The columns layout: full-width rows of one height under a header of the columns' titles pinned to the
    /// top (the layout's own header, so it stays while sections scroll by); section headers scroll with their rows.
    func columnsLayout() -> CompositionalLayout {
        let rowHeight = (Self.columnRowHeight * zoom).rounded()
        var configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: Self.columnHeaderKind,
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(Self.columnHeaderHeight)),
                alignment: .top, pinToVisibleBounds: true, zIndex: 3)
        ]
        // A file of several tables: each section's header is its table's, pinned while its rows pass, instead.
        let pinsSections = !sectionColumns.isEmpty
        if pinsSections { configuration.boundarySupplementaryItems = [] }
        return CompositionalLayout(configuration: configuration) { _, environment in
            var list = ListConfiguration(appearance: .plain)
            list.headerMode = .supplementary
            list.showsSeparators = false  // a table's rows, as Files' list: the columns line them up
            var section = LayoutSection.list(using: list, environment: environment)
            let size = LayoutSize(width: .fractionalWidth(1), height: .absolute(rowHeight))
            section.group = .horizontal(size: size, subitems: [.item(LayoutItem(size: size))])
            for index in section.boundarySupplementaryItems.indices {
                section.boundarySupplementaryItems[index].pinToVisibleBounds = pinsSections
            }
            return section
        }
    }

    /// The columns' header: their titles, an arrow on the one the rows are sorted by.
    func columnHeader() -> CellContent {
        var content = ListContentConfiguration.plainHeader()
        content.margins = EdgeInsets(top: 4, leading: columns.margin, bottom: 4, trailing: columns.margin)
        content.minimumHeight = 0
        content.text = columns.columns.first?.title
        content.textProperties = TextStyle(size: 13, weight: .semibold, paint: .role(.dimForeground), maximumLines: 1)
        return CellContent(
            content: content, background: BackgroundConfiguration(fill: .role(.viewBackground)),
            tableRow: .header(columns, sortedBy: tableSort(in: columns)))
    }

    /// In a file of several tables, group `index`'s header: its table's name where the first column's title
    /// would be, then its own columns' titles, an arrow on the one the rows are sorted by.
    func tableHeader(ofGroup index: Int) -> CellContent {
        let columns = columns(ofGroup: index)
        var content = ListContentConfiguration.plainHeader()
        content.margins = EdgeInsets(top: 8, leading: columns.margin, bottom: 8, trailing: columns.margin)
        content.text = groups[index].title
        content.textProperties.maximumLines = 1
        var header = TableRow.header(columns, sortedBy: tableSort(in: columns))
        if header.sort?.column == 0 { header.sort = nil }  // the first column's title is the table's name
        return CellContent(
            content: content, background: BackgroundConfiguration(fill: .role(.viewBackground)), tableRow: header)
    }

    /// Where the rows' sort is among `columns` (nil: not sorted, or by a column they lack).
    private func tableSort(in columns: TableColumns) -> TableSort? {
        sort.flatMap { sort in
            columns.columns.firstIndex { $0.id == sort.column }.map { TableSort(column: $0, ascending: sort.ascending) }
        }
    }

    /// A row of the columns layout: the item's picture and title in the first column, its metadata in the others
    /// (`columns`: its table's).
    func columnRow(_ item: CatalogItem, columns: TableColumns) -> CellContent {
        var content = ListContentConfiguration.cell()
        content.margins = EdgeInsets(top: 4, leading: columns.margin, bottom: 4, trailing: columns.margin)
        content.minimumHeight = 0  // the row's height is the layout's
        content.imageProperties.size = Size(width: (24 * zoom).rounded(), height: (24 * zoom).rounded())
        // The first column's value, at the row's leading edge with its picture: the title, or a table's first column.
        content.text = Self.value(of: item, inColumn: columns.columns.first?.id ?? ColumnSort.name)
        content.textProperties.maximumLines = 1
        content.image = Self.image(of: item)
        content.imageProperties.emblem = item.emblem
        Self.keepExtension(of: item, in: &content)
        let values = columns.columns.dropFirst().map { Self.value(of: item, inColumn: $0.id) }
        var row = TableRow(columns: columns, values: values.map(ValueKind.shown))
        row.style.tabularNumbers = true
        if catalog.table?.spellsMissingAsText == true {
            // Delimited text's NA, null, - (not its empty cells, which draw nothing); JSON and SQLite spell no value
            // as null, so their "NA" (North America) is a value.
            row.dimmedValues = Set(
                values.indices.filter { !values[$0].isEmpty && ValueKind(of: values[$0]) == .missing })
        }
        return CellContent(content: content, background: .listPlainCell(), tableRow: row)
    }
}

extension CatalogScene {
    /// What `item` shows in the column with id `column`: its title in `ColumnSort.name`'s, else its metadata value
    /// by that key ("" where it has none).
    nonisolated static func value(of item: CatalogItem, inColumn column: String) -> String {
        column == ColumnSort.name ? item.title : item.metadata.first { $0.key == column }?.value ?? ""
    }
}
