"""Output paths: nothing is lost, nothing is written through a link, every bad path exits 2."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import ROOT


def _no_traceback(result):
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception


@pytest.mark.parametrize("command", [["print", "land-unter", "--out"], ["simulate", "nile", "-n", "3", "--out"]])
def test_output_paths_that_cannot_be_written_exit_2(nile, tmp_path, command):
    a_file = tmp_path / "notes.txt"
    a_file.write_text("mine\n")
    dangling = tmp_path / "dangling"
    dangling.symlink_to(tmp_path / "nowhere")
    for bad in (a_file / "sub", Path("/proc/x"), dangling / "x", a_file / "sub" / "deeper"):
        target = bad if command[0] == "print" else bad / "game.yaml"
        result = nile(*command, target)
        _no_traceback(result)
        assert result.exit_code == 2 and "--out" in result.stderr, (bad, result.output)
    assert a_file.read_text() == "mine\n"


def test_print_into_a_dangling_link_or_onto_a_folder_exits_2(nile, tmp_path):
    dangling = tmp_path / "out"
    dangling.symlink_to(tmp_path / "nowhere")
    result = nile("print", "land-unter", "--out", dangling)
    assert result.exit_code == 2 and "broken link" in result.stderr
    (tmp_path / "o" / "land-unter-a4.pdf").mkdir(parents=True)
    result = nile("print", "land-unter", "--out", tmp_path / "o")
    _no_traceback(result)
    assert result.exit_code == 2 and "is a folder" in result.stderr
    assert [p.name for p in (tmp_path / "o").iterdir()] == ["land-unter-a4.pdf"]  # no temporary file left


def test_simulate_onto_a_dangling_link_never_writes_through_it(nile, tmp_path):
    link = tmp_path / "game.yaml"
    link.symlink_to(tmp_path / "target.yaml")
    result = nile("simulate", "nile", "-n", "3", "--out", link)
    assert result.exit_code == 2 and "already exists" in result.stderr
    assert not (tmp_path / "target.yaml").exists()


def test_a_reprint_replaces_a_link_not_the_file_it_points_to(nile, tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    out = tmp_path / "out"
    out.mkdir()
    (out / "land-unter-a4.pdf").symlink_to(notes)
    result = nile("print", "land-unter", "--out", out)
    assert result.exit_code == 0, result.output
    assert notes.read_text() == "my notes\n"
    assert not (out / "land-unter-a4.pdf").is_symlink()
    assert (out / "land-unter-a4.pdf").read_bytes().startswith(b"%PDF")
    assert "replaces the earlier print" not in result.stderr


def test_a_reprint_says_what_it_replaced(nile, tmp_path):
    assert nile("print", "land-unter", "--out", tmp_path).exit_code == 0
    result = nile("print", "land-unter", "--out", tmp_path)
    assert "replaces the earlier print" in result.stderr


def test_prints_with_different_geometry_get_different_names(nile, tmp_path):
    options = [[], ["--card-size", "mini"], ["--bleed", "3"], ["--back-offset", "0.5,-1"],
               ["--layout", "gutter-fold"], ["--ink-saver"], ["--card-size", "poker"]]
    names = set()
    for opts in options:
        before = set(tmp_path.iterdir())
        result = nile("print", "nile", "--out", tmp_path, *opts)
        assert result.exit_code == 0, result.output
        names |= {p.name for p in set(tmp_path.iterdir()) - before}
    # poker is NILE's own card size, so it is the default print again
    assert names == {"nile-a4.pdf", "nile-a4-mini.pdf", "nile-a4-bleed3.pdf", "nile-a4-back0.5_-1.pdf",
                     "nile-a4-gutter-fold.pdf", "nile-a4-ink-saver.pdf"}


def test_calibration_with_a_game_is_refused(nile, tmp_path):
    result = nile("print", "--calibration", "land-unter", "--out", tmp_path)
    assert result.exit_code == 2 and "leave out the game" in result.stderr
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("args,words", [
    (["simulate", "nile", "--players", "100000000"], "2 to 5 players, not 100000000"),
    (["simulate", "land-unter", "--players", "-1"], "3 to 5 players, not -1"),
    (["simulate", "nile", "--players", "3", "--names", "A,B"], "2 names given for --players 3"),
    (["print", "--back-offset", "nan,nan"], "not nan"),
    (["print", "--back-offset", "0,inf"], "not inf"),
    (["print", "--bleed", "nan"], "--bleed: expected a number of millimetres, not nan"),
    (["print", "--bleed", "9"], "--bleed: 9 mm is not a bleed; give 0 to 5 mm"),
    (["print", "Land_Untr"], "did you mean land-unter?"),
    (["check", "--json", "/no/such.yaml"], "no such file"),
])
def test_bad_options_exit_2_quickly(nile, args, words):
    result = nile(*args)
    _no_traceback(result)
    assert result.exit_code == 2 and words in result.stderr, result.output


def test_game_names_are_read_as_a_player_types_them(nile, tmp_path):
    result = nile("simulate", "Land Unter", "-n", "3", "--out", tmp_path / "g.yaml")
    assert result.exit_code == 0, result.output
    assert "An den Ufern des Nils" in nile("games").stdout


def test_a_planned_game_is_named_as_planned(monkeypatch):
    """A game listed in data/games.yaml as planned is named, not called unknown (all four games are in
    this version, so the list is patched)."""
    from gamedata import catalogue

    monkeypatch.setattr(catalogue, "planned_games", lambda: {"senet": "Senet (3100 BC)"})
    with pytest.raises(catalogue.UnknownGame, match="Senet .3100 BC. is planned but not in this version yet"):
        catalogue.resolve_game("Senet")


def test_a_killed_print_leaves_the_last_good_pdf(tmp_path):
    """Kill ``nile print`` at several moments of a re-print, each an event of the print, not a time (on a
    busy machine a time may fall before it starts drawing): after its first, middle and last sheet's
    progress line, and as soon as its temporary file appears. The PDF there before is never damaged."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    command = [sys.executable, "-c", "from scorer.cli import main; main()", "print", "nile", "--out", str(tmp_path)]
    said = subprocess.run(command, env=env, check=True, capture_output=True, text=True).stderr.splitlines()
    from pypdf import PdfReader

    pages = len(PdfReader(tmp_path / "nile-a4.pdf").pages)
    sheets = [n for n, line in enumerate(said, 1) if line.strip().startswith("sheet ")]
    assert len(sheets) > 3, said
    for moment in (sheets[0], sheets[len(sheets) // 2], sheets[-1], "part"):
        proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        assert proc.stderr is not None
        if moment == "part":
            _wait_until(lambda: proc.poll() is not None or any(p.name.endswith(".part") for p in tmp_path.iterdir()))
        else:
            for _ in range(moment):  # the progress lines up to this sheet's
                assert proc.stderr.readline(), moment
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stderr.close()
        if moment == sheets[0]:  # killed while drawing: the other sheets were still to draw
            assert proc.returncode == -signal.SIGKILL
        # the old print or the complete new one, never a truncated file
        data = (tmp_path / "nile-a4.pdf").read_bytes()
        assert data.rstrip().endswith(b"%%EOF"), moment
        assert len(PdfReader(tmp_path / "nile-a4.pdf").pages) == pages
    leftovers = [p.name for p in tmp_path.iterdir() if p.name != "nile-a4.pdf"]
    assert all(name.endswith(".part") for name in leftovers)


# -- modes, full disks, interruptions ---------------------------------------------------------------

@pytest.fixture
def umask():
    """Set the process's umask for a test, and put the old one back."""
    old = os.umask(0o022)
    yield os.umask
    os.umask(old)


def _mode(path):
    return path.stat().st_mode & 0o777


@pytest.mark.parametrize("mask,mode", [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_files_written_honour_the_umask(nile, tmp_path, umask, mask, mode):
    umask(mask)
    assert nile("print", "--calibration", "--out", tmp_path).exit_code == 0
    assert nile("simulate", "nil", "-n", 2, "--out", tmp_path / "g.yaml").exit_code == 0
    assert nile("show", tmp_path / "g.yaml", "--out", tmp_path / "g.svg").exit_code == 0
    for name in ("calibration-a4.pdf", "g.yaml", "g.svg"):
        assert _mode(tmp_path / name) == mode, name


def test_a_reprint_keeps_the_permissions_of_the_file_it_replaces(nile, tmp_path, umask):
    assert nile("print", "--calibration", "--out", tmp_path).exit_code == 0
    (tmp_path / "calibration-a4.pdf").chmod(0o640)
    umask(0o077)
    assert nile("print", "--calibration", "--out", tmp_path).exit_code == 0
    assert _mode(tmp_path / "calibration-a4.pdf") == 0o640


def _full_disk(*_args, **_kwargs):
    import errno

    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def _leftovers(folder, keep=()):
    return sorted(p.name for p in folder.iterdir() if p.name not in keep)


def test_a_full_disk_during_print_exits_2_and_leaves_no_temporary_file(nile, tmp_path, monkeypatch):
    from pnp import build

    def half_then_full(self, path, progress=None):
        Path(path).write_bytes(b"%PDF-1.4 half")
        _full_disk()

    monkeypatch.setattr(build._Pack, "write", half_then_full)
    result = nile("print", "nile", "--out", tmp_path)
    _no_traceback(result)
    assert result.exit_code == 2 and "No space left on device" in result.stderr and "nile-a4.pdf" in result.stderr
    assert _leftovers(tmp_path) == []


@pytest.mark.parametrize("suffix", [".png", ".pdf", ".svg"])
def test_a_full_disk_during_show_or_check_show_exits_2_and_leaves_nothing(nile, tmp_path, monkeypatch, suffix):
    """The PNG is rendered from a PDF written beside the temporary file: both go."""
    import PIL.Image
    from reportlab.pdfgen.canvas import Canvas

    from pnp import svgcanvas

    monkeypatch.setattr(PIL.Image.Image, "save", _full_disk)
    if suffix == ".pdf":
        monkeypatch.setattr(Canvas, "save", _full_disk)
    if suffix == ".svg":
        monkeypatch.setattr(svgcanvas, "write_svg", _full_disk)
    for args in (["show", ROOT / "examples" / "nil" / "game.yaml", "--out", tmp_path / f"x{suffix}"],
                 ["check", ROOT / "examples" / "nil" / "illegal.yaml", "--show", tmp_path / f"x{suffix}"]):
        result = nile(*args)
        _no_traceback(result)
        assert result.exit_code == 2 and "No space left on device" in result.stderr, result.output
        assert _leftovers(tmp_path) == []


def test_a_full_disk_during_simulate_exits_2_and_leaves_nothing(nile, tmp_path, monkeypatch):
    monkeypatch.setattr(Path, "write_text", _full_disk)
    result = nile("simulate", "nile", "-n", 3, "--out", tmp_path / "g.yaml")
    _no_traceback(result)
    assert result.exit_code == 2 and "No space left on device" in result.stderr
    assert _leftovers(tmp_path) == []


def test_ctrl_c_during_show_png_says_so_exits_130_and_leaves_nothing(tmp_path, monkeypatch, capsys):
    """A real SIGINT, sent while the PNG is being rendered (its intermediate PDF exists)."""
    import PIL.Image

    from scorer.cli import main

    def interrupt(*_args, **_kwargs):
        assert any(p.name.endswith(".part.pdf") for p in tmp_path.iterdir())
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(5)  # the handler raises before this ends

    monkeypatch.setattr(PIL.Image.Image, "save", interrupt)
    handler = signal.getsignal(signal.SIGINT)
    with pytest.raises(SystemExit) as exc:
        main(["show", str(ROOT / "examples" / "nil" / "game.yaml"), "--out", str(tmp_path / "x.png")])
    assert exc.value.code == 130
    assert "interrupted" in capsys.readouterr().err
    assert _leftovers(tmp_path) == []
    assert signal.getsignal(signal.SIGINT) is handler  # main puts the handlers back


def _wait_until(condition, timeout: float = 60) -> None:
    """Wait until ``condition()`` is true (polled every 20 ms); AssertionError after ``timeout`` seconds."""
    end = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.02)


@pytest.mark.parametrize("sig,code", [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_an_interrupted_print_leaves_no_temporary_file(tmp_path, sig, code):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    command = [sys.executable, "-c", "from scorer.cli import main; main()", "print", "nil", "--out", str(tmp_path)]
    for _attempt in range(4):  # on a busy machine the print may finish before the signal arrives: again
        proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        deadline = time.time() + 60
        while not any(p.name.endswith(".part") for p in tmp_path.iterdir()) and time.time() < deadline:
            time.sleep(0.02)
        proc.send_signal(sig)
        _, err = proc.communicate(timeout=60)
        if proc.returncode != 0:
            break
        for done in tmp_path.iterdir():  # the finished PDF
            done.unlink()
    assert proc.returncode == code, err
    assert "interrupted" in err and "Traceback" not in err
    assert _leftovers(tmp_path) == []


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("args", [["simulate", "nil", "-n", "2"], ["score", str(ROOT / "examples" / "nil" / "game.yaml")],
                                  ["check", "--json", str(ROOT / "examples" / "nil" / "game.yaml")]])
def test_stdout_on_a_full_disk_exits_2_with_a_message(args):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    with open("/dev/full", "w") as full:
        out = subprocess.run([sys.executable, "-c", "from scorer.cli import main; main()", *args], env=env,
                             stdout=full, stderr=subprocess.PIPE, text=True, timeout=60)
    assert out.returncode == 2, out.stderr
    assert out.stderr.strip() == "cannot write the output: No space left on device"


def test_simulate_out_names_a_record_file(nile, tmp_path):
    result = nile("simulate", "nil", "-n", 2, "--out", tmp_path)
    assert result.exit_code == 2 and f"{tmp_path} is a folder; name the record file in it" in result.stderr
    result = nile("simulate", "nil", "-n", 2, "--out", "")
    assert result.exit_code == 2 and "no file name given" in result.stderr
