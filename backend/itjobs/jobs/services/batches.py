"""How the job index's writes are cut: a batch of rows per statement and per transaction."""

from collections.abc import Iterable, Iterator
from itertools import islice
from typing import TypeVar

T = TypeVar("T")

BATCH = 500


def chunks(items: Iterable[T], size: int = BATCH) -> Iterator[list[T]]:
    iterator = iter(items)
    while chunk := list(islice(iterator, size)):
        yield chunk
