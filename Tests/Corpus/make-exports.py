#!/usr/bin/env python3
"""Rebuild Tests/Corpus/files/ and Tests/Corpus/manifest.json.

Every file in the corpus is either copied byte for byte from a Debian or PyPI
package ("as shipped"), cut to its first lines, or written from such data by a
real tool (pandas, jq, the sqlite3 shell, LibreOffice). The expected columns
and first records in manifest.json are computed here with Python's own csv,
json and sqlite3 modules, never typed by hand.

Set-up (Debian 12 "bookworm", as root; versions are the ones the corpus was
made with):

    apt-get update
    apt-get install distro-info-data iso-codes tzdata sqlite3 jq \
        libreoffice-calc-nogui            # 0.58+deb12u6, 4.15.0-1, 2025b, 3.40.1, 1.6, 7.4.7
    SRC=/tmp/corpus-src
    mkdir -p $SRC/deb $SRC/pypi
    cd $SRC/deb && apt-get download gdal-data ieee-data python3-babelfish \
        r-cran-spdata osmium-tool python3-intake python3-fluids \
        && for f in *.deb; do dpkg -x $f root; done
    cd $SRC/pypi && pip download --no-deps vega_datasets==0.9.0 \
        palmerpenguins==0.1.6 scikit-learn==1.9.1 statsmodels==0.15.0 \
        && for f in *.whl; do unzip -q -o $f -d root; done
    python3 -m venv /tmp/corpus-venv && /tmp/corpus-venv/bin/pip install pandas   # 3.1.1 was used

Then:

    /tmp/corpus-venv/bin/python Tests/Corpus/make-exports.py $SRC            # files + manifest
    /tmp/corpus-venv/bin/python Tests/Corpus/make-exports.py --manifest-only  # manifest from the files present

A shipped file whose package version differs from the one named in SOURCES
gives other bytes; the manifest is recomputed from whatever files are there.
"""
import csv
import io
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "files")

# ---------------------------------------------------------------------------
# Where things come from
# ---------------------------------------------------------------------------
DEB = {
    "distro-info-data": "0.58+deb12u6",
    "iso-codes": "4.15.0-1",
    "tzdata": "2025b-0+deb12u2",
    "gdal-data": "3.6.2+dfsg-1",
    "ieee-data": "20220827.1",
    "python3-babelfish": "0.6.0-1",
    "r-cran-spdata": "2.2.1-1",
    "osmium-tool": "1.15.0-1",
    "python3-intake": "0.6.6-1",
    "python3-fluids": "1.0.22-2",
    "base-passwd": "3.6.1",
}
PYPI = {
    "vega_datasets": "0.9.0",
    "palmerpenguins": "0.1.6",
    "scikit-learn": "1.9.1",
    "statsmodels": "0.15.0",
}
LIC = {
    "distro-info-data": "ISC",
    "base-passwd": "GPL-2+ (the base-passwd package)",
    "iso-codes": "LGPL-2.1-or-later",
    "tzdata": "public-domain",
    "gdal-data": "MIT",
    "ieee-data": "public-domain (IEEE asserts no copyright in the public listing)",
    "python3-babelfish": "BSD-3-Clause",
    "r-cran-spdata": "CC0-1.0",
    "osmium-tool": "GPL-3.0-or-later",
    "python3-intake": "BSD-2-Clause",
    "python3-fluids": "MIT (package); NOAA ISD station list, US-government public domain",
    "vega_datasets": "MIT",
    "palmerpenguins": "MIT (package); the Palmer penguins data are CC0-1.0 upstream",
    "scikit-learn": "BSD-3-Clause",
    "statsmodels": "public-domain (dataset's COPYRIGHT note); package BSD-3-Clause",
    "statsmodels-docs": "BSD-3-Clause",
}


def deb(pkg, path):
    return f"Debian 12 package {pkg} {DEB[pkg]}, {path}"


def pypi(pkg, path):
    return f"PyPI {pkg} {PYPI[pkg]}, {path}"


