# Two entry points that work on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: play test venv bench soak scenarios clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

venv: $(BIN)/python

play: venv
	$(BIN)/python -m pip install --quiet -e .
	$(BIN)/uno-table

test: venv
	$(BIN)/python -m pip install --quiet -e '.[test]'
	$(BIN)/python -m ruff check .
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest

scenarios: venv
	$(BIN)/python -m game.scenarios tests/scenarios

soak: venv
	$(BIN)/python -m game.bench soak --games 100000

bench: venv
	$(BIN)/python -m pip install --quiet -e '.[bench]'
	$(BIN)/python -m game.bench engine

clean:
	rm -rf $(VENV) build dist *.egg-info
