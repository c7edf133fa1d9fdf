#!/usr/bin/env python3
"""Weather observations for Tests/Bench/data-files-side-by-side.sh: ROWS rows written as a CSV with no "title"
column, as a semicolon-separated Windows-1252 file with decimal commas (a European spreadsheet's export), and as one
JSON array of records; and SQLITE_ROWS rows as a SQLite table with an index on its city column.

Usage: weather-data.py ROWS CSV EU_CSV JSON SQLITE_ROWS SQLITE"""
import csv, json, random, sqlite3, sys

rows, csv_path, eu_path, json_path, sqlite_rows, sqlite_path = (int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4],
                                                                int(sys.argv[5]), sys.argv[6])
# Cities whose names Windows-1252 can write.
CITIES = [("Zürich", "CH"), ("Genève", "CH"), ("München", "DE"), ("Köln", "DE"), ("Málaga", "ES"), ("A Coruña", "ES"),
          ("Besançon", "FR"), ("Orléans", "FR"), ("Tromsø", "NO"), ("Malmö", "SE"), ("Göteborg", "SE"), ("Århus", "DK"),
          ("Reykjavík", "IS"), ("Porto", "PT"), ("Évora", "PT"), ("Lyon", "FR"), ("Wien", "AT"), ("Graz", "AT"),
          ("Bolzano", "IT"), ("Forlì", "IT")]
HEADER = ["station", "city", "country", "date", "temperature_c", "humidity", "wind_kmh", "conditions"]
CONDITIONS = ["clear", "cloudy", "rain", "snow", "fog", "drizzle", "storm"]


def records(count):
    generator = random.Random(7)
    for index in range(count):
        city, country = CITIES[generator.randrange(len(CITIES))]
        yield [f"ST{index % 9973:04d}", city, country, f"20{10 + index % 15:02d}-{1 + index % 12:02d}-{1 + index % 28:02d}",
               round(generator.uniform(-20, 38), 1), generator.randrange(20, 100), round(generator.uniform(0, 90), 1),
               CONDITIONS[generator.randrange(len(CONDITIONS))]]


with open(csv_path, "w", newline="", encoding="utf-8") as plain, \
        open(eu_path, "w", newline="", encoding="cp1252") as european, open(json_path, "w", encoding="utf-8") as document:
    plain_writer, european_writer = csv.writer(plain), csv.writer(european, delimiter=";")
    plain_writer.writerow(HEADER)
    european_writer.writerow(HEADER)
    document.write("[")
    for index, row in enumerate(records(rows)):
        plain_writer.writerow(row)
        european_writer.writerow([str(value).replace(".", ",") if isinstance(value, float) else value for value in row])
        document.write(("," if index else "") + "\n" + json.dumps(dict(zip(HEADER, row)), ensure_ascii=False))
    document.write("\n]\n")

database = sqlite3.connect(sqlite_path)
database.execute("create table observations (station text, city text, country text, date text, temperature_c real, "
                 "humidity integer, wind_kmh real, conditions text)")
database.executemany("insert into observations values (?, ?, ?, ?, ?, ?, ?, ?)", records(sqlite_rows))
database.execute("create index observations_city on observations (city)")
database.commit()
database.close()
