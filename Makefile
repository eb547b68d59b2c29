# gapcheck — newcomers need two commands: `make run` and `make test`.
SWIFT        ?= swift
CONFIG       ?= debug
PREFIX       ?= /usr/local
BUILD_FLAGS  ?=
BIN          = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path $(BUILD_FLAGS))/gapcheck

.PHONY: all deps build release run test bench docs install clean

all: build

# libxml2's headers are the only system dependency; install them when pkg-config cannot find them.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libxml-2.0; then \
		echo "make: installing libxml2-dev and pkg-config with apt-get" >&2; \
		SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq libxml2-dev pkg-config; \
	fi

build: deps
	$(SWIFT) build -c $(CONFIG) $(BUILD_FLAGS)

release:
	$(MAKE) build CONFIG=release

# Runs gapcheck on the bundled sample and writes reports/gap-analysis.{md,json}.
run: build
	@mkdir -p reports
	$(BIN) design/ tokens/ --format markdown -o reports/gap-analysis.md --fail-on never
	$(BIN) design/ tokens/ --format json -o reports/gap-analysis.json --fail-on never
	@echo "wrote reports/gap-analysis.md and reports/gap-analysis.json"

test: deps
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	$(SWIFT) test --skip-build $(BUILD_FLAGS)

# gapcheck end to end vs the raw parsers (libxml2, swift-syntax, CSS engine, lightningcss) at scale 1 and 4;
# release build in .build-release, corpora in .bench/ (see bench/RESULTS.md).
bench: deps
	bash bench/run.sh

docs: build
	$(BIN) rules --format markdown > docs/checks.md

install: deps
	$(SWIFT) build -c release $(BUILD_FLAGS)
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $$($(SWIFT) build -c release --show-bin-path $(BUILD_FLAGS))/gapcheck $(DESTDIR)$(PREFIX)/bin/gapcheck

clean:
	rm -rf .build
