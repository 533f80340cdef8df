"""Spelling correction: a query word the index's vocabulary does not know, read as the nearest one it does.

Like Meilisearch and Algolia: a word of 5 to 8 letters may be one edit away, a word of 9 or more
two (an edit: a letter added, dropped, changed, or two neighbours swapped: 'pyhton' is 'python').
The vocabulary is the words of every job's title, company, skills and categories (SearchTerm,
written at ingest), the same on SQLite and PostgreSQL; it is read once per process and index
generation (and size) and searched with rapidfuzz.
Only a search that found nothing asks. Among equally near words the commonest wins.
"""

from dataclasses import dataclass

from rapidfuzz import process
from rapidfuzz.distance import OSA

from .models import SearchTerm
from .search_cache import search_generation

_loaded: dict[str, "_Vocabulary"] = {}


@dataclass(frozen=True)
class _Vocabulary:
    terms: list[str]
    jobs: dict[str, int]


def _vocabulary() -> _Vocabulary:
    # Keyed by the index generation and the size: a generation counter can restart (a flushed Redis).
    generation = f"{search_generation()}:{SearchTerm.objects.count()}"
    if (found := _loaded.get(generation)) is None:
        rows = list(SearchTerm.objects.values_list("term", "jobs"))
        found = _Vocabulary(terms=[term for term, _ in rows], jobs=dict(rows))
        _loaded.clear()
        _loaded[generation] = found
    return found


def max_edits(word: str) -> int:
    """0 below 5 letters, 1 from 5, 2 from 9 (digits and short words are never corrected)."""
    if not word.isalpha() or len(word) < 5:
        return 0
    return 2 if len(word) >= 9 else 1


def corrections(words: list[str]) -> list[str | None]:
    """Each word's correction (`correction`), the vocabulary read once for all of them."""
    if not any(max_edits(word) for word in words):
        return [None] * len(words)
    vocabulary = _vocabulary()
    return [correction(word, vocabulary=vocabulary) for word in words]


def correction(word: str, *, vocabulary: _Vocabulary | None = None) -> str | None:
    """The known word nearest to an unknown one, or None (known, too short, or nothing near)."""
    edits = max_edits(word)
    if not edits:
        return None
    vocabulary = vocabulary or _vocabulary()
    if word in vocabulary.jobs:
        return None
    # The index keeps singulars ('devops' is 'devop'): a word ending in s is also tried without it.
    near = [
        (term, distance)
        for form in dict.fromkeys([word, word[:-1] if word.endswith("s") else word])
        for term, distance, _ in process.extract(
            form, vocabulary.terms, scorer=OSA.distance, score_cutoff=edits, limit=None
        )
    ]
    if not near:
        return None
    return min(near, key=lambda found: (found[1], -vocabulary.jobs[found[0]], found[0]))[0]
