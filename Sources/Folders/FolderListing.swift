import Catalog
import Foundation
import InputFiles
import JSONInput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns a folder on disk into a `Catalog`, so the list, the grid and the sidebar show folders exactly as they
/// show catalogue files.
///
/// ```swift
/// let catalog = try FolderListing.catalog(forFolder: "/home/ada/Pictures")
/// // catalog.title == "Pictures", catalog.subtitle == "/home/ada/Pictures"
/// // sections: "Folders" (id "folders") then "Files" (id "files"), each in natural order; empty ones left out
/// ```
///
/// - Items: `id` is the entry's absolute path, `title` its name, `subtitle` "1.2 kB · PNG image" for files (the date is the "Modified" metadata)
///   and "N items" for folders (entries one level down, capped at `childCountLimit`, "Unreadable" when the
///   folder cannot be listed): English, unless a `ListingFormat` writes them otherwise. Metadata: "Size",
///   "Modified", "Type" (plus "Link target" for symbolic links).
///   Icons are Adwaita names chosen by type; PNG, JPEG, GIF, WebP and SVG files get `imagePath` instead.
/// - Symbolic links are followed: a link to a folder is listed with the folders. A link whose target is
///   missing (or loops) shows as "Broken link" with the `emblem-symbolic-link` icon.
/// - An entry is its name's bytes: `filePath` is the entry's absolute path exactly as named on disk, and `id`
///   is `FileName.identity(ofPath:)` of it — the path when it is valid UTF-8 in Normalization Form C, else the
///   path with its non-ASCII bytes spelled out and a trailing slash. Swift compares strings by canonical
///   equivalence, so `café` composed and decomposed (as a folder copied from macOS holds) would otherwise be
///   one id; they are two rows, as they are two files.
/// - Titles are names as `FileName.shown` shows them (bidirectional overrides made inert). Names that are not
///   valid UTF-8 are shown decoded lossily (U+FFFD for bad bytes) with the subtitle "Name is not valid UTF-8"
///   and a "Name" metadata line spelling the bad bytes as `\xE9`; they have no `filePath`.
/// - Entries that disappear between `readdir` and `lstat` are skipped. Special files (FIFOs, sockets,
///   devices) are listed by `lstat` alone and never opened.
/// - At most `limit` entries are listed (folders first, then files, each in display order); when some are
///   left out, a last item (`moreItemID`) says how many.
///
/// Sizes, counts, times and words are written by a `ListingFormat`: by default `.english` (times in the current
/// time zone, in English whatever the locale, so output is reproducible); a window passes one that writes them as
/// the user's locale does.
public enum FolderListing {
    /// The id of the item that stands for the entries beyond `limit`. It does not start with "/", so it never
    /// equals an entry's path.
    public static let moreItemID = "folder-listing:more"
    /// The most entries counted in a sub-folder for its "N items" subtitle.
    public static let childCountLimit = 10_000

    /// The catalogue of the folder at `path`, listing its entries (not those of its sub-folders).
    ///
    /// Hidden entries (names starting with ".") are left out unless `showHidden`; sub-folder counts follow the
    /// same rule. A missing path, a path that is not a folder, an unreadable folder or a symbolic-link loop
    /// throws an `InputError` whose `source` is `path` and whose `path` is empty.
    ///
    /// - Complexity: one `lstat` per entry (two for symbolic links), plus listing each shown sub-folder
    ///   up to `childCountLimit` entries — once, however many links lead to it; sorting is O(n log n).
    ///
    /// Entries are ordered by `sort` (folders first). Items' sizes, counts, times and words are written by
    /// `format` (called on the listing's thread), which also names the types a sort by type compares. While a
    /// large folder is read, `progress` (when given) is called on the listing's thread every few thousand entries
    /// with the count read so far — with a partial catalogue of the entries read so far (sorted among themselves)
    /// at 500, 5,000, 50,000, … entries, so a window shows the folder growing before the whole of it is read.
    public static func catalog(
        forFolder path: String, showHidden: Bool = false, limit: Int = 100_000,
        sort: FolderSort = .name, format: ListingFormat = .english,
        progress: (@Sendable (Int, Catalog?) -> Void)? = nil
    ) throws(InputError) -> Catalog {
        precondition(limit >= 0, "FolderListing: limit must not be negative, got \(limit)")
        func failure(_ message: String) -> InputError { InputError(source: path, path: "", message: message) }
        let directory = try openFolder(path)
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        let listing = Listing(path: path, limit: limit, sort: sort, format: format, showHidden: showHidden)

        var folders: [Entry] = []
        var files: [Entry] = []
        while true {
            errno = 0
            guard let record = readdir(directory) else {
                if errno != 0 { throw failure("cannot list the folder: " + describe(errno)) }
                break
            }
            let name = entryName(record)
            guard isListed(name, showHidden: showHidden) else { continue }
            guard let entry = Entry(name: name, in: descriptor) else { continue }
            if entry.kind == .folder { folders.append(entry) } else { files.append(entry) }
            let read = folders.count + files.count
            if let progress, ProgressBatches.isReport(read) {
                // Batches appear as they arrive: a partial catalogue at 500, 5,000, 50,000… entries (each ten
                // times the last, so sorting them costs little next to the listing), a count in between.
                progress(
                    read,
                    ProgressBatches.isPartial(read)
                        ? listing.assemble(folders: folders, files: files, descriptor: nil) : nil)
            }
        }
        return listing.assemble(folders: folders, files: files, descriptor: descriptor)
    }

