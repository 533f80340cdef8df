"""/feeds/jobs.atom: the Atom feed of a search, as its results page shows it, and where pages announce it."""

import xml.etree.ElementTree as ET
from datetime import UTC, datetime

import pytest
from django.test import Client

from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.tests.factories import jsearch_job, normalized_job
from itjobs.jobs.types import NormalizedJob

pytestmark = pytest.mark.django_db

ATOM = "{http://www.w3.org/2005/Atom}"
FEED = "/feeds/jobs.atom"


@pytest.fixture(autouse=True)
def site(settings):
    settings.SITE_URL = "https://itjobs.example"


def seattle_jobs() -> list[NormalizedJob]:
    jobs = [
        normalized_job(
            title="Python Developer",
            company_name="Acme",
            salary_min=90000.0,
            salary_max=120000.0,
            salary_currency="USD",
            salary_period="YEAR",
            description_text="Build APIs with Django.",
            posted_at=datetime(2026, 11, 20, 9, 0, tzinfo=UTC),
        ),
        jsearch_job(title="Senior Python Engineer", company_name="Globex", location_text="Seattle, WA"),
        normalized_job(title="Java Developer", company_name="Initech"),
        normalized_job(title="Python Developer", company_name="Hooli", city="Austin", location_text="Austin, TX"),
    ]
    jobs_ingest(jobs=jobs, now=datetime(2026, 11, 21, tzinfo=UTC))
    return jobs


def feed(client: Client, query: dict[str, str]) -> ET.Element:
    response = client.get(FEED, query)
    assert response.status_code == 200, response.content
    assert response["Content-Type"] == "application/atom+xml; charset=utf-8"
    return ET.fromstring(response.content)  # noqa: S314 -- our own answer


def entries(root: ET.Element) -> list[ET.Element]:
    return root.findall(f"{ATOM}entry")


def text(element: ET.Element, name: str) -> str:
    found = element.findtext(f"{ATOM}{name}")
    assert found is not None, name
    return found


def link(entry: ET.Element) -> str:
    found = entry.find(f"{ATOM}link")
    assert found is not None
    return found.get("href", "")


def test_it_lists_the_search_s_jobs_newest_first(client):
    seattle_jobs()
    root = feed(client, {"keyword": "python", "location": "Seattle"})
    assert root.tag == f"{ATOM}feed"
    assert root.findtext(f"{ATOM}title") == "Python Jobs in Seattle | IT Jobs Info"
    titles = [entry.findtext(f"{ATOM}title") for entry in entries(root)]
    assert titles == ["Python Developer at Acme", "Senior Python Engineer at Globex"]
    links = {link.get("rel"): link.get("href") for link in root.findall(f"{ATOM}link")}
    assert links["alternate"] == "https://itjobs.example/jobs?keyword=python&location=Seattle&country=us"
    assert links["self"] == "https://itjobs.example/feeds/jobs.atom?keyword=python&location=Seattle&country=us"


def test_it_lists_what_the_results_page_shows(client):
    seattle_jobs()
    query = {"keyword": "python", "location": "Seattle", "sort": "newest"}
    shown = [job["path"] for job in client.get("/api/jobs/search", query).json()["jobs"]]
    listed = [link(entry) for entry in entries(feed(client, query))]
    assert listed == [f"https://itjobs.example{path}" for path in shown]


def test_an_entry_says_company_location_salary_and_links_to_our_page(client):
    acme = seattle_jobs()[0]
    [entry, _] = entries(feed(client, {"keyword": "python", "location": "Seattle"}))
    assert link(entry) == f"https://itjobs.example/jobs/python-developer-at-acme-{acme.id}"
    assert entry.findtext(f"{ATOM}id") == f"https://itjobs.example/jobs/{acme.id}"
    assert entry.findtext(f"{ATOM}author/{ATOM}name") == "Acme"
    assert entry.findtext(f"{ATOM}published") == "2026-11-20T09:00:00+00:00"
    summary = entry.findtext(f"{ATOM}summary")
    assert summary == ("<p>Acme · Seattle, King County · $90,000 – $120,000 / year</p><p>Build APIs with Django.</p>")


def test_a_job_without_a_stated_salary_says_none(client):
    seattle_jobs()
    [_, globex] = entries(feed(client, {"keyword": "python", "location": "Seattle"}))
    assert text(globex, "summary").startswith("<p>Globex · Seattle, WA</p>")


def test_third_party_text_reaches_a_reader_as_text_only(client):
    jobs_ingest(
        jobs=[
            normalized_job(
                title="Python Developer",
                company_name='<img src=x onerror="alert(1)">',
                description_text="<script>alert(1)</script> Build APIs.",
            )
        ]
    )
    [entry] = entries(feed(client, {"keyword": "python"}))
    summary = text(entry, "summary")
    assert "<img" not in summary
    assert "<script" not in summary
    assert "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;" in summary


def test_a_search_that_finds_nothing_lists_nothing(client):
    """The results page then shows a relaxed search; a feed lists only jobs that match."""
    seattle_jobs()
    assert client.get("/api/jobs/search", {"keyword": "python", "location": "Boston"}).json()["relaxed"]
    root = feed(client, {"keyword": "python", "location": "Boston"})
    assert entries(root) == []
    assert root.findtext(f"{ATOM}title") == "Python Jobs in Boston | IT Jobs Info"


def test_filters_narrow_the_feed(client):
    seattle_jobs()
    root = feed(client, {"keyword": "python", "location": "Seattle", "source": "jsearch", "min_salary": ""})
    assert [entry.findtext(f"{ATOM}title") for entry in entries(root)] == ["Senior Python Engineer at Globex"]


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ({"country": "zz"}, "country"),
        ({"min_salary": "-5"}, "min_salary"),
        ({"posted_within_days": "soon"}, "posted_within_days"),
        ({"employment_type": "forever"}, "employment_type"),
        ({"keyword": "x" * 201}, "keyword"),
        ({"remote": "maybe"}, "remote"),
    ],
)
def test_bad_parameters_answer_400_with_a_message(client, query, field):
    response = client.get(FEED, query)
    assert response.status_code == 400
    body = response.json()
    assert body["detail"] == "The feed's search parameters are not valid."
    assert list(body["errors"]) == [field]
    assert body["errors"][field]


def test_it_is_cached_like_other_public_answers(client):
    seattle_jobs()
    response = client.get(FEED, {"keyword": "python"})
    assert response["Cache-Control"].startswith("public, max-age=0, s-maxage=")
    assert "Set-Cookie" not in response
    again = client.get(FEED, {"keyword": "python"}, HTTP_IF_NONE_MATCH=response["ETag"])
    assert again.status_code == 304
    assert client.post(FEED).status_code == 405


def test_search_pages_announce_their_feed_in_the_head(client):
    html = client.get("/jobs", {"keyword": "python", "location": "Seattle", "remote": "true"}).content.decode()
    assert (
        '<link rel="alternate" type="application/atom+xml" title="Python Jobs in Seattle (Atom feed)" '
        'href="/feeds/jobs.atom?keyword=python&amp;location=Seattle&amp;country=us&amp;remote=true">'
    ) in html
    bare = client.get("/jobs").content.decode()
    assert 'href="/feeds/jobs.atom?keyword=Software+Developer&amp;location=US&amp;country=us"' in bare
    city = client.get("/it-jobs-in-seattle").content.decode()
    assert 'href="/feeds/jobs.atom?location=Seattle&amp;country=us"' in city


def test_other_pages_announce_no_feed(client):
    for path in ("/", "/careers/devops", "/no-such-page"):
        assert "application/atom+xml" not in client.get(path).content.decode()
