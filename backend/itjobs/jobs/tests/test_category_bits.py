"""Every category the content app has (the /careers pages) has a filter word and a bit in the index."""

from itjobs.content.categories import CATEGORIES
from itjobs.jobs.index.tags import CATEGORY_BITS, CATEGORY_SLUGS, category_bits


def test_every_content_category_has_a_bit_and_only_those():
    assert set(CATEGORY_SLUGS) == {category.slug for category in CATEGORIES}


def test_bits_are_distinct_and_a_job_in_two_categories_has_both():
    assert len(set(CATEGORY_BITS.values())) == len(CATEGORY_SLUGS)
    assert (
        category_bits(["devops", "cloud-computing", "devops"])
        == CATEGORY_BITS["devops"] | CATEGORY_BITS["cloud-computing"]
    )
