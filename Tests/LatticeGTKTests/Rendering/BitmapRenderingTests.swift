import CollectionView
import Foundation
import LatticeLayout
import Testing

@testable import LatticeGTK

@Suite struct IconRenderingTests {
    @Test func symbolicIconTakesTheTint() throws {
        let rect = Rect(x: 8, y: 8, width: 32, height: 32)
        let image = try render(
            whiteList([
                .icon(name: "go-next-symbolic", in: rect, tint: .color(Color(hex: 0xFF0000)), rotation: 0)
            ]))
        let reddish = countPixels(image, inside: (x: 8, y: 8, width: 32, height: 32)) {
            $0.red > 200 && $0.green < 120 && $0.blue < 120
        }
        #expect(reddish > 30)
        #expect(countPixels(image, outside: (x: 8, y: 8, width: 32, height: 32)) { !isWhite($0) } == 0)
        // No other hue: only red over white.
        #expect(countPixels(image) { $0.green != $0.blue } == 0)
    }

    @Test func defaultTintIsTheForeground() throws {
        var list = DisplayList()
        list.append(
            .icon(
                name: "go-next-symbolic", in: Rect(x: 0, y: 0, width: 16, height: 16), tint: nil,
                rotation: 0))
        let dark = try render(list, theme: .adwaitaDark)
        #expect(countPixels(dark) { $0.red > 200 && $0.green > 200 && $0.blue > 200 } > 5)
    }

    @Test func rotationTurnsTheIcon() throws {
        func ink(_ rotation: Double) throws -> (left: Int, top: Int) {
            let image = try render(
                whiteList([
                    .icon(
                        name: "go-next-symbolic", in: Rect(x: 0, y: 0, width: 32, height: 32),
                        tint: .color(Color(hex: 0)), rotation: rotation)
                ]))
            let dark: (Pixel) -> Bool = { $0.red < 128 }
            return (
                countPixels(image, inside: (x: 0, y: 0, width: 16, height: 32), where: dark),
                countPixels(image, inside: (x: 0, y: 0, width: 32, height: 16), where: dark)
            )
        }
        let plain = try ink(0), turned = try ink(.pi / 2)
        // go-next points right: its ink is balanced top/bottom; turned a quarter, it is balanced left/right.
        #expect(plain.left != turned.left || plain.top != turned.top)
    }

    @Test func fullColourIconIsPaintedAsIs() throws {
        let image = try render(
            whiteList([
                .icon(
                    name: "folder", in: Rect(x: 0, y: 0, width: 48, height: 48), tint: .color(Color(hex: 0xFF0000)),
                    rotation: 0)
            ]))
        // Adwaita's folder is blue-grey, not red.
        #expect(countPixels(image) { $0.blue > $0.red + 30 } > 100)
    }

    @Test func unknownIconDrawsAPlaceholder() throws {
        let renderer = CairoRenderer(theme: .adwaitaLight)
        let image = try render(
            whiteList([
                .icon(
                    name: "no-such-icon-anywhere-symbolic", in: Rect(x: 10, y: 10, width: 20, height: 20), tint: nil,
                    rotation: 0),
                .icon(
                    name: "../../../etc/passwd", in: Rect(x: 40, y: 10, width: 20, height: 20), tint: nil, rotation: 0)
            ]), renderer: renderer)
        #expect(!isWhite(image.pixel(x: 20, y: 20)))
        #expect(!isWhite(image.pixel(x: 50, y: 20)))
        #expect(isWhite(image.pixel(x: 10, y: 10)))  // rounded corner
        #expect(countPixels(image, outside: (x: 10, y: 10, width: 50, height: 20)) { !isWhite($0) } == 0)
        #expect(renderer.cachedIconCount == 2)  // failures are remembered, not searched for every frame
    }

    @Test func locatorPrefersTheSmallestSufficientSize() {
        var locator = IconLocator()
        #expect(locator.locate("go-next-symbolic", target: 16)?.path.contains("/16x16/") == true)
        #expect(locator.locate("go-next-symbolic", target: 20)?.path.contains("/24x24/") == true)
        #expect(locator.locate("go-next-symbolic", target: 33)?.path.contains("/48x48/") == true)
        #expect(locator.locate("go-next-symbolic", target: 16)?.isSymbolic == true)
        #expect(locator.locate("folder", target: 48)?.isSymbolic == false)
        #expect(locator.locate("nope-not-here", target: 16) == nil)
        #expect(locator.locate("a/b", target: 16) == nil)
    }
}

