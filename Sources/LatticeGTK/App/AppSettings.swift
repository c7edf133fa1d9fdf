package import CGtk
import Foundation
import Gtk

/// The app's GSettings, found installed or, for uninstalled runs, compiled in the build directory.
///
/// Lookup order: the default schema sources (XDG data dirs, `GSETTINGS_SCHEMA_DIR`), then folders relative to
/// the running binary — an installed `../share/glib-2.0/schemas`, meson's build directory (`data/` next to
/// the binary), SwiftPM's (`.build/schemas`, compiled by `make`). Without a schema the app runs and remembers
/// nothing (`open` returns nil).
@MainActor
public final class AppSettings {
    let settings: UnsafeMutablePointer<GSettings>

    private init(_ settings: UnsafeMutablePointer<GSettings>) { self.settings = settings }

    /// The settings of schema `id`, or nil when no compiled schema can be found.
    public static func open(schemaID id: String, executable: String = CommandLine.arguments.first ?? "") -> AppSettings?
    {
        if let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, id, 1)
        {
            defer { g_settings_schema_unref(schema) }
            return AppSettings(g_settings_new_full(schema, nil, nil))
        }
        for directory in candidateDirectories(executable: executable)
        where FileManager.default.fileExists(atPath: directory + "/gschemas.compiled") {
            guard
                let source = g_settings_schema_source_new_from_directory(
                    directory, g_settings_schema_source_get_default(), 0, nil)
            else { continue }
            defer { g_settings_schema_source_unref(source) }
            guard let schema = g_settings_schema_source_lookup(source, id, 0) else { continue }
            defer { g_settings_schema_unref(schema) }
            return AppSettings(g_settings_new_full(schema, nil, nil))
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

    // MARK: Values

    public func bool(_ key: String) -> Bool { g_settings_get_boolean(settings, key) != 0 }
    public func set(_ key: String, _ value: Bool) { g_settings_set_boolean(settings, key, value ? 1 : 0) }

    public func int(_ key: String) -> Int { Int(g_settings_get_int(settings, key)) }
    /// Stores `value`, clamped into the key's range (an out-of-range value would be refused).
    public func set(_ key: String, _ value: Int) {
        _ = g_settings_set_int(settings, key, Int32(clamping: value))
    }

    public func double(_ key: String) -> Double { g_settings_get_double(settings, key) }
    public func set(_ key: String, _ value: Double) { g_settings_set_double(settings, key, value) }

    public func string(_ key: String) -> String {
        guard let value = g_settings_get_string(settings, key) else { return "" }
        defer { g_free(value) }
        return String(cString: value)
    }
    public func set(_ key: String, _ value: String) { g_settings_set_string(settings, key, value) }

    /// An `as` key.
    public func strings(_ key: String) -> [String] {
        guard let values = g_settings_get_strv(settings, key) else { return [] }
        defer { g_strfreev(values) }
        var result: [String] = []
        var index = 0
        while let value = values[index] {
            result.append(String(cString: value))
            index += 1
        }
        return result
    }

    public func set(_ key: String, _ values: [String]) {
        var pointers: [UnsafeMutablePointer<CChar>?] = values.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        pointers.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                _ = g_settings_set_strv(settings, key, $0)
            }
        }
    }

    /// An `a{ss}` key.
    public func dictionary(_ key: String) -> [String: String] {
        guard let variant = g_settings_get_value(settings, key) else { return [:] }
        defer { g_variant_unref(variant) }
        var result: [String: String] = [:]
        for index in 0..<g_variant_n_children(variant) {
            guard let entry = g_variant_get_child_value(variant, index) else { continue }
            defer { g_variant_unref(entry) }
            let name = g_variant_get_child_value(entry, 0), value = g_variant_get_child_value(entry, 1)
            defer {
                g_variant_unref(name)
                g_variant_unref(value)
            }
            result[String(cString: g_variant_get_string(name, nil))] = String(cString: g_variant_get_string(value, nil))
        }
        return result
    }

    public func set(_ key: String, _ dictionary: [String: String]) {
        let entryType = g_variant_type_new("{ss}")
        defer { g_variant_type_free(entryType) }
        var entries: [OpaquePointer?] = dictionary.sorted { $0.key < $1.key }.map { name, value in
            g_variant_new_dict_entry(g_variant_new_string(name), g_variant_new_string(value))
        }
        let array = g_variant_new_array(entryType, &entries, gsize(entries.count))
        _ = g_settings_set_value(settings, key, array)
    }

    /// Writes pending changes now (GSettings batches them; call before the process exits).
    public static func sync() { g_settings_sync() }
}
