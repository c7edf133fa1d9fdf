import Foundation
import Synchronization

/// A file's second half read on a thread of its own, for `CatalogCSVReader.SecondHalf` and
/// `CatalogJSONLinesReader.SecondHalf`: where the half starts, and the thread — started, waited for, stopped.
///
/// The thread runs below the threads a window draws with (nice 10): on two cores the half reads beside the first
/// on the core the window leaves idle, and yields it as soon as a frame is due. The bytes are the caller's, valid
/// until it has waited for the thread (`wait()` or `stop()`).
final class HalfReading: Sendable {
    private let running = DispatchGroup()
    private let stopping = Atomic<Bool>(false)

    /// Just past the first line feed past the middle of `bytes`, when a line starts there.
    static func secondHalfStart(of bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress, bytes.count > 1,
            let newline = memchr(base + bytes.count / 2, Int32(UInt8(ascii: "\n")), bytes.count - bytes.count / 2)
        else { return nil }
        let start = base.distance(to: UnsafeRawPointer(newline)) + 1
        return start < bytes.count ? start : nil
    }

    /// Runs `read` over `bytes` on a thread of its own with a stack of `stackSize` bytes; `read` should return
    /// soon after `isStopping` turns true.
    func start(
        stackSize: Int, over bytes: UnsafeRawBufferPointer, _ read: @escaping @Sendable (UnsafeRawBufferPointer) -> Void
    ) {
        let shared = SharedBytes(bytes: bytes)
        running.enter()
        let thread = Thread { [running] in
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)  // (Linux: this thread only)
            read(shared.bytes)
            running.leave()
        }
        thread.stackSize = stackSize
        thread.start()
    }

    /// Whether the reader asked the half to stop.
    var isStopping: Bool { stopping.load(ordering: .relaxed) }

    /// Waits for the half to be read (or stopped).
    func wait() { running.wait() }

    /// Stops reading (what is being read is finished) and waits: after this the bytes are not read again.
    func stop() {
        stopping.store(true, ordering: .relaxed)
        running.wait()
    }

    /// The bytes handed to the thread (the caller keeps them valid until the thread ends).
    private struct SharedBytes: @unchecked Sendable {
        let bytes: UnsafeRawBufferPointer
    }
}
