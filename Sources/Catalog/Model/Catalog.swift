import Foundation
import InputFiles
import JSONInput

/// A catalogue: titled sidebar sections that nest, holding items (an id, a title, an optional subtitle, an
/// icon name or an image, a colour and metadata). The file format is documented in docs/catalog-format.md
/// and described by data/catalog.schema.json.
///
/// ```swift
/// let catalog = try Catalog.load(path: "data/sample-catalog.json")
/// for item in catalog.allItems { print(item.id, item.title) }
/// ```
///
/// Loading validates everything: a bad file throws an `InputError` naming the file, the JSON path of the
/// offending value and what was wrong (`books.json: $.sections[1].items[0].id: duplicate item id "apple"
/// (first at $.sections[0].items[2].id)`); it never crashes.
public struct Catalog: Sendable, Hashable {
    /// The catalogue's title (the window title).
    public var title: String
    /// A line under the title, if any.
    public var subtitle: String?
    /// The top-level sections in file order.
    public var sections: [CatalogSection]
    /// The path the catalogue was loaded from, as given to `load(path:)`, or the `source` given to
    /// `parse(data:source:baseDirectory:)`.
    public var sourcePath: String
    /// How a data file that is not a Lattice catalogue was read as a table — its columns, the one titling the
    /// rows, its encoding and delimiter, and what could not be read — or nil for a catalogue or a folder.
    public var table: CatalogTable?
    /// The columns of `table` its sections are the values of, outermost first (`grouped(by:isCancelled:)`; empty:
    /// the sections are the catalogue's own).
    public var groupedBy: [String] = []

    /// The most items a catalogue may hold, over all its sections: ten million, what the window opens in about
    /// 3.6 GB (a CSV of such rows is about 570 MB; see docs/performance.md).
    public static let itemLimit = 10_000_000
    /// The deepest nesting of sections: top-level sections are at depth 1.
    public static let depthLimit = 32

    /// Creates a catalogue from its parts (ids are not checked here; `parse` checks them).
    public init(title: String, subtitle: String? = nil, sections: [CatalogSection], sourcePath: String = "") {
        self.title = title
        self.subtitle = subtitle
        self.sections = sections
        self.sourcePath = sourcePath
    }

    /// Reads and parses the catalogue file at `path` (a regular file) in the format its name gives
    /// (`CatalogFormat(path:)`), within that format's size limit; relative image paths resolve against the file's
    /// folder.
    public static func load(path: String, options: DataFileOptions = DataFileOptions()) throws(InputError) -> Catalog {
        try parseFile(readFile(path: path), path: path, options: options)
    }

    /// The bytes of the catalogue file at `path`, within its format's size limit (`load`'s first step): mapped,
    /// not copied (`InputFile.map`), so that a file of hundreds of megabytes is read a few megabytes at a time. A
    /// compressed file (gzip, xz, bzip2, Zstandard: `Decompression`, told by its bytes) gives what it holds,
    /// decompressed into memory within the same limit; its format is its name's without the compression's
    /// extension (`trips.csv.gz` is a CSV).
    public static func readFile(path: String) throws(InputError) -> FileContents {
        let format = CatalogFormat(path: path)
        let file = try InputFile.map(path: path, kind: format.fileDescription, sizeLimit: format.sizeLimit)
        guard let compression = Decompression(head: file.data.prefix(6)) else { return file }
        // Data compresses a few times, at most some tens; past a hundred times its size a file is a "zip bomb".
        let limit = min(
            format.sizeLimit, max(Decompression.smallestLimit, file.data.count * Decompression.largestRatio))
        let data = try compression.decompressed(file.data, limit: limit, source: path)
        if data.starts(with: Data("SQLite format 3\0".utf8)) {
            throw InputError(
                source: path, path: compression.name,
                message: "a SQLite database compressed with \(compression.name): "
                    + "a database is read in place, a page at a time; decompress it first")
        }
        return FileContents(data)
    }

    /// Checks that the catalogue file at `path` can be read (it exists, is a regular file within its format's
    /// size limit, and opens), with the errors `readFile` would give, without reading it.
    public static func checkFile(path: String) throws(InputError) {
        let format = CatalogFormat(path: path)
        close(try InputFile.open(path: path, kind: format.fileDescription, sizeLimit: format.sizeLimit))
    }

