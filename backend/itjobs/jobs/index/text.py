"""One tokenizer for documents and queries, so SQLite FTS5 and PostgreSQL see the same words.

Both engines index the text we hand them as plain lowercase ASCII words separated by spaces
(FTS5 unicode61, PostgreSQL's 'simple' configuration), so a query matches exactly the same jobs
on either database. Symbols that carry meaning in tech ('C++', 'C#', '.NET', 'Node.js') become
words first, plurals fold to the singular ('developers' finds 'developer') and the IT vocabulary
(vocabulary.py: 'front end' is 'frontend', 'k8s' is 'kubernetes') folds every variant into one
word. Places are read by `place_words` with the gazetteer instead (content/places.py).
"""

import re
import unicodedata
from functools import lru_cache
from itertools import pairwise

from itjobs.content.places import metros, read_place

from .vocabulary import BROADER, PHRASES, WORDS

# Symbols that carry meaning in tech become words, in lower-cased text. Each rewrite runs only
# where its symbol is: most texts hold none, and a regex scanning every description for all of them
# was half of the time an ingest spent on its index words.
_SHARP = re.compile(r"(?<![a-z0-9])([cf])#")
_DOTNET = re.compile(r"(?<![a-z0-9])\.net\b")
_JS = re.compile(r"\b([a-z]+)\.js\b")


def _rewrite(text: str) -> str:
    if "c++" in text:
        text = text.replace("c++", " cplusplus ")
    if "#" in text:
        text = _SHARP.sub(r" \1sharp ", text)
    if ".net" in text:
        text = _DOTNET.sub(" dotnet ", text)
    if ".js" in text:
        text = _JS.sub(r" \1js ", text)
    return text


# A run of more than 100 letters and digits is several words of 100 (a pasted token, a hash): nobody
# types one, and PostgreSQL refuses a word over 2,047 bytes in a vector.
_WORD = re.compile(r"[a-z0-9]{1,100}")
_KEEP_S = ("ss", "us", "is", "os", "as")  # 'business', 'status', 'analysis', 'ios', 'aws' keep their s


@lru_cache(maxsize=100_000)
def _singular(word: str) -> str:
    if len(word) > 3 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(_KEEP_S):
        return word[:-1]
    return word


def _key(text: str) -> tuple[str, ...]:
    return tuple(_singular(word) for word in _WORD.findall(text.lower()))


_PHRASES = {_key(phrase): _key(value) for phrase, value in PHRASES.items()}
_LONGEST = max(len(key) for key in _PHRASES)
_STARTS = frozenset(key[0] for key in _PHRASES)  # most words start no phrase: one set lookup each
_WORDS = {_singular(word): _key(value) for word, value in WORDS.items()}


def _ascii_words(text: str) -> list[str]:
    text = _rewrite(text.lower())
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return [_singular(word) for word in _WORD.findall(text)]


_SPECIAL = _STARTS | _WORDS.keys()  # words the vocabulary may change, alone or as a phrase's start


def fold(raw: list[str]) -> list[str]:
    """Singular words with the vocabulary applied: phrases first (longest), then single words."""
    # Most words of a description are nobody's variant: copy the runs between the ones that may be
    # (an ingest folds every word of every job).
    special = [index for index, word in enumerate(raw) if word in _SPECIAL]
    if not special:
        return raw
    out: list[str] = []
    i = 0
    for at in special:
        if at < i:  # inside a phrase already folded
            continue
        out.extend(raw[i:at])
        i = _fold_at(raw, at, out)
    out.extend(raw[i:])
    return out


def _fold_at(raw: list[str], i: int, out: list[str]) -> int:
    """Folds the vocabulary word or phrase at raw[i] into out; returns the index after it."""
    word = raw[i]
    if word in _STARTS:
        for size in range(min(_LONGEST, len(raw) - i), 1, -1):
            if (phrase := _PHRASES.get(tuple(raw[i : i + size]))) is not None:
                out.extend(phrase)
                return i + size
    out.extend(_WORDS.get(word, (word,)))
    return i + 1


def words(text: str) -> list[str]:
    """The index words of a text, in order."""
    return fold(_ascii_words(text)) if text else []


_PAIR = "0q0"  # joins a pair of words into one index word: no single word has it


def pair_words(text_words: list[str]) -> list[str]:
    """Each word with the next as one word ('data engineer ii' -> data0q0engineer, engineer0q0ii):
    a title that holds every pair of a query's words holds its phrase, and both engines index them
    like any word (FTS5 with detail=column keeps no positions)."""
    return [f"{first}{_PAIR}{second}" for first, second in pairwise(text_words)]


def plain_words(text: str) -> list[str]:
    """A text's words without the IT vocabulary (places: 'LA' is not an abbreviation of anything in IT)."""
    return _ascii_words(text) if text else []


def document(*parts: str | None) -> str:
    """The text an index column holds: the words of every part, space-separated."""
    return " ".join(word for part in parts if part for word in words(part))


@lru_cache(maxsize=8192)
def title_documents(title: str) -> tuple[str, str]:
    """A title's words and its word pairs (the phrase tier of relevance). Kept per title: most
    titles a source sends are ones it sent before ('Senior Software Engineer')."""
    title_words = words(title)
    return " ".join(title_words), " ".join(dict.fromkeys(pair_words(title_words)))


_BROADER = {word: tuple(tuple(words(alternative)) for alternative in others) for word, others in BROADER.items()}


def broader(word: str) -> tuple[tuple[str, ...], ...]:
    """What a query word also finds, each alternative's words all present (vocabulary.BROADER)."""
    return _BROADER.get(word, ())


def place_words(location: str, country: str | None, *, region: bool = False) -> list[str]:
    """A location's words as the gazetteer reads it: 'Austin, TX' -> austin texas (content/places.py)."""
    return plain_words(read_place(location, country, region=region)) if location else []


@lru_cache(maxsize=8192)  # a source lists many jobs in each place
def place_document(*, city: str | None, region: str | None, location_text: str, country: str | None) -> str:
    """A job's place column: its place as written and as read, and the metro areas it is in."""
    found = [
        *plain_words(" ".join(part for part in (city, region, location_text) if part)),
        *place_words(city or "", country),
        *place_words(region or "", country, region=True),
        *place_words(location_text, country),
        *(word for metro in metros(city, country) for word in plain_words(metro)),
    ]
    return " ".join(dict.fromkeys(found))
