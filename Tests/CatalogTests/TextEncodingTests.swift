import Foundation
import Testing

@testable import Catalog

/// Text told apart by its byte-order mark or its bytes, and converted to UTF-8.
struct TextEncodingTests {
    func detect(_ bytes: [UInt8], isWhole: Bool = true) -> TextEncoding {
        bytes.withUnsafeBytes { TextEncoding.detect($0, isWhole: isWhole) }
    }

    @Test func byteOrderMarksNameTheirEncodings() {
        #expect(detect([0xEF, 0xBB, 0xBF, 0x41]) == .utf8WithBOM)
        #expect(detect([0xFF, 0xFE, 0x41, 0x00]) == .utf16LittleEndian)
        #expect(detect([0xFE, 0xFF, 0x00, 0x41]) == .utf16BigEndian)
        #expect(detect([0xFF, 0xFE, 0x00, 0x00, 0x41, 0, 0, 0]) == .utf32LittleEndian)
        #expect(detect([0x00, 0x00, 0xFE, 0xFF, 0, 0, 0, 0x41]) == .utf32BigEndian)
    }

    @Test func textWithoutAMarkIsUTF8OrElseWindows1252() {
        #expect(detect(Array("Åland, Curaçao".utf8)) == .utf8)
        #expect(detect([0x43, 0x75, 0x72, 0x61, 0xE7, 0x61, 0x6F]) == .windows1252)  // "Curaçao" in Latin-1
        // A sniff's 64 KiB may end inside a character: that is still UTF-8, but not in a whole file.
        let cut = Array("café".utf8).dropLast()
        #expect(detect(Array(cut), isWhole: false) == .utf8)
        #expect(detect(Array(cut), isWhole: true) == .windows1252)
    }

    @Test func windows1252ReadsItsOwnCharactersAndLatin1s() {
        let bytes = Data([0x80, 0x20, 0x93, 0x71, 0x94, 0x20, 0xE9, 0x20, 0x81, 0x20, 0xFF])
        #expect(String(decoding: TextEncoding.windows1252.utf8Text(of: bytes), as: UTF8.self) == "€ “q” é \u{81} ÿ")
    }

    @Test func utf16AndUTF32ConvertWithSurrogatePairs() {
        let text = "Åland 🇦🇽, naïve"
        let little = Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let big = Data([0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        let wide = Data(
            [0xFF, 0xFE, 0, 0]
                + text.unicodeScalars.flatMap { scalar in
                    (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) }
                })
        #expect(String(decoding: TextEncoding.utf16LittleEndian.utf8Text(of: little), as: UTF8.self) == text)
        #expect(String(decoding: TextEncoding.utf16BigEndian.utf8Text(of: big), as: UTF8.self) == text)
        #expect(String(decoding: TextEncoding.utf32LittleEndian.utf8Text(of: wide), as: UTF8.self) == text)
        // A lone surrogate and an odd last byte become U+FFFD rather than being dropped.
        let broken = Data([0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00, 0x42])
        #expect(
            String(decoding: TextEncoding.utf16LittleEndian.utf8Text(of: broken), as: UTF8.self) == "\u{FFFD}A\u{FFFD}")
    }
}
