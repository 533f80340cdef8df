from .personas import _empty_cache, _fast_hashers, client, clock, company, other_company, seeker  # noqa: F401 (fixtures)
