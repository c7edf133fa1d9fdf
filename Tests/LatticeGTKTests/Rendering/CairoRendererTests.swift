import CollectionView
import LatticeLayout
import Testing

@testable import LatticeGTK

@Suite struct CairoRendererShapeTests {
    let red = Paint.color(Color(hex: 0xFF0000))
    let black = Paint.color(Color(hex: 0x000000))

    @Test func filledRectangleHasItsColourInsideAndBackgroundOutside() throws {
        let image = try render(
            whiteList([
                .rectangle(
                    Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 0, fill: red, stroke: nil,
                    lineWidth: 0)
            ]))
        #expect(isClose(image.pixel(x: 20, y: 20), 255, 0, 0))
        #expect(isClose(image.pixel(x: 10, y: 10), 255, 0, 0))
        #expect(isClose(image.pixel(x: 29, y: 29), 255, 0, 0))
        #expect(isWhite(image.pixel(x: 9, y: 20)))
        #expect(isWhite(image.pixel(x: 30, y: 20)))
        #expect(isWhite(image.pixel(x: 20, y: 30)))
        #expect(isWhite(image.pixel(x: 100, y: 50)))
    }

    @Test func fractionalRectanglesSnapToDevicePixels() throws {
        let image = try render(
            whiteList([
                .rectangle(
                    Rect(x: 10.3, y: 10.3, width: 19.5, height: 19.5), cornerRadius: 0, fill: red, stroke: nil,
                    lineWidth: 0)
            ]))
        // Edges land on whole pixels: no half-covered (pink) pixels.
        #expect(isClose(image.pixel(x: 10, y: 15), 255, 0, 0))
        #expect(isClose(image.pixel(x: 29, y: 15), 255, 0, 0))
        #expect(isWhite(image.pixel(x: 30, y: 15)))
    }

    @Test func roundedCornerPixelIsBackground() throws {
        let image = try render(
            whiteList([
                .rectangle(
                    Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 12, fill: red, stroke: nil,
                    lineWidth: 0)
            ]))
        #expect(isWhite(image.pixel(x: 0, y: 0)))
        #expect(isWhite(image.pixel(x: 39, y: 39)))
        #expect(isWhite(image.pixel(x: 1, y: 38)))
        #expect(isClose(image.pixel(x: 20, y: 20), 255, 0, 0))
        #expect(isClose(image.pixel(x: 0, y: 20), 255, 0, 0))  // the straight edges are full
        #expect(isClose(image.pixel(x: 20, y: 0), 255, 0, 0))
    }

    @Test func oversizedRadiusIsClampedToHalfTheSmallerSide() throws {
        let image = try render(
            whiteList([
                .rectangle(
                    Rect(x: 10, y: 10, width: 60, height: 20), cornerRadius: 500, fill: red, stroke: nil,
                    lineWidth: 0)
            ]))
        // A capsule: the centre line reaches the ends, the corners are cut.
        #expect(isClose(image.pixel(x: 11, y: 20), 255, 0, 0, tolerance: 40))
        #expect(isClose(image.pixel(x: 40, y: 10), 255, 0, 0))
        #expect(isWhite(image.pixel(x: 10, y: 10)))
    }

    @Test func strokeIsDrawnInsideTheRectangle() throws {
        let image = try render(
            whiteList([
                .rectangle(
                    Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 0, fill: nil, stroke: black,
                    lineWidth: 2)
            ]))
        #expect(isClose(image.pixel(x: 10, y: 20), 0, 0, 0))
        #expect(isClose(image.pixel(x: 11, y: 20), 0, 0, 0))
        #expect(isClose(image.pixel(x: 29, y: 20), 0, 0, 0))
        #expect(isClose(image.pixel(x: 20, y: 10), 0, 0, 0))
        #expect(isWhite(image.pixel(x: 9, y: 20)))
        #expect(isWhite(image.pixel(x: 30, y: 20)))
        #expect(isWhite(image.pixel(x: 12, y: 20)))
        #expect(isWhite(image.pixel(x: 20, y: 20)))
    }

