"""Answers that are about one person (their session, account, company, posts) are never stored by a
browser's or a proxy's cache: `Cache-Control: private, no-store` on every answer of the routers
config/api.py marks with private_answers."""

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_cache_control
from ninja import Router


def _no_store(run: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    @wraps(run)
    def answer(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        response = run(request, *args, **kwargs)
        patch_cache_control(response, private=True, no_store=True)
        return response

    return answer


def private_answers(router: Router) -> Router:
    """Every answer of the router's operations (errors too) carries `Cache-Control: private, no-store`."""
    router.add_decorator(_no_store, mode="view")
    return router
