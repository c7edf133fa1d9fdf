import Catalog
import Glibc
import InputFiles

extension Catalog {
    /// The catalogue at `location`: a PostgreSQL database or one of its relations when it is a connection URI or
    /// `key=value` string (`PostgreSQLLocation`), else the file at that path (`load(path:options:)`). Blocks on
    /// the file or the network: call it off the main thread. `waitsForRows` makes a database's rows wait for the
    /// server when asked for (the command line's render and bench), where the window shows placeholders.
    public static func load(
        location: String, options: DataFileOptions = DataFileOptions(),
        waitsForRows: Bool = false
    ) throws(InputError) -> Catalog {
        guard isDatabase(location) else { return try load(path: location, options: options) }
        return try PostgreSQLCatalog.catalog(
            PostgreSQLLocation(location), waitsForRows: waitsForRows,
            titleColumn: options.titleColumn)
    }

    /// Whether `location` names a database rather than a file (a file of that name wins).
    public static func isDatabase(_ location: String) -> Bool {
        PostgreSQLLocation.isLocation(location) && access(location, F_OK) != 0
    }
}
