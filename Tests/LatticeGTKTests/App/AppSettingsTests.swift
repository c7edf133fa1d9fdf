import Foundation
import Testing

@testable import LatticeGTK

/// AppSettings (the typed layer's Settings, found installed or compiled beside the build) against the real schema (data/io.github.lattice.Lattice.gschema.xml), compiled into a temporary
/// folder laid out like meson's build directory, on GLib's in-memory backend.
@MainActor @Suite(.serialized) struct AppSettingsTests {
    let folder: URL

    init() throws {
        setenv("GSETTINGS_BACKEND", "memory", 1)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-settings-\(getpid())")
        let schemas = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../data/io.github.lattice.Lattice.gschema.xml").standardized
        let copy = schemas.appendingPathComponent("io.github.lattice.Lattice.gschema.xml")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: source, to: copy)
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-schemas")
        compile.arguments = ["--strict", "--targetdir", schemas.path, schemas.path]
        try compile.run()
        compile.waitUntilExit()
        try #require(compile.terminationStatus == 0)
    }

    private func open() throws -> Settings {
        try #require(
            AppSettings.open(
                schemaID: "io.github.lattice.Lattice", executable: folder.appendingPathComponent("lattice").path))
    }

    private func cleanUp() { try? FileManager.default.removeItem(at: folder) }

    @Test func findsTheSchemaCompiledNextToTheBinary() throws {
        defer { cleanUp() }
        let settings = try open()
        #expect(settings.string("view-mode") == "list")  // the schema's default
        #expect(
            AppSettings.open(schemaID: "io.github.lattice.Nonexistent", executable: folder.path + "/lattice") == nil)
    }

    @Test func valuesRoundTrip() throws {
        defer { cleanUp() }
        let settings = try open()
        settings.set("view-mode", "grid")
        settings.set("window-width", 1234)
        settings.set("sidebar-visible", false)
        settings.set("grid-zoom", 1.5)
        settings.set("collapsed-sections", ["colours", "library-documents"])
        settings.set("location-states", ["/a.json": "{\"mode\":\"grid\"}", "/b": "{}"])
        let again = try open()
        #expect(again.string("view-mode") == "grid")
        #expect(again.int("window-width") == 1234)
        #expect(!again.bool("sidebar-visible"))
        #expect(again.double("grid-zoom") == 1.5)
        #expect(again.strings("collapsed-sections") == ["colours", "library-documents"])
        #expect(again.dictionary("location-states") == ["/a.json": "{\"mode\":\"grid\"}", "/b": "{}"])
    }
}
