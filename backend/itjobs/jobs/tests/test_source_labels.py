"""The one table of source names and the labels a visitor reads."""

from typing import get_args

from itjobs.jobs.source_labels import SOURCE_LABELS, SourceLabel, SourceName, source_label


def test_it_labels_every_source_name_with_a_schema_label():
    assert set(SOURCE_LABELS) == set(get_args(SourceName))
    assert set(SOURCE_LABELS.values()) == set(get_args(SourceLabel))


def test_it_shows_the_label_and_title_cases_a_name_it_does_not_know():
    assert [source_label(name) for name in ("adzuna", "jsearch", "direct")] == ["Adzuna", "JSearch", "Direct"]
    assert source_label("indeed") == "Indeed"
