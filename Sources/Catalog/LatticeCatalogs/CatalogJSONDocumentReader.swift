import Foundation
import InputFiles
import JSONInput

/// Reads a JSON catalogue document too large to hold as a tree (over `ResourceBudget.inputFileBytes`): it walks
/// the document with a `JSONCursor`, parsing each item alone and checking it as `CatalogReader` does (duplicate
/// ids and the item limit included), then keeps only where it starts, its id, title and subtitle — the rest is
/// decoded from its bytes when asked for (`CatalogItems` over a `CatalogRowTable`), as a JSON Lines line is.
///
/// The title, the sections' fields and anything not where a catalogue holds its items are read and checked as
/// the tree reader reads them, with the same messages. Errors come in the document's order rather than the
/// tree reader's (which checks a section's fields before its items, and the top level before any section); a
/// document with a single error gets the same message from both.
struct CatalogJSONDocumentReader: Sendable {
    /// The absolute folder relative image paths resolve against.
    let baseDirectory: String
    let source: String
    let itemLimit: Int

    /// A section as the walk finds it: its fields (nil until read), its items' rows and its subsections.
    private struct Skeleton {
        /// The section's number in the document's order (`CatalogReader.beginSection`).
        var ordinal = -1
        var id: String?
        var title: String?
        var icon: String?
        var rows = RowNumbers()
        var sections: [Skeleton] = []

        /// The section ordinal and index of row `row`, here or in a subsection.
        func place(ofRow row: UInt32) -> (section: Int, index: Int)? {
            if ordinal >= 0, let index = rows.firstIndex(of: row) { return (ordinal, index) }
            return sections.lazy.compactMap { $0.place(ofRow: row) }.first
        }

        /// The section over `table`'s rows (nil while its id or title is not read yet).
        func section(of table: CatalogRowTable) -> CatalogSection? {
            guard let id, let title else { return nil }
            return CatalogSection(
                id: id, title: title, icon: icon, items: CatalogItems(rows: rows, of: table),
                sections: sections.compactMap { $0.section(of: table) })
        }
    }

    /// What the walk keeps of every item, by row.
    private struct Kept {
        var starts: [UInt32] = []
        var ids: [String] = []
        var texts: [CatalogRowTable.Texts] = []
    }

    /// The catalogue of the JSON document `data` (UTF-8). `progress` hears of the items read, every few
    /// thousand, with a partial catalogue at 500, 5,000, 50,000 and 500,000 (`ProgressBatches`): the sections
    /// read so far, the ones still being read with the items read so far (once their id and title are read).
    /// `pages` is the mapping `data` is (nil: bytes in memory), told of each item walked.
    func catalog(
        _ data: Data, pages: MappedPages? = nil,
        progress: ((Int, Catalog?) -> Void)? = nil
    ) throws(InputError) -> Catalog {
        try CatalogRows.withText(of: data, format: .json, source: source, pages: pages) {
            bytes, text throws(InputError) in
            guard bytes.count <= Int(UInt32.max) else {
                throw InputError(source: source, path: "", message: "a JSON catalogue larger than 4 GiB is not read")
            }
            var walk = Walk(
                reader: CatalogReader(baseDirectory: baseDirectory, itemLimit: itemLimit), source: source,
                progress: progress, pages: pages
            ) { [self] kept in
                CatalogRowTable(
                    text: text, starts: kept.starts, lines: RowLines(), decoder: .jsonDocument(self), ids: kept.ids,
                    texts: kept.texts, pages: pages)
            }
            var cursor = JSONCursor(bytes, source: source)
            guard cursor.isAtObject else {
                // Not a catalogue: the tree reader's error for whatever it is.
                return try walk.reader.catalog(JSONNode(root: cursor.document(), source: source), source: source)
            }
            let (title, subtitle) = try walk.root(&cursor)
            try cursor.end()
            return walk.catalogue(title: title, subtitle: subtitle)
        }
    }

