"""The README's first command on a fresh virtual environment, timed (not a test: nothing asserts a time).

Run: ``python benchmarks/install.py [REF] [--cache]`` from the repository (REF: a git commit, branch or
tag, default ``HEAD``). The committed tree at REF is exported to a temporary folder, then, as the README
says, ``python3 -m venv .venv && . .venv/bin/activate && pip install . && nile print`` is run there step
by step: each step's wall and CPU time, the whole command's, then ``nile --help``'s (best of 9), the venv's size
(``du``), the number of installed distributions, and ``uptime`` before and after (the machine is shared:
a loaded machine makes every figure longer). ``pip install`` runs with ``--no-cache-dir`` (a fresh
machine has no pip cache) unless ``--cache`` is given. The temporary folder is removed at the end.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def uptime() -> str:
    """The machine's load averages, as ``uptime`` prints them."""
    out = subprocess.run(["uptime"], capture_output=True, text=True, check=True).stdout
    return out.strip().split("load average:")[-1].strip()


def timed(cmd: list[str], cwd: Path) -> tuple[float, float]:
    """Run ``cmd`` in ``cwd`` (its output kept for a failure) and return its wall time and its CPU time
    (user + system, of every process it started), in seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    took = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode:
        sys.exit(f"{' '.join(cmd)} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
    return took, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def size_mb(path: Path) -> float:
    """The disk use of ``path`` in MB as ``du -sh`` counts them (``du -sk`` / 1024: 1 MB = 2**20 bytes)."""
    out = subprocess.run(["du", "-sk", str(path)], capture_output=True, text=True, check=True).stdout
    return int(out.split()[0]) / 1024


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("ref", nargs="?", default="HEAD", help="git commit, branch or tag to install")
    ap.add_argument("--cache", action="store_true", help="let pip use its cache (default: --no-cache-dir)")
    ap.add_argument("--extra", default="", help="install .[EXTRA] instead of . (e.g. all)")
    args = ap.parse_args()
    commit = subprocess.run(["git", "rev-parse", "--short", args.ref], cwd=REPO, capture_output=True,
                            text=True, check=True).stdout.strip()
    tmp = Path(tempfile.mkdtemp(prefix="nile-install-"))
    try:
        src = tmp / "nile"
        src.mkdir()
        archive = subprocess.run(["git", "archive", commit], cwd=REPO, capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(src)], input=archive, check=True)
        load_before = uptime()
        venv = src / ".venv"
        bin_ = venv / "bin"
        steps = {"venv": timed([sys.executable, "-m", "venv", str(venv)], src)}
        empty = size_mb(venv)
        target = f".[{args.extra}]" if args.extra else "."
        pip = [str(bin_ / "pip"), "install", "--quiet", target]
        if not args.cache:
            pip.insert(2, "--no-cache-dir")
        steps["pip install"] = timed(pip, src)
        steps["nile print"] = timed([str(bin_ / "nile"), "print"], src)
        help_s = min(timed([str(bin_ / "nile"), "--help"], src)[0] for _ in range(9))
        load_after = uptime()
        pdfs = sorted(p.name for p in (src / "output").glob("*.pdf"))
        frozen = subprocess.run([str(bin_ / "pip"), "list", "--format=json"], capture_output=True, text=True,
                                check=True).stdout
        dists = sorted(d["name"] for d in json.loads(frozen))
        report = {
            "ref": f"{args.ref} ({commit})",
            "pip": "cached" if args.cache else "--no-cache-dir",
            "install": target,
            "load before": load_before,
            "load after": load_after,
            **{f"{k} s (wall, CPU)": [round(v[0], 1), round(v[1], 1)] for k, v in steps.items()},
            "total s (wall, CPU)": [round(sum(v[0] for v in steps.values()), 1),
                                    round(sum(v[1] for v in steps.values()), 1)],
            "nile --help s, best of 9": round(help_s, 3),
            "venv MB": round(size_mb(venv), 1),
            "empty venv MB": round(empty, 1),
            "distributions": len(dists),
            "names": dists,
            "pdfs": pdfs,
        }
        print(json.dumps(report, indent=1))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
