"""Identical anonymous GETs within MICROCACHE_SECONDS are replayed; nothing else ever is."""

from typing import Any

import pytest
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.test import RequestFactory

from itjobs.core import microcache
from itjobs.core.microcache import MicrocacheMiddleware, on_replay

PUBLIC = "public, max-age=0, s-maxage=60"


class World:
    """A fake clock, a content version, and a view that counts its calls."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.version = "v1"
        self.calls = 0
        self.answer: dict[str, Any] = {}
        self.replays = 0

    def view(self, request: HttpRequest) -> HttpResponseBase:
        self.calls += 1
        options = {"cache_control": PUBLIC, "etag": 'W/"a"', "status": 200, "cookie": False, **self.answer}
        response = HttpResponse(f"answer {self.calls}".encode(), status=options["status"])
        if options["cache_control"]:
            response["Cache-Control"] = options["cache_control"]
        if options["etag"]:
            response["ETag"] = options["etag"]
        if options["cookie"]:
            response.set_cookie("csrftoken", "x")
        if options.get("vary"):
            response["Vary"] = options["vary"]
        response["X-Frame-Options"] = "DENY"  # what the stack below writes is replayed as it was
        return on_replay(response, self.replayed)

    def replayed(self) -> None:
        self.replays += 1


@pytest.fixture
def world(monkeypatch, settings) -> World:
    settings.MICROCACHE_SECONDS = 1
    world = World()
    monkeypatch.setattr(microcache, "clock", lambda: world.now)
    monkeypatch.setattr(microcache, "_version", lambda: world.version)
    return world


def get(middleware: MicrocacheMiddleware, path: str = "/jobs?q=1", **headers: Any) -> HttpResponse:
    return middleware(RequestFactory().get(path, **headers))  # type: ignore[return-value]


def test_the_same_anonymous_get_within_the_hold_is_replayed_as_it_was(world):
    middleware = MicrocacheMiddleware(world.view)
    first = get(middleware)
    world.now += 0.9
    again = get(middleware)
    assert world.calls == 1
    assert again.content == first.content == b"answer 1"
    assert again.status_code == 200
    assert again.items() == first.items()  # every header the stack wrote, in order
    assert world.replays == 1  # the answer is told of each replay (a search counts its demand)
    world.now += 0.2  # past the hold: asked again
    assert get(middleware).content == b"answer 2"


def test_a_new_content_version_is_never_answered_from_the_old(world):
    middleware = MicrocacheMiddleware(world.view)
    get(middleware)
    world.version = "v2"  # a job closed: the index generation moved
    assert get(middleware).content == b"answer 2"


def test_each_address_host_and_encoding_is_its_own_answer(world, settings):
    settings.ALLOWED_HOSTS = ["testserver", "other.example"]
    middleware = MicrocacheMiddleware(world.view)
    get(middleware, "/jobs?q=1")
    get(middleware, "/jobs?q=2")
    get(middleware, "/jobs?q=1", HTTP_ACCEPT_ENCODING="gzip")
    get(middleware, "/jobs?q=1", HTTP_HOST="other.example")
    get(middleware, "/jobs?q=1", **{"wsgi.url_scheme": "https"})
    assert world.calls == 5


def test_requests_with_a_cookie_or_credentials_or_that_are_not_gets_never_share(world):
    middleware = MicrocacheMiddleware(world.view)
    get(middleware)  # held
    get(middleware, HTTP_COOKIE="sessionid=abc")
    get(middleware, HTTP_AUTHORIZATION="Bearer abc")
    middleware(RequestFactory().head("/jobs?q=1"))
    assert world.calls == 4  # none was answered from what the anonymous GET left
    world.now += 5
    get(middleware, HTTP_COOKIE="sessionid=abc")  # and what they got was not held either
    assert get(middleware).content == b"answer 6"


@pytest.mark.parametrize(
    "answer",
    [
        {"cache_control": "private, no-store"},
        {"cache_control": "no-cache"},  # a search still refreshing
        {"cache_control": None},
        {"etag": None},
        {"cookie": True},
        {"status": 404},
        {"status": 410},
        {"vary": "Accept-Encoding, Accept-Language"},  # the key cannot tell one language from another
    ],
)
def test_answers_that_do_not_say_they_may_be_shared_are_never_held(world, answer):
    world.answer = answer
    middleware = MicrocacheMiddleware(world.view)
    get(middleware)
    get(middleware)
    assert world.calls == 2


def test_an_answer_that_varies_by_encoding_or_cookie_only_is_held(world):
    world.answer = {"vary": "Accept-Encoding, Cookie"}
    middleware = MicrocacheMiddleware(world.view)
    get(middleware)
    get(middleware)
    assert world.calls == 1


def test_a_replay_to_a_client_holding_its_version_is_a_304(world):
    middleware = MicrocacheMiddleware(world.view)
    get(middleware)
    again = get(middleware, HTTP_IF_NONE_MATCH='W/"a"')
    assert again.status_code == 304
    assert again["ETag"] == 'W/"a"'
    assert world.calls == 1


def test_a_host_the_site_does_not_serve_goes_to_the_stack(world):
    middleware = MicrocacheMiddleware(world.view)
    get(middleware, HTTP_HOST="evil.example")
    get(middleware, HTTP_HOST="evil.example")
    assert world.calls == 2  # never held: the stack answers it (400 in the site)


def test_off_at_zero_seconds_and_without_a_content_version(world, settings, monkeypatch):
    settings.MICROCACHE_SECONDS = 0
    off = MicrocacheMiddleware(world.view)
    get(off)
    get(off)
    settings.MICROCACHE_SECONDS = 1
    monkeypatch.setattr(microcache, "_version", None)
    unversioned = MicrocacheMiddleware(world.view)
    get(unversioned)
    get(unversioned)
    assert world.calls == 4


def test_a_version_that_cannot_be_read_answers_through_the_stack_and_holds_nothing(world, monkeypatch):
    def down() -> str:
        raise ConnectionError("the version's store is down")

    monkeypatch.setattr(microcache, "_version", down)
    middleware = MicrocacheMiddleware(world.view)
    assert get(middleware).content == b"answer 1"
    assert get(middleware).content == b"answer 2"  # answered again, not replayed
