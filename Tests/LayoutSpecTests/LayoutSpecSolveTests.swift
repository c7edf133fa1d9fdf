import Foundation
import LatticeLayout
import LayoutSpec
import Testing

/// Specs parsed and solved; every expected frame is worked out by hand in the comments.
@Suite struct LayoutSpecSolveTests {
    @Test func threeColumnGridOf120HighRows() throws {
        // 600 wide, 3 per row → 200 each; 7 items → 3 rows of 120.
        let result = try solveSpec(
            specJSON(
                sections: """
                    {"itemCount": 7, "group": {"axis": "horizontal",
                      "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 120}}, "count": 3,
                      "item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}}
                    """))
        #expect(result.contentSize == Size(width: 600, height: 360))
        #expect(
            result.cells() == [
                rect(0, 0, 200, 120), rect(200, 0, 200, 120), rect(400, 0, 200, 120),
                rect(0, 120, 200, 120), rect(200, 120, 200, 120), rect(400, 120, 200, 120),
                rect(0, 240, 200, 120)
            ])
        #expect(result.attributes.count == 7)
    }

    @Test func gridWithInsetsSpacingHeaderAndBackground() throws {
        // Insets 15 at the sides → 570 / 3 = 190 per slot, item insets 5 → 180 wide at 20, 210, 400.
        // Header 40, top inset 10 → rows at 50 and 50 + 120 + 8 = 178; items 5 lower, 110 high.
        // Content: 40 + 10 + 120 + 8 + 120 + 10 = 308.
        let result = try solveSpec(
            specJSON(
                sections: """
                    {"itemCount": 4, "group": {"axis": "horizontal",
                      "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 120}}, "count": 3,
                      "item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}},
                               "contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}}},
                     "contentInsets": {"top": 10, "leading": 15, "bottom": 10, "trailing": 15}, "interGroupSpacing": 8,
                     "boundarySupplementaryItems": [{"elementKind": "header", "alignment": "top",
                        "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 40}}}],
                     "decorationItems": [{"elementKind": "background", "contentInsets": {"top": -4}}]}
                    """))
        #expect(result.contentSize == Size(width: 600, height: 308))
        #expect(
            result.cells() == [
                rect(20, 55, 180, 110), rect(210, 55, 180, 110), rect(400, 55, 180, 110),
                rect(20, 183, 180, 110)
            ])
        #expect(result.supplementaries("header") == [rect(15, 0, 570, 40)])
        // A negative decoration inset reaches beyond the section.
        #expect(result.decorations("background") == [rect(0, -4, 600, 312)])
    }

    @Test func listWithMeasuredSizes() throws {
        // Plain list: header estimated 38 measured 44; rows estimated 50, measured 30 and 80 (the width
        // is fractional, so the measured 999 is ignored); the third row has no entry and keeps 50.
        let result = try solveSpec(
            specJSON(
                width: 320, height: 480,
                sections: """
                    {"itemCount": 3, "list": {"appearance": "plain", "headerMode": "supplementary"}}
                    """,
                extra: """
                    "measuredSizes": [[{"width": 320, "height": 30}, {"width": 999, "height": 80}]],
                    "measuredSupplementarySizes": {"0:header": {"width": 320, "height": 44}}
                    """))
        #expect(result.supplementaries("header") == [rect(0, 0, 320, 44)])
        #expect(result.cells() == [rect(0, 44, 320, 30), rect(0, 74, 320, 80), rect(0, 154, 320, 50)])
        #expect(result.contentSize == Size(width: 320, height: 204))
    }

    @Test func insetGroupedListDefaultsAndOverrides() throws {
        // insetGrouped: insets (0, 12, 24, 12), header 38 after 12 of top padding, rows 50.
        let defaults = try solveSpec(
            specJSON(
                width: 400,
                sections: """
                    {"itemCount": 2, "list": {"appearance": "insetGrouped", "headerMode": "supplementary"}}
                    """))
        #expect(defaults.supplementaries("header") == [rect(12, 12, 376, 38)])
        #expect(defaults.cells() == [rect(12, 50, 376, 50), rect(12, 100, 376, 50)])
        #expect(defaults.contentSize.height == 174)
        // Insets given in the spec replace the list's (no bottom inset any more).
        let overridden = try solveSpec(
            specJSON(
                width: 400,
                sections: """
                    {"itemCount": 2, "list": {"appearance": "insetGrouped", "headerMode": "supplementary"},
                     "contentInsets": {"leading": 20, "trailing": 20}, "interGroupSpacing": 4}
                    """))
        #expect(overridden.cells() == [rect(20, 50, 360, 50), rect(20, 104, 360, 50)])
        #expect(overridden.contentSize.height == 154)
    }

    @Test func sidebarWithHeaderRow() throws {
        // Sidebar: insets 6, rows 36, a firstItemInSection header row 32 high.
        let result = try solveSpec(
            specJSON(
                width: 250,
                sections: """
                    {"itemCount": 3, "list": {"appearance": "sidebar", "headerMode": "firstItemInSection"}}
                    """))
        #expect(result.cells() == [rect(6, 6, 238, 32), rect(6, 38, 238, 36), rect(6, 74, 238, 36)])
        #expect(result.contentSize.height == 116)
    }

    @Test func orthogonalSectionIsReportedAtOffsetZero() throws {
        // Groups 250 wide, 10 apart, after a leading inset of 20: x = 20, 280, 540, 800, 1060.
        let json = specJSON(
            sections: """
                {"itemCount": 5, "orthogonalScrollingBehavior": "continuous", "interGroupSpacing": 10,
                 "contentInsets": {"leading": 20, "trailing": 20},
                 "group": {"axis": "horizontal", "size": {"width": {"absolute": 250}, "height": {"absolute": 100}},
                   "count": 1, "item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}}
                """)
        let result = try solveSpec(json)
        #expect(
            result.cells() == [
                rect(20, 0, 250, 100), rect(280, 0, 250, 100), rect(540, 0, 250, 100),
                rect(800, 0, 250, 100), rect(1060, 0, 250, 100)
            ])
        #expect(result.contentSize == Size(width: 600, height: 100))
        // The viewport shows the first three.
        let visible = try solveSpec(json, rect: rect(0, 0, 600, 800))
        #expect(visible.cells() == Array(result.cells().prefix(3)))
    }

    @Test func headerAndFooterExtendingTheBoundaryOrNot() throws {
        func section(extends: Bool) -> String {
            rowsSectionJSON(
                count: 2, height: 50,
                extra: """
                    "boundarySupplementaryItems": [
                      {"elementKind": "header", "alignment": "top", "extendsBoundary": \(extends),
                       "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}}},
                      {"elementKind": "footer", "alignment": "bottom", "extendsBoundary": \(extends),
                       "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 20}}}]
                    """)
        }
        let extending = try solveSpec(specJSON(width: 200, sections: section(extends: true)))
        #expect(extending.supplementaries("header") == [rect(0, 0, 200, 30)])
        #expect(extending.cells() == [rect(0, 30, 200, 50), rect(0, 80, 200, 50)])
        #expect(extending.supplementaries("footer") == [rect(0, 130, 200, 20)])
        #expect(extending.contentSize.height == 150)
        // Overlaying: the header at the content's start, the footer flush with its end.
        let overlaying = try solveSpec(specJSON(width: 200, sections: section(extends: false)))
        #expect(overlaying.supplementaries("header") == [rect(0, 0, 200, 30)])
        #expect(overlaying.cells() == [rect(0, 0, 200, 50), rect(0, 50, 200, 50)])
        #expect(overlaying.supplementaries("footer") == [rect(0, 80, 200, 20)])
        #expect(overlaying.contentSize.height == 100)
    }

    @Test func layoutHeaderFooterInsetsAndSectionSpacing() throws {
        // Header 40 after the top inset 10; sections at 50 and 50 + 50 + 20; footer at 170; content 210.
        let result = try solveSpec(
            specJSON(
                width: 300, height: 500,
                sections: """
                    \(rowsSectionJSON(count: 1, height: 50)), \(rowsSectionJSON(count: 1, height: 50))
                    """,
                extra: """
                    "contentInsets": {"top": 10, "bottom": 10}, "interSectionSpacing": 20,
                    "boundarySupplementaryItems": [
                      {"elementKind": "layout-header", "alignment": "top",
                       "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 40}}},
                      {"elementKind": "layout-footer", "alignment": "bottom", "absoluteOffset": {"x": 5, "y": 0},
                       "size": {"width": {"absolute": 100}, "height": {"absolute": 30}}}]
                    """))
        #expect(result.supplementaries("layout-header", section: -1) == [rect(0, 10, 300, 40)])
        #expect(result.supplementaries("layout-footer", section: -1) == [rect(105, 170, 100, 30)])
        #expect(result.cells(section: 0) == [rect(0, 50, 300, 50)])
        #expect(result.cells(section: 1) == [rect(0, 120, 300, 50)])
        #expect(result.contentSize.height == 210)
        // Layout-level elements (section -1) come first.
        #expect(result.attributes.first?.indexPath.section == -1)
    }

    @Test func nestedGroups() throws {
        // A half-width item beside a half-width column of two: three items per 200-high group.
        let result = try solveSpec(
            specJSON(
                sections: """
                    {"itemCount": 5, "group": {"axis": "horizontal",
                      "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 200}},
                      "subitems": [
                        {"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}},
                        {"axis": "vertical", "size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}},
                         "count": 2, "item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}
                    """))
        #expect(
            result.cells() == [
                rect(0, 0, 300, 200), rect(300, 0, 300, 100), rect(300, 100, 300, 100),
                rect(0, 200, 300, 200), rect(300, 200, 300, 100)
            ])
        #expect(result.contentSize.height == 400)
    }

    @Test func repeatedSubgroup() throws {
        // count with a group as its item: two 300-wide columns of two 50-high items.
        let result = try solveSpec(
            specJSON(
                sections: """
                    {"itemCount": 4, "group": {"axis": "horizontal",
                      "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "count": 2,
                      "item": {"axis": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}},
                               "count": 2, "item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}}}
                    """))
        #expect(
            result.cells() == [
                rect(0, 0, 300, 50), rect(0, 50, 300, 50), rect(300, 0, 300, 50),
                rect(300, 50, 300, 50)
            ])
    }

    @Test func badgesAndGroupSupplementaries() throws {
        // A badge centred on the top-trailing corner of a 200×120 cell: (190, -10); a group badge at the
        // group's bottom-leading corner: (0, 110).
        let result = try solveSpec(
            specJSON(
                sections: """
                    {"itemCount": 1, "group": {"axis": "horizontal",
                      "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 120}}, "count": 3,
                      "supplementaryItems": [{"elementKind": "group-badge", "zIndex": 2,
                        "size": {"width": {"absolute": 10}, "height": {"absolute": 10}},
                        "containerAnchor": {"edges": ["bottom", "leading"]}}],
                      "item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}},
                        "supplementaryItems": [{"elementKind": "badge",
                          "size": {"width": {"absolute": 20}, "height": {"absolute": 20}},
                          "containerAnchor": {"edges": ["top", "trailing"], "offset": {"fractional": {"x": 0.5, "y": -0.5}}}}]}}}
                    """))
        #expect(result.cells() == [rect(0, 0, 200, 120)])
        #expect(result.supplementaries("badge") == [rect(190, -10, 20, 20)])
        #expect(result.supplementaries("group-badge") == [rect(0, 110, 10, 10)])
    }

    @Test func flexibleSpacingCentresAndSpreads() throws {
        // Three 120-wide items in 400: 40 left over shared by two flexible gaps → x = 0, 140, 280; flexible
        // top and bottom centre the 50-high items in the 100-high group.
        let result = try solveSpec(
            specJSON(
                width: 400,
                sections: """
                    {"itemCount": 3, "group": {"axis": "horizontal",
                      "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
                      "interItemSpacing": {"flexible": 0},
                      "subitems": [{"size": {"width": {"absolute": 120}, "height": {"absolute": 50}},
                                    "edgeSpacing": {"top": {"flexible": 0}, "bottom": {"flexible": 0}}}]}}
                    """))
        #expect(result.cells() == [rect(0, 25, 120, 50), rect(140, 25, 120, 50), rect(280, 25, 120, 50)])
    }

    @Test func flowOfMeasuredWidths() throws {
        // Widths 100, 150 | 60, 200 | 90, 120 in 300 with 10 between; rows 30 high, 8 apart.
        let result = try solveSpec(
            specJSON(
                width: 300,
                sections: """
                    {"itemCount": 6, "interGroupSpacing": 8, "group": {"axis": "horizontal",
                      "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}},
                      "interItemSpacing": {"fixed": 10},
                      "subitems": [{"size": {"width": {"estimated": 80}, "height": {"absolute": 30}}}]}}
                    """,
                extra: """
                    "measuredSizes": [[{"width": 100, "height": 1}, {"width": 150, "height": 1}, {"width": 60, "height": 1},
                                       {"width": 200, "height": 1}, {"width": 90, "height": 1}, {"width": 120, "height": 1}]]
                    """))
        #expect(
            result.cells() == [
                rect(0, 0, 100, 30), rect(110, 0, 150, 30), rect(0, 38, 60, 30),
                rect(70, 38, 200, 30), rect(0, 76, 90, 30), rect(100, 76, 120, 30)
            ])
        #expect(result.contentSize.height == 106)
    }

    @Test func horizontalScrolling() throws {
        // Columns 100 wide of two items 100 high each, stacked left to right.
        let result = try solveSpec(
            """
            {"container": {"width": 300, "height": 200}, "scrollDirection": "horizontal", "displayScale": 2,
             "sections": [{"itemCount": 5, "group": {"axis": "vertical",
               "size": {"width": {"absolute": 100}, "height": {"fractionalHeight": 1}}, "count": 2,
               "item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}}]}
            """)
        #expect(
            result.cells() == [
                rect(0, 0, 100, 100), rect(0, 100, 100, 100), rect(100, 0, 100, 100),
                rect(100, 100, 100, 100), rect(200, 0, 100, 100)
            ])
        #expect(result.contentSize == Size(width: 300, height: 200))
    }

    @Test func emptySectionsAndEmptySpec() throws {
        let none = try solveSpec(specJSON(sections: ""))
        #expect(none.attributes.isEmpty)
        #expect(none.contentSize == Size(width: 600, height: 0))
        let empty = try solveSpec(specJSON(sections: rowsSectionJSON(count: 0, height: 50)))
        #expect(empty.attributes.isEmpty)
    }

    @Test func rectKeepsOnlyMeetingElements() throws {
        let json = specJSON(sections: rowsSectionJSON(count: 10, height: 50))
        let result = try solveSpec(json, rect: rect(0, 120, 600, 60))
        // Rows 2 (100..150) and 3 (150..200) meet 120..180.
        #expect(result.cells() == [rect(0, 100, 600, 50), rect(0, 150, 600, 50)])
        #expect(result.contentSize.height == 500)
    }

    @Test func specValuesMirrorTheAPI() throws {
        let spec = try parseSpec(
            specJSON(
                width: 320, height: 240, sections: rowsSectionJSON(count: 4, height: 10),
                extra: "\"displayScale\": 2"))
        #expect(spec.containerSize == Size(width: 320, height: 240))
        #expect(spec.displayScale == 2)
        #expect(spec.itemCounts.counts == [4])
        #expect(spec.measurer == nil)
        let section = spec.layout.sectionProvider(0, LayoutEnvironment(containerSize: spec.containerSize))
        #expect(section.group.count == 1)
        #expect(section.group.size.height == .absolute(10))
    }
}
