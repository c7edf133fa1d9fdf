#!/usr/bin/env python3
"""Taxi trips for the sort table of Tests/Bench/data-files-side-by-side.sh: ROWS rows of a unique id, pick-up and
drop-off times, a passenger count, a distance and a fare with cents, a payment word and a pick-up zone, as a CSV.

Usage: trips-data.py ROWS CSV"""
import csv, random, sys
from datetime import datetime, timedelta

rows, path = int(sys.argv[1]), sys.argv[2]
ZONES = ["Midtown Center", "Upper East Side North", "JFK Airport", "LaGuardia Airport", "East Village", "SoHo",
         "Times Sq/Theatre District", "Clinton East", "Murray Hill", "Lincoln Square East", "Park Slope", "Astoria",
         "Williamsburg (North Side)", "Harlem", "Chinatown", "Battery Park City", "Gramercy", "Flatiron", "Yorkville West"]
PAYMENTS = ["card", "cash", "no charge", "dispute"]
generator = random.Random(11)
start = datetime(2024, 1, 1)
with open(path, "w", newline="", encoding="utf-8") as out:
    writer = csv.writer(out)
    writer.writerow(["trip_id", "pickup", "dropoff", "passengers", "distance", "fare", "payment", "zone"])
    ids = list(range(10_000_000, 10_000_000 + rows))
    generator.shuffle(ids)
    for index in range(rows):
        pickup = start + timedelta(seconds=generator.randrange(0, 366 * 86400))
        minutes = generator.uniform(2, 75)
        distance = round(minutes * generator.uniform(0.1, 0.6), 2)
        writer.writerow([ids[index], pickup.strftime("%Y-%m-%d %H:%M:%S"),
                         (pickup + timedelta(minutes=minutes)).strftime("%Y-%m-%d %H:%M:%S"),
                         generator.choice([1, 1, 1, 1, 2, 2, 3, 4, 5, 6]), distance,
                         "%.2f" % (3 + distance * 2.5 + generator.uniform(0, 4)), generator.choice(PAYMENTS),
                         generator.choice(ZONES)])
