extension FolderListing {
    /// How many entries the early partial catalogue shows, and how often progress is reported after it.
    static let firstBatch = 500, progressInterval = 5_000

    /// Whether a partial catalogue goes with the progress report at `read` entries: 500, 5,000, 50,000, …
    static func isPartialBatch(_ read: Int) -> Bool {
        var batch = firstBatch
        while batch < read { batch *= 10 }
        return batch == read
    }
}
