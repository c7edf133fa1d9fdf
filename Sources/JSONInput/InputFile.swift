import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input files safely: only regular files, at most `sizeLimit` bytes, never blocking on a FIFO or a
/// device and never reading an endless file such as `/dev/zero`.
///
/// Errors name the path as their `source` with an empty JSON path, for example
/// `books.json: is a directory, not a catalogue file`.
public enum InputFile {
    /// The largest input file read: 16 MiB.
    public static let sizeLimit = 16 << 20

    /// The bytes of the regular file at `path`.
    ///
    /// `kind` names what the file should be in messages ("spec file", "catalogue file"): a singular noun
    /// whose plural takes an "s".
    public static func read(path: String, kind: String = "input file") throws(InputError) -> Data {
        func failure(_ message: String) -> InputError {
            InputError(source: path, path: "", message: message)
        }
        // O_NONBLOCK: opening a FIFO for reading must not wait for a writer; checked with fstat right after.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(openFailure(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure("cannot read: " + describe(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFDIR:
            throw failure("is a directory, not \(article(kind)) \(kind)")
        case S_IFIFO:
            throw failure("is a FIFO, not a regular file; refusing to read it")
        case S_IFCHR, S_IFBLK:
            throw failure("is a device, not a regular file; refusing to read it")
        default:
            throw failure("is not a regular file; refusing to read it")
        }
        guard info.st_size <= sizeLimit else {
            throw failure("is \(info.st_size) bytes; \(kind)s are limited to \(sizeLimit) bytes (16 MiB)")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("cannot read: " + describe(errno))
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            // The file may have grown since fstat.
            guard data.count <= sizeLimit else {
                throw failure("is larger than \(sizeLimit) bytes (16 MiB); \(kind)s are limited to that")
            }
        }
        return data
    }

    private static func article(_ noun: String) -> String {
        noun.first.map { "aeiouAEIOU".contains($0) } == true ? "an" : "a"
    }

    private static func openFailure(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        case ENOTDIR: "no such file (a component of the path is not a directory)"
        default: "cannot open: " + describe(code)
        }
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// `read(2)`, named apart from `InputFile.read(path:kind:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
