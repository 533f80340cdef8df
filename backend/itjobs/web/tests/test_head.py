import json

import pytest

from itjobs.core.head import Head, truncate_description
from itjobs.web.head import json_for_script, render_head, site_config


def test_it_keeps_short_descriptions():
    assert truncate_description("Find jobs.") == "Find jobs."


def test_it_cuts_long_descriptions_at_160_with_an_ellipsis():
    text = "word " * 80
    cut = truncate_description(text)
    assert len(cut) <= 160
    assert cut.endswith("…")
    assert not cut[:-1].endswith(" ")


def test_it_cuts_a_long_unbroken_string_hard():
    cut = truncate_description("x" * 400)
    assert len(cut) == 160
    assert cut.endswith("…")


def test_json_for_script_cannot_close_the_script_element():
    payload = {"title": "</script><script>alert(1)</script> & more"}
    encoded = json_for_script(payload)
    assert "</script" not in encoded
    for char in "<>&":
        assert char not in encoded
    assert json.loads(encoded) == payload


@pytest.mark.parametrize("evil", ['"><script>alert(1)</script>', "Tom & Jerry <b>"])
def test_render_head_escapes_text(evil, settings):
    settings.SITE_URL = "https://itjobs.example"
    html = render_head(Head(title=evil, description=evil, path="/x"))
    assert "<script>alert" not in html
    assert "<b>" not in html


def test_render_head_has_title_description_canonical_and_social_tags(settings):
    settings.SITE_URL = "https://itjobs.example"
    settings.SITE_NAME = "IT Jobs Info"
    html = render_head(Head(title="Search IT Jobs", description="Find them.", path="/jobs"))
    assert "<title>Search IT Jobs | IT Jobs Info</title>" in html
    assert '<meta name="description" content="Find them.">' in html
    assert '<link rel="canonical" href="https://itjobs.example/jobs">' in html
    assert '<meta property="og:title" content="Search IT Jobs | IT Jobs Info">' in html
    assert '<meta property="og:url" content="https://itjobs.example/jobs">' in html
    assert 'id="site-config"' in html


def test_the_site_config_gives_the_browser_the_product_slug_by_the_servers_rule(settings):
    settings.PRODUCT_NAME = "Café Jobs"
    assert site_config()["productSlug"] == "cafe-jobs"
