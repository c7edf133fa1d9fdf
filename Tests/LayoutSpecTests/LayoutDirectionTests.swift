import Foundation
import LatticeLayout
import LayoutSpec
import Testing

/// Right to left, every layout is the mirror image of left to right: each example in data/layouts and each list
/// appearance, at the top, scrolled, with orthogonal bands scrolled, for every query an app makes.
@Suite struct LayoutDirectionTests {
    /// A layout and its data, by name: the data/layouts examples and a list in each appearance.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let make: @Sendable () throws -> (CompositionalLayout, ItemCounts, Size, SpecMeasurer?)
        var testDescription: String { name }
    }

    static let cases: [Case] = {
        let examples = ExampleSpecTests.specs.map { name in
            Case(name: name) {
                let spec = try LayoutSpec.load(path: ExampleSpecTests.directory.appendingPathComponent(name).path)
                return (spec.layout, spec.itemCounts, spec.containerSize, spec.measurer)
            }
        }
        let lists = ListConfiguration.Appearance.allCases.map { appearance in
            Case(name: "list, \(appearance)") {
                var configuration = ListConfiguration(appearance: appearance)
                configuration.headerMode = .supplementary
                return (.list(using: configuration), ItemCounts([3, 40, 7]), Size(width: 420, height: 500), nil)
            }
        }
        return examples + lists
    }()

    /// Two engines over the same layout and data, one each way.
    func engines(_ testCase: Case) throws -> (ltr: LayoutEngine, rtl: LayoutEngine) {
        let (layout, data, size, measurer) = try testCase.make()
        let ltr = LayoutEngine(
            layout: layout, dataSource: data, containerSize: size, displayScale: 1, measurer: measurer)
        let rtl = LayoutEngine(
            layout: layout, dataSource: data, containerSize: size, displayScale: 1, measurer: measurer)
        rtl.layoutDirection = .rightToLeft
        return (ltr, rtl)
    }

    /// `attributes` with every frame reflected across `width`.
    func mirrored(_ attributes: [LayoutAttributes], width: Double) -> [LayoutAttributes] {
        attributes.map { element in
            var mirrored = element
            mirrored.frame = element.frame.mirrored(inWidth: width)
            return mirrored
        }
    }

    /// The same elements, in a stable order (the queries' order may differ only by ties).
    func sorted(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        attributes.sorted {
            ($0.indexPath, $0.elementKind, $0.frame.minY, $0.frame.minX)
                < ($1.indexPath, $1.elementKind, $1.frame.minY, $1.frame.minX)
        }
    }

    @Test(arguments: cases)
    func everyFrameIsTheMirrorImage(_ testCase: Case) throws {
        let (ltr, rtl) = try engines(testCase)
        let width = ltr.containerSize.width
        // Bands scrolled part way, so a band's start (its right end in RTL) is off screen.
        for section in 0..<ltr.numberOfSections where ltr.section(at: section).orthogonalScrollingBehavior != .none {
            ltr.setOrthogonalOffset(60, ofSection: section)
            rtl.setOrthogonalOffset(60, ofSection: section)
        }
        let height = ltr.containerSize.height
        let bottom = max(0, ltr.contentSize.height - height)
        for top in [0.0, min(height * 0.75, bottom), bottom] {
            let rect = Rect(x: 0, y: top, width: width, height: height)
            let left = ltr.visibleLayout(in: rect, overscan: 40)
            let right = rtl.visibleLayout(in: rect, overscan: 40)
            #expect(!left.attributes.isEmpty, "at \(top)")
            #expect(sorted(right.attributes) == sorted(mirrored(left.attributes, width: width)), "at \(top)")
            #expect(right.contentSize == left.contentSize)
        }
        #expect(rtl.contentSize == ltr.contentSize)
        for section in 0..<ltr.numberOfSections {
            let count = ltr.dataSource.numberOfItems(inSection: section)
            for item in Set([0, count / 2, count - 1]) where item >= 0 {
                let path = ItemPath(section: section, item: item)
                let left = try #require(ltr.layoutAttributesForItem(at: path))
                #expect(rtl.layoutAttributesForItem(at: path)?.frame == left.frame.mirrored(inWidth: width))
            }
        }
    }

    @Test(arguments: cases)
    func aQueryOnOneSideFindsWhatTheOtherFindsOnTheOtherSide(_ testCase: Case) throws {
        let (ltr, rtl) = try engines(testCase)
        let width = ltr.containerSize.width, height = ltr.containerSize.height
        // The left third of a right-to-left view shows what the right third of a left-to-right one does.
        let leftThird = Rect(x: 0, y: 0, width: width / 3, height: height)
        let rightThird = Rect(x: width - width / 3, y: 0, width: width / 3, height: height)
        #expect(sorted(rtl.attributes(in: leftThird)) == sorted(mirrored(ltr.attributes(in: rightThird), width: width)))
        #expect(sorted(rtl.attributes(in: rightThird)) == sorted(mirrored(ltr.attributes(in: leftThird), width: width)))
    }

    @Test func aGridFillsEachRowFromTheRight() {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.25), height: .absolute(50)))
        let row = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [.item(item)])
        let engine = LayoutEngine(
            layout: CompositionalLayout(section: LayoutSection(group: row)), dataSource: ItemCounts([6]),
            containerSize: Size(width: 400, height: 300), displayScale: 1)
        engine.layoutDirection = .rightToLeft
        let frames = (0..<6).compactMap { engine.layoutAttributesForItem(at: ItemPath(section: 0, item: $0))?.frame }
        #expect(frames.map(\.minX) == [300, 200, 100, 0, 300, 200])
        #expect(frames.map(\.minY) == [0, 0, 0, 0, 50, 50])
    }
}
