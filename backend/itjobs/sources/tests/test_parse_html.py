"""Source text fixes and http(s)-only URLs (sanitized HTML and snippets: jobs/tests/test_sanitize.py)."""

import pytest

from itjobs.sources.sanitize import normalize_ellipsis, safe_http_url


def test_it_ends_cut_text_with_one_ellipsis():
    assert normalize_ellipsis("many ways, fr…") == "many ways, fr…"
    assert normalize_ellipsis("many ways, fr ...") == "many ways, fr…"
    assert normalize_ellipsis("done.") == "done."


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
