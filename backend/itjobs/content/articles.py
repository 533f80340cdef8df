"""Guide articles: Markdown files in articles/{slug}.md parsed into an article: title, icon, sections.

The files use a deliberately small subset of Markdown, so the parser stays small and strict:

    # Title
    icon: <lucide icon name>          (optional, second line)
    ## Section heading
    A paragraph, possibly wrapped over several lines.
    - a bullet item

Blank lines end a paragraph or a list. Anything else (a table, an image, inline HTML) is an
ArticleFormatError naming the file and line, so a bad file fails the tests, not a page view.
"""

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Literal

ARTICLES_DIR = Path(__file__).resolve().parent / "articles"
DEFAULT_ICON = "book-open"
# The icons the frontend can draw (features/guides/components/article-icon.tsx keeps the same list).
ARTICLE_ICONS = frozenset(
    {
        "award",
        "book-open",
        "briefcase",
        "cloud",
        "code",
        "compass",
        "database",
        "file-text",
        "git-branch",
        "graduation-cap",
        "kanban",
        "layers",
        "layout",
        "lightbulb",
        "map",
        "message-square",
        "messages-square",
        "network",
        "palette",
        "rocket",
        "server",
        "shield",
        "target",
        "terminal",
        "trending-up",
        "users",
    }
)

_SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_BULLET = re.compile(r"^(?:[-*]|\d+\.)\s+(.*)$")
_UNSUPPORTED = re.compile(r"^(?:\||!\[|<|```|>)")


class ArticleFormatError(ValueError):
    pass


@dataclass(frozen=True)
class ArticleBlock:
    kind: Literal["paragraph", "list"]
    text: str = ""
    items: tuple[str, ...] = ()


@dataclass
class ArticleSection:
    heading: str
    blocks: list[ArticleBlock] = field(default_factory=list)


@dataclass(frozen=True)
class Article:
    slug: str
    title: str
    icon: str
    sections: tuple[ArticleSection, ...]

    @property
    def summary(self) -> str:
        """The first paragraph, for meta descriptions and cards."""
        for section in self.sections:
            for block in section.blocks:
                if block.kind == "paragraph":
                    return block.text
        return self.title


def _clean(text: str) -> str:
    # Emphasis markers carry no meaning in our plain-text rendering; drop them.
    return re.sub(r"(\*\*|__)(.+?)\1", r"\2", " ".join(text.split()))


def parse_article(slug: str, text: str, *, source: str = "<string>") -> Article:
    lines = text.splitlines()
    if not lines or not lines[0].startswith("# "):
        raise ArticleFormatError(f"{source}:1: the first line must be '# Title'")
    title = _clean(lines[0][2:])
    icon = DEFAULT_ICON
    sections: list[ArticleSection] = []
    paragraph: list[str] = []
    items: list[str] = []

    def flush() -> None:
        if paragraph:
            sections[-1].blocks.append(ArticleBlock(kind="paragraph", text=_clean(" ".join(paragraph))))
            paragraph.clear()
        if items:
            sections[-1].blocks.append(ArticleBlock(kind="list", items=tuple(items)))
            items.clear()

    for number, raw in enumerate(lines[1:], start=2):
        line = raw.strip()
        where = f"{source}:{number}"
        if number == 2 and line.startswith("icon:"):
            name = line.removeprefix("icon:").strip()
            icon = name if name in ARTICLE_ICONS else DEFAULT_ICON
            continue
        if not line:
            if sections:
                flush()
            continue
        if line.startswith(("## ", "### ")):
            if sections:
                flush()
            sections.append(ArticleSection(heading=_clean(line.lstrip("#"))))
            continue
        if line.startswith("#") or _UNSUPPORTED.match(line):
            raise ArticleFormatError(f"{where}: unsupported Markdown: {line[:40]!r}")
        if not sections:
            raise ArticleFormatError(f"{where}: text before the first '## ' heading")
        if bullet := _BULLET.match(line):
            if paragraph:
                flush()
            items.append(_clean(bullet[1]))
        elif items and raw.startswith((" ", "\t")):
            items[-1] = _clean(f"{items[-1]} {line}")  # a wrapped bullet
        else:
            if items:
                flush()
            paragraph.append(line)
    if sections:
        flush()
    if not sections:
        raise ArticleFormatError(f"{source}: no '## ' sections")
    return Article(slug=slug, title=title, icon=icon, sections=tuple(sections))


@cache
def _load(path: Path, mtime_ns: int) -> Article:
    return parse_article(path.stem, path.read_text(encoding="utf-8"), source=path.name)


def article_by_slug(slug: str) -> Article | None:
    """The article for a slug, or None when there is no such file (never a path outside the folder)."""
    if not _SLUG.match(slug):
        return None
    path = ARTICLES_DIR / f"{slug}.md"
    try:
        mtime = path.stat().st_mtime_ns
    except OSError:
        return None
    return _load(path, mtime)
