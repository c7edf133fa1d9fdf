package import CGtk

/// GDK's file lists (drag and drop of files) to and from paths.
public enum FileList {
    /// The local paths of a `GdkFileList` (files without one — remote URIs — are left out).
    package static func paths(_ list: OpaquePointer) -> [String] {
        guard let files = gdk_file_list_get_files(list) else { return [] }
        defer { g_slist_free(files) }  // the list, not the files: they belong to the GdkFileList
        var paths: [String] = []
        var node: UnsafeMutablePointer<GSList>? = files
        while let current = node {
            if let file = current.pointee.data, let path = g_file_get_path(OpaquePointer(file)) {
                paths.append(String(cString: path))
                g_free(path)
            }
            node = current.pointee.next
        }
        return paths
    }

    /// The file URI of `path` ("file:///home/ada/My%20Notes.txt"), as GIO spells it: what the thumbnail cache keys
    /// by, and what clipboards and file managers take.
    public static func uri(ofPath path: String) -> String? {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let uri = g_file_get_uri(file) else { return nil }
        defer { g_free(uri) }
        return String(cString: uri)
    }

    /// A content provider offering `paths` as a file list (what Files and other apps accept as a drop).
    package static func contentProvider(for paths: [String]) -> UnsafeMutablePointer<GdkContentProvider>? {
        var files: [OpaquePointer?] = paths.map { g_file_new_for_path($0) }
        defer { for file in files { g_object_unref(UnsafeMutableRawPointer(file)) } }
        guard let list = gdk_file_list_new_from_array(&files, gsize(files.count)) else { return nil }
        var value = GValue()
        g_value_init(&value, gdk_file_list_get_type())
        g_value_take_boxed(&value, UnsafeRawPointer(list))
        defer { g_value_unset(&value) }
        return gdk_content_provider_new_for_value(&value)
    }
}
