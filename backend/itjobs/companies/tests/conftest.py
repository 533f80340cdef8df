from itjobs.accounts.tests.personas import _empty_cache, _fast_hashers, client  # noqa: F401 (fixtures)
