import Foundation
import InputFiles
import JSONInput

extension Catalog {
    /// The catalogue of the file `source`'s bytes `data` (read through `pages`, if mapped), whatever data it holds
    /// (`DataFileKind.sniff`): a Lattice catalogue — a JSON document with `sections`, rows whose header or first
    /// record names `title` — is read by the catalogue format's rules and errors; any other CSV, TSV, JSON, JSON
    /// Lines or SQLite file is read as a table (`CatalogTable`), in the encoding its bytes are in.
    /// `options` say how to read a data file where the guess is not wanted. A table's catalogue ends with a
    /// section "Not Read" holding what could not be read (`CatalogTable.problems`), each with its line, beside
    /// the rows that could; its subtitle says how the file was read (`CatalogTable.reading`).
    static func parseData(
        _ data: Data, pages: MappedPages?, source: String, baseDirectory: String, title: String,
        itemLimit: Int, options: DataFileOptions = DataFileOptions(),
        progress: ((Int, Catalog?) -> Void)?
    ) throws(InputError) -> Catalog {
        let catalog = try parseAnyData(
            data, pages: pages, source: source, baseDirectory: baseDirectory, title: title,
            itemLimit: itemLimit, options: options, progress: progress)
        return catalog.table == nil ? catalog : catalog.describingItsTable()
    }

    static func parseAnyData(
        _ data: Data, pages: MappedPages?, source: String, baseDirectory: String, title: String,
        itemLimit: Int, options: DataFileOptions,
        progress: ((Int, Catalog?) -> Void)?
    ) throws(InputError) -> Catalog {
        let head = data.prefix(DataFileKind.sniffBytes)
        switch DataFileKind.sniff(head, name: source) {
        case .sqlite:
            return try SQLiteCatalog.catalog(path: source, title: title, titleColumn: options.titleColumn)
        case .zip:
            return try ZipArchive.catalog(data, source: source, title: title, itemLimit: itemLimit, options: options)
        case .jsonDocument:
            return try parseJSONDocument(
                data, pages: pages, source: source, baseDirectory: baseDirectory, title: title,
                itemLimit: itemLimit, options: options, progress: progress)
        case .jsonLines:
            let encoding =
                options.encoding ?? head.withUnsafeBytes { TextEncoding.detect($0, isWhole: head.count == data.count) }
            let (text, textPages) = converted(data, pages: pages, from: encoding)
            var reader = CatalogJSONLinesReader(baseDirectory: baseDirectory, source: source, itemLimit: itemLimit)
            var head = text.prefix(DataFileKind.sniffBytes)
            if head.starts(with: [0xEF, 0xBB, 0xBF]) { head = head.dropFirst(3) }
            let sample = jsonLinesSample(head)
            if let first = sample.first, case .object(let object) = first,
                object.keys.contains(where: { $0.lowercased() == "title" })
            {
                return try reader.catalog(text, pages: textPages, title: title, progress: progress)
            }
            let records = JSONRecords(sample: sample, title: options.titleColumn)
            reader.records = records
            var table = records.table(format: "JSON Lines", sample: sample)
            table.encoding = encoding
            return try reader.catalog(text, pages: textPages, title: title, table: table, progress: progress)
        case .delimited:
            return try parseDelimited(
                data, pages: pages, source: source, baseDirectory: baseDirectory, title: title,
                itemLimit: itemLimit, options: options, progress: progress)
        }
    }

