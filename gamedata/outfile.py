"""Writing output files so that nothing is lost.

A file is written under a temporary name in its final folder, flushed to the disk (``fsync``) and
renamed into place only when it is complete, so a run killed part-way leaves the last good file (or
nothing), never half a file. The rename replaces a symbolic link itself, never the file it points to.

A new file gets the mode any other tool would give it, ``0666`` less the umask; a file that replaces
an earlier one keeps the earlier one's permissions. Whatever stops the writing (an error, a full disk,
Ctrl-C, SIGTERM turned into an exception by the caller), the temporary file and anything written
beside it under its name (a PNG's intermediate PDF) are removed; a full disk or another system error
is reported as :class:`OutputError` naming the file.

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> with written(folder / "a.txt") as tmp:
...     _ = tmp.write_text("done")
>>> (folder / "a.txt").read_text(), sorted(p.name for p in folder.iterdir())
('done', ['a.txt'])
>>> with written(folder / "a.txt", overwrite=False) as tmp:  # doctest: +ELLIPSIS
...     _ = tmp.write_text("again")
Traceback (most recent call last):
...
gamedata.outfile.OutputError: ... already exists; nothing was overwritten
"""

from __future__ import annotations

import contextlib
import glob
import os
import stat
import tempfile
from pathlib import Path
from typing import Iterator