    /// Whether `path` names a folder (following links); errors are left to the readers to report.
    public static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Checks that `path` is a folder that can be listed, with the errors `catalog(forFolder:)` would give,
    /// without reading its entries (a command line reports a bad path before opening a window).
    public static func validate(folder path: String) throws(InputError) {
        closedir(try openFolder(path))
    }

    /// Opens the folder at `path` for listing (close it with `closedir`), or says why it cannot be listed.
    static func openFolder(_ path: String) throws(InputError) -> OpaquePointer {
        func failure(_ message: String) -> InputError { InputError(source: path, path: "", message: message) }
        guard !path.utf8.contains(0) else { throw failure("the path contains a NUL character") }
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(openFailure(errno)) }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw failure(notAFolder(info.st_mode)) }
        guard let directory = opendir(path) else { throw failure(openFailure(errno)) }
        return directory
    }

    /// `catalog(forFolder:showHidden:limit:sort:format:progress:)` in English with dates shown in `timeZone`
    /// (tests use UTC).
    static func catalog(
        forFolder path: String, showHidden: Bool, limit: Int, timeZone: TimeZone,
        sort: FolderSort = .name,
        progress: (@Sendable (Int, Catalog?) -> Void)? = nil
    ) throws(InputError) -> Catalog {
        try catalog(
            forFolder: path, showHidden: showHidden, limit: limit, sort: sort,
            format: .english(timeZone: timeZone), progress: progress)
    }

    /// What a listing of the folder at `path` makes its catalogue with: the order, the limit and the format.
    private struct Listing {
        let path: String
        let limit: Int
        let sort: FolderSort
        let format: ListingFormat
        let showHidden: Bool

        /// The catalogue of `folders` and `files` (entries of the folder at `path`), sorted; sub-folders are
        /// counted through `descriptor` (the folder's, open), or shown without a count when it is nil (a partial
        /// listing, where counting would delay the first entries).
        func assemble(folders: [Entry], files: [Entry], descriptor: Int32?) -> Catalog {
            let folders = sort.sorted(folders, format: format), files = sort.sorted(files, format: format)
            let folderPath = displayPath(path)
            let total = folders.count + files.count
            let keptFolders = folders.prefix(limit)
            let keptFiles = files.prefix(limit - keptFolders.count)
            // Each folder is counted once, however many links lead to it (a folder of thousands of links to one
            // big folder would otherwise list that folder thousands of times).
            var counted: [FolderEntry.FileID: Int?] = [:]
            func item(_ entry: Entry) -> CatalogItem {
                var count: Int?
                if entry.kind == .folder, let descriptor {
                    if let known = counted[entry.fileID] {
                        count = known
                    } else {
                        count = childCount(of: entry.name, in: descriptor, showHidden: showHidden)
                        counted[entry.fileID] = count
                    }
                }
                return entry.item(folder: folderPath, childCount: count, format: format, isCounted: descriptor != nil)
            }
            var folderItems = keptFolders.map(item)
            var fileItems = keptFiles.map(item)
            if total > limit {
                let more = moreItem(hidden: total - limit, total: total)
                if fileItems.isEmpty && !folderItems.isEmpty {
                    folderItems.append(more)
                } else {
                    fileItems.append(more)
                }
            }
            var sections: [CatalogSection] = []
            if !folderItems.isEmpty {
                sections.append(
                    CatalogSection(
                        id: "folders", title: "Folders", icon: "folder-symbolic",
                        items: CatalogItems(folderItems)))
            }
            if !fileItems.isEmpty {
                sections.append(
                    CatalogSection(
                        id: "files", title: "Files", icon: "text-x-generic-symbolic",
                        items: CatalogItems(fileItems)))
            }
            return Catalog(
                title: FileName.shown(folderName(folderPath)), subtitle: FileName.shown(folderPath),
                sections: sections, sourcePath: path)
        }

        /// The last item of a listing cut at `limit`: how many of the `total` entries it leaves out.
        private func moreItem(hidden: Int, total: Int) -> CatalogItem {
            CatalogItem(
                id: moreItemID, title: format.text(.notShown(hidden)),
                subtitle: format.text(.showing(total - hidden, of: total)), icon: "view-more-symbolic")
        }
    }

    /// Whether `a` sorts before `b` in natural order: case-insensitive, with runs of digits compared by value
    /// ("file2" before "file10"). Names equal but for case or leading zeros still get a fixed order
    /// ("file2" before "file02", "File" before "file"), so sorting is deterministic.
    public static func naturalOrder(_ a: String, _ b: String) -> Bool {
        naturalCompare(
            Array(a.lowercased().unicodeScalars), Array(b.lowercased().unicodeScalars),
            a, b) < 0
    }

    // MARK: - Listing helpers

    /// `.` and `..` never; hidden names only when asked.
    static func isListed(_ name: [UInt8], showHidden: Bool) -> Bool {
        if name == [0x2E] || name == [0x2E, 0x2E] { return false }
        return showHidden || name.first != 0x2E
    }

    /// The bytes of a directory record's name.
    static func entryName(_ record: UnsafeMutablePointer<dirent>) -> [UInt8] {
        withUnsafeBytes(of: &record.pointee.d_name) { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let length = bytes.firstIndex(of: 0) ?? bytes.count
            return Array(bytes[..<length])
        }
    }

    /// The visible entries of the sub-folder `name` (links followed), nil when it cannot be listed; counting
    /// stops just past `childCountLimit`.
    static func childCount(of name: [UInt8], in directory: Int32, showHidden: Bool) -> Int? {
        let descriptor = (name + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                openat(directory, $0.baseAddress!, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK)
            }
        }
        guard descriptor >= 0 else { return nil }
        guard let child = fdopendir(descriptor) else {
            close(descriptor)
            return nil
        }
        defer { closedir(child) }
        var count = 0
        while count <= childCountLimit {
            errno = 0
            guard let record = readdir(child) else { return errno == 0 ? count : nil }
            if isListed(entryName(record), showHidden: showHidden) { count += 1 }
        }
        return count
    }

    // MARK: - Paths and messages

    /// `path` made absolute; `.` and repeated slashes folded. `..` is resolved by the file system (a lexical
    /// fold would be wrong after a symbolic link), so such paths come back resolved.
    static func displayPath(_ path: String) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        if components.contains("..") {
            if let resolved = realpath(path, nil) {
                defer { free(resolved) }
                return String(cString: resolved)
            }
        }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let parts = absolute.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return "/" + parts.joined(separator: "/")
    }

    /// The last component of an absolute path, or "/" for the root.
    static func folderName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? "/"
    }

    /// Why `stat` or `opendir` failed on the folder itself.
    static func openFailure(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file or folder"
        case ENOTDIR: "no such folder (a component of the path is not a folder)"
        case EACCES: "permission denied"
        case ELOOP: "too many levels of symbolic links (a symbolic link loop)"
        case ENAMETOOLONG: "the path is too long"
        default: "cannot open the folder: " + describe(code)
        }
    }

    /// What the path is instead of a folder.
    static func notAFolder(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "is a file, not a folder"
        case S_IFIFO: "is a FIFO, not a folder"
        case S_IFSOCK: "is a socket, not a folder"
        case S_IFCHR, S_IFBLK: "is a device, not a folder"
        default: "is not a folder"
        }
    }

    private static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}
