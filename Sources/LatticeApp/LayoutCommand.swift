import ArgumentParser
import Foundation
import LatticeLayout
import LayoutSpec

/// `lattice layout SPEC.json [--rect X,Y,W,H]`: solves a JSON layout spec with the layout engine alone and
/// prints every element's frame as JSON (see docs/layout-spec.md).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve a JSON layout spec with the layout engine alone and print the elements' frames as JSON.",
        discussion: """
            Prints {"contentSize": …, "elements": [...]} on standard output: every element (all self-sizing \
            elements measured, orthogonal sections at scroll offset 0), or with --rect only those meeting the \
            rect. A bad spec prints one line naming the file and the JSON path on standard error and exits 1. \
            The spec format is described in docs/layout-spec.md.
            """)

    @Argument(help: ArgumentHelp("The layout spec (a JSON file).", valueName: "spec"))
    var spec: String

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Print only the elements meeting this rect (write --rect=-10,0,600,800 when X is negative).",
            valueName: "x,y,w,h"),
        transform: LayoutCommand.parseRect)
    var rect: Rect?

    func run() throws {
        let result: LayoutResult
        do {
            result = try LayoutSpec.load(path: spec).solve(in: rect)
        } catch {
            FileHandle.standardError.write(Data("lattice: \(error)\n".utf8))
            throw ExitCode(1)
        }
        FileHandle.standardOutput.write(Data(result.json.utf8))
    }

    /// Parses `X,Y,W,H`: four finite numbers, the width and height non-negative.
    static func parseRect(_ argument: String) throws -> Rect {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 4 else {
            throw ValidationError("expected four comma-separated numbers X,Y,W,H")
        }
        var values: [Double] = []
        for (name, part) in zip(["X", "Y", "W", "H"], parts) {
            guard let value = Double(part), value.isFinite else {
                throw ValidationError("\(name) must be a finite number, got '\(part)'")
            }
            values.append(value)
        }
        guard values[2] >= 0, values[3] >= 0 else {
            throw ValidationError("W and H must not be negative")
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}
