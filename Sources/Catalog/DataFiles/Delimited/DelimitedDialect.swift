import JSONInput

/// How a delimited text file is written, guessed from its first rows as a spreadsheet's import dialog and
/// Python's `csv.Sniffer` guess it: the delimiter (comma, semicolon, tab or pipe — the one that splits the rows
/// into the most consistent number of fields), whether the first row names the columns, which column titles
/// the rows, and where the data starts (past `#` comment lines at the top, and the header).
///
/// ```swift
/// let dialect = DelimitedDialect.sniff(firstBytes, isWhole: false, preferred: UInt8(ascii: ","))
/// dialect.delimiter          // UInt8(ascii: ";") for a European spreadsheet's export
/// dialect.columns            // ["species", "island", "bill_length_mm", …], or "Column 1"… without a header
/// ```
public struct DelimitedDialect: Sendable, Hashable {
    /// The byte between fields.
    public var delimiter: UInt8
    /// Whether the first row (or the last `#` comment line above the rows) names the columns.
    public var hasHeader: Bool
    /// The columns' names (unique), as many as the widest row sampled.
    public var columns: [String]
    /// The column whose values title the rows (`CatalogTable.titleColumn(names:samples:)`).
    public var titleColumn: Int
    /// What each column's sampled values are.
    public var kinds: [ValueKind]
    /// Where the first data row starts in the text, and its line.
    public var dataStart: Int
    public var dataLine: Int
    /// How many `#` comment lines come before the rows.
    public var commentLines: Int
    /// The header row's texts as written (trimmed), lower case: a header holding `title` is a Lattice catalogue's.
    public var headerNames: [String]
    /// How many rows (the header's among them) the sample held: few, in a sample that is not the whole file, when
    /// a quoted field runs past its end (a long multi-line text), and the reader sniffs a longer start.
    public var sampledRows = 0

