/// Why an input file (a layout spec, a catalogue, …) could not be read: which file, where in its JSON, and
/// what was wrong.
///
/// Its `description` is the one line a command prints after `lattice: `, for example
/// `spec.json: $.sections[0].group.count: expected a positive integer, got 0`. Errors about the file as a
/// whole (it is missing, not a regular file, too large, not JSON) have an empty `path`.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (or other source name) the input came from.
    public var source: String
    /// The JSON path of the offending value (`$.sections[0].group.size.width`), or empty for the whole file.
    public var path: String
    /// What was wrong.
    public var message: String

    /// Creates an error.
    public init(source: String, path: String, message: String) {
        self.source = source
        self.path = path
        self.message = message
    }

    /// `SOURCE: PATH: MESSAGE`, or `SOURCE: MESSAGE` when the path is empty.
    public var description: String {
        path.isEmpty ? "\(source): \(message)" : "\(source): \(path): \(message)"
    }
}
