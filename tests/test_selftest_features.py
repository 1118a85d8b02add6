"""The self-test's checks of what a frozen build could leave out unnoticed (game/selftest/features.py):
each passes here, and each fails when its library or data is missing, although the game itself would
only degrade quietly (no discovery, English plural rules, ISO dates)."""

from __future__ import annotations

import shutil
import sys

import pytest

from game.i18n import LANGUAGES
from game.selftest import features as selftest_features
from game.selftest import report as selftest_report


def test_tls_round_trip_on_loopback_with_the_servers_journal():
    details = selftest_features.check_tls()
    assert details["tls"].startswith("TLSv1.")
    assert details["journal"] == "journal.sqlite3"


def test_languages_format_every_message_and_babels_numbers_and_dates():
    details = selftest_features.check_languages()
    assert set(details["strings"]) == set(LANGUAGES) and min(details["strings"].values()) > 100
    assert details["formats"]["en"].startswith("12,500 | 50%")
    assert details["formats"]["da"].startswith("12.500 | 50")  # Danish groups with a dot: its own data


def test_a_missing_cldr_file_fails_the_languages_check(tmp_path, monkeypatch):
    import babel.localedata as localedata

    for name in ("root", "en"):  # a bundle that kept English only
        shutil.copy(localedata.resolve_locale_filename(name), tmp_path)
    monkeypatch.setattr(localedata, "_dirname", str(tmp_path))
    monkeypatch.setattr(localedata, "_cache", {})
    monkeypatch.setattr(localedata, "_dict_cache", {})
    entry = selftest_report._run_check("languages", selftest_features.check_languages)
    assert entry["status"] == "failed", entry


def test_lan_check_loads_zeroconf_and_looks_for_its_own_table():
    details = selftest_features.check_lan()
    # `found` needs multicast, which this machine may lack; packaging/ci-build.sh requires the frozen
    # build to find its table wherever the source tree does
    assert details["records"] == 1 and isinstance(details["found"], bool)


def test_without_zeroconf_the_lan_check_fails(monkeypatch):
    monkeypatch.setitem(sys.modules, "zeroconf", None)
    entry = selftest_report._run_check("lan", selftest_features.check_lan)
    assert entry["status"] == "failed" and "zeroconf" in entry["error"]


def test_gamepads_check_starts_the_controller_module():
    assert selftest_features.check_gamepads()["pads"] >= 0


def test_without_the_controller_module_the_gamepads_check_fails(monkeypatch):
    monkeypatch.setitem(sys.modules, "pygame._sdl2.controller", None)
    entry = selftest_report._run_check("gamepads", selftest_features.check_gamepads)
    assert entry["status"] == "failed"


@pytest.mark.parametrize("check", ["tls", "lan", "languages", "gamepads"])
def test_run_checks_includes_the_feature_checks(check, monkeypatch):
    names = []
    monkeypatch.setattr(
        selftest_report, "_run_check", lambda name, fn: names.append(name) or {"status": "ok"}
    )
    selftest_report.run_checks(frames=1)
    assert check in names
