"""``nile serve`` as a command: what it prints on start (the address with the token, its QR code, the
warning for a host other machines reach), the token kept beside the record, and the options it refuses."""

from __future__ import annotations

import os
import socket
import stat

import pytest
from typer.testing import CliRunner

from scorer.cli import app
from scorer.web.server import ServeError, table_token
from tests.test_serve_browser import free_port, nile_serve


def test_on_a_host_the_network_reaches_it_warns_and_prints_the_address_with_its_qr_code(tmp_path):
    record = tmp_path / "g.yaml"
    served = nile_serve("nil", "--players", "Anna,Ben", "--out", str(record), "--host", "0.0.0.0", port=free_port())
    said = []
    try:
        while not any("Ctrl-C stops the server" in line for line in said):  # all it says on start
            said.append(served.process.stdout.readline())
            assert said[-1], "".join(said)
        served.process.send_signal(2)  # Ctrl-C: uvicorn stops, the record stays
        rest, _ = served.process.communicate(timeout=20)
        out = "".join(said) + rest
    finally:
        if served.process.poll() is None:
            served.process.kill()
    host, anna, ben = (tmp_path / "g.yaml.token").read_text().split()  # the host's token, then one per seat
    assert served.address.endswith(f"/?t={host}") and "0.0.0.0" not in served.address
    assert served.seats == {"Anna": served.address.replace(host, anna), "Ben": served.address.replace(host, ben)}
    assert "anyone on this network can read the table's view" in out
    assert "\u2580" in out or "\u2584" in out or "\u2588" in out  # the QR code, in block characters
    assert "Traceback" not in out and record.exists()


def test_the_token_is_kept_beside_the_record_for_its_owner_only(tmp_path):
    record = tmp_path / "g.yaml"
    record.write_text("game: nil\n")
    token = table_token(record)
    kept = tmp_path / "g.yaml.token"
    assert table_token(record) == token and len(token) >= 16
    assert stat.S_IMODE(kept.stat().st_mode) & 0o077 == 0
    kept.write_text("<script>\n")
    with pytest.raises(ServeError, match="not a token written by nile serve"):
        table_token(record)


@pytest.mark.parametrize("args,message", [
    (["serve", "nil", "--players", "Anna,Ben", "--port", "0"], "greater than or equal to 1"),
    (["serve", "nil", "--players", "Anna,Ben", "--port", "70000"], "less than or equal to 65535"),
    (["serve", "chess", "--players", "Anna,Ben"], "chess"),
    (["serve", "nil", "--players", "Anna"], "NIL is for 2 to 4 players, not 1"),
])
def test_unusable_options_exit_2_with_a_message(tmp_path, args, message):
    result = CliRunner().invoke(app, args + ["--out", str(tmp_path / "g.yaml")])
    assert result.exit_code == 2 and message in result.output, result.output
    assert not (tmp_path / "g.yaml").exists()


def test_a_taken_port_is_refused_before_any_record_is_made(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner().invoke(app, ["serve", "nil", "--players", "Anna,Ben", "--port", str(port),
                                          "--out", str(tmp_path / "g.yaml")])
    assert result.exit_code == 2 and "cannot listen" in result.output, result.output
    assert not os.listdir(tmp_path)
