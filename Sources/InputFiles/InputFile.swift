import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads input files safely: only regular files, at most a size limit, never blocking on a FIFO or a device and
/// never reading an endless file such as `/dev/zero`. Every file Lattice reads — catalogues, specs, images,
/// thumbnails, icons — is opened here.
///
/// Errors name the path as their `source` with an empty JSON path, for example
/// `books.json: is a directory, not a catalogue file`.
public enum InputFile {
    /// The largest catalogue or spec read: `ResourceBudget.inputFileBytes` (16 MiB).
    public static let sizeLimit = ResourceBudget.inputFileBytes

    /// The bytes of the regular file at `path`, at most `sizeLimit`.
    ///
    /// `kind` names what the file should be in messages ("spec file", "catalogue file"): a singular noun
    /// whose plural takes an "s". `advice`, when given, ends the message of a file over the limit (what to do
    /// instead).
    public static func read(
        path: String, kind: String = "input file", sizeLimit: Int = sizeLimit,
        advice: String? = nil
    ) throws(InputError) -> Data {
        let descriptor = try open(path: path, kind: kind, sizeLimit: sizeLimit, advice: advice)
        defer { close(descriptor) }
        var info = stat()
        var data = Data(capacity: fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0)  // read without regrowing
        try forEachChunk(of: descriptor, path: path) { (chunk: UnsafeRawBufferPointer) throws(InputError) -> Bool in
            data.append(contentsOf: chunk)
            // The file may have grown since it was opened.
            guard data.count <= sizeLimit else {
                throw InputError(
                    source: path, path: "",
                    message: "is larger than \(sizeLimit) bytes (\(mebibytes(sizeLimit))); "
                        + "\(kind)s are limited to that" + (advice.map { "; \($0)" } ?? ""))
            }
            return true
        }
        return data
    }

    /// The bytes of the regular file at `path`, at most `sizeLimit` (errors as `read` gives), mapped into memory
    /// rather than copied (`MappedPages`): a file of hundreds of megabytes is not held in the process's memory,
    /// and its first bytes can be read at once. A file the system does not map (an empty one, or one whose
    /// size reads 0, as in /proc) is read as `read` reads it.
    public static func map(
        path: String, kind: String = "input file", sizeLimit: Int = sizeLimit,
        advice: String? = nil
    ) throws(InputError) -> FileContents {
        let descriptor = try open(path: path, kind: kind, sizeLimit: sizeLimit, advice: advice)
        var info = stat()
        if fstat(descriptor, &info) == 0, let pages = MappedPages(descriptor: descriptor, length: Int(info.st_size)) {
            return FileContents(data: pages.data, pages: pages)
        }
        close(descriptor)
        return FileContents(try read(path: path, kind: kind, sizeLimit: sizeLimit, advice: advice))
    }

    /// A descriptor open for reading on the regular file at `path` (close it with `close`), checked to be at most
    /// `sizeLimit` bytes (`advice` ends the message of one over it, as in `read`). Opening never waits: a FIFO
    /// without a writer, a device or a folder is refused at once.
    public static func open(
        path: String, kind: String, sizeLimit: Int, advice: String? = nil
    ) throws(InputError) -> Int32 {
        func failure(_ message: String) -> InputError {
            InputError(source: path, path: "", message: message)
        }
        guard !path.isEmpty else { throw InputError(source: "\"\"", path: "", message: "the path is empty") }
        guard !path.utf8.contains(0) else { throw failure("the path contains a NUL character") }
        // O_NONBLOCK: opening a FIFO for reading must not wait for a writer; checked with fstat right after.
        let descriptor = systemOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(openFailure(errno)) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw failure("cannot read: " + describe(code))
        }
        let problem: String? =
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                info.st_size <= sizeLimit
                    ? nil
                    : "is \(info.st_size) bytes; \(kind)s are limited to \(sizeLimit) bytes (\(mebibytes(sizeLimit)))"
                        + (advice.map { "; \($0)" } ?? "")
            case S_IFDIR: "is a directory, not \(article(kind)) \(kind)"
            case S_IFIFO: "is a FIFO, not a regular file; refusing to read it"
            case S_IFCHR, S_IFBLK: "is a device, not a regular file; refusing to read it"
            default: "is not a regular file; refusing to read it"
            }
        if let problem {
            close(descriptor)
            throw failure(problem)
        }
        return descriptor
    }

    /// Reads `descriptor` (from `open(path:kind:sizeLimit:)`) to its end in 64 KiB chunks, handing each to `body`
    /// until it returns false. The chunk is valid only during the call.
    public static func forEachChunk(
        of descriptor: Int32, path: String,
        _ body: (UnsafeRawBufferPointer) throws(InputError) -> Bool
    ) throws(InputError) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError(source: path, path: "", message: "cannot read: " + describe(errno))
            }
            if count == 0 { return }
            guard try body(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) else { return }
        }
    }

    /// "16 MiB".
    private static func mebibytes(_ bytes: Int) -> String { "\(bytes >> 20) MiB" }

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

/// `open(2)`, named apart from `InputFile.open(path:kind:sizeLimit:)`.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}

/// `read(2)`, named apart from `InputFile.read(path:kind:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
