# Lattice — set-up, build, run, test and benchmark.
#
#   make run     install missing system packages, build, open the viewer on the bundled sample
#   make test    install what the tests need, run every test (unit, data validators)
#   make bench   build optimised and print the layout engine's benchmark figures (key=value)

SWIFT        ?= swift
CONFIG       ?= debug
BIN           = .build/$(CONFIG)/lattice
RELEASE_BIN   = .build/release/lattice

# Debian/Ubuntu packages: what building and running need, and what the tests add.
RUN_PACKAGES  = libgtk-4-dev libglib2.0-dev pkg-config
TEST_PACKAGES = $(RUN_PACKAGES) xvfb xauth python3

.PHONY: all build run test test-unit test-data bench deps test-deps release clean

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

build: deps
	$(SWIFT) build -c $(CONFIG)

release: deps
	$(SWIFT) build -c release

run: build
	$(BIN)

test: test-deps test-unit test-data

test-unit:
	$(SWIFT) test

# Every layout spec shipped in data/ must solve, and its output must match the expectation beside it.
test-data: build
	@status=0; for spec in data/layouts/*.json; do \
		case $$spec in *.expected.json) continue;; esac; \
		expected=$${spec%.json}.expected.json; \
		if ! $(BIN) layout $$spec > /tmp/lattice-layout-out.json; then echo "FAIL $$spec: lattice layout exited non-zero"; status=1; continue; fi; \
		if [ -f $$expected ] && ! python3 -c 'import json,sys; a=json.load(open(sys.argv[1])); b=json.load(open(sys.argv[2])); sys.exit(0 if a==b else 1)' /tmp/lattice-layout-out.json $$expected; then \
			echo "FAIL $$spec: output differs from $$expected"; status=1; continue; fi; \
		echo "ok   $$spec"; \
	done; exit $$status

bench: deps release
	@for layout in list grid; do for n in 1000 100000 1000000; do \
		$(RELEASE_BIN) bench layout --items $$n --layout $$layout; done; done
	@for layout in list grid; do $(RELEASE_BIN) bench layout --items 100000 --layout $$layout --self-sizing; done
	@$(RELEASE_BIN) bench layout --items 1000000 --layout list --self-sizing

clean:
	rm -rf .build
