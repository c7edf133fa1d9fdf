internal import CGtk
import Gtk

/// Finds themed icons on disk without GTK: the Adwaita theme, then hicolor, PNG sizes first.
///
/// For a target size in device pixels it tries, in order: the PNG sizes at least as large (smallest first), a
/// scalable SVG (rendered at exactly the target size through gdk-pixbuf's SVG loader, when installed), then
/// the smaller PNG sizes (largest first). In each size directory every context (`actions`, `status`, …) is
/// searched for `NAME.symbolic.png` and then `NAME.png`.
struct IconLocator {
    /// A located icon file.
    struct File: Hashable {
        var path: String
        /// Drawn as a tinted mask.
        var isSymbolic: Bool
        /// An SVG to render at `renderSize`; PNGs load at their own size.
        var isScalable: Bool
    }

    static let pngSizes = [16, 22, 24, 32, 48, 64, 96, 256, 512]
    static let defaultRoots = ["/usr/share/icons/Adwaita", "/usr/share/icons/hicolor"]

    var roots: [String]
    /// The context subdirectories of each size directory, read once.
    private var contexts: [String: [String]] = [:]

    init(roots: [String] = IconLocator.defaultRoots) { self.roots = roots }

    /// The best file for `name` at `target` device pixels, or nil.
    mutating func locate(_ name: String, target: Int) -> File? {
        guard Self.isSafeName(name) else { return nil }
        let nameIsSymbolic = name.hasSuffix("-symbolic")
        let larger = Self.pngSizes.filter { $0 >= target }
        let smaller = Self.pngSizes.filter { $0 < target }.reversed()
        for size in larger {
            if let file = findPNG(name, size: size, nameIsSymbolic: nameIsSymbolic) { return file }
        }
        for root in roots {
            for directory in ["scalable", "scalable-up-to-32"] {
                for context in contexts(of: root + "/" + directory) {
                    let path = "\(root)/\(directory)/\(context)/\(name).svg"
                    if Self.isFile(path) { return File(path: path, isSymbolic: nameIsSymbolic, isScalable: true) }
                }
            }
        }
        for size in smaller {
            if let file = findPNG(name, size: size, nameIsSymbolic: nameIsSymbolic) { return file }
        }
        return nil
    }

    private mutating func findPNG(_ name: String, size: Int, nameIsSymbolic: Bool) -> File? {
        for root in roots {
            let directory = "\(root)/\(size)x\(size)"
            for context in contexts(of: directory) {
                let symbolic = "\(directory)/\(context)/\(name).symbolic.png"
                if Self.isFile(symbolic) { return File(path: symbolic, isSymbolic: true, isScalable: false) }
                let plain = "\(directory)/\(context)/\(name).png"
                if Self.isFile(plain) { return File(path: plain, isSymbolic: nameIsSymbolic, isScalable: false) }
            }
        }
        return nil
    }

    private mutating func contexts(of directory: String) -> [String] {
        if let known = contexts[directory] { return known }
        var names: [String] = []
        if let dir = g_dir_open(directory, 0, nil) {
            while let entry = g_dir_read_name(dir) {
                let name = String(cString: entry)
                if g_file_test(directory + "/" + name, G_FILE_TEST_IS_DIR) != 0 { names.append(name) }
            }
            g_dir_close(dir)
        }
        names.sort()
        contexts[directory] = names
        return names
    }

    private static func isFile(_ path: String) -> Bool { g_file_test(path, G_FILE_TEST_IS_REGULAR) != 0 }

    /// Icon names are single path components of ordinary characters.
    static func isSafeName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 255 && name != "." && name != ".." && !name.contains("/")
            && !name.utf8.contains(0)
    }
}