# paths of the shipped files
SYS = {  # installed Debian packages
    "debian.csv": "/usr/share/distro-info/debian.csv",
    "ubuntu.csv": "/usr/share/distro-info/ubuntu.csv",
    "zone1970.tab": "/usr/share/zoneinfo/zone1970.tab",
    "iso3166.tab": "/usr/share/zoneinfo/iso3166.tab",
    "iso_3166-1.json": "/usr/share/iso-codes/json/iso_3166-1.json",
    "iso_3166-2.json": "/usr/share/iso-codes/json/iso_3166-2.json",
    "iso_4217.json": "/usr/share/iso-codes/json/iso_4217.json",
    "iso_15924.json": "/usr/share/iso-codes/json/iso_15924.json",
    "iso_639-2.json": "/usr/share/iso-codes/json/iso_639-2.json",
    "iso_639-3.json": "/usr/share/iso-codes/json/iso_639-3.json",
    "schema-3166-1.json": "/usr/share/iso-codes/json/schema-3166-1.json",
    "group.master": "/usr/share/base-passwd/group.master",
}
DEBX = {  # downloaded Debian packages, extracted with dpkg -x into $SRC/deb/root
    "stateplane.csv": ("gdal-data", "usr/share/gdal/stateplane.csv"),
    "s57agencies.csv": ("gdal-data", "usr/share/gdal/s57agencies.csv"),
    "gt_datum.csv": ("gdal-data", "usr/share/gdal/gt_datum.csv"),
    "oui36.csv": ("ieee-data", "usr/share/ieee-data/oui36.csv"),
    "iso-639-3.tab": ("python3-babelfish", "usr/lib/python3/dist-packages/babelfish/data/iso-639-3.tab"),
    "iso-3166-1.txt": ("python3-babelfish", "usr/lib/python3/dist-packages/babelfish/data/iso-3166-1.txt"),
    "worldbank_df.csv": ("r-cran-spdata", "usr/lib/R/site-library/spData/misc/worldbank_df.csv"),
    "cycle_hire.geojson": ("r-cran-spdata", "usr/lib/R/site-library/spData/shapes/cycle_hire.geojson"),
    "extracts.json": ("osmium-tool", "usr/share/doc/osmium-tool/examples/extract-example-config/extracts.json"),
    "states_1.csv": ("python3-intake", "usr/lib/python3/dist-packages/intake/cli/sample/states_1.csv"),
    "isd-history-cleaned.tsv": ("python3-fluids", "usr/lib/python3/dist-packages/fluids/data/isd-history-cleaned.tsv"),
}
PYX = {  # downloaded wheels, unzipped into $SRC/pypi/root
    "penguins.csv": ("palmerpenguins", "palmerpenguins/data/penguins.csv"),
    "penguins-raw.csv": ("palmerpenguins", "palmerpenguins/data/penguins-raw.csv"),
    "iris.csv": ("scikit-learn", "sklearn/datasets/data/iris.csv"),
    "wine_data.csv": ("scikit-learn", "sklearn/datasets/data/wine_data.csv"),
    "danish_data.csv": ("statsmodels", "statsmodels/datasets/danish_data/data.csv"),
    "modechoice.csv": ("statsmodels", "statsmodels/datasets/modechoice/modechoice.csv"),
    "anes96.csv": ("statsmodels", "statsmodels/datasets/anes96/anes96.csv"),
    "macrodata.csv": ("statsmodels", "statsmodels/datasets/macrodata/macrodata.csv"),
    "airports.csv": ("vega_datasets", "vega_datasets/_data/airports.csv"),
    "seattle-weather.csv": ("vega_datasets", "vega_datasets/_data/seattle-weather.csv"),
    "stocks.csv": ("vega_datasets", "vega_datasets/_data/stocks.csv"),
    "cars.json": ("vega_datasets", "vega_datasets/_data/cars.json"),
    "barley.json": ("vega_datasets", "vega_datasets/_data/barley.json"),
    "burtin.json": ("vega_datasets", "vega_datasets/_data/burtin.json"),
    "anscombe.json": ("vega_datasets", "vega_datasets/_data/anscombe.json"),
    "datasets.json": ("vega_datasets", "vega_datasets/datasets.json"),
}


def src_of(name):
    """(description, licence) of a shipped file."""
    if name in SYS:
        path = SYS[name]
        pkg = {"distro-info": "distro-info-data", "zoneinfo": "tzdata", "iso-codes": "iso-codes",
               "base-passwd": "base-passwd"}[path.split("/")[3]]
        return deb(pkg, path), LIC[pkg]
    if name in DEBX:
        pkg, path = DEBX[name]
        return deb(pkg, "/" + path), LIC[pkg]
    pkg, path = PYX[name]
    return pypi(pkg, path), LIC[pkg]


def path_of(name, src):
    if name in SYS:
        return SYS[name]
    if name in DEBX:
        return os.path.join(src, "deb", "root", DEBX[name][1])
    return os.path.join(src, "pypi", "root", PYX[name][1])


# ---------------------------------------------------------------------------
# The corpus: one entry per file. "build" makes the file (src dir, out path);
# the other keys go into the manifest as they are.
# ---------------------------------------------------------------------------
ENTRIES = []


def entry(file, source_name, made_with, fmt, build=None, source=None, licence=None, **kw):
    s, l = src_of(source_name) if source_name else (source, licence)
    e = {"file": file, "source": source or s, "licence": licence or l, "made_with": made_with, "format": fmt}
    e.update(kw)
    e["_build"] = build
    ENTRIES.append(e)


def copy(name):
    def b(src, out):
        shutil.copyfile(path_of(name, src), out)
    return b


def head_lines(name, n):
    def b(src, out):
        with open(path_of(name, src), "rb") as f, open(out, "wb") as g:
            for i, line in enumerate(f):
                if i >= n:
                    break
                g.write(line)
    return b


def run(cmd, out=None, **kw):
    r = subprocess.run(cmd, check=True, capture_output=True, **kw)
    if out:
        with open(out, "wb") as f:
            f.write(r.stdout)
    return r.stdout


def jq(args, name, _unused=None):
    return lambda src, out: run(["jq"] + args + [path_of(name, src)], out)


def sqlite_out(db, args, sql):
    def b(src, out):
        run(["sqlite3"] + args + [os.path.join(OUT, db), sql], out)
    return b


def pd():
    import pandas
    return pandas


def pandas_ver():
    try:
        return "pandas " + pd().__version__
    except ImportError:
        return "pandas 3.1.1"


PANDAS = pandas_ver()
SQLITE = "sqlite3 3.40.1"
JQ = "jq 1.6"
LO = "LibreOffice 7.4.7.2 headless"
CSV = "csv"

# ----- shipped, delimited ---------------------------------------------------
entry("distro-info-debian.csv", "debian.csv", "as shipped", CSV, copy("debian.csv"), encoding="utf-8", delimiter=",", header=True, shape="table",
      note="ragged: the header has 8 columns but old releases have 6 or 7 fields and future ones 4; empty fields where a date is unknown")
entry("distro-info-ubuntu.csv", "ubuntu.csv", "as shipped", CSV, copy("ubuntu.csv"), encoding="utf-8", delimiter=",", header=True, shape="table")
entry("tzdata-zone1970.tab", "zone1970.tab", "as shipped", CSV, copy("zone1970.tab"), encoding="utf-8", delimiter="\t", header=False, shape="table",
      comment_prefix="#", note="'#' comment lines before the rows; no header row; rows have 3 or 4 fields (ragged)")
entry("base-passwd-group.master", "group.master", "as shipped", CSV, copy("group.master"), encoding="utf-8", delimiter=":", header=False,
      shape="table", note="/etc/group's shape: colon-separated, no header, the last field often empty")
