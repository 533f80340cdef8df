"""/saved-jobs answers 200 with its own title, and search engines are asked to leave it alone."""

import pytest

pytestmark = pytest.mark.django_db


def test_the_page_is_served_with_its_title_and_noindex(client):
    response = client.get("/saved-jobs")
    assert response.status_code == 200
    html = response.content.decode()
    assert "<title>Saved Jobs | IT Jobs Info</title>" in html
    assert '<meta name="robots" content="noindex, nofollow">' in html
