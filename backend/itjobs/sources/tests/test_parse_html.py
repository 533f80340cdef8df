"""Source text fixes (sanitized HTML and snippets: jobs/tests/test_sanitize.py; URLs: core/tests/test_fields.py)."""

from itjobs.sources.sanitize import normalize_ellipsis


def test_it_ends_cut_text_with_one_ellipsis():
    assert normalize_ellipsis("many ways, fr…") == "many ways, fr…"
    assert normalize_ellipsis("many ways, fr ...") == "many ways, fr…"
    assert normalize_ellipsis("done.") == "done."
