import CGtk
import Foundation
import Glibc
import Gtk

/// Runs test code in a chosen locale on the test's own thread — glibc's per-thread locale (`uselocale`), which
/// gettext, `printf`'s decimal mark, `localeconv` and `nl_langinfo` (and so GLib's `g_format_size`,
/// `g_date_time_format` and `g_dgettext`) honour — leaving the process's locale, and the tests running beside it
/// on other threads, as they are.
///
/// The first use prepares, once for the process:
/// - the locales: only C and C.UTF-8 come compiled, so `localedef` (Debian's `locales` package: `make test-deps`)
///   compiles `names` into `.build/test-locales` (kept for later runs) and `LOCPATH` points there — glibc reads
///   it whenever a locale is made;
/// - the translations: `po/de.po` and `po/ar.po`, and the Gtk library's `po/gtk/de.po` and `po/gtk/ar.po`,
///   compiled with `msgfmt` (gettext) into a folder of the test run's own, and both domains bound there — so the tests read the po files as they are, whichever build
///   (`make`, `meson test`) runs them. Only bound: `textdomain` and the process's locale stay as they are.
///
/// What is missing fails the test with what to do, never skips it.
/// The folder the translations were compiled into for this run, removed when the process ends.
nonisolated(unsafe) private var compiledCatalogues: String?

enum TestLocales {
    /// The locales tests write in: German and Arabic (both translated), French (numbers only).
    static let names = ["de_DE.UTF-8", "ar_EG.UTF-8", "fr_FR.UTF-8"]

    /// Why a locale cannot be used.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// The source tree's root (this file is `Tests/LatticeViewerTests/Support/TestLocales.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The preparation's outcome, made once, on first use.
    private static let prepared: Result<Void, Unavailable> = prepare()

    /// `body`'s result, run on this thread in the locale `name` (one of `names`), every category (messages,
    /// numbers, times) at once. `body` must not suspend: the locale is this thread's, not its task's.
    static func run<T>(in name: String, _ body: () throws -> T) throws -> T {
        try prepared.get()
        guard
            let locale = newlocale(
                LC_CTYPE_MASK | LC_NUMERIC_MASK | LC_TIME_MASK | LC_COLLATE_MASK
                    | LC_MONETARY_MASK | LC_MESSAGES_MASK, name, nil)
        else {
            throw Unavailable(
                description: "newlocale(\(name)) failed (\(String(cString: strerror(errno)))) although "
                    + "LOCPATH=\(ProcessInfo.processInfo.environment["LOCPATH"] ?? "") holds it")
        }
        defer { freelocale(locale) }
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        return try body()
    }

    private static func prepare() -> Result<Void, Unavailable> {
        // The catalogues, compiled from the po files as they are now.
        let catalogues = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "lattice-test-locale-\(getpid())")
        for language in ["de", "ar"] {
            for (po, domain) in [("po", "lattice"), ("po/gtk", Localization.libraryDomain)] {
                if let problem = compileCatalogue(language, from: po, domain: domain, into: catalogues) {
                    return .failure(problem)
                }
            }
        }
        compiledCatalogues = catalogues.path
        // left behind by no run
        atexit { if let folder = compiledCatalogues { try? FileManager.default.removeItem(atPath: folder) } }
        for domain in ["lattice", Localization.libraryDomain] {
            bindtextdomain(domain, catalogues.path)
            bind_textdomain_codeset(domain, "UTF-8")
        }

        // The locales, compiled once into the build folder.
        let folder = root.appendingPathComponent(".build/test-locales")
        for name in names where modified(folder.appendingPathComponent("\(name)/LC_CTYPE").path) == nil {
            if let problem = compile(name, into: folder) { return .failure(problem) }
        }
        setenv("LOCPATH", folder.path, 1)
        // LANGUAGE, when set, would choose the catalogues' language for every thread whatever its locale.
        unsetenv("LANGUAGE")
        return .success(())
    }

    /// Compiles `PO/LANGUAGE.po` (`po`, or the Gtk library's `po/gtk`) with `msgfmt` into
    /// `folder/LANGUAGE/LC_MESSAGES/DOMAIN.mo`, or says why it could not.
    private static func compileCatalogue(
        _ language: String, from po: String, domain: String, into folder: URL
    )
        -> Unavailable?
    {
        guard
            let msgfmt = ["/usr/bin/msgfmt", "/bin/msgfmt"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else {
            return Unavailable(
                description:
                    "msgfmt is not installed; it compiles the translations (Debian's gettext package: `make deps`)")
        }
        let target = folder.appendingPathComponent("\(language)/LC_MESSAGES")
        try? FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let (status, output): (Int32, String)
        switch run(
            msgfmt,
            [
                "-o", target.appendingPathComponent("\(domain).mo").path,
                root.appendingPathComponent("\(po)/\(language).po").path
            ])
        {
        case .success(let finished): (status, output) = finished
        case .failure(let problem): return problem
        }
        guard status == 0 else {
            return Unavailable(description: "msgfmt could not compile \(po)/\(language).po: \(output)")
        }
        return nil
    }

    /// Compiles the locale `name` ("de_DE.UTF-8") with `localedef` into `folder`, or says why it could not.
    private static func compile(_ name: String, into folder: URL) -> Unavailable? {
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return Unavailable(description: "\(name) is not a locale name with a charset") }
        guard
            let localedef = ["/usr/bin/localedef", "/usr/sbin/localedef", "/bin/localedef"]
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else {
            return Unavailable(
                description: "localedef is not installed; it compiles the test locales "
                    + "(Debian's libc-bin and locales packages: `make test-deps`)")
        }
        // Compiled beside its place and moved in whole, so a run stopped halfway leaves no half a locale.
        let staging = folder.appendingPathComponent(".staging-\(getpid())-\(name)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: staging)
        let output: String
        switch run(localedef, ["-i", parts[0], "-f", parts[1], staging.path]) {
        case .success(let finished): output = finished.output
        case .failure(let problem): return problem
        }
        // localedef exits 1 for warnings as well: the compiled locale is what counts.
        guard modified(staging.appendingPathComponent("LC_CTYPE").path) != nil else {
            return Unavailable(
                description: "localedef could not compile \(name) (are Debian's `locales` definitions "
                    + "installed? `make test-deps`): \(output)")
        }
        let target = folder.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: target)
        do {
            try FileManager.default.moveItem(at: staging, to: target)
        } catch {
            return Unavailable(description: "cannot move the compiled \(name) into \(folder.path): \(error)")
        }
        return nil
    }

    /// Runs `tool` with `arguments` to its end: its exit status and what it wrote (standard output and error), or why
    /// it could not run.
    private static func run(
        _ tool: String, _ arguments: [String]
    ) -> Result<(status: Int32, output: String), Unavailable> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            return .failure(Unavailable(description: "cannot run \(tool): \(error)"))
        }
        let written = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return .success((process.terminationStatus, written))
    }

    /// When the file at `path` was last changed, or nil when there is none.
    private static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
