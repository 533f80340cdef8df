"""Source-specific text fixes.

The HTML sanitizer, plain text and snippets live with the job index (itjobs.jobs.sanitize); what
stays here is what a source's wire text needs first: Adzuna's highlight tags, cut-off ellipses.
"""

import re

_HIGHLIGHT_TAGS = re.compile(r"</?\s*(strong|mark)\s*>", re.IGNORECASE)
_TRAILING_ELLIPSIS = re.compile(r"\s*(…|\.\.\.)\s*$")


def strip_highlights(text: str) -> str:
    """Drop the search-highlight tags Adzuna puts around matched words ('<strong>Python</strong>')."""
    return _HIGHLIGHT_TAGS.sub("", text)


def normalize_ellipsis(text: str) -> str:
    """Sources cut long text with '…' or '...'; end such text with one '…'."""
    if _TRAILING_ELLIPSIS.search(text):
        return _TRAILING_ELLIPSIS.sub("", text) + "…"
    return text