    /// The catalogue of `data`, read from the file at `path` (`load`'s second step). A file of rows (CSV, TSV,
    /// JSON Lines) reports them to `progress` as they are read, with partial catalogues (see `parseRows`), and is
    /// titled after the file; a JSON document is read whole first, or — over `ResourceBudget.inputFileBytes` —
    /// item by item, reporting counts.
    ///
    /// A mapped file cut short while it is read (another program truncating it: the bytes past its new end read
    /// as zeros) is read again up to its new end, so what is read is what a copy of the file made then would
    /// give: a prefix of its rows, or the error of the row cut short.
    /// `options` says how to read a data file where the guess is not wanted (`DataFileOptions`).
    public static func parseFile(
        _ file: FileContents, path: String, options: DataFileOptions = DataFileOptions(),
        progress: ((Int, Catalog?) -> Void)? = nil
    ) throws(InputError) -> Catalog {
        let folder = CatalogPath.parent(of: CatalogPath.absolute(path))
        let name = URL(fileURLWithPath: Decompression.innerName(path)).deletingPathExtension().lastPathComponent
        var data = file.data
        while true {
            let outcome = Result { () throws(InputError) -> Catalog in
                try parseData(
                    data, pages: file.pages, source: path, baseDirectory: folder, title: name, itemLimit: itemLimit,
                    options: options, progress: progress)
            }
            guard let size = file.pages?.fileSize, size < data.count else { return try outcome.get() }
            data = data.prefix(max(size, 0))
        }
    }

    /// `parseFile` of bytes in memory.
    public static func parseFile(
        _ data: Data, path: String, options: DataFileOptions = DataFileOptions(),
        progress: ((Int, Catalog?) -> Void)? = nil
    ) throws(InputError) -> Catalog {
        try parseFile(FileContents(data), path: path, options: options, progress: progress)
    }

    /// Parses a catalogue; `source` names it in errors (usually the file's path) and becomes `sourcePath`;
    /// relative image paths resolve against `baseDirectory` (itself made absolute against the current
    /// directory when relative).
    public static func parse(data: Data, source: String, baseDirectory: String) throws(InputError) -> Catalog {
        try parse(data: data, source: source, baseDirectory: baseDirectory, itemLimit: itemLimit)
    }

    /// `parse(data:source:baseDirectory:)` with another item limit (tests use a small one). A document over
    /// `treeBytes` is walked item by item (`CatalogJSONDocumentReader`), telling `progress` of the items read;
    /// a smaller one is parsed into a tree and read from it.
    /// `pages` is the mapping `data` is (nil: bytes in memory).
    static func parse(
        data: Data, pages: MappedPages? = nil, source: String, baseDirectory: String, itemLimit: Int,
        treeBytes: Int = ResourceBudget.inputFileBytes,
        progress: ((Int, Catalog?) -> Void)? = nil
    ) throws(InputError) -> Catalog {
        let base = CatalogPath.absolute(baseDirectory)
        if data.count > treeBytes {
            return try CatalogJSONDocumentReader(baseDirectory: base, source: source, itemLimit: itemLimit)
                .catalog(data, pages: pages, progress: progress)
        }
        let root = JSONNode(root: try JSONValue.parse(data, source: source), source: source)
        var reader = CatalogReader(baseDirectory: base, itemLimit: itemLimit)
        return try reader.catalog(root, source: source)
    }

    /// Every item, depth first: a section's items, then its subsections' items, section by section.
    public var allItems: [CatalogItem] {
        var items: [CatalogItem] = []
        for section in sections { section.collectItems(into: &items) }
        return items
    }

    /// The number of items at any depth (`allItems.count` without building the array). - Complexity: O(sections).
    public var itemCount: Int { sections.reduce(0) { $0 + $1.itemCount } }

    /// Every section, depth first (a section before its subsections).
    public var allSections: [CatalogSection] {
        var result: [CatalogSection] = []
        for section in sections { section.collectSections(into: &result) }
        return result
    }

    /// The section with `id`, at any depth.
    public func section(id: String) -> CatalogSection? {
        for section in sections {
            if let found = section.section(id: id) { return found }
        }
        return nil
    }

    /// The item with `id`, in any section.
    public func item(id: String) -> CatalogItem? {
        for section in sections {
            if let found = section.item(id: id) { return found }
        }
        return nil
    }
}

/// A sidebar section: a title and optional symbolic icon, its items, and the sections nested in it (shown
/// under a disclosure triangle).
public struct CatalogSection: Sendable, Hashable, Identifiable {
    /// Unique among the catalogue's sections (items have their own namespace).
    public var id: String
    /// The sidebar title.
    public var title: String
    /// An icon name from the icon theme (`"folder-symbolic"`), if any.
    public var icon: String?
    /// The section's own items in file order (rows of a CSV or TSV file are decoded as they are read:
    /// `CatalogItems`).
    public var items: CatalogItems
    /// The nested sections in file order.
    public var sections: [CatalogSection]

    /// Creates a section.
    public init(
        id: String, title: String, icon: String? = nil, items: CatalogItems = [],
        sections: [CatalogSection] = []
    ) {
        self.id = id
        self.title = title
        self.icon = icon
        self.items = items
        self.sections = sections
    }

