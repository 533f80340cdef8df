"""Source text fixes (sanitized HTML and snippets: jobs/tests/test_sanitize.py; URLs: core/tests/test_fields.py)."""

from itjobs.sources.sanitize import cut_text


def test_it_leaves_a_text_that_was_not_cut_alone():
    assert cut_text("Build APIs. Ship often.") == ("Build APIs. Ship often.", False)


def test_it_ends_a_cut_text_at_its_last_whole_sentence():
    text = "We build payment systems used by millions of people. Benefits: Pension or 401(k) mat…"
    assert cut_text(text) == ("We build payment systems used by millions of people.", True)


def test_it_ends_a_cut_text_at_its_last_whole_word_when_the_last_sentence_is_far_back():
    text = "Join us. You will design, build and run the services behind our apps, fr..."
    assert cut_text(text) == ("Join us. You will design, build and run the services behind our apps…", True)
    assert cut_text("Our Python team & you ...") == ("Our Python team & you…", True)
    assert cut_text("Our Python team & yo...") == ("Our Python team…", True)
