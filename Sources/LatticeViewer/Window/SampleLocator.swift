import Foundation
import Gtk

/// Finds the bundled data: `$LATTICE_DATA_DIR`, the `data/` folder of the source tree next to the built binary
/// (`.build/debug/lattice` → `../../data`), an installed `share/lattice`, or the working directory's `data/`.
package enum SampleLocator {
    /// The bundled sample catalogue, if it can be found.
    package static var sampleCatalog: String? { dataDirectory.map { $0 + "/sample-catalog.json" } }

    /// The application id: `io.github.lattice.Lattice`, or what meson installed next to the data (the
    /// development profile's `io.github.lattice.Lattice.Devel`).
    package static var applicationID: String {
        let fallback = "io.github.lattice.Lattice"
        guard let folder = dataDirectory, let text = try? String(contentsOfFile: folder + "/app-id", encoding: .utf8)
        else { return fallback }
        let id = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return id.hasPrefix(fallback) && id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." }) ? id : fallback
    }

    /// The folder of Lattice's translations (`<lang>/LC_MESSAGES/lattice.mo`): `$LATTICE_LOCALE_DIR`, the
    /// source tree's `.build/locale` that `make` compiles po/ into (`.build/debug/lattice` → `../locale`), or an
    /// installed `share/locale` next to the binary's `bin`; nil: the system's.
    package static var localeDirectory: String? {
        // The binary as run (`.build/debug/lattice`, a link into the triple's folder) and as resolved (an
        // installed `bin/lattice`, or a link to one).
        let invoked = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        let candidates = [invoked, invoked.resolvingSymlinksInPath()].flatMap { executable in
            let prefix = executable.deletingLastPathComponent().deletingLastPathComponent()
            return [prefix.appendingPathComponent("locale").path, prefix.appendingPathComponent("share/locale").path]
        }
        return Localization.catalogueDirectory(environment: "LATTICE_LOCALE_DIR", candidates: candidates, domain: "lattice")
    }

    /// The folder holding the bundled data.
    package static var dataDirectory: String? {
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
