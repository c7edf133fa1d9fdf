import Catalog
import Foundation
import FuzzSupport

/// One input: any bytes as a data file — whatever its name says, read by what its bytes hold (`DataFileKind`), in
/// the encoding they are in or one chosen — must open or throw an `InputError`, never crash or hang; and what opens
/// must find each of its items by id where it is (`CatalogItemFinder`) and never rule out a row for a needle its
/// title or subtitle holds (`mayContain`).
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Data(bytes: data, count: size)
    let readings: [(String, DataFileOptions)] = [
        ("fuzz.csv", DataFileOptions()), ("fuzz.json", DataFileOptions()), ("fuzz.txt", DataFileOptions()),
        ("fuzz.jsonl", DataFileOptions()), ("fuzz.tsv", DataFileOptions(encoding: .windows1252, hasHeader: false)),
        ("fuzz", DataFileOptions(encoding: .utf16LittleEndian, delimiter: "|", titleColumn: "Column 2"))
    ]
    for (name, options) in readings {
        guard let catalog = try? Catalog.parseFile(bytes, path: "/fuzz/" + name, options: options) else { continue }
        checkItems(of: catalog, limit: 200)
        _ = catalog.table?.columns
    }
    return 0
}

@_cdecl("FuzzDataFile_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in fuzzOne(data, size) }
}
