"""Search pages say what they search for: titles in the HTML and for
client-side navigations alike; '/jobs/location/' is the search page."""

import json
import re

import pytest

pytestmark = pytest.mark.django_db


def title_of(client, url: str) -> str:
    match = re.search(r"<title>(.*?)</title>", client.get(url).content.decode())
    assert match
    return match[1]


@pytest.mark.parametrize(
    ("url", "title"),
    [
        ("/jobs?keyword=python+developer&location=Austin&country=us", "Python Developer Jobs in Austin"),
        ("/jobs?keyword=DevOps&location=&country=us", "DevOps Jobs"),
        ("/jobs?keyword=&location=Seattle&country=us", "IT Jobs in Seattle"),
        ("/jobs?location=United+States&country=us", "IT Jobs in United States"),  # the 'United States' shortcut
        ("/jobs?country=us", "Software Developer Jobs in US"),  # the search API's fallback
        ("/jobs", "Search IT Jobs"),  # the bare page keeps its own
        ("/software-engineer-jobs?location=Denver", "Software Engineer Jobs in Denver"),
        ("/developer-jobs?location=Boston", "Developer Jobs in Boston"),
        ("/jobs/location/austin?keyword=React", "React Jobs in Austin"),
        ("/it-jobs-in-seattle?keyword=python", "Python Jobs in Seattle"),
        ("/developer-jobs-in-austin?keyword=Python+jobs", "Python Jobs in Austin"),
    ],
)
def test_the_title_names_the_search(client, url, title):
    assert title_of(client, url) == f"{title} | IT Jobs Info"
    path = url.partition("?")[0]
    head = client.get("/api/pages/head", {"path": url}).json()
    assert head["full_title"] == f"{title} | IT Jobs Info"
    assert head["canonical_url"].endswith(path)  # the search's page, not each query


def test_other_pages_ignore_a_query(client):
    assert title_of(client, "/careers/devops?keyword=x") == "DevOps Jobs and Career Guide | IT Jobs Info"
    assert client.get("/nope?keyword=x").status_code == 404


@pytest.mark.parametrize("path", ["/jobs/location/", "/jobs/location"])
def test_a_location_page_without_a_location_is_the_search_page(client, path):
    response = client.get(f"{path}?keyword=python")
    assert response.status_code == 301
    assert response["Location"] == "/jobs?keyword=python"


PRELOADED = re.compile(r'<script id="preloaded-api" type="application/json"[^>]*>(.*?)</script>', re.S)


@pytest.mark.parametrize(
    ("path", "search"),
    [
        ("/software-engineer-jobs", "country=us&keyword=Software+Engineer"),
        ("/web-developer-jobs", "country=us&keyword=Web+Developer"),
        ("/developer-jobs", "country=us&keyword=Developer"),
        ("/programmer-jobs", "country=us&keyword=Programmer"),
        ("/jobs/location/san-francisco", "country=us&location=San+Francisco"),
        ("/it-jobs-in-seattle", "country=us&location=Seattle"),
        ("/developer-jobs-in-nyc", "country=us&keyword=Developer&location=New+York"),
    ],
)
def test_landing_pages_come_with_their_first_results(client, path, search):
    (answer,) = json.loads(PRELOADED.findall(client.get(path).content.decode())[0])
    assert answer["url"] == f"/api/jobs/search?{search}&page=1&page_size=50"
    assert answer["status"] == 200
    assert preloaded_count(client, f"{path}?keyword=other&location=elsewhere") == 0  # a search of its own


def preloaded_count(client, url: str) -> int:
    found = PRELOADED.findall(client.get(url).content.decode())
    return len(json.loads(found[0])) if found else 0
