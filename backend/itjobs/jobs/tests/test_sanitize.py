"""The one sanitizer: allow-listed HTML, readable plain text, the card snippet."""

import pytest

from itjobs.jobs.sanitize import ALLOWED_TAGS, html_to_text, sanitize_html, snippet


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("<script>alert('x')</script><p>Hi</p>", "<p>Hi</p>"),
        ('<a href="javascript:alert(1)">Apply here</a>', "Apply here"),
        ('<img src="x" onerror="alert(1)"><b>Bold</b>', "<b>Bold</b>"),
        ('<p style="color:red" onclick="steal()">Urgent</p>', "<p>Urgent</p>"),
        ('<iframe src="https://evil.example"></iframe><em>ok</em>', "<em>ok</em>"),
        ("<ul><li>Go</li><li>Rust</li></ul><h3>Perks</h3>", "<ul><li>Go</li><li>Rust</li></ul><h3>Perks</h3>"),
    ],
)
def test_it_keeps_basic_formatting_and_removes_everything_active(raw, clean):
    assert sanitize_html(raw) == clean


def test_it_carries_unicode_through_untouched():
    text = "Grüße 👋 ¡Únete! 我们正在招聘 チームへようこそ ✨ Łódź"

    assert html_to_text(f"<p>{text}</p>") == text
    assert sanitize_html(text) == f"<p>{text}</p>"


def test_it_turns_html_into_readable_plain_text():
    raw = "<p>We&amp;you</p><h3>Stack</h3><ul><li>Go</li><li>SQL</li></ul><script>x()</script>"

    assert html_to_text(raw) == "We&you\nStack\n\n• Go\n• SQL"


def test_it_cuts_snippets_at_150_characters_plus_dots():
    assert snippet("word " * 40) == ("word " * 30).rstrip() + "..."  # no space before the dots
    assert snippet("short\n text") == "short text"
    assert len(snippet("x" * 151)) == 153


def test_it_turns_plain_text_into_paragraphs_and_escapes_it():
    assert sanitize_html("Build <pipelines> & more.\nDaily.\n\nPerks") == (
        "<p>Build &lt;pipelines&gt; &amp; more.<br>Daily.</p><p>Perks</p>"
    )
    assert sanitize_html("  \n ") == ""


def test_it_leaves_sanitized_html_as_it_is():
    clean = "".join(f"<{tag}>x</{tag}>" for tag in sorted(ALLOWED_TAGS - {"br"})) + "<p>a<br>b</p>"

    assert sanitize_html(clean) == clean
    assert sanitize_html(sanitize_html("Tom &amp; Jerry\n\n<3")) == sanitize_html("Tom &amp; Jerry\n\n<3")
