"""The data migrations' frozen rebuilds give stored jobs what ingest gives them today."""

from datetime import timedelta

import pytest

from itjobs.jobs.migrations._rederive import reindex, retag
from itjobs.jobs.models import Job, SearchTerm
from itjobs.jobs.selectors import JobQuery, job_search
from itjobs.jobs.services import jobs_ingest

from .factories import POSTED, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=1)
INDEX = ["search_title", "search_phrases", "search_extra", "search_body", "search_place", "search_tags"]


def _stored() -> dict[str, tuple[object, ...]]:
    return {row[0]: row[1:] for row in Job.objects.values_list("id", *INDEX, "category_bits")}


def test_reindex_and_retag_restore_what_ingest_wrote():
    jobs_ingest(jobs=[normalized_job(title="Senior Golang Developer"), normalized_job(title="Data Engineer")], now=NOW)
    ingested = _stored()
    terms = dict(SearchTerm.objects.values_list("term", "jobs"))
    Job.objects.update(**dict.fromkeys(INDEX, ""), category_bits=0)
    SearchTerm.objects.all().delete()
    assert job_search(query=JobQuery(keyword="go developer"), now=NOW).total == 0

    assert reindex(Job, SearchTerm) == 2
    assert retag(Job) == 2
    assert _stored() == ingested
    assert dict(SearchTerm.objects.values_list("term", "jobs")) == terms
    assert job_search(query=JobQuery(keyword="go developer"), now=NOW).total == 1
