import Catalog
import CollectionView
import Folders
import Foundation
import Gtk
import LatticeGTK
import LatticeLayout
import PostgreSQLSource
import Synchronization

/// What a catalogue's rows are sorted and grouped by, the catalogue in its own order while they are, and the
/// arrangement running off the main thread.
struct ColumnSorting {
    /// The order shown (nil: the catalogue's own).
    var sort: ColumnSort?
    /// The columns whose values group a table's rows into sections, outermost first (empty: not grouped).
    var grouping: [String] = []
    /// The one group shown, by section id, when the table is narrowed to it (a facet: *Show Only*); nil: every group.
    var facet: String?
    /// The catalogue in its own order and sections — the file's, with the moves made in the window — while `sort`
    /// or `grouping` shows it otherwise (nil when it is what is shown): every arrangement starts from it, so equal
    /// values keep that order, and it comes back when the sort and grouping are taken off.
    var ownOrder: Catalog?
    /// A sort asked for while the catalogue is read (`.some(nil)`: its own order), applied once it is whole.
    var pending: ColumnSort?? = .none
    /// Bumped by every sort started: an older one's result is dropped.
    var generation = 0
    /// The arrangement being prepared off the main thread, if one is: what was shown before it, which Escape gives
    /// back, and the flag its work asks.
    var running: Running?

    /// An arrangement under way (`running`).
    struct Running {
        var sort: ColumnSort?
        var grouping: [String]
        var facet: String?
        var ownOrder: Catalog?
        var cancel: ArrangementCancel
    }

    /// Whether what is shown differs from the catalogue's own order and sections.
    var isArranged: Bool { sort != nil || !grouping.isEmpty }

    /// `own` grouped by `grouping` (where its rows can be: `Catalog.grouped(by:isCancelled:)`; else as it is) —
    /// narrowed to the group `facet` names, with the groups it is in, when it has one — then each group sorted by
    /// `sort`; nil when `isCancelled` answered true.
    nonisolated static func arranged(
        _ own: Catalog, sort: ColumnSort?, grouping: [String], facet: String? = nil,
        isCancelled: () -> Bool = { false }
    ) -> Catalog? {
        var catalog = own
        if !grouping.isEmpty {
            if let grouped = own.grouped(by: grouping, isCancelled: isCancelled) { catalog = grouped }
            if isCancelled() { return nil }
            if let facet, let narrowed = narrowed(catalog.sections, to: facet) { catalog.sections = narrowed }
        }
        guard let sort else { return catalog }
        return sort.applied(to: catalog, isCancelled: isCancelled)
    }

    /// `sections` reduced to the section with id `id` and the sections it is nested in; nil when none has it.
    nonisolated static func narrowed(_ sections: [CatalogSection], to id: String) -> [CatalogSection]? {
        for section in sections {
            if section.id == id { return [section] }
            if let inner = narrowed(section.sections, to: id) {
                var parent = section
                parent.sections = inner
                return [parent]
            }
        }
        return nil
    }
}