    /// The section's items followed by those of its subsections, depth first.
    public var allItems: [CatalogItem] {
        var items: [CatalogItem] = []
        collectItems(into: &items)
        return items
    }

    /// Whether `itemCount` is an estimate: some of the items are a source's that has not counted them.
    public var isCountEstimated: Bool { items.isCountEstimated || sections.contains { $0.isCountEstimated } }

    /// The number of the section's items and its subsections' (`allItems.count` without building the array).
    /// - Complexity: O(subsections).
    public var itemCount: Int { sections.reduce(items.count) { $0 + $1.itemCount } }

    /// This section or the one with `id` nested in it.
    public func section(id: String) -> CatalogSection? {
        if self.id == id { return self }
        for section in sections {
            if let found = section.section(id: id) { return found }
        }
        return nil
    }

    /// The item with `id` in this section or one nested in it.
    public func item(id: String) -> CatalogItem? {
        if let found = items.indices.first(where: { items.id(at: $0) == id }) { return items[found] }
        for section in sections {
            if let found = section.item(id: id) { return found }
        }
        return nil
    }

    func collectItems(into result: inout [CatalogItem]) {
        result.append(contentsOf: items)
        for section in sections { section.collectItems(into: &result) }
    }

    func collectSections(into result: inout [CatalogSection]) {
        result.append(self)
        for section in sections { section.collectSections(into: &result) }
    }
}

/// One entry of a section.
///
/// Its picture is the image when there is one, else the icon, else a swatch of its colour, else a generic
/// placeholder. With an icon, the colour tints it (symbolic icons are drawn in it); with an image, the colour
/// fills the tile while the image loads or when it cannot be read.
public struct CatalogItem: Sendable, Hashable, Identifiable {
    /// Unique among the catalogue's items.
    public var id: String
    /// The primary text.
    public var title: String
    /// The secondary text, if any (an empty subtitle in the file reads as none).
    public var subtitle: String?
    /// An icon name from the icon theme (`"folder-music"`), if any; never together with `imagePath`.
    public var icon: String?
    /// The absolute path of the item's image, if any. The file is not checked when the catalogue loads: a
    /// missing or unreadable image shows as a placeholder.
    public var imagePath: String?
    /// The item's colour, if any.
    public var color: CatalogColor?
    /// The file or folder the item stands for, exactly as named on disk (a folder listing's entries); nil for a
    /// catalogue's items and for names that are not UTF-8.
    public var filePath: String?
    /// Extra details as key–value pairs, in file order.
    public var metadata: [CatalogMetadata]
    /// An icon name drawn on the corner of the item's picture: a folder listing's symbolic links carry
    /// `emblem-symbolic-link`, as Files marks them. Catalogue files give none.
    public var emblem: String?

    /// Creates an item.
    public init(
        id: String, title: String, subtitle: String? = nil, icon: String? = nil, imagePath: String? = nil,
        color: CatalogColor? = nil, filePath: String? = nil, metadata: [CatalogMetadata] = []
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.imagePath = imagePath
        self.color = color
        self.filePath = filePath
        self.metadata = metadata
    }

    /// The value of metadata `key` (the first, should a key repeat in a hand-made item).
    public func metadata(_ key: String) -> String? {
        metadata.first { $0.key == key }?.value
    }
}

/// One line of an item's details: `Origin: Central Asia`.
public struct CatalogMetadata: Sendable, Hashable {
    /// The label.
    public var key: String
    /// The text (numbers in the file become text here: `52`, `3.5`).
    public var value: String

    /// Creates a pair.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

/// An sRGB colour with straight (not premultiplied) alpha, components in 0...1, read from `#rgb`,
/// `#rrggbb` or `#rrggbbaa`.
public struct CatalogColor: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a colour; components are clamped to 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (hex digits in either case); `nil` for anything else.
    public init?(hex: String) {
        let utf8 = Array(hex.utf8)
        guard utf8.first == UInt8(ascii: "#") else { return nil }
        var digits: [UInt8] = []
        for byte in utf8.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        let channels: [UInt8]
        switch digits.count {
        case 3: channels = digits.map { $0 << 4 | $0 } + [255]
        case 6: channels = stride(from: 0, to: 6, by: 2).map { digits[$0] << 4 | digits[$0 + 1] } + [255]
        case 8: channels = stride(from: 0, to: 8, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
        default: return nil
        }
        self.init(
            red: Double(channels[0]) / 255, green: Double(channels[1]) / 255, blue: Double(channels[2]) / 255,
            alpha: Double(channels[3]) / 255)
    }

    /// `#rrggbb` in lower case, or `#rrggbbaa` when not opaque (components rounded to 8 bits).
    public var hex: String {
        func byte(_ value: Double) -> String {
            let text = String(Int((value * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + ((alpha * 255).rounded() < 255 ? byte(alpha) : "")
    }

    public var description: String { hex }
}
