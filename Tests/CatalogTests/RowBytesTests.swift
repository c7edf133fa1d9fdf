import Foundation
import SeededRandom
import Testing

@testable import Catalog

/// The search prefilter over a row's bytes: never false for a row whose title or subtitle holds the needle, in
/// any ASCII case — whatever the quoting, escapes, numbers and letters beyond ASCII — and false where the bytes
/// cannot hold it: member names and other members' values included.
@Suite struct RowBytesTests {
    private func jsonValues(_ line: String, mayContain needle: String) -> Bool {
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBytes {
            RowBytes.jsonValuesMayContain(Array(needle.utf8), in: $0, from: 0, to: bytes.count)
        }
    }

    @Test func onlyTitlesAndSubtitlesAreSearched() {
        #expect(!jsonValues(#"{"title": "Dune", "subtitle": "Herbert"}"#, mayContain: "title"))
        #expect(jsonValues(#"{"title": "Title page"}"#, mayContain: "title"))
        #expect(
            jsonValues(#"{"TITLE": "long", "id": 3}"#, mayContain: "long")
                && jsonValues(#"{"subtitle": "x long"}"#, mayContain: "long"))
        #expect(!jsonValues(#"{"title": "Dry", "Author": "Long"}"#, mayContain: "long"))  // another member's value
        #expect(
            jsonValues(#"{"title": 42, "Year": 1965}"#, mayContain: "42")
                && !jsonValues(#"{"title": 42, "Year": 1965}"#, mayContain: "196"))
        #expect(jsonValues(#"{"title": "Long"}"#, mayContain: "long"))  // an escape may spell it
        #expect(!jsonValues(#"{"title": "Dry"}"#, mayContain: "long"))  // a name spelled with one may be "title"…
        #expect(jsonValues(#"{"title": "Long"}"#, mayContain: "long"))  // … so its value is searched
        #expect(jsonValues(#"{"title": "Él"}"#, mayContain: "zz"))  // beyond ASCII: read
        #expect(
            !jsonValues(#"{"title": "unclosed"#, mayContain: "zz")
                && jsonValues(#"{"title": "unclosed"#, mayContain: "clos"))
    }

    /// A number is read as the reader writes it: an exponent, a fraction or 16 digits may read as other digits.
    @Test func aNumberWrittenOtherwiseMayHoldAnyDigits() {
        #expect(jsonValues(#"{"title": 1e2}"#, mayContain: "00") && jsonValues(#"{"title": 2.50}"#, mayContain: "9"))
        #expect(jsonValues(#"{"title": 12345678901234567890}"#, mayContain: "e+"))
        #expect(jsonValues(#"{"title": -100}"#, mayContain: "00") && !jsonValues(#"{"title": -100}"#, mayContain: "5"))
        #expect(!jsonValues(#"{"title": "x", "Price": 1e2}"#, mayContain: "00"))  // not a title's
    }

    /// Random lines of random titles and subtitles (quotes, escapes, letters beyond ASCII, numbers), read by the
    /// JSON Lines reader: every needle a row's texts hold passes.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func aRowHoldingTheNeedleIsNeverPassedOver(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let pieces = ["long", "Water", "é", "\"", "\\", "\t", "日本", " ", "42", "title", "LONG", "a"]
        func text() -> String {
            (0..<Int(random.next() % 5)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
        let reader = CatalogJSONLinesReader(baseDirectory: "/", source: "r.jsonl", itemLimit: 10)
        for _ in 0..<400 {
            let numbers: [Any] = [Int(random.next() % 1_000), Double(random.next() % 1_000) / 8, 1e20, -0.0]
            let object: [String: Any] =
                random.next() % 4 == 0
                ? ["title": numbers[Int(random.next() % 4)], "Note": text()]
                : [
                    ["title", "Title", "TITLE"][Int(random.next() % 3)]: text() + "x", "subtitle": text(),
                    "Author": text()
                ]
            let line = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
            let item = try Array(line.utf8).withUnsafeBytes { try reader.item($0, line: 1) { _ in nil }.item }
            for candidate in [item.title, item.subtitle ?? ""] {
                let lower = Array(candidate.lowercased().utf8)
                for length in 1...3 where lower.count >= length {
                    let from = Int(random.next() % UInt64(lower.count - length + 1))
                    let needle = Array(lower[from..<from + length])
                    guard needle.allSatisfy({ $0 < 0x80 && $0 != 0x22 && $0 != 0x5C }) else { continue }
                    #expect(jsonValues(line, mayContain: String(decoding: needle, as: UTF8.self)), "\(line) \(needle)")
                }
            }
        }
    }
}
