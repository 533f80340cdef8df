"""City names as they appear in city-page URLs (spec §2, City page)."""

import re

# 'Nyc' is the one abbreviation the spec expands; the others are plain slugs.
_ALIASES = {"Nyc": "New York"}

# The empty state of a city page lists these others (spec §2).
OTHER_CITY_SLUGS = ("san-francisco", "seattle", "los-angeles", "austin")


def city_name_from_slug(slug: str) -> str:
    """'new-york' -> 'New York', 'nyc' -> 'New York': dashes become spaces, words capitalised."""
    words = [word for word in re.split(r"[-\s]+", slug.strip()) if word]
    name = " ".join(word[:1].upper() + word[1:].lower() for word in words)
    return _ALIASES.get(name, name)
