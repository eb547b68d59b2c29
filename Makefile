# gapcheck — newcomers need two commands: `make run` and `make test`.
SHELL        := /bin/bash
SWIFT        ?= swift
CONFIG       ?= debug
PREFIX       ?= /usr/local
BUILD_FLAGS  ?=
BIN          = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path $(BUILD_FLAGS))/gapcheck
# `make install INSTALL_CONFIG=debug DESTDIR=/tmp/inst` checks the installed layout without a release build.
INSTALL_CONFIG ?= release
INSTALL_BIN  = $(shell $(SWIFT) build -c $(INSTALL_CONFIG) --show-bin-path $(BUILD_FLAGS))/gapcheck

.PHONY: all deps build release run screenshot test lint format bench docs man install uninstall clean fuzz fuzz-build fuzz-corpus

all: build

# libxml2's headers are the only system dependency; install them when pkg-config cannot find them.
# On macOS (no apt-get) it only says what to install.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libxml-2.0; then \
		if [ "$$(uname)" = Darwin ]; then \
			echo "make: pkg-config cannot find libxml-2.0; if the build fails, brew install pkg-config libxml2" >&2; \
			echo "      and export PKG_CONFIG_PATH=\"\$$(brew --prefix libxml2)/lib/pkgconfig\"" >&2; exit 0; \
		fi; \
		echo "make: installing libxml2-dev and pkg-config with apt-get" >&2; \
		SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq libxml2-dev pkg-config; \
	fi

build: deps
	$(SWIFT) build -c $(CONFIG) $(BUILD_FLAGS)

release:
	$(MAKE) build CONFIG=release

# Runs gapcheck on the bundled sample and writes reports/gap-analysis.{md,json,html}.
run: build
	@mkdir -p reports
	$(BIN) design/ tokens/ --format markdown -o reports/gap-analysis.md --fail-on never
	$(BIN) design/ tokens/ --format json -o reports/gap-analysis.json --fail-on never
	$(BIN) design/ tokens/ --format html -o reports/gap-analysis.html --fail-on never
	@echo "wrote reports/gap-analysis.md, reports/gap-analysis.json and reports/gap-analysis.html"

# Renders reports/gap-analysis.html to reports/gap-analysis.png with headless Chromium (installed with
# apt-get when missing; `make test` never needs it).
CHROMIUM ?= $(shell command -v chromium || command -v chromium-browser)
screenshot: run
	@if [ -z "$(CHROMIUM)" ]; then \
		echo "make: installing chromium with apt-get" >&2; \
		SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium; \
	fi
	$(or $(CHROMIUM),chromium) --headless --no-sandbox --disable-gpu --hide-scrollbars \
		--screenshot=$(CURDIR)/reports/gap-analysis.png --window-size=1280,4000 file://$(CURDIR)/reports/gap-analysis.html
	@echo "wrote reports/gap-analysis.png"

# Builds and runs every test. A compiler warning in the project's own Sources/, Tests/ or Plugins/
# fails the build step (dependencies' warnings do not count; an incremental build only shows the
# warnings of the files it compiles, so CI's fresh clone sees them all).
test: deps
	@mkdir -p .build
	set -o pipefail; $(SWIFT) build --build-tests $(BUILD_FLAGS) 2>&1 | tee .build/test-build.log
	@warnings=$$(grep -E "^$(CURDIR)/(Sources|Tests|Plugins|Package.swift)[^ ]*: warning:" .build/test-build.log | sort -u); \
	if [ -n "$$warnings" ]; then echo "$$warnings"; echo "make: the build has compiler warnings in the project's own files (above)" >&2; exit 1; fi
	$(SWIFT) test --skip-build $(BUILD_FLAGS)

# swift-format (it ships with the toolchain) with the committed .swift-format, on the project's own
# Swift files; fixtures and fuzz regressions are inputs in other people's styles and are left alone.
LINT_FILES = $(shell git ls-files 'Sources/*.swift' 'Tests/*.swift' 'Plugins/*.swift' 'Fuzz/Sources/*.swift' Package.swift Fuzz/Package.swift | grep -v -e '/Fixtures/' -e '/Regressions/')
lint:
	@$(SWIFT) format lint --strict --configuration .swift-format $(LINT_FILES)
	@echo "swift format lint: $(words $(LINT_FILES)) files clean"

