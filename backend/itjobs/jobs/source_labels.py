"""Every job source by name and the label a visitor reads: the one table.

The API's cards, the JSON-LD identifier, the source-status messages and the providers' error
prefixes all take their label from here; the schema's SourceLabel is the set of these labels.
"""

from typing import Literal

SourceName = Literal["adzuna", "jsearch", "direct"]
SourceLabel = Literal["Adzuna", "JSearch", "Direct"]

SOURCE_LABELS: dict[SourceName, SourceLabel] = {"adzuna": "Adzuna", "jsearch": "JSearch", "direct": "Direct"}
_BY_NAME: dict[str, str] = dict(SOURCE_LABELS.items())  # for any stored string


def source_label(source: str) -> str:
    """'adzuna' -> 'Adzuna'; a name the table lacks is shown title-cased rather than dropped."""
    return _BY_NAME.get(source, source.title())
