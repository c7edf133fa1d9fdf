import CollectionView
import CompositionalLayout
import Foundation
@testable import GtkShell
import Testing

/// Checks run by hand (skipped unless their environment variable is set):
///
///     LATTICE_RENDER_SAMPLES=/tmp swift test --disable-xctest --filter ManualRenderingChecks
///     LATTICE_LEAK_CHECK=1 swift test --disable-xctest --filter ManualRenderingChecks
@Suite struct ManualRenderingChecks {
    static let sampleDirectory = ProcessInfo.processInfo.environment["LATTICE_RENDER_SAMPLES"]
    static let leakCheck = ProcessInfo.processInfo.environment["LATTICE_LEAK_CHECK"] != nil

    /// A file-list-like frame: header, rows with icons, titles, dim subtitles, tabular sizes, chevrons,
    /// separators, a selected row, a faded row, a boxed card with thumbnails and a missing image.
    static func sampleList(thumbnail: String) -> DisplayList {
        var list = DisplayList()
        let width = 480.0
        list.append(.text("Documents", in: Rect(x: 12, y: 12, width: 300, height: 20),
                          style: TextStyle(size: 14.67, weight: .bold), cacheKey: "header"))
        let rows: [(String, String, String, String)] = [
            ("folder", "Projects", "12 items", "—"),
            ("text-x-generic", "Quarterly report 2024 — final version (reviewed by everyone in the team).txt",
             "Modified yesterday", "1.2 MB"),
            ("image-x-generic", "Holiday.jpg", "Modified 3 March", "88.4 kB"),
            ("audio-x-generic", "Podcast episode 12.ogg", "Modified 1 January", "104.0 MB"),
            ("no-such-icon", "Unknown type", "Placeholder icon", "0 bytes"),
        ]
        for (index, row) in rows.enumerated() {
            let y = 40 + Double(index) * 50
            if index == 1 {
                list.append(.rectangle(Rect(x: 0, y: y, width: width, height: 50), cornerRadius: 0,
                                       fill: .role(.selectionBackground), stroke: nil, lineWidth: 0))
            }
            if index == 3 { list.append(.beginGroup(opacity: 0.4)) }
            list.append(.icon(name: row.0, in: Rect(x: 12, y: y + 9, width: 32, height: 32), tint: nil, rotation: 0))
            list.append(.text(row.1, in: Rect(x: 56, y: y + 7, width: 300, height: 20), style: TextStyle(),
                              cacheKey: "\(index).title"))
            list.append(.text(row.2, in: Rect(x: 56, y: y + 27, width: 300, height: 18),
                              style: TextStyle(size: 12, paint: .role(.dimForeground)), cacheKey: "\(index).subtitle"))
            list.append(.text(row.3, in: Rect(x: 360, y: y + 16, width: 80, height: 20),
                              style: TextStyle(paint: .role(.dimForeground), alignment: .trailing,
                                               tabularNumbers: true), cacheKey: "\(index).size"))
            list.append(.icon(name: "go-next-symbolic", in: Rect(x: 450, y: y + 17, width: 16, height: 16),
                              tint: .role(.dimForeground), rotation: index == 0 ? .pi / 2 : 0))
            if index == 3 { list.append(.endGroup) }
            list.append(.line(from: Point(x: 0, y: y + 50), to: Point(x: width, y: y + 50), width: 1,
                              paint: .role(.border)))
        }
        // A boxed card with thumbnails.
        let card = Rect(x: 12, y: 300, width: width - 24, height: 108)
        list.append(.rectangle(card, cornerRadius: 12, fill: .role(.cardBackground), stroke: .role(.border),
                               lineWidth: 1))
        list.append(.pushClip(card))
        list.append(.image(path: thumbnail, in: Rect(x: 24, y: 312, width: 84, height: 84), cornerRadius: 8))
        list.append(.image(path: "/usr/share/pixmaps/debian-logo.png", in: Rect(x: 120, y: 312, width: 84, height: 84),
                           cornerRadius: 8))
        list.append(.image(path: "/nonexistent.jpg", in: Rect(x: 216, y: 312, width: 84, height: 84), cornerRadius: 8))
        list.append(.text("A long multi-line description that wraps over two lines and is then ellipsized at the end",
                          in: Rect(x: 312, y: 318, width: 140, height: 60),
                          style: TextStyle(size: 12, maximumLines: 3), cacheKey: "card.text"))
        list.append(.popClip)
        list.append(.rectangle(Rect(x: 380, y: 380, width: 80, height: 20), cornerRadius: 10,
                               fill: .role(.accentBackground), stroke: nil, lineWidth: 0))
        list.append(.text("Open", in: Rect(x: 380, y: 381, width: 80, height: 18),
                          style: TextStyle(size: 12, weight: .semibold, paint: .role(.accentForeground),
                                           alignment: .center), cacheKey: "button"))
        return list
    }

    /// A colourful 300×200 image standing in for a photo.
    static func writeThumbnail(to path: String) throws {
        var list = DisplayList(background: .color(Color(hex: 0x99C1F1)))
        list.append(.rectangle(Rect(x: 0, y: 120, width: 300, height: 80), cornerRadius: 0,
                               fill: .color(Color(hex: 0x57E389)), stroke: nil, lineWidth: 0))
        list.append(.rectangle(Rect(x: 200, y: 30, width: 50, height: 50), cornerRadius: 25,
                               fill: .color(Color(hex: 0xF6D32D)), stroke: nil, lineWidth: 0))
        try PNGRenderer.render(list, size: Size(width: 300, height: 200), scale: 1, theme: .adwaitaLight, to: path)
    }

