import ArgumentParser
import Catalog
import CollectionView
import Folders
import Foundation
import Glibc
import Gtk
import InputFiles
import JSONInput
import LatticeBench
import LatticeGTK
import LatticeViewer
import PostgreSQLSource

/// The `lattice` command: the viewer and its tools.
@main
struct Lattice: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lattice",
        abstract: "A list and grid viewer for the Linux desktop, and the tools of its layout engine.",
        subcommands: [OpenCommand.self, RenderCommand.self, LayoutCommand.self, BenchCommand.self],
        defaultSubcommand: OpenCommand.self)

    /// Runs the command line; usage errors exit with status 2 (the contract in DESIGN.md), where
    /// swift-argument-parser would use EX_USAGE (64).
    static func main() {
        MainThread.record()
        // The user's language for the window; the command line's errors and figures stay English (docs/i18n.md).
        Localization.bind(domain: "lattice", directory: SampleLocator.localeDirectory)
        GtkRuntime.keepFrameBuffersInTheHeap()
        GtkRuntime.leaveOutGLWhenRenderingInSoftware()
        let arguments: [String]
        switch openedArguments() {
        case .success(let opened):
            arguments = opened.arguments
            MainActor.assumeIsolated { displayNames = opened.names }
            // `layout` and `bench` print for scripts and bug reports: in English whatever the user's language
            // (docs/i18n.md). `render` draws what the window would, in the locale the environment chooses.
            if let command = arguments.first, ["layout", "bench"].contains(command) { setlocale(LC_MESSAGES, "C") }
        case .failure(let problem):
            FileHandle.standardError.write(Data("lattice: \(problem.message)\n".utf8))
            exit(withError: ExitCode(1))
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            if exitCode(for: error).rawValue == ExitCode.validationFailure.rawValue {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                exit(withError: ExitCode(2))
            }
            exit(withError: error)
        }
    }
}

extension Lattice {
    /// The names users know the paths `openedArguments` made by (`/proc/self/fd/3` → `café.csv`).
    @MainActor static var displayNames: [String: String] = [:]

    /// An argument that cannot be taken as given.
    struct ArgumentProblem: Error {
        let message: String
    }

    /// The command line's arguments (without the program's name) as Swift strings. One that is not UTF-8 — which
    /// `CommandLine.arguments` would decode lossily (U+FFFD for bad bytes) into a path naming no file — but names a
    /// file or folder (a Latin-1 name on an old drive) is opened, and stands as `/proc/self/fd/N`, the kernel's name
    /// for what was opened while the process runs, shown by the name GLib gives it (`names`); another is an error.
    static func openedArguments(
        _ argv: [[UInt8]] = rawArguments()
    ) -> Result<(arguments: [String], names: [String: String]), ArgumentProblem> {
        var arguments: [String] = [], names: [String: String] = [:]
        for argument in argv.dropFirst() {
            if let text = String(validating: argument, as: UTF8.self) {
                arguments.append(text)
                continue
            }
            let descriptor = (argument + [0]).withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) { Glibc.open($0.baseAddress!, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
            }
            guard descriptor >= 0 else {
                let spelled = FileName.spelled(argument)
                return .failure(
                    ArgumentProblem(
                        message: errno == ENOENT
                            ? "\(spelled): the argument is not valid UTF-8"
                            : "\(spelled): cannot be opened (\(String(cString: strerror(errno))))"))
            }
            let path = "/proc/self/fd/\(descriptor)"
            arguments.append(path)
            names[path] = GtkRuntime.displayName(
                ofFilename: Array(argument.split(separator: UInt8(ascii: "/")).last ?? []))
        }
        return .success((arguments, names))
    }

    /// `catalog`, read from `path`, titled by the name users know it by when the command line named it otherwise
    /// (`openedArguments`).
    @MainActor static func titled(_ catalog: Catalog, path: String, isFolder: Bool) -> Catalog {
        guard let name = displayNames[path] else { return catalog }
        var catalog = catalog
        catalog.title =
            isFolder
            ? name : URL(fileURLWithPath: Decompression.innerName(name)).deletingPathExtension().lastPathComponent
        if catalog.subtitle == path { catalog.subtitle = name }
        return catalog
    }

    /// The process's arguments as the bytes the kernel passed.
    private static func rawArguments() -> [[UInt8]] {
        (0..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            return Array(
                UnsafeBufferPointer(
                    start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self),
                    count: strlen(argument)))
        }
    }
}

