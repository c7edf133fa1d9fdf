import Catalog
import Gtk

extension ViewerWindow {
    /// What Ctrl+C copies from the main area: a table's selected rows as tab-separated text under a line of its
    /// columns' names — what a spreadsheet pastes as a table — or, outside a table, the selected items' titles, a
    /// line each; nil when nothing is selected.
    func copiedText() -> String? {
        let items = selectedItems()
        guard !items.isEmpty else { return nil }
        guard !listsFolder, let table = scene.catalog.table else { return items.map(\.title).joined(separator: "\n") }
        return Self.tabSeparated(items, of: table)
    }

    /// `items`, rows of `table`, as tab-separated text: a header line of its columns, then a line per item of its
    /// fields (`CatalogTable.fields(of:)`). A value holding a tab, a line break or a quote is quoted, its quotes
    /// doubled, as spreadsheets write and read such text.
    static func tabSeparated(_ items: [CatalogItem], of table: CatalogTable) -> String {
        func field(_ text: String) -> String {
            guard text.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\"" }) else { return text }
            return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        let lines = items.map { item in table.fields(of: item).map { field($0.value) }.joined(separator: "\t") }
        return ([table.columns.map(field).joined(separator: "\t")] + lines).joined(separator: "\n") + "\n"
    }
}
