/// How to read a data file where the guess (`DataFileKind`, `DelimitedDialect`, `TextEncoding.detect`,
/// `CatalogTable.titleColumn`) is not what the user wants: another encoding, delimiter or title column, or the first
/// row read as a header or as data. Each choice left nil is guessed; a catalogue ignores them all. The window
/// remembers a file's choices with its view (`lattice render FILE --encoding … --delimiter … --title-column …`
/// takes them too).
///
/// ```swift
/// let catalog = try Catalog.load(path: "export.csv",
///                                options: DataFileOptions(encoding: .windows1252, delimiter: ";", titleColumn: "Name"))
/// ```
public struct DataFileOptions: Sendable, Hashable, Codable {
    /// The text's encoding (nil: told by its bytes).
    public var encoding: TextEncoding?
    /// The delimiter between fields of delimited text: one ASCII character (nil: sniffed).
    public var delimiter: String?
    /// Whether the first row of delimited text names the columns (nil: guessed).
    public var hasHeader: Bool?
    /// The name of the column whose values title the rows (nil, or a name the table lacks: chosen).
    public var titleColumn: String?

    /// Options that guess everything.
    public init(
        encoding: TextEncoding? = nil, delimiter: String? = nil, hasHeader: Bool? = nil, titleColumn: String? = nil
    ) {
        self.encoding = encoding
        self.delimiter = delimiter
        self.hasHeader = hasHeader
        self.titleColumn = titleColumn
    }

    /// Whether nothing is chosen.
    public var isEmpty: Bool { self == DataFileOptions() }

    /// The delimiter's byte, when it is one ASCII character.
    var delimiterByte: UInt8? {
        guard let delimiter, delimiter.utf8.count == 1, let byte = delimiter.utf8.first, byte < 0x80,
            byte != 0x0A, byte != 0x0D, byte != UInt8(ascii: "\"")
        else { return nil }
        return byte
    }

    /// Whether `delimiter` can split text: one ASCII character, not a quote or a line end.
    public var isUsableDelimiter: Bool { delimiterByte != nil }

    /// `titleColumn`'s index among `columns`, when it names one.
    func titleIndex(in columns: [String]) -> Int? { titleColumn.flatMap { columns.firstIndex(of: $0) } }
}
