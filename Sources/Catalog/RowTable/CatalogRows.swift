import Foundation
import InputFiles
import JSONInput

/// The catalogue a file of rows (CSV, TSV, JSON Lines) builds as it is read: items grouped into sections by
/// their `section` value in order of first appearance (rows without one go to a section named after the file),
/// ids checked for uniqueness, the item limit kept, and progress reported with partial catalogues
/// (`ProgressBatches`). Each row reader decodes its rows and hands the items here.
struct CatalogRows {
    let source: String
    let title: String
    let itemLimit: Int
    /// The sections the rows go to, and each one's items or row numbers.
    private var sections: RowSections
    /// Where each kept row starts in the text, and on which line.
    private var rowStarts: [UInt32] = []
    private var rowLines = RowLines()
    /// Makes the table kept rows are read from, given where they start and their lines (nil: rows are items).
    private var makeTable: (([UInt32], RowLines, CatalogRowTable.GivenIDs?) -> CatalogRowTable)?
    /// Given ids of kept rows, by hash (`id.hashValue`) → the row that gave it first (`RowIDTable`).
    private var idRows = RowIDTable()
    /// Given ids → the line they were first on, where rows are items.
    private var exactIDs: [String: Int] = [:]
    /// Hashes an id for `idRows` in place of `hashValue` (tests: a hash every id shares).
    var idHash: (@Sendable (String) -> Int)?
    /// The size of the text kept rows are read from (0 when rows are items), for sizing `idRows`.
    private var textSize = 0
    /// The mapping the text is read through, told of each row read (`MappedPages.touch`).
    private var pages: MappedPages?
    /// The rows' reads, counted a batch at a time (the other half of a file may be read meanwhile).
    private var pass = MappedPages.Pass(nil)
    /// How many rows the file may hold, for sizing the arrays of kept rows.
    private let expectedRows: Int
    private(set) var count = 0
    /// How a data file read as a table lays out its rows (nil for a catalogue): given to every catalogue made.
    var table: CatalogTable?

    /// Rows of the file `source`, in a catalogue titled `title`. `expectedRows`, an estimate, sizes the arrays of
    /// kept rows (capacity never written costs no memory); the id table is sized from the rows read.
    init(source: String, title: String, itemLimit: Int, expectedRows: Int = 0) {
        self.source = source
        self.title = title
        self.itemLimit = itemLimit
        sections = RowSections(
            defaultSection: URL(fileURLWithPath: Decompression.innerName(source)).deletingPathExtension()
                .lastPathComponent)
        self.expectedRows = min(itemLimit, max(expectedRows, 0))
    }

    /// Keeps rows as where they start in the file's text (`add(rowAt:line:section:)`), read later from the
    /// table `makeTable` builds over them (`CatalogItems`) — when the text of `textSize` bytes fits 32-bit
    /// offsets (files of rows are far smaller: `ResourceBudget.rowFileBytes`). Each row added is counted as read
    /// through `pages`, the text's mapping (if it is one), so a pass over the file keeps little of it resident.
    /// Returns whether rows are kept.
    mutating func keepingRows(
        textSize: Int, pages: MappedPages?,
        in makeTable: @escaping ([UInt32], RowLines, CatalogRowTable.GivenIDs?) -> CatalogRowTable
    ) -> Bool {
        guard textSize <= Int(UInt32.max) else { return false }
        self.makeTable = makeTable
        self.textSize = textSize
        self.pages = pages
        pass = MappedPages.Pass(pages)
        rowStarts.reserveCapacity(expectedRows)
        return true
    }

    /// Counts a row against the item limit: the error to throw when it is past it.
    mutating func countRow() -> String? {
        guard count < itemLimit else { return "the catalogue holds more than \(itemLimit) items" }
        count += 1
        return nil
    }

