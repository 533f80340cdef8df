"""The spelling vocabulary's counts: the words of the jobs shown, which typos are corrected to."""

from collections import Counter
from collections.abc import Iterable

from django.db import connection

from ..index.text import plain_words
from ..models import Job, SearchTerm


def count_terms(rows: Iterable[Job]) -> None:
    """Add the shown jobs' title, company, skill and category words to the spelling vocabulary."""
    counts: Counter[str] = Counter()
    for row in rows:
        if row.is_listed:
            # The stored words and the words as written ('machine' of 'machine learning', stored as 'ml'):
            # a typo is corrected to a written word, then the vocabulary folds the corrected query.
            written = plain_words(f"{row.title} {' '.join(row.skills)}")
            found = {*row.search_title.split(), *row.search_extra.split(), *written}
            counts.update(word for word in found if len(word) <= 64)
    if not counts:
        return
    table = connection.ops.quote_name(SearchTerm._meta.db_table)
    upsert = f"ON CONFLICT (term) DO UPDATE SET jobs = {table}.jobs + excluded.jobs"
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":  # one statement: a batch brings thousands of words
            terms, jobs = zip(*sorted(counts.items()), strict=True)
            cursor.execute(
                f"INSERT INTO {table} (term, jobs) SELECT * FROM unnest(%s::text[], %s::int[]) {upsert}",  # noqa: S608
                [list(terms), list(jobs)],
            )
            return
        cursor.executemany(
            f"INSERT INTO {table} (term, jobs) VALUES (%s, %s) {upsert}",  # noqa: S608 -- the table name is a constant
            sorted(counts.items()),
        )