format:
	@$(SWIFT) format format --in-place --configuration .swift-format $(LINT_FILES)
	@echo "swift format: $(words $(LINT_FILES)) files formatted"

# gapcheck end to end vs the raw parsers (libxml2, swift-syntax, CSS engine, lightningcss) at scale 1 and 4;
# release build in .build-release, corpora in .bench/ (see bench/RESULTS.md).
bench: deps
	bash bench/run.sh

docs: build
	$(BIN) rules --format markdown > docs/checks.md

# docs/gapcheck.1 from every command's --help, with swift-argument-parser's generate-manual plugin
# (a test keeps it fresh; run this after changing any help text).
man: build
	$(SWIFT) package plugin generate-manual --configuration $(CONFIG)
	cp .build/plugins/GenerateManual/outputs/gapcheck/gapcheck.1 docs/gapcheck.1

# The binary, shell completions and the man page under $(DESTDIR)$(PREFIX).
install: deps
	$(SWIFT) build -c $(INSTALL_CONFIG) --product gapcheck $(BUILD_FLAGS)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(INSTALL_BIN) $(DESTDIR)$(PREFIX)/bin/gapcheck
	$(INSTALL_BIN) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/gapcheck
	$(INSTALL_BIN) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_gapcheck
	$(INSTALL_BIN) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/gapcheck.fish
	chmod 644 $(DESTDIR)$(PREFIX)/share/bash-completion/completions/gapcheck \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_gapcheck $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/gapcheck.fish
	install -m 644 docs/gapcheck.1 $(DESTDIR)$(PREFIX)/share/man/man1/gapcheck.1
	@echo "installed $(DESTDIR)$(PREFIX)/bin/gapcheck, its completions (bash, zsh, fish) and man page"

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/gapcheck $(DESTDIR)$(PREFIX)/share/man/man1/gapcheck.1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions/gapcheck $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_gapcheck \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/gapcheck.fish

# libFuzzer + AddressSanitizer on the readers (Fuzz/ is its own package, so normal builds never see it).
# Each target runs FUZZ_SECONDS on one core, seeded from Fuzz/corpus/ (built from the test data and
# fixtures); crashes land in Fuzz/artifacts/. FUZZ_TARGETS=FuzzCSSParser picks targets.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= FuzzCSSParser FuzzCSSValues FuzzHTML FuzzTokenJSON FuzzSwift
FUZZ_SCRATCH ?= .build-fuzz
FUZZ_FLAGS   ?= -rss_limit_mb=4096 -timeout=120 -max_len=65536 -detect_leaks=0

fuzz-build: deps
	@set -e; for t in $(FUZZ_TARGETS); do \
		$(SWIFT) build -c debug --package-path Fuzz -Xswiftc -sanitize=fuzzer,address --scratch-path $(FUZZ_SCRATCH) --product $$t; \
	done

fuzz-corpus:
	python3 Fuzz/make-corpus.py

fuzz: fuzz-build fuzz-corpus
	@mkdir -p Fuzz/artifacts
	@set -e; for t in $(FUZZ_TARGETS); do \
		case $$t in FuzzCSSParser) c=css;; FuzzCSSValues) c=values;; FuzzHTML) c=html;; FuzzTokenJSON) c=tokens;; FuzzSwift) c=swift;; esac; \
		mkdir -p Fuzz/corpus/$$c; \
		echo "make: fuzzing $$t for $(FUZZ_SECONDS) s (corpus Fuzz/corpus/$$c)"; \
		$(FUZZ_SCRATCH)/debug/$$t $(FUZZ_FLAGS) -dict=Fuzz/dictionaries/$$c.dict -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
			-artifact_prefix=Fuzz/artifacts/$$t- Fuzz/corpus/$$c; \
	done

clean:
	rm -rf .build
