import Foundation
import InputFiles
import JSONInput
import SeededRandom
import Testing

@testable import Catalog

/// The byte-level CSV scanner against a plain reading of RFC 4180 (scalar by scalar, building strings), on
/// random files: the same rows, fields, texts and lines, and the same errors.
@Suite struct CSVScannerTests {
    /// Rows of (text, line) fields, or the error's line and kind.
    enum Outcome {
        case rows([[(String, Int)]])
        case error(String)
    }

    /// RFC 4180 read the simple way: what the scanner must agree with. Rows of (text, line) fields. With a tab
    /// as `delimiter` (TSV), a quote inside an unquoted field is text.
    private func reference(_ text: String, delimiter: Unicode.Scalar = ",") -> Outcome {
        var rows: [[(String, Int)]] = [], row: [(String, Int)] = [], field = ""
        var line = 1, fieldLine = 1, quoted = false, wasQuoted = false
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func endField() {
            row.append((field, fieldLine))
            field = ""
            wasQuoted = false
            fieldLine = line
        }
        func endRow() {
            endField()
            rows.append(row)
            row = []
        }
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if quoted {
                if scalar == "\"" {
                    if index < scalars.count, scalars[index] == "\"" {
                        field.unicodeScalars.append("\"")
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case delimiter: endField()
            case "\"" where delimiter == "\t" && !field.isEmpty && !wasQuoted:
                field.unicodeScalars.append(scalar)
            case "\r":
                if index < scalars.count, scalars[index] == "\n" { index += 1 }
                line += 1
                endRow()
            case "\n":
                line += 1
                endRow()
            case "\"":
                guard field.isEmpty, !wasQuoted else { return .error("line \(line): quote inside") }
                quoted = true
                wasQuoted = true
            default:
                if wasQuoted { return .error("line \(line): text after") }
                field.unicodeScalars.append(scalar)
            }
        }
        if quoted { return .error("line \(fieldLine): never closed") }
        if !field.isEmpty || wasQuoted || !row.isEmpty { endRow() }
        return .rows(rows)
    }

    private func scanned(_ text: String, delimiter: UInt8 = UInt8(ascii: ",")) -> Outcome {
        Array(text.utf8).withUnsafeBytes { raw -> Outcome in
            var scanner = CSVScanner(source: "random.csv", delimiter: delimiter)
            var fields: [CSVScanner.Field] = []
            var rows: [[(String, Int)]] = []
            do throws(InputError) {
                while try scanner.nextRow(in: raw, into: &fields) {
                    var row: [(String, Int)] = []
                    for field in fields { row.append((try scanner.text(of: field, in: raw), field.line)) }
                    rows.append(row)
                }
            } catch {
                let kind =
                    error.message.hasPrefix("a quote inside")
                    ? "quote inside"
                    : error.message.hasPrefix("text after") ? "text after" : "never closed"
                return .error("\(error.path): \(kind)")
            }
            return .rows(rows)
        }
    }

    private func same(_ a: Outcome, _ b: Outcome) -> Bool {
        switch (a, b) {
        case (.rows(let x), .rows(let y)):
            return x.count == y.count
                && zip(x, y).allSatisfy { r, s in
                    r.count == s.count && zip(r, s).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
                }
        case (.error(let x), .error(let y)): return x == y
        default: return false
        }
    }

    @Test func randomFilesScanAsRFC4180ReadsThem() {
        var random = SplitMix64(seed: 4180)
        let pieces = ["a", "Dune", " ", ",", "\"", "\"\"", "\n", "\r\n", "\r", "é", "日本", "x y", "\t", "😀"]
        var agreed = 0, failed = 0
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                text += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
            let expected = reference(text), actual = scanned(text)
            #expect(same(expected, actual), "\(text.debugDescription): \(expected) vs \(actual)")
            if case .error = expected { failed += 1 } else { agreed += 1 }
        }
        // Both kinds were exercised.
        #expect(agreed > 300 && failed > 300)
    }

    /// A field's text loses the white space around it — ASCII's, and Unicode's (no-break, em and ideographic spaces)
    /// — but never a letter outside ASCII at either end ("Malmö", "Århus", "東京").
    @Test func trimmedTextCutsEverySpaceAroundAFieldAndNoLetter() throws {
        let cases: [(String, String?)] = [
            ("Malmö", "Malmö"), (" Århus\t", "Århus"), ("東京", "東京"),
            ("\u{00A0}Malmö\u{00A0}", "Malmö"), ("x\u{3000}", "x"), ("\u{2003}ö", "ö"),
            ("\u{00A0}", nil), ("  ", nil), ("Ω\u{2009}", "Ω")
        ]
        for (field, expected) in cases {
            let bytes = Array(field.utf8)
            let trimmed = try bytes.withUnsafeBytes { raw in
                try CSVScanner(source: "spaces.csv").trimmedText(
                    of: CSVScanner.Field(start: 0, end: bytes.count, line: 1, hasEscapedQuotes: false), in: raw)
            }
            #expect(trimmed == expected, "\(field.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(trimmed == field.trimmingCharacters(in: .whitespaces).nilIfEmpty)
        }
    }