/// The viewer's windows, in the theme the desktop asks for.
@MainActor
final class OpenWindows {
    private(set) var theme: Theme
    private var windows: [ViewerWindow] = []

    init(theme: Theme) { self.theme = theme }

    func present(_ viewer: ViewerWindow) {
        windows.append(viewer)
        // Unowned: the windows live in this object, which outlives them (and a weak reference to it would give it a
        // side table that LeakSanitizer cannot see through, reported at exit).
        viewer.reports.onOpenLocation = { [unowned self, weak viewer] location in
            guard let viewer else { return }
            self.open(location, application: viewer.application)
        }
        viewer.present()
    }

    /// Redraws every window in `theme`.
    func apply(_ theme: Theme) {
        self.theme = theme
        for window in windows { window.apply(theme) }
    }

    /// Open…, a drop, a second path: a folder opens at once (listed off the main thread); a catalogue is read
    /// off the main thread and opens when read — or, when it cannot be read, as a window saying why. The other
    /// windows stay as they are and keep responding meanwhile.
    func open(_ path: String, application: ApplicationHandle) {
        if Catalog.isDatabase(path) {
            let viewer = ViewerWindow(
                application: application, catalog: OpenCommand.placeholder(forDatabase: path), theme: theme,
                settings: ViewerSettings())
            present(viewer)
            viewer.loadDatabase(at: path)
            return
        }
        if FolderListing.isFolder(path) {
            present(
                ViewerWindow(
                    application: application, catalog: OpenCommand.placeholder(forFolder: path), theme: theme,
                    settings: ViewerSettings(), folder: path))
            return
        }
        let options = ViewerSettings().reading(of: path)
        Task { [weak self] in
            let result = await Task.detached(priority: .userInitiated) {
                Result<Catalog, InputError> { () throws(InputError) in try Catalog.load(path: path, options: options) }
            }.value
            self?.opened(result, path: path, application: application)
        }
    }

    private func opened(_ result: Result<Catalog, InputError>, path: String, application: ApplicationHandle) {
        switch result {
        case .success(let catalog):
            present(ViewerWindow(application: application, catalog: catalog, theme: theme, settings: ViewerSettings()))
        case .failure(let error):
            presentFailure(error, path: path, application: application)
        }
    }

    /// A window saying why `path` cannot be opened: its error page, titled with the file's name.
    func presentFailure(_ error: any Error, path: String, application: ApplicationHandle) {
        let name = FileName.shown(URL(fileURLWithPath: path).lastPathComponent)
        present(
            ViewerWindow(
                application: application, catalog: Catalog(title: name, subtitle: path, sections: []),
                theme: theme,
                failure: EmptyState(
                    iconName: "dialog-error-symbolic",
                    title: tr("Cannot Open “%s”", name), description: "\(error)")))
    }

    /// Saves every window's state (the application is quitting) and lets them go.
    func rememberAll() {
        for window in windows {
            window.remember()
            window.reports.onQuit?()
        }
        AppSettings.sync()
        windows.removeAll()
    }
}

