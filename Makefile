# skillcert: `make run` serves the product on http://127.0.0.1:8080, `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := run

BIN        := target/release/skillcert
## The browser tests and the fuzzing drive the binary the Rust tests built (dev profile: the
## dependencies optimised, debug assertions on), so `make test` builds the server once.
TEST_BIN   := target/debug/skillcert
DATA_DIR   ?= ./data
BIND       ?= 127.0.0.1:8080
PG_TEST_URL ?= postgres://postgres@127.0.0.1:5432/test
## The key ID numbers are sealed with (README "Personal information"). This one is public: for
## `make run`, the tests and the benchmark only; a deployment makes its own (deploy/skillcert.env).
export SKILLCERT_DATA_KEY ?= c2tpbGxjZXJ0LWRldmVsb3BtZW50LWtleS1wdWJsaWM=
NPM        := npm --prefix web

.PHONY: bench run test web-deps web release browser ffmpeg office nginx nextest contract test-contract test-rust test-rust-pg test-s3 test-web test-e2e test-fuzz test-deploy lint lint-build clean

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

## LibreOffice prints the generated Word documents to PDF and poppler-utils reads the PDF back in
## the documents tests; fonts-noto-cjk gives it the Chinese glyphs.
office:
	@if ! command -v libreoffice >/dev/null || ! command -v pdftotext >/dev/null || ! fc-list 2>/dev/null | grep -qi 'Noto Sans CJK'; then \
	  echo "installing libreoffice-writer-nogui, poppler-utils and fonts-noto-cjk"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libreoffice-writer-nogui poppler-utils fonts-noto-cjk) >/dev/null; \
	fi

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

## What `make test` lints with: clippy-driver compiles the server's own crate (the dependencies stay
## rustc's, as under `cargo clippy`) in the build every later stage uses, and a warning stops it, so
## a clean clone builds the server once instead of a check build for clippy and then the build.
## Every stage of `make test` runs with these set (a plain cargo build afterwards compiles the
## server's crate again, the dependencies not).
LINTED_BUILD := RUSTC_WORKSPACE_WRAPPER=clippy-driver CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__
lint-build:
	@command -v clippy-driver >/dev/null || { echo "clippy is not installed: rustup component add clippy"; exit 1; }
	cargo fmt --all -- --check
	$(LINTED_BUILD) cargo build --locked --all-targets

## The API contract: web/openapi.json is what the server prints (no database needed), and
## web/src/lib/api-schema.gen.ts its TypeScript types (openapi-typescript). Both are committed.
CONTRACT := web/openapi.json web/src/lib/api-schema.gen.ts

contract: web-deps
	cargo run --locked --quiet -- openapi > web/openapi.json.tmp
	mv web/openapi.json.tmp web/openapi.json
	$(NPM) run gen:api

## Fails when web/openapi.json or its types differ from what the server prints now. The fresh copies are
## made in target/contract/, so nothing in the work tree is overwritten.
test-contract: web-deps
	@mkdir -p target/contract
	cargo run --locked --quiet -- openapi > target/contract/openapi.json
	node web/scripts/gen-api.mjs target/contract/openapi.json target/contract/api-schema.gen.ts
	@if cmp -s web/openapi.json target/contract/openapi.json && cmp -s web/src/lib/api-schema.gen.ts target/contract/api-schema.gen.ts; then \
	  echo "== the API contract matches the server"; \
	else \
	  diff -u web/openapi.json target/contract/openapi.json | head -40; \
	  diff -u web/src/lib/api-schema.gen.ts target/contract/api-schema.gen.ts | head -40; \
	  echo "== the API changed: run make contract and commit $(CONTRACT)"; exit 1; \
	fi

## ffprobe (from ffmpeg) measures uploaded audio and video; the media tests need it, and the
## documents tests need LibreOffice (office). cargo-nextest runs every test in its own process,
## the tests of all the test binaries side by side; the SQLite and PostgreSQL runs share one build.
NEXTEST := cargo nextest run --locked --no-fail-fast
nextest:
	@cargo nextest --version >/dev/null 2>&1 || { echo "installing cargo-nextest"; cargo install --locked cargo-nextest; }

test-rust: ffmpeg office nextest
	@echo "== Rust tests on SQLite"
	$(NEXTEST)

