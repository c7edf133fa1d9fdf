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
        guard
            let catalog = try? Catalog.parseRows(
                format, data: bytes, source: "fuzz", baseDirectory: "/fuzz", title: "fuzz")
        else { continue }
        checkItems(of: catalog)
    }
    return 0
}

@_cdecl("FuzzCatalogCSV_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in fuzzOne(data, size) }
}