extension ViewerWindow {
    /// What the columns' header shows the rows sorted by: a folder's listing order, or the catalogue's sort.
    var columnSort: ColumnSort? {
        guard let folder, listsFolder else { return place.columnSorting.sort }
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
            guard let self else { return .none }
            // A file of several tables has a header per table (its section's): a click there sorts too.
            if self.mode == .columns, element.elementKind == ElementKind.sectionHeader,
                !self.scene.sectionColumns.isEmpty
            {
                let columns = self.scene.columns(ofGroup: element.indexPath.section)
                guard let index = columns.column(atX: point.x, width: element.frame.width), index > 0 else {
                    return .none
                }
                self.sortColumns(by: columns.columns[index].id)
                return .click
            }
            guard element.elementKind == CatalogScene.columnHeaderKind else { return .none }
            let columns = self.scene.columns, width = element.frame.width
            if let thumb = columns.scrollThumb(width: width), let band = columns.scrolledBand(width: width),
                band.contains(point.x), point.y >= element.frame.height - 8
            {
                // The scroll thumb's strip: a drag moves the thumb with the pointer, and the columns as far.
                let start = min(columns.offset, columns.maximumOffset(width: width))
                return .drag(
                    moved: { [weak self] dx, _ in self?.scrollColumns(to: start + dx * thumb.offsetPerPoint) },
                    ended: {})
            }
            if let column = columns.column(startingNear: point.x, width: width) {
                let start = columns.columns[column].width
                return .drag(moved: { [weak self] dx, _ in self?.resizeColumn(column, to: start - dx) }, ended: {})
            }
            if let index = columns.column(atX: point.x, width: width) {
                self.sortColumns(by: columns.columns[index].id)
            }
            return .click
        }
        mainCanvas.hooks.onSidewaysScroll = { [weak self] dx, _ in
            guard let self, self.mode == .columns,
                self.scene.maximumColumnOffset(width: self.mainCanvas.model.viewport.size.width) > 0
            else { return false }
            self.scrollColumns(to: self.scene.columns.offset + dx)
            return true
        }
        mainCanvas.hooks.pointerShape = { [weak self] point in
            guard let self, self.mode == .columns, self.scene.sectionColumns.isEmpty,
                point.y < CatalogScene.columnHeaderHeight,
                self.scene.columns.column(startingNear: point.x, width: self.mainCanvas.model.viewport.size.width)
                    != nil
            else { return nil }
            return "col-resize"
        }
    }

    /// The context menu's *Group By* submenu over a table: each column, then *Stop Grouping* when the rows are
    /// grouped — for the keyboard and screen readers, as the columns' header offers it (empty where rows cannot be
    /// grouped).
    func groupMenuEntries() -> [[MenuEntry]] {
        guard canGroup, let table = (place.columnSorting.ownOrder ?? scene.catalog).table else { return [] }
        let grouping = place.columnSorting.grouping
        let columns = table.columns.map { column in
            MenuEntry(column.replacingOccurrences(of: "_", with: "__")) { [weak self] in
                self?.groupCatalogue(by: [column])
            }
        }
        return [
            columns,
            grouping.isEmpty ? [] : [MenuEntry(tr("Stop _Grouping")) { [weak self] in self?.groupCatalogue(by: []) }]
        ]
    }

    /// A catalogue's columns: the context menu's *Sort By* submenu sorts by each column as its header does, and gives
    /// the file's order back, for the keyboard and screen readers (the header is drawn on the canvas, not in the
    /// accessible tree).
    func columnSortEntries() -> [MenuEntry] {
        let current = place.columnSorting.sort
        var entries = scene.columns.columns.map { column in
            let title = column.title.replacingOccurrences(of: "_", with: "__")  // a title's "_" is no mnemonic
            return MenuEntry(
                Self.sortEntryTitle(title, ascending: current?.column == column.id ? current!.ascending : nil)
            ) { [weak self] in
                guard let self else { return }
                self.sortCatalogue(
                    ColumnSort.chosen(
                        column.id, sortedBy: self.place.columnSorting.pending ?? self.place.columnSorting.sort))
            }
        }
        if current != nil {
            entries.append(MenuEntry(tr("Sort in _File Order")) { [weak self] in self?.sortCatalogue(nil) })
        }
        return entries
    }

    /// The column whose title is at `point` in the columns' header, when there is one.
    func headerColumn(at point: Point?) -> TableColumns.Column? {
        guard let point, mode == .columns, scene.sectionColumns.isEmpty, point.y < CatalogScene.columnHeaderHeight,
            let index = scene.columns.column(atX: point.x, width: mainCanvas.model.viewport.size.width)
        else { return nil }
        return scene.columns.columns[index]
    }

    /// A right click on a column's title: sort by it, — a data file's column of words — title the rows by it, and group by it.
    func headerColumnEntries(_ column: TableColumns.Column) -> [MenuEntry] {
        let title = column.title.replacingOccurrences(of: "_", with: "__")
        // TRANSLATORS: %s is a column's title.
        var entries = [MenuEntry(tr("Sort by “%s”", title)) { [weak self] in self?.sortColumns(by: column.id) }]
        if let table = scene.catalog.table, column.id != ColumnSort.name,
            ![.number, .missing].contains(table.kind(of: column.id) ?? .text)
        {
            entries.append(
                MenuEntry(tr("Title Rows by “%s”", title)) { [weak self] in self?.read { $0.titleColumn = column.id } })
        }
        return entries + groupEntries(column)
    }

    /// The context menu's entry sorting by the column or key titled `title`: with the direction when the rows are
    /// sorted by it already (`ascending`), choosing it again turning the order round.
    static func sortEntryTitle(_ title: String, ascending: Bool?) -> String {
        switch ascending {
        // TRANSLATORS: %s is a column's title or a folder's sort key ("Name", "Size").
        case nil: tr("Sort by %s", title)
        // TRANSLATORS: %s is a column's title or a folder's sort key; the rows are sorted by it, smallest first.
        case true?: tr("Sort by %s (Ascending)", title)
        // TRANSLATORS: %s is a column's title or a folder's sort key; the rows are sorted by it, largest first.
        case false?: tr("Sort by %s (Descending)", title)
        }
    }

    /// Makes column `column` `width` points wide (48 to 600): the rows and the header follow at once.
    func resizeColumn(_ column: Int, to width: Double) {
        var columns = scene.columns
        guard columns.columns.indices.contains(column) else { return }
        columns.columns[column].width = min(600, max(48, width.rounded()))
        apply(columns)
    }

    /// Scrolls a wide table's columns after the first sideways to `offset` (clamped to what the window's width
    /// lets them scroll): the rows and the header follow at once.
    func scrollColumns(to offset: Double) {
        var columns = scene.columns
        let maximum = scene.maximumColumnOffset(width: mainCanvas.model.viewport.size.width)
        columns.offset = min(max(0, offset), maximum).rounded()
        apply(columns)
    }

    /// Shows `columns` in place of the scene's: its rows and header drawn again, nothing moved.
    private func apply(_ columns: TableColumns) {
        guard columns != scene.columns else { return }
        scene = makeScene(columns: columns)
        scene.mainView(mode, appearance: appearance).applyContent(to: mainCanvas.model)
    }

    /// Sorts the main area by `column` (a `TableColumns.Column.id`), as a click on its title does: a folder is
    /// listed again in that order, a catalogue's sections are sorted (`ColumnSort.clicked`: a third click gives
    /// the file's order back).
    func sortColumns(by column: String) {
        if listsFolder {
            if let key = Self.folderSortColumns.first(where: { $0.column == column })?.key { sort(by: key) }
            return
        }
        sortCatalogue(ColumnSort.clicked(column, sortedBy: place.columnSorting.pending ?? place.columnSorting.sort))
    }

    /// Shows the catalogue sorted by `next`, or in its own order (nil), and remembers it for the location. The
    /// sort runs off the main thread, always from the catalogue's own order, and the rows slide to their places.
    /// A catalogue still being read is sorted once it is whole (`ColumnSorting.pending`).
    func sortCatalogue(_ next: ColumnSort?) {
        guard !listsFolder else { return }
        guard !loading.isLoading else { return place.columnSorting.pending = .some(next) }
        guard next != place.columnSorting.sort else { return }
        arrange(sort: next, grouping: place.columnSorting.grouping, facet: place.columnSorting.facet)
    }

    /// Shows the catalogue grouped by `grouping` (empty: in its own sections), each group in the order shown, and
    /// remembers it for the location. Grouping runs off the main thread, always from the catalogue's own order.
    func groupCatalogue(by grouping: [String]) {
        guard !listsFolder, !loading.isLoading, grouping != place.columnSorting.grouping else { return }
        arrange(sort: place.columnSorting.sort, grouping: grouping)
    }

    /// Narrows a grouped table to the group `id` (a facet: *Show Only*), or shows every group again (nil).
    func showOnly(group id: String?) {
        guard !listsFolder, !loading.isLoading, !place.columnSorting.grouping.isEmpty, id != place.columnSorting.facet
        else { return }
        arrange(sort: place.columnSorting.sort, grouping: place.columnSorting.grouping, facet: id)
    }

    /// Groups the rows by `columns` (`lattice PATH --group-by COLUMN`): at once when the table is read, else once it
    /// is (a file read by the window).
    package func group(by columns: [String]) {
        guard scene.catalog.table != nil else { return place.columnSorting.grouping = columns }
        groupCatalogue(by: columns)
    }

    /// Whether the catalogue shown can be grouped by a column: a table whose rows are held, or a SQLite table's
    /// (grouped by the database), or a PostgreSQL relation of no more rows than are read whole to group them
    /// (`Catalog.sourceGroupingLimit`).
    var canGroup: Bool {
        let own = place.columnSorting.ownOrder ?? scene.catalog
        guard !listsFolder, let table = own.table, !table.columns.isEmpty else { return false }
        return own.allSections.allSatisfy { section in
            !(section.items.source is PostgreSQLRows) || section.items.count <= Catalog.sourceGroupingLimit
        }
    }

    /// Shows the catalogue's own order arranged by `sort` and `grouping` (`ColumnSorting.arranged`), prepared off
    /// the main thread; the rows slide to their places.
    func arrange(sort next: ColumnSort?, grouping: [String], facet: String? = nil) {
        // The arrangement is the window's at once (a quick second click turns it round), the rows follow when it lands.
        let own = place.columnSorting.ownOrder ?? scene.catalog, load = loading.generation
        // Narrowed to a group or widened again, the rows start from the top: the old place is in other rows.
        let fromTop = (grouping.isEmpty ? nil : facet) != place.columnSorting.facet
        let regroups = grouping != place.columnSorting.grouping || fromTop
        // A newer arrangement stops the one under way; Escape gives back what was shown before either.
        let sorting = place.columnSorting
        sorting.running?.cancel.cancel()
        let cancel = ArrangementCancel()
        var running =
            sorting.running
            ?? ColumnSorting.Running(
                sort: sorting.sort, grouping: sorting.grouping,
                facet: sorting.facet, ownOrder: sorting.ownOrder, cancel: cancel)
        running.cancel = cancel
        place.columnSorting.running = running
        place.columnSorting.sort = next
        place.columnSorting.grouping = grouping
        place.columnSorting.facet = grouping.isEmpty ? nil : facet
        place.columnSorting.ownOrder = place.columnSorting.isArranged ? own : nil
        place.columnSorting.generation += 1
        saveState()
        // While the rows are arranged off the main thread (a second or more for ten million), the header bar says
        // what is under way; the rows stay as they were, scrollable, until the arrangement lands.
        window.showArrangement(regroups && !grouping.isEmpty ? tr("Grouping…") : next != nil ? tr("Sorting…") : nil)
        // The header's arrow turns at the click; the rows follow when they are arranged.
        scene = makeScene()
        scene.mainView(mode, appearance: appearance).applyContent(to: mainCanvas.model)
        let generation = place.columnSorting.generation
        let chain = PreparationChain(from: mainPresentation, query: query)
        DispatchQueue.global(qos: .userInitiated).async {
            let arranged = ColumnSorting.arranged(
                own, sort: next, grouping: grouping, facet: facet,
                isCancelled: { cancel.isCancelled })
            guard !cancel.isCancelled else { return }
            let prepared = chain.prepare(arranged ?? own)
            MainContext.post { [weak self] in
                guard let self, self.place.columnSorting.generation == generation, self.loading.isCurrent(load) else {
                    return
                }
                self.place.columnSorting.running = nil
                self.show(prepared, animated: !fromTop)
                if fromTop { self.mainCanvas.model.scroll(toOffset: 0) }
                self.sayWaitingForSortedRows(of: prepared.catalog)
            }
        }
    }
}

