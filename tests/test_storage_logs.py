"""The log: a rotating file in the user's log folder."""

import logging

from game.storage import Paths, setup_logging


def test_messages_go_to_the_file_in_the_log_folder(tmp_path):
    paths = Paths.resolve(tmp_path)
    assert setup_logging(paths.log_file) == paths.log_file
    logging.getLogger("game.test").info("hello from the table")
    logging.getLogger("game.test").debug("not at info level")
    text = paths.log_file.read_text("utf-8")
    assert "INFO game.test: hello from the table" in text and "not at info level" not in text
    assert paths.log_file.parent == tmp_path / "logs"


def test_the_file_rotates_and_keeps_a_few_old_ones(tmp_path):
    log_file = tmp_path / "logs" / "uno-table.log"
    setup_logging(log_file, max_bytes=2000, backups=2)
    for i in range(400):
        logging.getLogger("game.test").info("line %d of a long session", i)
    names = sorted(p.name for p in log_file.parent.iterdir())
    assert names == ["uno-table.log", "uno-table.log.1", "uno-table.log.2"]
    assert all(p.stat().st_size <= 2000 for p in log_file.parent.iterdir())
    assert "line 399 " in log_file.read_text()


def test_a_second_setup_replaces_the_handlers_instead_of_doubling_them(tmp_path):
    log_file = tmp_path / "a.log"
    setup_logging(log_file)
    setup_logging(log_file)
    logging.getLogger("game.test").warning("once")
    assert log_file.read_text().count("once") == 1


def test_no_log_file_when_the_folder_cannot_be_made(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert setup_logging(blocker / "logs" / "uno-table.log") is None
    logging.getLogger("game.test").warning("still fine")  # logging keeps working