entry("tzdata-iso3166.tab", "iso3166.tab", "as shipped", CSV, copy("iso3166.tab"), encoding="utf-8", delimiter="\t", header=False, shape="table",
      comment_prefix="#", note="'#' comment lines before the rows; no header row")
entry("gdal-stateplane.csv", "stateplane.csv", "as shipped", CSV, copy("stateplane.csv"), encoding="utf-8", delimiter=",", header=True, shape="table",
      note="quoted header names, unquoted values")
entry("gdal-s57agencies.csv", "s57agencies.csv", "as shipped", CSV, copy("s57agencies.csv"), encoding="utf-8", delimiter=",", header=True, shape="table",
      note="header line starts with '#' (first column is '#AgencyID'); agency names hold unquoted commas, so rows have 4 to 7 fields (ragged, wider than the header): extra fields are named 'Column N'")
entry("gdal-gt_datum.csv", "gt_datum.csv", "as shipped", CSV, copy("gt_datum.csv"), encoding="utf-8", delimiter=",", header=True, shape="table",
      note="quoted fields holding commas; header has 17 columns, most rows 13 fields (ragged, shorter)")
entry("ieee-oui36-head.csv", "oui36.csv", "first 1500 lines (head -n 1500) of the shipped file", CSV, head_lines("oui36.csv", 1500),
      encoding="utf-8", delimiter=",", header=True, shape="table", note="CRLF line ends; quoted fields holding commas; a few quoted addresses span two lines (a bare LF inside the field, first at record 985); trailing spaces")
entry("babelfish-iso-639-3.tab", "iso-639-3.tab", "as shipped", CSV, copy("iso-639-3.tab"), encoding="utf-8", delimiter="\t", header=True, shape="table",
      note="CRLF line ends; many empty fields")
entry("babelfish-iso-3166-1.txt", "iso-3166-1.txt", "as shipped", CSV, copy("iso-3166-1.txt"), encoding="utf-8", delimiter=";", header=True, shape="table",
      note="semicolon-separated .txt with CRLF line ends; upper-case names with Å, Ô etc.")
entry("noaa-isd-history-head.tsv", "isd-history-cleaned.tsv", "first 3000 lines (head -n 3000) of the shipped file", CSV,
      head_lines("isd-history-cleaned.tsv", 3000), encoding="utf-8", delimiter="\t", header=False, shape="table", note="no header row; many empty fields")
entry("spdata-worldbank_df.csv", "worldbank_df.csv", "as shipped", CSV, copy("worldbank_df.csv"), encoding="utf-8", delimiter=",", header=True, shape="table",
      note="R-style NA for missing values")
entry("intake-states_1.csv", "states_1.csv", "as shipped", CSV, copy("states_1.csv"), encoding="utf-8", delimiter=",", header=True, shape="table",
      note="every text field quoted, numbers unquoted; 19 columns of URLs")
entry("penguins.csv", "penguins.csv", "as shipped", CSV, copy("penguins.csv"), encoding="utf-8", delimiter=",", header=True, shape="table")
entry("penguins-raw.csv", "penguins-raw.csv", "as shipped", CSV, copy("penguins-raw.csv"), encoding="utf-8", delimiter=",", header=True, shape="table",
      note="quoted fields holding commas; header names with spaces and parentheses")
entry("sklearn-iris.csv", "iris.csv", "as shipped", CSV, copy("iris.csv"), encoding="utf-8", delimiter=",", header=False, shape="table",
      note="first line is not a header but sklearn's metadata line (150,4,setosa,versicolor,virginica)")
entry("sklearn-wine_data.csv", "wine_data.csv", "as shipped", CSV, copy("wine_data.csv"), encoding="utf-8", delimiter=",", header=False, shape="table",
      note="first line is sklearn's metadata line with 5 fields, the other rows have 14 (ragged)")
entry("statsmodels-danish_data.csv", "danish_data.csv", "as shipped", CSV, copy("danish_data.csv"), encoding="utf-8-bom", delimiter=",", header=True,
      shape="table", note="shipped with a UTF-8 byte order mark")
entry("statsmodels-modechoice.csv", "modechoice.csv", "as shipped", CSV, copy("modechoice.csv"), encoding="utf-8", delimiter=";", header=True, shape="table")
entry("statsmodels-anes96.csv", "anes96.csv", "as shipped", CSV, copy("anes96.csv"), encoding="utf-8", delimiter="\t", header=True, shape="table",
      note="tab-separated although named .csv; header names carry literal single quotes ('popul')")
entry("statsmodels-macrodata.csv", "macrodata.csv", "as shipped", CSV, copy("macrodata.csv"), encoding="utf-8", delimiter=",", header=True, shape="table")
entry("vega-airports.csv", "airports.csv", "as shipped", CSV, copy("airports.csv"), encoding="utf-8", delimiter=",", header=True, shape="table")
entry("vega-seattle-weather.csv", "seattle-weather.csv", "as shipped", CSV, copy("seattle-weather.csv"), encoding="utf-8", delimiter=",", header=True,
      shape="table")

# ----- shipped, JSON --------------------------------------------------------
entry("iso_3166-1.json", "iso_3166-1.json", "as shipped", "json", copy("iso_3166-1.json"), encoding="utf-8", shape="sections", table="3166-1",
      note="flag values are emoji (astral-plane characters)")
entry("iso_4217.json", "iso_4217.json", "as shipped", "json", copy("iso_4217.json"), encoding="utf-8", shape="sections", table="4217")
entry("iso_15924.json", "iso_15924.json", "as shipped", "json", copy("iso_15924.json"), encoding="utf-8", shape="sections", table="15924")
entry("iso-codes-schema-3166-1.json", "schema-3166-1.json", "as shipped", "json", copy("schema-3166-1.json"), encoding="utf-8", shape="outline",
      note="a JSON Schema document")