    /// The item whose value starts at byte `start` of `bytes` (an item the walk read: decoding it again cannot
    /// fail).
    func item(at start: Int, in bytes: UnsafeRawBufferPointer) throws(InputError) -> CatalogItem {
        var cursor = JSONCursor(bytes, source: source, at: start)
        let object = try JSONNode(value: cursor.value(), path: "$", source: source).anyObject()
        return try CatalogReader(baseDirectory: baseDirectory, itemLimit: itemLimit)
            .item(object, id: object.required("id").nonEmptyString())
    }

    /// One walk over a document: the checks so far and what is kept.
    private struct Walk {
        var reader: CatalogReader
        let source: String
        let progress: ((Int, Catalog?) -> Void)?
        /// The mapping the document is read through, told of each item walked.
        let pages: MappedPages?
        /// The table of the items kept so far.
        let makeTable: (Kept) -> CatalogRowTable
        var kept = Kept()
        /// The items' ids by row, for finding one given twice.
        var itemIDs = RowIDTable()
        /// The sections being read, outermost first, under the top level's (whose `sections` are the catalogue's).
        var open = [Skeleton()]

        /// The catalogue of what is read so far: the sections read, and those being read that have their id and
        /// title, with their items so far.
        func catalogue(title: String, subtitle: String?) -> Catalog {
            let table = makeTable(kept)
            var sections = open[0].sections
            var carried: Skeleton?
            for level in open.indices.dropFirst().reversed() {
                var skeleton = open[level]
                if let carried { skeleton.sections.append(carried) }
                carried = skeleton
            }
            if let carried { sections.append(carried) }
            return Catalog(
                title: title, subtitle: subtitle, sections: sections.compactMap { $0.section(of: table) },
                sourcePath: source)
        }

        /// The title and subtitle of the document's top-level object at the cursor, its sections walked into
        /// `open[0]`.
        mutating func root(_ cursor: inout JSONCursor) throws(InputError) -> (String, String?) {
            let node = JSONNode(root: .object(JSONObject()), source: source)
            var members = JSONObject()
            try cursor.beginObject()
            var first = true
            while let key = try cursor.nextMember(first: &first) {
                if key == "sections", members["sections"] == nil, cursor.isAtArray {
                    members.insert(.array([]), forKey: key)  // checked as an array; its sections are walked here
                    try check(members, as: node)
                    try sections(&cursor, path: node.path(ofKey: key), depth: 1)
                } else {
                    members.insert(try cursor.value(), forKey: key)
                    try check(members, as: node)
                }
            }
            let top = try reader.topLevel(JSONNode(root: .object(members), source: source))
            return (top.title, top.subtitle)
        }

        /// The top level's members so far, checked for unknown and repeated keys as they come.
        private func check(_ members: JSONObject, as node: JSONNode) throws(InputError) {
            _ = try JSONNode(value: .object(members), path: node.path, source: source)
                .object(allowing: CatalogReader.topLevelKeys).rejectingDuplicateKeys()
        }

        /// The sections of the array at the cursor, at `path`, nested `depth` deep: each added, once read, to the
        /// innermost section open.
        private mutating func sections(_ cursor: inout JSONCursor, path: String, depth: Int) throws(InputError) {
            try cursor.beginArray()
            var first = true, count = 0
            while try cursor.nextElement(first: &first) {
                open.append(Skeleton())
                try section(&cursor, path: path + "[\(count)]", depth: depth)
                let read = open.removeLast()
                open[open.count - 1].sections.append(read)
                count += 1
            }
        }

