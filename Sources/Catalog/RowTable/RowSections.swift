/// The sections a file's rows go to, in the order they first appear (rows without a `section` value go to one
/// named after the file): each section's items, where rows are read into items, or its row numbers, where rows are
/// kept as the file's bytes (`CatalogRows.keepingRows`).
struct RowSections {
    /// The section rows without a `section` value go to.
    let defaultSection: String
    private var names: [String] = []
    private var items: [[CatalogItem]] = []
    private var rows: [RowNumbers] = []
    private var indexByName: [String: Int] = [:]

    /// No sections yet; rows without one will go to `defaultSection`.
    init(defaultSection: String) { self.defaultSection = defaultSection }

    /// Adds `item` to the section titled `section` (nil: the file's own).
    mutating func add(_ item: CatalogItem, to section: String?) {
        items[index(of: section)].append(item)
    }

    /// Adds row number `row` to the section titled `section` (nil: the file's own).
    mutating func add(row: UInt32, to section: String?) {
        rows[index(of: section)].append(row)
    }

    /// The catalogue's sections: their rows read from `table` where rows are kept, else their items.
    func catalogSections(table: CatalogRowTable?) -> [CatalogSection] {
        names.indices.map { index in
            CatalogSection(
                id: "section-\(index + 1)", title: names[index],
                items: table.map { CatalogItems(rows: rows[index], of: $0) } ?? CatalogItems(items[index]))
        }
    }

    /// The index of the section titled `section` (nil: the file's own), added when new.
    private mutating func index(of section: String?) -> Int {
        let section = section ?? defaultSection
        // Rows of one section usually follow each other: the last one's index is checked before hashing.
        if let last = names.indices.last, names[last] == section { return last }
        if let index = indexByName[section] { return index }
        indexByName[section] = names.count
        names.append(section)
        items.append([])
        rows.append(RowNumbers())
        return names.count - 1
    }
}
