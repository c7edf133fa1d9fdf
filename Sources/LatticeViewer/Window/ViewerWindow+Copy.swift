import Catalog
import Gtk

extension ViewerWindow {
    /// What Ctrl+C copies from the main area: a table's selected rows as tab-separated text under a line of its
    /// columns' names — what a spreadsheet pastes as a table — or, outside a table, the selected items' titles, a
    /// line each; nil when nothing is selected.
    func copiedText() -> String? {
        let items = selectedItems()
        guard !items.isEmpty else { return nil }
        guard folder == nil, let table = scene.catalog.table else { return items.map(\.title).joined(separator: "\n") }
        return Self.tabSeparated(items, columns: table.columns, titleColumn: table.titleName)
    }

    /// `items` as tab-separated text: a header line of `columns`, then a line per item of its values in them (its
    /// title in `titleColumn`, nothing where it has no value). A value holding a tab, a line break or a quote is
    /// quoted, its quotes doubled, as spreadsheets write and read such text.
    static func tabSeparated(_ items: [CatalogItem], columns: [String], titleColumn: String) -> String {
        func field(_ text: String) -> String {
            guard text.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\"" }) else { return text }
            return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        let lines = items.map { item in
            columns.map { column in field(column == titleColumn ? item.title : item.metadata(column) ?? "") }.joined(separator: "\t")
        }
        return ([columns.map(field).joined(separator: "\t")] + lines).joined(separator: "\n") + "\n"
    }
}
