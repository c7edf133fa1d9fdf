import Catalog
import CollectionView
import Gtk
import LatticeGTK
import LatticeLayout

extension ViewerWindow {
    /// The main area's context menu: copy what the selected items say, open an item's image, select all,
    /// switch the view. On empty space only the view entries show.
    func mainContextMenu(for path: ItemPath?) -> [[MenuEntry]] {
        var sections: [[MenuEntry]] = []
        if let path, let item = scene.mainItem(at: path) {
            let selected = selectedItems()
            let items = selected.isEmpty ? [item] : selected
            if listsFolder {
                sections.append(fileMenuEntries(for: item, items: items))
            } else {
                let titles = items.map(\.title)
                var entries = [
                    MenuEntry(trn("_Copy Title", "_Copy %d Titles", titles.count)) { [weak self] in
                        self?.mainCanvas.copyToClipboard(titles.joined(separator: "\n"))
                    }
                ]
                if let table = scene.catalog.table {
                    // The rows whole, as Ctrl+C copies them: a spreadsheet pastes them as a table.
                    entries.append(
                        MenuEntry(trn("Copy _Row", "Copy %d _Rows", items.count)) { [weak self] in
                            self?.mainCanvas.copyToClipboard(Self.tabSeparated(items, of: table))
                        })
                    // The value under the pointer in the columns view, as written, and its column's values of the rows.
                    if let value = valueUnderPointer(of: item, in: table) {
                        entries.append(
                            MenuEntry(tr("Copy _Value")) { [weak self] in self?.mainCanvas.copyToClipboard(value.text) }
                        )
                        entries.append(
                            MenuEntry(trn("Copy Colu_mn’s Value", "Copy Colu_mn’s %d Values", items.count)) {
                                [weak self] in
                                self?.mainCanvas.copyToClipboard(
                                    items.map { CatalogScene.value(of: $0, inColumn: value.column) }
                                        .joined(separator: "\n") + "\n")
                            })
                    }
                    entries.append(MenuEntry(tr("Show R_ecord")) { [weak self] in self?.toggleRecord(at: path) })
                }
                if let color = item.color {
                    entries.append(
                        // TRANSLATORS: %s is the colour's hex code, "#99C1F1".
                        MenuEntry(tr("Copy _Colour %s", color.hex.uppercased())) { [weak self] in
                            self?.mainCanvas.copyToClipboard(color.hex.uppercased())
                        })
                }
                if let image = item.imagePath {
                    entries.append(MenuEntry(tr("_Open Image")) { [weak self] in self?.window.showFile(path: image) })
                    let images = items.compactMap(\.imagePath)
                    entries.append(
                        MenuEntry(tr("Show in _Files")) { [weak self] in self?.window.showInFileManager(images) })
                }
                sections.append(entries)
            }
        }
        if path == nil, let column = headerColumn(at: mainCanvas.contextMenuPoint) {
            sections.append(headerColumnEntries(column))
        }
        if listsFolder {
            sections.append(folderMenuEntries())
        } else {
            // A table's long lists of choices (its columns, encodings, delimiters) each open a submenu, so the menu
            // stays a few lines tall whatever the table's width.
            var arranging: [MenuEntry] = []
            if mode == .columns || scene.catalog.table != nil {
                arranging.append(MenuEntry(tr("_Sort By"), submenu: [columnSortEntries()]))
            }
            let grouping = groupMenuEntries()
            if !grouping.isEmpty { arranging.append(MenuEntry(tr("_Group By"), submenu: grouping)) }
            sections.append(arranging)
            if scene.catalog.table != nil { sections.append(dataFileEntries()) }
        }
        // Select All and the other views, as the commands' table has them.
        sections.append(
            [commandEntry("select-all", label: tr("Select _All"))]
                + ViewMode.allCases.filter { $0 != mode }.map { other in
                    commandEntry("view-\(other.rawValue)", label: other.menuTitle)
                })
        return sections
    }

    /// A menu entry labelled `label` running the command `name` of `ViewerCommand.all` (dimmed while it cannot act).
    private func commandEntry(_ name: String, label: String) -> MenuEntry {
        let command = ViewerCommand.named(name)
        return MenuEntry(label, isEnabled: command.map { $0.isEnabled(self) } ?? false) { [weak self] in
            guard let self, let command, command.isEnabled(self) else { return }
            command.run?(self)
        }
    }

    /// The files a drag from `point` carries: the selection when the item under the pointer is selected, else
    /// that item — a folder's entries as themselves, a catalogue's items by their image files.
    func dragPaths(at point: Point) -> [String] {
        let model = mainCanvas.model
        guard let hit = model.hit(at: point), hit.attributes.category == .cell,
            let item = scene.mainItem(at: hit.attributes.indexPath)
        else { return [] }
        let identity = model.engine.dataSource.identity(ofItemAt: hit.attributes.indexPath)
        let items = model.selection.isSelected(identity) ? selectedItems() : [item]
        return items.compactMap { listsFolder ? $0.filePath : $0.imagePath }
    }

    /// The catalogue items selected in the main area, in display order.
    func selectedItems() -> [CatalogItem] {
        let model = mainCanvas.model
        let data = model.engine.dataSource
        return model.selection.selected.compactMap { data.path(ofItem: $0) }.sorted().compactMap {
            scene.mainItem(at: $0)
        }
    }
}

extension ViewMode {
    /// The context menu's entry switching to the mode.
    var menuTitle: String {
        switch self {
        case .list: tr("_List View")
        case .grid: tr("_Grid View")
        case .columns: tr("C_olumns View")
        }
    }
}
