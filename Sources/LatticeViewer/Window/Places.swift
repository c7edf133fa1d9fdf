import Catalog
import Folders
import Foundation
import Gtk
import LatticeGTK

/// The places a folder window's sidebar offers: home and the XDG user folders that exist.
enum Places {
    /// The home folder: `$HOME` as GLib and the desktop take it (Foundation's `NSHomeDirectory()` reads the
    /// password database instead).
    static var home: String {
        ProcessInfo.processInfo.environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
    }

    /// Home, then Desktop, Documents, Downloads, Music, Pictures, Videos (those that exist and differ from home).
    @MainActor
    static func current() -> [CatalogScene.Place] {
        let home = Self.home
        var places = [CatalogScene.Place(path: home, title: tr("Home"), icon: "user-home-symbolic")]
        for (directory, icon) in UserDirectories.all {
            guard let path = UserDirectories.path(of: directory), path != home,
                FileManager.default.fileExists(atPath: path)
            else { continue }
            places.append(
                CatalogScene.Place(
                    path: path, title: FileName.shown(URL(fileURLWithPath: path).lastPathComponent), icon: icon))
        }
        return places
    }
}
