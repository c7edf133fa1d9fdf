import Foundation
import InputFiles
import JSONInput

/// Reads spec files safely: `InputFile` with messages that call the file a spec file — only regular files,
/// at most `sizeLimit` bytes, never blocking on a FIFO or a device and never reading an endless file such
/// as `/dev/zero`.
public enum SpecFile {
    /// The largest spec file read: 16 MiB.
    public static let sizeLimit = InputFile.sizeLimit

    /// The bytes of the regular file at `path`; errors name `path` as their source.
    public static func read(path: String) throws(LayoutSpecError) -> Data {
        try InputFile.read(path: path, kind: "spec file")
    }
}
