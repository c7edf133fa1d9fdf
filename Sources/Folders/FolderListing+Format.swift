import Catalog
import Foundation

// Text and icons of folder listings: natural order, sizes, dates and file types. What is written here is plain
// English and locale-independent (`ListingFormat.english`), so listings (and the images rendered from them) are
// reproducible; a window writes them in the user's language through the `ListingFormat` it passes.

/// Sizes, counts and dates as GNOME Files writes them, in English.
package struct FolderFormatter {
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December"
    ]
    let calendar: Calendar

    init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// "3 March 2026" for a time in seconds since 1970.
    func date(_ seconds: Int) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(seconds)))
        return "\(parts.day ?? 1) \(Self.months[((parts.month ?? 1) - 1) % 12]) \(parts.year ?? 1970)"
    }

    /// "3 March 2026, 14:05".
    func dateAndTime(_ seconds: Int) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: Date(timeIntervalSince1970: Double(seconds)))
        func twoDigits(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        return date(seconds) + ", " + twoDigits(parts.hour) + ":" + twoDigits(parts.minute)
    }

    /// Like `g_format_size`: "1 byte", "999 bytes", then SI units with one decimal: "1.2 kB", "3.0 GB".
    static func size(_ bytes: Int64) -> String {
        if bytes < 1000 { return bytes == 1 ? "1 byte" : "\(max(bytes, 0)) bytes" }
        let units = ["kB", "MB", "GB", "TB", "PB", "EB"]
        var factor = 1000.0, unit = 0
        while unit < units.count - 1 && Double(bytes) >= factor * 1000 {
            factor *= 1000
            unit += 1
        }
        let tenths = Int((Double(bytes) / factor * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }

    /// "0 items", "1 item", "1,234 items", or "More than 10,000 items" past `FolderListing.childCountLimit`.
    static func itemCount(_ count: Int) -> String {
        itemCount(ListingFormat.ItemCount(counted: count))
    }

    /// "0 items", "1 item", "1,234 items"; "More than 10,000 items".
    static func itemCount(_ count: ListingFormat.ItemCount) -> String {
        switch count {
        case .exactly(let count): count == 1 ? "1 item" : "\(groupedDigits(count)) items"
        case .moreThan(let limit): "More than \(groupedDigits(limit)) items"
        }
    }

    /// A name's bytes as text: valid UTF-8 sequences as they are (unless `asciiOnly`), a backslash as `\\`,
    /// each other byte as `\xE9`. Different byte strings give different texts; with `asciiOnly`, texts that
    /// differ even under Swift's canonical-equivalence comparison.
    static func escaped(_ name: [UInt8], asciiOnly: Bool = false) -> String {
        var text = ""
        var index = 0
        scanning: while index < name.count {
            let byte = name[index]
            if byte == UInt8(ascii: "\\") {
                text += "\\\\"
                index += 1
                continue
            }
            if byte < 0x80 {
                text.unicodeScalars.append(Unicode.Scalar(byte))
                index += 1
                continue
            }
            for length in 2...4 where !asciiOnly && index + length <= name.count {
                if let sequence = String(validating: name[index..<index + length], as: UTF8.self) {
                    text += sequence
                    index += length
                    continue scanning
                }
            }
            let hex = String(byte, radix: 16, uppercase: true)
            text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
            index += 1
        }
        return text
    }
}

/// What an entry is: the "Type" text, the Adwaita icon and whether the grid shows the file itself.
///
/// Every icon named here ships with Adwaita 43 (`/usr/share/icons/Adwaita/*/{mimetypes,places,emblems}`).
/// Adwaita has no `application-pdf`, so PDFs use `x-office-document`; unknown extensions use
/// `application-x-generic`, names without an extension `text-x-generic`.
///
/// Names are English, each marked with `trNoop` where it is written, so the po template has them and a window's
/// `ListingFormat` can show them translated.
struct FileType: Equatable {
    /// The type's name: a known type's ("PNG image") or a file of an unknown extension's ("XCF file").
    var name: ListingFormat.Text
    var icon: String
    /// PNG, JPEG, GIF, WebP and SVG files are shown as thumbnails (`imagePath`).
    var isThumbnailed = false

    /// Special folders get the icons GNOME Files gives the XDG user directories.
    static let folderIcons = [
        "Desktop": "user-desktop", "Documents": "folder-documents", "Downloads": "folder-download",
        "Music": "folder-music", "Pictures": "folder-pictures", "Public": "folder-publicshare",
        "Templates": "folder-templates", "Videos": "folder-videos"
    ]

    /// The type called `name`.
    init(name: ListingFormat.Text, icon: String, isThumbnailed: Bool = false) {
        self.name = name
        self.icon = icon
        self.isThumbnailed = isThumbnailed
    }

    /// The type named `name` (English, marked with `trNoop`).
    init(name: String, icon: String, isThumbnailed: Bool = false) {
        self.init(name: .typeName(name), icon: icon, isThumbnailed: isThumbnailed)
    }

    init(entry: FolderEntry) {
        switch entry.kind {
        // TRANSLATORS: the type of a folder, in a folder's Type column (also the line under a sub-folder's name
        // while its entries are being counted).
        case .folder: self.init(name: trNoop("Folder"), icon: Self.folderIcons[entry.title] ?? "folder")
        // TRANSLATORS: a symbolic link whose target is missing: its type, and the line under its name.
        case .brokenLink: self.init(name: trNoop("Broken link"), icon: "emblem-symbolic-link")
        // TRANSLATORS: the type of an entry whose kind could not be read (say, for lack of permission).
        case .unreadable: self.init(name: trNoop("Unknown"), icon: "application-x-generic")
        // TRANSLATORS: the type of a FIFO special file.
        case .fifo: self.init(name: trNoop("Named pipe"), icon: "application-x-generic")
        // TRANSLATORS: the type of a Unix domain socket file.
        case .socket: self.init(name: trNoop("Socket"), icon: "application-x-generic")
        // TRANSLATORS: the type of a device file (/dev/…).
        case .device: self.init(name: trNoop("Device"), icon: "application-x-generic")
        case .file: self = Self.file(named: entry.title, isExecutable: entry.isExecutable)
        }
    }

    /// The type of a regular file, by its extension (any case).
    static func file(named name: String, isExecutable: Bool) -> FileType {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else {
            return isExecutable ? program : plainFile
        }
        let suffix = name[name.index(after: dot)...].lowercased()
        if let known = byExtension[suffix] { return known }
        return isExecutable
            ? program : FileType(name: .fileOfExtension(suffix.uppercased()), icon: "application-x-generic")
    }

    // TRANSLATORS: the type of an executable file whose name says no other type.
    static let program = FileType(name: trNoop("Program"), icon: "application-x-executable")
    // TRANSLATORS: the type of a file whose name has no extension.
    static let plainFile = FileType(name: trNoop("File"), icon: "text-x-generic")

    /// Every icon a listing may use (tests check that the theme has them).
    static var allIcons: Set<String> {
        Set(byExtension.values.map(\.icon)).union(folderIcons.values).union([
            "folder", "emblem-symbolic-link", "application-x-generic", "application-x-executable", "text-x-generic",
            "view-more-symbolic", "folder-symbolic", "text-x-generic-symbolic"
        ])
    }

    /// The types of files by extension (lowercase), with their names as GNOME Files writes them.
    static let byExtension: [String: FileType] = {
        var table: [String: FileType] = [:]
        func add(_ icon: String, thumbnailed: Bool = false, _ types: [(String, String)]) {
            for (suffixes, name) in types {
                for suffix in suffixes.split(separator: " ") {
                    table[String(suffix)] = FileType(name: name, icon: icon, isThumbnailed: thumbnailed)
                }
            }
        }
        add(
            "image-x-generic", thumbnailed: true,
            [
                // TRANSLATORS: a file type's name, in a folder's Type column and under a file's name
                // ("31.5 kB · PNG image").
                ("png", trNoop("PNG image")), ("jpg jpeg", trNoop("JPEG image")), ("gif", trNoop("GIF image")),
                ("webp", trNoop("WebP image")), ("svg", trNoop("SVG image"))
            ])
        add(
            "image-x-generic",
            [
                ("bmp", trNoop("BMP image")), ("tif tiff", trNoop("TIFF image")), ("ico", trNoop("Windows icon")),
                ("heic heif", trNoop("HEIF image")), ("avif", trNoop("AVIF image")), ("xcf", trNoop("GIMP image")),
                ("psd", trNoop("Photoshop image"))
            ])
        add(
            "audio-x-generic",
            [
                ("mp3", trNoop("MP3 audio")), ("ogg oga", trNoop("Ogg audio")), ("opus", trNoop("Opus audio")),
                ("flac", trNoop("FLAC audio")), ("wav", trNoop("WAV audio")), ("m4a", trNoop("MPEG-4 audio")),
                ("aac", trNoop("AAC audio")), ("mid midi", trNoop("MIDI audio"))
            ])
        add(
            "video-x-generic",
            [
                ("mp4 m4v", trNoop("MPEG-4 video")), ("mkv", trNoop("Matroska video")), ("webm", trNoop("WebM video")),
                ("avi", trNoop("AVI video")), ("mov", trNoop("QuickTime video")), ("ogv", trNoop("Ogg video")),
                ("mpg mpeg", trNoop("MPEG video"))
            ])
        add(
            "x-office-document",
            [
                ("pdf", trNoop("PDF document")), ("odt", trNoop("OpenDocument text")),
                ("doc docx", trNoop("Word document")), ("rtf", trNoop("Rich text document")),
                ("epub", trNoop("EPUB book"))
            ])
        add(
            "x-office-spreadsheet",
            [
                ("ods", trNoop("OpenDocument spreadsheet")), ("xls xlsx", trNoop("Excel spreadsheet")),
                ("csv", trNoop("CSV document"))
            ])
        add(
            "x-office-presentation",
            [
                ("odp", trNoop("OpenDocument presentation")), ("ppt pptx", trNoop("PowerPoint presentation")),
                ("key", trNoop("Keynote presentation"))
            ])
        add(
            "text-x-generic",
            [
                ("txt", trNoop("Plain text")), ("md markdown", trNoop("Markdown document")),
                ("log", trNoop("Log file")),
                ("json", trNoop("JSON document")), ("xml", trNoop("XML document")),
                ("yaml yml", trNoop("YAML document")),
                ("toml", trNoop("TOML document")), ("ini cfg conf", trNoop("Configuration file")),
                ("c", trNoop("C source code")), ("h", trNoop("C header")), ("cc cpp cxx", trNoop("C++ source code")),
                ("hpp", trNoop("C++ header")), ("swift", trNoop("Swift source code")),
                ("rs", trNoop("Rust source code")),
                ("go", trNoop("Go source code")), ("java", trNoop("Java source code")),
                ("js mjs", trNoop("JavaScript")),
                ("ts", trNoop("TypeScript")), ("css", trNoop("CSS stylesheet")), ("tex", trNoop("TeX document"))
            ])
        add(
            "text-html",
            [
                ("html htm", trNoop("HTML document"))
            ])
        add(
            "text-x-script",
            [
                ("sh bash zsh", trNoop("Shell script")), ("py", trNoop("Python script")), ("rb", trNoop("Ruby script")),
                ("pl", trNoop("Perl script"))
            ])
        add(
            "package-x-generic",
            [
                ("zip", trNoop("Zip archive")), ("tar", trNoop("Tar archive")), ("gz tgz", trNoop("Gzip archive")),
                ("xz", trNoop("XZ archive")), ("bz2", trNoop("Bzip2 archive")), ("zst", trNoop("Zstandard archive")),
                ("7z", trNoop("7-Zip archive")), ("rar", trNoop("RAR archive")), ("deb", trNoop("Debian package")),
                ("rpm", trNoop("RPM package"))
            ])
        add(
            "font-x-generic",
            [
                ("ttf", trNoop("TrueType font")), ("otf", trNoop("OpenType font")), ("woff woff2", trNoop("Web font"))
            ])
        return table
    }()
}
