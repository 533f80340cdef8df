"""Guide articles: every guide a page links to has a real article of at least 600 words."""

import pytest

from itjobs.content.articles import (
    ARTICLE_ICONS,
    ARTICLES_DIR,
    Article,
    ArticleFormatError,
    article_by_slug,
    parse_article,
)
from itjobs.content.categories import CATEGORIES, FALLBACK_CATEGORY
from itjobs.content.guides import GUIDE_SECTIONS, all_article_slugs, related_guides

MIN_WORDS = 600
LINKED_SLUGS = sorted(
    {s.slug for s in GUIDE_SECTIONS} | {g.slug for c in (*CATEGORIES, FALLBACK_CATEGORY) for g in c.guides}
)


def test_it_links_the_four_job_guide_sections_and_24_category_guides():
    assert [s.slug for s in GUIDE_SECTIONS] == [
        "getting-started",
        "resume-portfolio",
        "interview-preparation",
        "career-growth",
    ]
    assert len(LINKED_SLUGS) == 4 + 24
    assert set(all_article_slugs()) == set(LINKED_SLUGS)


def word_count(article: Article) -> int:
    words = [article.title]
    for section in article.sections:
        words.append(section.heading)
        for block in section.blocks:
            words.append(block.text)
            words.extend(block.items)
    return len(" ".join(words).split())


@pytest.mark.parametrize("slug", LINKED_SLUGS)
def test_it_has_an_article_of_at_least_600_words_for_every_linked_guide(slug):
    article = article_by_slug(slug)
    assert article is not None, f"articles/{slug}.md is missing"
    assert word_count(article) >= MIN_WORDS, f"{slug} has {word_count(article)} words"
    assert len(article.sections) >= 3
    assert article.icon in ARTICLE_ICONS


def test_it_suggests_related_guides_from_the_same_group():
    assert [g.slug for g in related_guides("getting-started")] == [
        "resume-portfolio",
        "interview-preparation",
        "career-growth",
    ]
    assert [g.slug for g in related_guides("sre-vs-devops")] == [
        "how-to-become-a-devops-engineer",
        "devops-tools-and-skills",
        "getting-started",
    ]
    assert related_guides("unknown") == ()


def test_it_parses_every_article_file_in_the_folder():
    for slug in sorted(path.stem for path in ARTICLES_DIR.glob("*.md")):
        assert article_by_slug(slug) is not None


def test_it_parses_headings_paragraphs_and_lists():
    article = parse_article(
        "sample",
        "# Sample Guide\nicon: rocket\n\n## First\n\nOne line\ncontinues here.\n\n- a\n- **b**\n\n## Second\nText.\n",
    )
    assert article.title == "Sample Guide"
    assert article.icon == "rocket"
    first, second = article.sections
    assert first.heading == "First"
    assert [b.kind for b in first.blocks] == ["paragraph", "list"]
    assert first.blocks[0].text == "One line continues here."
    assert first.blocks[1].items == ("a", "b")
    assert second.blocks[0].text == "Text."
    assert article.summary == "One line continues here."


def test_it_uses_the_default_icon_for_unknown_icon_names():
    assert parse_article("x", "# T\nicon: skull-bomb\n## H\nText\n").icon == "book-open"


@pytest.mark.parametrize(
    "text",
    ["No title\n## H\nText", "# T\nText before a heading", "# T\n## H\n<script>x</script>", "# T\n## H\n| a | b |"],
)
def test_it_rejects_markdown_it_cannot_render(text):
    with pytest.raises(ArticleFormatError):
        parse_article("bad", text)


@pytest.mark.parametrize("slug", ["../settings", "nope", "Getting-Started", "a/b", ""])
def test_it_finds_no_article_for_unknown_or_unsafe_slugs(slug):
    assert article_by_slug(slug) is None
