"""The trailing-slash redirect stays on the site: its Location is always a path of this site,
never a scheme-relative URL (`//host`) or one a browser reads as such (`/\\host`, tabs in front)."""

from typing import Any
from urllib.parse import urlsplit

import pytest
from django.test import Client
from django.utils.http import url_has_allowed_host_and_scheme

# PATH_INFO as the server hands it over (the client sends %2F, %5C, %09 encoded; the server decodes them).
OFF_SITE_PATHS = [
    ("//evil.example/", "/evil.example"),
    ("//evil.example/login/", "/evil.example/login"),
    ("///evil.example/", "/evil.example"),
    ("/\\evil.example/", "/evil.example"),
    ("/\\/evil.example/", "/evil.example"),
    ("/\t/evil.example/", "/evil.example"),
    ("/\t\\evil.example/", "/evil.example"),
    ("/ //evil.example/", "/evil.example"),
    ("//evil.example//", "/evil.example"),
]


def _get(path_info: str, query: str = "") -> Any:
    return Client().request(PATH_INFO=path_info, REQUEST_METHOD="GET", QUERY_STRING=query)


@pytest.mark.parametrize(("path_info", "location"), OFF_SITE_PATHS)
def test_the_trailing_slash_redirect_never_leaves_the_site(db, path_info, location):
    response = _get(path_info)
    assert response.status_code == 301
    assert response["Location"] == location
    target = response["Location"]
    # What a browser would do with it: no host of its own, and the checker Django's views use agrees.
    assert urlsplit(target.replace("\\", "/")).netloc == ""
    assert url_has_allowed_host_and_scheme(target, allowed_hosts={"testserver"})


@pytest.mark.parametrize(
    "encoded", ["/%2Fevil.example/", "/%5Cevil.example/", "/%09/evil.example/", "/%2F%2Fevil.example/"]
)
def test_encoded_slashes_and_backslashes_redirect_on_site(db, encoded):
    response = Client().get(encoded)  # the test client decodes the path as a server would
    assert response.status_code == 301
    assert response["Location"] == "/evil.example"


def test_the_query_is_kept_and_cannot_make_a_host(db):
    response = _get("//evil.example/", query="next=//other.example")
    assert response["Location"] == "/evil.example?next=//other.example"


def test_the_root_with_extra_slashes_redirects_home(db):
    response = _get("///")
    assert response.status_code == 301
    assert response["Location"] == "/"
