import ArgumentParser
import LatticeViewer

/// `lattice render`'s frame of an animated change: a layout switch (`--from`), a zoom step (`--zoom FROM:TO`) and
/// how far it has run (`--progress`).
struct SwitchArguments: ParsableArguments {
    @Option(
        help:
            "Draw a frame of the animated switch from this layout (list or grid) to --layout (kept still: a selected item on screen, else the first one shown)."
    )
    var from: ViewMode?

    @Option(help: "With --from or a zoom change: the fraction of the switch's duration elapsed, 0...1.")
    var progress: Double?

    @Option(help: "Zoom level (ZOOM), or a zoom step (FROM:TO) drawn at --progress; levels are 0.5...2.")
    var zoom: String = "1"

    /// The zoom levels, before and after (equal when no zoom step is drawn); nil when `--zoom` is not one.
    var zoomLevels: (from: Double, to: Double)? {
        let parts = zoom.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 1 || parts.count == 2,
            parts.allSatisfy({ $0 != nil && $0!.isFinite && $0! >= 0.5 && $0! <= 2 })
        else { return nil }
        return (parts[0]!, parts[parts.count - 1]!)
    }

    /// Whether a change is drawn mid-way (a switch, or a zoom step), rather than a still frame.
    var drawsChange: Bool { from != nil || zoomLevels.map { $0.from != $0.to } == true }

    func validate() throws {
        guard zoomLevels != nil else {
            throw ValidationError("--zoom must be ZOOM or FROM:TO with levels within 0.5...2, got '\(zoom)'")
        }
        if let progress, !(progress.isFinite && progress >= 0 && progress <= 1) {
            throw ValidationError("--progress must be within 0...1, got \(progress)")
        }
        if progress != nil && !drawsChange {
            throw ValidationError("--progress needs --from or a zoom step (--zoom FROM:TO)")
        }
    }
}
