import InputFiles
import JSONInput

/// Reads a JSON document that is not a Lattice catalogue — whatever shape it has — as a catalogue:
///
/// - **an array** is a table, one row per element (an array of records, the most common JSON export);
/// - **an object holding arrays** of records (`{"3166-1": [{…}, …]}`, `{"count": 3, "results": […]}`) has a
///   section per array, each a table, and its other members as rows of a section of their own;
/// - **an object of objects** (records keyed by name or id: pandas' `orient="index"`) is a table whose first
///   column, `key`, holds the keys;
/// - **anything else** (a configuration, a manifest, an API response) is an outline: each object's members are
///   rows titled by their key showing their value, and each member that is an object or an array is a section
///   nested in its parent's, in the sidebar (arrays of records there are tables too).
///
/// Records become items through `JSONRecords`. Ids are the rows' JSON paths (`$[3]`, `$.results[0]`), unique by
/// construction.
struct DataJSONReader {
    let source: String
    /// The catalogue's title and its default section's: the file's name without its extension.
    let title: String
    let itemLimit: Int
    /// The column chosen to title the rows (`DataFileOptions.titleColumn`), where a table has it.
    var titleColumn: String? = nil

    /// The most elements of an array that is sampled to tell whether it holds records.
    private static let recordSample = 50

    /// The catalogue of the document `root`.
    func catalog(_ root: JSONValue) throws(InputError) -> Catalog {
        var count = 0
        var sections: [CatalogSection] = []
        var table: CatalogTable
        switch root {
        case .array(let values):
            let records = JSONRecords(sample: Array(values.prefix(JSONRecords.sampleCount)), title: titleColumn)
            sections = [try tableSection(values, records: records, id: "$", title: title, count: &count)]
            table = records.table(format: "JSON", sample: Array(values.prefix(JSONRecords.sampleCount)))
        case .object(let object) where Self.isObjectOfRecords(object):
            let keys = object.keys, values = object.members.map(\.value)
            let records = JSONRecords(
                sample: Array(values.prefix(JSONRecords.sampleCount)), keyColumn: "key",
                keys: Array(keys.prefix(JSONRecords.sampleCount)), title: titleColumn)
            var items: [CatalogItem] = []
            for member in object.members {
                try countItem(&count)
                items.append(records.item(member.value, id: "$" + Self.pathComponent(member.key), key: member.key))
            }
            sections = [CatalogSection(id: "$", title: title, items: CatalogItems(items))]
            table = records.table(format: "JSON", sample: Array(values.prefix(JSONRecords.sampleCount)))
        case .object(let object) where object.members.contains(where: { Self.isRecords($0.value) }):
            // The members that are not tables are rows of a first section, which lists the tables' keys too.
            var others: [CatalogItem] = [], keys: [CatalogItem] = []
            var columns: [String] = []
            var titleName: String?
            var own: [String: CatalogTable.SectionColumns] = [:]
            for member in object.members {
                let path = "$" + Self.pathComponent(member.key)
                if case .array(let values) = member.value, Self.isRecords(member.value) {
                    keys.append(Self.outlineItem(key: member.key, value: member.value, path: path + "#"))
                    let sample = Array(values.prefix(JSONRecords.sampleCount))
                    let records = JSONRecords(sample: sample, title: titleColumn)
                    sections.append(
                        try tableSection(values, records: records, id: path, title: member.key, count: &count))
                    let shape = records.table(format: "JSON", sample: sample)
                    if titleName == nil { titleName = shape.titleName }
                    columns += shape.otherColumns.filter { !columns.contains($0) }
                    own[path] = CatalogTable.SectionColumns(title: shape.titleName, others: shape.otherColumns)
                } else {
                    others.append(Self.outlineItem(key: member.key, value: member.value, path: path))
                    keys.append(others.last!)
                }
            }
            if !others.isEmpty {
                for _ in keys { try countItem(&count) }
                sections.insert(CatalogSection(id: "$", title: title, items: CatalogItems(keys)), at: 0)
            }
            if !others.isEmpty, !columns.contains("Value") { columns.append("Value") }
            table = CatalogTable(columns: [titleName ?? "Name"] + columns, titleColumn: 0, format: "JSON")
            if !others.isEmpty { own["$"] = CatalogTable.SectionColumns(title: "Key", others: ["Value"]) }
            if own.count > 1 { table.sectionColumns = own }
        default:
            var recordColumns: [String] = []
            sections = [
                try outlineSection(root, path: "$", title: title, depth: 1, count: &count, columns: &recordColumns)
            ]
            table = CatalogTable(
                columns: ["Key", "Value"] + recordColumns.filter { $0 != "Value" }, titleColumn: 0,
                format: "JSON")
        }
        var catalog = Catalog(title: title, subtitle: source, sections: sections, sourcePath: source)
        table.encoding = .utf8
        catalog.table = table
        return catalog
    }