    @Test func fillAndStrokeTogether() throws {
        let image = try render(
            whiteList([
                .rectangle(
                    Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 4, fill: red, stroke: black,
                    lineWidth: 1)
            ]))
        #expect(isClose(image.pixel(x: 20, y: 10), 0, 0, 0))
        #expect(isClose(image.pixel(x: 20, y: 11), 255, 0, 0))
        #expect(isWhite(image.pixel(x: 20, y: 9)))
    }

    @Test func onePixelSeparatorIsCrisp() throws {
        let image = try render(
            whiteList([
                .line(from: Point(x: 0, y: 20), to: Point(x: 120, y: 20), width: 1, paint: black),
                .line(from: Point(x: 60.4, y: 30), to: Point(x: 60.4, y: 60), width: 1, paint: black)
            ]))
        #expect(isClose(image.pixel(x: 50, y: 20), 0, 0, 0))
        #expect(isWhite(image.pixel(x: 50, y: 19)))
        #expect(isWhite(image.pixel(x: 50, y: 21)))
        #expect(isClose(image.pixel(x: 60, y: 40), 0, 0, 0))
        #expect(isWhite(image.pixel(x: 59, y: 40)))
        #expect(isWhite(image.pixel(x: 61, y: 40)))
    }

    @Test func onePixelSeparatorAtScaleTwoCoversTwoDeviceRows() throws {
        let image = try render(
            whiteList([
                .line(from: Point(x: 0, y: 20), to: Point(x: 120, y: 20), width: 1, paint: black)
            ]), scale: 2)
        #expect(isClose(image.pixel(x: 100, y: 39), 0, 0, 0))
        #expect(isClose(image.pixel(x: 100, y: 40), 0, 0, 0))
        #expect(isWhite(image.pixel(x: 100, y: 38)))
        #expect(isWhite(image.pixel(x: 100, y: 41)))
    }

    @Test func scaleTwoDoublesThePixelDimensions() throws {
        let list = whiteList([
            .rectangle(
                Rect(x: 10, y: 10, width: 10, height: 10), cornerRadius: 0, fill: red, stroke: nil,
                lineWidth: 0)
        ])
        let image = try render(list, size: Size(width: 30, height: 20), scale: 2)
        #expect(image.pixelWidth == 60)
        #expect(image.pixelHeight == 40)
        #expect(isClose(image.pixel(x: 20, y: 20), 255, 0, 0))
        #expect(isClose(image.pixel(x: 39, y: 39), 255, 0, 0))
        #expect(isWhite(image.pixel(x: 19, y: 19)))
        #expect(isWhite(image.pixel(x: 40, y: 39)))
    }

    @Test func themeRolesResolveWhenDrawing() throws {
        var list = DisplayList()  // viewBackground
        list.append(
            .rectangle(
                Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0, fill: .role(.accentBackground),
                stroke: nil, lineWidth: 0))
        let light = try render(list, theme: .adwaitaLight)
        let dark = try render(list, theme: .adwaitaDark)
        #expect(isWhite(light.pixel(x: 60, y: 30)))
        #expect(isClose(dark.pixel(x: 60, y: 30), 0x1E, 0x1E, 0x1E))
        #expect(isClose(light.pixel(x: 5, y: 5), 0x35, 0x84, 0xE4))
        #expect(isClose(dark.pixel(x: 5, y: 5), 0x35, 0x84, 0xE4))
    }

    @Test func backgroundReplacesWhatWasThere() throws {
        let image = try OffscreenImage(size: Size(width: 20, height: 20), scale: 1)
        let renderer = CairoRenderer(theme: .adwaitaLight)
        image.draw(
            whiteList([
                .rectangle(
                    Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 0, fill: red,
                    stroke: nil, lineWidth: 0)
            ]), with: renderer)
        image.draw(DisplayList(background: .color(Color(hex: 0x00FF00, alpha: 0.5))), with: renderer)
        let pixel = image.pixel(x: 10, y: 10)
        #expect(isClose(pixel, 0, 255, 0) && abs(pixel.alpha - 128) <= 1)
    }
}

@Suite struct CairoRendererGroupAndClipTests {
    let black = Paint.color(Color(hex: 0x000000))

