import CCompression
import Foundation
import InputFiles

/// A zip archive's data files read as one catalogue, each a table of its own — a section, listed in the sidebar
/// as a SQLite database's tables are — through libarchive (Debian's libarchive-dev; zip's deflate, store, bzip2,
/// LZMA and zstd members, ZIP64, and its checks of what it reads, which a hand-written reader would repeat). Each
/// member is decompressed into memory, within the limit a compressed file has (`Decompression`), and read by what
/// it holds (`DataFileKind`), a compressed member (`.csv.gz`) as what that holds. What is not read — a member that
/// is no data file, a SQLite database (read in place, so it must be extracted), an encrypted one, one that does not
/// read — is listed under "Not Read" with the reason; nothing is left out silently.
///
/// An archive of one data file opens as that file. Rows of several files keep their ids apart by the member's
/// path (`CatalogRowTable.prefixingIDs(with:)`: `trips.csv/row-2`).
enum ZipArchive {
    /// A member's name and bytes.
    struct Member {
        var name: String
        var data: Data
    }

    /// The names of data files: what a folder opens in place (`.txt` and `.dat` when their bytes are text).
    static let dataExtensions: Set<String> = [
        "csv", "tsv", "tab", "txt", "dat", "psv", "json", "geojson", "jsonl", "ndjson"
    ]
    static let databaseExtensions: Set<String> = ["sqlite", "sqlite3", "db"]

    /// The catalogue of the zip archive `data` read from `source`.
    static func catalog(
        _ data: Data, source: String, title: String, itemLimit: Int,
        options: DataFileOptions
    ) throws(InputError) -> Catalog {
        let limit = min(
            ResourceBudget.rowFileBytes, max(Decompression.smallestLimit, data.count * Decompression.largestRatio))
        let (members, skipped) = try self.members(of: data, source: source, limit: limit)
        var problems = skipped
        var tables: [(member: Member, catalog: Catalog)] = []
        var items = 0
        for member in members {
            do throws(InputError) {
                var bytes = member.data
                if let compression = Decompression(head: bytes.prefix(6)) {
                    bytes = try compression.decompressed(bytes, limit: limit, source: "\(source)/\(member.name)")
                }
                if bytes.starts(with: DataFileKind.sqliteHeader) {
                    throw InputError(
                        source: source, path: member.name,
                        message: "a SQLite database inside a zip archive: a database is read in place; extract it first"
                    )
                }
                let name = Decompression.innerName((member.name as NSString).lastPathComponent)
                let catalog = try Catalog.parseAnyData(
                    bytes, pages: nil, source: "\(source)/\(member.name)",
                    baseDirectory: "/", title: (name as NSString).deletingPathExtension,
                    itemLimit: itemLimit - items, options: options, progress: nil)
                items += catalog.itemCount
                tables.append((member, catalog))
            } catch {
                problems.append(
                    InputError(
                        source: source, path: error.path.isEmpty ? member.name : "\(member.name), \(error.path)",
                        message: error.message))
            }
        }
        if tables.count == 1, var only = tables.first?.catalog, only.table != nil || problems.isEmpty {
            only.title = title
            only.sourcePath = source
            let own = only.table?.problems ?? []
            only.table?.problems = problems + own
            return only
        }
        return combined(tables, problems: problems, source: source, title: title)
    }

    /// The catalogue of several members' catalogues: a section for each (its sections within it when it has several),
    /// ids led by the member's path, the table's columns their union and each section's own (`sectionColumns`).
    private static func combined(
        _ tables: [(member: Member, catalog: Catalog)], problems: [InputError], source: String,
        title: String
    ) -> Catalog {
        var sections: [CatalogSection] = []
        var columns: [String] = [], kinds: [ValueKind] = []
        var own: [String: CatalogTable.SectionColumns] = [:]
        var titleName: String?
        for (member, catalog) in tables {
            let prefix = member.name + "/"
            var prefixed: [ObjectIdentifier: CatalogRowTable] = [:]
            func renamed(_ section: CatalogSection) -> CatalogSection {
                var section = section
                section.id = prefix + section.id
                section.items = reidentified(section.items, prefix: prefix, tables: &prefixed)
                section.sections = section.sections.map(renamed)
                return section
            }
            let inner = catalog.sections.map(renamed)
            let id = "zip:" + member.name
            let shown = Decompression.innerName(member.name)
            let section =
                inner.count == 1
                ? CatalogSection(id: id, title: shown, items: inner[0].items, sections: inner[0].sections)
                : CatalogSection(id: id, title: shown, sections: inner)
            sections.append(section)
            guard let table = catalog.table else { continue }
            if titleName == nil { titleName = table.titleName }
            for (index, column) in table.otherColumns.enumerated() where !columns.contains(column) {
                columns.append(column)
                kinds.append(table.kind(of: column) ?? (index < table.kinds.count ? table.kinds[index] : .text))
            }
            if table.sectionColumns.isEmpty {
                own[id] = CatalogTable.SectionColumns(title: table.titleName, others: table.otherColumns)
            } else {
                for (key, value) in table.sectionColumns { own[prefix + key] = value }
            }
        }
        let name = titleName ?? "Name"
        var table = CatalogTable(
            columns: [name] + columns, titleColumn: 0, kinds: [.text] + kinds, format: "ZIP",
            problems: problems)
        table.sectionColumns = own
        var catalog = Catalog(title: title, subtitle: source, sections: sections, sourcePath: source)
        catalog.table = table
        return catalog
    }