    /// A JSON document: a catalogue (an object with `sections`) by the format's rules, any other by its shape
    /// (`DataJSONReader`).
    private static func parseJSONDocument(
        _ data: Data, pages: MappedPages?, source: String, baseDirectory: String,
        title: String, itemLimit: Int, options: DataFileOptions,
        progress: ((Int, Catalog?) -> Void)?
    ) throws(InputError) -> Catalog {
        if data.count > ResourceBudget.inputFileBytes {
            // Too large to hold as a tree: a catalogue is walked item by item, an array of records row by row.
            let head = data.prefix(DataFileKind.sniffBytes)
            let isCatalogue =
                head.first(where: { !JSONTextBytes.isWhitespace($0) }) == UInt8(ascii: "{")
                && head.range(of: Data("\"sections\"".utf8)) != nil
            if isCatalogue || !DataJSONRows.canRead(head) {
                return try parse(
                    data: data, pages: pages, source: source, baseDirectory: baseDirectory, itemLimit: itemLimit,
                    progress: progress)
            }
            return try DataJSONRows(
                source: source, title: title, itemLimit: itemLimit, titleColumn: options.titleColumn
            )
            .catalog(data, pages: pages, progress: progress)
        }
        // A catalogue's numbers are values (sizes, counts); a data file's are shown as written, so it is parsed
        // with them as text — after the catalogue's own parse, where the document may be one.
        func isCatalogue(_ root: JSONValue) -> Bool {
            if case .object(let object) = root { object.keys.contains("sections") } else { false }
        }
        if data.range(of: Data("\"sections\"".utf8)) != nil {
            do {
                let root = try JSONValue.parse(data, source: source)
                if isCatalogue(root) {
                    var reader = CatalogReader(baseDirectory: CatalogPath.absolute(baseDirectory), itemLimit: itemLimit)
                    return try reader.catalog(JSONNode(root: root, source: source), source: source)
                }
            } catch {
                // A catalogue refused for a number no double holds keeps its error; other documents read on.
                if let root = try? JSONValue.parse(data, source: source, numbersAsWritten: true), isCatalogue(root) {
                    throw error
                }
            }
        }
        let root = try JSONValue.parse(data, source: source, numbersAsWritten: true)
        return try DataJSONReader(source: source, title: title, itemLimit: itemLimit, titleColumn: options.titleColumn)
            .catalog(root)
    }

    /// Delimited text in any encoding: a catalogue (a comma- or tab-separated header naming `title`) by the
    /// format's rules, any other as a table of its rows (`DelimitedDialect`). Text that turns out not to be UTF-8
    /// past its first 64 KiB is read again as Windows-1252. Text in another encoding is converted whole first; a
    /// large one shows its first rows (`previewBytes` of it converted) to `progress` meanwhile, and the mapping of
    /// the original is let go of once converted.
    private static func parseDelimited(
        _ data: Data, pages: MappedPages?, source: String, baseDirectory: String,
        title: String, itemLimit: Int, options: DataFileOptions,
        progress: ((Int, Catalog?) -> Void)?
    ) throws(InputError) -> Catalog {
        let head = data.prefix(DataFileKind.sniffBytes)
        var encoding =
            options.encoding ?? head.withUnsafeBytes { TextEncoding.detect($0, isWhole: head.count == data.count) }
        let reading = DelimitedReading(
            source: source, baseDirectory: CatalogPath.absolute(baseDirectory), title: title,
            itemLimit: itemLimit, options: options)
        while true {
            if !encoding.isUTF8, let progress, encoding == .windows1252, data.count > 4 * previewBytes,
                let cut = data.prefix(previewBytes).lastIndex(of: 0x0A),
                let preview = try? reading.catalog(
                    encoding.utf8Text(of: data.prefix(through: cut)), pages: nil, encoding: encoding)
            {
                progress(preview.itemCount, preview)
            }
            let (text, textPages) = converted(data, pages: pages, from: encoding)
            do {
                return try reading.catalog(text, pages: textPages, encoding: encoding, progress: progress)
            } catch  where encoding.isUTF8 && options.encoding == nil && error.isNotUTF8 {
                encoding = .windows1252  // the first 64 KiB were ASCII or UTF-8, a later line is not
            }
        }
    }

    /// `data` (mapped as `pages`) as UTF-8 text, and the mapping it is read through: itself when it is UTF-8, else
    /// a copy converted from `encoding` in memory — the original's pages then let go of, as nothing reads them again.
    private static func converted(
        _ data: Data, pages: MappedPages?, from encoding: TextEncoding
    ) -> (text: Data, pages: MappedPages?) {
        guard !encoding.isUTF8 else { return (data, pages) }
        let text = encoding.utf8Text(of: data)
        pages?.release()
        return (text, nil)
    }

    /// How much of a large file in another encoding than UTF-8 is converted first, to show its first rows.
    static let previewBytes = 1 << 20

