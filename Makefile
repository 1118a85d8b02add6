# Two entry points that work on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: play test venv bench soak scenarios clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

venv: $(BIN)/python

# setuptools' notice that an editable install maps folders is always printed and says nothing to act on
QUIET_EDITABLE := PYTHONWARNINGS="ignore:Editable installation"

play: venv
	$(QUIET_EDITABLE) $(BIN)/python -m pip install --quiet -e .
	$(BIN)/uno-table

# the suite runs in parallel (pytest-xdist: one worker per usable core and one more, TEST_JOBS=1 for one
# process); the long on-demand runs (`pytest -m profile`) and the builds (`pytest -m build`, CI's
# packaging/ci-build.sh) are left out by pyproject.toml's addopts. The worker more than the cores fills
# the time the others wait on what a test started (servers, game processes, turn timers): a third of the
# suite's wall time with one worker a core (issue 44: 312 -> 264 s on 2 quiet cores)
TEST_JOBS ?= $(shell $(PYTHON) -c 'import os; print(len(getattr(os, "sched_getaffinity", lambda _: range(os.cpu_count() or 1))(0)) + 1)')
# the suite keeps its bytecode (and pytest its rewritten tests) in __pycache__ even where the environment
# says PYTHONDONTWRITEBYTECODE: without it every worker compiles every module of the game and the tests
# at every run (14 s of CPU per worker on the shared 2-core machine; 4 s with the cache)
KEEP_BYTECODE := PYTHONDONTWRITEBYTECODE=
test: venv
	$(QUIET_EDITABLE) $(BIN)/python -m pip install --quiet -e '.[test]'
	$(BIN)/python -m ruff check .
	$(BIN)/python -m ruff format --check .
	$(BIN)/python -m mypy game
	$(KEEP_BYTECODE) SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n $(TEST_JOBS) --dist worksteal

scenarios: venv
	$(BIN)/python -m game.cli.scenarios tests/scenarios

soak: venv
	$(BIN)/python -m game.bench soak --games 100000

# the engine benchmark runs the compiled engine (setup.py) from its own venv; -P: not the source tree
BENCH_VENV := .venv-bench
bench:
	$(PYTHON) -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(BENCH_VENV)/bin/python -m pip install --quiet 'mypy==2.4.1' 'setuptools>=68' wheel
	UNO_TABLE_MYPYC=1 $(BENCH_VENV)/bin/python -m pip install --quiet --no-build-isolation '.[bench]'
	$(BENCH_VENV)/bin/python -P -m game.bench engine

clean:
	rm -rf $(VENV) $(BENCH_VENV) build dist *.egg-info

# --- desktop builds (packaging/, issue 8) ---------------------------------------------------------------
.PHONY: wheel dist tarball deb selftest

# the platform wheel (game + assets/ + locales/ as package data, the rules engine compiled by mypyc
# beside its source) in dist/; `make wheel ENGINE=pure` makes the py3-none-any one
wheel: venv
	$(BIN)/python -m pip install --quiet -e '.[compile]'
	UNO_TABLE_MYPYC=$(if $(filter compiled,$(ENGINE)),1,0) \
		$(BIN)/python -m pip wheel --quiet --no-deps --no-build-isolation --wheel-dir dist .

# the frozen one-folder program dist/uno-table/ (PyInstaller, packaging/uno-table.spec), with the rules
# engine compiled by mypyc into a copy of the package (build/compiled; about 30 s of CPU, needs a C
# compiler); `make dist ENGINE=pure` bundles the source tree as it is
ENGINE ?= compiled
dist: venv
	$(BIN)/python -m pip install --quiet -e '.[dist,compile]'
	$(BIN)/python packaging/make_icons.py build/icons
	if [ "$(ENGINE)" = compiled ]; then $(BIN)/python packaging/compile_engine.py build/compiled; fi
	UNO_TABLE_CODE=$(if $(filter compiled,$(ENGINE)),build/compiled,) \
		$(BIN)/pyinstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
		packaging/uno-table.spec

# Linux: dist/uno-table-<version>-linux-<arch>.tar.gz (program, .desktop, icons, install.sh)
tarball: dist
	$(BIN)/python packaging/linux.py tarball

# Linux: dist/uno-table_<version>_<arch>.deb (/opt/uno-table, /usr/bin/uno-table, menu entry, icons)
deb: dist
	$(BIN)/python packaging/linux.py deb

# the self-test from the source tree (the frozen one: packaging/ci-build.sh)
selftest: venv
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m game --selftest \
		--selftest-report build/selftest.json