## The tests that need PostgreSQL (several instances) are ignored on SQLite and run here with
## --ignored. PostgreSQL is expected: unreachable, this fails, unless SKILLCERT_SKIP_PG=1.
test-rust-pg: ffmpeg office nextest
	@if timeout 2 bash -c '</dev/tcp/127.0.0.1/5432' 2>/dev/null; then \
	  echo "== Rust tests on PostgreSQL ($(PG_TEST_URL))"; \
	  SKILLCERT_TEST_DATABASE_URL='$(PG_TEST_URL)' $(NEXTEST) --tests \
	    && SKILLCERT_TEST_DATABASE_URL='$(PG_TEST_URL)' $(NEXTEST) --test it --run-ignored only instances::; status=$$?; \
	  psql '$(PG_TEST_URL)' -qAtc "SELECT 'DROP SCHEMA \"' || schema_name || '\" CASCADE;' FROM information_schema.schemata WHERE schema_name LIKE 't\_%'" 2>/dev/null \
	    | psql '$(PG_TEST_URL)' -q >/dev/null 2>&1 || true; \
	  exit $$status; \
	elif [ "$${SKILLCERT_SKIP_PG:-}" = 1 ]; then \
	  echo "== PostgreSQL not reachable at 127.0.0.1:5432: PostgreSQL tests SKIPPED (SKILLCERT_SKIP_PG=1)"; \
	else \
	  echo "== PostgreSQL not reachable at 127.0.0.1:5432: the PostgreSQL tests cannot run (SKILLCERT_SKIP_PG=1 skips them)"; exit 1; \
	fi

## Files on S3: the storage_s3 test against moto (moto[server] from PyPI, in target/moto-venv) on a
## free local port; says SKIPPED when moto cannot be installed or started.
test-s3:
	server/tests/outside/s3.sh

test-web: web-deps
	$(NPM) run typecheck
	$(NPM) run lint
	$(NPM) test

## The specs run in parallel shards (E2E_SHARDS, default 2), each with its own server and data
## (web/e2e/shards.sh, plan-shards.mjs).
test-e2e: web browser ffmpeg
	cargo build --locked
	cd web && SKILLCERT_BIN=../$(TEST_BIN) CI=1 e2e/shards.sh

## Property-based fuzzing of every API operation (schemathesis from PyPI, in target/fuzz-venv) as an
## administrator and as a learner, on SQLite and on PostgreSQL when it answers: no 5xx, no panic.
FUZZ_SECONDS ?= 45
test-fuzz: ffmpeg
	cargo build --locked
	FUZZ_SECONDS=$(FUZZ_SECONDS) server/tests/outside/fuzz.sh $(TEST_BIN)
	@if timeout 2 bash -c '</dev/tcp/127.0.0.1/5432' 2>/dev/null; then \
	  FUZZ_SECONDS=$(FUZZ_SECONDS) server/tests/outside/fuzz.sh $(TEST_BIN) '$(PG_TEST_URL)'; \
	elif [ "$${SKILLCERT_SKIP_PG:-}" = 1 ]; then \
	  echo "== PostgreSQL not reachable at 127.0.0.1:5432: PostgreSQL fuzzing SKIPPED (SKILLCERT_SKIP_PG=1)"; \
	else \
	  echo "== PostgreSQL not reachable at 127.0.0.1:5432: PostgreSQL fuzzing cannot run (SKILLCERT_SKIP_PG=1 skips it)"; exit 1; \
	fi

## Debian's nginx for the deployment test, installed when missing (not started: the test runs its own).
nginx:
	@command -v nginx >/dev/null || { echo "installing nginx"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx) >/dev/null; }

## The deployment kit (deploy/) for real: nginx with TLS and HTTP/2 from deploy/nginx/skillcert.conf
## in front of two instances with deploy/skillcert.env's settings on PostgreSQL and S3 (moto), a
## journey through https://, a rolling restart, and `systemd-analyze verify` of the unit.
test-deploy: web nginx
	cargo build --locked
	server/tests/outside/deploy.sh $(TEST_BIN) '$(PG_TEST_URL)'

## Each stage in turn, timed; the times are printed at the end (also when a stage fails).
TEST_STAGES := lint-build test-contract test-rust test-rust-pg test-s3 test-web test-e2e test-deploy test-fuzz
test:
	@$(LINTED_BUILD) scripts/stages.sh $(TEST_STAGES)

clean:
	cargo clean
	rm -rf web/dist web/node_modules

## make bench: see bench/run.sh and the README section "Performance".
bench: browser ffmpeg web-deps
	command -v wrk >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk bc) >/dev/null
	$(MAKE) release
	bench/run.sh
