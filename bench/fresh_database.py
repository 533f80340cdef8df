"""An empty database for one benchmark run: a new SQLite file under var/bench/, or the PostgreSQL
database named by `postgres_url` dropped and created again. Returns the DATABASE_URL to use."""

from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def fresh_database(vendor: str, *, sqlite_name: str, postgres_url: str) -> str:
    if vendor == "sqlite":
        path = REPO / "var" / "bench" / sqlite_name
        path.parent.mkdir(parents=True, exist_ok=True)
        for suffix in ("", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
        return f"sqlite:///{path}"
    import psycopg

    server, name = postgres_url.rsplit("/", 1)
    with psycopg.connect(server + "/postgres", autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
        conn.execute(f'CREATE DATABASE "{name}"')
    return postgres_url