    /// A row read up to a field limit (as an id is read again for display) gives the first fields of the row
    /// read whole, wherever the row starts, with quotes, doubled quotes and newlines inside quoted fields.
    @Test func aRowReadUpToAFieldLimitGivesItsFirstFields() {
        var random = SplitMix64(seed: 16)
        let pieces = ["a", "Dune", " ", ",", "\"x,\ny\"", "\"\"\"q\"\"\"", "\n", "\r\n", "é", ","]
        var compared = 0
        for _ in 0..<1_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                text += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
            Array(text.utf8).withUnsafeBytes { raw in
                var scanner = CSVScanner(source: "limit.csv")
                var whole: [CSVScanner.Field] = []
                while true {
                    let start = scanner.position, line = scanner.line
                    guard (try? scanner.nextRow(in: raw, into: &whole)) == true else { return }
                    for limit in 1...whole.count {
                        var again = CSVScanner(source: "limit.csv", position: start, line: line)
                        var first: [CSVScanner.Field] = []
                        #expect((try? again.nextRow(in: raw, into: &first, fieldLimit: limit)) == true)
                        #expect(
                            first.map { [$0.start, $0.end, $0.line] }
                                == whole.prefix(limit).map { [$0.start, $0.end, $0.line] })
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 2_000)
    }

    @Test func randomTSVFilesScanAsTabSeparatedRFC4180ReadsThem() {
        var random = SplitMix64(seed: 4181)
        let pieces = [
            "a", "12\" vinyl", " ", ",", "\"", "\"\"", "\n", "\r\n", "\r", "é", "日本", "x y", "\t", "\t\t", "😀"
        ]
        var agreed = 0, failed = 0, quotedText = 0
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                text += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
            let expected = reference(text, delimiter: "\t"), actual = scanned(text, delimiter: UInt8(ascii: "\t"))
            #expect(same(expected, actual), "\(text.debugDescription): \(expected) vs \(actual)")
            if case .error = expected { failed += 1 } else { agreed += 1 }
            if case .rows(let rows) = expected, rows.joined().contains(where: { $0.0.contains("\"") }) {
                quotedText += 1
            }
        }
        // Files that read, files that do not, and quotes read as text were all exercised.
        #expect(agreed > 300 && failed > 100 && quotedText > 100)
    }

    /// The error parsing `text` as the catalogue `source` gives, or nil when it parses.
    private func parseError(_ text: String, source: String) -> String? {
        do {
            _ = try Catalog.parseRows(.csv, data: Data(text.utf8), source: source, baseDirectory: "/", title: "t")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aMalformedRowDeepInALargeFileIsReportedWithItsLine() {
        var text = "title,author\n"
        for index in 0..<200_000 { text += "Book \(index),\"Author, \(index)\"\n" }
        text += "Broken \"row\",x\n"
        #expect(
            parseError(text, source: "big.csv")?.hasPrefix("big.csv: line 200002: a quote inside an unquoted field")
                == true)
    }

    @Test func aFileCutOffInsideAQuotedFieldSaysWhere() {
        var text = "title,notes\n"
        for index in 0..<50_000 { text += "Book \(index),\"a note\nover two lines\"\n" }
        text += "Last,\"cut off here"
        #expect(parseError(text, source: "cut.csv") == "cut.csv: line 100002: a quoted field is never closed")
        // Cut off at a row's end instead, the rows before it are all there.
        let whole = "title\n" + (0..<1_000).map { "Book \($0)\n" }.joined()
        let catalog = try? Catalog.parseRows(
            .csv, data: Data(whole.utf8.dropLast()), source: "cut.csv", baseDirectory: "/", title: "cut")
        #expect(catalog?.itemCount == 1_000)
    }

    @Test func partialCataloguesAreThePrefixesOfTheWhole() throws {
        let text = "title,section\n" + (0..<30_000).map { "Book \($0),\($0 % 3 == 0 ? "Poetry" : "Prose")\n" }.joined()
        var reports: [(Int, Catalog?)] = []
        let whole = try Catalog.parseRows(
            .csv, data: Data(text.utf8), source: "books.csv", baseDirectory: "/", title: "books"
        ) {
            reports.append(($0, $1))
        }
        #expect(reports.map(\.0) == [500] + Array(stride(from: 5_000, through: 30_000, by: 5_000)))
        let partials = reports.compactMap { report in report.1.map { (report.0, $0) } }
        #expect(partials.map(\.0) == [500, 5_000])  // the others are counts only
        for (count, partial) in partials {
            #expect(partial.itemCount == count)
            // The same items, in the same sections, as the first `count` rows of the whole.
            let firstRows = Set(whole.allItems.filter { Int($0.id.dropFirst(4))! <= count + 1 }.map(\.id))
            #expect(Set(partial.allItems.map(\.id)) == firstRows)
            #expect(partial.sections.map(\.title) == ["Poetry", "Prose"])
            #expect(partial.allItems.allSatisfy { whole.item(id: $0.id) == $0 })
        }
    }

    /// Past a fifth of the file no partial catalogue is handed over: the whole is near.
    @Test func noPartialCatalogueOnceAFifthOfTheFileIsRead() throws {
        let text = "title\n" + (0..<12_000).map { "Book \($0)\n" }.joined()  // 5,000 rows: 40% of the file
        var partials: [Int] = []
        _ = try Catalog.parseRows(.csv, data: Data(text.utf8), source: "books.csv", baseDirectory: "/", title: "books")
        {
            if $1 != nil { partials.append($0) }
        }
        #expect(partials == [500])
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
