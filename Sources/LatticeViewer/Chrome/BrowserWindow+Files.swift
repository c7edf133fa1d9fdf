import Gtk

extension BrowserWindow {
    /// Puts the files at `paths` on the clipboard as Files does (`Clipboard.setFiles`).
    func copyFiles(_ paths: [String]) { window.clipboard.setFiles(paths) }

    /// Offers the applications that open the file at `path`, then opens it with the one chosen; a launch that
    /// fails says why in a dialog.
    func openWith(path: String) {
        let name = HeaderTitles.labelText(path.split(separator: "/").last.map(String.init) ?? path)
        Dialogs.openWith(path: path, over: window) { [weak self] reason in
            self?.showError(tr("Could not open “%s”", name), detail: reason)
        }
    }

    /// Shows the files at `paths` in the file manager, selected in their folder; without one on the session bus,
    /// opens the first one's folder.
    func showInFileManager(_ paths: [String]) {
        guard let first = paths.first else { return }
        let folder = String(first[..<(first.lastIndex(of: "/") ?? first.startIndex)])
        Launcher.showInFileManager(paths) { [weak self] in self?.showFile(path: folder.isEmpty ? "/" : folder) }
    }
}
