import ArgumentParser
import Catalog

/// The options that say how to read a data file where Lattice's guess is not wanted (`DataFileOptions`), and how to
/// group its rows, shared by `lattice PATH` and `lattice render PATH`.
struct DataFileArguments: ParsableArguments {
    @Option(help: "Read a data file's text in this encoding: utf-8, utf-16, utf-16be, utf-32, windows-1252 (latin-1).")
    var encoding: String?

    @Option(help: "Split delimited text at this character (for a tab: --delimiter tab).")
    var delimiter: String?

    @Option(help: "Whether the first row of delimited text names the columns: yes or no.")
    var header: String?

    @Option(help: "Title the rows with this column of a data file.")
    var titleColumn: String?

    @Option(
        name: .customLong("group-by"),
        help: "Group a table's rows into sections by this column's values (again: each group by another).")
    var groupBy: [String] = []

    func validate() throws {
        if let encoding, TextEncoding(name: encoding) == nil {
            throw ValidationError(
                "--encoding must be one of utf-8, utf-16, utf-16be, utf-32, utf-32be, windows-1252, got '\(encoding)'")
        }
        if delimiter != nil, options.delimiter.flatMap({ DataFileOptions(delimiter: $0).isUsableDelimiter }) != true {
            throw ValidationError(
                "--delimiter must be one ASCII character other than a quote or a line end (or 'tab'), got '\(delimiter!)'"
            )
        }
        if let header, !["yes", "no"].contains(header) {
            throw ValidationError("--header must be yes or no, got '\(header)'")
        }
    }

    /// The options given.
    var options: DataFileOptions {
        DataFileOptions(
            encoding: encoding.flatMap(TextEncoding.init(name:)),
            delimiter: delimiter.map { $0.lowercased() == "tab" || $0 == "\\t" ? "\t" : $0 },
            hasHeader: header.map { $0 == "yes" }, titleColumn: titleColumn)
    }
}

extension DataFileArguments {
    /// `catalog` grouped by the `--group-by` columns, or an error naming the columns a table has.
    func grouped(_ catalog: Catalog) throws -> Catalog {
        guard !groupBy.isEmpty else { return catalog }
        guard let table = catalog.table else {
            throw ValidationError("--group-by groups a data file's table; this is not one")
        }
        if let unknown = groupBy.first(where: { !table.columns.contains($0) }) {
            throw ValidationError(
                "--group-by: no column '\(unknown)' (columns: \(table.columns.joined(separator: ", ")))")
        }
        guard let grouped = catalog.grouped(by: groupBy) else {
            throw ValidationError("--group-by: a database's tables cannot be grouped yet")
        }
        return grouped
    }
}
