import CGtk
import Testing

@testable import Gtk

/// Files dragged out of the window and dropped on it travel as GDK file lists.
@MainActor @Suite struct FileListTests {
    @Test func pathsRoundTripThroughAContentProvider() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let paths = ["/tmp/a photo.jpg", "/home/ada/Documents", "/tmp/ünïcode.txt"]
        let provider = try #require(FileList.contentProvider(for: paths))
        defer { g_object_unref(UnsafeMutableRawPointer(provider)) }
        var value = GValue()
        g_value_init(&value, gdk_file_list_get_type())
        defer { g_value_unset(&value) }
        _ = try GLibError.check { gdk_content_provider_get_value(provider, &value, $0) != 0 ? true : nil }
        let list = try #require(g_value_get_boxed(&value))
        #expect(FileList.paths(OpaquePointer(list)) == paths)
        // The provider offers the file-list type (GDK serializes it to text/uri-list for other apps).
        let formats = try #require(gdk_content_provider_ref_formats(provider))
        defer { gdk_content_formats_unref(formats) }
        #expect(gdk_content_formats_contain_gtype(formats, gdk_file_list_get_type()) != 0)
    }
}
