import Foundation

// Text and icons of folder listings: natural order, sizes, dates and file types. What is written here is plain
// English and locale-independent (`ListingFormat.english`), so listings (and the images rendered from them) are
// reproducible; a window writes them in the user's language through the `ListingFormat` it passes.

/// Compares lowercased names `a` and `b` in natural order (-1, 0, 1): digit runs by value, other scalars by
/// value. Names that tie (differing only in leading zeros, then in case) are ordered by fewer zeros first, then
/// by the scalars of the original names `rawA` and `rawB`.
func naturalCompare(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], _ rawA: String, _ rawB: String) -> Int {
    func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }
    var i = 0, j = 0, zeroTie = 0
    while i < a.count && j < b.count {
        guard isDigit(a[i]) && isDigit(b[j]) else {
            if a[i] != b[j] { return a[i].value < b[j].value ? -1 : 1 }
            i += 1
            j += 1
            continue
        }
        let startA = i, startB = j
        while i < a.count && isDigit(a[i]) { i += 1 }
        while j < b.count && isDigit(b[j]) { j += 1 }
        // The significant digits (a run of zeros keeps its last one).
        var significantA = startA, significantB = startB
        while significantA < i - 1 && a[significantA] == "0" { significantA += 1 }
        while significantB < j - 1 && b[significantB] == "0" { significantB += 1 }
        let lengthA = i - significantA, lengthB = j - significantB
        if lengthA != lengthB { return lengthA < lengthB ? -1 : 1 }
        for k in 0..<lengthA where a[significantA + k] != b[significantB + k] {
            return a[significantA + k].value < b[significantB + k].value ? -1 : 1
        }
        if zeroTie == 0 && i - startA != j - startB { zeroTie = i - startA < j - startB ? -1 : 1 }
    }
    if i < a.count || j < b.count { return i < a.count ? 1 : -1 }
    if zeroTie != 0 { return zeroTie }
    if rawA.unicodeScalars.elementsEqual(rawB.unicodeScalars) { return 0 }
    return rawA.unicodeScalars.lexicographicallyPrecedes(rawB.unicodeScalars) ? -1 : 1
}

