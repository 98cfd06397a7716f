# skillcert: `make run` serves the product on http://127.0.0.1:8080, `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := run

BIN        := target/release/skillcert
DATA_DIR   ?= ./data
BIND       ?= 127.0.0.1:8080
PG_TEST_URL ?= postgres://postgres@127.0.0.1:5432/test
NPM        := npm --prefix web

.PHONY: bench run test web-deps web release browser ffmpeg test-rust test-rust-pg test-web test-e2e lint clean

## Install npm packages when package-lock.json is newer than node_modules.
web/node_modules/.installed: web/package-lock.json
	cd web && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
	touch $@
web-deps: web/node_modules/.installed

web: web-deps
	$(NPM) run build

release: web
	cargo build --release --locked

## ffmpeg makes the demo courses' video, audio and cover images (seed --demo).
ffmpeg:
	@command -v ffmpeg >/dev/null || { echo "installing ffmpeg"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg) >/dev/null; }

run: release ffmpeg
	$(BIN) --data-dir $(DATA_DIR) seed --demo
	$(BIN) --data-dir $(DATA_DIR) --bind $(BIND) serve

## Debian's Chromium and CJK fonts for the browser tests, installed when missing.
browser:
	@if ! command -v chromium >/dev/null || ! fc-list 2>/dev/null | grep -qi 'Noto Sans CJK'; then \
	  echo "installing chromium and fonts-noto-cjk"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk) >/dev/null; \
	fi

lint:
	cargo fmt --all -- --check
	cargo clippy --all-targets --locked -- -D warnings

test-rust:
	@echo "== Rust tests on SQLite"
	cargo test --locked

test-rust-pg:
	@if timeout 2 bash -c '</dev/tcp/127.0.0.1/5432' 2>/dev/null; then \
	  echo "== Rust tests on PostgreSQL ($(PG_TEST_URL))"; \
	  SKILLCERT_TEST_DATABASE_URL='$(PG_TEST_URL)' cargo test --locked --tests; status=$$?; \
	  psql '$(PG_TEST_URL)' -qAtc "SELECT 'DROP SCHEMA \"' || schema_name || '\" CASCADE;' FROM information_schema.schemata WHERE schema_name LIKE 't\_%'" 2>/dev/null \
	    | psql '$(PG_TEST_URL)' -q >/dev/null 2>&1 || true; \
	  exit $$status; \
	else \
	  echo "== PostgreSQL not reachable at 127.0.0.1:5432: PostgreSQL tests SKIPPED"; \
	fi

test-web: web-deps
	$(NPM) run typecheck
	$(NPM) run lint
	$(NPM) test

test-e2e: release browser ffmpeg
	cd web && SKILLCERT_BIN=../$(BIN) CI=1 npx playwright test

test: lint test-rust test-rust-pg test-web test-e2e
	@echo "== all tests passed"

clean:
	cargo clean
	rm -rf web/dist web/node_modules

## make bench: see bench/run.sh and the README section "Performance".
bench:
	command -v wrk >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk bc) >/dev/null
	$(MAKE) release
	bench/run.sh
