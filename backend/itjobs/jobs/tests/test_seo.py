"""Job addresses round-trip every real id shape, whatever the title says."""

import pytest

from itjobs.jobs.seo import job_path, job_path_candidates

REAL_IDS = [
    "jsearch-t_-mBqRwmXRz3FaGAAAAAA==",  # from fixtures/upstream: '-', '_' and '='
    "jsearch-2a1q9dPxoL1J3DGRAAAAAA==",
    "jsearch--leading-dash_AAAA==",
    "adzuna-4869221374",
    "direct-7",
]


@pytest.mark.parametrize("job_id", REAL_IDS)
@pytest.mark.parametrize(
    ("title", "company"),
    [
        ("Senior Python Developer", "Acme"),
        ("JSearch Integration Engineer", "Adzuna"),  # titles naming a source
        ("Head of Data-at-scale", "Direct Line"),  # '-at-' inside the title
        ("Développeur Full-Stack", None),  # no company, non-ASCII
        ("!!!", None),  # nothing sluggable
    ],
)
def test_the_id_comes_back_from_the_path(job_id, title, company):
    path = job_path(job_id=job_id, title=title, company_name=company)
    assert path.startswith("/jobs/")
    assert path.endswith(job_id)
    assert job_path_candidates(path.removeprefix("/jobs/"))[0] == job_id


def test_the_canonical_shapes():
    assert (
        job_path(job_id="adzuna-1", title="Python Dev", company_name="Acme Inc.")
        == "/jobs/python-dev-at-acme-inc-adzuna-1"
    )
    assert job_path(job_id="adzuna-1", title="Python Dev", company_name=None) == "/jobs/python-dev-adzuna-1"


def test_an_id_that_itself_contains_a_source_marker_is_still_a_candidate():
    slug = "python-dev-at-acme-jsearch-ab-adzuna-12"
    assert job_path_candidates(slug) == ["adzuna-12", "jsearch-ab-adzuna-12"]


@pytest.mark.parametrize("slug", ["", "python-developer", "linkedin-123", "adzuna-", "adzuna-12=3"])
def test_slugs_without_an_id_have_no_candidate(slug):
    assert job_path_candidates(slug) == []
