"""The providers and the status report spell no label of their own: they read the jobs app's table."""

from itjobs.jobs.source_labels import SOURCE_LABELS
from itjobs.sources.providers.adzuna.client import AdzunaClient
from itjobs.sources.providers.jsearch.client import JSearchClient
from itjobs.sources.status import SOURCE_LABELS as STATUS_LABELS


def test_the_providers_and_the_status_report_use_the_same_labels():
    assert (AdzunaClient.label, JSearchClient.label) == (SOURCE_LABELS["adzuna"], SOURCE_LABELS["jsearch"])
    assert STATUS_LABELS == {"adzuna": "Adzuna", "jsearch": "JSearch"}
