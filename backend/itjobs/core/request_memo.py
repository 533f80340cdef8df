"""Work done once per request: a lookup the page's head and its preloaded API answers both need.

A page view opens a scope (`with request_scope():`); inside it, a function decorated with
`once_per_request` runs once per distinct arguments and the rest get its result. Outside a scope
the function simply runs, so API views, commands and tests behave as before.
"""

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import wraps
from typing import Any, ParamSpec, TypeVar, cast

P = ParamSpec("P")
T = TypeVar("T")

_memo: ContextVar[dict[tuple[Any, ...], Any] | None] = ContextVar("request_memo", default=None)


@contextmanager
def request_scope() -> Iterator[None]:
    token = _memo.set({})
    try:
        yield
    finally:
        _memo.reset(token)


def once_per_request(run: Callable[P, T]) -> Callable[P, T]:
    @wraps(run)
    def memoized(*args: P.args, **kwargs: P.kwargs) -> T:
        memo = _memo.get()
        if memo is None:
            return run(*args, **kwargs)
        key = (run.__module__, run.__qualname__, args, tuple(sorted(kwargs.items())))
        if key not in memo:
            memo[key] = run(*args, **kwargs)
        return cast(T, memo[key])

    return memoized
