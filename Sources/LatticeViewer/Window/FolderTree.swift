import Catalog
import DiffableDataSource
import Folders

/// The sidebar's folder tree: an outline of folders keyed by `FileName.identity(ofPath:)` — so two folders
/// whose names differ only in Unicode normalisation are two rows, not one — with each key's path.
package struct FolderTree {
    /// The folders shown, by key; children are listed on first expand.
    var outline = SectionSnapshot<String>()
    private var paths: [String: String] = [:]

    /// The keys of `folderPaths`, each remembered with its path.
    mutating func keys(for folderPaths: [String]) -> [String] {
        folderPaths.map { path in
            let key = FileName.identity(ofPath: Array(path.utf8))
            paths[key] = path
            return key
        }
    }

    /// The path of the folder `key` stands for.
    func path(of key: String) -> String { paths[key] ?? key }

    /// The row title of the folder `key`: the last component of its path, shown inert (`FileName.shown`).
    func title(of key: String) -> String {
        let path = path(of: key)
        return path == "/" ? "/" : FileName.shown(String(path.split(separator: "/").last ?? "/"))
    }
}
