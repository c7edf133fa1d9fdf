import ArgumentParser
import Catalog
import CollectionView
import Foundation
import InputFiles
import JSONInput
import LatticeGTK
import LatticeLayout
import LatticeViewer
import PostgreSQLSource

/// `lattice bench open FILE`: a catalogue file opened as the window opens it — read, parsed into items, made a
/// scene and a model, its first screen drawn — each phase timed, with the peak memory.
struct OpenBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract:
            "Open a catalogue or data file (CSV, TSV, JSON, JSON Lines, SQLite) as the window does and report the time of each phase.",
        discussion: """
            Phases, each after the one before: read (the file's bytes), parse (items), scene (sections, the main \
            area's data and model laid out at 1280x800), first frame (its display list drawn into a bitmap, \
            no display needed). Reported in seconds from the start of the command, with rows, bytes per second \
            of the parse, the resident memory at the start (the program and its libraries), and the peak RSS after \
            the parse and at the end. `mapped` tells whether the file was mapped (its pages let go of as they are \
            read) or copied into memory. With --sort, then the catalogue sorted by \
            that column as a click on its header in the columns view sorts it (`sort_s`, the sort alone; \
            `sorted_first_frame_s`, until the sorted rows' first screen is drawn). With --group-by, the catalogue \
            grouped by that column as the columns view's *Group by* does (`group_s`, the grouping alone; `groups`; \
            `grouped_first_frame_s`, until the groups' first screen is drawn; `grouped_peak_rss_kb`).
            """)

    @Argument(help: "A catalogue or data file, or a database location (postgresql://host/db#schema.table).")
    var path: String

    @Option(help: "For a database: how many jumps to seeded random positions to time.")
    var jumps = 50

    @Option(help: "After the first frame, sort by this column: \"name\" (the titles) or a metadata key.")
    var sort: String?

    @Option(name: .customLong("group-by"), help: "After the first frame, group the rows by this column's values.")
    var groupBy: String?

    func run() throws {
        if Catalog.isDatabase(path) {
            let failure: InputError? = MainActor.assumeIsolated {
                do throws(InputError) {
                    try DatabaseOpenBenchmark(location: path, sort: sort, jumps: jumps).run()
                } catch { return error }
                return nil
            }
            if let failure {
                FileHandle.standardError.write(Data("lattice: \(failure)\n".utf8))
                throw ExitCode(1)
            }
            return
        }
        let start = ProcessClock.monotonicSeconds()
        func since() -> Double { ((ProcessClock.monotonicSeconds() - start) * 1000).rounded() / 1000 }
        let data: FileContents
        let catalog: Catalog
        let baseline = ProcessClock.statusKilobytes("VmRSS")
        do {
            data = try Catalog.readFile(path: path)
            let read = since()
            print("bench=open")
            print("bytes=\(data.data.count)")
            print("mapped=\(data.pages != nil)")
            print("start_rss_kb=\(baseline)")
            print("read_s=\(read)")
            let parseStart = ProcessClock.monotonicSeconds()
            catalog = try Catalog.parseFile(data, path: path)
            GtkRuntime.giveBackFreedMemory()  // as the window does
            let parse = ProcessClock.monotonicSeconds() - parseStart
            print("rows=\(catalog.itemCount)")
            print("parsed_s=\(since())")
            print("parse_mb_per_s=\((Double(data.data.count) / 1e6 / max(parse, 1e-9)).rounded())")
            print("parsed_peak_rss_kb=\(ProcessClock.statusKilobytes("VmHWM"))")
        } catch {
            FileHandle.standardError.write(Data("lattice: \(error)\n".utf8))
            throw ExitCode(1)
        }
        MainActor.assumeIsolated {
            let size = Size(width: 1280, height: 800)
            let model = CatalogScene(catalog: catalog).mainModel(
                layout: .list, appearance: .insetGrouped, size: size,
                scale: 1, measurer: PangoTextMeasurer())
            print("scene_s=\(since())")
            model.advance()
            let list = model.displayList()
            if let image = try? OffscreenImage(size: size, scale: 1) {
                image.draw(list, with: CairoRenderer(theme: .adwaitaLight))
            }
            print("first_frame_s=\(since())")
            if let sort {
                let sortStart = ProcessClock.monotonicSeconds()
                let sorted = catalog.sorted(by: sort == ColumnSort.name ? nil : sort, ascending: true)
                print("sort_s=\(((ProcessClock.monotonicSeconds() - sortStart) * 1000).rounded() / 1000)")
                print("sorted_rows=\(sorted?.itemCount ?? 0)")
                // The sorted rows' first screen, as the window shows them (a database's are read only now).
                if let sorted {
                    Self.drawFirstScreen(of: sorted, size: size)
                    print(
                        "sorted_first_frame_s=\(((ProcessClock.monotonicSeconds() - sortStart) * 1000).rounded() / 1000)"
                    )
                }
            }
            if let groupBy {
                let groupStart = ProcessClock.monotonicSeconds()
                func elapsed() -> Double { ((ProcessClock.monotonicSeconds() - groupStart) * 1000).rounded() / 1000 }
                let grouped = catalog.grouped(by: [groupBy])
                print("group_s=\(elapsed())")
                print("groups=\(grouped?.sections.count ?? 0)")
                if let grouped {
                    Self.drawFirstScreen(of: grouped, size: size)
                    print("grouped_first_frame_s=\(elapsed())")
                }
                print("grouped_peak_rss_kb=\(ProcessClock.statusKilobytes("VmHWM"))")
            }
            print("peak_rss_kb=\(ProcessClock.statusKilobytes("VmHWM"))")
        }
    }

    /// Lays out `catalog`'s first screen as the window's list shows it and draws it into a bitmap.
    @MainActor
    static func drawFirstScreen(of catalog: Catalog, size: Size) {
        let model = CatalogScene(catalog: catalog).mainModel(
            layout: .list, appearance: .insetGrouped, size: size,
            scale: 1, measurer: PangoTextMeasurer())
        model.advance()
        if let image = try? OffscreenImage(size: size, scale: 1) {
            image.draw(model.displayList(), with: CairoRenderer(theme: .adwaitaLight))
        }
    }
}
