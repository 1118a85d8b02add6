#!/usr/bin/env bash
# CI's build step (call it from .ci/run after `make test`): build the frozen program with the rules
# engine compiled by mypyc, run the scenarios and a short soak against the compiled engine (and the
# soak against the pure one), run the program's self-test with the dummy video driver (it must report
# the compiled engine), check the bundle size, build the .deb and the tarball, check the .deb and run
# the self-test once more from the unpacked .deb, then the tests marked `build` (the wheel installed in a
# fresh venv, the frozen .deb). The self-tests must find their own LAN announcement wherever the source
# tree does. Exits non-zero on any failure.
# About 3 minutes on 2 cores, 2 of them compiling (see packaging/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
max_mb=${UNO_TABLE_MAX_MB:-58}  # measured 52 MB on a fresh clone (packaging/README.md): 6 MB for another machine
mkdir -p build

show_failures() {  # the self-test's report says what failed; the program may have no stdout
    .venv/bin/python - "$1" <<'PY' || cat "$1"
import json, sys
report = json.load(open(sys.argv[1], encoding="utf-8"))
for check in report["checks"]:
    if check["status"] == "failed":
        print(f"FAILED {check['name']}: {check['error']}")
        print("\n".join(check.get("traceback", [])))
PY
}

selftest() {  # selftest PROGRAM REPORT: passes, and runs the compiled rules engine
    if ! "$1" --selftest --selftest-report "$2"; then
        echo "self-test of $1 failed:"
        show_failures "$2"
        return 1
    fi
    engine=$(.venv/bin/python -c 'import json, sys; print(json.load(open(sys.argv[1]))["engine"])' "$2")
    if [ "$engine" != compiled ]; then
        echo "$1 runs the rules engine: $engine (expected: compiled)"
        return 1
    fi
    # LAN discovery degrades quietly in the game (players type the address): the build must find its
    # own announcement wherever the source tree finds one (not on a machine without multicast)
    found=$(.venv/bin/python -c 'import json, sys; print(next(c for c in json.load(open(sys.argv[1]))["checks"] if c["name"] == "lan")["details"]["found"])' "$2")
    if [ "$found" != True ] && [ "$lan_here" = True ]; then
        echo "$1 did not find its own table on the local network (zeroconf), the source tree did: see $2"
        return 1
    fi
}


soak_games=${UNO_TABLE_CI_SOAK:-2000}
compiled() {  # run python against the compiled copy of the package (-P: not the source tree)
    PYTHONPATH=build/compiled .venv/bin/python -P "$@"
}

started=$(date +%s)
make dist
built=$(date +%s)
# whether LAN discovery works on this machine at all (multicast), from the source tree
lan_here=$(.venv/bin/python -c 'from game.selftest.features import check_lan; print(check_lan()["found"])')
echo "LAN discovery from the source tree on this machine: found its own table: $lan_here"
test "$(compiled -c 'import game.rules; print(game.rules.ENGINE)')" = compiled
compiled -m game.cli.scenarios tests/scenarios
compiled -m game.bench soak --games "$soak_games"
.venv/bin/python -m game.bench soak --games "$soak_games"  # the same games on the pure engine
checked=$(date +%s)
echo "compiled engine: scenarios and a ${soak_games}-game soak (also pure) in $((checked - built)) s"
selftest dist/uno-table/uno-table build/selftest-frozen.json
size_mb=$(du -sm dist/uno-table | cut -f1)
echo "frozen build: dist/uno-table is ${size_mb} MB, built in $((built - started)) s"
if [ "$size_mb" -gt "$max_mb" ]; then
    echo "the frozen build is over ${max_mb} MB: see the excludes in packaging/uno-table.spec"
    exit 1
fi

.venv/bin/python packaging/linux.py deb
.venv/bin/python packaging/linux.py tarball
unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
dpkg-deb -x dist/uno-table_*.deb "$unpacked"
selftest "$unpacked/opt/uno-table/uno-table" build/selftest-deb.json
# the tests that build or install the program (`build` marker; make test leaves them out): the .deb of
# the frozen build above, the wheel installed into a fresh venv with its self-test
.venv/bin/python -m pytest -m build -n 2 --dist loadfile
echo "packaging done in $(($(date +%s) - started)) s: $(ls dist/*.deb dist/*.tar.gz | tr '\n' ' ')"