    /// `items` with each id led by `prefix`: rows through a table that leads them so (one per table: `tables`).
    private static func reidentified(
        _ items: CatalogItems, prefix: String,
        tables: inout [ObjectIdentifier: CatalogRowTable]
    ) -> CatalogItems {
        switch items.storage {
        case .rows(let table, let rows):
            let key = ObjectIdentifier(table)
            let prefixed = tables[key] ?? table.prefixingIDs(with: prefix)
            tables[key] = prefixed
            return CatalogItems(rows: rows, of: prefixed)
        case .values(let values):
            return CatalogItems(
                values.map { item in
                    var item = item
                    item.id = prefix + item.id
                    return item
                })
        case .source:
            return items
        }
    }

    /// The data files of the zip archive `data`, in its order, and what is not read of it (members that are no
    /// data files, each with the reason); an error when the archive does not read, or holds more than `limit`
    /// bytes.
    static func members(of data: Data, source: String, limit: Int) throws(InputError) -> ([Member], [InputError]) {
        let result: Result<([Member], [InputError]), InputError> = data.withUnsafeBytes { raw in
            guard let archive = archive_read_new() else {
                return .failure(InputError(source: source, path: "", message: "the zip archive could not be opened"))
            }
            defer { archive_read_free(archive) }
            archive_read_support_format_zip(archive)
            func failure(_ what: String) -> InputError {
                let reason = archive_error_string(archive).map { String(cString: $0) } ?? "it is damaged"
                return InputError(source: source, path: what, message: "the zip archive does not read: \(reason)")
            }
            guard archive_read_open_memory(archive, raw.baseAddress, raw.count) == ARCHIVE_OK else {
                return .failure(failure(""))
            }
            var members: [Member] = [], skipped: [InputError] = []
            var total = 0
            var entry: OpaquePointer?
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let status = archive_read_next_header(archive, &entry)
                if status == ARCHIVE_EOF { break }
                guard status == ARCHIVE_OK || status == ARCHIVE_WARN, let entry else {
                    return .failure(failure(members.last?.name ?? ""))
                }
                let name = archive_entry_pathname(entry).map { String(cString: $0) } ?? ""
                guard archive_entry_filetype(entry) == 0o100000 else { continue }  // folders and links hold no data
                let base = (name as NSString).lastPathComponent
                // macOS's own
                if name.hasPrefix("__MACOSX/") || base.hasPrefix("._") || base == ".DS_Store" { continue }
                let type = (Decompression.innerName(base) as NSString).pathExtension.lowercased()
                if databaseExtensions.contains(type) {
                    skipped.append(
                        InputError(
                            source: source, path: name,
                            message:
                                "a SQLite database inside a zip archive: a database is read in place; extract it first")
                    )
                    continue
                }
                guard dataExtensions.contains(type) else {
                    skipped.append(
                        InputError(
                            source: source, path: name, message: "not a data file (CSV, TSV, JSON or JSON Lines)"))
                    continue
                }
                guard archive_entry_is_encrypted(entry) == 0 else {
                    skipped.append(
                        InputError(
                            source: source, path: name,
                            message: "encrypted: Lattice does not ask for an archive's password; extract it first"))
                    continue
                }
                var bytes = Data()
                var unread: InputError?
                while true {
                    let count = buffer.withUnsafeMutableBytes { archive_read_data(archive, $0.baseAddress, $0.count) }
                    if count == 0 { break }
                    if count == Int(ARCHIVE_FATAL) { return .failure(failure(name)) }
                    guard count > 0 else {
                        // This member alone does not read (a method libarchive lacks, a bad checksum): the rest may.
                        let reason = archive_error_string(archive).map { String(cString: $0) } ?? "it is damaged"
                        unread = InputError(source: source, path: name, message: "does not read: \(reason)")
                        break
                    }
                    total += count
                    guard total <= limit else {
                        return .failure(
                            InputError(
                                source: source, path: name,
                                message:
                                    "the zip archive holds more than \(limit >> 20) MiB; a file that grows so much is refused"
                            ))
                    }
                    bytes.append(contentsOf: buffer[..<count])
                }
                if let unread {
                    skipped.append(unread)
                    continue
                }
                members.append(Member(name: name, data: bytes))
            }
            return .success((members, skipped))
        }
        return try result.get()
    }
}
