import Gtk

extension BrowserWindow {
    /// Open… (Ctrl+O) and Open Folder… (Shift+Ctrl+O): a file chooser (the portal's when there is one) offering
    /// `openableFiles` first, or one choosing a folder; the choice opens through the application's "open" handler,
    /// in a window of its own, leaving this one as it is.
    func chooseToOpen(folder: Bool) {
        Dialogs.chooseFile(
            title: folder ? tr("Open Folder") : tr("Open File"), folder: folder, filter: openableFiles,
            over: window
        ) { [application] path in application.open(path: path) }
    }

    /// Connect to Server…: a database's location typed as for `psql` (a `postgresql://` URI, `host=… dbname=…`,
    /// `service=…`; `#schema.table` for one table), opened in a window of its own, as GNOME Files' "Connect to
    /// Server" opens a server's address.
    func askToConnect() {
        // TRANSLATORS: an example of a database's address; translate "user", "host" and "database" only.
        let example = tr("postgresql://user@host/database")
        let request = Dialogs.TextRequest(
            title: tr("Connect to Server"), prompt: tr("Database address, as psql takes it"),
            placeholder: example, action: tr("Connect"))
        Dialogs.askText(request, cancel: tr("Cancel"), over: window) { [weak self] location in
            self?.requests.openLocation?(location)
        }
    }
}
