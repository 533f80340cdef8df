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


_SENTENCE_END = re.compile(r"[.!?][)\"'’”]?(?=\s)")
_DANGLING = " ,;:-–—/(&"
# A cut text ends at its last whole sentence when that keeps at least this share of it, else at
# its last whole word: a 500-character text is not shortened to its first sentence.
_KEEP_SHARE = 0.6


def cut_text(text: str) -> tuple[str, bool]:
    """A text the source cut off ('…Pension or 401(k) mat…') ended at a whole sentence or word.

    Returns the text and whether it was cut. A text cut mid-sentence ends with '…' after its last
    whole word; the page says where the rest is ('continues at Adzuna').
    """
    if not _TRAILING_ELLIPSIS.search(text):
        return text, False
    body = _TRAILING_ELLIPSIS.sub("", text).rstrip()
    sentence_ends = [match.end() for match in _SENTENCE_END.finditer(body + " ")]
    if sentence_ends and sentence_ends[-1] >= len(body) * _KEEP_SHARE:
        return body[: sentence_ends[-1]].rstrip(), True
    # 'fr…' is the start of a word; 'you …' a whole one.
    cut_mid_word = not text[len(body) :].startswith((" ", "\t", "\n"))
    words = body.rsplit(None, 1)
    whole = words[0] if cut_mid_word and len(words) == 2 else body
    return whole.rstrip(_DANGLING) + "…", True
