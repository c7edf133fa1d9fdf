import InputFiles
import Testing

@testable import PostgreSQLSource

/// Locations as users write them for psql, the relation after `#`, and passwords never shown.
struct PostgreSQLLocationTests {
    @Test func urisAndKeyValueStringsAreLocationsAndPathsAreNot() {
        #expect(PostgreSQLLocation.isLocation("postgresql://user@host/db"))
        #expect(PostgreSQLLocation.isLocation("postgres://host"))
        #expect(PostgreSQLLocation.isLocation("host=/tmp dbname=sales"))
        #expect(PostgreSQLLocation.isLocation("service=demo"))
        #expect(!PostgreSQLLocation.isLocation("trips.csv"))
        #expect(!PostgreSQLLocation.isLocation("a=b.csv"))
        #expect(!PostgreSQLLocation.isLocation("/home/me/data"))
    }

    @Test func theRelationAfterTheHashIsSplitOffAndUnquoted() throws {
        let plain = try PostgreSQLLocation("postgresql://me@localhost/sales#public.trips")
        #expect(plain.connectionString == "postgresql://me@localhost/sales")
        #expect(plain.relation == .init(schema: "public", name: "trips"))
        #expect(plain.database == "sales")
        let quoted = try PostgreSQLLocation(#"dbname=lattice#"Survey Data"."State ""Plane"" Zones""#)
        #expect(quoted.relation == .init(schema: "Survey Data", name: #"State "Plane" Zones"#))
        #expect(quoted.shown == #"dbname=lattice#"Survey Data"."State ""Plane"" Zones""#)
        let bare = try PostgreSQLLocation("service=demo#trips")
        #expect(bare.relation == .init(schema: nil, name: "trips"))
        let encoded = try PostgreSQLLocation("postgresql:///lattice#%22K%C3%BCche%22")
        #expect(encoded.relation?.name == "Küche")
    }

    @Test func passwordsAreNeverShown() throws {
        let uri = try PostgreSQLLocation(
            "postgresql://me:s3cret@db.example.com:5433/sales?sslmode=require&password=other#trips")
        #expect(!uri.shown.contains("s3cret") && !uri.shown.contains("other"))
        #expect(uri.shown.contains("me@db.example.com:5433/sales"))
        #expect(uri.shown.contains("sslmode=require"))
        let pairs = try PostgreSQLLocation("host=db password='it\\'s secret' dbname=sales")
        #expect(!pairs.shown.contains("secret"))
        #expect(pairs.shown.contains("dbname=sales"))
    }

    @Test func aBadLocationIsAnErrorNamingItWithoutItsPassword() {
        #expect(throws: InputError.self) { try PostgreSQLLocation("postgresql://me:pw@host/db?nonsense=1") }
        do {
            _ = try PostgreSQLLocation("postgresql://me:pw@host/db?nonsense=1")
        } catch {
            #expect(!error.description.contains(":pw@"))
            #expect(error.description.contains("nonsense"))
        }
        #expect(throws: InputError.self) { try PostgreSQLLocation("postgresql://host/db#a.b.c") }
    }
}
