import JSONInput
import LatticeLayout

/// What solving a spec gives: the content size and every element's attributes, sorted as printed.
public struct LayoutResult: Sendable {
    /// The content size after every measurement.
    public var contentSize: Size
    /// The elements, in `LayoutOutput.sorted` order.
    public var attributes: [LayoutAttributes]

    /// Creates a result; `attributes` are sorted.
    public init(contentSize: Size, attributes: [LayoutAttributes]) {
        self.contentSize = contentSize
        self.attributes = LayoutOutput.sorted(attributes)
    }

    /// The JSON `lattice layout` prints.
    public var json: String { LayoutOutput.json(attributes: attributes, contentSize: contentSize) }
}

/// The JSON output of `lattice layout`: deterministic order, stable keys, integers without a fraction.
///
/// ```
/// {
///   "contentSize": {"width": 600, "height": 240},
///   "elements": [
///     {"category": "cell", "elementKind": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 200, "height": 120}}
///   ]
/// }
/// ```
public enum LayoutOutput {
    /// The output document for `attributes` (sorted here) and `contentSize`.
    public static func json(attributes: [LayoutAttributes], contentSize: Size) -> String {
        var out =
            "{\n  \"contentSize\": {\"width\": \(format(contentSize.width)), \"height\": \(format(contentSize.height))},\n"
        let sorted = sorted(attributes)
        if sorted.isEmpty {
            out += "  \"elements\": []\n}\n"
            return out
        }
        out += "  \"elements\": [\n"
        for (index, element) in sorted.enumerated() {
            out += "    " + json(element) + (index == sorted.count - 1 ? "\n" : ",\n")
        }
        out += "  ]\n}\n"
        return out
    }

    /// One element as a single-line JSON object.
    public static func json(_ element: LayoutAttributes) -> String {
        let frame = element.frame
        return "{\"category\": \(quoted(element.category.rawValue)), \"elementKind\": \(quoted(element.elementKind)), "
            + "\"section\": \(element.indexPath.section), \"item\": \(element.indexPath.item), "
            + "\"frame\": {\"x\": \(format(frame.minX)), \"y\": \(format(frame.minY)), "
            + "\"width\": \(format(frame.width)), \"height\": \(format(frame.height))}}"
    }

    /// Elements in output order: by section (layout-level ones, section -1, first), then category (cells,
    /// supplementaries, decorations), item, element kind, and frame (x, y, width, height).
    public static func sorted(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        attributes.sorted { a, b in
            if a.indexPath.section != b.indexPath.section { return a.indexPath.section < b.indexPath.section }
            if rank(a.category) != rank(b.category) { return rank(a.category) < rank(b.category) }
            if a.indexPath.item != b.indexPath.item { return a.indexPath.item < b.indexPath.item }
            if a.elementKind != b.elementKind { return a.elementKind < b.elementKind }
            let fa = a.frame, fb = b.frame
            return (fa.minX, fa.minY, fa.width, fa.height) < (fb.minX, fb.minY, fb.width, fb.height)
        }
    }

    private static func rank(_ category: ElementCategory) -> Int {
        switch category {
        case .cell: 0
        case .supplementary: 1
        case .decoration: 2
        }
    }

    /// A number as JSON: integral values without a fraction (`10`, never `10.0` or `-0`), others with the
    /// shortest digits that read back to the same `Double`; `null` if not finite (`JSONText.number`).
    public static func format(_ value: Double) -> String {
        JSONText.number(value)
    }

    /// A string as a JSON string literal (`JSONText.quoted`).
    public static func quoted(_ string: String) -> String {
        JSONText.quoted(string)
    }
}
