import Catalog
import Foundation
import InputFiles
import JSONInput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension FolderListing {
    /// The sub-folders of the folder at `path` (links to folders included), in natural order, as absolute
    /// paths; hidden ones only with `showHidden`. Entries whose names are not valid UTF-8 are left out (a path
    /// could not name them). Cheap: no counting inside the sub-folders.
    public static func subfolders(
        of path: String, showHidden: Bool = false,
        format: ListingFormat = .english
    ) throws(InputError) -> [String] {
        let directory = try openFolder(path)
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var folders: [Entry] = []
        while let record = readdir(directory) {
            let name = entryName(record)
            guard isListed(name, showHidden: showHidden), let entry = Entry(name: name, in: descriptor),
                entry.kind == .folder, entry.isValidName
            else { continue }
            folders.append(entry)
        }
        folders = FolderSort.name.sorted(folders, format: format)
        let base = displayPath(path)
        return folders.map { (base == "/" ? "/" : base + "/") + $0.title }
    }
}
