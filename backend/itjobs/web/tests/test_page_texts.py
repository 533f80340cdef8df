"""The search and city screens' headings are their heads' titles: one text, exported to the screens."""

import pytest

from itjobs.content.export import pages_bundle
from itjobs.web.pages import resolve_page


@pytest.mark.parametrize("path", ["/jobs", "/software-engineer-jobs", "/web-developer-jobs", "/developer-jobs"])
def test_a_search_screens_heading_is_its_pages_title(path):
    assert pages_bundle()["search"][path]["title"] == resolve_page(path).title


def test_the_city_screens_fill_in_the_same_titles_as_the_heads(settings):
    texts = pages_bundle()
    assert texts["jobsInLocation"]["title"].format(city="Boston") == resolve_page("/jobs/location/boston").title
    assert texts["cityPage"]["title"].format(kind="Developer Jobs", city="Austin") == (
        resolve_page("/developer-jobs-in-austin").title
    )
    settings.PRODUCT_NAME = "Tech Jobs"
    assert texts["cityGuide"]["title"].format(city="Seattle", product="Tech Jobs") == (
        resolve_page("/guide/seattle").title
    )
