/// How large an input file may be: past a budget it is refused with an error naming it. Each tool keeps its own
/// budgets beside the code they bound (an image's in `PixbufLoader`, a render's in `lattice render`, a benchmark's
/// in `lattice bench`); `docs/reliability.md` lists them all, with measured figures.
public enum ResourceBudget {
    /// The largest layout spec read, and the largest JSON catalogue read as a tree: 16 MiB (a tree costs about
    /// ten times the text). A larger JSON catalogue is walked item by item, as a file of rows is read.
    public static let inputFileBytes = 16 << 20
    /// The largest catalogue file read (CSV, TSV, JSON Lines, JSON): 2 GiB, what ten million (`Catalog.itemLimit`)
    /// JSON Lines items of a few fields take (10M books: 1.3 GB). Rows (and a large document's items) are checked
    /// in one pass and kept as where they start (32-bit offsets, so never past 4 GiB), each decoded when used:
    /// the memory is the file's bytes and the items.
    public static let rowFileBytes = 2 << 30
}
