import Catalog
import Foundation
import Testing

@testable import LatticeViewer

/// The search's ASCII byte scan gives Foundation's answer (`localizedCaseInsensitiveContains`) for every text,
/// ASCII or not.
@Suite struct SearchQueryTests {
    /// Texts where a byte scan and Unicode disagree unless the scan steps aside: the Kelvin sign folds to "k",
    /// "ß" to "ss", an accent combines with the ASCII letter before it, a ligature, Turkish dotted and dotless i.
    static let tricky = [
        "Kelvin \u{212A}", "Straße", "STRASSE", "cafe\u{301}", "café", "ﬁle", "file", "İstanbul",
        "ıi", "Ǆ", "ǆ", "naïve", "NAIVE", "", " ", "ab", "Ab", "aB", "AB", "x\u{0}y"
    ]

    @Test func agreesWithFoundationOnTrickyTexts() {
        let needles = [
            "k", "K", "ss", "SS", "cafe", "fi", "file", "i", "I", "ǅ", "naive", "a", "ab", "b", " ", "x", "y"
        ]
        for needle in needles {
            let query = SearchQuery(needle)
            guard !query.isEmpty else { continue }  // an empty query matches everything (see the test below)
            for text in Self.tricky {
                #expect(
                    query.contains(text) == text.localizedCaseInsensitiveContains(query.needle), "\(needle) in \(text)")
            }
        }
    }

    @Test func agreesWithFoundationOnRandomASCII() {
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("abcABC xyzXYZ-,.0129")
        func string(_ length: Int) -> String {
            String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
        }
        for _ in 0..<2_000 {
            let query = SearchQuery(string(Int.random(in: 1...4, using: &random)))
            let text = string(Int.random(in: 0...24, using: &random))
            guard !query.isEmpty else { continue }
            #expect(
                query.contains(text) == text.localizedCaseInsensitiveContains(query.needle),
                "\(query.needle) in \(text)")
        }
    }

    @Test func trimsSpacesAndMatchesTitleOrSubtitle() {
        let query = SearchQuery("  blue ")
        #expect(query.needle == "blue" && !query.isEmpty)
        #expect(query.matches(CatalogItem(id: "1", title: "Navy", subtitle: "a dark BLUE")))
        #expect(query.matches(CatalogItem(id: "2", title: "Blueberry")))
        #expect(!query.matches(CatalogItem(id: "3", title: "Red", subtitle: "warm")))
        #expect(SearchQuery("   ").isEmpty && SearchQuery(" ").matches(CatalogItem(id: "4", title: "Anything")))
    }
}
