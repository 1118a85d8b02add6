import subprocess
import sys


def test_game_starts_and_quits_cleanly():
    result = subprocess.run(
        [sys.executable, "-m", "game", "--frames", "3"], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
