import Catalog
import Foundation
import FuzzSupport

/// One input: any bytes as a JSON catalogue must parse or throw an `InputError`, never crash.
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    _ = try? Catalog.parse(data: Data(bytes: data, count: size), source: "fuzz.json", baseDirectory: "/fuzz")
    return 0
}

@_cdecl("FuzzCatalogJSON_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in fuzzOne(data, size) }
}