    @Test func groupOpacityHalvesAlpha() throws {
        var list = DisplayList(background: .color(Color(hex: 0, alpha: 0)))
        list.append(.beginGroup(opacity: 0.5))
        list.append(
            .rectangle(
                Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 0, fill: black, stroke: nil,
                lineWidth: 0))
        // Overlapping shapes inside a group fade together (no double alpha where they overlap).
        list.append(
            .rectangle(
                Rect(x: 10, y: 0, width: 20, height: 20), cornerRadius: 0, fill: black, stroke: nil,
                lineWidth: 0))
        list.append(.endGroup)
        let image = try render(list)
        #expect(abs(image.pixel(x: 5, y: 5).alpha - 128) <= 1)
        #expect(abs(image.pixel(x: 15, y: 5).alpha - 128) <= 1)
        #expect(image.pixel(x: 50, y: 5).alpha == 0)
    }

    @Test func nestedGroupsMultiply() throws {
        var list = DisplayList(background: .color(Color(hex: 0, alpha: 0)))
        list.append(.beginGroup(opacity: 0.5))
        list.append(.beginGroup(opacity: 0.5))
        list.append(
            .rectangle(
                Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 0, fill: black, stroke: nil,
                lineWidth: 0))
        list.append(.endGroup)
        list.append(.endGroup)
        #expect(abs(try render(list).pixel(x: 5, y: 5).alpha - 64) <= 1)
    }

    @Test func clipRestrictsUntilPopped() throws {
        let image = try render(
            whiteList([
                .pushClip(Rect(x: 0, y: 0, width: 10, height: 60)),
                .rectangle(
                    Rect(x: 0, y: 0, width: 40, height: 10), cornerRadius: 0, fill: black, stroke: nil,
                    lineWidth: 0),
                .popClip,
                .rectangle(
                    Rect(x: 0, y: 20, width: 40, height: 10), cornerRadius: 0, fill: black, stroke: nil,
                    lineWidth: 0)
            ]))
        #expect(isClose(image.pixel(x: 5, y: 5), 0, 0, 0))
        #expect(isWhite(image.pixel(x: 20, y: 5)))
        #expect(isClose(image.pixel(x: 20, y: 25), 0, 0, 0))
    }

    @Test func unbalancedCommandsDoNotCrashOrLeakState() throws {
        let image = try OffscreenImage(size: Size(width: 40, height: 40), scale: 1)
        let renderer = CairoRenderer(theme: .adwaitaLight)
        image.draw(
            whiteList([
                .popClip, .endGroup, .endGroup,
                .pushClip(Rect(x: 0, y: 0, width: 10, height: 10)),
                .beginGroup(opacity: 0.5),
                .pushClip(Rect(x: 0, y: 0, width: 5, height: 5)),
                .endGroup,  // closes the inner clip and the group, not the outer clip
                .popClip, .popClip, .popClip,
                .beginGroup(opacity: .nan), .beginGroup(opacity: 0.3),
                .pushClip(Rect(x: .infinity, y: 0, width: 1, height: 1)),
                .rectangle(
                    Rect(x: .nan, y: 0, width: 5, height: 5), cornerRadius: .infinity, fill: black, stroke: black,
                    lineWidth: .nan),
                .line(from: Point(x: 0, y: .infinity), to: Point(x: 1, y: 1), width: 1, paint: black),
                .icon(name: "", in: Rect(x: 0, y: 0, width: -5, height: 3), tint: nil, rotation: .nan),
                .image(path: "", in: Rect(x: 0, y: 0, width: 0, height: 0), cornerRadius: -3),
                .text("x", in: Rect(x: 0, y: 0, width: -1, height: 10), style: TextStyle(size: .nan, maximumLines: -3))
            ]), with: renderer)
        // The context is still usable and unclipped, with no transform left behind.
        image.draw(
            whiteList([
                .rectangle(
                    Rect(x: 20, y: 20, width: 10, height: 10), cornerRadius: 0, fill: black,
                    stroke: nil, lineWidth: 0)
            ]), with: renderer)
        #expect(isClose(image.pixel(x: 25, y: 25), 0, 0, 0))
        #expect(isWhite(image.pixel(x: 35, y: 35)))
    }
}
