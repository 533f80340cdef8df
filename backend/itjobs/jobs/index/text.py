"""One tokenizer for documents and queries, so SQLite FTS5 and PostgreSQL see the same words.

Both engines index the text we hand them as plain lowercase ASCII words separated by spaces
(FTS5 unicode61, PostgreSQL's 'simple' configuration), so a query matches exactly the same jobs
on either database. Symbols that carry meaning in tech ('C++', 'C#', '.NET', 'Node.js') become
words first, synonyms fold into one word ('golang' is 'go', 'k8s' is 'kubernetes') and plurals
fold to the singular ('developers' finds 'developer').
"""

import re
import unicodedata

_SYMBOLS = (
    (re.compile(r"c\+\+", re.I), " cplusplus "),
    (re.compile(r"c#", re.I), " csharp "),
    (re.compile(r"f#", re.I), " fsharp "),
    (re.compile(r"(?<![\w])\.net\b", re.I), " dotnet "),
    (re.compile(r"\b(node|vue|react|next|nuxt|express|ember|backbone)\.?js\b", re.I), r" \1js "),
    (re.compile(r"\bci/cd\b", re.I), " cicd "),
)
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
# Words that join into one ('front end', 'full-stack') become one token on both sides.
_COMPOUNDS = (
    (re.compile(r"\bfront[\s-]+end\b", re.I), "frontend"),
    (re.compile(r"\bback[\s-]+end\b", re.I), "backend"),
    (re.compile(r"\bfull[\s-]+stack\b", re.I), "fullstack"),
    (re.compile(r"\bdev[\s-]+ops\b", re.I), "devops"),
    (re.compile(r"\be[\s-]?mail\b", re.I), "email"),
)
_WORD = re.compile(r"[a-z0-9]+")
_KEEP_S = ("ss", "us", "is", "os", "as")  # 'business', 'status', 'analysis', 'ios', 'aws' keep their s


def _fold(word: str) -> str:
    word = _SYNONYMS.get(word, word)
    if len(word) > 3 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(_KEEP_S):
        return word[:-1]
    return word


def words(text: str) -> list[str]:
    """The index words of a text, in order."""
    if not text:
        return []
    for pattern, replacement in _SYMBOLS:
        text = pattern.sub(replacement, text)
    for pattern, replacement in _COMPOUNDS:
        text = pattern.sub(replacement, text)
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    out: list[str] = []
    for word in _WORD.findall(ascii_text):
        out.extend(_fold(word).split())
    return out


def document(*parts: str | None) -> str:
    """The text an index column holds: the words of every part, space-separated."""
    return " ".join(word for part in parts if part for word in words(part))
