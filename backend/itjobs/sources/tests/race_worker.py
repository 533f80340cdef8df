"""Run in a separate process by the cross-process tests: race for a claim or for rate-limit slots.

python -m itjobs.sources.tests.race_worker claim|acquire ATTEMPTS EPOCH_SECONDS -> prints granted count
"""

import os
import sys
from datetime import UTC, datetime


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from itjobs.sources.budget import rate_acquire
    from itjobs.sources.singleflight import query_key, refresh_claim

    what, attempts, epoch = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    now = datetime.fromtimestamp(epoch, tz=UTC)
    print("ready", flush=True)
    sys.stdin.readline()  # the parent says 'go' once every racer is ready, so they really overlap
    granted = 0
    for _ in range(attempts):
        if what == "claim":
            granted += refresh_claim(query=query_key(keyword="race", location="", country="us"), now=now).outcome == (
                "claimed"
            )
        else:
            granted += rate_acquire(source="jsearch", now=now)
    print(granted)


if __name__ == "__main__":
    main()
