-- The second server: it holds one partition of fixtures.sql's `readings`, reached through postgres_fdw.
CREATE TABLE readings_2025 (station text NOT NULL, taken date NOT NULL, celsius numeric(5,1));
INSERT INTO readings_2025
  SELECT 'station ' || (i % 7), date '2025-01-01' + (i % 365), round((((i * 37) % 400) - 100) / 10.0, 1)
  FROM generate_series(1, 3000) AS i;
ANALYZE readings_2025;
