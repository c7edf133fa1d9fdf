import CCompression
import Foundation
import InputFiles

/// A compressed data file — gzip, xz, bzip2 or Zstandard, told by its first bytes, whatever its name — read as what it
/// holds: decompressed into memory through the library Debian ships for it (zlib, liblzma, libbz2, libzstd), a chunk
/// at a time, never past a limit (what the file's format may hold), so a small file that would grow without end
/// (a "zip bomb") is refused rather than read. No temporary copy is written.
///
/// ```swift
/// if let kind = Decompression(head: data) { data = try kind.decompressed(data, limit: 1 << 30, source: path) }
/// ```
public enum Decompression: String, Sendable, CaseIterable {
    case gzip, xz, bzip2, zstd

    /// The compression `head` (a file's first bytes) starts with, by its magic number; nil for none of these.
    public init?(head: some Collection<UInt8>) {
        let bytes = Array(head.prefix(6))
        func starts(_ magic: [UInt8]) -> Bool { bytes.starts(with: magic) }
        if starts([0x1F, 0x8B]) {
            self = .gzip
        } else if starts([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]) {
            self = .xz
        } else if starts([0x42, 0x5A, 0x68]) && bytes.count > 3 && (0x31...0x39).contains(bytes[3]) {
            self = .bzip2
        } else if starts([0x28, 0xB5, 0x2F, 0xFD]) {
            self = .zstd
        } else {
            return nil
        }
    }

    /// The names compressed files end with: `trips.csv.gz` holds `trips.csv`.
    public static let extensions = [".gz", ".xz", ".bz2", ".zst", ".zstd"]

    /// `path` without a compression's extension (`trips.csv.gz` → `trips.csv`), or as it is.
    public static func innerName(_ path: String) -> String {
        let lower = path.lowercased()
        guard let suffix = extensions.first(where: { lower.hasSuffix($0) }) else { return path }
        return String(path.dropLast(suffix.count))
    }

    /// The most a compressed file may hold, as a multiple of its own size (text compresses a few times, rarely more
    /// than tens), and the least that is always allowed.
    public static let largestRatio = 100
    public static let smallestLimit = 64 << 20

    /// How much is decompressed at a time.
    private static let chunk = 1 << 18

    /// The name errors and the window give the compression.
    public var name: String {
        switch self {
        case .gzip: "gzip"
        case .xz: "xz"
        case .bzip2: "bzip2"
        case .zstd: "Zstandard"
        }
    }

