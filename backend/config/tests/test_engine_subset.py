"""The PostgreSQL run's selection (conftest.py): every entry of ENGINE_DEPENDENT still names tests,
so a moved or renamed module cannot drop out of the engine run unnoticed."""

from pathlib import Path

from conftest import ENGINE_DEPENDENT

BACKEND = Path(__file__).resolve().parents[2]


def test_every_engine_dependent_entry_names_test_modules():
    modules = [path.relative_to(BACKEND).as_posix() for path in BACKEND.glob("itjobs/**/test_*.py")]
    stale = [entry for entry in ENGINE_DEPENDENT if not any(module.startswith(entry) for module in modules)]
    assert stale == []
