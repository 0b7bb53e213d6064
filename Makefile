# Two commands do all the set-up: `make demo` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip --disable-pip-version-check
STAMP  := $(VENV)/.installed
NATIVE := $(wildcard kernels/cpp/*.cc kernels/cpp/*.h)

.PHONY: setup demo test generate check-generated typecheck bench clean

setup: $(STAMP)

# The build tools are installed first so the editable install can run without
# build isolation (faster, and it keeps the build folder between installs).
$(STAMP): pyproject.toml CMakeLists.txt $(NATIVE)
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) install -q "scikit-build-core>=0.10" "pybind11>=2.12" cmake ninja
	$(PIP) install -q --no-build-isolation -e ".[dev]"
	touch $(STAMP)

demo: setup
	$(PY) examples/demo.py

generate: setup
	$(PY) -m paddle.codegen

check-generated: setup
	$(PY) -m paddle.codegen --check

typecheck: setup
	$(PY) -m mypy generated/layers.py

test: setup check-generated typecheck
	$(PY) -m pytest -p no:cacheprovider

bench: setup
	$(PIP) install -q -e ".[bench]" --no-build-isolation
	$(PY) bench/run_all.py

clean:
	rm -rf $(VENV) build .hypothesis .pytest_cache .mypy_cache
