# cmark-swift: every entry point a developer or CI needs.
#   make run    installs what is missing, builds, renders the bundled sample at width 80
#   make test   installs what is missing, lints, runs every test (spec suites included)

SWIFT       ?= swift
CONFIG      ?= debug
BUILD_FLAGS ?=
SAMPLE      ?= Fixtures/sample.md
# Debian packages the build and the tests need. libcmark-gfm-dev alone cannot link:
# the extensions' header and unversioned library come with libcmark-gfm-extensions-dev.
APT_PACKAGES = pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev cmark-gfm libyaml-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN = .build/$(CONFIG)/cmark-swift

.PHONY: all deps build release run test lint format test-tsan test-asan bench clean help width-tables themes-json bench-peers golden pictures viewer-smoke

all: build

help:
	@echo "make run | test | build | release | lint | format | test-tsan | test-asan | bench | bench-peers | themes-json | width-tables | golden | pictures | viewer-smoke | clean"

# Installs only what is missing; a no-op on a ready machine.
deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

build: deps
	$(SWIFT) build -c $(CONFIG) $(BUILD_FLAGS)

release:
	$(MAKE) build CONFIG=release

run: deps
	$(SWIFT) build -c release --product cmark-swift
	.build/release/cmark-swift render --width 80 $(SAMPLE)

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests

test: deps lint
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	$(SWIFT) test --skip-build --parallel $(BUILD_FLAGS)
	@Scripts/viewer-smoke.sh .build/debug/cmark-swift || [ $$? = 77 ]

# Drives `cmark-swift view` under tmux (installed on demand) and saves a captured pane.
viewer-smoke: deps
	@command -v tmux >/dev/null || $(SUDO) apt-get install -y -qq tmux >/dev/null
	$(SWIFT) build --product cmark-swift
	Scripts/viewer-smoke.sh .build/debug/cmark-swift docs/viewer-capture.txt

test-tsan: deps
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter Concurrency

test-asan: deps
	$(SWIFT) test --sanitize=address --scratch-path .build-asan

# Regenerates the display-width tables from Debian's unicode-data (/usr/share/unicode).
UNICODE_DATA ?= /usr/share/unicode
width-tables:
	@[ -f $(UNICODE_DATA)/EastAsianWidth.txt ] || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq unicode-data >/dev/null; }
	python3 Scripts/generate-width-tables.py --data $(UNICODE_DATA) --output Sources/MarkdownLayout/Text/DisplayWidth+Tables.swift

clean:
	rm -rf .build .build-tsan .build-asan

bench: deps
	$(SWIFT) build -c release --product Benchmarks
	.build/release/Benchmarks $(BENCH_ARGS)

# Writes each built-in theme to Themes/NAME.json from its Swift value (a test checks they agree).
themes-json:
	$(SWIFT) build --product cmark-swift
	for theme in $$(.build/debug/cmark-swift themes | cut -d' ' -f1); do \
	  .build/debug/cmark-swift themes --json $$theme > Themes/$$theme.json; \
	done

# Whole-process comparison with cmark-gfm, rich, markdown-it-py and pandoc (installed on
# demand); writes docs/bench-peers.md.
bench-peers: deps
	@command -v /usr/bin/time >/dev/null || $(SUDO) apt-get install -y -qq time >/dev/null
	python3 Scripts/bench-peers.py $(BENCH_PEERS_ARGS)

# Regenerates the golden terminal renders in Fixtures/render and the SVG/HTML snapshots in
# Fixtures/snapshots (review the diff after).
golden:
	GOLDEN_UPDATE=1 $(SWIFT) test --filter 'GoldenTests|SnapshotGoldenTests'

# The README pictures: Fixtures/sample.md in every built-in theme at width 80, as SVG and
# PNG in docs/images (rsvg-convert from librsvg2-bin; fonts listed in docs/images/README.md).
PICTURE_PACKAGES = librsvg2-bin fonts-dejavu-core fonts-noto-cjk fonts-noto-color-emoji
pictures: deps
	@missing=""; for p in $(PICTURE_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; fi
	$(SWIFT) build --product cmark-swift
	mkdir -p docs/images
	for theme in $$(.build/debug/cmark-swift themes | cut -d' ' -f1); do \
	  .build/debug/cmark-swift render --width 80 --theme $$theme --format svg --frame --output docs/images/sample-$$theme.svg $(SAMPLE) && \
	  rsvg-convert --output docs/images/sample-$$theme.png docs/images/sample-$$theme.svg || exit 1; \
	done
