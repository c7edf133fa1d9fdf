import Foundation
import LayoutSpec
import Testing

/// A spec that must be rejected with an error at `path` whose message contains `message`.
struct BadSpec: Sendable, CustomTestStringConvertible {
    var name: String
    var json: String
    var path: String
    var message: String

    var testDescription: String { name }
}

private let row = #"{"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}}"#
private let rowSize = #"{"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}"#

/// A one-section spec whose group has `groupMembers` after axis and size.
private func groupSpec(_ groupMembers: String, section: String = "", top: String = "") -> String {
    specJSON(
        sections: #"{"itemCount": 3, "group": {"axis": "horizontal", "size": \#(rowSize), \#(groupMembers)}"#
            + (section.isEmpty ? "" : ", " + section) + "}", extra: top)
}

private let badSpecs: [BadSpec] = [
    BadSpec(name: "not JSON", json: "{container: 1}", path: "", message: "not valid JSON"),
    BadSpec(name: "truncated JSON", json: #"{"container": "#, path: "", message: "not valid JSON"),
    BadSpec(
        name: "syntax error has a line and column", json: "{\n  \"container\": x}", path: "",
        message: "(line 2, column 16)"),
    BadSpec(
        name: "number too large for a Double",
        json: specJSON(width: 600, sections: "").replacingOccurrences(
            of: "600.0", with: "1e400"), path: "", message: "1e400"),
    BadSpec(name: "top level is not an object", json: "[]", path: "$", message: "expected an object, got an array"),
    BadSpec(
        name: "missing container", json: #"{"sections": []}"#, path: "$",
        message: #"missing required key "container""#),
    BadSpec(
        name: "missing sections", json: #"{"container": {"width": 1, "height": 1}}"#, path: "$",
        message: #"missing required key "sections""#),
    BadSpec(
        name: "string for a number",
        json: #"{"container": {"width": "600", "height": 800}, "sections": []}"#, path: "$.container.width",
        message: #"expected a non-negative number, got "600""#),
    BadSpec(
        name: "negative container", json: specJSON(width: -1, sections: ""), path: "$.container.width",
        message: "expected a non-negative number, got -1"),
    BadSpec(
        name: "number beyond the magnitude limit", json: specJSON(width: 1e12, sections: ""),
        path: "$.container.width", message: "between -1e9 and 1e9"),
    BadSpec(
        name: "negative dimension",
        json: specJSON(
            sections: #"""
                {"itemCount": 1, "group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1},
                  "height": {"absolute": -5}}, "count": 1, "item": \#(row)}}
                """#), path: "$.sections[0].group.size.height.absolute",
        message: "expected a non-negative number, got -5"),
    BadSpec(
        name: "dimension with two kinds",
        json: specJSON(
            sections: #"""
                {"itemCount": 1, "group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1, "absolute": 3},
                  "height": {"absolute": 5}}, "count": 1, "item": \#(row)}}
                """#), path: "$.sections[0].group.size.width", message: "expected exactly one of"),
    BadSpec(
        name: "count 0", json: groupSpec(#""count": 0, "item": \#(row)"#), path: "$.sections[0].group.count",
        message: "expected a positive integer, got 0"),
    BadSpec(
        name: "fractional count", json: groupSpec(#""count": 2.5, "item": \#(row)"#),
        path: "$.sections[0].group.count", message: "expected a positive integer, got 2.5"),
    BadSpec(
        name: "huge count", json: groupSpec(#""count": 1000000000, "item": \#(row)"#),
        path: "$.sections[0].group.count", message: "of at most 10000"),
    BadSpec(
        name: "count without item", json: groupSpec(#""count": 2"#), path: "$.sections[0].group",
        message: #"missing required key "item""#),
    BadSpec(
        name: "item without count", json: groupSpec(#""item": \#(row)"#), path: "$.sections[0].group",
        message: #""item" needs "count""#),
    BadSpec(
        name: "count and subitems", json: groupSpec(#""count": 2, "item": \#(row), "subitems": [\#(row)]"#),
        path: "$.sections[0].group", message: "not both"),
    BadSpec(
        name: "empty subitems", json: groupSpec(#""subitems": []"#), path: "$.sections[0].group.subitems",
        message: "expected a non-empty array, got an array"),
    BadSpec(
        name: "unknown axis",
        json: specJSON(
            sections: #"""
                {"itemCount": 1, "group": {"axis": "diagonal", "size": \#(rowSize), "count": 1, "item": \#(row)}}
                """#), path: "$.sections[0].group.axis", message: #"expected one of "horizontal", "vertical""#),
    BadSpec(
        name: "custom group",
        json: specJSON(
            sections: #"""
                {"itemCount": 1, "group": {"axis": "custom", "size": \#(rowSize), "count": 1, "item": \#(row)}}
                """#), path: "$.sections[0].group.axis", message: "custom groups (closures) cannot be expressed"),
    BadSpec(
        name: "unknown key with a suggestion", json: groupSpec(#""cuont": 2, "subitems": [\#(row)]"#),
        path: "$.sections[0].group.cuont", message: #"unknown key (did you mean "count"?)"#),
    BadSpec(
        name: "unknown top-level key", json: specJSON(sections: "", extra: #""scrollDirecton": "vertical""#),
        path: "$.scrollDirecton", message: "unknown key"),
    BadSpec(
        name: "group key on an item",
        json: groupSpec(
            #""subitems": [{"size": \#(rowSize), "interItemSpacing": {"fixed": 1}}]"#),
        path: "$.sections[0].group.subitems[0].interItemSpacing", message: "unknown key"),
    BadSpec(
        name: "nested group without axis",
        json: groupSpec(#""subitems": [{"size": \#(rowSize), "subitems": [\#(row)]}]"#),
        path: "$.sections[0].group.subitems[0]", message: #"missing required key "axis""#),
    BadSpec(
        name: "unknown appearance", json: specJSON(sections: #"{"itemCount": 1, "list": {"appearance": "fancy"}}"#),
        path: "$.sections[0].list.appearance", message: #"got "fancy""#),
    BadSpec(
        name: "appearance typo", json: specJSON(sections: #"{"itemCount": 1, "list": {"appearance": "sidbar"}}"#),
        path: "$.sections[0].list.appearance", message: #"did you mean "sidebar"?"#),
    BadSpec(
        name: "unknown header mode",
        json: specJSON(
            sections: #"""
                {"itemCount": 1, "list": {"appearance": "plain", "headerMode": "yes"}}
                """#), path: "$.sections[0].list.headerMode", message: "expected one of"),
    BadSpec(
        name: "group and list",
        json: specJSON(
            sections: #"""
                {"itemCount": 1, "list": {"appearance": "plain"}, "group": {"axis": "horizontal", "size": \#(rowSize),
                 "subitems": [\#(row)]}}
                """#), path: "$.sections[0]", message: "not both"),
    BadSpec(
        name: "neither group nor list", json: specJSON(sections: #"{"itemCount": 1}"#), path: "$.sections[0]",
        message: #"missing required key "group" (or "list")"#),
    BadSpec(
        name: "negative item count", json: specJSON(sections: #"{"itemCount": -1, "list": {"appearance": "plain"}}"#),
        path: "$.sections[0].itemCount", message: "expected a non-negative integer, got -1"),
    BadSpec(
        name: "too many items", json: specJSON(sections: #"{"itemCount": 2000000, "list": {"appearance": "plain"}}"#),
        path: "$.sections[0].itemCount", message: "of at most 1000000"),
    BadSpec(
        name: "too many items in all",
        json: specJSON(
            sections: #"""
                {"itemCount": 600000, "list": {"appearance": "plain"}}, {"itemCount": 600000, "list": {"appearance": "plain"}}
                """#), path: "$.sections[1].itemCount", message: "more than 1000000 items in all"),
    BadSpec(
        name: "negative inter-group spacing",
        json: groupSpec(
            #""subitems": [\#(row)]"#,
            section: #""interGroupSpacing": -1"#),
        path: "$.sections[0].interGroupSpacing", message: "expected a non-negative number, got -1"),
    BadSpec(
        name: "negative fixed spacing", json: groupSpec(#""subitems": [\#(row)], "interItemSpacing": {"fixed": -2}"#),
        path: "$.sections[0].group.interItemSpacing.fixed", message: "non-negative"),
    BadSpec(
        name: "spacing of two kinds",
        json: groupSpec(
            #""subitems": [\#(row)], "interItemSpacing": {"fixed": 1, "flexible": 2}"#),
        path: "$.sections[0].group.interItemSpacing", message: "exactly one of"),
    BadSpec(
        name: "negative content inset",
        json: groupSpec(
            #""subitems": [\#(row)]"#,
            section: #""contentInsets": {"top": -3}"#),
        path: "$.sections[0].contentInsets.top", message: "non-negative"),
    BadSpec(
        name: "boolean for a number",
        json: groupSpec(
            #""subitems": [\#(row)]"#,
            section: #""interGroupSpacing": true"#),
        path: "$.sections[0].interGroupSpacing", message: "got true"),
    BadSpec(
        name: "number for a boolean",
        json: groupSpec(
            #""subitems": [\#(row)]"#,
            section: #"""
                "boundarySupplementaryItems": [{"elementKind": "header", "alignment": "top", "size": \#(rowSize),
                                                "pinToVisibleBounds": 1}]
                """#), path: "$.sections[0].boundarySupplementaryItems[0].pinToVisibleBounds",
        message: "expected true or false, got 1"),
    BadSpec(
        name: "unknown alignment",
        json: groupSpec(
            #""subitems": [\#(row)]"#,
            section: #"""
                "boundarySupplementaryItems": [{"elementKind": "header", "alignment": "middle", "size": \#(rowSize)}]
                """#), path: "$.sections[0].boundarySupplementaryItems[0].alignment", message: #"got "middle""#),
    BadSpec(
        name: "empty element kind",
        json: groupSpec(
            #""subitems": [\#(row)]"#,
            section: #"""
                "decorationItems": [{"elementKind": ""}]
                """#), path: "$.sections[0].decorationItems[0].elementKind", message: "expected a non-empty string"),
    BadSpec(
        name: "fractional zIndex",
        json: groupSpec(
            #""subitems": [\#(row)]"#,
            section: #"""
                "decorationItems": [{"elementKind": "background", "zIndex": 1.5}]
                """#), path: "$.sections[0].decorationItems[0].zIndex", message: "expected an integer"),
    BadSpec(
        name: "unknown anchor edge",
        json: groupSpec(
            #"""
            "subitems": [{"size": \#(rowSize), "supplementaryItems": [{"elementKind": "badge", "size": \#(rowSize),
              "containerAnchor": {"edges": ["top", "middle"]}}]}]
            """#), path: "$.sections[0].group.subitems[0].supplementaryItems[0].containerAnchor.edges[1]",
        message: #"got "middle""#),
    BadSpec(
        name: "zero display scale", json: specJSON(sections: "", extra: #""displayScale": 0"#),
        path: "$.displayScale", message: "expected a positive number, got 0"),
    BadSpec(
        name: "unknown scroll direction", json: specJSON(sections: "", extra: #""scrollDirection": "up""#),
        path: "$.scrollDirection", message: #"got "up""#),
    BadSpec(
        name: "measured sizes for a missing section",
        json: specJSON(
            sections: #"{"itemCount": 1, "list": {"appearance": "plain"}}"#,
            extra: #""measuredSizes": [[], [{"width": 1, "height": 1}]]"#),
        path: "$.measuredSizes[1]", message: "there is no section 1 (the spec has 1 section)"),
    BadSpec(
        name: "measured sizes for a missing item",
        json: specJSON(
            sections: #"{"itemCount": 1, "list": {"appearance": "plain"}}"#,
            extra: #""measuredSizes": [[null, {"width": 1, "height": 1}]]"#),
        path: "$.measuredSizes[0][1]", message: "there is no item 1 in section 0 (it has 1 item)"),
    BadSpec(
        name: "negative measured size",
        json: specJSON(
            sections: #"{"itemCount": 1, "list": {"appearance": "plain"}}"#,
            extra: #""measuredSizes": [[{"width": 1, "height": -1}]]"#),
        path: "$.measuredSizes[0][0].height", message: "non-negative"),
    BadSpec(
        name: "measured supplementary of a missing kind",
        json: specJSON(
            sections: #"{"itemCount": 1, "list": {"appearance": "plain"}}"#,
            extra: #""measuredSupplementarySizes": {"0:header": {"width": 1, "height": 1}}"#),
        path: #"$.measuredSupplementarySizes["0:header"]"#, message: "has no boundary supplementary of kind"),
    BadSpec(
        name: "measured supplementary with a bad key",
        json: specJSON(
            sections: #"{"itemCount": 1, "list": {"appearance": "plain"}}"#,
            extra: #""measuredSupplementarySizes": {"header": {"width": 1, "height": 1}}"#),
        path: #"$.measuredSupplementarySizes.header"#, message: "SECTION:KIND")
]

@Suite struct LayoutSpecErrorTests {
    @Test(arguments: badSpecs)
    func badSpecIsRejectedWithItsPath(_ bad: BadSpec) {
        guard let error = specError(bad.json) else {
            Issue.record("\(bad.name): the spec was accepted")
            return
        }
        #expect(error.source == "test.json")
        #expect(error.path == bad.path, "\(error)")
        #expect(error.message.contains(bad.message), "\(error)")
        #expect(!error.description.contains("\n"), "one line")
    }

    @Test func errorDescriptionNamesFileAndPath() {
        let error = specError(groupSpec(#""count": 0, "item": \#(row)"#))
        #expect(error?.description == "test.json: $.sections[0].group.count: expected a positive integer, got 0")
    }

    @Test func groupsNestingTooDeeplyAreRejected() {
        var group = row
        for _ in 0..<40 {
            group = #"{"axis": "vertical", "size": \#(rowSize), "subitems": [\#(group)]}"#
        }
        let error = specError(specJSON(sections: #"{"itemCount": 1, "group": \#(group)}"#))
        #expect(error?.message.contains("nest too deeply") == true, "\(String(describing: error))")
    }

    @Test func descriptionAndNullEntriesAreAccepted() throws {
        let spec = try parseSpec(
            specJSON(
                sections: #"{"itemCount": 2, "list": {"appearance": "plain"}}"#,
                extra: #""description": "two rows", "measuredSizes": [[null]]"#))
        #expect(spec.measurer?.cellSizes.first?.first == .some(nil))
    }
}
