internal import CGtk
import Foundation

/// Facts about the GTK library the shell runs on.
public enum GtkRuntime {
    /// The GTK version linked at run time, e.g. "4.8.3".
    public static var version: String {
        "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
    }
}

extension GtkRuntime {
    /// Lays every widget out right to left (or left to right) whatever the locale says — GTK's default text
    /// direction, which widgets without one of their own follow (and tell through `direction-changed`).
    @MainActor
    public static func setDefaultDirection(rightToLeft: Bool) {
        gtk_widget_set_default_direction(rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    }

    /// Asks GTK's widgets for the dark (or light) style, as `gtk-application-prefer-dark-theme` does.
    /// Call after GTK is initialised.
    @MainActor
    public static func preferDarkStyle(_ dark: Bool) {
        DisplaySettings.set("gtk-application-prefer-dark-theme", to: dark)
    }
}

extension GtkRuntime {
    /// Tunes glibc's allocator for GTK's frames; call first thing in `main`.
    ///
    /// GTK's software renderer takes a new window-sized image every frame (8 MB at 1920×1080). glibc serves
    /// blocks that large with mmap (or trims them off the heap top once its dynamic thresholds drift), so
    /// each comes as fresh zeroed pages, a page fault apiece. Fixed thresholds above a 4K frame buffer keep
    /// such blocks in the heap, where the next frame reuses them. With the canvas drawing render nodes, frame
    /// times are the same either way; what the thresholds save is peak RSS.
    public static func keepFrameBuffersInTheHeap() {
        _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 128 << 20)
    }

    /// How GLib shows the file name `bytes` (any bytes, as a file system holds them) to a user: decoded in the
    /// file names' encoding (`G_FILENAME_ENCODING`, UTF-8 by default), bytes that do not decode shown as U+FFFD
    /// (`g_filename_display_name`).
    public static func displayName(ofFilename bytes: [UInt8]) -> String {
        let shown = (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
            g_filename_display_name($0.baseAddress)
        }
        defer { g_free(shown) }
        return shown.map { String(cString: $0) } ?? String(decoding: bytes, as: UTF8.self)
    }

    /// Gives the pages of memory freed inside malloc's heaps back to the system: call after work that allocated
    /// and freed much, such as reading a large catalogue (an id table's slots before it grew, the arrays a second
    /// half's thread held in its own arena). With the thresholds `keepFrameBuffersInTheHeap` sets, glibc
    /// keeps such blocks resident until they are reused. - Complexity: one pass over malloc's free blocks.
    public static func giveBackFreedMemory() {
        _ = malloc_trim(0)
    }
}

extension GtkRuntime {
    /// Lets the icon theme find icons under `folder` (a `hicolor/…/apps` tree): an uninstalled build's own
    /// app icon, from the source tree's `data/icons`. Call after GTK is initialised.
    @MainActor
    public static func addIconSearchPath(_ folder: String) {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else {
            return
        }
        gtk_icon_theme_add_search_path(theme, folder)
    }
}

extension GtkRuntime {
    /// Keeps GDK from loading a GL driver when GTK was asked to render in software (`GSK_RENDERER=cairo`);
    /// call first thing in `main`, before GTK is initialised.
    ///
    /// GDK on X11 opens GL while choosing the window's visual whatever the renderer, which maps Mesa's
    /// software driver and LLVM — a large share of the process's resident memory — for a renderer that never
    /// draws with it (`docs/performance.md`, "The floor"). Other renderers, and a `GDK_DEBUG` that already
    /// says, are left alone.
    public static func leaveOutGLWhenRenderingInSoftware() {
        let environment = ProcessInfo.processInfo.environment
        guard let flags = gdkDebugFlags(renderer: environment["GSK_RENDERER"], debug: environment["GDK_DEBUG"]) else {
            return
        }
        setenv("GDK_DEBUG", flags, 1)
    }

    /// The `GDK_DEBUG` value that leaves GL out for `renderer` (`GSK_RENDERER`), keeping the flags already in
    /// `debug`; nil when nothing should change (another renderer, or GL already left out).
    static func gdkDebugFlags(renderer: String?, debug: String?) -> String? {
        guard renderer?.trimmingCharacters(in: .whitespaces).lowercased() == "cairo" else { return nil }
        let flags = (debug ?? "").split(whereSeparator: { ",: ;\t".contains($0) }).map { String($0) }
        guard !flags.contains("gl-disable") else { return nil }
        return (flags + ["gl-disable"]).joined(separator: ",")
    }
}