@Suite struct ImageRenderingTests {
    /// A 40×20 PNG: red left half, blue right half.
    func writeTestImage() throws -> String {
        let path = temporaryPath("halves.png")
        var list = DisplayList(background: .color(Color(hex: 0xFF0000)))
        list.append(
            .rectangle(
                Rect(x: 20, y: 0, width: 20, height: 20), cornerRadius: 0,
                fill: .color(Color(hex: 0x0000FF)), stroke: nil, lineWidth: 0))
        try PNGRenderer.render(list, size: Size(width: 40, height: 20), scale: 1, theme: .adwaitaLight, to: path)
        return path
    }

    @Test func theWholeImageIsFittedAndCentredInTheRect() throws {
        let path = try writeTestImage()
        defer { unlink(path) }
        let renderer = CairoRenderer(theme: .adwaitaLight)
        let image = try render(
            whiteList([
                .image(path: path, in: Rect(x: 10, y: 10, width: 40, height: 40), cornerRadius: 0)
            ]), renderer: renderer)
        // The 2:1 image takes the square's width and half its height, centred: both halves whole, white above
        // and below (a cover crop would show only the middle, filled to the square's edges).
        #expect(isClose(image.pixel(x: 11, y: 30), 255, 0, 0, tolerance: 10))
        #expect(isClose(image.pixel(x: 48, y: 30), 0, 0, 255, tolerance: 10))
        #expect(isClose(image.pixel(x: 11, y: 21), 255, 0, 0, tolerance: 10))
        #expect(isClose(image.pixel(x: 48, y: 38), 0, 0, 255, tolerance: 10))
        #expect(isWhite(image.pixel(x: 30, y: 18)) && isWhite(image.pixel(x: 30, y: 41)))
        #expect(isWhite(image.pixel(x: 9, y: 30)))
        #expect(isWhite(image.pixel(x: 50, y: 30)))
        #expect(renderer.cachedImageBytes > 0)
        // A tall rect: the image takes its width, centred vertically.
        let tall = try render(
            whiteList([.image(path: path, in: Rect(x: 10, y: 10, width: 20, height: 60), cornerRadius: 0)]))
        #expect(isWhite(tall.pixel(x: 20, y: 33)) && isWhite(tall.pixel(x: 20, y: 46)))
        #expect(isClose(tall.pixel(x: 12, y: 40), 255, 0, 0, tolerance: 10))
        #expect(isClose(tall.pixel(x: 28, y: 40), 0, 0, 255, tolerance: 10))
    }

    /// An image with transparent parts stands on the theme's checkerboard, so a black symbol drawn on a dark card
    /// stays visible; an opaque image gets none (the halves image above fills its box with its own colours).
    @Test func transparentPartsShowACheckerboard() throws {
        let path = temporaryPath("black-symbol.png")
        defer { unlink(path) }
        var symbol = DisplayList(background: .color(Color(hex: 0x000000, alpha: 0)))
        symbol.append(
            .rectangle(
                Rect(x: 16, y: 16, width: 32, height: 32), cornerRadius: 0,
                fill: .color(Color(hex: 0x000000)), stroke: nil, lineWidth: 0))
        try PNGRenderer.render(symbol, size: Size(width: 64, height: 64), scale: 1, theme: .adwaitaLight, to: path)
        var card = DisplayList(background: .role(.viewBackground))
        card.append(.image(path: path, in: Rect(x: 0, y: 0, width: 64, height: 64), cornerRadius: 0))
        let dark = try render(card, size: Size(width: 64, height: 64), theme: .adwaitaDark)
        // The 8-point squares alternate from the image's corner: (4, 4) is in the first, (12, 4) in the second.
        #expect(isClose(dark.pixel(x: 4, y: 4), 0x9A, 0x9A, 0x9A))
        #expect(isClose(dark.pixel(x: 12, y: 4), 0x82, 0x82, 0x82))
        #expect(isClose(dark.pixel(x: 4, y: 12), 0x82, 0x82, 0x82))
        #expect(isClose(dark.pixel(x: 32, y: 32), 0, 0, 0))  // the symbol itself
        let light = try render(card, size: Size(width: 64, height: 64), theme: .adwaitaLight)
        #expect(isClose(light.pixel(x: 12, y: 4), 0xE2, 0xE2, 0xE2))
    }