    /// What `data` decompresses to, or an error naming `source`: the data damaged or cut short, or growing past
    /// `limit` bytes.
    public func decompressed(_ data: Data, limit: Int, source: String) throws(InputError) -> Data {
        var output = Data()
        output.reserveCapacity(min(limit, max(data.count * 4, 1 << 16)))
        func append(_ bytes: UnsafeBufferPointer<UInt8>) throws(InputError) {
            guard output.count + bytes.count <= limit else {
                throw InputError(
                    source: source, path: name,
                    message: "decompresses to more than \(limit >> 20) MiB, "
                        + "more than a data file of its size holds")
            }
            output.append(bytes)
        }
        func damaged(_ detail: String) -> InputError {
            InputError(source: source, path: name, message: "the \(name) data is damaged or cut short (\(detail))")
        }
        let failure: InputError? = data.withUnsafeBytes { raw -> InputError? in
            guard let input = raw.bindMemory(to: UInt8.self).baseAddress, raw.count > 0 else { return damaged("empty") }
            do throws(InputError) {
                switch self {
                case .gzip: try inflate(input, raw.count, append: append, damaged: damaged)
                case .xz: try unxz(input, raw.count, append: append, damaged: damaged)
                case .bzip2: try bunzip(input, raw.count, append: append, damaged: damaged)
                case .zstd: try unzstd(input, raw.count, append: append, damaged: damaged)
                }
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
        return output
    }

    /// gzip (every member of a file of several, as `zcat` reads it) through zlib.
    private func inflate(
        _ input: UnsafePointer<UInt8>, _ count: Int,
        append: (UnsafeBufferPointer<UInt8>) throws(InputError) -> Void, damaged: (String) -> InputError
    ) throws(InputError) {
        var buffer = [UInt8](repeating: 0, count: Self.chunk)
        var stream = z_stream()
        // 15 + 32: the largest window, a gzip or zlib header told apart by zlib.
        guard inflateInit2_(&stream, 47, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw damaged("zlib")
        }
        defer { inflateEnd(&stream) }
        stream.next_in = UnsafeMutablePointer(mutating: input)
        stream.avail_in = uInt(min(count, Int(UInt32.max)))
        var remaining = count - Int(stream.avail_in)
        while true {
            let (status, produced) = buffer.withUnsafeMutableBufferPointer { out -> (Int32, Int) in
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                let status = CCompression.inflate(&stream, Z_NO_FLUSH)
                return (status, out.count - Int(stream.avail_out))
            }
            try buffer.withUnsafeBufferPointer { out throws(InputError) in
                try append(UnsafeBufferPointer(rebasing: out[0..<produced]))
            }
            if stream.avail_in == 0 && remaining > 0 {
                let more = min(remaining, Int(UInt32.max))
                stream.avail_in = uInt(more)
                remaining -= more
            }
            switch status {
            case Z_STREAM_END:
                // Another member after this one (a file of concatenated gzip members).
                guard stream.avail_in > 0 || remaining > 0 else { return }
                guard inflateReset(&stream) == Z_OK else { throw damaged("zlib") }
            case Z_OK:
                continue
            case Z_BUF_ERROR where produced > 0:
                continue
            default:
                throw damaged(stream.msg.map { String(cString: $0) } ?? "zlib status \(status)")
            }
        }
    }

    /// xz (and lzma) through liblzma, every stream of a file of several.
    private func unxz(
        _ input: UnsafePointer<UInt8>, _ count: Int,
        append: (UnsafeBufferPointer<UInt8>) throws(InputError) -> Void, damaged: (String) -> InputError
    ) throws(InputError) {
        var buffer = [UInt8](repeating: 0, count: Self.chunk)
        var stream = lzma_stream()
        // LZMA_CONCATENATED (a macro Swift does not import): every stream of a file of several
        let concatenated: UInt32 = 0x08
        guard lzma_stream_decoder(&stream, UInt64.max, concatenated) == LZMA_OK else { throw damaged("liblzma") }
        defer { lzma_end(&stream) }
        stream.next_in = input
        stream.avail_in = count
        while true {
            let (status, produced) = buffer.withUnsafeMutableBufferPointer { out -> (lzma_ret, Int) in
                stream.next_out = out.baseAddress
                stream.avail_out = out.count
                let status = lzma_code(&stream, LZMA_FINISH)
                return (status, out.count - stream.avail_out)
            }
            try buffer.withUnsafeBufferPointer { out throws(InputError) in
                try append(UnsafeBufferPointer(rebasing: out[0..<produced]))
            }
            switch status {
            case LZMA_STREAM_END: return
            case LZMA_OK: continue
            case LZMA_BUF_ERROR where produced > 0: continue
            default: throw damaged("liblzma status \(status.rawValue)")
            }
        }
    }

    /// bzip2 through libbz2, every stream of a file of several.
    private func bunzip(
        _ input: UnsafePointer<UInt8>, _ count: Int,
        append: (UnsafeBufferPointer<UInt8>) throws(InputError) -> Void, damaged: (String) -> InputError
    ) throws(InputError) {
        var buffer = [UInt8](repeating: 0, count: Self.chunk)
        var offset = 0
        while offset < count {
            var stream = bz_stream()
            guard BZ2_bzDecompressInit(&stream, 0, 0) == BZ_OK else { throw damaged("libbz2") }
            defer { BZ2_bzDecompressEnd(&stream) }
            let available = min(count - offset, Int(UInt32.max))
            stream.next_in = UnsafeMutableRawPointer(mutating: input + offset).assumingMemoryBound(to: CChar.self)
            stream.avail_in = UInt32(available)
            while true {
                let (status, produced) = buffer.withUnsafeMutableBufferPointer { out -> (Int32, Int) in
                    stream.next_out = UnsafeMutableRawPointer(out.baseAddress!).assumingMemoryBound(to: CChar.self)
                    stream.avail_out = UInt32(out.count)
                    let status = BZ2_bzDecompress(&stream)
                    return (status, out.count - Int(stream.avail_out))
                }
                try buffer.withUnsafeBufferPointer { out throws(InputError) in
                    try append(UnsafeBufferPointer(rebasing: out[0..<produced]))
                }
                if status == BZ_STREAM_END { break }
                guard status == BZ_OK else { throw damaged("libbz2 status \(status)") }
                guard produced > 0 || stream.avail_in > 0 else { throw damaged("it ends early") }
            }
            offset += available - Int(stream.avail_in)
        }
    }

    /// Zstandard through libzstd, every frame of a file of several.
    private func unzstd(
        _ input: UnsafePointer<UInt8>, _ count: Int,
        append: (UnsafeBufferPointer<UInt8>) throws(InputError) -> Void, damaged: (String) -> InputError
    ) throws(InputError) {
        var buffer = [UInt8](repeating: 0, count: Self.chunk)
        guard let context = ZSTD_createDStream() else { throw damaged("libzstd") }
        defer { ZSTD_freeDStream(context) }
        var source = ZSTD_inBuffer(src: input, size: count, pos: 0)
        var lastHint = 1
        while source.pos < source.size || lastHint != 0 {
            let (hint, produced) = buffer.withUnsafeMutableBufferPointer { out -> (Int, Int) in
                var target = ZSTD_outBuffer(dst: out.baseAddress, size: out.count, pos: 0)
                let hint = ZSTD_decompressStream(context, &target, &source)
                return (hint, target.pos)
            }
            if ZSTD_isError(hint) != 0 { throw damaged(String(cString: ZSTD_getErrorName(hint))) }
            try buffer.withUnsafeBufferPointer { out throws(InputError) in
                try append(UnsafeBufferPointer(rebasing: out[0..<produced]))
            }
            lastHint = hint
            if source.pos >= source.size && produced == 0 && hint != 0 { throw damaged("it ends early") }
        }
    }
}
