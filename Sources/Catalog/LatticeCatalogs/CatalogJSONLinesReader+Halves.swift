import Foundation
import InputFiles
import JSONInput

extension CatalogJSONLinesReader {
    /// The second half of a large JSON Lines file, read on a thread of its own while the caller reads the first:
    /// each line parsed and checked as the caller would, kept as where it starts with its id's key and section —
    /// but not counted or claimed: the caller takes the lines in order once its own half is read
    /// (`CatalogJSONLinesReader.catalog`), so the item limit, duplicate ids, sections and errors come out as a
    /// reading from start to end gives them. A line that does not read stops the half; the caller reads that
    /// line again itself, for its error.
    ///
    /// The bytes are the caller's and valid only while it reads: it must `stop()` the half before it returns,
    /// whatever happens.
    final class SecondHalf: @unchecked Sendable {
        /// Where the half starts: the start of a line, past the middle of the bytes.
        let start: Int
        /// The lines read, in order: where each starts and on which line, what the id table keeps of its id's
        /// hash when the id was given (and so is claimed: `RowIDTable.Key`), and its section.
        private(set) var starts: [UInt32] = []
        private(set) var lines: [UInt32] = []
        private(set) var idKeys: [RowIDTable.Key?] = []
        private(set) var sections: [String?] = []
        /// The first line that does not read (where it starts and its number), if any.
        private(set) var failure: (start: Int, line: Int)?
        /// The half's thread.
        private let reading = HalfReading()

        /// Starts reading the second half of `bytes` — from the first line starting past the middle — as
        /// `reader` reads lines, telling `pages` of what it reads; nil when no line starts there.
        init?(of bytes: UnsafeRawBufferPointer, reader: CatalogJSONLinesReader, pages: MappedPages?) {
            guard let start = HalfReading.secondHalfStart(of: bytes) else { return nil }
            self.start = start
            // A stack as deep as a parse on the caller's thread may go.
            reading.start(stackSize: 8 << 20, over: bytes) { [self] bytes in
                read(bytes, reader: reader, pages: pages)
            }
        }

        /// Waits for the half to be read (or stopped).
        func wait() { reading.wait() }

        /// Stops reading and waits (`HalfReading.stop`).
        func stop() { reading.stop() }

        /// Lets go of the lines read, once they are taken (the thread that read them may keep this object a while).
        func letGo() {
            starts = []
            lines = []
            idKeys = []
            sections = []
        }

        /// Reads the half's lines (on the half's own thread).
        private func read(_ bytes: UnsafeRawBufferPointer, reader: CatalogJSONLinesReader, pages: MappedPages?) {
            var line = 1 + CatalogJSONLinesReader.newlines(in: UnsafeRawBufferPointer(rebasing: bytes[..<start]))
            var position = start
            var pass = MappedPages.Pass(pages)
            // More lines than the item limit are not taken: the caller stops at the limit.
            while position < bytes.count, lines.count <= reader.itemLimit, !reading.isStopping {
                let (content, next) = CatalogJSONLinesReader.line(in: bytes, at: position)
                if let content {
                    pass.read(next - position)
                    var key: RowIDTable.Key?
                    guard
                        let (_, section) = try? reader.item(
                            content, line: line,
                            claim: { id in
                                key = RowIDTable.Key(hash: id.hashValue)
                                return nil
                            })
                    else {
                        failure = (position, line)
                        return
                    }
                    if starts.count == 1_024 {
                        // Sized for lines as long as the first 1,024, so the arrays do not grow by copies.
                        let expected = (bytes.count - start) / max(1, (position - start) / 1_024) * 9 / 8
                        starts.reserveCapacity(expected)
                        lines.reserveCapacity(expected)
                        idKeys.reserveCapacity(expected)
                        sections.reserveCapacity(expected)
                    }
                    starts.append(UInt32(position))
                    lines.append(UInt32(truncatingIfNeeded: line))
                    idKeys.append(key)
                    sections.append(section)
                }
                position = next
                line += 1
            }
        }
    }

    /// The line starting at `start` in `bytes`: its content without the line end (nil when it is blank), and
    /// where the next line starts.
    static func line(in bytes: UnsafeRawBufferPointer, at start: Int) -> (content: UnsafeRawBufferPointer?, next: Int) {
        let newline =
            bytes.baseAddress.flatMap { base in
                memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start).map {
                    base.distance(to: UnsafeRawPointer($0))
                }
            } ?? bytes.count
        var end = newline
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let content = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        return (content.contains { !isWhitespace($0) } ? content : nil, newline + 1)
    }

    /// How many line feeds `bytes` holds.
    static func newlines(in bytes: UnsafeRawBufferPointer) -> Int {
        guard var cursor = bytes.baseAddress else { return 0 }
        let end = cursor + bytes.count
        var count = 0
        while cursor < end, let found = memchr(cursor, Int32(UInt8(ascii: "\n")), end - cursor) {
            count += 1
            cursor = UnsafeRawPointer(found) + 1
        }
        return count
    }
}