    @Test(.enabled(if: sampleDirectory != nil)) func renderSamples() throws {
        let directory = try #require(Self.sampleDirectory)
        let thumbnail = directory + "/lattice-thumbnail.png"
        try Self.writeThumbnail(to: thumbnail)
        let list = Self.sampleList(thumbnail: thumbnail)
        let size = Size(width: 480, height: 420)
        try PNGRenderer.render(list, size: size, scale: 1, theme: .adwaitaLight, to: directory + "/lattice-light.png")
        try PNGRenderer.render(list, size: size, scale: 1, theme: .adwaitaDark, to: directory + "/lattice-dark.png")
        try PNGRenderer.render(list, size: size, scale: 2, theme: .adwaitaLight, to: directory + "/lattice-light@2x.png")
    }

    static func residentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
        }
        return -1
    }

    @Test(.enabled(if: leakCheck)) func residentMemoryStaysFlatOverManyRenders() throws {
        let thumbnail = temporaryPath("leak-thumbnail.png")
        defer { unlink(thumbnail) }
        try Self.writeThumbnail(to: thumbnail)
        let list = Self.sampleList(thumbnail: thumbnail)
        let size = Size(width: 480, height: 420)
        let output = temporaryPath("leak.png")
        defer { unlink(output) }
        // A persistent renderer (the canvas case) and a fresh one per frame (the PNG case, every object freed).
        let renderer = CairoRenderer(theme: .adwaitaLight, scale: 2)
        func frame(_ index: Int) throws {
            let image = try OffscreenImage(size: size, scale: 2)
            image.draw(list, with: renderer)
            // Text that changes every frame churns the layout cache.
            var changing = DisplayList()
            changing.append(.text("Frame \(index)", in: Rect(x: 0, y: 0, width: 100, height: 20), style: TextStyle(),
                                  cacheKey: "frame"))
            image.draw(changing, with: renderer)
            try PNGRenderer.render(list, size: size, scale: 1, theme: .adwaitaDark, to: output)
        }
        for index in 0..<100 { try frame(index) } // warm-up: caches, fontconfig, glyph caches
        let before = Self.residentKilobytes()
        let frames = Int(ProcessInfo.processInfo.environment["LATTICE_LEAK_FRAMES"] ?? "") ?? 1000
        var samples: [Int] = []
        for index in 100..<(100 + frames) {
            try frame(index)
            if index % 250 == 99 { samples.append(Self.residentKilobytes()) }
        }
        let after = Self.residentKilobytes()
        print("RSS after warm-up \(before) kB; every 250 frames: \(samples) kB; after \(frames) frames \(after) kB;",
              "cached layouts \(renderer.cachedLayoutCount)")
        #expect(after - before < 8 * 1024)
    }
}

extension ManualRenderingChecks {
    static let timing = ProcessInfo.processInfo.environment["LATTICE_RENDER_TIMING"] != nil

    /// A 1920×1080 list frame (21 rows: icon, title, subtitle, size, chevron, separator), drawn repeatedly by
    /// one renderer (cached layouts and icons, as a canvas would).
    @Test(.enabled(if: timing)) func fullHDListFrameTime() throws {
        var list = DisplayList()
        for row in 0..<21 {
            let y = Double(row) * 50
            list.append(.icon(name: row % 2 == 0 ? "folder" : "text-x-generic",
                              in: Rect(x: 12, y: y + 9, width: 32, height: 32), tint: nil, rotation: 0))
            list.append(.text("File number \(row) with a reasonably long name.txt", in: Rect(x: 56, y: y + 7, width: 900,
                              height: 20), style: TextStyle(), cacheKey: "\(row).t"))
            list.append(.text("Modified \(row) days ago", in: Rect(x: 56, y: y + 27, width: 900, height: 18),
                              style: TextStyle(size: 12, paint: .role(.dimForeground)), cacheKey: "\(row).s"))
            list.append(.text("\(row * 37).\(row) MB", in: Rect(x: 1700, y: y + 16, width: 160, height: 20),
                              style: TextStyle(paint: .role(.dimForeground), alignment: .trailing, tabularNumbers: true),
                              cacheKey: "\(row).z"))
            list.append(.icon(name: "go-next-symbolic", in: Rect(x: 1880, y: y + 17, width: 16, height: 16),
                              tint: .role(.dimForeground), rotation: 0))
            list.append(.line(from: Point(x: 0, y: y + 50), to: Point(x: 1920, y: y + 50), width: 1,
                              paint: .role(.border)))
        }
        let renderer = CairoRenderer(theme: .adwaitaLight)
        let image = try OffscreenImage(size: Size(width: 1920, height: 1080), scale: 1)
        image.draw(list, with: renderer)
        let clock = ContinuousClock()
        let frames = 200
        let elapsed = clock.measure { for _ in 0..<frames { image.draw(list, with: renderer) } }
        let cold = clock.measure { CairoRenderer(theme: .adwaitaLight).draw(list, into: image.context,
                                                                              size: Size(width: 1920, height: 1080)) }
        print("1920×1080 list frame: \(elapsed / frames) per frame warm (cached layouts), \(cold) cold (new renderer)")
    }
}
