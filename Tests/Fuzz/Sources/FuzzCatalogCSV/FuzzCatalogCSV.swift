import Catalog
import Foundation
import FuzzSupport

/// One input: any bytes as a CSV catalogue must parse or throw an `InputError`, never crash.
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    _ = try? Catalog.parseCSV(data: Data(bytes: data, count: size), source: "fuzz.csv", baseDirectory: "/fuzz", title: "fuzz")
    return 0
}

@_cdecl("FuzzCatalogCSV_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in fuzzOne(data, size) }
}
