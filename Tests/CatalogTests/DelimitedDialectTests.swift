@testable import Catalog
import Foundation
import Testing

/// The delimiter, header and title guessed from a file's first rows.
struct DelimitedDialectTests {
    func sniff(_ text: String, preferred: UInt8? = nil) -> DelimitedDialect {
        Array(text.utf8).withUnsafeBytes { DelimitedDialect.sniff($0, isWhole: true, preferred: preferred) }
    }

    @Test func semicolonsWithDecimalCommasBeatCommas() {
        let dialect = sniff("species;island;bill;depth;year\nAdelie;Torgersen;39,1;18,7;2007\nAdelie;Torgersen;;;2007\nGentoo;Biscoe;46,1;13,2;2008\n")
        #expect(dialect.delimiter == UInt8(ascii: ";"))
        #expect(dialect.hasHeader)
        #expect(dialect.columns == ["species", "island", "bill", "depth", "year"])
        #expect(dialect.kinds[2] == .number)
    }
}