    /// Counts an item against the limit.
    private func countItem(_ count: inout Int) throws(InputError) {
        guard count < itemLimit else {
            throw InputError(source: source, path: "", message: "the file holds more than \(itemLimit) items")
        }
        count += 1
    }

    /// A section of `values`' rows, one item each.
    private func tableSection(
        _ values: [JSONValue], records: JSONRecords, id: String, title: String,
        count: inout Int
    ) throws(InputError) -> CatalogSection {
        var items: [CatalogItem] = []
        items.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            try countItem(&count)
            items.append(records.item(value, id: "\(id)[\(index)]"))
        }
        return CatalogSection(id: id, title: title, items: CatalogItems(items))
    }

    /// The outline of `value` at `path`: its members (or elements) as rows, and each that is an object or an
    /// array as a section nested in this one — an array of records as a table. Past the sections' depth limit a
    /// container is a row ("3 keys") only.
    private func outlineSection(
        _ value: JSONValue, path: String, title: String, depth: Int, count: inout Int,
        columns: inout [String]
    ) throws(InputError) -> CatalogSection {
        if case .array(let values) = value, Self.isRecords(value) {
            let records = JSONRecords(sample: Array(values.prefix(JSONRecords.sampleCount)), title: titleColumn)
            columns += records.columns.filter { !columns.contains($0) }
            return try tableSection(values, records: records, id: path, title: title, count: &count)
        }
        let entries: [(key: String, value: JSONValue, path: String)]
        switch value {
        case .object(let object): entries = object.members.map { ($0.key, $0.value, path + Self.pathComponent($0.key)) }
        case .array(let values):
            entries = values.enumerated().map { ("\($0.offset + 1)", $0.element, path + "[\($0.offset)]") }
        default: entries = [("Value", value, path)]
        }
        var items: [CatalogItem] = []
        var sections: [CatalogSection] = []
        for entry in entries {
            try countItem(&count)
            items.append(Self.outlineItem(key: entry.key, value: entry.value, path: entry.path))
            switch entry.value {
            case .object(let object) where !object.isEmpty && depth < Catalog.depthLimit:
                sections.append(
                    try outlineSection(
                        entry.value, path: entry.path, title: entry.key, depth: depth + 1,
                        count: &count, columns: &columns))
            case .array(let values)
            where !values.isEmpty && depth < Catalog.depthLimit
                && values.contains(where: {
                    if case .object = $0 { true } else if case .array = $0 { true } else { false }
                }):
                sections.append(
                    try outlineSection(
                        entry.value, path: entry.path, title: entry.key, depth: depth + 1,
                        count: &count, columns: &columns))
            default:
                break
            }
        }
        return CatalogSection(id: path, title: title, items: CatalogItems(items), sections: sections)
    }

    /// A row of an outline: titled by its key, showing its value (or what it holds: "3 keys", "12 items").
    static func outlineItem(key: String, value: JSONValue, path: String) -> CatalogItem {
        let text = JSONRecords.text(value)
        var item = CatalogItem(
            id: path, title: key, subtitle: text,
            metadata: text.map { [CatalogMetadata(key: "Value", value: $0)] } ?? [])
        switch value {
        case .object: item.icon = "folder-symbolic"
        case .array: item.icon = "view-list-symbolic"
        default: break
        }
        return item
    }

    /// Whether `value` is an array of records: not empty, and nine in ten of its first elements objects (or
    /// arrays: rows of fields).
    static func isRecords(_ value: JSONValue) -> Bool {
        guard case .array(let values) = value, !values.isEmpty else { return false }
        let sample = values.prefix(recordSample)
        let records = sample.filter {
            if case .object(let object) = $0 { !object.isEmpty } else if case .array = $0 { true } else { false }
        }
        return records.count * 10 >= sample.count * 9
    }

    /// Whether `object` holds records keyed by name: at least two members, nine in ten of them objects whose own
    /// members are mostly plain values (not a configuration's sections of settings, which nest further).
    static func isObjectOfRecords(_ object: JSONObject) -> Bool {
        guard object.count >= 2 else { return false }
        let sample = object.members.prefix(recordSample)
        var records = 0, keys = Set<String>(), totalKeys = 0
        for member in sample {
            guard case .object(let inner) = member.value, !inner.isEmpty else { continue }
            let plain = inner.members.filter { if case .object = $0.value { false } else { true } }.count
            if plain * 2 >= inner.count { records += 1 }
            keys.formUnion(inner.keys)
            totalKeys += inner.count
        }
        // Records share their keys: each key is in two records or more, on average.
        return records * 10 >= sample.count * 9 && keys.count * 2 <= totalKeys
    }

    /// `key` as a step of a JSON path: `.key`, or `["odd key"]`.
    static func pathComponent(_ key: String) -> String {
        let plain =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy {
                $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
            }
            && !("0"..."9").contains(key.unicodeScalars.first!)
        return plain ? "." + key : "[" + JSONText.quoted(key) + "]"
    }
}
