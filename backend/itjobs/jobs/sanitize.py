"""Third-party text made safe to store and show: sanitized HTML, plain text, the card snippet.

The one allow-list and the one sanitizer: the source parsers and the job index's ingest both use
them, so a description is held to the same rules whichever way it arrives. Source-specific fixes
(Adzuna's highlight tags, cut-off ellipses) and the http(s) URL check stay with the sources.
"""

import html
import re

import nh3

# Basic formatting only: no links (apply links are shown separately), images, tables or styles.
ALLOWED_TAGS = frozenset({"p", "br", "ul", "ol", "li", "b", "strong", "em", "i", "h3", "h4", "h5", "blockquote"})
SNIPPET_LENGTH = 150

# Only real HTML tag names count: plain text may well say '<pipelines>' or 'C++ <3'.
_ANY_TAG = re.compile(
    r"<\s*/?\s*(p|br|div|span|ul|ol|li|b|strong|em|i|u|h[1-6]|a|img|script|style|iframe|table|tr|td|th|"
    r"blockquote|font|hr|section|article|code|pre)\b[^>]*>",
    re.IGNORECASE,
)
_BLOCK_BREAK = re.compile(r"<\s*(br|/p|/h[1-6]|/div|/ul|/ol|/blockquote)\s*/?\s*>", re.IGNORECASE)
_LIST_ITEM = re.compile(r"<\s*li\b[^>]*>", re.IGNORECASE)
_BLANK_LINES = re.compile(r"\n\s*\n+")
_SPACES = re.compile(r"[ \t\r\f\v\u00a0]+")


def looks_like_html(text: str) -> bool:
    return bool(_ANY_TAG.search(text))


def sanitize_html(raw: str) -> str:
    """Sanitized HTML for a description; plain text becomes paragraphs and line breaks."""
    if not raw.strip():
        return ""
    if not looks_like_html(raw):
        paragraphs = [p.strip() for p in _BLANK_LINES.split(html.unescape(raw).strip()) if p.strip()]
        return "".join("<p>" + html.escape(p).replace("\n", "<br>") + "</p>" for p in paragraphs)
    return nh3.clean(raw, tags=set(ALLOWED_TAGS), attributes={}, link_rel=None).strip()


def html_to_text(raw: str) -> str:
    """Plain text for search and snippets: tags removed, entities decoded, whitespace tidied.

    Text without HTML tags is taken as text (only entities decoded), so '<pipelines>' survives.
    """
    if not raw:
        return ""
    if looks_like_html(raw):
        marked = _LIST_ITEM.sub("\n• ", _BLOCK_BREAK.sub("\n", raw))
        # nh3 with no allowed tags drops tags and the content of <script>/<style>.
        text = html.unescape(nh3.clean(marked, tags=set(), attributes={}))
    else:
        text = html.unescape(raw)
    lines = [_SPACES.sub(" ", line).strip() for line in text.split("\n")]
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()


def plain_line(raw: str) -> str:
    """One line of plain text (titles, company names): tags stripped, whitespace collapsed."""
    return " ".join(html_to_text(raw).split())


def snippet(text: str) -> str:
    """A card's snippet: the first 150 characters plus '...' when longer (no space before the dots)."""
    flat = " ".join(text.split())
    if len(flat) <= SNIPPET_LENGTH:
        return flat
    return flat[:SNIPPET_LENGTH].rstrip() + "..."