    @Test func imageIsClippedToItsRoundedRect() throws {
        let path = try writeTestImage()
        defer { unlink(path) }
        let image = try render(
            whiteList([
                .image(path: path, in: Rect(x: 10, y: 10, width: 40, height: 20), cornerRadius: 8)
            ]))
        // The rounded corners are the image's: white at its corners, colour just inside them.
        #expect(isWhite(image.pixel(x: 10, y: 10)))
        #expect(isWhite(image.pixel(x: 49, y: 29)))
        #expect(isClose(image.pixel(x: 20, y: 12), 255, 0, 0, tolerance: 10))
        #expect(isClose(image.pixel(x: 40, y: 12), 0, 0, 255, tolerance: 10))
        #expect(isClose(image.pixel(x: 12, y: 20), 255, 0, 0, tolerance: 10))
    }

    @Test func missingImageDrawsAPlaceholder() throws {
        let image = try render(
            whiteList([
                .image(
                    path: "/nonexistent/lattice/photo.jpg", in: Rect(x: 10, y: 10, width: 40, height: 40),
                    cornerRadius: 6),
                .image(path: "/etc/hostname", in: Rect(x: 60, y: 10, width: 40, height: 40), cornerRadius: 6)
            ]))
        for x in [12, 62] {
            #expect(!isWhite(image.pixel(x: x, y: 30)))  // the dim fill
        }
        // The image-missing symbol (a faint dashed frame in Adwaita): darker pixels than the fill in the middle.
        let fill = image.pixel(x: 12, y: 30).red
        #expect(countPixels(image, inside: (x: 20, y: 20, width: 20, height: 20)) { $0.red < fill - 10 } > 5)
        #expect(countPixels(image, outside: (x: 10, y: 10, width: 90, height: 40)) { !isWhite($0) } == 0)
    }

    @Test func invalidatingAnImageReloadsIt() throws {
        let path = temporaryPath("late.png")
        defer { unlink(path) }
        let renderer = CairoRenderer(theme: .adwaitaLight)
        let list = whiteList([.image(path: path, in: Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 0)])
        let before = try render(list, renderer: renderer)
        #expect(!isClose(before.pixel(x: 10, y: 2), 255, 0, 0, tolerance: 10))
        try PNGRenderer.render(
            DisplayList(background: .color(Color(hex: 0xFF0000))), size: Size(width: 8, height: 8),
            scale: 1, theme: .adwaitaLight, to: path)
        renderer.invalidateImage(atPath: path)
        let after = try render(list, renderer: renderer)
        #expect(isClose(after.pixel(x: 10, y: 2), 255, 0, 0, tolerance: 10))
    }
}

/// Where a fitted image goes in its rect.
@Suite struct FittedImageTests {
    @Test func anImageKeepsItsAspectCentredAndFillsAnAxisExactly() {
        let frame = Rect(x: 10, y: 20, width: 96, height: 64)
        let portrait = CairoRenderer.fitted(width: 600, height: 900, in: frame)
        #expect(abs(portrait.width - 128.0 / 3) < 1e-9 && portrait.height == 64 && portrait.minY == 20)
        #expect(abs(portrait.midX - frame.midX) < 1e-9)
        #expect(CairoRenderer.fitted(width: 1600, height: 300, in: frame) == Rect(x: 10, y: 43, width: 96, height: 18))
        // Within a pixel of the frame's aspect, the image fills it (no hairline of background at an edge).
        #expect(CairoRenderer.fitted(width: 301, height: 200, in: frame) == frame)
        #expect(CairoRenderer.fitted(width: 0, height: 200, in: frame).width == 0)  // nothing is drawn
    }
}