entry("vega-cars.json", "cars.json", "as shipped", "json", copy("cars.json"), encoding="utf-8", shape="table", note="pretty-printed; some values null")
entry("vega-barley.json", "barley.json", "as shipped", "json", copy("barley.json"), encoding="utf-8", shape="table", note="one record per line inside the array")
entry("vega-burtin.json", "burtin.json", "as shipped", "json", copy("burtin.json"), encoding="utf-8", shape="table")
entry("vega-anscombe.json", "anscombe.json", "as shipped", "json", copy("anscombe.json"), encoding="utf-8", shape="table")
entry("vega-datasets-index.json", "datasets.json", "as shipped", "json", copy("datasets.json"), encoding="utf-8", shape="object-of-objects",
      note="object whose values are objects keyed by dataset name")
entry("osmium-extracts-config.json", "extracts.json", "as shipped", "json", copy("extracts.json"), encoding="utf-8", shape="outline",
      note="a configuration file: a string and an array of objects that nest further objects and arrays")
entry("spdata-cycle_hire.geojson", "cycle_hire.geojson", "as shipped", "json", copy("cycle_hire.geojson"), encoding="utf-8", shape="sections",
      table="features", note="GeoJSON FeatureCollection: each feature's 'properties' and 'geometry' are objects, so records keep only 'type'")


# ----- derived: pandas -------------------------------------------------------
def iso_records(src_name, key):
    with open(SYS[src_name], encoding="utf-8") as f:
        return json.load(f)[key]


def b_penguins_semicolon(src, out):
    df = pd().read_csv(path_of("penguins.csv", src))
    df.to_csv(out, sep=";", decimal=",", encoding="cp1252", index=False)


def b_iso_cp1252(src, out):
    df = pd().DataFrame(iso_records("iso_3166-1.json", "3166-1")).drop(columns=["flag"])
    df.to_csv(out, encoding="cp1252", index=False)


def b_639_latin1(src, out):
    df = pd().DataFrame(iso_records("iso_639-2.json", "639-2"))
    df.to_csv(out, encoding="latin-1", index=False)


def b_utf16(src, out):
    df = pd().DataFrame(iso_records("iso_3166-1.json", "3166-1"))
    df.to_csv(out, sep="\t", encoding="utf-16", index=False)


def b_utf8bom(src, out):
    df = pd().DataFrame(iso_records("iso_3166-2.json", "3166-2")[:3000])
    df.to_csv(out, encoding="utf-8-sig", index=False)


def b_statsmodels_notes(src, out):
    import ast
    import glob
    rows = []
    for p in sorted(glob.glob(os.path.join(src, "pypi", "root", "statsmodels", "datasets", "*", "data.py"))):
        vals = {"dataset": os.path.basename(os.path.dirname(p))}
        for n in ast.parse(open(p, encoding="utf-8").read()).body:
            if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name) \
                    and n.targets[0].id in ("COPYRIGHT", "SOURCE", "DESCRSHORT", "NOTE"):
                vals[n.targets[0].id.lower()] = ast.literal_eval(n.value)
        rows.append(vals)
    pd().DataFrame(rows, columns=["dataset", "descrshort", "source", "copyright", "note"]).to_csv(out, index=False)


