# cmark-swift: every entry point a developer or CI needs.
#   make run    installs what is missing, builds, renders the bundled sample at width 80
#   make test   installs what is missing, lints, runs every test (spec suites included)

SWIFT       ?= swift
CONFIG      ?= debug
BUILD_FLAGS ?=
SAMPLE      ?= Fixtures/sample.md
# Release builds link the Swift runtime and Foundation into the program: an installed
# cmark-swift then needs no toolchain at run time (the dynamic build finds libswiftCore
# through the toolchain's path), and it starts in about 0.7x the time (fewer libraries to
# load and bind; see docs/performance.md).
RELEASE_FLAGS ?= -c release --static-swift-stdlib
# Debian packages the build and the tests need. libcmark-gfm-dev alone cannot link:
# the extensions' header and unversioned library come with libcmark-gfm-extensions-dev.
# libsource-highlight-dev (with Boost.Regex) is the code highlighter of MarkdownHighlighting.
# MarkdownImages: libchafa-dev (its pkg-config needs libglib2.0-dev) and the decoders.
APT_PACKAGES = pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev cmark-gfm libyaml-dev tmux libsource-highlight-dev libxml2-dev \
  libchafa-dev libglib2.0-dev libpng-dev libjpeg-dev libwebp-dev libgif-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN = .build/$(CONFIG)/cmark-swift
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: all deps build release run test lint format test-tsan test-asan leak-check fuzz fuzz-build check-memory check-tsan adversarial bench clean help width-tables emoji-table themes-json bench-peers golden pictures reading-pictures viewer-smoke viewer-session html-sweep man install docs consumer-check

all: build

help:
	@echo "make run | test | build | release | install | man | lint | format | test-tsan | test-asan | leak-check | check-memory | check-tsan | fuzz | adversarial | bench | bench-peers | themes-json | width-tables | emoji-table | golden | pictures | reading-pictures | viewer-smoke | viewer-session | docs | consumer-check | clean"

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

release: deps
	$(SWIFT) build $(RELEASE_FLAGS) $(BUILD_FLAGS)

run: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product cmark-swift
	.build/release/cmark-swift render --width 80 $(SAMPLE)

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tools Tests Fuzz/Package.swift Fuzz/Sources

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tools Tests Fuzz/Package.swift Fuzz/Sources

# The viewer smoke runs before the tests; a crash
# prints its backtrace and exits instead of waiting for a debugger (interactive=no).
# Its last line is how long it took (build, smoke and tests), whether they passed or not.
# The one build also emits symbol graphs, from which the DocC catalogs are checked after the
# tests (a broken symbol link or a missing catalog fails `make test`, as it fails `make docs`).
DOC_GRAPHS = $(CURDIR)/.build/symbol-graphs
TEST_BUILD_FLAGS = $(BUILD_FLAGS) -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc $(DOC_GRAPHS)

test: deps lint
	@start=$$(date +%s); status=0; mkdir -p $(DOC_GRAPHS); \
	$(SWIFT) build --build-tests $(TEST_BUILD_FLAGS) || status=$$?; \
	if [ $$status = 0 ]; then Scripts/viewer-smoke.sh .build/debug/cmark-swift || [ $$? = 77 ] || status=1; fi; \
	if [ $$status = 0 ]; then SWIFT_BACKTRACE=interactive=no $(SWIFT) test --skip-build --parallel $(TEST_BUILD_FLAGS) || status=$$?; fi; \
	if [ $$status = 0 ]; then GRAPHS=$(DOC_GRAPHS) Scripts/build-docs.sh || status=$$?; fi; \
	echo "make test: $$(( $$(date +%s) - start )) s, $$([ $$status = 0 ] && echo passed || echo FAILED)"; exit $$status

# A recorded viewer session on a real README (links, outline, resize at the end), checked
# step by step, into docs/viewer-session.md and docs/viewer-session/.
viewer-session: deps
	$(SWIFT) build --product cmark-swift
	Scripts/viewer-session.sh .build/debug/cmark-swift

# Drives `cmark-swift view` under tmux (installed on demand) and saves a captured pane.
viewer-smoke: deps
	@command -v tmux >/dev/null || $(SUDO) apt-get install -y -qq tmux >/dev/null
	$(SWIFT) build --product cmark-swift
	Scripts/viewer-smoke.sh .build/debug/cmark-swift docs/viewer-capture.txt