/// Asked by an arrangement's work on its thread: set when a newer one starts or Escape gives the order shown
/// before it back, so the work stops within a few thousand rows.
final class ArrangementCancel: Sendable {
    private let flag = Atomic<Bool>(false)
    /// Whether the work should stop.
    var isCancelled: Bool { flag.load(ordering: .relaxed) }
    /// Tells the work to stop.
    func cancel() { flag.store(true, ordering: .relaxed) }
}

extension ViewerWindow {
    /// Stops the arrangement under way and shows again what was shown before it (the rows never left it): Escape
    /// while the header bar says "Sorting…". False when none runs.
    func cancelArrangement() -> Bool {
        guard let running = place.columnSorting.running else { return false }
        running.cancel.cancel()
        place.columnSorting.sort = running.sort
        place.columnSorting.grouping = running.grouping
        place.columnSorting.facet = running.facet
        place.columnSorting.ownOrder = running.ownOrder
        place.columnSorting.running = nil
        place.columnSorting.generation += 1
        saveState()
        window.showArrangement(arrangementNote)
        scene = makeScene()
        scene.mainView(mode, appearance: appearance).applyContent(to: mainCanvas.model)
        return true
    }
}

extension ViewerWindow {
    /// A table's column offered for grouping (its header's menu): *Group by* it — within the groups shown when the
    /// rows are grouped already (continent, then country) — or, when it is one of them, *Stop Grouping*.
    func groupEntries(_ column: TableColumns.Column) -> [MenuEntry] {
        guard canGroup, let table = (place.columnSorting.ownOrder ?? scene.catalog).table else { return [] }
        let name = column.id == ColumnSort.name ? table.titleName : column.id
        guard table.columns.contains(name) else { return [] }
        let grouping = place.columnSorting.grouping
        let title = column.title.replacingOccurrences(of: "_", with: "__")
        var entries: [MenuEntry] = []
        if !grouping.contains(name) {
            entries.append(
                MenuEntry(
                    grouping.isEmpty
                        // TRANSLATORS: %s is a column's title; the rows are arranged in sections, one per value of it.
                        ? tr("_Group by “%s”", title)
                        // TRANSLATORS: %s is a column's title; each group of rows is grouped again by its values.
                        : tr("_Group Each Group by “%s”", title)
                ) { [weak self] in
                    self?.groupCatalogue(by: grouping + [name])
                })
        }
        if !grouping.isEmpty {
            entries.append(MenuEntry(tr("Stop _Grouping")) { [weak self] in self?.groupCatalogue(by: []) })
        }
        return entries
    }
}

