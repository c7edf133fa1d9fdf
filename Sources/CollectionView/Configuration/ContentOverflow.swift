import LatticeLayout
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Content taller than its cell's frame (a fixed-size item whose text wraps, a grid tile too small for its title):
/// drawn clipped to the frame, and — in a debug build — reported once on standard error with the way out, so
/// an app finds it before its users do.
enum ContentOverflow {
    private static let reported = Atomic<Bool>(false)

    /// What the report says for content `contentHeight` tall in a `frame`.
    static func message(contentHeight: Double, frame: Size) -> String {
        "Lattice: a cell's content needs \(Int(contentHeight.rounded())) pt of height but its item is "
            + "\(Int(frame.width.rounded()))×\(Int(frame.height.rounded())) pt: it is clipped. Give the item an "
            + "estimated height (LayoutDimension.estimated) to let it size itself, or a larger fixed size. "
            + "(Reported once, in debug builds.)\n"
    }

    /// Reports the first overflow of the process, in a debug build.
    static func report(contentHeight: Double, frame: Size) {
        #if DEBUG
            guard !reported.exchange(true, ordering: .relaxed) else { return }
            let text = message(contentHeight: contentHeight, frame: frame)
            _ = text.withCString { write(2, $0, strlen($0)) }  // standard error
        #endif
    }
}
