import Catalog
import Foundation
import FuzzSupport

/// One input: any bytes as a catalogue of rows — CSV, TSV, JSON Lines — must parse or throw an `InputError`,
/// never crash; and what parses must find each of its items by id where it is (`CatalogItemFinder`), and never
/// rule out a row for a needle its title or subtitle holds (`mayContain`, the search's prefilter).
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Data(bytes: data, count: size)
    for format in [CatalogFormat.csv, .tsv, .jsonLines] {
        guard let catalog = try? Catalog.parseRows(format, data: bytes, source: "fuzz", baseDirectory: "/fuzz", title: "fuzz")
        else { continue }
        let sections = catalog.sections.map(\.items)
        let finder = CatalogItemFinder(sections)
        for (section, items) in sections.enumerated() {
            for index in items.indices.prefix(500) {
                if let finder {
                    let found = finder.position(ofID: items.id(at: index))
                    precondition(found?.section == section && found?.item == index, "item \(index) of section \(section) not found")
                }
                let texts = items.texts(at: index)
                for text in [texts.title, texts.subtitle ?? ""] {
                    let lower = text.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
                    guard lower.count >= 2 else { continue }
                    let needle = Array(lower[lower.count / 3..<min(lower.count, lower.count / 3 + 2)])
                    guard needle.allSatisfy({ $0 < 0x80 }) else { continue }
                    precondition(items.mayContain(asciiLowercased: needle, at: index), "row \(index) ruled out for a needle it holds")
                }
            }
        }
    }
    return 0
}

@_cdecl("FuzzCatalogCSV_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in fuzzOne(data, size) }
}
