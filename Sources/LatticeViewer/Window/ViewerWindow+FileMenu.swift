import Catalog
import Folders
import Foundation
import Gtk
import LatticeGTK

extension ViewerWindow {
    /// A folder window's entries for the files under a right-click, as Files offers them: Open, Open With Other
    /// Application…, Copy (the files, for pasting in a file manager; their paths in a text field), Copy Location,
    /// and — for a match a search found in a folder below — Open Item Location. `items` are the selected entries
    /// (the clicked one among them); entries that only make sense for one show for one.
    func fileMenuEntries(for item: CatalogItem, items: [CatalogItem]) -> [MenuEntry] {
        guard let folder, let path = item.filePath else { return [] }
        let paths = items.compactMap(\.filePath)
        let isFolder = FolderListing.isFolder(path)
        var entries = [MenuEntry(tr("_Open")) { [weak self] in self?.activateFolderItem(item) }]
        if !isFolder && paths.count == 1 {
            entries.append(
                MenuEntry(tr("Open _With Other Application…")) { [weak self] in self?.window.openWith(path: path) })
        }
        entries.append(
            // TRANSLATORS: copies the files (to paste them in a file manager); %d is how many.
            MenuEntry(trn("_Copy", "_Copy %d Items", paths.count)) { [weak self] in
                self?.window.copyFiles(paths)
            })
        entries.append(
            MenuEntry(tr("Copy _Location")) { [weak self] in
                self?.mainCanvas.copyToClipboard(paths.joined(separator: "\n"))
            })
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
        if paths.count == 1 && parent != URL(fileURLWithPath: folder.path).standardizedFileURL.path {
            entries.append(MenuEntry(tr("Open _Item Location")) { [weak self] in self?.navigate(to: parent) })
        }
        return entries
    }
}