class OutputError(ValueError):
    """An output path that cannot be written: the message names the path and why, in words; ``id`` and ``values``
    the message said by id (:data:`WORDS`, in the referee's catalogue ``nile-cli``: said in the reader's language,
    issue 25), where it is made by :func:`output_error`."""

    def __init__(self, message: str, id: str | None = None, values: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.id, self.values = id, dict(values or {})


#: the English of each OutputError said by id (the referee's catalogue reads them from here: one place)
WORDS = {
    "nile-cli.output.broken-link": "{folder} is a broken link (it points to {target}); choose another folder",
    "nile-cli.output.file-not-folder": "{folder} is a file, not a folder",
    "nile-cli.output.path-is-file": "cannot make the folder {folder}: part of its path is a file",
    "nile-cli.output.cannot-make": "cannot make the folder {folder}: {reason}",
    "nile-cli.output.no-permission": "cannot write in the folder {folder}: permission denied",
    "nile-cli.output.cannot-write-in": "cannot write in the folder {folder}: {reason}",
    "nile-cli.output.is-folder": "{path} is a folder; it cannot be replaced by a file",
    "nile-cli.output.exists": "{path} already exists; nothing was overwritten",
    "nile-cli.output.cannot-write": "cannot write {path}: {reason}",
}


def output_error(id: str, **values: object) -> OutputError:
    """The :class:`OutputError` of the message ``id`` of :data:`WORDS` with ``values`` (paths, an OS reason).

    >>> str(output_error("nile-cli.output.exists", path="a.pdf"))
    'a.pdf already exists; nothing was overwritten'
    """
    said = {k: str(v) for k, v in values.items()}
    return OutputError(WORDS[id].format(**said), id, said)


def prepare_folder(folder: Path) -> Path:
    """Make sure ``folder`` exists and is a folder (creating it and its parents if needed).

    Raises :class:`OutputError` when a file, a broken link or an unwritable place is in the way.
    """
    folder = Path(folder)
    if folder.is_symlink() and not folder.exists():
        raise output_error("nile-cli.output.broken-link", folder=folder, target=os.readlink(folder))
    if folder.exists() and not folder.is_dir():
        raise output_error("nile-cli.output.file-not-folder", folder=folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except NotADirectoryError:
        raise output_error("nile-cli.output.path-is-file", folder=folder) from None
    except OSError as exc:
        raise output_error("nile-cli.output.cannot-make", folder=folder, reason=exc.strerror or exc) from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise output_error("nile-cli.output.no-permission", folder=folder)
    return folder


@contextlib.contextmanager
def written(final: Path, overwrite: bool = True, private: bool = False) -> Iterator[Path]:
    """A temporary path beside ``final`` to write to; when the ``with`` block ends without an error it
    is renamed to ``final``. With ``overwrite=False`` an existing ``final`` (even a broken link) is
    kept and :class:`OutputError` raised. On an error the temporary file is removed. A ``private`` file
    (a secret) is readable by its owner only, from its first byte on.

    Raises :class:`OutputError` when ``final`` is a folder, exists and may not be overwritten, or its
    folder cannot be written.
    """
    final = Path(final)
    folder = prepare_folder(final.parent)
    if final.is_dir() and not final.is_symlink():
        raise output_error("nile-cli.output.is-folder", path=final)
    if not overwrite and (final.exists() or final.is_symlink()):
        raise output_error("nile-cli.output.exists", path=final)
    tmp: Path | None = None
    try:
        with _signals_held():  # Ctrl-C or SIGTERM raised only once the file is ours to remove (no window)
            try:
                handle, name = tempfile.mkstemp(dir=folder, prefix=f".{final.name}.", suffix=".part")
            except OSError as exc:
                raise output_error("nile-cli.output.cannot-write-in", folder=folder, reason=exc.strerror or exc) from None
            tmp = Path(name)
        os.close(handle)
        try:
            yield tmp
            os.chmod(tmp, _mode_for(final) & (0o600 if private else 0o777))
            _sync(tmp)
        except OSError as exc:  # a full disk, a quota, an I/O error while the file was written
            raise output_error("nile-cli.output.cannot-write", path=final, reason=exc.strerror or exc) from None
        _publish(tmp, final, overwrite)
        with contextlib.suppress(OSError):
            _sync(folder)  # the rename itself reaches the disk
    finally:
        if tmp is not None:
            _remove_temporaries(tmp)


@contextlib.contextmanager
def _signals_held() -> Iterator[None]:
    """SIGINT and SIGTERM held back (delivered when the block ends) where the system can (POSIX): a temporary
    file made inside the block is named in the caller's ``try`` before a handler can raise."""
    import signal

    held = {signal.SIGINT, signal.SIGTERM}
    if not hasattr(signal, "pthread_sigmask"):  # (Windows: no signal mask)
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def current_umask() -> int:
    """The process's umask (read without changing it where the system allows)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)  # pragma: no cover - systems without /proc
    os.umask(mask)
    return mask


def _mode_for(final: Path) -> int:
    """The permission bits the finished file gets: an existing regular file's own (a reprint keeps
    them), else ``0666`` less the umask, as ``open()`` gives a new file."""
    if final.is_file() and not final.is_symlink():
        return stat.S_IMODE(final.stat().st_mode)
    return 0o666 & ~current_umask()


def _sync(path: Path) -> None:
    """Flush ``path`` (a file or a folder) to the disk."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def remove_stale_temporaries(final: Path, older_than: float = 60.0) -> list[Path]:
    """Remove the temporary files :func:`written` left beside ``final`` when its process was killed
    mid-write (``.<name>.*.part``), if they are older than ``older_than`` seconds (a younger one may belong
    to a writer still at work). Returns those removed; a file that cannot be removed is left."""
    import time

    final, removed = Path(final), []
    now = time.time()
    for path in final.parent.glob(glob.escape(f".{final.name}.") + "*.part"):
        with contextlib.suppress(OSError):
            if path.is_file() and not path.is_symlink() and now - path.stat().st_mtime > older_than:
                path.unlink()
                removed.append(path)
    return removed


def _remove_temporaries(tmp: Path) -> None:
    """Remove ``tmp`` and every file a writer made beside it under its (unique) name, ``tmp.*``."""
    for path in [tmp, *tmp.parent.glob(glob.escape(tmp.name) + ".*")]:
        with contextlib.suppress(OSError):
            path.unlink()


def _publish(tmp: Path, final: Path, overwrite: bool) -> None:
    """Move the finished ``tmp`` to ``final`` in one step."""
    try:
        if overwrite:
            os.replace(tmp, final)
        else:
            os.link(tmp, final)  # fails if final exists: never overwrites, even in a race
    except FileExistsError:
        raise output_error("nile-cli.output.exists", path=final) from None
    except IsADirectoryError:
        raise output_error("nile-cli.output.is-folder", path=final) from None
    except OSError as exc:
        raise output_error("nile-cli.output.cannot-write", path=final, reason=exc.strerror or exc) from None
