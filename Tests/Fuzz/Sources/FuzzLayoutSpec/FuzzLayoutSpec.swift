import Foundation
import FuzzSupport
import LayoutSpec

/// One input: any bytes as a layout spec must parse or throw, and a spec that parses must lay out (a viewport of it
/// solved) without crashing.
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    if let spec = try? LayoutSpec.parse(data: Data(bytes: data, count: size), source: "fuzz.json") {
        _ = spec.solve()
    }
    return 0
}

@_cdecl("FuzzLayoutSpec_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in fuzzOne(data, size) }
}
