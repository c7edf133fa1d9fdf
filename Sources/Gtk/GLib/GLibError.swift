package import CGtk

/// A GLib `GError` as a Swift error: its domain, code and message, copied out before the GError is freed.
public struct GLibError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The error domain's name ("g-file-error-quark", "gdk-pixbuf-error-quark").
    public var domain: String
    /// The code within the domain.
    public var code: Int
    /// GLib's message, for people.
    public var message: String

    /// Copies `error` and frees it.
    package init(consuming error: UnsafeMutablePointer<GError>) {
        domain = g_quark_to_string(error.pointee.domain).map { String(cString: $0) } ?? "unknown"
        code = Int(error.pointee.code)
        message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
        g_error_free(error)
    }

    public var description: String { message }

    /// Runs a GLib call that reports failure through a `GError **` and returns its result, or throws the error
    /// (freed) — whatever the call returned alongside an error is discarded.
    package static func check<T>(
        _ call: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> T?
    ) throws(GLibError) -> T {
        var error: UnsafeMutablePointer<GError>?
        let result = call(&error)
        if let error { throw GLibError(consuming: error) }
        guard let result else {
            throw GLibError(domain: "lattice", code: 0, message: "the call failed without saying why")
        }
        return result
    }

    /// Runs a GLib call that says whether it succeeded and reports why not through a `GError **`: nil when it
    /// succeeded, else GLib's reason (the error freed), or `otherwise` when it failed without one.
    package static func reason(
        ifFailing call: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> gboolean,
        otherwise: String
    ) -> String? {
        var error: UnsafeMutablePointer<GError>?
        guard call(&error) == 0 else { return nil }
        return error.map { GLibError(consuming: $0).message } ?? otherwise
    }

    package init(domain: String, code: Int, message: String) {
        self.domain = domain
        self.code = code
        self.message = message
    }
}

/// The strings of a NULL-terminated array GLib handed over (`gchar **`), which it frees; none for NULL.
package func takingStrings(_ strv: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?) -> [String] {
    guard let strv else { return [] }
    defer { g_strfreev(strv) }
    var strings: [String] = []
    var index = 0
    while let string = strv[index] {
        strings.append(String(cString: string))
        index += 1
    }
    return strings
}
