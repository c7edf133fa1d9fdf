internal import CGtk

/// The XDG user folders (Desktop, Documents, …) as the desktop names them (GLib reads user-dirs.dirs).
public enum UserDirectories {
    /// One of the user folders.
    public enum Directory: CaseIterable, Sendable {
        case desktop, documents, downloads, music, pictures, videos

        var glib: GUserDirectory {
            switch self {
            case .desktop: G_USER_DIRECTORY_DESKTOP
            case .documents: G_USER_DIRECTORY_DOCUMENTS
            case .downloads: G_USER_DIRECTORY_DOWNLOAD
            case .music: G_USER_DIRECTORY_MUSIC
            case .pictures: G_USER_DIRECTORY_PICTURES
            case .videos: G_USER_DIRECTORY_VIDEOS
            }
        }
    }

    /// Every user folder with its symbolic icon, in the order Files lists them.
    public static let all: [(Directory, String)] = [
        (.desktop, "user-desktop-symbolic"), (.documents, "folder-documents-symbolic"),
        (.downloads, "folder-download-symbolic"), (.music, "folder-music-symbolic"),
        (.pictures, "folder-pictures-symbolic"), (.videos, "folder-videos-symbolic")
    ]

    /// The user's home folder (GLib's `g_get_home_dir`), if there is one.
    public static var home: String? { g_get_home_dir().map { String(cString: $0) } }

    /// The folder's path, if the desktop defines one.
    public static func path(of directory: Directory) -> String? {
        g_get_user_special_dir(directory.glib).map { String(cString: $0) }
    }
}
