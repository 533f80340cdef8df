"""One tokenizer for documents and queries, so SQLite FTS5 and PostgreSQL see the same words.

Both engines index the text we hand them as plain lowercase ASCII words separated by spaces
(FTS5 unicode61, PostgreSQL's 'simple' configuration), so a query matches exactly the same jobs
on either database. Symbols that carry meaning in tech ('C++', 'C#', '.NET', 'Node.js') become
words first, synonyms fold into one word ('golang' is 'go', 'k8s' is 'kubernetes') and plurals
fold to the singular ('developers' finds 'developer').
"""

import re
import unicodedata
from functools import lru_cache

# Symbols that carry meaning in tech become words; words written apart become one. One pass,
# over lower-cased text.
_REWRITES = {
    "c++": " cplusplus ",
    "c#": " csharp ",
    "f#": " fsharp ",
    ".net": " dotnet ",
    "ci/cd": " cicd ",
}
_REWRITE = re.compile(
    r"c\+\+|(?<![a-z0-9])[cf]#|(?<![a-z0-9])\.net\b|\bci/cd\b"
    r"|\b(?P<js>node|vue|react|next|nuxt|express|ember|backbone)\.?js\b"
    r"|\b(?P<head>front|back|full|dev)[\s-]+(?P<tail>end|stack|ops)\b"
)
_JOINED = {("front", "end"), ("back", "end"), ("full", "stack"), ("dev", "ops")}


def _rewrite(match: re.Match[str]) -> str:
    if js := match["js"]:
        return f" {js}js "
    if match["head"]:
        head, tail = match["head"], match["tail"]
        return f" {head}{tail} " if (head, tail) in _JOINED else match.group()
    return _REWRITES[match.group()]


_SYNONYMS = {
    "golang": "go",
    "k8s": "kubernetes",
    "postgres": "postgresql",
    "psql": "postgresql",
    "js": "javascript",
    "ts": "typescript",
    "reactjs": "react",
    "vuejs": "vue",
    "nodejs": "node",
    "nyc": "new york",
}
_WORD = re.compile(r"[a-z0-9]+")
_KEEP_S = ("ss", "us", "is", "os", "as")  # 'business', 'status', 'analysis', 'ios', 'aws' keep their s


@lru_cache(maxsize=100_000)
def _fold(word: str) -> tuple[str, ...]:
    """A word's index form(s): synonyms folded, plurals singular. Cached: vocabularies are small."""
    word = _SYNONYMS.get(word, word)
    if len(word) > 3 and word.endswith("ies"):
        word = word[:-3] + "y"
    elif len(word) > 3 and word.endswith("s") and not word.endswith(_KEEP_S):
        word = word[:-1]
    return tuple(word.split())


def words(text: str) -> list[str]:
    """The index words of a text, in order."""
    if not text:
        return []
    text = _REWRITE.sub(_rewrite, text.lower())
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return [folded for word in _WORD.findall(text) for folded in _fold(word)]


def document(*parts: str | None) -> str:
    """The text an index column holds: the words of every part, space-separated."""
    return " ".join(word for part in parts if part for word in words(part))
