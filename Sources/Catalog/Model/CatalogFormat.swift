import InputFiles
import JSONInput

/// The formats a catalogue file comes in, told apart by the file's name: a JSON document (the full format, with
/// nested sections), or one item per row — CSV, TSV, or JSON Lines, the usual exports of spreadsheets and of large
/// datasets — grouped into sections by a `section` value. Row formats are read row by row, so a window can show
/// the first rows while the rest are read; see `docs/catalog-format.md`.
public enum CatalogFormat: Sendable, Hashable, CaseIterable {
    /// A JSON document (`docs/catalog-format.md`, `data/catalog.schema.json`): any name not listed below.
    case json
    /// Comma-separated values, RFC 4180: `.csv`.
    case csv
    /// Tab-separated values, quoted as CSV is where a field holds a tab or a line end: `.tsv`, `.tab`.
    case tsv
    /// One JSON object per line: `.jsonl`, `.ndjson`.
    case jsonLines

    /// The format of the file at `path`, by its extension (any case).
    public init(path: String) {
        let name = Decompression.innerName(path).lowercased()  // `trips.csv.gz` is a CSV
        if name.hasSuffix(".csv") {
            self = .csv
        } else if name.hasSuffix(".tsv") || name.hasSuffix(".tab") {
            self = .tsv
        } else if name.hasSuffix(".jsonl") || name.hasSuffix(".ndjson") {
            self = .jsonLines
        } else {
            self = .json
        }
    }

    /// The extensions a file of this format has (for file choosers); JSON's is `json`, though any other name
    /// is read as JSON too.
    public var extensions: [String] {
        switch self {
        case .json: ["json"]
        case .csv: ["csv"]
        case .tsv: ["tsv", "tab"]
        case .jsonLines: ["jsonl", "ndjson"]
        }
    }

    /// The format's name in messages: "CSV", "TSV", "JSON Lines", "JSON".
    public var name: String {
        switch self {
        case .json: "JSON"
        case .csv: "CSV"
        case .tsv: "TSV"
        case .jsonLines: "JSON Lines"
        }
    }

    /// Whether the file is read one row (one item) at a time: everything but a JSON document, whose items are
    /// nested in its sections.
    public var isRowByRow: Bool { self != .json }

    /// The largest file of this format read: `ResourceBudget.rowFileBytes`. Rows are read one at a time, and
    /// a JSON document over `ResourceBudget.inputFileBytes` item by item (`CatalogJSONDocumentReader`): what
    /// is held is the file's bytes and, per item, where it starts and what a search reads.
    public var sizeLimit: Int { ResourceBudget.rowFileBytes }

    /// How a file of this format is called in messages: "CSV catalogue file".
    var fileDescription: String { "\(name) catalogue file" }

}
