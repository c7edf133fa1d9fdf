import Gtk

extension BrowserWindow {
    /// Open… (Ctrl+O) and Open Folder… (Shift+Ctrl+O): a file chooser (the portal's when there is one) offering
    /// `openableFiles` first, or one choosing a folder; the choice opens through the application's "open" handler,
    /// in a window of its own, leaving this one as it is.
    func chooseToOpen(folder: Bool) {
        Dialogs.chooseFile(title: folder ? tr("Open Folder") : tr("Open File"), folder: folder, filter: openableFiles,
                           over: window) { [application] path in application.open(path: path) }
    }
}
