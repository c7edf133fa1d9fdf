import Catalog
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A search through the folders under a folder, as Files searches: names that match, wherever they are below it.
public struct FolderSearch: Sendable {
    /// The folder searched under (its own entries are its listing's, not the search's).
    public var root: String
    /// Whether hidden entries are searched and hidden folders entered.
    public var showHidden: Bool
    /// The order of each folder's matches.
    public var sort: FolderSort
    /// The most matches gathered; the search stops there.
    public var limit: Int
    /// The most folders entered; the search stops there.
    public var folderLimit: Int
    /// How the matches' sizes, times and words are written (and types named for a sort by type).
    public var format: ListingFormat
    /// How the ids of the sections found begin ("found:Reports/2026"): no folder listing's section id does.
    public static let sectionPrefix = "found:"

    /// A search under `root`.
    public init(
        root: String, showHidden: Bool = false, sort: FolderSort = .name, limit: Int = 10_000,
        folderLimit: Int = 100_000, format: ListingFormat = .english
    ) {
        self.root = root
        self.showHidden = showHidden
        self.sort = sort
        self.limit = limit
        self.folderLimit = folderLimit
        self.format = format
    }

    /// Walks the folders under `root`, breadth first and each folder's sub-folders in name order (nearer matches
    /// first; links to folders are not followed, so a loop cannot hold it), and gathers the entries whose names
    /// `matches` says: one section per folder holding some, titled by its path from `root` ("Reports › 2026"), its
    /// matches in `sort`'s order. `found` hears the sections so far as they grow (at most every `interval`
    /// seconds, on the thread searching); the result is every section, or nil when `isCancelled` said so (asked
    /// between folders and every 4,096 entries). Folders that cannot be read are passed over.
    public func run(
        matches: (String) -> Bool, interval: Double = 0.1, isCancelled: () -> Bool = { false },
        found: ([CatalogSection]) -> Void = { _ in }
    ) -> [CatalogSection]? {
        let base = FolderListing.displayPath(root)
        var queue: [(path: String, trail: [String])] = [(base, [])]
        var next = 0, entered = 0, gathered = 0, read = 0
        var sections: [CatalogSection] = []
        var reported = Date()
        while next < queue.count && entered < folderLimit && gathered < limit {
            if isCancelled() { return nil }
            let (path, trail) = queue[next]
            next += 1
            guard let directory = opendir(path) else { continue }
            entered += 1
            let descriptor = dirfd(directory)
            var hits: [FolderEntry] = [], subfolders: [FolderEntry] = []
            while let record = readdir(directory) {
                read += 1
                if read & 4095 == 0 && isCancelled() {
                    closedir(directory)
                    return nil
                }
                let name = FolderListing.entryName(record)
                guard FolderListing.isListed(name, showHidden: showHidden),
                    let entry = FolderEntry(name: name, in: descriptor)
                else { continue }
                if entry.kind == .folder && !entry.isLink && entry.isValidName { subfolders.append(entry) }
                if !trail.isEmpty && matches(entry.title) && gathered < limit {
                    hits.append(entry)
                    gathered += 1
                }
            }
            closedir(directory)
            // Sub-folders in name order, so the walk is the same whatever order the file system lists them in.
            for entry in subfolders.sorted(by: FolderEntry.precedes) {
                queue.append(((path == "/" ? "/" : path + "/") + entry.title, trail + [entry.title]))
            }
            guard !hits.isEmpty else { continue }
            let items = sort.sorted(hits, format: format).map {
                $0.item(folder: path, childCount: nil, format: format, isCounted: false)
            }
            sections.append(
                CatalogSection(
                    id: Self.sectionPrefix + trail.joined(separator: "/"),
                    title: trail.map(FileName.shown).joined(separator: " › "),
                    icon: "folder-symbolic", items: CatalogItems(items)))
            if Date().timeIntervalSince(reported) >= interval {
                reported = Date()
                found(sections)
            }
        }
        return sections
    }
}
