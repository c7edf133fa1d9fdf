/// libFuzzer's driver (in the fuzzer runtime `-sanitize=fuzzer` links).
@_silgen_name("LLVMFuzzerRunDriver")
func runLibFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with this process's arguments, feeding each input to `body`. SwiftPM renames an executable's
/// `main` (to `<Target>_main`), so each fuzz target defines that symbol and calls this from it, rather than
/// letting libFuzzer's own `main` in.
public func runLibFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
    var count = argc
    var arguments = argv
    return runLibFuzzerDriver(&count, &arguments, body)
}