        /// The section at the cursor, at `path`, into the innermost open section: its items walked one by one, its
        /// fields checked once it ends (its id and title noted as they are read, for partial catalogues).
        private mutating func section(_ cursor: inout JSONCursor, path: String, depth: Int) throws(InputError) {
            let node = JSONNode(value: .object(JSONObject()), path: path, source: source)
            try reader.checkDepth(depth, at: node)
            let ordinal = reader.beginSection(at: path)
            open[open.count - 1].ordinal = ordinal
            guard cursor.isAtObject else {
                _ = try reader.sectionFields(
                    JSONNode(value: cursor.value(), path: path, source: source), ordinal: ordinal)
                throw node.error("expected an object")  // the line above throws
            }
            var members = JSONObject()
            try cursor.beginObject()
            var first = true
            while let key = try cursor.nextMember(first: &first) {
                let isNew = members[key] == nil
                if key == "items", isNew, cursor.isAtArray {
                    members.insert(.array([]), forKey: key)
                    try check(members, section: node)
                    try items(&cursor, path: node.path(ofKey: key), section: ordinal)
                } else if key == "sections", isNew, cursor.isAtArray {
                    members.insert(.array([]), forKey: key)
                    try check(members, section: node)
                    try sections(&cursor, path: node.path(ofKey: key), depth: depth + 1)
                } else {
                    let value = try cursor.value()
                    members.insert(value, forKey: key)
                    try check(members, section: node)
                    guard isNew, case .string(let text) = value, !text.isEmpty else { continue }
                    if key == "id" {
                        // Claimed as soon as it is read, so a section's id comes before its subsections' (as the
                        // tree reader claims them) wherever the document lists it before them.
                        try reader.claimSectionID(
                            JSONNode(value: value, path: node.path(ofKey: key), source: source), ordinal: ordinal)
                        open[open.count - 1].id = text
                    } else if key == "title" {
                        open[open.count - 1].title = text
                    }
                }
            }
            let fields = try reader.sectionFields(
                JSONNode(value: .object(members), path: path, source: source), ordinal: ordinal,
                idClaimed: open[open.count - 1].id != nil)
            _ = try fields.object.optional("items")?.array()
            _ = try fields.object.optional("sections")?.array()
            open[open.count - 1].id = fields.id
            open[open.count - 1].title = fields.title
            open[open.count - 1].icon = fields.icon
        }

        /// Claims item id `id` (at `idNode`) for the row kept next: by row, the earlier row's id compared where the
        /// hashes agree (`RowIDTable`) — the tree reader's table of every id would cost 50 bytes an item.
        private mutating func claim(_ id: String, at idNode: JSONNode) throws(InputError) {
            let ids = kept.ids  // let go of when this returns, before the caller appends to `kept.ids`
            guard
                let earlier = itemIDs.insert(
                    row: kept.starts.count, key: RowIDTable.Key(hash: id.hashValue),
                    isSame: { ids[$0] == id },
                    tagOfRow: { RowIDTable.tag(ofHash: ids[$0].hashValue) })
            else { return }
            throw reader.duplicateItemID(id, at: idNode, earlier: ids[earlier], place: place(ofRow: UInt32(earlier)))
        }

        /// The section ordinal and index of the item kept as row `row` (asked once, for an error).
        func place(ofRow row: UInt32) -> (section: Int, index: Int)? {
            open.lazy.compactMap { $0.place(ofRow: row) }.first
        }

        /// A section's members so far, checked for unknown and repeated keys as they come.
        private func check(_ members: JSONObject, section node: JSONNode) throws(InputError) {
            _ = try JSONNode(value: .object(members), path: node.path, source: source)
                .object(allowing: CatalogReader.sectionKeys).rejectingDuplicateKeys()
        }

        /// The items of the array at the cursor, at `path`, of section `ordinal` (the innermost open one): each
        /// parsed, checked and kept as where it starts and what a search reads.
        private mutating func items(_ cursor: inout JSONCursor, path: String, section ordinal: Int) throws(InputError) {
            try cursor.beginArray()
            var first = true, count = 0
            while try cursor.nextElement(first: &first) {
                let start = cursor.offset
                pages?.touch(start - Int(kept.starts.last ?? 0))
                let node = JSONNode(value: try cursor.value(), path: path + "[\(count)]", source: source)
                let (object, idNode, id) = try reader.itemID(node)
                try claim(id, at: idNode)
                let item = try reader.item(object, id: id)
                open[open.count - 1].rows.append(UInt32(kept.starts.count))
                kept.starts.append(UInt32(start))
                kept.ids.append(item.id)
                kept.texts.append(CatalogRowTable.Texts(title: item.title, subtitle: item.subtitle))
                count += 1
                let read = kept.starts.count
                if let progress, ProgressBatches.isReport(read) {
                    progress(read, ProgressBatches.isPartial(read) ? catalogue(title: "", subtitle: nil) : nil)
                }
            }
        }
    }
}
