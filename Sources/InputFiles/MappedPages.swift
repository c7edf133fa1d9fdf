import CPageGuard
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file's bytes as read: over a read-only mapping of the file (`pages`) or, where the file cannot be mapped,
/// a copy. See `InputFile.map`.
public struct FileContents: Sendable {
    /// The bytes. Over a mapping they are the file's own pages: valid as long as any copy of `data` lives.
    public let data: Data
    /// The mapping `data` reads, or nil for a copy.
    public let pages: MappedPages?

    /// Bytes held in memory (a copy, or text made by a test).
    public init(_ data: Data) {
        self.data = data
        pages = nil
    }

    init(data: Data, pages: MappedPages) {
        self.data = data
        self.pages = pages
    }
}

/// A regular file mapped read-only into memory, which lets go of the pages read once `residentBudget` bytes
/// have been read through it (`touch`): a pass over a file of any size keeps at most that much of it resident.
/// The pages stay in the system's page cache — memory the kernel reclaims when it needs it — and a later read
/// of them is a minor fault, not a disk read. Without this a mapping keeps every page it read in the process's
/// resident set, as a copy of the file would.
///
/// A file cut short while mapped (another program truncating it) cannot end the process: reads past its new
/// end see zeros (CPageGuard answers the SIGBUS), and `fileSize` tells the owner to read what is left again.
/// Content rewritten in place while mapped is read as it is now — as with any mapping; a program saving a file
/// by writing a new one and renaming it (what editors and most exporters do) leaves the mapped one as it was.
public final class MappedPages: Sendable {
    /// The mapping's address (as an integer, so the type is `Sendable`) and length.
    private let base: UInt
    public let length: Int
    private let descriptor: Int32
    private let guardSlot: Int32
    private let touched = Atomic<Int>(0)
    /// Where the last read counted by `touch(at:count:)` ended.
    private let lastRead = Atomic<Int>(0)

    /// How many bytes are read through a mapping before its pages are let go of: 2 MiB.
    public static let residentBudget = 2 << 20

    /// Maps the open regular file `descriptor` of `length` bytes (> 0), taking ownership of the descriptor; nil
    /// (the descriptor left open) when the system refuses to map it or no guard slot is free.
    init?(descriptor: Int32, length: Int) {
        guard length > 0, let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0),
            address != UnsafeMutableRawPointer(bitPattern: -1)
        else { return nil }
        let slot = lattice_page_guard_add(address, length)
        guard slot >= 0 else {
            munmap(address, length)
            return nil
        }
        base = UInt(bitPattern: address)
        self.length = length
        self.descriptor = descriptor
        guardSlot = slot
    }

    deinit {
        lattice_page_guard_remove(guardSlot)
        munmap(UnsafeMutableRawPointer(bitPattern: base), length)
        close(descriptor)
    }

    /// The mapped bytes, as a `Data` that keeps this mapping alive (no copy).
    var data: Data {
        Data(
            bytesNoCopy: UnsafeMutableRawPointer(bitPattern: base)!, count: length,
            deallocator: .custom { _, _ in
                withExtendedLifetime(self) {}
            })
    }

    /// Counts `count` bytes read through the mapping; past `residentBudget` since the last time, lets go of the
    /// pages read (`release`). Safe from any thread. - Complexity: O(1), and a system call once per budget.
    public func touch(_ count: Int) {
        guard count > 0 else { return }
        let total = touched.wrappingAdd(count, ordering: .relaxed).newValue
        if total >= Self.residentBudget {
            touched.store(0, ordering: .relaxed)
            release()
        }
    }

    /// Counts `count` bytes read at `offset`, as `touch(_:)` does — but a read away from the last one (a row
    /// scrolled to, or looked up by id) counts as at least the `faultAround` bytes it maps, so reads here and there
    /// cannot keep most of the file resident between two releases. Safe from any thread.
    public func touch(at offset: Int, count: Int) {
        touch(Self.counted(count, at: offset, after: lastRead.exchange(offset + count, ordering: .relaxed)))
    }

    /// What a read of `count` bytes at `offset` counts when the last read ended at `last`: its bytes, or the
    /// `faultAround` bytes it maps when it is away from there.
    static func counted(_ count: Int, at offset: Int, after last: Int) -> Int {
        abs(offset - last) > faultAround ? max(count, faultAround) : count
    }

    /// What a read of a page not mapped yet makes resident: the cached pages around it come in with it, up to
    /// 64 KiB on Linux (`fault_around_bytes`). A read away from the last counts as much (`touch(at:count:)`), or
    /// lets go of them at once (`letGo(around:)`).
    public static let faultAround = 64 << 10

    /// One thread's pass over a mapping: its reads counted as `touch(at:count:)` counts them — a read away from
    /// the pass's last one as the `faultAround` bytes it maps — and handed to the mapping `batch` bytes at a time.
    /// Passes on two threads (a file's two halves) so neither contend for the mapping's count with every row nor
    /// see each other's reads as jumps. What a pass reads after its last batch stays counted nowhere: under
    /// `batch` bytes, resident until the next release.
    public struct Pass {
        /// How many bytes a pass counts before it hands them over.
        public static let batch = 256 << 10
        private let pages: MappedPages?
        private var end = 0
        private var pending = 0

        /// A pass over `pages` (nil: a file read into memory, nothing to count).
        public init(_ pages: MappedPages?) { self.pages = pages }

        /// Counts `count` bytes read at `offset`.
        public mutating func read(at offset: Int, count: Int) {
            let counted = MappedPages.counted(count, at: offset, after: end)
            end = offset + count
            read(counted)
        }

        /// Counts `count` bytes read right after the last ones.
        public mutating func read(_ count: Int) {
            pending += count
            guard pending >= Self.batch else { return }
            pages?.touch(pending)
            pending = 0
        }
    }

    /// Lets go of the pages a read at `offset`, away from where any pass is (an earlier row's id while the file
    /// is read, say), made resident: the `faultAround` block holding `offset` and the next. A pass reading there
    /// meanwhile maps them again. - Complexity: one system call.
    public func letGo(around offset: Int) {
        let block = Self.faultAround
        let start = max(0, min(offset, length - 1)) & ~(block - 1)
        madvise(UnsafeMutableRawPointer(bitPattern: base + UInt(start)), min(2 * block, length - start), MADV_DONTNEED)
    }

    /// Lets go of every page of the mapping the process holds; the next read of one maps it again from the
    /// page cache (or the file).
    public func release() {
        madvise(UnsafeMutableRawPointer(bitPattern: base), length, MADV_DONTNEED)
    }

    /// The file's size now (it may have been cut short or grown since it was mapped), or nil when it cannot be
    /// told.
    public var fileSize: Int? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? Int(info.st_size) : nil
    }

    /// How many pages were read past the file's end since it was mapped (each read as zeros).
    public var pagesReadPastEnd: Int { Int(lattice_page_guard_faults(guardSlot)) }
}
