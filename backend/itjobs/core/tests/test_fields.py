"""The one URL rule: every link we store or render is an absolute http(s) URL with a host."""

import pytest

from itjobs.core.fields import INVALID_URL, clean_optional_url, is_http_url, safe_http_url


@pytest.mark.parametrize(
    ("url", "safe"),
    [
        ("https://www.adzuna.com/land/ad/1?se=x", "https://www.adzuna.com/land/ad/1?se=x"),
        ("  http://jobs.example.com/1  ", "http://jobs.example.com/1"),
        ("HTTPS://JOBS.EXAMPLE.COM/", "HTTPS://JOBS.EXAMPLE.COM/"),
        ("javascript:alert(1)", None),
        ("JavaScript:alert(1)", None),
        ("data:text/html,<script>", None),
        ("//jobs.example.com/1", None),
        ("/jobs/1", None),
        ("http:///nohost", None),
        ("https://exa mple.com", None),
        (None, None),
        (42, None),
    ],
)
def test_it_accepts_only_absolute_http_urls(url, safe):
    assert safe_http_url(url) == safe


@pytest.mark.parametrize("url", ["https://acme.example", "http://127.0.0.1:8000/cv", "https://cv.example/sam?x=1"])
def test_it_accepts_what_a_form_may_link_to(url):
    assert is_http_url(url)
    assert clean_optional_url(f"  {url} ") == url


@pytest.mark.parametrize(
    "url", ["acme", "ftp://acme.example/logo.png", "javascript:alert(1)", "http://", "http://[::1"]
)
def test_it_refuses_everything_else_with_the_screens_message(url):
    assert not is_http_url(url)
    with pytest.raises(ValueError, match=INVALID_URL):
        clean_optional_url(url)


def test_it_takes_blank_as_no_url():
    assert clean_optional_url("   ") == ""
    assert clean_optional_url(None) == ""
