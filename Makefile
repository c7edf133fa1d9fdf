# Lattice — set-up, build, run, test and benchmark.
#
#   make run     install missing system packages, build, open the viewer on the bundled sample
#   make test    install what the tests need, run every test (the code's format, translations, unit, data validators, hostile and adversarial
#                inputs, window and a window session under LeakSanitizer side by side, meson install, a package depending
#                on Lattice by version, the DocC catalogs)
#   make lint    swift format checks Sources, Tests and Package.swift against .swift-format (part of make test)
#   make locale  compile po/*.po into .build/locale, where the uninstalled binary finds its translations (make build does)
#   make docs    the library's DocC documentation (swift-docc-plugin), any DocC warning an error
#   make bench   build optimised and print the layout engine's benchmark figures (key=value)
#   make check-sanitizers   the unit tests under AddressSanitizer and ThreadSanitizer
#   make check-leaks   a scripted window session under LeakSanitizer (fails on a leak of Lattice's own)
#   make fuzz    seeded update fuzzing, longer than make test's (FUZZ_OPERATIONS, FUZZ_SEED)
#   make bench-scroll   the window scrolled next to GtkListView/GtkGridView (BENCH_SCROLL_ITEMS="100000 1000000")
#   make bench-peers    the same at 10k, 100k and 1M items: the side-by-side table of docs/performance.md
#   make bench-transition   list ↔ grid switches with 1,100 cells on screen at scale 1 and 2, beside GtkGridView
#   make bench-open   catalogues of 100k, 1M and 10M rows opened (CSV, JSON) and searched, next to Python and GtkFilterListModel (BENCH_OPEN_ROWS);
#                     data files (CSV, Windows-1252, JSON array, SQLite) next to Python, polars and DuckDB (BENCH_DATA_ROWS, BENCH_SQLITE_ROWS);
#                     a PostgreSQL table of 10M rows next to psql (BENCH_OPEN_POSTGRES_ROWS)
#   make filmstrips   contact sheets of list ↔ grid switches, frame by frame, into docs/images/transitions
#   make gallery      Lattice next to GNOME Files on one folder (list/grid, light/dark, wide/narrow), into docs/images/gallery
#   make locale-gallery  the window in German and Arabic next to GNOME Files in the same locale, into docs/images/locales
#   make gallery-data real data files (CSV, JSON array and outline, wide table, SQLite) in every view, into docs/images/gallery/data
#   make record-transition   the live window's switches recorded at 60 fps under Xvfb, into docs/images/transitions
#   make bench-allocations  heap allocations of a steady frame and who makes them (valgrind DHAT)
#   make bench-postgres   a table of 100,000,000 rows on a throwaway local server, opened, jumped through and sorted, next to
#                         psql paging it by OFFSET (BENCH_POSTGRES_ROWS; about 10 GB of disk and a few minutes to load)
#   make demo-postgres    the viewer on a throwaway local PostgreSQL server with real datasets (stopped when the window closes)

