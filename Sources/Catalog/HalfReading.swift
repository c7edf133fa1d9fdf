import Foundation

/// What reading a file's second half on a thread of its own takes, for `CatalogCSVReader.SecondHalf` and
/// `CatalogJSONLinesReader.SecondHalf`: where the half starts, and its thread.
///
/// The thread runs below the threads a window draws with (nice 10): on two cores the half reads beside the first
/// on the core the window leaves idle, and yields it as soon as a frame is due. The bytes are the caller's, valid
/// until it has waited for the thread (`group`).
enum HalfReading {
    /// Just past the first line feed past the middle of `bytes`, when a line starts there.
    static func secondHalfStart(of bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress, bytes.count > 1,
              let newline = memchr(base + bytes.count / 2, Int32(UInt8(ascii: "\n")), bytes.count - bytes.count / 2)
        else { return nil }
        let start = base.distance(to: UnsafeRawPointer(newline)) + 1
        return start < bytes.count ? start : nil
    }

    /// Runs `read` over `bytes` on a thread of its own with a stack of `stackSize` bytes, in `group` until it
    /// returns.
    static func start(in group: DispatchGroup, stackSize: Int, over bytes: UnsafeRawBufferPointer,
                      _ read: @escaping @Sendable (UnsafeRawBufferPointer) -> Void) {
        let shared = SharedBytes(bytes: bytes)
        group.enter()
        let thread = Thread {
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)   // (Linux: this thread only)
            read(shared.bytes)
            group.leave()
        }
        thread.stackSize = stackSize
        thread.start()
    }

    /// The bytes handed to the thread (the caller keeps them valid until the thread ends).
    private struct SharedBytes: @unchecked Sendable {
        let bytes: UnsafeRawBufferPointer
    }
}