def b_stocks_quoted_crlf(src, out):
    df = pd().read_csv(path_of("stocks.csv", src))
    df.to_csv(out, index=False, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\r\n")


def b_penguins_records(src, out):
    pd().read_csv(path_of("penguins.csv", src)).to_json(out, orient="records")


def b_4217_index(src, out):
    df = pd().DataFrame(iso_records("iso_4217.json", "4217")).set_index("alpha_3")
    df.to_json(out, orient="index", force_ascii=False, indent=2)


def b_debian_columns(src, out):
    df = pd().read_csv(SYS["debian.csv"], dtype=str).set_index("series")
    df.to_json(out, orient="columns")


def b_weather_table(src, out):
    df = pd().read_csv(path_of("seattle-weather.csv", src)).head(500)
    df.to_json(out, orient="table", index=False)


def b_penguins_lines(src, out):
    pd().read_csv(path_of("penguins.csv", src)).to_json(out, orient="records", lines=True)


def b_weather_lines(src, out):
    pd().read_csv(path_of("seattle-weather.csv", src)).to_json(out, orient="records", lines=True)


def b_3166_2_lines(src, out):
    df = pd().DataFrame(iso_records("iso_3166-2.json", "3166-2")[:1500])
    df.to_json(out, orient="records", lines=True)  # force_ascii=True: \uXXXX escapes


PEN = "PyPI palmerpenguins 0.1.6, palmerpenguins/data/penguins.csv"
entry("penguins-semicolon-cp1252.csv", "penguins.csv", f"{PANDAS} read_csv, then to_csv(sep=';', decimal=',', encoding='cp1252', index=False)", CSV,
      b_penguins_semicolon, encoding="windows-1252", delimiter=";", header=True, shape="table",
      note="European spreadsheet style: decimal comma; NA became empty fields and integer columns with gaps became 181,0")
entry("iso_3166-1-names-cp1252.csv", "iso_3166-1.json", f"{PANDAS} DataFrame of the '3166-1' records without 'flag', to_csv(encoding='cp1252', index=False)",
      CSV, b_iso_cp1252, encoding="windows-1252", delimiter=",", header=True, shape="table",
      note="accented names (Côte d'Ivoire, Curaçao, Åland, Réunion) in Windows-1252; quoted names with commas")
entry("iso_639-2-latin1.dat", "iso_639-2.json", f"{PANDAS} DataFrame of the '639-2' records, to_csv(encoding='latin-1', index=False)", CSV, b_639_latin1,
      encoding="latin-1", delimiter=",", header=True, shape="table", note=".dat extension; ISO-8859-1 (Provençal, Volapük, Bokmål)")
entry("iso_3166-1-unicode-text.txt", "iso_3166-1.json", f"{PANDAS} DataFrame of the '3166-1' records, to_csv(sep='\\t', encoding='utf-16', index=False)",
      CSV, b_utf16, encoding="utf-16le-bom", delimiter="\t", header=True, shape="table",
      note="spreadsheet 'Unicode text': UTF-16LE with BOM, tab-separated; flag emoji are surrogate pairs")
entry("iso_3166-2-utf8-bom.csv", "iso_3166-2.json", f"{PANDAS} DataFrame of the first 3000 '3166-2' records, to_csv(encoding='utf-8-sig', index=False)",
      CSV, b_utf8bom, encoding="utf-8-bom", delimiter=",", header=True, shape="table", note="UTF-8 with BOM; 'parent' column often empty")
entry("statsmodels-dataset-notes.csv", None, f"{PANDAS} to_csv(index=False) of the COPYRIGHT, SOURCE, DESCRSHORT and NOTE strings of each "
      "statsmodels/datasets/*/data.py (read with ast.literal_eval)", CSV, b_statsmodels_notes,
      source="PyPI statsmodels 0.15.0, statsmodels/datasets/*/data.py", licence=LIC["statsmodels-docs"],
      encoding="utf-8", delimiter=",", header=True, shape="table", note="quoted fields spanning several lines, with embedded commas and doubled quotes")
def b_licence_texts(src, out):
    """Python's csv writing the name, size and whole text of each licence base-files ships: quoted fields of
    many lines, one of them running across the first 64 KiB of the file."""
    folder = "/usr/share/common-licenses"
    names = sorted(n for n in os.listdir(folder) if not os.path.islink(os.path.join(folder, n)))
    with open(out, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(["name", "text", "bytes"])
        for name in names:
            with open(os.path.join(folder, name), encoding="utf-8") as g:
                text = g.read()
            writer.writerow([name, text, len(text.encode("utf-8"))])


entry("debian-licence-texts.csv", None, "Python csv.writer of the name, text and size of each file in "
      "/usr/share/common-licenses (symbolic links left out)", CSV, b_licence_texts,
      source="Debian 12 package base-files 12.4+deb12u11, /usr/share/common-licenses", licence="each licence's own text (verbatim copying permitted)",
      encoding="utf-8", delimiter=",", header=True, shape="table",
      note="quoted fields of hundreds of lines with commas and quotes inside; one crosses the first 64 KiB")

entry("vega-stocks-quoted-crlf.csv", "stocks.csv", f"{PANDAS} read_csv, then to_csv(index=False, quoting=csv.QUOTE_NONNUMERIC, lineterminator='\\r\\n')",
      CSV, b_stocks_quoted_crlf, encoding="utf-8", delimiter=",", header=True, shape="table", note="CRLF line ends; text quoted, numbers bare")
entry("penguins-records.json", "penguins.csv", f"{PANDAS} read_csv, then to_json(orient='records')", "json", b_penguins_records, encoding="utf-8",
      shape="table", note="one line, no spaces; NA became null")
entry("iso_4217-by-code.json", "iso_4217.json", f"{PANDAS} DataFrame of the '4217' records indexed by alpha_3, to_json(orient='index', force_ascii=False, indent=2)",
      "json", b_4217_index, encoding="utf-8", shape="object-of-objects", note="outer keys are currency codes")
entry("distro-info-debian-columns.json", "debian.csv", f"{PANDAS} read_csv(dtype=str) indexed by series, to_json(orient='columns')", "json",
      b_debian_columns, encoding="utf-8", shape="object-of-objects", note="outer keys are the CSV's column names, inner keys the release series; missing dates are null")
entry("seattle-weather-table-schema.json", "seattle-weather.csv", f"{PANDAS} read_csv, first 500 rows, to_json(orient='table', index=False)", "json",
      b_weather_table, encoding="utf-8", shape="sections", table="data", note="Table Schema: {'schema': {...}, 'data': [records]}")
entry("penguins.jsonl", "penguins.csv", f"{PANDAS} read_csv, then to_json(orient='records', lines=True)", "jsonl", b_penguins_lines, encoding="utf-8",
      shape="table", note="NA became null")
entry("seattle-weather.jsonl", "seattle-weather.csv", f"{PANDAS} read_csv, then to_json(orient='records', lines=True)", "jsonl", b_weather_lines,
      encoding="utf-8", shape="table", note="'/' written as '\\/'")
entry("iso_3166-2-head-escaped.jsonl", "iso_3166-2.json", f"{PANDAS} DataFrame of the first 1500 '3166-2' records, to_json(orient='records', lines=True)",
      "jsonl", b_3166_2_lines, encoding="utf-8", shape="table", note="non-ASCII letters written as \\uXXXX escapes; missing 'parent' is null")

# ----- derived: jq --------------------------------------------------------------
entry("iso_3166-2-head.json", "iso_3166-2.json", f"{JQ}: jq '{{\"3166-2\": .[\"3166-2\"][:1500]}}' (first 1500 of 5046 records)", "json",
      jq(['{"3166-2": .["3166-2"][:1500]}'], "iso_3166-2.json", None), encoding="utf-8", shape="sections", table="3166-2")
entry("iso_639-3-head-compact.json", "iso_639-3.json", f"{JQ}: jq -c '{{\"639-3\": .[\"639-3\"][:2000]}}' (first 2000 of 7910 records)", "json",
      jq(["-c", '{"639-3": .["639-3"][:2000]}'], "iso_639-3.json", None), encoding="utf-8", shape="sections", table="639-3",
      note="the whole document on one line")
entry("iso_639-2-jq-map.json", "iso_639-2.json", f"{JQ}: jq '.[\"639-2\"] | map({{code: .alpha_3, iso639_1: .alpha_2, name, bibliographic, common_name}})'",
      "json", jq(['.["639-2"] | map({code: .alpha_3, iso639_1: .alpha_2, name, bibliographic, common_name})'], "iso_639-2.json", None),
      encoding="utf-8", shape="table", note="every record has all five keys; absent ones are null")
entry("iso_3166-1.jsonl", "iso_3166-1.json", f"{JQ}: jq -c '.[\"3166-1\"][]'", "jsonl", jq(["-c", '.["3166-1"][]'], "iso_3166-1.json", None),
      encoding="utf-8", shape="table", note="records differ in keys (official_name, common_name only on some)")
entry("vega-cars.jsonl", "cars.json", f"{JQ}: jq -c '.[]'", "jsonl", jq(["-c", ".[]"], "cars.json", None), encoding="utf-8", shape="table",
      note="some values null")
entry("iso_3166-1-jq.csv", "iso_3166-1.json", f"{JQ}: jq -r '.[\"3166-1\"][] | [.alpha_2, .alpha_3, .numeric, .name, (.official_name // \"\")] | @csv'",
      CSV, jq(["-r", '.["3166-1"][] | [.alpha_2, .alpha_3, .numeric, .name, (.official_name // "")] | @csv'], "iso_3166-1.json", None),
      encoding="utf-8", delimiter=",", header=False, shape="table", note="no header row; every field quoted")


# ----- derived: SQLite databases and the sqlite3 shell's output -----------------
def sql(db, script):
    run(["sqlite3", db], input=script.encode())


def b_penguins_db(src, out):
    if os.path.exists(out):
        os.remove(out)
    p = path_of("penguins.csv", src)
    sql(out, f"""
CREATE TABLE penguins(species TEXT NOT NULL, island TEXT NOT NULL, bill_length_mm REAL, bill_depth_mm REAL,
  flipper_length_mm INTEGER, body_mass_g INTEGER, sex TEXT, year INTEGER NOT NULL);
.import --csv --skip 1 {p} penguins
UPDATE penguins SET bill_length_mm = NULLIF(bill_length_mm, 'NA'), bill_depth_mm = NULLIF(bill_depth_mm, 'NA'),
  flipper_length_mm = NULLIF(flipper_length_mm, 'NA'), body_mass_g = NULLIF(body_mass_g, 'NA'), sex = NULLIF(sex, 'NA');
CREATE INDEX penguins_species ON penguins(species, island);
CREATE VIEW species_summary AS SELECT species, island, count(*) AS n, round(avg(body_mass_g), 1) AS mean_body_mass_g
  FROM penguins GROUP BY species, island;
VACUUM;
""")


def b_distro_db(src, out):
    if os.path.exists(out):
        os.remove(out)
    sql(out, f"""
.import --csv {SYS['debian.csv']} debian
.import --csv {SYS['ubuntu.csv']} ubuntu
CREATE VIEW releases AS SELECT 'debian' AS distro, version, codename, series, created, release, eol FROM debian
  UNION ALL SELECT 'ubuntu', version, codename, series, created, release, eol FROM ubuntu;
VACUUM;
""")


def b_iso_db(src, out):
    if os.path.exists(out):
        os.remove(out)
    with tempfile.TemporaryDirectory() as t:
        c = os.path.join(t, "countries.csv")
        run(["jq", "-r", '.["3166-1"][] | [.alpha_2, .alpha_3, .numeric, .name, .official_name, .common_name] | @csv', SYS["iso_3166-1.json"]], c)
        m = os.path.join(t, "currencies.csv")
        run(["jq", "-r", '.["4217"][] | [.alpha_3, .numeric, .name] | @csv', SYS["iso_4217.json"]], m)
        sql(out, f"""
CREATE TABLE countries(alpha_2 TEXT PRIMARY KEY, alpha_3 TEXT NOT NULL UNIQUE, numeric TEXT NOT NULL, name TEXT NOT NULL,
  official_name TEXT, common_name TEXT);
CREATE TABLE currencies(alpha_3 TEXT PRIMARY KEY, numeric TEXT, name TEXT NOT NULL);
.import --csv {c} countries
.import --csv {m} currencies
UPDATE countries SET official_name = NULLIF(official_name, ''), common_name = NULLIF(common_name, '');
CREATE INDEX countries_name ON countries(name);
VACUUM;
""")


def b_vega_db(src, out):
    if os.path.exists(out):
        os.remove(out)
    sql(out, f"""
CREATE TABLE stocks(symbol TEXT NOT NULL, date TEXT NOT NULL, price REAL NOT NULL);
CREATE TABLE seattle_weather(date TEXT PRIMARY KEY, precipitation REAL, temp_max REAL, temp_min REAL, wind REAL, weather TEXT);
.import --csv --skip 1 {path_of('stocks.csv', src)} stocks
.import --csv --skip 1 {path_of('seattle-weather.csv', src)} seattle_weather
CREATE INDEX stocks_symbol ON stocks(symbol);
VACUUM;
""")


ISO = "Debian 12 package iso-codes 4.15.0-1, /usr/share/iso-codes/json/iso_3166-1.json and iso_4217.json"
DI = "Debian 12 package distro-info-data 0.58+deb12u6, /usr/share/distro-info/debian.csv and ubuntu.csv"
VEGA = "PyPI vega_datasets 0.9.0, vega_datasets/_data/stocks.csv and seattle-weather.csv"
entry("penguins.sqlite", "penguins.csv", f"{SQLITE} shell: typed CREATE TABLE, .import --csv --skip 1, NA -> NULL, an index and a view (species_summary)",
      "sqlite", b_penguins_db, encoding="utf-8", shape="table", table="penguins")
entry("distro-info.db", None, f"{SQLITE} shell: .import --csv of both files (TEXT columns named from the header), a UNION view (releases)", "sqlite",
      b_distro_db, source=DI, licence=LIC["distro-info-data"], encoding="utf-8", shape="table", table="debian")
entry("iso-codes.sqlite", None, f"{SQLITE} shell: jq @csv of the records into typed tables countries and currencies, empty -> NULL, an index", "sqlite",
      b_iso_db, source=ISO, licence=LIC["iso-codes"], encoding="utf-8", shape="table", table="countries")
entry("vega.sqlite3", None, f"{SQLITE} shell: typed tables stocks and seattle_weather, .import --csv --skip 1, an index", "sqlite", b_vega_db,
      source=VEGA, licence=LIC["vega_datasets"], encoding="utf-8", shape="table", table="stocks")
entry("penguins-sqlite3.csv", "penguins.csv", f"{SQLITE} -csv -header penguins.sqlite 'SELECT * FROM penguins'", CSV,
      sqlite_out("penguins.sqlite", ["-csv", "-header"], "SELECT * FROM penguins"), encoding="utf-8", delimiter=",", header=True, shape="table",
      note="NULL became empty fields")
entry("vega-airports-noheader", "airports.csv", f"{SQLITE} -csv (no header) ':memory:' after .import of airports.csv: SELECT * FROM airports", CSV,
      None, encoding="utf-8", delimiter=",", header=False, shape="table", note="no file extension, no header row")
entry("distro-info-ubuntu.psv", "ubuntu.csv", f"{SQLITE} -header distro-info.db 'SELECT * FROM ubuntu' (the shell's default list mode: '|' between fields)",
      CSV, sqlite_out("distro-info.db", ["-header"], "SELECT * FROM ubuntu"), encoding="utf-8", delimiter="|", header=True, shape="table",
      note="pipe-separated, no quoting")
entry("iso-countries-sqlite3.json", None, f"{SQLITE} -json iso-codes.sqlite 'SELECT * FROM countries'", "json",
      sqlite_out("iso-codes.sqlite", ["-json"], "SELECT * FROM countries"), source=ISO, licence=LIC["iso-codes"], encoding="utf-8", shape="table",
      note="one record per line inside the array; NULL columns are null")
entry("distro-info-releases.ndjson", None, f"{SQLITE} -json distro-info.db 'SELECT * FROM releases' | {JQ} -c '.[]'", "jsonl", None,
      source=DI, licence=LIC["distro-info-data"], encoding="utf-8", shape="table", note=".ndjson extension")


def b_airports_noheader(src, out):
    run(["sqlite3", "-csv", ":memory:", f".import --csv {path_of('airports.csv', src)} airports", "SELECT * FROM airports"], out)


def b_releases_ndjson(src, out):
    j = run(["sqlite3", "-json", os.path.join(OUT, "distro-info.db"), "SELECT * FROM releases"])
    run(["jq", "-c", ".[]"], out, input=j)


for e in ENTRIES:
    if e["file"] == "vega-airports-noheader":
        e["_build"] = b_airports_noheader
    if e["file"] == "distro-info-releases.ndjson":
        e["_build"] = b_releases_ndjson


# ----- derived: LibreOffice ---------------------------------------------------
def soffice(infile, infilter, outfilter, out, lang=None):
    with tempfile.TemporaryDirectory() as t:
        env = dict(os.environ)
        if lang:
            env["LANG"] = env["LC_ALL"] = lang
        name = os.path.join(t, os.path.basename(out) + ".csv")
        shutil.copyfile(infile, name)
        run(["soffice", f"-env:UserInstallation=file://{t}/profile", "--headless", f"--infilter={infilter}",
             "--convert-to", f"csv:Text - txt - csv (StarCalc):{outfilter}", "--outdir", os.path.join(t, "out"), name], env=env)
        shutil.copyfile(os.path.join(t, "out", os.path.basename(name)), out)


def b_lo_stocks(src, out):
    soffice(path_of("stocks.csv", src), "CSV:44,34,76,1", "59,34,76,1", out)


def b_lo_penguins_de(src, out):
    soffice(path_of("penguins.csv", src), "CSV:44,34,76,1,,1033", "59,34,76,1", out, lang="de_DE.UTF-8")


def b_lo_iso_tab(src, out):
    soffice(os.path.join(OUT, "iso_3166-1-jq.csv"), "CSV:44,34,76,1", "9,34,1,1", out)


entry("vega-stocks-libreoffice.csv", "stocks.csv", f"{LO}: --infilter='CSV:44,34,76,1' --convert-to 'csv:Text - txt - csv (StarCalc):59,34,76,1'", CSV,
      b_lo_stocks, encoding="utf-8", delimiter=";", header=True, shape="table", note="semicolon-separated, text quoted, numbers bare; LibreOffice read 'Jan 1 2000' as a date and wrote 01/01/00")
entry("penguins-libreoffice-de.csv", "penguins.csv", f"{LO} with LANG=de_DE.UTF-8: --infilter='CSV:44,34,76,1,,1033' "
      "--convert-to 'csv:Text - txt - csv (StarCalc):59,34,76,1'", CSV, b_lo_penguins_de, encoding="utf-8", delimiter=";", header=True,
      shape="table", note="German number format: decimal comma (39,1), semicolon-separated")
entry("iso_3166-1-libreoffice-cp1252.tsv", "iso_3166-1.json", f"{LO}: iso_3166-1-jq.csv opened with --infilter='CSV:44,34,76,1', "
      "--convert-to 'csv:Text - txt - csv (StarCalc):9,34,1,1' (tab, Windows-1252)", CSV, b_lo_iso_tab, encoding="windows-1252", delimiter="\t",
      header=False, shape="table", note="Windows-1252, tab-separated, no header row; LibreOffice turned numeric codes into numbers (004 -> 4)")

# ---------------------------------------------------------------------------
# Expected values
# ---------------------------------------------------------------------------
PY_ENC = {"utf-8": "utf-8", "utf-8-bom": "utf-8-sig", "utf-16le-bom": "utf-16", "windows-1252": "cp1252", "latin-1": "latin-1"}


def delimited(e, data):
    text = data.decode(PY_ENC[e["encoding"]])
    if e["encoding"].endswith("-bom"):
        assert data[:2] in (b"\xff\xfe",) or data[:3] == b"\xef\xbb\xbf", e["file"]
    if e.get("comment_prefix"):
        text = "".join(l for l in text.splitlines(keepends=True) if not l.startswith(e["comment_prefix"]))
    rows = [r for r in csv.reader(io.StringIO(text, newline=""), delimiter=e["delimiter"]) if r]
    width = max(len(r) for r in rows)
    ragged = width != min(len(r) for r in rows)
    if e["header"]:
        cols, rows = rows[0], rows[1:]
    else:
        cols = []
    cols = cols + [f"Column {i + 1}" for i in range(len(cols), width)]
    recs = [{cols[i]: v for i, v in enumerate(r)} for r in rows[:3]]
    return cols, recs, len(rows), ragged


def jvalue_ok(v):
    return v is not None and not isinstance(v, (dict, list))


def jstr(v):
    if v is True:
        return "true"
    if v is False:
        return "false"
    return v


def record_set(objs):
    cols = []
    seen = set()
    for o in objs:
        for k in o:
            if k not in seen:
                seen.add(k)
                cols.append(k)
    recs = [{k: jstr(v) for k, v in o.items() if jvalue_ok(v)} for o in objs[:3]]
    return cols, recs


def jloads(s):
    return json.loads(s, parse_float=str, parse_int=str, parse_constant=str)


def expect(e):
    path = os.path.join(OUT, e["file"])
    data = open(path, "rb").read()
    m = {k: v for k, v in e.items() if not k.startswith("_")}
    if e["format"] == "csv":
        cols, recs, n, ragged = delimited(e, data)
        m["line_ends"] = "crlf" if b"\r\n" in data else "lf"
        m["columns"], m["records"], m["row_count"] = cols, recs, n
        if ragged:
            m["ragged"] = True
    elif e["format"] == "json":
        doc = jloads(data.decode(PY_ENC[e["encoding"]]))
        if e["shape"] == "outline":
            m["top_keys"] = list(doc)[:5]
            return m
        if e["shape"] == "table":
            objs = doc
        elif e["shape"] == "sections":
            assert list(doc)[0] == e["table"] or e["table"] in ("features", "data"), e["file"]
            objs = doc[e["table"]]
        elif e["shape"] == "object-of-objects":
            objs = [dict([("key", k)] + list(v.items())) for k, v in doc.items()]
        m["columns"], m["records"] = record_set(objs)
        m["row_count"] = len(objs)
    elif e["format"] == "jsonl":
        objs = [jloads(l) for l in data.decode("utf-8").splitlines() if l.strip()]
        m["columns"], m["records"] = record_set(objs)
        m["row_count"] = len(objs)
    elif e["format"] == "sqlite":
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        cols = [r[1] for r in con.execute(f'PRAGMA table_info("{e["table"]}")')]
        rows = con.execute(f'SELECT * FROM "{e["table"]}" ORDER BY rowid LIMIT 3').fetchall()
        m["columns"] = cols
        m["records"] = [{c: str(v) for c, v in zip(cols, r) if v is not None} for r in rows]
        m["row_count"] = con.execute(f'SELECT count(*) FROM "{e["table"]}"').fetchone()[0]
        m["tables"] = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY rowid")]
        m["views"] = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='view' ORDER BY rowid")]
        con.close()
    return m


README_HEAD = """# Corpus of real data files

These are data files that nobody in this project wrote: files shipped by Debian 12 and PyPI packages, some cut to their first lines, and exports that real tools (pandas, jq, the sqlite3 shell, LibreOffice) wrote from such data. Tests use them to check that Lattice opens each file and shows its first records split into the right fields: `manifest.json` gives, per file, its format, encoding, delimiter, whether it has a header row, the columns Lattice should show and the first three records, computed with Python's own `csv`, `json` and `sqlite3` modules. `make-exports.py` rebuilds the files and the manifest from the packages (its docstring says how to get them); `python3 make-exports.py --manifest-only` recomputes just the manifest. Beyond the fields every entry has, the manifest also carries `line_ends`, `row_count` (data records as Python reads them: comment lines and blank lines skipped), `ragged` (rows of unequal width; fields past the header are named `Column N`), `comment_prefix`, for SQLite the `tables` and `views`, and a `note` on anything unusual. JSON columns list every key seen, also keys whose values are null, objects or arrays; records omit those values. This README and its table are written by `make-exports.py`. `.gitattributes` keeps the files' bytes (CRLF, BOM) as they are.

"""

KEY_ORDER = ["file", "source", "licence", "made_with", "format", "encoding", "delimiter", "header", "comment_prefix", "line_ends", "shape", "table",
             "tables", "views", "columns", "top_keys", "records", "row_count", "ragged", "note"]


def main():
    args = sys.argv[1:]
    if args and args[0] != "--manifest-only":
        src = args[0]
        os.makedirs(OUT, exist_ok=True)
        for e in ENTRIES:  # in order: later exports read earlier outputs (the databases, iso_3166-1-jq.csv)
            e["_build"](src, os.path.join(OUT, e["file"]))
    elif not args:
        sys.exit(__doc__)
    manifest = []
    for e in ENTRIES:
        m = expect(e)
        manifest.append({k: m[k] for k in KEY_ORDER if k in m})
    names = {e["file"] for e in ENTRIES}
    extra = sorted(set(os.listdir(OUT)) - names)
    if extra:
        sys.exit(f"files without a manifest entry: {extra}")
    with open(os.path.join(HERE, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=1)
        f.write("\n")
    esc = lambda t: t.replace("|", "\\|")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(README_HEAD + "| file | source | licence | made with |\n| --- | --- | --- | --- |\n")
        for e in manifest:
            f.write("| `%s` | %s | %s | %s |\n" % (e["file"], esc(e["source"]), esc(e["licence"]), esc(e["made_with"])))
    total = sum(os.path.getsize(os.path.join(OUT, n)) for n in names)
    big = [n for n in names if os.path.getsize(os.path.join(OUT, n)) >= 300 * 1024]
    print(f"{len(manifest)} files, {total} bytes; over 300 KB: {big}")


if __name__ == "__main__":
    main()
