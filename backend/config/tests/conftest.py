from itjobs.accounts.tests.personas import (  # noqa: F401 (fixtures)
    _empty_cache,
    _fast_hashers,
    company,
    seeker,
)
