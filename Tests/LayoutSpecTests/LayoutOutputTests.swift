import Foundation
import LatticeLayout
import LayoutSpec
import Testing

/// The printed JSON: number formatting, escaping, order and validity.
@Suite struct LayoutOutputTests {
    @Test func numbers() {
        #expect(LayoutOutput.format(10) == "10")
        #expect(LayoutOutput.format(-0.0) == "0")
        #expect(LayoutOutput.format(-12) == "-12")
        #expect(LayoutOutput.format(10.5) == "10.5")
        #expect(Double(LayoutOutput.format(200.0 / 3)) == 200.0 / 3)
        #expect(LayoutOutput.format(.infinity) == "null")
        #expect(LayoutOutput.format(.nan) == "null")
    }

    @Test func strings() {
        #expect(LayoutOutput.quoted(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(LayoutOutput.quoted("line\nnext\u{1}") == #""line\nnext\u0001""#)
        #expect(LayoutOutput.quoted("é") == "\"é\"")
    }

    @Test func elementsAreSortedBySectionCategoryItemKindFrame() {
        func element(
            _ category: ElementCategory, _ kind: String, _ section: Int, _ item: Int, x: Double = 0
        )
            -> LayoutAttributes
        {
            LayoutAttributes(
                category: category, elementKind: kind, indexPath: ItemPath(section: section, item: item),
                frame: Rect(x: x, y: 0, width: 1, height: 1), zIndex: 0)
        }
        let shuffled = [
            element(.decoration, "background", 0, 0), element(.cell, "cell", 1, 0),
            element(.supplementary, "header", 0, 0),
            element(.cell, "cell", 0, 1), element(.supplementary, "badge", 0, 0, x: 5),
            element(.supplementary, "badge", 0, 0, x: 2), element(.cell, "cell", 0, 0),
            element(.supplementary, "layout-header", -1, 0)
        ]
        let order = LayoutOutput.sorted(shuffled).map {
            "\($0.indexPath.section)/\($0.category.rawValue)/\($0.indexPath.item)/\($0.elementKind)/\($0.frame.minX)"
        }
        #expect(
            order == [
                "-1/supplementary/0/layout-header/0.0", "0/cell/0/cell/0.0", "0/cell/1/cell/0.0",
                "0/supplementary/0/badge/2.0", "0/supplementary/0/badge/5.0",
                "0/supplementary/0/header/0.0", "0/decoration/0/background/0.0", "1/cell/0/cell/0.0"
            ])
    }

    @Test func documentIsValidJSONWithStableKeys() throws {
        let result = try solveSpec(
            specJSON(
                width: 100,
                sections: """
                    {"itemCount": 3, "group": {"axis": "horizontal",
                      "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}}, "count": 3,
                      "item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}}
                    """))
        let json = result.json
        #expect(json.hasPrefix("{\n  \"contentSize\": {\"width\": 100, \"height\": 30},\n  \"elements\": [\n"))
        #expect(
            json.contains(
                #"{"category": "cell", "elementKind": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 33.333333333333336, "height": 30}}"#
            ))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let elements = object?["elements"] as? [[String: Any]]
        #expect(elements?.count == 3)
        #expect(Set(elements?.first?.keys.map { $0 } ?? []) == ["category", "elementKind", "section", "item", "frame"])
    }

    @Test func emptyDocument() {
        #expect(
            LayoutOutput.json(attributes: [], contentSize: Size(width: 3, height: 0))
                == "{\n  \"contentSize\": {\"width\": 3, \"height\": 0},\n  \"elements\": []\n}\n")
    }
}