    /// The delimiters tried, in the order a tie goes to.
    public static let candidates: [UInt8] =
        [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t"), UInt8(ascii: "|")]
        + rareCandidates
    /// Delimiters text holds inside values as often as between them (`10:30:00`, `x^2`): one wins only where the
    /// usual ones split nothing consistently (`/etc/group`'s colons, a `^`-separated export).
    public static let rareCandidates: [UInt8] = [UInt8(ascii: ":"), UInt8(ascii: "^"), UInt8(ascii: "~")]
    /// How many rows are sampled.
    static let sampleRows = 200

    /// Whether the header names Lattice's own `title` column: the file is a catalogue of rows, read by the rules
    /// of docs/catalog-format.md (a missing title, a bad colour or a repeated id is an error).
    public var isCatalogue: Bool { hasHeader && headerNames.contains("title") }

    /// The dialect of the UTF-8 text `bytes` (the file's start, at most a sniff's 64 KiB; `isWhole` when it is the
    /// whole file, else its last row, perhaps cut, is not sampled). `preferred` (the name's: a tab for `.tsv`)
    /// wins a tie.
    /// `options` force a delimiter, a header row (or none) and a title column where they give one.
    public static func sniff(
        _ bytes: UnsafeRawBufferPointer, isWhole: Bool, preferred: UInt8? = nil,
        options: DataFileOptions = DataFileOptions()
    ) -> DelimitedDialect {
        // `#` comment lines at the top (tzdata's tables, R's and gnuplot's exports, a README block with blank lines
        // between its paragraphs), the last perhaps a header.
        var start = 0, line = 1, comments: [(start: Int, end: Int)] = []
        func lineEnd(from start: Int) -> Int {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            return end
        }
        func next(after end: Int) -> Int {
            end + (bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? 2 : 1)
        }
        func isBlank(_ from: Int, _ to: Int) -> Bool {
            (from..<to).allSatisfy { bytes[$0] == 0x20 || bytes[$0] == 0x09 }
        }
        while start < bytes.count {
            let end = lineEnd(from: start)
            guard end < bytes.count else { break }  // a file of one comment line: that line is data
            if bytes[start] == UInt8(ascii: "#") {
                comments.append((start + 1, end))
            } else if isBlank(start, end), !comments.isEmpty {
                // A blank line inside the comment block, when more comment lines follow it (past other blank ones).
                var ahead = next(after: end)
                while ahead < bytes.count, case let aheadEnd = lineEnd(from: ahead), aheadEnd < bytes.count,
                    isBlank(ahead, aheadEnd)
                {
                    ahead = next(after: aheadEnd)
                }
                guard ahead < bytes.count, bytes[ahead] == UInt8(ascii: "#") else { break }
            } else {
                break
            }
            start = next(after: end)
            line += 1
        }
        var best:
            (delimiter: UInt8, rows: [[String]], starts: [(Int, Int)], end: (Int, Int), score: Double, width: Int)?
        let tried = options.delimiterByte.map { [$0] } ?? [preferred].compactMap({ $0 }) + candidates
        for delimiter in tried where delimiter != best?.delimiter {
            let (rows, starts, end) = sample(bytes, from: start, line: line, delimiter: delimiter, isWhole: isWhole)
            let (width, share) = consistency(rows.map(\.count))
            let score = width < 2 ? 0 : share
            // A clearly more consistent split wins; an equal one goes to the wider split (decimal commas in a
            // semicolon file split each row too, but into fewer fields). A rare delimiter wins only over splits
            // that are not consistent at all (times' colons in a comma file are no columns).
            if Self.rareCandidates.contains(delimiter), options.delimiterByte == nil, let best, best.score > 0.5 {
                continue
            }
            if best == nil || score > best!.score + 0.01
                || (score >= best!.score - 0.01 && score > 0 && width > best!.width)
            {
                best = (delimiter, rows, starts, end, score, width)
            }
        }
        let chosen = best!
        var rows = chosen.rows, starts = chosen.starts
        // A preamble — a title, a source, a date, each a line of a field or two above a table of many columns, as a
        // World Bank download has — is no row of the table.
        if chosen.width >= 3, options.hasHeader == nil {
            var preamble = 0
            while preamble < min(rows.count - 1, 10), rows[preamble].count < chosen.width,
                rows[preamble].filter({ !$0.trimmingSpaces.isEmpty }).count * 2 <= chosen.width
            {
                preamble += 1
            }
            if preamble > 0, rows[preamble].count >= chosen.width {
                rows.removeFirst(preamble)
                starts.removeFirst(preamble)
            }
        }
        var header: [String]?
        if options.hasHeader == false {
            // The user says the first row is data.
        } else if let last = comments.last,
            case let texts = split(
                UnsafeRawBufferPointer(rebasing: bytes[last.start..<last.end]), delimiter: chosen.delimiter),
            texts.count >= 2, texts.count <= chosen.width,
            texts.count == chosen.width || looksLikeHeader(texts, rest: rows[...], width: chosen.width)
        {
            header = texts  // "#codes\tcoordinates\tTZ\tcomments", "#AgencyID,Token,…": the comment names the columns
        } else if let first = rows.first,
            options.hasHeader == true || looksLikeHeader(first, rest: rows.dropFirst(), width: chosen.width)
        {
            header = first
            rows.removeFirst()
            starts.removeFirst()
        }
        let width = max(rows.map(\.count).max() ?? 0, header?.count ?? 0, 1)
        var names = header.map { CatalogTable.uniqueNames($0) } ?? CatalogTable.numberedNames(width)
        if names.count < width { names += (names.count..<width).map { "Column \($0 + 1)" } }
        let samples = rows.map { row in names.indices.map { $0 < row.count ? row[$0] : nil } }
        let kinds = names.indices.map { column in ValueKind.column(samples.compactMap { $0[column] }) }
        let (dataStart, dataLine) = starts.first ?? chosen.end
        return DelimitedDialect(
            delimiter: chosen.delimiter, hasHeader: header != nil, columns: names,
            titleColumn: options.titleIndex(in: names) ?? CatalogTable.titleColumn(names: names, samples: samples),
            kinds: kinds,
            dataStart: dataStart, dataLine: dataLine,
            commentLines: comments.count,
            headerNames: (header ?? []).map { $0.trimmingSpaces.lowercased() },
            sampledRows: chosen.rows.count)
    }

    /// The first rows from `start` split at `delimiter` (quotes read as a spreadsheet reads them), with where
    /// each starts and its line, and where the row after them starts; blank lines skipped, and without the
    /// whole file the last row left out.
    private static func sample(
        _ bytes: UnsafeRawBufferPointer, from start: Int, line: Int, delimiter: UInt8,
        isWhole: Bool
    ) -> (rows: [[String]], starts: [(Int, Int)], end: (Int, Int)) {
        var scanner = CSVScanner(source: "", delimiter: delimiter, position: start, line: line)
        scanner.isLenient = true
        var fields: [CSVScanner.Field] = [], rows: [[String]] = [], starts: [(Int, Int)] = []
        var end = (start, line)
        while rows.count < sampleRows {
            let rowStart = scanner.position, rowLine = scanner.line
            let unclosed = scanner.unclosedQuotes
            guard (try? scanner.nextRow(in: bytes, into: &fields)) == true else { break }
            if !isWhole && scanner.position >= bytes.count { break }  // perhaps cut short
            // A quote never closed in a sample that is not the whole file opens a field the sample's end cut: its
            // text's commas and lines are no rows.
            if !isWhole && scanner.unclosedQuotes > unclosed { break }
            end = (scanner.position, scanner.line)
            if CSVScanner.isBlank(fields) { continue }
            rows.append(fields.map { (try? scanner.text(of: $0, in: bytes)) ?? "" })
            starts.append((rowStart, rowLine))
        }
        return (rows, starts, end)
    }

    /// `text` split at `delimiter`, each field trimmed.
    private static func split(_ text: UnsafeRawBufferPointer, delimiter: UInt8) -> [String] {
        text.split(separator: delimiter, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self).trimmingSpaces
        }
    }

