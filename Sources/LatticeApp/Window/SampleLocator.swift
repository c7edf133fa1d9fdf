import Foundation

/// Finds the bundled data: `$LATTICE_DATA_DIR`, the `data/` folder of the source tree next to the built binary
/// (`.build/debug/lattice` → `../../data`), an installed `share/lattice`, or the working directory's `data/`.
enum SampleLocator {
    /// The bundled sample catalogue, if it can be found.
    static var sampleCatalog: String? { dataDirectory.map { $0 + "/sample-catalog.json" } }

    /// The folder holding the bundled data.
    static var dataDirectory: String? {
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["LATTICE_DATA_DIR"] { candidates.append(explicit) }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("data").path)
            candidates.append(folder.appendingPathComponent("share/lattice").path)
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(FileManager.default.currentDirectoryPath + "/data")
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/sample-catalog.json") }
    }
}
