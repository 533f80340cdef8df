"""Each provider's spec owns its name, label and id shape; its client, the status report and the
jobs app's table of sources read them from there."""

from itjobs.jobs.source_labels import registered_sources
from itjobs.sources.providers.registry import PROVIDERS
from itjobs.sources.status import polled_sources


def test_the_clients_carry_their_specs_name_and_label():
    for spec in PROVIDERS:
        client = spec.build(None, None)  # type: ignore[arg-type]  # building sends nothing
        assert (client.name, client.label) == (spec.name, spec.label)


def test_the_jobs_app_and_the_status_report_have_every_registered_source():
    table = {source.name: (source.label, source.id_shape) for source in registered_sources()}
    assert table == {spec.name: (spec.label, spec.id_shape) for spec in PROVIDERS} | {"direct": table["direct"]}
    assert polled_sources() == {"adzuna": "Adzuna", "jsearch": "JSearch"}
