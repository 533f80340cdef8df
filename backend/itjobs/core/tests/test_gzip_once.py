"""Public answers with a validator are compressed once per process; all else as GZipMiddleware does."""

import gzip

from django.http import HttpRequest, HttpResponse
from django.test import RequestFactory

from itjobs.core.gzip_once import GZipOnceMiddleware
from itjobs.core.tests.redis_support import cache_clear

FNAME = 0x08  # gzip header flag: a file name follows (RFC 1952)
BODY = b"<html>" + b"a job board " * 100 + b"</html>"


def _answer(
    *, cache_control: str | None = "public, max-age=0, s-maxage=60", etag: str | None = 'W/"v1"', body: bytes = BODY
):
    def view(request: HttpRequest) -> HttpResponse:
        response = HttpResponse(body, content_type="text/html; charset=utf-8")
        if cache_control:
            response["Cache-Control"] = cache_control
        if etag:
            response["ETag"] = etag
        return response

    return GZipOnceMiddleware(view)


def _get(middleware: GZipOnceMiddleware, encoding: str = "gzip, deflate, br") -> HttpResponse:
    return middleware(RequestFactory().get("/", HTTP_ACCEPT_ENCODING=encoding))  # type: ignore[return-value]


def test_a_public_answer_is_compressed_once_and_the_same_bytes_served_again():
    cache_clear()
    middleware = _answer()
    first, again = _get(middleware), _get(middleware)
    assert first["Content-Encoding"] == "gzip"
    assert gzip.decompress(first.content) == BODY
    assert again.content == first.content  # GZipMiddleware's random padding would differ each time
    assert not first.content[3] & FNAME  # no padding: nothing personal to guard
    assert first["Content-Length"] == str(len(first.content))
    assert first["Vary"] == "Accept-Encoding"


def test_an_answer_with_a_new_etag_is_compressed_anew():
    cache_clear()
    changed = BODY.replace(b"job", b"gig")
    assert gzip.decompress(_get(_answer(etag='W/"v1"')).content) == BODY
    assert gzip.decompress(_get(_answer(etag='W/"v2"', body=changed)).content) == changed


def test_private_unvalidated_or_uncompressible_answers_go_through_gzipmiddleware():
    cache_clear()
    for middleware in (
        _answer(cache_control="private, no-store"),
        _answer(cache_control="no-cache"),
        _answer(etag=None),
    ):
        first, again = _get(middleware), _get(middleware)
        assert first["Content-Encoding"] == "gzip"  # still compressed, by GZipMiddleware
        assert gzip.decompress(first.content) == BODY
        # Compressed anew, with GZipMiddleware's random padding: a file name of 0-99 letters in the
        # header (FLG.FNAME), which gzip_once's own output never has. (Comparing two answers' bytes
        # failed once in a hundred: the padding's length repeats.)
        assert first.content[3] & FNAME
        assert again.content[3] & FNAME
    plain = _get(_answer(), encoding="identity")
    assert plain.content == BODY
    assert "Content-Encoding" not in plain
    assert plain["Vary"] == "Accept-Encoding"