SHELL        := /bin/bash
SWIFT        ?= swift
CONFIG       ?= debug
BIN           = .build/$(CONFIG)/lattice
RELEASE_BIN   = .build/release/lattice
# The translations of an uninstalled binary: <binary's folder>/../locale/<lang>/LC_MESSAGES/lattice.mo
# (SampleLocator.localeDirectory), so .build/locale serves .build/debug/lattice and .build/release/lattice alike.
LOCALE_DIR    = .build/locale
LOCALE_MOS    = $(patsubst po/%.po,$(LOCALE_DIR)/%/LC_MESSAGES/lattice.mo,$(wildcard po/*.po)) \
                $(patsubst po/gtk/%.po,$(LOCALE_DIR)/%/LC_MESSAGES/lattice-gtk.mo,$(wildcard po/gtk/*.po))
BENCH_SCROLL_ITEMS ?= 100000 1000000
BENCH_OPEN_ROWS ?= 100000 1000000 10000000
BENCH_DATA_ROWS ?= 1000000
BENCH_SQLITE_ROWS ?= 10000000
BENCH_POSTGRES_ROWS ?= 100000000
BENCH_OPEN_POSTGRES_ROWS ?= 10000000

# Debian/Ubuntu packages: what building and running need, and what the tests add.
# adwaita-icon-theme and fonts-dejavu-core: the renderer draws Adwaita icons and DejaVu text (golden images).
# libsqlite3-dev: SQLite databases open as catalogues (read-only, paged).
# gettext: msgfmt compiles the translations (po/*.po) the window is shown in; xgettext and msgcmp check them.
# libglib2.0-data: GLib's own translations (glib20.mo), which write a file's size in the user's language ("31,5 KB").
# libpq-dev: PostgreSQL's client library, through which a server's tables open (docs/postgresql.md).
# zlib1g-dev, liblzma-dev, libbz2-dev, libzstd-dev: compressed data files (.gz, .xz, .bz2, .zst) open as what they hold;
# libarchive-dev: a zip archive's data files open as its tables.
RUN_PACKAGES  = libgtk-4-dev libglib2.0-dev libsqlite3-dev pkg-config adwaita-icon-theme fonts-dejavu-core librsvg2-common \
                gettext libglib2.0-data libpq-dev zlib1g-dev liblzma-dev libbz2-dev libzstd-dev libarchive-dev
# dbus, at-spi2-core, python3-gi and gir1.2-atspi-2.0: the accessibility scenario reads the tree over AT-SPI.
# gir1.2-gdkpixbuf-2.0: the examples' check reads its screenshots with GdkPixbuf.
# libglib2.0-bin and gsettings-desktop-schemas: the window scenario flips GNOME's dark and high-contrast keys.
# meson, ninja-build, desktop-file-utils, appstream: the meson build, its validators and install.
# time: GNU time, which reports each adversarial case's peak memory.
# xclip: the columns scenario reads what the context menu's Copy put on the clipboard.
# liblsan0: LeakSanitizer's runtime, preloaded into the app for the leak sessions (check-leaks).
# locales: the definitions localedef compiles the German, Arabic and French locales from, which the unit tests of
# listings in the user's language make for themselves (LocaleFormatsTests; only C and C.UTF-8 come compiled).
# tesseract-ocr: the gallery's check reads each screen's title back from its screenshot's header bar.
# fonts-noto-color-emoji: the gallery's emoji screens draw colour emoji, as the sample does.
# gzip, xz-utils, bzip2, zstd: the tests of compressed data files compress their fixtures with each.
# postgresql, postgresql-client: the throwaway servers the PostgreSQL tests read (Tests/PostgreSQL/server.sh; its
# postgres_fdw joins a second server's table), and psql to load them.
TEST_PACKAGES = $(RUN_PACKAGES) gzip xz-utils bzip2 zstd postgresql postgresql-client xvfb xauth xdotool imagemagick bc python3 python3-jsonschema \
                dbus at-spi2-core python3-gi gir1.2-atspi-2.0 gir1.2-gdkpixbuf-2.0 libglib2.0-bin gsettings-desktop-schemas \
                meson ninja-build desktop-file-utils appstream time xclip liblsan0 locales tesseract-ocr fonts-noto-color-emoji
# gir1.2-gtk-4.0: the peer benchmarks drive GtkListView, GtkGridView and GtkFilterListModel from Python.
BENCH_PACKAGES = gir1.2-gtk-4.0

.PHONY: bench-postgres demo-postgres all build locale run test lint test-i18n test-unit test-data test-hostile test-windows test-gui test-meson test-examples test-docs docs bench bench-scroll bench-peers bench-transition bench-open filmstrips gallery locale-gallery gallery-data record-transition bench-allocations fuzz fuzz-parsers check-sanitizers check-leaks deps test-deps release clean

all: build

# Installs only the packages that are missing; uses sudo when not root.
define install_missing
	@missing=""; for p in $(1); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing system packages:$$missing"; \
		if [ "$$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi; \
		$$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

deps:
	$(call install_missing,$(RUN_PACKAGES))

test-deps:
	$(call install_missing,$(TEST_PACKAGES))

build: deps locale
	$(SWIFT) build -c $(CONFIG)
	@mkdir -p .build/schemas && glib-compile-schemas --strict --targetdir .build/schemas data   # settings for uninstalled runs

release: deps locale
	$(SWIFT) build -c release
	@mkdir -p .build/schemas && glib-compile-schemas --strict --targetdir .build/schemas data

run: build
	$(BIN)

# Each language's catalogue, compiled when its po file changed (docs/i18n.md). `msgfmt --check` fails on a
# translation whose placeholders differ from its message's.
locale: $(LOCALE_MOS)

$(LOCALE_DIR)/%/LC_MESSAGES/lattice.mo: po/%.po | deps
	@mkdir -p $(@D)
	msgfmt --check -o $@ $<

# The Gtk library's own catalogue (po/gtk), beside the app's.
$(LOCALE_DIR)/%/LC_MESSAGES/lattice-gtk.mo: po/gtk/%.po | deps
	@mkdir -p $(@D)
	msgfmt --check -o $@ $<

test: test-deps lint test-i18n test-unit test-data test-hostile test-windows test-meson test-examples test-docs
	@lint=$$(grep -c '^ok ' .build/lint.log); \
	unit=$$(sed -n 's/.*Test run with \([0-9]*\) tests\{0,1\} .*passed.*/\1/p' .build/test-unit.log | tail -1); \
	i18n=$$(grep -c '^ok ' .build/test-i18n.log); \
	data=$$(grep -c '^ok ' .build/test-data.log); \
	leaks=$$(grep -c '^ok ' .build/check-leaks.log); \
	gui=$$(grep -c '^ok ' .build/test-gui.log); \
	meson=$$(grep -c '^ok ' .build/test-meson.log); \
	examples=$$(grep -c '^ok ' .build/test-examples.log); \
	docs=$$(grep -c '^ok ' .build/test-docs.log); \
	hostile=$$(grep -c '^ok ' .build/test-hostile.log); \
	echo "lint: $$lint, translations: $$i18n, unit tests: $$unit, data validators: $$data, hostile and adversarial inputs: $$hostile, window checks: $$gui, meson build and install: $$meson, examples: $$examples, DocC catalogs: $$docs, leak sessions: $$leaks"; \
	echo "$$((lint + i18n + unit + data + hostile + gui + meson + examples + docs + leaks)) passed, 0 failed"

# The real window under Xvfb (software rendering), driven by xdotool, and its accessible tree over AT-SPI:
# the window, folders, accessibility, behaviours (reorder, undo, type-ahead, sticky ancestors, find) and the
# columns view (header sorting, pinned header, remembered per location), data files (a European export read
# as a table, its title column remembered, the table first, the record, groups, a folder's file in place) and a
# PostgreSQL server's tables (throwaway servers, server.sh). The scenarios wait on a window most of their time, so
# they run as two chains side by side, each with Xvfb servers of its own (numbers from 99 and from 299), their
# outputs printed in order once both are done.
GUI_QUIET = 2> >(grep -v "Failed to set fd limit" >&2)
GUI_FIRST = xvfb-run -a -n 99 -s "-screen 0 1280x800x24" Tests/GUI/window-scenario.sh $(BIN) && \
	  xvfb-run -a -n 99 -s "-screen 0 1280x800x24" Tests/GUI/folder-scenario.sh $(BIN) && \
	  xvfb-run -a -n 99 -s "-screen 0 1280x800x24" Tests/GUI/accessibility-scenario.sh $(BIN) $(GUI_QUIET)
GUI_SECOND = xvfb-run -a -n 299 -s "-screen 0 1280x800x24" Tests/GUI/behaviour-scenario.sh $(BIN) $(GUI_QUIET) && \
	  xvfb-run -a -n 299 -s "-screen 0 1280x800x24" Tests/GUI/columns-scenario.sh $(BIN) $(GUI_QUIET) && \
	  xvfb-run -a -n 299 -s "-screen 0 1280x800x24" Tests/GUI/data-file-scenario.sh $(BIN) $(GUI_QUIET) && \
	  Tests/PostgreSQL/server.sh run .build/postgres-gui --rows 200000 -- \
	    xvfb-run -a -n 299 -s "-screen 0 1280x800x24" Tests/GUI/database-scenario.sh $(BIN) $(GUI_QUIET)
test-gui: build
	@mkdir -p .build/gui; \
	{ $(GUI_FIRST); } > .build/gui/first.log 2>&1 & first=$$!; \
	{ $(GUI_SECOND); } > .build/gui/second.log 2>&1 & second=$$!; \
	wait $$first; a=$$?; wait $$second; b=$$?; \
	cat .build/gui/first.log .build/gui/second.log | tee .build/test-gui.log; [ $$a = 0 ] && [ $$b = 0 ]

# make test's windows: the GUI scenarios' two chains and the leak session (check-leaks) side by side, each waiting on
# windows most of its time; their logs as test-gui and check-leaks write them.
test-windows: test-deps build
	@mkdir -p .build/gui; \
	{ $(GUI_FIRST); } > .build/gui/first.log 2>&1 & first=$$!; \
	{ $(GUI_SECOND); } > .build/gui/second.log 2>&1 & second=$$!; \
	{ $(LEAK_SESSION); } > .build/check-leaks.log 2>&1 & leaks=$$!; \
	wait $$first; a=$$?; wait $$second; b=$$?; wait $$leaks; c=$$?; \
	cat .build/gui/first.log .build/gui/second.log | tee .build/test-gui.log; cat .build/check-leaks.log; \
	[ $$a = 0 ] && [ $$b = 0 ] && [ $$c = 0 ]

# The examples, a package outside the repository depending on a tagged clone of the committed HEAD by version
# and importing every library product: build without warnings from Lattice, run under Xvfb, and each one's
# screenshot shows its window and content (docs/library.md, docs/examples.md).
test-examples: test-deps
	@mkdir -p .build
	@set -o pipefail; Tests/Examples/check-examples.sh | tee .build/test-examples.log

# The library products' documentation: each module's DocC catalog (Sources/*/*.docc) and symbol comments, built by
# swift-docc-plugin into .build/plugins/Swift-DocC/outputs/*.doccarchive; a broken link, an undocumented parameter
# in a documented list or any other DocC warning fails. test-docs reports each archive for make test's summary.
DOC_TARGETS = LatticeLayout DiffableDataSource CollectionView Gtk LatticeGTK Catalog LayoutSpec
docs: deps
	$(SWIFT) package generate-documentation $(addprefix --target ,$(DOC_TARGETS)) --warnings-as-errors

test-docs: deps
	@mkdir -p .build
	@rm -rf .build/plugins/Swift-DocC/outputs
	@set -o pipefail; { $(SWIFT) package generate-documentation $(addprefix --target ,$(DOC_TARGETS)) --warnings-as-errors \
	    > .build/docs-build.log 2>&1 || { cat .build/docs-build.log; echo "FAIL docs: DocC reported errors or warnings"; exit 1; }; \
	  for target in $(DOC_TARGETS); do \
	    if [ -f .build/plugins/Swift-DocC/outputs/$$target.doccarchive/data/documentation/$$(echo $$target | tr A-Z a-z).json ]; then \
	      echo "ok   docs: $$target's DocC archive builds with no warnings"; \
	    else echo "FAIL docs: no DocC archive for $$target"; exit 1; fi; \
	  done; } | tee .build/test-docs.log

# The code's format: swift-format (it ships with the toolchain) with the checked-in .swift-format finds nothing to
# change or flag in the package, its tests, the examples and the fuzzers (`swift format -i -r Sources Tests
# Package.swift` applies it).
FORMATTED = Sources Tests Package.swift
lint:
	@mkdir -p .build
	@set -o pipefail; { $(SWIFT) format lint --strict -r $(FORMATTED) > .build/lint-output.log 2>&1; status=$$?; \
	  if [ $$status != 0 ] || [ -s .build/lint-output.log ]; then \
	    cat .build/lint-output.log; echo "FAIL lint: swift format lint flags the lines above (swift format -i -r $(FORMATTED) fixes most)"; exit 1; \
	  fi; echo "ok   lint: swift format finds nothing to change in $$(find $(FORMATTED) -name '*.swift' | wc -l) Swift files"; } | tee .build/lint.log

# The translations, in seconds (Tests/I18n/check-strings.sh): po/lattice.pot is what po/update-pot.sh makes of
# po/POTFILES (which names every Swift file with marks), no string literal reaches a widget, menu, tooltip or
# dialog without tr/trn/trc, and every po/*.po compiles with its placeholders and translates every message.
test-i18n: test-deps
	@mkdir -p .build
	@set -o pipefail; Tests/I18n/check-strings.sh | tee .build/test-i18n.log

# Swift Testing only (no XCTest suites), output kept for the summary line; under Xvfb so the canvas widget
# tests have a display; every snapshot mutation checks its invariants (LATTICE_CHECK_INVARIANTS). The tests of
# listings in German and Arabic read the compiled catalogues in .build/locale. The PostgreSQL tests read two
# throwaway servers started for the run under .build/postgres and stopped after it, pass or fail (server.sh).
test-unit: locale
	@mkdir -p .build
	set -o pipefail; Tests/PostgreSQL/server.sh run .build/postgres -- env LATTICE_CHECK_INVARIANTS=1 GSK_RENDERER=cairo GTK_A11Y=test \
	  xvfb-run -a $(SWIFT) test --disable-xctest 2>&1 | tee .build/test-unit.log

# Every layout spec shipped in data/ must solve, and its output must match the expectation beside it;
# every catalogue in data/ must match data/catalog.schema.json (when python3 has jsonschema).
test-data: build
	@set -o pipefail; { status=0; for spec in data/layouts/*.json; do \
		case $$spec in *.expected.json) continue;; esac; \
		expected=$${spec%.json}.expected.json; out=.build/layout-output.json; \
		if ! $(BIN) layout $$spec > $$out; then echo "FAIL $$spec: lattice layout exited non-zero"; status=1; continue; fi; \
		if [ ! -f $$expected ]; then echo "FAIL $$spec: no $$expected beside it"; status=1; continue; fi; \
		if ! python3 -c 'import json,sys; sys.exit(0 if json.load(open(sys.argv[1])) == json.load(open(sys.argv[2])) else 1)' $$out $$expected; then \
			echo "FAIL $$spec: output differs from $$expected"; status=1; continue; fi; \
		echo "ok   $$spec"; \
	done; \
	for catalog in data/*.json; do \
		case $$catalog in *.schema.json) continue;; esac; \
		if ! python3 -c 'import jsonschema' 2>/dev/null; then echo "skip $$catalog: python3 has no jsonschema module"; continue; fi; \
		if ! python3 -c 'import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open("data/catalog.schema.json")))' $$catalog; then \
			echo "FAIL $$catalog: does not match data/catalog.schema.json"; status=1; continue; fi; \
		echo "ok   $$catalog (schema)"; \
	done; exit $$status; } | tee .build/test-data.log

bench: deps release
	@for layout in list grid; do for n in 1000 100000 1000000; do \
		$(RELEASE_BIN) bench layout --items $$n --layout $$layout; done; done
	@for layout in list grid; do $(RELEASE_BIN) bench layout --items 100000 --layout $$layout --self-sizing; done
	@$(RELEASE_BIN) bench layout --items 1000000 --layout list --self-sizing
	@for ids in int string; do for n in 10000 100000 1000000; do \
		$(RELEASE_BIN) bench diff --items $$n --churn 0.1 --ids $$ids; \
		$(RELEASE_BIN) bench diff --items $$n --shuffle --ids $$ids; done; done

# Hostile inputs on the command line: a clear error naming the input, status 1, within seconds. Then the
# adversarial suite: real-world files, folders, text and option values, each judged on status, message, wall
# time and peak memory (the window cases under Xvfb).
test-hostile: build
	@set -o pipefail; { Tests/Reliability/hostile-inputs.sh $(BIN) && \
	  xvfb-run -a -s "-screen 0 1280x800x24" Tests/Reliability/adversarial-inputs.py $(BIN); } | tee .build/test-hostile.log

# The meson build: setup, compile, meson test (the validators; the Swift tests run once, in test-unit), install
# into a temporary prefix.
test-meson: build
	@set -o pipefail; xvfb-run -a Tests/Install/meson-check.sh | tee .build/test-meson.log

# Longer update fuzzing than make test's (FUZZ_OPERATIONS, FUZZ_SEED: default a new seed, printed).
FUZZ_OPERATIONS ?= 1000000
fuzz: test-deps
	@seed=$${FUZZ_SEED:-$$(date +%s)}; echo "update fuzzing: seed $$seed, $(FUZZ_OPERATIONS) operations"; \
	LATTICE_CHECK_INVARIANTS=1 LATTICE_FUZZ_SEED=$$seed LATTICE_FUZZ_OPERATIONS=$(FUZZ_OPERATIONS) GSK_RENDERER=cairo GTK_A11Y=test \
	  xvfb-run -a $(SWIFT) test --disable-xctest --filter UpdateFuzz

# libFuzzer on the parsers (Tests/Fuzz, its own package): each target for FUZZ_SECONDS (default 600), seeded
# from Tests/Fuzz/Corpus; crashes are written to .build/fuzz/ and fail the run.
FUZZ_SECONDS ?= 600
fuzz-parsers: deps
	$(SWIFT) build --package-path Tests/Fuzz -c release -Xswiftc -sanitize=fuzzer,address
	@mkdir -p .build/fuzz
	@set -o pipefail; for target in CatalogJSON:catalog-json CatalogCSV:catalog-csv DataFile:data-file LayoutSpec:layout-spec; do \
		name=$${target%%:*}; corpus=$${target##*:}; mkdir -p .build/fuzz/$$corpus; \
		echo "fuzzing $$name for $(FUZZ_SECONDS) s"; \
		Tests/Fuzz/.build/release/Fuzz$$name .build/fuzz/$$corpus Tests/Fuzz/Corpus/$$corpus \
		  -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -artifact_prefix=.build/fuzz/$$name- -print_final_stats=1 \
		  2>&1 | tail -12 || exit 1; \
	done

# The unit tests under AddressSanitizer and ThreadSanitizer (each in its own build folder). AddressSanitizer's
# leak report (GTK's and fontconfig's caches among it) is printed without failing the run — docs/reliability.md.
# The update fuzzer runs SANITIZER_FUZZ_OPERATIONS steps here (make test runs 6,000): the sanitizers look
# for memory and thread errors in what the steps exercise, and ThreadSanitizer is some ten times slower.
SANITIZER_FUZZ_OPERATIONS ?= 10000
check-sanitizers: test-deps locale
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	LATTICE_CHECK_INVARIANTS=1 LATTICE_FUZZ_OPERATIONS=$(SANITIZER_FUZZ_OPERATIONS) \
	ASAN_OPTIONS=detect_leaks=1:exitcode=1 LSAN_OPTIONS=exitcode=0 GSK_RENDERER=cairo GTK_A11Y=test \
	  xvfb-run -a $(SWIFT) test --sanitize=address --scratch-path .build-asan --disable-xctest --skip-build
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	LATTICE_CHECK_INVARIANTS=1 LATTICE_FUZZ_OPERATIONS=$(SANITIZER_FUZZ_OPERATIONS) TSAN_OPTIONS=halt_on_error=1 GSK_RENDERER=cairo GTK_A11Y=test \
	  xvfb-run -a $(SWIFT) test --sanitize=thread --scratch-path .build-tsan --disable-xctest --skip-build

# A scripted window session (catalogue and folder) under LeakSanitizer, the standalone runtime (liblsan0)
# preloaded into the debug build: fails on any leak outside the libraries' own, which Tests/Reliability/lsan.supp
# lists with reasons (docs/reliability.md). Part of make test (about 1 min).
LEAK_SESSION = xvfb-run -a -n 499 -s "-screen 0 1920x1080x24" Tests/Reliability/leak-session.sh $(BIN)
check-leaks: test-deps build
	@mkdir -p .build
	@set -o pipefail; $(LEAK_SESSION) | tee .build/check-leaks.log

# Lattice next to GtkListView and GtkGridView at 10k, 100k and 1M items, list and grid, with ratios (about 15 min).
bench-peers: test-deps release
	$(call install_missing,$(BENCH_PACKAGES))
	@Tests/Bench/scroll-side-by-side.sh 10000 100000 1000000

# Heap allocations of a steady scroll frame (offscreen list and grid, the live window) and who makes them,
# counted with valgrind's DHAT (about 3 min).
bench-allocations: test-deps release
	$(call install_missing,valgrind)
	@Tests/Bench/frame-allocations.sh 100000

# List ↔ grid switches of 1,100 cells on screen at scale 1 and 2: per-frame work and dropped frames.
# Scale 2 on a 3840x2160 screen puts the 1,100 elements of scale 1 on screen; GtkGridView on both screens is
# what GTK itself needs to repaint such a window.
bench-transition: test-deps release
	@for run in "1 1920x1080" "2 1920x1080" "2 3840x2160"; do set -- $$run; echo "# scale $$1, screen $$2"; \
	  GDK_SCALE=$$1 GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 xvfb-run -a -s "-screen 0 $$2x24" \
	    $(RELEASE_BIN) bench transition --items 100000 --toggles 20 || exit 1; done
	@for run in "1 1920x1080" "2 3840x2160"; do set -- $$run; echo "# GtkGridView, scale $$1, screen $$2"; \
	  GDK_SCALE=$$1 GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 xvfb-run -a -s "-screen 0 $$2x24" \
	    /usr/bin/python3 Tests/Bench/gtk_peer_bench.py --n 100000 --widget grid --steps 300 || exit 1; done

# docs/performance.md's open and search tables: generated books catalogues (CSV, JSON) opened next to Python's csv
# and json modules, and searched next to GtkFilterListModel, in one run.
# Then data files that are not catalogues (a CSV with no title column, a semicolon Windows-1252 export, a JSON array,
# a SQLite table) next to Python's modules, polars and DuckDB (from PyPI: their columns read "–" without them).
bench-open: test-deps release
	$(call install_missing,$(BENCH_PACKAGES))
	@Tests/Bench/open-side-by-side.sh $(RELEASE_BIN) $(BENCH_OPEN_ROWS)
	@python3 -m pip install --quiet --disable-pip-version-check polars duckdb || echo "polars and DuckDB not installed"
	@Tests/Bench/data-files-side-by-side.sh $(RELEASE_BIN) $(BENCH_DATA_ROWS) $(BENCH_SQLITE_ROWS)
	@Tests/Bench/postgres-side-by-side.sh $(RELEASE_BIN) $(BENCH_OPEN_POSTGRES_ROWS)

# docs/postgresql.md's figures: Lattice and psql on the same generated table, in one run (Tests/Bench/postgres-side-by-side.sh).
bench-postgres: test-deps release
	@Tests/Bench/postgres-side-by-side.sh $(RELEASE_BIN) $(BENCH_POSTGRES_ROWS)

# The README's way to try a database: the fixtures' servers (Tests/PostgreSQL/server.sh), the window on them.
demo-postgres: test-deps build
	@Tests/PostgreSQL/server.sh run .build/demo-postgres -- sh -c '$(BIN) "host=$$PGHOST port=$$PGPORT dbname=lattice user=lattice"'

# docs/transitions.md's contact sheets: `lattice render --from … --progress …` frame by frame (about 15 s).
filmstrips: test-deps build
	@Tests/Bench/transition-filmstrips.sh $(BIN) docs/images/transitions

# Lattice next to GNOME Files (installed for the comparison only) on one folder: list and grid, light and dark,
# wide and narrow, into docs/images/gallery (docs/gallery.md).
gallery: test-deps build
	$(call install_missing,nautilus dbus)
	@xvfb-run -a -s "-screen 0 1280x800x24" Tests/Bench/gallery.sh $(BIN) docs/images/gallery

# The window in German and Arabic next to GNOME Files in the same locale, into docs/images/locales (docs/i18n.md).
locale-gallery: test-deps build
	$(call install_missing,nautilus dbus)
	@xvfb-run -a -s "-screen 0 1280x800x24" Tests/Bench/locale-gallery.sh $(BIN) docs/images/locales

# docs/gallery.md's data files (Tests/Corpus): list, grid and columns, light and dark, into docs/images/gallery/data.
gallery-data: test-deps build
	@Tests/Bench/data-gallery.sh $(BIN) docs/images/gallery/data

# The live window switching list → grid → list, recorded with ffmpeg's x11grab at 60 fps under Xvfb.
record-transition: test-deps release
	$(call install_missing,ffmpeg)
	@xvfb-run -a -s "-screen 0 1280x800x24" Tests/Bench/record-transition.sh $(RELEASE_BIN) docs/images/transitions

# The live window scrolled under Xvfb, next to GtkListView and GtkGridView (Tests/Bench/gtk_peer_bench.py).
bench-scroll: test-deps release
	@Tests/Bench/scroll-side-by-side.sh $(BENCH_SCROLL_ITEMS)

clean:
	rm -rf .build
