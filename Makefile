# Two commands do all the set-up: `make demo` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip --disable-pip-version-check
STAMP  := $(VENV)/.installed
DEMO_STAMP := $(VENV)/.installed-demo
NATIVE := $(wildcard kernels/cpp/*.cc kernels/cpp/*.h generated/cpp/*.cc generated/cpp/*.h)

.PHONY: setup demo test generate check-generated lint typecheck bench clean

setup: $(STAMP)

# The build tools are installed first so the editable install can run without
# build isolation (faster, and it keeps the build folder between installs).
$(STAMP): pyproject.toml CMakeLists.txt $(NATIVE)
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) install -q "scikit-build-core>=0.10" "pybind11>=2.12" "numpy>=1.26" cmake ninja
	$(PIP) install -q --no-build-isolation -e ".[dev]"
	$(PY) tools/editable_paths.py
	# MPICH for tests/distributed, in an environment of its own: its wheel and Open MPI's both install mpirun and libmpi
	test -x $(VENV)/mpich/bin/mpiexec || ($(PY) -m venv $(VENV)/mpich && $(VENV)/mpich/bin/python -m pip -q install mpich)
	touch $(STAMP)

# The demo needs the package and its datasets only (not the test and lint tools, nor PyTorch).
$(DEMO_STAMP): pyproject.toml CMakeLists.txt $(NATIVE)
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) install -q "scikit-build-core>=0.10" "pybind11>=2.12" "numpy>=1.26" cmake ninja
	$(PIP) install -q --no-build-isolation -e ".[data]"
	$(PY) tools/editable_paths.py
	touch $(DEMO_STAMP)

demo: $(DEMO_STAMP)
	$(PY) examples/recognize_digits.py

generate: setup
	$(PY) -m paddle.codegen

check-generated: setup
	$(PY) -m paddle.codegen --check

# ruff (problems, not style), then the layering as import-linter contracts (pyproject.toml).
# tools/shadow.py runs a tool on `paddle` laid out as installed (build/shadow), which the
# editable install's import hook hides from it.
lint: setup
	$(PY) -m ruff check --quiet .
	$(PY) tools/shadow.py lint-imports --no-logo

# mypy --strict over every hand-written package and the generated layers (pyproject.toml).
typecheck: setup
	$(PY) tools/shadow.py mypy -p paddle

# In order, fastest first: each step stops the run. Hypothesis runs derandomized (reproducible)
# unless asked otherwise: HYPOTHESIS_PROFILE=dev (random) or thorough (500 examples a test).
HYPOTHESIS_PROFILE ?= ci
export HYPOTHESIS_PROFILE
test: setup
	$(MAKE) --no-print-directory check-generated
	$(MAKE) --no-print-directory lint
	$(MAKE) --no-print-directory typecheck
	$(PY) -m pytest -p no:cacheprovider

bench: setup
	$(PIP) install -q -e ".[bench]" --no-build-isolation
	$(PY) tools/editable_paths.py
	$(PY) bench/run_all.py

clean:
	rm -rf $(VENV) build .hypothesis .pytest_cache .mypy_cache
