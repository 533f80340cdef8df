"""The one table of source names, the labels a visitor reads and the shapes of their ids."""

import re

import pytest

from itjobs.jobs.source_labels import (
    Source,
    register_sources,
    registered_sources,
    source_label,
    source_name,
)


@pytest.fixture
def restore_sources():
    before = registered_sources()
    yield
    register_sources(source for source in before if source.name != "direct")


def test_it_holds_the_registered_sources_with_direct_posts_last():
    assert [(source.name, source.label) for source in registered_sources()] == [
        ("adzuna", "Adzuna"),
        ("jsearch", "JSearch"),
        ("direct", "Direct"),
    ]


def test_it_shows_the_label_and_title_cases_a_name_it_does_not_know():
    assert [source_label(name) for name in ("adzuna", "jsearch", "direct")] == ["Adzuna", "JSearch", "Direct"]
    assert source_label("indeed") == "Indeed"


def test_it_accepts_only_a_registered_name_as_a_filter():
    assert source_name("jsearch") == "jsearch"
    with pytest.raises(ValueError, match="Input should be 'adzuna', 'jsearch' or 'direct'"):
        source_name("monster")


def test_a_registered_source_replaces_the_table_but_direct_posts_stay(restore_sources):
    register_sources([Source("acme", "Acme Jobs", re.compile(r"[0-9]+"))])
    assert [source.name for source in registered_sources()] == ["acme", "direct"]
    assert (source_label("acme"), source_name("acme")) == ("Acme Jobs", "acme")


@pytest.mark.parametrize(
    ("sources", "message"),
    [
        ([Source("Acme", "Acme")], "lowercase letters or digits, not 'Acme'"),
        ([Source("acme-jobs", "Acme")], "not 'acme-jobs'"),
        ([Source("acmejobsinc1", "Acme")], "1 to 10"),
        ([Source("acme", "Acme"), Source("acme", "Acme Two")], "Two sources are registered as 'acme'"),
        ([Source("acme", "Direct")], "or 'Direct'"),
    ],
)
def test_it_refuses_a_name_that_cannot_start_an_id_or_one_used_twice(restore_sources, sources, message):
    with pytest.raises(ValueError, match=message):
        register_sources(sources)
    assert [source.name for source in registered_sources()] == ["adzuna", "jsearch", "direct"]
