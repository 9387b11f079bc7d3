"""``nile play`` and :class:`~scorer.session.TableSession` against hostile input: odd options, odd files,
odd scripts, signals, a record changed by another program, a full disk. Every case runs ``nile`` in a
subprocess with a timeout, so a hang fails the test; bad input must give a message and exit 2, never a
traceback, and must leave the user's files as they were."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from scorer.games import registry
from scorer.session import SessionError, TableSession
from tests.test_session import typed_game


def _nile(args: list[str], cwd: Path, stdin: bytes | str = b"", timeout: float = 60) -> subprocess.CompletedProcess:
    data = stdin.encode() if isinstance(stdin, str) else stdin
    done = subprocess.run([sys.executable, "-m", "scorer.cli", *args], input=data, capture_output=True,
                          cwd=cwd, timeout=timeout)
    done.stdout, done.stderr = done.stdout.decode(errors="replace"), done.stderr.decode(errors="replace")
    assert "Traceback" not in done.stderr, done.stderr
    return done


def _refused(args: list[str], cwd: Path, words: str, stdin: bytes | str = b"", stream: str = "stderr") -> str:
    done = _nile(args, cwd, stdin)
    said = getattr(done, stream)
    assert done.returncode == 2, (args, done.stdout, done.stderr)
    assert words in said, (args, said)
    return said


def _game(tmp_path: Path, name: str = "r.yaml", steps: int = 3) -> tuple[Path, list[str]]:
    """A NIL game of Anna and Ben started by nile play with its first ``steps`` entries, and the rest."""
    names, _, texts = typed_game("nil", 5, 2, grouped=False)
    record = tmp_path / name
    done = _nile(["play", "nil", "--players", ",".join(names), "--out", str(record)], tmp_path,
                 "\n".join(texts[:steps]) + "\n")
    assert done.returncode == 0, done.stdout + done.stderr
    return record, texts[steps:]


# --- options -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("count", ["99999999999999999999999999999", "²", "0", "99"])
def test_a_player_count_out_of_range_or_not_a_plain_number_is_refused_at_once(count, tmp_path):
    # 10**28 players once made up 10**28 names (a hang); '²' is a digit int() cannot read (a traceback)
    _refused(["play", "nil", "--players", count, "--out", str(tmp_path / "r.yaml")], tmp_path, "2 to 4 players")
    assert not (tmp_path / "r.yaml").exists()


def test_a_game_name_is_a_game_even_when_a_file_of_that_name_is_in_the_folder(tmp_path):
    (tmp_path / "nil").write_text("my notes\n", encoding="utf-8")
    done = _nile(["play", "nil", "--players", "2", "--out", "r.yaml"], tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / "r.yaml").is_file()
    said = _refused(["play", "nil"], tmp_path, "--players")
    assert "./nil" in said  # how to mean the file instead
    assert (tmp_path / "nil").read_text(encoding="utf-8") == "my notes\n"


def test_resuming_a_folder_or_a_device_says_what_it_is(tmp_path):
    (tmp_path / "d.yaml").mkdir()
    _refused(["play", "d.yaml"], tmp_path, "is a folder")
    _refused(["play", "/dev/zero"], tmp_path, "not a regular file")
    os.mkfifo(tmp_path / "f.yaml")
    _refused(["play", "f.yaml"], tmp_path, "not a regular file")  # and never blocks opening the pipe


# --- the script on stdin -----------------------------------------------------------------------------

@pytest.mark.parametrize("stdin, words", [
    (b"start Ann\xe9\n", "<stdin>:1: the line is not UTF-8 text"),
    (b"\n\n\xff\xfe\x00\x1b[2J\n", "<stdin>:3: the line is not UTF-8 text"),
    (b"a" * 10_000_000 + b"\n", "<stdin>:1: a line of more than 2,000 characters"),
], ids=["latin-1", "binary", "10-MB line"])
def test_a_script_line_that_is_not_text_or_too_long_is_refused_with_its_line(stdin, words, tmp_path):
    said = _refused(["play", "nil", "--players", "2", "--out", "r.yaml"], tmp_path, words, stdin, "stdout")
    assert "\x1b" not in said


def test_an_endless_stdin_is_refused_not_read_whole(tmp_path):
    with open("/dev/zero", "rb") as zero:
        done = subprocess.run([sys.executable, "-m", "scorer.cli", "play", "nil", "--players", "2", "--out", "r.yaml"],
                              stdin=zero, capture_output=True, cwd=tmp_path, timeout=60)
    assert done.returncode == 2 and b"longer than any entry" in done.stdout


def test_a_control_character_in_an_entry_is_echoed_escaped(tmp_path):
    said = _refused(["play", "nil", "--players", "2", "--out", "r.yaml"], tmp_path, "not an entry here",
                    "start \x1b[31mAnna\x07\n", "stdout")
    assert "\x1b" not in said and "\x07" not in said and "\\x1b" in said


def test_a_script_with_crlf_a_byte_order_mark_and_no_final_newline_plays(tmp_path):
    names, _, texts = typed_game("nil", 5, 2, grouped=False)
    script = ("\ufeff" + "\r\n".join(texts[:3])).encode()
    done = _nile(["play", "nil", "--players", ",".join(names), "--out", "r.yaml"], tmp_path, script)
    assert done.returncode == 0, done.stdout + done.stderr
    assert TableSession.resume(tmp_path / "r.yaml").step == 3


@pytest.mark.parametrize("arg, words", [
    ("-1", "undo takes a number"), ("1e9", "undo takes a number"), ("abc", "undo takes a number"),
    ("0", "undo takes a number"), ("²", "undo takes a number"), ("9" * 1900, "only 3 steps entered"),
    ("4", "only 3 steps entered"),
])
def test_undo_with_an_odd_count_takes_nothing_back(arg, words, tmp_path):
    record, _ = _game(tmp_path)
    before = record.read_bytes()
    done = _nile(["play", str(record)], tmp_path, f"undo {arg}\n")
    assert done.returncode == 0, done.stdout + done.stderr
    assert words in done.stdout
    assert record.read_bytes() == before


def test_undo_with_a_count_of_thousands_of_digits_at_the_prompt_takes_nothing_back(tmp_path):
    from scorer.play import Referee

    record, _ = _game(tmp_path)
    session, said = TableSession.resume(record), []
    Referee(session, said.append).command("undo " + "9" * 5000)  # int() refuses more than 4,300 digits
    assert session.step == 3 and said == ["only 3 steps entered; 'undo 3' takes them all back"]


# --- the record on disk ------------------------------------------------------------------------------

def test_a_record_changed_by_another_session_is_never_overwritten(tmp_path):
    record, texts = _game(tmp_path)
    first, second = TableSession.resume(record), TableSession.resume(record)
    assert first.enter(texts[0]).news == []
    ruling = second.enter(texts[0])  # the same record, played on in a second process
    continued = tmp_path / "r.continued.yaml"
    assert second.path == continued and any("changed by another program" in n for n in ruling.news)
    assert TableSession.resume(record).step == 4 and TableSession.resume(continued).step == 4
    first.enter(texts[1])  # the first session still owns its file: no notice, no new file
    assert first.path == record and TableSession.resume(record).step == 5


def test_an_edit_made_during_play_is_kept_and_the_game_goes_on_beside_it(tmp_path):
    record, texts = _game(tmp_path)
    session = TableSession.resume(record)
    edited = record.read_text(encoding="utf-8").replace("date:", "place: Cairo\ndate:")
    record.write_text(edited, encoding="utf-8")
    said = []
    from scorer.play import play_lines

    assert play_lines(session, [texts[0] + "\n"], said.append) == 0
    assert record.read_text(encoding="utf-8") == edited  # the edit is not lost
    assert any("goes on in" in line for line in said) and TableSession.resume(session.path).step == 4


def _reading_stdin(pid: int) -> bool:
    """True while process ``pid`` is blocked in ``read(0, ...)`` (Linux's /proc/PID/syscall: number 0,
    read, on file descriptor 0x0); ``nile play`` reads its first line only after resuming the record."""
    try:
        fields = Path(f"/proc/{pid}/syscall").read_text().split()
    except OSError:
        return False
    return fields[:2] == ["0", "0x0"]


def _wait_until(condition, timeout: float = 60) -> None:
    end = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.02)


@pytest.mark.skipif(not Path("/proc/self/syscall").exists(), reason="needs Linux's /proc/PID/syscall")
def test_two_nile_play_processes_on_one_record_lose_no_step(tmp_path):
    record, texts = _game(tmp_path)
    procs = [subprocess.Popen([sys.executable, "-m", "scorer.cli", "play", str(record)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=tmp_path) for _ in range(2)]
    for proc in procs:  # both have read the record: each waits for its first line on stdin
        _wait_until(lambda: _reading_stdin(proc.pid) or proc.poll() is not None)
    outs = [p.communicate(("\n".join(texts[:2]) + "\n").encode(), timeout=60) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    files = sorted(tmp_path.glob("r*.yaml"))
    assert [TableSession.resume(f).step for f in files] == [5] * len(files) and len(files) == 2, files


def test_quit_leaves_a_record_it_only_read_as_it_was(tmp_path):
    record, _ = _game(tmp_path, "typed.yaml")
    text = record.read_text(encoding="utf-8")
    record.write_bytes(("# typed by hand\n" + text).replace("\n", "\r\n").encode())  # not nile's layout
    before = record.read_bytes()
    session = TableSession.resume(record)
    from scorer.play import play_lines

    assert play_lines(session, ["board\n", "score\n", "history\n", "quit\n"], lambda _: None) == 0
    assert record.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["typed.yaml"]


def test_the_kept_original_has_the_record_s_permissions(tmp_path):
    record, texts = _game(tmp_path)
    text = record.read_text(encoding="utf-8")
    record.write_text("# typed by hand\n" + text, encoding="utf-8")
    record.chmod(0o600)
    old = os.umask(0o022)
    try:
        session = TableSession.resume(record)
        session.enter(texts[0])
    finally:
        os.umask(old)
    assert session.kept_as is not None and session.kept_as.read_text(encoding="utf-8").startswith("# typed by hand")
    assert (session.kept_as.stat().st_mode & 0o777, record.stat().st_mode & 0o777) == (0o600, 0o600)


def test_a_new_record_honours_the_umask(tmp_path):
    done = subprocess.run(f"umask 077 && exec {sys.executable} -m scorer.cli play nil --players 2 --out r.yaml",
                          shell=True, cwd=tmp_path, capture_output=True, timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "r.yaml").stat().st_mode & 0o777 == 0o600


@pytest.mark.parametrize("where", ["fsync", "replace"], ids=["disk full", "read-only"])
def test_a_save_that_fails_takes_the_step_back_and_leaves_the_file_whole(where, tmp_path, monkeypatch):
    import errno

    record, texts = _game(tmp_path)
    before = record.read_bytes()
    session = TableSession.resume(record)
    real = getattr(os, where)

    def failing(*args, **kwargs):
        raise OSError(errno.ENOSPC if where == "fsync" else errno.EACCES, os.strerror(errno.ENOSPC if where == "fsync" else errno.EACCES))

    monkeypatch.setattr(os, where, failing)
    with pytest.raises(SessionError, match="cannot save the record"):
        session.enter(texts[0])
    monkeypatch.setattr(os, where, real)
    assert record.read_bytes() == before and session.step == 3
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.yaml"]  # no half-written file left
    session.enter(texts[0])  # room again: the same entry goes in
    assert TableSession.resume(record).step == 4


def test_out_through_a_file_is_refused_and_touches_no_record(tmp_path):
    record, texts = _game(tmp_path)
    before = record.read_bytes()
    # the folder cannot take the temporary file: a file named like the record's folder is in the way
    blocked = tmp_path / "blocked"
    blocked.write_text("", encoding="utf-8")
    done = _nile(["play", "nil", "--players", "2", "--out", str(blocked / "r.yaml")], tmp_path)
    assert done.returncode == 2 and "not a folder" in done.stderr
    assert record.read_bytes() == before


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_while_a_script_is_read_stops_cleanly_with_the_record_whole(sig, tmp_path):
    record, texts = _game(tmp_path)
    proc = subprocess.Popen([sys.executable, "-m", "scorer.cli", "play", str(record)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=tmp_path)
    assert proc.stdin is not None
    proc.stdin.write((texts[0] + "\n").encode())
    proc.stdin.flush()
    deadline = time.time() + 60
    while TableSession.resume(record).step < 4 and time.time() < deadline:  # the step is saved; now it waits
        time.sleep(0.1)
    proc.send_signal(sig)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 128 + sig, (out, err)
    assert b"Traceback" not in err and b"interrupted" in err
    assert TableSession.resume(record).step == 4 and sorted(p.name for p in tmp_path.iterdir()) == ["r.yaml"]


def test_resuming_through_a_link_goes_on_in_the_file_it_names(tmp_path):
    (tmp_path / "games").mkdir()
    record, texts = _game(tmp_path / "games")
    (tmp_path / "current.yaml").symlink_to("games/r.yaml")
    done = _nile(["play", "current.yaml"], tmp_path, texts[0] + "\n")
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / "current.yaml").is_symlink() and TableSession.resume(record).step == 4


def test_out_ending_in_a_slash_names_a_folder_and_writes_nothing(tmp_path):
    _refused(["play", "nil", "--players", "2", "--out", "games/"], tmp_path, "names a folder")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("arg, words", [
    ("pictures", "is a folder"), ("new/", "is a folder"), ("\x1b[2J.svg", "cannot hold a control character"),
    ("board", "a file ending in"),
])
def test_show_to_an_odd_path_writes_nothing_and_says_why(arg, words, tmp_path):
    record, _ = _game(tmp_path)
    (tmp_path / "pictures").mkdir()
    done = _nile(["play", str(record)], tmp_path, f"show {arg}\n")
    assert done.returncode == 0 and words in done.stdout, done.stdout
    assert "\x1b" not in done.stdout
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["pictures", "r.yaml"]


@pytest.mark.parametrize("args, words", [
    (["play", "", "--players", "2"], "name a game to start"),
    (["play", "nil.yaml", "--players", "2"], "no such record"),
    (["play", "nil", "--players", "2", "--variant", ""], "no variant named"),
])
def test_an_empty_name_or_a_missing_record_is_named_as_such(args, words, tmp_path):
    _refused(args, tmp_path, words)
    assert list(tmp_path.iterdir()) == []


def test_two_tables_starting_at_once_get_two_dated_records(tmp_path, monkeypatch):
    import scorer.session as session_module

    real = session_module.default_record_path
    first = real("nil", tmp_path)
    monkeypatch.setattr(session_module, "default_record_path", lambda slug: real(slug, tmp_path))
    save = TableSession.save

    def save_after_the_other_table(self, overwrite=True):
        if self.path == first and not first.exists():  # the other table took the name since it was chosen
            first.write_text("# the other table's game\n", encoding="utf-8")
        return save(self, overwrite)

    monkeypatch.setattr(TableSession, "save", save_after_the_other_table)
    session = TableSession.start(registry()["nil"], ["Anna", "Ben"])
    assert first.read_text(encoding="utf-8") == "# the other table's game\n"
    assert session.path == tmp_path / first.name.replace(".yaml", "-2.yaml") and session.path.is_file()


def test_names_that_differ_only_in_capitals_are_refused(tmp_path):
    # 'start ANNA' was ruled as anna's start: entries are read ignoring capitals
    _refused(["play", "nil", "--players", "anna,Anna", "--out", "r.yaml"], tmp_path, "differ only in capitals")
    assert list(tmp_path.iterdir()) == []


def test_a_record_whose_names_differ_only_in_capitals_is_not_resumed(tmp_path):
    record = tmp_path / "r.yaml"
    record.write_text("game: nil\nplayers: [Anna, anna]\nturns: []\n", encoding="utf-8")
    _refused(["play", "r.yaml"], tmp_path, "differ only in capitals")
    assert record.read_text(encoding="utf-8") == "game: nil\nplayers: [Anna, anna]\nturns: []\n"


def test_show_to_a_name_longer_than_the_system_allows_says_so(tmp_path):
    from scorer.play import Referee

    record, _ = _game(tmp_path)
    said: list[str] = []
    Referee(TableSession.resume(record), said.append).command("show " + "a" * 300 + ".svg")  # at the prompt: no line limit
    assert len(said) == 1 and said[0].startswith("cannot write the picture:") and "too long" in said[0]


def test_a_closed_stdin_is_a_script_of_no_lines(tmp_path):
    done = subprocess.run(f"exec {sys.executable} -m scorer.cli play nil --players 2 --out r.yaml <&-", shell=True,
                          cwd=tmp_path, capture_output=True, timeout=60)
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    assert TableSession.resume(tmp_path / "r.yaml").step == 0