/// `lattice [PATH]`: open the viewer on a folder, a catalogue file or the bundled sample.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the viewer on PATH (a folder, a catalogue or a data file), or on the bundled sample.")

    @Argument(
        help:
            "A folder, a catalogue, any CSV, TSV, JSON, JSON Lines or SQLite file, or a PostgreSQL database (postgresql://user@host/db, host=… dbname=…, service=…; #schema.table opens one table); the bundled sample when omitted."
    )
    var path: String?

    @Option(help: "Quit by itself after this many milliseconds (headless tests).")
    var quitAfter: Int?

    @Flag(
        help:
            "Quit by itself once the location is read whole and drawn (headless tests; --quit-after still bounds the wait)."
    )
    var quitWhenLoaded = false

    @Flag(help: "Use the dark style (default: follow the desktop).")
    var dark = false

    @Flag(help: "Use the high-contrast style (default: follow the desktop).")
    var highContrast = false

    @Option(help: "Reading direction: ltr, rtl, or auto (the locale's).")
    var direction: DirectionChoice = .auto

    @Flag(
        help:
            "Print when the first frame, the first entries and a folder's whole listing were shown, in seconds since the process started (key=value)."
    )
    var printTimings = false

    @OptionGroup(title: "Data files")
    var reading: DataFileArguments

    func run() throws {
        try MainActor.assumeIsolated { try open() }
    }

    /// How to read the data file at `path`: as the command line says, else as the window last read it.
    @MainActor
    private func options(for path: String) -> DataFileOptions {
        reading.options.isEmpty ? ViewerSettings().reading(of: path) : reading.options
    }

    @MainActor
    private func open() throws {
        guard let target = path ?? SampleLocator.sampleCatalog else {
            fail("cannot find the bundled sample catalogue (set LATTICE_DATA_DIR to the data folder)")
        }
        // A catalogue is read now, unless it is a large file of rows (the window reads it, showing its first rows as
        // they come); a folder is only checked (the window lists it off the main thread).
        let isFolder = FolderListing.isFolder(target)
        // A database is connected to by its window, off the main thread; its location is checked here.
        let isDatabase = !isFolder && Catalog.isDatabase(target)
        let streamed = !isFolder && !isDatabase && Self.streams(target)
        var catalog = Self.placeholder(forCatalogue: target)
        var failure: (any Error)?
        do {
            if isFolder {
                try FolderListing.validate(folder: target)
                catalog = Self.placeholder(forFolder: target)
            } else if isDatabase {
                _ = try PostgreSQLLocation(target)
                catalog = Self.placeholder(forDatabase: target)
            } else if streamed {
                try Catalog.checkFile(path: target)
                catalog = Self.placeholder(forCatalogue: target)
            } else {
                catalog = try Catalog.load(path: target, options: options(for: target))
            }
        } catch {
            // From a terminal the error is the answer; launched from the desktop there is no terminal to read it
            // in, so a window says it too.
            guard Self.isLaunchedFromDesktop, GtkApplicationRunner.canOpenDisplay else { fail("\(error)") }
            FileHandle.standardError.write(Data("lattice: \(error)\n".utf8))
            failure = error
        }
        guard GtkApplicationRunner.canOpenDisplay else {
            fail("cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?)")
        }
        if let data = SampleLocator.dataDirectory { GtkRuntime.addIconSearchPath(data + "/icons") }
        // The desktop's style, followed live: every window redraws when it changes.
        let appearance = SystemAppearance(forceDark: dark ? true : nil, forceHighContrast: highContrast ? true : nil)
        let open = OpenWindows(theme: appearance.current.theme)
        appearance.onChange = { next in open.apply(next.theme) }
        // When the system runs low on memory, the tables let go of the orders they keep for a second click.
        let memory = MemoryMonitor.system()
        memory?.onLowMemory { Catalog.letGoOfKeptOrders() }
        defer { withExtendedLifetime(memory) {} }
        let finishTrace = TraceSetup.installFromEnvironment()
        defer { finishTrace() }
        let status = GtkApplicationRunner.run(
            id: SampleLocator.applicationID, quitAfterMilliseconds: quitAfter,
            build: { app in
                if direction != .auto { GtkRuntime.setDefaultDirection(rightToLeft: direction == .rtl) }
                if let failure { return open.presentFailure(failure, path: target, application: app) }
                let viewer = ViewerWindow(
                    application: app, catalog: Lattice.titled(catalog, path: target, isFolder: isFolder),
                    theme: open.theme, settings: ViewerSettings(), folder: isFolder ? target : nil)
                if !reading.options.isEmpty { viewer.place.reading = options(for: target) }
                if !reading.groupBy.isEmpty { viewer.group(by: reading.groupBy) }
                if printTimings || quitWhenLoaded {
                    Self.reportTimings(of: viewer, printing: printTimings, quitWhenLoaded: quitWhenLoaded)
                }
                open.present(viewer)
                if streamed { viewer.loadCatalogue(at: target) }
                if isDatabase { viewer.loadDatabase(at: target) }
            }, open: { app, path in open.open(path, application: app) })
        // Windows still open when the application quits (Ctrl+Q, --quit-after) remember their state too.
        open.rememberAll()
        if status != 0 { throw ExitCode(status) }
        if failure != nil { throw ExitCode(1) }
    }

    /// Whether the desktop launched the viewer from its desktop file (GLib's launcher names the file in
    /// `GIO_LAUNCHED_DESKTOP_FILE`), where nobody reads standard error.
    static var isLaunchedFromDesktop: Bool { ProcessInfo.processInfo.environment["GIO_LAUNCHED_DESKTOP_FILE"] != nil }

    /// Prints `first_frame_s`, `first_entries_s` (the first frame with items) and `listing_complete_s` (a
    /// folder's whole listing shown), each once, in seconds since the process started; and, when the window
    /// closes, `longest_main_loop_stall_ms` since the first frame (`MainLoopWatchdog`). With `quitWhenLoaded`, the
    /// application quits after the first frame drawn once the location is read whole (nothing printed unless
    /// `printing`).
    @MainActor
    static func reportTimings(of viewer: ViewerWindow, printing: Bool = true, quitWhenLoaded: Bool = false) {
        var printed: Set<String> = []
        var watchdog: MainLoopWatchdog?
        var loaded = false
        func report(_ key: String) {
            guard printing, printed.insert(key).inserted else { return }
            if key == "first_frame_s" {
                watchdog = MainLoopWatchdog()
                viewer.reports.onQuit = {
                    guard let watchdog else { return }
                    FileHandle.standardOutput.write(
                        Data("longest_main_loop_stall_ms=\((watchdog.longestStall * 1000 * 10).rounded() / 10)\n".utf8))
                }
            }
            FileHandle.standardOutput.write(Data("\(key)=\((ProcessClock.age() * 1000).rounded() / 1000)\n".utf8))
        }
        viewer.mainCanvas.hooks.didDraw = {
            report("first_frame_s")
            if !viewer.mainCanvas.model.isEmpty { report("first_entries_s") }
            if quitWhenLoaded && loaded { viewer.application.quit() }
        }
        viewer.reports.onLoaded = { catalog in
            loaded = true
            viewer.mainCanvas.queueDraw()
            report("listing_complete_s")
            // What the listing read, and how many rows the main area shows of it (equal unless one is lost).
            let data = viewer.mainCanvas.model.engine.dataSource
            let shown = (0..<data.numberOfSections).reduce(0) { $0 + data.numberOfItems(inSection: $1) }
            if printing { FileHandle.standardOutput.write(Data("entries=\(catalog.itemCount)\nshown=\(shown)\n".utf8)) }
        }
    }

    /// Files read in the window rather than before it: catalogues of rows (CSV, TSV, JSON Lines) above 4 MiB (about
    /// 70,000 rows), which take a noticeable time to parse, and JSON documents read item by item (above
    /// `ResourceBudget.inputFileBytes`). Smaller files are read first, so their errors come before a window.
    static let streamingThreshold = 4 << 20

    /// Whether the catalogue file at `path` is read by its window (`streamingThreshold`).
    static func streams(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        // A compressed file holds several times its size: read by the window past a megabyte.
        if info.st_size > 1 << 20,
            let head = FileHandle(forReadingAtPath: path).map({ handle in
                defer { try? handle.close() }
                return (try? handle.read(upToCount: 6)) ?? Data()
            }), Decompression(head: head) != nil
        {
            return true
        }
        return Int(info.st_size)
            > (CatalogFormat(path: path).isRowByRow ? streamingThreshold : ResourceBudget.inputFileBytes)
    }

    /// What a catalogue window shows until the file is read: its title and path, as the whole file will give.
    static func placeholder(forCatalogue path: String) -> Catalog {
        Catalog(
            title: FileName.shown(
                URL(fileURLWithPath: Decompression.innerName(path)).deletingPathExtension().lastPathComponent),
            subtitle: path,
            sections: [], sourcePath: path)
    }

    /// What a database window shows until it is connected to: the location without its password.
    static func placeholder(forDatabase location: String) -> Catalog {
        let shown = (try? PostgreSQLLocation(location))
        return Catalog(
            title: shown?.database ?? "PostgreSQL", subtitle: shown?.shown, sections: [], sourcePath: shown?.shown ?? ""
        )
    }

    /// What a folder window shows until its listing arrives.
    static func placeholder(forFolder path: String) -> Catalog {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return Catalog(
            title: absolute == "/" ? "/" : FileName.shown(URL(fileURLWithPath: absolute).lastPathComponent),
            subtitle: FileName.shown(absolute),
            sections: [], sourcePath: absolute)
    }

    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("lattice: \(message)\n".utf8))
        Foundation.exit(1)
    }
}
