"""A search page's title says what it searches for (issue 19, item 7), in the HTML and for
client-side navigations alike."""

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
        ("/jobs?country=us", "IT Jobs"),  # the 'United States' shortcut
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
