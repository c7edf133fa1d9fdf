import Catalog
import Gtk
import LatticeGTK

extension ViewerWindow {
    /// How many columns a data file's context menu offers as its title: the first few of words.
    static let titleChoices = 8

    /// A data file read as a table (`Catalog.table`): the context menu offers the other readings — another column as
    /// the rows' title, another encoding, another delimiter (each a submenu), the first row as data or as the columns'
    /// names — each remembered for the file (`LocationState.reading`) and read again at once.
    func dataFileEntries() -> [MenuEntry] {
        guard let table = scene.catalog.table else { return [] }
        // Words title rows; a column of numbers rarely does.
        let wordy = table.columns.indices.filter {
            !table.kinds.indices.contains($0) || ![.number, .missing].contains(table.kinds[$0])
        }
        let titles = wordy.map { table.columns[$0] }.filter { $0 != table.titleName }.prefix(Self.titleChoices).map {
            column in
            // TRANSLATORS: %s is a column's title; its values become the rows' titles.
            MenuEntry(tr("Title Rows by “%s”", column.replacingOccurrences(of: "_", with: "__"))) { [weak self] in
                self?.read { $0.titleColumn = column }
            }
        }
        var entries: [MenuEntry] = []
        if !titles.isEmpty { entries.append(MenuEntry(tr("_Title Rows By"), submenu: [titles])) }
        if let encoding = table.encoding {
            entries.append(
                MenuEntry(
                    tr("_Encoding"),
                    submenu: [
                        [TextEncoding.utf8, .windows1252, .utf16LittleEndian].filter {
                            $0 != encoding && !($0.isUTF8 && encoding.isUTF8)
                        }.map { other in
                            // TRANSLATORS: %s is a text encoding's name ("UTF-8", "Windows-1252").
                            MenuEntry(tr("Read as %s", other.name)) { [weak self] in self?.read { $0.encoding = other }
                            }
                        }
                    ]))
        }
        if let delimiter = table.delimiter {
            // The columns split at another character: the entry's title says which.
            let delimiters: [(String, String)] = [
                (",", tr("Split at Commas")), (";", tr("Split at Semicolons")),
                ("\t", tr("Split at Tabs")), ("|", tr("Split at Pipes")), (":", tr("Split at Colons"))
            ]
            let splits = delimiters.filter { $0.0.utf8.first != delimiter }.map { character, title in
                MenuEntry(title) { [weak self] in self?.read { $0.delimiter = character } }
            }
            entries.append(MenuEntry(tr("_Delimiter"), submenu: [splits]))
            let header = table.hasHeader ?? true
            entries.append(
                MenuEntry(header ? tr("First Row Is _Data") : tr("First Row Names the _Columns")) { [weak self] in
                    self?.read { $0.hasHeader = !header }
                })
        }
        if !place.reading.isEmpty {
            entries.append(MenuEntry(tr("Read as _Guessed")) { [weak self] in self?.read { $0 = DataFileOptions() } })
        }
        return entries
    }

    /// Reads the file again with the reading `change` makes, and remembers it for the file.
    func read(_ change: (inout DataFileOptions) -> Void) {
        guard !place.location.isEmpty else { return }
        change(&place.reading)
        saveState()
        loadCatalogue(at: scene.catalog.sourcePath)
    }
}