    /// Claims the id given on `line` for the row read next: the error to throw when an earlier row has it.
    /// `earlierID` reads the id of an earlier kept row (its number, start and line) — asked only when that row's
    /// id has the same hash, to tell a duplicate from a collision. - Complexity: one hash of `id`, amortised.
    mutating func claim(id: String, line: Int, earlierID: (_ row: Int, _ start: Int, _ line: Int) -> String?) -> String?
    {
        guard makeTable != nil else { return claimExactly(id, line: line) }
        return claim(key: key(of: id), line: line, id: { id }, earlierID: earlierID)
    }

    /// What `RowIDTable` keeps of `id`'s hash (`claim(key:…)`; a file's second half read on another thread works
    /// it out from `hashValue`, so `idHash` serves `claim(id:…)` only).
    func key(of id: String) -> RowIDTable.Key { RowIDTable.Key(hash: idHash?(id) ?? id.hashValue) }

    /// `claim(id:line:earlierID:)` for kept rows, given the id's `key` (`key(of:)`, worked out beforehand — by
    /// another thread, say); `id` reads the id, asked only when an earlier row's id has the same key.
    mutating func claim(
        key: RowIDTable.Key, line: Int, id: () -> String?,
        earlierID: (_ row: Int, _ start: Int, _ line: Int) -> String?
    ) -> String? {
        let row = rowStarts.count
        // (Read again only when the table grows: rows are placed by their tags.)
        let tagOfRow = { [rowStarts, rowLines, idHash] (row: Int) -> UInt32 in
            let id = earlierID(row, Int(rowStarts[row]), Int(rowLines[row])) ?? ""
            return RowIDTable.tag(ofHash: idHash?(id) ?? id.hashValue)
        }
        // Sized once the first 1,024 rows tell how long a row is: a guess from the file's size alone is off by
        // the rows' length (and a table sized twice too large costs as much as the ids).
        if idRows.count == 1_024, let last = rowStarts.last, last > 0 {
            idRows.reserve(min(itemLimit, textSize / (Int(last) / 1_024 + 1) * 9 / 8), tagOfRow: tagOfRow)
        }
        var earlier: (id: String, line: Int, given: String)?
        let found = idRows.insert(
            row: row, key: key,
            isSame: { row in
                let line = Int(rowLines[row])
                guard let given = id(), let other = earlierID(row, Int(rowStarts[row]), line), other == given else {
                    return false
                }
                earlier = (other, line, given)
                return true
            }, tagOfRow: tagOfRow)
        guard found != nil, let earlier else { return nil }
        return Self.duplicate(earlier.given, earlier: earlier.id, line: earlier.line)
    }

    /// Claims `id` in `exactIDs`.
    private mutating func claimExactly(_ id: String, line: Int) -> String? {
        if let index = exactIDs.index(forKey: id) {
            let (earlier, first) = exactIDs[index]
            return Self.duplicate(id, earlier: earlier, line: first)
        }
        exactIDs[id] = line
        return nil
    }

    /// The error of `id` given again, `earlier` (the same, perhaps written otherwise) on `line`.
    private static func duplicate(_ id: String, earlier: String, line: Int) -> String {
        "duplicate item id \(JSONText.quoted(id)) (first on line \(line))"
            + CatalogReader.normalisationNote(id, earlier)
    }

    /// Adds `item` to the section titled `section` (nil: the file's own).
    mutating func add(_ item: CatalogItem, section: String?) {
        sections.add(item, to: section)
    }

    /// Adds the row starting at byte `start` of the text, on `line`, to the section titled `section` (nil: the
    /// file's own), kept as where it is (`keepingRows(in:)`).
    mutating func add(rowAt start: Int, line: Int, section: String?) {
        pass.read(start - Int(rowStarts.last ?? 0))
        sections.add(row: UInt32(rowStarts.count), to: section)
        rowStarts.append(UInt32(start))
        rowLines.append(UInt32(truncatingIfNeeded: line))
    }

