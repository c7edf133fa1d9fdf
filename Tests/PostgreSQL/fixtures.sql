-- What the PostgreSQL tests read (Tests/PostgreSQL/server.sh loads it; psql variables: rows, sockets).
-- Real datasets the file readers' tests already use (Tests/Corpus: Debian's distro-info-data, ISO 3166-1 from
-- iso-codes, GDAL's state plane zones), names users write (spaces, quotes, mixed case, non-ASCII), every kind of
-- column, a view, a materialized view, a partitioned table with a foreign partition on the second server, a role
-- that may read only some tables, and a generated table of :rows rows.
\set ON_ERROR_STOP 1
CREATE EXTENSION postgres_fdw;

CREATE TABLE debian_releases (version text, codename text, series text, created date, release date, eol date,
                              "eol-lts" date, "eol-elts" date);
-- The file's rows stop at their last date (no trailing commas): read as lines, split here.
CREATE TEMP TABLE lines (number serial, line text);
\copy lines (line) FROM 'Tests/Corpus/files/distro-info-debian.csv'
INSERT INTO debian_releases
  SELECT split_part(line, ',', 1), split_part(line, ',', 2), split_part(line, ',', 3),
         nullif(split_part(line, ',', 4), '')::date, nullif(split_part(line, ',', 5), '')::date,
         nullif(split_part(line, ',', 6), '')::date, nullif(split_part(line, ',', 7), '')::date,
         nullif(split_part(line, ',', 8), '')::date
  FROM lines WHERE number > 1 ORDER BY number;

CREATE TABLE countries (alpha_2 text PRIMARY KEY, alpha_3 text, numeric text, name text, official_name text);
\copy countries FROM 'Tests/Corpus/files/iso_3166-1-jq.csv' WITH (FORMAT csv)
UPDATE countries SET official_name = NULL WHERE official_name = '';

CREATE SCHEMA "Survey Data";
CREATE TABLE "Survey Data"."State ""Plane"" Zones" (id integer PRIMARY KEY, state text, zone text, proj_method integer,
                                                     datum text, usgs_code integer, epsg_pcs_code integer);
\copy "Survey Data"."State ""Plane"" Zones" FROM 'Tests/Corpus/files/gdal-stateplane.csv' WITH (FORMAT csv, HEADER true)

CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy');
CREATE DOMAIN postcode AS text CHECK (VALUE ~ '^[0-9]{5}$');
CREATE TABLE "Kinds of Value" (
  "Ünïcode name" text, quantity integer, price numeric(12,2), ratio double precision, seen timestamptz, born date,
  flag boolean, payload bytea, doc jsonb, tags text[], feeling mood, zip postcode);
INSERT INTO "Kinds of Value" VALUES
  ('Zoë', 3, 1234.50, 0.25, '2024-03-01 12:30:00+00', '1990-05-17', true, '\x00010203'::bytea,
   '{"a": 1, "b": [true, null]}', '{red,green}', 'happy', '75001'),
  ('名前', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('O''Brien', -7, 0.01, 1e-9, '1999-12-31 23:59:59+00', '2000-01-01', false, repeat('x', 5000)::bytea,
   '[1, 2, 3]', '{}', 'sad', '10115');

CREATE VIEW recent_releases AS SELECT codename, version, release FROM debian_releases WHERE release >= date '2005-01-01';
CREATE MATERIALIZED VIEW releases_per_decade AS
  SELECT (extract(decade FROM release) * 10)::int AS decade, count(*) AS releases FROM debian_releases
  WHERE release IS NOT NULL GROUP BY 1;

-- A table spread over two servers: 2024's readings here, 2025's on the second server.
CREATE TABLE readings (station text NOT NULL, taken date NOT NULL, celsius numeric(5,1)) PARTITION BY RANGE (taken);
CREATE TABLE readings_2024 PARTITION OF readings FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
INSERT INTO readings_2024
  SELECT 'station ' || (i % 7), date '2024-01-01' + (i % 366), round((((i * 53) % 400) - 100) / 10.0, 1)
  FROM generate_series(1, 2000) AS i;
CREATE SERVER second FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host :'sockets', port '5433', dbname 'lattice');
CREATE USER MAPPING FOR PUBLIC SERVER second OPTIONS (user 'lattice');
CREATE FOREIGN TABLE readings_2025 PARTITION OF readings FOR VALUES FROM ('2025-01-01') TO ('2026-01-01')
  SERVER second OPTIONS (table_name 'readings_2025');

-- A large table spread over three local partitions (by id): read partition by partition, by row address.
CREATE TABLE events (id bigint NOT NULL, kind text) PARTITION BY RANGE (id);
CREATE TABLE events_low PARTITION OF events FOR VALUES FROM (1) TO (100001);
CREATE TABLE events_middle PARTITION OF events FOR VALUES FROM (100001) TO (200001);
CREATE TABLE events_high PARTITION OF events FOR VALUES FROM (200001) TO (300001);
INSERT INTO events SELECT i, (ARRAY['open', 'close', 'move'])[1 + i % 3] FROM generate_series(1, 300000) AS i;

-- The generated table: ids in order, a word column, a decimal, a timestamp, some NULLs; `fare` indexed. Unlogged:
-- loading it writes no WAL (100,000,000 rows for make bench-postgres).
CREATE UNLOGGED TABLE trips (trip_id bigint, vendor text, pickup timestamp, fare numeric(8,2), passengers smallint, note text);
INSERT INTO trips
  SELECT i, (ARRAY['CMT', 'VTS', 'DDS', 'Lyft', 'Über'])[1 + i % 5],
         timestamp '2024-01-01' + make_interval(secs => i * 7),
         ((i * 7919) % 20000) / 100.0, (1 + i % 6)::smallint,
         CASE WHEN i % 1000 = 0 THEN NULL WHEN i % 97 = 0 THEN 'JFK Airport' ELSE 'street' END
  FROM generate_series(1::bigint, :rows) AS i;
CREATE INDEX trips_fare ON trips (fare);
ANALYZE;

-- A role that may read only some tables.
CREATE ROLE reader LOGIN;
GRANT USAGE ON SCHEMA "Survey Data" TO reader;
GRANT SELECT ON countries, debian_releases TO reader;
