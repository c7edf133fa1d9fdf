import InputFiles
import JSONInput

/// Why a layout spec could not be read: which file, where in its JSON, and what was wrong.
///
/// The shared `InputError` of the `JSONInput` target. Its `description` is the one line the
/// `lattice layout` command prints after `lattice: `, for example
/// `spec.json: $.sections[0].group.count: expected a positive integer, got 0`. Errors about the file as a
/// whole (it is missing, not a regular file, too large, not JSON) have an empty `path`.
public typealias LayoutSpecError = InputError