extension ViewerWindow {
    /// What the header bar says of a table's rows shown otherwise than in the file's order and sections — "Sorted
    /// by “fare”", "Grouped by “island”" — or nil (a folder, or the file's own order).
    var arrangementNote: String? {
        guard !listsFolder, scene.catalog.table != nil || !place.columnSorting.grouping.isEmpty else { return nil }
        let sorting = place.columnSorting
        let sortName = sorting.sort.map { sort in
            sort.column == ColumnSort.name ? (scene.catalog.table?.titleName ?? tr("Name")) : sort.column
        }
        // Narrowed to one group: its title path says which ("Biscoe", "Queens › JFK Airport").
        if let facet = sorting.facet, let group = scene.catalog.section(id: facet) {
            // TRANSLATORS: the header bar's note of a table narrowed to one group; %s is the group's value.
            return tr("Only “%s”", group.title.isEmpty ? CatalogScene.noValueTitle : group.title)
        }
        let grouped = sorting.grouping.joined(separator: " › ")
        switch (sortName, grouped.isEmpty) {
        case (nil, true): return nil
        // TRANSLATORS: the header bar's note of a table's order; %s is a column's name.
        case (let name?, true): return tr("Sorted by “%s”", name)
        // TRANSLATORS: the header bar's note of a table grouped into sections; %s is a column's name (or names).
        case (nil, false): return tr("Grouped by “%s”", grouped)
        // TRANSLATORS: the header bar's note of a table grouped and sorted; %1$s names the grouping, %2$s the sort.
        case (let name?, false): return tr("Grouped by “%1$s”, sorted by “%2$s”", grouped, name)
        }
    }

    /// The header bar's arrangement button: the file's own order and sections back.
    func showFileOrder() {
        guard !listsFolder, !loading.isLoading, place.columnSorting.isArranged else { return }
        // Narrowed to one group, the button shows every group first; else the file's own order and sections.
        if place.columnSorting.facet != nil { return showOnly(group: nil) }
        arrange(sort: nil, grouping: [])
    }
}
