import Foundation
import InputFiles
import JSONInput

/// How a data file that is not a Lattice catalogue — any CSV, TSV, JSON or JSON Lines file of records, or a
/// SQLite table — was read as a table: its columns in the file's order, the one that titles each row, and how
/// the text was read (encoding, delimiter, header row), with what could not be read.
///
/// Each record is an item: its title is the title column's value, every other column is metadata under the
/// column's name, and its subtitle sums up the next few values (what a list or grid row shows under the title).
/// The columns view shows every column, the title column first.
public struct CatalogTable: Sendable, Hashable {
    /// The columns' names in the file's order, each once ("Column 3" for one without a name, "name (2)" for a
    /// second column of a name).
    public var columns: [String]
    /// The index in `columns` of the column whose values title the rows.
    public var titleColumn: Int
    /// What each column's first values are (`ValueKind.column`), by column; empty where unknown.
    public var kinds: [ValueKind]
    /// The file's format as users call it: "CSV", "JSON", "JSON Lines", "SQLite".
    public var format: String
    /// The text's encoding (nil for a SQLite database).
    public var encoding: TextEncoding?
    /// The byte between fields, for delimited text.
    public var delimiter: UInt8?
    /// Whether the file writes "no value" as text (`NA`, `null`, `-`: R's and pandas' exports): delimited text
    /// does; JSON and SQLite have a null of their own, and their `"NA"` is a value.
    public var spellsMissingAsText: Bool { delimiter != nil }
    /// Whether the first row names the columns, for delimited text.
    public var hasHeader: Bool?
    /// What could not be read, each with its line or path (rows read around it are shown).
    public var problems: [InputError]
    /// For a file of several tables (a SQLite database, a JSON object holding arrays of records), each table's
    /// section id and that table's own title column and other columns, in its order; empty for one table, whose
    /// columns are `columns`. `columns` is then their union.
    public var sectionColumns: [String: SectionColumns] = [:]

    /// One table's columns among several (`sectionColumns`).
    public struct SectionColumns: Sendable, Hashable {
        /// The name of the column titling its rows.
        public var title: String
        /// Its other columns, in its order.
        public var others: [String]

        /// Creates a table's columns.
        public init(title: String, others: [String]) {
            self.title = title
            self.others = others
        }
    }

    /// Creates a table description.
    public init(
        columns: [String], titleColumn: Int, kinds: [ValueKind] = [], format: String,
        encoding: TextEncoding? = nil, delimiter: UInt8? = nil, hasHeader: Bool? = nil, problems: [InputError] = []
    ) {
        self.columns = columns
        self.titleColumn = titleColumn
        self.kinds = kinds
        self.format = format
        self.encoding = encoding
        self.delimiter = delimiter
        self.hasHeader = hasHeader
        self.problems = problems
    }

    /// The table of a delimited file of `dialect` (`format`: CSV or TSV).
    init(dialect: DelimitedDialect, format: CatalogFormat) {
        self.init(
            columns: dialect.columns, titleColumn: dialect.titleColumn, kinds: dialect.kinds,
            format: dialect.delimiter == UInt8(ascii: "\t") ? "TSV" : "CSV", delimiter: dialect.delimiter,
            hasHeader: dialect.hasHeader)
    }

    /// How the file was read, for the window to say: "CSV · UTF-8 · semicolon-separated · header row".
    public var reading: String {
        var parts = [format]
        if let encoding { parts.append(encoding.name) }
        if let delimiter { parts.append(Self.delimiterName(delimiter)) }
        if let hasHeader { parts.append(hasHeader ? "header row" : "no header row") }
        return parts.joined(separator: " · ")
    }

    /// Adds columns "Column N" up to `count` (rows wider than the header).
    mutating func widen(to count: Int) {
        while columns.count < count {
            columns.append(Self.uniqueNames(columns + ["Column \(columns.count + 1)"]).last!)
        }
    }

    /// How many columns after the title a row's subtitle sums up.
    public static let subtitleColumns = 3

    /// The columns a row's subtitle sums up: the first `subtitleColumns` of `columns` after the one at `titleColumn`.
    static func summarised(_ columns: [String], titleColumn: Int?) -> [String] {
        Array(columns.enumerated().filter { $0.offset != titleColumn }.map(\.element).prefix(subtitleColumns))
    }

    /// A row's subtitle: its values in `columns` (`summarised(_:titleColumn:)`) that it has, `NA` and the like left
    /// out, joined by " · " (nil when it has none).
    public static func subtitle(of metadata: [CatalogMetadata], summarising columns: [String]) -> String? {
        let values = metadata.filter { columns.contains($0.key) && ValueKind(of: $0.value) != .missing }.map(\.value)
        return values.isEmpty ? nil : values.joined(separator: " · ")
    }

    /// The column whose value trails a row in a list: the first after those the subtitle sums up (nil when there
    /// is none), one column for every row so the values line up.
    public var trailingColumn: String? { otherColumns.dropFirst(Self.subtitleColumns).first }

    /// `trailingColumn` of the table whose rows section `id` holds, in a file of several (`sectionColumns`).
    public func trailingColumn(inSection id: String) -> String? {
        guard let own = sectionColumns[id] else { return trailingColumn }
        return own.others.dropFirst(Self.subtitleColumns).first
    }

    /// The most problems noted: past them a file is not what it seemed, and its first problems say why.
    public static let problemLimit = 100