    /// Tells `progress` of the rows read, with a partial catalogue when one is due (`ProgressBatches`) unless
    /// `partial` is false (while the table could not be made: what it keeps of the rows is not there yet).
    ///
    /// Of a file of kept rows, a partial catalogue goes only while less than a fifth of the file is read: the
    /// window prepares each one (its groups, and an index of its ids, since its table finds none), which later in
    /// the file costs more than showing the whole a little sooner gains — half a million rows of a million-row
    /// file would be indexed on the reading thread, a fifth of a second, to be replaced a moment after.
    func report(to progress: ((Int, Catalog?) -> Void)?, partial: Bool = true) {
        guard let progress, ProgressBatches.isReport(count) else { return }
        let early = textSize == 0 || Int(rowStarts.last ?? 0) < textSize / 5
        progress(count, partial && early && ProgressBatches.isPartial(count) ? catalog : nil)
    }

    /// The catalogue of the rows read so far (while the file is read: its table finds no ids, `row(ofID:)`).
    var catalog: Catalog { catalog(givenIDs: nil) }

    /// The catalogue of every row of the file: its table keeps the ids given, to find rows by (`row(ofID:)`).
    /// The last use of these rows: the id table is moved, not copied.
    mutating func finished() -> Catalog {
        pages?.release()  // the pass is over: the pages it read last go too
        let ids = CatalogRowTable.GivenIDs(rows: idRows, hash: idHash ?? { $0.hashValue })
        idRows = RowIDTable()
        return catalog(givenIDs: ids)
    }

    /// The catalogue of the rows read so far, its table (if rows are kept) finding ids through `givenIDs`.
    private func catalog(givenIDs: CatalogRowTable.GivenIDs?) -> Catalog {
        let table = makeTable?(rowStarts, rowLines, givenIDs)
        var catalog = Catalog(
            title: title, subtitle: source, sections: sections.catalogSections(table: table), sourcePath: source)
        catalog.table = self.table
        return catalog
    }
}

extension CatalogRows {
    /// The offset of the first NUL byte of the `count` bytes at `base`, read through `pages` (if mapped).
    private static func firstNUL(_ base: UnsafeRawPointer, count: Int, pages: MappedPages?) -> Int? {
        var start = 0
        while start < count {
            let length = min(MappedPages.residentBudget, count - start)
            if let nul = memchr(base + start, 0, length) { return base.distance(to: UnsafeRawPointer(nul)) }
            pages?.touch(length)
            start += length
        }
        return nil
    }

    /// Runs `body` on the bytes of the file of rows `data` (`format`, named `source` in errors), its UTF-8
    /// byte-order mark skipped — those bytes, and the same as a `Data` sharing `data`'s storage (what a
    /// `CatalogRowTable` keeps) — or throws when they are not UTF-8 text: a file saved as UTF-16 (by its
    /// byte-order mark, or by the NUL in every other byte of one without), or any text holding a NUL byte.
    static func withText<Result>(
        of data: Data, format: CatalogFormat, source: String, pages: MappedPages?,
        _ body: (UnsafeRawBufferPointer, Data) throws(InputError) -> Result
    ) throws(InputError) -> Result {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw InputError(
                source: source, path: "",
                message: "the file is UTF-16 (it starts with a UTF-16 byte-order mark); "
                    + "a \(format.name) catalogue must be UTF-8" + (format == .csv ? " — save it as \"CSV UTF-8\"" : "")
            )
        }
        let outcome = bytes.withUnsafeBytes { raw in
            Swift.Result { () throws(InputError) -> Result in
                // (memchr: a file of many megabytes is scanned before its first row is shown; a mapped one a
                // budget's worth at a time, so that it is not all resident at once.)
                if let base = raw.baseAddress, let offset = Self.firstNUL(base, count: raw.count, pages: pages) {
                    let line = raw[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
                    throw InputError(
                        source: source, path: "line \(line)",
                        message: "a NUL byte, which text does not hold "
                            + "(is the file UTF-16? a \(format.name) catalogue must be UTF-8)")
                }
                return try body(raw, bytes)
            }
        }
        return try outcome.get()
    }
}
