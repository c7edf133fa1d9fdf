import ArgumentParser
import Foundation
import GtkShell

/// The `lattice` command: the viewer and its tools.
@main
struct Lattice: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lattice",
        abstract: "A list and grid viewer for the Linux desktop, and the tools of its layout engine.",
        subcommands: [OpenCommand.self, RenderCommand.self, LayoutCommand.self, BenchCommand.self],
        defaultSubcommand: OpenCommand.self)

    /// Runs the command line; usage errors exit with status 2 (the contract in DESIGN.md), where
    /// swift-argument-parser would use EX_USAGE (64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error).rawValue == ExitCode.validationFailure.rawValue {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                exit(withError: ExitCode(2))
            }
            exit(withError: error)
        }
    }
}

/// `lattice [PATH]`: open the viewer on a folder, a catalogue file or the bundled sample.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the viewer on PATH (a folder or a catalogue), or on the bundled sample.")

    @Argument(help: "A folder or a catalogue file; the bundled sample when omitted.")
    var path: String?

    func run() throws {
        // The GTK window is built in a later milestone; until then this says what it will do, honestly.
        let target = path ?? "the bundled sample catalogue in data/"
        print("lattice: the viewer window is not built yet; it will open \(target).")
        print("lattice: GTK \(GtkRuntime.version) is available; the layout engine runs today:")
        print("  lattice layout data/layouts/three-column-grid.json   # frames of a layout spec, as JSON")
        print("  lattice bench layout --items 1000000 --layout grid    # engine figures, key=value")
    }
}
