/// When a long read (a folder listed, a catalogue parsed) reports progress, and when it hands over a partial
/// catalogue to show while it goes on: at 500 entries, then every 5,000 with a count, and a partial catalogue
/// again at 5,000, 50,000, 500,000 — each ten times the last, so showing them costs little next to the read.
package enum ProgressBatches {
    /// How many entries the first partial catalogue shows, and how often progress is reported after it.
    package static let first = 500, interval = 5_000

    /// Whether progress is reported at `read` entries.
    package static func isReport(_ read: Int) -> Bool { read % interval == 0 || read == first }

    /// Whether a partial catalogue goes with the progress report at `read` entries: 500, 5,000, 50,000, …
    package static func isPartial(_ read: Int) -> Bool {
        var batch = first
        while batch < read { batch *= 10 }
        return batch == read
    }
}