    /// One reading of delimited UTF-8 text: its dialect sniffed, then read as a catalogue or a table.
    private struct DelimitedReading {
        let source: String
        let baseDirectory: String
        let title: String
        let itemLimit: Int
        let options: DataFileOptions

        /// The catalogue of `text` (UTF-8, perhaps with a byte-order mark; read through `pages` when mapped), read
        /// from a file in `encoding`.
        func catalog(
            _ text: Data, pages: MappedPages?, encoding: TextEncoding,
            progress: ((Int, Catalog?) -> Void)? = nil
        ) throws(InputError) -> Catalog {
            var body = text[...]
            if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
            var sniffed = body.prefix(DataFileKind.sniffBytes)
            if isBinary(sniffed) {
                throw InputError(
                    source: source, path: "",
                    message: "holds binary data, not text: it is not a CSV, TSV, JSON, JSON Lines or SQLite file")
            }
            let preferred: UInt8? = CatalogFormat(path: source) == .tsv ? UInt8(ascii: "\t") : nil
            func sniff(_ start: Data.SubSequence) -> DelimitedDialect {
                start.withUnsafeBytes {
                    DelimitedDialect.sniff(
                        $0, isWhole: start.count == body.count, preferred: preferred, options: options)
                }
            }
            var dialect = sniff(sniffed)
            // Long quoted fields (multi-line texts) leave few whole rows in the sniff's bytes: a longer start, eight
            // times longer each time (up to 32 MiB), tells the columns from more of them.
            while dialect.sampledRows < 3, sniffed.count < body.count, sniffed.count < DataFileKind.sniffBytes << 8 {
                sniffed = body.prefix(sniffed.count * 8)
                dialect = sniff(sniffed)
            }
            let tab = dialect.delimiter == UInt8(ascii: "\t")
            var reader = CatalogCSVReader(
                baseDirectory: baseDirectory, source: source, itemLimit: itemLimit, format: tab ? .tsv : .csv)
            if dialect.isCatalogue, options.isEmpty, tab || dialect.delimiter == UInt8(ascii: ",") {
                return try reader.catalog(text, pages: pages, title: title, progress: progress)
            }
            reader.dialect = dialect
            var catalog = try reader.catalog(text, pages: pages, title: title, progress: progress)
            catalog.table?.encoding = encoding
            return catalog
        }
    }

    /// Whether `head`, the first bytes of a text, is binary data rather than text: more than one byte in a
    /// hundred a control character other than a tab, a line end or a form feed. (A NUL or two in text is the
    /// readers' to report, with its line.)
    static func isBinary(_ head: Data) -> Bool {
        let controls = head.reduce(0) { count, byte in
            byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C ? count + 1 : count
        }
        return controls * 100 > head.count
    }

    /// The first values of JSON Lines `text` (at most `JSONRecords.sampleCount`), lines that do not parse left out.
    private static func jsonLinesSample(_ text: Data) -> [JSONValue] {
        var values: [JSONValue] = []
        for line in text.split(separator: 0x0A) where values.count < JSONRecords.sampleCount {
            if let value = try? JSONValue.parse(Data(line), source: "", numbersAsWritten: true) { values.append(value) }
        }
        return values
    }
}

extension Catalog {
    /// This catalogue of a data file with its subtitle saying how it was read ("CSV · Windows-1252 ·
    /// semicolon-separated · header row"), and what could not be read as a last section, "Not Read": an item per
    /// problem, titled by its line and saying what was wrong.
    func describingItsTable() -> Catalog {
        guard let table else { return self }
        var catalog = self
        catalog.subtitle = table.reading
        if !table.problems.isEmpty {
            let items = table.problems.enumerated().map { index, problem in
                CatalogItem(
                    id: "not-read-\(index + 1)",
                    title: problem.path.isEmpty
                        ? "The file" : problem.path.prefix(1).uppercased() + problem.path.dropFirst(),
                    subtitle: problem.message, icon: "dialog-warning-symbolic",
                    metadata: [CatalogMetadata(key: table.otherColumns.first ?? "Value", value: problem.message)])
            }
            catalog.sections.append(
                CatalogSection(
                    id: "not-read", title: "Not Read", icon: "dialog-warning-symbolic",
                    items: CatalogItems(items)))
        }
        return catalog
    }
}