    /// The title column's name.
    public var titleName: String { columns.indices.contains(titleColumn) ? columns[titleColumn] : "Name" }

    /// The columns after the title column, in the file's order: an item's metadata keys.
    public var otherColumns: [String] { columns.enumerated().filter { $0.offset != titleColumn }.map(\.element) }

    /// Every field of `item`, a row of this table, in the file's column order: each column's name and the row's
    /// value in it (the title column's is the item's title; "" where the row has none) — the whole record.
    public func fields(of item: CatalogItem) -> [CatalogMetadata] {
        columns.map { column in
            CatalogMetadata(key: column, value: column == titleName ? item.title : item.metadata(column) ?? "")
        }
    }

    /// The kind of the column named `name` (nil when unknown).
    public func kind(of name: String) -> ValueKind? {
        guard let index = columns.firstIndex(of: name), kinds.indices.contains(index) else { return nil }
        return kinds[index]
    }

    /// The delimiter's name in `reading`: "comma-separated", "semicolon-separated", "tab-separated".
    static func delimiterName(_ delimiter: UInt8) -> String {
        switch delimiter {
        case UInt8(ascii: ","): "comma-separated"
        case UInt8(ascii: ";"): "semicolon-separated"
        case UInt8(ascii: "\t"): "tab-separated"
        case UInt8(ascii: "|"): "pipe-separated"
        default: "\(JSONText.quoted(String(UnicodeScalar(delimiter))))-separated"
        }
    }

    /// `names` made fit to be columns: trimmed, an empty one "Column N" (N its position from 1), a repeated one
    /// "name (2)", "name (3)".
    public static func uniqueNames(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for (index, raw) in names.enumerated() {
            var name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if name.isEmpty { name = "Column \(index + 1)" }
            var unique = name, copy = 2
            while seen.contains(unique) {
                unique = "\(name) (\(copy))"
                copy += 1
            }
            seen.insert(unique)
            result.append(unique)
        }
        return result
    }

    /// The names of `count` columns without a header: "Column 1", "Column 2", …
    public static func numberedNames(_ count: Int) -> [String] { (0..<count).map { "Column \($0 + 1)" } }

    /// The names that say a column titles its rows, best first (compared ignoring case, spaces, `_` and `-`).
    static let titleNames = [
        "name", "title", "label", "displayname", "fullname", "commonname", "officialname",
        "shortname", "caption", "subject", "headline", "term", "word", "key"
    ]

    /// The column that titles the rows of a table with columns `names` and first records `samples` (each a
    /// row's values by column, nil where the row has none): a column named as `titleNames` says (the first
    /// name of that list a column has; then a column whose name ends in "name" or "title"); else the first
    /// text column whose values are mostly distinct; else the first text column; else the first column.
    public static func titleColumn(names: [String], samples: [[String?]]) -> Int {
        guard !names.isEmpty else { return 0 }
        let folded = names.map { fold($0) }
        for wanted in titleNames {
            if let index = folded.firstIndex(of: wanted), isUsableTitle(index, samples) { return index }
        }
        if let index = folded.indices.first(where: {
            // "studyName" or "fileTitle" titles rows when it tells them apart; one study's name on every row does not.
            (folded[$0].hasSuffix("name") || folded[$0].hasSuffix("title")) && isUsableTitle($0, samples)
                && tellsApart($0, samples)
        }) {
            return index
        }
        let kinds = names.indices.map { column in
            ValueKind.column(samples.compactMap { column < $0.count ? $0[column] : nil })
        }
        let textColumns = names.indices.filter { kinds[$0] == .text }
        // Words title a row; codes of digits and signs ("+4230+00131") do not.
        let wordy = textColumns.filter { column in
            let values = samples.compactMap { column < $0.count ? $0[column] : nil }.filter {
                ValueKind(of: $0) != .missing
            }
            return values.filter { $0.unicodeScalars.contains { $0.properties.isAlphabetic } }.count * 2 > values.count
        }
        // A column mostly left empty titles few rows, however distinct its few values.
        let filled = wordy.filter { isUsableTitle($0, samples) }
        for column in filled {
            let values = samples.compactMap { column < $0.count ? $0[column] : nil }.filter {
                ValueKind(of: $0) != .missing
            }
            if values.count >= 2, Set(values).count * 10 >= values.count * 9 { return column }
        }
        return filled.first ?? textColumns.first { isUsableTitle($0, samples) } ?? wordy.first ?? textColumns.first ?? 0
    }

    /// Whether column `index` has a value in most sample rows (a "name" column left empty titles nothing).
    private static func isUsableTitle(_ index: Int, _ samples: [[String?]]) -> Bool {
        guard !samples.isEmpty else { return true }
        let present = samples.filter { index < $0.count && ($0[index].map { ValueKind(of: $0) != .missing } ?? false) }
            .count
        return present * 2 >= samples.count
    }

    /// Whether column `index`'s values in the sample rows are at least half of them different.
    private static func tellsApart(_ index: Int, _ samples: [[String?]]) -> Bool {
        let values = samples.compactMap { index < $0.count ? $0[index] : nil }.filter { ValueKind(of: $0) != .missing }
        return Set(values).count * 2 >= values.count
    }

    /// `name` lower case, without spaces, `_`, `-` and `.`.
    private static func fold(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !" _-.".unicodeScalars.contains($0) })
    }
}
