"""`manage.py check --deploy` is clean with the production environment docs/OPERATIONS.md documents.

The environment is read from the document itself (the first ```sh block of 'Production behind a
TLS proxy'), so the document and the check cannot drift apart; .env.example shows the same lines.
Each run is a fresh process: the settings are read from the environment once, at start.
"""

import os
import re
import secrets
import subprocess
import sys
from pathlib import Path

BACKEND_DIR = Path(__file__).resolve().parents[2]
OPERATIONS = BACKEND_DIR.parent / "docs" / "OPERATIONS.md"


def documented_production_env() -> dict[str, str]:
    text = OPERATIONS.read_text(encoding="utf-8")
    section = text.split("## Production behind a TLS proxy", 1)[1]
    block = re.search(r"```sh\n(.*?)```", section, re.S)
    assert block, "OPERATIONS.md lost its production environment block"
    env = {}
    for line in block.group(1).splitlines():
        if line.strip() and not line.startswith("#"):
            name, _, value = line.partition("=")
            env[name] = value
    return env


def env_example_production_env() -> dict[str, str]:
    """The same environment as .env.example shows it, commented out between its two marker lines."""
    text = (BACKEND_DIR.parent / ".env.example").read_text(encoding="utf-8")
    block = re.search(
        r"no warning with it.*?\n((?:# [A-Z_]+=.*\n)+)# \(end of the production environment\)", text, re.S
    )
    assert block, ".env.example lost its production environment block"
    return dict(line.removeprefix("# ").partition("=")[::2] for line in block.group(1).splitlines())


def run_check(env: dict[str, str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    # Only what a fresh shell would have, plus the documented lines: nothing from this test run.
    base = {key: os.environ[key] for key in ("PATH", "HOME", "LANG") if key in os.environ}
    full = {**base, "VAR_DIR": str(tmp_path), "PYTHONDONTWRITEBYTECODE": "1", **env}
    return subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=BACKEND_DIR,
        env=full,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_documented_production_environment_passes_check_deploy_without_a_warning(tmp_path):
    env = documented_production_env()
    assert env["SECRET_KEY"] == "change-me"  # a placeholder: the operator generates one
    env["SECRET_KEY"] = secrets.token_urlsafe(50)
    result = run_check(env, tmp_path)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "System check identified no issues (0 silenced)." in output, output


def test_env_example_shows_the_same_production_environment():
    assert env_example_production_env() == documented_production_env()


def test_the_demo_defaults_still_warn_so_the_check_is_real(tmp_path):
    result = run_check({"SECRET_KEY": secrets.token_urlsafe(50)}, tmp_path)
    output = result.stdout + result.stderr
    assert result.returncode != 0
    for warning in ("security.W004", "security.W008", "security.W012", "security.W016"):
        assert warning in output, output
