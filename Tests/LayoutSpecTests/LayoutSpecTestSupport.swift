import Foundation
import LatticeLayout
import LayoutSpec

/// Parses `json` as a spec named `test.json`.
func parseSpec(_ json: String) throws(LayoutSpecError) -> LayoutSpec {
    try LayoutSpec.parse(data: Data(json.utf8), source: "test.json")
}

/// Parses and solves `json` (every element, or those meeting `rect`).
func solveSpec(_ json: String, rect: Rect? = nil) throws(LayoutSpecError) -> LayoutResult {
    try parseSpec(json).solve(in: rect)
}

/// The error parsing `json` throws, or `nil` when it parses.
func specError(_ json: String) -> LayoutSpecError? {
    do {
        _ = try parseSpec(json)
        return nil
    } catch {
        return error
    }
}

/// A spec of one container and the given sections (a JSON array's contents), with extra top-level members.
func specJSON(width: Double = 600, height: Double = 800, sections: String, extra: String = "") -> String {
    """
    {"container": {"width": \(width), "height": \(height)}, "sections": [\(sections)]\(extra.isEmpty ? "" : ", " + extra)}
    """
}

/// A section of `count` full-width rows `height` high (one item per group).
func rowsSectionJSON(count: Int, height: Double, extra: String = "") -> String {
    """
    {"itemCount": \(count), "group": {"axis": "horizontal",
      "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": \(height)}}, "count": 1,
      "item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}\(extra.isEmpty ? "" : ", " + extra)}
    """
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

extension LayoutResult {
    /// The cell frames of `section` in item order.
    func cells(section: Int = 0) -> [Rect] {
        attributes.filter { $0.category == .cell && $0.indexPath.section == section }
            .sorted { $0.indexPath < $1.indexPath }.map(\.frame)
    }

    /// The frames of the supplementaries of `kind` in `section`, in item order.
    func supplementaries(_ kind: String, section: Int = 0) -> [Rect] {
        attributes.filter { $0.category == .supplementary && $0.elementKind == kind && $0.indexPath.section == section }
            .map(\.frame)
    }

    /// The frames of the decorations of `kind` in `section`.
    func decorations(_ kind: String, section: Int = 0) -> [Rect] {
        attributes.filter { $0.category == .decoration && $0.elementKind == kind && $0.indexPath.section == section }
            .map(\.frame)
    }
}
