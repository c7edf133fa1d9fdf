internal import CGtk

/// A schema's settings (GSettings): typed values by key, one owned reference (released when the object goes),
/// and its change signal as a closure. Made only for a schema that is there: GLib ends the process when asked for
/// a schema it cannot find, so `installed` and `compiled(schema:in:)` look first and answer nil.
@MainActor
public final class Settings: Object {
    private var settings: UnsafeMutablePointer<GSettings> { pointer(as: GSettings.self) }

    private init(_ settings: UnsafeMutablePointer<GSettings>) { super.init(adopting: settings) }

    /// The settings of the installed schema `id` (the default schema sources: XDG data dirs,
    /// `GSETTINGS_SCHEMA_DIR`), when it is installed and, given `key`, has that key; nil otherwise.
    public static func installed(schema id: String, havingKey key: String? = nil) -> Settings? {
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, id, 1)
        else { return nil }
        defer { g_settings_schema_unref(schema) }
        if let key, g_settings_schema_has_key(schema, key) == 0 { return nil }
        return g_settings_new_full(schema, nil, nil).map(Settings.init)
    }

    /// The settings of schema `id` compiled into `directory` (its `gschemas.compiled`: an uninstalled build's),
    /// its defaults over the installed schemas'; nil when the directory does not hold it.
    public static func compiled(schema id: String, in directory: String) -> Settings? {
        guard
            let source = g_settings_schema_source_new_from_directory(
                directory, g_settings_schema_source_get_default(), 0, nil)
        else { return nil }
        defer { g_settings_schema_source_unref(source) }
        guard let schema = g_settings_schema_source_lookup(source, id, 0) else { return nil }
        defer { g_settings_schema_unref(schema) }
        return g_settings_new_full(schema, nil, nil).map(Settings.init)
    }

    /// Runs `body` after any key changes (by this app or another: GSettings' "changed").
    @discardableResult
    public func onChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection(object: object, id: connectIgnoringArgument(object, "changed", body))
    }

    /// Writes every app's pending changes now (GSettings batches them; call before the process exits).
    public static func sync() { g_settings_sync() }

    // MARK: Values

    /// A `b` key.
    public func bool(_ key: String) -> Bool { g_settings_get_boolean(settings, key) != 0 }
    /// Stores the `b` key.
    public func set(_ key: String, _ value: Bool) { g_settings_set_boolean(settings, key, value ? 1 : 0) }

    /// An `i` key.
    public func int(_ key: String) -> Int { Int(g_settings_get_int(settings, key)) }
    /// Stores `value`, clamped into the key's range (an out-of-range value would be refused).
    public func set(_ key: String, _ value: Int) { _ = g_settings_set_int(settings, key, Int32(clamping: value)) }

    /// A `d` key.
    public func double(_ key: String) -> Double { g_settings_get_double(settings, key) }
    /// Stores the `d` key.
    public func set(_ key: String, _ value: Double) { g_settings_set_double(settings, key, value) }

    /// An `s` key.
    public func string(_ key: String) -> String {
        guard let value = g_settings_get_string(settings, key) else { return "" }
        defer { g_free(value) }
        return String(cString: value)
    }
    /// Stores the `s` key.
    public func set(_ key: String, _ value: String) { g_settings_set_string(settings, key, value) }

    /// An `as` key.
    public func strings(_ key: String) -> [String] {
        takingStrings(g_settings_get_strv(settings, key))
    }

    /// Stores the `as` key.
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

    /// Stores the `a{ss}` key.
    public func set(_ key: String, _ dictionary: [String: String]) {
        let entryType = g_variant_type_new("{ss}")
        defer { g_variant_type_free(entryType) }
        var entries: [OpaquePointer?] = dictionary.sorted { $0.key < $1.key }.map { name, value in
            g_variant_new_dict_entry(g_variant_new_string(name), g_variant_new_string(value))
        }
        let array = g_variant_new_array(entryType, &entries, gsize(entries.count))
        _ = g_settings_set_value(settings, key, array)
    }
}