/// Sizes, counts and dates as GNOME Files writes them, in English.
struct FolderFormatter {
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                         "October", "November", "December"]
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
        case .exactly(let count): count == 1 ? "1 item" : "\(grouped(count)) items"
        case .moreThan(let limit): "More than \(grouped(limit)) items"
        }
    }

    /// `count` (not negative) with a comma between groups of three digits: "12,345".
    static func grouped(_ count: Int) -> String {
        let digits = Array(String(count))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
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
/// Names are English; a window's `ListingFormat` writes them in the user's language.
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
        "Templates": "folder-templates", "Videos": "folder-videos",
    ]

    /// The type called `name`.
    init(name: ListingFormat.Text, icon: String, isThumbnailed: Bool = false) {
        self.name = name
        self.icon = icon
        self.isThumbnailed = isThumbnailed
    }

    /// The type named `name` (English).
    init(name: String, icon: String, isThumbnailed: Bool = false) {
        self.init(name: .typeName(name), icon: icon, isThumbnailed: isThumbnailed)
    }

    init(entry: FolderEntry) {
        switch entry.kind {
        case .folder: self.init(name: "Folder", icon: Self.folderIcons[entry.title] ?? "folder")
        case .brokenLink: self.init(name: "Broken link", icon: "emblem-symbolic-link")
        case .unreadable: self.init(name: "Unknown", icon: "application-x-generic")
        case .fifo: self.init(name: "Named pipe", icon: "application-x-generic")
        case .socket: self.init(name: "Socket", icon: "application-x-generic")
        case .device: self.init(name: "Device", icon: "application-x-generic")
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
        return isExecutable ? program : FileType(name: .fileOfExtension(suffix.uppercased()), icon: "application-x-generic")
    }

    static let program = FileType(name: "Program", icon: "application-x-executable")
    static let plainFile = FileType(name: "File", icon: "text-x-generic")

    /// Every icon a listing may use (tests check that the theme has them).
    static var allIcons: Set<String> {
        Set(byExtension.values.map(\.icon)).union(folderIcons.values).union([
            "folder", "emblem-symbolic-link", "application-x-generic", "application-x-executable", "text-x-generic",
            "view-more-symbolic", "folder-symbolic", "text-x-generic-symbolic",
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
        add("image-x-generic", thumbnailed: true, [
            ("png", "PNG image"), ("jpg jpeg", "JPEG image"), ("gif", "GIF image"),
            ("webp", "WebP image"), ("svg", "SVG image"),
        ])
        add("image-x-generic", [
            ("bmp", "BMP image"), ("tif tiff", "TIFF image"), ("ico", "Windows icon"),
            ("heic heif", "HEIF image"), ("avif", "AVIF image"), ("xcf", "GIMP image"),
            ("psd", "Photoshop image"),
        ])
        add("audio-x-generic", [
            ("mp3", "MP3 audio"), ("ogg oga", "Ogg audio"), ("opus", "Opus audio"),
            ("flac", "FLAC audio"), ("wav", "WAV audio"), ("m4a", "MPEG-4 audio"),
            ("aac", "AAC audio"), ("mid midi", "MIDI audio"),
        ])
        add("video-x-generic", [
            ("mp4 m4v", "MPEG-4 video"), ("mkv", "Matroska video"), ("webm", "WebM video"),
            ("avi", "AVI video"), ("mov", "QuickTime video"), ("ogv", "Ogg video"),
            ("mpg mpeg", "MPEG video"),
        ])
        add("x-office-document", [
            ("pdf", "PDF document"), ("odt", "OpenDocument text"),
            ("doc docx", "Word document"), ("rtf", "Rich text document"),
            ("epub", "EPUB book"),
        ])
        add("x-office-spreadsheet", [
            ("ods", "OpenDocument spreadsheet"), ("xls xlsx", "Excel spreadsheet"),
            ("csv", "CSV document"),
        ])
        add("x-office-presentation", [
            ("odp", "OpenDocument presentation"), ("ppt pptx", "PowerPoint presentation"),
            ("key", "Keynote presentation"),
        ])
        add("text-x-generic", [
            ("txt", "Plain text"), ("md markdown", "Markdown document"), ("log", "Log file"),
            ("json", "JSON document"), ("xml", "XML document"), ("yaml yml", "YAML document"),
            ("toml", "TOML document"), ("ini cfg conf", "Configuration file"),
            ("c", "C source code"), ("h", "C header"), ("cc cpp cxx", "C++ source code"),
            ("hpp", "C++ header"), ("swift", "Swift source code"), ("rs", "Rust source code"),
            ("go", "Go source code"), ("java", "Java source code"), ("js mjs", "JavaScript"),
            ("ts", "TypeScript"), ("css", "CSS stylesheet"), ("tex", "TeX document"),
        ])
        add("text-html", [
            ("html htm", "HTML document"),
        ])
        add("text-x-script", [
            ("sh bash zsh", "Shell script"), ("py", "Python script"), ("rb", "Ruby script"),
            ("pl", "Perl script"),
        ])
        add("package-x-generic", [
            ("zip", "Zip archive"), ("tar", "Tar archive"), ("gz tgz", "Gzip archive"),
            ("xz", "XZ archive"), ("bz2", "Bzip2 archive"), ("zst", "Zstandard archive"),
            ("7z", "7-Zip archive"), ("rar", "RAR archive"), ("deb", "Debian package"),
            ("rpm", "RPM package"),
        ])
        add("font-x-generic", [
            ("ttf", "TrueType font"), ("otf", "OpenType font"), ("woff woff2", "Web font"),
        ])
        return table
    }()
}
