import Foundation
import Gtk

/// The app's GSettings, found installed or, for uninstalled runs, compiled in the build directory.
///
/// Lookup order: the default schema sources (XDG data dirs, `GSETTINGS_SCHEMA_DIR`), then folders relative to
/// the running binary — an installed `../share/glib-2.0/schemas`, meson's build directory (`data/` next to
/// the binary), SwiftPM's (`.build/schemas`, compiled by `make`). Without a schema the app runs and remembers
/// nothing (`open` returns nil). The settings are the typed layer's `Settings` (one owned GSettings).
@MainActor
public enum AppSettings {
    /// The settings of schema `id`, or nil when no compiled schema can be found.
    public static func open(schemaID id: String, executable: String = CommandLine.arguments.first ?? "") -> Settings? {
        if let installed = Settings.installed(schema: id) { return installed }
        for directory in candidateDirectories(executable: executable)
        where FileManager.default.fileExists(atPath: directory + "/gschemas.compiled") {
            if let settings = Settings.compiled(schema: id, in: directory) { return settings }
        }
        return nil
    }

    /// Where an uninstalled or relocated build keeps its compiled schema, relative to the binary.
    /// Both the path as run and with symbolic links resolved (`.build/debug` is a link to the triple's folder).
    static func candidateDirectories(executable: String) -> [String] {
        let given = URL(fileURLWithPath: executable)
        var directories: [String] = []
        for binary in [given, given.resolvingSymlinksInPath()].map({ $0.deletingLastPathComponent() }) {
            for relative in [
                "../share/glib-2.0/schemas",  // installed prefix
                "data",  // meson build dir
                "../schemas"
            ] {  // .build/debug → .build/schemas
                let directory = binary.appendingPathComponent(relative).standardized.path
                if !directories.contains(directory) { directories.append(directory) }
            }
        }
        return directories
    }

    /// Writes pending changes now (GSettings batches them; call before the process exits).
    public static func sync() { Settings.sync() }
}
