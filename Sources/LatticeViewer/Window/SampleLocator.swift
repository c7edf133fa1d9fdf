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

    /// The folder of Lattice's translations (`<lang>/LC_MESSAGES/lattice.mo`): `$LATTICE_LOCALE_DIR`, else the
    /// nearest `locale` or `share/locale` above the binary — as run or with links resolved — that holds one: the
    /// source tree's `.build/locale` that `make` compiles po/ into (for `.build/debug/lattice` and for the triple's
    /// `.build/x86_64-unknown-linux-gnu/debug/lattice` it links to), or an installed `share/locale` beside `bin`;
    /// nil: the system's.
    package static var localeDirectory: String? {
        let invoked = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        let candidates = [invoked, invoked.resolvingSymlinksInPath()].flatMap { executable in
            var folder = executable.deletingLastPathComponent()
            return (0..<3).flatMap { _ in
                folder = folder.deletingLastPathComponent()
                return [
                    folder.appendingPathComponent("locale").path, folder.appendingPathComponent("share/locale").path
                ]
            }
        }
        return Localization.catalogueDirectory(
            environment: "LATTICE_LOCALE_DIR", candidates: candidates, domain: "lattice")
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