# The concurrency tests (many parses on many threads) under ThreadSanitizer.
test-tsan: deps
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter 'Concurrency'

# Every test under AddressSanitizer and LeakSanitizer (the CLI tests run the ASan build of
# cmark-swift too); .lsan-suppressions lists the toolchain libraries' own leaks.
test-asan: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/.lsan-suppressions:print_suppressions=0 $(SWIFT) test --sanitize=address --scratch-path .build-asan

# valgrind over the CLI (render, html, ast) on every fixture; fails on any "definitely
# lost" block. The Swift runtime's metadata caches show as "possibly lost" and are ignored;
# .valgrind-suppressions lists the runtime's own reports. The C targets are built with DWARF 4
# debug info, in a build of their own: valgrind 3.19 (Debian 12) gives up on clang's DWARF 5.
LEAK_FIXTURES = $(wildcard Fixtures/real/*.md) $(wildcard Fixtures/render/*.md) $(SAMPLE)
leak-check: deps
	@command -v valgrind >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq valgrind >/dev/null; }
	$(SWIFT) build --product cmark-swift -Xcc -gdwarf-4 --scratch-path .build-valgrind
	@failed=0; runs=0; for file in $(LEAK_FIXTURES); do \
	  for cmd in "render --width 80 --color always" html ast; do \
	    runs=$$((runs + 1)); \
	    valgrind -q --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=99 --suppressions=.valgrind-suppressions \
	      .build-valgrind/debug/cmark-swift $$cmd "$$file" >/dev/null 2>.build-valgrind/leak-check.log \
	      || { failed=$$((failed + 1)); echo "LEAK or error: cmark-swift $$cmd $$file"; cat .build-valgrind/leak-check.log; }; \
	  done; \
	done; echo "leak-check: $$runs runs, $$failed with definite leaks or memory errors"; [ $$failed = 0 ]

# A small consumer under load (Tools/LoadCheck: every stage on several threads, a shared
# MarkdownCache, spent budgets and cancelled tasks) under valgrind: fails on any memory
# error or definite leak. Same DWARF 4 build as leak-check.
MEMORY_FIXTURES = Fixtures/sample.md Fixtures/real/pip-getting-started.md Fixtures/real/httplib2-README.md
check-memory: deps
	@command -v valgrind >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq valgrind >/dev/null; }
	$(SWIFT) build --product LoadCheck -Xcc -gdwarf-4 --scratch-path .build-valgrind
	valgrind -q --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=99 --suppressions=.valgrind-suppressions \
	  .build-valgrind/debug/LoadCheck --threads 2 --rounds 1 $(MEMORY_FIXTURES)

# The same consumer under ThreadSanitizer, on every real fixture; fails on any report.
check-tsan: deps
	$(SWIFT) build --product LoadCheck --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS=halt_on_error=1:exitcode=66 .build-tsan/debug/LoadCheck --threads 4 --rounds 1 Fixtures/real/*.md

# libFuzzer targets (Fuzz/): built with -sanitize=fuzzer,address, seeded from the spec vectors,
# Themes/*.json and the image fixtures, each run for FUZZ_SECONDS with its dictionary. Corpora and crashes
# stay in $(FUZZ_WORK) (git-ignored).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= FuzzParse FuzzRender FuzzTheme FuzzHighlight FuzzImages
FUZZ_WORK    ?= .fuzz
FUZZ_FLAGS = -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld
fuzz-build: deps
	for target in $(FUZZ_TARGETS); do (cd Fuzz && $(SWIFT) build $(FUZZ_FLAGS) --product $$target) || exit 1; done

fuzz: fuzz-build
	@python3 Fuzz/seed-corpus.py Fixtures/spec $(FUZZ_WORK)/seeds/FuzzParse --prefix 0001020304050607
	@python3 Fuzz/seed-corpus.py Fixtures/spec $(FUZZ_WORK)/seeds/FuzzRender --prefix 5000071028204f31 --prefix-length 2
	@mkdir -p $(FUZZ_WORK)/seeds/theme && cp Themes/*.json $(FUZZ_WORK)/seeds/theme/
	@mkdir -p $(FUZZ_WORK)/seeds/images && cp Tests/MarkdownImagesTests/Fixtures/halves.* $(FUZZ_WORK)/seeds/images/
	@python3 Fuzz/seed-highlight.py Fixtures/render/highlight.md $(FUZZ_WORK)/seeds/FuzzHighlight
	@Fuzz/run.sh Fuzz/.build/release $(FUZZ_WORK) $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# Regenerates GitHub's emoji shortcodes from Debian's goldmark-emoji definitions.
EMOJI_DEFINITIONS ?= /usr/share/gocode/src/github.com/yuin/goldmark-emoji/definition/github.go
emoji-table:
	@[ -f $(EMOJI_DEFINITIONS) ] || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq golang-github-yuin-goldmark-emoji-dev >/dev/null; }
	python3 Scripts/generate-emoji-table.py --definitions $(EMOJI_DEFINITIONS) --output Sources/MarkdownTree/Transform/EmojiShortcode+Table.swift

# Regenerates the display-width tables from Debian's unicode-data (/usr/share/unicode).
UNICODE_DATA ?= /usr/share/unicode
width-tables:
	@[ -f $(UNICODE_DATA)/EastAsianWidth.txt ] || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq unicode-data >/dev/null; }
	python3 Scripts/generate-width-tables.py --data $(UNICODE_DATA) --output Sources/MarkdownText/DisplayWidth+Tables.swift

clean:
	rm -rf .build .build-tsan .build-asan .build-valgrind .build-docs

# DocC documentation of every library module (Sources/MODULE/MODULE.docc), from the
# compiler's symbol graphs, with the toolchain's docc; fails on any warning (a broken link
# in a doc comment or an article). Archives in .build-docs/docs (DOCS_MODULES: a subset).
docs: deps
	Scripts/build-docs.sh $(DOCS_MODULES)

# A package outside the repository that follows README.md literally (the install section's
# Package.swift with a local checkout, every ```swift snippet, streaming equal to one
# render), built and run in CONSUMER_DIR (default: a temporary directory).
consumer-check: deps
	Scripts/consumer-check.sh $(CONSUMER_DIR)

bench: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product Benchmarks
	.build/release/Benchmarks $(BENCH_ARGS)

# Writes each built-in theme to Themes/NAME.json from its Swift value (a test checks they agree).
themes-json:
	$(SWIFT) build --product cmark-swift
	for theme in $$(.build/debug/cmark-swift themes | cut -d' ' -f1); do \
	  .build/debug/cmark-swift themes --json $$theme > Themes/$$theme.json; \
	done

# The adversarial shapes (Tools/Robustness) at growing sizes, cmark-gfm against this
# package's pipeline, release build, then the doors of issue 32 through the command beside real
# Markdown of the same size (Scripts/adversarial-memory.sh); writes docs/adversarial.md
# (ADVERSARIAL_ARGS: --sizes, --shape; ADVERSARIAL_DOOR_SIZE: bytes).
ADVERSARIAL_ARGS ?= --sizes 65536,1048576,4194304 --max-seconds 8
ADVERSARIAL_DOOR_SIZE ?= 16777216
adversarial: deps
	@command -v /usr/bin/time >/dev/null || $(SUDO) apt-get install -y -qq time >/dev/null
	$(SWIFT) build $(RELEASE_FLAGS) --product AdversarialBench
	$(SWIFT) build $(RELEASE_FLAGS) --product cmark-swift
	@mkdir -p docs; bench=0; { echo "# Adversarial inputs: cmark-gfm against cmark-swift"; echo; \
	  echo "Generated by \`make adversarial\` (Tools/AdversarialBench, shapes in Tools/Robustness); do not edit."; \
	  echo "cmark-gfm: \`CMark.render(_:as: .html)\` (parse + HTML). Ours: parse + style (dark) + layout at 80"; \
	  echo "and ANSI render, line by line as \`cmark-swift render\` does, with \`ParseLimits.standard\` (what the CLI"; \
	  echo "uses) and with no limits, on one thread. \"Its parse\": cmark-gfm's parse alone, which both pipelines run; the next"; \
	  echo "to last column is what this package adds to it (ours minus that parse) against cmark-gfm's parse + HTML."; \
	  echo "Ours has cmark allocate from an arena dropped whole, where cmark-gfm frees its tree node by node, so"; \
	  echo "ours can take less than \"its parse\" (then that column is 0)."; \
	  echo "\`AdversarialBench --shape NAME --stages\` splits a row by stage."; \
	  echo "Shapes of the library's other doors (prepared-*, streamed-*, attributed-*) go through that door (PreparedMarkdown, StreamingRenderer fed 64 bytes at a time, AttributedString) in the ours columns, and the last column holds every shape against real Markdown (Fixtures/real, repeated to the size) through the same door; a door shape over 3x of it, or any shape growing faster than linearly, fails the run. A note in a row's last column says what the standard limits made of that size (refused, or limited: some of it kept as text); growth is compared only between sizes with the same note, against the larger of cmark-gfm's growth and its parse's (which ours runs). Theme files are held against the built-in themes' files, byte for byte."; \
	  echo "Times are the thread's processor time (user and system), not wall time, so that other jobs on the machine move them less. Median of 9 runs (of 5 when a run takes over 0.1 s, 1 over 2 s, that one after an untimed run of the same pipeline); a larger size is skipped when the last one, grown quadratically, would take over --max-seconds."; \
	  echo "Door shapes that can stay over 3x, and why (measured in docs/performance.md): emoji-shortcode-lines is one paragraph whose cmark-gfm parse alone is 3-4x real Markdown's whole pipeline at 1 MiB (175,000 nodes, 63 MB; ours runs at 0.8-1.1x of cmark-gfm on it), linear but dense, so only bounding cmark's work on one paragraph would bring it under; myst-directives parses each 40-byte directive body on its own (cmark's parse of it alone about a fifth of the time, a third with the conversion and Document) and styles each as an alert with a title line (an eighth), where real Markdown has a block per 100 bytes or more: one parser for all bodies or one parse of them together would be new machinery; emoji-shortcode-paragraphs (42,000 paragraphs a MiB) sits near 3x because cmark-gfm's own parse of so many small blocks is already 1.5x real Markdown's whole pipeline; attributed-nested-lists is the cost of Foundation's AttributedString runs."; \
	  echo "Arguments: $(ADVERSARIAL_ARGS)."; \
	  echo "Machine: $$(nproc) CPUs, $$(uname -sm), cmark-gfm $$(pkg-config --modversion libcmark-gfm)."; echo; \
	  .build/release/AdversarialBench $(ADVERSARIAL_ARGS) || bench=$$?; \
	  echo; echo "## The doors as a reader meets them: \`cmark-swift render\` at $(ADVERSARIAL_DOOR_SIZE) bytes"; echo; \
	  echo "Made by \`Scripts/adversarial-memory.sh $(ADVERSARIAL_DOOR_SIZE)\` (release build, /usr/bin/time): each hostile shape of issue 32 beside real Markdown of the same size, time and peak resident memory, and the first words of what the command said on stderr."; echo; \
	  Scripts/adversarial-memory.sh $(ADVERSARIAL_DOOR_SIZE); } > docs/adversarial.md.tmp && mv docs/adversarial.md.tmp docs/adversarial.md; \
	cat docs/adversarial.md; \
	if [ $$bench != 0 ]; then echo "make adversarial: a shape grows faster than linearly or a door shape is over 3x real input"; exit 1; fi

# Whole-process comparison with cmark-gfm, rich, markdown-it-py and pandoc (installed on
# demand); writes docs/bench-peers.md.
bench-peers: deps
	@command -v /usr/bin/time >/dev/null || $(SUDO) apt-get install -y -qq time >/dev/null
	python3 Scripts/bench-peers.py $(BENCH_PEERS_ARGS)

# Regenerates the golden terminal renders in Fixtures/render and the SVG/HTML snapshots in
# Fixtures/snapshots (review the diff after).
golden:
	GOLDEN_UPDATE=1 $(SWIFT) test --filter 'GoldenTests|SnapshotGoldenTests|RealDocumentGoldenTests'

# The README pictures: Fixtures/sample.md in every built-in theme at width 80, as SVG and
# PNG in docs/images (rsvg-convert from librsvg2-bin; fonts listed in docs/images/README.md),
# and Fixtures/highlight-sample.md's code in dark and light beside rich's rendering.
HIGHLIGHT_SAMPLE ?= Fixtures/highlight-sample.md
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
	@# Highlighted code beside rich's rendering of the same blocks (rich from PyPI, on demand).
	@python3 -c 'import rich' 2>/dev/null || python3 -m pip install --quiet rich || python3 -m pip install --quiet --break-system-packages rich
	for theme in dark light; do \
	  .build/debug/cmark-swift render --width 80 --theme $$theme --format svg --frame --output docs/images/highlight-$$theme.svg $(HIGHLIGHT_SAMPLE) && \
	  rsvg-convert --output docs/images/highlight-$$theme.png docs/images/highlight-$$theme.svg || exit 1; \
	done
	python3 Scripts/rich-render.py $(HIGHLIGHT_SAMPLE) docs/images/highlight-rich.svg --width 80 --title "rich (Pygments, monokai)"
	rsvg-convert --output docs/images/highlight-rich.png docs/images/highlight-rich.svg

# docs/reading.md: three real documents (docs/images/reading/NAME.md) as cmark-swift draws
# them (dark, width 80; the matrix also at 100) and as GitHub's page does (cmark-gfm's HTML in
# Scripts/github-like.css, drawn by headless Chromium: Scripts/reading-reference.sh). The
# NAME-before pictures were made once from 245f00a and are not made here.
READING_DOCUMENTS = changelog platforms matrix
READING = docs/images/reading
reading-pictures: deps
	@missing=""; for p in $(PICTURE_PACKAGES) chromium; do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; fi
	$(SWIFT) build -c release --product cmark-swift
	for doc in $(READING_DOCUMENTS); do \
	  .build/release/cmark-swift render --width 80 --theme dark --format svg --frame --output $(READING)/$$doc-after.svg $(READING)/$$doc.md && \
	  rsvg-convert --output $(READING)/$$doc-after.png $(READING)/$$doc-after.svg && \
	  Scripts/reading-reference.sh $(READING)/$$doc.md $(READING)/$$doc-github.html $(READING)/$$doc-github.png || exit 1; \
	done
	.build/release/cmark-swift render --width 100 --theme dark --format svg --frame --output $(READING)/matrix-after-100.svg $(READING)/matrix.md
	rsvg-convert --output $(READING)/matrix-after-100.png $(READING)/matrix-after-100.svg

# Our HTML against cmark-gfm's on every Markdown file on the machine (three option sets).
html-sweep: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product cmark-swift
	Scripts/html-sweep.sh $(SWEEP_FOLDERS)

# The man page, the shell completions and every command's --help text, written by the binary
# from the option tables its parser is tested against (CLITests compares them with docs/).
man:
	$(SWIFT) build --product cmark-swift
	@mkdir -p docs/man docs/completions docs/help
	.build/debug/cmark-swift help --man > docs/man/cmark-swift.1
	.build/debug/cmark-swift completions bash > docs/completions/cmark-swift.bash
	.build/debug/cmark-swift completions zsh > docs/completions/_cmark-swift
	.build/debug/cmark-swift completions fish > docs/completions/cmark-swift.fish
	@for c in $$(.build/debug/cmark-swift --help | sed -n '/^Commands:/,/^$$/p' | awk 'NF>1 {print $$1}'); do \
	  .build/debug/cmark-swift $$c --help > docs/help/$$c.txt; done

# The release binary, the man page and the completions under $(DESTDIR)$(PREFIX).
install: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product cmark-swift
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d $(DESTDIR)$(PREFIX)/share/cmark-swift/languages
	install -m 755 .build/release/cmark-swift $(DESTDIR)$(PREFIX)/bin/cmark-swift
	install -m 644 Sources/MarkdownHighlighting/Languages/*.lang $(DESTDIR)$(PREFIX)/share/cmark-swift/languages
	install -m 644 docs/man/cmark-swift.1 $(DESTDIR)$(PREFIX)/share/man/man1/cmark-swift.1
	install -m 644 docs/completions/cmark-swift.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/cmark-swift
	install -m 644 docs/completions/_cmark-swift $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_cmark-swift
	install -m 644 docs/completions/cmark-swift.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/cmark-swift.fish
