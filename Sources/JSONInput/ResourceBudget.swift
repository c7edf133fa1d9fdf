/// What one input, option or decoded image may cost the process: the single place Lattice's budgets are set.
/// Past a budget an input is refused with an error naming it (a file, an option) or, for an image among many,
/// drawn as missing; nothing grows without bound. `docs/reliability.md` gives the contract and measured figures.
public enum ResourceBudget {
    /// The largest layout spec read, and the largest JSON catalogue read as a tree: 16 MiB (a tree costs about
    /// ten times the text). A larger JSON catalogue is walked item by item, as a file of rows is read.
    public static let inputFileBytes = 16 << 20
    /// The largest catalogue file read (CSV, TSV, JSON Lines, JSON): 2 GiB, what ten million (`Catalog.itemLimit`)
    /// JSON Lines items of a few fields take (10M books: 1.3 GB). Rows (and a large document's items) are checked
    /// in one pass and kept as where they start (32-bit offsets, so never past 4 GiB), each decoded when used:
    /// the memory is the file's bytes and the items.
    public static let rowFileBytes = 2 << 30
    /// The largest image file opened: 256 MiB (images are streamed to the decoder, never held whole).
    public static let imageFileBytes = 256 << 20
    /// The most pixels an image may have when its decoder makes it at full size before scaling (PNG, GIF,
    /// WebP, TIFF, …): 50 megapixels, 200 MB of decoded RGBA — checked from the file's header, before decoding.
    public static let fullDecodePixels = 50_000_000
    /// The same for JPEG, which decodes at down to 1/8 of each side when drawn small: 64 × `fullDecodePixels`.
    public static let scaledDecodePixels = 64 * fullDecodePixels
    /// The most items a `lattice bench` subcommand generates: as many as a catalogue may hold.
    public static let benchmarkItems = 10_000_000
    /// The largest bitmap `lattice render` draws: 64 Mi device pixels, 256 MiB as ARGB32 (8192 × 8192).
    public static let renderPixels = 64 << 20
}
