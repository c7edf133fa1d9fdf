import Testing

@testable import Gtk

@Suite struct GtkRuntimeTests {
    @Test func softwareRenderingLeavesGLOut() {
        #expect(GtkRuntime.gdkDebugFlags(renderer: "cairo", debug: nil) == "gl-disable")
        #expect(GtkRuntime.gdkDebugFlags(renderer: " Cairo ", debug: "") == "gl-disable")
    }

    @Test func flagsAlreadyAskedForAreKept() {
        #expect(GtkRuntime.gdkDebugFlags(renderer: "cairo", debug: "events") == "events,gl-disable")
        #expect(GtkRuntime.gdkDebugFlags(renderer: "cairo", debug: "events:misc") == "events,misc,gl-disable")
    }

    @Test func nothingChangesWhenGLIsAlreadyOutOrAnotherRendererDraws() {
        #expect(GtkRuntime.gdkDebugFlags(renderer: "cairo", debug: "misc,gl-disable") == nil)
        #expect(GtkRuntime.gdkDebugFlags(renderer: "gl", debug: nil) == nil)
        #expect(GtkRuntime.gdkDebugFlags(renderer: "ngl", debug: "events") == nil)
        #expect(GtkRuntime.gdkDebugFlags(renderer: nil, debug: nil) == nil)
    }
}
