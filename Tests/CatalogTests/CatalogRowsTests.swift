import Foundation
import Testing

@testable import Catalog

/// Ids claimed by rows kept as the file's bytes: checked by hash, a match confirmed against the earlier row's id
/// — so a duplicate is found wherever it is, and two ids sharing a hash are not one.
@Suite struct CatalogRowsTests {
    /// The answers of `claim` for `ids`, one row each from line 2, hashed by `hash` (nil: `hashValue`).
    private func claims(_ ids: [String], hash: (@Sendable (String) -> Int)?) -> [String?] {
        var rows = CatalogRows(source: "books.jsonl", title: "books", itemLimit: 100)
        rows.idHash = hash
        let reader = CatalogJSONLinesReader(baseDirectory: "/", source: "books.jsonl", itemLimit: 100)
        #expect(
            rows.keepingRows(textSize: 1_000, pages: nil) {
                CatalogRowTable(text: Data(), starts: $0, lines: $1, decoder: .jsonLines(reader), givenIDs: $2)
            })
        // The rows kept (a reader stops at a duplicate; here the rest are read on), with their lines.
        var kept: [(id: String, line: Int)] = []
        return ids.enumerated().map { row, id in
            let problem = rows.claim(id: id, line: row + 2) { earlier, start, line in
                #expect(start == earlier * 10 && line == kept[earlier].line)  // where the earlier row was added
                return kept[earlier].id
            }
            if problem == nil {
                rows.add(rowAt: kept.count * 10, line: row + 2, section: nil)
                kept.append((id, row + 2))
            }
            return problem
        }
    }

    @Test func duplicatesAreFoundAndIdsSharingAHashAreNot() {
        // "é" written precomposed and decomposed is one id, as everywhere in a catalogue.
        let ids = ["a", "b", "a", "c", "b", "\u{E9}", "e\u{301}"]
        let expected: [String?] = [
            nil, nil, "duplicate item id \"a\" (first on line 2)", nil, "duplicate item id \"b\" (first on line 3)",
            nil,
            "duplicate item id \"e\u{301}\" (first on line 7)" + CatalogReader.normalisationNote("e\u{301}", "\u{E9}")
        ]
        #expect(claims(ids, hash: nil) == expected)
        // Every id sharing one hash: each match is checked against the earlier id, and the ids that only share
        // the hash are told apart.
        #expect(claims(ids, hash: { _ in 42 }) == expected)
    }

    /// Past the first 1,024 rows the table is sized from them: nothing found or missed changes.
    @Test func aLongRunOfIdsFindsTheDuplicateAtTheEnd() {
        let ids = (0..<3_000).map { "id-\($0)" } + ["id-1500"]
        let answers = claims(ids, hash: nil)
        #expect(answers.dropLast().allSatisfy { $0 == nil })
        #expect(answers.last == "duplicate item id \"id-1500\" (first on line 1502)")
    }
}
