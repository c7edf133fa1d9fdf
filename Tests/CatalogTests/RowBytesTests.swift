@testable import Catalog
import Foundation
import SeededRandom
import Testing

/// The search prefilter over a row's bytes: never false for a row whose title or subtitle holds the needle, in
/// any ASCII case — whatever the quoting, escapes and letters beyond ASCII — and false where the bytes cannot hold
/// it, member names included.
@Suite struct RowBytesTests {
    private func jsonValues(_ line: String, mayContain needle: String) -> Bool {
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBytes { RowBytes.jsonValuesMayContain(Array(needle.utf8), in: $0, from: 0, to: bytes.count) }
    }

    @Test func namesAreNotSearchedAndValuesAre() {
        #expect(!jsonValues(#"{"title": "Dune", "subtitle": "Herbert"}"#, mayContain: "title"))
        #expect(jsonValues(#"{"title": "Title page"}"#, mayContain: "title"))
        #expect(jsonValues(#"{"title": 42, "Year": 1965}"#, mayContain: "196") && !jsonValues(#"{"title": 42}"#, mayContain: "43"))
        #expect(jsonValues(#"{"title": "Lo\u006eg"}"#, mayContain: "long"))      // an escape may spell it
        #expect(!jsonValues(#"{"ti\u0074le": "Dry"}"#, mayContain: "long"))      // not in a name's
        #expect(jsonValues(#"{"title": "Él"}"#, mayContain: "zz"))               // beyond ASCII: read
        #expect(!jsonValues(#"{"title": "unclosed"#, mayContain: "zz") && jsonValues(#"{"title": "unclosed"#, mayContain: "clos"))
    }

    /// Random lines of random titles and subtitles (quotes, escapes, letters beyond ASCII, numbers), read by the
    /// JSON Lines reader: every needle a row's texts hold passes.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func aRowHoldingTheNeedleIsNeverPassedOver(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let pieces = ["long", "Water", "é", "\"", "\\", "\t", "日本", " ", "42", "title", "LONG", "a"]
        func text() -> String { (0..<Int(random.next() % 5)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined() }
        let reader = CatalogJSONLinesReader(baseDirectory: "/", source: "r.jsonl", itemLimit: 10)
        for _ in 0..<400 {
            let object: [String: Any] = random.next() % 4 == 0
                ? ["title": Int(random.next() % 1_000), "Note": text()] : ["title": text() + "x", "subtitle": text(), "Author": text()]
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
