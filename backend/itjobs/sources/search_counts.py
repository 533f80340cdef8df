"""The visitors' search counts per query, shared across processes: the crawl plan's demand and the
popular queries come from these totals (no visitor data is kept, only how often a query was asked)."""

from collections.abc import Mapping
from datetime import datetime

from django.db.models import Case, F, IntegerField, Value, When

from .models import QueryState
from .singleflight import QueryKey

_FLUSH_BATCH = 200  # queries per statement (far under any database's parameter limit)


def popular_counts_add(*, counts: Mapping[QueryKey, int], now: datetime) -> None:
    """Add searches counted in memory to the shared per-query totals (no visitor data is kept).

    A few statements per flush, not two per query: the refresher flushes every round, and reading
    and writing each query's row apart was a quarter of a simulated week's time. The counts go in
    one UPDATE, so its rows are locked in the order of one index scan, as another process's are.
    """
    by_key = {query.key: (query, count) for query, count in counts.items() if count}
    keys = sorted(by_key)
    for start in range(0, len(keys), _FLUSH_BATCH):
        batch = keys[start : start + _FLUSH_BATCH]
        known = set(QueryState.objects.filter(key__in=batch).values_list("key", flat=True))
        missing = [by_key[key][0] for key in batch if key not in known]
        QueryState.objects.bulk_create(
            [QueryState(key=q.key, keyword=q.keyword, location=q.location, country=q.country) for q in missing],
            ignore_conflicts=True,  # another process may add the same query meanwhile
        )
        added = Case(*(When(key=key, then=Value(by_key[key][1])) for key in batch), output_field=IntegerField())
        QueryState.objects.filter(key__in=batch).update(search_count=F("search_count") + added, last_searched_at=now)