    /// The number of fields most rows have, and the share of rows that have it.
    private static func consistency(_ counts: [Int]) -> (width: Int, share: Double) {
        guard !counts.isEmpty else { return (0, 0) }
        var tally: [Int: Int] = [:]
        for count in counts { tally[count, default: 0] += 1 }
        let (width, rows) = tally.max { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) }!
        return (width, Double(rows) / Double(counts.count))
    }

    /// Whether `first` names the columns of the rows `rest`: each column votes — one of numbers or dates under a
    /// text votes for a header, under a number or date against; one of texts all of one length votes for a
    /// header whose length differs, against one whose length is the same. Names that are years or dates above
    /// numbers vote for a header: whole numbers running one by one across the row (1960, 1961 …), or dates. Without
    /// a vote, a first row of distinct non-empty texts, none a number, is a header (most files have one).
    static func looksLikeHeader(_ first: [String], rest: ArraySlice<[String]>, width: Int) -> Bool {
        guard !rest.isEmpty else { return first.allSatisfy { ValueKind(of: $0) == .text } }
        let integers = first.map { Int($0.trimmingSpaces) }
        func inRun(_ column: Int) -> Bool {
            guard let value = integers[column] else { return false }
            return (column > 0 && integers[column - 1] == value - 1)
                || (column + 1 < integers.count && integers[column + 1] == value + 1)
        }
        var votes = 0
        for column in first.indices {
            let values = rest.compactMap { column < $0.count ? $0[column] : nil }.filter {
                ValueKind(of: $0) != .missing
            }
            guard !values.isEmpty else { continue }
            let head = ValueKind(of: first[column])
            switch ValueKind.column(values) {
            case .number where head == .date || (head == .number && inRun(column)):
                votes += 1
            case .number, .date:
                if head == .text { votes += 1 } else if head != .missing { votes -= 1 }
            case .text:
                let lengths = Set(values.map(\.count))
                if lengths.count == 1, values.count >= 2, head != .missing {
                    votes += lengths.first! == first[column].count ? -1 : 1
                }
            case .missing:
                break
            }
        }
        if votes != 0 { return votes > 0 }
        let present = first.map(\.trimmingSpaces).filter { !$0.isEmpty }
        return present.count == first.count && Set(present).count == present.count
            && present.allSatisfy { ValueKind(of: $0) == .text }
    }
}

extension String {
    /// The text without ASCII spaces and tabs around it.
    var trimmingSpaces: String {
        var utf8 = Substring(self).utf8
        while let first = utf8.first, first == 0x20 || first == 0x09 { utf8 = utf8.dropFirst() }
        while let last = utf8.last, last == 0x20 || last == 0x09 { utf8 = utf8.dropLast() }
        return String(Substring(utf8))
    }
}
